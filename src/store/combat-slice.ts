// The combat sheet: what was typed, and the engine's odds for it, asked again
// as each number changes (stale answers are dropped by the client).

import { readCombatInput } from './combat-input.ts';
import { engine } from './engine.ts';
import type { CombatSlice, Slice } from './types.ts';

export const createCombatSlice: Slice<CombatSlice> = (set, get) => ({
  combatOpen: false,
  combatRows: [{ id: 1, hex: '', af: '', weaponClass: 'H', range: '' }],
  combatTarget: { df: '', armored: false, dispersed: false, overrun: false, indirect: false, observed: false },
  combat: undefined,
  combatProblem: undefined,

  setCombatOpen(open) {
    set({ combatOpen: open });
    if (open) void get().requestCombat();
  },
  addCombatRow() {
    const rows = get().combatRows;
    const id = rows.reduce((m, r) => Math.max(m, r.id), 0) + 1;
    set({ combatRows: [...rows, { id, hex: '', af: '', weaponClass: 'H', range: '' }] });
    void get().requestCombat();
  },
  updateCombatRow(id, patch) {
    set({ combatRows: get().combatRows.map((r) => (r.id === id ? { ...r, ...patch } : r)) });
    void get().requestCombat();
  },
  removeCombatRow(id) {
    set({ combatRows: get().combatRows.filter((r) => r.id !== id) });
    get().say('Firer removed from the odds.');
    void get().requestCombat();
  },
  updateCombatTarget(patch) {
    set({ combatTarget: { ...get().combatTarget, ...patch } });
    void get().requestCombat();
  },

  async requestCombat() {
    const state = get();
    if (!state.combatOpen) return;
    const reading = readCombatInput(state);
    if (!reading.input) {
      set({ combat: undefined, combatProblem: reading.problem });
      return;
    }
    const answer = await engine().ask('combat', 'combat', reading.input);
    if (answer.stale) return;
    const value = answer.value;
    set(
      value.ok
        ? { combat: value.value, combatProblem: undefined }
        : { combat: undefined, combatProblem: value.message },
    );
  },
});
