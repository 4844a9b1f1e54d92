// From the numbers typed in the combat sheet to the engine's CombatInput.
// Only reading and checking what was typed happens here; every rule is the
// engine's. A row that cannot be read says why and is left out.

import { hexByLabel } from '../engine/board-model.ts';
import type { CombatInput, FirerInput } from '../engine/combat/types.ts';
import { type Fraction, frac } from '../engine/fraction.ts';
import { hexDistance } from '../engine/hex/axial.ts';
import { MAX_FIRERS, readFactor, readRange } from '../engine/typed-numbers.ts';
import { effectiveTrace, readingsToAsk } from './selectors.ts';
import type { AppState, CombatFirerRow } from './types.ts';

export interface CombatInputReading {
  readonly input: CombatInput | undefined;
  /** Why a row is left out, by row id. */
  readonly rowProblems: ReadonlyMap<number, string>;
  /** Rows left out only because something is not typed yet (not an error to show in red). */
  readonly rowIncomplete: ReadonlySet<number>;
  /** Why there are no odds at all. */
  readonly problem: string | undefined;
}

/** The house readings are optional here: the sheet's own checks do not need them; the question sent (combat-slice) carries them. */
type Needed = Pick<
  AppState,
  'board' | 'firer' | 'target' | 'combatRows' | 'combatTarget' | 'rules' | 'trace' | 'ruleSetInfos'
> &
  Partial<Pick<AppState, 'readings'>>;

/** An overrunning unit's movement points left, units already in its exit hex and whether it is a truck, as typed in its row. */
function readOverrunUnit(
  row: CombatFirerRow,
): { ok: true; value: Pick<FirerInput, 'movementLeft' | 'truck' | 'unitsAtExit'> } | { ok: false; message: string } {
  const value: { movementLeft?: Fraction; truck?: boolean; unitsAtExit?: number } = row.truck ? { truck: true } : {};
  const mp = (row.mp ?? '').trim();
  if (mp !== '') {
    const read = mp === '0' ? { ok: true as const, value: frac(0) } : readFactor(mp, 'MP left');
    if (!read.ok) return read;
    value.movementLeft = read.value;
  }
  const exit = (row.exitUnits ?? '').trim();
  if (exit !== '') {
    const read = readRange(exit, 'number of units in the exit hex');
    if (!read.ok) return read;
    value.unitsAtExit = read.value;
  }
  return { ok: true, value };
}

export function readCombatInput(state: Needed): CombatInputReading {
  const { board, firer, target, combatRows, combatTarget } = state;
  const rowProblems = new Map<number, string>();
  const rowIncomplete = new Set<number>();
  if (!board) return { input: undefined, rowProblems, rowIncomplete, problem: 'No board is loaded.' };
  const firers: FirerInput[] = [];
  for (const row of combatRows) {
    const label = row.hex.trim();
    const hex = label === '' ? firer : hexByLabel(board, label);
    if (!hex) {
      rowProblems.set(
        row.id,
        label === '' ? 'Pick a firer on the map or type its hex.' : `${label.toUpperCase()} is not on this board.`,
      );
      if (label === '') rowIncomplete.add(row.id);
      continue;
    }
    if (row.af.trim() === '') {
      rowProblems.set(row.id, 'Enter the attack factor.');
      rowIncomplete.add(row.id);
      continue;
    }
    const af = readFactor(row.af, 'AF');
    if (!af.ok) {
      rowProblems.set(row.id, af.message);
      continue;
    }
    if (row.range.trim() === '') {
      // The distance is what the allowance is weighed against: saying it spares a count on the board.
      rowProblems.set(
        row.id,
        target
          ? `Enter the range allowance in hexes (the target is ${hexDistance(hex, target)} away).`
          : 'Enter the range allowance in hexes.',
      );
      rowIncomplete.add(row.id);
      continue;
    }
    const range = readRange(row.range);
    if (!range.ok) {
      rowProblems.set(row.id, range.message);
      continue;
    }
    // An overrun's pass is weighed against what the players say of the unit; fields left empty are not checked (003 Overrun Attack, 003 Stacking).
    const overrun = combatTarget.overrun ? readOverrunUnit(row) : { ok: true as const, value: {} };
    if (!overrun.ok) {
      rowProblems.set(row.id, overrun.message);
      continue;
    }
    firers.push({ hex, af: af.value, weaponClass: row.weaponClass, range: range.value, ...overrun.value });
  }
  if (!target) return { input: undefined, rowProblems, rowIncomplete, problem: 'Pick the target hex on the map.' };
  if (combatTarget.df.trim() === '')
    return { input: undefined, rowProblems, rowIncomplete, problem: 'Enter the target’s defence factor.' };
  const df = readFactor(combatTarget.df, 'DF');
  if (!df.ok) return { input: undefined, rowProblems, rowIncomplete, problem: df.message };
  if (firers.length === 0) {
    // Rows already listed but not complete: say what they lack rather than ask for a firer that is there.
    const waiting = combatRows.length > 0 && combatRows.every((r) => rowIncomplete.has(r.id));
    const problem = waiting
      ? combatRows.length === 1
        ? 'The firer needs what its row asks for.'
        : `The ${combatRows.length} firers need what their rows ask for.`
      : 'Enter at least one firer.';
    return { input: undefined, rowProblems, rowIncomplete, problem };
  }
  if (firers.length > MAX_FIRERS)
    return {
      input: undefined,
      rowProblems,
      rowIncomplete,
      problem: `At most ${MAX_FIRERS} firers take part in one attack.`,
    };
  const input: CombatInput = {
    target,
    df: df.value,
    armored: combatTarget.armored,
    dispersed: combatTarget.dispersed,
    overrun: combatTarget.overrun,
    ...(combatTarget.overrun && combatTarget.army ? { army: combatTarget.army } : {}),
    indirect: combatTarget.indirect,
    // The observer's box counts only while the fire is indirect (it stays ticked if indirect is turned off and on).
    observed: combatTarget.indirect && !!combatTarget.observed,
    firers,
    rules: state.rules,
    trace: effectiveTrace(state),
    ...readingsToAsk(state.readings ?? {}),
  };
  return { input, rowProblems, rowIncomplete, problem: undefined };
}
