// Every action answers, at every size (docs/table.md, "Every action
// answers"): copying a link, sharing a verdict, saving a file and deleting a
// board each put a short sentence in one polite live region (role=status),
// shown in the row under the map's toolbar long enough to read, where it covers
// neither a toolbar button nor the line. Phone and desktop.

import { join } from 'node:path';

import { expect, type Locator, type Page, test } from '@playwright/test';

import { KEPT_RIDGE } from '../src/board/library/testing.ts';
import { BOARD, findPair, losOn, mapSettled, openApp, SCREENSHOTS, SIZES, useOfSize, verdict } from './helpers.ts';

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The saying is in the live region, shown, and clear of every toolbar button and of the drawn line. */
async function saidClear(page: Page, said: Locator, text: string | RegExp): Promise<void> {
  await expect(said).toHaveRole('status');
  await expect(said).toHaveText(text);
  await expect(said).toHaveCSS('opacity', '1');
  const box = (await said.boundingBox())!;
  for (const button of await page.locator('.map-top button').all()) {
    const b = await button.boundingBox();
    if (b) expect(overlaps(box, b), 'the saying covers no toolbar button').toBe(false);
  }
  const layout = (await page.evaluate(() =>
    (window as unknown as { __hexlos: { tagLayout(): unknown } }).__hexlos.tagLayout(),
  )) as { segments: { y1: number; y2: number }[] } | undefined;
  for (const s of layout?.segments ?? [])
    expect(Math.min(s.y1, s.y2), 'the line is below the saying').toBeGreaterThan(box.y + box.height);
}

for (const size of SIZES.filter((s) => s.name === 'phone' || s.name === 'desktop')) {
  test.describe(`${size.name} ${size.width}×${size.height}: every action answers`, () => {
    test.use({ ...useOfSize(size), permissions: ['clipboard-read', 'clipboard-write'] });

    test('copying the link and sharing the verdict are shown and spoken', async ({ page }) => {
      const pair = await findPair(BOARD, (f, t, b) => losOn(b, f, t).visible);
      await openApp(page, `#board=${BOARD}&from=${pair.from}&to=${pair.to}`, BOARD);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'clear');
      await mapSettled(page);
      const said = page.getByTestId('action-said');
      await expect(said).toHaveText('');

      await page.getByRole('button', { name: 'Copy a link to this line of sight' }).click();
      await saidClear(page, said, 'Link copied.');
      await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-action-said-link.png`) });
      // It goes once read (SAID_FOR_MS, 4 s, in src/ui/panels/ActionSaid.tsx); the bound leaves it room.
      await expect(said).toHaveText('', { timeout: 8_000 });

      if (size.narrow) await page.getByTestId('sheet-handle').click();
      const saving = page.waitForEvent('download');
      await page.getByTestId('share-verdict').click();
      const file = await saving;
      await saidClear(
        page,
        said,
        `Verdict card saved as ${file.suggestedFilename()}; its text is copied for a post or an e-mail.`,
      );
      await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-action-said-share.png`) });
    });

    test('saving a board as a file and deleting it are shown and spoken', async ({ page }) => {
      await openApp(page);
      await page.getByTestId('board-file').setInputFiles({
        name: 'kept-ridge.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(KEPT_RIDGE)),
      });
      await expect(page.locator('.app')).toHaveAttribute('data-board', 'kept-ridge');
      const said = page.getByTestId('action-said');
      await saidClear(page, said, '“Kept ridge” is kept on this device.');

      if (size.narrow) await page.getByTestId('sheet-handle').click();
      await page.getByTestId('library').locator('summary').click();
      const row = page.locator('[data-testid="library-row"][data-key="kept-ridge"]');
      const downloading = page.waitForEvent('download');
      await row.getByRole('button', { name: /^Export/ }).click();
      await downloading;
      await saidClear(page, said, 'Saved “kept-ridge.json” to your downloads.');

      await row.getByRole('button', { name: /^Delete/ }).click();
      await saidClear(page, said, '“Kept ridge” moved to the trash.');
      await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-action-said-deleted.png`) });
      // The undo stands where the board stood in the list, in view under the finger that deleted it, at every size
      // (over the map it lay under a phone's raised sheet): nothing covers it.
      const undo = page.getByTestId('library-undo');
      await expect(page.getByTestId('library-deleted')).toContainText('Moved Kept ridge to the trash.');
      await expect(undo).toBeInViewport();
      const uncovered = await undo.evaluate((button) => {
        const r = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      });
      expect(uncovered, 'the undo is on top where it stands').toBe(true);
      await undo.click();
      await saidClear(page, said, '“Kept ridge” brought back.');
    });
  });
}
