// Example tables for the readings of the PanzerBlitz-family texts added on
// 2026-11-25 (docs/rules.md; docs/readings.md#the-readings), each row with its
// converse (firer and target swapped) and under both values of its reading.

import { describe, expect, test } from 'vitest';

import { buildBoard, hexAt, type HexSpec } from '../../testing/build-board.ts';
import type { Terrain } from '../../types.ts';
import { evaluateLos } from '../index.ts';
import type { Readings } from '../readings.ts';

function los(
  ends: readonly [Terrain, Terrain],
  from: string,
  to: string,
  rules: 'arvold' | 'original',
  readings: Partial<Readings>,
  extra: Record<string, Terrain | HexSpec> = {},
  hexsides: string[] = [],
) {
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
  test.each(rows)(
    '$ends.0 at A1, $ends.1 at A6, $from → $to, level2NoteL=$level2NoteL: visible $visible',
    ({ ends, from, to, level2NoteL, visible }) => {
      const r = los(ends, from, to, 'arvold', { level2NoteL }, {}, ['A2 S orange', 'A4 S orange']);
      expect(r.visible).toBe(visible);
      expect(r.disputes?.map((d) => [d.reading, d.visible])).toEqual([['level2NoteL', !visible]]);
    },
  );

  test('one orange side is never enough (note L counts more than one)', () => {
    for (const level2NoteL of ['counted', 'heights'] as const)
      expect(los(['slope2', 'slope2'], 'A1', 'A6', 'arvold', { level2NoteL }, {}, ['A3 S orange']).visible).toBe(true);
  });
});

// 003's chart, Hill → Hill: "None"; 000 N: woods and towns "obstruct ALL fire no matter what the elevation".
describe('originalHilltops: single-hex woods between two hilltop units under the 1970 chart', () => {
  const rows = (['note-N', 'chart-none'] as const).flatMap((originalHilltops) => [
    { from: 'A1', to: 'A6', originalHilltops, visible: originalHilltops === 'chart-none' },
    { from: 'A6', to: 'A1', originalHilltops, visible: originalHilltops === 'chart-none' },
  ]);
  test.each(rows)(
    '$from → $to, originalHilltops=$originalHilltops: visible $visible',
    ({ from, to, originalHilltops, visible }) => {
      const r = los(['hilltop', 'hilltop'], from, to, 'original', { originalHilltops }, { A3: 'hilltop' }, []);
      const woods = los(
        ['hilltop', 'hilltop'],
        from,
        to,
        'original',
        { originalHilltops },
        { A3: { terrain: 'woods', level: 'H1', singleHex: true } },
      );
      expect(r.visible).toBe(true);
      expect(woods.visible).toBe(visible);
      // originalSingleHex=hexsides-only would clear it too (offered-readings.test.ts): only this reading's line is looked at.
      expect(
        woods.disputes?.filter((d) => d.reading === 'originalHilltops').map((d) => [d.reading, d.visible]),
      ).toEqual([['originalHilltops', !visible]]);
    },
  );
});

// 003's notes as printed (originalNotes). A1 ground, A6 level 1 hilltop, range 5: side k of 5 lies (2k − 1)/10 of the
// way, so side 3 is exactly midway. Under the default (the full 1970 notes, 000 C and D) brown blocks closer to the unit
// or exactly midway and orange is counted (003 E); as printed, any hexside symbol strictly closer blocks and E is not
// cited in the ground ↔ hill cells. Each row with its converse (the same line fired from the other end).
describe('originalNotes: 003 notes C and D (ground ↔ hilltop under the 1970 chart)', () => {
  const rows = [
    // 003 D: "obstructed by intervening hex-side symbols if symbol is closer to firing unit"; C is its converse.
    {
      seed: '003 D/C, brown exactly midway',
      sides: ['A3 S brown'],
      full: false,
      printed: true,
      fullBack: false,
      printedBack: true,
    },
    // 003 D: "hex-side symbols" read as printed takes orange too; the 1970 notes leave one orange to E's count.
    {
      seed: '003 D/C, one orange closer to the ground unit',
      sides: ['A2 S orange'],
      full: true,
      printed: false,
      fullBack: true,
      printedBack: false,
    },
    // 003 E: "through more than ONE hilltop hex-side symbol" only when both are on hilltops; not cited in the ground ↔ hill cells.
    {
      seed: '003 E, two orange closer to the hilltop',
      sides: ['A4 S orange', 'A5 S orange'],
      full: false,
      printed: true,
      fullBack: false,
      printedBack: true,
    },
    // 003 D: a brown symbol closer to the hilltop unit blocks under neither reading.
    {
      seed: '003 D/C, brown closer to the hilltop',
      sides: ['A4 S brown'],
      full: true,
      printed: true,
      fullBack: true,
      printedBack: true,
    },
  ];
  test.each(
    rows.flatMap((r) =>
      (['full-1970', 'as-printed'] as const).flatMap((originalNotes) => [
        { ...r, originalNotes, from: 'A1', to: 'A6', visible: originalNotes === 'full-1970' ? r.full : r.printed },
        {
          ...r,
          originalNotes,
          from: 'A6',
          to: 'A1',
          visible: originalNotes === 'full-1970' ? r.fullBack : r.printedBack,
        },
      ]),
    ),
  )(
    '$seed: $from → $to, originalNotes=$originalNotes: visible $visible',
    ({ sides, originalNotes, from, to, visible, full, printed }) => {
      const r = los(['clear', 'hilltop'], from, to, 'original', { originalNotes }, {}, sides);
      expect(r.visible).toBe(visible);
      const flips = full !== printed;
      expect(r.disputes?.filter((d) => d.reading === 'originalNotes').map((d) => d.visible) ?? []).toEqual(
        flips ? [!visible] : [],
      );
      if (originalNotes === 'as-printed' && !visible) expect(r.reasons[0].text).toMatch(/003's note [CD] as printed/);
    },
  );

  test('the same line under arvold never consults the reading (000 C and D speak of brown, closer or midway)', () => {
    for (const originalNotes of ['full-1970', 'as-printed'] as const) {
      const r = los(['clear', 'hilltop'], 'A1', 'A6', 'arvold', { originalNotes }, {}, ['A3 S brown']);
      expect(r.visible).toBe(false);
      expect(r.disputes ?? []).toEqual([]);
    }
  });
});

// 003 B: "Firing from ground to slope/hill is obstructed if target is directly behind Gray/Green hexside." The 1970
// notes (000 B) read the firing unit directly behind; as printed, the target. Converse: 003 A (hill to ground, the target
// directly behind), which both readings keep, so the converse rows do not change with the reading.
describe('originalNotes: 003 note B (a gray side, ground up to a hilltop)', () => {
  // Towns of more than one hex (the board runs on beyond this column), so their gray sides are what is judged.
  const town: Record<string, HexSpec> = {
    A2: { terrain: 'town', singleHex: false },
    A5: { terrain: 'town', singleHex: false },
  };
  const rows = [
    { where: "the target's own side", sides: ['A5 S gray'], full: true, printed: false, back: true },
    { where: "the firer's own side", sides: ['A1 S gray'], full: false, printed: true, back: false },
  ];
  test.each(
    rows.flatMap((r) =>
      (['full-1970', 'as-printed'] as const).flatMap((originalNotes) => [
        { ...r, originalNotes, from: 'A1', to: 'A6', visible: originalNotes === 'full-1970' ? r.full : r.printed },
        { ...r, originalNotes, from: 'A6', to: 'A1', visible: r.back },
      ]),
    ),
  )(
    'gray on $where: $from → $to, originalNotes=$originalNotes: visible $visible',
    ({ sides, originalNotes, from, to, visible }) => {
      const r = los(['clear', 'hilltop'], from, to, 'original', { originalNotes }, town, sides);
      expect(r.visible).toBe(visible);
      if (!visible && from === 'A1')
        expect(r.reasons[0].text).toContain(
          originalNotes === 'as-printed' ? "003's note B as printed" : "003's note B",
        );
    },
  );

  test('a single-hex woods next to the ground unit stays 000 B (003 B speaks of hexsides only)', () => {
    for (const originalNotes of ['full-1970', 'as-printed'] as const) {
      const r = los(
        ['clear', 'hilltop'],
        'A1',
        'A6',
        'original',
        { originalNotes },
        { A2: { terrain: 'woods', singleHex: true } },
      );
      expect(r.visible).toBe(false);
    }
  });
});

// 001, Town/Slope Hex: "Blocks Line of Sight/Fire through the hex if it crosses a gray hexside." A town/slope block
// A3–A4 with gray sides A2 S and A4 S between two level 1 hilltops (A1, A6): as ground town it is below both units (no
// effect) and as a brown side neither (hilltop to hilltop); as printed the line through it is blocked.
describe('lowOnSlope: a town on a slope, all three values', () => {
  const townSlope = { A3: 'town-slope' as Terrain, A4: 'town-slope' as Terrain };
  const sides = ['A2 S gray', 'A4 S gray'];
  const rows = (['arvold', 'original'] as const).flatMap((rules) =>
    (['low-or-brown', 'ground-woods', 'town-printed'] as const).flatMap((lowOnSlope) => [
      { rules, lowOnSlope, from: 'A1', to: 'A6', visible: lowOnSlope !== 'town-printed' },
      { rules, lowOnSlope, from: 'A6', to: 'A1', visible: lowOnSlope !== 'town-printed' },
    ]),
  );
  test.each(rows)(
    '$rules, hilltop to hilltop through the town: $from → $to, lowOnSlope=$lowOnSlope: visible $visible',
    ({ rules, lowOnSlope, from, to, visible }) => {
      const r = los(['hilltop', 'hilltop'], from, to, rules, { lowOnSlope }, townSlope, sides);
      expect(r.visible).toBe(visible);
      const disputes = r.disputes?.filter((d) => d.reading === 'lowOnSlope').map((d) => [d.value, d.visible]) ?? [];
      // Each other value that flips the verdict is offered: from a CLEAR default only town-printed; from town-printed both others.
      expect(disputes).toEqual(
        visible
          ? [['town-printed', false]]
          : [
              ['low-or-brown', true],
              ['ground-woods', true],
            ],
      );
      if (!visible) expect(r.reasons[0].text).toContain("001's town/slope as printed");
    },
  );

  test('a line into the town/slope hex is not through it: its gray side is judged as before', () => {
    for (const lowOnSlope of ['low-or-brown', 'ground-woods', 'town-printed'] as const) {
      const into = evaluateLos(
        buildBoard({
          columns: 1,
          rows: 6,
          hexes: { A1: 'hilltop', A3: 'town-slope', A4: 'town-slope' },
          hexsides: sides,
        }),
        {
          from: { q: 0, r: 0 },
          to: { q: 0, r: 2 },
          rules: 'arvold',
          readings: { lowOnSlope },
        },
      );
      expect(into.visible).toBe(true);
    }
  });
});
