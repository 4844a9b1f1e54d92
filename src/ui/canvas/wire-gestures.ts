// One element's pointers and wheel fed to a gesture tracker (gestures.ts): the
// map's and the photo tracer's shared wiring. The element captures each
// pointer it sees pressed (a finger that leaves it still ends its gesture
// there); the mouse's other buttons are left to the browser; the wheel zooms
// about the pointer and never scrolls the page.

import { type GestureTracker, wheelZoomFactor } from './gestures.ts';
import { screenPoint, type ScreenPoint } from './view.ts';

export interface GestureWiring {
  zoom(factor: number, at: ScreenPoint): void;
  /** After each pointer lifts or is cancelled (the tracker says whether a gesture is still going). */
  settled?(): void;
}

/** Wires the element to the tracker; returns the unwiring (which also disposes the tracker). */
export function wireGestures<End>(el: HTMLElement, tracker: GestureTracker<End>, wiring: GestureWiring): () => void {
  const local = (e: PointerEvent | WheelEvent): ScreenPoint => {
    const r = el.getBoundingClientRect();
    return screenPoint(e.clientX - r.left, e.clientY - r.top);
  };
  const sample = (e: PointerEvent) => ({ id: e.pointerId, ...local(e), pointerType: e.pointerType, time: e.timeStamp });
  const down = (e: PointerEvent) => {
    if (e.button !== 0 && e.pointerType === 'mouse') return;
    el.setPointerCapture?.(e.pointerId);
    tracker.down(sample(e));
  };
  const move = (e: PointerEvent) => tracker.move(sample(e));
  const up = (e: PointerEvent) => {
    tracker.up(sample(e));
    wiring.settled?.();
  };
  const cancel = (e: PointerEvent) => {
    tracker.cancel(sample(e));
    wiring.settled?.();
  };
  const wheel = (e: WheelEvent) => {
    e.preventDefault();
    wiring.zoom(wheelZoomFactor(e), local(e));
  };
  el.addEventListener('pointerdown', down);
  el.addEventListener('pointermove', move);
  el.addEventListener('pointerup', up);
  el.addEventListener('pointercancel', cancel);
  el.addEventListener('wheel', wheel, { passive: false });
  return () => {
    tracker.dispose();
    el.removeEventListener('pointerdown', down);
    el.removeEventListener('pointermove', move);
    el.removeEventListener('pointerup', up);
    el.removeEventListener('pointercancel', cancel);
    el.removeEventListener('wheel', wheel);
  };
}
