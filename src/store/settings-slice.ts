// Rule set, trace mode, house readings, theme and the overlay toggles.
// Changing what the engine reads re-asks every open question.

import { RULE_SET_IDS } from '../engine/rules/ids.ts';
import { chosenReading, houseReadings, readingInfo } from '../engine/rules/readings.ts';
import type { SettingsSlice, Slice } from './types.ts';

export const createSettingsSlice: Slice<SettingsSlice> = (set, get) => {
  const reask = () => {
    void get().requestLos();
    void get().requestViewshed();
    void get().requestCombat();
  };
  return {
    rules: RULE_SET_IDS[0],
    trace: 'hex',
    readings: {},
    theme: 'light',
    showViewshed: false,
    showWarnings: false,
    inspectMode: false,

    setRules(rules) {
      if (rules === get().rules) return;
      set({ rules });
      reask();
    },
    setTrace(trace) {
      if (trace === get().trace) return;
      set({ trace });
      reask();
    },
    setReading(id, value) {
      const info = readingInfo(id);
      const chosen = info && chosenReading(info, value);
      if (!chosen || (get().readings[id] ?? info.values[0]) === value) return;
      set({ readings: houseReadings({ ...get().readings, ...chosen }) });
      reask();
    },
    setTheme(theme) {
      set({ theme });
    },
    setShowViewshed(on) {
      set({ showViewshed: on, ...(on ? {} : { viewshed: undefined, viewshedError: undefined }) });
      // Off: stops a viewshed still running in the worker.
      void get().requestViewshed();
    },
    setShowWarnings(on) {
      set({ showWarnings: on });
    },
    setInspectMode(on) {
      set({ inspectMode: on, ...(on ? {} : { inspected: undefined }) });
    },
  };
};
