// Remembers the last board, rule set, trace mode, house readings and theme for
// the next start (localStorage); a missing or unreadable entry is simply no
// preference, and a house reading this version does not know is dropped.

import { isRuleSetId, TRACE_MODES } from '../engine/rules/ids.ts';
import type { RuleSetId, TraceMode } from '../engine/rules/ids.ts';
import { houseReadings, type Readings } from '../engine/rules/readings.ts';
import type { AppState, ThemeName } from './types.ts';

const KEY = 'hexlos:last';

export interface Prefs {
  readonly boardId?: string;
  readonly rules?: RuleSetId;
  readonly trace?: TraceMode;
  readonly theme?: ThemeName;
  /** Only the readings that differ from HexLOS's defaults. */
  readonly readings?: Partial<Readings>;
}

export function readPrefs(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Prefs {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return {};
    const data = JSON.parse(raw) as Record<string, unknown>;
    return {
      boardId: typeof data.boardId === 'string' ? data.boardId : undefined,
      rules: isRuleSetId(data.rules) ? data.rules : undefined,
      trace: TRACE_MODES.find((t) => t === data.trace),
      theme: data.theme === 'dark' || data.theme === 'light' ? data.theme : undefined,
      readings:
        data.readings && typeof data.readings === 'object'
          ? houseReadings(data.readings as Partial<Readings>)
          : undefined,
    };
  } catch {
    return {};
  }
}

export function writePrefs(
  state: Pick<AppState, 'boardId' | 'rules' | 'trace' | 'theme' | 'readings'>,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  const prefs: Prefs = {
    boardId: state.boardId,
    rules: state.rules,
    trace: state.trace,
    theme: state.theme,
    readings: houseReadings(state.readings),
  };
  try {
    storage?.setItem(KEY, JSON.stringify(prefs));
  } catch {
    // Private mode or a full quota: the app works without remembering.
  }
}
