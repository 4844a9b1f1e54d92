// Transient interface state: the inspected hex, a reason flashing on the
// board, the phone's bottom sheet, whether the map's hexes are too small to aim at.

import type { Slice, UiSlice } from './types.ts';

export const createUiSlice: Slice<UiSlice> = (set, get) => ({
  inspected: undefined,
  flash: undefined,
  sheet: 'peek',
  sideViewOpen: false,
  hexesTooSmall: false,

  inspect(hex) {
    set({ inspected: hex });
  },
  flashReason(index, lowerSheet = false, list = 'reasons') {
    // On a phone the sheet goes down so that the flashing place is seen.
    set({
      flash: { index, list, nonce: (get().flash?.nonce ?? 0) + 1 },
      ...(lowerSheet ? { sheet: 'peek' as const } : {}),
    });
  },
  setSheet(sheet) {
    set({ sheet });
  },
  setSideViewOpen(open) {
    set({ sideViewOpen: open });
  },
  setHexesTooSmall(small) {
    if (get().hexesTooSmall !== small) set({ hexesTooSmall: small });
  },
});
