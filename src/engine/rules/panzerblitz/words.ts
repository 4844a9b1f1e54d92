// Sentences a player can read aloud for the PanzerBlitz-family verdicts: the
// players' words ("level 1 hilltop", "brown hexside", "note C"), never the
// table's identifiers.

import { type Fraction, fracCompare, fracToString, HALF, THIRD, TWO_THIRDS } from '../../fraction.ts';
import type { HexsideSymbol, Level } from '../../types.ts';
import type { Basis, PositionRule, SymbolEntry } from './table.ts';

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

/** 003's abbreviated notes, cited with the 1970 reading HexLOS gives them (rules-panzerblitz.md). */
const ORIGINAL_NOTES: Readonly<Record<string, string>> = {
  B: "003's note B, read as in the 1970 rules: the firing unit directly behind",
  C: "003's note C, read as in the 1970 rules: brown symbols closer to the target or exactly midway",
  D: "003's note D, read as in the 1970 rules: brown symbols closer to the firing unit or exactly midway",
  E: "003's note E, which the 1970 rules apply wherever orange does not block outright",
};

/** How a rule id is cited at the end of a sentence. */
export function citation(rule: string): string {
  if (/^[A-R]$/.test(rule)) return `note ${rule}`;
  if (rule === 'TET') return 'the Target Elevation Table';
  if (rule === 'orig-TET') return "003's Target Elevation Chart";
  const orig = /^orig-([A-E])$/.exec(rule);
  if (orig) return ORIGINAL_NOTES[orig[1]] ?? `003's note ${orig[1]}`;
  const gully = /^gullies-([A-D])$/.exec(rule);
  if (gully) return `gullies ${gully[1]}`;
  const clar = /^001-c(\d)$/.exec(rule);
  if (clar) return `001, clarification ${clar[1]}`;
  if (rule === '001-single-hex') return "001's single-hex terrain";
  if (rule === 'blocked-hex') return "003: \"artillery fire blocks line of sight in the hex where it falls\"";
  return rule;
}

/** What a "TET" entry rests on, cited so that nobody looks for a table the seeds do not print. */
export const BASIS_WORDS: Readonly<Record<Basis, string>> = {
  orig: "003's Target Elevation Chart, whose cells 000 keeps",
  shift: "HexLOS's reading of the level 2 band as 003's chart shifted up one band, as 000's notes G to J do; no seed prints this cell",
  above: 'HexLOS\'s reading that a symbol higher than both units blocks; no seed prints this cell',
  'g-s2': "HexLOS's reading for ground and a level 2 slope, a pair no note of 000 covers",
};

/** How an entry is cited: its note, or for a "TET" cell what it rests on. */
export function entryCitation(entry: SymbolEntry, cite: (rule: string) => string): string {
  if (!entry.basis) return cite(entry.note);
  if (entry.note === 'TET') return BASIS_WORDS[entry.basis];
  return `${cite(entry.note)}, by ${BASIS_WORDS[entry.basis]}`;
}

/**
 * A position as players measure it, for reading aloud: two decimals, more
 * where two decimals would put it on the wrong side of 1/3, 1/2 or 2/3, and
 * the fraction itself when it is exactly one of them.
 */
export function positionDecimal(p: Fraction): string {
  const marks = [THIRD, HALF, TWO_THIRDS];
  if (marks.some((m) => fracCompare(p, m) === 0) && p.d !== 2) return fracToString(p);
  const x = p.n / p.d;
  for (let digits = 2; digits < 8; digits++) {
    const text = x.toFixed(digits);
    const shown = Number(text);
    if (marks.every((m) => Math.sign(x - m.n / m.d) === Math.sign(shown - m.n / m.d) || fracCompare(p, m) === 0)) return text;
  }
  return fracToString(p);
}

/** "side 4 of 6, 0.58 of the way". */
export const sideWhere = (k: number, range: number, position: Fraction): string =>
  `side ${k} of ${range}, ${positionDecimal(position)} of the way`;

/** Where a rule that did not block would have blocked: "note C blocks only from midway on". */
export function scopeWords(rule: PositionRule): string {
  switch (rule) {
    case 'nearTarget':
      return 'blocks only from midway on';
    case 'nearFirer':
      return 'blocks only up to midway';
    case 'near1/3':
      return 'blocks only within the first third';
    case 'far2/3':
      return 'blocks only from 2/3 of the way on';
    case 'behindTarget':
      return "blocks only a side of the target's own hex";
    case 'behindFirer':
      return "blocks only a side of the firing unit's own hex";
    case 'block':
      return 'blocks';
    case 'none':
      return 'does not block';
  }
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
      return 3 * position.n <= position.d ? 'lies within the first third of the distance from the firing unit' : 'lies beyond the first third of the distance from the firing unit';
    case 'far2/3':
      return 3 * position.n >= 2 * position.d ? 'lies at least 2/3 of the distance from the firing unit' : 'lies short of 2/3 of the distance from the firing unit';
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
