// Random boards for the property tests, small enough to run hundreds of
// lines: a PanzerBlitz-family board (every level, woods, towns, gullies, the
// single-hex obstacles and every coloured side) and an elevation board
// (Tagg's elevation numbers, forests, slope sides). Tests only.

import fc from 'fast-check';

import { cellLabel } from '../hex/offset.ts';
import { type HexsideSymbol, SIDES, type Terrain } from '../types.ts';
import type { BoardSpec } from './build-board.ts';

export const COLUMNS = 8;
export const ROWS = 8;

const PB_TERRAIN: Terrain[] = [
  'clear',
  'clear',
  'clear',
  'woods',
  'town',
  'slope',
  'hilltop',
  'slope2',
  'hilltop2',
  'gully',
  'wood-copse',
  'collective-farm',
  'old-fort',
  'town-slope',
];
export const PB_SYMBOLS: HexsideSymbol[] = ['green', 'gray', 'brown', 'orange', 'yellow', 'purple', 'river'];
export const ELEVATION_SYMBOLS: HexsideSymbol[] = ['slope', 'extreme-slope'];

/** A hex label on the COLUMNS × ROWS board. */
export const label: fc.Arbitrary<string> = fc
  .record({ column: fc.integer({ min: 0, max: COLUMNS - 1 }), row: fc.integer({ min: 0, max: ROWS - 1 }) })
  .map((c) => cellLabel(c));

const sides = (symbols: HexsideSymbol[]) =>
  fc.array(
    fc.tuple(label, fc.constantFrom(...SIDES), fc.constantFrom(...symbols)).map((t) => t.join(' ')),
    { minLength: 20, maxLength: 120 },
  );

export const panzerBlitzBoard: fc.Arbitrary<BoardSpec> = fc.record({
  hexes: fc.dictionary(label, fc.constantFrom(...PB_TERRAIN), { maxKeys: 30 }),
  hexsides: sides(PB_SYMBOLS),
});

export const elevationBoard: fc.Arbitrary<BoardSpec> = fc.record({
  family: fc.constant('elevation' as const),
  hexes: fc.dictionary(
    label,
    fc.oneof(
      fc.integer({ min: 0, max: 4 }),
      fc.record({
        terrain: fc.constantFrom<Terrain>('woods', 'wood-copse', 'collective-farm'),
        elevation: fc.integer({ min: 0, max: 4 }),
      }),
    ),
    { maxKeys: 30 },
  ),
  hexsides: sides(ELEVATION_SYMBOLS),
});

/**
 * High ground with ground and gullies between: units on both hilltop levels and on the ground, lines over rims
 * and spines at every distance, so the distance rules (000 C–H, 003's C and D, 004's cells) judge most lines.
 */
export const highGroundBoard: fc.Arbitrary<BoardSpec> = fc.record({
  defaultTerrain: fc.constantFrom<Terrain>('clear', 'hilltop', 'hilltop2'),
  hexes: fc.dictionary(
    label,
    fc.constantFrom<Terrain>('clear', 'gully', 'hilltop', 'hilltop2', 'slope', 'slope2', 'hilltop-slope2'),
    { maxKeys: 40 },
  ),
  hexsides: sides(['brown', 'orange', 'yellow', 'purple']),
});
