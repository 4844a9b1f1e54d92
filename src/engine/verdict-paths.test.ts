// The fast paths never change a verdict. Rule decisions live in one place
// (each rule set's interpreter); the verdict-only paths (isVisible, viewshed)
// reach them without building explanations. On random boards of every rule
// set, in every trace mode the rule set has, with and without turn markers,
// under the default readings and under random house readings (rules/readings.ts, READINGS):
//   viewshed(from) = { to : isVisible(from, to) }  and
//   isVisible(from, to) = evaluateLos(from, to).visible  for every target.
// Seeded (src/test-setup.ts), so every run checks the same boards.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import { hexKey } from './hex/axial.ts';
import { cellLabel } from './hex/offset.ts';
import type { RuleSetId, TraceMode } from './rules/ids.ts';
import { evaluateLos, isVisible, ruleSets } from './rules/index.ts';
import { readingsOf } from './rules/readings.ts';
import type { LosQuery, TurnMarkers } from './rules/types.ts';
import { type BoardSpec, buildBoard, type HexSpec } from './testing/build-board.ts';
import { houseReadingsArbitrary } from './testing/readings-arbitrary.ts';
import { type Board, type Feature, SIDES, type Terrain } from './types.ts';
import { viewshed } from './viewshed.ts';

const COLUMNS = 11;
const ROWS = 9;

const PB_TERRAIN: Terrain[] = [
  'clear',
  'clear',
  'clear',
  'clear',
  'woods',
  'town',
  'slope',
  'hilltop',
  'slope2',
  'hilltop2',
  'gully',
  'wood-copse',
  'collective-farm',
  'old-fort',
  'hilltop-slope2',
  'town-slope',
  'town-woods',
];
const PB_SYMBOLS = ['green', 'gray', 'brown', 'orange', 'yellow', 'purple', 'river'];
const FEATURES: Feature[] = ['road', 'unimproved-road', 'railroad', 'bridge'];

const label = fc
  .record({ column: fc.integer({ min: 0, max: COLUMNS - 1 }), row: fc.integer({ min: 0, max: ROWS - 1 }) })
  .map((c) => cellLabel(c));

const pbHex: fc.Arbitrary<Terrain | HexSpec> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...PB_TERRAIN) },
  {
    weight: 1,
    arbitrary: fc.record({ terrain: fc.constant<Terrain>('gully'), features: fc.subarray(FEATURES, { maxLength: 1 }) }),
  },
);

const mixedBoard: fc.Arbitrary<BoardSpec> = fc.record({
  hexes: fc.dictionary(label, pbHex, { maxKeys: 45, size: 'max' }),
  hexsides: fc.array(
    fc.tuple(label, fc.constantFrom(...SIDES), fc.constantFrom(...PB_SYMBOLS)).map((t) => t.join(' ')),
    {
      maxLength: 120,
      size: 'max',
    },
  ),
});

/** High ground and rims only: units on hilltops of both levels, lines crossing several orange and purple sides (note L). */
const highBoard: fc.Arbitrary<BoardSpec> = fc.record({
  defaultTerrain: fc.constantFrom<Terrain>('hilltop', 'hilltop2', 'clear'),
  hexes: fc.dictionary(label, fc.constantFrom<Terrain>('hilltop', 'hilltop2', 'slope2', 'slope', 'hilltop-slope2'), {
    maxKeys: 60,
    size: 'max',
  }),
  hexsides: fc.array(
    fc
      .tuple(label, fc.constantFrom(...SIDES), fc.constantFrom('orange', 'purple', 'yellow', 'brown'))
      .map((t) => t.join(' ')),
    { maxLength: 120, size: 'max' },
  ),
});

/**
 * Woods and towns edged with green and gray on every level, dense enough that most lines touch one off
 * their routes: 001's clarification 3 (a side the centre line crosses between a tied step's two hexes,
 * runs along or touches at a corner) and the LOW rules (000 notes A, B, N, O) on every base.
 */
const lowBoard: fc.Arbitrary<BoardSpec> = fc.record({
  defaultTerrain: fc.constantFrom<Terrain>('clear', 'hilltop', 'slope'),
  hexes: fc.dictionary(
    label,
    fc.constantFrom<Terrain>('woods', 'town', 'town-slope', 'hilltop', 'hilltop2', 'slope', 'slope2', 'clear'),
    {
      maxKeys: 60,
      size: 'max',
    },
  ),
  hexsides: fc.array(
    fc
      .tuple(label, fc.constantFrom(...SIDES), fc.constantFrom('green', 'gray', 'green', 'brown'))
      .map((t) => t.join(' ')),
    {
      maxLength: 200,
      size: 'max',
    },
  ),
});

const pbBoard = fc.oneof(mixedBoard, highBoard, lowBoard);

const elevationHex: fc.Arbitrary<HexSpec> = fc.record({
  terrain: fc.constantFrom<Terrain>('clear', 'clear', 'woods', 'town'),
  elevation: fc.integer({ min: 0, max: 4 }),
});

const elevationBoard: fc.Arbitrary<BoardSpec> = fc.record({
  family: fc.constant('elevation' as const),
  hexes: fc.dictionary(label, elevationHex, { maxKeys: 50, size: 'max' }),
});

interface LabelMarkers {
  readonly month?: number;
  readonly blockedHexes?: readonly string[];
  readonly units?: readonly string[];
}

const markers: fc.Arbitrary<LabelMarkers | undefined> = fc.option(
  fc.record(
    {
      month: fc.integer({ min: 1, max: 12 }),
      blockedHexes: fc.array(label, { maxLength: 3 }),
      units: fc.array(label, { maxLength: 3 }),
    },
    { requiredKeys: [] },
  ),
  { nil: undefined },
);

function resolveMarkers(board: Board, m: LabelMarkers | undefined): TurnMarkers | undefined {
  if (!m) return undefined;
  const hex = (l: string) => board.cells.get(board.labels.get(l)!)!.hex;
  return {
    ...(m.month ? { month: m.month } : {}),
    ...(m.blockedHexes ? { blockedHexes: m.blockedHexes.map(hex) } : {}),
    ...(m.units ? { units: m.units.map(hex) } : {}),
  };
}

const CASES = ruleSets().flatMap((rs) => rs.traces.map((trace) => ({ rules: rs.id, trace, family: rs.families[0] })));

describe.each(CASES)(
  '$rules, $trace',
  ({ rules, trace, family }: { rules: RuleSetId; trace: TraceMode; family: string }) => {
    test('viewshed = per-target isVisible = evaluateLos(...).visible, from random firers on random boards', () => {
      fc.assert(
        fc.property(
          family === 'elevation' ? elevationBoard : pbBoard,
          label,
          markers,
          houseReadingsArbitrary,
          (spec, firer, rawMarkers, house) => {
            const board = buildBoard({ columns: COLUMNS, rows: ROWS, ...spec });
            const from = board.cells.get(board.labels.get(firer)!)!.hex;
            const m = resolveMarkers(board, rawMarkers);
            const seen = new Set(viewshed(board, { from, rules, trace, markers: m, readings: house }).map(hexKey));
            for (const cell of board.cells.values()) {
              if (cell.hex.q === from.q && cell.hex.r === from.r) continue;
              const query: LosQuery = { from, to: cell.hex, rules, trace, markers: m, readings: house };
              const fast = isVisible(board, query);
              expect(fast, `${firer} → ${cell.label}: viewshed vs isVisible`).toBe(seen.has(cell.key));
              expect(fast, `${firer} → ${cell.label}: isVisible vs evaluateLos`).toBe(
                evaluateLos(board, query).visible,
              );
            }
          },
        ),
        { numRuns: 40 },
      );
    }, 240_000);
  },
);

// The verdict paths remember what each side and single-hex obstacle decided, per board, rule set,
// readings and pair of unit levels. One board asked in turn under several rule sets and readings (more
// than the few kept at once) must still answer each query as the explained path does.
describe('one board asked under rule sets and readings in turn', () => {
  const pbCases = CASES.filter((c) => c.family === 'panzerblitz');
  test('every verdict is the explained one, whatever was asked before on the board', () => {
    fc.assert(
      fc.property(
        pbBoard,
        fc.array(label, { minLength: 2, maxLength: 3 }),
        fc.array(houseReadingsArbitrary, { minLength: 3, maxLength: 4 }),
        (spec, firers, houses) => {
          const board = buildBoard({ columns: COLUMNS, rows: ROWS, ...spec });
          const hexOf = (l: string) => board.cells.get(board.labels.get(l)!)!.hex;
          for (const firer of firers) {
            for (const cell of board.cells.values()) {
              for (const house of houses) {
                for (const { rules, trace } of pbCases) {
                  const query: LosQuery = { from: hexOf(firer), to: cell.hex, rules, trace, readings: house };
                  expect(
                    isVisible(board, query),
                    `${firer} → ${cell.label}, ${rules} ${trace}, ${JSON.stringify(house)}`,
                  ).toBe(evaluateLos(board, query).visible);
                }
              }
            }
          }
        },
      ),
      { numRuns: 8 },
    );
  }, 240_000);
});

// A rule set that declares itself symmetric under a reading lets the all-pairs matrix judge each pair once.
describe.each(ruleSets().filter((rs) => rs.symmetric))('$id, declared symmetric', (rs) => {
  test('isVisible(a → b) = isVisible(b → a) under the readings it declares so, with random markers', () => {
    const family = rs.families[0];
    fc.assert(
      fc.property(
        family === 'elevation' ? elevationBoard : pbBoard,
        label,
        markers,
        houseReadingsArbitrary,
        (spec, firer, rawMarkers, house) => {
          if (!rs.symmetric?.(readingsOf(house))) return;
          const board = buildBoard({ columns: COLUMNS, rows: ROWS, ...spec });
          const from = board.cells.get(board.labels.get(firer)!)!.hex;
          const m = resolveMarkers(board, rawMarkers);
          for (const cell of board.cells.values()) {
            for (const trace of rs.traces) {
              const there = isVisible(board, { from, to: cell.hex, rules: rs.id, trace, markers: m, readings: house });
              const back = isVisible(board, {
                from: cell.hex,
                to: from,
                rules: rs.id,
                trace,
                markers: m,
                readings: house,
              });
              expect(back, `${firer} ↔ ${cell.label}`).toBe(there);
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  }, 240_000);
});
