// Markers in every rule set (docs/readings.md#markers-in-every-rule-set): a hex where artillery fell
// this turn blocks line of sight through it under every rule set (003,
// Offboard Artillery); `tgx` and `tagg` borrow 003's rule and say so. A
// marker, month or house reading a rule set does not read is named in the
// result, never dropped without a word.

import { hexEquals } from '../hex/axial.ts';
import type { Axial } from '../types.ts';
import type { RuleSetId } from './ids.ts';
import { type Readings, READINGS } from './readings.ts';
import type { Citation, LosQuery } from './types.ts';

/** 003's sentence, as borrowed by a rule set whose own text has no artillery marker. */
export const ARTILLERY_SENTENCE = 'Artillery fire blocks line of sight in the hex where it falls for the game turn.';

/** The citation of 003's artillery rule for `tgx` and `tagg`, which borrow it. */
export const BORROWED_ARTILLERY: Citation = {
  id: 'blocked-hex',
  name: "003's artillery rule, borrowed",
  text: `003, Offboard Artillery: "${ARTILLERY_SENTENCE}" The rule set's own text has no artillery marker; HexLOS borrows 003's rule under every rule set and reads it as blocking lines through that hex, not into or out of it.`,
};

/** The marked hexes among the units' own: they block lines through, not into or out of (named in a note). */
export const isMarked = (query: LosQuery, hex: Axial): boolean =>
  (query.markers?.blockedHexes ?? []).some((h) => hexEquals(h, hex));

/** A marker on a unit's own hex: named, since it blocks lines through the hex, not into or out of it. */
export function ownHexMarkerNotes(query: LosQuery, units: readonly { hex: Axial; label: string }[]): string[] {
  return units
    .filter((u) => isMarked(query, u.hex))
    .map(
      (u) =>
        `Artillery fell on ${u.label}, a unit's own hex: it blocks lines through that hex, not into or out of it (${BORROWED_ARTILLERY.name}).`,
    );
}

/** What a rule set reads of the query's markers. */
export interface MarkersRead {
  readonly month: boolean;
  readonly units: boolean;
}

/** "Tactical GameX has no month rule: the month (5) is ignored." — one note for each marker the rule set does not read. */
export function unreadMarkerNotes(ruleSetName: string, query: LosQuery, read: MarkersRead): string[] {
  const notes: string[] = [];
  const m = query.markers;
  if (!read.month && m?.month !== undefined)
    notes.push(`${ruleSetName} has no month rule: the month (${m.month}) is ignored.`);
  if (!read.units && (m?.units?.length ?? 0) > 0) {
    notes.push(
      `${ruleSetName} does not count units as obstacles: the ${m?.units?.length === 1 ? 'unit marker is' : 'unit markers are'} ignored.`,
    );
  }
  return notes;
}

/**
 * "Tactical GameX Terrain Elevation Table does not read 000 note L: the house
 * reading noteL=together, orange and purple counted together, is ignored." —
 * one note for each reading asked for that this rule set never consults (its
 * rule text is another's), or that decides combat odds, not a line of sight.
 */
export function unreadReadingNotes(
  ruleSetName: string,
  rules: RuleSetId,
  chosen: Partial<Readings> | undefined,
): string[] {
  const notes: string[] = [];
  for (const info of READINGS) {
    const value = chosen?.[info.id];
    if (value === undefined) continue;
    const words = info.words[info.values.indexOf(value)];
    const asked = `the house reading ${info.id}=${value}${words ? `, ${words},` : ''} is ignored`;
    if (info.scope === 'combat') notes.push(`${info.source} decides combat odds, not a line of sight: ${asked}.`);
    else if (!info.rules.includes(rules)) notes.push(`${ruleSetName} does not read ${info.source}: ${asked}.`);
  }
  return notes;
}

/** 001, Unimproved Road Hex: the month decides whether the road across a gully exists (read by every rule set that reads the month). */
export const UNIMPROVED_ROAD: Citation = {
  id: '001-unimproved-road',
  name: '001, unimproved road',
  text: '"Unimproved Road hexes are only effective in scenarios that occur in the months of May, June, July, August, September, and October. In any other month treat the hexes as if the unimproved road does not exist …"',
};
