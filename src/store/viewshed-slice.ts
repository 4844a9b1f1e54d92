// Every hex the firer sees, asked of the worker when the overlay is on.

import { hexKey } from '../engine/hex/axial.ts';
import { engine } from './engine.ts';
import { effectiveTrace } from './selectors.ts';
import type { Slice, ViewshedSlice } from './types.ts';

export const createViewshedSlice: Slice<ViewshedSlice> = (set, get) => ({
  viewshed: undefined,
  viewshedBusy: false,
  viewshedError: undefined,

  async requestViewshed() {
    const state = get();
    const { firer, showViewshed, rules, board, boardEpoch } = state;
    if (!showViewshed || !firer || !board) {
      if (state.viewshed) set({ viewshed: undefined });
      return;
    }
    const trace = effectiveTrace(state);
    const forKey = `${boardEpoch}|${hexKey(firer)}|${rules}|${trace}`;
    if (state.viewshed?.forKey === forKey) return;
    set({ viewshedBusy: true });
    const answer = await engine().ask('viewshed', 'viewshed', { from: firer, rules, trace });
    if (answer.stale) return;
    const value = answer.value;
    set(
      value.ok
        ? { viewshedBusy: false, viewshedError: undefined, viewshed: { forKey, hexes: new Set(value.value.map(hexKey)) } }
        : { viewshedBusy: false, viewshedError: value.message, viewshed: undefined },
    );
  },
});
