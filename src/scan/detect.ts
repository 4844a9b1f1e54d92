// Reading a board off a photo or scan (docs/cli.md#hexlos-scan, `hexlos scan`; the editor's
// "trace over a photo"). Pure: an RGBA raster in, proposals out; no DOM, so
// the CLI runs it in Node and the app in its worker.
//
// How it reads:
// 1. Perspective: the four corner hex centres fix a homography from the
//    board's lattice to the image (homography.ts, exact).
// 2. Each hex: the median colour of ~90 points inside it (away from its edges,
//    where the symbols and the grid lines are, and most of its label), and
//    their spread, its texture.
//    Each interior hexside: a colour profile across the edge — 25 points
//    from one side to the other (±0.3 hex radii), each the median of nine
//    points along the middle of the edge (so a road, a gully line or a speck
//    is outvoted). The user's sample taps are read where they cannot slip: a
//    terrain tap as the colour of the hex it falls in, a symbol tap as the
//    core of the stroke on the nearest hexside (sites.ts, readStrokeAt), so
//    a tap a pixel or two off gives the same colour.
// 3. Lighting: a smooth field (lighting.ts) is fitted to the hexes' colours
//    minus their classes' colours, and the hexes re-read, a few rounds
//    (an expectation–maximisation loop): a dim corner or a warm lamp is
//    taken out before any colour is named. With samples, its bend is held
//    towards the bend of the hexes a first reading named clear (the paper).
// 4. Terrain: each hex goes to the nearest class colour (with samples, its
//    texture counted as much as hue). The classes are the
//    user's samples (one tap per terrain present; a name tapped on two
//    different colours, as paper and blue water both read as clear, has a
//    class for each), or, without samples, a clustering seeded with the
//    app's own printed colours, so each cluster keeps the name of the colour
//    it started from.
// 5. Hexsides: symbols are judged by their stroke, not by colour alone —
//    colour against the ground either side (the fills, their blends, the
//    board's own outline and each boundary's own line, learnt from a first
//    reading), width across the edge, enclosure between the
//    fills, length along it (strokes.ts). Symbol colours come from the
//    samples, or from clustering the profile points that differ from both
//    hexes.
//
// Confidence: the detector measures for terrain the margin between the best
// and the runner-up class (0.5 = a tie, 1 = no contest), for a symbol how far
// its stroke's evidence is over the threshold (0.5 at it, 1 for a clear
// stroke); the calibration (calibration.ts) maps that to the share of such
// items that were right on the fitting photos, which is what is shown. An
// item whose colour is the clustering's guess is marked `guessed` and has a
// map of its own. The review pass walks them least sure first
// (review-order.ts).
//
// The steps live in their own modules: the request (request.ts), the fit
// (grid-fit.ts), where the scan looks (sites.ts) and the naming of colours
// (colour-classes.ts), the judging of strokes (strokes.ts); this one checks
// a request and puts them together.

import { TERRAIN_TABLE } from '../engine/types.ts';
import { absencesOf } from './absences.ts';
import { CALIBRATION } from './calibration-table.ts';
import { calibrateScan } from './calibration.ts';
import {
  type ClassState,
  classifyTerrain,
  isReadable,
  MIN_INK_RUN,
  type SampleColour,
  symbolClasses,
} from './colour-classes.ts';
import { colourDistance2 } from './colour.ts';
import { cornerName, fitGrid } from './grid-fit.ts';
import { invertHomography, type Point } from './homography.ts';
import { fromLogRgb, type LogRgb, MAX_IMAGE_PIXELS } from './image.ts';
import {
  guessedMark,
  type HexProposal,
  type HexsideProposal,
  MAX_GRID,
  MIN_GRID,
  type ScanClass,
  ScanInputError,
  type ScanRequest,
  type ScanResult,
} from './request.ts';
import { cellIndexAt, hexRadiusNear, readCells, readDisc, readEdges, readStrokeAt } from './sites.ts';
import {
  type AreaEdges,
  type EdgeColours,
  judgeEdgeWithDoubt,
  heldByWitnesses,
  learnBoundaryLines,
  boundaryLineOf,
  learnOutline,
  printedInkDoubts,
  type StrokeDoubt,
} from './strokes.ts';
import { isScanSymbol, SCAN_SYMBOLS, SCAN_TERRAINS, type ScanSymbol, type ScanTerrain } from './vocabulary.ts';

// The scanner's face for its callers (the worker, the CLI, the bench).
export { ScanInputError } from './request.ts';
export type { ScanGrid, ScanRequest, ScanResult, ScanSample } from './request.ts';
export { reviewOrder } from './review-order.ts';

/** Profile points at either end left out of the clustering's ink: the profile reaches 0.3 hex radii, a stroke about 0.2. */
const INK_REACH = 4;

function checkRequest(req: ScanRequest): void {
  const { image, grid, corners } = req;
  if (!(image.width > 0 && image.height > 0) || image.data.length < image.width * image.height * 4) {
    throw new ScanInputError('image', `the image has no pixels (${image.width} × ${image.height})`);
  }
  if (image.width * image.height > MAX_IMAGE_PIXELS)
    throw new ScanInputError(
      'image',
      `the image is ${image.width} × ${image.height} pixels; at most ${MAX_IMAGE_PIXELS / 1e6} megapixels are read`,
    );
  for (const key of ['columns', 'rows'] as const) {
    const n = grid[key];
    if (!Number.isInteger(n) || n < MIN_GRID || n > MAX_GRID)
      throw new ScanInputError(
        `grid.${key}`,
        `${key} must be a whole number from ${MIN_GRID} to ${MAX_GRID}, not ${n}`,
      );
  }
  if (grid.shifted !== 'odd' && grid.shifted !== 'even')
    throw new ScanInputError('grid.shifted', `shifted must be "odd" or "even", not "${String(grid.shifted)}"`);
  if (corners.length !== 4)
    throw new ScanInputError('corners', `four corner hex centres are needed, not ${corners.length}`);
  const inImage = (p: Point) =>
    Number.isFinite(p.x) && Number.isFinite(p.y) && p.x >= 0 && p.y >= 0 && p.x <= image.width && p.y <= image.height;
  corners.forEach((p, i) => {
    if (!inImage(p))
      throw new ScanInputError(
        `corners[${i}]`,
        `corner ${cornerName(grid, i)} at (${p.x}, ${p.y}) is not on the ${image.width} × ${image.height} image`,
      );
  });
  (req.samples ?? []).forEach((s, i) => {
    if (!isScanSymbol(s.name) && !(SCAN_TERRAINS as readonly string[]).includes(s.name)) {
      throw new ScanInputError(
        `samples[${i}].name`,
        `unknown sample name "${s.name}": symbols ${SCAN_SYMBOLS.join(', ')}; terrain ${SCAN_TERRAINS.join(', ')}`,
      );
    }
    if (!inImage(s))
      throw new ScanInputError(
        `samples[${i}]`,
        `sample ${s.name} at (${s.x}, ${s.y}) is not on the ${image.width} × ${image.height} image`,
      );
  });
}

/**
 * Reads a board's terrain and hexside symbols off a photo (see the header),
 * each item with the confidence it is shown with: the detector's own measure
 * mapped through the calibration (calibration.ts, docs/scan.md#calibration).
 */
export function detectBoard(req: ScanRequest): ScanResult {
  return calibrateScan(measureBoard(req), CALIBRATION);
}

/**
 * Reads a board as detectBoard does, each item with the detector's own
 * measure of it (the raw confidence the calibration is fitted to).
 */
export function measureBoard(req: ScanRequest): ScanResult {
  checkRequest(req);
  const { image, grid } = req;
  const h = fitGrid(grid, req.corners);
  const cells = readCells(req, h);
  const edges = readEdges(req, h, cells);
  const inverse = invertHomography(h);
  const samples: SampleColour[] = (req.samples ?? []).map((s) => {
    const tap = { x: s.x, y: s.y };
    if (isScanSymbol(s.name)) {
      const stroke = readStrokeAt(image, h, inverse, grid, cells, tap);
      if (stroke) return { name: s.name, ...stroke };
      return { name: s.name, at: tap, colour: readDisc(image, tap, hexRadiusNear(h, grid, tap, cells) * 0.05) };
    }
    // A terrain tap stands for the hex it falls in: its colour is the hex's, read as every hex is read.
    const i = cellIndexAt(inverse, grid, tap);
    if (i !== undefined && isReadable(cells[i].colour))
      return { name: s.name, at: cells[i].at, colour: cells[i].colour, texture: cells[i].texture };
    return { name: s.name, at: tap, colour: readDisc(image, tap, hexRadiusNear(h, grid, tap, cells) * 0.2) };
  });
  const terrain = classifyTerrain(image, cells, samples);
  const { normalise } = terrain;

  const cellColour = cells.map((c) => normalise(c.colour, c.at));
  const normProfiles = edges.map((e) => e.profile.map((p) => normalise(p, e.at)));
  const INK = 0.1 ** 2;
  const ink: LogRgb[] = [];
  // Ink: runs of profile points unlike both hexes, at least a stroke wide
  // (a grid line is narrower; its points would pull a symbol's colour to it),
  // within a stroke's reach of the edge.
  edges.forEach((e, i) => {
    let run: LogRgb[] = [];
    for (const p of [...normProfiles[i].slice(INK_REACH, -INK_REACH), [Number.NaN, 0, 0] as LogRgb]) {
      if (isReadable(p) && colourDistance2(p, cellColour[e.a]) > INK && colourDistance2(p, cellColour[e.b]) > INK)
        run.push(p);
      else {
        if (run.length >= MIN_INK_RUN) ink.push(...run);
        run = [];
      }
    }
  });
  const symbols = symbolClasses(samples, ink, normalise);

  const edgeColours: EdgeColours[] = edges.map((e, i) => ({
    a: cellColour[e.a],
    b: cellColour[e.b],
    classA: terrain.assignment[e.a].index,
    classB: terrain.assignment[e.b].index,
    profile: normProfiles[i],
  }));
  const outline = learnOutline(edgeColours);
  const strokeClasses = symbols.map((k) => ({
    name: k.name as ScanSymbol,
    centre: k.centre,
    guessed: k.from === 'clustering',
  }));
  // Read twice: the first reading shows, on the edges between two terrains
  // that carry no clear stroke, each boundary's own printed line (a bank, a
  // rim), which the second reading takes as ground (strokes.ts, learnBoundaryLines).
  const firstReading = edgeColours.map((e) => judgeEdgeWithDoubt(e, strokeClasses, outline));
  const areaEdges: AreaEdges = (k) => TERRAIN_TABLE[terrain.classes[k].name as ScanTerrain].edgedBy;
  const boundaryLines = learnBoundaryLines(edgeColours, firstReading, areaEdges);
  // Without a symbol sample every symbol colour is the clustering's guess (colour-classes.ts, symbolClasses).
  const symbolsGuessed = !samples.some((s) => isScanSymbol(s.name));
  // The printed inks are the app's colours, which the photo is brought to only where the terrain is guessed too
  // (colour-classes.ts, paperField: the paper read as the app's printed clear).
  const askPrintedInks = samples.length === 0;
  const hexsides: HexsideProposal[] = [];
  const doubts: StrokeDoubt[][] = [];
  edges.forEach((e, i) => {
    const lines = boundaryLineOf(boundaryLines, edgeColours[i], firstReading[i].found, areaEdges);
    const judged = lines.length ? judgeEdgeWithDoubt(edgeColours[i], strokeClasses, outline, lines) : firstReading[i];
    // A clear stroke a terrain's borrowed line would explain is shown as a coin toss (strokes.ts, heldByWitnesses).
    for (const found of heldByWitnesses(edgeColours[i], strokeClasses, outline, boundaryLines, lines, judged.found)) {
      hexsides.push({
        hex: cells[e.a].label,
        side: e.side,
        symbol: found.name,
        confidence: round3(found.confidence),
        ...guessedMark(symbolsGuessed),
        ...(found.cautions ? { cautions: found.cautions } : {}),
      });
    }
    // A guessed colour can lie far from the ink printed (docs/scan.md#absences): the printed inks are asked too.
    doubts.push([
      ...(judged.doubt ? [judged.doubt] : []),
      ...(askPrintedInks ? printedInkDoubts(edgeColours[i], outline) : []),
    ]);
  });
  for (const k of symbols) k.count = hexsides.filter((s) => s.symbol === k.name).length;

  const hexes: HexProposal[] = cells.map((c, i) => {
    const k = terrain.classes[terrain.assignment[i].index];
    return {
      label: c.label,
      column: c.column,
      row: c.row,
      terrain: k.name as ScanTerrain,
      confidence: round3(terrain.assignment[i].confidence),
      ...guessedMark(k.from === 'clustering'),
    };
  });
  const absences = absencesOf(
    edges.map((e, i) => ({
      hex: cells[e.a].label,
      side: e.side,
      terrains: [hexes[e.a].terrain, hexes[e.b].terrain],
      doubts: doubts[i].map((d) => ({ candidate: d.name, confidence: round3(d.confidence) })),
    })),
    hexsides,
    req.missOnPurpose ?? [],
  );
  const absenceList = absences.absences.map((a) => ({ ...a, ...guessedMark(symbolsGuessed) }));
  const classes: ScanClass[] = [
    ...terrain.classes.filter((k) => k.count > 0 || k.from === 'sample').map((k) => describe(k, 'terrain')),
    ...symbols.map((k) => describe(k, 'symbol')),
  ];
  // Each tap where it was made, with the colour read for it (the tracer's swatch).
  const read = (req.samples ?? []).map((s, i) => ({
    name: s.name,
    x: s.x,
    y: s.y,
    colour: fromLogRgb(samples[i].colour),
  }));
  return {
    grid: { columns: grid.columns, rows: grid.rows, shifted: grid.shifted },
    hexes,
    hexsides: absences.hexsides,
    absences: absenceList,
    classes,
    samples: read,
  };
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

function describe(k: ClassState, kind: 'terrain' | 'symbol'): ScanClass {
  return { name: k.name, kind, colour: fromLogRgb(k.centre), from: k.from, count: k.count };
}
