// @vitest-environment jsdom
// What the map draws of the pick while a moved line is traced: the last
// picture until the verdict comes, or until the hold is over; a pick with no
// line to trace (a firer alone, a cleared pick) is drawn at once.

import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';

import type { LosResult } from '../../engine/rules/types.ts';
import { type AppState, resetAppStore, useAppStore } from '../../store/index.ts';
import { HOLD_MS } from '../shown-pick.ts';
import { useDrawnPick } from './use-drawn-pick.ts';

const A = { q: 0, r: 0 };
const B = { q: 3, r: 0 };
const C = { q: 0, r: 4 };
const verdict = (from: typeof A, to: typeof A) => ({ from, to, visible: true }) as unknown as LosResult;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
beforeEach(() => {
  vi.useFakeTimers();
  resetAppStore();
  useAppStore.setState({ firer: A, target: B, result: verdict(A, B), phase: 'result', losSeq: 1 });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const set = (patch: Partial<AppState>) => act(() => useAppStore.setState(patch));

describe('the picture the map draws of the pick', () => {
  test('a moved target keeps the last line drawn until its verdict comes, then draws both at once', () => {
    const { result } = renderHook(() => useDrawnPick());
    const before = result.current;
    expect(before).toMatchObject({ firer: A, target: B, shown: { to: B } });
    set({ target: C, phase: 'tracing' });
    set({ losSeq: 2 });
    expect(result.current).toBe(before);
    const answer = verdict(A, C);
    set({ result: answer, phase: 'result' });
    expect(result.current).toMatchObject({ firer: A, target: C, shown: answer });
  });

  test('a verdict slower than the hold: the new ends are drawn without a line once the hold is over', () => {
    const { result } = renderHook(() => useDrawnPick());
    set({ target: C, phase: 'tracing', losSeq: 2 });
    act(() => vi.advanceTimersByTime(HOLD_MS - 1));
    expect(result.current.target).toBe(B);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ firer: A, target: C, shown: undefined });
    // Moved again while still tracing: held again, from the picture now drawn.
    set({ target: B, losSeq: 3 });
    expect(result.current.target).toBe(C);
  });

  test.each([
    ['a firer alone', { firer: C, target: undefined, result: undefined, phase: 'firerChosen' as const }],
    ['a cleared pick', { firer: undefined, target: undefined, result: undefined, phase: 'idle' as const }],
  ])('%s is drawn at once', (_name, patch) => {
    const { result } = renderHook(() => useDrawnPick());
    set(patch);
    expect(result.current).toMatchObject({ firer: patch.firer, target: undefined, shown: undefined });
  });

  test('a change of nothing it draws keeps the very same picture (the map does not render again)', () => {
    const { result } = renderHook(() => useDrawnPick());
    const before = result.current;
    set({ verdicts: [] });
    expect(result.current).toBe(before);
  });
});
