// docs/table.md#what-the-app-promises-at-the-table: "Pinch and two-finger pan never select a hex; a tap never pans."

import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { GestureTracker, LONG_PRESS_MS } from './gestures.ts';
import type { GestureHandlers, PointerSample } from './gestures.ts';

function recorder(endAt: GestureHandlers['endAt'] = () => undefined) {
  const calls: string[] = [];
  const handlers: GestureHandlers = {
    tap: (at) => calls.push(`tap ${at.x},${at.y}`),
    pan: (dx, dy) => calls.push(`pan ${dx},${dy}`),
    pinch: (factor) => calls.push(`pinch ${factor.toFixed(2)}`),
    longPress: (at) => calls.push(`hold ${at.x},${at.y}`),
    endAt,
    drag: (end, at) => calls.push(`drag ${end} ${at.x},${at.y}`),
  };
  return { calls, tracker: new GestureTracker(handlers) };
}

const p = (id: number, x: number, y: number, pointerType = 'touch'): PointerSample => ({
  id,
  x,
  y,
  pointerType,
  time: 0,
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('gestures on the map', () => {
  test('a tap selects and does not pan', () => {
    const { calls, tracker } = recorder();
    tracker.down(p(1, 100, 100));
    tracker.move(p(1, 104, 103));
    tracker.up(p(1, 104, 103));
    expect(calls).toEqual(['tap 104,103']);
  });

  test('a drag pans and does not select', () => {
    const { calls, tracker } = recorder();
    tracker.down(p(1, 100, 100, 'mouse'));
    tracker.move(p(1, 130, 100, 'mouse'));
    tracker.move(p(1, 140, 110, 'mouse'));
    tracker.up(p(1, 140, 110, 'mouse'));
    expect(calls).toEqual(['pan 30,0', 'pan 10,10']);
  });

  test('a pinch zooms and never selects, even when the fingers lift one by one without moving', () => {
    const { calls, tracker } = recorder();
    tracker.down(p(1, 100, 100));
    tracker.down(p(2, 200, 100));
    tracker.move(p(2, 300, 100));
    tracker.up(p(2, 300, 100));
    tracker.move(p(1, 101, 100));
    tracker.up(p(1, 101, 100));
    expect(calls).toEqual(['pinch 2.00']);
  });

  test('two fingers put down and lifted without moving are no tap', () => {
    const { calls, tracker } = recorder();
    tracker.down(p(1, 100, 100));
    tracker.down(p(2, 120, 100));
    tracker.up(p(1, 100, 100));
    tracker.up(p(2, 120, 100));
    expect(calls).toEqual([]);
  });

  test('holding still inspects instead of selecting', () => {
    const { calls, tracker } = recorder();
    tracker.down(p(1, 50, 60));
    vi.advanceTimersByTime(LONG_PRESS_MS + 10);
    tracker.up(p(1, 50, 60));
    expect(calls).toEqual(['hold 50,60']);
  });

  test('a press on the target drags the target instead of panning', () => {
    const { calls, tracker } = recorder((at) => (at.x === 10 ? 'target' : undefined));
    tracker.down(p(1, 10, 10));
    tracker.move(p(1, 40, 10));
    tracker.up(p(1, 40, 10));
    expect(calls).toEqual(['drag target 40,10']);
  });

  test('a cancelled touch is no tap', () => {
    const { calls, tracker } = recorder();
    tracker.down(p(1, 10, 10));
    tracker.cancel(p(1, 10, 10));
    expect(calls).toEqual([]);
  });
});
