// The map's input: one pointer handler on the map's container feeds the
// gesture tracker (gestures.ts), whose taps pick hexes (firer, then target),
// pans and pinches move the view, presses on an end drag it and holds
// inspect; while the editor paints, one finger paints instead. The wheel
// zooms about the pointer; the keyboard pans (Shift and the arrows; the
// arrows alone move the focus hex, use-key-focus.ts), zooms (+ and −) and
// fits (0). Hexes are picked by converting the point once (view.ts), never by
// a listener per hex.

import { useCallback, useEffect, useRef } from 'react';
import type { KeyboardEvent, RefObject } from 'react';

import { hexEquals, hexKey } from '../../engine/hex/axial.ts';
import type { BoardPoint } from '../../engine/hex/layout.ts';
import { useAppStore } from '../../store/index.ts';
import type { BoardGeometry } from './geometry.ts';
import { GestureTracker } from './gestures.ts';
import type { MapSize, MapView } from './use-map-view.ts';
import { hexAtScreen, pannedBy, screenPoint, screenToBoard } from './view.ts';
import type { ScreenPoint } from './view.ts';
import { wireGestures } from './wire-gestures.ts';

/** A mode that paints on the board (the editor): one-finger strokes and taps in board space, and its own marks. */
export interface MapEditing {
  /** Whether one finger or the left button paints now (else it pans and picks as usual). */
  paints(): boolean;
  tap(at: BoardPoint): void;
  stroke(phase: 'start' | 'move' | 'end', at: BoardPoint): void;
  /** Extra marks over the board (designer warnings), in board units; `turned` as the view (their badges read upright). */
  draw?(ctx: CanvasRenderingContext2D, geom: BoardGeometry, scale: number, turned: boolean): void;
}

/** Pixels an arrow key pans the map. */
const KEY_PAN_PX = 80;

/** Wires the pointer and wheel to the map's container, and returns the keyboard handler for it. */
export function useMapInput(
  containerRef: RefObject<HTMLDivElement | null>,
  map: MapView,
  editing: MapEditing | undefined,
  size: MapSize,
): (e: KeyboardEvent) => void {
  const { viewRef, touchedRef, draggingRef, framedPairRef, applyView, zoomAt, refit } = map;
  const editingRef = useRef(editing);
  useEffect(() => {
    editingRef.current = editing;
  }, [editing]);
  const toHex = useCallback((p: ScreenPoint) => hexAtScreen(viewRef.current, p), [viewRef]);
  const toBoard = useCallback((p: ScreenPoint): BoardPoint => screenToBoard(viewRef.current, p), [viewRef]);

  // The one pointer handler.
  useEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    const tracker = new GestureTracker({
      tap(at, time) {
        const painter = editingRef.current;
        if (painter?.paints()) painter.tap(toBoard(at));
        else useAppStore.getState().tapHex(toHex(at), time);
      },
      paints: () => editingRef.current?.paints() ?? false,
      stroke(phase, at) {
        editingRef.current?.stroke(phase, toBoard(at));
      },
      pan(dx, dy) {
        touchedRef.current = true;
        applyView(pannedBy(viewRef.current, dx, dy));
      },
      pinch(factor, centre, dx, dy) {
        touchedRef.current = true;
        viewRef.current = pannedBy(viewRef.current, dx, dy);
        zoomAt(factor, centre);
      },
      longPress(at) {
        const hex = toHex(at);
        const state = useAppStore.getState();
        if (state.board?.cells.has(hexKey(hex))) state.inspect(hex);
      },
      endAt(at) {
        const hex = toHex(at);
        const { firer: f, target: t } = useAppStore.getState();
        if (t && hexEquals(hex, t)) return 'target';
        if (f && hexEquals(hex, f)) return 'firer';
        return undefined;
      },
      drag(end, at, time) {
        draggingRef.current = true;
        const hex = toHex(at);
        const state = useAppStore.getState();
        if (!state.board?.cells.has(hexKey(hex))) return;
        const current = end === 'firer' ? state.firer : state.target;
        if (current && hexEquals(current, hex)) return;
        const other = end === 'firer' ? state.target : state.firer;
        if (other && hexEquals(other, hex)) return;
        if (end === 'firer') state.setFirer(hex);
        else state.setTarget(hex, time);
      },
    });
    const finish = () => {
      if (tracker.current !== 'none') return;
      if (draggingRef.current) {
        // The slid line is framed as it stands: the finger is off the map now.
        draggingRef.current = false;
        framedPairRef.current = '';
      }
    };
    return wireGestures(el, tracker, { zoom: zoomAt, settled: finish });
  }, [containerRef, viewRef, touchedRef, draggingRef, framedPairRef, applyView, toHex, toBoard, zoomAt]);

  // Keyboard: arrows pan (they reach here with Shift), + and − zoom, 0 fits.
  return (e: KeyboardEvent) => {
    const v = viewRef.current;
    const centre = screenPoint(size.width / 2, size.height / 2);
    const moves: Record<string, () => void> = {
      ArrowLeft: () => applyView(pannedBy(v, KEY_PAN_PX, 0)),
      ArrowRight: () => applyView(pannedBy(v, -KEY_PAN_PX, 0)),
      ArrowUp: () => applyView(pannedBy(v, 0, KEY_PAN_PX)),
      ArrowDown: () => applyView(pannedBy(v, 0, -KEY_PAN_PX)),
      '+': () => zoomAt(1.25, centre),
      '=': () => zoomAt(1.25, centre),
      '-': () => zoomAt(0.8, centre),
      '0': refit,
    };
    const run = moves[e.key];
    if (run) {
      e.preventDefault();
      if (e.key !== '0') touchedRef.current = true;
      run();
    }
  };
}
