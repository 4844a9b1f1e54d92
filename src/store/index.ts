// The one store, made of typed slices. Components select single values (or
// use useShallow for object picks); tests reset it from getInitialState().

import { create } from 'zustand';

import { createAuditSlice } from './audit-slice.ts';
import { createBoardSlice } from './board-slice.ts';
import { createCombatSlice } from './combat-slice.ts';
import { createLibrarySlice } from './library-slice.ts';
import { createNoticeSlice } from './notice-slice.ts';
import { createPickSlice } from './pick-slice.ts';
import { createSettingsSlice } from './settings-slice.ts';
import type { AppState } from './types.ts';
import { createUiSlice } from './ui-slice.ts';
import { createViewshedSlice } from './viewshed-slice.ts';

export const useAppStore = create<AppState>()((...a) => ({
  ...createBoardSlice(...a),
  ...createLibrarySlice(...a),
  ...createPickSlice(...a),
  ...createSettingsSlice(...a),
  ...createViewshedSlice(...a),
  ...createCombatSlice(...a),
  ...createUiSlice(...a),
  ...createNoticeSlice(...a),
  ...createAuditSlice(...a),
}));

export const resetAppStore = (): void => useAppStore.setState(useAppStore.getInitialState(), true);

export type { AppState } from './types.ts';
export { availableTraces } from './selectors.ts';
export { setEngineClient } from './engine.ts';
