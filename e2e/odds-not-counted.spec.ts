// A listed firer left out of the odds is said beside them (docs/combat.md
// "Firers not counted"): the headline no longer shows "1-1" while a firer with
// no attack factor is silently left out. At a phone's size with touch and at a
// desktop's.

import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { BOARD, openApp, SCREENSHOTS, SIZES, verdict, useOfSize } from './helpers.ts';

/** Ridge and River, C2 → D2 (adjacent: always clear); E2 is listed as a second firer with no attack factor. */
const LINK = `#board=${BOARD}&rules=arvold&trace=hex&from=C2&to=D2`;

for (const size of SIZES.filter((s) => s.name === 'phone' || s.name === 'desktop')) {
  test.describe(`${size.name} ${size.width}×${size.height}${size.narrow ? ', touch' : ''}: firers not counted`, () => {
    test.use(useOfSize(size));

    test('a second firer without an attack factor is named as not counted, beside the odds and in the heading', async ({
      page,
    }) => {
      await openApp(page, LINK, BOARD);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'clear');
      if (size.narrow) await page.getByTestId('sheet-handle').tap();
      const odds = page.getByRole('button', { name: 'Work out the odds' });
      if (size.narrow) await odds.tap();
      else await odds.click();
      await page.getByTestId('combat-df').fill('4');
      await page.getByTestId('combat-af').first().fill('4');
      await page.getByTestId('combat-range').first().fill('8');
      await expect(page.getByTestId('combat-odds')).toHaveText('1-1');
      await expect(page.getByTestId('combat-not-counted')).toHaveCount(0);

      await page.getByRole('button', { name: 'Add a firer' }).click();
      await page.getByTestId('combat-hex').nth(1).fill('E2');
      const notCounted = page.getByTestId('combat-not-counted');
      await expect(notCounted).toContainText('Not counted in these odds: one firer');
      await expect(notCounted).toContainText('E2 — Enter the attack factor.');
      await expect(page.getByTestId('combat-odds')).toHaveText('1-1');
      await expect(page.getByTestId('combat').locator('summary .summary-badge')).toHaveText('1-1 · 1 not counted');
      await notCounted.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-odds-not-counted.png`) });

      // Complete, it counts: the note goes.
      await page.getByTestId('combat-af').nth(1).fill('4');
      await page.getByTestId('combat-range').nth(1).fill('8');
      await expect(notCounted).toHaveCount(0);
      await expect(page.getByTestId('combat').locator('summary .summary-badge')).not.toContainText('not counted');
    });
  });
}
