// Every number field of the app typed key by key, as a touch keyboard types
// (docs/table.md#number-fields): the text is kept while typed, so "10" typed
// over "33" is 10 and a cleared field takes "8" as 8, never "108"; a value out
// of range is taken at the nearest end on Enter or on leaving the field, with
// a note saying so. At a phone's size with touch and at a desktop's.

import { expect, type Locator, type Page, test } from '@playwright/test';

import { BOARD, openApp, SCREENSHOTS, SIZES, useOfSize } from './helpers.ts';

const LINK = `#board=${BOARD}&rules=arvold&trace=hex&from=C2&to=G5`;

/** Selects the field's whole text as a player does before typing over it, then types key by key. */
async function typeOver(field: Locator, keys: string): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(keys);
}

/** Empties the field key by key (select all, delete), then types. */
async function clearAndType(field: Locator, keys: string): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await expect(field).toHaveValue('');
  await field.pressSequentially(keys);
}

/** Types an out-of-range value and presses Enter: the nearest end is taken, and the note beside the field says so. */
async function expectCorrected(page: Page, testId: string, typed: string, taken: string, note: string): Promise<void> {
  const field = page.getByTestId(testId);
  await typeOver(field, typed);
  await expect(field, 'kept as typed until Enter').toHaveValue(typed);
  await field.press('Enter');
  await expect(field).toHaveValue(taken);
  await expect(page.getByTestId(`${testId}-note`)).toHaveText(note);
}

async function openSheet(page: Page, narrow: boolean): Promise<void> {
  if (!narrow) return;
  await page.getByTestId('sheet-handle').tap();
  await expect(page.locator('.panel-sheet')).toHaveAttribute('data-sheet', 'full');
}

for (const size of SIZES.filter((s) => s.name === 'phone' || s.name === 'desktop')) {
  test.describe(`${size.name} ${size.width}×${size.height}${size.narrow ? ', touch' : ''}: number fields`, () => {
    test.use(useOfSize(size));

    test("the photo tracer's columns and rows: 10 over 33, 8 into an empty field, 250 taken as 200 with a note", async ({
      page,
    }) => {
      await openApp(page, `#board=${BOARD}`, BOARD);
      await openSheet(page, size.narrow);
      await page.getByTestId('photo-open').click();
      await expect(page.getByTestId('photo-tracer')).toBeVisible();
      const columns = page.getByTestId('photo-columns');
      const rows = page.getByTestId('photo-rows');

      await typeOver(columns, '33');
      await columns.press('Enter');
      await expect(columns).toHaveValue('33');
      await typeOver(columns, '1');
      await expect(columns, 'the "1" on the way to 10 is kept as typed').toHaveValue('1');
      await columns.pressSequentially('0');
      await expect(columns).toHaveValue('10');
      await columns.press('Enter');
      await expect(columns).toHaveValue('10');
      await expect(page.getByTestId('photo-columns-note')).toHaveCount(0);

      await clearAndType(rows, '8');
      await expect(rows).toHaveValue('8');
      await rows.press('Tab');
      await expect(rows, 'never "108"').toHaveValue('8');

      const widthBefore = (await columns.boundingBox())!.width;
      await expectCorrected(page, 'photo-columns', '250', '200', 'Columns: 250 is above the most, 200; set to 200.');
      expect((await columns.boundingBox())!.width, 'the note under the field leaves the field its width').toBe(
        widthBefore,
      );
      await page.screenshot({ path: `${SCREENSHOTS}/number-fields-tracer-${size.name}.png` });

      // Typing again clears the note; a value in range is taken as typed.
      await typeOver(columns, '12');
      await expect(page.getByTestId('photo-columns-note')).toHaveCount(0);
      await columns.press('Enter');
      await expect(columns).toHaveValue('12');
    });

    test("a new board's columns and rows and the elevation brush, typed key by key", async ({ page }) => {
      await openApp(page, `#board=${BOARD}`, BOARD);
      await openSheet(page, size.narrow);
      await page.getByTestId('new-board').click();
      await typeOver(page.getByTestId('new-board-name'), 'Typed size');
      const columns = page.getByTestId('new-board-columns');
      const rows = page.getByTestId('new-board-rows');
      await typeOver(columns, '12');
      await expect(columns).toHaveValue('12');
      await clearAndType(rows, '9');
      await expect(rows).toHaveValue('9');
      await typeOver(columns, '0');
      await columns.press('Tab');
      await expect(columns).toHaveValue('1');
      await expect(page.getByTestId('new-board-columns-note')).toHaveText(
        'Columns: 0 is below the least, 1; set to 1.',
      );
      await typeOver(columns, '14');
      await columns.press('Tab');
      await expect(page.getByTestId('new-board-columns-note')).toHaveCount(0);
      await page.getByTestId('new-board-family').selectOption('elevation');
      await page.getByTestId('new-board-create').click();
      await expect(page.locator('.app')).toHaveAttribute('data-board', 'typed-size');
      const size14x9 = await page.evaluate(() => {
        const board = (window as unknown as { __hexlos?: { screenOf(label: string): unknown } }).__hexlos;
        return [
          board?.screenOf('N9') !== undefined,
          board?.screenOf('O9') !== undefined,
          board?.screenOf('N10') !== undefined,
        ];
      });
      expect(size14x9, 'N9 is the last hex of a 14 × 9 board').toEqual([true, false, false]);

      await page.getByTestId('tool-terrain').click();
      const elevation = page.getByTestId('brush-elevation');
      if (size.narrow && (await page.locator('.panel-sheet').getAttribute('data-sheet')) !== 'full')
        await openSheet(page, size.narrow);
      await elevation.scrollIntoViewIfNeeded();
      await expect(elevation).toBeVisible();
      await typeOver(elevation, '12');
      await expect(elevation).toHaveValue('12');
      await elevation.press('Enter');
      await expect(elevation).toHaveValue('12');
      await expectCorrected(
        page,
        'brush-elevation',
        '20',
        '15',
        'Elevation number: 20 is above the most, 15; set to 15.',
      );
      await page.screenshot({ path: `${SCREENSHOTS}/number-fields-elevation-${size.name}.png` });
      // Empty is an answer here: the elevation comes from the level.
      await clearAndType(elevation, '');
      await elevation.press('Enter');
      await expect(elevation).toHaveValue('');
      await expect(page.getByTestId('brush-elevation-note')).toHaveCount(0);
    });

    test("the odds sheet's numbers keep what is typed, fraction and all", async ({ page }) => {
      await openApp(page, LINK, BOARD);
      await expect(page.getByTestId('verdict')).toBeVisible();
      await openSheet(page, size.narrow);
      await page.getByRole('button', { name: 'Work out the odds' }).click();
      const combat = page.getByTestId('combat');
      await expect(combat).toHaveAttribute('open', '');
      const df = combat.getByTestId('combat-df');
      await typeOver(df, '13/2');
      await expect(df).toHaveValue('13/2');
      const af = combat.getByTestId('combat-af').first();
      await clearAndType(af, '10');
      await expect(af).toHaveValue('10');
      const range = combat.getByTestId('combat-range').first();
      await clearAndType(range, '8');
      await expect(range).toHaveValue('8');
      await combat.locator('label.flag', { hasText: 'Overrun' }).locator('input').check();
      const mp = combat.getByTestId('combat-mp').first();
      await clearAndType(mp, '1');
      await mp.pressSequentially('0');
      await expect(mp).toHaveValue('10');
      const exitUnits = combat.getByTestId('combat-exit-units').first();
      await clearAndType(exitUnits, '2');
      await expect(exitUnits).toHaveValue('2');
      await exitUnits.press('Tab');
      await expect(df).toHaveValue('13/2');
      await expect(range).toHaveValue('8');
    });
  });
}
