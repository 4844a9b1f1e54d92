// Judging hexside symbols by their stroke (detect.ts's header, step 5;
// issue "outlines are not symbols"). A printed board carries a thin hex
// outline on every edge, fills of different colours meeting at edges, and
// town blocks with streets between them; none of these is a symbol. A symbol
// is a heavy stroke along the edge, and is judged by
// - its colour against the ground: each point of the profile across the edge
//   goes to the nearest symbol colour (alone, blended with either fill as at
//   a blurred stroke's fringe, or with a second stroke beside it), and counts
//   as evidence for that symbol only by how much nearer that is than anything
//   the ground can show without a symbol — either fill, their blends where
//   they meet, all of these under the board's own outline at up to its
//   usual strength (learnt from this photo), and the line the boundary
//   between the two terrains prints of its own (a bank, a rim; learnt from
//   this photo per pair of terrains, learnBoundaryLines) — in units of the
//   symbol's contrast against that ground;
// - its width across the edge: the evidence is summed over the profile, so a
//   heavy stroke sums to a good part of its width and a thin outline, even
//   one printed in the symbol's own ink, to little;
// - enclosure: the stroke lies between the fills, so a colour that reaches
//   the ends of the profile (a town block, a fill) is not a stroke;
// - its length along the edge: each profile point is the median of points
//   along the middle 60 % of the edge, so a stroke must cover most of it (a
//   street or a gully line crossing the edge is outvoted).
// The confidence grows with the evidence: a proposal just over the threshold
// is the least sure.

import { isReadable } from './colour-classes.ts';
import { inkCoordinates, nearest, squaredDistance } from './colour.ts';
import { type LogRgb, median, mixLog, toLogRgb } from './image.ts';
import type { StrokeCaution } from './request.ts';
import { REFERENCE_COLOUR, SCAN_SYMBOLS, type ScanSymbol } from './vocabulary.ts';

/** Spacing of the profile points across an edge, in hex radii (sites.ts, ACROSS). */
export const PROFILE_STEP = 0.025;
/**
 * A stroke is proposed when its evidence (hex radii of points clearly its
 * colour rather than the ground's) reaches this: about a quarter of a
 * stroke's width. Chosen on the test photos (detect.test.ts) as the level
 * that best parts true strokes, even two side by side on a 40 px hex, from
 * outlines, fill edges and streets; the few on the wrong side of it are the
 * least sure proposals.
 */
const MIN_STROKE_EVIDENCE = 0.045;
/**
 * With symbol colours guessed by clustering (no samples), a stroke must be
 * clearer: a guessed colour can sit between two real ones, and what is just
 * over the threshold is then often a stroke of another colour, or a fill's edge.
 */
const MIN_GUESSED_STROKE_EVIDENCE = 0.065;
/**
 * An edge whose strongest unproposed stroke has at least this share of the
 * threshold's evidence may have a stroke the scan missed, and is reviewed as
 * an absence ("a gray side may be printed here"): half the threshold, so a
 * faint or thin printed stroke just under it is looked at, while the outline
 * and the fills' edges on most edges stay well below (docs/scan.md#absences).
 */
const DOUBT_SHARE = 0.5;
/** The evidence of a clear, single stroke, where the confidence reaches 1. */
const FULL_STROKE_EVIDENCE = 0.12;
/** Edges between two terrains that a boundary line is learnt from (learnBoundaryLines): with fewer, the pair has no line. */
const MIN_BOUNDARY_EDGES = 4;
/**
 * A stroke this faint on the first reading (hex radii of evidence, about
 * half a clear single stroke's) may be a boundary's own line read as a
 * symbol: on the widened test photos (src/scan/widened.test.ts) the banks
 * and rims read as gray reach 0.045–0.08, while true single strokes mostly
 * show 0.1 or more. At 0.09 the lines learnt real gray strokes at town edges.
 */
const FAINT_STROKE_EVIDENCE = 0.07;
/**
 * A pair of terrains whose edges carry a clear stroke at most this often is
 * one whose faint strokes are taken as its boundary line. A board prints a
 * symbol along a pair of terrains as a rule (85–90 % of a town's or a wood's
 * edges) or not at all, so a quarter sits well between.
 */
const SYMBOL_PAIR_SHARE = 0.25;
/** Strengths at which the board's outline is tried on the fills (1: as typically seen). */
const OUTLINE_STRENGTHS = [0.25, 0.5, 0.75, 1];
/** Blends of a symbol with a fill tried as its blurred fringe (the symbol's share). */
const FRINGE = [0.25, 0.5, 0.75];
/** A stroke's strongest point is at least this much nearer its colour than anything else, in units of its contrast. */
const MIN_PEAK = 0.5;
/**
 * Half a stroke's width, in profile points (0.1 hex radii: a stroke is about
 * 0.2 wide). A colour from an end of the profile that reaches this near its
 * middle covers the stroke's place, so it is a fill or a block there.
 */
const STROKE_HALF_WIDTH = 4;
/** Contrast below this (ink coordinates, pixel values 0..1) is not trusted as a scale: noise would pass for evidence. */
const MIN_CONTRAST = 0.06;
/**
 * A stroke whose colour is nearer than this to something the ground can
 * show (its contrast, ink coordinates) is faint: at or just over the
 * MIN_CONTRAST floor, where a gully's or a hill's own dark edge blurred
 * passes for a gray stroke. On the fitting photos 3 of the 7 such strokes
 * were right; the confidence map holds them to that (StrokeCaution).
 */
const FAINT_CONTRAST = 0.07;

export interface StrokeClass {
  readonly name: ScanSymbol;
  /** The symbol's colour, lighting taken out (log RGB). */
  readonly centre: LogRgb;
  /** Whether the colour is the clustering's guess rather than a sample's. */
  readonly guessed: boolean;
}

export interface EdgeColours {
  /** The two hexes' fills and classes (terrain class indices). */
  readonly a: LogRgb;
  readonly b: LogRgb;
  readonly classA: number;
  readonly classB: number;
  /** The profile across the edge, from a's side to b's, lighting taken out. */
  readonly profile: readonly LogRgb[];
}

export interface StrokeFound {
  readonly name: ScanSymbol;
  readonly confidence: number;
  /** The stroke's evidence, in hex radii (see MIN_STROKE_EVIDENCE). */
  readonly evidence: number;
  /** Why the stroke is doubtful whatever its evidence (absent: nothing known against it). */
  readonly cautions?: readonly StrokeCaution[];
}

type Dip = LogRgb;

/**
 * The board's outline as a darkening of the fill (a shift in log RGB, where
 * ink over paper is a shift): the median, over edges between two hexes of one
 * terrain class (where symbols are rare), of the central point most unlike
 * the fill. One for the whole board: a class whose edges mostly carry a
 * symbol (slopes with brown sides) would otherwise learn the symbol as its
 * outline.
 */
export function learnOutline(edges: readonly EdgeColours[]): Dip {
  const dips: Dip[] = [];
  for (const e of edges) {
    if (e.classA !== e.classB || !isReadable(e.a) || !isReadable(e.b)) continue;
    const mid = Math.floor(e.profile.length / 2);
    const fill = e.a.map((v, c) => (v + e.b[c]) / 2);
    const fillInk = inkCoordinates(fill);
    let best: Dip | undefined;
    let bestD = -1;
    for (let j = mid - 2; j <= mid + 2; j++) {
      const p = e.profile[j];
      if (!p || !isReadable(p)) continue;
      const d = squaredDistance(inkCoordinates(p), fillInk);
      if (d > bestD) {
        bestD = d;
        best = [p[0] - fill[0], p[1] - fill[1], p[2] - fill[2]];
      }
    }
    if (best) dips.push(best);
  }
  return dips.length === 0 ? [0, 0, 0] : ([0, 1, 2].map((c) => median(dips.map((d) => d[c]))) as Dip);
}

/** Whether an edge's strokes on the first reading are all faint enough to be a boundary's line (FAINT_STROKE_EVIDENCE). */
const isFaint = (found: readonly StrokeFound[]): boolean => found.every((f) => f.evidence < FAINT_STROKE_EVIDENCE);

/**
 * The symbols that edge a terrain class's area (a town's gray, a woods'
 * green: TERRAIN_TABLE's edgedBy, by the class's name). Such a symbol along
 * that terrain's boundary is its own stroke, however faint, never its line.
 */
export type AreaEdges = (terrainClass: number) => readonly ScanSymbol[];

/** Whether any of an edge's strokes is a symbol that edges either of its terrains (AreaEdges). */
const edgesEitherArea = (
  strokes: readonly { readonly name: ScanSymbol }[],
  e: Pick<EdgeColours, 'classA' | 'classB'>,
  areaEdges: AreaEdges,
): boolean => strokes.some((f) => areaEdges(e.classA).includes(f.name) || areaEdges(e.classB).includes(f.name));

/**
 * The boundary lines an edge's second reading takes as ground: its pair of
 * terrains' own line; or, for a pair that learnt none (met on too few
 * edges), the lines learnt for either terrain over all its boundaries, but
 * only where the first reading found a faint stroke there, and none of a
 * symbol that edges either terrain (docs/scan.md#how-it-reads). A
 * terrain's line is a weaker witness than the pair's: a gully's bank and a
 * gray stroke beside a town are nearly one colour once blurred, so a clear
 * stroke is never put to it, nor a town's faint gray.
 */
export function boundaryLineOf(
  lines: ReadonlyMap<string, LogRgb>,
  e: Pick<EdgeColours, 'classA' | 'classB'>,
  firstReading: readonly StrokeFound[],
  areaEdges: AreaEdges,
): LogRgb[] {
  if (e.classA === e.classB) return [];
  const own = lines.get(pairKey(e.classA, e.classB));
  if (own) return [own];
  if (firstReading.length === 0 || !isFaint(firstReading) || edgesEitherArea(firstReading, e, areaEdges)) return [];
  return terrainLinesOf(lines, e);
}

/**
 * The lines learnt for either terrain of an edge over all its boundaries
 * (a bank, a rim), for a pair of terrains that learnt no line of its own:
 * ground for a faint stroke (boundaryLineOf), a witness against a clear one
 * (heldByWitnesses).
 */
export function terrainLinesOf(
  lines: ReadonlyMap<string, LogRgb>,
  e: Pick<EdgeColours, 'classA' | 'classB'>,
): LogRgb[] {
  if (e.classA === e.classB || lines.has(pairKey(e.classA, e.classB))) return [];
  return [terrainKey(e.classA), terrainKey(e.classB)].flatMap((k) => {
    const line = lines.get(k);
    return line ? [line] : [];
  });
}

/** The key of one terrain class's line, over all its boundaries (beside the pairs' keys in learnBoundaryLines' map). */
export const terrainKey = (terrainClass: number): string => `terrain ${terrainClass}`;

/** The key of a pair of terrain classes, either way round. */
export const pairKey = (classA: number, classB: number): string =>
  classA < classB ? `${classA},${classB}` : `${classB},${classA}`;

/** An edge's first reading: the strokes found, and the strongest one under the threshold (judgeEdgeWithDoubt). */
export interface FirstReading {
  readonly found: readonly StrokeFound[];
  readonly doubt: StrokeDoubt | undefined;
}

/**
 * The line a colour boundary prints between two terrains (a gully's or
 * water's bank, a hill's rim: a darker shade of one fill, or the outline's
 * ink), learnt from the photo as the outline is: per pair of terrain
 * classes, the median, over the edges between them that show nothing on
 * the first reading (no stroke, none under the threshold either), of the
 * central point most unlike both fills and their blends. Where a pair
 * seldom carries a clear stroke (SYMBOL_PAIR_SHARE), its faint evidence
 * counts too (FAINT_STROKE_EVIDENCE), strokes and strokes under the
 * threshold alike: a bank line read as a gray stroke on every edge of a
 * gully would otherwise leave no bare edge to learn it from. But never a
 * symbol that edges either terrain (AreaEdges): a town's gray sides faint
 * under a black outline are the town's strokes, and learnt as its line they
 * were all taken as ground (docs/scan.md#how-it-reads). Learnt only from
 * MIN_BOUNDARY_EDGES edges or more, so that a pair whose edges nearly all
 * carry a symbol (hilltops beside slopes, with orange) does not learn its
 * few missed strokes as its line. Each terrain's line over all its
 * boundaries is learnt from the same edges, for the pairs met too seldom to
 * learn their own (boundaryLineOf).
 */
export function learnBoundaryLines(
  edges: readonly EdgeColours[],
  firstReading: readonly FirstReading[],
  areaEdges: AreaEdges,
): ReadonlyMap<string, LogRgb> {
  const strokeCounts = new Map<string, { edges: number; clear: number }>();
  edges.forEach((e, i) => {
    const key = pairKey(e.classA, e.classB);
    const p = strokeCounts.get(key) ?? { edges: 0, clear: 0 };
    p.edges++;
    if (!isFaint(firstReading[i].found)) p.clear++;
    strokeCounts.set(key, p);
  });
  const lines = new Map<string, LogRgb[]>();
  edges.forEach((e, i) => {
    if (e.classA === e.classB || !isReadable(e.a) || !isReadable(e.b)) return;
    const key = pairKey(e.classA, e.classB);
    const pair = strokeCounts.get(key)!;
    const { found, doubt } = firstReading[i];
    const evidence = doubt ? [...found, doubt] : found;
    const bare = evidence.length === 0;
    const faintLine =
      pair.clear <= SYMBOL_PAIR_SHARE * pair.edges && isFaint(found) && !edgesEitherArea(evidence, e, areaEdges);
    if (!bare && !faintLine) return;
    const fills = [e.a, e.b, mixLog(e.a, e.b, 0.25), mixLog(e.a, e.b, 0.5), mixLog(e.a, e.b, 0.75)].map(inkCoordinates);
    const mid = Math.floor(e.profile.length / 2);
    let best: LogRgb | undefined;
    let bestD = -1;
    for (let j = mid - 2; j <= mid + 2; j++) {
      const p = e.profile[j];
      if (!p || !isReadable(p)) continue;
      const d = nearest(inkCoordinates(p), fills, squaredDistance).distance2;
      if (d > bestD) {
        bestD = d;
        best = p;
      }
    }
    if (!best) return;
    for (const k of [key, terrainKey(e.classA), terrainKey(e.classB)]) {
      const points = lines.get(k);
      if (points) points.push(best);
      else lines.set(k, [best]);
    }
  });
  const learnt = new Map<string, LogRgb>();
  for (const [key, points] of lines)
    if (points.length >= MIN_BOUNDARY_EDGES)
      learnt.set(key, [0, 1, 2].map((c) => median(points.map((q) => q[c]))) as LogRgb);
  return learnt;
}

const shift = (c: readonly number[], d: readonly number[], f: number): LogRgb => [
  c[0] + d[0] * f,
  c[1] + d[1] * f,
  c[2] + d[2] * f,
];

/**
 * A stroke the edge may carry though none was proposed: the strongest
 * unproposed symbol's evidence under the threshold, with the confidence that
 * no such stroke is printed (0.5 at the threshold, 0.75 at half of it).
 */
export interface StrokeDoubt {
  readonly name: ScanSymbol;
  readonly confidence: number;
  readonly evidence: number;
}

/** The symbols on one edge, judged by their strokes (see the header). */
export function judgeEdge(
  e: EdgeColours,
  symbols: readonly StrokeClass[],
  outline: Dip,
  boundaryLines: readonly LogRgb[] = [],
): StrokeFound[] {
  return judgeEdgeWithDoubt(e, symbols, outline, boundaryLines).found;
}

/**
 * The shares of the two fills' blend a borrowed line is tried under
 * (heldByWitnesses). A terrain's line is learnt over all its boundaries,
 * mostly beside the ground it meets most (a water bank beside clear
 * paper), so its colour holds that ground's blur; on an edge with other
 * ground, the line between two fills is blurred into both at once, and a
 * blue bank between water and a red level 2 slope reads as a gray the line
 * alone does not explain.
 */
const WITNESS_BLENDS = [0, 0.25, 0.5];

/** The raw confidence of a stroke a terrain's borrowed line explains (heldByWitnesses): a coin toss, so the review asks for it. */
const WITNESSED_CONFIDENCE = 0.5;

/**
 * An edge's strokes as proposed: a clear stroke on a pair of terrains that
 * learnt no line of its own, and whose second reading took no line as ground
 * (`ground` empty), is put to either terrain's line (a bank, a rim), alone
 * and blended with the two fills' meeting (WITNESS_BLENDS), as a witness; a
 * stroke that witness would explain is kept but held to
 * WITNESSED_CONFIDENCE (docs/scan.md#how-it-reads, step 6).
 */
export function heldByWitnesses(
  e: EdgeColours,
  symbols: readonly StrokeClass[],
  outline: Dip,
  lines: ReadonlyMap<string, LogRgb>,
  ground: readonly LogRgb[],
  found: readonly StrokeFound[],
): StrokeFound[] {
  const borrowed = ground.length ? [] : terrainLinesOf(lines, e);
  if (borrowed.length === 0) return [...found];
  // A line learnt beside other ground, and seen here between two fills at once: blended with both as well.
  const fillsMet = mixLog(e.a, e.b, 0.5);
  const witnesses = borrowed.flatMap((line) => WITNESS_BLENDS.map((t) => mixLog(line, fillsMet, t)));
  const survives = judgeEdge(e, symbols, outline, witnesses).map((f) => f.name);
  return found.map((f) =>
    survives.includes(f.name) ? f : { ...f, confidence: Math.min(f.confidence, WITNESSED_CONFIDENCE) },
  );
}

/** The symbols on one edge, and the strongest stroke under the threshold that may have been missed (see StrokeDoubt). */
export function judgeEdgeWithDoubt(
  e: EdgeColours,
  symbols: readonly StrokeClass[],
  outline: Dip,
  boundaryLines: readonly LogRgb[] = [],
): { found: StrokeFound[]; doubt: StrokeDoubt | undefined } {
  if (symbols.length === 0 || !isReadable(e.a) || !isReadable(e.b)) return { found: [], doubt: undefined };
  const ab = mixLog(e.a, e.b, 0.5);
  const fills = [e.a, e.b, mixLog(e.a, e.b, 0.25), ab, mixLog(e.a, e.b, 0.75)];
  const dip = outline;
  const ground: number[][] = fills.map(inkCoordinates);
  for (const f of OUTLINE_STRENGTHS) for (const c of [e.a, e.b, ab]) ground.push(inkCoordinates(shift(c, dip, f)));
  // The boundary's own line, and its blurred fringe into either fill.
  for (const line of boundaryLines)
    for (const t of [0, ...FRINGE]) for (const fill of [e.a, e.b]) ground.push(inkCoordinates(mixLog(line, fill, t)));
  // Each symbol's family: its colour and its blends with either fill (a blurred stroke's fringe).
  const family = symbols.map((s) =>
    [s.centre, ...FRINGE.flatMap((t) => [mixLog(s.centre, e.a, t), mixLog(s.centre, e.b, t)])].map(inkCoordinates),
  );
  // Blends of two symbols side by side belong to both.
  const pairs: { ks: [number, number]; at: number[] }[] = [];
  for (let k = 0; k < symbols.length; k++)
    for (let j = k + 1; j < symbols.length; j++)
      pairs.push({ ks: [k, j], at: inkCoordinates(mixLog(symbols[k].centre, symbols[j].centre, 0.5)) });
  const nearestIn = (q: readonly number[], list: readonly (readonly number[])[]) =>
    Math.sqrt(nearest(q, list, squaredDistance).distance2);
  // How far each symbol's colour is from anything the ground can show: the scale of its evidence.
  const contrast = family.map((f) => Math.max(MIN_CONTRAST, nearestIn(f[0], ground)));

  const evidence = new Array<number>(symbols.length).fill(0);
  const peak = new Array<number>(symbols.length).fill(0);
  const last = e.profile.length - 1;
  /** Each symbol's share at each profile point credited to it (0 where none). */
  const shareAt = symbols.map(() => new Array<number>(e.profile.length).fill(0));
  e.profile.forEach((p, j) => {
    if (!isReadable(p)) return;
    const q = inkCoordinates(p);
    const toGround = nearestIn(q, ground);
    const toFamily = family.map((f) => nearestIn(q, f));
    const toPair = pairs.map((pr) => Math.sqrt(squaredDistance(q, pr.at)));
    // The point goes to the nearest symbol colour (alone, or blended with the
    // other stroke beside it); its evidence is how much nearer that is than
    // anything the ground can show, in units of the symbol's contrast.
    let k = 0;
    for (let i = 1; i < symbols.length; i++) if (toFamily[i] < toFamily[k]) k = i;
    let pair = -1;
    toPair.forEach((d, i) => {
      if (d < toFamily[k] && (pair < 0 || d < toPair[pair])) pair = i;
    });
    const credit = (to: number, mine: number, weight: number) => {
      const share = Math.max(0, toGround - mine) / contrast[to];
      if (share <= 0) return;
      evidence[to] += weight * Math.min(1, share) * PROFILE_STEP;
      peak[to] = Math.max(peak[to], share);
      shareAt[to][j] = share;
    };
    if (pair >= 0) for (const i of pairs[pair].ks) credit(i, toPair[pair], 0.5);
    else credit(k, toFamily[k], 1);
  });

  // A colour that reaches either end of the profile is a fill or a block, not a stroke.
  const atEnd = shareAt.map((shares) => shares[0] >= MIN_PEAK || shares[last] >= MIN_PEAK);
  // Whether such a colour runs on unbroken into the stroke's place at the middle: a fill or a block, never a stroke
  // missed. One at an end apart from the middle, beyond a stretch of ground, is a block or a stream beside the
  // edge, and a stroke there may still have been missed.
  const mid = Math.floor(last / 2);
  const runsToMiddle = (shares: readonly number[], end: number, step: 1 | -1): boolean => {
    if (shares[end] < MIN_PEAK) return false;
    let j = end;
    while (shares[j + step] > 0) j += step;
    // Walking in from the end, the run got to within half a stroke's width of the middle (or past it).
    return (j - mid) * step >= -STROKE_HALF_WIDTH;
  };
  const reachesMiddle = shareAt.map((shares) => runsToMiddle(shares, 0, 1) || runsToMiddle(shares, last, -1));

  // One proposal per name (a name sampled in two inks has two classes): the stronger.
  const found = new Map<ScanSymbol, StrokeFound>();
  /** The class each found stroke was read in. */
  const foundClass = new Map<ScanSymbol, number>();
  let doubt: StrokeDoubt | undefined;
  symbols.forEach((s, k) => {
    const threshold = s.guessed ? MIN_GUESSED_STROKE_EVIDENCE : MIN_STROKE_EVIDENCE;
    if (peak[k] < MIN_PEAK || atEnd[k] || evidence[k] < threshold) {
      // A colour reaching from an end of the profile to its middle is a fill, never a missed stroke.
      const floor = threshold * DOUBT_SHARE;
      if (!reachesMiddle[k] && evidence[k] >= floor && (!doubt || doubt.evidence < evidence[k]))
        doubt = {
          name: s.name,
          evidence: evidence[k],
          // Linear in the evidence, 1 with none and 0.5 at the threshold, as a proposal is 0.5 there.
          confidence: 0.5 + 0.5 * (1 - Math.min(threshold, evidence[k]) / threshold),
        };
      return;
    }
    // Least sure at the threshold, sure at a clear stroke's evidence.
    const confidence =
      0.5 + 0.5 * Math.min(1, (evidence[k] - MIN_STROKE_EVIDENCE) / (FULL_STROKE_EVIDENCE - MIN_STROKE_EVIDENCE));
    const had = found.get(s.name);
    if (!had || had.evidence < evidence[k]) {
      found.set(s.name, { name: s.name, confidence, evidence: evidence[k] });
      foundClass.set(s.name, k);
    }
  });
  // A doubt about a symbol the edge was found to carry (in its other ink) is no doubt.
  if (doubt && found.has(doubt.name)) doubt = undefined;
  const foundClasses = new Set(foundClass.values());
  return { found: [...found.values()].map((f) => withCautions(f, foundClass.get(f.name)!)), doubt };

  /** A found stroke with what is known against it (StrokeCaution), from its class's contrast and the strokes found beside it. */
  function withCautions(f: StrokeFound, k: number): StrokeFound {
    // A seam: the blend of two other strokes found here (the side-by-side blends above) is nearer its colour than the ground.
    const seam = pairs.some(
      ({ ks: [i, j], at }) =>
        i !== k &&
        j !== k &&
        foundClasses.has(i) &&
        foundClasses.has(j) &&
        Math.sqrt(squaredDistance(family[k][0], at)) < contrast[k],
    );
    const cautions: StrokeCaution[] = [
      ...(contrast[k] < FAINT_CONTRAST ? (['faint'] as const) : []),
      ...(seam ? (['seam'] as const) : []),
    ];
    return cautions.length ? { ...f, cautions } : f;
  }
}

/** The app's own printed symbol colours, judged as guessed ones are (the clustering starts from them). */
const PRINTED_INKS: readonly StrokeClass[] = SCAN_SYMBOLS.map((name) => ({
  name,
  centre: toLogRgb(REFERENCE_COLOUR[name]),
  guessed: true,
}));

/**
 * In a scan without any sample (the photo brought to the app's printing, the
 * symbol colours the clustering's guess), the strokes an edge shows in the
 * app's own printed symbol inks, as doubts (docs/scan.md#absences):
 * a guess can drift far from the ink printed (a gray pulled towards the green
 * strokes' fringes, a yellow printed once and left out of the clustering), and
 * then a printed stroke shows no evidence for any guessed colour. Judged
 * against the fills and the outline only: a boundary line learnt from the
 * guessed reading may be that very stroke (a town's gray sides, read as no
 * stroke, taken for the town's edge line). A stroke at or over the
 * threshold is as doubtful as an absence can be (0.5).
 */
export function printedInkDoubts(e: EdgeColours, outline: Dip): StrokeDoubt[] {
  const { found, doubt } = judgeEdgeWithDoubt(e, PRINTED_INKS, outline);
  return [...found.map((f) => ({ name: f.name, evidence: f.evidence, confidence: 0.5 })), ...(doubt ? [doubt] : [])];
}
