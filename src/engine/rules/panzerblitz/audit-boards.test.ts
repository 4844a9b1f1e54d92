// An independent audit of the PanzerBlitz-family rule sets (docs/rules.md,
// docs/geometry.md, docs/cli.md), in three parts: the tables as data
// (audit-tables.test.ts), adversarial boards (audit-boards.test.ts) and
// properties (audit-properties.test.ts), each judged against audit-spec.ts.
//
// 2. Adversarial boards, table-driven, each row citing the note it checks:
//    LOW obstacles in every base band × firer × target level, single-hex
//    obstacles met only at a corner or along a side, the units' own sides in
//    both trace modes, real-space run-alongs and corners, note L counting,
//    gullies with crossings, artillery markers, the level 2 reading of
//    `original`, range 0 and 1.
//
// Discrepancies found are kept here: fixed ones as regression rows, open ones
// as `test.fails` with the reading and the proposed fix.
//
// Seeds: 000 = Arvold, "Obstacles and Elevation (Modified)"; 001 = Arvold,
// "Effects of New Terrain on New PanzerBlitz Boards"; 003 = "3D PanzerBlitz Charts".

import { describe, expect, test } from 'vitest';

import { cellAt } from '../../board-model.ts';
import { buildBoard, type HexSpec } from '../../testing/build-board.ts';
import { type Axial, type Board, type HexsideSymbol, type Level, LEVELS, type Terrain } from '../../types.ts';
import type { RuleSetId } from '../ids.ts';
import { evaluateLos, isVisible } from '../index.ts';
import type { LosQuery } from '../types.ts';
import {
  checkResult,
  key,
  labelOfAxial,
  LEVEL_TERRAIN,
  lowBlocksAt,
  oneHexNote,
  singleWoodsNote,
  RULES,
  SIDE_OF,
  TRACES,
} from './audit-spec.ts';

// ============================================================ 2. adversarial boards

type P = readonly [number, number];
/** Every row's firer stands at ORIGIN on a 16 × 16 board; rows give hexes relative to it. */
const ORIGIN: Axial = { q: 4, r: 4 };
const at = (p: P): Axial => ({ q: ORIGIN.q + p[0], r: ORIGIN.r + p[1] });
const lab = (p: P) => labelOfAxial(at(p));
function sideLine(a: P, b: P, symbol: HexsideSymbol): string {
  const side = SIDE_OF[`${b[0] - a[0]},${b[1] - a[1]}`];
  if (!side) throw new Error(`${a} and ${b} are not adjacent`);
  return `${lab(a)} ${side} ${symbol}`;
}

/*
 * The lines used below (docs/geometry.md#what-the-line-meets), from the firer F = [0,0]:
 * LINE_A to [2,-1]: [1,0] and [1,-1] are grazed; the side between them is run along (t 1/3..2/3);
 *   F's sides toward them are cornered at t = 1/3, the target's at 2/3. 2 routes.
 * LINE_B to [4,-2]: a spine line; [1,0]|[1,-1] run along (1/6..1/3), [3,-1]|[3,-2] run along
 *   (2/3..5/6), the sides at their ends cornered. 4 routes.
 * LINE_C to [5,-1]: through two corners, at t = 1/3 (of [1,0], [2,0], [2,-1]) and at
 *   2/3 (of [3,0], [3,-1], [4,-1]); [2,-1] and [3,0] are touched only at those corners. 3 routes.
 * LINE_D to [4,-1]: crosses the middle of the side [2,0]|[2,-1], the two candidates of step 2.
 * AXIS to [0,6]: straight down a column; side k lies between [0,k-1] and [0,k].
 */
const LINE_A: P = [2, -1];
const LINE_B: P = [4, -2];
const LINE_C: P = [5, -1];
const LINE_D: P = [4, -1];
const AXIS: P = [0, 6];
const axisSide = (k: number, symbol: HexsideSymbol) => [[0, k - 1], [0, k], symbol] as const;

interface Expect {
  readonly visible: boolean;
  /** A rule id that must be among the reasons. */
  readonly rule?: string;
  /** routes.blocked (hex mode). */
  readonly blocked?: bigint;
}

interface Row {
  readonly name: string;
  readonly source: string;
  readonly rules?: RuleSetId;
  readonly to: P;
  readonly firer?: Terrain | HexSpec;
  readonly target?: Terrain | HexSpec;
  readonly hexes?: readonly (readonly [number, number, Terrain | HexSpec])[];
  readonly sides?: readonly (readonly [P, P, HexsideSymbol])[];
  readonly blocked?: readonly P[];
  readonly hex: Expect;
  readonly real: Expect;
}

const WOODS: HexSpec = { terrain: 'woods', singleHex: false };
const woodsOn = (level: Level): HexSpec => ({ terrain: 'woods', level, singleHex: false });

function rowBoard(row: Row): Board {
  const hexes: Record<string, Terrain | HexSpec> = {};
  for (const [dq, dr, t] of row.hexes ?? []) hexes[lab([dq, dr])] = t;
  if (row.firer) hexes[lab([0, 0])] = row.firer;
  if (row.target) hexes[lab(row.to)] = row.target;
  return buildBoard({
    columns: 16,
    rows: 16,
    hexes,
    hexsides: (row.sides ?? []).map(([a, b, s]) => sideLine(a, b, s)),
  });
}

function checkRow(row: Row): void {
  const board = rowBoard(row);
  const rules = row.rules ?? 'arvold';
  for (const trace of TRACES) {
    const want = trace === 'hex' ? row.hex : row.real;
    const q: LosQuery = {
      from: at([0, 0]),
      to: at(row.to),
      rules,
      trace,
      markers: { blockedHexes: (row.blocked ?? []).map(at) },
    };
    const r = evaluateLos(board, q);
    const why = `${trace}: ${r.reasons.map((x) => `[${x.rule}] ${x.text}`).join(' | ') || 'clear'}`;
    expect(r.visible, why).toBe(want.visible);
    if (want.rule)
      expect(
        r.reasons.map((x) => x.rule),
        why,
      ).toContain(want.rule);
    if (want.blocked !== undefined) expect(r.routes.blocked, why).toBe(want.blocked);
    expect(isVisible(board, q), `isVisible, ${why}`).toBe(r.visible);
    const back = evaluateLos(board, { ...q, from: q.to, to: q.from });
    expect(back.visible, `converse (000 note K), ${why}`).toBe(r.visible);
    expect(back.routes).toEqual(r.routes);
    checkResult(board, q, r, false);
    if (rules === 'original' && [r.firer, r.target].some((u) => cellAt(board, u.hex)!.level !== u.level)) {
      expect(r.notes.join(' '), 'original must say it read level 2 down').toMatch(/three levels/);
    }
  }
}

const SINGLE_HEX_GEOMETRY: Row[] = [
  {
    name: 'G→G, copse touched only at a corner',
    source: "001 wood copse: 'just touches a corner of the hex'",
    to: LINE_C,
    hexes: [[2, -1, 'wood-copse']],
    hex: { visible: false, rule: '001-single-hex', blocked: 3n },
    real: { visible: false, rule: '001-single-hex' },
  },
  {
    name: 'G→G, single-hex woods touched only at a corner',
    source: '000 note O; 001 (single-hex woods)',
    to: LINE_C,
    hexes: [[3, 0, 'woods']],
    hex: { visible: false, rule: 'O', blocked: 3n },
    real: { visible: false, rule: 'O' },
  },
  {
    name: 'H1→G, copse at a corner, next to neither unit',
    source: '001 clarification 1 (directly behind = adjacent)',
    to: LINE_C,
    firer: 'hilltop',
    hexes: [[2, -1, 'wood-copse']],
    hex: { visible: true },
    real: { visible: true },
  },
  {
    name: 'G→H1, copse whose side is run along, next to the firer',
    source: '001 clarification 2; 001 copse "runs along the hexside"',
    to: LINE_B,
    target: 'hilltop',
    hexes: [[1, 0, 'wood-copse']],
    hex: { visible: false, rule: '001-c2', blocked: 4n },
    real: { visible: false, rule: '001-c2' },
  },
  {
    name: 'H1→G, the same copse next to the firer only',
    source: '001 clarification 1',
    to: LINE_B,
    firer: 'hilltop',
    hexes: [[1, 0, 'wood-copse']],
    hex: { visible: true },
    real: { visible: true },
  },
  {
    name: 'H1→G, copse run along, next to the target',
    source: '001 clarification 1',
    to: LINE_B,
    firer: 'hilltop',
    hexes: [[3, -2, 'wood-copse']],
    hex: { visible: false, rule: '001-c1', blocked: 4n },
    real: { visible: false, rule: '001-c1' },
  },
  {
    name: 'G→H1, copse run along, next to the target only',
    source: '001 clarification 2',
    to: LINE_B,
    target: 'hilltop',
    hexes: [[3, -2, 'wood-copse']],
    hex: { visible: true },
    real: { visible: true },
  },
  {
    name: 'H1→G range 2, collective farm next to both units',
    source: '001 clarification 1',
    to: LINE_A,
    firer: 'hilltop',
    hexes: [[1, 0, 'collective-farm']],
    hex: { visible: false, rule: '001-c1', blocked: 2n },
    real: { visible: false, rule: '001-c1' },
  },
  {
    name: 'H2→H1 range 2, copse on the H1 plateau next to the target',
    source: "000 note N's exception (A, the H1 target as G)",
    to: LINE_A,
    firer: 'hilltop2',
    target: 'hilltop',
    hexes: [[1, 0, { terrain: 'wood-copse', level: 'H1' }]],
    hex: { visible: false, rule: 'N' },
    real: { visible: false, rule: 'N' },
  },
  {
    name: 'H2→H1, copse on the H1 plateau next to the firer only',
    source: "000 note N's exception (A needs the target directly behind)",
    to: LINE_B,
    firer: 'hilltop2',
    target: 'hilltop',
    hexes: [[1, 0, { terrain: 'wood-copse', level: 'H1' }]],
    hex: { visible: true },
    real: { visible: true },
  },
  {
    name: 'H1→H1, copse on the plateau, run along',
    source: '000 note N',
    to: LINE_B,
    firer: 'hilltop',
    target: 'hilltop',
    hexes: [[1, 0, { terrain: 'wood-copse', level: 'H1' }]],
    hex: { visible: false, rule: 'N' },
    real: { visible: false, rule: 'N' },
  },
  {
    name: 'H1→S1, ground copse next to the target',
    source:
      'docs/rules.md#low-obstacles-green-and-gray-hexsides-single-hex-woods-and-towns LOW table: neither unit at ground level',
    to: LINE_B,
    firer: 'hilltop',
    target: 'slope',
    hexes: [[3, -2, 'wood-copse']],
    hex: { visible: true },
    real: { visible: true },
  },
  {
    name: 'G→G, copse beside the line but not met',
    source: '001 (the line must meet the hex)',
    to: AXIS,
    hexes: [[1, 2, 'wood-copse']],
    hex: { visible: true },
    real: { visible: true },
  },
  {
    name: 'G→G, old fort on the line',
    source: '001 collective farms and old forts',
    to: AXIS,
    hexes: [[0, 3, 'old-fort']],
    hex: { visible: false, rule: '001-single-hex', blocked: 1n },
    real: { visible: false, rule: '001-single-hex' },
  },
  {
    name: 'G→G, single-hex town on the line',
    source: '000 note O (single-hex town)',
    to: AXIS,
    hexes: [[0, 3, 'town']],
    hex: { visible: false, rule: 'O' },
    real: { visible: false, rule: 'O' },
  },
  {
    name: 'G→G, firer inside a single-hex woods',
    source: "docs/rules.md: other than the firer's and the target's own hexes",
    to: AXIS,
    firer: 'woods',
    hex: { visible: true },
    real: { visible: true },
  },
];

const OWN_SIDES: Row[] = [
  {
    name: "G→H1 range 2, green side of the firer's hex toward one candidate",
    source: '000 note B',
    to: LINE_A,
    firer: WOODS,
    target: 'hilltop',
    hexes: [[1, -1, WOODS]],
    sides: [[[0, 0], [1, -1], 'green']],
    hex: { visible: false, rule: 'B', blocked: 1n },
    real: { visible: false, rule: 'B' },
  },
  {
    name: 'G→H1 range 2, green side run along between the candidates (nobody’s own side)',
    source: '000 note B; docs/geometry.md (a route crosses only sides between its steps)',
    to: LINE_A,
    target: 'hilltop',
    hexes: [[1, 0, WOODS]],
    sides: [[[1, 0], [1, -1], 'green']],
    hex: { visible: true },
    real: { visible: true },
  },
  {
    name: 'G→G range 2, the same green side run along',
    source:
      "000 note O; 001 clarification 3 ('or even touch'); real space: 'bisects a hex-side symbol through its LENGTH'",
    to: LINE_A,
    hexes: [[1, 0, WOODS]],
    sides: [[[1, 0], [1, -1], 'green']],
    hex: { visible: false, rule: '001-c3' },
    real: { visible: false, rule: 'O' },
  },
  {
    name: 'original G→G range 2, the same green side run along: 1970 has no clarification 3',
    source: 'docs/geometry.md: `original` (1970) does not have this clarification',
    rules: 'original',
    to: LINE_A,
    hexes: [[1, 0, WOODS]],
    sides: [[[1, 0], [1, -1], 'green']],
    hex: { visible: true },
    real: { visible: false, rule: 'orig-TET' },
  },
  {
    name: "H1→G range 2, green side of the target's hex, cornered",
    source: '000 note A',
    to: LINE_A,
    firer: 'hilltop',
    target: WOODS,
    hexes: [[1, -1, WOODS]],
    sides: [[[2, -1], [1, -1], 'green']],
    hex: { visible: false, rule: 'A', blocked: 1n },
    real: { visible: false, rule: 'A' },
  },
  {
    name: "H1→G, green side cornered next to, not of, the target's hex",
    source: '000 note A',
    to: LINE_C,
    firer: 'hilltop',
    hexes: [[3, 0, WOODS]],
    sides: [[[3, 0], [4, -1], 'green']],
    hex: { visible: true },
    real: { visible: true },
  },
  {
    name: "G→S1, the town/slope target's own gray side: as high as a brown side there, which blocks G→S1",
    source:
      "docs/rules.md#low-obstacles-green-and-gray-hexsides-single-hex-woods-and-towns on an S1 base; 003 chart, ground→slope 'Brown/Orange'",
    to: AXIS,
    target: 'town-slope',
    sides: [axisSide(6, 'gray')],
    hex: { visible: false, rule: 'TET' },
    real: { visible: false, rule: 'TET' },
  },
  {
    name: "G→S1, the firer's own gray side at a town",
    source: '000 note B',
    to: AXIS,
    firer: WOODS,
    target: 'slope',
    sides: [axisSide(1, 'green')],
    hex: { visible: false, rule: 'B' },
    real: { visible: false, rule: 'B' },
  },
];

const HEX_VERSUS_REAL: Row[] = [
  {
    name: 'G→G, brown on the side between the two candidates of one step, crossed by the line',
    source:
      'docs/geometry.md: routes cross only sides between consecutive steps; real space counts what the segment crosses',
    to: LINE_D,
    sides: [[[2, 0], [2, -1], 'brown']],
    hex: { visible: true },
    real: { visible: false, rule: 'O' },
  },
  {
    name: 'S1→H1 range 2, orange around one candidate: two on its route, one contact in real space',
    source: '000 note L; docs/geometry.md (a side run along with the sides cornered at its ends is one contact)',
    to: LINE_A,
    firer: 'slope',
    target: 'hilltop',
    sides: [
      [[0, 0], [1, 0], 'orange'],
      [[1, 0], [1, -1], 'orange'],
      [[1, 0], [2, -1], 'orange'],
    ],
    hex: { visible: false, rule: 'L', blocked: 1n },
    real: { visible: true },
  },
  {
    name: 'S1→H1 range 2, orange at two different corners: one per route, two contacts',
    source: '000 note L; docs/geometry.md',
    to: LINE_A,
    firer: 'slope',
    target: 'hilltop',
    sides: [
      [[0, 0], [1, 0], 'orange'],
      [[1, -1], [2, -1], 'orange'],
    ],
    hex: { visible: true },
    real: { visible: false, rule: 'L' },
  },
];

// Positions exactly on a boundary: ≤ 1/3, ≥ 2/3 and midway all include the boundary (docs/rules.md).
const EXACT_POSITIONS: Row[] = [
  {
    name: 'G→H2, brown cornered at exactly t = 1/3',
    source: "000 note F ('1/3 or less')",
    to: LINE_C,
    target: 'hilltop2',
    sides: [[[1, 0], [2, 0], 'brown']],
    hex: { visible: false, rule: 'F', blocked: 2n },
    real: { visible: false, rule: 'F' },
  },
  {
    name: 'H2→G, brown cornered at exactly t = 2/3',
    source: "000 note E ('at least 2/3 or more')",
    to: LINE_C,
    firer: 'hilltop2',
    sides: [[[3, 0], [4, -1], 'brown']],
    hex: { visible: false, rule: 'E', blocked: 1n },
    real: { visible: false, rule: 'E' },
  },
  {
    name: 'H1→G, brown crossed exactly midway (side 3 of 5 on one route)',
    source: "000 note C ('or exactly mid-way')",
    to: LINE_C,
    firer: 'hilltop',
    sides: [[[2, 0], [3, -1], 'brown']],
    hex: { visible: false, rule: 'C', blocked: 1n },
    real: { visible: false, rule: 'C' },
  },
  {
    name: 'G→H1, the same brown exactly midway',
    source: "000 note D ('or exactly midway')",
    to: LINE_C,
    target: 'hilltop',
    sides: [[[2, 0], [3, -1], 'brown']],
    hex: { visible: false, rule: 'D', blocked: 1n },
    real: { visible: false, rule: 'D' },
  },
  {
    name: 'H1→G, brown crossed at t = 1/2 between the two candidates of one step',
    source: '000 note C; docs/geometry.md (routes never cross that side)',
    to: LINE_D,
    firer: 'hilltop',
    sides: [[[2, 0], [2, -1], 'brown']],
    hex: { visible: true },
    real: { visible: false, rule: 'C' },
  },
];

const REAL_RUN_ALONG: Row[] = [
  {
    name: 'H1→G, brown run along near the target',
    source: "000 note C; real space 'bisects ... through its LENGTH' (judged at both ends)",
    to: LINE_B,
    firer: 'hilltop',
    sides: [[[3, -1], [3, -2], 'brown']],
    hex: { visible: true },
    real: { visible: false, rule: 'C' },
  },
  {
    name: 'H1→G, the same brown joining an orange at its end',
    source: '000 real space: unless a Brown symbol connects with an Orange/Red symbol',
    to: LINE_B,
    firer: 'hilltop',
    sides: [
      [[3, -1], [3, -2], 'brown'],
      [[3, -1], [4, -2], 'orange'],
    ],
    hex: { visible: true },
    real: { visible: true },
  },
  {
    name: 'H2→G, brown run along joining a purple (another level): still counts',
    source: "000 real space ('of the same respective level'); note E",
    to: LINE_B,
    firer: 'hilltop2',
    sides: [
      [[3, -1], [3, -2], 'brown'],
      [[3, -1], [4, -2], 'purple'],
    ],
    hex: { visible: true },
    real: { visible: false, rule: 'E' },
  },
  {
    name: 'H2→H1, yellow run along near the target',
    source: '000 note G (real space)',
    to: LINE_B,
    firer: 'hilltop2',
    target: 'hilltop',
    sides: [[[3, -1], [3, -2], 'yellow']],
    hex: { visible: true },
    real: { visible: false, rule: 'G' },
  },
  {
    name: 'H2→H1, the same yellow joining a purple',
    source: '000 real space: unless a Yellow symbol connects with a Purple symbol',
    to: LINE_B,
    firer: 'hilltop2',
    target: 'hilltop',
    sides: [
      [[3, -1], [3, -2], 'yellow'],
      [[3, -1], [4, -2], 'purple'],
    ],
    hex: { visible: true },
    real: { visible: true },
  },
  {
    name: 'H2→H1, the same yellow joining an orange (another level): still counts',
    source: "000 real space ('of the same respective level'); note G",
    to: LINE_B,
    firer: 'hilltop2',
    target: 'hilltop',
    sides: [
      [[3, -1], [3, -2], 'yellow'],
      [[3, -1], [4, -2], 'orange'],
    ],
    hex: { visible: true },
    real: { visible: false, rule: 'G' },
  },
  {
    name: 'G→H1, brown run along near the firer',
    source: '000 note D (real space)',
    to: LINE_B,
    target: 'hilltop',
    sides: [[[1, 0], [1, -1], 'brown']],
    hex: { visible: true },
    real: { visible: false, rule: 'D' },
  },
  {
    name: "G→H1, the same brown joining an orange side of the firer's hex",
    source: '000 real space: Brown connecting with Orange/Red',
    to: LINE_B,
    target: 'hilltop',
    sides: [
      [[1, 0], [1, -1], 'brown'],
      [[0, 0], [1, 0], 'orange'],
    ],
    hex: { visible: true },
    real: { visible: true },
  },
  {
    name: 'H1→G, brown cornered (not run along) beside a run-along orange: counts',
    source: "000 real space: the exception is for a symbol bisected 'through its LENGTH'; note C",
    to: LINE_B,
    firer: 'hilltop',
    sides: [
      [[3, -1], [4, -2], 'brown'],
      [[3, -1], [3, -2], 'orange'],
    ],
    hex: { visible: false, rule: 'C', blocked: 2n },
    real: { visible: false, rule: 'C' },
  },
  {
    name: 'original H1→G, yellow (read as brown) run along',
    source: '003 note C; docs/rules.md (yellow read as brown)',
    rules: 'original',
    to: LINE_B,
    firer: 'hilltop',
    sides: [[[3, -1], [3, -2], 'yellow']],
    hex: { visible: true },
    real: { visible: false, rule: 'orig-C' },
  },
  {
    name: 'original H1→G, yellow joining a purple: both read down, excepted',
    source: '000 real space; docs/rules.md (yellow→brown, purple→orange)',
    rules: 'original',
    to: LINE_B,
    firer: 'hilltop',
    sides: [
      [[3, -1], [3, -2], 'yellow'],
      [[3, -1], [4, -2], 'purple'],
    ],
    hex: { visible: true },
    real: { visible: true },
  },
  {
    name: 'original H1→G, yellow joining an orange: excepted',
    source: '000 real space; docs/rules.md (yellow→brown)',
    rules: 'original',
    to: LINE_B,
    firer: 'hilltop',
    sides: [
      [[3, -1], [3, -2], 'yellow'],
      [[3, -1], [4, -2], 'orange'],
    ],
    hex: { visible: true },
    real: { visible: true },
  },
  {
    name: 'original H1→G, brown joining a purple: excepted',
    source: '000 real space; docs/rules.md (purple→orange)',
    rules: 'original',
    to: LINE_B,
    firer: 'hilltop',
    sides: [
      [[3, -1], [3, -2], 'brown'],
      [[3, -1], [4, -2], 'purple'],
    ],
    hex: { visible: true },
    real: { visible: true },
  },
];

const NOTE_L: Row[] = [
  {
    name: 'S1→H1, two orange sides meeting at the corner the line passes',
    source: '000 note L; docs/geometry.md (sides sharing a passed corner count once)',
    to: LINE_C,
    firer: 'slope',
    target: 'hilltop',
    sides: [
      [[1, 0], [2, -1], 'orange'],
      [[1, 0], [2, 0], 'orange'],
    ],
    hex: { visible: true },
    real: { visible: true },
  },
  {
    name: 'S1→H1, all three sides at that corner orange',
    source: '000 note L; docs/geometry.md',
    to: LINE_C,
    firer: 'slope',
    target: 'hilltop',
    sides: [
      [[1, 0], [2, -1], 'orange'],
      [[1, 0], [2, 0], 'orange'],
      [[2, 0], [2, -1], 'orange'],
    ],
    hex: { visible: true },
    real: { visible: true },
  },
  {
    name: 'S1→H1, orange at both corners the line passes',
    source: '000 note L',
    to: LINE_C,
    firer: 'slope',
    target: 'hilltop',
    sides: [
      [[1, 0], [2, 0], 'orange'],
      [[3, 0], [4, -1], 'orange'],
    ],
    hex: { visible: false, rule: 'L', blocked: 1n },
    real: { visible: false, rule: 'L' },
  },
  {
    name: 'S1→H1, two crossed orange sides',
    source: '000 note L',
    to: AXIS,
    firer: 'slope',
    target: 'hilltop',
    sides: [axisSide(2, 'orange'), axisSide(4, 'orange')],
    hex: { visible: false, rule: 'L', blocked: 1n },
    real: { visible: false, rule: 'L' },
  },
  {
    name: 'G→H2, one side carrying orange and purple (each colour once)',
    source: '000 note L (colours counted separately); docs/board-format.md (one edge, several symbols)',
    to: AXIS,
    target: 'hilltop2',
    sides: [axisSide(4, 'orange'), axisSide(4, 'purple')],
    hex: { visible: true },
    real: { visible: true },
  },
  {
    name: 'G→H2, a second purple side blocks',
    source: '000 note L',
    to: AXIS,
    target: 'hilltop2',
    sides: [axisSide(4, 'orange'), axisSide(4, 'purple'), axisSide(6, 'purple')],
    hex: { visible: false, rule: 'L' },
    real: { visible: false, rule: 'L' },
  },
  {
    name: 'original G→H2, orange and purple on different sides: two hilltop sides',
    source: '003 note E; docs/rules.md (purple read as orange)',
    rules: 'original',
    to: AXIS,
    target: 'hilltop2',
    sides: [axisSide(3, 'orange'), axisSide(4, 'purple')],
    hex: { visible: false, rule: 'orig-E' },
    real: { visible: false, rule: 'orig-E' },
  },
  {
    name: 'original G→H2, one purple side only',
    source: '003 note E (one is allowed)',
    rules: 'original',
    to: AXIS,
    target: 'hilltop2',
    sides: [axisSide(4, 'purple')],
    hex: { visible: true },
    real: { visible: true },
  },
];

const GULLIES: Row[] = [
  {
    name: 'gully → ground, not adjacent',
    source: '000 gullies A',
    to: AXIS,
    firer: 'gully',
    hex: { visible: false, rule: 'gullies-A', blocked: 1n },
    real: { visible: false, rule: 'gullies-A' },
  },
  {
    name: 'gully with a road → ground',
    source: '000 gullies C',
    to: AXIS,
    firer: { terrain: 'gully', features: ['road'] },
    hex: { visible: true },
    real: { visible: true },
  },
  {
    name: 'gully with a railroad → ground',
    source: '001 railroad: "transforms a streambed/gully into a clear hex"',
    to: AXIS,
    firer: { terrain: 'gully', features: ['railroad'] },
    hex: { visible: true },
    real: { visible: true },
  },
  {
    name: 'gully with a bridge → ground',
    source: '000 gullies C (bridge symbol where the road crosses)',
    to: AXIS,
    firer: { terrain: 'gully', features: ['bridge'] },
    hex: { visible: true },
    real: { visible: true },
  },
  {
    name: 'gully with an unimproved road → ground',
    source: '000 gullies C ("even if ... the road becomes unusable"); 001: an unimproved road is a road',
    to: AXIS,
    firer: { terrain: 'gully', features: ['unimproved-road'] },
    hex: { visible: true },
    real: { visible: true },
  },
  {
    name: 'gully → a road-crossed gully (ground level)',
    source: '000 gullies A, C',
    to: AXIS,
    firer: 'gully',
    target: { terrain: 'gully', features: ['road'] },
    hex: { visible: false, rule: 'gullies-A' },
    real: { visible: false, rule: 'gullies-A' },
  },
  {
    name: 'ford → gully',
    source: '000 gullies A, C (a ford is clear terrain)',
    to: AXIS,
    firer: 'ford',
    target: 'gully',
    hex: { visible: false, rule: 'gullies-A' },
    real: { visible: false, rule: 'gullies-A' },
  },
  {
    name: 'gully → level 1 hilltop',
    source: '000 gullies B',
    to: AXIS,
    firer: 'gully',
    target: 'hilltop',
    hex: { visible: true },
    real: { visible: true },
  },
  {
    name: 'gully → level 2 slope, brown on side 1',
    source: '000 gullies B; docs/rules.md (*) G→S2 brown as D',
    to: AXIS,
    firer: 'gully',
    target: 'slope2',
    sides: [axisSide(1, 'brown')],
    hex: { visible: false, rule: 'D' },
    real: { visible: false, rule: 'D' },
  },
  {
    name: 'level 1 hilltop → gully behind its own green side',
    source: '000 gullies B, note A',
    to: AXIS,
    firer: 'hilltop',
    target: 'gully',
    hexes: [[0, 5, WOODS]],
    sides: [axisSide(6, 'green')],
    hex: { visible: false, rule: 'A' },
    real: { visible: false, rule: 'A' },
  },
  {
    name: 'gully → gully, adjacent',
    source: '000 note M, gullies A',
    to: [0, 1],
    firer: 'gully',
    target: 'gully',
    hex: { visible: true },
    real: { visible: true },
  },
];

const MARKERS: Row[] = [
  {
    name: 'artillery on a hex the line enters',
    source: '003 offboard artillery',
    to: AXIS,
    blocked: [[0, 3]],
    hex: { visible: false, rule: 'blocked-hex', blocked: 1n },
    real: { visible: false, rule: 'blocked-hex' },
  },
  {
    name: 'artillery on a hex touched only at a corner',
    source: '003 offboard artillery; docs: the line meets it anywhere',
    to: LINE_C,
    blocked: [[2, -1]],
    hex: { visible: false, rule: 'blocked-hex', blocked: 3n },
    real: { visible: false, rule: 'blocked-hex' },
  },
  {
    name: 'artillery on a hex whose side is run along',
    source: '003 offboard artillery',
    to: LINE_A,
    blocked: [[1, 0]],
    hex: { visible: false, rule: 'blocked-hex', blocked: 2n },
    real: { visible: false, rule: 'blocked-hex' },
  },
  {
    name: 'artillery beside the line, not met',
    source: '003 offboard artillery',
    to: AXIS,
    blocked: [[1, 2]],
    hex: { visible: true },
    real: { visible: true },
  },
  {
    name: "artillery on the firer's and the target's hexes",
    source: '003 offboard artillery (decision: through, not into)',
    to: AXIS,
    blocked: [
      [0, 0],
      [0, 6],
    ],
    hex: { visible: true },
    real: { visible: true },
  },
];

const ORIGINAL_READING: Row[] = [
  {
    name: 'original H2→G, brown side 4 of 6: read as H1→G',
    source: '003 note C; docs/rules.md (H2 read as H1)',
    rules: 'original',
    to: AXIS,
    firer: 'hilltop2',
    sides: [axisSide(4, 'brown')],
    hex: { visible: false, rule: 'orig-C' },
    real: { visible: false, rule: 'orig-C' },
  },
  {
    name: 'arvold H2→G, the same brown is short of 2/3',
    source: '000 note E',
    to: AXIS,
    firer: 'hilltop2',
    sides: [axisSide(4, 'brown')],
    hex: { visible: true },
    real: { visible: true },
  },
  {
    name: 'original S2→H1, two orange: read as S1→H1',
    source: '003 note E',
    rules: 'original',
    to: AXIS,
    firer: 'slope2',
    target: 'hilltop',
    sides: [axisSide(2, 'orange'), axisSide(4, 'orange')],
    hex: { visible: false, rule: 'orig-E' },
    real: { visible: false, rule: 'orig-E' },
  },
  {
    name: 'arvold S2→H1, the same two orange',
    source: '000 note I',
    to: AXIS,
    firer: 'slope2',
    target: 'hilltop',
    sides: [axisSide(2, 'orange'), axisSide(4, 'orange')],
    hex: { visible: true },
    real: { visible: true },
  },
  {
    name: 'original H2→H2, two purple: both on hilltops',
    source: "003 note E's exception",
    rules: 'original',
    to: AXIS,
    firer: 'hilltop2',
    target: 'hilltop2',
    sides: [axisSide(1, 'purple'), axisSide(5, 'purple')],
    hex: { visible: true },
    real: { visible: true },
  },
  {
    name: 'original S2→G, brown side 2: read as S1→G, all block',
    source: '003 chart, slope→ground "Brown/Orange"',
    rules: 'original',
    to: AXIS,
    firer: 'slope2',
    sides: [axisSide(2, 'brown')],
    hex: { visible: false, rule: 'orig-TET' },
    real: { visible: false, rule: 'orig-TET' },
  },
  {
    name: 'arvold S2→G, the same brown is nearer the firer',
    source: 'docs/rules.md (*) S2→G brown as C',
    to: AXIS,
    firer: 'slope2',
    sides: [axisSide(2, 'brown')],
    hex: { visible: true },
    real: { visible: true },
  },
  {
    name: 'original H1→H1, woods on a level 2 slope: read as slope woods',
    source: 'docs/rules.md (S2 read as S1; woods on a slope act as ground woods)',
    rules: 'original',
    to: AXIS,
    firer: 'hilltop',
    target: 'hilltop',
    hexes: [[0, 3, woodsOn('S2')]],
    sides: [axisSide(3, 'green')],
    hex: { visible: true },
    real: { visible: true },
  },
  {
    name: 'arvold H1→H1, the same woods block',
    source: '000 note N',
    to: AXIS,
    firer: 'hilltop',
    target: 'hilltop',
    hexes: [[0, 3, woodsOn('S2')]],
    sides: [axisSide(3, 'green')],
    hex: { visible: false, rule: 'N' },
    real: { visible: false, rule: 'N' },
  },
  {
    name: 'original H2→H1, woods on the H1 plateau, not next to the target',
    source: "000 note N (003 is silent); N's exception needs a level 2 unit",
    rules: 'original',
    to: AXIS,
    firer: 'hilltop2',
    target: 'hilltop',
    hexes: [[0, 3, woodsOn('H1')]],
    sides: [axisSide(3, 'green')],
    hex: { visible: false, rule: 'N' },
    real: { visible: false, rule: 'N' },
  },
  {
    name: 'arvold H2→H1, the same woods',
    source: "000 note N's exception",
    to: AXIS,
    firer: 'hilltop2',
    target: 'hilltop',
    hexes: [[0, 3, woodsOn('H1')]],
    sides: [axisSide(3, 'green')],
    hex: { visible: true },
    real: { visible: true },
  },
];

const RANGE_ONE: Row[] = [
  {
    name: "G→H1 adjacent across the firer's green side",
    source: '000 note M',
    to: [0, 1],
    firer: WOODS,
    target: 'hilltop',
    sides: [axisSide(1, 'green')],
    hex: { visible: true },
    real: { visible: true },
  },
  {
    name: 'G→G adjacent across purple',
    source: '000 note M',
    to: [1, 0],
    sides: [[[0, 0], [1, 0], 'purple']],
    hex: { visible: true },
    real: { visible: true },
  },
  {
    name: 'adjacent, artillery on the target',
    source: '000 note M; 003 artillery',
    to: [0, 1],
    blocked: [[0, 1]],
    hex: { visible: true },
    real: { visible: true },
  },
];

describe.each([
  ['single-hex obstacles: corners, run-alongs, adjacency', SINGLE_HEX_GEOMETRY],
  ["the units' own sides, hex-traced and real space", OWN_SIDES],
  ['where hex-traced and real space part ways', HEX_VERSUS_REAL],
  ['positions exactly on 1/3, 1/2, 2/3', EXACT_POSITIONS],
  ['real space: run-along brown and yellow', REAL_RUN_ALONG],
  ['note L counting', NOTE_L],
  ['gullies and their crossings', GULLIES],
  ['artillery markers', MARKERS],
  ["original's reading of level 2", ORIGINAL_READING],
  ['range 1', RANGE_ONE],
])('audit: %s', (_title, rows) => {
  test.each(rows)('$name [$source]', (row) => checkRow(row));
});

// Discrepancies this audit found. The first two are fixed in the engine and
// stay as regression rows; a row still marked `test.fails` is an open one: when
// the engine is fixed it starts to pass, and `test.fails` must become `test`.
describe('audit: discrepancies between the engine and the spec', () => {
  // Under `original` purple is read as orange (docs/rules.md), so an
  // edge drawn with both is an edge carrying orange twice, which is still ONE
  // hexside (docs/board-format.md keeps the same symbol on one edge once); note L
  // and 003's E count hexsides. The engine used to count the two symbols as two
  // hilltop sides and block. Fixed: a colour counts at most once per side.
  test('original G→H2, one side carrying orange and purple is one hilltop side (003 note E)', () => {
    checkRow({
      name: 'original G→H2, one side carrying orange and purple',
      source: '003 note E; docs/rules.md (purple read as orange)',
      rules: 'original',
      to: AXIS,
      target: 'hilltop2',
      sides: [axisSide(4, 'orange'), axisSide(4, 'purple')],
      hex: { visible: true },
      real: { visible: true },
    });
  });

  // docs/rules.md: "Level 2 terrain under `original`: S2 is read as S1
  // and H2 as H1, yellow as brown and purple as orange, and the result says
  // so." The engine used to say so only when a unit's level was read down.
  // Fixed for yellow and purple symbols.
  test('original H1→G, a yellow side read as brown: the result says so (docs/rules.md)', () => {
    const board = buildBoard({
      columns: 16,
      rows: 16,
      hexes: { [lab([0, 0])]: 'hilltop' },
      hexsides: [sideLine([0, 3], [0, 4], 'yellow')],
    });
    for (const trace of TRACES) {
      const r = evaluateLos(board, { from: at([0, 0]), to: at(AXIS), rules: 'original', trace });
      expect(r.visible).toBe(false);
      expect(r.reasons.map((x) => x.rule)).toContain('orig-C');
      expect(r.notes.join(' ')).toMatch(/yellow hexsides read as brown/);
    }
  });

  // OPEN. The same sentence of the spec covers level 2 terrain under a LOW
  // obstacle: woods on a level 2 slope are read as woods on a slope, which act
  // as ground woods, so between two level 1 hilltops they do not block (under
  // `arvold` the same woods block by note N). The verdict is the spec's, but
  // the result is clear with no note and no reason: nothing tells the players
  // that the level 2 woods were read down. Fix: in judgeSymbol/singleHexReasons
  // under a three-level variant, add the reading note when a LOW obstacle's
  // base (lowSideBase or the single hex's level) is S2 or H2.
  test('original H1→H1, woods on a level 2 slope read as slope woods: the result says so (docs/rules.md)', () => {
    const board = buildBoard({
      columns: 16,
      rows: 16,
      hexes: { [lab([0, 0])]: 'hilltop', [lab(AXIS)]: 'hilltop', [lab([0, 3])]: woodsOn('S2') },
      hexsides: [sideLine([0, 2], [0, 3], 'green')],
    });
    for (const trace of TRACES) {
      const r = evaluateLos(board, { from: at([0, 0]), to: at(AXIS), rules: 'original', trace });
      expect(r.visible).toBe(true);
      expect(r.notes.join(' ')).toMatch(/three levels/);
    }
  });
});

// ---------------------------------------------------------------- LOW sweeps

type Where = 'firer' | 'middle' | 'target';
const WHERE: readonly Where[] = ['firer', 'middle', 'target'];
/** On AXIS (range 6): the obstacle hex and the side k of its green edge, for each place. */
const PLACE: Readonly<Record<Where, { hex: P; k: number }>> = {
  firer: { hex: [0, 1], k: 1 },
  middle: { hex: [0, 3], k: 3 },
  target: { hex: [0, 5], k: 6 },
};

interface SweepCase {
  readonly base: Level;
  readonly firer: Level;
  readonly target: Level;
  readonly where: Where;
}
/** Just the firer's column (E, rows 7–13): the sweeps build 3,000 boards. */
const SWEEP_GRID = { columns: 5, rows: 13 } as const;
const SWEEP: SweepCase[] = LEVELS.flatMap((base) =>
  LEVELS.flatMap((firer) => LEVELS.flatMap((target) => WHERE.map((where) => ({ base, firer, target, where })))),
);

/** A blocking verdict for a LOW obstacle at one place: its own side/adjacent place for A and B. */
function lowExpectation(
  rules: RuleSetId,
  c: SweepCase,
  kind: 'side' | 'hex',
): { visible: boolean; note: string; byBrown: boolean } {
  const place = PLACE[c.where];
  // A side k of 6 sits at (2k - 1)/12; a hex at step i at i/6 (docs/rules.md; docs/rules.md).
  const [n, d] = kind === 'side' ? [2 * place.k - 1, 12] : [place.hex[1], 6];
  const { blocks, note, byBrown } = lowBlocksAt(
    rules,
    c.base,
    c.firer,
    c.target,
    n,
    d,
    c.where === 'firer',
    c.where === 'target',
  );
  return { visible: !blocks, note, byBrown };
}

describe.each(RULES.flatMap((rules) => TRACES.map((trace) => ({ rules, trace }))))(
  'audit: LOW obstacles, every band × level pair ($rules, $trace)',
  ({ rules, trace }) => {
    test("green side of multi-hex woods on each base, at the firer's side, midway, at the target's side (000 notes A, B, N, O)", () => {
      for (const c of SWEEP) {
        const board = buildBoard({
          ...SWEEP_GRID,
          hexes: {
            [lab([0, 0])]: LEVEL_TERRAIN[c.firer],
            [lab(AXIS)]: LEVEL_TERRAIN[c.target],
            [lab(PLACE[c.where].hex)]: woodsOn(c.base),
          },
          hexsides: [sideLine([0, PLACE[c.where].k - 1], [0, PLACE[c.where].k], 'green')],
        });
        const q: LosQuery = { from: at([0, 0]), to: at(AXIS), rules, trace };
        const r = evaluateLos(board, q);
        const want = lowExpectation(rules, c, 'side');
        const name = `woods on ${c.base}, ${c.firer}→${c.target}, green at the ${c.where} side: ${r.reasons.map((x) => x.text).join(' | ')}`;
        expect(r.visible, name).toBe(want.visible);
        if (!want.visible)
          expect(
            r.reasons.map((x) => x.rule),
            name,
          ).toContain(want.note);
        expect(isVisible(board, q), name).toBe(r.visible);
      }
    });

    test.each([
      ['woods', 'single-hex woods (000 notes A, B, N, O)'],
      ['wood-copse', 'wood copse (001 clarifications 1, 2; single-hex terrain)'],
    ] as const)('%s next to the firer, midway, next to the target: %s', (terrain, _source) => {
      for (const c of SWEEP) {
        const board = buildBoard({
          ...SWEEP_GRID,
          hexes: {
            [lab([0, 0])]: LEVEL_TERRAIN[c.firer],
            [lab(AXIS)]: LEVEL_TERRAIN[c.target],
            [lab(PLACE[c.where].hex)]: { terrain, level: c.base, singleHex: true },
          },
        });
        const q: LosQuery = { from: at([0, 0]), to: at(AXIS), rules, trace };
        const r = evaluateLos(board, q);
        const want = lowExpectation(rules, c, 'hex');
        const name = `${terrain} on ${c.base}, ${c.firer}→${c.target}, next to the ${c.where}: ${r.reasons.map((x) => x.text).join(' | ')}`;
        expect(r.visible, name).toBe(want.visible);
        if (!want.visible)
          expect(
            r.reasons.map((x) => x.rule),
            name,
          ).toContain(
            want.byBrown ? want.note : terrain === 'woods' ? singleWoodsNote(want.note) : oneHexNote(want.note),
          );
        expect(isVisible(board, q), name).toBe(r.visible);
      }
    });
  },
);

describe('audit: range 0', () => {
  test.each(RULES.flatMap((rules) => TRACES.map((trace) => ({ rules, trace }))))(
    'same hex, even a gully under artillery ($rules, $trace; docs/geometry.md)',
    ({ rules, trace }) => {
      const board = buildBoard({ columns: 16, rows: 16, hexes: { [lab([0, 0])]: 'gully' } });
      const q: LosQuery = { from: at([0, 0]), to: at([0, 0]), rules, trace, markers: { blockedHexes: [at([0, 0])] } };
      const r = evaluateLos(board, q);
      expect(r).toMatchObject({ range: 0, visible: true, routes: { count: 1n, blocked: 0n }, reasons: [] });
      expect(r.steps.map((s) => s.map(key))).toEqual([[key(at([0, 0]))]]);
      expect(isVisible(board, q)).toBe(true);
    },
  );
});
