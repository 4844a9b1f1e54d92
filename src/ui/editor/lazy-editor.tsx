// The editor's toolbar and panel, loaded when the editor is first opened: the
// first page load and the first tap need neither (docs/performance.md).

import { lazy, Suspense } from 'react';
import { useEditorStore } from '../../store/editor/editor-store.ts';

const Tools = lazy(() => import('./EditorTools.tsx').then((m) => ({ default: m.EditorTools })));
const Panel = lazy(() => import('./EditorPanel.tsx').then((m) => ({ default: m.EditorPanel })));

/** The editor's toolbar over the map, while the editor is open. */
export function EditorToolsOnDemand() {
  const active = useEditorStore((s) => s.active);
  return active ? (
    <Suspense fallback={null}>
      <Tools />
    </Suspense>
  ) : null;
}

/** The editor's part of the panel, while the editor is open. */
export function EditorPanelOnDemand() {
  const active = useEditorStore((s) => s.active);
  return active ? (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  ) : null;
}
