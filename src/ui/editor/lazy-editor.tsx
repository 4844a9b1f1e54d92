// The editor's toolbar and panel, loaded when the editor is first opened: the
// first page load and the first tap need neither (docs/performance.md).

import { type ComponentType, lazy, Suspense } from 'react';
import { useEditorStore } from '../../store/editor/editor-store.ts';

/** A part of the editor, shown (and loaded the first time) while the editor is open. */
function whileEditing(load: () => Promise<ComponentType>): ComponentType {
  const Part = lazy(async () => ({ default: await load() }));
  return function EditorPart() {
    const active = useEditorStore((s) => s.active);
    return active ? (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    ) : null;
  };
}

/** The editor's toolbar over the map. */
export const EditorToolsOnDemand = whileEditing(async () => (await import('./EditorTools.tsx')).EditorTools);

/** The editor's part of the panel. */
export const EditorPanelOnDemand = whileEditing(async () => (await import('./EditorPanel.tsx')).EditorPanel);
