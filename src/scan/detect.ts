// Reading a board off a photo or scan (cli.md, `hexlos scan`; the editor's
// "trace over a photo"). Pure: an RGBA raster in, proposals out; no DOM, so
// the CLI runs it in Node and the app in its worker.
//
// How it reads:
// 1. Perspective: the four corner hex centres fix a homography from the
//    board's lattice to the image (homography.ts, exact).
// 2. Each hex: the median colour of ~90 points inside it (away from its edges,
//    where the symbols and the grid lines are, and most of its label).
//    Each interior hexside: a colour profile across the edge — seventeen points
//    from one side to the other, each the median of nine points along the
//    middle of the edge (so a road, a gully line or a speck is outvoted).
// 3. Lighting: a smooth field (lighting.ts) is fitted to the hexes' colours
//    minus their classes' colours, and the hexes re-read, a few rounds
//    (an expectation–maximisation loop): a dim corner or a warm lamp is
//    taken out before any colour is named.
// 4. Terrain: each hex goes to the nearest class colour. The classes are the
//    user's samples (one tap per terrain present), or, without samples, a
//    clustering seeded with the app's own printed colours, so each cluster
//    keeps the name of the colour it started from.
// 5. Hexsides: along each profile, a point is a symbol's when that symbol's
//    colour is nearer than both hexes' own colours; a symbol with at least
//    two such points (a stroke is about seven points wide, two strokes side
//    by side five each) is proposed. Symbol colours come from the samples,
//    or from clustering the profile points that differ from both hexes.
//
// Confidence is the margin between the best and the runner-up distance
// (0.5 = a tie, 1 = no contest), for the app to draw doubtful proposals apart.

import { hexKey, neighbour } from '../engine/hex/axial.ts';
import { hexCornersBoard, hexToBoard } from '../engine/hex/layout.ts';
import { SIDE_CORNERS } from '../engine/hex/lattice.ts';
import { cellLabel, offsetToAxial, type Shift } from '../engine/hex/offset.ts';
import type { Axial, Side } from '../engine/types.ts';
import { colourDistance2, confidenceOf, fillDistance2, inkCoordinates, logDistance2, meanOf, nearest, squaredDistance } from './colour.ts';
import { applyHomography, DegenerateCornersError, type Homography, type Point, sameConvexOrientation, solveHomography } from './homography.ts';
import { fromLogRgb, type LogRgb, MAX_IMAGE_PIXELS, median, mixLog, type RgbaImage, sampleLog, toLogRgb } from './image.ts';
import { fitLighting, flatLighting, type LightingField, lightingAt, type LightingObservation } from './lighting.ts';
import { isScanSymbol, REFERENCE_COLOUR, type Rgb, SCAN_SYMBOLS, SCAN_TERRAINS, type ScanName, type ScanSymbol, type ScanTerrain } from './vocabulary.ts';

export interface ScanGrid {
  readonly columns: number;
  readonly rows: number;
  readonly shifted: Shift;
}

export interface ScanSample {
  readonly name: ScanName;
  readonly x: number;
  readonly y: number;
}

export interface ScanRequest {
  readonly image: RgbaImage;
  readonly grid: ScanGrid;
  /** Image positions of the centres of A1, (last column)1, (last column)(last row), A(last row). */
  readonly corners: readonly Point[];
  readonly samples?: readonly ScanSample[];
}

export interface HexProposal {
  readonly label: string;
  readonly column: number;
  readonly row: number;
  readonly terrain: ScanTerrain;
  readonly confidence: number;
}

export interface HexsideProposal {
  /** The hex the side is named from (its N, NE or SE side). */
  readonly hex: string;
  readonly side: Side;
  readonly symbol: ScanSymbol;
  readonly confidence: number;
}

export interface ScanClass {
  readonly name: ScanName;
  readonly kind: 'terrain' | 'symbol';
  /** The class's colour with the lighting taken out. */
  readonly colour: Rgb;
  readonly from: 'sample' | 'clustering';
  readonly count: number;
}

export interface ScanResult {
  readonly grid: ScanGrid;
  readonly hexes: readonly HexProposal[];
  readonly hexsides: readonly HexsideProposal[];
  readonly classes: readonly ScanClass[];
}

/** A request the scan cannot read, with the place it went wrong (`corners[2]`, `samples[0].name`, `grid.columns`). */
export class ScanInputError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

export const MAX_GRID = 200;

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
/** A symbol is proposed when at least this many profile points are its colour. */
const MIN_STROKE_POINTS = 2;
const EM_ROUNDS = 8;
/** Profile points in a row that make a stroke for the clustering of symbol colours (a stroke is ~7). */
const MIN_INK_RUN = 4;

interface CellSite {
  readonly hex: Axial;
  readonly column: number;
  readonly row: number;
  readonly label: string;
  readonly at: Point;
  /** Median log RGB of the interior, as photographed. */
  readonly colour: LogRgb;
}

interface EdgeSite {
  readonly a: number;
  readonly b: number;
  readonly side: Side;
  readonly at: Point;
  /** Profile across the edge, from hex a's side to hex b's: log RGB per point, as photographed. */
  readonly profile: LogRgb[];
}

/** Board space (hex radius 1) to the lattice plane the homography starts from. */
const toPlane = (x: number, y: number): Point => ({ x: x / 1.5, y: (2 * y) / SQRT3 });

function checkRequest(req: ScanRequest): void {
  const { image, grid, corners } = req;
  if (!(image.width > 0 && image.height > 0) || image.data.length < image.width * image.height * 4) {
    throw new ScanInputError('image', `the image has no pixels (${image.width} × ${image.height})`);
  }
  if (image.width * image.height > MAX_IMAGE_PIXELS) throw new ScanInputError('image', `the image is ${image.width} × ${image.height} pixels; at most ${MAX_IMAGE_PIXELS / 1e6} megapixels are read`);
  for (const key of ['columns', 'rows'] as const) {
    const n = grid[key];
    if (!Number.isInteger(n) || n < 2 || n > MAX_GRID) throw new ScanInputError(`grid.${key}`, `${key} must be a whole number from 2 to ${MAX_GRID}, not ${n}`);
  }
  if (grid.shifted !== 'odd' && grid.shifted !== 'even') throw new ScanInputError('grid.shifted', `shifted must be "odd" or "even", not "${String(grid.shifted)}"`);
  if (corners.length !== 4) throw new ScanInputError('corners', `four corner hex centres are needed, not ${corners.length}`);
  const inImage = (p: Point) => Number.isFinite(p.x) && Number.isFinite(p.y) && p.x >= 0 && p.y >= 0 && p.x <= image.width && p.y <= image.height;
  corners.forEach((p, i) => {
    if (!inImage(p)) throw new ScanInputError(`corners[${i}]`, `corner ${cornerName(grid, i)} at (${p.x}, ${p.y}) is not on the ${image.width} × ${image.height} image`);
  });
  (req.samples ?? []).forEach((s, i) => {
    if (!isScanSymbol(s.name) && !(SCAN_TERRAINS as readonly string[]).includes(s.name)) {
      throw new ScanInputError(`samples[${i}].name`, `unknown sample name "${s.name}": symbols ${SCAN_SYMBOLS.join(', ')}; terrain ${SCAN_TERRAINS.join(', ')}`);
    }
    if (!inImage(s)) throw new ScanInputError(`samples[${i}]`, `sample ${s.name} at (${s.x}, ${s.y}) is not on the ${image.width} × ${image.height} image`);
  });
}

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
    throw new ScanInputError('corners', `the corners must go round the board in the order ${[0, 1, 2, 3].map((i) => cornerName(grid, i)).join(', ')} and make a convex shape`);
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

/** Image positions of a hex's centre and six corners, for drawing the fitted grid. */
export function hexOnImage(h: Homography, grid: ScanGrid, column: number, row: number): { centre: Point; corners: Point[] } {
  const hex = offsetToAxial({ column, row }, grid.shifted);
  const c = hexToBoard(hex);
  return { centre: boardToImage(h, c.x, c.y), corners: hexCornersBoard(hex).map((p) => boardToImage(h, p.x, p.y)) };
}

function readCells(req: ScanRequest, h: Homography): CellSite[] {
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

function readEdges(req: ScanRequest, h: Homography, cells: readonly CellSite[]): EdgeSite[] {
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
function hexRadiusNear(h: Homography, grid: ScanGrid, p: Point, cells: readonly CellSite[]): number {
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
function readDisc(image: RgbaImage, at: Point, radius: number): LogRgb {
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

const subtract = (a: readonly number[], b: readonly number[]): LogRgb => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const isReadable = (c: readonly number[]): boolean => !Number.isNaN(c[0]);

interface SampleColour {
  readonly name: ScanName;
  readonly at: Point;
  readonly colour: LogRgb;
}

interface ClassState {
  readonly name: ScanName;
  centre: LogRgb;
  readonly from: 'sample' | 'clustering';
  readonly samples: readonly SampleColour[];
  count: number;
}

/**
 * The lighting as the paper shows it: a field fitted to the lightest hexes
 * (clear ground is the lightest terrain a board prints), so that after it the
 * paper reads as the app's printed clear. Iterated: hexes darker than the
 * current fit (woods, hills, towns) drop out, the lighter ones pull it up.
 */
function paperField(image: RgbaImage, cells: readonly CellSite[]): LightingField {
  const paper = toLogRgb(REFERENCE_COLOUR.clear);
  const readable = cells.filter((c) => isReadable(c.colour));
  const residuals = readable.map((c) => subtract(c.colour, paper));
  let field = fitLighting(image.width, image.height, readable.map((c, i) => ({ x: c.at.x, y: c.at.y, residual: residuals[i], weight: 1 })), false);
  const at = [0, 0, 0];
  for (let round = 0; round < 6; round++) {
    const obs = readable.map((c, i) => {
      lightingAt(field, c.at.x, c.at.y, at);
      const r = residuals[i];
      const above = (r[0] + r[1] + r[2] - at[0] - at[1] - at[2]) / 3;
      return { x: c.at.x, y: c.at.y, residual: r, weight: above > -0.04 ? 1 : 0.01 };
    });
    field = fitLighting(image.width, image.height, obs, false);
  }
  return field;
}

function terrainClasses(samples: readonly SampleColour[]): ClassState[] {
  const sampled = samples.filter((s) => !isScanSymbol(s.name));
  if (sampled.length === 0) {
    return SCAN_TERRAINS.map((name) => ({ name, centre: toLogRgb(REFERENCE_COLOUR[name]), from: 'clustering', samples: [], count: 0 }));
  }
  const names = [...new Set(sampled.map((s) => s.name))];
  return names.map((name) => {
    const own = sampled.filter((s) => s.name === name);
    return { name, centre: meanOf(own.map((s) => s.colour)), from: 'sample', samples: own, count: 0 };
  });
}

/** Terrain of every hex and the lighting field, by alternating the two (see the header, steps 3–4). */
function classifyTerrain(image: RgbaImage, cells: readonly CellSite[], rawSamples: readonly SampleColour[]) {
  const classes = terrainClasses(rawSamples);
  const clustering = classes.every((k) => k.from === 'clustering');
  // Clustering names classes by the app's printed colours, so the photo is
  // first brought to that printing (paper = printed clear) and the field then
  // stays; with samples the field and the classes are refined together.
  let field: LightingField = clustering ? paperField(image, cells) : flatLighting(image.width, image.height);
  const at = [0, 0, 0];
  const normalise = (colour: readonly number[], p: Point): LogRgb => subtract(colour, lightingAt(field, p.x, p.y, at) as number[]);
  let assignment: { index: number; confidence: number }[] = [];
  for (let round = 0; round <= EM_ROUNDS; round++) {
    for (const k of classes) {
      if (k.from === 'sample') k.centre = meanOf(k.samples.map((s) => normalise(s.colour, s.at)));
    }
    const norm = cells.map((c) => normalise(c.colour, c.at));
    const centres = classes.map((k) => k.centre);
    assignment = norm.map((n) => {
      if (!isReadable(n)) return { index: 0, confidence: 0 };
      const best = nearest(n, centres, fillDistance2);
      return { index: best.index, confidence: confidenceOf(best) };
    });
    if (round === EM_ROUNDS) break;
    if (clustering) {
      // k-means with the field held: classes follow their members.
      classes.forEach((k, i) => {
        const members = norm.filter((n, h) => assignment[h].index === i && isReadable(n));
        if (members.length > 0) k.centre = meanOf(members);
      });
      continue;
    }
    // Classes follow their members (a sampled class leans on its samples too).
    classes.forEach((k, i) => {
      const members = norm.filter((n, h) => assignment[h].index === i && isReadable(n));
      k.count = members.length;
      if (k.from === 'clustering' && members.length > 0) k.centre = meanOf(members);
      else if (k.from === 'sample' && members.length >= 3) {
        const own = k.samples.map((s) => normalise(s.colour, s.at));
        k.centre = meanOf([...own, ...own, ...members]);
      }
    });
    // The field follows what the hexes show minus what their classes should show.
    const obs: LightingObservation[] = [];
    cells.forEach((c, h) => {
      if (!isReadable(c.colour)) return;
      const residual = subtract(c.colour, classes[assignment[h].index].centre);
      const current = lightingAt(field, c.at.x, c.at.y, [0, 0, 0]) as number[];
      const misfit = Math.sqrt(logDistance2(residual, current) / 3);
      // Huber-like: a hex far off the current field (likely misread) counts less.
      const robust = misfit < 0.08 ? 1 : 0.08 / misfit;
      obs.push({ x: c.at.x, y: c.at.y, residual, weight: robust * (2 * assignment[h].confidence - 1 + 0.05) });
    });
    for (const s of classes.flatMap((k) => k.samples)) {
      const k = classes.find((c) => c.name === s.name);
      if (k) obs.push({ x: s.at.x, y: s.at.y, residual: subtract(s.colour, k.centre), weight: 2 });
    }
    field = fitLighting(image.width, image.height, obs, true);
  }
  classes.forEach((k, i) => (k.count = assignment.filter((a) => a.index === i).length));
  return { field, classes, assignment, normalise };
}

/** Symbol colours: the samples, or clusters of the profile points unlike both hexes (header, step 5). */
function symbolClasses(samples: readonly SampleColour[], ink: readonly LogRgb[], normalise: (c: readonly number[], p: Point) => LogRgb): ClassState[] {
  const sampled = samples.filter((s) => isScanSymbol(s.name));
  if (sampled.length > 0) {
    const names = [...new Set(sampled.map((s) => s.name))];
    return names.map((name) => {
      const own = sampled.filter((s) => s.name === name);
      return { name, centre: meanOf(own.map((s) => normalise(s.colour, s.at))), from: 'sample', samples: own, count: 0 };
    });
  }
  const classes: ClassState[] = SCAN_SYMBOLS.map((name) => ({ name, centre: toLogRgb(REFERENCE_COLOUR[name]), from: 'clustering', samples: [], count: 0 }));
  const inkPoints = ink.map(inkCoordinates);
  for (let round = 0; round < 6; round++) {
    const members: LogRgb[][] = classes.map(() => []);
    const centres = classes.map((k) => inkCoordinates(k.centre));
    inkPoints.forEach((p, i) => members[nearest(p, centres, squaredDistance).index].push(ink[i]));
    classes.forEach((k, i) => {
      k.count = members[i].length;
      if (members[i].length > 0) k.centre = meanOf(members[i]);
    });
  }
  // A handful of odd points is not a symbol printed on the board: a symbol
  // has at least a couple of strokes' worth of ink.
  return classes.filter((k) => k.count >= 2 * MIN_INK_RUN + 4);
}

/** Reads a board's terrain and hexside symbols off a photo (see the header). */
export function detectBoard(req: ScanRequest): ScanResult {
  checkRequest(req);
  const { image, grid } = req;
  const h = fitGrid(grid, req.corners);
  const cells = readCells(req, h);
  const edges = readEdges(req, h, cells);
  const samples: SampleColour[] = (req.samples ?? []).map((s) => {
    const at = { x: s.x, y: s.y };
    const radius = hexRadiusNear(h, grid, at, cells) * (isScanSymbol(s.name) ? 0.05 : 0.2);
    return { name: s.name, at, colour: readDisc(image, at, radius) };
  });
  const terrain = classifyTerrain(image, cells, samples);
  const { normalise } = terrain;

  const cellColour = cells.map((c) => normalise(c.colour, c.at));
  const normProfiles = edges.map((e) => e.profile.map((p) => normalise(p, e.at)));
  const INK = 0.1 ** 2;
  const ink: LogRgb[] = [];
  // Ink: runs of profile points unlike both hexes, at least a stroke wide
  // (a grid line is narrower; its points would pull a symbol's colour to it).
  edges.forEach((e, i) => {
    let run: LogRgb[] = [];
    for (const p of [...normProfiles[i], [Number.NaN, 0, 0] as LogRgb]) {
      if (isReadable(p) && colourDistance2(p, cellColour[e.a]) > INK && colourDistance2(p, cellColour[e.b]) > INK) run.push(p);
      else {
        if (run.length >= MIN_INK_RUN) ink.push(...run);
        run = [];
      }
    }
  });
  const symbols = symbolClasses(samples, ink, normalise);

  const hexsides: HexsideProposal[] = [];
  const symbolCentres = symbols.map((k) => k.centre);
  const symbolInk = symbolCentres.map(inkCoordinates);
  edges.forEach((e, i) => {
    const a = cellColour[e.a];
    const b = cellColour[e.b];
    if (!isReadable(a) || !isReadable(b) || symbols.length === 0) return;
    const candidates = [...symbolInk, inkCoordinates(a), inkCoordinates(b), ...blends(symbolCentres, [a, b]).map(inkCoordinates)];
    const hits = new Map<number, number[]>();
    for (const p of normProfiles[i]) {
      if (!isReadable(p)) continue;
      const best = nearest(inkCoordinates(p), candidates, squaredDistance);
      if (best.index >= symbols.length) continue;
      const list = hits.get(best.index);
      if (list) list.push(confidenceOf(best));
      else hits.set(best.index, [confidenceOf(best)]);
    }
    for (const [k, confidences] of [...hits].sort((p, q) => p[0] - q[0])) {
      if (confidences.length < MIN_STROKE_POINTS) continue;
      const cell = cells[e.a];
      hexsides.push({
        hex: cell.label,
        side: e.side,
        symbol: symbols[k].name as ScanSymbol,
        confidence: round3(confidences.reduce((s, c) => s + c, 0) / confidences.length),
      });
      symbols[k].count++;
    }
  });
  for (const k of symbols) if (k.from === 'sample') k.count = hexsides.filter((s) => s.symbol === k.name).length;

  const hexes: HexProposal[] = cells.map((c, i) => ({
    label: c.label,
    column: c.column,
    row: c.row,
    terrain: terrain.classes[terrain.assignment[i].index].name as ScanTerrain,
    confidence: round3(terrain.assignment[i].confidence),
  }));
  const classes: ScanClass[] = [
    ...terrain.classes.filter((k) => k.count > 0 || k.from === 'sample').map((k) => describe(k, 'terrain')),
    ...symbols.map((k) => describe(k, 'symbol')),
  ];
  return { grid: { columns: grid.columns, rows: grid.rows, shifted: grid.shifted }, hexes, hexsides, classes };
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

const GRID_INK = toLogRgb([60, 55, 50]);

/**
 * What blur and JPEG make where two colours meet: halfway blends of each
 * symbol with each hex and with every other symbol, and of the two hexes.
 * A profile point nearest a blend is a stroke's fringe, not a stroke: without
 * them, the fringe of an orange stroke on a tan hill reads as brown. And
 * each hex under a grid line, which would otherwise pass for a gray stroke.
 */
function blends(symbols: readonly LogRgb[], hexes: readonly LogRgb[]): LogRgb[] {
  const out: LogRgb[] = [];
  for (const s of symbols) for (const h of hexes) out.push(mixLog(s, h, 0.5));
  for (let i = 0; i < symbols.length; i++) for (let j = i + 1; j < symbols.length; j++) out.push(mixLog(symbols[i], symbols[j], 0.5));
  out.push(mixLog(hexes[0], hexes[1], 0.5));
  // A printed grid line: either hex darkened by thin dark ink.
  for (const h of hexes) out.push(mixLog(h, GRID_INK, 0.45));
  return out;
}

function describe(k: ClassState, kind: 'terrain' | 'symbol'): ScanClass {
  return { name: k.name, kind, colour: fromLogRgb(k.centre), from: k.from, count: k.count };
}
