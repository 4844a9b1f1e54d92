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
//
// The steps live in their own modules: the request (request.ts), the fit
// (grid-fit.ts), where the scan looks (sites.ts) and the naming of colours
// (colour-classes.ts); this one checks a request and puts them together.

import { colourDistance2, confidenceOf, inkCoordinates, nearest, squaredDistance } from './colour.ts';
import { cornerName, fitGrid } from './grid-fit.ts';
import type { Point } from './homography.ts';
import { fromLogRgb, type LogRgb, MAX_IMAGE_PIXELS, mixLog, toLogRgb } from './image.ts';
import { type ClassState, classifyTerrain, isReadable, MIN_INK_RUN, type SampleColour, symbolClasses } from './colour-classes.ts';
import { type HexProposal, type HexsideProposal, MAX_GRID, type ScanClass, ScanInputError, type ScanRequest, type ScanResult } from './request.ts';
import { hexRadiusNear, readCells, readDisc, readEdges } from './sites.ts';
import { isScanSymbol, SCAN_SYMBOLS, SCAN_TERRAINS, type ScanSymbol, type ScanTerrain } from './vocabulary.ts';

// The scanner's face for its callers (the worker, the CLI, the bench).
export { ScanInputError } from './request.ts';
export type { SampleRead, ScanGrid, ScanRequest, ScanResult, ScanSample } from './request.ts';

/** A symbol is proposed when at least this many profile points are its colour. */
const MIN_STROKE_POINTS = 2;

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
  const read = samples.map((s) => ({ name: s.name, x: s.at.x, y: s.at.y, colour: fromLogRgb(s.colour) }));
  return { grid: { columns: grid.columns, rows: grid.rows, shifted: grid.shifted }, hexes, hexsides, classes, samples: read };
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
