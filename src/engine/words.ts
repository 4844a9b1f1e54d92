// The players' names for the board vocabulary (docs/table.md#words): one table for
// the engine's sentences, the CLI and the UI. Rule sets phrase their own
// sentences around these names, with the English helpers below: numbers as
// players write them, lists ("a, b and c") and capitals.

import { type HexsideSymbol, type Level, SYMBOL_TABLE, SYMBOLS, type Terrain } from './types.ts';

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

/** What each hexside symbol marks (docs/board-format.md, Hexsides; 000's obstacle list). */
export const SYMBOL_MEANINGS: Readonly<Record<HexsideSymbol, string>> = Object.fromEntries(
  SYMBOLS.map((s) => [s, SYMBOL_TABLE[s].meaning]),
) as Record<HexsideSymbol, string>;

const VULGAR: Readonly<Record<string, string>> = {
  '1/2': '½',
  '1/3': '⅓',
  '2/3': '⅔',
  '1/4': '¼',
  '3/4': '¾',
  '1/6': '⅙',
  '5/6': '⅚',
  '1/8': '⅛',
  '3/8': '⅜',
  '5/8': '⅝',
  '7/8': '⅞',
};

/** A number as players write it on a sheet (a factor, a level, a height): 7½, ½, 2⅔, 5 3/7. */
export function playersNumber(f: { readonly n: number; readonly d: number }): string {
  if (f.d === 1) return String(f.n);
  const sign = f.n < 0 ? '−' : '';
  const n = Math.abs(f.n);
  const whole = Math.floor(n / f.d);
  const rest = `${n % f.d}/${f.d}`;
  const part = VULGAR[rest];
  if (whole === 0) return sign + (part ?? rest);
  return part ? `${sign}${whole}${part}` : `${sign}${whole} ${rest}`;
}

/** "A2", "A2 and A3", "A2, A3 and A4". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A sentence's first letter in capitals: "the woods hex E4 …" → "The woods hex E4 …". */
export const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
