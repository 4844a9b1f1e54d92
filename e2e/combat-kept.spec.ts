// Nothing typed is lost (docs/table.md, "Nothing typed is lost"): the combat
// sheet (DF, the target's flags, every firer's hex, attack factor, class and
// range) survives a reload of the tab, kept with the line it was typed for;
// a different line opened in the tab does not get it. Phone and desktop.

import { join } from 'node:path';

import { expect, type Page, test } from '@playwright/test';

import { BOARD, openApp, SCREENSHOTS, SIZES, useOfSize, verdict } from './helpers.ts';

/** Ridge and River, C2 → D2 (adjacent: always clear). */
const LINE = `#board=${BOARD}&rules=arvold&trace=hex&from=C2&to=D2`;
/** Another line on the same board, from the same firer. */
const OTHER_LINE = `#board=${BOARD}&rules=arvold&trace=hex&from=C2&to=C3`;

/** The values of every field of one kind, in the sheet's order. */
async function expectValues(page: Page, testId: string, values: string[]): Promise<void> {
  const fields = page.getByTestId(testId);
  await expect(fields).toHaveCount(values.length);
  for (const [i, value] of values.entries()) await expect(fields.nth(i)).toHaveValue(value);
}

/** Every entry the sheet was given, as the page shows it. */
async function expectTyped(page: Page): Promise<void> {
  await expect(page.getByTestId('combat')).toHaveAttribute('open', '');
  await expect(page.getByTestId('combat-df')).toHaveValue('4');
  await expect(page.getByTestId('combat-flag-armored')).toBeChecked();
  await expect(page.getByTestId('combat-flag-dispersed')).not.toBeChecked();
  await expectValues(page, 'combat-hex', ['', 'E2']);
  await expectValues(page, 'combat-af', ['4', '1/2']);
  await expectValues(page, 'combat-class', ['A', 'H']);
  await expectValues(page, 'combat-range', ['8', '3']);
  await expect(page.getByTestId('combat-odds')).not.toBeEmpty();
}

for (const size of SIZES.filter((s) => s.name === 'phone' || s.name === 'desktop')) {
  test.describe(`${size.name} ${size.width}×${size.height}: the combat sheet kept with its line`, () => {
    test.use(useOfSize(size));

    test('a reload finds every entry; another line does not get them; the line back does', async ({ page }) => {
      await openApp(page, LINE, BOARD);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'clear');
      if (size.narrow) await page.getByTestId('sheet-handle').click();
      await page.getByRole('button', { name: 'Work out the odds' }).click();
      await page.getByTestId('combat-df').fill('4');
      await page.getByTestId('combat-flag-armored').check();
      await page.getByTestId('combat-af').first().fill('4');
      await page.getByTestId('combat-class').first().selectOption('A');
      await page.getByTestId('combat-range').first().fill('8');
      await page.getByRole('button', { name: 'Add a firer' }).click();
      await page.getByTestId('combat-hex').nth(1).fill('E2');
      await page.getByTestId('combat-af').nth(1).fill('1/2');
      await page.getByTestId('combat-range').nth(1).fill('3');
      await expectTyped(page);

      await page.reload();
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'clear');
      await expectTyped(page);
      if (size.narrow) await page.getByTestId('sheet-handle').click();
      await page.getByTestId('combat-df').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-combat-kept-after-reload.png`) });

      // Another line opened in the tab: an empty sheet, not the one typed for C2 → D2.
      await page.goto('about:blank');
      await page.goto(`/${OTHER_LINE}`);
      await expect(page.getByTestId('target-input')).toHaveValue('C3');
      await expect(verdict(page)).not.toHaveAttribute('data-verdict', 'none');
      await expect(page.getByTestId('combat-df')).toHaveValue('');
      await expectValues(page, 'combat-af', ['']);

      // The line it was typed for, opened again in the tab: the sheet is back.
      await page.goto('about:blank');
      await page.goto(`/${LINE}`);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'clear');
      await expectTyped(page);
    });
  });
}
