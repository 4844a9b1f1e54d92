// The players' names for the board vocabulary (ux.md, "Words"): one table for
// the engine's sentences, the CLI and the UI. Rule sets phrase their own
// sentences around these names.

import type { HexsideSymbol, Level, Terrain } from './types.ts';

/** "ground", "level 1 slope", ... as players name a unit's level. */
export const LEVEL_NAMES: Readonly<Record<Level, string>> = {
  G: 'ground',
  S1: 'level 1 slope',
  H1: 'level 1 hilltop',
  S2: 'level 2 slope',
  H2: 'level 2 hilltop',
};

export const TERRAIN_WORDS: Readonly<Record<Terrain, string>> = {
  clear: 'clear',
  road: 'road',
  ford: 'ford',
  swamp: 'swamp',
  pond: 'pond',
  river: 'river',
  wheatfield: 'wheatfield',
  railroad: 'railroad',
  gully: 'gully',
  woods: 'woods',
  town: 'town',
  'wood-copse': 'wood copse',
  'collective-farm': 'collective farm',
  'old-fort': 'old fort',
  'town-woods': 'town/woods',
  slope: 'slope',
  hilltop: 'hilltop',
  slope2: 'level 2 slope',
  hilltop2: 'level 2 hilltop',
  'hilltop-slope2': 'level 1 hilltop / level 2 slope',
  'town-slope': 'town/slope',
  'gorge-bridge': 'gorge/bridge',
  'bridge-river': 'bridge/river',
};

/** What each hexside symbol marks (board-format.md, Hexsides; 000's obstacle list). */
export const SYMBOL_MEANINGS: Readonly<Record<HexsideSymbol, string>> = {
  green: 'woods edge',
  gray: 'town edge',
  brown: 'level 1 slope spine',
  orange: 'level 1 hilltop edge',
  yellow: 'level 2 slope spine',
  purple: 'level 2 hilltop edge',
  river: 'river hexside (movement only)',
  slope: 'slope hexside',
  'extreme-slope': 'extreme slope hexside',
};
