// Whether a fact a sentence states about the units or the line holds for the
// result it belongs to (docs/rules.md#every-premise-true): read from the
// result's own levels, gullies, range and heights, never from the sentence.

import { type Fraction, fracCompare, frac } from '../fraction.ts';
import type { Level } from '../types.ts';
import type { LosResult, Premise } from './types.ts';

const HILLTOPS: ReadonlySet<Level> = new Set<Level>(['H1', 'H2']);
const LEVEL_1: ReadonlySet<Level> = new Set<Level>(['S1', 'H1']);
const LEVEL_2: ReadonlySet<Level> = new Set<Level>(['S2', 'H2']);

/** One unit on a level 2 hilltop or slope and the other on a level 1 hilltop or slope: the pairs of 000's notes G to J. */
export const isCasesGToJ = (firer: Level, target: Level): boolean =>
  (LEVEL_2.has(firer) && LEVEL_1.has(target)) || (LEVEL_1.has(firer) && LEVEL_2.has(target));

/** Both units on hilltops of one level, as the table reads them (000 note L's exception). */
export const isSameLevelHilltops = (firer: Level, target: Level): boolean => firer === target && HILLTOPS.has(firer);

const above = (height: Fraction, unit: number): boolean => fracCompare(height, frac(unit)) > 0;

export function premiseHolds(premise: Premise, result: LosResult): boolean {
  const { firer, target } = result;
  switch (premise.fact) {
    case 'levels':
      return (
        premise.firer === firer.level &&
        premise.target === target.level &&
        premise.firerInGully === firer.inGully &&
        premise.targetInGully === target.inGully
      );
    case 'same-level-hilltops':
      return isSameLevelHilltops(firer.level, target.level);
    case 'cases-G-to-J':
      return isCasesGToJ(firer.level, target.level);
    case 'adjacent':
      return result.range === 1;
    case 'not-adjacent':
      return result.range > 1;
    case 'higher-than-both':
      return above(premise.height, firer.elevation) && above(premise.height, target.elevation);
  }
}
