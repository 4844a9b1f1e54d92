// At the table (issue "At the table"): the next shot, hexes big enough to
// tap, evidence on top, the phone's sheet, and no layout shift — each checked
// by the state the app ends in, with touch, at the four sizes players use.

import { join } from 'node:path';

import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { hexByLabel, labelOf } from '../src/engine/board-model.ts';
import { boxMeetsSegment, boxesOverlap } from '../src/ui/canvas/tag-layout.ts';
import type { ScreenBox, ScreenSegment } from '../src/ui/canvas/tag-layout.ts';
import {
  chooseInPanel,
  BOARD,
  SCREENSHOTS,
  SIZES,
  engineLos,
  findPair,
  hexPoint,
  loadSampleBoard,
  losOn,
  mapSettled,
  openApp,
  verdict,
} from './helpers.ts';

interface Layout {
  firer?: ScreenBox;
  target?: ScreenBox;
  range?: ScreenBox;
  segments: ScreenSegment[];
}

const app = (page: Page) => page.locator('.app');

async function touchHex(page: Page, label: string): Promise<void> {
  const p = await hexPoint(page, label);
  await page.touchscreen.tap(p.x, p.y);
}

/** Back to the whole board (the Fit button also lets the next verdict frame its line again). */
async function fitBoard(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Fit the board' }).tap();
  await mapSettled(page);
}

async function blockedPair() {
  return findPair(
    BOARD,
    (f, t, b) => {
      const r = losOn(b, f, t);
      return !r.visible && r.range >= 4 && r.reasons.some((x) => x.kind === 'hexside');
    },
    true,
  );
}

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}×${size.height}, touch`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      hasTouch: true,
      isMobile: size.narrow,
      deviceScaleFactor: size.narrow ? 2 : 1,
    });

    test('the next shot: two taps after a verdict make a new pair; "Same firer" moves the target; recent checks come back', async ({
      page,
    }) => {
      const first = await blockedPair();
      const second = await findPair(
        BOARD,
        (f, t, b) => f !== first.from && t !== first.to && f !== first.to && t !== first.from && losOn(b, f, t).visible,
        true,
      );
      await openApp(page, `#board=${BOARD}`, BOARD);
      await expect(page.getByTestId('next-tap-hint')).toHaveText('Next tap: the firer');
      await touchHex(page, first.from);
      await expect(page.getByTestId('next-tap-hint')).toHaveText(`Next tap: target of ${first.from}`);
      await touchHex(page, first.to);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
      await expect(page.getByTestId('next-tap-hint')).toHaveText('Next tap: a new firer');

      await fitBoard(page);
      await touchHex(page, second.from);
      await expect(app(page)).toHaveAttribute('data-phase', 'firerChosen');
      await touchHex(page, second.to);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'clear');
      await expect(page.getByTestId('firer-input')).toHaveValue(second.from);
      await expect(page.getByTestId('target-input')).toHaveValue(second.to);

      // The other habit: keep the firer, move the target.
      await page.getByTestId('next-tap-target').tap();
      await expect(page.getByTestId('next-tap-hint')).toHaveText(`Next tap: new target of ${second.from}`);
      await fitBoard(page);
      await touchHex(page, first.to);
      await expect(page.getByTestId('target-input')).toHaveValue(first.to);
      await expect(page.getByTestId('firer-input')).toHaveValue(second.from);
      await expect(app(page)).toHaveAttribute('data-phase', 'result');

      // Recent checks: newest first; a tap brings the first check back.
      const recent = page.getByTestId('recent-check');
      await expect(recent).toHaveCount(3);
      await expect(recent.nth(2)).toContainText(`${first.from} → ${first.to}`);
      if (size.narrow) await page.getByTestId('sheet-handle').tap();
      // No wait for the panel's on-demand parts: each stands in as a placeholder of its own size until it
      // arrives, so none moves the list under the finger (e2e/stable-layout.spec.ts proves it at every size).
      await chooseInPanel(page, recent.nth(2), true);
      await expect(page.getByTestId('firer-input')).toHaveValue(first.from);
      await expect(page.getByTestId('target-input')).toHaveValue(first.to);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
      if (size.narrow) {
        // A new verdict drops the sheet to its peek, the verdict in view.
        await expect(page.locator('.panel-sheet')).toHaveAttribute('data-sheet', 'peek');
        const box = await verdict(page).locator('.verdict-word').boundingBox();
        expect(box!.y).toBeGreaterThanOrEqual(0);
        expect(box!.y + box!.height).toBeLessThanOrEqual(size.height);
      }
    });

    test('hexes are at least 40 px after a verdict, and the labels keep off the line, the evidence and each other', async ({
      page,
    }) => {
      const pair = await blockedPair();
      await openApp(page, `#board=${BOARD}`, BOARD);
      const fitPx = await page.evaluate(() =>
        (window as unknown as { __hexlos: { hexPx(): number } }).__hexlos.hexPx(),
      );
      await touchHex(page, pair.from);
      await touchHex(page, pair.to);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __hexlos: { hexPx(): number } }).__hexlos.hexPx()))
        .toBeGreaterThanOrEqual(40);
      const turned = await page.evaluate(() =>
        (window as unknown as { __hexlos: { turned(): boolean } }).__hexlos.turned(),
      );
      console.log(`${size.name}: hexes ${fitPx.toFixed(1)} px at fit, turned ${turned}`);
      // Both ends on screen, inside the map.
      for (const label of [pair.from, pair.to]) {
        const p = await hexPoint(page, label);
        expect(p.x).toBeGreaterThan(0);
        expect(p.x).toBeLessThan(size.width);
        expect(p.y).toBeGreaterThan(0);
        expect(p.y).toBeLessThan(size.height);
      }
      await mapSettled(page);
      const layout = (await page.evaluate(() =>
        (window as unknown as { __hexlos: { tagLayout(): unknown } }).__hexlos.tagLayout(),
      )) as Layout;
      expect(layout.firer).toBeDefined();
      expect(layout.target).toBeDefined();
      const boxes = [layout.firer!, layout.target!, ...(layout.range ? [layout.range] : [])];
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) expect(boxesOverlap(boxes[i], boxes[j])).toBe(false);
      // The blocking sides (every segment after the centre line) are never under a label; the pill also keeps off the line.
      const blocking = layout.segments.slice(1);
      expect(blocking.length).toBeGreaterThan(0);
      for (const b of boxes) for (const s of blocking) expect(boxMeetsSegment(b, s)).toBe(false);
      if (layout.range) expect(boxMeetsSegment(layout.range, layout.segments[0])).toBe(false);
      // The evidence is drawn above the target's marker.
      const order = await page.evaluate(() => {
        const stage = (window as unknown as { Konva: { stages: { findOne(s: string): { zIndex(): number } }[] } }).Konva
          .stages[0];
        return { evidence: stage.findOne('.evidence').zIndex(), target: stage.findOne('.target-ring').zIndex() };
      });
      expect(order.evidence).toBeGreaterThan(order.target);
    });

    test('tapping a reason brings its hexside on screen and flashes it; the toolbar stays put when the odds open', async ({
      page,
    }) => {
      const pair = await blockedPair();
      await openApp(page, `#board=${BOARD}&from=${pair.from}&to=${pair.to}`, BOARD);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
      const toolbar = await page.locator('.map-top').boundingBox();
      if (size.narrow) {
        await page.getByTestId('sheet-handle').tap();
        await expect(page.locator('.panel-sheet')).toHaveAttribute('data-sheet', 'full');
      }
      await page.getByTestId('reasons').locator('button').first().tap();
      if (size.narrow) await expect(page.locator('.panel-sheet')).toHaveAttribute('data-sheet', 'peek');
      const layout = (await page.evaluate(() =>
        (window as unknown as { __hexlos: { tagLayout(): unknown } }).__hexlos.tagLayout(),
      )) as Layout;
      const side = layout.segments[1];
      const mid = { x: (side.x1 + side.x2) / 2, y: (side.y1 + side.y2) / 2 };
      expect(mid.x).toBeGreaterThan(0);
      expect(mid.x).toBeLessThan(size.width);
      expect(mid.y).toBeGreaterThan(0);
      expect(mid.y).toBeLessThan(size.height);

      if (size.narrow) await page.getByTestId('sheet-handle').tap();
      await page.getByRole('button', { name: 'Work out the odds' }).tap();
      await expect(page.getByTestId('combat')).toHaveAttribute('open', '');
      // Proving an absence (the toolbar and the page do not move when the sheet opens): a busy machine can only let this pass without proving much, never fail by itself.
      await page.waitForTimeout(700);
      expect(await page.locator('.map-top').boundingBox()).toEqual(toolbar);
      expect(
        await page.evaluate(() => [
          document.scrollingElement?.scrollTop ?? 0,
          document.querySelector('.app')!.scrollTop,
        ]),
      ).toEqual([0, 0]);
    });

    test('the side view: its deciding step is the result’s blocking hexside, and it follows the verdict', async ({
      page,
    }) => {
      const pair = await blockedPair();
      const expected = await engineLos(BOARD, pair.from, pair.to);
      const board = await loadSampleBoard(BOARD);
      const sides = expected.reasons
        .filter((r) => r.kind === 'hexside' && r.between)
        .map((r) => r.between!.map((h) => labelOf(board, h)).join('|'));
      expect(sides.length).toBeGreaterThan(0);
      expect(hexByLabel(board, pair.from)).toBeDefined();
      await openApp(page, `#board=${BOARD}&from=${pair.from}&to=${pair.to}`, BOARD);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
      if (size.narrow) await page.getByTestId('sheet-handle').tap();
      const view = page.getByTestId('side-view');
      await view.locator('summary').scrollIntoViewIfNeeded();
      await view.locator('summary').tap();
      await expect(view).toHaveAttribute('open', '');
      const blocking = view.locator('[data-testid="side-view-side"][data-blocking="true"]');
      await expect(blocking).toHaveCount(sides.length);
      const drawn = await blocking.evaluateAll((els) => els.map((e) => e.getAttribute('data-between')));
      // The same sides (named from either hex), and each one is really drawn on the side view.
      const norm = (s: string) => s.split('|').sort().join('|');
      expect(drawn.map((d) => norm(d!)).sort()).toEqual(sides.map(norm).sort());
      for (const el of await blocking.all()) expect((await el.boundingBox())!.height).toBeGreaterThan(4);
      await expect(view.getByTestId('side-view-sight')).toHaveAttribute('data-sight', 'blocked');
      await expect(view.getByTestId('side-view-hex')).toHaveCount(expected.steps.reduce((n, s) => n + s.length, 0));
      await view.scrollIntoViewIfNeeded();
      // Only for the picture: lets transitions end before the screenshot; no assertion depends on this pause.
      await page.waitForTimeout(250);
      await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-side-view.png`) });
    });
  });
}
