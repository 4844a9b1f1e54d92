// The map's live view: the Konva stage moved, scaled and turned to a View
// (view.ts), the fit on a new board and on resizes until the user moves the
// view, the zoom buttons outside the map, and the framing of a new line —
// firer and target filling the free part of the screen — unless the user has
// zoomed by hand since the last fit or is dragging an end.
//
// The view is kept in a ref, not in React state: a pan redraws the stage, not
// the component. Callbacks read it through the ref, so that they (and the
// gesture tracker holding them) outlive a change of board: an editor's stroke
// goes on while each edit redraws the board under the finger.

import type Konva from 'konva';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { RefObject } from 'react';

import { BOARD_HEX_SIZE, hexToBoard } from '../../engine/hex/layout.ts';
import type { BoardPoint } from '../../engine/hex/layout.ts';
import type { LosResult } from '../../engine/rules/types.ts';
import { useAppStore } from '../../store/index.ts';
import { labelAlpha } from './draw-terrain.ts';
import type { BoardGeometry } from './geometry.ts';
import { HEX_HEIGHT } from './geometry.ts';
import { registerMapControls } from './map-controls.ts';
import {
  firstView,
  fitView,
  boardToScreen,
  framedLineView,
  freeArea,
  hexOnScreen,
  keepBoardInView,
  keptInFreeArea,
  MAX_SCALE,
  nearFreeEdge,
  screenPoint,
  viewCentredOn,
  zoomedAbout,
} from './view.ts';
import type { MapInsets, ScreenPoint, View } from './view.ts';

/** The map's size in CSS pixels. */
export interface MapSize {
  readonly width: number;
  readonly height: number;
}

/** When a new line's commit and its drawing began (performance.now()), for the tap-to-drawn figures (perf.ts). */
export interface DrawTimes {
  commit: number;
  drawStart: number;
  /** The line whose drawing was last recorded (each line is recorded once). */
  recorded: LosResult | undefined;
}

/** Milliseconds after the last move before the bitmaps are redrawn at the new scale. */
const SETTLE_MS = 160;

export interface MapView {
  readonly viewRef: { current: View };
  /** The scale of the last fit (zooming out stops short of it). */
  readonly fitScaleRef: { current: number };
  /** The user moved the view (refits on resize stop). */
  readonly touchedRef: { current: boolean };
  /** The user zoomed by hand (framing after a verdict stops until the next fit). */
  readonly zoomedByHandRef: { current: boolean };
  /** The line last framed, so that a redraw does not frame it again. */
  readonly framedPairRef: { current: string };
  /** An end of the line is being dragged. */
  readonly draggingRef: { current: boolean };
  /** The scale the bitmaps are drawn at: the view's, once it has stopped moving. */
  readonly settledScaleRef: { current: number | undefined };
  /** Move the stage to a view; unless `settle` is false, the bitmaps follow once it rests. */
  applyView(next: View, settle?: boolean): void;
  /** Zoom by hand about a screen point. */
  zoomAt(factor: number, at: ScreenPoint): void;
  /** Fit the board again and forget the user's moves (the 0 key, the fit button). */
  refit(): void;
}

/** Keeps the newest value of something in a ref, for callbacks that outlive a render. */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  }, [value]);
  return ref;
}

export function useMapView(
  stageRef: RefObject<Konva.Stage | null>,
  geom: BoardGeometry | undefined,
  size: MapSize,
  insets: MapInsets,
  boardEpoch: number,
  /** Where a first view that is not the whole board starts (firstView): under every control along the map's top. */
  openingTop?: number,
): MapView {
  const viewRef = useRef<View>({ x: 0, y: 0, scale: 1, turned: false });
  const fitScaleRef = useRef(1);
  const touchedRef = useRef(false);
  const zoomedByHandRef = useRef(false);
  const framedPairRef = useRef('');
  const draggingRef = useRef(false);
  const settledScaleRef = useRef<number | undefined>(undefined);
  const settleTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const insetsRef = useLatest(insets);
  const geomRef = useLatest(geom);

  const refreshCache = useCallback(() => {
    settledScaleRef.current = viewRef.current.scale;
    stageRef.current?.batchDraw();
    // Labels not yet fully drawn: the next-tap bar suggests zooming or typing (NextTap.tsx).
    useAppStore.getState().setHexesTooSmall(labelAlpha(viewRef.current.scale) < 1);
  }, [stageRef]);

  const sizeRef = useLatest(size);
  const applyView = useCallback(
    (wanted: View, settle = true) => {
      const stage = stageRef.current;
      // Every move, by hand or by code, leaves some of the board in the free area.
      const g = geomRef.current;
      const next =
        g && sizeRef.current.width > 0
          ? keptInFreeArea(wanted, g.bounds, sizeRef.current.width, sizeRef.current.height, insetsRef.current)
          : wanted;
      const turnChanged = next.turned !== viewRef.current.turned;
      viewRef.current = next;
      if (!stage) return;
      stage.position({ x: next.x, y: next.y });
      stage.scale({ x: next.scale, y: next.scale });
      stage.rotation(next.turned ? 90 : 0);
      if (turnChanged) refreshCache();
      stage.batchDraw();
      if (settle) {
        clearTimeout(settleTimerRef.current);
        settleTimerRef.current = setTimeout(refreshCache, SETTLE_MS);
      }
    },
    [stageRef, refreshCache, geomRef, sizeRef, insetsRef],
  );

  // `opening`: the view a board opens at (firstView: on a phone, maybe not the whole board); otherwise the whole board.
  // Either way the whole board's scale is the one zooming out stops short of and framing never goes under.
  const fit = useCallback(
    (opening = false) => {
      if (!geom || size.width === 0) return;
      const whole = fitView(geom.bounds, size.width, size.height, insets);
      fitScaleRef.current = whole.scale;
      applyView(opening ? firstView(geom.bounds, size.width, size.height, insets, openingTop) : whole);
    },
    [geom, size.width, size.height, insets, openingTop, applyView],
  );

  // Fit on a new board, and on resizes until the user has moved the view.
  const fittedEpoch = useRef(-1);
  useEffect(() => {
    if (fittedEpoch.current !== boardEpoch) {
      fittedEpoch.current = boardEpoch;
      touchedRef.current = false;
      zoomedByHandRef.current = false;
      framedPairRef.current = '';
    }
    if (!touchedRef.current) fit(true);
    refreshCache();
  }, [fit, refreshCache, boardEpoch]);

  const zoomAt = useCallback(
    (factor: number, at: ScreenPoint) => {
      touchedRef.current = true;
      zoomedByHandRef.current = true;
      applyView(zoomedAbout(viewRef.current, factor, at, fitScaleRef.current));
    },
    [applyView],
  );

  const refit = useCallback(() => {
    zoomedByHandRef.current = false;
    framedPairRef.current = '';
    touchedRef.current = false;
    fit();
  }, [fit]);

  useEffect(() => {
    /** The free map less what a card over it covers. */
    const freeOf = (covered: Partial<MapInsets>): MapInsets => {
      const i = insetsRef.current;
      return {
        top: Math.max(i.top, covered.top ?? 0),
        right: Math.max(i.right, covered.right ?? 0),
        bottom: Math.max(i.bottom, covered.bottom ?? 0),
        left: Math.max(i.left, covered.left ?? 0),
      };
    };
    const showPoint = (p: BoardPoint, hexPx: number, covered: Partial<MapInsets> = {}) => {
      const v = viewRef.current;
      const scale = Math.min(MAX_SCALE, Math.max(v.scale, hexPx / HEX_HEIGHT));
      const free = freeOf(covered);
      const centred = viewCentredOn(p, scale, v.turned, freeArea(size.width, size.height, free).centre);
      // Moved on purpose: the next verdict does not reframe until Fit.
      touchedRef.current = true;
      // Kept in the area the card leaves free too, so a place at the board's edge is not left under the card.
      applyView(
        geomRef.current ? keepBoardInView(centred, geomRef.current.bounds, size.width, size.height, free) : centred,
      );
    };
    registerMapControls({
      zoomBy: (factor) => zoomAt(factor, screenPoint(size.width / 2, size.height / 2)),
      fit: refit,
      acrossOf: (hex) => hexOnScreen(viewRef.current, hex).x / Math.max(1, size.width),
      showPoint,
      screenOf: (hex) => hexOnScreen(viewRef.current, hex),
      keepHexClear: (hex, covered) => {
        const free = freeOf(covered);
        const at = hexOnScreen(viewRef.current, hex);
        const r = (HEX_HEIGHT * viewRef.current.scale) / 2;
        const inSight =
          at.x - r >= free.left &&
          at.x + r <= size.width - free.right &&
          at.y - r >= free.top &&
          at.y + r <= size.height - free.bottom;
        if (!inSight) showPoint(hexToBoard(hex, BOARD_HEX_SIZE), 0, covered);
      },
    });
    return () => registerMapControls(undefined);
  }, [zoomAt, refit, applyView, insetsRef, geomRef, size.width, size.height]);

  return useMemo(
    () => ({
      viewRef,
      fitScaleRef,
      touchedRef,
      zoomedByHandRef,
      framedPairRef,
      draggingRef,
      settledScaleRef,
      applyView,
      zoomAt,
      refit,
    }),
    [applyView, zoomAt, refit],
  );
}

/**
 * A new line: frame it (unless the user zoomed by hand or is dragging an end),
 * and draw it in this very commit rather than on Konva's next frame. Only the
 * line's layer is drawn unless the view moved: redrawing the board's and the
 * tints' layers cost a tap the copy of each of their canvases to the screen.
 */
export function useFramedLine(
  map: MapView,
  stageRef: RefObject<Konva.Stage | null>,
  losLayerRef: RefObject<Konva.Layer | null>,
  shown: LosResult | undefined,
  geom: BoardGeometry | undefined,
  size: MapSize,
  insets: MapInsets,
  timesRef: { current: DrawTimes },
): void {
  const { viewRef, fitScaleRef, touchedRef, zoomedByHandRef, framedPairRef, draggingRef, applyView } = map;
  /** The top inset the line was last framed under. */
  const framedTopRef = useRef(insets.top);
  useLayoutEffect(() => {
    if (!shown) return;
    timesRef.current.commit = performance.now();
    // The left inset is in the key: a card opened beside the line (the audit's) frames it again, clear of the card.
    const pair = `${shown.from.q},${shown.from.r}>${shown.to.q},${shown.to.r}|${insets.left}`;
    const before = viewRef.current;
    // Something new over the map (a link's notice, growing the top inset) that covers an end of the line already framed
    // frames it again; the cover going away moves nothing.
    const covered =
      pair === framedPairRef.current &&
      insets.top > framedTopRef.current &&
      [shown.from, shown.to].some((h) =>
        nearFreeEdge(boardToScreen(before, hexToBoard(h, BOARD_HEX_SIZE)), size.width, size.height, insets, 0),
      );
    if (
      !zoomedByHandRef.current &&
      !draggingRef.current &&
      size.width > 0 &&
      (pair !== framedPairRef.current || covered)
    ) {
      framedPairRef.current = pair;
      framedTopRef.current = insets.top;
      touchedRef.current = true;
      const a = hexToBoard(shown.from, BOARD_HEX_SIZE);
      const b = hexToBoard(shown.to, BOARD_HEX_SIZE);
      applyView(framedLineView(a, b, before, fitScaleRef.current, geom?.bounds, size.width, size.height, insets));
    }
    if (sameView(viewRef.current, before)) losLayerRef.current?.draw();
    else stageRef.current?.draw();
  }, [
    shown,
    size.width,
    size.height,
    insets,
    applyView,
    geom,
    viewRef,
    fitScaleRef,
    touchedRef,
    zoomedByHandRef,
    framedPairRef,
    draggingRef,
    stageRef,
    losLayerRef,
    timesRef,
  ]);
}

const sameView = (a: View, b: View): boolean =>
  a.x === b.x && a.y === b.y && a.scale === b.scale && a.turned === b.turned;
