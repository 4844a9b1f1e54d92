// The photo kept with a traced board, by touch at
// tablet and phone sizes: trace a generated photo, make the board, review the
// three least-sure proposals (remove one, change one, keep one; sides or
// hexes), change a hex's terrain, close and reopen — the count continues —
// reload — the photo is still under the board in the editor and on the play
// map — and at the table a blocking reason tapped shows the photo under its
// side. Screenshots of the underlay, the review and the loupe at phone,
// tablet and desktop sizes.

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { SCREENSHOTS, tapHex } from './helpers.ts';
import { traceUpToProposals } from './photo-trace.ts';

const SIZES = [
  { name: 'tablet', width: 820, height: 1180, narrow: true },
  { name: 'phone', width: 390, height: 844, narrow: true },
  { name: 'desktop', width: 1440, height: 900, narrow: false },
] as const;

/** The worker warps the photo after the board opens (slow on a busy machine). */
const WARP_MS = 30_000;

/** The count in the review's heading: left, of all. */
async function reviewCount(page: Page): Promise<{ left: number; all: number }> {
  const text = (await page.getByTestId('review-left').textContent()) ?? '';
  const m = /(\d+) of (\d+) left/.exec(text);
  if (!m) throw new Error(`the review's count reads “${text}”`);
  return { left: Number(m[1]), all: Number(m[2]) };
}

/** A change the proposal shown can be changed to: another colour for a side, another terrain for a hex. */
async function changeFor(page: Page): Promise<string> {
  const text = (await page.getByTestId('review-item').textContent()) ?? '';
  if ((await page.getByTestId('review-item').getAttribute('data-kind')) === 'hex')
    return text.includes('read as town') ? 'woods' : 'town';
  return text.includes('read as gray') ? 'brown' : 'gray';
}

/**
 * Cards one by one: when the review shows the sure rest in groups (nothing, or nothing more, is unsure on this
 * photo), the designer's "Walk them one by one".
 */
async function walkEveryCard(page: Page): Promise<void> {
  await expect(page.getByTestId('review-asked')).toBeVisible();
  if (await page.getByTestId('review-walk-all').isVisible()) await page.getByTestId('review-walk-all').tap();
  await expect(page.getByTestId('review-item')).toBeVisible();
}

/** Opens the review from the editor's panel (on a phone or tablet upright, in the sheet pulled up). */
async function openReview(page: Page, narrow: boolean): Promise<void> {
  if (narrow && (await page.locator('.panel-sheet').getAttribute('data-sheet')) !== 'full') {
    await page.getByTestId('sheet-handle').click();
    await expect(page.locator('.panel-sheet')).toHaveAttribute('data-sheet', 'full');
  }
  await page.getByTestId('review-open').click();
  await expect(page.getByTestId('review-left')).toHaveText(/left to review|reviewed/, { timeout: 10_000 });
  await walkEveryCard(page);
}

async function shot(page: Page, name: string): Promise<void> {
  // Only for the picture: lets transitions end before the screenshot; no assertion depends on this pause.
  await page.waitForTimeout(300);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

/** Long lines across the traced 10 × 8 board: at least one is blocked by a hexside. */
const PAIRS = [
  ['A1', 'J8'],
  ['A8', 'J1'],
  ['A4', 'J5'],
  ['A2', 'J2'],
  ['A6', 'J6'],
  ['E1', 'F8'],
  ['B1', 'I8'],
  ['A3', 'J7'],
] as const;

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width} × ${size.height}`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      hasTouch: true,
      isMobile: size.narrow,
      deviceScaleFactor: size.narrow ? 2 : 1,
    });

    test('traced photo kept under the board: review, reload, editor, play map, a reason’s side', async ({ page }) => {
      test.setTimeout(240_000);
      const touch = true;
      await traceUpToProposals(page, size.narrow, touch);
      await page.getByTestId('photo-accept-all').click();
      await expect(page.getByTestId('photo-pending')).toHaveText('Every proposal is accepted.');
      await page.getByTestId('photo-board-name').fill('Traced with photo');
      await page.getByTestId('photo-make-board').click();
      await expect(page.getByTestId('photo-tracer')).toHaveCount(0);

      // The review opens by itself over the board made, least sure first, with the photo in its loupe.
      const review = page.getByTestId('review-pass');
      await expect(review).toBeVisible({ timeout: WARP_MS });
      await walkEveryCard(page);
      await expect(page.getByTestId('review-loupe')).toBeVisible({ timeout: WARP_MS });
      const before = await reviewCount(page);
      expect(before.left).toBe(before.all);
      expect(before.all).toBeGreaterThan(3);
      const sureness = async () =>
        Number(/(\d+) % sure/.exec((await page.getByTestId('review-item').textContent()) ?? '')![1]);
      const first = await sureness();
      await shot(page, `${size.name}-${size.width}-review`);

      // Fix the three least sure, sides or hexes: remove the first, change the second, keep the third.
      const kindShown = async () =>
        (await page.getByTestId('review-item').getAttribute('data-kind')) as 'hex' | 'hexside';
      const firstKind = await kindShown();
      const removed = /read as (\w+)/.exec((await page.getByTestId('review-item').textContent()) ?? '')![1];
      await expect(page.getByTestId('review-now')).toContainText(removed);
      await page.getByTestId('review-remove').tap();
      await expect.poll(() => reviewCount(page)).toEqual({ left: before.all - 1, all: before.all });
      const second = await sureness();
      expect(second).toBeGreaterThanOrEqual(first);
      await page.getByTestId(`review-to-${await changeFor(page)}`).tap();
      await expect.poll(() => reviewCount(page)).toEqual({ left: before.all - 2, all: before.all });
      expect(await sureness()).toBeGreaterThanOrEqual(second);
      // At the desk, from the keyboard: K keeps.
      if (size.narrow) await page.getByTestId('review-keep').tap();
      else await page.keyboard.press('k');
      await expect.poll(() => reviewCount(page)).toEqual({ left: before.all - 3, all: before.all });

      // A hex's terrain is a proposal too: the next hex in the order, ringed over the photo, changed to another terrain.
      for (let step = 0; step < before.all && (await kindShown()) !== 'hex'; step++)
        await page.getByTestId('review-next').tap();
      expect(await kindShown()).toBe('hex');
      await expect(page.getByTestId('review-loupe')).toBeVisible();
      await shot(page, `${size.name}-${size.width}-review-hex`);
      const terrainTo = await changeFor(page);
      await page.getByTestId(`review-to-${terrainTo}`).tap();
      await expect.poll(() => reviewCount(page)).toEqual({ left: before.all - 4, all: before.all });

      // Closed and opened again, the review continues with what is left.
      await page.getByTestId('review-close').tap();
      await expect(review).toHaveCount(0);
      await openReview(page, size.narrow);
      expect(await reviewCount(page)).toEqual({ left: before.all - 4, all: before.all });
      await page.getByTestId('review-close').tap();
      await expect(page.getByTestId('editor-save')).toHaveText('saved on this device', { timeout: 15_000 });

      // After a reload the editor comes back with the photo under the board, and the review's first edit is still made.
      await page.reload();
      await expect(page.getByTestId('editor-panel')).toBeAttached({ timeout: 30_000 });
      const controls = page.getByTestId('underlay-controls');
      await expect(controls).toHaveAttribute('data-ready', 'yes', { timeout: WARP_MS });
      await expect(page.getByTestId('underlay-toggle')).toBeChecked();
      await shot(page, `${size.name}-${size.width}-underlay-editor`);
      // The photo alone (strength 1): rectified, hex on hex with the drawn board.
      await page.getByTestId('underlay-opacity').fill('1');
      await shot(page, `${size.name}-${size.width}-underlay-photo-only`);
      await page.getByTestId('underlay-opacity').fill('0.5');
      await openReview(page, size.narrow);
      // The decisions were kept on the device: the count continues after the reload too.
      expect(await reviewCount(page)).toEqual({ left: before.all - 4, all: before.all });
      // Back to the least sure: decided (removed), and the board shows it.
      for (
        let step = 0;
        step < before.all && (await page.getByTestId('review-position').textContent())?.trim() !== `1 / ${before.all}`;
        step++
      ) {
        await page.getByRole('button', { name: 'The previous proposal' }).tap();
      }
      await expect(page.getByTestId('review-item')).toContainText(`${first} % sure`);
      await expect(page.getByTestId('review-item')).toContainText(`read as ${removed}`);
      await expect(page.getByTestId('review-now')).toContainText('· removed');
      if (firstKind === 'hexside') await expect(page.getByTestId('review-now')).not.toContainText(removed);
      else await expect(page.getByTestId('review-now')).toContainText('On the board now: clear');
      // Start again: every proposal is left to review, the board keeps its edits.
      await page.getByTestId('review-start-again').tap();
      await walkEveryCard(page);
      await expect.poll(() => reviewCount(page)).toEqual({ left: before.all, all: before.all });
      await expect(page.getByTestId('review-now')).not.toContainText('· removed');
      await page.getByTestId('review-close').click();

      // The play map: the photo is still under the board.
      await page.getByTestId('editor-done').click();
      await expect(page.getByTestId('editor-panel')).toHaveCount(0);
      await expect(controls).toHaveAttribute('data-ready', 'yes');
      if (size.narrow && (await page.locator('.panel-sheet').getAttribute('data-sheet')) === 'full')
        await page.getByTestId('sheet-handle').click();
      await shot(page, `${size.name}-${size.width}-underlay-play`);

      // At the table: a blocking reason tapped shows the photo under its side.
      let found = false;
      for (const [from, to] of PAIRS) {
        await tapHex(page, from, touch);
        await tapHex(page, to, touch);
        const verdict = page.getByTestId('verdict');
        await expect(verdict).toHaveAttribute('data-verdict', /clear|blocked/i, { timeout: 15_000 });
        if ((await verdict.getAttribute('data-verdict'))?.toLowerCase() !== 'blocked') continue;
        if (size.narrow) {
          await page.getByTestId('sheet-handle').click();
          await expect(page.locator('.panel-sheet')).toHaveAttribute('data-sheet', 'full');
        }
        const reasons = page.getByTestId('reasons').locator('button.reason');
        const count = await reasons.count();
        for (let i = 0; i < count && !found; i++) {
          await reasons.nth(i).click();
          const loupe = page.getByTestId('flash-loupe');
          await expect(loupe).toBeVisible();
          found = /side between/.test((await loupe.getAttribute('data-place')) ?? '');
          if (!found && size.narrow) {
            await page.getByTestId('sheet-handle').click();
            await expect(page.locator('.panel-sheet')).toHaveAttribute('data-sheet', 'full');
          }
        }
        if (found) break;
        if (size.narrow && (await page.locator('.panel-sheet').getAttribute('data-sheet')) === 'full')
          await page.getByTestId('sheet-handle').click();
      }
      expect(found, 'a blocking hexside on one of the long lines').toBe(true);
      await expect(page.getByTestId('flash-loupe').locator('canvas')).toBeVisible();
      await shot(page, `${size.name}-${size.width}-underlay-reason`);
    });
  });
}
