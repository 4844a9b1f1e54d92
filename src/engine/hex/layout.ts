// The one place that knows pixels: board space (real proportions, hex size 1
// unless told; BOARD_HEX_SIZE on the map and in the editor) for drawing, and
// picking a hex under a point. Only the UI uses it; rules use the exact
// lattice (lattice.ts). Branded points keep board and screen apart.

import type { Axial } from '../types.ts';
import { cubeRound } from './axial.ts';

export type BoardPoint = { readonly x: number; readonly y: number } & { readonly __space: 'board' };

const SQRT3 = Math.sqrt(3);

/** The hex circumradius of the board space the map draws in and the editor picks in (one unit is a CSS pixel at scale 1). */
export const BOARD_HEX_SIZE = 40;

export const boardPoint = (x: number, y: number): BoardPoint => ({ x, y }) as BoardPoint;

/** Centre of a hex in board space, for hexes of circumradius `size`. */
export function hexToBoard(h: Axial, size = 1): BoardPoint {
  return boardPoint(size * 1.5 * h.q, size * SQRT3 * (h.r + h.q / 2));
}

/** Corners in board space, clockwise from the east corner (matches lattice.ts). */
export function hexCornersBoard(h: Axial, size = 1): BoardPoint[] {
  const c = hexToBoard(h, size);
  const out: BoardPoint[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i;
    out.push(boardPoint(c.x + size * Math.cos(a), c.y + size * Math.sin(a)));
  }
  return out;
}

/** The hex containing a board-space point (cube rounding). */
export function boardToHex(p: { x: number; y: number }, size = 1): Axial {
  return cubeRound(((2 / 3) * p.x) / size, ((-1 / 3) * p.x + (SQRT3 / 3) * p.y) / size);
}
