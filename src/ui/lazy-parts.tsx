// The app's parts that the first page load leaves out (src/ui/on-demand.tsx),
// each with the state that brings it on screen: nothing of a part is loaded
// before that state (or the idle prefetch) asks for it.

import { useEditorStore } from '../store/editor/editor-store.ts';
import { useAppStore } from '../store/index.ts';
import { hasPhoto, useUnderlayStore } from '../store/photo/underlay-store.ts';
import { onDemand } from './on-demand.tsx';
import {
  AuditPanelPlaceholder,
  BoardWorkshopPlaceholder,
  CombatSheetPlaceholder,
  LegendPlaceholder,
  LibraryPanelPlaceholder,
  PlayOnTabletPlaceholder,
  ShareRowPlaceholder,
  SideViewPlaceholder,
  TurnRecordPlaceholder,
} from './part-placeholders.tsx';
import { useShown } from './shown-pick.ts';

/** Whether a board is being edited: the editor's parts and the review wait for it. */
export const useEditing = (): boolean => useEditorStore((s) => s.active);
const useHasPhoto = (): boolean => useUnderlayStore(hasPhoto);

/** The odds sheet (folded until opened; its summary carries the odds column). */
export const CombatSheetOnDemand = onDemand(() => import('./panels/CombatSheet.tsx'), 'CombatSheet', {
  placeholder: CombatSheetPlaceholder,
});

/** The audit's row of buttons over the map, and its heatmap. */
export const AuditPanelOnDemand = onDemand(() => import('./panels/AuditPanel.tsx'), 'AuditPanel', {
  placeholder: AuditPanelPlaceholder,
});

/** The side view of a line: only once there is one. */
export const SideViewOnDemand = onDemand(() => import('./panels/SideView.tsx'), 'SideView', {
  shown: () => useShown((s) => s.result !== undefined),
  placeholder: SideViewPlaceholder,
});

/** Share this verdict and Show QR, under the verdict; the card, its font and the QR encoder come later still, on first use. */
export const ShareRowOnDemand = onDemand(() => import('./panels/ShareRow.tsx'), 'ShareRow', {
  shown: () => useShown((s) => s.result !== undefined),
  placeholder: ShareRowPlaceholder,
});

/** The turn record's section: from the first verdict on (its keeper starts then too, src/main.tsx). */
export const TurnRecordOnDemand = onDemand(() => import('./panels/TurnRecord.tsx'), 'TurnRecordSection', {
  shown: () => useShown((s) => s.result !== undefined),
  placeholder: TurnRecordPlaceholder,
});

/** The hex inspector's card: only while a hex is inspected. */
export const HexInspectorOnDemand = onDemand(() => import('./panels/HexInspector.tsx'), 'HexInspector', {
  shown: () => useAppStore((s) => s.inspected !== undefined),
});

/** The legend, the tablet notes, the boards kept on the device and the board workshop: folded sections low in the panel. */
export const LegendOnDemand = onDemand(() => import('./panels/Legend.tsx'), 'Legend', {
  placeholder: LegendPlaceholder,
});
export const PlayOnTabletOnDemand = onDemand(() => import('./panels/PlayOnTablet.tsx'), 'PlayOnTablet', {
  placeholder: PlayOnTabletPlaceholder,
});
// Always there, even with no board kept: it is where a backup is restored (docs/boards-safe.md).
export const LibraryPanelOnDemand = onDemand(() => import('./library/LibraryPanel.tsx'), 'LibraryPanel', {
  placeholder: LibraryPanelPlaceholder,
});
export const BoardWorkshopOnDemand = onDemand(() => import('./editor/BoardWorkshop.tsx'), 'BoardWorkshop', {
  placeholder: BoardWorkshopPlaceholder,
});

/** The photo under the board: its controls and the flashed reason's loupe, only for a board that has a photo. */
export const UnderlayControlsOnDemand = onDemand(() => import('./photo/UnderlayControls.tsx'), 'UnderlayControls', {
  shown: useHasPhoto,
});
export const FlashLoupeOnDemand = onDemand(() => import('./photo/UnderlayControls.tsx'), 'FlashLoupe', {
  shown: useHasPhoto,
});

/** The photo's layer on the map, and the mark of what is under review (the review belongs to an editing session). */
export const UnderlayLayerOnDemand = onDemand(() => import('./canvas/underlay-layer.tsx'), 'UnderlayLayer', {
  shown: () => {
    const photo = useHasPhoto();
    const editing = useEditing();
    return photo || editing;
  },
});

/** The review of a board traced from a photo: it runs only while the board is edited. */
export const ReviewPassOnDemand = onDemand(() => import('./photo/ReviewPass.tsx'), 'ReviewPass', {
  shown: useEditing,
});
