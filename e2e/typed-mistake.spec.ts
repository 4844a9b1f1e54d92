// A mistyped label does not leave the old verdict beside it until Enter
// (docs/table.md "Typed labels apply by themselves"): a pause on text that no
// label of the board begins with is refused as Enter would refuse it, while a
// pause on the beginning of a label ("G" on the way to "G5") still waits. At a
// phone's size with touch and at a desktop's, typed key by key.

import { expect, test } from '@playwright/test';

import { BOARD, openApp, SIZES, verdict, useOfSize } from './helpers.ts';

const LINK = `#board=${BOARD}&rules=arvold&trace=hex&from=C2&to=G5`;
/** Longer than the typing pause (0.7 s) with room for a busy machine; what is waited for is said in each expect. */
const AFTER_PAUSE = { timeout: 5_000 };

for (const size of SIZES.filter((s) => s.name === 'phone' || s.name === 'desktop')) {
  test.describe(`${size.name} ${size.width}×${size.height}${size.narrow ? ', touch' : ''}: a mistyped label`, () => {
    test.use(useOfSize(size));

    test('"X99" typed over G5 takes the verdict away after the pause, without Enter; "G" alone waits', async ({
      page,
    }) => {
      await openApp(page, LINK, BOARD);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
      if (size.narrow) await page.getByTestId('sheet-handle').tap();
      const target = page.getByTestId('target-input');
      await target.fill('');
      await target.pressSequentially('X99');
      await expect(page.getByRole('alert'), 'refused after the pause').toContainText(
        'X99 is not on this board',
        AFTER_PAUSE,
      );
      await expect(target).toHaveAttribute('aria-invalid', 'true');
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'none');
      await expect(page.getByTestId('firer-input')).toHaveValue('C2');

      // The beginning of a label is not a mistake: no red, however long the pause.
      await target.fill('');
      await target.pressSequentially('G');
      // Proving an absence: the pause passes (1.5 s, twice the typing pause) and nothing is refused.
      await page.waitForTimeout(1_500);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await target.pressSequentially('5');
      await expect(verdict(page), 'applied after the pause').toHaveAttribute('data-verdict', 'blocked', AFTER_PAUSE);
    });
  });
}
