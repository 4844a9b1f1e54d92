// The editor's hold on the map: while a painting tool is chosen, one finger
// (or the left button) paints and taps edit; the designer warnings the loader
// finds are drawn where they apply — on the hexside a warning names, or on
// its hex — and redrawn after every edit.

import { useMemo } from 'react';

import { placeOfWarning } from '../../board/edit/document.ts';
import { parseEdgeKey, parseHexKey } from '../../engine/hex/axial.ts';
import { SIDE_CORNERS } from '../../engine/hex/lattice.ts';
import { BOARD_HEX_SIZE, hexCornersBoard } from '../../engine/hex/layout.ts';
import type { Axial, EdgeKey, HexKey } from '../../engine/types.ts';
import { useEditorStore } from '../../store/editor/editor-store.ts';
import { useAppStore } from '../../store/index.ts';
import { drawWarningBadge, drawWarningMark } from '../canvas/draw-marks.ts';
import type { MapEditing } from '../canvas/use-map-input.ts';

/** The warning badge's amber. */
const WARNING_COLOUR = '#e8a200';

/** Where each designer warning sits: hexsides and hexes. */
export function useWarningPlaces(): { edges: EdgeKey[]; hexes: Axial[] } {
  const warnings = useAppStore((s) => s.boardWarnings);
  const written = useEditorStore((s) => s.written);
  const board = useAppStore((s) => s.board);
  return useMemo(() => {
    const edges = new Set<EdgeKey>();
    const hexes = new Set<HexKey>();
    for (const w of warnings) {
      const place = written ? placeOfWarning(written, w.path) : {};
      if (place.edge) edges.add(place.edge);
      else if (place.hex) hexes.add(place.hex);
      else if (w.hex && board) {
        const key = board.labels.get(w.hex.toUpperCase());
        if (key) hexes.add(key);
      }
    }
    return { edges: [...edges], hexes: [...hexes].map(parseHexKey) };
  }, [warnings, written, board]);
}

/** A warning on a hexside: amber dashes along it and the warning's triangle at its middle, upright on screen. */
export function drawEdgeWarning(ctx: CanvasRenderingContext2D, edge: EdgeKey, scale: number, turned: boolean): void {
  const { hex: a, side } = parseEdgeKey(edge);
  const corners = hexCornersBoard(a, BOARD_HEX_SIZE);
  const [i, j] = SIDE_CORNERS[side];
  ctx.beginPath();
  ctx.moveTo(corners[i].x, corners[i].y);
  ctx.lineTo(corners[j].x, corners[j].y);
  // Thin dashes beside the symbol's own stroke, so its colour still shows, and a badge at the middle.
  ctx.lineCap = 'round';
  ctx.setLineDash([4 / scale, 7 / scale]);
  ctx.lineWidth = 3 / scale;
  ctx.strokeStyle = WARNING_COLOUR;
  ctx.stroke();
  ctx.setLineDash([]);
  const x = (corners[i].x + corners[j].x) / 2;
  const y = (corners[i].y + corners[j].y) / 2;
  drawWarningMark(ctx, x, y, Math.max(BOARD_HEX_SIZE * 0.3, 14 / scale), scale, turned);
}

/** The MapEditing the canvas gets while the editor is open (undefined otherwise). */
export function useMapEditing(): MapEditing | undefined {
  const active = useEditorStore((s) => s.active);
  const places = useWarningPlaces();
  return useMemo(() => {
    if (!active) return undefined;
    return {
      paints: () => useEditorStore.getState().tool !== 'look',
      tap: (at) => useEditorStore.getState().tapAt(at),
      stroke(phase, at) {
        const editor = useEditorStore.getState();
        if (phase === 'start') editor.strokeStart(at);
        else if (phase === 'move') editor.strokeMove(at);
        else editor.strokeEnd();
      },
      draw(ctx, _geom, scale, turned) {
        for (const edge of places.edges) drawEdgeWarning(ctx, edge, scale, turned);
        for (const hex of places.hexes) drawWarningBadge(ctx, hex, scale, turned);
      },
    };
  }, [active, places]);
}
