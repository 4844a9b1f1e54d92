// 004's distance test as a mark along the line: a printed cell clears an
// obstacle only when it is strictly closer to the higher unit (so midway and
// the lower unit's half block) and the lower unit keeps the whole hexes the
// cell asks for (judge.ts). The side view draws the midway mark and the hexes
// (docs/rules.md#the-side-view).

import { HALF } from '../../fraction.ts';
import type { DistanceTest } from '../types.ts';
import type { Blocking } from './decide.ts';
import { type Judgement, type Placement, placementPosition } from './judge.ts';

/** The `distance` field of a reason for a cell's judgement (nothing for notes 1–3, below or above both). */
export function withTgxDistance(verdict: Blocking | Judgement, place: Placement): { distance?: DistanceTest } {
  if (verdict.why !== 'table' || !('higher' in verdict)) return {};
  const lower = verdict.higher === 'attacker' ? 'target' : 'firer';
  return {
    distance: {
      mark: HALF,
      at: placementPosition(place),
      blocksTowards: lower,
      markBlocks: true,
      hexesAway: { unit: lower, need: verdict.need, away: verdict.away },
    },
  };
}
