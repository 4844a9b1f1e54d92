// The sheet keeps the player's place after a pick made from it
// (docs/table.md "The sheet keeps the player's place"): "Pick a firer on the
// map" lowers the sheet so the map can be tapped; raised again, the sheet opens
// at the odds sheet's firers, with the one just picked, not at its top four to
// eight sheet-heights above. At a phone's size and a portrait tablet's, touch.

import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { animationsDone, BOARD, hexPoint, openApp, SCREENSHOTS, SIZES, verdict } from './helpers.ts';

/** Ridge and River, C2 → G5 (a line with a verdict); the second firer is picked at E2. */
const LINK = `#board=${BOARD}&rules=arvold&trace=hex&from=C2&to=G5`;
const PICKED = 'E2';

for (const size of SIZES.filter((s) => s.narrow)) {
  test.describe(`${size.name} ${size.width}×${size.height}, touch: the sheet keeps its place`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 2,
    });

    test('a firer picked on the map for the odds: raised again, the sheet opens at the firers, the picked one in view', async ({
      page,
    }) => {
      await openApp(page, LINK, BOARD);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
      const sheet = page.locator('.panel-sheet');
      await page.getByTestId('sheet-handle').tap();
      await expect(sheet).toHaveAttribute('data-sheet', 'full');
      await page.getByRole('button', { name: 'Work out the odds' }).tap();
      await expect(page.getByTestId('combat')).toHaveAttribute('open', '');
      await page.getByTestId('combat-pick-firer').tap();
      await expect(sheet).toHaveAttribute('data-sheet', 'peek');
      // The lowered sheet still shows the verdict (its top).
      await expect(verdict(page)).toBeInViewport();

      // A tap while the sheet is still dropping chooses nothing (docs/testing.md "A choice counts only from a still
      // panel"): the map is tapped once it has come to rest.
      await animationsDone(page);
      const p = await hexPoint(page, PICKED);
      await page.touchscreen.tap(p.x, p.y);
      const picked = page.getByTestId('combat-hex').nth(1);
      await expect(picked).toHaveValue(PICKED);

      await page.getByTestId('sheet-handle').tap();
      await expect(sheet).toHaveAttribute('data-sheet', 'full');
      await expect(picked).toBeInViewport({ ratio: 1 });
      await expect(page.locator('.combat-firers legend')).toBeInViewport();
      await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-sheet-place.png`) });

      // Only that once: lowered and raised by hand, the sheet opens at its top again (the verdict).
      await page.getByTestId('sheet-handle').tap();
      await expect(sheet).toHaveAttribute('data-sheet', 'peek');
      await page.getByTestId('sheet-handle').tap();
      await expect(sheet).toHaveAttribute('data-sheet', 'full');
      await expect(verdict(page)).toBeInViewport();
    });
  });
}
