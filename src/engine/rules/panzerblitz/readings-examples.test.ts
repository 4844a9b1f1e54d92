// Example tables for the readings of the PanzerBlitz-family texts added on
// 2026-11-25 (rules-panzerblitz.md; spec readings.md §2), each row with its
// converse (firer and target swapped) and under both values of its reading.

import { describe, expect, test } from 'vitest';
import { buildBoard, hexAt, type HexSpec } from '../../testing/build-board.ts';
import { evaluateLos } from '../index.ts';
import type { Readings } from '../readings.ts';
import type { Terrain } from '../../types.ts';

function los(ends: readonly [Terrain, Terrain], from: string, to: string, rules: 'arvold' | 'original', readings: Partial<Readings>, extra: Record<string, Terrain | HexSpec> = {}, hexsides: string[] = []) {
  const board = buildBoard({ columns: 1, rows: 6, hexes: { A1: ends[0], A6: ends[1], ...extra }, hexsides });
  return evaluateLos(board, { from: hexAt(board, from), to: hexAt(board, to), rules, readings });
}

// 000 L: "In all other situations, except in cases G, H, I, and J above, the LOS is obstructed if it must be
// traced through more than one Orange/Red and/or Purple hex-side."
describe('level2NoteL: two orange sides between level 2 units (000 L)', () => {
  const pairs: [Terrain, Terrain][] = [
    ['slope2', 'slope2'],
    ['slope2', 'hilltop2'],
    ['hilltop2', 'slope2'],
  ];
  const rows = pairs.flatMap((ends) =>
    (['counted', 'heights'] as const).flatMap((level2NoteL) => [
      { ends, from: 'A1', to: 'A6', level2NoteL, visible: level2NoteL === 'heights' },
      { ends, from: 'A6', to: 'A1', level2NoteL, visible: level2NoteL === 'heights' },
    ]),
  );
  test.each(rows)('$ends.0 at A1, $ends.1 at A6, $from → $to, level2NoteL=$level2NoteL: visible $visible', ({ ends, from, to, level2NoteL, visible }) => {
    const r = los(ends, from, to, 'arvold', { level2NoteL }, {}, ['A2 S orange', 'A4 S orange']);
    expect(r.visible).toBe(visible);
    expect(r.disputes?.map((d) => [d.reading, d.visible])).toEqual([['level2NoteL', !visible]]);
  });

  test('one orange side is never enough (note L counts more than one)', () => {
    for (const level2NoteL of ['counted', 'heights'] as const) expect(los(['slope2', 'slope2'], 'A1', 'A6', 'arvold', { level2NoteL }, {}, ['A3 S orange']).visible).toBe(true);
  });
});

// 003's chart, Hill → Hill: "None"; 000 N: woods and towns "obstruct ALL fire no matter what the elevation".
describe('originalHilltops: single-hex woods between two hilltop units under the 1970 chart', () => {
  const rows = (['note-N', 'chart-none'] as const).flatMap((originalHilltops) => [
    { from: 'A1', to: 'A6', originalHilltops, visible: originalHilltops === 'chart-none' },
    { from: 'A6', to: 'A1', originalHilltops, visible: originalHilltops === 'chart-none' },
  ]);
  test.each(rows)('$from → $to, originalHilltops=$originalHilltops: visible $visible', ({ from, to, originalHilltops, visible }) => {
    const r = los(['hilltop', 'hilltop'], from, to, 'original', { originalHilltops }, { A3: 'hilltop' }, []);
    const woods = los(['hilltop', 'hilltop'], from, to, 'original', { originalHilltops }, { A3: { terrain: 'woods', level: 'H1', singleHex: true } });
    expect(r.visible).toBe(true);
    expect(woods.visible).toBe(visible);
    expect(woods.disputes?.map((d) => [d.reading, d.visible])).toEqual([['originalHilltops', !visible]]);
  });
});
