// An end's tag and the keyboard's readout name the printed terrain, not only
// the level (docs/table.md "Small words"): "P4 · wood copse", not "P4 ·
// ground". At a desktop's size (the words are the same at every size).

import { join } from 'node:path';

import { expect, test } from '@playwright/test';
import { PNG } from 'pngjs';

import { BOARD, hexPoint, openApp, SCREENSHOTS, verdict } from './helpers.ts';

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

  // The focus hex carries the same words on the map, in a dark tag just above it (the ring alone named no hex).
  // Moved well away from the firer, whose own tag is drawn by J3.
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowDown'])
    await other.keyboard.press(key);
  await expect(other.getByTestId('map-focus-words')).not.toHaveText(/^J3 /);
  const focusedLabel = ((await other.getByTestId('map-focus-words').textContent()) ?? '').split(' · ')[0];
  const at = await hexPoint(other, focusedLabel);
  const hexPx = await other.evaluate(() => (globalThis as { __hexlos?: { hexPx(): number } }).__hexlos!.hexPx());
  const strip = { x: at.x - 20, y: at.y - hexPx / 2 - 6 - 12 - 3, width: 40, height: 6 };
  const png = PNG.sync.read(await other.screenshot({ clip: strip }));
  let dark = 0;
  for (let i = 0; i < png.data.length; i += 4)
    if (0.299 * png.data[i] + 0.587 * png.data[i + 1] + 0.114 * png.data[i + 2] < 70) dark++;
  expect(dark / (png.width * png.height), "the tag's dark pill above the focus hex").toBeGreaterThan(0.4);
  await other.screenshot({ path: join(SCREENSHOTS, 'desktop-1280-keyboard-focus-tag.png') });
});
