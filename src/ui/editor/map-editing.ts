// The editor's hold on the map: while a painting tool is chosen, one finger
// (or the left button) paints and taps edit; the designer warnings the loader
// finds are drawn where they apply — on the hexside a warning names, or on
// its hex — and redrawn after every edit.

import { useMemo } from 'react';
import { placeOfWarning } from '../../board/edit/document.ts';
import { edgeHexes, parseHexKey } from '../../engine/hex/axial.ts';
import { hexCornersBoard } from '../../engine/hex/layout.ts';
import { SIDE_CORNERS } from '../../engine/hex/lattice.ts';
import type { Axial, EdgeKey, Side } from '../../engine/types.ts';
import { useEditorStore } from '../../store/editor/editor-store.ts';
import { useAppStore } from '../../store/index.ts';
import type { MapEditing } from '../canvas/BoardCanvas.tsx';
import { drawWarningBadge } from '../canvas/draw-overlay.ts';
import { HEX } from '../canvas/geometry.ts';

export const WARNING_EDGE_COLOUR = '#e8a200';

/** Where each designer warning sits: hexsides and hexes. */
export function useWarningPlaces(): { edges: EdgeKey[]; hexes: Axial[] } {
  const warnings = useAppStore((s) => s.boardWarnings);
  const written = useEditorStore((s) => s.written);
  const board = useAppStore((s) => s.board);
  return useMemo(() => {
    const edges = new Set<EdgeKey>();
    const hexes = new Set<string>();
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

function drawEdgeWarning(ctx: CanvasRenderingContext2D, edge: EdgeKey, scale: number): void {
  const [a] = edgeHexes(edge);
  const side = edge.split(',')[2] as Side;
  const corners = hexCornersBoard(a, HEX);
  const [i, j] = SIDE_CORNERS[side];
  ctx.beginPath();
  ctx.moveTo(corners[i].x, corners[i].y);
  ctx.lineTo(corners[j].x, corners[j].y);
  ctx.lineCap = 'round';
  ctx.setLineDash([6 / scale, 5 / scale]);
  ctx.lineWidth = 11 / scale;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.lineWidth = 6 / scale;
  ctx.strokeStyle = WARNING_EDGE_COLOUR;
  ctx.stroke();
  ctx.setLineDash([]);
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
      draw(ctx, _geom, scale) {
        for (const edge of places.edges) drawEdgeWarning(ctx, edge, scale);
        for (const hex of places.hexes) drawWarningBadge(ctx, hex, scale);
      },
    };
  }, [active, places]);
}
