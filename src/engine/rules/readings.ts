// The contested readings of the rule texts, for every rule set (docs/rules.md,
// "Disputed readings"): which readings exist, the one HexLOS
// takes by default, the other that careful players hold, and the house
// readings a group lays over the defaults. Each rule set consults only the
// readings of the texts it implements (ReadingInfo.rules).

import type { RuleSetId } from './ids.ts';

/** Which verdicts a reading decides: a line of sight, or a combat's multipliers. */
export type ReadingScope = 'los' | 'combat';

/** One contested reading as declared: its values, default first, and what each says. */
export interface ReadingDeclaration {
  readonly id: string;
  /** The readings, default first. */
  readonly values: readonly [string, ...string[]];
  /** What each reading says, in players' words, in the same order. */
  readonly words: readonly [string, ...string[]];
  /** The rule text it reads, as cited. */
  readonly source: string;
  /** The seed sentence it rests on, quoted (checked against the seeds by quotations.test.ts). */
  readonly seed: string;
  /** The rule sets that read that text (the others never consult this reading). */
  readonly rules: readonly RuleSetId[];
  /** What it decides; a line of sight when not given. */
  readonly scope?: ReadingScope;
}

/** The readings object a list of declarations makes: each id, holding one of its values. */
export type ReadingsOf<D extends readonly ReadingDeclaration[]> = {
  readonly [R in D[number] as R['id']]: R['values'][number];
};

/** Each declaration's default: its first value. */
export const readingDefaults = <D extends readonly ReadingDeclaration[]>(declarations: D): ReadingsOf<D> =>
  Object.fromEntries(declarations.map((r) => [r.id, r.values[0]])) as ReadingsOf<D>;

/**
 * Every contested reading of the rule texts, declared once, as data beside the tables: the reading HexLOS takes by
 * default (first) and the others that careful players hold, each in words (shown in the app's settings and in
 * results). A group may pick its house readings; every explained result says when its verdict depends on one
 * (docs/rules.md, "Disputed readings"). Where a seed sentence is intact and explicit, the default follows it. The
 * type of a query's readings and the defaults are derived from this list, so a reading is one entry here.
 */
const READING_DECLARATIONS = [
  {
    id: 'noteL',
    values: ['separate', 'together'],
    words: ['orange and purple counted separately', 'orange and purple counted together'],
    source: '000 note L',
    seed: 'the LOS is obstructed if it must be traced through more than one Orange/Red and/or Purple hex-side',
    rules: ['arvold'],
  },
  {
    id: 'twoThirds',
    values: ['centre', 'whole-sides'],
    words: [
      'each side counts from its middle: the 2nd side of 3 lies halfway',
      'whole sides counted from the level 2 hilltop: the 2nd side of 3 lies two thirds of the way',
    ],
    source: '000 notes E and F',
    seed: 'if such a symbol is at least 2/3 or more of the distance from the FIRING UNIT to the target',
    rules: ['arvold'],
  },
  {
    id: 'lowOnSlope',
    values: ['low-or-brown', 'ground-woods', 'town-printed'],
    words: [
      'a town or woods on a slope blocks as ground woods or as a brown side, whichever blocks',
      'a town or woods on a slope blocks as ground woods only',
      "001's town/slope as printed: a line through a town on a slope is blocked by any of its gray sides it crosses, whatever the levels",
    ],
    source: "001's town/slope hex and 000's heights",
    seed: 'Blocks Line of Sight/Fire through the hex if it crosses a gray hexside',
    rules: ['arvold', 'original'],
  },
  {
    id: 'clarification3',
    values: ['touch', 'routes'],
    words: ['a green or gray side the centre line touches counts', 'only green or gray sides a route crosses count'],
    source: '001 clarification 3',
    seed: 'as long as it does not pass through or even touch a Gray or Green hexside',
    rules: ['arvold'],
  },
  {
    id: 'tgxNote1',
    values: ['both-ways', 'to-target'],
    words: ['note 1 blocks both ways (firer behind the obstacle too)', 'note 1 blocks only towards the target'],
    source: '004 note 1',
    seed: 'LOS to a hex behind',
    rules: ['tgx'],
  },
  {
    id: 'level2NoteL',
    values: ['counted', 'heights'],
    words: [
      'between level 2 units orange is counted, as note L says for all other situations',
      'between level 2 units orange lies below both units and is not counted',
    ],
    source: "000 note L's scope",
    seed: 'In all other situations, except in cases G, H, I, and J above, the LOS is obstructed if it must be traced through more than one Orange/Red and/or Purple hex-side',
    rules: ['arvold'],
  },
  {
    id: 'level1PurpleL',
    values: ['excepted', 'counted'],
    words: [
      'between a level 1 unit and a level 2 hilltop purple is not counted: note L excepts cases G to J',
      'between a level 1 unit and a level 2 hilltop purple is counted: a second level 2 hill stands as high as the target',
    ],
    source: "000 note L's exception of cases G to J",
    seed: 'In all other situations, except in cases G, H, I, and J above, the LOS is obstructed if it must be traced through more than one Orange/Red and/or Purple hex-side',
    rules: ['arvold'],
  },
  {
    id: 'townWoods',
    values: ['by-levels', 'printed'],
    words: [
      "a town/woods hex's green and gray sides block by the units' levels, like any woods or town",
      "001's town/woods as printed: a line through a town/woods hex is blocked by any of its green or gray sides it crosses, whatever the levels",
    ],
    source: "001's town/woods hex",
    seed: 'Blocks Line of Sight/Fire through hex if it crosses a gray or green hexside',
    rules: ['arvold', 'original'],
  },
  {
    id: 'originalNotes',
    values: ['full-1970', 'as-printed'],
    words: [
      "read as the full 1970 notes: C and D take brown symbols closer to the unit or exactly midway, and B's unit directly behind is the firing unit",
      "as printed: C and D take any hexside symbol strictly closer to the unit, never midway, and B's unit directly behind is the target",
    ],
    source: "003's notes B, C and D",
    seed: 'the Line-of-Sight is obstructed by intervening hex-side symbols if symbol is closer to firing unit',
    rules: ['original'],
  },
  {
    id: 'originalHilltops',
    values: ['note-N', 'chart-none'],
    words: [
      'woods and towns on a hilltop block between hilltop units (000 note N, restating 1970)',
      '003\'s Target Elevation Chart prints "None" for Hill to Hill: nothing blocks between hilltop units',
    ],
    source: "003's Target Elevation Chart, Hill to Hill",
    seed: 'The Green and Gray hex-sides, and in the case of single-hex town and woods the hex itself, obstruct ALL fire no matter what the elevation of the target and the firing unit',
    rules: ['original'],
  },
  {
    id: 'originalSingleHex',
    values: ['as-000', 'hexsides-only'],
    words: [
      "a single-hex woods or town blocks as 000's notes A and B say (the unit directly behind it, or both units at ground level)",
      "003's notes as printed name hexsides only: a single-hex woods or town is no obstacle",
    ],
    source: "003's notes A and B, which name hexsides only",
    seed: 'Firing from slope/hill to ground is obstructed if target is directly behind Gray/Green hexside',
    rules: ['original'],
  },
  {
    id: 'tgxBehind',
    values: ['next-hex', 'anywhere'],
    words: [
      '"behind" an obstacle means the hex directly behind it',
      '"behind" an obstacle means anywhere behind it on the line',
    ],
    source: '004\'s "behind"',
    seed: 'LOS to a hex behind',
    rules: ['tgx'],
  },
  {
    id: 'tgxHeightCap',
    values: ['capped', 'uncapped'],
    words: [
      'a relative height above the numbers the table prints for the pair ("(one or two)") counts as the largest of them',
      'a relative height above the numbers the table prints for the pair counts in full: the lower unit must be that many hexes away',
    ],
    source: "004's table, relative height",
    seed: '(one or two)',
    rules: ['tgx'],
  },
  {
    id: 'taggLine7',
    values: ['printed', 'continue'],
    words: [
      'line 7 as printed: any hex with modifiers sends the procedure to line 11, those hexes the contention hexes',
      'line 7 then lines 8 to 10: the modifier hexes join the contention hexes those lines find',
    ],
    source: 'Tagg line 7',
    seed: 'False-Go to line 11, using all intervening hexes with modifiers as Contention hexes',
    rules: ['tagg'],
  },
  {
    id: 'indirectHalving',
    values: ['halved', 'never'],
    words: [
      'indirect fire is halved at slopes and hilltops like any other fire (000 Hill and Slope Exception C)',
      "indirect fire is never halved for the defender's elevation (1970 and Panzer Leader rules)",
    ],
    source: "000's Hill and Slope Defense Exception C",
    seed: 'an attacking unit (regardless of elevation) is halved when firing at units defending on slopes or hilltops',
    rules: ['arvold', 'original'],
    scope: 'combat',
  },
  // HexLOS's own assumptions (docs/rules.md#hexloss-own-assumptions): cases no printed sentence decides, where HexLOS had to choose. Each rests
  // on 000's admission that its table "does not cover all the situations which might arise".
  {
    id: 'level2Band',
    values: ['shifted', 'heights'],
    words: [
      'a brown side between a unit on a level 1 slope and a level 2 unit, or a yellow side between level 2 slope and hilltop units, does not block: HexLOS reads the level 2 band like notes G to J, the 1970 chart one band up',
      "by 000's heights such a side blocks when it is closer to the unit standing below it, or midway, as notes C, D, G and H block",
    ],
    source: 'the level 2 band, where the printed rules are silent',
    seed: 'The table, however, does not cover all the situations which might arise.',
    rules: ['arvold'],
  },
  {
    id: 'groundLevel2Slope',
    values: ['level1-hilltop', 'slope'],
    words: [
      "HexLOS reads it like ground against a level 1 hilltop: a brown side blocks in the ground unit's half, as notes C and D say, one orange side is allowed, as note L says, and yellow and purple sides block",
      "read like ground against a slope, as 003's Target Elevation Chart prints it: every brown, orange, yellow or purple side between them blocks",
    ],
    source: 'ground against a level 2 slope, where the printed rules are silent',
    seed: 'The table, however, does not cover all the situations which might arise.',
    rules: ['arvold'],
  },
  {
    id: 'townArmour',
    values: ['armoured', 'printed'],
    words: [
      'units in a town are armoured targets, as 001 says of collective farms, old forts, town/woods and town/slope hexes',
      "units in a town are armoured only if marked so: 003's Terrain Effects Chart gives towns a combined DF and +1 on the die, not armour",
    ],
    source: "003's Terrain Effects Chart (Towns) and 001's one-hex towns",
    seed: 'Units stacked together in a Collective Farm hex must be treated as one combined DF. All units are treated as armored targets.',
    rules: ['arvold', 'original', 'tgx', 'tagg'],
    scope: 'combat',
  },
  {
    id: 'wheatfieldOverrun',
    values: ['clear', 'out-of-season'],
    words: [
      'a wheatfield is a clear hex for an overrun in any month: it has no effect on combat and costs what clear terrain costs',
      'a wheatfield is a clear hex for an overrun only outside July to October, when 001 says to treat it as regular clear terrain',
    ],
    source: "001's wheatfields and 003's overrun",
    seed: 'In any other month treat them as regular Clear Terrain.',
    rules: ['arvold', 'original', 'tgx', 'tagg'],
    scope: 'combat',
  },
] as const satisfies readonly ReadingDeclaration[];

/** The contested readings of a query, one value per reading (derived from the declarations above). */
export type Readings = ReadingsOf<typeof READING_DECLARATIONS>;

export type ReadingId = keyof Readings;

export interface ReadingInfo extends ReadingDeclaration {
  readonly id: ReadingId;
}

/** Every contested reading, in the order the settings list them. */
export const READINGS: readonly ReadingInfo[] = READING_DECLARATIONS;

export const DEFAULT_READINGS: Readings = readingDefaults(READING_DECLARATIONS);

/** The readings of a query: the defaults with any house readings laid over them. */
export const readingsOf = (chosen: Partial<Readings> | undefined): Readings =>
  chosen ? { ...DEFAULT_READINGS, ...chosen } : DEFAULT_READINGS;

const READING_IDS = Object.keys(DEFAULT_READINGS) as ReadingId[];
/** The readings' values in one string: equal for equal readings, whichever object holds them (a key for what is remembered per reading). */
export const readingsKey = (readings: Readings): string => READING_IDS.map((id) => readings[id]).join(',');

/** The contested reading with this id, if HexLOS has one (ids from the CLI or a share link are unchecked text). */
export const readingInfo = (id: string): ReadingInfo | undefined => READINGS.find((r) => r.id === id);

/** A reading chosen by id and value, or undefined when the value is not one of that reading's values. */
export function chosenReading(info: ReadingInfo, value: string): Partial<Readings> | undefined {
  return info.values.includes(value) ? ({ [info.id]: value } as Partial<Readings>) : undefined;
}

/** Only the readings that differ from the defaults (what a link or the device needs to keep). */
export function houseReadings(chosen: Partial<Readings> | undefined): Partial<Readings> {
  const out: Record<string, string> = {};
  for (const info of READINGS) {
    const value = chosen?.[info.id];
    if (value !== undefined && value !== DEFAULT_READINGS[info.id] && info.values.includes(value)) out[info.id] = value;
  }
  return out as Partial<Readings>;
}
