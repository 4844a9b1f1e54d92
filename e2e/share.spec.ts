// The shared link carries board, rules, trace, firer and target; opening it
// reproduces the verdict. The last board and rule set are remembered.

import { expect, type Page, test } from '@playwright/test';

import { chooseInPanel, BOARD, chooseBoard, engineLos, findPair, losOn, openApp, tapHex, verdict } from './helpers.ts';

test('a shared link reproduces the verdict, rule set and trace mode', async ({ page, browser }) => {
  const pair = await findPair(
    BOARD,
    (f, t, b) => losOn(b, f, t, 'original', 'real').visible !== losOn(b, f, t, 'arvold', 'hex').visible,
  );
  const expected = await engineLos(BOARD, pair.from, pair.to, 'original', 'real');
  await openApp(page);
  await chooseBoard(page, BOARD);
  await chooseInPanel(page, page.getByTestId('rules-picker').getByText('Original', { exact: true }), false);
  await chooseInPanel(page, page.getByTestId('trace-picker').getByText('Real-space', { exact: true }), false);
  await tapHex(page, pair.from);
  await tapHex(page, pair.to);
  await expect(verdict(page)).toHaveAttribute('data-verdict', expected.visible ? 'clear' : 'blocked');
  // The address names a pick once it has settled (ADDRESS_SETTLE_MS in src/ui/address-sync.ts), within expect's bound.
  await expect.poll(() => page.url()).toContain(`to=${pair.to}`);
  const url = page.url();
  expect(url).toContain(`board=${BOARD}`);
  expect(url).toContain('rules=original');
  expect(url).toContain('trace=real');
  expect(url).toContain(`from=${pair.from}`);
  expect(url).toContain(`to=${pair.to}`);

  // A fresh browser (no remembered preferences) opening the link.
  const other = await browser.newContext();
  const friend = await other.newPage();
  await friend.goto(url);
  await expect(friend.locator('.app')).toHaveAttribute('data-board', BOARD);
  await expect(verdict(friend)).toHaveAttribute('data-verdict', expected.visible ? 'clear' : 'blocked');
  await expect(friend.getByTestId('firer-input')).toHaveValue(pair.from);
  await expect(friend.getByTestId('target-input')).toHaveValue(pair.to);
  await expect(friend.getByTestId('rules-picker').locator('input:checked')).toHaveValue('original');
  await expect(friend.getByTestId('trace-picker').locator('input:checked')).toHaveValue('real');
  await other.close();
});

test('the last board and rule set come back on the next start', async ({ page }) => {
  await openApp(page);
  await chooseBoard(page, BOARD);
  await chooseInPanel(page, page.getByTestId('rules-picker').getByText('Original', { exact: true }), false);
  await page.goto('/');
  await expect(page.locator('.app')).toHaveAttribute('data-board', BOARD);
  await expect(page.getByTestId('rules-picker').locator('input:checked')).toHaveValue('original');
});

/** A clear line on the bundled board, picked with two taps and its verdict drawn: the pair. */
async function clearLineTapped(page: Page): Promise<{ from: string; to: string }> {
  const pair = await findPair(BOARD, (f, t, b) => losOn(b, f, t, 'arvold', 'hex').visible);
  await openApp(page);
  await chooseBoard(page, BOARD);
  await tapHex(page, pair.from);
  await tapHex(page, pair.to);
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'clear');
  return pair;
}

test('the share button straight after a verdict copies the link of that pick, not the one before', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const pair = await clearLineTapped(page);
  // At once: the address of a new pick is written when the pick settles, and the button writes it first.
  await page.getByRole('button', { name: 'Copy a link to this line of sight' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`from=${pair.from}`);
  expect(copied).toContain(`to=${pair.to}`);
});

test('a reload straight after a verdict comes back to that pick, though its address had not been written yet', async ({
  page,
}) => {
  const pair = await clearLineTapped(page);
  await page.reload();
  await expect(page.getByTestId('firer-input')).toHaveValue(pair.from);
  await expect(page.getByTestId('target-input')).toHaveValue(pair.to);
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'clear');
});
