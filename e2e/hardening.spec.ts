// Hostile input in the real browser: a number no one can mean typed in the
// odds sheet.

import { join } from 'node:path';

import { expect, test } from '@playwright/test';

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

test('item 7: a link naming an unknown board says so, shows no verdict, and the address is fixed', async ({ page }) => {
  await openApp(page, '#board=no-such-board&rules=original&from=C2&to=G5');
  await expect(page.getByTestId('link-notice')).toContainText(['“no-such-board”, which is not on this device']);
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'none');
  await expect(page.getByTestId('firer-input')).toHaveValue('');
  await expect.poll(() => new URL(page.url()).hash).not.toContain('no-such-board');
  expect(new URL(page.url()).hash).not.toContain('from=');
  await page.screenshot({ path: join(SCREENSHOTS, 'hardening-link-unknown-board.png') });
  await page.getByTestId('link-notices-dismiss').click();
  await expect(page.getByTestId('link-notices')).toHaveCount(0);
});

test('item 7: a rule set that does not read the board and a hex not on it are said on screen', async ({ page }) => {
  await openApp(page, `#board=${BOARD}&rules=tagg&from=C2&to=ZZ99`, BOARD);
  const notices = page.getByTestId('link-notice');
  await expect(notices).toHaveCount(2);
  await expect(notices.nth(0)).toContainText(/Tagg.* do not read “Ridge and River”; Arvold.* rules are used/);
  await expect(notices.nth(1)).toContainText('target hex “ZZ99” is not on “Ridge and River”');
  await expect(page.getByTestId('firer-input')).toHaveValue('C2');
  await expect.poll(() => new URL(page.url()).hash).toBe(`#board=${BOARD}&rules=arvold&trace=hex&from=C2`);
});

test('item 12: a link with labels written with leading zeros (c02, g005) opens C2 → G5', async ({ page }) => {
  await openApp(page, `#board=${BOARD}&from=c02&to=g005`, BOARD);
  await expect(page.getByTestId('firer-input')).toHaveValue('C2');
  await expect(page.getByTestId('target-input')).toHaveValue('G5');
  await expect(verdict(page)).toHaveAttribute('data-verdict', /clear|blocked/);
  await expect(page.getByTestId('link-notices')).toHaveCount(0);
});
