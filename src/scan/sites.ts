// Where the scan looks on the photo (detect.ts's header, step 2): each hex's
// interior, read as the median colour of ~90 points away from its edges, and
// each interior hexside's colour profile across the edge; and the discs the
// user's sample taps are read from.

import { hexKey, neighbour } from '../engine/hex/axial.ts';
import { hexCornersBoard, hexToBoard } from '../engine/hex/layout.ts';
import { SIDE_CORNERS } from '../engine/hex/lattice.ts';
import { cellLabel, offsetToAxial } from '../engine/hex/offset.ts';
import type { Axial, Side } from '../engine/types.ts';
import { boardToImage, hexOnImage } from './grid-fit.ts';
import type { Homography, Point } from './homography.ts';
import { type LogRgb, median, type RgbaImage, sampleLog } from './image.ts';
import type { ScanGrid, ScanRequest } from './request.ts';

const SQRT3 = Math.sqrt(3);
/** Points inside a hex (board units, hex circumradius 1): a triangular lattice within 0.45 of the centre. */
const INTERIOR: readonly Point[] = (() => {
  const pts: Point[] = [];
  const step = 0.09;
  for (let j = -6; j <= 6; j++) {
    for (let i = -6; i <= 6; i++) {
      const x = (i + (j & 1) / 2) * step;
      const y = (j * step * SQRT3) / 2;
      if (x * x + y * y <= 0.45 * 0.45) pts.push({ x, y });
    }
  }
  return pts;
})();
/** Across an edge: offsets from −0.2 to 0.2 hex radii (a stroke is 0.17 wide; two side by side 0.255). */
const ACROSS = Array.from({ length: 17 }, (_, j) => -0.2 + j * 0.025);
/** Along an edge: the middle 60 %, clear of the corners where three strokes meet. */
const ALONG = Array.from({ length: 9 }, (_, i) => 0.2 + (i * 0.6) / 8);

export interface CellSite {
  readonly hex: Axial;
  readonly column: number;
  readonly row: number;
  readonly label: string;
  readonly at: Point;
  /** Median log RGB of the interior, as photographed. */
  readonly colour: LogRgb;
}

export interface EdgeSite {
  readonly a: number;
  readonly b: number;
  readonly side: Side;
  readonly at: Point;
  /** Profile across the edge, from hex a's side to hex b's: log RGB per point, as photographed. */
  readonly profile: LogRgb[];
}

export function readCells(req: ScanRequest, h: Homography): CellSite[] {
  const { grid, image } = req;
  const cells: CellSite[] = [];
  const buf = [new Float64Array(INTERIOR.length), new Float64Array(INTERIOR.length), new Float64Array(INTERIOR.length)];
  const px: LogRgb = [0, 0, 0];
  for (let column = 0; column < grid.columns; column++) {
    for (let row = 0; row < grid.rows; row++) {
      const hex = offsetToAxial({ column, row }, grid.shifted);
      const c = hexToBoard(hex);
      let n = 0;
      for (const o of INTERIOR) {
        const p = boardToImage(h, c.x + o.x, c.y + o.y);
        if (!sampleLog(image, p.x, p.y, px)) continue;
        buf[0][n] = px[0];
        buf[1][n] = px[1];
        buf[2][n] = px[2];
        n++;
      }
      const at = boardToImage(h, c.x, c.y);
      const colour: LogRgb = n === 0 ? [Number.NaN, Number.NaN, Number.NaN] : [median(buf[0], n), median(buf[1], n), median(buf[2], n)];
      cells.push({ hex, column, row, label: cellLabel({ column, row }), at, colour });
    }
  }
  return cells;
}

const CANONICAL_SIDES: readonly Side[] = ['N', 'NE', 'SE'];

export function readEdges(req: ScanRequest, h: Homography, cells: readonly CellSite[]): EdgeSite[] {
  const { image } = req;
  const index = new Map<string, number>();
  cells.forEach((c, i) => index.set(hexKey(c.hex), i));
  const edges: EdgeSite[] = [];
  const along = [new Float64Array(ALONG.length), new Float64Array(ALONG.length), new Float64Array(ALONG.length)];
  const px: LogRgb = [0, 0, 0];
  cells.forEach((cell, a) => {
    const corners = hexCornersBoard(cell.hex);
    const centre = hexToBoard(cell.hex);
    for (const side of CANONICAL_SIDES) {
      const b = index.get(hexKey(neighbour(cell.hex, side)));
      if (b === undefined) continue;
      const [i, j] = SIDE_CORNERS[side];
      const p1 = corners[i];
      const p2 = corners[j];
      const mx = (p1.x + p2.x) / 2;
      const my = (p1.y + p2.y) / 2;
      // Unit normal from hex a towards hex b: the apothem direction.
      const len = Math.hypot(mx - centre.x, my - centre.y);
      const nx = (mx - centre.x) / len;
      const ny = (my - centre.y) / len;
      const profile: LogRgb[] = [];
      for (const off of ACROSS) {
        let n = 0;
        for (const t of ALONG) {
          const p = boardToImage(h, p1.x + (p2.x - p1.x) * t + nx * off, p1.y + (p2.y - p1.y) * t + ny * off);
          if (!sampleLog(image, p.x, p.y, px)) continue;
          along[0][n] = px[0];
          along[1][n] = px[1];
          along[2][n] = px[2];
          n++;
        }
        profile.push(n === 0 ? [Number.NaN, Number.NaN, Number.NaN] : [median(along[0], n), median(along[1], n), median(along[2], n)]);
      }
      edges.push({ a, b, side, at: boardToImage(h, mx, my), profile });
    }
  });
  return edges;
}

/** A hex radius in image pixels near a point (from the fitted grid), for sizing sample discs. */
export function hexRadiusNear(h: Homography, grid: ScanGrid, p: Point, cells: readonly CellSite[]): number {
  let best = cells[0];
  let bestD = Infinity;
  for (const c of cells) {
    const d = (c.at.x - p.x) ** 2 + (c.at.y - p.y) ** 2;
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  const { centre, corners } = hexOnImage(h, grid, best.column, best.row);
  return corners.reduce((s, q) => s + Math.hypot(q.x - centre.x, q.y - centre.y), 0) / 6;
}

/** Median log RGB in a disc around an image point. */
export function readDisc(image: RgbaImage, at: Point, radius: number): LogRgb {
  const r = Math.max(0.5, radius);
  const step = Math.max(0.5, r / 4);
  const chans: number[][] = [[], [], []];
  const px: LogRgb = [0, 0, 0];
  for (let dy = -r; dy <= r + 1e-9; dy += step) {
    for (let dx = -r; dx <= r + 1e-9; dx += step) {
      if (dx * dx + dy * dy > r * r + 1e-9) continue;
      if (!sampleLog(image, at.x + dx, at.y + dy, px)) continue;
      for (let c = 0; c < 3; c++) chans[c].push(px[c]);
    }
  }
  if (chans[0].length === 0) sampleLog(image, Math.min(image.width - 1, at.x), Math.min(image.height - 1, at.y), px);
  return chans[0].length === 0 ? [...px] : [median(chans[0]), median(chans[1]), median(chans[2])];
}
