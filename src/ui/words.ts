// Players' words for the engine's identifiers (docs/table.md#words): levels,
// terrain, hexside symbols, rule notes and rule sets. The engine's ids stay in
// the JSON; everything a player reads goes through this file.

import type { RuleSetId, TraceMode } from '../engine/rules/ids.ts';
import type { HexsideSymbol, Level, Terrain } from '../engine/types.ts';
import { SYMBOL_TABLE, SYMBOLS } from '../engine/types.ts';
import { LEVEL_NAMES, playersNumber, TERRAIN_WORDS } from '../engine/words.ts';

export { LEVEL_NAMES as LEVEL_WORDS, playersNumber, TERRAIN_WORDS } from '../engine/words.ts';

/** The short form of the verdict's subtitle ("range 5 · hilltop → ground"). */
export const LEVEL_SHORT: Readonly<Record<Level, string>> = {
  G: 'ground',
  S1: 'slope',
  H1: 'hilltop',
  S2: 'level 2 slope',
  H2: 'level 2 hilltop',
};

/** Legend names: the rule colours exactly as the rules name them (docs/table.md#what-the-app-promises-at-the-table). */
export const SYMBOL_WORDS: Readonly<Record<HexsideSymbol, { name: string; meaning: string }>> = Object.fromEntries(
  SYMBOLS.map((s) => [s, { name: SYMBOL_TABLE[s].name, meaning: SYMBOL_TABLE[s].meaning }]),
) as Record<HexsideSymbol, { name: string; meaning: string }>;

const RULE_SET_WORDS: Readonly<Record<RuleSetId, string>> = {
  arvold: 'Arvold',
  original: 'Original',
  tgx: 'GameX',
  tagg: 'Tagg',
};

export const ruleSetWord = (id: RuleSetId): string => RULE_SET_WORDS[id] ?? id;

export const RULE_SET_TITLES: Readonly<Record<RuleSetId, string>> = {
  arvold: 'Alan Arvold’s modified rules: five levels, each coloured hexside read by both units’ levels',
  original: 'The 1970 Target Elevation Table: three levels (level 2 read as level 1)',
  tgx: 'Tactical GameX: an obstacle’s height against both units’ levels, counted in hexes',
  tagg: 'Larry Tagg’s algorithm for maps with elevation numbers',
};

export const TRACE_WORDS: Readonly<Record<TraceMode, string>> = {
  hex: 'Hex-traced',
  real: 'Real-space',
};

/**
 * A rule id of docs/cli.md as players cite it, one pattern for every rule set:
 * "note C", "Original note E", "GameX note 1", "Tagg line 11", "gullies A".
 */
export function ruleNoteWord(rule: string): string {
  if (/^[A-R]$/.test(rule)) return `note ${rule}`;
  let m = /^gullies-([A-D])$/.exec(rule);
  if (m) return `gullies ${m[1]}`;
  m = /^001-c(\d)$/.exec(rule);
  if (m) return `new terrain, clarification ${m[1]}`;
  if (rule === '001-single-hex') return 'new terrain, one-hex obstacle';
  if (rule === 'blocked-hex') return 'artillery fell this turn';
  if (rule === 'hex-traced') return 'no route crosses it';
  if (rule === 'straight-edge') return 'straight-edge exception';
  if (rule === '001-unimproved-road') return 'new terrain, unimproved road';
  if (rule === 'tgx-routes') return 'GameX: no route crosses it';
  if (rule === 'TET') return 'modified Target Elevation Table';
  if (rule === 'orig-TET') return 'Target Elevation Chart';
  m = /^orig-([A-E])$/.exec(rule);
  if (m) return `Original note ${m[1]}`;
  if (rule === 'tgx-table') return 'GameX table';
  m = /^tgx-(\d)$/.exec(rule);
  if (m) return `GameX note ${m[1]}`;
  if (rule === 'tagg-D') return 'Tagg step D';
  m = /^tagg-sc(\d)$/.exec(rule);
  if (m) return `Tagg slope case ${m[1]}`;
  m = /^tagg-(\d+)$/.exec(rule);
  if (m) return `Tagg line ${m[1]}`;
  return rule;
}

/** The hill terrains, whose level's name ("level 1 hilltop") already names them. */
const HILL_TERRAINS: ReadonlySet<Terrain> = new Set(['slope', 'hilltop', 'slope2', 'hilltop2', 'hilltop-slope2']);

/**
 * A hex as an end of a line is named: "C2 · level 1 hilltop", "W9 · wood copse",
 * "J3 · gully", "H4 · town/slope, level 1 slope", or "D4 · woods, elevation 3"
 * on an elevation board. The terrain is named whenever it is not plain clear
 * ground or a hill, so the tag says what the printed hex shows; the level
 * follows when it is not ground (docs/table.md "Small words").
 */
export function endWords(
  cell: { readonly label: string; readonly level: Level; readonly terrain: Terrain; readonly elevation?: number },
  family: string,
): string {
  const terrain = cell.terrain === 'clear' || HILL_TERRAINS.has(cell.terrain) ? undefined : TERRAIN_WORDS[cell.terrain];
  const height =
    family === 'elevation' && cell.elevation !== undefined
      ? `elevation ${cell.elevation}`
      : cell.level === 'G' && terrain
        ? undefined
        : LEVEL_NAMES[cell.level];
  return `${cell.label} · ${[terrain, height].filter(Boolean).join(', ')}`;
}

/** What a route is, said once under the routes' count: "all 2 routes blocked" meant nothing to a new player. */
export const ROUTE_MEANING =
  'A route is one way to trace the line hex by hex: where the line runs along a hexside, it may pass through the hex on either side.';

export function routesSentence(count: bigint, blocked: bigint, visible: boolean): string | undefined {
  if (count <= 1n) return undefined;
  const all = count === 2n ? 'both' : `all ${count}`;
  if (visible || blocked === 0n) return `${all} routes clear`;
  if (blocked === count) return `${all} routes blocked`;
  return `${blocked} of ${count} routes blocked: the defender gets the benefit of the doubt`;
}

const DICE_OUT_OF = [6, 18, 36] as const;

/**
 * A chance as players say it: on one die "2 in 6"; on a hit roll and then the
 * results table (indirect fire) "5 in 18"; else the fraction. `outOf` puts
 * several chances over one count, so that they compare at a glance.
 */
export function dieChance(f: { readonly n: number; readonly d: number }, outOf?: number): string {
  const out = outOf !== undefined && outOf % f.d === 0 ? outOf : DICE_OUT_OF.find((d) => d % f.d === 0);
  return out === undefined ? playersNumber(f) : `${(f.n * out) / f.d} in ${out}`;
}

/** The smallest count (6, 18, 36) over which every chance is whole; undefined when none is. */
export function commonOutOf(chances: readonly { readonly n: number; readonly d: number }[]): number | undefined {
  return DICE_OUT_OF.find((out) => chances.every((f) => out % f.d === 0));
}
