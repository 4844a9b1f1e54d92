// Each firer's multipliers (multipliers.ts): 003's Weapon Effectiveness Chart,
// elevation halving by 000's Hill and Slope Defense Exceptions, and 001's
// combat effects of the new terrain.

import { describe, expect, it } from 'vitest';

import { frac } from '../fraction.ts';
import type { Level, Side, Terrain } from '../types.ts';
import type { WeaponClass } from './index.ts';
import { factors, fire, s, TARGET } from './test-fire.ts';

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
      name: '000 exception C: slope defender, firer not adjacent (docs/cli.md#hexlos-los-board-from-to example text)',
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
      name: 'docs/combat.md: the level decides, not the terrain name (woods on a level 1 hilltop)',
      target: { terrain: 'woods', level: 'H1' },
      firer: 'G5',
      factor: '1/2',
      rule: 'hill-C',
    },
    {
      name: 'docs/combat.md: a firer in hilltop terrain given level 2 is a level 2 hilltop firer',
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

  it('000 gullies B, docs/combat.md: a defender in a gully is at ground level, never halved', () => {
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
  const halvingRows: [
    string,
    Terrain,
    string,
    { side: Side; symbol: 'brown' | 'yellow' } | undefined,
    string,
    string,
  ][] = [
    ['001 Town/Slope: halved when not adjacent', 'town-slope', 'G7', undefined, '1/2', '001-town-slope'],
    ['001 Town/Slope: not halved when adjacent', 'town-slope', 'G9', undefined, '1', '001-town-slope'],
    [
      '001 Town/Slope with 000 B: adjacent across a brown hexside is halved',
      'town-slope',
      'G9',
      { side: 'N', symbol: 'brown' },
      '1/2',
      'hill-B',
    ],
    [
      '001 Gorge/Bridge: halved when not adjacent, even at level G',
      'gorge-bridge',
      'G7',
      undefined,
      '1/2',
      '001-gorge-bridge',
    ],
    ['001 Gorge/Bridge: not halved when adjacent', 'gorge-bridge', 'F10', undefined, '1', '001-gorge-bridge'],
    ['001 Level 2 Slope: halved when not adjacent', 'slope2', 'G7', undefined, '1/2', '001-slope2'],
    ['001 Level 2 Slope: not halved when adjacent', 'slope2', 'H10', undefined, '1', '001-slope2'],
    [
      '001 Level 2 Slope with 000 B: adjacent across a yellow hexside is halved',
      'slope2',
      'H10',
      { side: 'SE', symbol: 'yellow' },
      '1/2',
      'hill-B',
    ],
    [
      '001 Level 1 Hilltop/Level 2 Slope: halved when not adjacent',
      'hilltop-slope2',
      'G7',
      undefined,
      '1/2',
      '001-hilltop-slope2',
    ],
    [
      '001 Level 1 Hilltop/Level 2 Slope: not halved when adjacent',
      'hilltop-slope2',
      'G9',
      undefined,
      '1',
      '001-hilltop-slope2',
    ],
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
    [
      '003 TEC Towns: +1, combined DF, armoured (docs/combat.md), spotted',
      'town',
      { drm: 1, combined: true, spotting: true },
    ],
    ['003 TEC Swamps: +1', 'swamp', { drm: 1, combined: false, spotting: false }],
    [
      '001 Collective Farms: +1, combined DF, armoured, spotted',
      'collective-farm',
      { drm: 1, combined: true, spotting: true },
    ],
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
    expect(r.firers[0].multipliers[0]).toMatchObject({
      rule: '003-weapon-A',
      factor: expected.combined ? frac(2) : frac(1, 2),
    });
    expect(r.notes.some((n) => n.text.includes('one combined DF'))).toBe(expected.combined);
    expect(r.reminders.length > 0).toBe(expected.spotting);
  });

  it('003 TEC / docs/cli.md: the woods modifier and reminder read as in docs/cli.md', () => {
    const r = fire({ hexes: { [TARGET]: { terrain: 'woods' } } }, [{ at: 'G9' }]);
    expect(r.drm).toEqual([
      { value: 1, rule: '003-drm-woods', source: expect.stringContaining('003_'), text: '+1: defender in woods' },
    ]);
    expect(r.reminders.map((x) => x.text)).toEqual([
      'The target is in woods: it must be spotted before it may be fired on.',
    ]);
  });

  const wheat: [string, number | undefined, string | undefined][] = [
    [
      '001 Wheatfields: in August infantry and forts must be spotted',
      8,
      'in a wheatfield in August: infantry (units numbered in the 100s and 200s) and forts',
    ],
    ['001 Wheatfields: in March a wheatfield is clear terrain, no reminder', 3, undefined],
    [
      '001 Wheatfields: with no month given, the reminder is conditional',
      undefined,
      'if the scenario is set in July to October, infantry (units numbered in the 100s and 200s)',
    ],
  ];
  it.each(wheat)('%s', (_name, month, text) => {
    const r = fire(
      { hexes: { [TARGET]: { terrain: 'wheatfield' } } },
      [{ at: 'G9' }],
      month ? { markers: { month } } : {},
    );
    expect(r.drm).toEqual([]);
    if (text === undefined) expect(r.reminders).toEqual([]);
    else expect(r.reminders[0]).toMatchObject({ rule: '001-spotting-wheatfield', text: expect.stringContaining(text) });
  });
});
