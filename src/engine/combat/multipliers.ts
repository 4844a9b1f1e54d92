// What multiplies one firer's attack factor (docs/combat.md, steps 3 and 4): weapon
// effectiveness (003's Weapon Effectiveness Chart) and elevation halving (000's
// Hill and Slope Defense Exceptions A–C, 001's combat effects of the new
// terrain). Each multiplier carries the rule it rests on and a sentence.
//
// Interpretations (reasoned in docs/combat.md):
// - Elevation halving reads the defender's level (a unit in a gully is G); the
//   001 terrains that are "halved unless adjacent" are read by terrain, even at
//   level G, with Exception B's proviso for a brown or yellow hexside between.
// - Indirect fire is halved like any other fire (000's Exception C, "regardless
//   of elevation"); under the reading indirectHalving=never it is not halved,
//   as in the 1970 and Panzer Leader rules (docs/combat.md#is-the-firer-halved-for-elevation).

import { symbolsBetween } from '../board-model.ts';
import { ONE, fracEquals } from '../fraction.ts';
import { DEFAULT_READINGS, type Readings } from '../rules/readings.ts';
import type { Board, HexCell } from '../types.ts';
import {
  ELEVATION_HALF,
  HALVING_HEXSIDES,
  LEVEL_PLACE,
  NOT_HALVED_AGAINST_HILLTOP,
  SOURCE,
  TERRAIN_COMBAT,
  WEAPON_EFFECTIVENESS,
  isHilltop,
  isSlope,
} from './effects.ts';
import type { FirerInput, Multiplier } from './types.ts';

/** Weapon effectiveness (003): a factor other than 1, nothing, or the reason the firer is kept out. */
export function weaponStep(
  firer: FirerInput,
  distance: number,
  armored: boolean,
): Multiplier | undefined | { excluded: string } {
  const chart = WEAPON_EFFECTIVENESS[firer.weaponClass];
  const withinHalf = 2 * distance <= firer.range;
  const effect = armored ? (withinHalf ? chart.armoredNear : chart.armoredFar) : chart.other;
  const who = `class ${firer.weaponClass} weapons`;
  if ('excluded' in effect) return { excluded: `${who} ${effect.excluded} (003 Weapon Effectiveness Chart)` };
  if (fracEquals(effect.factor, ONE)) return undefined;
  const against = armored
    ? `against an armoured target ${withinHalf ? 'within' : 'beyond'} half range (distance ${distance}, range ${firer.range})`
    : 'against an unarmoured target';
  return {
    factor: effect.factor,
    rule: `003-weapon-${firer.weaponClass}`,
    source: SOURCE.weapons,
    text: `${effect.word}: ${who} ${against} (003 Weapon Effectiveness Chart)`,
  };
}

const notHalved = (rule: string, source: string, text: string): Multiplier => ({ factor: ONE, rule, source, text });
const halved = (rule: string, source: string, text: string): Multiplier => ({
  factor: ELEVATION_HALF,
  rule,
  source,
  text,
});

/**
 * Elevation halving (000 Hill and Slope Defense Exceptions, 001 terrain). Undefined when
 * the defender's hex does not halve at all; a factor-1 entry when an exception lifts it.
 */
export function elevationStep(
  board: Board,
  target: HexCell,
  firer: HexCell,
  distance: number,
  indirect: boolean,
  halving: Readings['indirectHalving'] = DEFAULT_READINGS.indirectHalving,
): Multiplier | undefined {
  const level = target.level;
  const terrainRule = TERRAIN_COMBAT[target.terrain].halvedUnlessAdjacent;
  if (level === 'G' && !terrainRule) return undefined;
  if (indirect && halving === 'never') {
    return notHalved(
      'indirect-no-halving',
      SOURCE.indirect,
      "Not halved: indirect fire is never halved for the defender's elevation, by the house reading indirectHalving=never (1970 PanzerBlitz and Panzer Leader rules)",
    );
  }
  const step = elevationStepOfFire(board, target, firer, distance, terrainRule, level);
  if (!indirect || !step || fracEquals(step.factor, ONE)) return step;
  return {
    ...step,
    text: `${step.text}; indirect fire too, by HexLOS's reading of Exception C ("regardless of elevation"; indirectHalving=never follows the 1970 rules instead)`,
  };
}

function elevationStepOfFire(
  board: Board,
  target: HexCell,
  firer: HexCell,
  distance: number,
  terrainRule: (typeof TERRAIN_COMBAT)[keyof typeof TERRAIN_COMBAT]['halvedUnlessAdjacent'],
  level: HexCell['level'],
): Multiplier | undefined {
  const adjacent = distance === 1;
  const spine = adjacent
    ? symbolsBetween(board, firer.hex, target.hex).find((s) => HALVING_HEXSIDES.includes(s))
    : undefined;

  if (terrainRule) {
    const { rule, source, title, place } = terrainRule;
    if (!adjacent) return halved(rule, source, `Halved: the defender is ${place} and you are not adjacent (${title})`);
    if (spine) {
      return halved(
        'hill-B',
        `${SOURCE.hillB}; ${source}`,
        `Halved: a ${spine} hexside lies between you and the defender ${place}, even though you are adjacent (${title}, with Hill and Slope Defence Exception B)`,
      );
    }
    return notHalved(rule, source, `Not halved: you are adjacent to the defender ${place} (${title})`);
  }

  const place = LEVEL_PLACE[level];
  if (isSlope(level)) {
    if (!adjacent) {
      return halved(
        'hill-C',
        SOURCE.hillC,
        `Halved: the defender is ${place} and you are not adjacent (Hill and Slope Defence Exception C)`,
      );
    }
    if (spine) {
      return halved(
        'hill-B',
        SOURCE.hillB,
        `Halved: a ${spine} hexside lies between you and the defender ${place}, even though you are adjacent (Hill and Slope Defence Exception B)`,
      );
    }
    return notHalved(
      'hill-B',
      SOURCE.hillB,
      `Not halved: you are adjacent to the defender ${place} (Hill and Slope Defence Exception B)`,
    );
  }

  if (isHilltop(level)) {
    const firerLevel = firer.level;
    const firerPlace = LEVEL_PLACE[firerLevel];
    if (NOT_HALVED_AGAINST_HILLTOP[level as 'H1' | 'H2'].includes(firerLevel)) {
      const why = isHilltop(firerLevel)
        ? `you are ${firerPlace}, ${firerLevel === level ? 'as high as' : 'higher than'} the defender ${place}`
        : `you are ${firerPlace}, firing down at the defender ${place}`;
      return notHalved('hill-A', SOURCE.hillA, `Not halved: ${why} (Hill and Slope Defence Exception A)`);
    }
    const adjacentNote = adjacent ? '; being adjacent helps only against a slope' : '';
    return halved(
      'hill-C',
      SOURCE.hillC,
      `Halved: the defender is ${place} and you are ${firerPlace}, not on a hilltop of the same or higher level${adjacentNote} (Hill and Slope Defence Exception C)`,
    );
  }
  return undefined;
}
