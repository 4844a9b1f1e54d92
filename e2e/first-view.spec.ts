// The first view shows the hex labels (docs/table.md "The first view"): a
// fitted board's hexes are 26–31 px on a desktop or a tablet, large enough
// to hold a 10 px label, so the labels are drawn from the first frame and no
// "Zoom in" hint is shown. On a phone the whole 33-column board would have
// 15 px hexes, too small for a label or a finger: the board opens turned with
// its 10 rows across the map's width instead, hexes a finger can hit, labels
// drawn, its top at the top of the map; Fit still shows the whole board.

import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { BOARD, mapSettled, openApp, SCREENSHOTS, SIZES, useOfSize } from './helpers.ts';

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}×${size.height}${size.narrow ? ', touch' : ''}: the first view`, () => {
    test.use(useOfSize(size));

    test('Ridge and River opens with its labels drawn where its hexes can hold them', async ({ page }) => {
      await openApp(page, `#board=${BOARD}`, BOARD);
      await mapSettled(page);
      const hexPx = await page.evaluate(() => (globalThis as { __hexlos?: { hexPx(): number } }).__hexlos!.hexPx());
      const hint = page.getByTestId('zoom-hint');
      // Labels are drawn in full from 26 px hexes (at 10 px on screen).
      expect(hexPx).toBeGreaterThanOrEqual(26);
      await expect(hint).toHaveCount(0);
      if (size.name === 'phone') {
        // Hexes a fingertip can hit, the board across the map's width, and its first column at the top.
        expect(hexPx).toBeGreaterThanOrEqual(34);
        const across = await page.evaluate(() => [window.__hexlos!.screenOf('A1')!, window.__hexlos!.screenOf('A10')!]);
        expect(Math.abs(across[0].x - across[1].x) + hexPx, 'the board spans the map’s width').toBeGreaterThan(
          0.85 * size.width,
        );
        expect(Math.min(across[0].y, across[1].y), 'the board’s first column just under the toolbar').toBeLessThan(140);
      }
      await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-first-view.png`) });
      if (size.name === 'phone') {
        // Fit shows the whole board, at hexes too small for labels: the hint says what to do.
        await page.getByRole('button', { name: 'Fit the board' }).tap();
        await mapSettled(page);
        expect(await page.evaluate(() => window.__hexlos!.hexPx())).toBeLessThan(20);
        await expect(hint).toBeVisible();
        await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-first-view-fit.png`) });
      }
    });
  });
}
