// The combat effects of terrain and weapons as data, each entry carrying its
// source: 003_556d2a178b7b89f6.txt (Terrain Effects Chart, Weapon
// Effectiveness Chart, Die Roll Modifiers, Overrun Attack),
// 000_a03a26f52f8a01a8.txt (Hill and Slope Defense Exceptions A–C) and
// 001_637a09858b693391.txt (effects of each new terrain).
//
// Interpretations (docs/combat.md gives the reasoning):
// - Every terrain has an entry, so a new terrain type forces a decision here.
// - Towns combine stacked DFs (003) and, like 001's one-hex towns, count as
//   armoured targets: a reading (townArmour), since no printed rule says so of
//   a plain town (docs/combat.md#decisions-where-the-rules-are-silent, 6).
// - An overrun target is in a "clear hex" when its terrain is open ground with
//   no combat effect of its own (clear, road, ford, railroad, wheatfield) and it
//   stands at ground level; a wheatfield in July to October is one by default,
//   a reading (wheatfieldOverrun; docs/combat.md#overrun-003-overrun-attack).
// - Exception A as a table: which firer levels are not halved against a hilltop.

import { HALF, ONE, type Fraction, frac } from '../fraction.ts';
import type { Readings } from '../rules/readings.ts';
import type { HexsideSymbol, Level, Terrain } from '../types.ts';
import type { WeaponClass } from './types.ts';

export const SEED_000 = '000_a03a26f52f8a01a8.txt';
export const SEED_001 = '001_637a09858b693391.txt';
export const SEED_003 = '003_556d2a178b7b89f6.txt';

export const SOURCE = {
  hillA: `${SEED_000}, Hill and Slope Defense Exceptions A`,
  hillB: `${SEED_000}, Hill and Slope Defense Exceptions B`,
  hillC: `${SEED_000}, Hill and Slope Defense Exceptions C`,
  weapons: `${SEED_003}, Weapon Effectiveness Chart`,
  overrun: `${SEED_003}, Overrun Attack`,
  drm: `${SEED_003}, Die Roll Modifiers`,
  tec: `${SEED_003}, Terrain Effects Chart`,
  indirect: 'combat.md step 4 (from the 1970 PanzerBlitz and Panzer Leader rules; the printed rules are silent)',
  range: 'combat.md step 1',
  los: 'combat.md step 2',
  odds: 'combat.md, Odds and the table',
} as const;

/** "You are on …" / "the defender is on …" phrases for each level; no internal codes. */
export const LEVEL_PLACE: Record<Level, string> = {
  G: 'at ground level',
  S1: 'on a slope',
  H1: 'on a level 1 hilltop',
  S2: 'on a level 2 slope',
  H2: 'on a level 2 hilltop',
};

export const isHilltop = (level: Level): boolean => level === 'H1' || level === 'H2';
export const isSlope = (level: Level): boolean => level === 'S1' || level === 'S2';

/**
 * Exception A: the firer levels that are not halved against a defender on a
 * hilltop — a hilltop of the same or higher level, or a level 2 slope firing
 * down at a level 1 hilltop.
 */
export const NOT_HALVED_AGAINST_HILLTOP: Readonly<Record<'H1' | 'H2', readonly Level[]>> = {
  H1: ['H1', 'H2', 'S2'],
  H2: ['H2'],
};

/** Hexsides that halve an adjacent firer against a slope defender (Exception B). */
export const HALVING_HEXSIDES: readonly HexsideSymbol[] = ['brown', 'yellow'];

interface Sourced {
  readonly rule: string;
  readonly source: string;
}

export interface TerrainCombatEffect {
  /** "woods", "a town", "a town/slope hex": how a player names the hex in a sentence. */
  readonly phrase: string;
  /** +1 on the attacker's die. */
  readonly drm?: Sourced;
  /** Stacked units combine into one DF and count as armoured targets. */
  readonly combined?: Sourced;
  /** Attacker halved unless adjacent to the hex (001), whatever the hex's level. */
  readonly halvedUnlessAdjacent?: Sourced & { readonly title: string; readonly place: string };
  /** Units here must be spotted before they may be fired on. */
  readonly spotting?: Sourced & { readonly when: 'always' | 'wheatfield-season' };
  /** Open ground: an overrun may target a unit here. */
  readonly open?: boolean;
  /**
   * The reading that decides whether its units are armoured targets, where no printed rule says so (a plain town:
   * 003's chart gives it a combined DF and +1 on the die; 001 says "All units are treated as armored targets" only of
   * its one-hex towns, town/woods and town/slope hexes).
   */
  readonly armourByReading?: 'townArmour';
  /** The reading that decides whether it is a "clear hex" for an overrun while in season (a wheatfield, July to October). */
  readonly openByReading?: 'wheatfieldOverrun';
}

const drm = (rule: string, source: string): Sourced => ({ rule, source });

export const TERRAIN_COMBAT: Readonly<Record<Terrain, TerrainCombatEffect>> = {
  clear: { phrase: 'clear terrain', open: true },
  road: { phrase: 'a road hex', open: true },
  ford: { phrase: 'a ford', open: true },
  railroad: { phrase: 'a railroad hex', open: true },
  wheatfield: {
    phrase: 'a wheatfield',
    open: true,
    openByReading: 'wheatfieldOverrun',
    spotting: { rule: '001-spotting-wheatfield', source: `${SEED_001}, Wheatfields`, when: 'wheatfield-season' },
  },
  swamp: { phrase: 'a swamp', drm: drm('003-drm-swamp', `${SEED_003}, Terrain Effects Chart (Swamps)`) },
  pond: { phrase: 'a pond' },
  river: { phrase: 'a river hex' },
  gully: { phrase: 'a gully' },
  woods: {
    phrase: 'woods',
    drm: drm('003-drm-woods', `${SEED_003}, Die Roll Modifiers and Terrain Effects Chart (Woods)`),
    spotting: { rule: '003-spotting-woods', source: `${SEED_003}, Terrain Effects Chart (Woods)`, when: 'always' },
  },
  town: {
    phrase: 'a town',
    drm: drm('003-drm-town', `${SEED_003}, Die Roll Modifiers and Terrain Effects Chart (Towns)`),
    combined: { rule: '003-town-combined', source: `${SEED_003}, Terrain Effects Chart (Towns)` },
    armourByReading: 'townArmour',
    spotting: { rule: '003-spotting-town', source: `${SEED_003}, Terrain Effects Chart (Towns)`, when: 'always' },
  },
  'wood-copse': {
    phrase: 'a wood copse',
    drm: drm('001-drm-wood-copse', `${SEED_001}, Wood Copse`),
    spotting: { rule: '001-spotting-wood-copse', source: `${SEED_001}, Wood Copse`, when: 'always' },
  },
  'collective-farm': {
    phrase: 'a collective farm',
    drm: drm('001-drm-collective-farm', `${SEED_001}, Collective Farms and Old Forts`),
    combined: { rule: '001-collective-farm', source: `${SEED_001}, Collective Farms and Old Forts` },
    spotting: {
      rule: '001-spotting-collective-farm',
      source: `${SEED_001}, Collective Farms and Old Forts`,
      when: 'always',
    },
  },
  'old-fort': {
    phrase: 'an old fort',
    drm: drm('001-drm-old-fort', `${SEED_001}, Collective Farms and Old Forts`),
    combined: { rule: '001-old-fort', source: `${SEED_001}, Collective Farms and Old Forts` },
    spotting: { rule: '001-spotting-old-fort', source: `${SEED_001}, Collective Farms and Old Forts`, when: 'always' },
  },
  'town-woods': {
    phrase: 'a town/woods hex',
    drm: drm('001-drm-town-woods', `${SEED_001}, Town/Woods Hex`),
    combined: { rule: '001-town-woods', source: `${SEED_001}, Town/Woods Hex` },
    spotting: { rule: '001-spotting-town-woods', source: `${SEED_001}, Town/Woods Hex`, when: 'always' },
  },
  slope: { phrase: 'a slope' },
  hilltop: { phrase: 'a level 1 hilltop' },
  slope2: {
    phrase: 'a level 2 slope',
    halvedUnlessAdjacent: {
      rule: '001-slope2',
      source: `${SEED_001}, Level 2 Slope Hex`,
      title: '001 Level 2 Slope Hex',
      place: 'on a level 2 slope',
    },
  },
  hilltop2: { phrase: 'a level 2 hilltop' },
  'hilltop-slope2': {
    phrase: 'a level 1 hilltop/level 2 slope hex',
    halvedUnlessAdjacent: {
      rule: '001-hilltop-slope2',
      source: `${SEED_001}, Level 1 Hilltop/Level 2 Slope Hex`,
      title: '001 Level 1 Hilltop/Level 2 Slope Hex',
      place: 'in a level 1 hilltop/level 2 slope hex',
    },
  },
  'town-slope': {
    phrase: 'a town/slope hex',
    drm: drm('001-drm-town-slope', `${SEED_001}, Town/Slope Hex`),
    combined: { rule: '001-town-slope-combined', source: `${SEED_001}, Town/Slope Hex` },
    halvedUnlessAdjacent: {
      rule: '001-town-slope',
      source: `${SEED_001}, Town/Slope Hex`,
      title: '001 Town/Slope Hex',
      place: 'in a town/slope hex',
    },
    spotting: { rule: '001-spotting-town-slope', source: `${SEED_001}, Town/Slope Hex`, when: 'always' },
  },
  'gorge-bridge': {
    phrase: 'a gorge/bridge hex',
    halvedUnlessAdjacent: {
      rule: '001-gorge-bridge',
      source: `${SEED_001}, Gorge/Bridge Hex`,
      title: '001 Gorge/Bridge Hex',
      place: 'in a gorge/bridge hex',
    },
  },
  'bridge-river': { phrase: 'a bridge/river hex' },
};

/** Months in which wheatfields are in effect (001, Wheatfields: July–October). */
export const WHEATFIELD_MONTHS: readonly number[] = [7, 8, 9, 10];

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** What the Weapon Effectiveness Chart says for one case: a factor, or the firer is kept out. */
export type WeaponEffect = { readonly factor: Fraction; readonly word: string } | { readonly excluded: string };

export const WEAPON_EFFECTIVENESS: Readonly<
  Record<
    WeaponClass,
    { readonly armoredNear: WeaponEffect; readonly armoredFar: WeaponEffect; readonly other: WeaponEffect }
  >
> = {
  I: {
    armoredNear: { excluded: 'may attack an armoured target within half range only by close assault, not by fire' },
    armoredFar: { excluded: 'may not attack an armoured target beyond half range' },
    other: { factor: ONE, word: 'Normal' },
  },
  A: {
    armoredNear: { factor: frac(2), word: 'Doubled' },
    armoredFar: { factor: ONE, word: 'Normal' },
    other: { factor: HALF, word: 'Halved' },
  },
  H: {
    armoredNear: { factor: ONE, word: 'Normal' },
    armoredFar: { factor: HALF, word: 'Halved' },
    other: { factor: ONE, word: 'Normal' },
  },
  M: {
    armoredNear: { factor: ONE, word: 'Normal' },
    armoredFar: { factor: HALF, word: 'Halved' },
    other: { factor: ONE, word: 'Normal' },
  },
};

export const ELEVATION_HALF = HALF;

/**
 * Are the units in this hex armoured targets by its terrain, under the readings? 001's terrains that combine the DF say
 * so in print; a plain town's units are armoured only under the reading townArmour=armoured (the default).
 */
export function armouredByTerrain(terrain: Terrain, readings: Readings): boolean {
  const effect = TERRAIN_COMBAT[terrain];
  if (!effect.combined) return false;
  return effect.armourByReading === undefined || readings[effect.armourByReading] === 'armoured';
}

/** Is a wheatfield's season in force in this month (001, Wheatfields)? With no month given, the board as printed: yes. */
export const wheatfieldInSeason = (month: number | undefined): boolean =>
  month === undefined || WHEATFIELD_MONTHS.includes(month);

/**
 * Is this terrain the "clear hex" an overrun needs (003 Overrun Attack), in this month, under the readings? A wheatfield
 * in July to October is one under wheatfieldOverrun=clear (the default: 001 gives it no effect on combat and clear
 * terrain's movement cost) and not under wheatfieldOverrun=out-of-season (001: "In any other month treat them as regular
 * Clear Terrain", so in season it is not).
 */
export function clearForOverrun(terrain: Terrain, month: number | undefined, readings: Readings): boolean {
  const effect = TERRAIN_COMBAT[terrain];
  if (!effect.open) return false;
  if (effect.openByReading === undefined || readings[effect.openByReading] === 'clear') return true;
  return !wheatfieldInSeason(month);
}
