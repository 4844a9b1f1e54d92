import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { ONE, ZERO, frac, fracAdd, fracMul, fracToString } from '../fraction.ts';
import type { Terrain } from '../types.ts';
import { type CombatResult, type CrtResult, CRT_RESULTS, INDIRECT_FIRE_003, evaluateCombat } from './index.ts';
import { facesText } from './indirect.ts';
import { type BoardSpec, at, fakeLos, makeBoard, noLos } from './test-board.ts';

const TARGET = 'G10';
const s = fracToString;
const chances = (c: Readonly<Record<CrtResult, { n: number; d: number }>>) =>
  Object.fromEntries(CRT_RESULTS.map((r) => [r, s(c[r])]));

function shell(
  af: number,
  df: number,
  options: { dispersed?: boolean; terrain?: Terrain; indirect?: boolean; observed?: boolean } = {},
): CombatResult {
  const spec: BoardSpec = options.terrain ? { hexes: { [TARGET]: { terrain: options.terrain } } } : {};
  const board = makeBoard(spec);
  const indirect = options.indirect ?? true;
  return evaluateCombat(
    board,
    {
      target: at(board, TARGET),
      df: frac(df),
      dispersed: !!options.dispersed,
      indirect,
      ...(options.observed ? { observed: true } : {}),
      rules: 'arvold',
      firers: [{ hex: at(board, 'G4'), af: frac(af), weaponClass: 'H', range: 20 }],
    },
    indirect ? noLos : fakeLos(),
  );
}

describe('the hit roll and scatter distances as data (003 Offboard Artillery, Indirect Fire)', () => {
  it('003 Indirect Fire: "Die roll of 1 or 2 hits the target hex. Die roll of 3 to 6 misses"', () => {
    expect(INDIRECT_FIRE_003.hitFaces).toEqual([1, 2]);
    expect(INDIRECT_FIRE_003.source).toBe('003_556d2a178b7b89f6.txt, Offboard Artillery: Indirect Fire');
  });

  it.each([
    ['003 Indirect Fire: "1 - 2 One hex"', 0, [1, 2], 1],
    ['003 Indirect Fire: "3 - 4 Two hexes"', 1, [3, 4], 2],
    ['003 Indirect Fire: "5 Three hexes"', 2, [5], 3],
    ['003 Indirect Fire: "6 Missed"', 3, [6], null],
  ])('%s', (_name, i, faces, hexes) => {
    expect(INDIRECT_FIRE_003.scatter[i]).toEqual({ faces, hexes });
  });

  it('003 Indirect Fire: the scatter roll gives each face of a die exactly one distance', () => {
    const faces = INDIRECT_FIRE_003.scatter.flatMap((row) => row.faces).sort();
    expect(faces).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('another printing can be read instead of 003 (data, not branches)', () => {
    const board = makeBoard();
    const r = evaluateCombat(
      board,
      {
        target: at(board, TARGET),
        df: frac(4),
        indirect: true,
        rules: 'arvold',
        indirectTable: {
          source: 'a house printing',
          hitFaces: [1, 2, 3],
          scatter: [{ faces: [1, 2, 3, 4, 5, 6], hexes: 1 }],
        },
        firers: [{ hex: at(board, 'G4'), af: frac(8), weaponClass: 'H', range: 20 }],
      },
      noLos,
    );
    expect(s(r.indirectFire!.hitChance)).toBe('1/2');
    expect(r.indirectFire!.source).toBe('a house printing');
    expect(r.indirectFire!.scatter.map((x) => s(x.chance))).toEqual(['1/2']);
    expect(s(r.chances.X)).toBe('1/12');
  });

  it('faces read as a chart prints them', () => {
    expect([facesText([1, 2]), facesText([3, 4, 5, 6]), facesText([5]), facesText([1, 3])]).toEqual([
      '1–2',
      '3–6',
      '5',
      '1, 3',
    ]);
  });
});

describe('indirect fire: every chance includes the hit chance (003 Indirect Fire; docs/combat.md)', () => {
  const rows: [string, number, number, boolean, Record<CrtResult, string>, Record<CrtResult, string>][] = [
    // 8:4 is 2-1, rolls 1..6 read X DD DD D D -.
    [
      '003 Indirect Fire + CRT 2-1: X 1/6 on a hit is 1/18 of the shot',
      8,
      4,
      false,
      { X: '1/6', DD: '1/3', D: '1/3', none: '1/6' },
      { X: '1/18', DD: '1/9', D: '1/9', none: '13/18' },
    ],
    // Dispersed: -1 on the die and DD reads X.
    [
      '003 Indirect Fire + DRM -1 dispersed at 2-1: X 2/3 on a hit is 2/9',
      8,
      4,
      true,
      { X: '2/3', DD: '0', D: '1/3', none: '0' },
      { X: '2/9', DD: '0', D: '1/9', none: '2/3' },
    ],
    // 12:2 is 6-1, read at 4-1: X on 1..5, DD on 6.
    [
      '003 Indirect Fire + CRT 4-1: a sure X on a hit is still only 5/18',
      12,
      2,
      false,
      { X: '5/6', DD: '1/6', D: '0', none: '0' },
      { X: '5/18', DD: '1/18', D: '0', none: '2/3' },
    ],
    // 2:10 is 1-5: below the table.
    [
      '003 Indirect Fire + docs/combat.md: below 1-4 nothing happens, hit or miss',
      2,
      10,
      false,
      { X: '0', DD: '0', D: '0', none: '1' },
      { X: '0', DD: '0', D: '0', none: '1' },
    ],
  ];
  it.each(rows)('%s', (_name, af, df, dispersed, ifHit, whole) => {
    const r = shell(af, df, { dispersed });
    expect(r.indirectFire).not.toBeNull();
    expect(chances(r.indirectFire!.chancesIfHit)).toEqual(ifHit);
    expect(chances(r.chances)).toEqual(whole);
  });

  it('003 Indirect Fire: hit 1/3; scatter one hex 2/9, two hexes 2/9, three hexes 1/9, missed 1/9', () => {
    const r = shell(8, 4);
    const reading = r.indirectFire!;
    expect(s(reading.hitChance)).toBe('1/3');
    expect(reading.scatter.map((x) => [x.faces, x.hexes, s(x.chance)])).toEqual([
      [[1, 2], 1, '2/9'],
      [[3, 4], 2, '2/9'],
      [[5], 3, '1/9'],
      [[6], null, '1/9'],
    ]);
    expect(s(reading.scatter.reduce((sum, x) => fracAdd(sum, x.chance), reading.hitChance))).toBe('1');
    expect(reading.text).toBe(
      'Hit roll: 1–2 hits the target hex (2 in 6); 3–6 misses, and a second roll says how far it scatters: 1–2 one hex, 3–4 two hexes, 5 three hexes, 6 missed altogether (003 Indirect Fire). Each result below happens only on a hit.',
    );
    // The die table stays the table read once the shell has hit.
    expect(r.dice.map((d) => d.result)).toEqual(['X', 'DD', 'DD', 'D', 'D', 'none']);
  });

  it('003 Offboard Artillery: the note says artillery attacks the combined DF of the hex', () => {
    const note = shell(8, 4).notes.find((n) => n.rule === 'indirect');
    expect(note?.text).toContain('combined defence factor');
    expect(note?.source).toContain('003_556d2a178b7b89f6.txt, Offboard Artillery');
  });

  it("docs/combat.md: direct fire has no hit roll and its chances are the table's own", () => {
    const r = shell(8, 4, { indirect: false });
    expect(r.indirectFire).toBeNull();
    expect(chances(r.chances)).toEqual({ X: '1/6', DD: '1/3', D: '1/3', none: '1/6' });
  });

  it('003 Indirect Fire (property): chances sum to 1 and each effect is the hit chance times its chance on a hit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 40 }),
        fc.boolean(),
        fc.constantFrom<Terrain>('clear', 'woods', 'town', 'slope'),
        (af, df, dispersed, terrain) => {
          const r = shell(af, df, { dispersed, terrain });
          const reading = r.indirectFire!;
          const total = CRT_RESULTS.reduce((sum, k) => fracAdd(sum, r.chances[k]), ZERO);
          expect(total).toEqual(ONE);
          for (const k of CRT_RESULTS) {
            if (k !== 'none') expect(r.chances[k]).toEqual(fracMul(reading.hitChance, reading.chancesIfHit[k]));
          }
        },
      ),
      { numRuns: 200, seed: 10_005 },
    );
  });
});

describe('observed artillery: a forward observer removes the hit roll (003 Offboard Artillery)', () => {
  // "If a forward observer sees the target hex, the artillery falls on that hex. If the target hex is not seen by a forward observer, it is indirect fire."
  const rows: [string, number, number, boolean, Record<CrtResult, string>][] = [
    [
      "003 Offboard Artillery + CRT 2-1: the table's own chances, X 1/6 (not 1/18)",
      8,
      4,
      false,
      { X: '1/6', DD: '1/3', D: '1/3', none: '1/6' },
    ],
    [
      '003 Offboard Artillery + CRT 4-1: X 5/6, DD 1/6 (not 5/18 and 1/18)',
      12,
      2,
      false,
      { X: '5/6', DD: '1/6', D: '0', none: '0' },
    ],
    [
      '003 Offboard Artillery + DRM -1 dispersed at 2-1: X 2/3, D 1/3',
      8,
      4,
      true,
      { X: '2/3', DD: '0', D: '1/3', none: '0' },
    ],
  ];
  it.each(rows)('%s', (_name, af, df, dispersed, whole) => {
    const observed = shell(af, df, { dispersed, observed: true });
    expect(observed.observed).toBe(true);
    expect(observed.indirect).toBe(true);
    expect(observed.indirectFire).toBeNull();
    expect(chances(observed.chances)).toEqual(whole);
    // The same shot unobserved: the hit roll's chances, on the same table.
    const unobserved = shell(af, df, { dispersed });
    expect(unobserved.observed).toBe(false);
    expect(chances(unobserved.indirectFire!.chancesIfHit)).toEqual(whole);
    // Everything else is the same artillery fire: factors, odds, modifiers.
    expect(observed.firers).toEqual(unobserved.firers);
    expect([observed.odds, observed.column, observed.drmTotal]).toEqual([
      unobserved.odds,
      unobserved.column,
      unobserved.drmTotal,
    ]);
  });

  it('003 Offboard Artillery: the result says why there is no hit roll', () => {
    const note = shell(8, 4, { observed: true }).notes.find((n) => n.rule === '003-observed');
    expect(note?.text).toContain('forward observer sees the target hex');
    expect(note?.source).toContain('003_556d2a178b7b89f6.txt, Offboard Artillery');
    // The artillery note no longer says nobody sees the hex.
    const artillery = shell(8, 4, { observed: true }).notes.find((n) => n.rule === 'indirect');
    expect(artillery?.text).not.toContain('no friendly unit sees');
    expect(artillery?.text).toContain('combined defence factor');
  });

  it('only artillery can be observed: direct fire marked observed is refused', () => {
    expect(() => shell(8, 4, { indirect: false, observed: true })).toThrow(/only artillery/);
  });
});
