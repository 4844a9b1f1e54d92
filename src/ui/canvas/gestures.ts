// Pointer gestures on the map, as one small state machine fed by the stage's
// single pointer handler: a tap selects (it never pans), one finger or the
// mouse pans once it moves past a slop, a press on the firer or target drags
// that end, holding still inspects, and two fingers pinch and pan together —
// and a gesture that ever had two fingers never ends in a tap. The photo
// tracer runs the same machine over its photo, with its corner handles as
// the ends a press drags.

import { screenPoint } from './view.ts';
import type { ScreenPoint } from './view.ts';

export type EndName = 'firer' | 'target';

/** What a press can drag: the map's firer or target, or whatever else a user of the tracker names (the tracer's corners). */
export interface GestureHandlers<End = EndName> {
  tap(at: ScreenPoint, time: number): void;
  pan(dx: number, dy: number): void;
  /** Zoom by `factor` about `centre`, after moving the view by (dx, dy). */
  pinch(factor: number, centre: ScreenPoint, dx: number, dy: number): void;
  longPress(at: ScreenPoint): void;
  /** Which end (if any) a press at this point would drag. */
  endAt(at: ScreenPoint): End | undefined;
  drag(end: End, at: ScreenPoint, time: number): void;
  /** While true, one finger or the left button paints (a stroke) instead of panning; two fingers still pan and pinch. */
  paints?(): boolean;
  stroke?(phase: 'start' | 'move' | 'end', at: ScreenPoint): void;
}

export interface PointerSample {
  readonly id: number;
  readonly x: number;
  readonly y: number;
  readonly pointerType: string;
  readonly time: number;
}

type Mode = 'none' | 'pending' | 'pan' | 'drag' | 'pinch' | 'spent' | 'stroke';

export const LONG_PRESS_MS = 550;

/** A wheel line counts as this many pixels. */
const WHEEL_LINE_PX = 16;
/** How fast the wheel zooms, per pixel. */
const WHEEL_ZOOM_PER_PX = 0.0015;

/** The zoom factor of one wheel event (lines or pixels). */
export const wheelZoomFactor = (e: { readonly deltaY: number; readonly deltaMode: number }): number =>
  Math.exp(-(e.deltaMode === 1 ? e.deltaY * WHEEL_LINE_PX : e.deltaY) * WHEEL_ZOOM_PER_PX);

export class GestureTracker<End = EndName> {
  private readonly pointers = new Map<number, { x: number; y: number }>();
  private mode: Mode = 'none';
  private start: ScreenPoint = screenPoint(0, 0);
  private slop = 4;
  private dragging: End | undefined;
  private pinchDistance = 0;
  private pinchCentre: ScreenPoint = screenPoint(0, 0);
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly handlers: GestureHandlers<End>) {}

  get current(): Mode {
    return this.mode;
  }

  down(p: PointerSample): void {
    if (this.pointers.size >= 2) return;
    this.pointers.set(p.id, { x: p.x, y: p.y });
    if (this.pointers.size === 1) {
      this.mode = 'pending';
      this.start = screenPoint(p.x, p.y);
      this.slop = p.pointerType === 'mouse' ? 4 : 10;
      this.dragging = undefined;
      this.clearTimer();
      // A painter holding still is not asking for the inspector.
      if (this.handlers.paints?.()) return;
      this.timer = setTimeout(() => {
        if (this.mode !== 'pending') return;
        this.mode = 'spent';
        this.handlers.longPress(this.start);
      }, LONG_PRESS_MS);
    } else {
      // A second finger: whatever the first one was doing becomes a pinch (a stroke ends where it was).
      this.clearTimer();
      if (this.mode === 'stroke') this.handlers.stroke?.('end', this.start);
      this.mode = 'pinch';
      const [a, b] = [...this.pointers.values()];
      this.pinchDistance = Math.hypot(a.x - b.x, a.y - b.y) || 1;
      this.pinchCentre = screenPoint((a.x + b.x) / 2, (a.y + b.y) / 2);
    }
  }

  move(p: PointerSample): void {
    const known = this.pointers.get(p.id);
    if (!known) return;
    const last = { ...known };
    known.x = p.x;
    known.y = p.y;
    switch (this.mode) {
      case 'pending': {
        if (Math.hypot(p.x - this.start.x, p.y - this.start.y) <= this.slop) return;
        this.clearTimer();
        if (this.handlers.paints?.()) {
          this.mode = 'stroke';
          this.handlers.stroke?.('start', this.start);
          this.handlers.stroke?.('move', screenPoint(p.x, p.y));
          return;
        }
        this.dragging = this.handlers.endAt(this.start);
        if (this.dragging !== undefined) {
          this.mode = 'drag';
          this.handlers.drag(this.dragging, screenPoint(p.x, p.y), p.time);
        } else {
          this.mode = 'pan';
          this.handlers.pan(p.x - this.start.x, p.y - this.start.y);
        }
        return;
      }
      case 'pan':
        this.handlers.pan(p.x - last.x, p.y - last.y);
        return;
      case 'stroke':
        this.handlers.stroke?.('move', screenPoint(p.x, p.y));
        return;
      case 'drag':
        if (this.dragging !== undefined) this.handlers.drag(this.dragging, screenPoint(p.x, p.y), p.time);
        return;
      case 'pinch': {
        if (this.pointers.size < 2) return;
        const [a, b] = [...this.pointers.values()];
        const distance = Math.hypot(a.x - b.x, a.y - b.y) || 1;
        const centre = screenPoint((a.x + b.x) / 2, (a.y + b.y) / 2);
        this.handlers.pinch(
          distance / this.pinchDistance,
          centre,
          centre.x - this.pinchCentre.x,
          centre.y - this.pinchCentre.y,
        );
        this.pinchDistance = distance;
        this.pinchCentre = centre;
        return;
      }
      default:
        return;
    }
  }

  up(p: PointerSample): void {
    if (!this.pointers.delete(p.id)) return;
    if (this.mode === 'pending' && this.pointers.size === 0) {
      this.clearTimer();
      this.mode = 'none';
      this.handlers.tap(screenPoint(p.x, p.y), p.time);
      return;
    }
    if (this.mode === 'stroke' && this.pointers.size === 0) this.handlers.stroke?.('end', screenPoint(p.x, p.y));
    this.endIfEmpty();
  }

  cancel(p: PointerSample): void {
    if (!this.pointers.delete(p.id)) return;
    this.clearTimer();
    if (this.mode === 'pending') this.mode = 'spent';
    if (this.mode === 'stroke' && this.pointers.size === 0) this.handlers.stroke?.('end', screenPoint(p.x, p.y));
    this.endIfEmpty();
  }

  dispose(): void {
    this.clearTimer();
  }

  private endIfEmpty(): void {
    if (this.pointers.size === 0) {
      this.mode = 'none';
      this.dragging = undefined;
    } else if (this.mode === 'pinch') {
      // One finger left after a pinch: it neither pans nor taps until lifted.
      this.mode = 'spent';
    }
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
