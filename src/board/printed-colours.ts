// The colours a board is printed in: the fill of each terrain and the stroke
// of each hexside symbol as the app draws them in its light theme (ux.md:
// muted fills close to the printed boards, vivid symbols). One home below
// both readers of them: the UI's palette paints with them, and the scanner
// (scan/vocabulary.ts) takes them as its reference colours when a user gives
// no samples, so a photo of a board the app printed reads back as itself.

import type { HexsideSymbol, Terrain } from '../engine/types.ts';

export const PRINTED_TERRAIN: Readonly<Record<Terrain, string>> = {
  clear: '#efeadb',
  road: '#e9e1cb',
  ford: '#dfe6e2',
  swamp: '#d3dbc5',
  pond: '#aecbdf',
  river: '#b9d1e2',
  wheatfield: '#efe1ad',
  railroad: '#e7e2d4',
  gully: '#dcdfd9',
  woods: '#bcd1a6',
  town: '#d3cfc8',
  'wood-copse': '#adc698',
  'collective-farm': '#d8ccbc',
  'old-fort': '#cfc7b6',
  'town-woods': '#c4cdb3',
  slope: '#e0cb9f',
  hilltop: '#cfae7b',
  slope2: '#c49c70',
  hilltop2: '#ac8058',
  'hilltop-slope2': '#bd9468',
  'town-slope': '#d9c6a6',
  'gorge-bridge': '#cdbfa8',
  'bridge-river': '#bdd0dc',
};

export const PRINTED_SYMBOL: Readonly<Record<HexsideSymbol, string>> = {
  green: '#2f8a35',
  gray: '#6f7680',
  brown: '#6e3f1c',
  orange: '#ee7d12',
  yellow: '#f0c419',
  purple: '#8a3db8',
  river: '#2a78cf',
  slope: '#4b4036',
  'extreme-slope': '#1f1a16',
};

/**
 * The fill of each elevation on an elevation board, low to high (0..15): the
 * app's light theme and the verdict card paint such a board with it.
 */
export const PRINTED_ELEVATION_RAMP: readonly string[] = [
  '#e9ecd6',
  '#e2e2c2',
  '#dcd6ae',
  '#d6c99b',
  '#cfbb8a',
  '#c7ac7b',
  '#bd9c6d',
  '#b18c61',
  '#a47c56',
  '#966d4c',
  '#875f43',
  '#78523b',
  '#6a4634',
  '#5c3b2d',
  '#4f3127',
  '#432822',
];
