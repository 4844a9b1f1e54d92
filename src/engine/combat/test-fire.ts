// One combat on a purpose-made test board (test-board.ts), for the combat
// tests: the firers given by label with the usual defaults (AF 8, class H,
// range 10, DF 2, arvold), and the LOS evaluator injected.

import { type Fraction, frac, fracToString } from '../fraction.ts';
import { type CombatDeps, type CombatInput, type CombatResult, type WeaponClass, evaluateCombat } from './index.ts';
import { type BoardSpec, at, fakeLos, makeBoard } from './test-board.ts';

// The target stands in G10; hexes up column G are 1..9 hexes away (G9 adjacent).
export const TARGET = 'G10';

interface FirerSpec {
  readonly at: string;
  readonly af?: number | Fraction;
  readonly cls?: WeaponClass;
  readonly range?: number;
}

type Options = Partial<Omit<CombatInput, 'target' | 'firers'>> & { readonly target?: string };

export function fire(
  spec: BoardSpec,
  firers: readonly FirerSpec[],
  options: Options = {},
  deps: CombatDeps = fakeLos(),
): CombatResult {
  const board = makeBoard(spec);
  const { target = TARGET, ...rest } = options;
  return evaluateCombat(
    board,
    {
      df: frac(2),
      rules: 'arvold',
      ...rest,
      target: at(board, target),
      firers: firers.map((f) => ({
        hex: at(board, f.at),
        af: typeof f.af === 'object' ? f.af : frac(f.af ?? 8),
        weaponClass: f.cls ?? 'H',
        range: f.range ?? 10,
      })),
    },
    deps,
  );
}

export const s = fracToString;
export const factors = (r: CombatResult, i = 0) => r.firers[i].multipliers.map((m) => [s(m.factor), m.rule]);
