// The editor's toolbar and panel, loaded when the editor is first opened: the
// first page load and the first tap need neither (docs/performance.md).

import { useEditorStore } from '../../store/editor/editor-store.ts';
import { onDemand } from '../on-demand.tsx';

const useEditing = (): boolean => useEditorStore((s) => s.active);

/** The editor's toolbar over the map. */
export const EditorToolsOnDemand = onDemand(async () => (await import('./EditorTools.tsx')).EditorTools, useEditing);

/** The editor's part of the panel. */
export const EditorPanelOnDemand = onDemand(async () => (await import('./EditorPanel.tsx')).EditorPanel, useEditing);
