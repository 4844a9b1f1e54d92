// The verdict paths keep no state of their own between calls (verdict-scratch.ts,
// docs/architecture.md#the-engine-keeps-no-state): two callers that judge lines
// in turn, each with its own scratch, get the answers each gets alone. Random
// boards of every family, random house readings, every rule set and trace mode;
// the two runs differ in board, rule set and readings so that whatever one
// remembered would be wrong for the other. Seeded (src/test-setup.ts).

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import { VisibilityMatrix } from '../matrix.ts';
import { type BoardSpec, buildBoard } from '../testing/build-board.ts';
import {
  elevationBoardArbitrary,
  highGroundBoardArbitrary,
  panzerBlitzBoardArbitrary,
  RANDOM_COLUMNS,
  RANDOM_ROWS,
} from '../testing/random-boards.ts';
import { houseReadingsArbitrary } from '../testing/readings-arbitrary.ts';
import type { Board } from '../types.ts';
import type { RuleSetId, TraceMode } from './ids.ts';
import { evaluateLos, isVisible } from './index.ts';
import type { Readings } from './readings.ts';
import type { LosQuery } from './types.ts';
import { VerdictScratch } from './verdict-scratch.ts';

interface Run {
  readonly rules: RuleSetId;
  readonly trace: TraceMode;
  readonly boards: fc.Arbitrary<BoardSpec>;
}

/** Two runs judged in turn; `note` names what the pair of runs puts at risk of being remembered across. */
const PAIRS: readonly { note: string; first: Run; second: Run }[] = [
  {
    note: '000 L and 001 clarification 3 (arvold, hex-traced) beside 002 as printed (original, real space)',
    first: { rules: 'arvold', trace: 'hex', boards: panzerBlitzBoardArbitrary },
    second: { rules: 'original', trace: 'real', boards: highGroundBoardArbitrary },
  },
  {
    note: "000's distance rules C–H on high ground, both trace modes of arvold on two boards",
    first: { rules: 'arvold', trace: 'real', boards: highGroundBoardArbitrary },
    second: { rules: 'arvold', trace: 'hex', boards: panzerBlitzBoardArbitrary },
  },
  {
    note: "004's obstacles (tgx) beside 003's procedure on an elevation board (tagg)",
    first: { rules: 'tgx', trace: 'hex', boards: panzerBlitzBoardArbitrary },
    second: { rules: 'tagg', trace: 'hex', boards: elevationBoardArbitrary },
  },
  {
    note: "003's procedure (tagg) beside 000 L (arvold, real space)",
    first: { rules: 'tagg', trace: 'hex', boards: elevationBoardArbitrary },
    second: { rules: 'arvold', trace: 'real', boards: panzerBlitzBoardArbitrary },
  },
];

const boardOf = (spec: BoardSpec): Board => buildBoard({ columns: RANDOM_COLUMNS, rows: RANDOM_ROWS, ...spec });

/** Every ordered pair of hexes of the board, as queries of the run. */
function queriesOf(board: Board, run: Run, readings: Partial<Readings> | undefined): LosQuery[] {
  const hexes = [...board.cells.values()].map((c) => c.hex);
  return hexes.flatMap((from) =>
    hexes.filter((to) => to !== from).map((to) => ({ from, to, rules: run.rules, trace: run.trace, readings })),
  );
}

describe.each(PAIRS)('$note', ({ first, second }) => {
  const runs = fc.tuple(first.boards, second.boards, houseReadingsArbitrary, houseReadingsArbitrary);

  test('two scratches judging lines alternately answer as each alone, and as the explained path', () => {
    fc.assert(
      fc.property(runs, ([specA, specB, readingsA, readingsB]) => {
        const boardA = boardOf(specA);
        const boardB = boardOf(specB);
        const linesA = queriesOf(boardA, first, readingsA);
        const linesB = queriesOf(boardB, second, readingsB);
        const aloneA = linesA.map((q) => isVisible(boardA, q, new VerdictScratch()));
        const aloneB = linesB.map((q) => isVisible(boardB, q, new VerdictScratch()));
        const scratchA = new VerdictScratch();
        const scratchB = new VerdictScratch();
        const inTurnA: boolean[] = [];
        const inTurnB: boolean[] = [];
        for (let i = 0; i < Math.max(linesA.length, linesB.length); i++) {
          if (i < linesA.length) inTurnA.push(isVisible(boardA, linesA[i], scratchA));
          if (i < linesB.length) inTurnB.push(isVisible(boardB, linesB[i], scratchB));
        }
        expect(inTurnA).toEqual(aloneA);
        expect(inTurnB).toEqual(aloneB);
        // A handful of lines against the explained path, so "alone" is itself right.
        for (const i of [0, Math.floor(linesA.length / 2), linesA.length - 1].filter((n) => n >= 0))
          expect(aloneA[i]).toBe(evaluateLos(boardA, linesA[i]).visible);
      }),
      { numRuns: 12 },
    );
  }, 120_000);

  test('two all-pairs matrices built a row at a time in turn equal each built alone', () => {
    fc.assert(
      fc.property(runs, ([specA, specB, readingsA, readingsB]) => {
        const boardA = boardOf(specA);
        const boardB = boardOf(specB);
        const optionsA = { rules: first.rules, trace: first.trace, readings: readingsA };
        const optionsB = { rules: second.rules, trace: second.trace, readings: readingsB };
        const aloneA = new VisibilityMatrix(boardA, optionsA);
        while (!aloneA.step(Number.MAX_SAFE_INTEGER));
        const aloneB = new VisibilityMatrix(boardB, optionsB);
        while (!aloneB.step(Number.MAX_SAFE_INTEGER));
        const inTurnA = new VisibilityMatrix(boardA, optionsA);
        const inTurnB = new VisibilityMatrix(boardB, optionsB);
        while (!inTurnA.done || !inTurnB.done) {
          inTurnA.step(1);
          inTurnB.step(1);
        }
        expect([...inTurnA.bits]).toEqual([...aloneA.bits]);
        expect([...inTurnB.bits]).toEqual([...aloneB.bits]);
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
