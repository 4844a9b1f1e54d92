// The board stays on the map (docs/table.md "The board stays on the map"):
// however far it is dragged, some of it stays in the free area to tap, and the
// end tags stay by their hexes instead of piling at the map's edge. With a
// mouse at a desktop's size, and a finger at a phone's.

import { join } from 'node:path';

import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { BOARD, loadSampleBoard, openApp, SCREENSHOTS, sendTouch, verdict } from './helpers.ts';

/** How many of the board's hex centres lie inside the map's canvas, in page pixels. */
async function hexesOnMap(page: Page): Promise<number> {
  const labels = [...(await loadSampleBoard(BOARD)).cells.values()].map((c) => c.label);
  const box = (await page.locator('.map-canvas').boundingBox())!;
  const points = await page.evaluate(
    (all) =>
      all.map((l) =>
        (globalThis as { __hexlos?: { screenOf(l: string): { x: number; y: number } } }).__hexlos!.screenOf(l),
      ),
    labels,
  );
  return points.filter((p) => p.x > box.x && p.x < box.x + box.width && p.y > box.y && p.y < box.y + box.height).length;
}

const LINK = `#board=${BOARD}&rules=arvold&trace=hex&from=C2&to=G5`;

test.describe('desktop 1440×900, mouse', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('dragged 4000 px left, then 4000 px up: part of the board stays on the map', async ({ page }) => {
    await openApp(page, LINK, BOARD);
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
    const box = (await page.locator('.map-canvas').boundingBox())!;
    const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    for (const [dx, dy] of [
      [-4000, 0],
      [0, -4000],
    ]) {
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      for (let i = 1; i <= 10; i++) await page.mouse.move(start.x + (dx * i) / 10, start.y + (dy * i) / 10);
      await page.mouse.up();
      expect(await hexesOnMap(page), `after a drag of (${dx}, ${dy})`).toBeGreaterThan(0);
    }
    await page.screenshot({ path: join(SCREENSHOTS, 'desktop-1440-board-on-map.png') });
  });
});

test.describe('phone 390×844, touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

  test('swiped far right: part of the board stays on the map', async ({ page }) => {
    await openApp(page, LINK, BOARD);
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
    const cdp = await page.context().newCDPSession(page);
    for (let swipe = 0; swipe < 4; swipe++) {
      await sendTouch(cdp, 'touchStart', [{ id: 1, x: 40, y: 300 }]);
      for (let i = 1; i <= 8; i++) {
        await sendTouch(cdp, 'touchMove', [{ id: 1, x: 40 + 40 * i, y: 300 }]);
        // Finger moves a frame apart, as a hand makes them: the gesture's pace, not a wait.
        await page.waitForTimeout(16);
      }
      await sendTouch(cdp, 'touchEnd', []);
    }
    expect(await hexesOnMap(page)).toBeGreaterThan(0);
    await page.screenshot({ path: join(SCREENSHOTS, 'phone-390-board-on-map.png') });
  });
});
