// Example tables for the readings of the combat rules (docs/combat.md: decision 6 and "Overrun"): a plain town's
// units as armoured targets (townArmour) and a wheatfield in July to October as the "clear hex" an overrun needs
// (wheatfieldOverrun). Each row under both values of its reading, with its converse (the firer's and the target's
// hexes swapped), which the reading never touches; the odds flip exactly where the readings part, and the other
// value's odds are offered there as a dispute line and nowhere else.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import { frac } from '../fraction.ts';
import type { Readings } from '../rules/readings.ts';
import type { Terrain } from '../types.ts';
import { type CombatResult, evaluateCombat, type WeaponClass } from './index.ts';
import { at, fakeLos, makeBoard, noLos } from './test-board.ts';

const readingLines = (r: CombatResult, rule: string) => r.notes.filter((n) => n.rule === rule).map((n) => n.text);

function fireAt(
  targetTerrain: Terrain,
  cls: WeaponClass,
  from: string,
  townArmour: 'armoured' | 'printed',
  armored = false,
  swapped = false,
): CombatResult {
  // The target in G10, the firer up column G; swapped: the firer stands in the terrain and the target in the open.
  const board = makeBoard({ hexes: { [swapped ? from : 'G10']: { terrain: targetTerrain } } });
  return evaluateCombat(
    board,
    {
      target: at(board, 'G10'),
      df: frac(2),
      armored,
      rules: 'arvold',
      readings: { townArmour },
      firers: [{ hex: at(board, from), af: frac(2), weaponClass: cls, range: 10 }],
    },
    fakeLos(),
  );
}

// 003's Terrain Effects Chart, Towns: "Stacked units must be treated as one combined DF" (no armour); 001, Collective
// Farms and Old Forts: "All units are treated as armored targets." AF 2 against DF 2, range allowance 10: G8 is within
// half range (2 ≤ 5), G4 beyond it (6 > 5). Weapon Effectiveness Chart: A doubled against armour within half range,
// halved against others; H halved against armour beyond half range; I may not fire at armour.
describe('townArmour: a plain town (003 TEC Towns; 001 one-hex towns)', () => {
  const rows = [
    { seed: '003 WEC, A within half range', cls: 'A', from: 'G8', armoured: '2-1', printed: '1-2' },
    { seed: '003 WEC, H beyond half range', cls: 'H', from: 'G4', armoured: '1-2', printed: '1-1' },
    { seed: '003 WEC, I within half range (close assault only)', cls: 'I', from: 'G8', armoured: null, printed: '1-1' },
    { seed: '003 WEC, H within half range (normal either way)', cls: 'H', from: 'G8', armoured: '1-1', printed: '1-1' },
  ] as const;
  test.each(
    rows.flatMap((row) =>
      (['armoured', 'printed'] as const).map((townArmour) => ({ ...row, townArmour, odds: row[townArmour] })),
    ),
  )('$seed, townArmour=$townArmour: $odds', ({ cls, from, townArmour, odds, armoured, printed }) => {
    const r = fireAt('town', cls, from, townArmour);
    expect(r.column).toBe(odds);
    expect(r.target.armored).toBe(townArmour === 'armoured');
    // Where the armour comes from, in the sheet's notes, named with its source.
    const source = readingLines(r, 'reading-townArmour')[0];
    expect(source).toContain(
      townArmour === 'armoured' ? 'no printed rule says so of a plain town' : 'townArmour=printed',
    );
    const disputes = r.notes.filter((n) => n.rule === 'reading-townArmour' && n.text.startsWith('Under the other'));
    if (armoured === printed) expect(disputes).toEqual([]);
    else {
      const other = townArmour === 'armoured' ? printed : armoured;
      expect(disputes).toHaveLength(1);
      expect(disputes[0].text).toContain(other === null ? 'has no effect' : `goes in at ${other}`);
    }
  });

  test.each(rows.flatMap((row) => (['armoured', 'printed'] as const).map((townArmour) => ({ ...row, townArmour }))))(
    'converse of $seed (the firer in the town, the target in the open), townArmour=$townArmour: the reading has no say',
    ({ cls, from, townArmour }) => {
      const r = fireAt('town', cls, from, townArmour, false, true);
      expect(r.target.armored).toBe(false);
      expect(r.notes.filter((n) => n.rule === 'reading-townArmour')).toEqual([]);
    },
  );

  test('marked armoured: armour either way, and nothing offered', () => {
    for (const townArmour of ['armoured', 'printed'] as const) {
      const r = fireAt('town', 'A', 'G8', townArmour, true);
      expect(r.column).toBe('2-1');
      expect(r.notes.filter((n) => n.text.startsWith('Under the other'))).toEqual([]);
    }
  });

  test.each(['collective-farm', 'old-fort', 'town-woods', 'town-slope'] as const)(
    '001 says so of %s in print: armoured under both readings',
    (terrain) => {
      for (const townArmour of ['armoured', 'printed'] as const) {
        const r = fireAt(terrain, 'A', 'G8', townArmour);
        expect(r.target.armored).toBe(true);
        expect(r.notes.filter((n) => n.rule === 'reading-townArmour')).toEqual([]);
      }
    },
  );
});

function overrunInto(
  targetTerrain: Terrain,
  month: number | undefined,
  wheatfieldOverrun: 'clear' | 'out-of-season',
  swapped = false,
): CombatResult {
  // Overrun from G9 into the target at G10, out through G11; swapped: the overrunning unit stands in the wheatfield.
  const board = makeBoard({ hexes: { [swapped ? 'G9' : 'G10']: { terrain: targetTerrain } } });
  return evaluateCombat(
    board,
    {
      target: at(board, 'G10'),
      df: frac(2),
      overrun: true,
      rules: 'arvold',
      readings: { wheatfieldOverrun },
      ...(month === undefined ? {} : { markers: { month } }),
      firers: [{ hex: at(board, 'G9'), af: frac(4), weaponClass: 'A', range: 0 }],
    },
    noLos,
  );
}

// 003, Overrun Attack: "Target unit must be in a clear hex." 001, Wheatfields: "Effects on Combat: None", and "Wheatfields
// are only in effect in scenarios that occur in the months of July, August, September, and October. In any other month
// treat them as regular Clear Terrain." AF 4 against DF 2 is 2-1, shifted to 3-1.
describe('wheatfieldOverrun: an overrun into a wheatfield (001 Wheatfields; 003 Overrun Attack)', () => {
  const rows = [
    { seed: '001 Wheatfields, August (in season)', month: 8, clear: '3-1', outOfSeason: null },
    { seed: '001 Wheatfields, no month: the board as printed', month: undefined, clear: '3-1', outOfSeason: null },
    {
      seed: '001 Wheatfields, March: "treat them as regular Clear Terrain"',
      month: 3,
      clear: '3-1',
      outOfSeason: '3-1',
    },
  ] as const;
  test.each(
    rows.flatMap((row) =>
      (['clear', 'out-of-season'] as const).map((wheatfieldOverrun) => ({
        ...row,
        wheatfieldOverrun,
        odds: wheatfieldOverrun === 'clear' ? row.clear : row.outOfSeason,
      })),
    ),
  )('$seed, wheatfieldOverrun=$wheatfieldOverrun: $odds', ({ month, wheatfieldOverrun, odds, clear, outOfSeason }) => {
    const r = overrunInto('wheatfield', month, wheatfieldOverrun);
    expect(r.column).toBe(odds);
    if (odds === null) {
      expect(r.refusal?.text).toContain('wheatfieldOverrun=out-of-season');
      expect(r.refusal?.text).toContain(month === undefined ? 'no month was given' : 'August');
    }
    const disputes = readingLines(r, 'reading-wheatfieldOverrun');
    if (clear === outOfSeason) expect(disputes).toEqual([]);
    else
      expect(disputes).toEqual([
        expect.stringContaining(odds === null ? 'the overrun goes in at 3-1' : 'the overrun is refused'),
      ]);
  });

  test.each(
    rows.flatMap((row) =>
      (['clear', 'out-of-season'] as const).map((wheatfieldOverrun) => ({ ...row, wheatfieldOverrun })),
    ),
  )(
    'converse of $seed (the overrunning unit in the wheatfield, the target in the open), wheatfieldOverrun=$wheatfieldOverrun',
    ({ month, wheatfieldOverrun }) => {
      const r = overrunInto('wheatfield', month, wheatfieldOverrun, true);
      expect(r.column).toBe('3-1');
      expect(readingLines(r, 'reading-wheatfieldOverrun')).toEqual([]);
    },
  );
});

// Invariant: a combat reading's other value is offered under one value exactly when it is offered under the other, and
// then the two values give different odds; a target outside a town or a wheatfield never asks either reading.
describe('combat readings, offered both ways or neither (property)', () => {
  const terrains = ['town', 'wheatfield', 'clear', 'collective-farm', 'woods'] as const;
  test('random attacks on random terrain', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...terrains),
        fc.constantFrom('I', 'A', 'H', 'M'),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 8 }),
        fc.boolean(),
        fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }),
        (terrain, cls, firerRow, af, df, overrun, month) => {
          const board = makeBoard({ hexes: { G10: { terrain } } });
          const from = overrun ? 'G9' : `G${firerRow}`;
          const ask = (readings: Partial<Readings>) =>
            evaluateCombat(
              board,
              {
                target: at(board, 'G10'),
                df: frac(df),
                overrun,
                rules: 'arvold',
                readings,
                ...(month === undefined ? {} : { markers: { month } }),
                firers: [{ hex: at(board, from), af: frac(af), weaponClass: cls, range: 10 }],
              },
              fakeLos(),
            );
          for (const [id, values] of [
            ['townArmour', ['armoured', 'printed']],
            ['wheatfieldOverrun', ['clear', 'out-of-season']],
          ] as const) {
            const [a, b] = values.map((value) => ask({ [id]: value }));
            const offered = [a, b].map((r) =>
              r.notes.some((n) => n.rule === `reading-${id}` && n.text.startsWith('Under')),
            );
            expect(offered[0]).toBe(offered[1]);
            expect(offered[0]).toBe(a.column !== b.column || !!a.refusal !== !!b.refusal);
            if (terrain !== 'town' && terrain !== 'wheatfield') expect(offered[0]).toBe(false);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
