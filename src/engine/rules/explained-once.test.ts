// Every symbol met is explained (docs/readings.md#every-symbol-met-is-explained): on random boards, every hexside
// symbol and single-hex obstacle that the straight centre line meets —
// crossed, run along, touched at a corner, or lying between the two
// candidates of a tied step — appears exactly once in `reasons` ∪ `cleared`
// (the sides an entry groups as `alike` counted), between adjacent units too,
// for every rule set and both
// trace modes, under HexLOS's readings and random house readings (every value
// of every reading in READINGS). What the line meets is found by the audit's own segment test
// (audit-spec.ts: integers on the skewed lattice, written from docs/geometry.md),
// never by asking the code under test.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import { hexByLabel } from '../board-model.ts';
import { edgeHexes, hexDistance, hexKey } from '../hex/axial.ts';
import { buildBoard, type BoardSpec } from '../testing/build-board.ts';
import {
  ELEVATION_BOARD_SYMBOLS,
  elevationBoardArbitrary,
  panzerBlitzBoardArbitrary,
  RANDOM_COLUMNS,
  RANDOM_ROWS,
  randomLabel,
} from '../testing/random-boards.ts';
import { houseReadingsArbitrary } from '../testing/readings-arbitrary.ts';
import { type Axial, type Board, type HexCell, type HexsideSymbol, ONE_HEX_TERRAINS } from '../types.ts';
import type { RuleSetId, TraceMode } from './ids.ts';
import { evaluateLos } from './index.ts';
import { lineMeetsHex, lineMeetsSide } from './panzerblitz/audit-spec.ts';
import { VERDICT_SYMBOL_NAMES } from './panzerblitz/words.ts';
import type { LosReason, LosResult } from './types.ts';

const JUDGED: ReadonlySet<HexsideSymbol> = new Set(['green', 'gray', 'brown', 'orange', 'yellow', 'purple']);
const COLUMNS = RANDOM_COLUMNS;
const ROWS = RANDOM_ROWS;
const label = randomLabel;
const panzerBlitzBoard = panzerBlitzBoardArbitrary;
const elevationBoard = elevationBoardArbitrary;

/** Single-hex obstacles (001's copse, farm and fort; a single-hex woods or town), by the board format's words. */
const isSingleHexObstacle = (cell: HexCell): boolean =>
  ONE_HEX_TERRAINS.includes(cell.terrain) ||
  (cell.singleHex && ['woods', 'town', 'town-woods', 'town-slope'].includes(cell.terrain));

/** Everything the segment meets that an explanation must name: "symbol a|b" per symbol on a side, "hex key" per single-hex obstacle. */
function metOnLine(board: Board, from: Axial, to: Axial, judged: (s: HexsideSymbol) => boolean): string[] {
  const out: string[] = [];
  for (const [edge, symbols] of board.edges) {
    const [a, b] = edgeHexes(edge);
    if (!lineMeetsSide(from, to, a, b)) continue;
    for (const s of symbols) if (judged(s)) out.push(sideKey(s, a, b));
  }
  for (const cell of board.cells.values()) {
    if (hexKey(cell.hex) === hexKey(from) || hexKey(cell.hex) === hexKey(to)) continue;
    if (isSingleHexObstacle(cell) && lineMeetsHex(from, to, cell.hex)) out.push(`hex ${cell.key}`);
  }
  return out.sort();
}

const sideKey = (s: string, a: Axial, b: Axial): string => `${s} ${[hexKey(a), hexKey(b)].sort().join('|')}`;
const WORD_TO_SYMBOL = new Map(Object.entries(VERDICT_SYMBOL_NAMES).map(([symbol, words]) => [words, symbol]));

/** What one entry names as its own: its side or hex, the same side's other symbols, and the places grouped with it. */
function named(r: LosReason): string[] {
  const out: string[] = [];
  if (r.kind === 'hexside' && r.symbol && r.between) {
    const [a, b] = r.between;
    out.push(sideKey(r.symbol, a, b));
    for (const m of r.text.matchAll(/The same side's (.+?) symbol/g))
      out.push(sideKey(WORD_TO_SYMBOL.get(m[1]) ?? m[1], a, b));
  }
  if (r.kind === 'hex' && r.hex) out.push(`hex ${hexKey(r.hex)}`);
  for (const p of r.alike ?? []) {
    if (p.kind === 'hex' && p.hex) out.push(`hex ${hexKey(p.hex)}`);
    else if (p.symbol && p.between) out.push(sideKey(p.symbol, p.between[0], p.between[1]));
  }
  return out;
}

/** Each thing met, named exactly once; nothing else is looked at (an entry may name a side the line does not meet, on a route). */
function expectEachOnce(result: LosResult, met: readonly string[]): void {
  const entries = [...result.reasons, ...(result.cleared ?? [])];
  const all = entries.flatMap(named);
  const count = new Map<string, number>();
  for (const k of all) count.set(k, (count.get(k) ?? 0) + 1);
  const wrong = met.filter((k) => count.get(k) !== 1).map((k) => `${k}: ${count.get(k) ?? 0}`);
  expect(wrong, entries.map((e) => e.text).join('\n')).toEqual([]);
}

const CASES: {
  rules: RuleSetId;
  trace: TraceMode;
  board: fc.Arbitrary<BoardSpec>;
  judged: (s: HexsideSymbol) => boolean;
}[] = [
  ...(['arvold', 'original'] as const).flatMap((rules) =>
    (['hex', 'real'] as const).map((trace) => ({
      rules,
      trace,
      board: panzerBlitzBoard,
      judged: (s: HexsideSymbol) => JUDGED.has(s),
    })),
  ),
  // tgx and tagg trace hex by hex only: a query for real space is answered hex-traced, and must still say everything.
  ...(['hex', 'real'] as const).map((trace) => ({
    rules: 'tgx' as const,
    trace,
    board: panzerBlitzBoard,
    judged: (s: HexsideSymbol) => JUDGED.has(s),
  })),
  ...(['hex', 'real'] as const).map((trace) => ({
    rules: 'tagg' as const,
    trace,
    board: elevationBoard,
    judged: (s: HexsideSymbol) => ELEVATION_BOARD_SYMBOLS.includes(s),
  })),
];

describe.each(CASES)('$rules, $trace', ({ rules, trace, board: boardArb, judged }) => {
  test('every symbol and single-hex obstacle the centre line meets is explained exactly once', () => {
    fc.assert(
      fc.property(boardArb, label, label, houseReadingsArbitrary, (spec, a, b, readings) => {
        const board = buildBoard({ columns: COLUMNS, rows: ROWS, ...spec });
        const from = hexByLabel(board, a)!;
        const to = hexByLabel(board, b)!;
        if (hexDistance(from, to) < 1) return;
        expectEachOnce(evaluateLos(board, { from, to, rules, trace, readings }), metOnLine(board, from, to, judged));
      }),
      { numRuns: 300, seed: 19 },
    );
  });
});
