// Combat odds for one target and its firers (docs/combat.md), from
// 003_556d2a178b7b89f6.txt (CRT, die-roll modifiers, weapon effectiveness,
// overrun, TEC), 000_a03a26f52f8a01a8.txt (Hill and Slope Defense Exceptions
// A–C) and 001_637a09858b693391.txt (combat effects of the new terrain).
//
// Per firer, in docs/combat.md's order: range, LOS (direct fire only), weapon
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
// - Indirect fire's chances include the hit roll (indirect.ts), unless a
//   forward observer sees the target hex: then the fire falls on that hex
//   (003 Offboard Artillery) and its chances are the table's.
// - Observed artillery is still artillery: no LOS check from the firers, the
//   same halving as indirect fire (the observer, not the guns, sees the hex).
// The LOS evaluator is a parameter so that callers and tests can supply their own.
//
// Each firer's multipliers are multipliers.ts's; the die-roll modifiers, notes
// and reminders of the target's hex are target-notes.ts's.

import { cellAt } from '../board-model.ts';
import { type Fraction, ZERO, frac, fracAdd, fracDiv, fracMul } from '../fraction.ts';
import { hexDistance } from '../hex/axial.ts';
import { otherValues } from '../rules/disputes.ts';
import { evaluateLos } from '../rules/index.ts';
import { type ReadingId, READINGS, readingsOf } from '../rules/readings.ts';
import type { LosQuery, LosResult } from '../rules/types.ts';
import type { Axial, Board, HexCell } from '../types.ts';
import { CRT_003, columnLabel, crtResult, oddsPosition, readColumn, rowRange } from './crt.ts';
import {
  armouredByTerrain,
  clearForOverrun,
  LEVEL_PLACE,
  MONTH_NAMES,
  SEED_001,
  SEED_003,
  SOURCE,
  TERRAIN_COMBAT,
  wheatfieldInSeason,
} from './effects.ts';
import { INDIRECT_FIRE_003, readIndirectFire } from './indirect.ts';
import { elevationStep, weaponStep } from './multipliers.ts';
import { passRefusal, readPass } from './overrun.ts';
import { dieRollModifiers, overrunRefusal, spottingReminders, targetNotes } from './target-notes.ts';
import type {
  RuleStep,
  CombatInput,
  CombatResult,
  CrtResult,
  DieFace,
  ExcludedFirer,
  FirerInput,
  FirerResult,
  Multiplier,
  OverrunPass,
} from './types.ts';
import { CRT_RESULTS, WEAPON_CLASSES } from './types.ts';

export * from './types.ts';
export { INDIRECT_FIRE_003, facesText } from './indirect.ts';
export { ENTRY_COST, STACKING_003, oppositeHex } from './overrun.ts';

export interface CombatDeps {
  readonly evaluateLos: (board: Board, query: LosQuery) => LosResult;
}

const DEFAULT_DEPS: CombatDeps = { evaluateLos };

const DIE_FACES = [1, 2, 3, 4, 5, 6] as const;

/** 003 Offboard Artillery: "If a forward observer sees the target hex, the artillery falls on that hex." */
const OBSERVED_NOTE: RuleStep = {
  rule: '003-observed',
  source: `${SEED_003}, Offboard Artillery`,
  text: 'A forward observer sees the target hex, so the artillery falls on that hex: no hit roll, no scatter (003 Offboard Artillery).',
};

function checkInput(input: CombatInput): void {
  if (input.df.n <= 0) throw new RangeError(`the defence factor must be positive, not ${input.df.n}/${input.df.d}`);
  if (input.overrun && input.indirect) throw new RangeError('an overrun cannot be indirect fire');
  if (input.observed && !input.indirect) throw new RangeError('only artillery (indirect fire) can be observed');
  for (const f of input.firers) {
    if (f.af.n < 0) throw new RangeError('an attack factor cannot be negative');
    if (!Number.isInteger(f.range) || f.range < 0) throw new RangeError(`bad range allowance ${f.range}`);
    if (!(WEAPON_CLASSES as readonly string[]).includes(f.weaponClass)) {
      throw new RangeError(`unknown weapon class ${String(f.weaponClass)}`);
    }
  }
}

type FirerOutcome =
  | { readonly kind: 'fires'; readonly result: FirerResult }
  | { readonly kind: 'excluded'; readonly result: ExcludedFirer };

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
  return {
    kind: 'excluded',
    result: {
      hex,
      af,
      weaponClass,
      range,
      distance,
      rule,
      source,
      reason,
      ...(los ? { los } : {}),
      ...(exit ? { exit } : {}),
    },
  };
}

function fires(
  firer: FirerInput,
  distance: number,
  los: LosResult | null,
  multipliers: Multiplier[],
  pass?: OverrunPass,
): FirerOutcome {
  const { hex, af, weaponClass, range } = firer;
  const effective = multipliers.reduce((acc, m) => fracMul(acc, m.factor), af);
  return {
    kind: 'fires',
    result: { hex, af, weaponClass, range, distance, los, multipliers, effective, ...(pass ? { pass } : {}) },
  };
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
  if (distance === 0)
    return exclude(firer, distance, 'same-hex', 'combat.md, Inputs', 'the firer is in the target hex');

  if (input.overrun) {
    const effect = TERRAIN_COMBAT[target.terrain];
    const month = input.markers?.month;
    if (target.level === 'G' && effect.open && !clearForOverrun(target.terrain, month, readingsOf(input.readings))) {
      const when = month === undefined ? 'no month was given, so the wheatfield as printed' : MONTH_NAMES[month - 1];
      return exclude(
        firer,
        distance,
        'reading-wheatfieldOverrun',
        `${SOURCE.overrun}; ${SEED_001}, Wheatfields`,
        `overrun not possible: the target is in a wheatfield in July to October (${when}), which is not a clear hex under the house reading wheatfieldOverrun=out-of-season (001, Wheatfields: "In any other month treat them as regular Clear Terrain"; 003 Overrun Attack)`,
      );
    }
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
    const refused = passRefusal(board, pass.pass, firer, input.army);
    if (refused)
      return exclude(firer, distance, refused.rule, refused.source, refused.reason, undefined, pass.pass.exit);
    return fires(firer, distance, null, [], pass.pass);
  }

  if (distance > firer.range) {
    return exclude(
      firer,
      distance,
      'range',
      SOURCE.range,
      `out of range (distance ${distance} > range ${firer.range})`,
    );
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
      return exclude(
        firer,
        distance,
        'los',
        `${SOURCE.los} (LOS by the ${input.rules} rule set)`,
        `no line of sight${why ? `: ${why}` : ''}`,
        los,
      );
    }
  }

  const multipliers: Multiplier[] = [];
  const weapon = weaponStep(firer, distance, armored);
  if (weapon && 'excluded' in weapon) {
    return exclude(
      firer,
      distance,
      `003-weapon-${firer.weaponClass}`,
      SOURCE.weapons,
      weapon.excluded,
      los ?? undefined,
    );
  }
  if (weapon) multipliers.push(weapon);
  const elevation = elevationStep(
    board,
    target,
    firerCell,
    distance,
    !!input.indirect,
    readingsOf(input.readings).indirectHalving,
  );
  if (elevation) multipliers.push(elevation);
  return fires(firer, distance, los, multipliers);
}

export function evaluateCombat(board: Board, input: CombatInput, deps: CombatDeps = DEFAULT_DEPS): CombatResult {
  const result = combatUnderReadings(board, input, deps);
  const disputes = combatReadingDisputes(board, input, deps, result);
  return disputes.length ? { ...result, notes: [...result.notes, ...disputes] } : result;
}

/** The odds under the query's readings alone, without asking whether another reading would change them. */
function combatUnderReadings(board: Board, input: CombatInput, deps: CombatDeps): CombatResult {
  checkInput(input);
  const target = cellAt(board, input.target);
  if (!target) throw new RangeError(`the target hex ${input.target.q},${input.target.r} is not on the board`);
  const crt = input.crt ?? CRT_003;
  const effect = TERRAIN_COMBAT[target.terrain];
  const armored = !!input.armored || armouredByTerrain(target.terrain, readingsOf(input.readings));
  const notes = targetNotes(input, target);

  const firers: FirerResult[] = [];
  const excluded: ExcludedFirer[] = [];
  for (const firer of input.firers) {
    const outcome = evaluateFirer(board, input, target, armored, firer, deps);
    if (outcome.kind === 'fires') firers.push(outcome.result);
    else excluded.push(outcome.result);
  }

  const dispute = indirectHalvingDispute(board, input, target);
  if (dispute) notes.push(dispute);
  const totalAf = firers.reduce((sum, f) => fracAdd(sum, f.effective), ZERO);
  const ratio = fracDiv(totalAf, input.df);
  const shift = input.overrun ? 1 : 0;
  const position = oddsPosition(totalAf, input.df);
  const odds = position === undefined ? null : columnLabel(position);
  let columnIndex: number | undefined;
  if (position === undefined) {
    notes.push({
      rule: 'no-attack',
      source: SOURCE.odds,
      text: 'No attack factor takes part: the attack has no effect.',
    });
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
  const indirect =
    input.indirect && !input.observed
      ? readIndirectFire(input.indirectTable ?? INDIRECT_FIRE_003, chancesOnTable)
      : undefined;
  if (input.indirect && input.observed) notes.push(OBSERVED_NOTE);
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
    target: {
      hex: target.hex,
      terrain: target.terrain,
      level: target.level,
      armored,
      df: input.df,
      combinedDf: !!effect.combined,
    },
    rules: input.rules,
    trace: input.trace ?? 'hex',
    overrun: !!input.overrun,
    indirect: !!input.indirect,
    observed: !!input.indirect && !!input.observed,
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

/**
 * Indirect fire at a slope or hilltop: when the other reading of indirect
 * halving would change a firer's factor, say so
 * (docs/combat.md#is-the-firer-halved-for-elevation).
 */
function indirectHalvingDispute(board: Board, input: CombatInput, target: HexCell): RuleStep | undefined {
  if (!input.indirect) return undefined;
  const info = READINGS.find((r) => r.id === 'indirectHalving') as (typeof READINGS)[number];
  const current = readingsOf(input.readings).indirectHalving;
  const [other] = otherValues(info, current);
  const differs = input.firers.some((f) => {
    const cell = cellAt(board, f.hex);
    if (!cell) return false;
    const distance = hexDistance(f.hex, target.hex);
    const factorOf = (halving: typeof current) =>
      elevationStep(board, target, cell, distance, true, halving)?.factor.d ?? 1;
    return factorOf(current) !== factorOf(other.value as typeof current);
  });
  if (!differs) return undefined;
  return {
    rule: 'reading-indirectHalving',
    source: info.source,
    text: `Under the other reading of ${info.source} (${other.words}) the elevation halving of this indirect fire would ${current === 'halved' ? 'not apply' : 'apply'}.`,
  };
}

/** The combat readings that can change the odds of this attack: a plain town's armour, an overrun into a wheatfield in season. */
function combatReadingsAsked(input: CombatInput, target: HexCell): ReadingId[] {
  const effect = TERRAIN_COMBAT[target.terrain];
  const ids: ReadingId[] = [];
  if (effect.armourByReading && !input.armored && !input.overrun) ids.push(effect.armourByReading);
  if (effect.openByReading && input.overrun && target.level === 'G' && wheatfieldInSeason(input.markers?.month))
    ids.push(effect.openByReading);
  return ids;
}

/** How the attack goes in, for a dispute line: "at 2-1", "with no effect", "refused". */
function attackWords(r: CombatResult): string {
  if (r.refusal) return 'is refused';
  return r.column ? `goes in at ${r.column}` : 'has no effect';
}

/**
 * "Under the other reading of … the attack goes in at 1-2, not 2-1.": for each combat reading this attack asks, the
 * other value's odds, said when they differ (docs/combat.md: decision 6 and "Overrun").
 */
function combatReadingDisputes(board: Board, input: CombatInput, deps: CombatDeps, result: CombatResult): RuleStep[] {
  const target = cellAt(board, input.target) as HexCell;
  const readings = readingsOf(input.readings);
  const out: RuleStep[] = [];
  const what = input.overrun ? 'overrun' : 'attack';
  for (const id of combatReadingsAsked(input, target)) {
    const info = READINGS.find((r) => r.id === id) as (typeof READINGS)[number];
    for (const other of otherValues(info, readings[id])) {
      const otherResult = combatUnderReadings(board, { ...input, readings: { ...readings, [id]: other.value } }, deps);
      const now = attackWords(result);
      const then = attackWords(otherResult);
      if (now === then) continue;
      out.push({
        rule: `reading-${id}`,
        source: info.source,
        text: `Under the other reading of ${info.source} (${other.words}) the ${what} ${then}; under the reading in force it ${now}.`,
      });
    }
  }
  return out;
}
