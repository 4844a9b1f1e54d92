// Explanations a player accepts (in the app): what
// the line met that did not block, listed after the blocking reasons and
// outlined on the map; the one line under a verdict that a contested reading
// would turn; house readings picked in the settings, kept on the device and
// carried by the share link. Touch, on a phone and a desktop, light and dark;
// each case is found on the sample board by what the engine (in Node) says of it.

import { join } from 'node:path';

import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { hexByLabel } from '../src/engine/board-model.ts';
import { evaluateLos } from '../src/engine/index.ts';
import {
  chooseInPanel,
  BOARD,
  SCREENSHOTS,
  findPair,
  loadSampleBoard,
  losOn,
  mapSettled,
  openApp,
  verdict,
} from './helpers.ts';

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
    if ((await page.locator('.panel-sheet').getAttribute('data-sheet')) !== 'full')
      await page.getByTestId('sheet-handle').tap();
    await expect(page.locator('.panel-sheet')).toHaveAttribute('data-sheet', 'full', { timeout: 1000 });
  }).toPass();
}

type Hook = { __hexlos: { clearedPoints(): { x: number; y: number }[] } };

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}×${size.height}, touch`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      hasTouch: true,
      isMobile: size.narrow,
      deviceScaleFactor: size.narrow ? 2 : 1,
    });

    for (const theme of ['light', 'dark'] as const) {
      test(`${theme}: a clear line lists what it met and why none blocks, and says which reading would turn it`, async ({
        page,
      }) => {
        await page.emulateMedia({ colorScheme: theme });
        const pair = await disputedPair();
        const board = await loadSampleBoard(BOARD);
        const expected = losOn(board, pair.from, pair.to);
        await openApp(page, `#board=${BOARD}&rules=arvold&from=${pair.from}&to=${pair.to}`, BOARD);
        await expect(verdict(page)).toHaveAttribute('data-verdict', 'clear');
        // One line under the verdict, in the engine's words.
        const dispute = verdict(page).getByTestId('dispute');
        await expect(dispute.first().getByTestId('dispute-text')).toHaveText(expected.disputes![0].text);
        await expect(dispute).toHaveCount(expected.disputes!.length);
        if (size.narrow) await shot(page, `${size.name}-${size.width}-${theme}-dispute-peek`);

        if (size.narrow) await pullSheetUp(page);
        const list = page.getByTestId('cleared');
        await expect(list.locator('summary')).toHaveText(
          `Met on the line, and why none blocks (${expected.cleared!.length})`,
        );
        await expect(list.locator('.reason-text')).toHaveText(expected.cleared!.map((c) => c.text));
        // Only for the picture: lets transitions end before the screenshot; no assertion depends on this pause.
        await page.waitForTimeout(350);
        await shot(page, `${size.name}-${size.width}-${theme}-not-blocking`);

        // Tapping an entry flashes its place, brought on screen (on a phone the sheet drops to show it).
        await list.locator('button').last().tap();
        if (size.narrow) await expect(page.locator('.panel-sheet')).toHaveAttribute('data-sheet', 'peek');
        await mapSettled(page);
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

    test('house readings: switching one in the settings flips the verdict; the link carries it to a fresh device with the same verdict', async ({
      page,
      browser,
    }) => {
      const pair = await disputedPair();
      const board = await loadSampleBoard(BOARD);
      const together = evaluateLos(board, {
        from: hexByLabel(board, pair.from)!,
        to: hexByLabel(board, pair.to)!,
        rules: 'arvold',
        readings: { noteL: 'together' },
      });
      expect(together.visible).toBe(false);
      await openApp(page, `#board=${BOARD}&rules=arvold&from=${pair.from}&to=${pair.to}`, BOARD);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'clear');
      // Tapping the line under the verdict opens the house readings (on a phone, the sheet comes up); two or more lines are folded under one first.
      if ((await verdict(page).getByTestId('disputes').count()) > 0)
        await verdict(page).getByTestId('disputes').locator('summary').tap();
      await verdict(page).getByTestId('dispute').first().tap();
      if (size.narrow) await expect(page.locator('.panel-sheet')).toHaveAttribute('data-sheet', 'full');
      const house = page.getByTestId('house-readings');
      await expect(house).toHaveAttribute('open', '');
      await expect(house.locator('summary')).toBeInViewport();
      await expect(house.locator('summary')).toHaveText('House readings (HexLOS’s)');
      const noteL = page.getByTestId('reading-noteL-picker');
      await expect(noteL.locator('.segment-on')).toHaveText('orange and purple counted separately (HexLOS’s default)');
      await noteL.getByText('orange and purple counted together', { exact: true }).tap();
      await expect(noteL.locator('.segment-on')).toHaveText('orange and purple counted together');
      await expect(house.locator('summary')).toHaveText('House readings (1 of your own)');
      // Only for the picture: lets transitions end before the screenshot; no assertion depends on this pause.
      await page.waitForTimeout(300);
      await shot(page, `${size.name}-${size.width}-light-house-readings`);

      // The verdict flips; the line under it now names the default as the other reading.
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
      await expect(verdict(page).getByTestId('dispute-text').first()).toHaveText(together.disputes![0].text);
      expect(together.disputes![0].text).toContain('(orange and purple counted separately) this line is CLEAR');
      await expect.poll(() => new URL(page.url()).hash).toContain('reading.noteL=together');
      const link = page.url();

      // Kept on this device: a reload of the bare app keeps the house reading.
      await openApp(page, `#board=${BOARD}&from=${pair.from}&to=${pair.to}&reading.noteL=together`, BOARD);
      await page.goto('/');
      await expect(page.locator('.app')).toHaveAttribute('data-board', BOARD);
      await expect.poll(() => new URL(page.url()).hash).toContain('reading.noteL=together');

      // A fresh device opening the link: the same verdict, the same reading in its settings, and a word that it came with the link.
      const fresh = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        hasTouch: true,
        isMobile: size.narrow,
        deviceScaleFactor: size.narrow ? 2 : 1,
      });
      const other = await fresh.newPage();
      await other.emulateMedia({ colorScheme: 'dark' });
      await other.goto(link);
      await expect(verdict(other)).toHaveAttribute('data-verdict', 'blocked');
      await expect(verdict(other).getByTestId('dispute-text').first()).toHaveText(together.disputes![0].text);
      await expect(other.getByTestId('link-notice')).toHaveText([
        'This link is judged by a house reading: 000 note L, orange and purple counted together. It is now used on this device too; change it under House readings.',
      ]);
      await expect(other.getByTestId('reading-noteL-picker').locator('.segment-on')).toHaveText(
        'orange and purple counted together',
      );
      await shot(other, `${size.name}-${size.width}-dark-house-reading-from-link`);
      if (size.narrow) await pullSheetUp(other);
      const otherHouse = other.getByTestId('house-readings');
      await otherHouse.locator('summary').scrollIntoViewIfNeeded();
      await otherHouse.locator('summary').tap();
      await expect(otherHouse.locator('summary')).toHaveText('House readings (1 of your own)');
      // Only for the picture: lets transitions end before the screenshot; no assertion depends on this pause.
      await page.waitForTimeout(300);
      await shot(other, `${size.name}-${size.width}-dark-house-readings`);

      // On that device, a link from before house readings (none named) still opens, under HexLOS's readings, and says what it set aside.
      await other.goto('about:blank');
      await other.goto(`/#board=${BOARD}&rules=arvold&trace=hex&from=${pair.from}&to=${pair.to}`);
      await expect(verdict(other)).toHaveAttribute('data-verdict', 'clear');
      await expect(other.getByTestId('link-notice')).toHaveText([
        'The link’s verdict is judged by its own readings of the rules, which now replace this device’s house readings: 000 note L, orange and purple counted separately (this device had: orange and purple counted together). Change them back under House readings.',
      ]);

      // A reading value this version does not have: a notice, HexLOS's default, never a crash.
      await other.goto('about:blank');
      await other.goto(
        `/#board=${BOARD}&rules=arvold&from=${pair.from}&to=${pair.to}&reading.noteL=sometimes&reading.noteQ=x`,
      );
      await expect(verdict(other)).toHaveAttribute('data-verdict', 'clear');
      await expect(other.getByTestId('link-notice')).toHaveText([
        'The link asks for “sometimes” as the reading of 000 note L, which HexLOS does not have (it has “separate” and “together”); HexLOS’s default is used: orange and purple counted separately.',
        'The link names a reading “noteQ” that HexLOS does not have; it is left out.',
      ]);
      await expect.poll(() => new URL(other.url()).hash).not.toContain('reading.');
      await shot(other, `${size.name}-${size.width}-dark-reading-notice`);
      await fresh.close();
    });

    test('a blocked line: the symbols that did not block follow the blocking ones, folded when many', async ({
      page,
    }) => {
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
      // Only for the picture: lets transitions end before the screenshot; no assertion depends on this pause.
      await page.waitForTimeout(350);
      await shot(page, `${size.name}-${size.width}-light-blocked-not-blocking`);
    });
  });
}

/** A line on the elevation sample board decided by Tagg's line 7 as printed, which the other reading (lines 8–10) turns. */
const TAGG_BOARD = 'hill-country';
async function taggLine7Pair() {
  return findPair(TAGG_BOARD, (f, t, b) => {
    const r = losOn(b, f, t, 'tagg');
    return (r.disputes ?? []).some((d) => d.reading === 'taggLine7') && r.notes.some((n) => n.startsWith('Line 7'));
  });
}

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}×${size.height}: Tagg's line 7`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      hasTouch: true,
      isMobile: size.narrow,
      deviceScaleFactor: size.narrow ? 2 : 1,
    });

    test('a verdict decided by line 7 shows the other reading of line 7 under it', async ({ page }) => {
      const pair = await taggLine7Pair();
      const expected = losOn(await loadSampleBoard(TAGG_BOARD), pair.from, pair.to, 'tagg');
      const line7 = expected.disputes!.filter((d) => d.reading === 'taggLine7');
      expect(line7).toHaveLength(1);
      expect(line7[0].text).toContain('Tagg line 7');
      await openApp(page, `#board=${TAGG_BOARD}&rules=tagg&from=${pair.from}&to=${pair.to}`, TAGG_BOARD);
      await expect(verdict(page)).toHaveAttribute('data-verdict', expected.visible ? 'clear' : 'blocked');
      await openFoldedDisputes(page);
      const dispute = verdict(page).getByTestId('dispute');
      await expect(dispute.getByTestId('dispute-text')).toHaveText(expected.disputes!.map((d) => d.text));
      await expect(dispute.first()).toBeInViewport();
      // On a phone the peeking sheet shows the line's start; pulled up, the whole line reads.
      if (size.narrow) {
        await pullSheetUp(page);
        await expect(dispute.first()).toBeInViewport({ ratio: 1 });
      }
      // Only for the picture: lets transitions end before the screenshot; no assertion depends on this pause.
      await page.waitForTimeout(350);
      await shot(page, `${size.name}-${size.width}-tagg-line7-dispute`);
    });
  });
}

/** Two or more dispute lines are folded under one (docs/table.md): opens the fold, when there is one, to read them. */
async function openFoldedDisputes(page: Page): Promise<void> {
  const folded = verdict(page).getByTestId('disputes');
  if ((await folded.count()) === 0 || (await folded.getAttribute('open')) !== null) return;
  await folded.locator('summary').click();
  await expect(folded).toHaveAttribute('open', '');
}

/** A clear line that 001's town/slope read as printed (the third value of lowOnSlope) would block. */
async function townSlopePair() {
  return findPair(BOARD, (f, t, b) => {
    const r = losOn(b, f, t);
    return r.visible && (r.disputes ?? []).some((d) => d.reading === 'lowOnSlope' && d.value === 'town-printed');
  });
}

const THREE_SIZES = [...SIZES, { name: 'tablet', width: 820, height: 1180, narrow: true }] as const;

for (const size of THREE_SIZES) {
  test.describe(`${size.name} ${size.width}×${size.height}: a reading of three values`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      hasTouch: true,
      isMobile: size.narrow,
      deviceScaleFactor: size.narrow ? 2 : 1,
    });

    test('town/slope: the third value is offered, picked, judged by, and carried by the link', async ({ page }) => {
      const pair = await townSlopePair();
      const board = await loadSampleBoard(BOARD);
      const printed = evaluateLos(board, {
        from: hexByLabel(board, pair.from)!,
        to: hexByLabel(board, pair.to)!,
        rules: 'arvold',
        readings: { lowOnSlope: 'town-printed' },
      });
      expect(printed.visible).toBe(false);
      await openApp(page, `#board=${BOARD}&rules=arvold&from=${pair.from}&to=${pair.to}`, BOARD);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'clear');
      await openFoldedDisputes(page);
      await expect(verdict(page).getByTestId('dispute-text')).toContainText([
        "Under another reading of 001's town/slope hex",
      ]);
      await verdict(page).getByTestId('dispute').filter({ hasText: 'town/slope' }).first().tap();
      const picker = page.getByTestId('reading-lowOnSlope-picker');
      await expect(picker.locator('label')).toHaveCount(3);
      await chooseInPanel(page, picker.locator('label').nth(2), true);
      await expect(picker.locator('.segment-on')).toContainText('as printed');
      // Picking a value far down the panel scrolls only the panel, never the app's frame (the map stays where it was).
      expect(await page.locator('.app').evaluate((e) => e.scrollTop)).toBe(0);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
      // Both other values would turn it back: one line each.
      await openFoldedDisputes(page);
      await expect(verdict(page).getByTestId('dispute-text')).toHaveText(printed.disputes!.map((d) => d.text));
      await expect.poll(() => new URL(page.url()).hash).toContain('reading.lowOnSlope=town-printed');
      await picker.scrollIntoViewIfNeeded();
      // Only for the picture: lets transitions end before the screenshot; no assertion depends on this pause.
      await page.waitForTimeout(350);
      await shot(page, `${size.name}-${size.width}-town-slope-three-values`);
    });
  });
}
