// Sentences a player can read aloud for the PanzerBlitz-family verdicts: the
// players' words ("level 1 hilltop", "brown hexside", "note C"), never the
// table's identifiers.

import { type Fraction, fracCompare, fracToString, HALF, THIRD, TWO_THIRDS } from '../../fraction.ts';
import { type HexsideSymbol, type Level, SYMBOL_TABLE, SYMBOLS } from '../../types.ts';
import { capitalise } from '../../words.ts';
import type { Citation } from '../types.ts';
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

/**
 * What each rule id says, quoted from the rule texts (000, 001, 003), said
 * once per result (the result's `citations`); a sentence only names it.
 */
export const QUOTES: Readonly<Record<string, string>> = {
  A: '"When firing FROM a slope or a hilltop (of either level) TO a ground-level target, the Line-of-Sight is obstructed if the TARGET UNIT is directly behind a Grey or Green hex-side, or directly behind a single-hex Woods or Town hex" — the side is one of the target hex\'s own sides; a single-hex woods or town must be the hex next to the target.',
  B: '"When firing FROM ground-level TO a target on a hilltop or a slope (of either level), the Line-of-Sight is obstructed if the FIRING UNIT is directly behind a Gray or Green hex-side or directly behind a single-hex Woods or Town hex."',
  C: '"When firing FROM a Level 1 hilltop TO a ground-level target, the Line-of-Sight is obstructed by intervening Brown hex-side symbols if such a symbol is closer to the TARGET UNIT than to the firing unit or if the symbol is exactly mid-way between the two."',
  D: '"When firing FROM ground-level TO a target on a Level 1 hilltop, the Line-of-Sight is obstructed by intervening Brown hex-side symbols if such a symbol is closer to the FIRING UNIT than to the target, or exactly midway between the two."',
  E: '"When firing FROM a Level 2 hilltop TO a ground-level target, the Line-of-Sight is obstructed by intervening Brown, Yellow, and Orange/Red hex-side symbols if such a symbol is at least 2/3 or more of the distance from the FIRING UNIT to the target."',
  F: '"When firing FROM ground-level TO a target on a Level 2 hilltop, the Line-of-Sight is obstructed by intervening Brown, Yellow, and Orange/Red hex-side symbols if such a symbol is 1/3 or less of the distance from the FIRING UNIT to the target unit."',
  G: '"When firing FROM a Level 2 hilltop to a target on a Level 1 hilltop or Level 1 slope, the Line-of-Sight is obstructed by intervening Yellow hex-side symbols if such a symbol is closer to the TARGET UNIT than to the firing unit or if the symbol is exactly mid-way between the two."',
  H: '"When firing FROM a Level 1 hilltop or Level-1 slope to a target on a Level 2 hilltop, the Line-of-Sight is obstructed by intervening Yellow hex-side symbols if such a symbol is closer to the FIRING UNIT than to the target, or exactly midway between the two."',
  I: '"When firing FROM a Level 2 hilltop or Level 2 slope to a target on a Level 1 hilltop or a Level 1 slope, the Line-of-Sight is NOT obstructed by any intervening Orange/Red hexside symbols."',
  J: '"When firing FROM a Level 1 hilltop or Level 1 slope to a target on a Level 2 hilltop or a Level 2 slope, the Line-of-Sight is NOT obstructed by any intervening Orange/Red hexside symbols."',
  L: '"The ONLY case in which a unit may trace an unobstructed Line-of-Sight through more than ONE Orange/Red (Level 1 hilltop) or Purple (Level 2 hilltop) hex-side symbol, other than in cases G, H, I, and J above, is when both the target and the firing unit are on the same level hilltops. In all other situations, except in cases G, H, I, and J above, the LOS is obstructed if it must be traced through more than one Orange/Red and/or Purple hex-side."',
  M: '"No matter what the obstacle or the terrain, a unit may ALWAYS fire at a target to which it is directly adjacent (regardless of elevation)."',
  N: '"The Green and Gray hex-sides, and in the case of single-hex town and woods the hex itself, obstruct ALL fire no matter what the elevation of the target and the firing unit … The ONLY exception to this is when the target or firing unit is on a Level 2 hilltop or slope hex and the other unit is on a Level 1 hilltop in which case notes A and B would apply with the unit on the Level 1 hilltop hex being treated as if it were on a … ground-level hex." (The cut is a page break in the printed text.)',
  O: '"Note that when both the target and the attacker are on groundlevel, ALL hex-side symbols (Gray, Green, Brown, Orange/Red, Yellow, and Purple) obstruct the Line-of-Sight (except as per note “J”)." Note J\'s exception concerns units on level 1 and level 2 elevations; between two ground-level units HexLOS reads no exception to O.',
  'gullies-A':
    '"Units in gullies may not fire at (or BE fired at by) units at ground level or in other gully-hexes (unless they are directly adjacent to each other)."',
  'gullies-B':
    '"Units in gullies may fire at (and BE fired at by) units on slopes and hilltops of either level. In these cases treat the unit in the gully as if it were at groundlevel for TET purposes."',
  'gullies-C':
    '"“Fords” represent exposed (not depressed) areas of the streambed. They are equivalent to clear terrain for all purposes. The hexagons on which a road crosses a gully (note that on the newer maps the roads will have a bridge symbol where it crosses over the gully) are also considered as clear terrain (even if for some reason the road becomes unusable)."',
  'gullies-D': '"Hexagons containing the end or beginning of a gully are treated as full fledged gullies."',
  '001-c1':
    '"When firing from a slope or Hilltop to a Ground-level target, the Line-of-Sight is obstructed if target hex is directly behind a Collective Farm or Wood Copse hex: \u201cDirectly behind\u201d means that the LOS passes through either of the above-mentioned hex types before entering the target hex directly behind them." The obstacle must be the hex next to the target; HexLOS reads old forts as collective farms.',
  '001-c2':
    '"When firing from Ground-level to a target on a Slope or Hilltop hex, the Line-of-Sight is obstructed if the firing unit is directly behind a Collective Farm or Wood/Copse hex." The obstacle must be the hex next to the firing unit; HexLOS reads old forts as collective farms.',
  '001-c3':
    '"The Line-of-Sight may always pass through a Town or Woods hex in a Town or Woods multi-hex (two or more hexes) as long as it does not pass through or even touch a Gray or Green hexside."',
  '001-single-hex':
    'A wood copse or collective farm (old forts read the same): "Blocks Line of Sight/Fire through the hex (even if the LOS/LOF runs along the hexside or just touches a corner of the hex)."',
  'blocked-hex':
    '003, Offboard Artillery: "Artillery fire blocks line of sight in the hex where it falls for the game turn." HexLOS reads it as blocking lines through that hex, not into or out of it.',
  'orig-A': '003: "Firing from slope/hill to ground is obstructed if target is directly behind Gray/Green hexside".',
  'orig-B':
    '003: "Firing from ground to slope/hill is obstructed if target is directly behind Gray/Green hexside." Read as in the 1970 rules: the firing unit directly behind (the target is the one on the hill).',
  'orig-C':
    '003: "When firing from a hilltop to a ground-level target, the Line-of-Sight is obstructed by intervening hex-side symbols if symbol is closer to target unit." Read as in the 1970 rules: brown symbols closer to the target or exactly midway.',
  'orig-D':
    '003: "When firing from ground-level to hilltop target, the Line-of-Sight is obstructed by intervening hex-side symbols if symbol is closer to firing unit." Read as in the 1970 rules: brown symbols closer to the firing unit or exactly midway.',
  'orig-E':
    '003: "A unit may trace an unobstructed Line-of-Sight through more than ONE hilltop hex-side symbol is when both the target and the firing unit are on hilltops." The 1970 rules apply it wherever orange does not block outright: one orange side is allowed, more than one blocks unless both units are on hilltops.',
  'orig-B-printed':
    '003: "Firing from ground to slope/hill is obstructed if target is directly behind Gray/Green hexside." Read as printed, by the house reading originalNotes=as-printed: the target directly behind (a side of the target\'s own hex).',
  'orig-C-printed':
    '003: "When firing from a hilltop to a ground-level target, the Line-of-Sight is obstructed by intervening hex-side symbols if symbol is closer to target unit." Read as printed, by the house reading originalNotes=as-printed: any hexside symbol (brown or orange) closer to the target; exactly midway is not closer.',
  'orig-D-printed':
    '003: "When firing from ground-level to hilltop target, the Line-of-Sight is obstructed by intervening hex-side symbols if symbol is closer to firing unit." Read as printed, by the house reading originalNotes=as-printed: any hexside symbol (brown or orange) closer to the firing unit; exactly midway is not closer.',
  '001-town-slope':
    '001, Town/Slope Hex: "Blocks Line of Sight/Fire through the hex if it crosses a gray hexside." Read as printed, by the house reading lowOnSlope=town-printed: whatever the levels of the units, when neither stands in that hex.',
  '001-town-woods':
    '001, Town/Woods Hex: "Blocks Line of Sight/Fire through hex if it crosses a gray or green hexside." Read as printed, by the house reading townWoods=printed: whatever the levels of the units, when neither stands in that hex.',
  'L-heights':
    '"In all other situations, except in cases G, H, I, and J above, the LOS is obstructed if it must be traced through more than one Orange/Red and/or Purple hex-side." Between a level 1 unit and a level 2 hilltop (cases G to J) note L excepts its count by default; the house reading level1PurpleL=counted counts purple there by 000\'s heights: a level 2 hill (200 to 240 meters) between them stands above the level 1 unit and as high as the target.',
  'orig-single-hex-none':
    '003\'s notes A and B name only a "Gray/Green hexside": "Firing from slope/hill to ground is obstructed if target is directly behind Gray/Green hexside". Read as printed, by the house reading originalSingleHex=hexsides-only: a single-hex woods or town is no obstacle under the 1970 chart.',
  'low-on-slope':
    '000 gives woods and towns 10–20 m above their base and a brown slope spine 60–70 m, so a town or woods on a level 1 slope stands as high as a brown spine; 001, Town/Slope: "Blocks Line of Sight/Fire through the hex if it crosses a gray hexside. Brown hexside may block Line of Sight/Fire depending on application of Obstacles and Elevation rules C and D." HexLOS judges it both as ground-level woods or town and as a brown side at the same place; it blocks if either does.',
};

/** How a rule id is named inside a sentence. */
export function citation(rule: string): string {
  if (/^[A-R]$/.test(rule)) return `note ${rule}`;
  if (rule === 'TET') return 'the Target Elevation Table';
  if (rule === 'orig-TET') return "003's Target Elevation Chart";
  if (rule === 'orig-TET-hilltops')
    return '003\'s chart, Hill to Hill: "None", by the house reading originalHilltops=chart-none';
  const orig = /^orig-([A-E])(-printed)?$/.exec(rule);
  if (orig) return orig[2] ? `003's note ${orig[1]} as printed` : `003's note ${orig[1]}`;
  if (rule === '001-town-slope') return "001's town/slope as printed";
  if (rule === '001-town-woods') return "001's town/woods as printed";
  if (rule === 'L-heights') return 'note L, counted by the house reading level1PurpleL=counted';
  if (rule === 'orig-single-hex-none')
    return "003's notes as printed, by the house reading originalSingleHex=hexsides-only";
  const gully = /^gullies-([A-D])$/.exec(rule);
  if (gully) return `gullies ${gully[1]}`;
  const clar = /^001-c(\d)$/.exec(rule);
  if (clar) return `001, clarification ${clar[1]}`;
  if (rule === '001-single-hex') return "001's single-hex terrain";
  if (rule === 'blocked-hex') return "003's artillery rule";
  if (rule === 'low-on-slope') return "000's heights; 001, town/slope";
  return rule;
}

/** 003's Target Elevation Chart as printed (firing from the row at the column), for quoting its cells. */
const CHART_003: Readonly<Record<'G' | 'S1' | 'H1', Readonly<Record<'G' | 'S1' | 'H1', string>>>> = {
  G: { G: 'All', S1: 'Brown/Orange Note B', H1: 'Note B Note D' },
  S1: { G: 'Brown/Orange Note A', S1: 'Brown/Orange Note E', H1: 'Note E' },
  H1: { G: 'Note A Note C', S1: 'Note E', H1: 'None' },
};
const CHART_WORDS: Readonly<Record<'G' | 'S1' | 'H1', string>> = { G: 'ground', S1: 'slopes', H1: 'hill' };

/** 003's chart cell for a pair of the three 1970 levels, quoted: 'firing from ground at slopes: "Brown/Orange Note B"'. */
export function chartCell(firer: Level, target: Level): string | undefined {
  if (!(firer in CHART_003) || !(target in CHART_003)) return undefined;
  const f = firer as 'G' | 'S1' | 'H1';
  const t = target as 'G' | 'S1' | 'H1';
  return `firing from ${CHART_WORDS[f]} at ${CHART_WORDS[t]}: "${CHART_003[f][t]}"`;
}

/**
 * A rule id as a citation: the name a sentence uses and, once for the
 * result, what it says. `threeLevels`: under the 1970 chart 000's letters are
 * named as 000's, so nobody looks for a note N in 003.
 */
export function citationOf(rule: string, threeLevels: boolean, firer: Level, target: Level): Citation {
  if (/^[A-R]$/.test(rule)) {
    const text = QUOTES[rule] ?? `000, Special Note ${rule}.`;
    return threeLevels
      ? { id: rule, name: `000's note ${rule}`, text: `${text} (003 is silent here; HexLOS reads 000's note.)` }
      : { id: rule, name: `note ${rule}`, text };
  }
  if (rule === 'orig-TET') {
    const cell = chartCell(firer, target);
    return {
      id: rule,
      name: citation(rule),
      text: cell ? `The 1970 chart (003), ${cell}.` : "003's Target Elevation Chart.",
    };
  }
  if (rule === 'orig-TET-hilltops') {
    return {
      id: rule,
      name: citation(rule),
      text: `The 1970 chart (003), ${chartCell('H1', 'H1')}, read by the house reading originalHilltops=chart-none for woods and towns too (000 note N blocks them).`,
    };
  }
  return { id: rule, name: citation(rule), text: QUOTES[rule] ?? citation(rule) };
}

/** What a "TET" entry rests on: the name a sentence uses. */
export const BASIS_NAMES: Readonly<Record<Basis, string>> = {
  orig: "003's Target Elevation Chart",
  shift: "HexLOS's level 2 band reading",
  above: "000's heights, higher than both units",
  below: "000's heights, lower than both units",
  'g-s2': "HexLOS's ground and level 2 slope reading",
  heights: 'the heights reading of note L between level 2 units',
  'band-heights': 'the heights reading of the level 2 band',
  'g-s2-slope': 'the slope reading of ground and a level 2 slope',
};

/** 000's own word that its table leaves cases open: what HexLOS's own assumptions rest on. */
const NOT_COVERED = '000: "The table, however, does not cover all the situations which might arise."';

/** What a "TET" entry rests on, said once, so that nobody looks for a table the printed rules do not have. */
export const BASIS_WORDS: Readonly<Record<Basis, string>> = {
  orig: "003's Target Elevation Chart, whose entries HexLOS reads 000 as keeping",
  shift: `HexLOS's reading of the level 2 band as 003's chart shifted up one band, as 000's notes G to J do: a brown side between a level 1 slope unit and a level 2 unit, or a yellow side between level 2 slope and hilltop units, does not block. The printed rules don't cover this pair (${NOT_COVERED}); under the house reading level2Band=heights, by 000's heights, such a side blocks when it is closer to the unit standing below it, or midway`,
  above:
    'this hexside stands higher than both units (000 gives every level and every hexside colour its height in meters), so a straight line between them cannot pass over it',
  below:
    'this hexside stands lower than both units (000 gives every level and every hexside colour its height in meters), so a straight line between them passes over it',
  'g-s2': `HexLOS's reading for ground and a level 2 slope, a pair the printed rules don't cover (${NOT_COVERED}): the lower band read as ground to a level 1 hilltop (D, L), the upper as ground to a slope (its spine and the hilltop above it block); the house reading groundLevel2Slope=slope reads the whole pair as ground to a slope`,
  heights:
    'the house reading level2NoteL=heights: between level 2 units the orange hexside (000: a level 1 hilltop, 100 to 140 meters) lies below both units (a level 2 slope, 150 to 160 meters), so it is not counted; note L\'s scope ("In all other situations, except in cases G, H, I, and J above") counts it by default',
  'band-heights':
    "the house reading level2Band=heights: by 000's heights a level 1 slope (50 to 60 meters) lies below a brown side (60 to 70 meters) and a level 2 slope (150 to 160 meters) below a yellow one (160 to 170 meters), so such a side blocks when it is closer to the unit standing below it, or midway, as notes C, D, G and H block; by default HexLOS reads the level 2 band as 003's chart shifted up one band, where it does not block",
  'g-s2-slope':
    'the house reading groundLevel2Slope=slope: the unit on the level 2 slope is read as on a slope, as 003\'s Target Elevation Chart reads ground to slopes ("Brown/Orange"), so every coloured hexside between the units blocks; by default HexLOS reads the lower band as ground to a level 1 hilltop (D, L)',
};

/** A "TET" entry's basis as a citation (for `orig`, the 1970 cell it keeps, quoted). */
export function basisCitation(basis: Basis, firer: Level, target: Level): Citation {
  const cell = basis === 'orig' ? chartCell(firer, target) : undefined;
  const text = cell ? `HexLOS reads 000 as keeping what 003's chart prints here, ${cell}.` : `${BASIS_WORDS[basis]}.`;
  return { id: `TET:${basis}`, name: BASIS_NAMES[basis], text: capitalise(text) };
}

/** How an entry is named: its note, or for a "TET" cell what it rests on; each recorded by `cite`. */
export function entryCitation(
  entry: SymbolEntry,
  cite: (rule: string) => string,
  citeBasis: (basis: Basis) => string,
): string {
  if (!entry.basis) return cite(entry.note);
  if (entry.note === 'TET') return citeBasis(entry.basis);
  return `${cite(entry.note)}, by ${citeBasis(entry.basis)}`;
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
    if (marks.every((m) => Math.sign(x - m.n / m.d) === Math.sign(shown - m.n / m.d) || fracCompare(p, m) === 0))
      return text;
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
    case 'closerTarget':
      return 'blocks only a symbol strictly closer to the target';
    case 'closerFirer':
      return 'blocks only a symbol strictly closer to the firing unit';
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
      return vsHalf === 0
        ? 'is exactly midway'
        : vsHalf > 0
          ? 'is closer to the target'
          : 'is closer to the firing unit';
    case 'nearFirer':
    case 'closerFirer':
      return vsHalf === 0
        ? 'is exactly midway'
        : vsHalf < 0
          ? 'is closer to the firing unit'
          : 'is closer to the target';
    case 'closerTarget':
      return vsHalf === 0
        ? 'is exactly midway'
        : vsHalf > 0
          ? 'is closer to the target'
          : 'is closer to the firing unit';
    case 'near1/3':
      return 3 * position.n <= position.d
        ? 'lies within the first third of the distance from the firing unit'
        : 'lies beyond the first third of the distance from the firing unit';
    case 'far2/3':
      return 3 * position.n >= 2 * position.d
        ? 'lies at least 2/3 of the distance from the firing unit'
        : 'lies short of 2/3 of the distance from the firing unit';
    case 'behindTarget':
      return "is a side of the target's own hex";
    case 'behindFirer':
      return "is a side of the firing unit's own hex";
    default:
      return 'lies between the units';
  }
}

/** Each symbol's name in a verdict's sentences ("the green (woods) hexside"). */
export const VERDICT_SYMBOL_NAMES: Readonly<Record<HexsideSymbol, string>> = Object.fromEntries(
  SYMBOLS.map((s) => [s, SYMBOL_TABLE[s].verdictName]),
) as Record<HexsideSymbol, string>;
