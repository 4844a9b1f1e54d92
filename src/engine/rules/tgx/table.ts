// The Tactical GameX Terrain Elevation Table (seed 004) as printed: a 5×5
// table, attacker level by target level, over levels 0–4, and LOS notes 1–4.
// Verdicts quote these texts word for word, so the printed cells are kept as
// data with their row and column; the rule that reads them (judge.ts) is the
// one relative-height rule of docs/rules-tgx-tagg.md, which the cells spell out.

/** The table's levels: Ground 0, Brown Slope 1, Orange Hilltop 2, Yellow Slope 3, Purple Hilltop 4. */
export const TGX_LEVELS = [0, 1, 2, 3, 4] as const;
export type TgxLevel = (typeof TGX_LEVELS)[number];

/** The headings in players' words, for sentences ("ground", "an orange hilltop"). */
export const TGX_LEVEL_WORDS: Readonly<Record<TgxLevel, string>> = {
  0: 'ground',
  1: 'brown slope',
  2: 'orange hilltop',
  3: 'yellow slope',
  4: 'purple hilltop',
};

export interface PrintedCell {
  /** Row: the level the attacker occupies. */
  readonly attacker: TgxLevel;
  /** Column: the level the target occupies. */
  readonly target: TgxLevel;
  /** The cell's text as printed in 004. */
  readonly text: string;
}

const BLOCKED = 'Blocked';
const NEAR_TARGET = 'Clear if intervening terrain is closer to the target.';
const NEAR_TARGET_ONE_AWAY =
  'Clear if intervening terrain is closer to the target and the attacker is at least one hex away from the intervening terrain.';
const NEAR_TARGET_ONE_OR_TWO =
  'Clear if intervening terrain is closer to the target and the attacker is a number of hexes away from the intervening terrain equal to the relative height of the intervening terrain (one or two).';
const NEAR_TARGET_UP_TO_THREE =
  'Clear if intervening terrain is closer to the target and the attacker is a number of hexes away from the intervening terrain equal to the relative height of the intervening terrain (one, two, or three).';
const NEAR_ATTACKER = 'Clear if intervening terrain is closer to the attacker.';
const NEAR_ATTACKER_ONE_AWAY =
  'Clear if intervening terrain is closer to the attacker and the target is at least one hex away from the intervening terrain.';
const NEAR_ATTACKER_ONE_OR_TWO =
  'Clear if intervening terrain is closer to the attacker and the target is a number of hexes away from the intervening terrain equal to the relative height of the intervening terrain (one or two).';
const NEAR_ATTACKER_UP_TO_THREE =
  'Clear if intervening terrain is closer to the attacker and the target is a number of hexes away from the intervening terrain equal to the relative height of the intervening terrain (one, two, or three).';

/** Rows are the attacker's level, columns the target's, as printed in 004. */
const PRINTED_ROWS: readonly (readonly string[])[] = [
  [BLOCKED, NEAR_TARGET, NEAR_TARGET_ONE_AWAY, NEAR_TARGET_ONE_OR_TWO, NEAR_TARGET_UP_TO_THREE],
  [NEAR_ATTACKER, BLOCKED, NEAR_TARGET, NEAR_TARGET_ONE_AWAY, NEAR_TARGET_ONE_OR_TWO],
  [NEAR_ATTACKER_ONE_AWAY, NEAR_ATTACKER, BLOCKED, NEAR_TARGET, NEAR_TARGET_ONE_AWAY],
  [NEAR_ATTACKER_ONE_OR_TWO, NEAR_ATTACKER_ONE_AWAY, NEAR_ATTACKER, BLOCKED, NEAR_TARGET],
  [NEAR_ATTACKER_UP_TO_THREE, NEAR_ATTACKER_ONE_OR_TWO, NEAR_ATTACKER_ONE_AWAY, NEAR_ATTACKER, BLOCKED],
];

export const TGX_TABLE: readonly PrintedCell[] = TGX_LEVELS.flatMap((attacker) =>
  TGX_LEVELS.map((target) => ({ attacker, target, text: PRINTED_ROWS[attacker][target] })),
);

export function printedCell(attacker: TgxLevel, target: TgxLevel): PrintedCell {
  return TGX_TABLE[attacker * TGX_LEVELS.length + target];
}

/** "004, ground → orange hilltop": how a result cites a cell. */
export const cellCitation = (cell: PrintedCell): string =>
  `004, ${TGX_LEVEL_WORDS[cell.attacker]} → ${TGX_LEVEL_WORDS[cell.target]}`;

/** LOS notes 1–4 as printed (the quoted parts verdicts cite). */
export const TGX_NOTES = {
  behindHex: 'LOS to a hex behind a Woods, Town, Collective Farm, or Fort hex is always blocked.',
  acrossOwnSide:
    'LOS into a hex across a green (Woods) or gray (Town) hex side that is part of that hex is always blocked (except Note #2).',
  adjacent: 'Regardless of hex side obstacles, adjacent units may always see and attack each other.',
  relative:
    'When determining the height of an obstacle, use its height relative to the attacker and defending hex (i.e. a Level 3 obstacle would be treated as Level 1 if between an attacker at Level 2 and a defender at Level 4).',
  slopeSides:
    'Slope hex sides are at the same level as the Slope terrain of which they are part (they do not rise an additional 0.5 levels above it like green or gray hex sides).',
} as const;
