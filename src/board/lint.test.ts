import { describe, expect, test } from 'vitest';

import { parseBoard } from './parse.ts';
import type { Problem } from './problem.ts';

/** A 12 × 10 board; lint runs as part of loading. */
const warningsOf = (hexes: Record<string, unknown>, hexsides: unknown[], family = 'panzerblitz'): Problem[] => {
  const result = parseBoard({
    format: 'hexlos-board/1',
    id: 't',
    family,
    grid: { columns: 12, rows: 10 },
    hexes,
    hexsides,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.warnings;
};

/** A level 1 hill: hilltop F5 with slopes on every side and an orange rim (F5 is column 5, odd). */
const HILL = {
  F5: { terrain: 'hilltop' },
  F4: { terrain: 'slope' },
  G5: { terrain: 'slope' },
  G6: { terrain: 'slope' },
  F6: { terrain: 'slope' },
  E6: { terrain: 'slope' },
  E5: { terrain: 'slope' },
};
const RIM = ['N', 'NE', 'SE', 'S', 'SW', 'NW'].map((side) => ({ hex: 'F5', side, symbol: 'orange' }));

describe('lintBoard: designer warnings (docs/board-format.md#what-is-refused-and-what-is-warned)', () => {
  test('a well-drawn hill, woods and town give no warnings', () => {
    const hexes = {
      ...HILL,
      B2: { terrain: 'woods' },
      B3: { terrain: 'woods' },
      J2: { terrain: 'town' },
      J3: { terrain: 'town' },
    };
    const hexsides = [
      ...RIM,
      { hex: 'F4', side: 'NE', symbol: 'brown' },
      { hex: 'B2', side: 'N', symbol: 'green' },
      { hex: 'J3', side: 'S', symbol: 'gray' },
    ];
    expect(warningsOf(hexes, hexsides)).toEqual([]);
  });

  // Each row: a board, the warnings expected (path, hex, words of the message), and what it checks.
  test.each([
    {
      why: 'orange between two ground hexes (000: orange marks a level 1 hilltop edge)',
      hexes: {},
      hexsides: [{ hex: 'C4', side: 'N', symbol: 'orange' }],
      expected: [
        {
          path: 'hexsides[0]',
          hex: 'C4',
          message: /orange hexside between C4 .* and C3 .* does not separate a hilltop from lower ground/,
        },
      ],
    },
    {
      why: 'orange between two hilltops (000 note P: interior hexes have none)',
      hexes: { ...HILL, F4: { terrain: 'hilltop' } },
      hexsides: [...RIM],
      expected: [{ path: 'hexsides[0]', hex: 'F5', message: /orange .* does not separate/ }],
    },
    {
      why: 'purple where no level 2 hilltop is',
      hexes: { ...HILL },
      hexsides: [...RIM, { hex: 'F5', side: 'N', symbol: 'purple' }],
      expected: [{ path: 'hexsides[6]', hex: 'F5', message: /purple .* level 2 hilltop/ }],
    },
    {
      why: 'brown not beside a slope (000: brown is the level 1 slope spine)',
      hexes: { ...HILL },
      hexsides: [...RIM, { hex: 'B2', side: 'S', symbol: 'brown' }],
      expected: [{ path: 'hexsides[6]', hex: 'B2', message: /brown hexside between B2 .* not beside a level 1 slope/ }],
    },
    {
      why: 'yellow not beside a level 2 slope',
      hexes: { ...HILL },
      hexsides: [...RIM, { hex: 'F4', side: 'NE', symbol: 'yellow' }],
      expected: [{ path: 'hexsides[6]', hex: 'F4', message: /yellow .* level 2 slope/ }],
    },
    {
      why: 'a hilltop with no slope and no orange around it',
      hexes: { C4: { terrain: 'hilltop' }, C5: { terrain: 'hilltop' } },
      hexsides: [],
      expected: [
        { path: 'hexes.C4', hex: 'C4', message: /hilltop hexes C4, C5 with no slope beside and no orange edge around/ },
      ],
    },
    {
      why: "a symbol on the board's outer edge",
      hexes: {},
      hexsides: [{ hex: 'A1', side: 'N', symbol: 'river' }],
      expected: [{ path: 'hexsides[0]', hex: 'A1', message: /river hexside on the board's outer edge at A1/ }],
    },
    {
      why: 'the same symbol twice on one edge, named from both hexes',
      hexes: { ...HILL },
      hexsides: [...RIM, { hex: 'F4', side: 'S', symbol: 'orange' }],
      expected: [{ path: 'hexsides[6]', hex: 'F4', message: /orange symbol is given twice/ }],
    },
    {
      why: 'green drawn around a single-hex copse (001: it blocks as a whole hex)',
      hexes: { C4: { terrain: 'wood-copse' } },
      hexsides: [{ hex: 'C4', side: 'SE', symbol: 'green' }],
      expected: [
        { path: 'hexsides[0]', hex: 'C4', message: /green hexside drawn around single-hex obstacle C4 \(wood-copse\)/ },
      ],
    },
    {
      why: 'gray drawn around a lone town hex',
      hexes: { C4: { terrain: 'town' } },
      hexsides: [{ hex: 'C4', side: 'N', symbol: 'gray' }],
      expected: [
        { path: 'hexsides[0]', hex: 'C4', message: /gray hexside drawn around single-hex obstacle C4 \(town\)/ },
      ],
    },
    {
      why: 'green with no woods on either side',
      hexes: {},
      hexsides: [{ hex: 'C4', side: 'N', symbol: 'green' }],
      expected: [{ path: 'hexsides[0]', hex: 'C4', message: /green hexside .* no woods/ }],
    },
    {
      why: 'multi-hex woods with no green edge (001 clarification 3: they block only across it)',
      hexes: { C4: { terrain: 'woods' }, C5: { terrain: 'woods' } },
      hexsides: [],
      expected: [{ path: 'hexes.C4', hex: 'C4', message: /woods hexes C4, C5 have no green edge/ }],
    },
    {
      why: "Tagg's slope hexside on a PanzerBlitz board",
      hexes: {},
      hexsides: [{ hex: 'C4', side: 'N', symbol: 'slope' }],
      expected: [{ path: 'hexsides[0]', hex: 'C4', message: /no PanzerBlitz rule set reads/ }],
    },
    {
      why: 'singleHex where it means nothing',
      hexes: { C4: { terrain: 'clear', singleHex: true } },
      hexsides: [],
      expected: [{ path: 'hexes.C4.singleHex', hex: 'C4', message: /ignored on clear/ }],
    },
    {
      why: 'singleHex false on a copse (001: always one hex)',
      hexes: { C4: { terrain: 'wood-copse', singleHex: false } },
      hexsides: [],
      expected: [{ path: 'hexes.C4.singleHex', hex: 'C4', message: /always a single-hex obstacle/ }],
    },
    {
      why: 'a feature listed twice',
      hexes: { C4: { terrain: 'clear', features: ['road', 'road'] } },
      hexsides: [],
      expected: [{ path: 'hexes.C4.features[1]', hex: 'C4', message: /listed twice/ }],
    },
  ])('$why', ({ hexes, hexsides, expected }) => {
    const warnings = warningsOf(hexes, hexsides);
    expect(warnings).toHaveLength(expected.length);
    expected.forEach((e, i) => {
      expect(warnings[i]).toMatchObject({ path: e.path, hex: e.hex });
      expect(warnings[i].message).toMatch(e.message);
    });
  });

  test('on an elevation board, slope hexsides must join different elevations; woods need no green edge', () => {
    const hexes = {
      C4: { elevation: 3 },
      C3: { elevation: 3 },
      D4: { elevation: 5 },
      E4: { terrain: 'woods' },
      E5: { terrain: 'woods' },
    };
    const warnings = warningsOf(
      hexes,
      [
        { hex: 'C4', side: 'N', symbol: 'slope' },
        { hex: 'C4', side: 'NE', symbol: 'extreme-slope' },
      ],
      'elevation',
    );
    expect(warnings).toEqual([
      expect.objectContaining({
        path: 'hexsides[0]',
        hex: 'C4',
        message: expect.stringMatching(/both at elevation 3/),
      }),
    ]);
  });
});
