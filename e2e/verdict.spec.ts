// The one flow that matters (ux.md): tap the firer, tap the target, read the
// verdict and its reasons — by tapping the canvas and by typing labels — and
// the same pair under another rule set.

import { expect, test } from '@playwright/test';
import { hexByLabel } from '../src/engine/board-model.ts';
import { BOARD, chooseBoard, engineLos, findPair, hexPoint, loadSampleBoard, losOn, openApp, tapHex, verdict } from './helpers.ts';

test.describe('the verdict', () => {
  test('a blocked line: two taps on the canvas show BLOCKED, range and levels, and the reasons', async ({ page }) => {
    const pair = await findPair(BOARD, (f, t, b) => {
      const r = losOn(b, f, t);
      return !r.visible && r.routes.count > 1n && r.routes.blocked < r.routes.count;
    });
    const expected = await engineLos(BOARD, pair.from, pair.to);
    await openApp(page);
    await chooseBoard(page, BOARD);
    await tapHex(page, pair.from);
    await expect(page.locator('.app')).toHaveAttribute('data-phase', 'firerChosen');
    await expect(page.getByTestId('firer-input')).toHaveValue(pair.from);
    await tapHex(page, pair.to);
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
    await expect(verdict(page)).toContainText('BLOCKED');
    // Range and levels in players' words: "range 5 · hilltop → ground".
    await expect(verdict(page).locator('.verdict-sub')).toHaveText(new RegExp(`^range ${expected.range} · [a-z0-9 ]+ → [a-z0-9 ]+$`));
    await expect(page.getByTestId('routes')).toContainText(`${expected.routes.blocked} of ${expected.routes.count} routes blocked`);
    await expect(page.getByTestId('reasons').locator('li')).toHaveCount(expected.reasons.length);
    await expect(page.getByTestId('reasons')).toContainText(expected.reasons[0].text);
    // No internal identifiers in the interface (ux.md, Words).
    await expect(page.locator('.panel')).not.toContainText(/nearTarget|nearFirer/);
    // Tapping a reason flashes its place; the verdict stays.
    await page.getByTestId('reasons').locator('button').first().click();
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
  });

  test('what each rule says is shown once, under the reasons, and no reason repeats it (issue 11 item 7)', async ({ page }) => {
    const pair = await findPair(BOARD, (f, t, b) => {
      const r = losOn(b, f, t);
      return !r.visible && r.reasons.length >= 2 && (r.citations?.length ?? 0) >= 1;
    });
    const expected = await engineLos(BOARD, pair.from, pair.to);
    await openApp(page);
    await chooseBoard(page, BOARD);
    await tapHex(page, pair.from);
    await tapHex(page, pair.to);
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
    const cited = page.getByTestId('citations');
    await expect(cited.locator('summary')).toHaveText(`What the rules say (${expected.citations!.map((c) => c.name).join(', ')})`);
    await cited.locator('summary').click();
    await expect(cited.locator('.citation')).toHaveCount(expected.citations!.length);
    for (const c of expected.citations!) {
      await expect(cited.locator('dd', { hasText: c.text })).toHaveCount(1);
      await expect(page.getByTestId('reasons')).not.toContainText(c.text);
    }
    await page.screenshot({ path: 'e2e/.results/verdict-citations.png', fullPage: true });
  });

  test('a clear line shows CLEAR', async ({ page }) => {
    const pair = await findPair(BOARD, (f, t, b) => losOn(b, f, t).visible);
    await openApp(page);
    await chooseBoard(page, BOARD);
    await tapHex(page, pair.from);
    await tapHex(page, pair.to);
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'clear');
    await expect(verdict(page)).toContainText('CLEAR');
  });

  test('hex labels typed on the keyboard (any case) pick the ends, and swap exchanges them', async ({ page }) => {
    const pair = await findPair(BOARD, (f, t, b) => !losOn(b, f, t).visible);
    const there = await engineLos(BOARD, pair.from, pair.to);
    const back = await engineLos(BOARD, pair.to, pair.from);
    await openApp(page);
    await chooseBoard(page, BOARD);
    await page.getByTestId('firer-input').fill(pair.from.toLowerCase());
    await page.getByTestId('firer-input').press('Enter');
    await page.getByTestId('target-input').fill(pair.to.toLowerCase());
    await page.getByTestId('target-input').press('Enter');
    await expect(verdict(page)).toHaveAttribute('data-verdict', there.visible ? 'clear' : 'blocked');
    await page.getByRole('button', { name: 'Swap firer and target' }).click();
    await expect(page.getByTestId('firer-input')).toHaveValue(pair.to);
    await expect(verdict(page)).toHaveAttribute('data-verdict', back.visible ? 'clear' : 'blocked');
    // A label that is not on the board says so and changes nothing.
    await page.getByTestId('target-input').fill('ZZZ99');
    await page.getByTestId('target-input').press('Enter');
    await expect(page.getByRole('alert')).toContainText('ZZZ99 is not on this board');
    await expect(page.getByTestId('firer-input')).toHaveValue(pair.to);
  });

  test('switching the rule set changes the verdict where the rules differ', async ({ page }) => {
    const pair = await findPair(BOARD, (f, t, b) => losOn(b, f, t, 'arvold').visible !== losOn(b, f, t, 'original').visible);
    const arvold = await engineLos(BOARD, pair.from, pair.to, 'arvold');
    await openApp(page);
    await chooseBoard(page, BOARD);
    await page.getByTestId('rules-picker').getByText('Arvold', { exact: true }).click();
    await tapHex(page, pair.from);
    await tapHex(page, pair.to);
    const first = arvold.visible ? 'clear' : 'blocked';
    const second = arvold.visible ? 'blocked' : 'clear';
    await expect(verdict(page)).toHaveAttribute('data-verdict', first);
    // The compact row already shows both.
    await expect(page.getByTestId('rule-compare')).toContainText(`Arvold: ${first}`);
    await expect(page.getByTestId('rule-compare')).toContainText(`Original: ${second}`);
    await page.getByTestId('rules-picker').getByText('Original', { exact: true }).click();
    await expect(verdict(page)).toHaveAttribute('data-verdict', second);
  });

  test('the engine answers from a real Web Worker', async ({ page }) => {
    // Count the messages the page posts to workers, from before the app starts.
    await page.addInitScript(() => {
      const post = Worker.prototype.postMessage;
      (window as unknown as { __posted: number }).__posted = 0;
      Worker.prototype.postMessage = function (this: Worker, ...args: Parameters<Worker['postMessage']>) {
        (window as unknown as { __posted: number }).__posted++;
        return post.apply(this, args);
      } as Worker['postMessage'];
    });
    const pair = await findPair(BOARD, (f, t, b) => !losOn(b, f, t).visible);
    await openApp(page, `#board=${BOARD}`, BOARD);
    expect(page.workers().some((w) => w.url().includes('engine.worker'))).toBe(true);
    const before = await page.evaluate(() => (window as unknown as { __posted: number }).__posted);
    await tapHex(page, pair.from);
    await tapHex(page, pair.to);
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
    // The LOS question and (a moment later) the per-rule-set comparison went to the worker.
    await expect.poll(() => page.evaluate(() => (window as unknown as { __posted: number }).__posted - 0)).toBeGreaterThanOrEqual(before + 2);
  });

  test('dragging the target slides it along, and the verdict follows', async ({ page }) => {
    const pair = await findPair(BOARD, (f, t, b) => !losOn(b, f, t).visible, true);
    await openApp(page, `#board=${BOARD}&from=${pair.from}&to=${pair.to}`, BOARD);
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
    const board = await loadSampleBoard(BOARD);
    const start = hexByLabel(board, pair.to)!;
    const next = [...board.cells.values()].find((c) => Math.abs(c.hex.q - start.q) + Math.abs(c.hex.r - start.r) === 2 && c.label !== pair.from)!;
    const a = await hexPoint(page, pair.to);
    const b = await hexPoint(page, next.label);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 10 });
    await page.mouse.up();
    await expect(page.getByTestId('target-input')).toHaveValue(next.label);
    await expect(page.getByTestId('firer-input')).toHaveValue(pair.from);
    const expected = await engineLos(BOARD, pair.from, next.label);
    await expect(verdict(page)).toHaveAttribute('data-verdict', expected.visible ? 'clear' : 'blocked');
  });
});
