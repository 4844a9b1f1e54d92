// A link pasted into an open HexLOS tab (a same-document navigation: only the
// hash changes) is applied as opening it fresh would: its board, rule set,
// readings and line, its verdict, and its notices (docs/table.md, "A link is a
// link, however it arrives"). A link for a board this device does not have
// leaves the player's board and line, and a notice names it. Phone and desktop.

import { join } from 'node:path';

import { expect, type Page, test } from '@playwright/test';

import {
  BOARD,
  expectKeepsOffMapButtons,
  findPair,
  losOn,
  mapSettled,
  openApp,
  SCREENSHOTS,
  SIZES,
  tapHex,
  useOfSize,
  verdict,
} from './helpers.ts';

const OTHER_BOARD = 'lake-and-heights';

/** A clear line that 000 note L's other reading (orange and purple counted together) blocks: its dispute says so. */
const disputedPair = () =>
  findPair(BOARD, (f, t, b) => {
    const r = losOn(b, f, t);
    return r.visible && (r.disputes ?? []).some((d) => d.reading === 'noteL');
  });

type Box = { x: number; y: number; w: number; h: number };
/** The map's placed tags and drawn segments, in page pixels (src/ui/canvas/test-hook.ts). */
type TagLayout = {
  firer?: Box;
  target?: Box;
  range?: Box;
  segments: { x1: number; y1: number; x2: number; y2: number }[];
};

/** The player pastes a link into the address bar of the open tab: the hash changes, the page is not loaded again. */
const paste = (page: Page, hash: string) => page.evaluate((h) => (window.location.hash = h), hash);

for (const size of SIZES.filter((s) => s.name === 'phone' || s.name === 'desktop')) {
  test.describe(`${size.name} ${size.width}×${size.height}: a link pasted into an open tab`, () => {
    test.use(useOfSize(size));

    test('shows the link’s board, line and verdict, with the house-reading notice a fresh opening shows', async ({
      page,
    }) => {
      const pair = await disputedPair();
      await openApp(page, `#board=${OTHER_BOARD}`, OTHER_BOARD);
      const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length);

      await paste(page, `#board=${BOARD}&rules=arvold&from=${pair.from}&to=${pair.to}&reading.noteL=together`);
      await expect(page.locator('.app')).toHaveAttribute('data-board', BOARD);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
      await expect(page.getByTestId('firer-input')).toHaveValue(pair.from);
      await expect(page.getByTestId('target-input')).toHaveValue(pair.to);
      await expect(page.getByTestId('link-notice')).toHaveText([
        'This link is judged by a house reading: 000 note L, orange and purple counted together. It is now used on this device too; change it under House readings.',
      ]);
      // The same page: the link arrived in it, it was not opened anew.
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loads);
      await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-link-pasted.png`) });

      // Pasted again without the house reading: the link is judged by HexLOS's readings, and says what it set aside.
      await paste(page, `#board=${BOARD}&rules=arvold&from=${pair.from}&to=${pair.to}`);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'clear');
      await expect(page.getByTestId('link-notice')).toHaveText([
        'The link’s verdict is judged by its own readings of the rules, which now replace this device’s house readings: 000 note L, orange and purple counted separately (this device had: orange and purple counted together). Change them back under House readings.',
      ]);

      // Back: the first pasted link, applied again as it was.
      await page.goBack();
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
    });

    test('a link for a board this device does not have leaves the board and line on screen, and names it', async ({
      page,
    }) => {
      const pair = await disputedPair();
      await openApp(page, `#board=${BOARD}&rules=arvold&from=${pair.from}&to=${pair.to}`, BOARD);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'clear');
      await paste(page, '#board=nowhere-hill&from=A1&to=B2');
      await expect(page.getByTestId('link-notice')).toHaveText([
        `This link is for the board “nowhere-hill”, which is not on this device, so its line of sight is not shown (“Ridge and River” is open instead). Open that board’s file — ask whoever sent the link — or pick a board.`,
      ]);
      await expect(page.locator('.app')).toHaveAttribute('data-board', BOARD);
      await expect(page.getByTestId('firer-input')).toHaveValue(pair.from);
      await expect(page.getByTestId('target-input')).toHaveValue(pair.to);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'clear');
      // The address says again what is on screen.
      await expect.poll(() => new URL(page.url()).hash).toContain(`board=${BOARD}`);
    });

    test('the link’s house-reading notice keeps off the line, its ends and their tags, and ends with the player’s own line', async ({
      page,
    }) => {
      const pair = await disputedPair();
      await openApp(page, `#board=${BOARD}&rules=arvold&from=${pair.from}&to=${pair.to}&reading.noteL=together`, BOARD);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
      const notice = page.getByTestId('link-notices');
      await expect(notice).toBeVisible();
      await mapSettled(page);
      const box = (await notice.boundingBox())!;
      const below = box.y + box.height;
      const layout = (await page.evaluate(() =>
        (window as unknown as { __hexlos: { tagLayout(): unknown } }).__hexlos.tagLayout(),
      )) as TagLayout;
      const ends = await page.evaluate(
        ([a, b]) => [window.__hexlos!.screenOf(a)!, window.__hexlos!.screenOf(b)!],
        [pair.from, pair.to],
      );
      for (const [name, p] of [
        ['firer', ends[0]],
        ['target', ends[1]],
      ] as const)
        expect(p.y, `the ${name}'s hex is below the notice`).toBeGreaterThan(below);
      for (const tag of [layout.firer, layout.target, layout.range].filter((t): t is Box => !!t))
        expect(tag.y, 'a tag is below the notice').toBeGreaterThanOrEqual(below);
      for (const s of layout.segments)
        expect(Math.min(s.y1, s.y2), 'the line and its deciding sides are below the notice').toBeGreaterThan(below);
      // Nor does it cover a button over the map: the toolbar's, the Audit button under it.
      await expectKeepsOffMapButtons(page, notice, 'the notice');
      await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-link-notice-off-the-line.png`) });

      // The player's own line: the notice was about the link's, and goes.
      await tapHex(page, pair.from);
      await expect(notice).toHaveCount(0);
      await tapHex(page, pair.to);
      await tapHex(page, pair.from);
      await expect(page.getByTestId('target-input')).toHaveValue(pair.from);
      await expect(notice).toHaveCount(0);
    });
  });
}
