// An end's tag and the keyboard's readout name the printed terrain, not only
// the level (docs/table.md "Small words"): "P4 · wood copse", not "P4 ·
// ground". At a desktop's size (the words are the same at every size).

import { expect, test } from '@playwright/test';

import { BOARD, openApp, verdict } from './helpers.ts';

type Hook = { tagLayout(): { texts: { firer?: string; target?: string } } | undefined };

test('the end tags name the wood copse and the town/slope; the keyboard readout names the town/slope and the gully', async ({
  page,
}) => {
  await openApp(page, `#board=${BOARD}&rules=arvold&trace=hex&from=P4&to=CC6`, BOARD);
  await expect(verdict(page)).toHaveAttribute('data-verdict', /clear|blocked/);
  await expect
    .poll(() => page.evaluate(() => (globalThis as { __hexlos?: Hook }).__hexlos?.tagLayout()?.texts))
    .toEqual({ firer: 'P4 · wood copse', target: 'CC6 · town/slope, level 1 slope' });

  // The keyboard: the first arrow puts the focus hex on the target (else the firer), and the readout names it.
  await page.locator('.map-canvas').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('map-focus-words')).toHaveText('CC6 · town/slope, level 1 slope');
  const other = await page.context().newPage();
  await openApp(other, `#board=${BOARD}&rules=arvold&trace=hex&from=J3`, BOARD);
  await other.locator('.map-canvas').focus();
  await other.keyboard.press('ArrowRight');
  await expect(other.getByTestId('map-focus-words')).toHaveText('J3 · gully');
});
