// The first view shows the hex labels (docs/table.md "The first view"): a
// fitted board's hexes are 26–31 px on a desktop or a tablet, large enough
// to hold a 10 px label, so the labels are drawn from the first frame and no
// "Zoom in" hint is shown; on a phone the 33-column board's 15 px hexes are
// too small, and the hint stays until they are not.

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
      if (size.name === 'phone') {
        expect(hexPx).toBeLessThan(20);
        await expect(hint).toBeVisible();
      } else {
        // Labels are drawn in full from 26 px hexes (at 10 px on screen).
        expect(hexPx).toBeGreaterThanOrEqual(26);
        await expect(hint).toHaveCount(0);
      }
      await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-first-view.png`) });
    });
  });
}
