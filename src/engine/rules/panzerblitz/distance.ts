// The distance rules of the PanzerBlitz family as marks along the line (000
// notes C–H, 003's notes C and D as printed): where each position rule of
// table.ts draws its line, which side of it blocks, and whether the mark
// itself does. The side view draws these marks
// (docs/rules.md#the-side-view); judge.ts's positionRuleBlocksAt is the decision, and a test holds
// the two to the same answer.

import { type Fraction, HALF, THIRD, TWO_THIRDS } from '../../fraction.ts';
import type { DistanceTest } from '../types.ts';
import type { SideJudgement } from './context.ts';
import type { PositionRule } from './table.ts';

export const DISTANCE_MARKS: Readonly<Partial<Record<PositionRule, Omit<DistanceTest, 'at'>>>> = {
  // 000 C and G: "closer to the TARGET UNIT than to the firing unit or ... exactly mid-way".
  nearTarget: { mark: HALF, blocksTowards: 'target', markBlocks: true },
  // 000 D and H: "closer to the FIRING UNIT than to the target, or exactly midway".
  nearFirer: { mark: HALF, blocksTowards: 'firer', markBlocks: true },
  // 003's note C as printed: "if symbol is closer to target unit" (midway is not closer).
  closerTarget: { mark: HALF, blocksTowards: 'target', markBlocks: false },
  // 003's note D as printed: "if symbol is closer to firing unit".
  closerFirer: { mark: HALF, blocksTowards: 'firer', markBlocks: false },
  // 000 F: "1/3 or less of the distance from the FIRING UNIT".
  'near1/3': { mark: THIRD, blocksTowards: 'firer', markBlocks: true },
  // 000 E: "at least 2/3 or more of the distance from the FIRING UNIT".
  'far2/3': { mark: TWO_THIRDS, blocksTowards: 'target', markBlocks: true },
};

/**
 * The distance test that judged a symbol met `at` of the way (as the query's
 * reading of "2/3 of the distance" places it), or undefined when its entry is
 * not a distance rule. A green or gray side is judged by the LOW table
 * (directly behind, not a distance) and carries none, unless it stands on a
 * level 1 slope and blocked as the brown side it is as high as (001
 * town/slope): then the brown entry's distance rule decided.
 */
export function distanceTestOf(j: SideJudgement, at: Fraction): DistanceTest | undefined {
  if (j.low && j.entry !== j.low.brown) return undefined;
  const mark = DISTANCE_MARKS[j.entry.rule];
  return mark ? { ...mark, at } : undefined;
}

/** The `distance` field of a reason for this judgement (nothing when no distance rule judged it). */
export const withDistance = (j: SideJudgement, at: Fraction): { distance?: DistanceTest } => {
  const distance = distanceTestOf(j, at);
  return distance ? { distance } : {};
};
