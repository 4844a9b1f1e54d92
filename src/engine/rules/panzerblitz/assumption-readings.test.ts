// Example tables for HexLOS's own assumptions offered as readings (docs/rules.md#hexloss-own-assumptions):
// where no note of 000 decides a pair ("The table, however, does not cover all the situations which
// might arise"), the default HexLOS chose and the other honest value, each row with its converse (firer and target
// swapped), showing the verdict turn exactly where the two readings part, and the dispute line that says so.
//
// The board is one column, A1 to A6: range 5, and the side between Ak and Ak+1 is side k of 5, at (2k − 1)/10 of the
// way from A1 (side 3 exactly midway).

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import { cellLabel } from '../../hex/offset.ts';
import { buildBoard, hexAt } from '../../testing/build-board.ts';
import { houseReadingsArbitrary } from '../../testing/readings-arbitrary.ts';
import { SIDES as SIDE_NAMES, type Terrain } from '../../types.ts';
import { evaluateLos, isVisible } from '../index.ts';
import { READINGS, type Readings, readingsOf } from '../readings.ts';

function line(a1: Terrain, a6: Terrain, side: string, from: 'A1' | 'A6', readings: Partial<Readings>) {
  const board = buildBoard({ columns: 1, rows: 6, hexes: { A1: a1, A6: a6 }, hexsides: [side] });
  const to = from === 'A1' ? 'A6' : 'A1';
  const query = { from: hexAt(board, from), to: hexAt(board, to), rules: 'arvold' as const, readings };
  return { result: evaluateLos(board, query), alone: isVisible(board, query) };
}

const SIDES = [1, 2, 3, 4, 5] as const;

/** Each row twice: fired from A1 and from A6 (note K: the converse gives the same verdict). */
const bothWays = <T extends object>(rows: readonly T[]) =>
  rows.flatMap((row) => (['A1', 'A6'] as const).map((from) => ({ ...row, from })));

// level2Band. By 000's heights a Level 1 Slope stands at "50 to 60 meters", under the "Dark Brown (Level 1 Slope)
// hexsides. 60 to 70 meters"; a Level 2 Slope at "150 to 160 meters", under the "Yellow (Level 2 Slope) hex-sides.
// 160 to 170 meters". No note covers such a side between these units: HexLOS reads the level 2 band like notes G to J
// (the side does not block, default `shifted`); `heights` blocks it when it is closer to the unit standing below it, or
// midway, as notes D ("closer to the FIRING UNIT than to the target, or exactly midway") and H do.
describe('level2Band: a brown or yellow side a level 2 unit sees past, no note covering the pair', () => {
  const pairs = [
    // The lower unit at A1: the side blocks under `heights` at sides 1 to 3 (3 is midway).
    {
      ends: ['slope', 'slope2'],
      colour: 'brown',
      lowerAt: 'A1',
      note: '000 heights; D (brown, level 1 slope → level 2 slope)',
    },
    {
      ends: ['slope', 'hilltop2'],
      colour: 'brown',
      lowerAt: 'A1',
      note: '000 heights; D (brown, level 1 slope → level 2 hilltop)',
    },
    {
      ends: ['slope2', 'hilltop2'],
      colour: 'yellow',
      lowerAt: 'A1',
      note: '000 heights; H (yellow, level 2 slope → level 2 hilltop)',
    },
    // The lower unit at A6: sides 3 to 5.
    {
      ends: ['slope2', 'slope'],
      colour: 'brown',
      lowerAt: 'A6',
      note: '000 heights; C (brown, level 2 slope → level 1 slope)',
    },
    {
      ends: ['hilltop2', 'slope'],
      colour: 'brown',
      lowerAt: 'A6',
      note: '000 heights; C (brown, level 2 hilltop → level 1 slope)',
    },
    {
      ends: ['hilltop2', 'slope2'],
      colour: 'yellow',
      lowerAt: 'A6',
      note: '000 heights; G (yellow, level 2 hilltop → level 2 slope)',
    },
  ] as const;
  const rows = bothWays(
    pairs.flatMap((pair) =>
      SIDES.map((k) => ({
        ...pair,
        k,
        // Side k lies (2k − 1)/10 of the way from A1: within the lower unit's half, midway included.
        heightsBlocks: pair.lowerAt === 'A1' ? k <= 3 : k >= 3,
      })),
    ),
  );
  test.each(rows)(
    '$note: $colour side $k of 5, from $from: shifted CLEAR, heights blocks $heightsBlocks',
    ({ ends, colour, k, from, heightsBlocks }) => {
      const side = `A${k} S ${colour}`;
      const shifted = line(ends[0], ends[1], side, from, {});
      expect(shifted.result.visible).toBe(true);
      expect(shifted.alone).toBe(true);
      // The default's dispute line names the other reading exactly where it would turn the verdict.
      expect(shifted.result.disputes?.map((d) => [d.reading, d.value, d.visible]) ?? []).toEqual(
        heightsBlocks ? [['level2Band', 'heights', false]] : [],
      );
      const heights = line(ends[0], ends[1], side, from, { level2Band: 'heights' });
      expect(heights.result.visible).toBe(!heightsBlocks);
      expect(heights.alone).toBe(!heightsBlocks);
      expect(heights.result.disputes?.map((d) => [d.reading, d.value, d.visible]) ?? []).toEqual(
        heightsBlocks ? [['level2Band', 'shifted', true]] : [],
      );
      expect((shifted.result.cleared ?? []).map((c) => c.text).join(' ')).toContain("HexLOS's level 2 band reading");
      if (heightsBlocks) expect(heights.result.reasons[0]?.text).toContain('the heights reading of the level 2 band');
    },
  );

  // Both units above the side: 000's heights alone decide (a line between them passes over it), under either reading.
  test.each(
    bothWays([
      { ends: ['hilltop', 'slope2'], colour: 'brown' },
      { ends: ['slope2', 'slope2'], colour: 'brown' },
      { ends: ['hilltop2', 'hilltop2'], colour: 'yellow' },
    ] as const),
  )(
    '$ends.0 ↔ $ends.1, $colour side 1 from $from: lower than both units, CLEAR under both readings',
    ({ ends, colour, from }) => {
      for (const level2Band of ['shifted', 'heights'] as const) {
        const r = line(ends[0], ends[1], `A1 S ${colour}`, from, { level2Band });
        expect(r.result.visible).toBe(true);
        expect(r.result.disputes ?? []).toEqual([]);
        expect((r.result.cleared ?? []).map((c) => c.text).join(' ')).toContain("000's heights, lower than both units");
      }
    },
  );
});

// groundLevel2Slope. No note covers ground ↔ level 2 slope: HexLOS reads the lower band as ground ↔ level 1 hilltop
// (D: brown blocks "closer to the FIRING UNIT than to the target, or exactly midway"; C its converse; L: one orange is
// allowed), default `level1-hilltop`; `slope` reads the unit as on a slope, 003's chart Ground → Slopes "Brown/Orange":
// every coloured side blocks.
describe('groundLevel2Slope: ground against a level 2 slope, no note covering the pair', () => {
  const rows = bothWays([
    // Brown: D from the ground unit at A1 blocks at sides 1 to 3; as a slope it blocks everywhere.
    ...SIDES.map((k) => ({
      ends: ['clear', 'slope2'] as const,
      colour: 'brown',
      k,
      hilltopBlocks: k <= 3,
      note: '000 D; 003 Ground → Slopes',
    })),
    // The converse placement: the ground unit at A6, C's "closer to the TARGET UNIT … or exactly mid-way".
    ...SIDES.map((k) => ({
      ends: ['slope2', 'clear'] as const,
      colour: 'brown',
      k,
      hilltopBlocks: k >= 3,
      note: '000 C; 003 Slopes → Ground',
    })),
    // One orange: note L allows one; as a slope, 003's "Brown/Orange" blocks it.
    ...SIDES.map((k) => ({
      ends: ['clear', 'slope2'] as const,
      colour: 'orange',
      k,
      hilltopBlocks: false,
      note: '000 L; 003 Ground → Slopes',
    })),
  ]);
  test.each(rows)(
    '$note: $colour side $k of 5 between $ends.0 and $ends.1, from $from: level1-hilltop blocks $hilltopBlocks, slope blocks',
    ({ ends, colour, k, from, hilltopBlocks }) => {
      const side = `A${k} S ${colour}`;
      const hilltop = line(ends[0], ends[1], side, from, {});
      expect(hilltop.result.visible).toBe(!hilltopBlocks);
      expect(hilltop.alone).toBe(!hilltopBlocks);
      expect(hilltop.result.disputes?.map((d) => [d.reading, d.value, d.visible]) ?? []).toEqual(
        hilltopBlocks ? [] : [['groundLevel2Slope', 'slope', false]],
      );
      const slope = line(ends[0], ends[1], side, from, { groundLevel2Slope: 'slope' });
      expect(slope.result.visible).toBe(false);
      expect(slope.alone).toBe(false);
      expect(slope.result.reasons[0]?.text).toContain('the slope reading of ground and a level 2 slope');
      expect(slope.result.disputes?.map((d) => [d.reading, d.value, d.visible]) ?? []).toEqual(
        hilltopBlocks ? [] : [['groundLevel2Slope', 'level1-hilltop', true]],
      );
    },
  );

  // Yellow and purple stand above a level 2 slope's foot: they block under both readings, so no dispute.
  test.each(bothWays([{ colour: 'yellow' }, { colour: 'purple' }] as const))(
    '$colour side 3 from $from: BLOCKED under both readings',
    ({ colour, from }) => {
      for (const groundLevel2Slope of ['level1-hilltop', 'slope'] as const) {
        const r = line('clear', 'slope2', `A3 S ${colour}`, from, { groundLevel2Slope });
        expect(r.result.visible).toBe(false);
        expect(r.result.disputes?.filter((d) => d.reading === 'groundLevel2Slope') ?? []).toEqual([]);
      }
    },
  );
});

// A dispute line is offered exactly when the other value turns the verdict (docs/rules.md#disputed-readings and "HexLOS's own assumptions"): on random
// boards of both level bands, every pair of units in both trace modes, under random house readings, each of the two
// readings above is named under a verdict if and only if the verdict alone under its other value differs.
describe("HexLOS's own assumptions: named under a verdict exactly when the other value turns it", () => {
  const label = fc
    .record({ column: fc.integer({ min: 0, max: 5 }), row: fc.integer({ min: 0, max: 5 }) })
    .map((c) => cellLabel(c));
  const board = fc.record({
    defaultTerrain: fc.constantFrom<Terrain>('clear', 'slope', 'hilltop', 'slope2'),
    hexes: fc.dictionary(
      label,
      fc.constantFrom<Terrain>('clear', 'slope', 'hilltop', 'slope2', 'hilltop2', 'woods', 'town-slope'),
      { maxKeys: 30, size: 'max' },
    ),
    hexsides: fc.array(
      fc
        .tuple(label, fc.constantFrom(...SIDE_NAMES), fc.constantFrom('brown', 'orange', 'yellow', 'purple', 'green'))
        .map((t) => t.join(' ')),
      { maxLength: 40, size: 'max' },
    ),
  });
  test('level2Band and groundLevel2Slope, random boards, both trace modes, random readings', () => {
    // How many lines each reading turned: the property must meet some, or it proves nothing.
    const turned = { level2Band: 0, groundLevel2Slope: 0 };
    fc.assert(
      fc.property(board, houseReadingsArbitrary, fc.constantFrom('hex', 'real' as const), (spec, chosen, trace) => {
        const b = buildBoard({ columns: 6, rows: 6, ...spec });
        const cells = [...b.cells.values()];
        const readings = readingsOf(chosen);
        for (const from of cells.filter((_, i) => i % 5 === 0)) {
          for (const to of cells) {
            const query = { from: from.hex, to: to.hex, rules: 'arvold' as const, trace, readings: chosen };
            const r = evaluateLos(b, query);
            for (const id of ['level2Band', 'groundLevel2Slope'] as const) {
              const info = READINGS.find((x) => x.id === id)!;
              for (const value of info.values.filter((v) => v !== readings[id])) {
                const turns = isVisible(b, { ...query, readings: { ...readings, [id]: value } }) !== r.visible;
                const named = (r.disputes ?? []).some((d) => d.reading === id && d.value === value);
                expect(named, `${from.label}→${to.label} ${trace} ${id}=${value}`).toBe(turns);
                if (turns) turned[id]++;
              }
            }
          }
        }
      }),
      { numRuns: 15 },
    );
    expect(turned.level2Band).toBeGreaterThan(0);
    expect(turned.groundLevel2Slope).toBeGreaterThan(0);
  });
});
