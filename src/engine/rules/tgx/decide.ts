// The Tactical GameX decisions on one obstacle (seed 004), shared by the
// explained evaluation (evaluate.ts) and the verdict-only path (verdict.ts):
// note 1 first (a woods-like hex directly in front of a unit; a green or gray
// side of a unit's own hex), then the table read as one rule (judge.ts).
// Neither path decides an obstacle any other way.

import type { Readings } from '../readings.ts';
import { type Judgement, judge, type Placement, type Unit } from './judge.ts';
import { LOW_SIDE_SYMBOLS, type Obstacle } from './obstacles.ts';
import type { TgxLevel } from './table.ts';

export type Blocking =
  | (Judgement & { blocks: true })
  | {
      readonly blocks: true;
      readonly rule: 'tgx-1';
      readonly why: 'behind-hex';
      readonly behind: readonly Unit[];
      readonly directly: boolean;
    }
  | { readonly blocks: true; readonly rule: 'tgx-1'; readonly why: 'own-side'; readonly unit: Unit }
  | { readonly blocks: true; readonly rule: 'blocked-hex'; readonly why: 'artillery' };

/** The two units' levels on the table. */
export interface UnitLevels {
  readonly attacker: TgxLevel;
  readonly target: TgxLevel;
}

/**
 * Note 1 for a hexside: a green or gray side of a unit's own hex (side 1 or
 * side R). Under the other reading of note 1 (READINGS, `tgxNote1`), only the
 * target's: "LOS into a hex across a green ... hex side that is part of that hex".
 */
function noteOneSide(obstacle: Obstacle, place: Placement, readings: Readings): Blocking | undefined {
  if (obstacle.kind !== 'hexside' || !LOW_SIDE_SYMBOLS.includes(obstacle.symbol)) return undefined;
  if (place.index === place.range) return { blocks: true, rule: 'tgx-1', why: 'own-side', unit: 'target' };
  if (place.index === 1 && readings.tgxNote1 === 'both-ways')
    return { blocks: true, rule: 'tgx-1', why: 'own-side', unit: 'attacker' };
  return undefined;
}

/**
 * Note 1 for a hex: a woods, town, farm or fort hex directly in front of either
 * unit (or only the target, under `tgxNote1=to-target`); under
 * `tgxBehind=anywhere`, such a hex anywhere on the line, every unit beyond it
 * being "behind" it.
 */
function noteOneHex(place: Placement, readings: Readings): Blocking | undefined {
  const directly = readings.tgxBehind === 'next-hex';
  const behind: Unit[] = [];
  if ((place.index === 1 || !directly) && readings.tgxNote1 === 'both-ways') behind.push('attacker');
  if (place.index === place.range - 1 || !directly) behind.push('target');
  return behind.length > 0 ? { blocks: true, rule: 'tgx-1', why: 'behind-hex', behind, directly } : undefined;
}

/** An artillery marker blocks the hex it fell in whatever the levels (003, borrowed: docs/readings.md#markers-in-every-rule-set). */
export const ARTILLERY: Blocking = { blocks: true, rule: 'blocked-hex', why: 'artillery' };

/** An obstacle on a hexside the line crosses at side `place.index`. */
export function decideSide(
  obstacle: Obstacle,
  place: Placement,
  levels: UnitLevels,
  readings: Readings,
): Blocking | Judgement {
  return (
    noteOneSide(obstacle, place, readings) ?? judge(obstacle.height, place, levels.attacker, levels.target, readings)
  );
}

/** An obstacle hex the line enters at step `place.index`. */
export function decideHex(
  obstacle: Obstacle,
  place: Placement,
  levels: UnitLevels,
  readings: Readings,
): Blocking | Judgement {
  return noteOneHex(place, readings) ?? judge(obstacle.height, place, levels.attacker, levels.target, readings);
}
