// The tap flow as explicit states, and stale worker answers ignored
// (docs/architecture.md#the-stores). The engine is a fake here: the store only
// forwards questions and applies answers.

import { beforeEach, describe, expect, test, vi } from 'vitest';

import { parseBoard } from '../board/parse.ts';
import type { LosQuery, LosResult } from '../engine/rules/types.ts';
import type { Axial, Board } from '../engine/types.ts';
import { createEngineClient } from '../worker/client.ts';
import { type Answer, CANCELLED, type EngineApi, type LoadAnswer } from '../worker/protocol.ts';
import { readCombatInput } from './combat-input.ts';
import { resetAppStore, setEngineClient, useAppStore } from './index.ts';
import { readPrefs, writePrefs } from './persist.ts';
import { COMPARE_DELAY_MS } from './pick-slice.ts';

function testBoard(): Board {
  const loaded = parseBoard({
    format: 'hexlos-board/1',
    id: 'store-test',
    name: 'Store test',
    family: 'panzerblitz',
    grid: { columns: 8, rows: 6, shifted: 'odd' },
    defaultTerrain: 'clear',
    hexes: { C2: { terrain: 'hilltop' } },
    hexsides: [],
  });
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
  return loaded.board;
}

const board = testBoard();
const hex = (label: string): Axial => {
  const key = board.labels.get(label);
  if (!key) throw new Error(label);
  return board.cells.get(key)!.hex;
};

function fakeResult(query: LosQuery, visible: boolean): LosResult {
  const end = (h: Axial) => ({
    hex: h,
    label: '',
    level: 'G' as const,
    terrain: 'clear' as const,
    elevation: 0,
    inGully: false,
  });
  return {
    from: query.from,
    to: query.to,
    range: 3,
    rules: query.rules,
    trace: query.trace ?? 'hex',
    firer: end(query.from),
    target: end(query.to),
    visible,
    steps: [[query.from], [query.to]],
    routes: { count: 1n, blocked: visible ? 0n : 1n },
    reasons: visible ? [] : [{ rule: 'C', kind: 'pair', text: 'Blocked (note C).' }],
    notes: [],
  };
}

interface Pending {
  query: LosQuery;
  resolve: (a: Answer<LosResult>) => void;
}

function fakeEngine() {
  const pending: Pending[] = [];
  /** Viewsheds held unanswered (a slow worker), and how often the store cancelled one. */
  const viewsheds: ((answer: Answer<Axial[]>) => void)[] = [];
  const cancels = { viewshed: 0 };
  let viewshedHeld = false;
  const loadAnswer = (b: Board): LoadAnswer => ({
    ok: true,
    board: b,
    warnings: [],
    ruleSets: [
      { id: 'arvold', name: 'Arvold', source: '000', families: ['panzerblitz'], traces: ['hex', 'real'] },
      { id: 'original', name: 'Original', source: '003', families: ['panzerblitz'], traces: ['hex', 'real'] },
    ],
    defaultRules: 'arvold',
  });
  const api: EngineApi = {
    boards: () => [{ id: 'store-test', name: 'Store test', family: 'panzerblitz' }],
    loadBundled: () => loadAnswer(board),
    loadFiles: () => ({
      ok: false,
      errors: [{ path: 'hexes.Z9', hex: 'Z9', message: 'label outside the grid' }],
      warnings: [],
    }),
    los: (query) => new Promise((resolve) => pending.push({ query, resolve })),
    losAllRules: () => [
      { id: 'arvold', name: 'Arvold', visible: false },
      { id: 'original', name: 'Original', visible: true },
    ],
    viewshed: () =>
      viewshedHeld ? new Promise((resolve) => viewsheds.push(resolve)) : { ok: true, value: [hex('D2'), hex('E3')] },
    cancelViewshed: () => {
      cancels.viewshed++;
      for (const resolve of viewsheds.splice(0)) resolve({ ok: false, message: CANCELLED });
    },
    workDone: () => ({ viewsheds: 0, cancelled: 0, judged: 0, loadsStopped: 0 }),
    bootTimes: () => ({ started: 0 }),
    combat: () => ({ ok: false, message: 'not needed here' }),
    packBoardLink: () => ({ ok: false, chars: 0 }),
    unpackBoardLink: () => ({ ok: false, message: 'not needed here' }),
    holdPhoto: () => ({ ok: false, message: 'not needed here' }),
    scanPhoto: () => ({ ok: false, message: 'not needed here' }),
    warpPhoto: () => ({ ok: false, message: 'not needed here' }),
    openModule: () => ({ ok: false, message: 'not needed here' }),
    holdModuleBoard: async () => ({ ok: false, message: 'not needed here' }),
    audit: async () => ({ ok: false, message: 'not needed here' }),
    auditProgress: () => undefined,
    cancelAudit: () => {},
  };
  return { api, pending, viewsheds, cancels, holdViewsheds: () => (viewshedHeld = true) };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

let engine: ReturnType<typeof fakeEngine>;

beforeEach(async () => {
  resetAppStore();
  engine = fakeEngine();
  setEngineClient(createEngineClient(engine.api, false));
  await useAppStore.getState().fetchBoardList();
  await useAppStore.getState().openBundled('store-test');
});

describe('the tap flow', () => {
  test('idle → firerChosen → tracing → result', async () => {
    const s = useAppStore.getState;
    expect(s().phase).toBe('idle');
    s().tapHex(hex('C2'));
    expect(s().phase).toBe('firerChosen');
    s().tapHex(hex('F4'));
    expect(s().phase).toBe('tracing');
    await flush();
    engine.pending[0].resolve({ ok: true, value: fakeResult(engine.pending[0].query, false) });
    await flush();
    expect(s().phase).toBe('result');
    expect(s().result?.visible).toBe(false);
    // The comparison row is asked a moment after the verdict, not with it.
    expect(s().verdicts).toEqual([]);
    await vi.waitFor(() => expect(s().verdicts.map((v) => v.id)).toEqual(['arvold', 'original']), {
      timeout: COMPARE_DELAY_MS + 2000,
    });
  });

  test('after a line, two taps make a new pair (C2→G5, then N4, S4 gives N4→S4)', async () => {
    const s = useAppStore.getState;
    s().tapHex(hex('C2'));
    s().tapHex(hex('G5'));
    s().tapHex(hex('B5'));
    expect(s().phase).toBe('firerChosen');
    expect(s().firer).toEqual(hex('B5'));
    expect(s().target).toBeUndefined();
    s().tapHex(hex('E6'));
    expect(s().firer).toEqual(hex('B5'));
    expect(s().target).toEqual(hex('E6'));
  });

  test('"same firer": tapping elsewhere moves the target; tapping the firer starts over', async () => {
    const s = useAppStore.getState;
    s().setNextTap('target');
    s().tapHex(hex('C2'));
    s().tapHex(hex('F4'));
    s().tapHex(hex('G5'));
    expect(s().target).toEqual(hex('G5'));
    expect(s().firer).toEqual(hex('C2'));
    s().tapHex(hex('C2'));
    expect(s().phase).toBe('idle');
    expect(s().firer).toBeUndefined();
  });

  test('a hex off the board is not selected', () => {
    useAppStore.getState().tapHex({ q: 40, r: 40 });
    expect(useAppStore.getState().phase).toBe('idle');
  });

  test('answered checks are kept, newest first, bounded, and a tap brings one back', async () => {
    const s = useAppStore.getState;
    s().setNextTap('target');
    s().tapHex(hex('C2'));
    const targets = ['D2', 'E2', 'F2', 'G2', 'H2', 'D4', 'E4', 'F4'];
    for (const t of targets) {
      s().tapHex(hex(t));
      await flush();
      const p = engine.pending.at(-1)!;
      p.resolve({ ok: true, value: fakeResult(p.query, t !== 'E4') });
      await flush();
    }
    expect(s().recent.map((c) => c.toLabel)).toEqual(['F4', 'E4', 'D4', 'H2', 'G2', 'F2']);
    expect(s().recent[1]).toMatchObject({ fromLabel: 'C2', visible: false, rules: 'arvold' });
    s().restoreCheck(s().recent[3]);
    expect(s().target).toEqual(hex('H2'));
    expect(s().phase).toBe('tracing');
  });

  test('a stale answer (the target moved since) is ignored', async () => {
    const s = useAppStore.getState;
    s().setNextTap('target');
    s().tapHex(hex('C2'));
    s().tapHex(hex('F4'));
    s().tapHex(hex('G5'));
    await flush();
    const [first, second] = engine.pending;
    second.resolve({ ok: true, value: fakeResult(second.query, true) });
    await flush();
    first.resolve({ ok: true, value: fakeResult(first.query, false) });
    await flush();
    expect(s().result?.to).toEqual(hex('G5'));
    expect(s().result?.visible).toBe(true);
  });

  test('an engine error is shown as a value, not thrown', async () => {
    const s = useAppStore.getState;
    s().tapHex(hex('C2'));
    s().tapHex(hex('F4'));
    await flush();
    engine.pending[0].resolve({ ok: false, message: 'rule set tagg is not implemented yet' });
    await flush();
    expect(s().phase).toBe('result');
    expect(s().losError).toMatch(/not implemented/);
  });

  test('swap exchanges firer and target and asks again', async () => {
    const s = useAppStore.getState;
    s().tapHex(hex('C2'));
    s().tapHex(hex('F4'));
    s().swapEnds();
    expect(s().firer).toEqual(hex('F4'));
    expect(s().target).toEqual(hex('C2'));
    await flush();
    expect(engine.pending.at(-1)?.query.from).toEqual(hex('F4'));
  });
});

describe('boards', () => {
  test('a bad file shows its located problems and keeps the board', async () => {
    const s = useAppStore.getState;
    const before = s().board;
    expect(await s().openFiles([{ name: 'bad.json', text: '{}' }])).toBe(false);
    expect(s().board).toBe(before);
    expect(s().problems?.errors[0]).toMatchObject({ hex: 'Z9', path: 'hexes.Z9' });
    s().dismissProblems();
    expect(s().problems).toBeUndefined();
  });
});

describe('viewshed and combat inputs', () => {
  test('the viewshed is asked for the firer when the overlay is on', async () => {
    const s = useAppStore.getState;
    s().setShowViewshed(true);
    s().tapHex(hex('C2'));
    await flush();
    expect([...(s().viewshed?.hexes ?? [])].sort()).toEqual([hex('D2'), hex('E3')].map((h) => `${h.q},${h.r}`).sort());
  });

  test.each([
    { name: 'the overlay turned off', stop: () => useAppStore.getState().setShowViewshed(false) },
    { name: 'the firer cleared', stop: () => useAppStore.getState().clearPick() },
  ])('a viewshed still running is cancelled in the worker when $name', async ({ stop }) => {
    const s = useAppStore.getState;
    engine.holdViewsheds();
    s().setShowViewshed(true);
    s().tapHex(hex('C2'));
    await flush();
    expect(s().viewshedBusy).toBe(true);
    stop();
    await flush();
    expect(engine.cancels.viewshed).toBe(1);
    expect(s().viewshedBusy).toBe(false);
    expect(s().viewshed).toBeUndefined();
    expect(s().viewshedError).toBeUndefined();
  });

  test('the combat sheet reads what was typed and says what is missing', () => {
    const s = useAppStore.getState;
    s().tapHex(hex('C2'));
    s().tapHex(hex('F4'));
    s().updateCombatRow(1, { af: '12', range: '10' });
    expect(readCombatInput(s()).problem).toMatch(/defence factor/);
    s().updateCombatTarget({ df: '3' });
    const reading = readCombatInput(s());
    expect(reading.problem).toBeUndefined();
    expect(reading.input?.firers[0]).toMatchObject({
      hex: hex('C2'),
      af: { n: 12, d: 1 },
      range: 10,
      weaponClass: 'H',
    });
    s().addCombatRow();
    s().updateCombatRow(2, { hex: 'zz99', af: '4', range: '6' });
    expect(readCombatInput(s()).rowProblems.get(2)).toMatch(/ZZ99 is not on this board/);
  });
});

describe('house readings (docs/rules.md, Disputed readings)', () => {
  test('a house reading is kept (only where it differs from the default) and the open line is asked again under it', async () => {
    const s = useAppStore.getState;
    s().tapHex(hex('C2'));
    s().tapHex(hex('F4'));
    await flush();
    expect(engine.pending[0].query.readings).toBeUndefined();
    s().setReading('noteL', 'together');
    await flush();
    expect(s().readings).toEqual({ noteL: 'together' });
    expect(engine.pending.at(-1)?.query.readings).toEqual({ noteL: 'together' });
    const asked = engine.pending.length;
    // The same value, or a value the reading does not have, asks nothing.
    s().setReading('noteL', 'together');
    s().setReading('noteL', 'sometimes');
    await flush();
    expect(engine.pending.length).toBe(asked);
    // Back to the default: nothing is kept, and the question carries no readings.
    s().setReading('noteL', 'separate');
    await flush();
    expect(s().readings).toEqual({});
    expect(engine.pending.at(-1)?.query.readings).toBeUndefined();
    s().setReading('twoThirds', 'whole-sides');
    s().updateCombatRow(1, { af: '12', range: '10' });
    s().updateCombatTarget({ df: '3' });
    expect(readCombatInput(s()).input?.readings).toEqual({ twoThirds: 'whole-sides' });
  });

  test('kept on the device: written with the preferences, read back, unknown ones dropped', () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
    };
    writePrefs(
      {
        boardId: 'store-test',
        rules: 'arvold',
        trace: 'hex',
        theme: 'dark',
        readings: { noteL: 'together', twoThirds: 'centre' },
      },
      storage,
    );
    expect(readPrefs(storage).readings).toEqual({ noteL: 'together' });
    stored.set(
      'hexlos:last',
      JSON.stringify({ rules: 'arvold', readings: { noteL: 'sideways', noteQ: 'x', tgxNote1: 'to-target' } }),
    );
    expect(readPrefs(storage).readings).toEqual({ tgxNote1: 'to-target' });
    stored.set('hexlos:last', JSON.stringify({ rules: 'arvold', readings: 'together' }));
    expect(readPrefs(storage).readings).toBeUndefined();
  });
});
