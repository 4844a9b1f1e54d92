// Every symbol met is explained, in the app
// (docs/readings.md#every-symbol-met-is-explained): a CLEAR line whose centre passes between the two
// candidates of a tied step, with a hexside symbol on the side between them,
// lists that side in the not-blocking list ("no route crosses it") and
// outlines it on the map, at phone and desktop size. The case is found on the
// sample board by what the engine (in Node) says of it.

import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { BOARD, SCREENSHOTS, findPair, loadSampleBoard, losOn, openApp, verdict } from './helpers.ts';

const SIZES = [
  { name: 'phone', width: 390, height: 844, narrow: true },
  { name: 'desktop', width: 1440, height: 900, narrow: false },
] as const;

type Hook = { __hexlos: { clearedPoints(): { x: number; y: number }[] } };

/** A clear line with a side between tied candidates that no route crosses. */
const tiedPair = () =>
  findPair(BOARD, (f, t, b) => {
    const r = losOn(b, f, t);
    return (
      r.visible &&
      (r.cleared ?? []).some((c) => c.rule === 'hex-traced' && / which the line (passes|runs) between/.test(c.text))
    );
  });

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}×${size.height}`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      hasTouch: true,
      isMobile: size.narrow,
      deviceScaleFactor: size.narrow ? 2 : 1,
    });

    test('a side between tied candidates is listed as not blocking and outlined on the map', async ({ page }) => {
      const pair = await tiedPair();
      const expected = losOn(await loadSampleBoard(BOARD), pair.from, pair.to);
      const cleared = expected.cleared!;
      const index = cleared.findIndex((c) => c.rule === 'hex-traced');
      await openApp(page, `#board=${BOARD}&rules=arvold&from=${pair.from}&to=${pair.to}`, BOARD);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'clear');
      if (size.narrow) {
        await expect(async () => {
          if ((await page.locator('.panel-sheet').getAttribute('data-sheet')) !== 'full')
            await page.getByTestId('sheet-handle').tap();
          await expect(page.locator('.panel-sheet')).toHaveAttribute('data-sheet', 'full', { timeout: 1000 });
        }).toPass();
      }
      const list = page.getByTestId('cleared');
      if ((await list.getAttribute('open')) === null) await list.locator('summary').tap();
      const entry = list.locator('.reason-text').nth(index);
      await expect(entry).toHaveText(cleared[index].text);
      await expect(entry).toContainText('no route crosses it');
      await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-tied-side-listed.png`) });

      // Every entry of the list is outlined on the map; tapping this one brings its outline on screen.
      await list.locator('button').nth(index).tap();
      await page.waitForTimeout(500);
      const points = await page.evaluate(() => (window as unknown as Hook).__hexlos.clearedPoints());
      expect(points).toHaveLength(cleared.length);
      const at = points[index];
      expect(at.x).toBeGreaterThan(0);
      expect(at.x).toBeLessThan(size.width);
      expect(at.y).toBeGreaterThan(0);
      expect(at.y).toBeLessThan(size.height);
      await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-tied-side-outlined.png`) });
    });
  });
}
