// The all-pairs matrix equals the viewsheds (and so, by verdict-paths.test.ts,
// every explained verdict), on random boards of every rule set and trace
// mode; built in steps it equals built at once; the audit's counts are the
// matrix's rows and columns, its differences the pairs where two rule sets'
// matrices disagree (docs/audit.md).

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import { AuditBuilder } from './audit.ts';
import { hexKey } from './hex/axial.ts';
import { cellLabel } from './hex/offset.ts';
import { MATRIX_MAX_HEXES, MatrixTooLarge, VisibilityMatrix } from './matrix.ts';
import { isVisible, ruleSets } from './rules/index.ts';
import { buildBoard, type BoardSpec } from './testing/build-board.ts';
import { SIDES, type Terrain } from './types.ts';
import { viewshed } from './viewshed.ts';

const COLUMNS = 8;
const ROWS = 7;
const label = fc
  .record({ column: fc.integer({ min: 0, max: COLUMNS - 1 }), row: fc.integer({ min: 0, max: ROWS - 1 }) })
  .map(cellLabel);
const TERRAIN: Terrain[] = ['clear', 'clear', 'woods', 'town', 'slope', 'hilltop', 'hilltop2', 'gully', 'wood-copse'];
const pbBoard: fc.Arbitrary<BoardSpec> = fc.record({
  hexes: fc.dictionary(label, fc.constantFrom(...TERRAIN), { maxKeys: 25, size: 'max' }),
  hexsides: fc.array(
    fc
      .tuple(label, fc.constantFrom(...SIDES), fc.constantFrom('green', 'gray', 'brown', 'orange', 'yellow', 'purple'))
      .map((t) => t.join(' ')),
    { maxLength: 40, size: 'max' },
  ),
});
const elevationBoard: fc.Arbitrary<BoardSpec> = fc.record({
  family: fc.constant('elevation' as const),
  hexes: fc.dictionary(
    label,
    fc.record({ terrain: fc.constantFrom<Terrain>('clear', 'woods'), elevation: fc.integer({ min: 0, max: 3 }) }),
    {
      maxKeys: 25,
      size: 'max',
    },
  ),
});

const CASES = ruleSets().flatMap((rs) => rs.traces.map((trace) => ({ rules: rs.id, trace, family: rs.families[0] })));

describe.each(CASES)('$rules, $trace', ({ rules, trace, family }) => {
  test('every row of the matrix is the viewshed of its hex; stepped equals built at once', () => {
    fc.assert(
      fc.property(family === 'elevation' ? elevationBoard : pbBoard, fc.integer({ min: 1, max: 9 }), (spec, chunk) => {
        const board = buildBoard({ columns: COLUMNS, rows: ROWS, ...spec });
        const stepped = new VisibilityMatrix(board, { rules, trace });
        while (!stepped.step(chunk));
        const whole = new VisibilityMatrix(board, { rules, trace }).complete();
        expect(stepped.bits).toEqual(whole.bits);
        stepped.hexes.forEach((from, i) => {
          expect(stepped.row(i).map(hexKey)).toEqual(viewshed(board, { from, rules, trace }).map(hexKey));
        });
      }),
      { numRuns: rules === 'tgx' || rules === 'tagg' ? 1 : 6 },
    );
  }, 240_000);
});

describe('the audit', () => {
  test('counts are rows and columns; hidden hexes are seen by none; differences are the disagreeing pairs', () => {
    fc.assert(
      fc.property(pbBoard, (spec) => {
        const board = buildBoard({ columns: COLUMNS, rows: ROWS, ...spec });
        const report = new AuditBuilder(board, { rules: 'arvold' }).report();
        const hexes = [...board.cells.values()].map((c) => c.hex);
        report.hexes.forEach((h, i) => {
          expect(h.seen).toBe(
            hexes.filter((to, j) => j !== i && isVisible(board, { from: hexes[i], to, rules: 'arvold' })).length,
          );
          expect(h.seenBy).toBe(
            hexes.filter((from, j) => j !== i && isVisible(board, { from, to: hexes[i], rules: 'arvold' })).length,
          );
        });
        expect(report.hiddenFromEverywhere.map(hexKey)).toEqual(
          report.hexes.filter((h) => h.seenBy === 0).map((h) => hexKey(h.hex)),
        );
        for (const other of ['original', 'tgx'] as const) {
          const difference = report.differences.find((d) => d.rules === other)!;
          let count = 0;
          for (const from of hexes) {
            for (const to of hexes) {
              if (from === to) continue;
              if (isVisible(board, { from, to, rules: 'arvold' }) !== isVisible(board, { from, to, rules: other }))
                count++;
            }
          }
          expect(difference.count).toBe(count);
        }
        // Every rule set that reads the board has a verdict-only path: all are compared.
        expect(report.notCompared).toEqual([]);
      }),
      { numRuns: 5 },
    );
  }, 240_000);

  test('a board above the matrix bound is refused with its size, before any work', () => {
    const board = buildBoard({ columns: 130, rows: Math.ceil((MATRIX_MAX_HEXES + 1) / 130) });
    expect(() => new VisibilityMatrix(board, { rules: 'arvold' })).toThrow(MatrixTooLarge);
    expect(() => new VisibilityMatrix(board, { rules: 'arvold' })).toThrow(/at most 16384/);
  });
});
