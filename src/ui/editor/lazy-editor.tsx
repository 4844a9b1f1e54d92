// The editor's toolbar and panel, loaded when the editor is first opened: the
// first page load and the first tap need neither (docs/performance.md).

import { useEditing } from '../lazy-parts.tsx';
import { onDemand } from '../on-demand.tsx';

/** The editor's toolbar over the map. */
export const EditorToolsOnDemand = onDemand(() => import('./EditorTools.tsx'), 'EditorTools', {
  shown: useEditing,
});

/** The editor's part of the panel. */
export const EditorPanelOnDemand = onDemand(() => import('./EditorPanel.tsx'), 'EditorPanel', {
  shown: useEditing,
});
