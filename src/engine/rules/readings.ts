// The contested readings of the rule texts, for every rule set (docs/rules.md,
// "Disputed readings"): which readings exist, the one HexLOS
// takes by default, the other that careful players hold, and the house
// readings a group lays over the defaults. Each rule set consults only the
// readings of the texts it implements (ReadingInfo.rules).

import type { RuleSetId } from './ids.ts';

/**
 * Contested readings of the rule texts, as data beside the tables: each has the
 * reading HexLOS takes by default and one other that careful players hold. A
 * group may pick its house readings; every explained result says when its
 * verdict depends on one (docs/rules.md, "Disputed readings").
 */
export interface Readings {
  /** 000 note L: orange and purple counted separately (default) or together. */
  readonly noteL: 'separate' | 'together';
  /** 000 notes E and F, "2/3 of the distance": side k at (k − 1/2)/R (default) or whole sides, k/R. */
  readonly twoThirds: 'centre' | 'whole-sides';
  /** A low obstacle on a slope (001 town/slope): as ground woods or a brown side, whichever blocks (default), or as ground woods only. */
  readonly lowOnSlope: 'low-or-brown' | 'ground-woods';
  /** 001 clarification 3 in hex-traced mode: green and gray sides the centre line touches count (default) or only sides a route crosses. */
  readonly clarification3: 'touch' | 'routes';
  /** 004 note 1: LOS "to a hex behind" an obstacle and "into a hex across" its side blocks both ways (default) or only towards the target. */
  readonly tgxNote1: 'both-ways' | 'to-target';
}

export type ReadingId = keyof Readings;

export const DEFAULT_READINGS: Readings = {
  noteL: 'separate',
  twoThirds: 'centre',
  lowOnSlope: 'low-or-brown',
  clarification3: 'touch',
  tgxNote1: 'both-ways',
};

export interface ReadingInfo {
  readonly id: ReadingId;
  /** The two readings, default first. */
  readonly values: readonly [string, string];
  /** What each reading says, in players' words, in the same order. */
  readonly words: readonly [string, string];
  /** The rule text it reads, as cited. */
  readonly source: string;
  /** The rule sets that read that text (the others never consult this reading). */
  readonly rules: readonly RuleSetId[];
}

/** Every contested reading, with both sides in words (shown in the app's settings and in results). */
export const READINGS: readonly ReadingInfo[] = [
  {
    id: 'noteL',
    values: ['separate', 'together'],
    words: ['orange and purple counted separately', 'orange and purple counted together'],
    source: '000 note L',
    rules: ['arvold'],
  },
  {
    id: 'twoThirds',
    values: ['centre', 'whole-sides'],
    words: ['side k of R lies (k − ½)/R of the way', 'side k of R lies k/R of the way (whole sides counted)'],
    source: '000 notes E and F',
    rules: ['arvold'],
  },
  {
    id: 'lowOnSlope',
    values: ['low-or-brown', 'ground-woods'],
    words: ['a town or woods on a slope blocks as ground woods or as a brown side, whichever blocks', 'a town or woods on a slope blocks as ground woods only'],
    source: '001 town/slope; 000 obstacle heights',
    rules: ['arvold', 'original'],
  },
  {
    id: 'clarification3',
    values: ['touch', 'routes'],
    words: ['a green or gray side the centre line touches counts', 'only green or gray sides a route crosses count'],
    source: '001 clarification 3',
    rules: ['arvold'],
  },
  {
    id: 'tgxNote1',
    values: ['both-ways', 'to-target'],
    words: ['note 1 blocks both ways (firer behind the obstacle too)', 'note 1 blocks only towards the target'],
    source: '004 note 1',
    rules: ['tgx'],
  },
];

/** The readings of a query: the defaults with any house readings laid over them. */
export const readingsOf = (chosen: Partial<Readings> | undefined): Readings =>
  chosen ? { ...DEFAULT_READINGS, ...chosen } : DEFAULT_READINGS;

// A viewshed or a matrix asks thousands of lines under one readings object: merged with the defaults once.
let lastChosen: Partial<Readings> | undefined;
let lastReadings: Readings = DEFAULT_READINGS;
/** readingsOf for the verdict-only paths: the last choice's merge is kept, so a run of queries under one choice merges it once. */
export function readingsOfLast(chosen: Partial<Readings> | undefined): Readings {
  if (chosen !== lastChosen) {
    lastReadings = readingsOf(chosen);
    lastChosen = chosen;
  }
  return lastReadings;
}

/** The contested reading with this id, if HexLOS has one (ids from the CLI or a share link are unchecked text). */
export const readingInfo = (id: string): ReadingInfo | undefined => READINGS.find((r) => r.id === id);

/** A reading chosen by id and value, or undefined when the value is not one of that reading's two. */
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
