// @vitest-environment jsdom
// Start-up against a player who does not wait for it: a file opened while the
// app is still starting (its board list, its first board, a link's board on
// their way) is neither lost nor replaced, and a reload of the page's own
// address never keeps a second copy of the board it carries. The engine runs
// in-process behind the real client; the library is IndexedDB (fake-indexeddb).
// Each test holds one of the engine's answers to put the two in a known order,
// and gets fresh modules (the store and start-up's watchers are per page).

// oxlint-disable-next-line import/no-unassigned-import
import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest';

import { BoardLibrary } from '../board/library/library.ts';
import { KEPT_RIDGE } from '../board/library/testing.ts';
import { labelOf } from '../engine/board-model.ts';
import type { EngineApi } from '../worker/protocol.ts';

const keptFile = () => ({ name: 'kept-ridge.json', text: JSON.stringify(KEPT_RIDGE) });

/** How long a held step may take to be asked for: far more than start-up needs in-process; a bound so a miss fails with its reason. */
const ASKED_WITHIN_MS = 5000;

function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(
      () => fail(new Error(`${what} was not asked for within ${ASKED_WITHIN_MS} ms`)),
      ASKED_WITHIN_MS,
    );
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

interface Held {
  /** Settles when the engine is first asked the method (its work starts at once, as in the worker). */
  readonly asked: Promise<void>;
  /** Lets the answer go back. */
  release(): void;
}

/** The engine in-process, whose next answer to a method can be held back (a slow worker), the work itself done when asked. */
function heldEngine(shell: EngineApi): { api: EngineApi; hold(method: keyof EngineApi): Held } {
  const holds = new Map<PropertyKey, { asked: () => void; released: Promise<void> }>();
  const api = new Proxy(shell, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const answer: unknown = value.apply(target, args);
        const held = holds.get(prop);
        if (!held) return answer;
        holds.delete(prop);
        held.asked();
        return held.released.then(() => answer);
      };
    },
  });
  return {
    api,
    hold(method) {
      let asked!: () => void;
      let release!: () => void;
      const askedOnce = new Promise<void>((settle) => (asked = settle));
      holds.set(method, { asked, released: new Promise<void>((settle) => (release = settle)) });
      return { asked: askedOnce, release };
    },
  };
}

let dbCount = 0;

/** A page's modules, fresh (as after a reload), over the device's library database `db`. */
async function page(db: string) {
  vi.resetModules();
  const store = await import('../store/index.ts');
  const { setBoardLibrary } = await import('../store/library-slice.ts');
  const { startApp } = await import('./startup.ts');
  const { EngineShell } = await import('../worker/engine-api.ts');
  const { createEngineClient } = await import('../worker/client.ts');
  const shell = new EngineShell();
  const engine = heldEngine(shell);
  store.setEngineClient(createEngineClient(engine.api, false));
  setBoardLibrary(new BoardLibrary(() => createStore(db, 'boards'), Date.now, db));
  return { app: store.useAppStore, startApp, hold: engine.hold, shell };
}

const deviceLibrary = (db: string) => new BoardLibrary(() => createStore(db, 'boards'), Date.now, db);
const rememberedBoard = (): unknown =>
  (JSON.parse(localStorage.getItem('hexlos:last') ?? '{}') as { boardId?: unknown }).boardId;

let db: string;

/** The window's hashchange listeners each test's pages added: an earlier page's store must not hear a later link. */
const heard: [string, EventListenerOrEventListenerObject][] = [];

beforeEach(() => {
  const adding = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    if (String(type) === 'hashchange') heard.push([type, listener]);
    adding(type, listener, options);
  });
  onTestFinished(() => {
    vi.restoreAllMocks();
    for (const [type, listener] of heard.splice(0)) window.removeEventListener(type, listener);
  });
  db = `startup-${++dbCount}`;
  localStorage.clear();
  history.replaceState(null, '', '/');
  // jsdom has no matchMedia; start-up asks it for the theme.
  globalThis.matchMedia = (() => ({ matches: false })) as unknown as typeof matchMedia;
});

describe('a file opened while the app is starting', () => {
  test('while start-up’s own board loads: the file’s board stays on screen, is kept once, and is the one a reload opens', async () => {
    const { app, startApp, hold, shell } = await page(db);
    const second = shell.boards()[1];
    // Last time the second bundled board was open: start-up asks for it, then (its answer made stale) would try the first.
    localStorage.setItem('hexlos:last', JSON.stringify({ boardId: second.id }));
    const startupBoard = hold('loadBundled');
    const starting = startApp();
    await within(startupBoard.asked, 'start-up’s board');
    const opening = app.getState().openFiles([keptFile()]);
    startupBoard.release();
    await Promise.all([starting, opening]);

    expect(app.getState().boardId).toBe('kept-ridge');
    expect(app.getState().board?.name).toBe('Kept ridge');
    expect(app.getState().library.map((m) => m.key)).toEqual(['kept-ridge']);
    expect(rememberedBoard()).toBe('kept-ridge');
  });

  test('while a link’s board is unpacked: the file’s load is not made stale by start-up’s, and the link’s board is not opened over it', async () => {
    const { app, startApp, hold, shell } = await page(db);
    const packed = shell.packBoardLink([
      { name: 'far-hill.json', text: JSON.stringify({ ...KEPT_RIDGE, id: 'far-hill', name: 'Far hill' }) },
    ]);
    if (!packed.ok) throw new Error('the link board did not pack');
    history.replaceState(null, '', `/#board=far-hill&b=${packed.payload}`);
    const unpacking = hold('unpackBoardLink');
    const starting = startApp();
    await within(unpacking.asked, 'the link’s board');
    const playerLoad = hold('loadFiles');
    const opening = app.getState().openFiles([keptFile()]);
    await within(playerLoad.asked, 'the file’s board');
    unpacking.release();
    // Start-up ends without the file's answer: whatever it asked for, it asked before the file's board came back.
    await starting;
    playerLoad.release();
    await opening;

    expect(app.getState().board?.name).toBe('Kept ridge');
    expect(app.getState().boardId).toBe('kept-ridge');
    expect(app.getState().library.map((m) => m.key)).toEqual(['kept-ridge']);
  });

  test('while the bundled list is on its way: the list still arrives, and the file’s board stays', async () => {
    const { app, startApp, hold, shell } = await page(db);
    const listing = hold('boards');
    const starting = startApp();
    await within(listing.asked, 'the bundled list');
    const opening = app.getState().openFiles([keptFile()]);
    listing.release();
    await Promise.all([starting, opening]);

    expect(app.getState().boardList.map((b) => b.id)).toEqual(shell.boards().map((b) => b.id));
    expect(app.getState().boardId).toBe('kept-ridge');
    expect(app.getState().library.map((m) => m.key)).toEqual(['kept-ridge']);
  });
});

describe('a link to a bundled board', () => {
  test('its board opens and its line is asked while the device’s library is still being read', async () => {
    const { app, startApp, hold, shell } = await page(db);
    const bundled = shell.boards()[0];
    const [from, to] = ['C2', 'G5'];
    history.replaceState(null, '', `/#board=${bundled.id}&from=${from}&to=${to}`);
    // The library held: its listing settles only when released.
    let releaseLibrary!: () => void;
    const libraryHeld = new Promise<void>((settle) => (releaseLibrary = settle));
    const listLibrary = app.getState().refreshLibrary;
    app.setState({ refreshLibrary: () => libraryHeld.then(listLibrary) });
    const verdict = hold('los');
    const starting = startApp();
    await within(verdict.asked, 'the link’s line');
    expect(app.getState().boardId).toBe(bundled.id);
    expect(app.getState().firer).toBeDefined();
    verdict.release();
    releaseLibrary();
    await starting;
    expect(app.getState().boardId).toBe(bundled.id);
  });

  /** A link's board opened, its verdict back, and the device's library still being read (released by the caller). */
  async function verdictBeforeLibrary(hash: string) {
    const p = await page(db);
    history.replaceState(null, '', `/${hash}`);
    let releaseLibrary!: () => void;
    const libraryHeld = new Promise<void>((settle) => (releaseLibrary = settle));
    const listLibrary = p.app.getState().refreshLibrary;
    p.app.setState({ refreshLibrary: () => libraryHeld.then(listLibrary) });
    const starting = p.startApp();
    await vi.waitFor(() => expect(p.app.getState().phase).toBe('result'), { timeout: ASKED_WITHIN_MS });
    return { ...p, starting, releaseLibrary };
  }

  test('a link pasted while the library is still being read is heard, and applied once start-up has ended', async () => {
    const bundled = (await page(db)).shell.boards()[0];
    const { app, starting, releaseLibrary } = await verdictBeforeLibrary(`#board=${bundled.id}&from=C2&to=G5`);
    window.location.hash = '#board=nowhere-hill&from=A1&to=B2';
    // The hashchange event is delivered in a task of its own: let it come while the library is still held.
    await new Promise((settle) => setTimeout(settle, 0));
    releaseLibrary();
    await starting;
    const { linksSettled } = await import('./link-arrival.ts');
    await linksSettled();
    expect(app.getState().notices).toHaveLength(1);
    expect(app.getState().notices[0]).toContain(
      'This link is for the board “nowhere-hill”, which is not on this device',
    );
    expect(app.getState().boardId).toBe(bundled.id);
  });

  test('the link’s readings are kept on this device before the library is read (a tab closed then keeps them)', async () => {
    const bundled = (await page(db)).shell.boards()[0];
    localStorage.setItem('hexlos:last', JSON.stringify({ boardId: bundled.id, readings: { noteL: 'together' } }));
    // A link of no readings was judged by HexLOS's: they replace the device's.
    const { starting, releaseLibrary } = await verdictBeforeLibrary(`#board=${bundled.id}&from=C2&to=G5`);
    const kept = JSON.parse(localStorage.getItem('hexlos:last') ?? '{}') as { readings?: unknown };
    expect(kept.readings ?? {}).toEqual({});
    releaseLibrary();
    await starting;
  });
});

describe('the page’s own address, reloaded', () => {
  /** The device after a first visit: the file kept (renamed since, when `renamed`), and the address that visit wrote. */
  async function visited(renamed: boolean): Promise<string> {
    const first = await page(db);
    await first.startApp();
    await first.app.getState().openFiles([keptFile()]);
    await vi.waitFor(() => expect(window.location.hash).toContain('b='), { timeout: ASKED_WITHIN_MS });
    const address = window.location.hash;
    if (renamed) {
      await first.app.getState().renameInLibrary('kept-ridge', 'Hill by the farm');
      // The first page writes its address once more (the renamed board re-packed): after that it is quiet.
      await vi.waitFor(() => expect(window.location.hash).not.toBe(address), { timeout: ASKED_WITHIN_MS });
    }
    // The address written before the rename: what a reload finds when it comes before the re-pack, or in another tab.
    return address;
  }

  test('after the open board was renamed: it opens, renamed, from the library, and no second copy is kept', async () => {
    const address = await visited(true);
    // What a reload keeps: the address as it was last written, and its history entry.
    const entry: unknown = history.state;
    history.replaceState(entry, '', `/${address}`);

    const again = await page(db);
    await again.startApp();
    expect(again.app.getState().boardId).toBe('kept-ridge');
    expect(again.app.getState().board?.name).toBe('Hill by the farm');
    const kept = await deviceLibrary(db).list();
    expect(kept.ok && kept.value.map((m) => `${m.key}: ${m.name}`)).toEqual(['kept-ridge: Hill by the farm']);
  });

  test('the same address opened elsewhere (no history entry of this page) still keeps the board it carries beside the renamed one', async () => {
    const address = await visited(true);
    history.replaceState(null, '', `/${address}`);

    const elsewhere = await page(db);
    await elsewhere.startApp();
    expect(elsewhere.app.getState().board?.name).toBe('Kept ridge');
    const kept = await deviceLibrary(db).list();
    expect(kept.ok && kept.value.map((m) => m.key).sort()).toEqual(['kept-ridge', 'kept-ridge-2']);
  });

  test('renaming the open board re-packs the board the address carries', async () => {
    const { app, startApp, shell } = await page(db);
    await startApp();
    await app.getState().openFiles([keptFile()]);
    await vi.waitFor(() => expect(window.location.hash).toContain('b='), { timeout: ASKED_WITHIN_MS });
    const before = window.location.hash;
    await app.getState().renameInLibrary('kept-ridge', 'Hill by the farm');
    await vi.waitFor(() => expect(window.location.hash).not.toBe(before), { timeout: ASKED_WITHIN_MS });
    const carried = new URLSearchParams(window.location.hash.slice(1)).get('b') ?? '';
    const unpacked = shell.unpackBoardLink(carried);
    expect(unpacked.ok && (JSON.parse(unpacked.files[0].text) as { name: string }).name).toBe('Hill by the farm');
  });
});

describe('the address of a pick', () => {
  /** A started page with a firer and a target chosen on its first board, the verdict answered. */
  async function picked() {
    const p = await page(db);
    await p.startApp();
    const { board } = p.app.getState();
    if (!board) throw new Error('no board opened');
    const [firer, target, other] = [...board.cells.values()].map((c) => c.hex);
    p.app.getState().setFirer(firer);
    p.app.getState().setTarget(target, performance.now());
    await vi.waitFor(() => expect(p.app.getState().phase).toBe('result'), { timeout: ASKED_WITHIN_MS });
    const label = (h: { q: number; r: number }) =>
      [...board.cells.values()].find((c) => c.hex.q === h.q && c.hex.r === h.r)?.label ?? '';
    return { ...p, board, target, other, label };
  }
  const named = (key: string) => new URLSearchParams(window.location.hash.slice(1)).get(key);

  test('is written once the pick has settled, not with its verdict; a newer pick in the wait is the one written', async () => {
    const { app, other, label, target } = await picked();
    const { ADDRESS_SETTLE_MS } = await import('./address-sync.ts');
    expect(named('to')).toBeNull();
    app.getState().setTarget(other, performance.now());
    await vi.waitFor(() => expect(app.getState().phase).toBe('result'), { timeout: ASKED_WITHIN_MS });
    await vi.waitFor(() => expect(named('to')).toBe(label(other)), { timeout: ADDRESS_SETTLE_MS + ASKED_WITHIN_MS });
    expect(named('to')).not.toBe(label(target));
  });

  test('the share button’s flush writes it at once', async () => {
    const { label, target } = await picked();
    const { flushAddress } = await import('./address-sync.ts');
    flushAddress();
    expect(named('to')).toBe(label(target));
  });

  test('a page left before its pick settled keeps that address for its own reload, and only for a reload', async () => {
    const { label, target } = await picked();
    const written = window.location.hash;
    window.dispatchEvent(new Event('pagehide'));
    const left = window.location.hash;
    expect(new URLSearchParams(left.slice(1)).get('to')).toBe(label(target));
    // What the browser reloads: the address as last written before the page heard it was left.
    history.replaceState(null, '', `/${written}`);
    const navigation = vi
      .spyOn(performance, 'getEntriesByType')
      .mockReturnValue([{ type: 'reload' } as unknown as PerformanceEntry]);
    const reloaded = await page(db);
    await reloaded.startApp();
    navigation.mockRestore();
    expect(window.location.hash).toBe(left);
    expect(reloaded.app.getState().target).toEqual(target);
    // The kept address is used once: a later start that is not a reload finds none.
    expect(sessionStorage.getItem('hexlos:address-on-leaving')).toBeNull();
  });
});

describe('a link arriving in the open page (pasted into the address bar, back and forward)', () => {
  /** A started page on its first bundled board, and a line's labels on the second. */
  async function started() {
    const p = await page(db);
    await p.startApp();
    const second = p.shell.boards()[1];
    await p.app.getState().openBoard(second.id);
    const cells = [...(p.app.getState().board?.cells.values() ?? [])];
    await p.app.getState().openBoard(p.shell.boards()[0].id);
    const { linksSettled } = await import('./link-arrival.ts');
    return { ...p, second: second.id, from: cells[0].label, to: cells[5].label, linksSettled };
  }

  test('its board, rules, readings and line are applied, with the notice a fresh opening shows', async () => {
    const { app, second, from, to, linksSettled } = await started();
    window.location.hash = `#board=${second}&rules=arvold&from=${from}&to=${to}&reading.noteL=together`;
    await vi.waitFor(() => expect(app.getState().boardId).toBe(second), { timeout: ASKED_WITHIN_MS });
    await linksSettled();
    await vi.waitFor(() => expect(app.getState().phase).toBe('result'), { timeout: ASKED_WITHIN_MS });
    const { board, firer, target } = app.getState();
    expect(board && firer && target && [labelOf(board, firer), labelOf(board, target)]).toEqual([from, to]);
    expect(app.getState().readings).toEqual({ noteL: 'together' });
    // 000 L: the notice a fresh opening of this link shows.
    expect(app.getState().notices).toEqual([
      'This link is judged by a house reading: 000 note L, orange and purple counted together. It is now used on this device too; change it under House readings.',
    ]);
  });

  test('a link for a board this device does not have leaves the player’s board and line, and says so', async () => {
    const { app, shell } = await started();
    const board = app.getState().board!;
    const [a, b] = [...board.cells.values()];
    app.getState().setFirer(a.hex);
    app.getState().setTarget(b.hex, performance.now());
    await vi.waitFor(() => expect(app.getState().phase).toBe('result'), { timeout: ASKED_WITHIN_MS });
    window.location.hash = '#board=nowhere-hill&from=A1&to=B2';
    await vi.waitFor(() => expect(app.getState().notices).toHaveLength(1), { timeout: ASKED_WITHIN_MS });
    expect(app.getState().notices[0]).toContain(
      'This link is for the board “nowhere-hill”, which is not on this device',
    );
    expect(app.getState().boardId).toBe(shell.boards()[0].id);
    expect(app.getState().firer).toEqual(a.hex);
    expect(app.getState().target).toEqual(b.hex);
  });

  test('the page’s own address writes are not taken for a link arriving', async () => {
    const { app } = await started();
    const { ADDRESS_SETTLE_MS } = await import('./address-sync.ts');
    const shown = vi.fn();
    app.setState({ showNotices: shown });
    const cleared = vi.spyOn(app.getState(), 'clearPick');
    const board = app.getState().board!;
    const [a, b] = [...board.cells.values()];
    app.getState().setFirer(a.hex);
    app.getState().setTarget(b.hex, performance.now());
    await vi.waitFor(() => expect(new URLSearchParams(window.location.hash.slice(1)).get('to')).toBe(b.label), {
      timeout: ADDRESS_SETTLE_MS + ASKED_WITHIN_MS,
    });
    // The page's own rule-set change writes the address at once, too.
    app.getState().setRules('original');
    await vi.waitFor(() => expect(window.location.hash).toContain('rules=original'), { timeout: ASKED_WITHIN_MS });
    window.dispatchEvent(new HashChangeEvent('hashchange', { newURL: window.location.href }));
    const { linksSettled } = await import('./link-arrival.ts');
    await linksSettled();
    expect(shown).not.toHaveBeenCalled();
    expect(cleared).not.toHaveBeenCalled();
    expect(app.getState().target).toEqual(b.hex);
  });
});
