import { describe, expect, it } from 'vitest';
import { type Fraction, frac, fracToString } from '../fraction.ts';
import { hexDistance, sideTowards } from '../hex/axial.ts';
import type { Level, Side, Terrain } from '../types.ts';
import { type CombatDeps, type CombatInput, type CombatResult, type WeaponClass, evaluateCombat } from './index.ts';
import { type BoardSpec, at, fakeLos, makeBoard, noLos } from './test-board.ts';

// The target stands in G10; hexes up column G are 1..9 hexes away (G9 adjacent).
const TARGET = 'G10';

interface FirerSpec {
  readonly at: string;
  readonly af?: number | Fraction;
  readonly cls?: WeaponClass;
  readonly range?: number;
}

type Options = Partial<Omit<CombatInput, 'target' | 'firers'>> & { readonly target?: string };

function fire(spec: BoardSpec, firers: readonly FirerSpec[], options: Options = {}, deps: CombatDeps = fakeLos()): CombatResult {
  const board = makeBoard(spec);
  const { target = TARGET, ...rest } = options;
  return evaluateCombat(
    board,
    {
      df: frac(2),
      rules: 'arvold',
      ...rest,
      target: at(board, target),
      firers: firers.map((f) => ({
        hex: at(board, f.at),
        af: typeof f.af === 'object' ? f.af : frac(f.af ?? 8),
        weaponClass: f.cls ?? 'H',
        range: f.range ?? 10,
      })),
    },
    deps,
  );
}

const s = fracToString;
const factors = (r: CombatResult, i = 0) => r.firers[i].multipliers.map((m) => [s(m.factor), m.rule]);

describe('test board layout', () => {
  it('puts the column G hexes at the distances the tables assume', () => {
    const board = makeBoard();
    const d = (a: string) => hexDistance(at(board, a), at(board, TARGET));
    expect([d('G9'), d('G7'), d('G6'), d('G5'), d('G4'), d('F10'), d('H10'), d('G11')]).toEqual([1, 3, 4, 5, 6, 1, 1, 1]);
    const side = (a: string) => sideTowards(at(board, TARGET), at(board, a));
    expect([side('G9'), side('F10'), side('H10'), side('G11')]).toEqual(['N', 'SW', 'SE', 'S']);
  });
});

describe('weapon effectiveness (003 Weapon Effectiveness Chart)', () => {
  // Range 8: distance 4 is exactly half range (within, "<= 1/2 Range"), distance 6 beyond.
  const rows: [string, WeaponClass, boolean, string, string | { excluded: string }][] = [
    ['003 WEC: I vs armoured within half range is close assault only', 'I', true, 'G6', { excluded: 'close assault' }],
    ['003 WEC: I vs armoured beyond half range is not allowed', 'I', true, 'G4', { excluded: 'may not attack' }],
    ['003 WEC: I vs others within half range is normal', 'I', false, 'G6', '8'],
    ['003 WEC: I vs others beyond half range is normal', 'I', false, 'G4', '8'],
    ['003 WEC: A vs armoured within half range is doubled', 'A', true, 'G6', '16'],
    ['003 WEC: A vs armoured beyond half range is normal', 'A', true, 'G4', '8'],
    ['003 WEC: A vs others within half range is halved', 'A', false, 'G6', '4'],
    ['003 WEC: A vs others beyond half range is halved', 'A', false, 'G4', '4'],
    ['003 WEC: H vs armoured within half range is normal', 'H', true, 'G6', '8'],
    ['003 WEC: H vs armoured beyond half range is halved', 'H', true, 'G4', '4'],
    ['003 WEC: H vs others within half range is normal', 'H', false, 'G6', '8'],
    ['003 WEC: H vs others beyond half range is normal', 'H', false, 'G4', '8'],
    ['003 WEC: M vs armoured within half range is normal', 'M', true, 'G6', '8'],
    ['003 WEC: M vs armoured beyond half range is halved', 'M', true, 'G4', '4'],
    ['003 WEC: M vs others within half range is normal', 'M', false, 'G6', '8'],
    ['003 WEC: M vs others beyond half range is normal', 'M', false, 'G4', '8'],
  ];
  it.each(rows)('%s', (_name, cls, armored, from, expected) => {
    const r = fire({}, [{ at: from, cls, range: 8 }], { armored });
    if (typeof expected === 'object') {
      expect(r.firers).toHaveLength(0);
      expect(r.excluded[0]).toMatchObject({ rule: `003-weapon-${cls}` });
      expect(r.excluded[0].reason).toContain(expected.excluded);
      expect(r.column).toBeNull();
    } else {
      expect(r.excluded).toHaveLength(0);
      expect(s(r.firers[0].effective)).toBe(expected);
      for (const m of r.firers[0].multipliers) expect(m.rule).toBe(`003-weapon-${cls}`);
    }
  });

  it('003 WEC: with an odd range, half range is exact (distance 4 > 7/2 is beyond)', () => {
    const r = fire({}, [{ at: 'G6', cls: 'A', range: 7 }], { armored: true });
    expect(s(r.firers[0].effective)).toBe('8');
    const near = fire({}, [{ at: 'G7', cls: 'A', range: 7 }], { armored: true });
    expect(s(near.firers[0].effective)).toBe('16');
    expect(near.firers[0].multipliers[0].text).toBe(
      'Doubled: class A weapons against an armoured target within half range (distance 3, range 7) (003 Weapon Effectiveness Chart)',
    );
  });
});

interface HillRow {
  readonly name: string;
  readonly target: { terrain: Terrain; level?: Level };
  readonly firer: string;
  readonly firerHex?: { terrain: Terrain; level?: Level };
  readonly side?: { side: Side; symbol: 'brown' | 'yellow' | 'orange' | 'green' };
  readonly factor: string;
  readonly rule: string;
  readonly text?: string;
}

describe('elevation halving by the defender level (000 Hill and Slope Defense Exceptions)', () => {
  const rows: HillRow[] = [
    {
      name: '000 exception C: slope defender, firer not adjacent (cli.md example text)',
      target: { terrain: 'slope' },
      firer: 'G5',
      factor: '1/2',
      rule: 'hill-C',
      text: 'Halved: the defender is on a slope and you are not adjacent (Hill and Slope Defence Exception C)',
    },
    {
      name: '000 exception C: slope defender, firer on a level 2 hilltop is still halved',
      target: { terrain: 'slope' },
      firer: 'G7',
      firerHex: { terrain: 'hilltop2' },
      factor: '1/2',
      rule: 'hill-C',
    },
    {
      name: '000 exception C: level 2 slope (by level) defender, firer not adjacent',
      target: { terrain: 'slope', level: 'S2' },
      firer: 'G7',
      factor: '1/2',
      rule: 'hill-C',
      text: 'Halved: the defender is on a level 2 slope and you are not adjacent (Hill and Slope Defence Exception C)',
    },
    {
      name: '000 exception B: slope defender, adjacent ground firer, no symbol between',
      target: { terrain: 'slope' },
      firer: 'G9',
      factor: '1',
      rule: 'hill-B',
      text: 'Not halved: you are adjacent to the defender on a slope (Hill and Slope Defence Exception B)',
    },
    {
      name: '000 exception B: slope defender, adjacent firer across a brown hexside is halved',
      target: { terrain: 'slope' },
      firer: 'G9',
      side: { side: 'N', symbol: 'brown' },
      factor: '1/2',
      rule: 'hill-B',
      text: 'Halved: a brown hexside lies between you and the defender on a slope, even though you are adjacent (Hill and Slope Defence Exception B)',
    },
    {
      name: '000 exception B: level 2 slope defender, adjacent firer across a yellow hexside is halved',
      target: { terrain: 'slope', level: 'S2' },
      firer: 'F10',
      side: { side: 'SW', symbol: 'yellow' },
      factor: '1/2',
      rule: 'hill-B',
    },
    {
      name: '000 exception B: only brown or yellow halve; an orange hexside between does not',
      target: { terrain: 'slope' },
      firer: 'G11',
      side: { side: 'S', symbol: 'orange' },
      factor: '1',
      rule: 'hill-B',
    },
    {
      name: '000 exception B: a green hexside between does not halve',
      target: { terrain: 'slope' },
      firer: 'H10',
      side: { side: 'SE', symbol: 'green' },
      factor: '1',
      rule: 'hill-B',
    },
    {
      name: '000 exception A: level 1 hilltop defender, firer on another level 1 hilltop',
      target: { terrain: 'hilltop' },
      firer: 'G5',
      firerHex: { terrain: 'hilltop' },
      factor: '1',
      rule: 'hill-A',
      text: 'Not halved: you are on a level 1 hilltop, as high as the defender on a level 1 hilltop (Hill and Slope Defence Exception A)',
    },
    {
      name: '000 exception A: level 1 hilltop defender, firer on a level 2 hilltop',
      target: { terrain: 'hilltop' },
      firer: 'G5',
      firerHex: { terrain: 'hilltop2' },
      factor: '1',
      rule: 'hill-A',
      text: 'Not halved: you are on a level 2 hilltop, higher than the defender on a level 1 hilltop (Hill and Slope Defence Exception A)',
    },
    {
      name: '000 exception A: level 1 hilltop defender, firer on a level 2 slope firing down',
      target: { terrain: 'hilltop' },
      firer: 'G5',
      firerHex: { terrain: 'slope2' },
      factor: '1',
      rule: 'hill-A',
      text: 'Not halved: you are on a level 2 slope, firing down at the defender on a level 1 hilltop (Hill and Slope Defence Exception A)',
    },
    {
      name: '000 exception A/C: level 2 hilltop defender, firer on a level 1 hilltop is halved',
      target: { terrain: 'hilltop2' },
      firer: 'G5',
      firerHex: { terrain: 'hilltop' },
      factor: '1/2',
      rule: 'hill-C',
    },
    {
      name: '000 exception A/C: level 2 hilltop defender, firer on a level 2 slope is halved',
      target: { terrain: 'hilltop2' },
      firer: 'G5',
      firerHex: { terrain: 'slope2' },
      factor: '1/2',
      rule: 'hill-C',
    },
    {
      name: '000 exception C: hilltop defender, ground firer is halved',
      target: { terrain: 'hilltop' },
      firer: 'G5',
      factor: '1/2',
      rule: 'hill-C',
      text: 'Halved: the defender is on a level 1 hilltop and you are at ground level, not on a hilltop of the same or higher level (Hill and Slope Defence Exception C)',
    },
    {
      name: '000 exception C: hilltop defender, adjacent ground firer is still halved (B is for slopes only)',
      target: { terrain: 'hilltop' },
      firer: 'G9',
      factor: '1/2',
      rule: 'hill-C',
    },
    {
      name: '000 exception C: hilltop defender, firer on a level 1 slope is halved',
      target: { terrain: 'hilltop' },
      firer: 'G7',
      firerHex: { terrain: 'slope' },
      factor: '1/2',
      rule: 'hill-C',
    },
    {
      name: 'combat.md: the level decides, not the terrain name (woods on a level 1 hilltop)',
      target: { terrain: 'woods', level: 'H1' },
      firer: 'G5',
      factor: '1/2',
      rule: 'hill-C',
    },
    {
      name: 'combat.md: a firer in hilltop terrain given level 2 is a level 2 hilltop firer',
      target: { terrain: 'hilltop2' },
      firer: 'G5',
      firerHex: { terrain: 'hilltop', level: 'H2' },
      factor: '1',
      rule: 'hill-A',
    },
  ];
  it.each(rows)('$name', (row) => {
    const hexes: Record<string, { terrain: Terrain; level?: Level }> = { [TARGET]: row.target };
    if (row.firerHex) hexes[row.firer] = row.firerHex;
    const hexsides = row.side ? [{ hex: TARGET, side: row.side.side, symbol: row.side.symbol }] : [];
    const r = fire({ hexes, hexsides }, [{ at: row.firer, af: 8, cls: 'H' }]);
    expect(factors(r)).toEqual([[row.factor, row.rule]]);
    expect(s(r.firers[0].effective)).toBe(row.factor === '1' ? '8' : '4');
    if (row.text) expect(r.firers[0].multipliers[0].text).toBe(row.text);
    expect(r.firers[0].multipliers[0].source).toMatch(/^000_a03a26f52f8a01a8\.txt/);
  });

  it('000 gullies B, combat.md: a defender in a gully is at ground level, never halved', () => {
    const r = fire({ hexes: { [TARGET]: { terrain: 'gully' } } }, [{ at: 'G9' }]);
    expect(r.firers[0].multipliers).toEqual([]);
    expect(r.target.level).toBe('G');
  });

  it('003 TEC: a defender on clear ground is not halved and no exception is listed', () => {
    const r = fire({}, [{ at: 'G5', af: 8 }]);
    expect(r.firers[0].multipliers).toEqual([]);
  });
});

describe('001 terrain effects on combat', () => {
  const halvingRows: [string, Terrain, string, { side: Side; symbol: 'brown' | 'yellow' } | undefined, string, string][] = [
    ['001 Town/Slope: halved when not adjacent', 'town-slope', 'G7', undefined, '1/2', '001-town-slope'],
    ['001 Town/Slope: not halved when adjacent', 'town-slope', 'G9', undefined, '1', '001-town-slope'],
    ['001 Town/Slope with 000 B: adjacent across a brown hexside is halved', 'town-slope', 'G9', { side: 'N', symbol: 'brown' }, '1/2', 'hill-B'],
    ['001 Gorge/Bridge: halved when not adjacent, even at level G', 'gorge-bridge', 'G7', undefined, '1/2', '001-gorge-bridge'],
    ['001 Gorge/Bridge: not halved when adjacent', 'gorge-bridge', 'F10', undefined, '1', '001-gorge-bridge'],
    ['001 Level 2 Slope: halved when not adjacent', 'slope2', 'G7', undefined, '1/2', '001-slope2'],
    ['001 Level 2 Slope: not halved when adjacent', 'slope2', 'H10', undefined, '1', '001-slope2'],
    ['001 Level 2 Slope with 000 B: adjacent across a yellow hexside is halved', 'slope2', 'H10', { side: 'SE', symbol: 'yellow' }, '1/2', 'hill-B'],
    ['001 Level 1 Hilltop/Level 2 Slope: halved when not adjacent', 'hilltop-slope2', 'G7', undefined, '1/2', '001-hilltop-slope2'],
    ['001 Level 1 Hilltop/Level 2 Slope: not halved when adjacent', 'hilltop-slope2', 'G9', undefined, '1', '001-hilltop-slope2'],
  ];
  it.each(halvingRows)('%s', (_name, terrain, firer, side, factor, rule) => {
    const r = fire(
      { hexes: { [TARGET]: { terrain } }, hexsides: side ? [{ hex: TARGET, ...side }] : [] },
      [{ at: firer, af: 8, cls: 'H' }],
      { armored: true },
    );
    expect(factors(r)).toEqual([[factor, rule]]);
  });

  it('001 Level 1 Hilltop/Level 2 Slope: a level 2 hilltop firer that is not adjacent is still halved', () => {
    const r = fire({ hexes: { [TARGET]: { terrain: 'hilltop-slope2' }, G7: { terrain: 'hilltop2' } } }, [{ at: 'G7' }]);
    expect(factors(r)).toEqual([['1/2', '001-hilltop-slope2']]);
    expect(r.firers[0].multipliers[0].text).toBe(
      'Halved: the defender is in a level 1 hilltop/level 2 slope hex and you are not adjacent (001 Level 1 Hilltop/Level 2 Slope Hex)',
    );
  });

  const terrainRows: [string, Terrain, { drm: number; combined: boolean; spotting: boolean }][] = [
    ['003 TEC Woods: +1, spotted', 'woods', { drm: 1, combined: false, spotting: true }],
    ['003 TEC Towns: +1, combined DF, armoured (combat.md), spotted', 'town', { drm: 1, combined: true, spotting: true }],
    ['003 TEC Swamps: +1', 'swamp', { drm: 1, combined: false, spotting: false }],
    ['001 Collective Farms: +1, combined DF, armoured, spotted', 'collective-farm', { drm: 1, combined: true, spotting: true }],
    ['001 Old Forts: +1, combined DF, armoured, spotted', 'old-fort', { drm: 1, combined: true, spotting: true }],
    ['001 Wood Copse: +1, spotted', 'wood-copse', { drm: 1, combined: false, spotting: true }],
    ['001 Town/Woods: +1, combined DF, armoured, spotted', 'town-woods', { drm: 1, combined: true, spotting: true }],
    ['001 Town/Slope: +1, combined DF, armoured, spotted', 'town-slope', { drm: 1, combined: true, spotting: true }],
    ['001 Gorge/Bridge: no die modifier, no spotting', 'gorge-bridge', { drm: 0, combined: false, spotting: false }],
    ['001 Railroad: no effect on combat', 'railroad', { drm: 0, combined: false, spotting: false }],
    ['001 Bridge/River: no effect on combat', 'bridge-river', { drm: 0, combined: false, spotting: false }],
    ['003 TEC Gullies: no die modifier', 'gully', { drm: 0, combined: false, spotting: false }],
  ];
  it.each(terrainRows)('%s', (_name, terrain, expected) => {
    // A class A firer within half range shows whether the target counts as armoured (x2) or not (x1/2).
    const r = fire({ hexes: { [TARGET]: { terrain } } }, [{ at: 'G9', cls: 'A', range: 8 }]);
    expect(r.drmTotal).toBe(expected.drm);
    if (expected.drm) expect(r.drm[0].text).toMatch(/^\+1: defender in /);
    expect(r.target.armored).toBe(expected.combined);
    expect(r.target.combinedDf).toBe(expected.combined);
    expect(r.firers[0].multipliers[0]).toMatchObject({ rule: '003-weapon-A', factor: expected.combined ? frac(2) : frac(1, 2) });
    expect(r.notes.some((n) => n.text.includes('one combined DF'))).toBe(expected.combined);
    expect(r.reminders.length > 0).toBe(expected.spotting);
  });

  it('003 TEC / cli.md: the woods modifier and reminder read as in cli.md', () => {
    const r = fire({ hexes: { [TARGET]: { terrain: 'woods' } } }, [{ at: 'G9' }]);
    expect(r.drm).toEqual([{ value: 1, rule: '003-drm-woods', source: expect.stringContaining('003_'), text: '+1: defender in woods' }]);
    expect(r.reminders.map((x) => x.text)).toEqual(['The target is in woods: it must be spotted before it may be fired on.']);
  });

  const wheat: [string, number | undefined, string | undefined][] = [
    ['001 Wheatfields: in August infantry and forts must be spotted', 8, 'in a wheatfield in August: infantry (units numbered in the 100s and 200s) and forts'],
    ['001 Wheatfields: in March a wheatfield is clear terrain, no reminder', 3, undefined],
    ['001 Wheatfields: with no month given, the reminder is conditional', undefined, 'if the scenario is set in July to October, infantry (units numbered in the 100s and 200s)'],
  ];
  it.each(wheat)('%s', (_name, month, text) => {
    const r = fire({ hexes: { [TARGET]: { terrain: 'wheatfield' } } }, [{ at: 'G9' }], month ? { markers: { month } } : {});
    expect(r.drm).toEqual([]);
    if (text === undefined) expect(r.reminders).toEqual([]);
    else expect(r.reminders[0]).toMatchObject({ rule: '001-spotting-wheatfield', text: expect.stringContaining(text) });
  });
});

describe('indirect fire (combat.md step 4 decision)', () => {
  it.each([
    ['combat.md: a slope defender is not halved by indirect fire', 'slope' as Terrain],
    ['combat.md: a hilltop defender is not halved by indirect fire', 'hilltop' as Terrain],
    ['combat.md: a gorge/bridge defender is not halved by indirect fire', 'gorge-bridge' as Terrain],
  ])('%s', (_name, terrain) => {
    const r = fire({ hexes: { [TARGET]: { terrain } } }, [{ at: 'G5', af: 8, cls: 'H' }], { indirect: true }, noLos);
    expect(factors(r)).toEqual([['1', 'indirect-no-halving']]);
    expect(r.firers[0].los).toBeNull();
    expect(r.notes.map((n) => n.rule)).toContain('indirect');
  });

  it('003 WEC: weapon effectiveness still applies to indirect fire', () => {
    const r = fire({}, [{ at: 'G4', af: 8, cls: 'H', range: 8 }], { indirect: true, armored: true }, noLos);
    expect(s(r.firers[0].effective)).toBe('4');
  });
});

describe('several firers and exact factors (combat.md step 5)', () => {
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

  it('combat.md: halves are summed before rounding (3/2 + 3/2 = 3 against 1 is 3-1, not 2-1)', () => {
    const r = fire({ hexes: { [TARGET]: { terrain: 'slope' } } }, [{ at: 'G6', af: 3 }, { at: 'G5', af: 3 }], { df: frac(1) });
    expect(r.firers.map((f) => s(f.effective))).toEqual(['3/2', '3/2']);
    expect(s(r.totalAf)).toBe('3');
    expect(r.column).toBe('3-1');
  });

  it('combat.md: 13 halved is 13/2, kept exact', () => {
    const r = fire({ hexes: { [TARGET]: { terrain: 'slope' } } }, [{ at: 'G5', af: 13 }]);
    expect(s(r.firers[0].effective)).toBe('13/2');
    expect(s(r.ratio)).toBe('13/4');
    expect(r.column).toBe('3-1');
  });

  it('combat.md: factors compound (class A at an unarmoured slope defender: 1/2 x 1/2 = 1/4)', () => {
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

describe('firers that cannot take part (combat.md steps 1 and 2)', () => {
  it('combat.md step 1: out of range, with the cli.md reason', () => {
    const r = fire({}, [{ at: 'G2', range: 7 }, { at: 'G7' }]);
    expect(r.excluded).toHaveLength(1);
    expect(r.excluded[0]).toMatchObject({ rule: 'range', distance: 8, reason: 'out of range (distance 8 > range 7)' });
    expect(r.firers).toHaveLength(1);
  });

  it('combat.md step 2: no LOS, with the rule set reason, and the query carries rules, trace and markers', () => {
    const deps = fakeLos(['G5']);
    const markers = { month: 8, blockedHexes: [] };
    const r = fire({}, [{ at: 'G5' }, { at: 'G7' }], { rules: 'original', trace: 'real', markers }, deps);
    expect(r.excluded[0]).toMatchObject({ rule: 'los', reason: 'no line of sight: A hill is in the way (note X).' });
    expect(r.excluded[0].los?.visible).toBe(false);
    expect(r.firers[0].los?.visible).toBe(true);
    expect(deps.queries[0]).toMatchObject({ rules: 'original', trace: 'real', markers });
  });

  it('combat.md: range is checked before LOS (no LOS query for a firer out of range)', () => {
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
    ['combat.md: overrun at 5-1 shifts to 6-1 and reads 4-1', 10, 2, '5-1', '4-1'],
    ['combat.md: overrun at 1-5 shifts to 1-4', 2, 10, '1-5', '1-4'],
    ['combat.md: overrun at 1-6 shifts to 1-5, still below the table: no effect', 2, 12, '1-6', null],
    ['combat.md: overrun at 1-1 reads 2-1', 4, 4, '1-1', '2-1'],
  ])('%s', (_name, af, df, odds, column) => {
    const r = fire({}, [{ at: 'G9', af }], { overrun: true, df: frac(df) }, noLos);
    expect(r.odds).toBe(odds);
    expect(r.column).toBe(column);
  });

  it.each([
    ['003 Overrun: not into woods', { terrain: 'woods' as Terrain }, 'G9', 'the target is in woods, not in a clear hex'],
    ['003 Overrun: not onto a slope', { terrain: 'slope' as Terrain }, 'G9', 'the target is on a slope, not in a clear hex'],
    ['003 Overrun: not onto open ground raised to a hilltop', { terrain: 'clear' as Terrain, level: 'H1' as Level }, 'G9', 'the target is on a level 1 hilltop'],
    ['003 Overrun: the firer must be adjacent', { terrain: 'clear' as Terrain }, 'G7', 'not adjacent to the target (distance 3)'],
  ])('%s', (_name, hex, firer, reason) => {
    const r = fire({ hexes: { [TARGET]: hex } }, [{ at: firer }], { overrun: true }, noLos);
    expect(r.firers).toEqual([]);
    expect(r.excluded[0]).toMatchObject({ rule: '003-overrun' });
    expect(r.excluded[0].reason).toContain(reason);
    expect(r.column).toBeNull();
  });

  it.each(['road', 'ford', 'railroad', 'wheatfield'] as Terrain[])('003 Overrun / 000 gullies C / 001: %s counts as a clear hex', (terrain) => {
    const r = fire({ hexes: { [TARGET]: { terrain } } }, [{ at: 'G9' }], { overrun: true }, noLos);
    expect(r.firers).toHaveLength(1);
  });

  it('combat.md: an overrun cannot also be indirect fire', () => {
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
    expect(Object.fromEntries(Object.entries(r.chances).map(([k, v]) => [k, s(v)]))).toEqual({ X: '2/3', DD: '0', D: '1/3', none: '0' });
    expect(r.notes.map((n) => n.rule)).toContain('003-dd');
  });

  it('003 CRT: the same attack on a defender not dispersed keeps DD', () => {
    const r = fire({}, [{ at: 'G7', af: 8 }], { df: frac(4) });
    expect(r.dice.map((d) => d.result)).toEqual(['X', 'DD', 'DD', 'D', 'D', 'none']);
    expect(Object.fromEntries(Object.entries(r.chances).map(([k, v]) => [k, s(v)]))).toEqual({ X: '1/6', DD: '1/3', D: '1/3', none: '1/6' });
  });

  it('combat.md: the modified roll is clamped to the rows (-1..7)', () => {
    const low = fire({}, [{ at: 'G9', af: 8 }], { df: frac(2), overrun: true, dispersed: true }, noLos);
    expect(low.dice[0]).toMatchObject({ face: 1, modified: -2, roll: -1 });
    const high = fire({ hexes: { [TARGET]: { terrain: 'woods' } } }, [{ at: 'G7', af: 8 }], { df: frac(2) });
    expect(high.dice[5]).toMatchObject({ face: 6, modified: 7, roll: 7, result: 'none' });
  });

  it.each([
    ['combat.md: at 4-1, the last column', 8, 2, '4-1', '4-1', undefined],
    ['combat.md: beyond 4-1 the last column is read', 18, 2, '9-1', '4-1', 'crt-above'],
    ['combat.md: at 1-4, the first column', 2, 8, '1-4', '1-4', undefined],
    ['combat.md: below 1-4 no effect is possible', 2, 10, '1-5', null, 'crt-below'],
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

  it('combat.md: with no firer left, no odds and no effect', () => {
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
