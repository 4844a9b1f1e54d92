// The tap flow: idle → firerChosen → tracing → result. The first tap places the
// firer, the second the target, later taps move the target; tapping the firer
// again starts over. Every LOS request carries a store-level id, and an answer
// is applied only when it is still the newest one asked.

import { hexEquals, hexKey } from '../engine/hex/axial.ts';
import { engine } from './engine.ts';
import { effectiveTrace } from './selectors.ts';
import type { PickSlice, Slice } from './types.ts';

/** No firer, no target, nothing traced: the state after a reset, a new board or tapping the firer again. */
export const NO_PICK = {
  phase: 'idle',
  firer: undefined,
  target: undefined,
  result: undefined,
  losError: undefined,
  verdicts: [],
} as const satisfies Partial<PickSlice>;

export const createPickSlice: Slice<PickSlice> = (set, get) => ({
  ...NO_PICK,
  askedAt: undefined,
  losSeq: 0,

  tapHex(hex, at) {
    const { board, inspectMode, firer, target } = get();
    if (!board || !board.cells.has(hexKey(hex))) return;
    if (inspectMode) {
      get().inspect(hex);
      return;
    }
    if (!firer) get().setFirer(hex);
    else if (hexEquals(hex, firer)) get().clearPick();
    else if (!target || !hexEquals(hex, target)) get().setTarget(hex, at);
  },

  setFirer(hex) {
    if (!hex) {
      get().clearPick();
      return;
    }
    const { target } = get();
    const hasTarget = target !== undefined;
    set({ firer: hex, phase: hasTarget ? 'tracing' : 'firerChosen', ...(hasTarget ? {} : { result: undefined, losError: undefined, verdicts: [] }) });
    if (hasTarget) void get().requestLos();
    void get().requestViewshed();
    void get().requestCombat();
  },

  setTarget(hex, at) {
    if (!hex) {
      set({ target: undefined, result: undefined, losError: undefined, verdicts: [], phase: get().firer ? 'firerChosen' : 'idle' });
      void get().requestCombat();
      return;
    }
    if (!get().firer) {
      get().setFirer(hex);
      return;
    }
    set({ target: hex, phase: 'tracing' });
    void get().requestLos(at);
    void get().requestCombat();
  },

  swapEnds() {
    const { firer, target } = get();
    if (!firer || !target) return;
    set({ firer: target, target: firer, phase: 'tracing' });
    void get().requestLos();
    void get().requestViewshed();
    void get().requestCombat();
  },

  clearPick() {
    set({
      ...NO_PICK,
      viewshed: undefined,
      flash: undefined,
      combat: undefined,
    });
  },

  async requestLos(at) {
    const state = get();
    const { board, firer, target, rules } = state;
    if (!board || !firer || !target) return;
    const seq = state.losSeq + 1;
    const trace = effectiveTrace(state);
    set({ phase: 'tracing', losSeq: seq });
    const client = engine();
    // The verdict first: the worker answers in order, and the comparison row can wait.
    const asked = client.ask('los', 'los', { from: firer, to: target, rules, trace });
    const verdictsAsked = client.ask('allRules', 'losAllRules', { from: firer, to: target, trace }).then((answer) => {
      if (!answer.stale && get().losSeq === seq) set({ verdicts: answer.value });
    });
    const answer = await asked;
    if (answer.stale || get().losSeq !== seq) return;
    const value = answer.value;
    set(
      value.ok
        ? { phase: 'result', result: value.value, losError: undefined, askedAt: at, flash: undefined }
        : { phase: 'result', result: undefined, losError: value.message, askedAt: at, flash: undefined },
    );
    await verdictsAsked;
  },
});
