// Sentences a player can read aloud for the PanzerBlitz-family verdicts: the
// players' words ("level 1 hilltop", "brown hexside", "note C"), never the
// table's identifiers.

import { type Fraction, fracCompare, HALF } from '../../fraction.ts';
import type { HexsideSymbol, Level } from '../../types.ts';
import type { PositionRule } from './table.ts';

export const LEVEL_WORDS: Readonly<Record<Level, string>> = {
  G: 'ground level',
  S1: 'a level 1 slope',
  H1: 'a level 1 hilltop',
  S2: 'a level 2 slope',
  H2: 'a level 2 hilltop',
};

/** "a unit on a level 1 hilltop", "a unit at ground level", "a unit in a gully". */
export function unitWords(level: Level, inGully: boolean): string {
  if (inGully) return 'a unit in a gully';
  return level === 'G' ? 'a unit at ground level' : `a unit on ${LEVEL_WORDS[level]}`;
}

/** "to ground level", "to a level 2 hilltop", "into a gully". */
export function targetWords(level: Level, inGully: boolean): string {
  if (inGully) return 'into a gully';
  return `to ${LEVEL_WORDS[level]}`;
}

export { TERRAIN_WORDS } from '../../words.ts';

/** How a rule id is cited at the end of a sentence. */
export function citation(rule: string): string {
  if (/^[A-R]$/.test(rule)) return `note ${rule}`;
  if (rule === 'TET') return 'the Target Elevation Table';
  if (rule === 'orig-TET') return "003's Target Elevation Chart";
  const orig = /^orig-([A-E])$/.exec(rule);
  if (orig) return `003's note ${orig[1]}`;
  const gully = /^gullies-([A-D])$/.exec(rule);
  if (gully) return `gullies ${gully[1]}`;
  const clar = /^001-c(\d)$/.exec(rule);
  if (clar) return `001, clarification ${clar[1]}`;
  if (rule === '001-single-hex') return "001's single-hex terrain";
  if (rule === 'blocked-hex') return '003: artillery blocks LOS in the hex where it falls';
  return rule;
}

/** Where a symbol lies along the line, in words, for the rule that judged it. */
export function positionWords(rule: PositionRule, position: Fraction): string {
  const vsHalf = fracCompare(position, HALF);
  switch (rule) {
    case 'nearTarget':
      return vsHalf === 0 ? 'is exactly midway' : vsHalf > 0 ? 'is closer to the target' : 'is closer to the firing unit';
    case 'nearFirer':
      return vsHalf === 0 ? 'is exactly midway' : vsHalf < 0 ? 'is closer to the firing unit' : 'is closer to the target';
    case 'near1/3':
      return 'lies within the first third of the distance from the firing unit';
    case 'far2/3':
      return 'lies at least 2/3 of the distance from the firing unit';
    case 'behindTarget':
      return "is a side of the target's own hex";
    case 'behindFirer':
      return "is a side of the firing unit's own hex";
    default:
      return 'lies between the units';
  }
}

export const SYMBOL_WORDS: Readonly<Record<HexsideSymbol, string>> = {
  green: 'green (woods)',
  gray: 'gray (town)',
  brown: 'brown',
  orange: 'orange',
  yellow: 'yellow',
  purple: 'purple',
  river: 'river',
  slope: 'slope',
  'extreme-slope': 'extreme slope',
};
