// Naming the colours read (detect.ts's header, steps 3–5): the lighting
// field and the terrain classes refined together, the hexes each given the
// nearest class, and the symbol colours from the samples or from clustering
// the ink found along the hexsides.

import {
  colourDistance2,
  confidenceOf,
  confidenceWithin,
  fillDistance2,
  inkCoordinates,
  meanOf,
  nearest,
  squaredDistance,
} from './colour.ts';
import type { Point } from './homography.ts';
import { type LogRgb, type RgbaImage, toLogRgb } from './image.ts';
import {
  CURVATURE_FREE,
  CURVATURE_HELD,
  type FieldShape,
  fitLighting,
  flatLighting,
  type LightingField,
  lightingAt,
  type LightingObservation,
} from './lighting.ts';
import type { CellSite } from './sites.ts';
import { isScanSymbol, REFERENCE_COLOUR, SCAN_SYMBOLS, SCAN_TERRAINS, type ScanName } from './vocabulary.ts';

const EM_ROUNDS = 8;
/**
 * How much a difference in a hex's texture (CellSite.texture) counts in the
 * distance between a hex and a terrain class, against the colour's
 * (fillDistance2): as much as a difference in hue, twice a difference in
 * lightness. Like hue, texture is what a lamp leaves alone: a lamp shifts a
 * hex's log lightness as a whole and leaves its spread. A town's blocks and
 * a gully's line are textures; their mean colours can lie within a few
 * hundredths of clear paper's (docs/scan.md#how-it-reads, step 5).
 */
const TEXTURE_WEIGHT = 1;

/** A colour with a texture as a fourth coordinate (NaN: not known), for terrainDistance2. */
const withTexture = (colour: readonly number[], texture: number | undefined): number[] => [
  ...colour,
  texture ?? Number.NaN,
];

/** The distance between a hex and a terrain class: colour and texture (TEXTURE_WEIGHT); colour alone where either texture is unknown. */
const terrainDistance2 = (a: readonly number[], b: readonly number[]): number => {
  const d = fillDistance2(a, b);
  const t = a[3] - b[3];
  return Number.isNaN(t) ? d : d + TEXTURE_WEIGHT * t * t;
};

const meanTexture = (values: readonly (number | undefined)[]): number | undefined => {
  const known = values.filter((v): v is number => v !== undefined && !Number.isNaN(v));
  return known.length ? known.reduce((x, y) => x + y, 0) / known.length : undefined;
};

/** Profile points in a row that make a stroke for the clustering of symbol colours (a stroke is ~7). */
export const MIN_INK_RUN = 4;

const subtract = (a: readonly number[], b: readonly number[]): LogRgb => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const isReadable = (c: readonly number[]): boolean => !Number.isNaN(c[0]);

export interface SampleColour {
  readonly name: ScanName;
  readonly at: Point;
  readonly colour: LogRgb;
  /** A terrain tap's hex's texture (CellSite.texture); absent for a symbol tap. */
  readonly texture?: number;
}

export interface ClassState {
  readonly name: ScanName;
  centre: LogRgb;
  /** A sampled terrain's texture, refined with its members' as its colour is (undefined: not known). */
  texture?: number;
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
  let field = fitLighting(
    image.width,
    image.height,
    readable.map((c, i) => ({ x: c.at.x, y: c.at.y, residual: residuals[i], weight: 1 })),
    false,
    CURVATURE_FREE,
  );
  const at = [0, 0, 0];
  for (let round = 0; round < 6; round++) {
    const obs = readable.map((c, i) => {
      lightingAt(field, c.at.x, c.at.y, at);
      const r = residuals[i];
      const above = (r[0] + r[1] + r[2] - at[0] - at[1] - at[2]) / 3;
      return { x: c.at.x, y: c.at.y, residual: r, weight: above > -0.04 ? 1 : 0.01 };
    });
    field = fitLighting(image.width, image.height, obs, false, CURVATURE_FREE);
  }
  return field;
}

/**
 * Samples of one name that show one colour make one class; samples of one
 * name that show different colours (paper and blue water both "clear", a gray
 * town side printed in two inks) make one class each, all under that name.
 */
function sampledClasses(sampled: readonly SampleColour[], sameColour: (a: LogRgb, b: LogRgb) => boolean): ClassState[] {
  const classes: { name: ScanName; samples: SampleColour[] }[] = [];
  for (const s of sampled) {
    const group = classes.find((k) => k.name === s.name && k.samples.some((o) => sameColour(o.colour, s.colour)));
    if (group) group.samples.push(s);
    else classes.push({ name: s.name, samples: [s] });
  }
  return classes.map((k) => ({
    name: k.name,
    centre: meanOf(k.samples.map((s) => s.colour)),
    from: 'sample',
    samples: k.samples,
    count: 0,
  }));
}

/** Two samples of one name closer than this (log units, fill distance) show the same colour. */
const SAME_FILL = 0.12 ** 2;
/** Two symbol samples closer than this (pixel values 0..1, ink distance) show the same colour. */
const SAME_INK = 0.1 ** 2;

function terrainClasses(samples: readonly SampleColour[]): ClassState[] {
  const sampled = samples.filter((s) => !isScanSymbol(s.name));
  if (sampled.length === 0) {
    return SCAN_TERRAINS.map((name) => ({
      name,
      centre: toLogRgb(REFERENCE_COLOUR[name]),
      from: 'clustering',
      samples: [],
      count: 0,
    }));
  }
  return sampledClasses(sampled, (a, b) => fillDistance2(a, b) < SAME_FILL);
}

/**
 * Terrain of every hex and the lighting field, by alternating the two (see
 * the header, steps 3–4). With samples, a cubic field is refined beside the
 * quadratic one, and how far the two differ at a hex counts against that
 * hex's confidence: where the light bends more than a quadratic can follow
 * (the dim corner under a lamp), the quadratic's reading there is a guess,
 * and the review should ask for it (docs/scan.md#how-it-reads, step 4).
 */
export function classifyTerrain(image: RgbaImage, cells: readonly CellSite[], rawSamples: readonly SampleColour[]) {
  const classes = terrainClasses(rawSamples);
  if (classes.every((k) => k.from === 'clustering')) {
    // Clustering names classes by the app's printed colours, so the photo is
    // first brought to that printing (paper = printed clear) and the field then stays.
    return refine(image, cells, classes, paperField(image, cells), 'kept');
  }
  const flat = flatLighting(image.width, image.height);
  const paper = paperCurvature(image, cells, refine(image, cells, classes.map(copyClass), flat, 'quadratic'));
  const quadratic = refine(image, cells, classes, flat, 'quadratic', paper);
  const cubic = refine(image, cells, classes.map(copyClass), flat, 'cubic', paper);
  const centres = quadratic.classes.map((k) => withTexture(k.centre, k.texture));
  const atQuadratic = [0, 0, 0];
  const atCubic = [0, 0, 0];
  const assignment = cells.map((c, h) => {
    const n = quadratic.normalise(c.colour, c.at);
    if (!isReadable(n)) return quadratic.assignment[h];
    lightingAt(quadratic.field, c.at.x, c.at.y, atQuadratic);
    lightingAt(cubic.field, c.at.x, c.at.y, atCubic);
    const best = nearest(withTexture(n, c.texture), centres, terrainDistance2);
    return { index: best.index, confidence: confidenceWithin(best, Math.sqrt(fillDistance2(atQuadratic, atCubic))) };
  });
  return { ...quadratic, assignment };
}

const copyClass = (k: ClassState): ClassState => ({ ...k, centre: [...k.centre] as LogRgb });

/**
 * The light's curvature as the paper shows it, for the terrain fit to hold
 * its own curvature towards (instead of towards none): a field fitted, its
 * curvature as free as paperField's, to the hexes a first reading named
 * clear, each against its class and weighted by how sure that reading was.
 * Paper is one colour the whole board over, so its field's bend is the
 * lamp's; and a clear hex the first reading took for town is not among them,
 * so it cannot pull that bend towards its misreading. The terrain fit still
 * holds its curvature as hard as before (CURVATURE_HELD), now about this
 * bend: under a harsh lamp or a strong vignette it no longer leaves the
 * board's edges too dark to tell clear from town
 * (docs/scan.md#how-it-reads, step 4).
 */
function paperCurvature(
  image: RgbaImage,
  cells: readonly CellSite[],
  first: {
    readonly classes: readonly ClassState[];
    readonly assignment: readonly { index: number; confidence: number }[];
  },
): LightingField {
  const obs: LightingObservation[] = [];
  cells.forEach((c, h) => {
    const read = first.assignment[h];
    const k = first.classes[read.index];
    if (!isReadable(c.colour) || k.name !== 'clear') return;
    obs.push({
      x: c.at.x,
      y: c.at.y,
      residual: subtract(c.colour, k.centre),
      weight: Math.max(0, 2 * read.confidence - 1),
    });
  });
  return fitLighting(image.width, image.height, obs, true, CURVATURE_FREE);
}

/**
 * The EM of classifyTerrain: classes and field refined in turn, the field a
 * quadratic or a cubic; or, with 'kept', the field held as given and the
 * classes alone refined (k-means).
 */
function refine(
  image: RgbaImage,
  cells: readonly CellSite[],
  classes: ClassState[],
  start: LightingField,
  fitted: FieldShape | 'kept',
  curvatureTowards?: LightingField,
) {
  const clustering = fitted === 'kept';
  let field = start;
  const at = [0, 0, 0];
  const normalise = (colour: readonly number[], p: Point): LogRgb =>
    subtract(colour, lightingAt(field, p.x, p.y, at) as number[]);
  let assignment: { index: number; confidence: number }[] = [];
  for (let round = 0; round <= EM_ROUNDS; round++) {
    for (const k of classes) {
      if (k.from === 'sample') {
        k.centre = meanOf(k.samples.map((s) => normalise(s.colour, s.at)));
        if (round === 0) k.texture = meanTexture(k.samples.map((s) => s.texture));
      }
    }
    const norm = cells.map((c) => normalise(c.colour, c.at));
    const centres = classes.map((k) => withTexture(k.centre, k.texture));
    assignment = norm.map((n, h) => {
      if (!isReadable(n)) return { index: 0, confidence: 0 };
      const best = nearest(withTexture(n, cells[h].texture), centres, terrainDistance2);
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
      const memberHexes = cells.flatMap((_, h) => (assignment[h].index === i && isReadable(norm[h]) ? [h] : []));
      const members = memberHexes.map((h) => norm[h]);
      k.count = members.length;
      if (k.from === 'clustering' && members.length > 0) k.centre = meanOf(members);
      else if (k.from === 'sample' && members.length >= 3) {
        const own = k.samples.map((s) => normalise(s.colour, s.at));
        k.centre = meanOf([...own, ...own, ...members]);
        const ownTexture = k.samples.map((s) => s.texture);
        k.texture = meanTexture([...ownTexture, ...ownTexture, ...memberHexes.map((h) => cells[h].texture)]);
      }
    });
    // The field follows what the hexes show minus what their classes should show.
    const obs: LightingObservation[] = [];
    cells.forEach((c, h) => {
      if (!isReadable(c.colour)) return;
      const residual = subtract(c.colour, classes[assignment[h].index].centre);
      const current = lightingAt(field, c.at.x, c.at.y, [0, 0, 0]) as number[];
      const misfit = Math.sqrt(squaredDistance(residual, current) / 3); // squared size of a difference in log RGB
      // Huber-like: a hex far off the current field (likely misread) counts less.
      const robust = misfit < 0.08 ? 1 : 0.08 / misfit;
      obs.push({ x: c.at.x, y: c.at.y, residual, weight: robust * (2 * assignment[h].confidence - 1 + 0.05) });
    });
    for (const k of classes)
      for (const s of k.samples) obs.push({ x: s.at.x, y: s.at.y, residual: subtract(s.colour, k.centre), weight: 2 });
    field = fitLighting(image.width, image.height, obs, true, CURVATURE_HELD, fitted, curvatureTowards);
  }
  classes.forEach((k, i) => (k.count = assignment.filter((a) => a.index === i).length));
  return { field, classes, assignment, normalise };
}

/** Symbol colours: the samples, or clusters of the profile points unlike both hexes (header, step 5). */
export function symbolClasses(
  samples: readonly SampleColour[],
  ink: readonly LogRgb[],
  normalise: (c: readonly number[], p: Point) => LogRgb,
): ClassState[] {
  const sampled = samples.filter((s) => isScanSymbol(s.name)).map((s) => ({ ...s, colour: normalise(s.colour, s.at) }));
  if (sampled.length > 0) return sampledClasses(sampled, (a, b) => colourDistance2(a, b) < SAME_INK);
  const classes: ClassState[] = SCAN_SYMBOLS.map((name) => ({
    name,
    centre: toLogRgb(REFERENCE_COLOUR[name]),
    from: 'clustering',
    samples: [],
    count: 0,
  }));
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
