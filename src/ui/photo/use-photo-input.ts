// The tracer's input: the map's gesture machine (canvas/gestures.ts) over the
// photo. Only a short tap still under the slop places a corner, a sample, or
// accepts a proposal; one finger or the mouse moved past it pans, two fingers
// pinch and pan (and never end in a tap, whatever order they lift in), the
// wheel zooms about the pointer, and holding still does nothing (a tap is
// short). A press on a corner's handle, while the tool places corners, drags
// that corner, keeping the finger's offset from its centre so the corner does
// not jump under the finger.

import { type RefObject, useEffect, useRef } from 'react';

import type { Point } from '../../scan/homography.ts';
import { type GestureHandlers, GestureTracker } from '../canvas/gestures.ts';
import type { ScreenPoint, View } from '../canvas/view.ts';
import { wireGestures } from '../canvas/wire-gestures.ts';
import { photoPointAt } from './photo-view.ts';

/** What the gestures do to the tracer: its view and its store. */
export interface PhotoInput {
  view(): View;
  zoom(factor: number, at: ScreenPoint): void;
  pan(dx: number, dy: number): void;
  /**
   * Moved by (dx, dy), then zoomed by `factor` about `at`, kept on the stage
   * once for both: kept after the move alone, a pinch whose midpoint sways
   * as each finger's move arrives apart would be pushed off its point.
   */
  pinch(factor: number, at: ScreenPoint, dx: number, dy: number): void;
  /** A short tap at a photo point, with the photo's scale on screen. */
  tap(p: Point, scale: number): void;
  /** The corner a press at this photo point drags, if any. */
  cornerAt(p: Point, scale: number): number | undefined;
  corner(index: number): Point | undefined;
  moveCorner(index: number, p: Point): void;
  /** Every finger has lifted: the photo settles on the stage (photo-view.ts, settledPhotoView). */
  settle?(): void;
}

/** The gesture handlers of the tracer (pure of the DOM, for the tests). */
export function photoGestures(input: PhotoInput): GestureHandlers<number> {
  let grab = { x: 0, y: 0 };
  return {
    tap(at) {
      const v = input.view();
      input.tap(photoPointAt(v, at), v.scale);
    },
    pan: (dx, dy) => input.pan(dx, dy),
    pinch: (factor, centre, dx, dy) => input.pinch(factor, centre, dx, dy),
    longPress() {
      // Only a short tap places: a finger resting on the photo while the other hand holds the tablet places nothing.
    },
    endAt(at) {
      const v = input.view();
      const p = photoPointAt(v, at);
      const index = input.cornerAt(p, v.scale);
      const c = index === undefined ? undefined : input.corner(index);
      if (index === undefined || !c) return undefined;
      grab = { x: c.x - p.x, y: c.y - p.y };
      return index;
    },
    drag(index, at) {
      const p = photoPointAt(input.view(), at);
      input.moveCorner(index, { x: Math.round((p.x + grab.x) * 10) / 10, y: Math.round((p.y + grab.y) * 10) / 10 });
    },
  };
}

/** Wires the pointer and the wheel on the stage's box to the tracer's gestures. */
export function usePhotoInput(boxRef: RefObject<HTMLDivElement | null>, input: PhotoInput, enabled: boolean): void {
  const inputRef = useRef(input);
  useEffect(() => {
    inputRef.current = input;
  }, [input]);
  useEffect(() => {
    const el = boxRef.current;
    if (!el || !enabled) return;
    // The input as of each call: the handlers outlive renders.
    const current: PhotoInput = {
      view: () => inputRef.current.view(),
      zoom: (f, at) => inputRef.current.zoom(f, at),
      pan: (dx, dy) => inputRef.current.pan(dx, dy),
      pinch: (f, at, dx, dy) => inputRef.current.pinch(f, at, dx, dy),
      tap: (p, scale) => inputRef.current.tap(p, scale),
      cornerAt: (p, scale) => inputRef.current.cornerAt(p, scale),
      corner: (i) => inputRef.current.corner(i),
      moveCorner: (i, p) => inputRef.current.moveCorner(i, p),
    };
    const tracker = new GestureTracker(photoGestures(current));
    return wireGestures(el, tracker, {
      zoom: (f, at) => inputRef.current.zoom(f, at),
      settled: () => {
        if (tracker.current === 'none') inputRef.current.settle?.();
      },
    });
  }, [boxRef, enabled]);
}
