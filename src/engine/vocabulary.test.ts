// The board vocabulary is one table per kind (src/engine/types.ts: SYMBOL_TABLE, TERRAIN_TABLE, LEVELS;
// rules/readings.ts: the reading declarations): every subset is derived from its table, and every place that must
// answer for an entry is typed over the whole table, so adding a symbol or a reading is one entry that the compiler
// then walks through (docs/architecture.md). The type-level lines below are checked by `npm run typecheck`; the
// runtime rows check that each consumer in the engine answers for every entry as the table says it should.

import { describe, expect, expectTypeOf, test } from 'vitest';

import { hexByLabel } from './board-model.ts';
import { SYMBOL_METRES } from './profile.ts';
import { evaluateLos } from './rules/index.ts';
import { ARVOLD_TABLE, type Cell, ORIGINAL_TABLE } from './rules/panzerblitz/table.ts';
import { VERDICT_SYMBOL_NAMES } from './rules/panzerblitz/words.ts';
import {
  DEFAULT_READINGS,
  houseReadings,
  READINGS,
  type ReadingDeclaration,
  readingDefaults,
  type Readings,
  type ReadingsOf,
} from './rules/readings.ts';
import { LOW_SIDE_SYMBOLS, RIDGE_HEIGHTS } from './rules/tgx/obstacles.ts';
import { buildBoard } from './testing/build-board.ts';
import {
  ELEVATION_EDGE_SYMBOLS,
  type ElevationEdgeSymbol,
  type HexsideSymbol,
  LEVEL_RANK,
  LEVELS,
  LOW_SYMBOLS,
  type LowSymbol,
  ONE_HEX_TERRAINS,
  RULE_COLOURS,
  type RuleColour,
  SCANNED_SYMBOLS,
  SYMBOL_PROPERTIES,
  SYMBOL_TABLE,
  type SymbolProperties,
  SYMBOLS,
  type SymbolsWhere,
  symbolsDrawnOn,
  TAGG_SLOPE_SYMBOLS,
  TERRAIN_LEVEL,
  TERRAIN_TABLE,
  TERRAINS,
  TOWN_EDGED_TERRAINS,
  WOODS_AND_TOWNS,
  WOODS_EDGED_TERRAINS,
} from './types.ts';
import { SYMBOL_MEANINGS } from './words.ts';

/** A hedge, as a new entry of the symbol table would declare it: a low obstacle to every table, drawn and scanned. */
const HEDGE = {
  panzerBlitz: 'low',
  tacticalGameX: 'low',
  taggSlope: false,
  drawnOn: ['panzerblitz'],
  ruleColour: true,
  scanned: true,
  name: 'hedge',
  verdictName: 'hedge',
  meaning: 'hedgerow edge',
} as const satisfies SymbolProperties;
type WithHedge = typeof SYMBOL_TABLE & { readonly hedge: typeof HEDGE };
type Hedged = HexsideSymbol | 'hedge';

/** A house reading as a new entry of the reading declarations would declare it. */
const HEDGE_READING = {
  id: 'hedgeRows',
  values: ['block', 'pass'],
  words: ['a hedgerow blocks like woods', 'a hedgerow is no obstacle'],
  source: '000 note A',
  seed: 'a woods hex',
  rules: ['arvold'],
} as const satisfies ReadingDeclaration;

describe('a new symbol is one entry of the symbol table, and the compiler names every place that must answer', () => {
  test('its properties put it in the derived subsets (type level)', () => {
    expectTypeOf<SymbolsWhere<'panzerBlitz', 'low', WithHedge>>().toEqualTypeOf<LowSymbol | 'hedge'>();
    expectTypeOf<SymbolsWhere<'ruleColour', true, WithHedge>>().toEqualTypeOf<RuleColour | 'hedge'>();
    expectTypeOf<SymbolsWhere<'panzerBlitz', 'elevation', WithHedge>>().toEqualTypeOf<ElevationEdgeSymbol>();
  });

  test('each engine Record over the symbols must answer for it (type level)', () => {
    // @ts-expect-error the meanings (000's obstacle list, docs/board-format.md) have no hedge until the table gives one
    const meanings: Readonly<Record<Hedged, string>> = SYMBOL_MEANINGS;
    // @ts-expect-error nor have the verdict's names
    const verdictNames: Readonly<Record<Hedged, string>> = VERDICT_SYMBOL_NAMES;
    // @ts-expect-error nor has the table read through its declared shape
    const properties: Readonly<Record<Hedged, SymbolProperties>> = SYMBOL_PROPERTIES;
    expect([meanings, verdictNames, properties].every(Boolean)).toBe(true);
  });

  test('a symbol the PanzerBlitz tables do not judge must be declared so: judgeSymbol takes only `none` symbols as unjudged (type level)', () => {
    expectTypeOf<SymbolsWhere<'panzerBlitz', 'none'>>().toEqualTypeOf<'river' | 'slope' | 'extreme-slope'>();
    expectTypeOf<Exclude<HexsideSymbol, LowSymbol | ElevationEdgeSymbol>>().toEqualTypeOf<
      SymbolsWhere<'panzerBlitz', 'none'>
    >();
  });
});

describe('every subset of the symbols is derived from the table, in its order', () => {
  const inOrder = (subset: readonly string[]) => SYMBOLS.filter((s) => subset.includes(s));
  test.each<{ name: string; subset: readonly HexsideSymbol[]; holds: (p: SymbolProperties) => boolean }>([
    { name: "000's LOW obstacles (000 A, B, N)", subset: LOW_SYMBOLS, holds: (p) => p.panzerBlitz === 'low' },
    {
      name: "000's Target Elevation Table columns",
      subset: ELEVATION_EDGE_SYMBOLS,
      holds: (p) => p.panzerBlitz === 'elevation',
    },
    { name: '004 note 4: green or gray sides', subset: LOW_SIDE_SYMBOLS, holds: (p) => p.tacticalGameX === 'low' },
    {
      name: '004 note 4: sides at a fixed level',
      subset: Object.keys(RIDGE_HEIGHTS) as HexsideSymbol[],
      holds: (p) => typeof p.tacticalGameX === 'number',
    },
    { name: '002 slope sides', subset: TAGG_SLOPE_SYMBOLS, holds: (p) => p.taggSlope },
    { name: 'the rule colours (docs/table.md)', subset: RULE_COLOURS, holds: (p) => p.ruleColour },
    { name: 'the scanned symbols (docs/cli.md, scan)', subset: SCANNED_SYMBOLS, holds: (p) => p.scanned },
    {
      name: "a PanzerBlitz board's editor",
      subset: symbolsDrawnOn('panzerblitz'),
      holds: (p) => p.drawnOn.includes('panzerblitz'),
    },
    {
      name: "an elevation board's editor",
      subset: symbolsDrawnOn('elevation'),
      holds: (p) => p.drawnOn.includes('elevation'),
    },
  ])('$name', ({ subset, holds }) => {
    expect(subset).toEqual(SYMBOLS.filter((s) => holds(SYMBOL_PROPERTIES[s])));
    expect(subset).toEqual(inOrder(subset));
  });

  test("every symbol is exactly one of low, elevation edge or neither to 000's tables", () => {
    for (const s of SYMBOLS)
      expect([LOW_SYMBOLS, ELEVATION_EDGE_SYMBOLS].filter((x) => (x as string[]).includes(s)).length).toBe(
        SYMBOL_TABLE[s].panzerBlitz === 'none' ? 0 : 1,
      );
  });

  test('every symbol has words in each place a player reads it', () => {
    for (const s of SYMBOLS) {
      expect(SYMBOL_MEANINGS[s]).toBe(SYMBOL_TABLE[s].meaning);
      expect(VERDICT_SYMBOL_NAMES[s]).toBe(SYMBOL_TABLE[s].verdictName);
      expect(SYMBOL_TABLE[s].name).not.toMatch(/-/);
    }
  });

  test("every elevation edge is a column of each Target Elevation Table, in every cell (000's table; 003's chart)", () => {
    // @ts-expect-error a cell of the table must answer for every elevation edge: a hedge declared one would need a column
    const withHedge: Readonly<Record<ElevationEdgeSymbol | 'hedge', unknown>> = ARVOLD_TABLE.elevation.G.G as Cell;
    expect(withHedge).toBeDefined();
    for (const table of [ARVOLD_TABLE, ORIGINAL_TABLE])
      for (const f of LEVELS)
        for (const t of LEVELS)
          for (const s of ELEVATION_EDGE_SYMBOLS) expect(table.elevation[f][t][s]).toHaveProperty('rule');
  });

  test("every spine has 000's height in the side view, and nothing else has one", () => {
    for (const s of SYMBOLS) expect(SYMBOL_METRES[s]).toBe(SYMBOL_PROPERTIES[s].spineMetres);
  });
});

describe('each rule set judges exactly the symbols its table names (000 M, 004 note 2, 002 line D: adjacent units, each symbol named)', () => {
  const adjacent = (family: 'panzerblitz' | 'elevation', symbol: HexsideSymbol, rules: 'arvold' | 'tgx' | 'tagg') => {
    const board = buildBoard({ family, columns: 5, rows: 6, hexsides: [`C3 S ${symbol}`] });
    const result = evaluateLos(board, { from: hexByLabel(board, 'C3')!, to: hexByLabel(board, 'C4')!, rules });
    return (result.cleared ?? []).some((r) => r.symbol === symbol);
  };
  test.each(SYMBOLS.map((symbol) => ({ symbol })))('$symbol', ({ symbol }) => {
    const p = SYMBOL_PROPERTIES[symbol];
    expect(adjacent('panzerblitz', symbol, 'arvold')).toBe(p.panzerBlitz !== 'none');
    expect(adjacent('panzerblitz', symbol, 'tgx')).toBe(p.tacticalGameX !== 'none');
  });
});

describe('terrains and levels: one table each, every subset derived', () => {
  test('the terrain subsets follow the terrain table (001 one-hex terrain; docs/board-format.md, base of a green or gray side)', () => {
    expect(ONE_HEX_TERRAINS).toEqual(TERRAINS.filter((t) => TERRAIN_TABLE[t].obstacle === 'one-hex'));
    expect(WOODS_AND_TOWNS).toEqual(TERRAINS.filter((t) => TERRAIN_TABLE[t].obstacle === 'woods-or-town'));
    expect([...TOWN_EDGED_TERRAINS]).toEqual(['town', 'town-woods', 'town-slope']);
    expect([...WOODS_EDGED_TERRAINS]).toEqual(['woods', 'town-woods']);
    for (const t of TERRAINS) expect(TERRAIN_LEVEL[t]).toBe(TERRAIN_TABLE[t].level);
  });

  test("a terrain edged by a symbol owns that symbol's sides, so it is a woods or a town", () => {
    for (const t of [...TOWN_EDGED_TERRAINS, ...WOODS_EDGED_TERRAINS]) expect(WOODS_AND_TOWNS).toContain(t);
  });

  test('levels rank in the order LEVELS lists them (000: ground, slope, hilltop, level 2 slope, level 2 hilltop)', () => {
    expect(LEVELS.map((l) => LEVEL_RANK[l])).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('a new reading is one declaration: its type and its default are derived (docs/rules.md, "Disputed readings")', () => {
  test('the declaration makes the type (type level)', () => {
    expectTypeOf<ReadingsOf<readonly [typeof HEDGE_READING]>>().toEqualTypeOf<{
      readonly hedgeRows: 'block' | 'pass';
    }>();
    expectTypeOf<Readings['noteL']>().toEqualTypeOf<'separate' | 'together'>();
    // @ts-expect-error a reading not declared is no key of the readings
    const undeclared: Readings['hedgeRows'] = 'block';
    expect(undeclared).toBe('block');
  });

  test('the declaration makes the default, its first value', () => {
    const withHedge = readingDefaults([...READINGS, HEDGE_READING]);
    expect(withHedge).toEqual({ ...DEFAULT_READINGS, hedgeRows: 'block' });
  });

  test('every declared reading has its default, and a house reading of it is kept', () => {
    for (const r of READINGS) {
      expect(DEFAULT_READINGS[r.id]).toBe(r.values[0]);
      expect(r.words).toHaveLength(r.values.length);
      expect(houseReadings({ [r.id]: r.values[1] })).toEqual({ [r.id]: r.values[1] });
    }
    expect(Object.keys(DEFAULT_READINGS).sort()).toEqual(READINGS.map((r) => r.id).sort());
  });
});
