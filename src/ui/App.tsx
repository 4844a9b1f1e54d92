// The app shell: the map, and beside it (desktop, tablet landscape) or over it
// as a bottom sheet (phone, tablet portrait) the panel with the verdict, its
// reasons, the pickers and the combat sheet.

import { useEffect, useMemo, useRef, useState } from 'react';

import { useEditorStore } from '../store/editor/editor-store.ts';
import { useAppStore } from '../store/index.ts';
import { BoardCanvas } from './canvas/BoardCanvas.tsx';
import type { MapInsets } from './canvas/view.ts';
import { EditorToolsOnDemand } from './editor/lazy-editor.tsx';
import { useMapEditing } from './editor/map-editing.ts';
import {
  AuditPanelOnDemand,
  FlashLoupeOnDemand,
  HexInspectorOnDemand,
  ReviewPassOnDemand,
  SideViewOnDemand,
  UnderlayControlsOnDemand,
} from './lazy-parts.tsx';
import { LibraryNotice } from './library/LibraryNotice.tsx';
import { ActionSaid } from './panels/ActionSaid.tsx';
import { DropZone } from './panels/DropZone.tsx';
import { LinkNotices } from './panels/LinkNotices.tsx';
import { MapToolbar } from './panels/MapToolbar.tsx';
import { NextTapBar } from './panels/NextTap.tsx';
import { Panel } from './panels/Panel.tsx';
import { PanelBoundary } from './panels/PanelBoundary.tsx';
import { ProblemsPanel } from './panels/ProblemsPanel.tsx';
import { useShown } from './shown-pick.ts';
import { useWide } from './use-wide.ts';

/** Height of the side view docked under the map on wide screens, folded and unfolded. */
const SIDE_VIEW_HEIGHT = { closed: 58, open: 214 };
/** Height kept free for the next-tap line at the foot of the map (two rows on a phone, the zoom buttons beside the lower one). */
const NEXT_TAP_ROOM = { wide: 60, narrow: 100 };
/** Height of the toolbar at the top of the map, and of the row under it with the audit's buttons (the editor's tools cover that row). */
const TOOLBAR_ROOM = 64;
const AUDIT_ROW_ROOM = 54;
/** Width of the zoom buttons' column at the right of a wide map. */
const ZOOM_COLUMN_ROOM = 48;
/** Height of the bottom sheet when only the verdict shows: 30 % of the screen, within bounds. */
export const sheetPeek = (height: number): number => Math.round(Math.min(340, Math.max(200, height * 0.3)));

function useViewportHeight(): number {
  const [height, setHeight] = useState(() => (typeof window === 'undefined' ? 800 : window.innerHeight));
  useEffect(() => {
    const update = () => setHeight(window.innerHeight);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return height;
}

export function App() {
  const theme = useAppStore((s) => s.theme);
  const sheet = useAppStore((s) => s.sheet);
  const boardKey = useAppStore((s) => s.boardId ?? s.boardFile ?? '');
  const wide = useWide();
  const editing = useMapEditing();
  const toolsHeight = useEditorStore((s) => (s.active ? s.toolsHeight + 6 : 0));
  const peek = sheetPeek(useViewportHeight());
  const hasLine = useShown((s) => !!s.result && s.result.range > 0);
  const sideViewOpen = useAppStore((s) => s.sideViewOpen);
  // Wide screens dock the side view under the map; on a phone it is in the sheet, itself under the map.
  const sideView = wide && hasLine ? (sideViewOpen ? SIDE_VIEW_HEIGHT.open : SIDE_VIEW_HEIGHT.closed) : 0;

  // The pick's phase changes at every tap: written to the attribute directly, so that a tap does not render the whole app again.
  const shell = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const write = (phase: string) => {
      if (shell.current) shell.current.dataset.phase = phase;
    };
    write(useAppStore.getState().phase);
    return useAppStore.subscribe((s) => write(s.phase));
  }, []);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', theme === 'dark' ? '#101318' : '#f7f5ef');
  }, [theme]);

  const insets: MapInsets = useMemo(
    // Room for the toolbar (or the editor's tools) above, and below for the next-tap line and the zoom buttons (over the sheet's peek on narrow screens) and the side view docked under the map.
    () => {
      const top = TOOLBAR_ROOM + toolsHeight;
      return wide
        ? { top, right: 16 + ZOOM_COLUMN_ROOM, bottom: 16 + NEXT_TAP_ROOM.wide + sideView, left: 16 }
        : { top, right: 8, bottom: peek + 8 + NEXT_TAP_ROOM.narrow, left: 8 };
    },
    [wide, peek, toolsHeight, sideView],
  );
  // How far the audit's card reaches into the map from its left (0 while it is not shown).
  const [auditCardReach, setAuditCardReach] = useState(0);
  // A line's ends, deciding sides and tags also keep off the audit's row under the toolbar (the editor's tools already cover it); the whole-board fit does not give up that height.
  // A link's notice, while it is shown, is one more thing over the map the line keeps off (docs/table.md, "A link's notice keeps off the line").
  const [noticeBottom, setNoticeBottom] = useState(0);
  // Beside a side panel they keep off the audit's card too, to its right (docs/table.md "The audit card keeps off the line").
  const lineInsets: MapInsets = useMemo(
    () => ({
      ...insets,
      top: Math.max(TOOLBAR_ROOM + Math.max(toolsHeight, AUDIT_ROW_ROOM), noticeBottom),
      left: wide && auditCardReach > 0 ? Math.max(insets.left, auditCardReach + 12) : insets.left,
    }),
    [insets, toolsHeight, noticeBottom, wide, auditCardReach],
  );

  return (
    <div
      className={`app ${wide ? 'app-wide' : 'app-narrow'}`}
      data-theme={theme}
      data-board={boardKey}
      ref={shell}
      style={{ '--sheet-peek': `${peek}px`, '--side-view-h': `${sideView}px` } as React.CSSProperties}
    >
      <main className="map-area">
        <PanelBoundary name="The map">
          <BoardCanvas insets={insets} lineInsets={lineInsets} editing={editing} />
        </PanelBoundary>
        <PanelBoundary name="The map toolbar">
          <MapToolbar />
        </PanelBoundary>
        <PanelBoundary name="The audit heatmap">
          <AuditPanelOnDemand onCardReach={setAuditCardReach} />
        </PanelBoundary>
        <PanelBoundary name="The next-tap line">
          <NextTapBar />
        </PanelBoundary>
        {wide && (
          <PanelBoundary name="The side view">
            <div className="side-view-dock">
              <SideViewOnDemand />
            </div>
          </PanelBoundary>
        )}
        <PanelBoundary name="The hex inspector">
          <HexInspectorOnDemand />
        </PanelBoundary>
        <PanelBoundary name="The list of problems">
          <ProblemsPanel />
        </PanelBoundary>
        <PanelBoundary name="The editor's tools">
          <EditorToolsOnDemand />
        </PanelBoundary>
        <PanelBoundary name="The link notices">
          <LinkNotices onBottom={setNoticeBottom} />
        </PanelBoundary>
        <PanelBoundary name="The board library notices">
          <LibraryNotice />
        </PanelBoundary>
        <PanelBoundary name="The photo under the board">
          <UnderlayControlsOnDemand />
          <FlashLoupeOnDemand />
          <ReviewPassOnDemand />
        </PanelBoundary>
      </main>
      <aside
        className={`panel ${wide ? 'panel-side' : 'panel-sheet'}`}
        data-sheet={wide ? undefined : sheet}
        aria-label="Line of sight"
      >
        <PanelBoundary name="The panel">
          <Panel sheet={!wide} />
        </PanelBoundary>
      </aside>
      <PanelBoundary name="What an action did">
        <ActionSaid />
      </PanelBoundary>
      <PanelBoundary name="Opening files">
        <DropZone />
      </PanelBoundary>
    </div>
  );
}
