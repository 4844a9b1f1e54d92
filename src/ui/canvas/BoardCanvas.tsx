// The map: a Konva stage with layers split by how often they change —
// the static board (terrain-layer.tsx, a bitmap, no hit graph), the photo the
// board was traced over when it has one (underlay-layer.tsx), the marks
// (marks-layer.tsx: viewshed and heatmap tints as a second bitmap; the
// inspected hex, warnings), and the LOS overlay (los-layer.tsx: the line under
// the end rings, the evidence above them, the labels last, in screen pixels).
// One pointer handler on the stage's container turns gestures into taps on
// hexes, pans, pinches and drags of either end (use-map-input.ts); the arrow
// keys move a focus hex and Enter picks it (use-key-focus.ts).
//
// The view fills the screen: on a portrait screen the board turns 90° when
// that makes its hexes larger (labels stay upright; labels and links are
// unaffected), and after a verdict the view frames the line — firer and
// target filling the free part of the screen at the largest size that fits
// — unless the user has zoomed by hand since the last fit (view.ts,
// use-map-view.ts). While a new line is traced, the map keeps the picture it
// last drew until the verdict comes (use-drawn-pick.ts), so a tap redraws the
// line once. This component only reads the store and composes.

import type Konva from 'konva';
import { useEffect, useMemo, useRef, useState } from 'react';

import { hexByLabel } from '../../engine/board-model.ts';
import type { Board } from '../../engine/types.ts';
import { useAppStore } from '../../store/index.ts';
import { UnderlayLayerOnDemand } from '../lazy-parts.tsx';
import { PALETTES } from '../palette.ts';
import { boardGeometry, boardGeometryInSteps, knownGeometry } from './geometry.ts';
import type { BoardGeometry } from './geometry.ts';
import { heatOf } from './heat.ts';
import { MapStage } from './konva-nodes.tsx';
import { HEXES_PER_BAND, useLayerBitmaps } from './layer-bitmaps.ts';
import { LosLayer } from './los-layer.tsx';
import type { PlacedTags } from './los-layer.tsx';
import { MarksLayer } from './marks-layer.tsx';
import { TerrainLayer } from './terrain-layer.tsx';
import { useMapTestHook } from './test-hook.ts';
import { useDrawnPick } from './use-drawn-pick.ts';
import { useFlash } from './use-flash.ts';
import { useKeyFocus } from './use-key-focus.ts';
import { useMapInput } from './use-map-input.ts';
import type { MapEditing } from './use-map-input.ts';
import { useFramedLine, useLatest, useMapView } from './use-map-view.ts';
import type { DrawTimes } from './use-map-view.ts';
import type { MapInsets } from './view.ts';

/** A big board's geometry is measured in steps (nothing is drawn until it is ready); a small one's at once. */
/**
 * The board's geometry. A big board's is built in steps (no long task); while
 * the geometry of an edited board is built, the last one of the same board
 * (the same boardEpoch) is drawn rather than nothing, so the editor is never
 * blank after an edit on a board of more than HEXES_PER_BAND hexes.
 */
function useBoardGeometry(board: Board | undefined, boardEpoch: number): BoardGeometry | undefined {
  const [built, setBuilt] = useState<{ readonly epoch: number; readonly geom: BoardGeometry }>();
  useEffect(() => {
    if (!board || board.cells.size <= HEXES_PER_BAND) return;
    let live = true;
    void boardGeometryInSteps(board).then((geom) => live && setBuilt({ epoch: boardEpoch, geom }));
    return () => {
      live = false;
    };
  }, [board, boardEpoch]);
  if (!board) return undefined;
  if (board.cells.size <= HEXES_PER_BAND) return boardGeometry(board);
  return knownGeometry(board) ?? (built?.epoch === boardEpoch ? built.geom : undefined);
}

/** The container's size, kept by a ResizeObserver. */
function useContainerSize(containerRef: React.RefObject<HTMLDivElement | null>): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    const ro = new ResizeObserver(() => setSize({ width: el.clientWidth, height: el.clientHeight }));
    ro.observe(el);
    setSize({ width: el.clientWidth, height: el.clientHeight });
    return () => ro.disconnect();
  }, [containerRef]);
  return size;
}

/**
 * `insets`: what covers the map, for the whole-board fit and the keyboard's
 * focus hex. `lineInsets`: that and the row under the toolbar with the
 * audit's buttons, for what a line needs in view — its framing, its tags and
 * a flashed reason — so the fit keeps the row's height for the board.
 */
export function BoardCanvas({
  insets,
  lineInsets,
  editing,
}: {
  insets: MapInsets;
  lineInsets: MapInsets;
  editing?: MapEditing;
}) {
  const board = useAppStore((s) => s.board);
  const boardEpoch = useAppStore((s) => s.boardEpoch);
  const theme = useAppStore((s) => s.theme);
  const { firer, target, shown, askedAt, losTiming } = useDrawnPick();
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
  const losLayerRef = useRef<Konva.Layer>(null);
  const timesRef = useRef<DrawTimes>({ commit: 0, drawStart: 0, recorded: undefined });
  const placed = useRef<PlacedTags | undefined>(undefined);
  const size = useContainerSize(containerRef);
  const sizeRef = useLatest(size);
  const lineInsetsRef = useLatest(lineInsets);

  const geom = useBoardGeometry(board, boardEpoch);
  const geomRef = useLatest(geom);
  // The combat sheet's firers, marked on the map while the sheet is open (the first row's empty hex is the selected firer).
  const combatFirers = useMemo(() => {
    if (!board || !combatOpen) return [];
    return combatRows.flatMap((row, i) => {
      const hex = row.hex.trim() === '' ? (i === 0 ? firer : undefined) : hexByLabel(board, row.hex);
      return hex ? [{ hex, n: i + 1 }] : [];
    });
  }, [board, combatOpen, combatRows, firer]);
  const heat = useMemo(
    () => (audit && auditMode !== 'off' ? heatOf(audit.report, auditMode) : undefined),
    [audit, auditMode],
  );
  const warned = useMemo(() => {
    if (!board || !showWarnings) return [];
    const keys = new Set(warnings.flatMap((w) => (w.hex ? [board.labels.get(w.hex.toUpperCase())] : [])));
    return [...keys].flatMap((k) => (k && board.cells.get(k) ? [board.cells.get(k)!.hex] : []));
  }, [board, warnings, showWarnings]);

  const map = useMapView(stageRef, geom, size, insets, boardEpoch, lineInsets.top);
  const { terrain, marks, terrainShapeRef, marksShapeRef } = useLayerBitmaps(!!viewshed || !!heat);
  useFramedLine(map, stageRef, losLayerRef, shown, geom, size, lineInsets, timesRef);
  const keyFocus = useKeyFocus(board, map, size, insets, useMapInput(containerRef, map, editing, size));
  const flashStrength = useFlash(flash, map, losLayerRef, sizeRef, lineInsetsRef, geomRef);
  useMapTestHook(containerRef, map.viewRef, placed);

  return (
    <div
      ref={containerRef}
      className="map-canvas"
      tabIndex={0}
      role="application"
      aria-label="Board map: tap a hex for the firer, then the target, or type their labels in the Firer and Target fields. From the keyboard: arrow keys move a focus hex, Enter picks it."
      onKeyDown={keyFocus.onKeyDown}
      onBlur={keyFocus.onBlur}
    >
      <p className="visually-hidden" aria-live="polite" data-testid="map-focus-words">
        {keyFocus.words}
      </p>
      {size.width > 0 && (
        <MapStage stageRef={stageRef} width={size.width} height={size.height}>
          <TerrainLayer
            geom={geom}
            palette={palette}
            byElevation={board?.family === 'elevation'}
            map={map}
            bitmap={terrain}
            shapeRef={terrainShapeRef}
            sizeRef={sizeRef}
            boardEpoch={boardEpoch}
          />
          <UnderlayLayerOnDemand />
          <MarksLayer
            geom={geom}
            palette={palette}
            map={map}
            bitmap={marks}
            shapeRef={marksShapeRef}
            sizeRef={sizeRef}
            viewshed={viewshed}
            firer={firer}
            heat={heat}
            inspected={inspected}
            focused={keyFocus.hex}
            focusedWords={keyFocus.words}
            warned={warned}
            combatFirers={combatFirers}
            editing={editing}
          />
          <LosLayer
            layerRef={losLayerRef}
            board={board}
            firer={firer}
            target={target}
            shown={shown}
            palette={palette}
            map={map}
            sizeRef={sizeRef}
            insetsRef={lineInsetsRef}
            flash={flash}
            flashStrength={flashStrength}
            timesRef={timesRef}
            askedAt={askedAt}
            losTiming={losTiming}
            placed={placed}
          />
        </MapStage>
      )}
    </div>
  );
}
