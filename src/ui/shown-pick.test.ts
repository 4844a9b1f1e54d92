// What the screen shows of the pick while a moved line is traced: the whole
// last picture until the verdict comes (or fails, or the pick is cleared), or
// until the hold is over, counted from its start however often the line moves.

import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import type { LosResult } from '../engine/rules/types.ts';
import { type AppState, resetAppStore, useAppStore } from '../store/index.ts';
import { HOLD_MS, shownState } from './shown-pick.ts';

const A = { q: 0, r: 0 };
const B = { q: 3, r: 0 };
const C = { q: 0, r: 4 };
const D = { q: 2, r: 2 };
const verdict = (from: typeof A, to: typeof A) => ({ from, to, visible: true }) as unknown as LosResult;
const first = verdict(A, B);

beforeEach(() => {
  vi.useFakeTimers();
  resetAppStore();
  useAppStore.setState({ firer: A, target: B, result: first, phase: 'result', losSeq: 1 });
});
afterEach(() => {
  resetAppStore();
  vi.useRealTimers();
});

const set = (patch: Partial<AppState>) => useAppStore.setState(patch);
const picture = () => {
  const s = shownState();
  return { phase: s.phase, firer: s.firer, target: s.target, result: s.result, losError: s.losError };
};
const lastPicture = { phase: 'result', firer: A, target: B, result: first, losError: undefined };

describe('what the screen shows of the pick', () => {
  test('nothing held: the store’s own state, the very same object', () => {
    expect(shownState()).toBe(useAppStore.getState());
  });

  test('a moved target keeps the whole last picture while traced; other state is shown at once', () => {
    set({ target: C, phase: 'tracing' });
    set({ losSeq: 2, sideViewOpen: true });
    expect(picture()).toEqual(lastPicture);
    expect(shownState().sideViewOpen).toBe(true);
  });

  test.each([
    ['its verdict', { phase: 'result', result: verdict(A, C) }, { phase: 'result', target: C }],
    [
      'its failure',
      { phase: 'result', losError: 'no such reading' },
      { phase: 'result', target: C, losError: 'no such reading' },
    ],
    [
      'a cleared pick',
      { phase: 'idle', firer: undefined, target: undefined, result: undefined },
      { phase: 'idle', firer: undefined, target: undefined },
    ],
    [
      'a firer alone',
      { phase: 'firerChosen', firer: D, target: undefined, result: undefined },
      { phase: 'firerChosen', firer: D, target: undefined },
    ],
  ] as const)('a held picture is released at once by %s', (_name, patch, shown) => {
    set({ target: C, phase: 'tracing' });
    set(patch);
    expect(picture()).toMatchObject(shown);
    expect(shownState()).toBe(useAppStore.getState());
  });

  test('a verdict slower than the hold: the tracing state is shown once the hold is over', () => {
    set({ target: C, phase: 'tracing' });
    vi.advanceTimersByTime(HOLD_MS - 1);
    expect(picture()).toEqual(lastPicture);
    vi.advanceTimersByTime(1);
    expect(picture()).toMatchObject({ phase: 'tracing', target: C, result: first });
    // Moved again while still tracing: held again, from the picture now shown.
    set({ target: D });
    expect(picture()).toMatchObject({ phase: 'tracing', target: C });
  });

  test('the hold counts from its start: a line moved again and again is shown within HOLD_MS', () => {
    set({ target: C, phase: 'tracing' });
    for (const [i, to] of [D, C, D].entries()) {
      vi.advanceTimersByTime(HOLD_MS / 4);
      set({ target: to, losSeq: 3 + i });
    }
    expect(picture().target).toBe(B);
    vi.advanceTimersByTime(HOLD_MS / 4);
    expect(picture()).toMatchObject({ phase: 'tracing', target: D });
  });

  test('a new rule set traced for the same line holds the last verdict too', () => {
    set({ rules: 'original', phase: 'tracing' });
    expect(picture()).toEqual(lastPicture);
    expect(shownState().rules).toBe('original');
  });
});
