// Combat odds as a whole (docs/combat.md): the test board, indirect fire, several
// firers and exact factors, firers that cannot take part, overrun, and the die
// rolls and results of 003's CRT. Each firer's multipliers: multipliers.test.ts.

import { describe, expect, it } from 'vitest';

import { frac } from '../fraction.ts';
import { hexDistance, sideTowards } from '../hex/axial.ts';
import type { Level, Terrain } from '../types.ts';
import { at, fakeLos, makeBoard, noLos } from './test-board.ts';
import { factors, fire, s, TARGET } from './test-fire.ts';

describe('test board layout', () => {
  it('puts the column G hexes at the distances the tables assume', () => {
    const board = makeBoard();
    const d = (a: string) => hexDistance(at(board, a), at(board, TARGET));
    expect([d('G9'), d('G7'), d('G6'), d('G5'), d('G4'), d('F10'), d('H10'), d('G11')]).toEqual([
      1, 3, 4, 5, 6, 1, 1, 1,
    ]);
    const side = (a: string) => sideTowards(at(board, TARGET), at(board, a));
    expect([side('G9'), side('F10'), side('H10'), side('G11')]).toEqual(['N', 'SW', 'SE', 'S']);
  });
});

describe('indirect fire (docs/combat.md#each-firer-in-order step 4 decision)', () => {
  // Amended 2026-11-25: these rows are the former default, now the reading indirectHalving=never.
  it.each([
    ['docs/combat.md: a slope defender is not halved by indirect fire', 'slope' as Terrain],
    ['docs/combat.md: a hilltop defender is not halved by indirect fire', 'hilltop' as Terrain],
    ['docs/combat.md: a gorge/bridge defender is not halved by indirect fire', 'gorge-bridge' as Terrain],
  ])('%s (indirectHalving=never)', (_name, terrain) => {
    const r = fire(
      { hexes: { [TARGET]: { terrain } } },
      [{ at: 'G5', af: 8, cls: 'H' }],
      { indirect: true, readings: { indirectHalving: 'never' } },
      noLos,
    );
    expect(factors(r)).toEqual([['1', 'indirect-no-halving']]);
    expect(r.firers[0].los).toBeNull();
    expect(r.notes.map((n) => n.rule)).toContain('indirect');
  });

  // 000, Hill and Slope Defense Exception C: "In all situations other than those described in "A" and "B" above, an
  // attacking unit (regardless of elevation) is halved when firing at units defending on slopes or hilltops."
  it.each([
    { terrain: 'slope' as Terrain, rule: 'hill-C' },
    { terrain: 'hilltop' as Terrain, rule: 'hill-C' },
    { terrain: 'gorge-bridge' as Terrain, rule: '001-gorge-bridge' },
  ])(
    '000 Exception C: a $terrain defender is halved by indirect fire by default, and the other reading is named',
    ({ terrain, rule }) => {
      const r = fire({ hexes: { [TARGET]: { terrain } } }, [{ at: 'G5', af: 8, cls: 'H' }], { indirect: true }, noLos);
      expect(factors(r)).toEqual([['1/2', rule]]);
      expect(r.firers[0].multipliers[0].text).toContain('indirect fire too');
      expect(r.notes.map((n) => n.rule)).toContain('reading-indirectHalving');
    },
  );

  it('000 Exception C: indirect fire at ground level is never halved, and no reading is named', () => {
    const r = fire({}, [{ at: 'G5', af: 8, cls: 'H' }], { indirect: true }, noLos);
    expect(factors(r)).toEqual([]);
    expect(r.notes.map((n) => n.rule)).not.toContain('reading-indirectHalving');
  });

  it('000 Exception A: indirect fire from a hilltop as high as the defender is not halved under either reading', () => {
    for (const indirectHalving of ['halved', 'never'] as const) {
      const r = fire(
        { hexes: { [TARGET]: { terrain: 'hilltop' }, G5: { terrain: 'hilltop' } } },
        [{ at: 'G5', af: 8, cls: 'H' }],
        { indirect: true, readings: { indirectHalving } },
        noLos,
      );
      expect(s(r.firers[0].effective)).toBe('8');
      expect(r.notes.map((n) => n.rule)).not.toContain('reading-indirectHalving');
    }
  });

  it('003 WEC: weapon effectiveness still applies to indirect fire', () => {
    const r = fire({}, [{ at: 'G4', af: 8, cls: 'H', range: 8 }], { indirect: true, armored: true }, noLos);
    expect(s(r.firers[0].effective)).toBe('4');
  });
});

describe('several firers and exact factors (docs/combat.md#each-firer-in-order step 5)', () => {
  it('000 A: two firers at a hilltop, one halved and one not, summed before rounding', () => {
    const r = fire({ hexes: { [TARGET]: { terrain: 'hilltop' }, G6: { terrain: 'hilltop' } } }, [
      { at: 'G6', af: 5 },
      { at: 'F10', af: 5 },
    ]);
    expect(factors(r, 0)).toEqual([['1', 'hill-A']]);
    expect(factors(r, 1)).toEqual([['1/2', 'hill-C']]);
    expect(s(r.totalAf)).toBe('15/2');
    expect(s(r.ratio)).toBe('15/4');
    expect(r.column).toBe('3-1');
  });

  it('docs/combat.md: halves are summed before rounding (3/2 + 3/2 = 3 against 1 is 3-1, not 2-1)', () => {
    const r = fire(
      { hexes: { [TARGET]: { terrain: 'slope' } } },
      [
        { at: 'G6', af: 3 },
        { at: 'G5', af: 3 },
      ],
      { df: frac(1) },
    );
    expect(r.firers.map((f) => s(f.effective))).toEqual(['3/2', '3/2']);
    expect(s(r.totalAf)).toBe('3');
    expect(r.column).toBe('3-1');
  });

  it('docs/combat.md: 13 halved is 13/2, kept exact', () => {
    const r = fire({ hexes: { [TARGET]: { terrain: 'slope' } } }, [{ at: 'G5', af: 13 }]);
    expect(s(r.firers[0].effective)).toBe('13/2');
    expect(s(r.ratio)).toBe('13/4');
    expect(r.column).toBe('3-1');
  });

  it('docs/combat.md: factors compound (class A at an unarmoured slope defender: 1/2 x 1/2 = 1/4)', () => {
    const r = fire({ hexes: { [TARGET]: { terrain: 'slope' } } }, [{ at: 'G5', af: 13, cls: 'A' }]);
    expect(factors(r)).toEqual([
      ['1/2', '003-weapon-A'],
      ['1/2', 'hill-C'],
    ]);
    expect(s(r.firers[0].effective)).toBe('13/4');
  });

  it('accepts a fractional printed AF', () => {
    const r = fire({}, [{ at: 'G5', af: frac(13, 2) }], { df: frac(1) });
    expect(r.column).toBe('4-1');
    expect(r.odds).toBe('6-1');
  });
});

describe('firers that cannot take part (docs/combat.md#each-firer-in-order steps 1 and 2)', () => {
  it('docs/combat.md#each-firer-in-order step 1: out of range, with the docs/cli.md reason', () => {
    const r = fire({}, [{ at: 'G2', range: 7 }, { at: 'G7' }]);
    expect(r.excluded).toHaveLength(1);
    expect(r.excluded[0]).toMatchObject({ rule: 'range', distance: 8, reason: 'out of range (distance 8 > range 7)' });
    expect(r.firers).toHaveLength(1);
  });

  it('docs/combat.md#each-firer-in-order step 2: no LOS, with the rule set reason, and the query carries rules, trace and markers', () => {
    const deps = fakeLos(['G5']);
    const markers = { month: 8, blockedHexes: [] };
    const r = fire({}, [{ at: 'G5' }, { at: 'G7' }], { rules: 'original', trace: 'real', markers }, deps);
    expect(r.excluded[0]).toMatchObject({ rule: 'los', reason: 'no line of sight: A hill is in the way (note X).' });
    expect(r.excluded[0].los?.visible).toBe(false);
    expect(r.firers[0].los?.visible).toBe(true);
    expect(deps.queries[0]).toMatchObject({ rules: 'original', trace: 'real', markers });
  });

  it('docs/combat.md: range is checked before LOS (no LOS query for a firer out of range)', () => {
    const deps = fakeLos();
    fire({}, [{ at: 'G2', range: 3 }], {}, deps);
    expect(deps.queries).toHaveLength(0);
  });

  it('a firer in the target hex is excluded', () => {
    const r = fire({}, [{ at: TARGET }]);
    expect(r.excluded[0].rule).toBe('same-hex');
  });
});

describe('overrun (003 Overrun Attack)', () => {
  it('003 Overrun: clear, adjacent; normal AF, one column right, -2', () => {
    // Class A against an unarmoured target would be halved in fire; an overrun uses the printed AF.
    const r = fire({}, [{ at: 'G9', af: 6, cls: 'A', range: 0 }], { overrun: true }, noLos);
    expect(r.firers[0].multipliers).toEqual([]);
    expect(s(r.totalAf)).toBe('6');
    expect(r.odds).toBe('3-1');
    expect(r.shift).toBe(1);
    expect(r.column).toBe('4-1');
    expect(r.drm).toMatchObject([{ value: -2, rule: '003-drm-overrun', text: '-2: overrun attack' }]);
    expect(r.dice.map((d) => [d.roll, d.result])).toEqual([
      [-1, 'X'],
      [0, 'X'],
      [1, 'X'],
      [2, 'X'],
      [3, 'X'],
      [4, 'X'],
    ]);
  });

  it.each([
    ['docs/combat.md: overrun at 5-1 shifts to 6-1 and reads 4-1', 10, 2, '5-1', '4-1'],
    ['docs/combat.md: overrun at 1-5 shifts to 1-4', 2, 10, '1-5', '1-4'],
    ['docs/combat.md: overrun at 1-6 shifts to 1-5, still below the table: no effect', 2, 12, '1-6', null],
    ['docs/combat.md: overrun at 1-1 reads 2-1', 4, 4, '1-1', '2-1'],
  ])('%s', (_name, af, df, odds, column) => {
    const r = fire({}, [{ at: 'G9', af }], { overrun: true, df: frac(df) }, noLos);
    expect(r.odds).toBe(odds);
    expect(r.column).toBe(column);
  });

  it.each([
    [
      '003 Overrun: not into woods',
      { terrain: 'woods' as Terrain },
      'G9',
      'the target is in woods, not in a clear hex',
    ],
    [
      '003 Overrun: not onto a slope',
      { terrain: 'slope' as Terrain },
      'G9',
      'the target is on a slope, not in a clear hex',
    ],
    [
      '003 Overrun: not onto open ground raised to a hilltop',
      { terrain: 'clear' as Terrain, level: 'H1' as Level },
      'G9',
      'the target is on a level 1 hilltop',
    ],
    [
      '003 Overrun: the firer must be adjacent',
      { terrain: 'clear' as Terrain },
      'G7',
      'not adjacent to the target (distance 3)',
    ],
  ])('%s', (_name, hex, firer, reason) => {
    const r = fire({ hexes: { [TARGET]: hex } }, [{ at: firer }], { overrun: true }, noLos);
    expect(r.firers).toEqual([]);
    expect(r.excluded[0]).toMatchObject({ rule: '003-overrun' });
    expect(r.excluded[0].reason).toContain(reason);
    expect(r.column).toBeNull();
  });

  it.each(['road', 'ford', 'railroad', 'wheatfield'] as Terrain[])(
    '003 Overrun / 000 gullies C / 001: %s counts as a clear hex',
    (terrain) => {
      const r = fire({ hexes: { [TARGET]: { terrain } } }, [{ at: 'G9' }], { overrun: true }, noLos);
      expect(r.firers).toHaveLength(1);
    },
  );

  it('docs/combat.md: an overrun cannot also be indirect fire', () => {
    expect(() => fire({}, [{ at: 'G9' }], { overrun: true, indirect: true }, noLos)).toThrow(RangeError);
  });
});

describe('die rolls and results (003 CRT and Die Roll Modifiers)', () => {
  it('003 Results DD: a dispersed defender reads DD as X, with -1 on the die', () => {
    // 8 against 4 is 2-1; rolls 0..5 read X X DD DD D D.
    const r = fire({}, [{ at: 'G7', af: 8 }], { df: frac(4), dispersed: true });
    expect(r.column).toBe('2-1');
    expect(r.drm).toMatchObject([{ value: -1, rule: '003-drm-dispersed', text: '-1: defender dispersed' }]);
    expect(r.dice.map((d) => [d.face, d.roll, d.printed, d.result])).toEqual([
      [1, 0, 'X', 'X'],
      [2, 1, 'X', 'X'],
      [3, 2, 'DD', 'X'],
      [4, 3, 'DD', 'X'],
      [5, 4, 'D', 'D'],
      [6, 5, 'D', 'D'],
    ]);
    expect(Object.fromEntries(Object.entries(r.chances).map(([k, v]) => [k, s(v)]))).toEqual({
      X: '2/3',
      DD: '0',
      D: '1/3',
      none: '0',
    });
    expect(r.notes.map((n) => n.rule)).toContain('003-dd');
  });

  it('003 CRT: the same attack on a defender not dispersed keeps DD', () => {
    const r = fire({}, [{ at: 'G7', af: 8 }], { df: frac(4) });
    expect(r.dice.map((d) => d.result)).toEqual(['X', 'DD', 'DD', 'D', 'D', 'none']);
    expect(Object.fromEntries(Object.entries(r.chances).map(([k, v]) => [k, s(v)]))).toEqual({
      X: '1/6',
      DD: '1/3',
      D: '1/3',
      none: '1/6',
    });
  });

  it('docs/combat.md: the modified roll is clamped to the rows (-1..7)', () => {
    const low = fire({}, [{ at: 'G9', af: 8 }], { df: frac(2), overrun: true, dispersed: true }, noLos);
    expect(low.dice[0]).toMatchObject({ face: 1, modified: -2, roll: -1 });
    const high = fire({ hexes: { [TARGET]: { terrain: 'woods' } } }, [{ at: 'G7', af: 8 }], { df: frac(2) });
    expect(high.dice[5]).toMatchObject({ face: 6, modified: 7, roll: 7, result: 'none' });
  });

  it.each([
    ['docs/combat.md: at 4-1, the last column', 8, 2, '4-1', '4-1', undefined],
    ['docs/combat.md: beyond 4-1 the last column is read', 18, 2, '9-1', '4-1', 'crt-above'],
    ['docs/combat.md: at 1-4, the first column', 2, 8, '1-4', '1-4', undefined],
    ['docs/combat.md: below 1-4 no effect is possible', 2, 10, '1-5', null, 'crt-below'],
  ])('%s', (_name, af, df, odds, column, note) => {
    const r = fire({}, [{ at: 'G7', af }], { df: frac(df) });
    expect(r.odds).toBe(odds);
    expect(r.column).toBe(column);
    if (note) expect(r.notes.map((n) => n.rule)).toContain(note);
    if (column === null) {
      expect(r.dice.every((d) => d.result === 'none')).toBe(true);
      expect(s(r.chances.none)).toBe('1');
    }
  });

  it('docs/combat.md: with no firer left, no odds and no effect', () => {
    const r = fire({}, [{ at: 'G2', range: 1 }]);
    expect(s(r.totalAf)).toBe('0');
    expect(r.odds).toBeNull();
    expect(r.column).toBeNull();
    expect(s(r.chances.none)).toBe('1');
  });

  it('rejects a defence factor that is not positive', () => {
    expect(() => fire({}, [{ at: 'G7' }], { df: frac(0) })).toThrow(RangeError);
  });
});
