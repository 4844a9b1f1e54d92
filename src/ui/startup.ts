// Start-up and the two things kept outside the store: the shared link in the
// URL's hash and the remembered preferences. A link wins over the memory; the
// memory wins over the defaults (the first bundled board, its rule set).

import { hexByLabel, labelOf } from '../engine/board-model.ts';
import { useAppStore } from '../store/index.ts';
import { readPrefs, writePrefs } from '../store/persist.ts';
import { effectiveTrace } from '../store/selectors.ts';
import { installEditorSync, resumeEditing } from '../store/editor/editor-session.ts';
import { readSharedView, writeSharedView } from './share.ts';

export async function startApp(): Promise<void> {
  const store = useAppStore;
  const link = readSharedView(window.location.hash);
  const prefs = readPrefs();
  store.setState({
    theme: prefs.theme ?? (matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'),
    rules: link.rules ?? prefs.rules ?? store.getState().rules,
    trace: link.trace ?? prefs.trace ?? store.getState().trace,
  });
  await Promise.all([store.getState().fetchBoardList(), store.getState().refreshLibrary()]);
  const { boardList: list, library } = store.getState();
  const known = (id: string | undefined): id is string => !!id && (list.some((b) => b.id === id) || library.some((m) => m.key === id));
  const wanted = [link.board, prefs.boardId, list[0]?.id].filter(known);
  for (const id of wanted) {
    if (await store.getState().openBoard(id)) break;
  }
  // The board's load may have corrected the rule set; a link's choice stands if the board offers it.
  if (link.rules && store.getState().ruleSetInfos.some((rs) => rs.id === link.rules)) store.getState().setRules(link.rules);
  if (link.trace) store.getState().setTrace(link.trace);
  const board = store.getState().board;
  // Hexes named for another board are never placed on the board that happens to be open.
  const linkBoardOpen = !link.board || store.getState().boardId === link.board;
  if (board && link.from && linkBoardOpen) {
    const from = hexByLabel(board, link.from);
    if (from) store.getState().setFirer(from);
    const to = link.to ? hexByLabel(board, link.to) : undefined;
    if (from && to) store.getState().setTarget(to, performance.now());
  }
  installEditorSync();
  resumeEditing();
  keepLinkAndPrefs();
}

function keepLinkAndPrefs(): void {
  useAppStore.subscribe((state, previous) => {
    if (
      state.boardId !== previous.boardId ||
      state.rules !== previous.rules ||
      state.trace !== previous.trace ||
      state.firer !== previous.firer ||
      state.target !== previous.target ||
      state.board !== previous.board
    ) {
      const b = state.board;
      const hash = writeSharedView({
        board: state.boardId,
        rules: state.rules,
        trace: effectiveTrace(state),
        from: b && state.firer ? labelOf(b, state.firer) : undefined,
        to: b && state.target ? labelOf(b, state.target) : undefined,
      });
      if (hash !== window.location.hash) history.replaceState(null, '', `${window.location.pathname}${window.location.search}${hash}`);
    }
    if (state.boardId !== previous.boardId || state.rules !== previous.rules || state.trace !== previous.trace || state.theme !== previous.theme) {
      if (state.boardId) writePrefs(state);
    }
  });
}
