// From the numbers typed in the combat sheet to the engine's CombatInput.
// Only reading and checking what was typed happens here; every rule is the
// engine's. A row that cannot be read says why and is left out.

import type { CombatInput, FirerInput } from '../engine/combat/types.ts';
import { hexByLabel } from '../engine/board-model.ts';
import { fracParse } from '../engine/fraction.ts';
import type { Fraction } from '../engine/fraction.ts';
import { effectiveTrace } from './selectors.ts';
import type { AppState } from './types.ts';

export interface CombatInputReading {
  readonly input: CombatInput | undefined;
  /** Why a row is left out, by row id. */
  readonly rowProblems: ReadonlyMap<number, string>;
  /** Why there are no odds at all. */
  readonly problem: string | undefined;
}

const positive = (text: string): Fraction | undefined => {
  const f = fracParse(text.trim());
  return f && f.n > 0 ? f : undefined;
};

type Needed = Pick<AppState, 'board' | 'firer' | 'target' | 'combatRows' | 'combatTarget' | 'rules' | 'trace' | 'ruleSetInfos'>;

export function readCombatInput(state: Needed): CombatInputReading {
  const { board, firer, target, combatRows, combatTarget } = state;
  const rowProblems = new Map<number, string>();
  if (!board) return { input: undefined, rowProblems, problem: 'No board is loaded.' };
  const firers: FirerInput[] = [];
  for (const row of combatRows) {
    const label = row.hex.trim();
    const hex = label === '' ? firer : hexByLabel(board, label);
    if (!hex) {
      rowProblems.set(row.id, label === '' ? 'Pick a firer on the map or type its hex.' : `${label.toUpperCase()} is not on this board.`);
      continue;
    }
    const af = positive(row.af);
    if (!af) {
      rowProblems.set(row.id, 'Enter the attack factor.');
      continue;
    }
    const range = Number(row.range.trim());
    if (row.range.trim() === '' || !Number.isInteger(range) || range < 0) {
      rowProblems.set(row.id, 'Enter the range allowance in hexes.');
      continue;
    }
    firers.push({ hex, af, weaponClass: row.weaponClass, range });
  }
  if (!target) return { input: undefined, rowProblems, problem: 'Pick the target hex on the map.' };
  const df = positive(combatTarget.df);
  if (!df) return { input: undefined, rowProblems, problem: 'Enter the target’s defence factor.' };
  if (firers.length === 0) return { input: undefined, rowProblems, problem: 'Enter at least one firer.' };
  const input: CombatInput = {
    target,
    df,
    armored: combatTarget.armored,
    dispersed: combatTarget.dispersed,
    overrun: combatTarget.overrun,
    indirect: combatTarget.indirect,
    firers,
    rules: state.rules,
    trace: effectiveTrace(state),
  };
  return { input, rowProblems, problem: undefined };
}
