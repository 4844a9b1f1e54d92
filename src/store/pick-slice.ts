// The tap flow: idle → firerChosen → tracing → result. The first tap places the
// firer, the second the target. Once a line is drawn, a tap on another hex
// does what `nextTap` says — start a new pair (the next player's habit: two
// taps, a new firer and target) or move the target of the current firer —
// and dragging either end always moves that end; tapping the firer again
// starts over. Every LOS request carries a store-level id, and an answer is
// applied only when it is still the newest one asked. Each answered check is
// kept in a short list of recent checks that a tap brings back.

import { labelOf } from '../engine/board-model.ts';
import { hexEquals, hexKey } from '../engine/hex/axial.ts';
import type { LosResult } from '../engine/rules/types.ts';
import type { Axial } from '../engine/types.ts';
import { engine } from './engine.ts';
import { effectiveTrace, readingsToAsk } from './selectors.ts';
import type { AppState, PickSlice, RecentCheck, Slice } from './types.ts';

/** How long after a verdict the other rule sets' verdicts are asked (a quicker next tap skips them). */
export const COMPARE_DELAY_MS = 80;

/** Which line (and trace) a list of verdicts under every rule set answers. */
export const pairKey = (from: Axial, to: Axial, trace: string): string => `${hexKey(from)}>${hexKey(to)}|${trace}`;

/** How many recent checks are kept. */
export const RECENT_LIMIT = 6;

/** The list with this check first, without an older copy of the same pair and rule set, bounded. */
export function withRecent(list: readonly RecentCheck[], check: RecentCheck): readonly RecentCheck[] {
  const same = (c: RecentCheck) =>
    hexEquals(c.from, check.from) && hexEquals(c.to, check.to) && c.rules === check.rules;
  return [check, ...list.filter((c) => !same(c))].slice(0, RECENT_LIMIT);
}

/** No firer, no target, nothing traced: the state after a reset, a new board or tapping the firer again. */
export const NO_PICK = {
  phase: 'idle',
  firer: undefined,
  target: undefined,
  result: undefined,
  losError: undefined,
  verdicts: [],
  verdictsFor: '',
} as const satisfies Partial<PickSlice>;

export const createPickSlice: Slice<PickSlice> = (set, get) => ({
  ...NO_PICK,
  askedAt: undefined,
  losSeq: 0,
  losTiming: undefined,
  nextTap: 'pair',
  pickingCombatFirer: false,
  recent: [],

  tapHex(hex, at) {
    const { board, inspectMode, firer, target, nextTap } = get();
    if (!board || !board.cells.has(hexKey(hex))) return;
    if (inspectMode) {
      get().inspect(hex);
      return;
    }
    if (get().pickingCombatFirer) {
      addCombatFirer(get, hex);
      return;
    }
    if (!firer) get().setFirer(hex);
    else if (hexEquals(hex, firer)) get().clearPick();
    else if (target && hexEquals(hex, target)) return;
    else if (target && nextTap === 'pair') {
      get().clearPick();
      get().setFirer(hex);
    } else get().setTarget(hex, at);
  },

  setNextTap(mode) {
    set({ nextTap: mode });
  },

  setPickingCombatFirer(on) {
    set({ pickingCombatFirer: on });
  },

  restoreCheck(check) {
    const { board } = get();
    if (!board || !board.cells.has(hexKey(check.from)) || !board.cells.has(hexKey(check.to))) return;
    if (check.rules !== get().rules && get().ruleSetInfos.some((rs) => rs.id === check.rules))
      set({ rules: check.rules });
    set({ firer: check.from, target: check.to, phase: 'tracing' });
    void get().requestLos(performance.now());
    void get().requestViewshed();
    void get().requestCombat();
  },

  setFirer(hex) {
    if (!hex) {
      get().clearPick();
      return;
    }
    const { target } = get();
    const hasTarget = target !== undefined;
    set({
      firer: hex,
      phase: hasTarget ? 'tracing' : 'firerChosen',
      ...(hasTarget ? {} : { result: undefined, losError: undefined, verdicts: [] }),
    });
    if (hasTarget) void get().requestLos();
    void get().requestViewshed();
    void get().requestCombat();
  },

  setTarget(hex, at) {
    if (!hex) {
      set({
        target: undefined,
        result: undefined,
        losError: undefined,
        verdicts: [],
        phase: get().firer ? 'firerChosen' : 'idle',
      });
      void get().requestCombat();
      return;
    }
    if (!get().firer) {
      get().setFirer(hex);
      return;
    }
    // The target is set with the question posted (requestLos): the worker traces while the store's listeners run.
    void get().requestLos(at, hex);
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
    // No firer: stops a viewshed still running in the worker.
    void get().requestViewshed();
  },

  async requestLos(at, newTarget) {
    const state = get();
    const { board, firer, rules } = state;
    const target = newTarget ?? state.target;
    const house = readingsToAsk(state.readings);
    if (!board || !firer || !target) {
      if (newTarget) set({ target: newTarget });
      return;
    }
    const seq = state.losSeq + 1;
    const trace = effectiveTrace(state);
    const client = engine();
    const sent = performance.now();
    // Posted before the store changes: its listeners (the held picture, the
    // app's phase, the address, every component's selector) then run while
    // the worker traces, not before the question leaves.
    const asking = client.ask('los', 'los', { from: firer, to: target, rules, trace, ...house });
    set({ phase: 'tracing', losSeq: seq, ...(newTarget ? { target: newTarget } : {}) });
    const answer = await asking;
    if (answer.stale || get().losSeq !== seq) return;
    const value = answer.value;
    set(
      value.ok
        ? {
            phase: 'result',
            result: value.value,
            losError: undefined,
            askedAt: at,
            losTiming: { sent, answered: performance.now(), worker: value.stamps },
            flash: undefined,
            recent: withRecent(get().recent, recentOf(board, value.value)),
          }
        : { phase: 'result', result: undefined, losError: value.message, askedAt: at, flash: undefined },
    );
    // The comparison row under every rule set waits a moment: the worker answers
    // in order, and a target moved again straight away must not queue behind it.
    await new Promise((resolve) => setTimeout(resolve, COMPARE_DELAY_MS));
    if (get().losSeq !== seq) return;
    const verdicts = await client.ask('allRules', 'losAllRules', { from: firer, to: target, trace, ...house });
    if (!verdicts.stale && get().losSeq === seq)
      set({ verdicts: verdicts.value, verdictsFor: pairKey(firer, target, trace) });
  },
});

function recentOf(board: Parameters<typeof labelOf>[0], result: LosResult): RecentCheck {
  return {
    from: result.from,
    to: result.to,
    fromLabel: labelOf(board, result.from),
    toLabel: labelOf(board, result.to),
    rules: result.rules,
    visible: result.visible,
  };
}

/** A tapped hex joins the attack: it fills the first row with no hex typed (other than the selected firer's), or a new row. */
function addCombatFirer(get: () => AppState, hex: Axial): void {
  const { board, combatRows, firer, setPickingCombatFirer } = get();
  if (!board) return;
  const label = labelOf(board, hex);
  setPickingCombatFirer(false);
  const already = combatRows.some(
    (r, i) =>
      r.hex.trim().toUpperCase() === label || (i === 0 && r.hex.trim() === '' && firer && hexEquals(firer, hex)),
  );
  if (already) return;
  const empty = combatRows.find((r, i) => r.hex.trim() === '' && !(i === 0 && firer));
  if (!empty) get().addCombatRow();
  const rows = get().combatRows;
  get().updateCombatRow((empty ?? rows[rows.length - 1]).id, { hex: label });
}
