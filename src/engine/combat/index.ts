// Combat odds for one target and its firers (combat.md), from
// 003_556d2a178b7b89f6.txt (CRT, die-roll modifiers, weapon effectiveness,
// overrun, TEC), 000_a03a26f52f8a01a8.txt (Hill and Slope Defense Exceptions
// A–C) and 001_637a09858b693391.txt (combat effects of the new terrain).
//
// Per firer, in combat.md's order: range, LOS (direct fire only), weapon
// effectiveness, elevation halving; factors compound exactly and the effective
// AFs are summed before the odds are rounded in the defender's favour.
// Interpretations (reasoned in docs/combat.md):
// - Elevation halving reads the defender's level (a unit in a gully is G); the
//   001 terrains that are "halved unless adjacent" are read by terrain, even at
//   level G, with Exception B's proviso for a brown or yellow hexside between.
// - Indirect fire is never halved for elevation; its LOS is not checked.
// - An overrun needs a ground-level open hex, an adjacent firer and a pass
//   through the target to the hex directly opposite (overrun.ts); it ignores
//   range, LOS, weapon effectiveness and halving. When no unit can make it, the
//   result carries the refusal and the odds are those of no attack.
// - Indirect fire's chances include the hit roll (indirect.ts).
// The LOS evaluator is a parameter so that callers and tests can supply their own.

import type { Axial, Board, HexCell } from '../types.ts';
import { cellAt, symbolsBetween } from '../board-model.ts';
import { type Fraction, ONE, ZERO, frac, fracAdd, fracDiv, fracEquals, fracMul } from '../fraction.ts';
import { hexDistance } from '../hex/axial.ts';
import { evaluateLos } from '../rules/index.ts';
import type { LosQuery, LosResult } from '../rules/types.ts';
import { CRT_003, columnLabel, crtResult, oddsPosition, readColumn, rowRange } from './crt.ts';
import { INDIRECT_FIRE_003, readIndirectFire } from './indirect.ts';
import { readPass } from './overrun.ts';
import {
  ELEVATION_HALF,
  HALVING_HEXSIDES,
  LEVEL_PLACE,
  MONTH_NAMES,
  NOT_HALVED_AGAINST_HILLTOP,
  SOURCE,
  TERRAIN_COMBAT,
  WEAPON_EFFECTIVENESS,
  WHEATFIELD_MONTHS,
  isHilltop,
  isSlope,
} from './effects.ts';
import type {
  CombatInput,
  CombatResult,
  CrtResult,
  DieFace,
  DieRollModifier,
  ExcludedFirer,
  FirerInput,
  FirerResult,
  Multiplier,
  OverrunPass,
  RuleStep,
} from './types.ts';
import { CRT_RESULTS, WEAPON_CLASSES } from './types.ts';

export * from './types.ts';
export { CRT_003, columnLabel, columnPosition, oddsPosition, readColumn } from './crt.ts';
export { TERRAIN_COMBAT, WEAPON_EFFECTIVENESS } from './effects.ts';
export { INDIRECT_FIRE_003, facesText } from './indirect.ts';
export { ENTRY_COST, oppositeHex } from './overrun.ts';

export interface CombatDeps {
  readonly evaluateLos: (board: Board, query: LosQuery) => LosResult;
}

const DEFAULT_DEPS: CombatDeps = { evaluateLos };

const DIE_FACES = [1, 2, 3, 4, 5, 6] as const;

function checkInput(input: CombatInput): void {
  if (input.df.n <= 0) throw new RangeError(`the defence factor must be positive, not ${input.df.n}/${input.df.d}`);
  if (input.overrun && input.indirect) throw new RangeError('an overrun cannot be indirect fire');
  for (const f of input.firers) {
    if (f.af.n < 0) throw new RangeError('an attack factor cannot be negative');
    if (!Number.isInteger(f.range) || f.range < 0) throw new RangeError(`bad range allowance ${f.range}`);
    if (!(WEAPON_CLASSES as readonly string[]).includes(f.weaponClass)) {
      throw new RangeError(`unknown weapon class ${String(f.weaponClass)}`);
    }
  }
}

type FirerOutcome = { readonly kind: 'fires'; readonly result: FirerResult } | { readonly kind: 'excluded'; readonly result: ExcludedFirer };

function exclude(
  firer: FirerInput,
  distance: number,
  rule: string,
  source: string,
  reason: string,
  los?: LosResult,
  exit?: Axial,
): FirerOutcome {
  const { hex, af, weaponClass, range } = firer;
  return { kind: 'excluded', result: { hex, af, weaponClass, range, distance, rule, source, reason, ...(los ? { los } : {}), ...(exit ? { exit } : {}) } };
}

function fires(firer: FirerInput, distance: number, los: LosResult | null, multipliers: Multiplier[], pass?: OverrunPass): FirerOutcome {
  const { hex, af, weaponClass, range } = firer;
  const effective = multipliers.reduce((acc, m) => fracMul(acc, m.factor), af);
  return { kind: 'fires', result: { hex, af, weaponClass, range, distance, los, multipliers, effective, ...(pass ? { pass } : {}) } };
}

/** Weapon effectiveness (003): a factor other than 1, nothing, or the reason the firer is kept out. */
function weaponStep(firer: FirerInput, distance: number, armored: boolean): Multiplier | undefined | { excluded: string } {
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
const halved = (rule: string, source: string, text: string): Multiplier => ({ factor: ELEVATION_HALF, rule, source, text });

/**
 * Elevation halving (000 Hill and Slope Defense Exceptions, 001 terrain). Undefined when
 * the defender's hex does not halve at all; a factor-1 entry when an exception lifts it.
 */
function elevationStep(board: Board, target: HexCell, firer: HexCell, distance: number, indirect: boolean): Multiplier | undefined {
  const level = target.level;
  const terrainRule = TERRAIN_COMBAT[target.terrain].halvedUnlessAdjacent;
  if (level === 'G' && !terrainRule) return undefined;
  if (indirect) {
    return notHalved(
      'indirect-no-halving',
      SOURCE.indirect,
      "Not halved: indirect fire is never halved for the defender's elevation (1970 PanzerBlitz and Panzer Leader rules)",
    );
  }
  const adjacent = distance === 1;
  const spine = adjacent ? symbolsBetween(board, firer.hex, target.hex).find((s) => HALVING_HEXSIDES.includes(s)) : undefined;

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
      return halved('hill-C', SOURCE.hillC, `Halved: the defender is ${place} and you are not adjacent (Hill and Slope Defence Exception C)`);
    }
    if (spine) {
      return halved(
        'hill-B',
        SOURCE.hillB,
        `Halved: a ${spine} hexside lies between you and the defender ${place}, even though you are adjacent (Hill and Slope Defence Exception B)`,
      );
    }
    return notHalved('hill-B', SOURCE.hillB, `Not halved: you are adjacent to the defender ${place} (Hill and Slope Defence Exception B)`);
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

function evaluateFirer(
  board: Board,
  input: CombatInput,
  target: HexCell,
  armored: boolean,
  firer: FirerInput,
  deps: CombatDeps,
): FirerOutcome {
  const distance = hexDistance(firer.hex, target.hex);
  const firerCell = cellAt(board, firer.hex);
  if (!firerCell) return exclude(firer, distance, 'off-board', 'combat.md, Inputs', 'the firer is not on the board');
  if (distance === 0) return exclude(firer, distance, 'same-hex', 'combat.md, Inputs', 'the firer is in the target hex');

  if (input.overrun) {
    const effect = TERRAIN_COMBAT[target.terrain];
    if (!effect.open || target.level !== 'G') {
      const where = target.level !== 'G' ? `is ${LEVEL_PLACE[target.level]}` : `is in ${effect.phrase}`;
      return exclude(
        firer,
        distance,
        '003-overrun',
        SOURCE.overrun,
        `overrun not possible: the target ${where}, not in a clear hex (003 Overrun Attack)`,
      );
    }
    if (distance !== 1) {
      return exclude(
        firer,
        distance,
        '003-overrun',
        SOURCE.overrun,
        `overrun not possible: not adjacent to the target (distance ${distance}) (003 Overrun Attack)`,
      );
    }
    const pass = readPass(board, firerCell, target, input.markers?.month);
    if (!pass.ok) return exclude(firer, distance, pass.rule, pass.source, pass.reason, undefined, pass.exit);
    return fires(firer, distance, null, [], pass.pass);
  }

  if (distance > firer.range) {
    return exclude(firer, distance, 'range', SOURCE.range, `out of range (distance ${distance} > range ${firer.range})`);
  }

  let los: LosResult | null = null;
  if (!input.indirect) {
    los = deps.evaluateLos(board, {
      from: firer.hex,
      to: target.hex,
      rules: input.rules,
      ...(input.trace ? { trace: input.trace } : {}),
      ...(input.markers ? { markers: input.markers } : {}),
      ...(input.readings ? { readings: input.readings } : {}),
    });
    if (!los.visible) {
      const why = los.reasons.map((r) => r.text).join(' ');
      return exclude(firer, distance, 'los', `${SOURCE.los} (LOS by the ${input.rules} rule set)`, `no line of sight${why ? `: ${why}` : ''}`, los);
    }
  }

  const multipliers: Multiplier[] = [];
  const weapon = weaponStep(firer, distance, armored);
  if (weapon && 'excluded' in weapon) {
    return exclude(firer, distance, `003-weapon-${firer.weaponClass}`, SOURCE.weapons, weapon.excluded, los ?? undefined);
  }
  if (weapon) multipliers.push(weapon);
  const elevation = elevationStep(board, target, firerCell, distance, !!input.indirect);
  if (elevation) multipliers.push(elevation);
  return fires(firer, distance, los, multipliers);
}

function dieRollModifiers(input: CombatInput, target: HexCell): DieRollModifier[] {
  const drm: DieRollModifier[] = [];
  if (input.dispersed) drm.push({ value: -1, rule: '003-drm-dispersed', source: SOURCE.drm, text: '-1: defender dispersed' });
  if (input.overrun) drm.push({ value: -2, rule: '003-drm-overrun', source: SOURCE.drm, text: '-2: overrun attack' });
  const effect = TERRAIN_COMBAT[target.terrain];
  if (effect.drm) drm.push({ value: 1, rule: effect.drm.rule, source: effect.drm.source, text: `+1: defender in ${effect.phrase}` });
  return drm;
}

function spottingReminders(input: CombatInput, target: HexCell): RuleStep[] {
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

function targetNotes(input: CombatInput, target: HexCell): RuleStep[] {
  const notes: RuleStep[] = [];
  const effect = TERRAIN_COMBAT[target.terrain];
  if (effect.combined) {
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
      text: 'Indirect fire: no friendly unit sees the target hex, so the line of sight is not checked. Artillery attacks every unit in the hex with their combined defence factor: enter the combined DF.',
    });
  }
  return notes;
}

/**
 * An overrun that no unit can make: the reason, once (the first unit's, or the
 * target's own when it is not in a clear hex). Null when any unit can make it.
 */
function overrunRefusal(input: CombatInput, firers: readonly FirerResult[], excluded: readonly ExcludedFirer[]): RuleStep | null {
  if (!input.overrun || firers.length > 0 || excluded.length === 0) return null;
  const first = excluded[0];
  const text = first.reason.replace(/^overrun not possible: /, '');
  return { rule: first.rule, source: first.source, text: `Overrun refused: ${text}` };
}

export function evaluateCombat(board: Board, input: CombatInput, deps: CombatDeps = DEFAULT_DEPS): CombatResult {
  checkInput(input);
  const target = cellAt(board, input.target);
  if (!target) throw new RangeError(`the target hex ${input.target.q},${input.target.r} is not on the board`);
  const crt = input.crt ?? CRT_003;
  const effect = TERRAIN_COMBAT[target.terrain];
  const armored = !!input.armored || !!effect.combined;
  const notes = targetNotes(input, target);

  const firers: FirerResult[] = [];
  const excluded: ExcludedFirer[] = [];
  for (const firer of input.firers) {
    const outcome = evaluateFirer(board, input, target, armored, firer, deps);
    if (outcome.kind === 'fires') firers.push(outcome.result);
    else excluded.push(outcome.result);
  }

  const totalAf = firers.reduce((sum, f) => fracAdd(sum, f.effective), ZERO);
  const ratio = fracDiv(totalAf, input.df);
  const shift = input.overrun ? 1 : 0;
  const position = oddsPosition(totalAf, input.df);
  const odds = position === undefined ? null : columnLabel(position);
  let columnIndex: number | undefined;
  if (position === undefined) {
    notes.push({ rule: 'no-attack', source: SOURCE.odds, text: 'No attack factor takes part: the attack has no effect.' });
  } else {
    const shifted = position + shift;
    const reading = readColumn(crt, shifted);
    columnIndex = reading.index;
    const shiftedLabel = columnLabel(shifted);
    if (shift) {
      notes.push({
        rule: '003-overrun',
        source: SOURCE.overrun,
        text: `Overrun: the odds of ${odds} shift one column to the right, to ${shiftedLabel}.`,
      });
    }
    if (reading.edge === 'above' && columnIndex !== undefined) {
      notes.push({
        rule: 'crt-above',
        source: SOURCE.odds,
        text: `Odds of ${shiftedLabel} are beyond the table's last column: the ${crt.columns[columnIndex]} column is read.`,
      });
    } else if (reading.edge === 'below') {
      notes.push({
        rule: 'crt-below',
        source: SOURCE.odds,
        text: `Odds of ${shiftedLabel} are below the table's first column (${crt.columns[0]}): the attack has no effect.`,
      });
    }
  }
  const column = columnIndex === undefined ? null : crt.columns[columnIndex];

  const drm = dieRollModifiers(input, target);
  const drmTotal = drm.reduce((sum, m) => sum + m.value, 0);
  const rows = rowRange(crt);
  const dice: DieFace[] = DIE_FACES.map((face) => {
    const modified = face + drmTotal;
    const roll = Math.min(rows.max, Math.max(rows.min, modified));
    const printed: CrtResult = columnIndex === undefined ? 'none' : crtResult(crt, roll, columnIndex);
    const result: CrtResult = input.dispersed && printed === 'DD' ? 'X' : printed;
    return { face, modified, roll, result, printed };
  });
  const chancesOnTable = Object.fromEntries(
    CRT_RESULTS.map((r) => [r, frac(dice.filter((d) => d.result === r).length, DIE_FACES.length)]),
  ) as Record<CrtResult, Fraction>;
  const indirect = input.indirect ? readIndirectFire(input.indirectTable ?? INDIRECT_FIRE_003, chancesOnTable) : undefined;
  const chances = indirect?.chances ?? chancesOnTable;
  const refusal = overrunRefusal(input, firers, excluded);
  if (input.dispersed && dice.some((d) => d.printed === 'DD')) {
    notes.push({
      rule: '003-dd',
      source: `${crt.source} (Results: DD)`,
      text: 'The defender is already dispersed: a DD result destroys it (read as X).',
    });
  }

  return {
    target: { hex: target.hex, terrain: target.terrain, level: target.level, armored, df: input.df, combinedDf: !!effect.combined },
    rules: input.rules,
    trace: input.trace ?? 'hex',
    overrun: !!input.overrun,
    indirect: !!input.indirect,
    dispersed: !!input.dispersed,
    firers,
    excluded,
    totalAf,
    ratio,
    odds,
    column,
    shift,
    drm,
    drmTotal,
    dice,
    chances,
    indirectFire: indirect?.reading ?? null,
    refusal,
    notes,
    reminders: spottingReminders(input, target),
    crt: { id: crt.id, name: crt.name, source: crt.source },
  };
}

