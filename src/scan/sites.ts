// Where the scan looks on the photo (detect.ts's header, step 2): each hex's
// interior, read as the median colour of ~90 points away from its edges and
// their spread (its texture), and each interior hexside's colour profile
// across the edge; the hex a terrain tap falls in and the core of the stroke
// a symbol tap is near; and the discs a tap off the grid is read from.

import { hexKey, neighbour, OPPOSITE_SIDE } from '../engine/hex/axial.ts';
import { SIDE_CORNERS } from '../engine/hex/lattice.ts';
import { boardToHex, hexCornersBoard, hexToBoard } from '../engine/hex/layout.ts';
import { axialToOffset, cellLabel, offsetToAxial } from '../engine/hex/offset.ts';
import { type Axial, type Side, SIDES } from '../engine/types.ts';
import { colourDistance2 } from './colour.ts';
import { boardToImage, hexOnImage, imageToBoard } from './grid-fit.ts';
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
/**
 * Across an edge: offsets from −0.3 to 0.3 hex radii (a stroke is 0.17 wide,
 * two side by side 0.255; the rest is room for a grid fitted a pixel or two
 * off and for the fills either side, which a stroke must lie between).
 */
const ACROSS = Array.from({ length: 25 }, (_, j) => -0.3 + j * 0.025);
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
  /**
   * How uneven the interior is: the spread of each channel's log value
   * between its 10th and 90th percentile, averaged over the three channels
   * (NaN when fewer than MIN_TEXTURE_POINTS points were read).
   * A lamp moves a hex's lightness as a whole and leaves this alone; a
   * town's blocks and streets, a gully's line, raise it
   * (colour-classes.ts, TEXTURE_WEIGHT).
   */
  readonly texture: number;
}

export interface EdgeSite {
  readonly a: number;
  readonly b: number;
  readonly side: Side;
  readonly at: Point;
  /** Profile across the edge, from hex a's side to hex b's: log RGB per point, as photographed. */
  readonly profile: LogRgb[];
}

/** Fewer interior points than this read (a hex mostly off the photo) give no texture. */
const MIN_TEXTURE_POINTS = 10;

/** CellSite.texture from the three channels' first n values, each already sorted (median sorts them in place). */
function spreadOfSorted(channels: readonly Float64Array[], n: number): number {
  const low = Math.floor(n * 0.1);
  const high = Math.floor(n * 0.9);
  return channels.reduce((sum, c) => sum + (c[high] - c[low]) / channels.length, 0);
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
      const colour: LogRgb =
        n === 0 ? [Number.NaN, Number.NaN, Number.NaN] : [median(buf[0], n), median(buf[1], n), median(buf[2], n)];
      const texture = n < MIN_TEXTURE_POINTS ? Number.NaN : spreadOfSorted(buf, n);
      cells.push({ hex, column, row, label: cellLabel({ column, row }), at, colour, texture });
    }
  }
  return cells;
}

const CANONICAL_SIDES: readonly Side[] = ['N', 'NE', 'SE'];

/** An interior hexside on the board: the hex naming it, its corners and the unit normal from that hex towards its neighbour. */
interface EdgeGeometry {
  readonly p1: Point;
  readonly p2: Point;
  readonly normal: Point;
}

function edgeGeometry(hex: Axial, side: Side): EdgeGeometry {
  const corners = hexCornersBoard(hex);
  const centre = hexToBoard(hex);
  const [i, j] = SIDE_CORNERS[side];
  const p1 = corners[i];
  const p2 = corners[j];
  const mx = (p1.x + p2.x) / 2;
  const my = (p1.y + p2.y) / 2;
  // The apothem direction.
  const len = Math.hypot(mx - centre.x, my - centre.y);
  return { p1, p2, normal: { x: (mx - centre.x) / len, y: (my - centre.y) / len } };
}

const scratchAlong = [new Float64Array(64), new Float64Array(64), new Float64Array(64)];

/** A colour profile across an edge: per offset (hex radii, towards the neighbour), the median of the points at the given fractions along it. */
function readProfile(
  image: RgbaImage,
  h: Homography,
  g: EdgeGeometry,
  across: readonly number[],
  along: readonly number[],
): LogRgb[] {
  const px: LogRgb = [0, 0, 0];
  const { p1, p2, normal } = g;
  return across.map((off) => {
    let n = 0;
    for (const t of along) {
      const p = boardToImage(h, p1.x + (p2.x - p1.x) * t + normal.x * off, p1.y + (p2.y - p1.y) * t + normal.y * off);
      if (!sampleLog(image, p.x, p.y, px)) continue;
      for (let c = 0; c < 3; c++) scratchAlong[c][n] = px[c];
      n++;
    }
    return n === 0
      ? [Number.NaN, Number.NaN, Number.NaN]
      : [median(scratchAlong[0], n), median(scratchAlong[1], n), median(scratchAlong[2], n)];
  });
}

const edgeMiddle = (g: EdgeGeometry): { x: number; y: number } => ({
  x: (g.p1.x + g.p2.x) / 2,
  y: (g.p1.y + g.p2.y) / 2,
});

export function readEdges(req: ScanRequest, h: Homography, cells: readonly CellSite[]): EdgeSite[] {
  const { image } = req;
  const index = new Map<string, number>();
  cells.forEach((c, i) => index.set(hexKey(c.hex), i));
  const edges: EdgeSite[] = [];
  cells.forEach((cell, a) => {
    for (const side of CANONICAL_SIDES) {
      const b = index.get(hexKey(neighbour(cell.hex, side)));
      if (b === undefined) continue;
      const g = edgeGeometry(cell.hex, side);
      const m = edgeMiddle(g);
      edges.push({ a, b, side, at: boardToImage(h, m.x, m.y), profile: readProfile(image, h, g, ACROSS, ALONG) });
    }
  });
  return edges;
}

/** The cell an image point falls in (index into `cells`, which run column by column), or undefined off the grid. */
export function cellIndexAt(inverse: Homography, grid: ScanGrid, p: Point): number | undefined {
  const o = axialToOffset(boardToHex(imageToBoard(inverse, p)), grid.shifted);
  if (o.column < 0 || o.row < 0 || o.column >= grid.columns || o.row >= grid.rows) return undefined;
  return o.column * grid.rows + o.row;
}

/** Across an edge, for finding a tapped stroke's core: ±0.25 hex radii in 33 steps. */
const SNAP_ACROSS = Array.from({ length: 33 }, (_, j) => -0.25 + j / 64);
/** A tap farther than this (hex radii) from every hexside is not on a stroke. */
const SNAP_REACH = 0.3;

/**
 * The colour of the stroke a symbol sample was tapped on, read where the
 * stroke is strongest rather than at the tapped pixel: the edge nearest the
 * tap is read across (each point the median along the edge's middle), and of
 * the points most unlike both hexes (local peaks within half the strongest),
 * the one nearest the tap is the stroke's core. A tap a pixel or two off the
 * stroke, or on its blurred fringe, reads the same colour. Undefined when the
 * tap is not near an interior hexside.
 */
export function readStrokeAt(
  image: RgbaImage,
  h: Homography,
  inverse: Homography,
  grid: ScanGrid,
  cells: readonly CellSite[],
  tap: Point,
): { colour: LogRgb; at: Point } | undefined {
  const i = cellIndexAt(inverse, grid, tap);
  if (i === undefined) return undefined;
  const cell = cells[i];
  const centre = hexToBoard(cell.hex);
  const p = imageToBoard(inverse, tap);
  let side: Side = 'N';
  let depth = Infinity;
  for (const s of SIDES) {
    const g = edgeGeometry(cell.hex, s);
    const d = Math.sqrt(3) / 2 - ((p.x - centre.x) * g.normal.x + (p.y - centre.y) * g.normal.y);
    if (d < depth) {
      depth = d;
      side = s;
    }
  }
  if (depth > SNAP_REACH) return undefined;
  // Name the edge from the hex whose N, NE or SE side it is, as the edge profiles do.
  const names = (CANONICAL_SIDES as readonly Side[]).includes(side);
  const a = names ? cell.hex : neighbour(cell.hex, side);
  const aSide = names ? side : OPPOSITE_SIDE[side];
  const b = neighbour(a, aSide);
  const cellOf = (hex: Axial) => {
    const o = axialToOffset(hex, grid.shifted);
    return o.column >= 0 && o.row >= 0 && o.column < grid.columns && o.row < grid.rows
      ? cells[o.column * grid.rows + o.row]
      : undefined;
  };
  const ca = cellOf(a);
  const cb = cellOf(b);
  if (!ca || !cb) return undefined;
  const tapOffset = names ? -depth : depth;
  const g = edgeGeometry(a, aSide);
  const profile = readProfile(image, h, g, SNAP_ACROSS, ALONG);
  const contrast = profile.map((q) =>
    Number.isNaN(q[0]) ? 0 : Math.min(colourDistance2(q, ca.colour), colourDistance2(q, cb.colour)),
  );
  const strongest = Math.max(...contrast);
  if (!(strongest > 0)) return undefined;
  let core = -1;
  for (let j = 0; j < contrast.length; j++) {
    const peak =
      contrast[j] >= strongest / 2 &&
      (j === 0 || contrast[j] >= contrast[j - 1]) &&
      (j === contrast.length - 1 || contrast[j] >= contrast[j + 1]);
    if (peak && (core < 0 || Math.abs(SNAP_ACROSS[j] - tapOffset) < Math.abs(SNAP_ACROSS[core] - tapOffset))) core = j;
  }
  const near = [core - 1, core, core + 1].filter((j) => j >= 0 && j < profile.length && !Number.isNaN(profile[j][0]));
  const colour: LogRgb = [0, 1, 2].map((c) => median(near.map((j) => profile[j][c]))) as LogRgb;
  const m = edgeMiddle(g);
  const off = SNAP_ACROSS[core];
  return { colour, at: boardToImage(h, m.x + g.normal.x * off, m.y + g.normal.y * off) };
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
