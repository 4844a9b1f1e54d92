// The perspective fit of the hex grid on the image (detect.ts's header, step
// 1): the four corner hex centres fix a homography from the board's lattice
// to the image, exact (homography.ts). The scan reads through it and the
// tracer draws the fitted grid with it.

import { hexCornersBoard, hexToBoard } from '../engine/hex/layout.ts';
import { cellLabel, offsetToAxial } from '../engine/hex/offset.ts';
import {
  applyHomography,
  DegenerateCornersError,
  type Homography,
  type Point,
  sameConvexOrientation,
  solveHomography,
} from './homography.ts';
import { type ScanGrid, ScanInputError } from './request.ts';

const SQRT3 = Math.sqrt(3);
/** Board space (hex radius 1) to the lattice plane the homography starts from. */
const toPlane = (x: number, y: number): Point => ({ x: x / 1.5, y: (2 * y) / SQRT3 });

/** Offset cells of the four corners, in the order the corners are given. */
export function cornerCells(grid: ScanGrid): { column: number; row: number }[] {
  const c = grid.columns - 1;
  const r = grid.rows - 1;
  return [
    { column: 0, row: 0 },
    { column: c, row: 0 },
    { column: c, row: r },
    { column: 0, row: r },
  ];
}

export const cornerName = (grid: ScanGrid, i: number): string => cellLabel(cornerCells(grid)[i]);

/** The perspective fit: lattice plane → image. Throws ScanInputError for corners that do not make a board. */
export function fitGrid(grid: ScanGrid, corners: readonly Point[]): Homography {
  const plane = cornerCells(grid).map((cell) => {
    const h = offsetToAxial(cell, grid.shifted);
    return { x: h.q, y: 2 * h.r + h.q };
  });
  if (!sameConvexOrientation(plane, corners)) {
    throw new ScanInputError(
      'corners',
      `the corners must go round the board in the order ${[0, 1, 2, 3].map((i) => cornerName(grid, i)).join(', ')} and make a convex shape`,
    );
  }
  try {
    return solveHomography(plane, corners);
  } catch (e) {
    if (e instanceof DegenerateCornersError) throw new ScanInputError('corners', e.message);
    throw e;
  }
}

/** Where a board-space point (hex radius 1) lands on the image. */
export function boardToImage(h: Homography, x: number, y: number): Point {
  const p = toPlane(x, y);
  return applyHomography(h, p.x, p.y);
}

/** Where an image point lies on the board (board space, hex radius 1): the inverse of `boardToImage`. */
export function imageToBoard(inverse: Homography, p: Point): Point {
  const q = applyHomography(inverse, p.x, p.y);
  return { x: q.x * 1.5, y: (q.y * SQRT3) / 2 };
}

/** Image positions of a hex's centre and six corners, for drawing the fitted grid. */
export function hexOnImage(
  h: Homography,
  grid: ScanGrid,
  column: number,
  row: number,
): { centre: Point; corners: Point[] } {
  const hex = offsetToAxial({ column, row }, grid.shifted);
  const c = hexToBoard(hex);
  return { centre: boardToImage(h, c.x, c.y), corners: hexCornersBoard(hex).map((p) => boardToImage(h, p.x, p.y)) };
}
