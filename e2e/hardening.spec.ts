// Issue 12, hostile input in the real browser: a number no one can mean typed
// in the odds sheet (item 1).

import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { BOARD, SCREENSHOTS, chooseBoard, findPair, losOn, openApp, tapHex, verdict } from './helpers.ts';

test('item 1: 400 nines in AF and "1/" + 400 nines in DF — the app stays, the sheet says why', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const pair = await findPair(BOARD, (f, t, b) => losOn(b, f, t).visible);
  await openApp(page);
  await chooseBoard(page, BOARD);
  await tapHex(page, pair.from);
  await tapHex(page, pair.to);
  await page.getByRole('button', { name: 'Work out the odds' }).click();
  const combat = page.getByTestId('combat');
  const nines = '9'.repeat(400);
  await combat.getByTestId('combat-af').fill(nines);
  await combat.getByTestId('combat-range').fill('10');
  await combat.getByTestId('combat-df').fill(`1/${nines}`);
  await expect(combat.locator('.field-problem')).toContainText(/AF .* too large: at most 999/);
  await combat.getByTestId('combat-af').fill('12');
  await expect(combat.getByTestId('combat-problem')).toContainText(/DF/);
  // The rest of the app is alive: the verdict is there, and a new tap still answers.
  await expect(verdict(page)).toBeVisible();
  await expect(page.getByTestId('panel-failed')).toHaveCount(0);
  await combat.getByTestId('combat-problem').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SCREENSHOTS, 'hardening-odds-bad-number.png') });
  await tapHex(page, pair.from);
  await expect(page.locator('.app')).toHaveAttribute('data-phase', /.+/);
  expect(errors).toEqual([]);
});
