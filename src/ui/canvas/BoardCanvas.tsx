// The map: a Konva stage with three layers split by how often they change —
// the static board (cached bitmap, no hit graph), the marks (viewshed, the
// inspected hex, the firer and target rings), and the LOS overlay. One pointer
// handler on the stage's container turns gestures into taps on hexes
// (boardToHex), pans, pinches and drags of either end.

import Konva from 'konva';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Layer, Shape, Stage } from 'react-konva';
import { cellAt } from '../../engine/board-model.ts';
import { hexEquals } from '../../engine/hex/axial.ts';
import { boardToHex, hexToBoard } from '../../engine/hex/layout.ts';
import type { Axial, Board } from '../../engine/types.ts';
import { useAppStore } from '../../store/index.ts';
import { PALETTES } from '../palette.ts';
import type { Palette } from '../palette.ts';
import { recordDrawn } from '../perf.ts';
import { endWords } from '../words.ts';
import { drawLos, drawMarks, drawRing, drawTag } from './draw-overlay.ts';
import { drawTerrain } from './draw-terrain.ts';
import { boardGeometry, HEX } from './geometry.ts';
import type { Rect } from './geometry.ts';
import { GestureTracker } from './gestures.ts';
import { registerMapControls } from './map-controls.ts';
import type { ScreenPoint } from './gestures.ts';

export interface MapInsets {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

interface View {
  x: number;
  y: number;
  scale: number;
}

const MAX_SCALE = 4;
const MAX_CACHE_SIDE = 8192;
const MAX_CACHE_AREA = 24_000_000;

/** The part of the board on screen, in board units, read from the node's stage. */
function visibleRectOf(node: Konva.Node): Rect {
  const stage = node.getStage();
  if (!stage) return { x: -1e9, y: -1e9, width: 2e9, height: 2e9 };
  const s = stage.scaleX();
  return { x: -stage.x() / s, y: -stage.y() / s, width: stage.width() / s, height: stage.height() / s };
}

/** The view that fits a rectangle of the board into the free part of the screen. */
export function fitView(bounds: Rect, width: number, height: number, insets: MapInsets): View {
  const freeW = Math.max(40, width - insets.left - insets.right);
  const freeH = Math.max(40, height - insets.top - insets.bottom);
  const scale = Math.min(freeW / bounds.width, freeH / bounds.height, MAX_SCALE);
  return {
    scale,
    x: insets.left + (freeW - bounds.width * scale) / 2 - bounds.x * scale,
    y: insets.top + (freeH - bounds.height * scale) / 2 - bounds.y * scale,
  };
}

function endTag(board: Board, hex: Axial): string {
  const cell = cellAt(board, hex);
  if (!cell) return '';
  return endWords(cell.label, cell.level, cell.elevation, board.family);
}

export function BoardCanvas({ insets }: { insets: MapInsets }) {
  const board = useAppStore((s) => s.board);
  const boardEpoch = useAppStore((s) => s.boardEpoch);
  const theme = useAppStore((s) => s.theme);
  const firer = useAppStore((s) => s.firer);
  const target = useAppStore((s) => s.target);
  const result = useAppStore((s) => s.result);
  const askedAt = useAppStore((s) => s.askedAt);
  const viewshed = useAppStore((s) => s.viewshed);
  const inspected = useAppStore((s) => s.inspected);
  const flash = useAppStore((s) => s.flash);
  const showWarnings = useAppStore((s) => s.showWarnings);
  const warnings = useAppStore((s) => s.boardWarnings);

  const palette = PALETTES[theme];
  const containerRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<Konva.Stage>(null);
  const terrainRef = useRef<Konva.Shape>(null);
  const losLayerRef = useRef<Konva.Layer>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const view = useRef<View>({ x: 0, y: 0, scale: 1 });
  const fitScale = useRef(1);
  const touched = useRef(false);
  const cacheScale = useRef<number | undefined>(undefined);
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flashStrength = useRef(0);
  const recorded = useRef<unknown>(undefined);

  const geom = useMemo(() => (board ? boardGeometry(board) : undefined), [board]);
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

  const refreshCache = useCallback(() => {
    const shape = terrainRef.current;
    const stage = stageRef.current;
    if (!shape || !stage || !geom) return;
    const pr = view.current.scale * (window.devicePixelRatio || 1);
    const b = geom.bounds;
    const pad = HEX * 0.3;
    const w = (b.width + 2 * pad) * pr;
    const h = (b.height + 2 * pad) * pr;
    shape.clearCache();
    cacheScale.current = undefined;
    if (w <= MAX_CACHE_SIDE && h <= MAX_CACHE_SIDE && w * h <= MAX_CACHE_AREA) {
      cacheScale.current = view.current.scale;
      shape.cache({ x: b.x - pad, y: b.y - pad, width: b.width + 2 * pad, height: b.height + 2 * pad, pixelRatio: pr });
      cacheScale.current = undefined;
    }
    stage.batchDraw();
  }, [geom]);

  const applyView = useCallback(
    (next: View, settle = true) => {
      const stage = stageRef.current;
      view.current = next;
      if (!stage) return;
      stage.position({ x: next.x, y: next.y });
      stage.scale({ x: next.scale, y: next.scale });
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
    }
    if (!touched.current) fit();
    else refreshCache();
  }, [fit, refreshCache, boardEpoch]);

  // Re-cache the board picture when the theme changes (the cache holds one theme's colours).
  const cachedTheme = useRef(theme);
  useEffect(() => {
    if (cachedTheme.current === theme) return;
    cachedTheme.current = theme;
    refreshCache();
  }, [theme, refreshCache]);

  const zoomAt = useCallback(
    (factor: number, at: ScreenPoint) => {
      const v = view.current;
      const scale = Math.min(MAX_SCALE, Math.max(fitScale.current * 0.6, v.scale * factor));
      const k = scale / v.scale;
      touched.current = true;
      applyView({ scale, x: at.x - (at.x - v.x) * k, y: at.y - (at.y - v.y) * k });
    },
    [applyView],
  );

  const toHex = useCallback((p: ScreenPoint): Axial => {
    const v = view.current;
    return boardToHex({ x: (p.x - v.x) / v.scale, y: (p.y - v.y) / v.scale }, HEX);
  }, []);

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
        useAppStore.getState().tapHex(toHex(at), time);
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
    const up = (e: PointerEvent) => tracker.up(sample(e));
    const cancel = (e: PointerEvent) => tracker.cancel(sample(e));
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
  }, [applyView, toHex, zoomAt]);

  // Keyboard: arrows pan, + and − zoom, 0 fits.
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
      '0': fit,
    };
    const run = moves[e.key];
    if (run) {
      e.preventDefault();
      touched.current = true;
      run();
    }
  };

  useEffect(() => {
    registerMapControls({ zoomBy: (factor) => zoomAt(factor, { x: size.width / 2, y: size.height / 2 }), fit });
    return () => registerMapControls(undefined);
  }, [zoomAt, fit, size.width, size.height]);

  // Flash a reason's place: three pulses.
  useEffect(() => {
    if (!flash) return;
    const layer = losLayerRef.current;
    const started = performance.now();
    let frame = 0;
    const tick = () => {
      const t = (performance.now() - started) / 1500;
      flashStrength.current = t >= 1 ? 0 : 0.5 - 0.5 * Math.cos(2 * Math.PI * 3 * t);
      layer?.batchDraw();
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [flash]);

  // Test and tooling hook: where a labelled hex is on screen.
  useEffect(() => {
    const hook = {
      screenOf(label: string): ScreenPoint | undefined {
        const b = useAppStore.getState().board;
        const el = containerRef.current;
        const key = b?.labels.get(label.toUpperCase());
        const cell = key ? b?.cells.get(key) : undefined;
        if (!cell || !el) return undefined;
        const p = hexToBoard(cell.hex, HEX);
        const v = view.current;
        const r = el.getBoundingClientRect();
        return { x: r.left + v.x + p.x * v.scale, y: r.top + v.y + p.y * v.scale };
      },
      scale: () => view.current.scale,
    };
    (globalThis as { __hexlos?: typeof hook }).__hexlos = hook;
  }, []);

  const showResult = result && firer && target && hexEquals(result.from, firer) && hexEquals(result.to, target) ? result : undefined;
  const byElevation = board?.family === 'elevation';

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
                sceneFunc={(context, shape) => {
                  const caching = cacheScale.current;
                  drawTerrain(context._context, geom, {
                    palette,
                    byElevation,
                    scale: caching ?? shape.getAbsoluteScale().x,
                    cull: caching ? undefined : visibleRectOf(shape),
                  });
                }}
              />
            )}
          </Layer>
          <Layer listening={false}>
            {geom && (viewshed || inspected || warned.length > 0) && (
              <Shape
                name="marks"
                perfectDrawEnabled={false}
                sceneFunc={(context, shape) =>
                  drawMarks(context._context, geom, {
                    palette,
                    scale: shape.getAbsoluteScale().x,
                    viewshed: viewshed?.hexes,
                    viewshedFrom: firer,
                    inspected,
                    warned,
                  })
                }
              />
            )}
          </Layer>
          <Layer ref={losLayerRef} listening={false}>
            {showResult && (
              <Shape
                name={showResult.visible ? 'los los-clear' : 'los los-blocked'}
                perfectDrawEnabled={false}
                sceneFunc={(context, shape) => {
                  drawLos(context._context, showResult, {
                    palette,
                    scale: shape.getAbsoluteScale().x,
                    flashIndex: flash?.index,
                    flashStrength: flashStrength.current,
                    view: visibleRectOf(shape),
                  });
                  if (recorded.current !== showResult) {
                    recorded.current = showResult;
                    if (askedAt !== undefined) recordDrawn(askedAt);
                  }
                }}
              />
            )}
            {board &&
              firer &&
              ring({ name: 'firer-ring', hex: firer, colour: palette.firer, tag: endTag(board, firer), tagAt: 'above', crosshair: false, palette })}
            {board &&
              target &&
              ring({ name: 'target-ring', hex: target, colour: palette.target, tag: endTag(board, target), tagAt: 'below', crosshair: true, palette })}
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
  readonly tag: string;
  readonly tagAt: 'above' | 'below';
  readonly crosshair: boolean;
  readonly palette: Palette;
}

/** A chosen hex: its ring and its tag ("C2 · level 1 hilltop"), a named node. */
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
        const ctx = context._context;
        drawRing(ctx, props.colour, props.palette.ringHalo, s, props.crosshair);
        const v = visibleRectOf(shape);
        drawTag(ctx, props.tag, 0, 0, s, props.palette, props.tagAt, { ...v, x: v.x - p.x, y: v.y - p.y });
      }}
    />
  );
}
