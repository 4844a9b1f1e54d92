// Paths shared by the drawings over the board: a hex, inset towards its
// centre, added to the current path (for fills and solid strokes) or traced on
// its own (for dashed strokes); and the map's lettering.

import { BOARD_HEX_SIZE, hexCornersBoard, hexToBoard } from '../../engine/hex/layout.ts';
import type { Axial } from '../../engine/types.ts';
import { addPolygon } from './polygon-path.ts';

/** The map's lettering. */
export const MAP_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** A hex, inset towards its centre by `inset` board units, added to the current path. */
export function hexPath(ctx: CanvasRenderingContext2D, h: Axial, inset = 0): void {
  const c = hexCornersBoard(h, BOARD_HEX_SIZE - inset);
  const centre = hexToBoard(h, BOARD_HEX_SIZE);
  const shift = hexToBoard(h, BOARD_HEX_SIZE - inset);
  addPolygon(
    ctx,
    c.flatMap((p) => [p.x, p.y]),
    centre.x - shift.x,
    centre.y - shift.y,
  );
}

/** One hex's outline on its own path, for a dashed stroke (addPolygon traces a side twice, which a dash pattern would show). */
export function hexOutline(ctx: CanvasRenderingContext2D, h: Axial, inset: number): void {
  const c = hexCornersBoard(h, BOARD_HEX_SIZE - inset);
  const centre = hexToBoard(h, BOARD_HEX_SIZE);
  const shift = hexToBoard(h, BOARD_HEX_SIZE - inset);
  const dx = centre.x - shift.x;
  const dy = centre.y - shift.y;
  ctx.moveTo(c[0].x + dx, c[0].y + dy);
  for (let i = 1; i < 6; i++) ctx.lineTo(c[i].x + dx, c[i].y + dy);
  ctx.closePath();
}
