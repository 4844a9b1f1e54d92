// Shared steps of the e2e suite: open the app on a board, find a hex on the
// canvas, tap it, and ask the engine (in Node) what the verdict should be, so
// that each test checks the app shows the engine's answer for a known case.

import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, test } from '@playwright/test';
import type { CDPSession, Locator, Page } from '@playwright/test';

import { loadBoardOrMap } from '../src/board/parse.ts';
import { hexByLabel } from '../src/engine/board-model.ts';
import { evaluateLos } from '../src/engine/index.ts';
import type { RuleSetId, TraceMode } from '../src/engine/rules/ids.ts';
import type { LosResult } from '../src/engine/rules/types.ts';
import type { Board } from '../src/engine/types.ts';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SCREENSHOTS = join(ROOT, 'e2e', 'screenshots');

/** The four sizes players use: phone, tablet portrait and landscape, desktop (narrow: the panel is a bottom sheet). */
export const SIZES = [
  { name: 'phone', width: 390, height: 844, narrow: true },
  { name: 'tablet-portrait', width: 820, height: 1180, narrow: true },
  { name: 'tablet-landscape', width: 1180, height: 820, narrow: false },
  { name: 'desktop', width: 1440, height: 900, narrow: false },
] as const;

/** The browser settings for one of SIZES: a narrow size is a touch device at twice the pixels, as phones and tablets are. */
export const useOfSize = (size: (typeof SIZES)[number]) =>
  size.narrow
    ? { viewport: { width: size.width, height: size.height }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 }
    : { viewport: { width: size.width, height: size.height } };

/** The bundled sample board most tests use (a 33 × 10 PanzerBlitz-style board). */
export const BOARD = 'ridge-and-river';

declare global {
  interface Window {
    __hexlos?: {
      screenOf(label: string): { x: number; y: number } | undefined;
      scale(): number;
      hexPx(): number;
      turned(): boolean;
    };
    __hexlosTimings?: {
      samples: number[];
      stages: {
        total: number;
        input: number;
        worker: number;
        react: number;
        frameWait: number;
        konva: number;
        workerParts?: { toWorker: number; engine: number; toPage: number; apply: number };
      }[];
    };
  }
}

/** Open the app (optionally with a shared-link hash) and wait until a board is drawn. */
export async function openApp(page: Page, hash = '', boardId?: string): Promise<void> {
  await page.goto(`/${hash}`);
  await expect(page.locator('.app')).toHaveAttribute('data-board', boardId ?? /.+/);
  await page.waitForFunction(() => !!window.__hexlos && window.__hexlos.scale() > 0);
}

/** How long the service worker may take to install (it precaches every chunk: slow on a busy machine). */
const SW_INSTALL_MS = 30_000;
/** How long a page may wait for the active worker to claim it before it is reloaded. */
const SW_CLAIM_MS = 10_000;

/**
 * Waits until the service worker controls the page, so that a reload with the
 * network off is served by it. The worker takes over its clients when it
 * activates (workbox `clientsClaim` and `skipWaiting`, vite.config.ts), which
 * the page hears as `controllerchange`; waiting for that event, not polling
 * for `navigator.serviceWorker.controller`, is what stays reliable under load.
 * If the claim is not heard in time, a reload is the fallback: a page loaded
 * while a worker is active is controlled from its first request. Every wait
 * is bounded, so a worker that never comes fails here, with its reason.
 */
export async function serviceWorkerInControl(page: Page): Promise<void> {
  // The test's own budget does not cover the install: add this wait's bounds to it.
  test.info().setTimeout(test.info().timeout + SW_INSTALL_MS + 2 * SW_CLAIM_MS);
  const state = await page.evaluate(
    async ({ installMs, claimMs }) => {
      const sw = navigator.serviceWorker;
      const within = <T>(ms: number, promise: Promise<T>, late: T): Promise<T> =>
        Promise.race([promise, new Promise<T>((settle) => setTimeout(() => settle(late), ms))]);
      if (
        !(await within(
          installMs,
          sw.ready.then(() => true),
          false,
        ))
      )
        return 'not installed';
      if (sw.controller) return 'controlled';
      const claimed = new Promise<boolean>((settle) =>
        sw.addEventListener('controllerchange', () => settle(true), { once: true }),
      );
      // The claim may have landed between the two lines above.
      if (sw.controller) return 'controlled';
      return (await within(claimMs, claimed, false)) ? 'controlled' : 'not claimed';
    },
    { installMs: SW_INSTALL_MS, claimMs: SW_CLAIM_MS },
  );
  expect(state, `the service worker was not active within ${SW_INSTALL_MS / 1000} s`).not.toBe('not installed');
  if (state === 'not claimed') {
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: SW_CLAIM_MS })
      .toBe(true);
  }
}

/** Waits until no finite CSS transition or animation is running (a sheet sliding, a panel opening). */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 8_000 },
  );
}

/**
 * Makes a choice in the panel (a rule set, a trace, a reading, a recent check) as a player does: aimed once the
 * panel's content is still, and tapped again if the panel moved under the finger all the same and said the tap
 * chose nothing (docs/testing.md "A choice counts only from a still panel"). At most three tries: a panel that
 * never keeps still is a failure.
 */
export async function chooseInPanel(page: Page, choice: Locator, touch: boolean): Promise<void> {
  const refusals = page.getByTestId('choice-refused');
  for (let attempt = 1; ; attempt++) {
    await choice.scrollIntoViewIfNeeded();
    // Bounded by expect's timeout: a part arriving or the verdict coming in moves the content for a moment only.
    await expect(page.locator('.panel-scroll')).toHaveAttribute('data-content-still', 'true');
    const before = Number(await refusals.getAttribute('data-refusals'));
    if (touch) await choice.tap();
    else await choice.click();
    // The refusal is counted in the tap's own handler; one frame lets React draw the count.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    const after = Number(await refusals.getAttribute('data-refusals'));
    if (after === before || attempt === 3) return;
  }
}

/** Waits until the map stops moving (a refit after the panels settle, or a framing after a verdict). */
export async function mapSettled(page: Page): Promise<void> {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(
          await page.evaluate(() => [window.__hexlos?.scale(), window.__hexlos?.screenOf('A1')]),
        );
        const same = now === last;
        last = now;
        return same;
      },
      { intervals: [150] },
    )
    .toBe(true);
}

export async function hexPoint(page: Page, label: string): Promise<{ x: number; y: number }> {
  const p = await page.evaluate((l) => window.__hexlos?.screenOf(l), label);
  if (!p) throw new Error(`hex ${label} is not on the board`);
  return p;
}

/** Tap a hex on the canvas with the mouse (or the touchscreen in a touch context). */
export async function tapHex(page: Page, label: string, touch = false): Promise<void> {
  const p = await hexPoint(page, label);
  if (touch) await page.touchscreen.tap(p.x, p.y);
  else await page.mouse.click(p.x, p.y);
}

export async function chooseBoard(page: Page, id: string): Promise<void> {
  if ((await page.locator('.app').getAttribute('data-board')) === id) return;
  await page.getByTestId('board-select').selectOption(id);
  await expect(page.locator('.app')).toHaveAttribute('data-board', id);
}

const boards = new Map<string, Promise<Board>>();

async function readJson(path: string): Promise<unknown> {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** A bundled board or map, loaded in Node by the same loader the worker uses. */
export function loadSampleBoard(id: string): Promise<Board> {
  let pending = boards.get(id);
  if (!pending) {
    pending = (async () => {
      const dir = join(ROOT, 'boards');
      const json = await readJson(join(dir, `${id}.json`));
      const loaded = await loadBoardOrMap(json, async (ref) =>
        readJson(join(dir, ref.endsWith('.json') ? ref : `${ref}.json`)),
      );
      if (!loaded.ok)
        throw new Error(`boards/${id}.json: ${loaded.errors.map((e) => `${e.path} ${e.message}`).join('; ')}`);
      return loaded.board;
    })();
    boards.set(id, pending);
  }
  return pending;
}

/** What the engine says for a pair on a bundled board. */
export async function engineLos(
  id: string,
  from: string,
  to: string,
  rules: RuleSetId = 'arvold',
  trace: TraceMode = 'hex',
): Promise<LosResult> {
  const board = await loadSampleBoard(id);
  const a = hexByLabel(board, from);
  const b = hexByLabel(board, to);
  if (!a || !b) throw new Error(`${from} or ${to} is not on ${id}`);
  return evaluateLos(board, { from: a, to: b, rules, trace });
}

export const verdict = (page: Page) => page.getByTestId('verdict');

export interface Pair {
  readonly from: string;
  readonly to: string;
}

/**
 * The first pair of hexes (in board order, ranges 3..8) for which `wanted`
 * holds: the suite states what kind of case it needs and the sample board
 * supplies one, so editing a sample board does not silently void a test.
 *
 * The search judges every pair before the one found, in the test's own
 * process: a rare case costs seconds of CPU, stretched many times on a busy
 * machine (16.6 s for the town/slope case at load 16). That is the test's
 * setting up, not the page's work, so the time it took is added to the
 * test's budget rather than taken from the steps the budget bounds.
 */
export async function findPair(
  id: string,
  wanted: (from: string, to: string, board: Board) => boolean,
  interior = false,
): Promise<Pair> {
  const started = performance.now();
  try {
    return await searchPair(id, wanted, interior);
  } finally {
    giveBackToBudget(performance.now() - started);
  }
}

/** Adds a test's own setting-up time to its budget (nothing outside a test: a describe's or a file's setting up has none). */
function giveBackToBudget(ms: number): void {
  let info: ReturnType<typeof test.info>;
  try {
    info = test.info();
  } catch {
    return;
  }
  // A budget of 0 is none at all (test.setTimeout(0)): it stays so.
  if (info.timeout > 0) info.setTimeout(info.timeout + Math.ceil(ms));
}

async function searchPair(
  id: string,
  wanted: (from: string, to: string, board: Board) => boolean,
  interior: boolean,
): Promise<Pair> {
  const board = await loadSampleBoard(id);
  const { columns, rows } = board.grid;
  const inside = (c: { column: number; row: number }) =>
    !interior || (c.column >= 2 && c.column <= columns - 3 && c.row >= 1 && c.row <= rows - 2);
  const cells = [...board.cells.values()].filter(inside).sort((a, b) => a.column - b.column || a.row - b.row);
  for (const a of cells) {
    for (const b of cells) {
      const range = Math.max(
        Math.abs(a.hex.q - b.hex.q),
        Math.abs(a.hex.r - b.hex.r),
        Math.abs(a.hex.q + a.hex.r - b.hex.q - b.hex.r),
      );
      if (range < 3 || range > 8) continue;
      if (wanted(a.label, b.label, board)) return { from: a.label, to: b.label };
    }
  }
  throw new Error(`no pair on ${id} fits the case`);
}

export function losOn(
  board: Board,
  from: string,
  to: string,
  rules: RuleSetId = 'arvold',
  trace: TraceMode = 'hex',
): LosResult {
  return evaluateLos(board, { from: hexByLabel(board, from)!, to: hexByLabel(board, to)!, rules, trace });
}

/** Drop a file on the map, as a player dragging a board file from the desktop does. */
export async function dropFile(page: Page, name: string, text: string): Promise<void> {
  await page.evaluate(
    ([fileName, body]) => {
      const dt = new DataTransfer();
      dt.items.add(new File([body], fileName, { type: 'application/json' }));
      const target = document.querySelector('.map-canvas') ?? document.body;
      for (const type of ['dragenter', 'dragover', 'drop']) {
        target.dispatchEvent(new DragEvent(type, { dataTransfer: dt, bubbles: true, cancelable: true }));
      }
    },
    [name, text],
  );
}

// Touch through the DevTools protocol: Playwright's touchscreen taps with one finger only.

export type TouchPoint = { x: number; y: number; id: number };

export async function sendTouch(
  cdp: CDPSession,
  type: 'touchStart' | 'touchMove' | 'touchEnd',
  points: TouchPoint[],
): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: points.map((p) => ({ x: p.x, y: p.y, id: p.id, radiusX: 4, radiusY: 4, force: 1 })),
  });
}

/** A finger pressed and held on a point past the long-press threshold, then lifted (opens the inspector). */
export async function pressAndHold(page: Page, at: { x: number; y: number }): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await sendTouch(cdp, 'touchStart', [{ id: 1, x: at.x, y: at.y }]);
  // The hold itself: the press lasts past the long-press threshold (the gesture, not a wait).
  await page.waitForTimeout(800);
  await sendTouch(cdp, 'touchEnd', []);
  await cdp.detach();
}

/** Two fingers around a centre, spreading from `from` to `to` pixels apart, with an optional shift. */
export async function pinch(
  page: Page,
  centre: { x: number; y: number },
  from: number,
  to: number,
  shift = { x: 0, y: 0 },
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const at = (d: number, t: number): TouchPoint[] => [
    { id: 1, x: centre.x - d / 2 + shift.x * t, y: centre.y + shift.y * t },
    { id: 2, x: centre.x + d / 2 + shift.x * t, y: centre.y + shift.y * t },
  ];
  await sendTouch(cdp, 'touchStart', at(from, 0).slice(0, 1));
  await sendTouch(cdp, 'touchStart', at(from, 0));
  const steps = 8;
  for (let i = 1; i <= steps; i++) {
    await sendTouch(cdp, 'touchMove', at(from + ((to - from) * i) / steps, i / steps));
    // Finger moves a frame apart, as a hand makes them: the gesture's pace, not a wait.
    await page.waitForTimeout(16);
  }
  await sendTouch(cdp, 'touchEnd', at(to, 1).slice(1));
  await sendTouch(cdp, 'touchEnd', []);
  await cdp.detach();
}

/**
 * Colour-vision simulations (Machado, Oliveira and Fernandes 2009, full
 * severity; achromatopsia as luminance alone), applied to the whole page as an
 * SVG filter, so a screenshot shows what a player with that vision sees.
 */
export const SIMULATIONS = {
  deuteranopia:
    '0.367322 0.860646 -0.227968 0 0  0.280085 0.672501 0.047413 0 0  -0.011820 0.042940 0.968881 0 0  0 0 0 1 0',
  protanopia:
    '0.152286 1.052583 -0.204868 0 0  0.114503 0.786281 0.099216 0 0  -0.003882 -0.048116 1.051998 0 0  0 0 0 1 0',
  tritanopia:
    '1.255528 -0.076749 -0.178779 0 0  -0.078411 0.930809 0.147602 0 0  0.004733 0.691367 0.303900 0 0  0 0 0 1 0',
  achromatopsia: '0.299 0.587 0.114 0 0  0.299 0.587 0.114 0 0  0.299 0.587 0.114 0 0  0 0 0 1 0',
} as const;

/** Puts one of SIMULATIONS over the whole page (undefined takes it off). */
export async function simulateVision(page: Page, matrix: string | undefined): Promise<void> {
  await page.evaluate((values) => {
    document.getElementById('cvd-sim')?.remove();
    document.documentElement.style.filter = '';
    if (!values) return;
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.id = 'cvd-sim';
    svg.setAttribute('style', 'position:absolute;width:0;height:0');
    svg.innerHTML = `<filter id="cvd"><feColorMatrix type="matrix" values="${values}"/></filter>`;
    document.body.append(svg);
    document.documentElement.style.filter = 'url(#cvd)';
  }, matrix);
}

/** Opens the verdict's side view (on a narrow screen, the sheet first) and waits until it is open. */
export async function openSideView(page: Page, narrow: boolean): Promise<Locator> {
  if (narrow) {
    await page.getByTestId('sheet-handle').tap();
    // As a player does, the view is opened once the sheet has risen: what slides under a finger while the sheet is
    // still moving is not what was aimed at (docs/testing.md "A choice counts only from a still panel").
    await animationsDone(page);
  }
  const view = page.getByTestId('side-view');
  await view.locator('summary').scrollIntoViewIfNeeded();
  if (narrow) await view.locator('summary').tap();
  else await view.locator('summary').click();
  await expect(view).toHaveAttribute('open', '');
  return view;
}

/**
 * What stands over the map (a notice, a part that failed) keeps off the buttons over it: the toolbar's, and the
 * Audit button under it, which it covered until dismissed.
 */
export async function expectKeepsOffMapButtons(page: Page, over: Locator, what: string): Promise<void> {
  const box = await over.boundingBox();
  expect(box, `${what} is on screen`).not.toBeNull();
  if (!box) return;
  for (const button of await page.locator('.map-top button, .audit button').all()) {
    const b = await button.boundingBox();
    if (!b) continue;
    const apart =
      b.y + b.height <= box.y || box.y + box.height <= b.y || b.x + b.width <= box.x || box.x + box.width <= b.x;
    expect(apart, `${what} keeps off the button “${await button.textContent()}”`).toBe(true);
  }
}

export interface DrawnText {
  readonly text: string;
  /** The canvas transform's first column when the text was drawn: (a, b) is where the text's "right" points on screen. */
  readonly a: number;
  readonly b: number;
}

/** Records every text drawn on a canvas in the page, with the transform it was drawn under. */
export async function recordCanvasText(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const drawn: { text: string; a: number; b: number }[] = [];
    (window as unknown as { __drawnText: typeof drawn }).__drawnText = drawn;
    for (const name of ['fillText', 'strokeText'] as const) {
      const original = CanvasRenderingContext2D.prototype[name];
      CanvasRenderingContext2D.prototype[name] = function (this: CanvasRenderingContext2D, ...args) {
        // Only the map's own layers: a picture drawn off the page is turned with the board when it is painted.
        if (this.canvas.isConnected) {
          const m = this.getTransform();
          drawn.push({ text: String(args[0]), a: m.a, b: m.b });
        }
        return original.apply(this, args);
      } as typeof original;
    }
  });
}

/** Every text drawn on the page's canvases since recordCanvasText. */
export const drawnText = (page: Page): Promise<DrawnText[]> =>
  page.evaluate(() => (window as unknown as { __drawnText: DrawnText[] }).__drawnText.slice());
