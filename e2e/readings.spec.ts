// Explanations a player accepts (issue 10, items 7 and 8, in the app): what
// the line met that did not block, listed after the blocking reasons and
// outlined on the map; the one line under a verdict that a contested reading
// would turn. Touch, on a phone and a desktop, light and dark; each case is
// found on the sample board by what the engine (in Node) says of it.

import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { BOARD, SCREENSHOTS, findPair, loadSampleBoard, losOn, openApp, verdict } from './helpers.ts';

const SIZES = [
  { name: 'phone', width: 390, height: 844, narrow: true },
  { name: 'desktop', width: 1440, height: 900, narrow: false },
] as const;

/** A clear line that note L's other reading (orange and purple counted together) would block, with symbols met on it. */
async function disputedPair() {
  return findPair(BOARD, (f, t, b) => {
    const r = losOn(b, f, t);
    return r.visible && (r.cleared?.length ?? 0) >= 2 && (r.disputes ?? []).some((d) => d.reading === 'noteL');
  });
}

/** A blocked line that met more symbols than the list shows open. */
async function blockedWithLongList() {
  return findPair(BOARD, (f, t, b) => {
    const r = losOn(b, f, t);
    return !r.visible && (r.cleared?.length ?? 0) > 3;
  });
}

const shot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });

/** On a phone, the sheet up (a tap on its handle; again if the verdict's arrival lowered it meanwhile). */
async function pullSheetUp(page: Page): Promise<void> {
  await expect(async () => {
    if ((await page.locator('.panel-sheet').getAttribute('data-sheet')) !== 'full') await page.getByTestId('sheet-handle').tap();
    await expect(page.locator('.panel-sheet')).toHaveAttribute('data-sheet', 'full', { timeout: 1000 });
  }).toPass();
}

type Hook = { __hexlos: { clearedPoints(): { x: number; y: number }[] } };

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}×${size.height}, touch`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: true, isMobile: size.narrow, deviceScaleFactor: size.narrow ? 2 : 1 });

    for (const theme of ['light', 'dark'] as const) {
      test(`${theme}: a clear line lists what it met and why none blocks, and says which reading would turn it`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: theme });
        const pair = await disputedPair();
        const board = await loadSampleBoard(BOARD);
        const expected = losOn(board, pair.from, pair.to);
        await openApp(page, `#board=${BOARD}&rules=arvold&from=${pair.from}&to=${pair.to}`, BOARD);
        await expect(verdict(page)).toHaveAttribute('data-verdict', 'clear');
        // One line under the verdict, in the engine's words.
        const dispute = verdict(page).getByTestId('dispute');
        await expect(dispute.first()).toHaveText(expected.disputes![0].text);
        await expect(dispute).toHaveCount(expected.disputes!.length);
        if (size.narrow) await shot(page, `${size.name}-${size.width}-${theme}-dispute-peek`);

        if (size.narrow) await pullSheetUp(page);
        const list = page.getByTestId('cleared');
        await expect(list.locator('summary')).toHaveText(`Met on the line, and why none blocks (${expected.cleared!.length})`);
        await expect(list.locator('.reason-text')).toHaveText(expected.cleared!.map((c) => c.text));
        await page.waitForTimeout(350);
        await shot(page, `${size.name}-${size.width}-${theme}-not-blocking`);

        // Tapping an entry flashes its place, brought on screen (on a phone the sheet drops to show it).
        await list.locator('button').last().tap();
        if (size.narrow) await expect(page.locator('.panel-sheet')).toHaveAttribute('data-sheet', 'peek');
        await page.waitForTimeout(500);
        const points = await page.evaluate(() => (window as unknown as Hook).__hexlos.clearedPoints());
        expect(points).toHaveLength(expected.cleared!.length);
        const last = points[points.length - 1];
        expect(last.x).toBeGreaterThan(0);
        expect(last.x).toBeLessThan(size.width);
        expect(last.y).toBeGreaterThan(0);
        expect(last.y).toBeLessThan(size.height);
        await shot(page, `${size.name}-${size.width}-${theme}-not-blocking-flash`);
      });
    }

    test('a blocked line: the symbols that did not block follow the blocking ones, folded when many', async ({ page }) => {
      const pair = await blockedWithLongList();
      const board = await loadSampleBoard(BOARD);
      const expected = losOn(board, pair.from, pair.to);
      await openApp(page, `#board=${BOARD}&rules=arvold&from=${pair.from}&to=${pair.to}`, BOARD);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
      if (size.narrow) await pullSheetUp(page);
      const list = page.getByTestId('cleared');
      await expect(list).not.toHaveAttribute('open', '');
      await expect(list.locator('summary')).toHaveText(`Also met, not blocking (${expected.cleared!.length})`);
      await list.locator('summary').tap();
      await expect(list).toHaveAttribute('open', '');
      await expect(list.locator('.reason-text')).toHaveText(expected.cleared!.map((c) => c.text));
      // After the blocking reasons in the panel.
      const reasonsBottom = (await page.getByTestId('reasons').boundingBox())!;
      const listTop = (await list.boundingBox())!;
      expect(listTop.y).toBeGreaterThanOrEqual(reasonsBottom.y + reasonsBottom.height);
      await page.waitForTimeout(350);
      await shot(page, `${size.name}-${size.width}-light-blocked-not-blocking`);
    });
  });
}
