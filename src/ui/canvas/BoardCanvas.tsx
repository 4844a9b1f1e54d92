// The map: a Konva stage with three layers split by how often they change —
// the static board (a bitmap, no hit graph), the marks (viewshed and heatmap
// tints as a second bitmap; the inspected hex, warnings), and the LOS overlay (the line under the end
// rings, the evidence above them, the labels last, in screen pixels). One
// pointer handler on the stage's container turns gestures into taps on hexes
// (boardToHex), pans, pinches and drags of either end.
//
// The view fills the screen: on a portrait screen the board turns 90° when
// that makes its hexes larger (labels stay upright; labels and links are
// unaffected), and after a verdict the view frames the line — firer and
// target filling the free part of the screen, hexes at least MIN_HEX_PX
// across — unless the user has zoomed by hand since the last fit.

import Konva from 'konva';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Layer, Shape, Stage } from 'react-konva';
import { cellAt, hexByLabel } from '../../engine/board-model.ts';
import { hexEquals, hexKey } from '../../engine/hex/axial.ts';
import { boardToHex, hexToBoard } from '../../engine/hex/layout.ts';
import type { Axial, Board } from '../../engine/types.ts';
import { useAppStore } from '../../store/index.ts';
import { PALETTES } from '../palette.ts';
import type { Palette } from '../palette.ts';
import { recordDrawn } from '../perf.ts';
import { endWords } from '../words.ts';
import { drawAreaMarks, drawCombatFirers, drawEvidence, drawLosBase, drawPointMarks, drawRing, hasAreaMarks, drawScreenTag, flashedReason, placeCentre, reasonPlace, TAG_HEIGHT, tagWidth } from './draw-overlay.ts';
import { BoardBitmap } from './board-bitmap.ts';
import { drawTerrain } from './draw-terrain.ts';
import { heatOf } from './heat.ts';
import { boardGeometry, boardGeometryInSteps, HEX, HEX_HEIGHT, knownGeometry } from './geometry.ts';
import type { BoardGeometry, Rect } from './geometry.ts';
import { GestureTracker } from './gestures.ts';
import { registerMapControls } from './map-controls.ts';
import type { ScreenPoint } from './gestures.ts';
import { layoutTags } from './tag-layout.ts';
import type { ScreenBox, ScreenDisc, ScreenSegment, TagLayout } from './tag-layout.ts';

/** A mode that paints on the board (the editor): one-finger strokes and taps in board space, and its own marks. */
export interface MapEditing {
  /** Whether one finger or the left button paints now (else it pans and picks as usual). */
  paints(): boolean;
  tap(at: BoardPoint): void;
  stroke(phase: 'start' | 'move' | 'end', at: BoardPoint): void;
  /** Extra marks over the board (designer warnings), in board units. */
  draw?(ctx: CanvasRenderingContext2D, geom: BoardGeometry, scale: number): void;
}

export interface MapInsets {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

/** Screen = (x, y) + scale × (the board point, turned 90° clockwise when `turned`). */
export interface View {
  readonly x: number;
  readonly y: number;
  readonly scale: number;
  readonly turned: boolean;
}

interface BoardPoint {
  readonly x: number;
  readonly y: number;
}

const MAX_SCALE = 4;
/** Hexes drawn into a board bitmap per animation frame (a 200 × 200 board: 14 frames). */
const HEXES_PER_BAND = 3000;
/** The tints' bitmap holds less than the board's: flat fills, and direct drawing is cheap once zoomed in. */
const MARKS_BITMAP_PIXELS = 8_000_000;
/** After a verdict, hexes are at least this many pixels across (flat to flat)... */
export const MIN_HEX_PX = 40;
/** ...and framing a short line zooms in no further than this. */
const FRAME_MAX_HEX_PX = 96;
/** Turn the board only when its hexes grow by at least this factor. */
const TURN_GAIN = 1.1;

export function boardToScreen(v: View, p: BoardPoint): ScreenPoint {
  return v.turned ? { x: v.x - p.y * v.scale, y: v.y + p.x * v.scale } : { x: v.x + p.x * v.scale, y: v.y + p.y * v.scale };
}

export function screenToBoard(v: View, s: ScreenPoint): BoardPoint {
  const a = (s.x - v.x) / v.scale;
  const b = (s.y - v.y) / v.scale;
  return v.turned ? { x: b, y: -a } : { x: a, y: b };
}

/** The view at this scale and turn that puts a board point at a screen point. */
export function viewCentredOn(p: BoardPoint, scale: number, turned: boolean, at: ScreenPoint): View {
  const r = boardToScreen({ x: 0, y: 0, scale, turned }, p);
  return { x: at.x - r.x, y: at.y - r.y, scale, turned };
}

function freeArea(width: number, height: number, insets: MapInsets) {
  const w = Math.max(40, width - insets.left - insets.right);
  const h = Math.max(40, height - insets.top - insets.bottom);
  return { w, h, centre: { x: insets.left + w / 2, y: insets.top + h / 2 } };
}

/** The view that fits a rectangle of the board into the free part of the screen, turned when that makes it larger. */
export function fitView(bounds: Rect, width: number, height: number, insets: MapInsets): View {
  const free = freeArea(width, height, insets);
  const flat = Math.min(free.w / bounds.width, free.h / bounds.height, MAX_SCALE);
  const turnedScale = Math.min(free.w / bounds.height, free.h / bounds.width, MAX_SCALE);
  const turned = free.h > free.w && turnedScale > flat * TURN_GAIN;
  const centre = { x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2 };
  return viewCentredOn(centre, turned ? turnedScale : flat, turned, free.centre);
}

/**
 * The view moved (not zoomed) so that the board leaves no empty margin in the
 * free area along an axis where it is larger than the area, and is centred
 * along an axis where it is smaller.
 */
export function keepBoardInView(v: View, bounds: Rect, width: number, height: number, insets: MapInsets): View {
  const free = freeArea(width, height, insets);
  const corners = [
    boardToScreen(v, { x: bounds.x, y: bounds.y }),
    boardToScreen(v, { x: bounds.x + bounds.width, y: bounds.y + bounds.height }),
  ];
  const shift = (lo: number, hi: number, freeLo: number, freeSize: number): number => {
    if (hi - lo <= freeSize) return freeLo + (freeSize - (hi - lo)) / 2 - lo;
    if (lo > freeLo) return freeLo - lo;
    if (hi < freeLo + freeSize) return freeLo + freeSize - hi;
    return 0;
  };
  const xs = corners.map((c) => c.x);
  const ys = corners.map((c) => c.y);
  const dx = shift(Math.min(...xs), Math.max(...xs), insets.left, free.w);
  const dy = shift(Math.min(...ys), Math.max(...ys), insets.top, free.h);
  return { ...v, x: v.x + dx, y: v.y + dy };
}

/** The view that frames a line: both ends in the free area, hexes between MIN_HEX_PX and FRAME_MAX_HEX_PX (never below the fit). */
export function frameView(a: BoardPoint, b: BoardPoint, current: View, fitScale: number, width: number, height: number, insets: MapInsets): View {
  const free = freeArea(width, height, insets);
  const spanX = Math.abs(a.x - b.x) + 2.6 * HEX;
  const spanY = Math.abs(a.y - b.y) + 2.6 * HEX_HEIGHT;
  const [w, h] = current.turned ? [spanY, spanX] : [spanX, spanY];
  const lo = Math.max(fitScale, MIN_HEX_PX / HEX_HEIGHT);
  const hi = Math.max(lo, FRAME_MAX_HEX_PX / HEX_HEIGHT);
  const scale = Math.min(hi, Math.max(lo, Math.min(free.w / w, free.h / h)));
  return viewCentredOn({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, scale, current.turned, free.centre);
}

/** The part of the board on screen, in board units. */
function visibleRect(v: View, width: number, height: number): Rect {
  const corners = [
    screenToBoard(v, { x: 0, y: 0 }),
    screenToBoard(v, { x: width, y: height }),
  ];
  const x = Math.min(corners[0].x, corners[1].x);
  const y = Math.min(corners[0].y, corners[1].y);
  return { x, y, width: Math.abs(corners[0].x - corners[1].x), height: Math.abs(corners[0].y - corners[1].y) };
}

/** The board's picture: its bounds and a margin for strokes that reach past the outer hexes. */
function bitmapRect(geom: BoardGeometry): Rect {
  const b = geom.bounds;
  const pad = HEX * 0.3;
  return { x: b.x - pad, y: b.y - pad, width: b.width + 2 * pad, height: b.height + 2 * pad };
}

const bandsFor = (geom: BoardGeometry): number => Math.max(1, Math.ceil(geom.cells.length / HEXES_PER_BAND));

/** Draw in CSS pixels of the map: the layer's transform replaced by its pixel ratio alone. */
function inScreenPixels(shape: Konva.Shape, ctx: CanvasRenderingContext2D, draw: () => void): void {
  const pr = shape.getLayer()?.getCanvas().getPixelRatio() ?? 1;
  ctx.save();
  ctx.setTransform(pr, 0, 0, pr, 0, 0);
  draw();
  ctx.restore();
}

function endTag(board: Board, hex: Axial): string {
  const cell = cellAt(board, hex);
  if (!cell) return '';
  return endWords(cell.label, cell.level, cell.elevation, board.family);
}

export function BoardCanvas({ insets, editing }: { insets: MapInsets; editing?: MapEditing }) {
  const board = useAppStore((s) => s.board);
  const boardEpoch = useAppStore((s) => s.boardEpoch);
  const theme = useAppStore((s) => s.theme);
  const firer = useAppStore((s) => s.firer);
  const target = useAppStore((s) => s.target);
  const result = useAppStore((s) => s.result);
  const askedAt = useAppStore((s) => s.askedAt);
  const losTiming = useAppStore((s) => s.losTiming);
  const viewshed = useAppStore((s) => s.viewshed);
  const auditMode = useAppStore((s) => s.auditMode);
  const audit = useAppStore((s) => s.audit);
  const inspected = useAppStore((s) => s.inspected);
  const flash = useAppStore((s) => s.flash);
  const showWarnings = useAppStore((s) => s.showWarnings);
  const combatOpen = useAppStore((s) => s.combatOpen);
  const combatRows = useAppStore((s) => s.combatRows);
  const warnings = useAppStore((s) => s.boardWarnings);

  const palette = PALETTES[theme];
  const containerRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<Konva.Stage>(null);
  const terrainRef = useRef<Konva.Shape>(null);
  const losLayerRef = useRef<Konva.Layer>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const view = useRef<View>({ x: 0, y: 0, scale: 1, turned: false });
  const fitScale = useRef(1);
  /** The user moved the view (refits on resize stop). */
  const touched = useRef(false);
  /** The user zoomed by hand (framing after a verdict stops until the next fit). */
  const zoomedByHand = useRef(false);
  const framedPair = useRef('');
  const dragging = useRef(false);
  /** The scale the bitmaps are drawn at: the view's, once it has stopped moving. */
  const settledScale = useRef<number | undefined>(undefined);
  const marksRef = useRef<Konva.Shape>(null);
  const [terrainBitmap] = useState(() => new BoardBitmap());
  const [marksBitmap] = useState(() => new BoardBitmap(MARKS_BITMAP_PIXELS));
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flashStrength = useRef(0);
  const recorded = useRef<unknown>(undefined);
  const stageTimes = useRef<{ commit: number; drawStart: number }>({ commit: 0, drawStart: 0 });
  const lastLayout = useRef<{ tags: TagLayout; segments: readonly ScreenSegment[]; discs: readonly ScreenDisc[] } | undefined>(undefined);
  const insetsRef = useRef(insets);
  const sizeRef = useRef(size);
  useLayoutEffect(() => {
    insetsRef.current = insets;
    sizeRef.current = size;
  }, [insets, size]);

  // A big board's geometry is measured in steps (nothing is drawn until it is ready); a small one's at once.
  const [, setGeometryReady] = useState(0);
  const geom = board ? (board.cells.size <= HEXES_PER_BAND ? boardGeometry(board) : knownGeometry(board)) : undefined;
  useEffect(() => {
    if (!board || knownGeometry(board)) return;
    let live = true;
    void boardGeometryInSteps(board).then(() => live && setGeometryReady((n) => n + 1));
    return () => {
      live = false;
    };
  }, [board]);
  // The combat sheet's firers, marked on the map while the sheet is open (the first row's empty hex is the selected firer).
  const combatFirers = useMemo(() => {
    if (!board || !combatOpen) return [];
    return combatRows.flatMap((row, i) => {
      const hex = row.hex.trim() === '' ? (i === 0 ? firer : undefined) : hexByLabel(board, row.hex);
      return hex ? [{ hex, n: i + 1 }] : [];
    });
  }, [board, combatOpen, combatRows, firer]);
  const geomRef = useRef(geom);
  useLayoutEffect(() => {
    geomRef.current = geom;
  }, [geom]);
  const heat = useMemo(() => (audit && auditMode !== 'off' ? heatOf(audit.report, auditMode) : undefined), [audit, auditMode]);
  const warned = useMemo(() => {
    if (!board || !showWarnings) return [];
    const keys = new Set(warnings.flatMap((w) => (w.hex ? [board.labels.get(w.hex.toUpperCase())] : [])));
    return [...keys].flatMap((k) => (k && board.cells.get(k) ? [board.cells.get(k)!.hex] : []));
  }, [board, warnings, showWarnings]);

  // The container's size.
  useEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    const ro = new ResizeObserver(() => setSize({ width: el.clientWidth, height: el.clientHeight }));
    ro.observe(el);
    setSize({ width: el.clientWidth, height: el.clientHeight });
    return () => ro.disconnect();
  }, []);

  // Read through a ref so that the view callbacks, and with them the gesture
  // tracker, outlive a change of board: an editor's stroke goes on while each
  // edit redraws the board under the finger.
  const refreshCache = useCallback(() => {
    settledScale.current = view.current.scale;
    stageRef.current?.batchDraw();
  }, []);

  const applyView = useCallback(
    (next: View, settle = true) => {
      const stage = stageRef.current;
      const turnChanged = next.turned !== view.current.turned;
      view.current = next;
      if (!stage) return;
      stage.position({ x: next.x, y: next.y });
      stage.scale({ x: next.scale, y: next.scale });
      stage.rotation(next.turned ? 90 : 0);
      if (turnChanged) refreshCache();
      stage.batchDraw();
      if (settle) {
        clearTimeout(settleTimer.current);
        settleTimer.current = setTimeout(refreshCache, 160);
      }
    },
    [refreshCache],
  );

  const fit = useCallback(() => {
    if (!geom || size.width === 0) return;
    const v = fitView(geom.bounds, size.width, size.height, insets);
    fitScale.current = v.scale;
    applyView(v);
  }, [geom, size.width, size.height, insets, applyView]);

  // Fit on a new board, and on resizes until the user has moved the view.
  const fittedEpoch = useRef(-1);
  useEffect(() => {
    if (fittedEpoch.current !== boardEpoch) {
      fittedEpoch.current = boardEpoch;
      touched.current = false;
      zoomedByHand.current = false;
      framedPair.current = '';
    }
    if (!touched.current) fit();
    refreshCache();
  }, [fit, refreshCache, boardEpoch]);

  // The tints' bitmap is dropped with the tints; both bitmaps with the map.
  useEffect(() => {
    if (!viewshed && !heat) marksBitmap.clear();
  }, [viewshed, heat, marksBitmap]);
  useEffect(() => {
    // A band done: redraw the layer that shows it.
    terrainBitmap.redrawWith(() => terrainRef.current?.getLayer()?.batchDraw());
    marksBitmap.redrawWith(() => marksRef.current?.getLayer()?.batchDraw());
    return () => {
      terrainBitmap.clear();
      marksBitmap.clear();
    };
  }, [terrainBitmap, marksBitmap]);

  const zoomAt = useCallback(
    (factor: number, at: ScreenPoint) => {
      const v = view.current;
      const scale = Math.min(MAX_SCALE, Math.max(fitScale.current * 0.6, v.scale * factor));
      const k = scale / v.scale;
      touched.current = true;
      zoomedByHand.current = true;
      applyView({ ...v, scale, x: at.x - (at.x - v.x) * k, y: at.y - (at.y - v.y) * k });
    },
    [applyView],
  );

  const toHex = useCallback((p: ScreenPoint): Axial => boardToHex(screenToBoard(view.current, p), HEX), []);

  // A new line: frame it (unless the user zoomed by hand or is dragging an
  // end), and draw it in this very commit rather than on Konva's next frame.
  const showResult = result && firer && target && hexEquals(result.from, firer) && hexEquals(result.to, target) ? result : undefined;
  useLayoutEffect(() => {
    if (!showResult) return;
    stageTimes.current.commit = performance.now();
    const pair = `${showResult.from.q},${showResult.from.r}>${showResult.to.q},${showResult.to.r}`;
    if (!zoomedByHand.current && !dragging.current && size.width > 0 && pair !== framedPair.current) {
      framedPair.current = pair;
      touched.current = true;
      const a = hexToBoard(showResult.from, HEX);
      const b = hexToBoard(showResult.to, HEX);
      const framed = frameView(a, b, view.current, fitScale.current, size.width, size.height, insets);
      applyView(geom ? keepBoardInView(framed, geom.bounds, size.width, size.height, insets) : framed);
    }
    stageRef.current?.draw();
  }, [showResult, size.width, size.height, insets, applyView, geom]);

  const editingRef = useRef(editing);
  useEffect(() => {
    editingRef.current = editing;
  }, [editing]);
  const toBoard = useCallback((p: ScreenPoint): BoardPoint => screenToBoard(view.current, p), []);

  // The one pointer handler.
  useEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    const local = (e: PointerEvent | WheelEvent): ScreenPoint => {
      const r = el.getBoundingClientRect();
      return { x: e.clientX - r.left, y: e.clientY - r.top };
    };
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
        touched.current = true;
        const v = view.current;
        applyView({ ...v, x: v.x + dx, y: v.y + dy });
      },
      pinch(factor, centre, dx, dy) {
        const v = view.current;
        touched.current = true;
        const moved = { ...v, x: v.x + dx, y: v.y + dy };
        view.current = moved;
        zoomAt(factor, centre);
      },
      longPress(at) {
        const hex = toHex(at);
        const state = useAppStore.getState();
        if (state.board?.cells.has(`${hex.q},${hex.r}`)) state.inspect(hex);
      },
      endAt(at) {
        const hex = toHex(at);
        const { firer: f, target: t } = useAppStore.getState();
        if (t && hexEquals(hex, t)) return 'target';
        if (f && hexEquals(hex, f)) return 'firer';
        return undefined;
      },
      drag(end, at, time) {
        dragging.current = true;
        const hex = toHex(at);
        const state = useAppStore.getState();
        if (!state.board?.cells.has(`${hex.q},${hex.r}`)) return;
        const current = end === 'firer' ? state.firer : state.target;
        if (current && hexEquals(current, hex)) return;
        const other = end === 'firer' ? state.target : state.firer;
        if (other && hexEquals(other, hex)) return;
        if (end === 'firer') state.setFirer(hex);
        else state.setTarget(hex, time);
      },
    });
    const sample = (e: PointerEvent) => ({ id: e.pointerId, ...local(e), pointerType: e.pointerType, time: e.timeStamp });
    const down = (e: PointerEvent) => {
      if (e.button !== 0 && e.pointerType === 'mouse') return;
      el.setPointerCapture?.(e.pointerId);
      tracker.down(sample(e));
    };
    const move = (e: PointerEvent) => tracker.move(sample(e));
    const finish = () => {
      if (tracker.current !== 'none') return;
      if (dragging.current) {
        // The slid line is framed as it stands: the finger is off the map now.
        dragging.current = false;
        framedPair.current = '';
      }
    };
    const up = (e: PointerEvent) => {
      tracker.up(sample(e));
      finish();
    };
    const cancel = (e: PointerEvent) => {
      tracker.cancel(sample(e));
      finish();
    };
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      const step = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
      zoomAt(Math.exp(-step * 0.0015), local(e));
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
  }, [applyView, toHex, toBoard, zoomAt]);

  // Keyboard: arrows pan, + and − zoom, 0 fits.
  const refit = useCallback(() => {
    zoomedByHand.current = false;
    framedPair.current = '';
    touched.current = false;
    fit();
  }, [fit]);
  const onKeyDown = (e: React.KeyboardEvent) => {
    const v = view.current;
    const stepPx = 80;
    const centre = { x: size.width / 2, y: size.height / 2 };
    const moves: Record<string, () => void> = {
      ArrowLeft: () => applyView({ ...v, x: v.x + stepPx }),
      ArrowRight: () => applyView({ ...v, x: v.x - stepPx }),
      ArrowUp: () => applyView({ ...v, y: v.y + stepPx }),
      ArrowDown: () => applyView({ ...v, y: v.y - stepPx }),
      '+': () => zoomAt(1.25, centre),
      '=': () => zoomAt(1.25, centre),
      '-': () => zoomAt(0.8, centre),
      '0': refit,
    };
    const run = moves[e.key];
    if (run) {
      e.preventDefault();
      if (e.key !== '0') touched.current = true;
      run();
    }
  };

  useEffect(() => {
    registerMapControls({ zoomBy: (factor) => zoomAt(factor, { x: size.width / 2, y: size.height / 2 }), fit: refit });
    return () => registerMapControls(undefined);
  }, [zoomAt, refit, size.width, size.height]);

  // Flash a reason's place: bring it on screen if it is not, then four pulses.
  useEffect(() => {
    if (!flash) return;
    const shown = useAppStore.getState().result;
    const reason = flashedReason(shown, flash);
    if (reason) {
      const at = placeCentre(reasonPlace(reason));
      const { width, height } = sizeRef.current;
      const ins = insetsRef.current;
      if (at) {
        const p = boardToScreen(view.current, at);
        const margin = 24;
        const off = p.x < ins.left + margin || p.x > width - ins.right - margin || p.y < ins.top + margin || p.y > height - ins.bottom - margin;
        if (off) {
          touched.current = true;
          const centred = viewCentredOn(at, view.current.scale, view.current.turned, freeArea(width, height, ins).centre);
          applyView(geomRef.current ? keepBoardInView(centred, geomRef.current.bounds, width, height, ins) : centred);
        }
      }
    }
    const layer = losLayerRef.current;
    const started = performance.now();
    const pulses = 4;
    const duration = 2400;
    let frame = 0;
    const tick = () => {
      const t = (performance.now() - started) / duration;
      flashStrength.current = t >= 1 ? 0 : 0.5 - 0.5 * Math.cos(2 * Math.PI * pulses * t);
      layer?.batchDraw();
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      flashStrength.current = 0;
    };
  }, [flash, applyView]);

  // Test and tooling hook: where a labelled hex is on screen, the view, and where the labels went.
  useEffect(() => {
    const hook = {
      screenOf(label: string): ScreenPoint | undefined {
        const b = useAppStore.getState().board;
        const el = containerRef.current;
        const key = b?.labels.get(label.toUpperCase());
        const cell = key ? b?.cells.get(key) : undefined;
        if (!cell || !el) return undefined;
        const p = boardToScreen(view.current, hexToBoard(cell.hex, HEX));
        const r = el.getBoundingClientRect();
        return { x: r.left + p.x, y: r.top + p.y };
      },
      scale: () => view.current.scale,
      /** Hexes on screen, flat side to flat side, in CSS pixels. */
      hexPx: () => view.current.scale * HEX_HEIGHT,
      turned: () => view.current.turned,
      /** The placed labels and the evidence they must not cover, in page pixels. */
      tagLayout: () => {
        const el = containerRef.current;
        const l = lastLayout.current;
        if (!el || !l) return undefined;
        const r = el.getBoundingClientRect();
        const box = (b: ScreenBox | undefined) => (b ? { x: b.x + r.left, y: b.y + r.top, w: b.w, h: b.h } : undefined);
        return {
          firer: box(l.tags.firer),
          target: box(l.tags.target),
          range: box(l.tags.range),
          segments: l.segments.map((s) => ({ x1: s.x1 + r.left, y1: s.y1 + r.top, x2: s.x2 + r.left, y2: s.y2 + r.top, pad: s.pad })),
        };
      },
      /** Where each entry of the shown result's not-blocking list is outlined (its middle), in page pixels. */
      clearedPoints: () => {
        const el = containerRef.current;
        const shown = useAppStore.getState().result;
        if (!el || !shown) return [];
        const r = el.getBoundingClientRect();
        return (shown.cleared ?? []).flatMap((met) => {
          const at = placeCentre(reasonPlace(met));
          if (!at) return [];
          const p = boardToScreen(view.current, at);
          return [{ x: p.x + r.left, y: p.y + r.top }];
        });
      },
    };
    (globalThis as { __hexlos?: typeof hook }).__hexlos = hook;
  }, []);

  const byElevation = board?.family === 'elevation';

  /** The labels: measured, placed off the line and the evidence, drawn upright in screen pixels. */
  const drawTags = (ctx: CanvasRenderingContext2D) => {
    if (!board) return;
    const v = view.current;
    const { width, height } = sizeRef.current;
    const ins = insetsRef.current;
    const end = (h: Axial | undefined) => {
      if (!h) return undefined;
      const text = endTag(board, h);
      const p = boardToScreen(v, hexToBoard(h, HEX));
      return { text, x: p.x, y: p.y, w: tagWidth(ctx, text), h: TAG_HEIGHT };
    };
    const f = end(firer);
    const t = end(target);
    const segments: ScreenSegment[] = [];
    const discs: ScreenDisc[] = [];
    let rangeText: string | undefined;
    if (showResult) {
      const a = boardToScreen(v, hexToBoard(showResult.from, HEX));
      const b = boardToScreen(v, hexToBoard(showResult.to, HEX));
      segments.push({ x1: a.x, y1: a.y, x2: b.x, y2: b.y, pad: 3 });
      const glow = Math.max(8, HEX * 0.17 * v.scale + 4) / 2 + 2;
      for (const reason of showResult.reasons) {
        const place = reasonPlace(reason);
        if (place.kind === 'side') {
          const p1 = boardToScreen(v, { x: place.segment.x1, y: place.segment.y1 });
          const p2 = boardToScreen(v, { x: place.segment.x2, y: place.segment.y2 });
          segments.push({ x1: p1.x, y1: p1.y, x2: p2.x, y2: p2.y, pad: glow });
        } else if (place.kind === 'hex') {
          const c = boardToScreen(v, hexToBoard(place.hex, HEX));
          discs.push({ x: c.x, y: c.y, r: HEX * v.scale });
        }
      }
      if (showResult.range > 0) rangeText = `range ${showResult.range}`;
    }
    const tags = layoutTags({
      view: { x: ins.left, y: Math.max(0, ins.top - 8), w: width - ins.left - ins.right, h: height - ins.top - ins.bottom + 8 },
      hexRadius: HEX * v.scale,
      firer: f,
      target: t,
      range: rangeText ? { w: tagWidth(ctx, rangeText), h: TAG_HEIGHT } : undefined,
      segments,
      discs,
    });
    lastLayout.current = { tags, segments, discs };
    if (f && tags.firer) drawScreenTag(ctx, f.text, tags.firer, palette);
    if (t && tags.target) drawScreenTag(ctx, t.text, tags.target, palette);
    if (rangeText && tags.range) drawScreenTag(ctx, rangeText, tags.range, palette);
  };

  return (
    <div
      ref={containerRef}
      className="map-canvas"
      tabIndex={0}
      role="application"
      aria-label="Board map: tap a hex for the firer, then the target"
      onKeyDown={onKeyDown}
    >
      {size.width > 0 && (
        <Stage ref={stageRef} width={size.width} height={size.height} listening={false}>
          <Layer listening={false}>
            {geom && (
              <Shape
                ref={terrainRef}
                name="terrain"
                perfectDrawEnabled={false}
                sceneFunc={(context) => {
                  const ctx = context._context;
                  const v = view.current;
                  const rect = bitmapRect(geom);
                  const dpr = window.devicePixelRatio || 1;
                  // A scale at which the board's picture cannot be kept settles at once (never the whole board drawn directly).
                  let scale = settledScale.current;
                  if (scale === undefined || !terrainBitmap.fits(rect, scale * dpr)) scale = settledScale.current = v.scale;
                  const s = scale;
                  const kept = terrainBitmap.ensure([geom, palette, byElevation, v.turned], rect, s * dpr, bandsFor(geom), (c, band) =>
                    drawTerrain(c, geom, { palette, byElevation, scale: s, cull: band, turned: v.turned }),
                  );
                  if (kept && terrainBitmap.paint(ctx)) return;
                  drawTerrain(ctx, geom, { palette, byElevation, scale: v.scale, cull: visibleRect(v, sizeRef.current.width, sizeRef.current.height), turned: v.turned });
                }}
              />
            )}
          </Layer>
          <Layer listening={false}>
            {geom && (viewshed || inspected || heat || warned.length > 0) && (
              <Shape
                ref={marksRef}
                name="marks"
                perfectDrawEnabled={false}
                sceneFunc={(context) => {
                  const ctx = context._context;
                  const v = view.current;
                  const area = { palette, scale: v.scale, viewshed: viewshed?.hexes, viewshedFrom: firer, heat };
                  if (hasAreaMarks(area)) {
                    const rect = bitmapRect(geom);
                    const s = settledScale.current ?? v.scale;
                    const pr = s * (window.devicePixelRatio || 1);
                    const parts = [geom, palette, viewshed, firer && hexKey(firer), heat];
                    const kept = marksBitmap.fits(rect, pr)
                      ? marksBitmap.ensure(parts, rect, pr, bandsFor(geom), (c, band) => drawAreaMarks(c, geom, { ...area, scale: s }, band))
                      : (marksBitmap.clear(), false);
                    // Zoomed in past what the bitmap holds: only the hexes on screen, directly.
                    if (!kept || !marksBitmap.paint(ctx)) drawAreaMarks(ctx, geom, area, visibleRect(v, sizeRef.current.width, sizeRef.current.height));
                  }
                  drawPointMarks(ctx, { palette, scale: v.scale, inspected, warned });
                }}
              />
            )}
            {combatFirers.length > 0 && (
              <Shape name="combat-firers" perfectDrawEnabled={false} sceneFunc={(context) => drawCombatFirers(context._context, combatFirers, view.current.scale, palette)} />
            )}
            {geom && editing?.draw && (
              <Shape name="editor-marks" perfectDrawEnabled={false} sceneFunc={(context, shape) => editing.draw?.(context._context, geom, shape.getAbsoluteScale().x)} />
            )}
          </Layer>
          <Layer ref={losLayerRef} listening={false}>
            {showResult && (
              <Shape
                name={showResult.visible ? 'los los-clear' : 'los los-blocked'}
                perfectDrawEnabled={false}
                sceneFunc={(context) => {
                  if (recorded.current !== showResult) stageTimes.current.drawStart = performance.now();
                  drawLosBase(context._context, showResult, { palette, scale: view.current.scale, flashIndex: undefined, flashStrength: 0 });
                }}
              />
            )}
            {board && firer && ring({ name: 'firer-ring', hex: firer, colour: palette.firer, crosshair: false, palette })}
            {board && target && ring({ name: 'target-ring', hex: target, colour: palette.target, crosshair: true, palette })}
            {showResult && (
              <Shape
                name="evidence"
                perfectDrawEnabled={false}
                sceneFunc={(context) =>
                  drawEvidence(context._context, showResult, {
                    palette,
                    scale: view.current.scale,
                    flashIndex: flash?.index,
                    flashList: flash?.list,
                    flashStrength: flashStrength.current,
                  })
                }
              />
            )}
            {board && firer && (
              <Shape
                name="tags"
                perfectDrawEnabled={false}
                sceneFunc={(context, shape) => {
                  inScreenPixels(shape, context._context, () => drawTags(context._context));
                  if (showResult && recorded.current !== showResult) {
                    recorded.current = showResult;
                    if (askedAt !== undefined && losTiming) {
                      recordDrawn({ tap: askedAt, ...losTiming, commit: stageTimes.current.commit, drawStart: stageTimes.current.drawStart, drawn: performance.now() });
                    }
                  }
                }}
              />
            )}
          </Layer>
        </Stage>
      )}
    </div>
  );
}

interface RingProps {
  readonly name: string;
  readonly hex: Axial;
  readonly colour: string;
  readonly crosshair: boolean;
  readonly palette: Palette;
}

/** A chosen hex's strong ring, a named node (its label is drawn with the others, off the line). */
function ring(props: RingProps) {
  const p = hexToBoard(props.hex, HEX);
  return (
    <Shape
      key={props.name}
      name={props.name}
      x={p.x}
      y={p.y}
      perfectDrawEnabled={false}
      sceneFunc={(context, shape) => {
        const s = shape.getAbsoluteScale().x;
        drawRing(context._context, props.colour, props.palette.ringHalo, s, props.crosshair);
      }}
    />
  );
}
