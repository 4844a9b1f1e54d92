// The turn record for play by e-mail (docs/table.md#the-turn-record): three checks made by taps, saved as one
// Markdown file numbered in order with each verdict and link; one of its links, opened in a fresh browser, shows
// that check; copying it says so in the panel and to a screen reader.

import { readFile } from 'node:fs/promises';

import { expect, type Page, test } from '@playwright/test';

import { BOARD, chooseBoard, findPair, losOn, openApp, tapHex, verdict } from './helpers.ts';

/** Two taps and the verdict drawn; then the address names the pair, which is when a check joins the record. */
async function check(page: Page, from: string, to: string, word: 'clear' | 'blocked'): Promise<void> {
  await tapHex(page, from);
  await tapHex(page, to);
  await expect(verdict(page)).toHaveAttribute('data-verdict', word);
  // Both settle after the same pause (ADDRESS_SETTLE_MS in src/ui/startup.ts), within expect's bound.
  await expect.poll(() => page.url()).toContain(`to=${to}`);
}

test('three checks saved as a numbered record; its second link shows that check in a fresh browser', async ({
  page,
  browser,
}) => {
  const clear = await findPair(BOARD, (f, t, b) => losOn(b, f, t).visible);
  const blocked = await findPair(BOARD, (f, t, b) => !losOn(b, f, t).visible && f !== clear.from);
  const third = await findPair(BOARD, (f, t, b) => losOn(b, f, t).visible && f !== blocked.from && f !== clear.from);
  await openApp(page);
  await chooseBoard(page, BOARD);
  await check(page, clear.from, clear.to, 'clear');
  await check(page, blocked.from, blocked.to, 'blocked');
  await check(page, third.from, third.to, 'clear');
  await expect(page.getByTestId('turn-record-count')).toHaveText('Checks recorded: 3');

  const saving = page.waitForEvent('download');
  await page.getByTestId('turn-record-save').click();
  const file = await saving;
  expect(file.suggestedFilename()).toMatch(/^hexlos-turn-record-\d{4}-\d\d-\d\d-\d{4}\.md$/);
  const text = await readFile((await file.path())!, 'utf8');
  await expect(page.getByTestId('turn-record-said')).toHaveText(`Turn record saved as ${file.suggestedFilename()}.`);
  expect(text).toContain(`1. **${clear.from} → ${clear.to}: CLEAR**`);
  expect(text).toContain(`2. **${blocked.from} → ${blocked.to}: BLOCKED**`);
  expect(text).toContain(`3. **${third.from} → ${third.to}: CLEAR**`);
  const links = [...text.matchAll(/Link: (\S+)/g)].map((m) => m[1]);
  expect(links).toHaveLength(3);

  const other = await browser.newContext();
  const friend = await other.newPage();
  await friend.goto(links[1]);
  await expect(friend.locator('.app')).toHaveAttribute('data-board', BOARD);
  await expect(verdict(friend)).toHaveAttribute('data-verdict', 'blocked');
  await expect(friend.getByTestId('firer-input')).toHaveValue(blocked.from);
  await expect(friend.getByTestId('target-input')).toHaveValue(blocked.to);
  await other.close();
});

test('at phone size the record is copied from the raised sheet, said in a live region, and a new record starts at 1', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 390, height: 844 });
  const pair = await findPair(BOARD, (f, t, b) => !losOn(b, f, t).visible);
  await openApp(page);
  await chooseBoard(page, BOARD);
  await check(page, pair.from, pair.to, 'blocked');
  await page.getByTestId('sheet-handle').click();
  await page.getByTestId('turn-record-copy').click();
  const said = page.getByTestId('turn-record-said');
  await expect(said).toHaveText('Turn record copied: 1 check.');
  // Spoken once, by the live region every action's outcome goes to (docs/table.md, "Every action answers").
  await expect(page.getByTestId('action-said')).toHaveRole('status');
  await expect(page.getByTestId('action-said')).toHaveText('Turn record copied: 1 check.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`1. **${pair.from} → ${pair.to}: BLOCKED**`);
  await page.getByTestId('turn-record').screenshot({ path: 'e2e/screenshots/turn-record-phone.png' });
  await page.getByTestId('turn-record-clear').click();
  await expect(page.getByTestId('turn-record-count')).toHaveText('Checks recorded: 0');
});
