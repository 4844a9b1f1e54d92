// The parts loaded on demand (src/ui/lazy-parts.tsx) arrive without moving
// anything a player is about to tap: every button, field, folded section and
// recent check on screen right after a verdict is drawn keeps its box, to the
// pixel, once every part has arrived. The parts' chunks are held back by the
// test until the first boxes are taken, so the parts always arrive after the
// verdict (on a fast machine they would often be in before it, and prove
// nothing); the service worker is blocked so that every chunk is asked of the
// network, where the test can hold it.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';
import type { Page, Route } from '@playwright/test';

import {
  BOARD,
  ROOT,
  SIZES,
  animationsDone,
  findPair,
  hexPoint,
  losOn,
  mapSettled,
  openApp,
  verdict,
} from './helpers.ts';

/** The chunk names of the parts loaded on demand, read off the modules that list them (each chunk is named after its module). */
function onDemandChunkNames(): string[] {
  const lists = ['src/ui/lazy-parts.tsx', 'src/ui/editor/lazy-editor.tsx'].map((f) =>
    readFileSync(join(ROOT, f), 'utf8'),
  );
  const names = lists.flatMap((code) =>
    [...code.matchAll(/import\('\.\/(?:[\w-]+\/)*([\w-]+)\.tsx'\)/g)].map((m) => m[1]),
  );
  return [...new Set(names)];
}

const PARTS = onDemandChunkNames();
const HELD = new RegExp(`/assets/(?:${PARTS.join('|')})-[\\w-]+\\.js$`);

/** The parts every first screen with a line shows, by their test ids. */
const SHOWN_PARTS = [
  'audit',
  'side-view',
  'workshop',
  'combat',
  'legend',
  'play-on-tablet',
  'library',
  'share-row',
  'turn-record',
];

interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/**
 * Where every control on the page is (in page pixels), keyed by what it is
 * (its test id, else its label or words) and its place among controls of the
 * same key; the placeholders themselves are left out, since the parts replace them.
 */
function controlBoxes(page: Page): Promise<Record<string, Box>> {
  return page.evaluate(() => {
    const boxes: Record<string, Box> = {};
    const seen = new Map<string, number>();
    for (const el of document.querySelectorAll<HTMLElement>(
      '.app button, .app input, .app select, .app summary, .app [data-testid="recent-check"]',
    )) {
      if (el.closest('[data-placeholder]')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const name =
        el.dataset.testid ?? el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? el.tagName;
      const n = seen.get(name) ?? 0;
      seen.set(name, n + 1);
      boxes[`${name} #${n}`] = { x: r.x, y: r.y, w: r.width, h: r.height };
    }
    return boxes;
  });
}

/** The boxes of the elements that carry `attribute` (a placeholder's names its part; a part's test id is that name), by its value. */
function partBoxes(page: Page, attribute: string, only?: readonly string[]): Promise<Record<string, Box>> {
  return page.evaluate(
    ({ attr, names }) => {
      const boxes: Record<string, Box> = {};
      for (const el of document.querySelectorAll<HTMLElement>(`.app [${attr}]`)) {
        const name = el.getAttribute(attr)!;
        if (names && !names.includes(name)) continue;
        const r = el.getBoundingClientRect();
        boxes[name] = { x: r.x, y: r.y, w: r.width, h: r.height };
      }
      return boxes;
    },
    { attr: attribute, names: only },
  );
}

async function touchHex(page: Page, label: string): Promise<void> {
  const p = await hexPoint(page, label);
  await page.touchscreen.tap(p.x, p.y);
}

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}×${size.height}`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      hasTouch: true,
      isMobile: size.narrow,
      deviceScaleFactor: size.narrow ? 2 : 1,
      serviceWorkers: 'block',
    });

    test('the parts loaded on demand arrive after the verdict and move no control, no folded section and no recent check', async ({
      page,
    }) => {
      expect(PARTS.length, 'the lists of parts loaded on demand were read').toBeGreaterThan(8);
      const held: Route[] = [];
      let holding = true;
      await page.route(HELD, (route) => (holding ? held.push(route) : route.continue()));

      const first = await findPair(BOARD, (f, t, b) => losOn(b, f, t).range >= 3, true);
      const second = await findPair(
        BOARD,
        (f, t, b) => f !== first.from && t !== first.to && losOn(b, f, t).range >= 3,
        true,
      );
      await openApp(page, `#board=${BOARD}`, BOARD);
      for (const pair of [first, second]) {
        // The whole board in view again (a verdict frames its line), so both hexes of the next pair are on screen.
        await page.getByRole('button', { name: 'Fit the board' }).tap();
        await mapSettled(page);
        await touchHex(page, pair.from);
        await expect(page.locator('.app')).toHaveAttribute('data-phase', 'firerChosen');
        await touchHex(page, pair.to);
        await expect(page.getByTestId('target-input')).toHaveValue(pair.to);
        await expect(verdict(page)).toHaveAttribute('data-verdict', /clear|blocked/);
      }
      await expect(page.getByTestId('recent-check')).toHaveCount(2);
      if (size.narrow) {
        // The sheet pulled up, so the recent checks and the folded sections are on screen.
        await page.getByTestId('sheet-handle').tap();
        await expect(page.locator('.panel-sheet')).toHaveAttribute('data-sheet', 'full');
      }
      await animationsDone(page);

      // None of the parts is in yet: their chunks are held.
      for (const part of SHOWN_PARTS) await expect(page.getByTestId(part)).toHaveCount(0);
      expect(held.length, 'the parts asked for their chunks').toBeGreaterThan(0);
      const before = await controlBoxes(page);
      const standIns = await partBoxes(page, 'data-placeholder');
      expect(Object.keys(before).filter((k) => k.startsWith('recent-check'))).toHaveLength(2);

      holding = false;
      await Promise.all(held.map((route) => route.continue()));
      for (const part of SHOWN_PARTS) await expect(page.getByTestId(part)).toBeAttached();
      await expect(page.locator('[data-placeholder]')).toHaveCount(0);
      // The parts' first layout done: two frames after the last one arrived.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await animationsDone(page);
      const after = await controlBoxes(page);

      const kept = Object.fromEntries(Object.keys(before).map((k) => [k, after[k]]));
      expect(kept).toEqual(before);
      // Each part stood in by a placeholder, and takes its placeholder's box (those over the map move no control, but would change what a tap there meets).
      expect(Object.keys(standIns).sort()).toEqual([...SHOWN_PARTS].sort());
      const parts = await partBoxes(page, 'data-testid', SHOWN_PARTS);
      expect(parts).toEqual(standIns);
    });
  });
}
