// Values derived from the state, shared by actions and components.

import type { TraceMode } from '../engine/rules/ids.ts';
import { READINGS, type Readings } from '../engine/rules/readings.ts';
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

/** The house readings as a short key ("" under the defaults), for telling apart answers asked under different ones. */
export const houseReadingsKey = (readings: Partial<Readings>): string =>
  READINGS.map((r) => (readings[r.id] && readings[r.id] !== r.values[0] ? `${r.id}=${readings[r.id]}` : ''))
    .filter(Boolean)
    .join(',');

/** The house readings to send with a question: none at all under the defaults. */
export const readingsToAsk = (readings: Partial<Readings>): { readings?: Partial<Readings> } =>
  houseReadingsKey(readings) ? { readings } : {};
