// Table-driven checks of the PanzerBlitz-family rule sets. Every row names the
// note it checks: 000 = Arvold, "Obstacles and Elevation (Modified)";
// 001 = Arvold, "Effects of New Terrain on New PanzerBlitz Boards";
// 003 = "3D PanzerBlitz Charts" (the 1970 Target Elevation Chart).
//
// Most boards are a straight column: firer at C<f>, target below it, so side
// k lies between C<f+k-1> and C<f+k> (docs/geometry.md: k of R, position (k-1/2)/R).

import { describe, expect, test } from 'vitest';

import { boundUnderLoad } from '../../../node-load-bound.ts';
import { hexByLabel, labelOf } from '../../board-model.ts';
import { fracToString } from '../../fraction.ts';
import { buildBoard, type BoardSpec } from '../../testing/build-board.ts';
import type { Board } from '../../types.ts';
import type { RuleSetId, TraceMode } from '../ids.ts';
import { evaluateLos, isVisible } from '../index.ts';
import type { LosResult } from '../types.ts';

function los(
  board: Board,
  from: string,
  to: string,
  rules: RuleSetId = 'arvold',
  trace: TraceMode = 'hex',
  blocked: string[] = [],
): LosResult {
  const h = (l: string) => {
    const x = hexByLabel(board, l);
    if (!x) throw new Error(`no hex ${l}`);
    return x;
  };
  return evaluateLos(board, { from: h(from), to: h(to), rules, trace, markers: { blockedHexes: blocked.map(h) } });
}

/** A side k of a straight column from C<f>: "C<f+k-1> S <symbol>". */
const side = (f: number, k: number, symbol: string) => `C${f + k - 1} S ${symbol}`;

interface Row {
  readonly name: string;
  readonly source: string;
  readonly board: BoardSpec;
  readonly from: string;
  readonly to: string;
  readonly visible: boolean;
  readonly rule?: string;
  readonly rules?: RuleSetId;
  readonly trace?: TraceMode;
  readonly blocked?: string[];
}

/** 000 note K: the converse of each lettered note (B of A, D of C, F of E, H of G, J of I). */
const converseRule = (rule: string): string =>
  ({
    A: 'B',
    B: 'A',
    C: 'D',
    D: 'C',
    E: 'F',
    F: 'E',
    G: 'H',
    H: 'G',
    I: 'J',
    J: 'I',
    'orig-A': 'orig-B',
    'orig-B': 'orig-A',
    'orig-C': 'orig-D',
    'orig-D': 'orig-C',
    '001-c1': '001-c2',
    '001-c2': '001-c1',
  })[rule] ?? rule;

// docs/rules.md#worked-checks: every row.
const WORKED_CHECKS: Row[] = [
  {
    name: 'H1→G r7 brown side 4: midway',
    source: '000 note C',
    board: { hexes: { C2: 'hilltop' }, hexsides: [side(2, 4, 'brown')] },
    from: 'C2',
    to: 'C9',
    visible: false,
    rule: 'C',
  },
  {
    name: 'H1→G r6 brown side 3: nearer the firer',
    source: '000 note C',
    board: { hexes: { C2: 'hilltop' }, hexsides: [side(2, 3, 'brown')] },
    from: 'C2',
    to: 'C8',
    visible: true,
  },
  {
    name: 'G→H1 r6 brown side 3',
    source: '000 note D',
    board: { hexes: { C8: 'hilltop' }, hexsides: [side(2, 3, 'brown')] },
    from: 'C2',
    to: 'C8',
    visible: false,
    rule: 'D',
  },
  {
    name: 'H2→G r6 orange side 4: 0.583 < 2/3, one orange allowed',
    source: '000 notes E, L',
    board: { hexes: { C2: 'hilltop2' }, hexsides: [side(2, 4, 'orange')] },
    from: 'C2',
    to: 'C8',
    visible: true,
  },
  {
    name: 'H2→G r6 orange side 5: 0.75 ≥ 2/3',
    source: '000 note E',
    board: { hexes: { C2: 'hilltop2' }, hexsides: [side(2, 5, 'orange')] },
    from: 'C2',
    to: 'C8',
    visible: false,
    rule: 'E',
  },
  {
    name: 'G→G r3 green side 2',
    source: '000 note O',
    board: { hexes: { C4: 'woods', D4: 'woods' }, hexsides: [side(2, 2, 'green')] },
    from: 'C2',
    to: 'C5',
    visible: false,
    rule: 'O',
  },
  {
    name: 'H1→G r4 green side 2 (ground woods)',
    source: '000 note A needs side 4',
    board: { hexes: { C2: 'hilltop', C4: 'woods', D4: 'woods' }, hexsides: [side(2, 2, 'green')] },
    from: 'C2',
    to: 'C6',
    visible: true,
  },
  {
    name: 'H1→G r4 green side 4',
    source: '000 note A',
    board: { hexes: { C2: 'hilltop', C5: 'woods', D5: 'woods' }, hexsides: [side(2, 4, 'green')] },
    from: 'C2',
    to: 'C6',
    visible: false,
    rule: 'A',
  },
  {
    name: 'S1→H1 r5 two orange sides',
    source: '000 note L',
    board: { hexes: { C2: 'slope', C7: 'hilltop' }, hexsides: [side(2, 2, 'orange'), side(2, 4, 'orange')] },
    from: 'C2',
    to: 'C7',
    visible: false,
    rule: 'L',
  },
  {
    name: 'H1→H1 r8 four orange, one brown, ground woods between',
    source: "000 orig. H→H, note L's exception",
    board: {
      hexes: { C2: 'hilltop', C10: 'hilltop', C6: 'woods', D6: 'woods' },
      hexsides: [
        side(2, 1, 'orange'),
        side(2, 2, 'orange'),
        side(2, 3, 'brown'),
        side(2, 4, 'green'),
        side(2, 5, 'green'),
        side(2, 7, 'orange'),
        side(2, 8, 'orange'),
      ],
    },
    from: 'C2',
    to: 'C10',
    visible: true,
  },
  {
    name: 'H1→H1 r5 woods on the H1 plateau',
    source: '000 note N',
    board: {
      hexes: {
        C2: 'hilltop',
        C3: 'hilltop',
        C4: { terrain: 'woods', level: 'H1' },
        D4: { terrain: 'woods', level: 'H1' },
        C5: 'hilltop',
        C6: 'hilltop',
        C7: 'hilltop',
      },
      hexsides: [side(2, 2, 'green')],
    },
    from: 'C2',
    to: 'C7',
    visible: false,
    rule: 'N',
  },
  {
    name: 'H2→H1 r5 woods on the H1 plateau, not next to the target',
    source: "000 note N's exception (A, H1 target as G)",
    board: {
      hexes: {
        C2: 'hilltop2',
        C4: { terrain: 'woods', level: 'H1' },
        D4: { terrain: 'woods', level: 'H1' },
        C7: 'hilltop',
      },
      hexsides: [side(2, 2, 'green'), side(2, 3, 'green')],
    },
    from: 'C2',
    to: 'C7',
    visible: true,
  },
  {
    name: 'G→gully r3',
    source: '000 gullies A',
    board: { hexes: { C5: 'gully' } },
    from: 'C2',
    to: 'C5',
    visible: false,
    rule: 'gullies-A',
  },
  {
    name: 'H1→gully r3',
    source: '000 gullies B',
    board: { hexes: { C2: 'hilltop', C5: 'gully' } },
    from: 'C2',
    to: 'C5',
    visible: true,
  },
  {
    name: 'any→any r1 across a green side',
    source: '000 note M',
    board: { hexes: { C3: 'woods', D3: 'woods' }, hexsides: [side(2, 1, 'green')] },
    from: 'C2',
    to: 'C3',
    visible: true,
  },
];

// At least one row per note A–R with an effect on LOS (000), per gully rule,
// per clarification 1–3 of 001, and the single-hex terrain of 001.
const NOTES: Row[] = [
  // A: target directly behind a green/gray side or a single-hex woods/town.
  {
    name: 'A: S1→G gray side of the target hex',
    source: '000 note A',
    board: { hexes: { C2: 'slope', C6: 'town', D6: 'town' }, hexsides: [side(2, 4, 'gray')] },
    from: 'C2',
    to: 'C6',
    visible: false,
    rule: 'A',
  },
  {
    name: 'A: H1→G single-hex woods directly in front of the target',
    source: '000 note A',
    board: { hexes: { C2: 'hilltop', C5: 'woods' } },
    from: 'C2',
    to: 'C6',
    visible: false,
    rule: 'A',
  },
  {
    name: 'A: H1→G single-hex woods two hexes in front of the target',
    source: '000 note A',
    board: { hexes: { C2: 'hilltop', C4: 'woods' } },
    from: 'C2',
    to: 'C6',
    visible: true,
  },
  // B: firer directly behind.
  {
    name: 'B: G→H1 green side of the firer hex',
    source: '000 note B',
    board: { hexes: { C6: 'hilltop', C2: 'woods', D2: 'woods' }, hexsides: [side(2, 1, 'green')] },
    from: 'C2',
    to: 'C6',
    visible: false,
    rule: 'B',
  },
  {
    name: 'B: G→S1 green side 3 of 4 is not the firer’s',
    source: '000 note B',
    board: { hexes: { C6: 'slope', C4: 'woods', D4: 'woods' }, hexsides: [side(2, 3, 'green')] },
    from: 'C2',
    to: 'C6',
    visible: true,
  },
  // C, D: brown by position from a level 1 hilltop.
  {
    name: 'C: H1→G brown side 5 of 6',
    source: '000 note C',
    board: { hexes: { C2: 'hilltop' }, hexsides: [side(2, 5, 'brown')] },
    from: 'C2',
    to: 'C8',
    visible: false,
    rule: 'C',
  },
  {
    name: 'D: G→H1 brown side 4 of 6 (closer to the target)',
    source: '000 note D',
    board: { hexes: { C8: 'hilltop' }, hexsides: [side(2, 4, 'brown')] },
    from: 'C2',
    to: 'C8',
    visible: true,
  },
  {
    name: 'D: G→H1 brown side 4 of 7 (midway)',
    source: '000 note D',
    board: { hexes: { C9: 'hilltop' }, hexsides: [side(2, 4, 'brown')] },
    from: 'C2',
    to: 'C9',
    visible: false,
    rule: 'D',
  },
  // E, F: level 2 hilltop and ground.
  {
    name: 'E: H2→G yellow side 6 of 6',
    source: '000 note E',
    board: { hexes: { C2: 'hilltop2' }, hexsides: [side(2, 6, 'yellow')] },
    from: 'C2',
    to: 'C8',
    visible: false,
    rule: 'E',
  },
  {
    name: 'E: H2→G brown side 2 of 6',
    source: '000 note E',
    board: { hexes: { C2: 'hilltop2' }, hexsides: [side(2, 2, 'brown')] },
    from: 'C2',
    to: 'C8',
    visible: true,
  },
  {
    name: 'F: G→H2 brown side 2 of 6 (0.25 ≤ 1/3)',
    source: '000 note F',
    board: { hexes: { C8: 'hilltop2' }, hexsides: [side(2, 2, 'brown')] },
    from: 'C2',
    to: 'C8',
    visible: false,
    rule: 'F',
  },
  {
    name: 'F: G→H2 brown side 3 of 6 (0.417 > 1/3)',
    source: '000 note F',
    board: { hexes: { C8: 'hilltop2' }, hexsides: [side(2, 3, 'brown')] },
    from: 'C2',
    to: 'C8',
    visible: true,
  },
  // G, H: yellow between level 2 hilltop and level 1.
  {
    name: 'G: H2→H1 yellow closer to the target',
    source: '000 note G',
    board: { hexes: { C2: 'hilltop2', C7: 'hilltop' }, hexsides: [side(2, 4, 'yellow')] },
    from: 'C2',
    to: 'C7',
    visible: false,
    rule: 'G',
  },
  {
    name: 'G: H2→S1 yellow closer to the firer',
    source: '000 note G',
    board: { hexes: { C2: 'hilltop2', C7: 'slope' }, hexsides: [side(2, 2, 'yellow')] },
    from: 'C2',
    to: 'C7',
    visible: true,
  },
  {
    name: 'H: H1→H2 yellow closer to the firer',
    source: '000 note H',
    board: { hexes: { C2: 'hilltop', C7: 'hilltop2' }, hexsides: [side(2, 2, 'yellow')] },
    from: 'C2',
    to: 'C7',
    visible: false,
    rule: 'H',
  },
  {
    name: 'H: S1→H2 yellow exactly midway',
    source: '000 note H',
    board: { hexes: { C2: 'slope', C7: 'hilltop2' }, hexsides: [side(2, 3, 'yellow')] },
    from: 'C2',
    to: 'C7',
    visible: false,
    rule: 'H',
  },
  // I, J: orange does not obstruct between the level 2 band and level 1.
  {
    name: 'I: S2→H1 two orange sides',
    source: '000 note I',
    board: { hexes: { C2: 'slope2', C7: 'hilltop' }, hexsides: [side(2, 2, 'orange'), side(2, 4, 'orange')] },
    from: 'C2',
    to: 'C7',
    visible: true,
  },
  {
    name: 'I: H2→S1 two orange sides',
    source: '000 note I',
    board: { hexes: { C2: 'hilltop2', C7: 'slope' }, hexsides: [side(2, 2, 'orange'), side(2, 4, 'orange')] },
    from: 'C2',
    to: 'C7',
    visible: true,
  },
  {
    name: 'J: H1→S2 two orange sides',
    source: '000 note J',
    board: { hexes: { C2: 'hilltop', C7: 'slope2' }, hexsides: [side(2, 2, 'orange'), side(2, 4, 'orange')] },
    from: 'C2',
    to: 'C7',
    visible: true,
  },
  {
    name: 'J: S1→H2 two orange sides',
    source: '000 note J',
    board: { hexes: { C2: 'slope', C7: 'hilltop2' }, hexsides: [side(2, 2, 'orange'), side(2, 4, 'orange')] },
    from: 'C2',
    to: 'C7',
    visible: true,
  },
  // L: more than one orange or purple, counted separately; the same-level hilltop exception.
  {
    name: 'L: G→H1 two orange sides',
    source: '000 note L',
    board: { hexes: { C7: 'hilltop' }, hexsides: [side(2, 4, 'orange'), side(2, 5, 'orange')] },
    from: 'C2',
    to: 'C7',
    visible: false,
    rule: 'L',
  },
  {
    name: 'L: H2→G two purple sides',
    source: '000 note L',
    board: { hexes: { C2: 'hilltop2' }, hexsides: [side(2, 1, 'purple'), side(2, 2, 'purple')] },
    from: 'C2',
    to: 'C8',
    visible: false,
    rule: 'L',
  },
  {
    name: 'L: H2→G one purple and one orange (counted separately)',
    source: '000 note L (colours counted separately)',
    board: { hexes: { C2: 'hilltop2' }, hexsides: [side(2, 1, 'purple'), side(2, 2, 'orange')] },
    from: 'C2',
    to: 'C8',
    visible: true,
  },
  {
    name: 'L: H2→H2 two purple sides (same-level hilltops)',
    source: "000 note L's exception",
    board: { hexes: { C2: 'hilltop2', C7: 'hilltop2' }, hexsides: [side(2, 1, 'purple'), side(2, 5, 'purple')] },
    from: 'C2',
    to: 'C7',
    visible: true,
  },
  {
    name: 'L: S2→H2 two purple sides',
    source: '000 note L (upper band like S→H)',
    board: { hexes: { C2: 'slope2', C7: 'hilltop2' }, hexsides: [side(2, 2, 'purple'), side(2, 4, 'purple')] },
    from: 'C2',
    to: 'C7',
    visible: false,
    rule: 'L',
  },
  // M: adjacent.
  {
    name: 'M: gully→ground adjacent',
    source: '000 note M, gullies A',
    board: { hexes: { C2: 'gully' } },
    from: 'C2',
    to: 'C3',
    visible: true,
  },
  // N: woods and towns on hilltops.
  {
    name: 'N: G→G town on a level 1 hilltop between',
    source: '000 note N',
    board: {
      hexes: { C4: { terrain: 'town', level: 'H1' }, D4: { terrain: 'town', level: 'H1' } },
      hexsides: [side(2, 2, 'gray')],
    },
    from: 'C2',
    to: 'C6',
    visible: false,
    rule: 'N',
  },
  {
    name: 'N: H1→H2 woods on the H1 plateau on the firer’s own side',
    source: "000 note N's exception (B, H1 firer as G)",
    board: {
      hexes: {
        C2: 'hilltop',
        C3: { terrain: 'woods', level: 'H1' },
        D3: { terrain: 'woods', level: 'H1' },
        C7: 'hilltop2',
      },
      hexsides: [side(2, 1, 'green')],
    },
    from: 'C2',
    to: 'C7',
    visible: false,
    rule: 'N',
  },
  {
    name: 'N: H2→H2 woods on a level 2 hilltop',
    source: '000 note N',
    board: {
      hexes: {
        C2: 'hilltop2',
        C4: { terrain: 'woods', level: 'H2' },
        D4: { terrain: 'woods', level: 'H2' },
        C7: 'hilltop2',
      },
      hexsides: [side(2, 2, 'green')],
    },
    from: 'C2',
    to: 'C7',
    visible: false,
    rule: 'N',
  },
  {
    name: 'N: H1→H1 single-hex woods on the plateau',
    source: '000 note N',
    board: {
      hexes: { C2: 'hilltop', C3: 'hilltop', C4: { terrain: 'woods', level: 'H1' }, C5: 'hilltop', C6: 'hilltop' },
    },
    from: 'C2',
    to: 'C6',
    visible: false,
    rule: 'N',
  },
  // O: both at ground level, every symbol blocks.
  {
    name: 'O: G→G brown',
    source: '000 note O',
    board: { hexsides: [side(2, 3, 'brown')] },
    from: 'C2',
    to: 'C7',
    visible: false,
    rule: 'O',
  },
  {
    name: 'O: G→G single-hex town',
    source: '000 note O',
    board: { hexes: { C4: 'town' } },
    from: 'C2',
    to: 'C7',
    visible: false,
    rule: 'O',
  },
  // P: plateau interiors are hilltops without orange sides.
  {
    name: 'P: H1→H1 across a plateau with no symbols',
    source: '000 note P',
    board: { hexes: { C2: 'hilltop', C3: 'hilltop', C4: 'hilltop', C5: 'hilltop', C6: 'hilltop' } },
    from: 'C2',
    to: 'C6',
    visible: true,
  },
  // Q: a straight slope without brown does not obstruct along it.
  {
    name: 'Q: G→G along slope hexes without brown',
    source: '000 note Q',
    board: { hexes: { C3: 'slope', C4: 'slope', C5: 'slope' } },
    from: 'C2',
    to: 'C6',
    visible: true,
  },
  // R: the brown spine of a razorback ridge.
  {
    name: 'R: G→G over a razorback ridge',
    source: '000 note R',
    board: { hexes: { C4: 'slope', C5: 'slope' }, hexsides: [side(2, 3, 'brown')] },
    from: 'C2',
    to: 'C7',
    visible: false,
    rule: 'O',
  },
  // Gullies.
  {
    name: 'gullies A: gully→gully not adjacent',
    source: '000 gullies A',
    board: { hexes: { C2: 'gully', C6: 'gully' } },
    from: 'C2',
    to: 'C6',
    visible: false,
    rule: 'gullies-A',
  },
  {
    name: 'gullies B: gully→S1 treats the gully unit as ground',
    source: '000 gullies B',
    board: { hexes: { C2: 'gully', C6: 'slope' }, hexsides: [side(2, 1, 'brown')] },
    from: 'C2',
    to: 'C6',
    visible: false,
    rule: 'TET',
  },
  {
    name: 'gullies C: a ford is clear terrain',
    source: '000 gullies C',
    board: { hexes: { C5: 'ford' } },
    from: 'C2',
    to: 'C5',
    visible: true,
  },
  {
    name: 'gullies C: a road crossing a gully is clear terrain',
    source: '000 gullies C',
    board: { hexes: { C5: { terrain: 'gully', features: ['road'] } } },
    from: 'C2',
    to: 'C5',
    visible: true,
  },
  {
    name: 'gullies D: the end hex of a gully is a full gully',
    source: '000 gullies D',
    board: { hexes: { C5: 'gully', C6: 'gully' } },
    from: 'C2',
    to: 'C5',
    visible: false,
    rule: 'gullies-A',
  },
  // 001's single-hex terrain and clarifications.
  {
    name: '001 c1: H1→G target directly behind a collective farm',
    source: '001 clarification 1',
    board: { hexes: { C2: 'hilltop', C5: 'collective-farm' } },
    from: 'C2',
    to: 'C6',
    visible: false,
    rule: '001-c1',
  },
  {
    name: '001 c1: H1→G wood copse not directly in front',
    source: '001 clarification 1',
    board: { hexes: { C2: 'hilltop', C4: 'wood-copse' } },
    from: 'C2',
    to: 'C6',
    visible: true,
  },
  {
    name: '001 c2: G→H1 firer directly behind a wood copse',
    source: '001 clarification 2',
    board: { hexes: { C3: 'wood-copse', C6: 'hilltop' } },
    from: 'C2',
    to: 'C6',
    visible: false,
    rule: '001-c2',
  },
  {
    name: '001 c3: LOS through a woods block without touching a green side',
    source: '001 clarification 3',
    board: {
      hexes: { C2: 'woods', C3: 'woods', C4: 'woods', C5: 'woods', D3: 'woods', D4: 'woods', B3: 'woods', B4: 'woods' },
    },
    from: 'C2',
    to: 'C5',
    visible: true,
  },
  {
    name: '001 c3: the same LOS crossing the block’s green edge',
    source: '001 clarification 3',
    board: {
      hexes: { C2: 'woods', C3: 'woods', C4: 'woods', D3: 'woods', D4: 'woods', B3: 'woods', B4: 'woods' },
      hexsides: [side(2, 3, 'green')],
    },
    from: 'C2',
    to: 'C5',
    visible: false,
    rule: 'O',
  },
  {
    name: '001 single hex: G→G old fort between',
    source: '001 collective farms and old forts',
    board: { hexes: { C4: 'old-fort' } },
    from: 'C2',
    to: 'C6',
    visible: false,
    rule: '001-single-hex',
  },
  // C2 → H3 passes exactly through corners: it only grazes E2 and F3.
  {
    name: '001 single hex: G→G copse touched only at a corner',
    source: '001 wood copse ("just touches a corner")',
    board: { hexes: { E2: 'wood-copse' } },
    from: 'C2',
    to: 'H3',
    visible: false,
    rule: '001-single-hex',
  },
  {
    name: '001 single hex: the same copse touched at a corner, real space',
    source: '001 wood copse ("just touches a corner")',
    board: { hexes: { E2: 'wood-copse' } },
    from: 'C2',
    to: 'H3',
    visible: false,
    rule: '001-single-hex',
    trace: 'real',
  },
  {
    name: '001 single hex: H1→S1 copse between, not adjacent',
    source: '000 LOW table: neither unit at ground level',
    board: { hexes: { C2: 'hilltop', C4: 'wood-copse', C7: 'slope' } },
    from: 'C2',
    to: 'C7',
    visible: true,
  },
  // 003's artillery marker.
  {
    name: 'artillery this turn blocks LOS through its hex',
    source: '003 offboard artillery',
    board: {},
    from: 'C2',
    to: 'C6',
    visible: false,
    rule: 'blocked-hex',
    blocked: ['C4'],
  },
  {
    name: 'artillery on the target hex does not block LOS into it',
    source: '003 offboard artillery (decision)',
    board: {},
    from: 'C2',
    to: 'C6',
    visible: true,
    blocked: ['C6'],
  },
];

// The 1970 chart (003) read as the full 1970 notes (docs/rules.md).
const ORIGINAL: Row[] = [
  {
    name: 'orig C: H→G brown midway',
    source: "003 note C (read as 000's C)",
    board: { hexes: { C2: 'hilltop' }, hexsides: [side(2, 4, 'brown')] },
    from: 'C2',
    to: 'C9',
    visible: false,
    rule: 'orig-C',
    rules: 'original',
  },
  {
    name: 'orig D: G→H brown closer to the firer',
    source: '003 note D',
    board: { hexes: { C8: 'hilltop' }, hexsides: [side(2, 2, 'brown')] },
    from: 'C2',
    to: 'C8',
    visible: false,
    rule: 'orig-D',
    rules: 'original',
  },
  {
    name: 'orig E: S→H two orange',
    source: '003 note E',
    board: { hexes: { C2: 'slope', C7: 'hilltop' }, hexsides: [side(2, 2, 'orange'), side(2, 4, 'orange')] },
    from: 'C2',
    to: 'C7',
    visible: false,
    rule: 'orig-E',
    rules: 'original',
  },
  {
    name: 'orig E: H→H two orange',
    source: "003 note E's exception",
    board: { hexes: { C2: 'hilltop', C7: 'hilltop' }, hexsides: [side(2, 2, 'orange'), side(2, 4, 'orange')] },
    from: 'C2',
    to: 'C7',
    visible: true,
    rules: 'original',
  },
  {
    name: 'orig A: S→G green on the target hex',
    source: '003 note A',
    board: { hexes: { C2: 'slope', C6: 'woods', D6: 'woods' }, hexsides: [side(2, 4, 'green')] },
    from: 'C2',
    to: 'C6',
    visible: false,
    rule: 'orig-A',
    rules: 'original',
  },
  {
    name: 'orig B: G→H green on the firing unit’s hex',
    source: '003 note B (read as the firing unit)',
    board: { hexes: { C2: 'woods', D2: 'woods', C6: 'hilltop' }, hexsides: [side(2, 1, 'green')] },
    from: 'C2',
    to: 'C6',
    visible: false,
    rule: 'orig-B',
    rules: 'original',
  },
  {
    name: 'orig: S→S brown blocks',
    source: '003 chart, slope→slope "Brown/Orange"',
    board: { hexes: { C2: 'slope', C7: 'slope' }, hexsides: [side(2, 3, 'brown')] },
    from: 'C2',
    to: 'C7',
    visible: false,
    rule: 'orig-TET',
    rules: 'original',
  },
  {
    name: 'orig: level 2 hilltop read as hilltop, yellow as brown',
    source: '003 has three levels (decision)',
    board: { hexes: { C2: 'hilltop2' }, hexsides: [side(2, 4, 'yellow')] },
    from: 'C2',
    to: 'C9',
    visible: false,
    rule: 'orig-C',
    rules: 'original',
  },
  {
    name: 'arvold differs: H2→G yellow side 4 of 7 is short of 2/3',
    source: '000 note E',
    board: { hexes: { C2: 'hilltop2' }, hexsides: [side(2, 4, 'yellow')] },
    from: 'C2',
    to: 'C9',
    visible: true,
  },
];

// Real-space mode (000's optional rule; docs/geometry.md).
const REAL: Row[] = [
  {
    name: 'real: straight row agrees with hex-traced',
    source: '000 real-space rule',
    board: { hexes: { C2: 'hilltop' }, hexsides: [side(2, 4, 'brown')] },
    from: 'C2',
    to: 'C9',
    visible: false,
    rule: 'C',
    trace: 'real',
  },
  // B2 (1,0) → D2 (3,-1): the segment runs exactly along the side between C2 and C3.
  {
    name: 'real: brown run along, judged at both ends',
    source: '000 real-space rule ("bisects ... through its LENGTH")',
    board: { hexes: { B2: 'hilltop' }, hexsides: ['C2 S brown'] },
    from: 'B2',
    to: 'D2',
    visible: false,
    rule: 'C',
    trace: 'real',
  },
  {
    name: 'real: brown run along that joins an orange symbol is not counted',
    source: '000 real-space rule (brown connecting with orange)',
    board: { hexes: { B2: 'hilltop' }, hexsides: ['C2 S brown', 'C3 NE orange'] },
    from: 'B2',
    to: 'D2',
    visible: true,
    trace: 'real',
  },
  {
    name: 'real: a cornered brown side counts (benefit of the doubt)',
    source: '000 real-space rule ("cuts exactly through the corner")',
    board: { hexes: { H3: 'hilltop' }, hexsides: ['D2 NE brown'] },
    from: 'C2',
    to: 'H3',
    visible: false,
    rule: 'D',
    trace: 'real',
  },
  {
    name: 'real: green side run along blocks G→G',
    source: '001 clarification 3 ("or even touch")',
    board: { hexes: { C2: 'woods', D2: 'woods' }, hexsides: ['C2 S green'] },
    from: 'B2',
    to: 'D2',
    visible: false,
    rule: 'O',
    trace: 'real',
  },
];

// Referee corrections of 2026-11-22: each example of the amended specs, and its converse.
const CORRECTIONS: Row[] = [
  // 1. docs/geometry.md#green-and-gray-sides-the-line-touches: the side F4|F5 lies between the two candidates of step 3.
  {
    name: 'c3: woods F2–F4, green side F4|F5 between two candidates, C6→I4',
    source: '001 clarification 3 ("as long as it does not pass through or even touch a Gray or Green hexside")',
    board: { columns: 12, rows: 10, hexes: { F2: 'woods', F3: 'woods', F4: 'woods' }, hexsides: ['F4 S green'] },
    from: 'C6',
    to: 'I4',
    visible: false,
    rule: '001-c3',
  },
  {
    name: 'c3 under original: the same line is clear (1970 has no clarification 3)',
    source: 'docs/geometry.md: `original` (1970) does not have this clarification',
    board: { columns: 12, rows: 10, hexes: { F2: 'woods', F3: 'woods', F4: 'woods' }, hexsides: ['F4 S green'] },
    from: 'C6',
    to: 'I4',
    visible: true,
    rules: 'original',
  },
  {
    name: 'c3 in real space: the straight edge crosses the green side',
    source: '001 clarification 3; 000 real-space rule',
    board: { columns: 12, rows: 10, hexes: { F2: 'woods', F3: 'woods', F4: 'woods' }, hexsides: ['F4 S green'] },
    from: 'C6',
    to: 'I4',
    visible: false,
    rule: 'O',
    trace: 'real',
  },
  // 2. docs/rules.md#low-obstacles-green-and-gray-hexsides-single-hex-woods-and-towns on an S1 base: town/slope E4–E5 with gray sides 3 (E3|E4) and 5 (E5|E6) of 7.
  {
    name: 'town/slope: H1 E1 → G E8, gray sides 3 and 5 of 7: side 5 blocks as a brown side would',
    source: '001 Town/Slope Hex ("blocks ... if it crosses a gray hexside"); 000 heights and note C',
    board: { hexes: { E1: 'hilltop', E4: 'town-slope', E5: 'town-slope' }, hexsides: ['E3 S gray', 'E5 S gray'] },
    from: 'E1',
    to: 'E8',
    visible: false,
    rule: 'C',
  },
  {
    name: 'town/slope: the same sides read as ground woods only would not block (the other reading)',
    source: "000 note A (only the target's own side)",
    board: { hexes: { E1: 'hilltop', E4: 'town-slope', E5: 'town-slope' }, hexsides: ['E3 S gray'] },
    from: 'E1',
    to: 'E8',
    visible: true,
  },
  {
    name: 'woods on a slope: G→H1, green side 3 of 7 on an S1 base blocks as brown would (note D)',
    source:
      '000 heights, note D; docs/rules.md#low-obstacles-green-and-gray-hexsides-single-hex-woods-and-towns LOW on an S1 base',
    board: {
      hexes: { E8: 'hilltop', E4: { terrain: 'woods', level: 'S1' }, E5: { terrain: 'woods', level: 'S1' } },
      hexsides: ['E3 S green'],
    },
    from: 'E1',
    to: 'E8',
    visible: false,
    rule: 'D',
  },
  // 3. docs/rules.md: under original the read-down covers a LOW base (S2 as S1).
  {
    name: 'original: green side between a level 1 hilltop and a level 2 slope stands on S1, not on a hilltop',
    source: '003 (three levels); docs/rules.md ("a LOW obstacle\'s base included")',
    board: { hexes: { C2: 'hilltop', C7: 'hilltop', C4: 'hilltop', C5: 'slope2' }, hexsides: ['C4 S green'] },
    from: 'C2',
    to: 'C7',
    visible: true,
    rules: 'original',
  },
  {
    name: 'arvold: the same green side stands on a level 1 hilltop (note N)',
    source: '000 note N',
    board: { hexes: { C2: 'hilltop', C7: 'hilltop', C4: 'hilltop', C5: 'slope2' }, hexsides: ['C4 S green'] },
    from: 'C2',
    to: 'C7',
    visible: false,
    rule: 'N',
  },
];

/** 4. docs/board-format.md: a gully crossed by an unimproved road is clear only in May–October (001, Unimproved Road Hex). */
const SEASONAL_GULLY: BoardSpec = { hexes: { C5: { terrain: 'gully', features: ['unimproved-road'] } } };
const MONTHS: { month: number | undefined; visible: boolean; source: string }[] = [
  { month: 6, visible: true, source: '001 Unimproved Road Hex (June: the road exists); 000 gullies C' },
  { month: 10, visible: true, source: '001 Unimproved Road Hex (October: the road exists)' },
  {
    month: 11,
    visible: false,
    source:
      '001 Unimproved Road Hex (November: "treat the hexes as if the unimproved road does not exist"); 000 gullies A',
  },
  { month: 4, visible: false, source: '001 Unimproved Road Hex (April); 000 gullies A' },
  { month: undefined, visible: true, source: 'docs/board-format.md: no month, the board as printed' },
];

describe('unimproved road across a gully, by month', () => {
  test.each(MONTHS)('month $month: visible $visible [$source]', ({ month, visible }) => {
    const board = buildBoard({ columns: 8, rows: 12, ...SEASONAL_GULLY });
    const h = (l: string) => hexByLabel(board, l)!;
    for (const [from, to] of [
      ['C2', 'C5'],
      ['C5', 'C2'],
    ]) {
      const q = { from: h(from), to: h(to), rules: 'arvold' as const, markers: month === undefined ? {} : { month } };
      const r = evaluateLos(board, q);
      expect(r.visible).toBe(visible);
      expect(isVisible(board, q)).toBe(visible);
      if (!visible) expect(r.reasons.map((x) => x.rule)).toContain('gullies-A');
      if (month === undefined) expect(r.notes.join(' ')).toMatch(/depends on|give the month/);
    }
  });

  test('a bridge keeps the crossing clear all year', () => {
    const board = buildBoard({
      columns: 8,
      rows: 12,
      hexes: { C5: { terrain: 'gully', features: ['unimproved-road', 'bridge'] } },
    });
    const q = {
      from: hexByLabel(board, 'C2')!,
      to: hexByLabel(board, 'C5')!,
      rules: 'arvold' as const,
      markers: { month: 1 },
    };
    expect(evaluateLos(board, q).visible).toBe(true);
  });
});

describe.each([
  ['referee corrections (2026-11-22)', CORRECTIONS],
  ['worked checks of docs/rules.md#worked-checks', WORKED_CHECKS],
  ['notes of 000, gullies, and 001', NOTES],
  ['the 1970 chart (original)', ORIGINAL],
  ['real-space mode', REAL],
])('%s', (_title, rows) => {
  test.each(rows)('$name [$source]', (row) => {
    const board = buildBoard({ columns: 8, rows: 12, ...row.board });
    const r = los(board, row.from, row.to, row.rules, row.trace, row.blocked);
    expect(r.visible, r.reasons.map((x) => x.text).join('\n')).toBe(row.visible);
    expect(r.reasons.length === 0).toBe(r.visible);
    if (row.rule) expect(r.reasons.map((x) => x.rule)).toContain(row.rule);
    // The converse notes agree (000 note K).
    const back = los(board, row.to, row.from, row.rules, row.trace, row.blocked);
    expect(back.visible).toBe(row.visible);
    if (row.rule) expect(back.reasons.map((x) => x.rule)).toContain(converseRule(row.rule));
    // The verdict-only path agrees (one place for the rule decisions).
    const h = (l: string) => hexByLabel(board, l)!;
    expect(
      isVisible(board, {
        from: h(row.from),
        to: h(row.to),
        rules: row.rules ?? 'arvold',
        trace: row.trace ?? 'hex',
        markers: { blockedHexes: (row.blocked ?? []).map(h) },
      }),
    ).toBe(row.visible);
  });
});

describe('explanations', () => {
  test('the docs/cli.md#hexlos-los-board-from-to example, word for word', () => {
    const board = buildBoard({ hexes: { C2: 'hilltop' }, hexsides: ['E4 SE brown'] });
    const r = los(board, 'C2', 'G5');
    expect(r.steps.map((s) => s.map((h) => labelOf(board, h)).sort())).toEqual([
      ['C2'],
      ['D2'],
      ['D3', 'E3'],
      ['E4', 'F3'],
      ['F4'],
      ['G5'],
    ]);
    expect(r.routes).toEqual({ count: 3n, blocked: 2n });
    expect(r.reasons).toHaveLength(1);
    const [reason] = r.reasons;
    expect(reason.rule).toBe('C');
    expect(reason.side).toBe(4);
    expect(fracToString(reason.position!)).toBe('7/10');
    expect(reason.between!.map((h) => labelOf(board, h))).toEqual(['E4', 'F4']);
    expect(reason.text).toBe(
      'The brown hexside between E4 and F4 is closer to the target (side 4 of 5, 0.70 of the way), so a unit on a level 1 hilltop cannot see over it to ground level (note C). 2 of 3 routes cross it: the defender gets the benefit of the doubt.',
    );
    expect(r.blockedRoute!.map((h) => labelOf(board, h))).toEqual(['C2', 'D2', 'E3', 'E4', 'F4', 'G5']);
  });

  test('a pair rule blocks every route', () => {
    const board = buildBoard({ hexes: { C2: 'gully' } });
    const r = los(board, 'C2', 'G5');
    expect(r.routes.blocked).toBe(r.routes.count);
    expect(r.reasons[0].kind).toBe('pair');
  });

  test('range 0 is clear with one step', () => {
    const board = buildBoard({});
    const r = los(board, 'C4', 'C4');
    expect(r.visible).toBe(true);
    expect(r.range).toBe(0);
    expect(r.steps.map((s) => s.map((h) => labelOf(board, h)))).toEqual([['C4']]);
  });

  test('a range-30 spine line is evaluated without enumerating its 32768 routes', () => {
    // A21 (0,20) → EE21 (30,5): the line runs along hex spines, inside the board.
    const board = buildBoard({ columns: 40, rows: 40, hexes: { A21: 'hilltop' } });
    const t0 = performance.now();
    const r = los(board, 'A21', 'EE21');
    expect(performance.now() - t0).toBeLessThan(boundUnderLoad(200));
    expect(r.routes.count).toBe(32768n);
  });

  test('a line along the board edge traces only hexes on the board', () => {
    // A1 → C1 runs along the side between B1 and the hex above it, which is off the board.
    const board = buildBoard({ columns: 8, rows: 8 });
    const r = los(board, 'A1', 'C1');
    expect(r.steps.map((s) => s.map((h) => labelOf(board, h)))).toEqual([['A1'], ['B1'], ['C1']]);
    expect(r.routes.count).toBe(1n);
  });
});

/**
 * What did not block, each with why
 * and where; the readings a verdict depends on; each rule text quoted once on
 * the result, the sentences naming it.
 */
interface ClearedRow extends Pick<Row, 'name' | 'source' | 'board' | 'from' | 'to' | 'visible'> {
  /** Each cleared entry: its rule id and words its sentence must (and must not) contain. */
  readonly cleared: readonly { rule: string; says: readonly string[]; never?: readonly string[] }[];
  readonly disputes?: readonly { reading: string; value: string; visible: boolean }[];
}

const CLEARED: ClearedRow[] = [
  {
    name: 'H2→G r6 orange side 4: short of 2/3, and one orange is allowed',
    source: '000 notes E and L ("2/3 of the distance")',
    board: { hexes: { C2: 'hilltop2' }, hexsides: [side(2, 4, 'orange')] },
    from: 'C2',
    to: 'C8',
    visible: true,
    cleared: [
      {
        rule: 'E',
        says: [
          'side 4 of 6, 0.58 of the way',
          'note E blocks only from 2/3 of the way on',
          'It counts towards note L: one orange hexside is allowed.',
        ],
      },
    ],
    // Counted in whole sides from the level 2 hilltop, side 4 of 6 lies 4/6 = 2/3 of the way: E blocks.
    disputes: [{ reading: 'twoThirds', value: 'whole-sides', visible: false }],
  },
  {
    name: 'G→H2 r6 purple side 3: one purple is allowed (not "orange")',
    source: '000 note L',
    board: { hexes: { C8: 'hilltop2' }, hexsides: [side(2, 3, 'purple')] },
    from: 'C2',
    to: 'C8',
    visible: true,
    cleared: [{ rule: 'L', says: ['one purple hexside is allowed'], never: ['orange'] }],
  },
  {
    name: 'G→S1 r6, a wood copse 3 hexes out: clarification 2 needs it next to the firing unit',
    source: '001 clarification 2 ("the firing unit is directly behind a Collective Farm or Wood/Copse hex")',
    board: { hexes: { C8: 'slope', C5: 'wood-copse' } },
    from: 'C2',
    to: 'C8',
    visible: true,
    cleared: [
      {
        rule: '001-c2',
        says: [
          'C5 (3 hexes from the firing unit, 3 from the target; the line passes through it)',
          'blocks only when the firing unit is directly behind it, in the hex next to it',
        ],
        never: ['own hex', 'corner', 'run along'],
      },
    ],
  },
  {
    name: 'H1→G r6, brown and orange on side 2: the side is named once, each symbol judged',
    source: 'docs/board-format.md ("One edge may carry several symbols; each counts"); 000 notes C and L',
    board: { hexes: { C2: 'hilltop' }, hexsides: [side(2, 2, 'brown'), side(2, 2, 'orange')] },
    from: 'C2',
    to: 'C8',
    visible: true,
    cleared: [
      {
        rule: 'C',
        says: [
          'The brown hexside between C3 and C4 is closer to the firing unit (side 2 of 6, 0.25 of the way)',
          "The same side's orange symbol does not block by itself",
        ],
      },
    ],
  },
  {
    name: 'G→H2 r5, orange side 4 and purple side 5: clear, but BLOCKED with the colours counted together',
    source: '000 notes F and L ("more than one Orange/Red and/or Purple")',
    board: { hexes: { C7: 'hilltop2' }, hexsides: [side(2, 4, 'orange'), side(2, 5, 'purple')] },
    from: 'C2',
    to: 'C7',
    visible: true,
    cleared: [
      {
        rule: 'F',
        says: [
          'side 4 of 5, 0.70 of the way',
          'note F blocks only within the first third',
          'one orange hexside is allowed',
        ],
      },
      { rule: 'L', says: ['side 5 of 5, 0.90 of the way', 'one purple hexside is allowed'] },
    ],
    disputes: [{ reading: 'noteL', value: 'together', visible: false }],
  },
  {
    name: 'S1→H1 r6 across ground woods C4–C5: its two green sides, judged alike, are one entry naming both',
    source: '000 note A (neither unit at ground level); a long woods line read as one entry',
    board: {
      hexes: { C2: 'slope', C8: 'hilltop', C4: 'woods', C5: 'woods', D4: 'woods', D5: 'woods' },
      hexsides: [side(2, 2, 'green'), side(2, 4, 'green')],
    },
    from: 'C2',
    to: 'C8',
    visible: true,
    cleared: [
      {
        rule: 'A',
        says: [
          'The green (woods) hexside between C3 and C4 (side 2 of 6, 0.25 of the way)',
          'The same holds for the green (woods) hexside between C5 and C6 (side 4 of 6, 0.58 of the way).',
        ],
      },
    ],
  },
  {
    name: 'H1→G r4, ground woods side 2 does not block, and a brown side 4 does',
    source: '000 notes A and C',
    board: { hexes: { C2: 'hilltop', C4: 'woods', D4: 'woods' }, hexsides: [side(2, 2, 'green'), side(2, 4, 'brown')] },
    from: 'C2',
    to: 'C6',
    visible: false,
    cleared: [
      { rule: 'A', says: ['side 2 of 4, 0.38 of the way', "note A blocks only a side of the target's own hex"] },
    ],
  },
];

describe('what did not block, the disputed readings, and each rule text quoted once', () => {
  test.each(CLEARED)('$name [$source]', (row) => {
    const board = buildBoard({ columns: 8, rows: 12, ...row.board });
    const r = los(board, row.from, row.to);
    expect(r.visible, r.reasons.map((x) => x.text).join('\n')).toBe(row.visible);
    const cleared = r.cleared ?? [];
    expect(
      cleared.map((c) => c.rule),
      cleared.map((c) => c.text).join('\n'),
    ).toEqual(row.cleared.map((c) => c.rule));
    row.cleared.forEach((want, i) => {
      for (const words of want.says) expect(cleared[i].text).toContain(words);
      for (const words of want.never ?? []) expect(cleared[i].text).not.toContain(words);
    });
    expect((r.disputes ?? []).map(({ reading, value, visible }) => ({ reading, value, visible }))).toEqual(
      row.disputes ?? [],
    );
    for (const d of r.disputes ?? [])
      expect(d.text).toMatch(/^Under the other reading of .* this line is (CLEAR|BLOCKED)\.$/);
    // Every rule a sentence names is quoted once on the result, and not in the sentence.
    const ids = (r.citations ?? []).map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const reason of [...r.reasons, ...cleared]) {
      expect(reason.cites?.length, reason.text).toBeGreaterThan(0);
      for (const id of reason.cites ?? []) {
        const c = r.citations!.find((x) => x.id === id)!;
        expect(reason.text).toContain(c.name);
        expect(reason.text).not.toContain(c.text);
      }
    }
    // The converse names the same obstacles (000 note K).
    const back = los(board, row.to, row.from);
    expect(back.visible).toBe(row.visible);
    expect((back.cleared ?? []).length).toBe(cleared.length);
  });
});
