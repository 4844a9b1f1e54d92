// Example tables for the readings of the PanzerBlitz-family texts offered on 2026-11-27
// (docs/rules.md#disputed-readings): purple between a level 1 unit and a level 2 hilltop (level1PurpleL), 001's town/woods hex as printed
// (townWoods) and the 1970 chart's single-hex woods and towns (originalSingleHex). Each row is asked both ways (firer
// and target swapped) under every value of its reading; the verdict flips exactly where the readings part, and the
// other value is offered as a dispute there and nowhere else.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import { cellLabel } from '../../hex/offset.ts';
import { buildBoard, hexAt, type HexSpec } from '../../testing/build-board.ts';
import { houseReadingsArbitrary } from '../../testing/readings-arbitrary.ts';
import { SIDES, type Terrain } from '../../types.ts';
import { evaluateLos, isVisible } from '../index.ts';
import { type ReadingId, type Readings, readingInfo, readingsOf } from '../readings.ts';

type Rules = 'arvold' | 'original';

function ask(
  rows: number,
  hexes: Record<string, Terrain | HexSpec>,
  hexsides: string[],
  from: string,
  to: string,
  rules: Rules,
  readings: Partial<Readings>,
  trace: 'hex' | 'real' = 'hex',
) {
  const board = buildBoard({ columns: 1, rows, hexes, hexsides });
  const query = { from: hexAt(board, from), to: hexAt(board, to), rules, trace, readings };
  const result = evaluateLos(board, query);
  // The verdict-only path (viewsheds, the audit, the matrix) asks the same decision.
  expect(isVisible(board, query)).toBe(result.visible);
  return result;
}

const disputesOf = (r: ReturnType<typeof evaluateLos>, id: ReadingId) =>
  r.disputes?.filter((d) => d.reading === id).map((d) => [d.value, d.visible]) ?? [];

// 000 L: "In all other situations, except in cases G, H, I, and J above, the LOS is obstructed if it must be traced
// through more than one Orange/Red and/or Purple hex-side." A level 1 unit at A1, a second level 2 hill A3–A4 with its
// purple rim (A2 S, A4 S), the level 2 hilltop target at A7 behind its own rim (A6 S): three purple sides. Excepted (the
// default, L's words), none is counted; counted (000's heights: the second hill stands as high as the target), three
// block. Only the target's own rim: one purple side, which L allows under either reading.
describe('level1PurpleL: purple between a level 1 unit and a level 2 hilltop (000 L, cases G–J)', () => {
  const hill = { A3: 'hilltop2' as Terrain, A4: 'hilltop2' as Terrain, A7: 'hilltop2' as Terrain };
  const across = ['A2 S purple', 'A4 S purple', 'A6 S purple'];
  const rimOnly = ['A6 S purple'];
  const rows = (['hilltop', 'slope'] as const).flatMap((level1) =>
    (['hex', 'real'] as const).flatMap((trace) =>
      (['excepted', 'counted'] as const).flatMap((level1PurpleL) => [
        // 000 H (level 1 up to a level 2 hilltop) and its converse G (note K).
        { level1, trace, level1PurpleL, from: 'A1', to: 'A7', sides: across, visible: level1PurpleL === 'excepted' },
        { level1, trace, level1PurpleL, from: 'A7', to: 'A1', sides: across, visible: level1PurpleL === 'excepted' },
        { level1, trace, level1PurpleL, from: 'A1', to: 'A7', sides: rimOnly, visible: true },
        { level1, trace, level1PurpleL, from: 'A7', to: 'A1', sides: rimOnly, visible: true },
      ]),
    ),
  );
  test.each(rows)(
    '$level1 at A1, $trace, $from → $to over $sides.length purple, level1PurpleL=$level1PurpleL: visible $visible',
    ({ level1, trace, level1PurpleL, from, to, sides, visible }) => {
      const r = ask(8, { ...hill, A1: level1 }, sides, from, to, 'arvold', { level1PurpleL }, trace);
      expect(r.visible).toBe(visible);
      const flips = sides.length > 1;
      expect(disputesOf(r, 'level1PurpleL')).toEqual(
        flips ? [[level1PurpleL === 'excepted' ? 'counted' : 'excepted', !visible]] : [],
      );
      if (!visible) expect(r.reasons.map((x) => x.text).join(' ')).toContain('level1PurpleL=counted');
      // Never the false premise of note L's own exception: the units are on hilltops of different levels, or one on a slope.
      const cleared = (r.cleared ?? []).map((x) => x.text).join(' ');
      expect(cleared).not.toContain('same level');
      if (visible && level1PurpleL === 'excepted') expect(cleared).toContain('except in the cases of notes G to J');
    },
  );

  test("both units on level 2 hilltops: note L's own exception, never this reading", () => {
    for (const level1PurpleL of ['excepted', 'counted'] as const) {
      const r = ask(8, { ...hill, A1: 'hilltop2' }, across, 'A1', 'A7', 'arvold', { level1PurpleL });
      expect(r.visible).toBe(true);
      expect(disputesOf(r, 'level1PurpleL')).toEqual([]);
    }
  });

  test('the 1970 chart reads purple as orange: the reading is not consulted under original', () => {
    for (const level1PurpleL of ['excepted', 'counted'] as const) {
      const r = ask(8, { ...hill, A1: 'hilltop' }, across, 'A1', 'A7', 'original', { level1PurpleL });
      expect(disputesOf(r, 'level1PurpleL')).toEqual([]);
    }
  });
});

// 001, Town/Woods Hex: "Blocks Line of Sight/Fire through hex if it crosses a gray or green hexside." A town/woods block
// A3–A4 with its edge (A2 S, A4 S) between two level 1 hilltop units: by the levels (000 A/B: neither unit at ground
// level) it does not block; as printed the line through it is blocked, by a gray edge or a green one alike.
describe('townWoods: a town/woods hex between two hilltop units (001 Town/Woods)', () => {
  const townWoodsBlock = { A3: 'town-woods' as Terrain, A4: 'town-woods' as Terrain };
  const rows = (['arvold', 'original'] as const).flatMap((rules) =>
    (['gray', 'green'] as const).flatMap((symbol) =>
      (['by-levels', 'printed'] as const).flatMap((townWoods) => [
        { rules, symbol, townWoods, from: 'A1', to: 'A6', visible: townWoods === 'by-levels' },
        { rules, symbol, townWoods, from: 'A6', to: 'A1', visible: townWoods === 'by-levels' },
      ]),
    ),
  );
  test.each(rows)(
    '$rules, $symbol edge, $from → $to, townWoods=$townWoods: visible $visible',
    ({ rules, symbol, townWoods: value, from, to, visible }) => {
      const sides = [`A2 S ${symbol}`, `A4 S ${symbol}`];
      const r = ask(6, { ...townWoodsBlock, A1: 'hilltop', A6: 'hilltop' }, sides, from, to, rules, {
        townWoods: value,
      });
      expect(r.visible).toBe(visible);
      expect(disputesOf(r, 'townWoods')).toEqual([[value === 'by-levels' ? 'printed' : 'by-levels', !visible]]);
      if (!visible) expect(r.reasons[0].text).toContain("001's town/woods as printed");
      if (!visible) expect(r.reasons[0].text).toContain('the town/woods hex A');
    },
  );

  // Into the hex: the hilltop unit at A1 fires at a ground-level unit in the town/woods hex A4, directly behind its gray
  // side (000 A blocks); the line ends in the hex rather than passing through it, so the printed sentence has no say.
  test('a line into the town/woods hex is not through it: its side is judged by the levels under both readings', () => {
    for (const townWoods of ['by-levels', 'printed'] as const) {
      for (const [from, to] of [
        ['A1', 'A4'],
        ['A4', 'A1'],
      ]) {
        const r = ask(6, { A4: 'town-woods', A1: 'hilltop' }, ['A3 S gray'], from, to, 'arvold', { townWoods });
        expect(r.visible).toBe(false);
        expect(r.reasons[0].text).toMatch(/note [AB]/);
        expect(disputesOf(r, 'townWoods')).toEqual([]);
      }
    }
  });

  test('a plain town is not a town/woods hex: the reading is not consulted', () => {
    const r = ask(
      6,
      { A3: 'town', A4: 'town', A1: 'hilltop', A6: 'hilltop' },
      ['A2 S gray', 'A4 S gray'],
      'A1',
      'A6',
      'arvold',
      {
        townWoods: 'printed',
      },
    );
    expect(r.visible).toBe(true);
    expect(disputesOf(r, 'townWoods')).toEqual([]);
  });
});

// 003's notes A and B name a "Gray/Green hexside" only ("Firing from slope/hill to ground is obstructed if target is
// directly behind Gray/Green hexside"); 000 A and B add "or directly behind a single-hex Woods or Town hex". A slope
// unit at A1, a ground target at A6 behind a single-hex woods or town at A5 (000 A); and the converse, the ground unit
// firing out from behind it (000 B).
describe('originalSingleHex: a single-hex woods or town under the 1970 chart (003 notes A, B; 000 A, B)', () => {
  const rows = (['woods', 'town'] as const).flatMap((terrain) =>
    (['as-000', 'hexsides-only'] as const).flatMap((originalSingleHex) => [
      { terrain, originalSingleHex, from: 'A1', to: 'A6', visible: originalSingleHex === 'hexsides-only' },
      { terrain, originalSingleHex, from: 'A6', to: 'A1', visible: originalSingleHex === 'hexsides-only' },
    ]),
  );
  test.each(rows)(
    'single-hex $terrain next to the ground unit, $from → $to, originalSingleHex=$originalSingleHex: visible $visible',
    ({ terrain, originalSingleHex, from, to, visible }) => {
      const hexes = { A1: 'slope' as Terrain, A5: { terrain, singleHex: true } };
      const r = ask(6, hexes, [], from, to, 'original', { originalSingleHex });
      expect(r.visible).toBe(visible);
      expect(disputesOf(r, 'originalSingleHex')).toEqual([
        [originalSingleHex === 'as-000' ? 'hexsides-only' : 'as-000', !visible],
      ]);
      if (visible)
        expect((r.cleared ?? []).map((c) => c.text).join(' ')).toContain(
          "003's notes name green and gray hexsides only",
        );
    },
  );

  test('not directly behind it: both readings see, and nothing is offered', () => {
    for (const originalSingleHex of ['as-000', 'hexsides-only'] as const) {
      const hexes = { A1: 'slope' as Terrain, A3: { terrain: 'woods' as Terrain, singleHex: true } };
      const r = ask(6, hexes, [], 'A1', 'A6', 'original', { originalSingleHex });
      expect(r.visible).toBe(true);
      expect(disputesOf(r, 'originalSingleHex')).toEqual([]);
    }
  });

  test("a wood copse keeps 001's own sentence, and arvold never consults the reading", () => {
    for (const originalSingleHex of ['as-000', 'hexsides-only'] as const) {
      const copse = ask(6, { A1: 'slope', A5: 'wood-copse' }, [], 'A1', 'A6', 'original', { originalSingleHex });
      expect(copse.visible).toBe(false);
      const woods = ask(6, { A1: 'slope', A5: { terrain: 'woods', singleHex: true } }, [], 'A1', 'A6', 'arvold', {
        originalSingleHex,
      });
      expect(woods.visible).toBe(false);
      expect(disputesOf(woods, 'originalSingleHex')).toEqual([]);
    }
  });
});

// Invariant on random boards (both rule sets, both trace modes, random house readings): each of these readings is
// offered as a dispute exactly when its other value turns the verdict, and the dispute states that verdict.
describe('the readings offered: a dispute exactly where the other value turns the verdict (property)', () => {
  const COLUMNS = 7;
  const ROWS = 8;
  const cellLabelArb = fc
    .record({ column: fc.integer({ min: 0, max: COLUMNS - 1 }), row: fc.integer({ min: 0, max: ROWS - 1 }) })
    .map((c) => cellLabel(c));
  const terrain = fc.constantFrom<Terrain>(
    'clear',
    'woods',
    'town',
    'town-woods',
    'town-woods',
    'slope',
    'hilltop',
    'hilltop2',
    'hilltop2',
    'slope2',
  );
  const board = fc.record({
    defaultTerrain: fc.constantFrom<Terrain>('clear', 'hilltop', 'hilltop2'),
    hexes: fc.dictionary(cellLabelArb, terrain, { maxKeys: 30 }),
    hexsides: fc.array(
      fc
        .tuple(
          cellLabelArb,
          fc.constantFrom(...SIDES),
          fc.constantFrom('green', 'gray', 'purple', 'purple', 'purple', 'orange'),
        )
        .map((t) => t.join(' ')),
      { maxLength: 80 },
    ),
  });
  const OFFERED = ['level1PurpleL', 'townWoods', 'originalSingleHex'] as const;
  test('random boards and readings', () => {
    fc.assert(
      fc.property(
        board,
        cellLabelArb,
        fc.constantFrom<Terrain>('hilltop', 'slope', 'town-woods', 'clear'),
        fc.constantFrom<Rules>('arvold', 'original'),
        fc.constantFrom<'hex' | 'real'>('hex', 'real'),
        houseReadingsArbitrary,
        (spec, a, firerTerrain, rules, trace, house) => {
          // The firer's own hex often a level 1 unit's, so that lines up to level 2 hilltops meet purple (level1PurpleL).
          const built = buildBoard({
            columns: COLUMNS,
            rows: ROWS,
            ...spec,
            hexes: { ...spec.hexes, [a]: firerTerrain },
          });
          const readings = readingsOf(house);
          // Every line from one firer, so that each board is asked many times.
          for (const cell of built.cells.values()) {
            const query = { from: hexAt(built, a), to: cell.hex, rules, trace, readings: house };
            const r = evaluateLos(built, query);
            for (const id of OFFERED) {
              const info = readingInfo(id)!;
              for (const value of info.values.filter((v) => v !== readings[id])) {
                const turned = isVisible(built, { ...query, readings: { ...readings, [id]: value } }) !== r.visible;
                const offered = (r.disputes ?? []).filter((d) => d.reading === id && d.value === value);
                expect(offered.map((d) => d.visible)).toEqual(turned ? [!r.visible] : []);
              }
            }
          }
        },
      ),
      { numRuns: 120 },
    );
  });
});
