// The board's name on the map opens the board picker (docs/table.md "The
// board's name opens the picker"): it looked like a picker and did nothing,
// while the real one was deep in the sheet. On a phone the name is no longer
// cut to "Lake and …": it may take two lines. At phone, tablet and desktop
// sizes.

import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { chooseBoard, openApp, SCREENSHOTS, SIZES, useOfSize } from './helpers.ts';

const BOARDS = ['lake-and-heights', 'ridge-and-river', 'hill-country', 'three-boards'];

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}×${size.height}${size.narrow ? ', touch' : ''}: the board's name`, () => {
    test.use(useOfSize(size));

    test('reads whole for every bundled board, and a tap on it brings the board picker with its choice focused', async ({
      page,
    }) => {
      await openApp(page, `#board=${BOARDS[0]}`, BOARDS[0]);
      const pill = page.getByTestId('board-pill');
      for (const id of BOARDS) {
        if (id !== BOARDS[0]) await chooseBoard(page, id);
        const name = pill.locator('.board-name');
        await expect(name).not.toBeEmpty();
        const cut = await name.evaluate(
          (el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight + 1,
        );
        // The map of three boards is named by a sentence: it is whole on a desktop only; elsewhere it is cut after
        // two lines (three on a phone) and the pill's label holds it all. Every single board's name is whole.
        const whole = id !== 'three-boards' || size.name === 'desktop';
        expect(cut, `${id}: the board's name is shown ${whole ? 'whole' : 'cut'}`).toBe(!whole);
      }
      await expect(pill).toHaveAccessibleName(/^Board: .+\. Choose another board$/);
      await chooseBoard(page, BOARDS[0]);
      await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-board-pill.png`) });

      if (size.narrow) await pill.tap();
      else await pill.click();
      const select = page.getByTestId('board-select');
      await expect(select).toBeFocused();
      // In view, on a phone above the bottom of the raised sheet, and not under the map's own controls.
      await expect(select).toBeInViewport({ ratio: 1 });
      if (size.narrow) await expect(page.locator('aside.panel')).toHaveAttribute('data-sheet', 'full');
      await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-board-pill-picker.png`) });
      await select.selectOption('ridge-and-river');
      await expect(page.locator('.app')).toHaveAttribute('data-board', 'ridge-and-river');
      await expect(pill.locator('.board-name')).toHaveText('Ridge and River');
    });
  });
}
