// Invariants of the PanzerBlitz-family rule sets, on random boards:
// - 000 note K: the notes are converse pairs, so LOS(a→b) = LOS(b→a);
// - 000 note M: adjacent units always see each other;
// - a board with no symbols, all at ground level, is all clear;
// - hex-traced: adding a hexside symbol never turns a blocked LOS clear.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import { hexByLabel, onBoard } from '../../board-model.ts';
import { hexDistance, neighbour } from '../../hex/axial.ts';
import { cellLabel } from '../../hex/offset.ts';
import { buildBoard, type BoardSpec } from '../../testing/build-board.ts';
import { SIDES, type Terrain } from '../../types.ts';
import type { RuleSetId, TraceMode } from '../ids.ts';
import { evaluateLos, isVisible } from '../index.ts';

const COLUMNS = 9;
const ROWS = 9;
const TERRAIN: Terrain[] = [
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
  'hilltop-slope2',
  'town-slope',
];
const SYMBOL = ['green', 'gray', 'brown', 'orange', 'yellow', 'purple', 'river'];

const label = fc
  .record({ column: fc.integer({ min: 0, max: COLUMNS - 1 }), row: fc.integer({ min: 0, max: ROWS - 1 }) })
  .map((c) => cellLabel(c));

const boardSpec: fc.Arbitrary<BoardSpec> = fc.record({
  hexes: fc.dictionary(label, fc.constantFrom(...TERRAIN), { maxKeys: 40 }),
  hexsides: fc.array(
    fc.tuple(label, fc.constantFrom(...SIDES), fc.constantFrom(...SYMBOL)).map((t) => t.join(' ')),
    { maxLength: 30 },
  ),
});

const build = (spec: BoardSpec) => buildBoard({ columns: COLUMNS, rows: ROWS, ...spec });

const RULES: RuleSetId[] = ['arvold', 'original'];
const TRACES: TraceMode[] = ['hex', 'real'];

describe.each(RULES.flatMap((rules) => TRACES.map((trace) => ({ rules, trace }))))(
  '$rules, $trace',
  ({ rules, trace }) => {
    test('LOS(a→b) = LOS(b→a) (000 note K)', () => {
      fc.assert(
        fc.property(boardSpec, label, label, (spec, a, b) => {
          const board = build(spec);
          const from = hexByLabel(board, a)!;
          const to = hexByLabel(board, b)!;
          const there = evaluateLos(board, { from, to, rules, trace });
          const back = evaluateLos(board, { from: to, to: from, rules, trace });
          expect(back.visible).toBe(there.visible);
          expect(back.routes).toEqual(there.routes);
        }),
        { numRuns: 300 },
      );
    });

    test('range 1 is always clear (000 note M)', () => {
      fc.assert(
        fc.property(boardSpec, label, fc.constantFrom(...SIDES), (spec, a, side) => {
          const board = build(spec);
          const from = hexByLabel(board, a)!;
          const to = neighbour(from, side);
          if (!onBoard(board, to)) return;
          expect(evaluateLos(board, { from, to, rules, trace }).visible).toBe(true);
        }),
        { numRuns: 200 },
      );
    });

    test('no symbols, all ground level: all clear', () => {
      const board = build({});
      fc.assert(
        fc.property(label, label, (a, b) => {
          expect(
            evaluateLos(board, { from: hexByLabel(board, a)!, to: hexByLabel(board, b)!, rules, trace }).visible,
          ).toBe(true);
        }),
        { numRuns: 200 },
      );
    });
  },
);

describe.each(RULES)('%s, hex-traced', (rules) => {
  test('the verdict-only path agrees with the explained evaluation', () => {
    fc.assert(
      fc.property(boardSpec, label, label, (spec, a, b) => {
        const board = build(spec);
        const query = { from: hexByLabel(board, a)!, to: hexByLabel(board, b)!, rules };
        expect(isVisible(board, query)).toBe(evaluateLos(board, query).visible);
      }),
      { numRuns: 1000 },
    );
  });

  test('adding a hexside symbol never turns a blocked LOS clear', () => {
    fc.assert(
      fc.property(
        boardSpec,
        label,
        label,
        fc.tuple(label, fc.constantFrom(...SIDES), fc.constantFrom(...SYMBOL)),
        (spec, a, b, extra) => {
          const before = build(spec);
          const after = build({ ...spec, hexsides: [...(spec.hexsides ?? []), extra.join(' ')] });
          const from = hexByLabel(before, a)!;
          const to = hexByLabel(before, b)!;
          if (hexDistance(from, to) < 2) return;
          const was = evaluateLos(before, { from, to, rules });
          const now = evaluateLos(after, { from, to, rules });
          if (!was.visible) expect(now.visible).toBe(false);
          expect(now.routes.blocked >= was.routes.blocked).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });
});
