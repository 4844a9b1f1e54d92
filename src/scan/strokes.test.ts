// judgeEdge on profiles drawn by hand: what a heavy stroke, a thin outline,
// the meeting of two fills and a town block each look like across an edge
// (25 points, 0.025 hex radii apart, as sites.ts reads them), blurred as a
// photo blurs them. Rows cite the cases.

import { describe, expect, test } from 'vitest';

import { type LogRgb, mixLog, toLogRgb } from './image.ts';
import {
  type AreaEdges,
  boundaryLineOf,
  judgeEdge,
  judgeEdgeWithDoubt,
  heldByWitnesses,
  learnBoundaryLines,
  terrainKey,
  terrainLinesOf,
  learnOutline,
  type EdgeColours,
  pairKey,
  printedInkDoubts,
  PROFILE_STEP,
} from './strokes.ts';
import type { Rgb } from './vocabulary.ts';

const PAPER: Rgb = [236, 230, 214];
const BLUE: Rgb = [150, 188, 214];
const TOWN: Rgb = [205, 200, 192];
const GRAY: Rgb = [111, 118, 128];
const GREEN: Rgb = [47, 138, 53];
const ORANGE: Rgb = [238, 125, 18];
const BLACK: Rgb = [28, 28, 32];
const POINTS = 25;
const offsets = Array.from({ length: POINTS }, (_, j) => -0.3 + j * PROFILE_STEP);

type Paint = (x: number) => Rgb | undefined;

/** A profile: fill a below the edge, b above it, painted over by each layer in turn, then blurred (σ in hex radii). */
function profile(a: Rgb, b: Rgb, layers: Paint[], blur = 0.05): LogRgb[] {
  const fine = Array.from({ length: 241 }, (_, i) => -0.45 + i * 0.00375);
  const sharp = fine.map((x) => {
    let c: Rgb = x < 0 ? a : b;
    for (const paint of layers) c = paint(x) ?? c;
    return c;
  });
  return offsets.map((x) => {
    const w = fine.map((f) => Math.exp(-((f - x) ** 2) / (2 * blur * blur)));
    const total = w.reduce((s, v) => s + v, 0);
    const c = [0, 1, 2].map((ch) => sharp.reduce((s, rgb, i) => s + rgb[ch] * w[i], 0) / total) as unknown as Rgb;
    return toLogRgb(c);
  });
}

const band =
  (colour: Rgb, centre: number, width: number): Paint =>
  (x) =>
    Math.abs(x - centre) <= width / 2 ? colour : undefined;
const edge = (a: Rgb, b: Rgb, layers: Paint[], classes: [number, number] = [0, 0]): EdgeColours => ({
  a: toLogRgb(a),
  b: toLogRgb(b),
  classA: classes[0],
  classB: classes[1],
  profile: profile(a, b, layers),
});

const SYMBOLS = [
  { name: 'gray' as const, centre: toLogRgb(GRAY), guessed: false },
  { name: 'green' as const, centre: toLogRgb(GREEN), guessed: false },
  { name: 'orange' as const, centre: toLogRgb(ORANGE), guessed: false },
];
const PURPLE: Rgb = [128, 60, 160];
const PURPLE_SYMBOL = { name: 'purple' as const, centre: toLogRgb(PURPLE), guessed: false };
/** A fill barely darker than the gray symbol ink. */
const DUSK: Rgb = [89, 94, 102];
const STROKE = 0.17;
const OUTLINE = 0.035;

/** The board's outline as learnt from edges between hexes of one terrain, with only the outline on them. */
const outlineOf = (ink: Rgb) =>
  learnOutline(Array.from({ length: 12 }, () => edge(PAPER, PAPER, [band(ink, 0, OUTLINE)])));

describe('judgeEdge: symbols by their stroke, not colour alone', () => {
  test.each([
    ['a gray stroke on clear ground is a gray side', PAPER, PAPER, [band(GRAY, 0, STROKE)], GRAY, ['gray']],
    [
      'a gray stroke a grid fit 0.08 radii off is still a gray side',
      PAPER,
      PAPER,
      [band(GRAY, 0.08, STROKE)],
      GRAY,
      ['gray'],
    ],
    ['a gray outline printed in the gray symbol ink is not a side', PAPER, PAPER, [band(GRAY, 0, OUTLINE)], GRAY, []],
    ['a black outline along a blue gully hex is not a gray side', PAPER, BLUE, [band(BLACK, 0, OUTLINE)], BLACK, []],
    ['a gray outline along a blue gully hex is not a gray side', BLUE, PAPER, [band(GRAY, 0, OUTLINE)], GRAY, []],
    [
      'the edge between clear and blue, outline and all, is not a side',
      PAPER,
      BLUE,
      [band(GRAY, 0, OUTLINE)],
      GRAY,
      [],
    ],
    [
      'a street between two town blocks, along the edge, is not a side',
      TOWN,
      TOWN,
      [band(PAPER, 0, 0.07), band(GRAY, 0, OUTLINE)],
      GRAY,
      [],
    ],
    ['a town block reaching across the edge is not a side', PAPER, PAPER, [band(GRAY, -0.1, 0.5)], GRAY, []],
    ['a gray stroke along a blue gully hex is a gray side', BLUE, PAPER, [band(GRAY, 0, STROKE)], GRAY, ['gray']],
    [
      'two strokes side by side are two symbols',
      PAPER,
      PAPER,
      [band(ORANGE, -0.064, 0.1275), band(GREEN, 0.064, 0.1275)],
      BLACK,
      ['green', 'orange'],
    ],
  ] as const)('%s', (_name, a, b, layers, outlineInk, expected) => {
    const found = judgeEdge(edge(a, b, [...layers]), SYMBOLS, outlineOf(outlineInk));
    expect(found.map((f) => f.name).sort()).toEqual([...expected]);
    for (const f of found) expect(f.confidence).toBeGreaterThanOrEqual(0.5);
  });

  // A colour at an end of the profile keeps a stroke from being proposed; a doubt only when it runs on into the
  // stroke's place (docs/scan.md#absences: a gray side between a town and a gully, a block at the profile's end).
  test.each([
    [
      'a gray stroke with a block at the end apart from it, beyond bare paper: not proposed, doubted as gray',
      [band(GRAY, 0, STROKE), band(GRAY, -0.31, 0.12)],
      'gray',
    ],
    [
      'a town block reaching across the edge to the middle: neither proposed nor doubted',
      [band(GRAY, -0.1, 0.5)],
      undefined,
    ],
  ] as const)('%s', (_name, layers, doubted) => {
    const { found, doubt } = judgeEdgeWithDoubt(edge(PAPER, PAPER, [...layers]), SYMBOLS, outlineOf(GRAY));
    expect(found).toEqual([]);
    expect(doubt?.name).toBe(doubted);
  });

  test('a faint stroke is less sure than a clear one', () => {
    const outline = outlineOf(GRAY);
    const clear = judgeEdge(edge(PAPER, PAPER, [band(GRAY, 0, STROKE)]), SYMBOLS, outline)[0];
    const faint = judgeEdge(edge(PAPER, PAPER, [band(mixRgb(GRAY, PAPER, 0.3), 0, 0.1)]), SYMBOLS, outline)[0];
    expect(clear.confidence).toBeGreaterThan(0.8);
    expect(faint === undefined || faint.confidence < clear.confidence).toBe(true);
  });

  // What is known against a stroke whatever its evidence (StrokeCaution; docs/scan.md#strokes-held-to-their-own-record):
  // on the widened photos a double symbol's green and purple blurred to a gray between them, and a gully's dark edge
  // passed for a gray stroke barely apart from the ground.
  test.each([
    ['a clear gray stroke alone on paper: nothing against it', PAPER, [band(GRAY, 0, STROKE)], { gray: [] }],
    [
      'a gray between a green and a purple stroke: a seam (their blend), the two strokes not',
      PAPER,
      [band(GREEN, -0.1, 0.1), band(GRAY, 0, 0.1), band(PURPLE, 0.1, 0.1)],
      { gray: ['seam'], green: [], purple: [] },
    ],
    ['a gray stroke on a ground of nearly its own colour: faint', DUSK, [band(GRAY, 0, STROKE)], { gray: ['faint'] }],
  ] as const)('%s', (_name, ground, layers, cautions) => {
    const found = judgeEdge(edge(ground, ground, [...layers]), [...SYMBOLS, PURPLE_SYMBOL], outlineOf(BLACK));
    expect(Object.fromEntries(found.map((f) => [f.name, f.cautions ?? []]))).toEqual(cautions);
  });

  test('without symbols or with an unreadable hex, nothing is proposed', () => {
    const e = edge(PAPER, PAPER, [band(GRAY, 0, STROKE)]);
    expect(judgeEdge(e, [], outlineOf(GRAY))).toEqual([]);
    expect(judgeEdge({ ...e, a: [Number.NaN, Number.NaN, Number.NaN] }, SYMBOLS, outlineOf(GRAY))).toEqual([]);
  });
});

// A colour boundary's own printed line (a gully's bank, a hill's rim), in a
// darker shade of one fill: on photos of printed boards it read as gray
// (docs/scan.md#how-it-reads, step 6). The line is learnt per pair of
// terrains from the photo's own edges, as learnBoundaryLines does it.
const BANK: Rgb = [90, 113, 128];
const RIM = 0.08;
const BLUE_CLEAR: [number, number] = [1, 0];
/** Fills and inks as the widened photo of seed 300 shows them: a level 2 slope, water, its bank, the gray symbol. */
const RED_SLOPE: Rgb = [198, 123, 105];
const WATER: Rgb = [129, 144, 216];
const PHOTO_GRAY: Rgb = [113, 104, 142];
/** Water's line over all its boundaries as that photo learnt it, beside paper mostly. */
const WATER_LINE: Rgb = [116, 117, 160];
/** The profile across that photo's K5 NE, from the slope to the water, lighting taken out. */
const SEED_300_K5_NE: Rgb[] = [
  [199, 122, 105],
  [198, 125, 107],
  [196, 124, 106],
  [195, 122, 104],
  [195, 121, 102],
  [196, 121, 104],
  [197, 124, 107],
  [190, 123, 110],
  [176, 119, 111],
  [154, 112, 116],
  [129, 105, 122],
  [112, 103, 137],
  [104, 106, 150],
  [109, 116, 173],
  [115, 129, 194],
  [122, 139, 206],
  [126, 144, 215],
  [130, 145, 217],
  [133, 144, 219],
  [129, 143, 217],
  [130, 143, 216],
  [130, 144, 215],
  [130, 146, 215],
  [129, 147, 216],
  [129, 147, 217],
];
/** The first reading of edges between two terrains: each edge judged without a boundary line. */
const firstReading = (edges: EdgeColours[], outline: ReturnType<typeof outlineOf>) =>
  edges.map((e) => judgeEdgeWithDoubt(e, SYMBOLS, outline));
/** No terrain here is edged by a symbol (no woods, no town). */
const NO_AREAS: AreaEdges = () => [];

describe('boundary lines: a bank or a rim is ground, not a symbol', () => {
  const outline = outlineOf(GRAY);
  const banks = Array.from({ length: 6 }, () =>
    edge(BLUE, PAPER, [band(GRAY, 0, OUTLINE), band(BANK, 0, RIM)], BLUE_CLEAR),
  );
  const line = learnBoundaryLines(banks, firstReading(banks, outline), NO_AREAS).get(pairKey(...BLUE_CLEAR));

  test.each([
    ['a bank line between a blue gully and clear ground is not a gray side', [band(BANK, 0, RIM)], []],
    ['a wider bank line is not a gray side either', [band(BANK, 0, 1.5 * RIM)], []],
    ['a gray stroke over the bank is still a gray side', [band(BANK, 0, RIM), band(GRAY, 0, STROKE)], ['gray']],
    ['a green stroke over the bank is still a green side', [band(BANK, 0, RIM), band(GREEN, 0, STROKE)], ['green']],
  ] as const)('%s', (_name, layers, expected) => {
    expect(line, 'the bank line is learnt from six bare banks').toBeDefined();
    const found = judgeEdge(edge(BLUE, PAPER, [band(GRAY, 0, OUTLINE), ...layers], BLUE_CLEAR), SYMBOLS, outline, [
      line!,
    ]);
    expect(found.map((f) => f.name).sort()).toEqual([...expected]);
  });

  test("a pair met too seldom to learn its own line puts only its faint strokes to its terrains' lines", () => {
    // The blue gully meets slopes (class 3) on two edges only: the gully's line over its banks with paper stands in.
    const lines = learnBoundaryLines(banks, firstReading(banks, outline), NO_AREAS);
    const beside = { classA: BLUE_CLEAR[0], classB: 3 };
    const faint = [{ name: 'gray' as const, confidence: 0.55, evidence: 0.05 }];
    const clear = [{ name: 'gray' as const, confidence: 1, evidence: 0.15 }];
    expect(boundaryLineOf(lines, beside, faint, NO_AREAS)).toHaveLength(1);
    const besideTown: AreaEdges = (k) => (k === 3 ? ['gray'] : []);
    expect(boundaryLineOf(lines, beside, faint, besideTown), "a town's faint gray is its own side").toEqual([]);
    expect(boundaryLineOf(lines, beside, clear, NO_AREAS)).toEqual([]);
    expect(boundaryLineOf(lines, beside, [], NO_AREAS)).toEqual([]);
    expect(boundaryLineOf(lines, { classA: 1, classB: 0 }, clear, NO_AREAS)).toEqual([line]);
  });

  test("a clear stroke on a pair met too seldom is put to its terrains' lines as witnesses", () => {
    // heldByWitnesses shows a clear stroke that a witness explains as a coin toss, so the review asks for it.
    const lines = learnBoundaryLines(banks, firstReading(banks, outline), NO_AREAS);
    const beside = { classA: BLUE_CLEAR[0], classB: 3 };
    expect(terrainLinesOf(lines, beside), "the gully's line over its banks").toHaveLength(1);
    expect(terrainLinesOf(lines, { classA: 1, classB: 0 }), 'a pair with its own line needs no witness').toEqual([]);
    expect(terrainLinesOf(lines, { classA: 1, classB: 1 }), 'no boundary within one terrain').toEqual([]);
    const wideBank = edge(BLUE, PAPER, [band(GRAY, 0, OUTLINE), band(BANK, 0, 1.5 * RIM)], [BLUE_CLEAR[0], 3]);
    const witnesses = terrainLinesOf(lines, wideBank);
    expect(
      judgeEdge(wideBank, SYMBOLS, outline).map((f) => f.name),
      'read alone, the bank is a gray side',
    ).toEqual(['gray']);
    expect(judgeEdge(wideBank, SYMBOLS, outline, witnesses), 'the witness explains it').toEqual([]);
    const [held] = heldByWitnesses(wideBank, SYMBOLS, outline, lines, [], judgeEdge(wideBank, SYMBOLS, outline));
    expect(held.confidence, 'kept, held to a coin toss').toBe(0.5);
    const stroke = edge(BLUE, PAPER, [band(GRAY, 0, OUTLINE), band(GRAY, 0, STROKE)], [BLUE_CLEAR[0], 3]);
    const kept = judgeEdge(stroke, SYMBOLS, outline);
    expect(
      heldByWitnesses(stroke, SYMBOLS, outline, lines, [], kept),
      'a printed gray side keeps its confidence',
    ).toEqual(kept);
    expect(
      judgeEdge(stroke, SYMBOLS, outline, witnesses).map((f) => f.name),
      'a printed gray side survives',
    ).toEqual(['gray']);
  });

  test('a bank beside other ground than its line was learnt on is blended with both fills as a witness', () => {
    // The widened photo of seed 300, K5 NE, as read: water's dark blue bank between water and a red level 2 slope,
    // blurred into both, reads as the photo's purplish gray; water's line, learnt beside paper, is lighter.
    const symbols = [{ name: 'gray' as const, centre: toLogRgb(PHOTO_GRAY), guessed: false }, ...SYMBOLS.slice(1)];
    const water = 8;
    const lines = new Map([[terrainKey(water), toLogRgb(WATER_LINE)]]);
    const bankBySlope: EdgeColours = {
      a: toLogRgb(RED_SLOPE),
      b: toLogRgb(WATER),
      classA: 3,
      classB: water,
      profile: SEED_300_K5_NE.map(toLogRgb),
    };
    const read = judgeEdge(bankBySlope, symbols, outline);
    expect(
      read.map((f) => f.name),
      'read alone, the bank is a gray side',
    ).toEqual(['gray']);
    expect(
      judgeEdge(bankBySlope, symbols, outline, terrainLinesOf(lines, bankBySlope)).map((f) => f.name),
      'the line as learnt does not explain it',
    ).toEqual(['gray']);
    const [held] = heldByWitnesses(bankBySlope, symbols, outline, lines, [], read);
    expect(held.confidence, 'blended with both fills it does: held to a coin toss').toBe(0.5);
  });

  test('a pair seen on fewer than four edges learns no line', () => {
    const few = banks.slice(0, 3);
    expect(learnBoundaryLines(few, firstReading(few, outline), NO_AREAS).size).toBe(0);
  });

  test('a pair whose edges mostly carry a clear stroke does not learn its strokes as its line', () => {
    const stroke = () => edge(TOWN, PAPER, [band(GRAY, 0, OUTLINE), band(GRAY, 0, STROKE)], [2, 0]);
    const town = [
      ...Array.from({ length: 8 }, stroke),
      ...Array.from({ length: 4 }, () => edge(TOWN, PAPER, [band(GRAY, 0, OUTLINE)], [2, 0])),
    ];
    const townLine = learnBoundaryLines(town, firstReading(town, outline), NO_AREAS).get(pairKey(2, 0));
    expect(judgeEdge(stroke(), SYMBOLS, outline, townLine ? [townLine] : []).map((f) => f.name)).toEqual(['gray']);
  });

  test("a town's faint gray sides are its own strokes, never its line", () => {
    // Under a black outline the gray sides of a town read faint: learnt as the town's line, all were taken as ground.
    const outlineB = outlineOf(BLACK);
    const townSide = (fade: number) =>
      edge(TOWN, PAPER, [band(BLACK, 0, OUTLINE), band(mixRgb(GRAY, PAPER, fade), 0, 0.12)], [2, 0]);
    const town = [
      ...Array.from({ length: 6 }, () => townSide(0)),
      ...Array.from({ length: 3 }, () => townSide(0.1)),
      edge(TOWN, PAPER, [band(BLACK, 0, OUTLINE)], [2, 0]),
    ];
    const reading = firstReading(town, outlineB);
    expect(
      reading[0].found.map((f) => f.name),
      'a faint gray side, found',
    ).toEqual(['gray']);
    expect(reading[0].found[0].evidence).toBeLessThan(0.07);
    expect(reading[6].doubt?.name, 'a fainter one, just under the threshold').toBe('gray');
    const asLine = learnBoundaryLines(town, reading, NO_AREAS).get(pairKey(2, 0));
    expect(asLine, 'not knowing the town is edged by gray, its sides are learnt as its line').toBeDefined();
    expect(judgeEdge(townSide(0), SYMBOLS, outlineB, [asLine!]), 'and taken as ground').toEqual([]);
    const townEdges: AreaEdges = (k) => (k === 2 ? ['gray'] : []);
    const lines = learnBoundaryLines(town, reading, townEdges);
    expect(lines.get(pairKey(2, 0)), 'one bare edge learns no line').toBeUndefined();
    expect(boundaryLineOf(lines, { classA: 2, classB: 0 }, reading[0].found, townEdges)).toEqual([]);
  });

  test('edges within one terrain learn no boundary line (their outline is learnt apart)', () => {
    const same = Array.from({ length: 6 }, () => edge(PAPER, PAPER, [band(BANK, 0, RIM)]));
    expect(learnBoundaryLines(same, firstReading(same, outline), NO_AREAS).size).toBe(0);
  });
});

// Without samples the symbol colours are the clustering's guess, and a guess
// can drift far from the ink printed (docs/scan.md#absences): on a test photo
// read without samples, the gray was guessed as a green-gray (133, 162, 131)
// and a town hex's five gray sides showed no evidence for it.
describe('printedInkDoubts: a stroke of a printed ink no guessed colour explains is doubted', () => {
  const outline = outlineOf(GRAY);
  const DRIFTED_GRAY = [{ name: 'gray' as const, centre: toLogRgb([133, 162, 131]), guessed: true }];
  const PRINTED_GRAY: Rgb = [108, 124, 130];
  const YELLOW: Rgb = [234, 199, 26];

  test.each([
    ['a gray side of a town hex, the gray guessed green-gray', TOWN, PAPER, [band(PRINTED_GRAY, 0, STROKE)], 'gray'],
    [
      'a yellow side no guessed colour stands for (one yellow stroke on the board)',
      PAPER,
      PAPER,
      [band(YELLOW, 0, STROKE)],
      'yellow',
    ],
  ] as const)('%s', (_name, a, b, layers, candidate) => {
    const e = edge(a, b, [band(GRAY, 0, OUTLINE), ...layers], [2, 0]);
    expect(judgeEdgeWithDoubt(e, DRIFTED_GRAY, outline)).toEqual({ found: [], doubt: undefined });
    expect(printedInkDoubts(e, outline).map((d) => [d.name, d.confidence])).toContainEqual([candidate, 0.5]);
  });

  test.each([
    ['a bare edge between a town and clear ground', TOWN, PAPER],
    ['a bare edge of clear ground', PAPER, PAPER],
  ] as const)('%s is not doubted', (_name, a, b) => {
    expect(printedInkDoubts(edge(a, b, [band(GRAY, 0, OUTLINE)], [2, 0]), outline)).toEqual([]);
  });
});

function mixRgb(a: Rgb, b: Rgb, t: number): Rgb {
  const m = mixLog(toLogRgb(a), toLogRgb(b), t);
  return m.map((v) => Math.exp(v) - 20) as unknown as Rgb;
}
