// Random boards for the property tests that look at every rule set: small
// PanzerBlitz-family boards (every terrain that changes a verdict, gullies
// crossed by roads, railroads and bridges, every judged hexside symbol) and
// elevation boards for Tagg's algorithm. Tests only.

import fc from 'fast-check';

import { cellLabel } from '../hex/offset.ts';
import { type Feature, type HexsideSymbol, SIDES, type Terrain } from '../types.ts';
import type { BoardSpec, HexSpec } from './build-board.ts';

export const RANDOM_COLUMNS = 8;
export const RANDOM_ROWS = 8;

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
/** The symbols the PanzerBlitz family judges, and a river, which none of them does. */
export const PB_SYMBOLS: HexsideSymbol[] = ['green', 'gray', 'brown', 'orange', 'yellow', 'purple', 'river'];
/** The symbols of elevation boards (Tagg): slopes. */
export const ELEVATION_BOARD_SYMBOLS: HexsideSymbol[] = ['slope', 'extreme-slope'];
/** What can cross a gully and make its hex clear terrain (000 gullies C; 001 railroad, unimproved road). */
const GULLY_FEATURES: Feature[][] = [[], [], ['road'], ['railroad'], ['bridge'], ['unimproved-road']];

/** A hex label on the random boards. */
export const randomLabel: fc.Arbitrary<string> = fc
  .record({
    column: fc.integer({ min: 0, max: RANDOM_COLUMNS - 1 }),
    row: fc.integer({ min: 0, max: RANDOM_ROWS - 1 }),
  })
  .map((c) => cellLabel(c));

const sides = (symbols: HexsideSymbol[]) =>
  fc.array(
    fc.tuple(randomLabel, fc.constantFrom(...SIDES), fc.constantFrom(...symbols)).map((t) => t.join(' ')),
    { minLength: 20, maxLength: 120 },
  );

const panzerBlitzHex: fc.Arbitrary<Terrain | HexSpec> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...PB_TERRAIN) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(...GULLY_FEATURES).map((features) => ({ terrain: 'gully' as const, features })),
  },
);

export const panzerBlitzBoardArbitrary: fc.Arbitrary<BoardSpec> = fc.record({
  hexes: fc.dictionary(randomLabel, panzerBlitzHex, { maxKeys: 30 }),
  hexsides: sides(PB_SYMBOLS),
});

export const elevationBoardArbitrary: fc.Arbitrary<BoardSpec> = fc.record({
  family: fc.constant('elevation' as const),
  hexes: fc.dictionary(
    randomLabel,
    fc.oneof(
      fc.integer({ min: 0, max: 4 }),
      fc.record({
        terrain: fc.constantFrom<Terrain>('woods', 'wood-copse', 'collective-farm'),
        elevation: fc.integer({ min: 0, max: 4 }),
      }),
    ),
    { maxKeys: 30 },
  ),
  hexsides: sides(ELEVATION_BOARD_SYMBOLS),
});

/**
 * High ground with ground and gullies between: units on both hilltop levels and on the ground, lines over rims
 * and spines at every distance, so the distance rules (000 C–H, 003's C and D, 004's cells) judge most lines.
 */
export const highGroundBoardArbitrary: fc.Arbitrary<BoardSpec> = fc.record({
  defaultTerrain: fc.constantFrom<Terrain>('clear', 'hilltop', 'hilltop2'),
  hexes: fc.dictionary(
    randomLabel,
    fc.constantFrom<Terrain>('clear', 'gully', 'hilltop', 'hilltop2', 'slope', 'slope2', 'hilltop-slope2'),
    { maxKeys: 40 },
  ),
  hexsides: sides(['brown', 'orange', 'yellow', 'purple']),
});
