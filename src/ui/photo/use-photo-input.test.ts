// The tracer's gestures: only a short tap places a corner
// or a sample; a drag pans, a pinch zooms (and neither ever ends in a tap,
// whichever finger lifts first), holding still places nothing, and a press on
// a corner's handle drags the corner — only where the store says the press is
// on a handle (the corner tool's), so with the colour tool it pans instead.

import * as fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import type { Point } from '../../scan/homography.ts';
import { GestureTracker, LONG_PRESS_MS, type PointerSample } from '../canvas/gestures.ts';
import type { View } from '../canvas/view.ts';
import {
  fittedPhotoView,
  pannedPhotoView,
  photoPointAt,
  pinchedPhotoView,
  settledPhotoView,
  stagePointOf,
  zoomedPhotoView,
} from './photo-view.ts';
import { photoGestures, type PhotoInput } from './use-photo-input.ts';

/** The photo at half size, its top-left at (10, 20) on the stage. */
const VIEW: View = { x: 10, y: 20, scale: 0.5, turned: false };
/** A placed corner at photo (200, 100): stage (110, 70). */
const CORNER: Point = { x: 200, y: 100 };

function recorder(handles: boolean) {
  const calls: string[] = [];
  const input: PhotoInput = {
    view: () => VIEW,
    zoom: (f) => calls.push(`zoom ${f.toFixed(2)}`),
    pan: (dx, dy) => calls.push(`pan ${dx},${dy}`),
    // Recorded as the move and the zoom it is made of.
    pinch: (f, _at, dx, dy) => calls.push(`pan ${dx},${dy}`, `zoom ${f.toFixed(2)}`),
    tap: (p, scale) => calls.push(`tap ${p.x},${p.y} at ${scale}`),
    cornerAt: (p, scale) => (handles && Math.hypot(p.x - CORNER.x, p.y - CORNER.y) <= 24 / scale ? 0 : undefined),
    corner: () => CORNER,
    moveCorner: (i, p) => calls.push(`corner ${i} to ${p.x},${p.y}`),
  };
  return { calls, tracker: new GestureTracker(photoGestures(input)) };
}

type Step = ['down' | 'move' | 'up', number, number, number] | ['hold'];
const touch = (id: number, x: number, y: number): PointerSample => ({ id, x, y, pointerType: 'touch', time: 0 });

const CASES: { name: string; handles: boolean; steps: Step[]; calls: string[] }[] = [
  {
    name: 'a short tap places, at the photo point under it',
    handles: false,
    steps: [
      ['down', 1, 60, 70],
      ['move', 1, 63, 72],
      ['up', 1, 63, 72],
    ],
    calls: ['tap 106,104 at 0.5'],
  },
  {
    name: 'a drag pans and places nothing',
    handles: false,
    steps: [
      ['down', 1, 60, 70],
      ['move', 1, 90, 70],
      ['move', 1, 100, 80],
      ['up', 1, 100, 80],
    ],
    calls: ['pan 30,0', 'pan 10,10'],
  },
  {
    name: 'a pinch zooms and places nothing, the first finger lifting first',
    handles: false,
    steps: [
      ['down', 1, 100, 100],
      ['down', 2, 200, 100],
      ['move', 2, 300, 100],
      ['up', 1, 100, 100],
      ['move', 2, 302, 100],
      ['up', 2, 302, 100],
    ],
    calls: ['pan 50,0', 'zoom 2.00'],
  },
  {
    name: 'two fingers down and up without moving place nothing',
    handles: false,
    steps: [
      ['down', 1, 100, 100],
      ['down', 2, 120, 100],
      ['up', 2, 120, 100],
      ['up', 1, 100, 100],
    ],
    calls: [],
  },
  {
    name: 'holding still places nothing',
    handles: false,
    steps: [['down', 1, 60, 70], ['hold'], ['up', 1, 60, 70]],
    calls: [],
  },
  {
    name: 'with the corner tool, a press on a handle drags that corner, keeping the finger’s offset',
    handles: true,
    steps: [
      ['down', 1, 112, 70],
      ['move', 1, 132, 70],
      ['move', 1, 142, 80],
      ['up', 1, 142, 80],
    ],
    calls: ['corner 0 to 240,100', 'corner 0 to 260,120'],
  },
  {
    name: 'with the colour tool, a press on a handle pans like anywhere else',
    handles: false,
    steps: [
      ['down', 1, 112, 70],
      ['move', 1, 132, 70],
      ['up', 1, 132, 70],
    ],
    calls: ['pan 20,0'],
  },
  {
    name: 'with the colour tool, a tap on a handle is a tap (the store places a sample there)',
    handles: false,
    steps: [
      ['down', 1, 110, 70],
      ['up', 1, 110, 70],
    ],
    calls: ['tap 200,100 at 0.5'],
  },
];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the tracer’s gestures', () => {
  test.each(CASES)('$name', ({ handles, steps, calls: expected }) => {
    const { calls, tracker } = recorder(handles);
    for (const step of steps) {
      if (step[0] === 'hold') vi.advanceTimersByTime(LONG_PRESS_MS + 50);
      else tracker[step[0]](touch(step[1], step[2], step[3]));
    }
    expect(calls).toEqual(expected);
  });
});

/** One finger's event in a random run: which finger, what it does, where. */
const fingerEvent = fc.record({
  id: fc.constantFrom(1, 2),
  kind: fc.constantFrom('down', 'move', 'move', 'up', 'cancel') as fc.Arbitrary<'down' | 'move' | 'up' | 'cancel'>,
  x: fc.integer({ min: 0, max: 400 }),
  y: fc.integer({ min: 0, max: 400 }),
});

describe('the tracer’s gestures, any run of fingers', () => {
  test('a gesture that ever had two fingers down places nothing; one that had one places at most once', () => {
    fc.assert(
      fc.property(fc.array(fingerEvent, { maxLength: 40 }), (events) => {
        const { calls, tracker } = recorder(true);
        const down = new Set<number>();
        let twoFingers = false;
        let tapsBefore = 0;
        const endOfGesture = () => {
          const taps = calls.filter((c) => c.startsWith('tap')).length - tapsBefore;
          expect(taps).toBeLessThanOrEqual(twoFingers ? 0 : 1);
          tapsBefore += taps;
          twoFingers = false;
        };
        for (const e of events) {
          tracker[e.kind](touch(e.id, e.x, e.y));
          if (e.kind === 'down') down.add(e.id);
          if (e.kind === 'up' || e.kind === 'cancel') down.delete(e.id);
          if (down.size === 2) twoFingers = true;
          if (down.size === 0 && (e.kind === 'up' || e.kind === 'cancel')) endOfGesture();
        }
      }),
    );
  });
});

/** A photo on a stage as the tracer moves it (photo-view.ts), its view read after each gesture. */
function onStage(photoSize: { width: number; height: number }, stage: { width: number; height: number }, start: View) {
  let view = start;
  const moved = (next: View) => {
    view = next;
  };
  const input: PhotoInput = {
    view: () => view,
    zoom: (f, at) => moved(zoomedPhotoView(view, f, at, photoSize, stage)),
    pan: (dx, dy) => moved(pannedPhotoView(view, dx, dy, photoSize, stage)),
    pinch: (f, at, dx, dy) => moved(pinchedPhotoView(view, f, at, dx, dy, photoSize, stage)),
    tap: () => undefined,
    cornerAt: () => undefined,
    corner: () => undefined,
    moveCorner: () => undefined,
    settle: () => moved(settledPhotoView(view, photoSize, stage)),
  };
  return {
    input,
    get view() {
      return view;
    },
  };
}

describe('a pinch keeps the photo under the fingers', () => {
  // A photo larger than the stage, zoomed in, so keeping it on the stage never moves it.
  const photoSize = { width: 4000, height: 3000 };
  const stage = { width: 800, height: 600 };
  test('the photo point under the fingers’ midpoint stays under it, however they spread and move', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 250, max: 550 }),
        fc.integer({ min: 200, max: 400 }),
        fc.integer({ min: 40, max: 150 }),
        fc.double({ min: 0.6, max: 1.8, noNaN: true }),
        fc.integer({ min: -60, max: 60 }),
        fc.integer({ min: -60, max: 60 }),
        (cx, cy, half, spread, mx, my) => {
          const photo = onStage(photoSize, stage, { x: -1000, y: -800, scale: 0.8, turned: false });
          const tracker = new GestureTracker(photoGestures(photo.input));
          const under = photoPointAt(photo.view, { x: cx, y: cy });
          tracker.down(touch(1, cx - half, cy));
          tracker.down(touch(2, cx + half, cy));
          // In three steps, as a hand moves.
          for (const t of [1 / 3, 2 / 3, 1]) {
            const h = half * (1 + (spread - 1) * t);
            tracker.move(touch(1, cx + mx * t - h, cy + my * t));
            tracker.move(touch(2, cx + mx * t + h, cy + my * t));
          }
          const after = stagePointOf(photo.view, under);
          expect(after.x).toBeCloseTo(cx + mx, 0);
          expect(after.y).toBeCloseTo(cy + my, 0);
        },
      ),
    );
  });
});

describe('a pinch from the fitted photo keeps it under the fingers', () => {
  // The photo fitted by its width on a phone's tall stage, as a designer first sees it: smaller than the stage
  // top to bottom, where it used to slide back to the middle, and the point under the fingers with it.
  const photoSize = { width: 1000, height: 800 };
  const stage = { width: 390, height: 456 };
  test('the photo point under the fingers’ midpoint stays under it; lifted, the photo settles on the stage', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 0.9, noNaN: true }),
        fc.double({ min: 0.1, max: 0.9, noNaN: true }),
        fc.double({ min: 1, max: 1.6, noNaN: true }),
        (fx, fy, spread) => {
          const photo = onStage(photoSize, stage, fittedPhotoView(photoSize, stage));
          const tracker = new GestureTracker(photoGestures(photo.input));
          // The photo point itself, not photoPointAt's tenth of a pixel: the test measures the view, not the rounding.
          const under = { x: fx * photoSize.width, y: fy * photoSize.height };
          const at = stagePointOf(photo.view, under);
          const half = 30;
          tracker.down(touch(1, at.x - half, at.y));
          tracker.down(touch(2, at.x + half, at.y));
          for (const t of [1 / 3, 2 / 3, 1]) {
            const h = half * (1 + (spread - 1) * t);
            tracker.move(touch(1, at.x - h, at.y));
            tracker.move(touch(2, at.x + h, at.y));
          }
          const after = stagePointOf(photo.view, under);
          expect(after.x).toBeCloseTo(at.x, 3);
          expect(after.y).toBeCloseTo(at.y, 3);
          // Lifted: the photo settles with no empty margin, or wholly on the stage where it is smaller.
          tracker.up(touch(1, at.x - half * spread, at.y));
          tracker.up(touch(2, at.x + half * spread, at.y));
          photo.input.settle?.();
          const { view } = photo;
          for (const [lo, size, room] of [
            [view.x, photoSize.width * view.scale, stage.width],
            [view.y, photoSize.height * view.scale, stage.height],
          ])
            if (size <= room) expect(lo >= -1e-9 && lo + size <= room + 1e-9).toBe(true);
            else expect(lo <= 1e-9 && lo + size >= room - 1e-9).toBe(true);
        },
      ),
    );
  });
});
