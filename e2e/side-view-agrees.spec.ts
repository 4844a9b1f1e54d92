// The side view states the verdict the text does
// (docs/rules.md#the-side-view): on Ridge and River, F3 → J3 is CLEAR by 000 note E's 2/3 rule, so
// the picture shows the 2/3 mark, draws the purple rim and the orange side it
// passed hollow with a ring where the line meets them, keeps the sight line
// clear, and says why in its own key; under the other reading of "2/3 of the
// distance" the same line is BLOCKED and the orange side is crossed where the
// line meets it. At a phone's size with touch and at a desktop's.

import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { BOARD, openApp, openSideView, SCREENSHOTS, SIZES, verdict, useOfSize } from './helpers.ts';

const SHOWN = SIZES.filter((s) => s.name === 'phone' || s.name === 'desktop');

for (const size of SHOWN) {
  test.describe(`${size.name} ${size.width}×${size.height}${size.narrow ? ', touch' : ''}: the side view agrees with the verdict`, () => {
    test.use(useOfSize(size));

    test('F3 → J3, CLEAR by note E: the 2/3 mark, the rim and the orange side passed, the sight line clear', async ({
      page,
    }) => {
      await openApp(page, `#board=${BOARD}&rules=arvold&trace=hex&from=F3&to=J3`, BOARD);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'clear');
      const view = await openSideView(page, size.narrow);
      // The view loads on demand and draws after the verdict (a deferred value): its parts are awaited, bounded by expect's timeout.
      await expect(view.locator('[data-testid="side-view-mark"][data-mark="2/3"]')).toHaveAttribute(
        'data-rule',
        'note E',
      );
      await expect(view.getByTestId('side-view-sight')).toHaveAttribute('data-sight', 'clear');
      await expect(view.locator('[data-testid="side-view-side"][data-state="blocks"]')).toHaveCount(0);
      const passed = view.locator('[data-testid="side-view-side"][data-state="passed"]');
      expect((await passed.evaluateAll((els) => els.map((e) => e.getAttribute('data-between')))).sort()).toEqual([
        'F3|G3',
        'F3|G4',
        'H3|I3',
        'H3|I4',
      ]);
      await expect(view.locator('svg.side-view-svg').getByTestId('side-view-passed')).toHaveCount(4);
      await expect(view.getByTestId('side-view-measured')).toHaveCount(0);
      await expect(view.locator('svg.side-view-svg').getByTestId('side-view-blocks')).toHaveCount(0);
      const key = view.getByTestId('side-view-key');
      await expect(key).toContainText('Sight line clear');
      await expect(key.locator('[data-testid="side-view-key-line"][data-state="passed"]')).toContainText([
        /F3–G3 purple, F3–G4 purple: does not block here \(note L\)/,
        /H3–I3 orange, H3–I4 orange: 5\/8 of the way, before the 2\/3 mark \(note E\)/,
      ]);
      await expect(key.getByTestId('side-view-key-mark')).toHaveText(
        '2/3 of the way (note E): a symbol blocks from here to the target',
      );
      // The mark stands at two thirds of the way between the units on the picture.
      const cx = async (id: string) => Number(await view.getByTestId(id).getAttribute('cx'));
      const [firer, target] = [await cx('side-view-firer'), await cx('side-view-target')];
      const markX = Number(await view.locator('[data-testid="side-view-mark"] .side-view-mark').getAttribute('x1'));
      expect(Math.abs(markX - (firer + (2 / 3) * (target - firer)))).toBeLessThan(0.5);
      await view.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-side-view-two-thirds.png`) });
    });

    test('the same line counting whole sides: BLOCKED, the orange side crossed where the line meets it', async ({
      page,
    }) => {
      await openApp(page, `#board=${BOARD}&rules=arvold&trace=hex&from=F3&to=J3&reading.twoThirds=whole-sides`, BOARD);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
      const view = await openSideView(page, size.narrow);
      await expect(view.getByTestId('side-view-sight')).toHaveAttribute('data-sight', 'blocked');
      const blocking = view.locator('[data-testid="side-view-side"][data-state="blocks"]');
      expect((await blocking.evaluateAll((els) => els.map((e) => e.getAttribute('data-between')))).sort()).toEqual([
        'H3|I3',
        'H3|I4',
      ]);
      await expect(view.locator('svg.side-view-svg').getByTestId('side-view-blocks')).toHaveCount(2);
      await expect(view.getByTestId('side-view-key')).toContainText('3/4 of the way, past the 2/3 mark (note E)');
      // The reading counts the orange side at 3/4 of the way: that place is marked on the ground line, past the mark.
      await expect(view.locator('[data-testid="side-view-measured"][data-at="3/4"]')).toHaveCount(2);
      await view.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-side-view-whole-sides.png`) });
    });
  });
}
