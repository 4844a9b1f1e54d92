// What the defender's hex and the kind of attack add to the odds (docs/combat.md):
// the die-roll modifiers (003: dispersed, overrun; 001: terrain), the spotting
// reminders of 001's terrain (wheatfields only in July to October), the notes
// on combined DF, overrun and indirect fire, and an overrun no unit can make.

import { readingsOf } from '../rules/readings.ts';
import type { HexCell } from '../types.ts';
import { MONTH_NAMES, SEED_001, SOURCE, TERRAIN_COMBAT, WHEATFIELD_MONTHS } from './effects.ts';
import { INDIRECT_FIRE_003 } from './indirect.ts';
import type { CombatInput, DieRollModifier, ExcludedFirer, FirerResult, RuleStep } from './types.ts';

export function dieRollModifiers(input: CombatInput, target: HexCell): DieRollModifier[] {
  const drm: DieRollModifier[] = [];
  if (input.dispersed)
    drm.push({ value: -1, rule: '003-drm-dispersed', source: SOURCE.drm, text: '-1: defender dispersed' });
  if (input.overrun) drm.push({ value: -2, rule: '003-drm-overrun', source: SOURCE.drm, text: '-2: overrun attack' });
  const effect = TERRAIN_COMBAT[target.terrain];
  if (effect.drm)
    drm.push({ value: 1, rule: effect.drm.rule, source: effect.drm.source, text: `+1: defender in ${effect.phrase}` });
  return drm;
}

export function spottingReminders(input: CombatInput, target: HexCell): RuleStep[] {
  const effect = TERRAIN_COMBAT[target.terrain];
  const spotting = effect.spotting;
  if (!spotting) return [];
  const { rule, source } = spotting;
  if (spotting.when === 'always') {
    return [{ rule, source, text: `The target is in ${effect.phrase}: it must be spotted before it may be fired on.` }];
  }
  const who = 'infantry (units numbered in the 100s and 200s) and forts (with every unit under a fort counter)';
  const month = input.markers?.month;
  if (month === undefined) {
    return [
      {
        rule,
        source,
        text: `The target is in ${effect.phrase}: if the scenario is set in July to October, ${who} there must be spotted before they may be fired on.`,
      },
    ];
  }
  if (!WHEATFIELD_MONTHS.includes(month)) return [];
  return [
    {
      rule,
      source,
      text: `The target is in ${effect.phrase} in ${MONTH_NAMES[month - 1]}: ${who} there must be spotted before they may be fired on.`,
    },
  ];
}

export function targetNotes(input: CombatInput, target: HexCell): RuleStep[] {
  const notes: RuleStep[] = [];
  const effect = TERRAIN_COMBAT[target.terrain];
  if (effect.combined && effect.armourByReading) {
    notes.push(readArmourNote(input, effect.phrase, effect.combined.rule, effect.combined.source));
  } else if (effect.combined) {
    notes.push({
      rule: effect.combined.rule,
      source: effect.combined.source,
      text: `The target is in ${effect.phrase}: the units stacked there are attacked as one combined DF, and all of them are armoured targets.`,
    });
  }
  if (input.overrun) {
    notes.push({
      rule: '003-overrun',
      source: SOURCE.overrun,
      text: 'Overrun: the overrunning units use their normal attack factor (no weapon effectiveness, no halving); the odds shift one column to the right and the die gets -2.',
    });
  } else if (input.indirect) {
    notes.push({
      rule: 'indirect',
      source: `combat.md step 2; ${INDIRECT_FIRE_003.source.replace(': Indirect Fire', '')}`,
      text: input.observed
        ? 'Artillery: the guns fire from off the board, so their line of sight is not checked. Artillery attacks every unit in the hex with their combined defence factor: enter the combined DF.'
        : 'Indirect fire: no friendly unit sees the target hex, so the line of sight is not checked. Artillery attacks every unit in the hex with their combined defence factor: enter the combined DF.',
    });
  }
  return notes;
}

/**
 * An overrun that no unit can make: the reason, once (the first unit's, or the
 * target's own when it is not in a clear hex). Null when any unit can make it.
 */
export function overrunRefusal(
  input: CombatInput,
  firers: readonly FirerResult[],
  excluded: readonly ExcludedFirer[],
): RuleStep | null {
  if (!input.overrun || firers.length > 0 || excluded.length === 0) return null;
  const first = excluded[0];
  const text = first.reason.replace(/^overrun not possible: /, '');
  return { rule: first.rule, source: first.source, text: `Overrun refused: ${text}` };
}

/**
 * A plain town: the combined DF is 003's; whether its units are armoured targets is the reading townArmour (no printed
 * rule says so of a plain town), and the sheet says which reading made them so and where it comes from.
 */
function readArmourNote(input: CombatInput, phrase: string, rule: string, source: string): RuleStep {
  const combined = `The target is in ${phrase}: the units stacked there are attacked as one combined DF (003, Terrain Effects Chart)`;
  const armoured = readingsOf(input.readings).townArmour === 'armoured';
  if (input.armored) return { rule, source, text: `${combined}; you marked the target armoured.` };
  return {
    rule: 'reading-townArmour',
    source: `${source}; ${SEED_001}, Collective Farms and Old Forts, Town/Woods Hex, Town/Slope Hex`,
    text: armoured
      ? `${combined}, and HexLOS treats them as armoured targets: no printed rule says so of a plain town, but 001 says "All units are treated as armored targets" of its one-hex towns (collective farms, old forts) and of town/woods and town/slope hexes (HexLOS's reading; the house reading townArmour=printed follows 003's chart alone).`
      : `${combined}. They are not armoured targets unless you mark them so: 003's Terrain Effects Chart gives a town no armour, and 001 says "All units are treated as armored targets" only of its one-hex towns and of town/woods and town/slope hexes (the house reading townArmour=printed).`,
  };
}
