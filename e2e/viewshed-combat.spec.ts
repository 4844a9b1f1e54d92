// The designer's viewshed overlay, and the odds for a known case.

import { expect, test } from '@playwright/test';

import { hexByLabel } from '../src/engine/board-model.ts';
import { evaluateCombat } from '../src/engine/combat/index.ts';
import { frac } from '../src/engine/fraction.ts';
import { viewshed } from '../src/engine/index.ts';
import { BOARD, chooseBoard, findPair, loadSampleBoard, losOn, openApp, tapHex } from './helpers.ts';

test('the viewshed overlay tints every hex the firer sees', async ({ page }) => {
  const board = await loadSampleBoard(BOARD);
  const firer = 'E3';
  const seen = viewshed(board, { from: hexByLabel(board, firer)!, rules: 'arvold' });
  await openApp(page);
  await chooseBoard(page, BOARD);
  await tapHex(page, firer);
  await page.getByTestId('viewshed-toggle').click();
  await expect(page.getByTestId('viewshed-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('viewshed-toggle')).toContainText(`Viewshed · ${seen.length}`);
  const marks = await page.evaluate(() => {
    const konva = (window as unknown as { Konva: { stages: { find(sel: string): unknown[] }[] } }).Konva;
    return konva.stages[0].find('.marks').length;
  });
  expect(marks).toBe(1);
  await page.getByTestId('viewshed-toggle').click();
  await expect(page.getByTestId('viewshed-toggle')).toHaveAttribute('aria-pressed', 'false');
});

test('the odds for a known case: one H firer against a DF 3 target', async ({ page }) => {
  const pair = await findPair(BOARD, (f, t, b) => losOn(b, f, t).visible && losOn(b, f, t).range <= 5);
  const board = await loadSampleBoard(BOARD);
  const expected = evaluateCombat(board, {
    target: hexByLabel(board, pair.to)!,
    df: frac(3),
    firers: [{ hex: hexByLabel(board, pair.from)!, af: frac(12), weaponClass: 'H', range: 10 }],
    rules: 'arvold',
  });
  await openApp(page);
  await chooseBoard(page, BOARD);
  await tapHex(page, pair.from);
  await tapHex(page, pair.to);
  await page.getByRole('button', { name: 'Work out the odds' }).click();
  const combat = page.getByTestId('combat');
  await combat.getByTestId('combat-df').fill('3');
  await combat.getByTestId('combat-af').fill('12');
  await combat.getByTestId('combat-range').fill('10');
  await expect(combat.getByTestId('combat-odds')).toHaveText(expected.column ?? 'no effect');
  await expect(combat.getByTestId('die-table').locator('tbody tr')).toHaveCount(6);
  for (const m of expected.firers[0].multipliers) await expect(combat).toContainText(m.text);
  // Typing a new DF updates the odds at once.
  await combat.getByTestId('combat-df').fill('12');
  const weaker = evaluateCombat(board, {
    target: hexByLabel(board, pair.to)!,
    df: frac(12),
    firers: [{ hex: hexByLabel(board, pair.from)!, af: frac(12), weaponClass: 'H', range: 10 }],
    rules: 'arvold',
  });
  await expect(combat.getByTestId('combat-odds')).toHaveText(weaker.column ?? 'no effect');
});
