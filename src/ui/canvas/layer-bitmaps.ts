// The bitmaps the board and its tints are kept in (board-bitmap.ts), shared by
// the terrain and marks layers: their size, their bands, and their life — the
// tints' bitmap is dropped with the tints, both bitmaps with the map.

import type Konva from 'konva';
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

import { BOARD_HEX_SIZE } from '../../engine/hex/layout.ts';
import { BoardBitmap } from './board-bitmap.ts';
import type { BoardGeometry, Rect } from './geometry.ts';

/** Hexes drawn into a board bitmap per animation frame (a 200 × 200 board: 14 frames). */
export const HEXES_PER_BAND = 3000;
/** The tints' bitmap holds less than the board's: flat fills, and direct drawing is cheap once zoomed in. */
const MARKS_BITMAP_PIXELS = 8_000_000;

/** The board's picture: its bounds and a margin for strokes that reach past the outer hexes. */
export function bitmapRect(geom: BoardGeometry): Rect {
  const b = geom.bounds;
  const pad = BOARD_HEX_SIZE * 0.3;
  return { x: b.x - pad, y: b.y - pad, width: b.width + 2 * pad, height: b.height + 2 * pad };
}

export const bandsFor = (geom: BoardGeometry): number => Math.max(1, Math.ceil(geom.cells.length / HEXES_PER_BAND));

export interface LayerBitmaps {
  readonly terrain: BoardBitmap;
  readonly marks: BoardBitmap;
  /** The shapes that paint them, so that a finished band redraws its layer. */
  readonly terrainShapeRef: RefObject<Konva.Shape | null>;
  readonly marksShapeRef: RefObject<Konva.Shape | null>;
}

/** The two bitmaps, kept for as long as the map is mounted (a hidden stage keeps its pictures). */
export function useLayerBitmaps(hasTints: boolean): LayerBitmaps {
  const terrainShapeRef = useRef<Konva.Shape>(null);
  const marksShapeRef = useRef<Konva.Shape>(null);
  const [terrain] = useState(() => new BoardBitmap());
  const [marks] = useState(() => new BoardBitmap(MARKS_BITMAP_PIXELS));
  useEffect(() => {
    if (!hasTints) marks.clear();
  }, [hasTints, marks]);
  useEffect(() => {
    // A band done: redraw the layer that shows it.
    terrain.redrawWith(() => terrainShapeRef.current?.getLayer()?.batchDraw());
    marks.redrawWith(() => marksShapeRef.current?.getLayer()?.batchDraw());
    return () => {
      terrain.clear();
      marks.clear();
    };
  }, [terrain, marks]);
  return { terrain, marks, terrainShapeRef, marksShapeRef };
}
