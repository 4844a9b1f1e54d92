// Values derived from the state, shared by actions and components.

import type { TraceMode } from '../engine/rules/types.ts';
import type { AppState } from './types.ts';

/** The trace mode actually used: the chosen one if the rule set supports it, else its first. */
export function effectiveTrace(state: Pick<AppState, 'rules' | 'trace' | 'ruleSetInfos'>): TraceMode {
  const info = state.ruleSetInfos.find((rs) => rs.id === state.rules);
  if (!info || info.traces.includes(state.trace)) return state.trace;
  return info.traces[0];
}

const HEX_ONLY: readonly TraceMode[] = ['hex'];

/** The traces the chosen rule set offers (hex-traced until a board is loaded). */
export function availableTraces(state: Pick<AppState, 'rules' | 'ruleSetInfos'>): readonly TraceMode[] {
  return state.ruleSetInfos.find((rs) => rs.id === state.rules)?.traces ?? HEX_ONLY;
}
