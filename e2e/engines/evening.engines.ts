// A player's evening on a tablet (820 × 1180) in the two engines beside
// Chromium that players bring to the table: Firefox ESR, and WebKitGTK for the
// iPad's WebKit (docs/testing.md "Other engines"). Each step is a test of its
// own, run in order on one page, so the summary counts the steps each engine
// passed. Every wait polls the page with a bound and says what it waited for.

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';

import { KEPT_RIDGE } from '../../src/board/library/testing.ts';
import { hexByLabel } from '../../src/engine/board-model.ts';
import { evaluateCombat } from '../../src/engine/combat/index.ts';
import { frac } from '../../src/engine/fraction.ts';
import { findPair, loadSampleBoard, losOn, ROOT, SCREENSHOTS } from '../helpers.ts';
import { testPhoto } from '../photo-trace.ts';
import { type Engine, type EngineSession, endProcess, KEY, startFirefox, startWebKit, TABLET } from './drivers.ts';

const PORT = Number(process.env.ENGINES_PORT ?? 4183);
const BASE = `http://127.0.0.1:${PORT}/`;
/** The board the player picks: not the one the app opens on, so the pick is a real change. */
const PICKED = 'lake-and-heights';

/** The bound of a wait for the page: ample for a verdict or a board on a machine two CPU burners share. */
const PAGE_MS = 20_000;
/** The service worker precaches every part before it takes control: slow on a loaded machine. */
const SERVICE_WORKER_MS = 60_000;

/** ENGINES=firefox or ENGINES=webkit runs one of them alone. */
const ENGINES = [
  { id: 'firefox', name: 'Firefox ESR', start: startFirefox },
  { id: 'webkit', name: 'WebKitGTK', start: startWebKit },
].filter((e) => !process.env.ENGINES || process.env.ENGINES.split(',').includes(e.id));

/** Polls `fn` in the page until it returns true, within `ms`; `what` says what was awaited when it never does. */
async function until(page: EngineSession, what: string, fn: string, ms = PAGE_MS, ...args: unknown[]): Promise<void> {
  const end = Date.now() + ms;
  let last: unknown;
  for (;;) {
    last = await page.evaluate<unknown>(fn, ...args).catch((error: Error) => `error: ${error.message}`);
    if (last === true) return;
    if (Date.now() > end) {
      const errors = page.consoleErrors();
      throw new Error(
        `${page.engine}: ${what} not within ${ms / 1000} s (last: ${JSON.stringify(last)})` +
          (errors.length ? `; the console said:\n${errors.join('\n')}` : ''),
      );
    }
    // A page's state changes on its frames: a tenth of a second apart is often enough to see it.
    await new Promise((settle) => setTimeout(settle, 100));
  }
}

const attr = (selector: string, name: string) =>
  `() => document.querySelector(${JSON.stringify(selector)})?.getAttribute(${JSON.stringify(name)}) ?? null`;

/** Waits until a selector's attribute has the value. */
const attributeIs = (page: EngineSession, selector: string, name: string, value: string) =>
  until(
    page,
    `${selector} [${name}="${value}"]`,
    `async () => (await (${attr(selector, name)})()) === ${JSON.stringify(value)}`,
  );

/** Waits until nothing on the page is animating (a sheet sliding), so that a tap lands where it aims. */
const still = (page: EngineSession) =>
  until(
    page,
    'the page at rest',
    `() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity)`,
  );

/** Taps the middle of an element, scrolled into view first as a player scrolls to it. */
async function tapOn(page: EngineSession, selector: string): Promise<void> {
  const centreOf = `(sel) => {
    const r = document.querySelector(sel)?.getBoundingClientRect();
    return r ? { x: r.x + r.width / 2, y: r.y + r.height / 2 } : null;
  }`;
  await page.evaluate(`(sel) => document.querySelector(sel)?.scrollIntoView({ block: 'center' })`, selector);
  // A scroll may glide: the element is tapped once its middle is in the viewport and has stopped moving.
  await until(
    page,
    `${selector} in view and still`,
    `async (sel) => {
      const at = ${centreOf};
      const a = at(sel);
      await new Promise((settle) => requestAnimationFrame(() => requestAnimationFrame(settle)));
      const b = at(sel);
      return !!a && !!b && a.x === b.x && a.y === b.y && b.x >= 0 && b.y >= 0 && b.x < innerWidth && b.y < innerHeight;
    }`,
    PAGE_MS,
    selector,
  );
  const centre = await page.evaluate<{ x: number; y: number }>(centreOf, selector);
  await page.tap(centre.x, centre.y);
}

/** Taps a field, clears it and types `text` into it key by key, as on a touch keyboard. */
async function typeInto(page: EngineSession, selector: string, text: string): Promise<void> {
  await tapOn(page, selector);
  await until(
    page,
    `${selector} focused`,
    `() => document.activeElement?.matches(${JSON.stringify(selector)}) ?? false`,
  );
  const length = await page.evaluate<number>(`(sel) => document.querySelector(sel).value.length`, selector);
  await page.typeKeys(KEY.backspace.repeat(length) + text);
}

async function tapHex(page: EngineSession, label: string): Promise<void> {
  const p = await page.evaluate<{ x: number; y: number } | null>('(l) => window.__hexlos?.screenOf(l) ?? null', label);
  if (!p) throw new Error(`${page.engine}: hex ${label} is not on the map`);
  await page.tap(p.x, p.y);
}

async function opened(page: EngineSession, board: string): Promise<void> {
  await attributeIs(page, '.app', 'data-board', board);
  await until(page, 'the map drawn', '() => !!window.__hexlos && window.__hexlos.scale() > 0');
}

/** Raises or lowers the panel's sheet by its handle and waits until it has stopped. */
async function sheet(page: EngineSession, to: 'full' | 'peek'): Promise<void> {
  if ((await page.evaluate<string>(attr('.panel-sheet', 'data-sheet'))) !== to)
    await tapOn(page, '[data-testid="sheet-handle"]');
  await attributeIs(page, '.panel-sheet', 'data-sheet', to);
  await still(page);
}

function startServer(): ChildProcess {
  return spawn(
    join(ROOT, 'node_modules/.bin/vite'),
    ['preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'],
    {
      cwd: ROOT,
      detached: true,
      stdio: 'ignore',
    },
  );
}

async function serverUp(): Promise<void> {
  // vite preview answers within a second or two; ten is ample under load.
  const end = Date.now() + 10_000;
  while (
    !(await fetch(BASE).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > end) throw new Error(`the build is not served at ${BASE} within 10 s`);
    await new Promise((settle) => setTimeout(settle, 200));
  }
}

for (const { name, start } of ENGINES) {
  describe.sequential(name, () => {
    let engine: Engine;
    let page: EngineSession;
    let server: ChildProcess;
    const files = mkdtempSync(join(tmpdir(), 'hexlos-engines-'));
    const picture = async (step: string) => {
      mkdirSync(SCREENSHOTS, { recursive: true });
      writeFileSync(join(SCREENSHOTS, `engines-${page.engine}-${TABLET.width}-${step}.png`), await page.screenshot());
    };
    let pair: { from: string; to: string };
    let reasonCount: number;
    let inReach: { from: string; to: string };

    beforeAll(async () => {
      server = startServer();
      await serverUp();
      engine = await start();
      page = await engine.newSession();
      const board = await loadSampleBoard(PICKED);
      // A line with a verdict, reasons and a target within a gun's reach: the same pair for every step.
      // A blocked line, whose reasons the panel lists; a clear one within a gun's reach for the odds.
      pair = await findPair(PICKED, (f, t, b) => !losOn(b, f, t).visible && losOn(b, f, t).reasons.length > 0, true);
      inReach = await findPair(PICKED, (f, t, b) => losOn(b, f, t).visible && losOn(b, f, t).range <= 5, true);
      const line = losOn(board, pair.from, pair.to);
      reasonCount = line.reasons.length;
    });

    afterAll(async () => {
      await page?.close().catch(() => undefined);
      await engine?.stop();
      if (server) await endProcess(server);
      rmSync(files, { recursive: true, force: true });
    });

    // A failed step leaves a picture of what the page showed, named after the step.
    afterEach(async ({ task }) => {
      if (task.result?.state === 'fail')
        await picture(`failed-${task.name.replace(/\W+/g, '-').slice(0, 40)}`).catch(() => undefined);
    });

    test('opens on a board', async () => {
      await page.navigate(BASE);
      await opened(page, 'ridge-and-river');
    });

    test('a board picked from the list', async () => {
      await sheet(page, 'full');
      // A native list opens outside the page, where no driver reaches: the select is chosen from by the keyboard, as a hardware keyboard does.
      await page.evaluate(`() => document.querySelector('[data-testid="board-select"]').focus()`);
      await page.typeKeys('Lake');
      await opened(page, PICKED);
      await sheet(page, 'peek');
    });

    test('firer and target tapped on the map: the verdict and its reasons', async () => {
      await tapHex(page, pair.from);
      await attributeIs(page, '.app', 'data-phase', 'firerChosen');
      await tapHex(page, pair.to);
      await attributeIs(page, '[data-testid="verdict"]', 'data-verdict', 'blocked');
      const reasons = await page.evaluate<number>(
        `() => document.querySelectorAll('[data-testid="reasons"] li').length`,
      );
      expect(reasons).toBe(reasonCount);
      await still(page);
      await picture('verdict');
    });

    test('the line is drawn on the map', async () => {
      await until(
        page,
        'the line of sight drawn',
        `() => window.Konva.stages[0].find('.los').map((n) => n.name()).join() === 'los los-blocked'`,
      );
    });

    test('the share link opens the same verdict in a new session', async () => {
      await until(
        page,
        'the address naming the pick',
        `() => location.hash.includes(${JSON.stringify(`to=${pair.to}`)})`,
      );
      const link = await page.url();
      const friend = await engine.newSession();
      try {
        await friend.navigate(link);
        await opened(friend, PICKED);
        await attributeIs(friend, '[data-testid="verdict"]', 'data-verdict', 'blocked');
        expect(await friend.evaluate(`() => document.querySelector('[data-testid="target-input"]').value`)).toBe(
          pair.to,
        );
      } finally {
        await friend.close();
      }
    });

    test('the combat sheet works out the odds from typed numbers', async () => {
      const board = await loadSampleBoard(PICKED);
      const expected = evaluateCombat(board, {
        target: hexByLabel(board, inReach.to)!,
        df: frac(3),
        firers: [{ hex: hexByLabel(board, inReach.from)!, af: frac(12), weaponClass: 'H', range: 10 }],
        rules: 'arvold',
      });
      // The second line typed by its labels, as a player who reads them off the board does.
      await sheet(page, 'full');
      await typeInto(page, '[data-testid="firer-input"]', inReach.from + KEY.enter);
      await typeInto(page, '[data-testid="target-input"]', inReach.to + KEY.enter);
      await attributeIs(page, '[data-testid="verdict"]', 'data-verdict', 'clear');
      // A new verdict lowers the sheet to its peek (docs/table.md): raised again once it has settled.
      await still(page);
      await sheet(page, 'full');
      await until(
        page,
        'the odds button',
        `() => [...document.querySelectorAll('button')].some((b) => b.textContent.includes('Work out the odds'))`,
      );
      await page.evaluate(
        `() => [...document.querySelectorAll('button')].find((b) => b.textContent.includes('Work out the odds')).setAttribute('data-engines-tap', '')`,
      );
      await tapOn(page, '[data-engines-tap]');
      await until(page, 'the combat sheet', `() => !!document.querySelector('[data-testid="combat-df"]')`);
      await typeInto(page, '[data-testid="combat-df"]', '3');
      await typeInto(page, '[data-testid="combat-af"]', '12');
      await typeInto(page, '[data-testid="combat-range"]', '10');
      await until(
        page,
        `the odds ${expected.column ?? 'no effect'}`,
        `() => document.querySelector('[data-testid="combat-odds"]')?.textContent === ${JSON.stringify(expected.column ?? 'no effect')}`,
      );
      await still(page);
      await picture('combat');
    });

    test('a board opened from a file is kept in the library across a reload', async () => {
      const path = join(files, 'kept-ridge.json');
      writeFileSync(path, JSON.stringify(KEPT_RIDGE));
      await page.setFile('[data-testid="board-file"]', path);
      const keptShown = `() => document.querySelector('.board-name')?.textContent === 'Kept ridge'`;
      await until(page, 'the board from the file shown', keptShown);
      await page.reload();
      await until(page, 'the kept board back after the reload', keptShown);
      await until(
        page,
        'the kept board listed',
        `() => [...document.querySelectorAll('[data-testid="board-select"] optgroup[label="On this device"] option')].map((o) => o.textContent).join() === 'Kept ridge'`,
      );
    });

    test('the photo tracer: columns and rows typed key by key, the photo read, its corners tapped', async () => {
      const { photo, jpegBytes } = testPhoto();
      const path = join(files, 'board-photo.jpg');
      writeFileSync(path, jpegBytes);
      await sheet(page, 'full');
      await tapOn(page, '[data-testid="photo-open"]');
      await until(page, 'the photo tracer', `() => !!document.querySelector('[data-testid="photo-tracer"]')`);
      await typeInto(page, '[data-testid="photo-columns"]', '10');
      await typeInto(page, '[data-testid="photo-rows"]', '8');
      await until(
        page,
        'columns 10 and rows 8 as typed',
        `() => document.querySelector('[data-testid="photo-columns"]').value === '10' && document.querySelector('[data-testid="photo-rows"]').value === '8'`,
        2_000,
      );
      await page.setFile('[data-testid="photo-file"]', path);
      await until(
        page,
        'the photo shown',
        `() => /scale/.test(document.querySelector('[data-testid="photo-stage"]')?.getAttribute('data-view') ?? '')`,
      );
      for (const corner of photo.corners) {
        const p = await page.evaluate<{ x: number; y: number }>(
          `(c) => {
            const stage = document.querySelector('[data-testid="photo-stage"]');
            const box = stage.getBoundingClientRect();
            const view = JSON.parse(stage.getAttribute('data-view'));
            return { x: box.x + view.x + c.x * view.scale, y: box.y + view.y + c.y * view.scale };
          }`,
          corner,
        );
        await page.tap(p.x, p.y);
      }
      // The first scan waits for the worker to read the photo: under a minute here, more on a loaded machine.
      await until(
        page,
        'hexes proposed from the photo',
        `() => /\\d+,\\d+/.test(document.querySelector('[data-testid="photo-stage"]')?.getAttribute('data-proposals') ?? '')`,
        90_000,
      );
      await still(page);
      await picture('photo');
    });

    test('offline: with the server gone, a reload still opens the app and gives a verdict', async () => {
      await page.navigate('about:blank');
      await page.navigate(`${BASE}#board=${PICKED}`);
      await opened(page, PICKED);
      await until(
        page,
        'the service worker in control',
        '() => !!navigator.serviceWorker?.controller',
        SERVICE_WORKER_MS,
      );
      await endProcess(server);
      await page.reload();
      await opened(page, PICKED);
      await tapHex(page, pair.from);
      await attributeIs(page, '.app', 'data-phase', 'firerChosen');
      await tapHex(page, pair.to);
      await attributeIs(page, '[data-testid="verdict"]', 'data-verdict', 'blocked');
      await picture('offline');
    });
  });
}
