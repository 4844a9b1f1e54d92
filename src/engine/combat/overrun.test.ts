import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { frac, fracCompare, fracToString } from '../fraction.ts';
import { hexDistance, hexKey, sideTowards } from '../hex/axial.ts';
import { buildBoard } from '../testing/build-board.ts';
import { SIDES, TERRAINS } from '../types.ts';
import {
  type Army,
  type CombatResult,
  ENTRY_COST,
  type FirerInput,
  STACKING_003,
  evaluateCombat,
  oppositeHex,
} from './index.ts';
import { type BoardSpec, type HexSpec, at, labelAt, makeBoard, noLos } from './test-board.ts';

// The target stands in G10. From G9 (its N side) the pass goes out through G11
// (its S side); from F10 (SW) through H9 (NE); from H10 (SE) through F9 (NW).
const TARGET = 'G10';
const s = fracToString;

function overrun(
  spec: BoardSpec,
  from: readonly string[] = ['G9'],
  options: { target?: string; month?: number } = {},
): CombatResult {
  const board = makeBoard(spec);
  return evaluateCombat(
    board,
    {
      target: at(board, options.target ?? TARGET),
      df: frac(2),
      overrun: true,
      rules: 'arvold',
      ...(options.month ? { markers: { month: options.month } } : {}),
      firers: from.map((f) => ({ hex: at(board, f), af: frac(8), weaponClass: 'A' as const, range: 0 })),
    },
    noLos,
  );
}

describe('the exit hex is directly opposite the entry (003 Overrun Attack)', () => {
  it.each([
    ['003 Overrun: in from the N side, out through the S side', 'G9', 'G11'],
    ['003 Overrun: in from the SW side, out through the NE side', 'F10', 'H9'],
    ['003 Overrun: in from the SE side, out through the NW side', 'H10', 'F9'],
    ['003 Overrun: in from the S side, out through the N side', 'G11', 'G9'],
  ])('%s', (_name, entry, exit) => {
    const board = makeBoard();
    const t = at(board, TARGET);
    const e = oppositeHex(at(board, entry), t);
    expect(labelAt(e)).toBe(exit);
    expect(hexDistance(e, t)).toBe(1);
    expect(hexDistance(e, at(board, entry))).toBe(2);
    expect(sideTowards(t, e)).not.toBe(sideTowards(t, at(board, entry)));
    const r = overrun({}, [entry]);
    expect(r.firers[0].pass && labelAt(r.firers[0].pass.exit)).toBe(exit);
  });
});

interface PassRow {
  readonly name: string;
  readonly hexes?: Readonly<Record<string, HexSpec>>;
  readonly from?: string;
  readonly mp: string;
  readonly truckMp: string;
  readonly steps: readonly string[];
}

describe('the movement points the pass needs (003 Overrun Attack, 003 TEC, 001)', () => {
  const rows: PassRow[] = [
    {
      name: '003 TEC Clear: 1 MP into the target, 1 MP out (trucks 2 and 2)',
      mp: '2',
      truckMp: '4',
      steps: ['1 MP to enter G10 (clear: 1 MP, trucks 2 MP)', '1 MP to enter G11 (clear: 1 MP, trucks 2 MP)'],
    },
    {
      name: '003 TEC Woods: out into woods, 1 MP (trucks 2)',
      hexes: { G11: { terrain: 'woods' } },
      mp: '2',
      truckMp: '4',
      steps: ['1 MP to enter G10 (clear: 1 MP, trucks 2 MP)', '1 MP to enter G11 (woods: 1 MP, trucks 2 MP)'],
    },
    {
      name: '003 TEC Towns: out into a town, 1/2 MP',
      hexes: { G11: { terrain: 'town' } },
      mp: '3/2',
      truckMp: '5/2',
      steps: ['1 MP to enter G10 (clear: 1 MP, trucks 2 MP)', '1/2 MP to enter G11 (a town: 1/2 MP)'],
    },
    {
      name: '003 TEC Slopes: out onto a slope is going up, 3 MP (trucks 4)',
      hexes: { G11: { terrain: 'slope' } },
      mp: '4',
      truckMp: '6',
      steps: [
        '1 MP to enter G10 (clear: 1 MP, trucks 2 MP)',
        '3 MP to enter G11 (a slope, going up: 3 MP, trucks 4 MP)',
      ],
    },
    {
      name: '001 Level 2 Slope Hex: 3 MP, trucks 4 MP',
      hexes: { G11: { terrain: 'slope2' } },
      mp: '4',
      truckMp: '6',
      steps: ['1 MP to enter G10 (clear: 1 MP, trucks 2 MP)', '3 MP to enter G11 (a level 2 slope: 3 MP, trucks 4 MP)'],
    },
    {
      name: '003 TEC Roads + 001 clarification 5: no road rate in the hex the defender holds; 1/2 MP on along the road',
      hexes: { G9: { terrain: 'road' }, G10: { terrain: 'road' }, G11: { terrain: 'road' } },
      mp: '3/2',
      truckMp: '5/2',
      steps: [
        '1 MP to enter G10 (its other terrain, clear: 1 MP, trucks 2 MP; the defender holds the hex, so the road or railroad rate cannot be used there (003 TEC Roads, 001 clarification 5))',
        '1/2 MP to enter G11 (along the road: 1/2 MP, from G10 on the road)',
      ],
    },
    {
      name: '001 Railroad Hex + clarification 5: off the railroad into the target, back on it out (1 MP, trucks 2)',
      hexes: { G10: { terrain: 'railroad' }, G11: { terrain: 'railroad' } },
      mp: '2',
      truckMp: '4',
      steps: [
        '1 MP to enter G10 (its other terrain, clear: 1 MP, trucks 2 MP; the defender holds the hex, so the road or railroad rate cannot be used there (003 TEC Roads, 001 clarification 5))',
        '1 MP to enter G11 (along the railroad: 1 MP, trucks 2 MP, from G10 on the railroad)',
      ],
    },
    {
      name: '001 Railroad Hex: out onto a railroad from a non-railroad hex, 2 MP (trucks 4)',
      hexes: { G11: { terrain: 'railroad' } },
      mp: '3',
      truckMp: '6',
      steps: [
        '1 MP to enter G10 (clear: 1 MP, trucks 2 MP)',
        '2 MP to enter G11 (a railroad hex entered off the railroad: 2 MP, trucks 4 MP)',
      ],
    },
    {
      name: '001 Gorge/Bridge Hex: 1/2 MP from a road hex',
      hexes: { G10: { terrain: 'road' }, G11: { terrain: 'gorge-bridge' } },
      mp: '3/2',
      truckMp: '5/2',
      steps: [
        '1 MP to enter G10 (its other terrain, clear: 1 MP, trucks 2 MP; the defender holds the hex, so the road or railroad rate cannot be used there (003 TEC Roads, 001 clarification 5))',
        '1/2 MP to enter G11 (a gorge/bridge hex from a road hex: 1/2 MP)',
      ],
    },
    {
      name: '001 Gorge/Bridge Hex: 3 MP (trucks 4) from a non-road hex',
      hexes: { G11: { terrain: 'gorge-bridge' } },
      mp: '4',
      truckMp: '6',
      steps: [
        '1 MP to enter G10 (clear: 1 MP, trucks 2 MP)',
        '3 MP to enter G11 (a gorge/bridge hex from a non-road hex: 3 MP, trucks 4 MP)',
      ],
    },
    {
      name: '003 TEC Gullies: leaving the gully the unit starts in costs +3 MP (trucks +5)',
      hexes: { G9: { terrain: 'gully' } },
      mp: '5',
      truckMp: '9',
      steps: [
        '1 MP to enter G10 (clear: 1 MP, trucks 2 MP), +3 MP (trucks +5) to leave the gully G9 (003 TEC Gullies)',
        '1 MP to enter G11 (clear: 1 MP, trucks 2 MP)',
      ],
    },
    {
      name: '000 gullies C: a gully a road crosses is clear terrain, no cost to leave',
      hexes: { G9: { terrain: 'gully', features: ['road'] } },
      mp: '2',
      truckMp: '4',
      steps: ['1 MP to enter G10 (clear: 1 MP, trucks 2 MP)', '1 MP to enter G11 (clear: 1 MP, trucks 2 MP)'],
    },
    {
      name: '003 TEC Ford: 1 MP for every unit',
      hexes: { G11: { terrain: 'ford' } },
      mp: '2',
      truckMp: '3',
      steps: ['1 MP to enter G10 (clear: 1 MP, trucks 2 MP)', '1 MP to enter G11 (a ford: 1 MP)'],
    },
    {
      name: '001 River Hex: a river hex with a bridge may be entered',
      hexes: { G11: { terrain: 'river', features: ['bridge'] } },
      mp: '2',
      truckMp: '3',
      steps: [
        '1 MP to enter G10 (clear: 1 MP, trucks 2 MP)',
        '1 MP to enter G11 (a river hex, over its bridge off the road: 1 MP)',
      ],
    },
  ];
  it.each(rows)('$name', (row) => {
    const r = overrun({ hexes: row.hexes }, [row.from ?? 'G9']);
    expect(r.refusal).toBeNull();
    const pass = r.firers[0].pass!;
    expect([s(pass.mp), s(pass.truckMp)]).toEqual([row.mp, row.truckMp]);
    expect(pass.steps.map((x) => x.text)).toEqual(row.steps);
    expect(pass.text).toBe(
      `The pass needs ${row.mp} MP${row.mp === row.truckMp ? '' : ` (trucks ${row.truckMp})`}: ${row.steps.join('; then ')}; the unit stops in G11, directly opposite G9 (003 Overrun Attack).`,
    );
  });

  it('003 TEC: every terrain has an entry cost or is refused (a new terrain forces a decision)', () => {
    for (const t of TERRAINS) expect(t in ENTRY_COST).toBe(true);
    expect(ENTRY_COST.pond).toBeNull();
  });

  it('003 TEC Swamps: a swamp exit with no road is a caution (vehicles only on roads), not a refusal', () => {
    const r = overrun({ hexes: { G11: { terrain: 'swamp' } } });
    expect(r.refusal).toBeNull();
    expect(r.firers[0].pass!.cautions.map((c) => c.rule)).toEqual(['003-tec-swamp']);
    const road = overrun({ hexes: { G11: { terrain: 'swamp', features: ['road'] } } });
    expect(road.firers[0].pass!.cautions).toEqual([]);
  });

  it('001 Bridge/River Hex: entered only through a road hexside, which the board does not record: a caution', () => {
    const r = overrun({ hexes: { G11: { terrain: 'bridge-river' } } });
    expect(r.firers[0].pass!.cautions.map((c) => c.rule)).toEqual(['001-bridge-river']);
  });
});

interface RefusalRow {
  readonly name: string;
  readonly spec: BoardSpec;
  readonly from?: string;
  readonly target?: string;
  readonly rule: string;
  readonly reason: string;
  readonly exit?: string;
}

describe('an overrun whose exit hex is off the map or not enterable is refused (003 Overrun Attack, 003 TEC, 001 River Hex)', () => {
  const rows: RefusalRow[] = [
    {
      name: '003 Overrun: the hex directly opposite is off the map',
      spec: {},
      target: 'G14',
      from: 'G13',
      rule: '003-overrun-exit',
      reason:
        'overrun not possible: the hex directly opposite G13, beyond G14, is off the map, and the overrunning unit must stop there (003 Overrun Attack)',
    },
    {
      name: '003 TEC Ponds: "Not allowed"',
      spec: { hexes: { G11: { terrain: 'pond' } } },
      rule: '003-tec-pond',
      reason:
        'overrun not possible: it must stop in G11, directly opposite G9 (003 Overrun Attack), but G11 is a pond, and no unit may enter a pond (003 Terrain Effects Chart)',
      exit: 'G11',
    },
    {
      name: '001 River Hex: a river hex with no bridge',
      spec: { hexes: { G11: { terrain: 'river' } } },
      rule: '001-river',
      reason:
        'overrun not possible: it must stop in G11, directly opposite G9 (003 Overrun Attack), but G11 is a river hex with no bridge, and no unit may enter it (001 River Hex)',
      exit: 'G11',
    },
    {
      name: '001 River Hex: "No unit may cross river hexsides unless there is a bridge counter in the River hex being entered"',
      spec: { hexsides: [{ hex: 'G10', side: 'S', symbol: 'river' }] },
      rule: '001-river',
      reason:
        'overrun not possible: it must stop in G11, directly opposite G9 (003 Overrun Attack), but a river hexside lies between G10 and G11, and no unit may cross it without a bridge in G11 (001 River Hex)',
      exit: 'G11',
    },
    {
      name: '001 River Hex: nor into the target across a river hexside',
      spec: { hexsides: [{ hex: 'G10', side: 'N', symbol: 'river' }] },
      rule: '001-river',
      reason:
        'overrun not possible: it cannot enter the target: a river hexside lies between G9 and G10, and no unit may cross it without a bridge in G10 (001 River Hex)',
      exit: 'G11',
    },
  ];
  it.each(rows)('$name', (row) => {
    const r = overrun(row.spec, [row.from ?? 'G9'], { target: row.target });
    expect(r.firers).toEqual([]);
    expect(r.excluded).toHaveLength(1);
    expect(r.excluded[0]).toMatchObject({ rule: row.rule, reason: row.reason });
    expect(r.excluded[0].exit && labelAt(r.excluded[0].exit)).toBe(row.exit);
    expect(r.refusal).toMatchObject({
      rule: row.rule,
      text: `Overrun refused: ${row.reason.replace('overrun not possible: ', '')}`,
    });
    expect(r.column).toBeNull();
  });

  it('001 River Hex: a bridge in the exit hex lets the pass cross the river hexside', () => {
    const r = overrun({
      hexsides: [{ hex: 'G10', side: 'S', symbol: 'river' }],
      hexes: { G11: { terrain: 'clear', features: ['bridge'] } },
    });
    expect(r.refusal).toBeNull();
    expect(r.firers).toHaveLength(1);
  });

  it('003 Overrun: a target not in a clear hex refuses the overrun with that reason', () => {
    const r = overrun({ hexes: { G10: { terrain: 'woods' } } }, ['G9', 'F10']);
    expect(r.excluded).toHaveLength(2);
    expect(r.refusal?.text).toBe('Overrun refused: the target is in woods, not in a clear hex (003 Overrun Attack)');
  });

  it('003 Overrun: with one unit refused and another able, the overrun goes in with the able one', () => {
    const r = overrun({ hexes: { G11: { terrain: 'pond' } } }, ['G9', 'F10']);
    expect(r.refusal).toBeNull();
    expect(r.firers.map((f) => labelAt(f.hex))).toEqual(['F10']);
    expect(r.excluded.map((e) => labelAt(e.hex))).toEqual(['G9']);
    expect(r.odds).toBe('4-1');
  });

  it('docs/combat.md: direct fire has no pass and no refusal', () => {
    const board = makeBoard();
    const r = evaluateCombat(
      board,
      {
        target: at(board, TARGET),
        df: frac(2),
        rules: 'arvold',
        firers: [{ hex: at(board, 'G9'), af: frac(8), weaponClass: 'H', range: 4 }],
      },
      { evaluateLos: () => ({ visible: true, reasons: [] }) as never },
    );
    expect(r.firers[0].pass).toBeUndefined();
    expect(r.refusal).toBeNull();
  });
});

describe('overrun passes on random boards (property, 003 Overrun Attack)', () => {
  const TERRAIN_PICK = [
    'clear',
    'clear',
    'road',
    'woods',
    'town',
    'pond',
    'river',
    'slope',
    'gully',
    'swamp',
    'railroad',
    'bridge-river',
  ] as const;

  it('003 Overrun: the exit is the mirror of the entry; a pass costs trucks no less; refusals name one of the rules', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...TERRAIN_PICK), { minLength: 36, maxLength: 36 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 35 }), fc.constantFrom(...SIDES)), { maxLength: 6 }),
        fc.array(fc.integer({ min: 0, max: 35 }), { maxLength: 4 }),
        (terrains, rivers, bridges) => {
          const labels = Array.from(
            { length: 36 },
            (_, i) => `${String.fromCharCode(65 + (i % 6))}${Math.floor(i / 6) + 1}`,
          );
          const hexes = Object.fromEntries(
            labels.map((l, i) => [
              l,
              { terrain: terrains[i], ...(bridges.includes(i) ? { features: ['bridge' as const] } : {}) },
            ]),
          );
          const hexsides = rivers.map(([i, side]) => ({ hex: labels[i], side, symbol: 'river' as const }));
          const board = buildBoard({
            columns: 6,
            rows: 6,
            hexes,
            hexsides: hexsides.map((h) => `${h.hex} ${h.side} ${h.symbol}`),
          });
          for (const t of board.cells.values()) {
            if (!['clear', 'road', 'railroad'].includes(t.terrain)) continue;
            for (const f of board.cells.values()) {
              if (hexDistance(f.hex, t.hex) !== 1) continue;
              const r = evaluateCombat(
                board,
                {
                  target: t.hex,
                  df: frac(2),
                  overrun: true,
                  rules: 'arvold',
                  firers: [{ hex: f.hex, af: frac(6), weaponClass: 'H', range: 1 }],
                },
                noLos,
              );
              const exit = oppositeHex(f.hex, t.hex);
              expect(exit.q - t.hex.q).toBe(t.hex.q - f.hex.q);
              expect(exit.r - t.hex.r).toBe(t.hex.r - f.hex.r);
              if (r.firers.length) {
                const pass = r.firers[0].pass!;
                expect(pass.exit).toEqual(exit);
                expect(pass.steps.map((x) => x.hex)).toEqual([t.hex, exit]);
                expect(fracCompare(pass.truckMp, pass.mp)).toBeGreaterThanOrEqual(0);
                expect(fracCompare(pass.mp, frac(1))).toBeGreaterThanOrEqual(0);
                expect(r.refusal).toBeNull();
              } else {
                expect(['003-overrun-exit', '003-tec-pond', '001-river']).toContain(r.excluded[0].rule);
                expect(r.refusal?.text).toMatch(/^Overrun refused: /);
                expect(board.cells.has(hexKey(exit))).toBe(r.excluded[0].rule !== '003-overrun-exit');
              }
            }
          }
        },
      ),
      { numRuns: 60, seed: 10_006 },
    );
  });
});

describe("the unit's movement points and the stacking where it stops (003 Overrun Attack, 003 Stacking)", () => {
  // From G9 over a clear G10 to a clear G11: 1 MP in, 1 MP out (trucks 2 and 2).
  function overrunWith(unit: Pick<FirerInput, 'movementLeft' | 'truck' | 'unitsAtExit'>, army?: Army): CombatResult {
    const board = makeBoard({});
    return evaluateCombat(
      board,
      {
        target: at(board, TARGET),
        df: frac(2),
        overrun: true,
        rules: 'arvold',
        ...(army ? { army } : {}),
        firers: [{ hex: at(board, 'G9'), af: frac(8), weaponClass: 'A', range: 0, ...unit }],
      },
      noLos,
    );
  }

  const rows: {
    name: string;
    unit: Pick<FirerInput, 'movementLeft' | 'truck' | 'unitsAtExit'>;
    army?: Army;
    refused?: { rule: string; says: string };
  }[] = [
    {
      name: '003 Overrun Attack: "enough movement points": 2 MP left for a 2 MP pass is enough',
      unit: { movementLeft: frac(2) },
    },
    {
      name: '003 Overrun Attack: 3/2 MP left for a 2 MP pass is not',
      unit: { movementLeft: frac(3, 2) },
      refused: { rule: '003-overrun-mp', says: 'the pass needs 2 MP and the unit has 3/2 MP left' },
    },
    {
      name: '003 Overrun Attack + 003 TEC Clear (trucks 2 MP): a truck with 3 MP left cannot make a 4 MP pass',
      unit: { movementLeft: frac(3), truck: true },
      refused: { rule: '003-overrun-mp', says: 'the pass needs 4 MP for a truck and the unit has 3 MP left' },
    },
    { name: '003 Overrun Attack: movement points not given are not checked', unit: {} },
    {
      name: '003 Stacking: "German - 3 units per hex": 2 already there, the overrunning unit makes 3',
      unit: { unitsAtExit: 2 },
      army: 'german',
    },
    {
      name: '003 Stacking: "German - 3 units per hex": 3 already there, no room to stop',
      unit: { unitsAtExit: 3 },
      army: 'german',
      refused: {
        rule: '003-stacking',
        says: 'it must stop in G11, which already holds 3 units, and German units stack at most 3 to a hex, destroyed units included',
      },
    },
    {
      name: '003 Stacking: "Russian - 2 units per hex": 2 already there, no room to stop',
      unit: { unitsAtExit: 2 },
      army: 'russian',
      refused: { rule: '003-stacking', says: 'Russian units stack at most 2 to a hex' },
    },
    {
      name: '003 Stacking: "Russian - 2 units per hex": 1 already there is room',
      unit: { unitsAtExit: 1 },
      army: 'russian',
    },
    { name: '003 Stacking: with no army given, the count is not checked', unit: { unitsAtExit: 5 } },
  ];
  it.each(rows)('$name', ({ unit, army, refused }) => {
    const r = overrunWith(unit, army);
    if (!refused) {
      expect(r.refusal).toBeNull();
      expect(r.firers).toHaveLength(1);
      return;
    }
    expect(r.firers).toHaveLength(0);
    expect(r.excluded[0].rule).toBe(refused.rule);
    expect(r.excluded[0].reason).toContain(refused.says);
    expect(r.refusal?.text).toMatch(/^Overrun refused: /);
    expect(r.refusal?.text).toContain(refused.says);
  });

  it('003 Stacking as data, with its source', () => {
    expect(STACKING_003.limit).toEqual({ german: 3, russian: 2 });
    expect(STACKING_003.source).toBe('003_556d2a178b7b89f6.txt, Stacking');
  });
});
