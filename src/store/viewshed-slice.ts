// Every hex the firer sees, asked of the worker when the overlay is on. The
// worker judges it in slices: asking again (another firer, rule set or board)
// stops the older one there, and so does turning the overlay off or clearing
// the firer; its answer is stale and dropped.

import { hexKey } from '../engine/hex/axial.ts';
import { CANCELLED } from '../worker/protocol.ts';
import { engine } from './engine.ts';
import { effectiveTrace, houseReadingsKey, readingsToAsk } from './selectors.ts';
import type { Slice, ViewshedSlice } from './types.ts';

export const createViewshedSlice: Slice<ViewshedSlice> = (set, get) => ({
  viewshed: undefined,
  viewshedBusy: false,
  viewshedError: undefined,

  async requestViewshed() {
    const state = get();
    const { firer, showViewshed, rules, board, boardEpoch } = state;
    if (!showViewshed || !firer || !board) {
      if (state.viewshed || state.viewshedBusy) set({ viewshed: undefined, viewshedBusy: false });
      if (state.viewshedBusy) void engine().ask('viewshed', 'cancelViewshed');
      return;
    }
    const trace = effectiveTrace(state);
    const forKey = `${boardEpoch}|${hexKey(firer)}|${rules}|${trace}|${houseReadingsKey(state.readings)}`;
    if (state.viewshed?.forKey === forKey) return;
    set({ viewshedBusy: true });
    const answer = await engine().ask('viewshed', 'viewshed', {
      from: firer,
      rules,
      trace,
      ...readingsToAsk(state.readings),
    });
    if (answer.stale) return;
    const value = answer.value;
    // Stopped in the worker by a new board: the board's own change already cleared the overlay.
    if (!value.ok && value.message === CANCELLED) return set({ viewshedBusy: false });
    set(
      value.ok
        ? {
            viewshedBusy: false,
            viewshedError: undefined,
            viewshed: { forKey, hexes: new Set(value.value.map(hexKey)) },
          }
        : { viewshedBusy: false, viewshedError: value.message, viewshed: undefined },
    );
  },
});
