// Example tables for the readings of 004 (docs/readings.md#the-readings): tgxBehind and tgxHeightCap, each row with its converse
// (the same line fired from the other end) under both values, and the dispute line the other value gives.

import { describe, expect, test } from 'vitest';

import { buildBoard, hexAt } from '../../testing/build-board.ts';
import type { HexsideSymbol, Terrain } from '../../types.ts';
import type { Readings } from '../readings.ts';
import { tgx } from './index.ts';

/** A straight line down column A: side k is the S side of A(k), the hex at step i is A(i+1). */
function los(
  ends: readonly [Terrain, Terrain],
  range: number,
  readings: Partial<Readings>,
  backwards: boolean,
  sides: readonly (readonly [number, HexsideSymbol])[] = [],
  hexes: Readonly<Record<number, Terrain>> = {},
) {
  const board = buildBoard({
    columns: 1,
    rows: range + 1,
    hexes: {
      A1: ends[0],
      [`A${range + 1}`]: ends[1],
      ...Object.fromEntries(Object.entries(hexes).map(([i, t]) => [`A${Number(i) + 1}`, t])),
    },
    hexsides: sides.map(([k, symbol]) => `A${k} S ${symbol}`),
  });
  const [from, to] = backwards ? [`A${range + 1}`, 'A1'] : ['A1', `A${range + 1}`];
  return tgx.evaluate(board, { from: hexAt(board, from), to: hexAt(board, to), rules: 'tgx', readings });
}

// 004 note 1: "LOS to a hex behind a woods, town, collective farm or fort hex is blocked". A purple hilltop (A1) and
// ground (A7), range 6, ground woods at step 2 (A3): the target is four hexes beyond it, not directly behind.
describe('tgxBehind: a woods hex two steps from the hilltop unit (004 note 1, "behind")', () => {
  const rows = (['next-hex', 'anywhere'] as const).flatMap((tgxBehind) => [
    { tgxBehind, backwards: false, visible: tgxBehind === 'next-hex' },
    { tgxBehind, backwards: true, visible: tgxBehind === 'next-hex' },
  ]);
  test.each(rows)(
    'tgxBehind=$tgxBehind, converse $backwards: visible $visible',
    ({ tgxBehind, backwards, visible }) => {
      const r = los(['hilltop2', 'clear'], 6, { tgxBehind }, backwards, [], { 2: 'woods' });
      expect(r.visible).toBe(visible);
      expect(r.disputes?.filter((d) => d.reading === 'tgxBehind').map((d) => d.visible)).toEqual([!visible]);
      if (!visible) {
        expect(r.reasons[0].rule).toBe('tgx-1');
        expect(r.reasons[0].text).toContain('anywhere behind');
      }
    },
  );

  test('directly behind blocks under both readings (no dispute)', () => {
    for (const tgxBehind of ['next-hex', 'anywhere'] as const) {
      for (const backwards of [false, true]) {
        const r = los(['hilltop2', 'clear'], 6, { tgxBehind }, backwards, [], { 5: 'woods' });
        expect(r.visible).toBe(false);
        expect(r.disputes?.filter((d) => d.reading === 'tgxBehind') ?? []).toEqual([]);
      }
    }
  });
});

// 004's table: "a number of hexes away … equal to the relative height of the intervening terrain (one or two)". A
// purple hilltop (level 4) and ground, range 6, a purple side at side 3 (closer to the hilltop): its relative height
// is 4, the ground unit 3 hexes from it. Capped at the cell's largest number (3) it is clear; uncapped it asks for 4.
describe('tgxHeightCap: an obstacle whose relative height is above the printed numbers (004 table)', () => {
  const rows = (['capped', 'uncapped'] as const).flatMap((tgxHeightCap) => [
    { tgxHeightCap, backwards: false, visible: tgxHeightCap === 'capped' },
    { tgxHeightCap, backwards: true, visible: tgxHeightCap === 'capped' },
  ]);
  test.each(rows)(
    'purple side: tgxHeightCap=$tgxHeightCap, converse $backwards: visible $visible',
    ({ tgxHeightCap, backwards, visible }) => {
      const r = los(['hilltop2', 'clear'], 6, { tgxHeightCap }, backwards, [[3, 'purple']]);
      expect(r.visible).toBe(visible);
      expect(r.disputes?.filter((d) => d.reading === 'tgxHeightCap').map((d) => d.visible)).toEqual([!visible]);
      if (visible) expect((r.cleared ?? []).map((c) => c.text).join(' ')).toMatch(/3 hexes away/);
    },
  );

  test('a yellow side (relative height 3, within the printed numbers) is read alike by both values', () => {
    for (const tgxHeightCap of ['capped', 'uncapped'] as const) {
      for (const backwards of [false, true]) {
        const r = los(['hilltop2', 'clear'], 6, { tgxHeightCap }, backwards, [[3, 'yellow']]);
        expect(r.visible).toBe(true);
        expect(r.disputes ?? []).toEqual([]);
      }
    }
  });
});
