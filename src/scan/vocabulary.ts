// What a scan can name (docs/cli.md#hexlos-scan, `hexlos scan --samples`): the hexside symbols
// drawn as coloured strokes and the terrain told apart by its fill. Each name
// has a reference colour — the colour the app itself prints the board in
// (light theme) — which seeds the clustering's guess when the user gives no
// samples; a user's samples always win over it.

import { PRINTED_SYMBOL, PRINTED_TERRAIN } from '../board/printed-colours.ts';
import { SCANNED_SYMBOLS, type ScannedSymbol, type Terrain } from '../engine/types.ts';

/** The symbols the symbol table marks as scanned. */
export const SCAN_SYMBOLS: readonly ScanSymbol[] = SCANNED_SYMBOLS;
export type ScanSymbol = ScannedSymbol;

export const SCAN_TERRAINS = [
  'clear',
  'woods',
  'town',
  'slope',
  'hilltop',
  'slope2',
  'hilltop2',
  'gully',
] as const satisfies readonly Terrain[];
export type ScanTerrain = (typeof SCAN_TERRAINS)[number];

export type ScanName = ScanSymbol | ScanTerrain;

export const isScanSymbol = (name: string): name is ScanSymbol => (SCAN_SYMBOLS as readonly string[]).includes(name);
export const isScanTerrain = (name: string): name is ScanTerrain => (SCAN_TERRAINS as readonly string[]).includes(name);

export type Rgb = readonly [number, number, number];

function rgbOf(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Reference colours: the app's own printing of each name. */
export const REFERENCE_COLOUR: Readonly<Record<ScanName, Rgb>> = {
  ...(Object.fromEntries(SCAN_SYMBOLS.map((s) => [s, rgbOf(PRINTED_SYMBOL[s])])) as Record<ScanSymbol, Rgb>),
  ...(Object.fromEntries(SCAN_TERRAINS.map((t) => [t, rgbOf(PRINTED_TERRAIN[t])])) as Record<ScanTerrain, Rgb>),
};

/**
 * The scan vocabulary's reading of any board terrain: what a photo of that
 * hex shows most (a road hex is clear ground with a road across it, a copse
 * is woods). Water is not in the scan's vocabulary: it reads as clear.
 * Used to compare a scan with a board it was printed from.
 */
export const SCAN_TERRAIN_OF: Readonly<Record<Terrain, ScanTerrain>> = {
  clear: 'clear',
  road: 'clear',
  ford: 'clear',
  swamp: 'clear',
  pond: 'clear',
  river: 'clear',
  wheatfield: 'clear',
  railroad: 'clear',
  gully: 'gully',
  woods: 'woods',
  town: 'town',
  'wood-copse': 'woods',
  'collective-farm': 'town',
  'old-fort': 'town',
  'town-woods': 'woods',
  slope: 'slope',
  hilltop: 'hilltop',
  slope2: 'slope2',
  hilltop2: 'hilltop2',
  'hilltop-slope2': 'slope2',
  'town-slope': 'slope',
  'gorge-bridge': 'gully',
  'bridge-river': 'clear',
};
