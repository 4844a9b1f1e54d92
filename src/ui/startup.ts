// Start-up and the two things kept outside the store: the shared link in the
// URL's hash and the remembered preferences. A link wins over the memory; the
// memory wins over the defaults (the first bundled board, its rule set, HexLOS's
// readings). A link that opens its board brings its house readings too.

import { hexByLabel, labelOf } from '../engine/board-model.ts';
import { type AppState, useAppStore } from '../store/index.ts';
import { readPrefs, writePrefs } from '../store/persist.ts';
import { effectiveTrace } from '../store/selectors.ts';
import { installEditorSync, resumeEditing } from '../store/editor/editor-session.ts';
import { docText } from '../board/edit/document.ts';
import type { StoredFile } from '../board/library/library.ts';
import { useEditorStore } from '../store/editor/editor-store.ts';
import { installUnderlaySync } from '../store/photo/underlay-store.ts';
import { linkNotices } from './link-notices.ts';
import { readRawSharedView, readSharedView, writeSharedView } from './share.ts';

export async function startApp(): Promise<void> {
  const store = useAppStore;
  const link = readSharedView(window.location.hash);
  const prefs = readPrefs();
  store.setState({
    theme: prefs.theme ?? (matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'),
    rules: link.rules ?? prefs.rules ?? store.getState().rules,
    trace: link.trace ?? prefs.trace ?? store.getState().trace,
    readings: prefs.readings ?? {},
  });
  await Promise.all([store.getState().fetchBoardList(), store.getState().refreshLibrary()]);
  const { boardList: list, library } = store.getState();
  const known = (id: string | undefined): id is string => !!id && (list.some((b) => b.id === id) || library.some((m) => m.key === id));
  // A link that carries its board: open it and keep it on this device (under its own key, which may differ from the link's id).
  const carried = link.carried ? await store.getState().openCarried(link.carried) : false;
  const linkBoard = carried ? store.getState().boardId : link.board;
  if (!carried) {
    const wanted = [link.board, prefs.boardId, list[0]?.id].filter(known);
    for (const id of wanted) {
      if (await store.getState().openBoard(id)) break;
    }
  }
  // The board's load may have corrected the rule set; a link's choice stands if the board offers it.
  if (link.rules && store.getState().ruleSetInfos.some((rs) => rs.id === link.rules)) store.getState().setRules(link.rules);
  if (link.trace) store.getState().setTrace(link.trace);
  const board = store.getState().board;
  // Hexes named for another board are never placed on the board that happens to be open.
  const linkBoardOpen = !link.board || store.getState().boardId === linkBoard;
  // A link's verdict was judged by its readings (none named: the defaults); they replace the device's.
  const deviceReadings = store.getState().readings;
  const linkView = (!!link.board || carried || !!link.readings) && linkBoardOpen;
  if (linkView) store.setState({ readings: link.readings ?? {} });
  const from = board && link.from && linkBoardOpen ? hexByLabel(board, link.from) : undefined;
  const to = board && link.to && linkBoardOpen ? hexByLabel(board, link.to) : undefined;
  if (from) {
    store.getState().setFirer(from);
    if (to) store.getState().setTarget(to, performance.now());
  }
  // Say what the link asked for and did not get, and make the address say what is on screen.
  const state = store.getState();
  store.getState().showNotices(
    linkNotices(readRawSharedView(window.location.hash), {
      // A carried board that could not be read has its own notice (library-slice.ts).
      boardOpened: linkBoardOpen || !!link.carried,
      boardName: board?.name,
      rules: state.rules,
      trace: effectiveTrace(state),
      fromFound: !!from,
      toFound: !!to,
      ...(linkView ? { deviceReadings, readings: state.readings } : {}),
    }),
  );
  installEditorSync();
  resumeEditing();
  installUnderlaySync();
  // The link's readings are the device's from now on (the notice above says so when they changed).
  if (linkView && store.getState().readings !== deviceReadings && store.getState().boardId) writePrefs(store.getState());
  writeAddress(store.getState());
  keepLinkAndPrefs();
}

/** The files of the kept board on screen: the editor's document while editing, else the library's record. */
async function keptFiles(key: string): Promise<readonly StoredFile[] | undefined> {
  const editor = useEditorStore.getState();
  if (editor.active && editor.doc && editor.meta?.key === key) return [{ name: `${editor.doc.id}.json`, text: docText(editor.doc) }];
  return (await useAppStore.getState().readFromLibrary(key))?.files;
}

/** A board kept on this device (not a bundled one): it travels in the link. */
const isKept = (state: { boardId?: string; boardList: readonly { id: string }[] }): boolean =>
  !!state.boardId && !state.boardList.some((b) => b.id === state.boardId);

/** The address for what is on screen (replacing, not adding, a history entry). */
function writeAddress(state: AppState): void {
  const b = state.board;
  const hash = writeSharedView({
    board: state.boardId,
    carried: isKept(state) && state.carried?.board === b ? state.carried?.payload : undefined,
    rules: state.rules,
    trace: effectiveTrace(state),
    readings: state.readings,
    from: b && state.firer ? labelOf(b, state.firer) : undefined,
    to: b && state.target ? labelOf(b, state.target) : undefined,
  });
  if (hash !== window.location.hash) history.replaceState(null, '', `${window.location.pathname}${window.location.search}${hash}`);
}

/**
 * Runs the task after React's render of the store change being made: React
 * renders a store change in a microtask it queues while the store calls its
 * listeners, so a microtask queued from a listener's own microtask comes after
 * it, whichever listener was subscribed first.
 */
function afterRender(run: () => void): void {
  queueMicrotask(() => queueMicrotask(run));
}

function keepLinkAndPrefs(): void {
  const packFor = async (board: unknown, key: string) => {
    const files = await keptFiles(key);
    if (files && useAppStore.getState().board === board) await useAppStore.getState().packCurrentBoard(files);
  };
  const kept = isKept;
  if (kept(useAppStore.getState())) void packFor(useAppStore.getState().board, useAppStore.getState().boardId as string);
  useAppStore.subscribe((state, previous) => {
    // A kept board travels in the link; a bundled one is named only.
    if ((state.board !== previous.board || state.boardId !== previous.boardId) && kept(state)) void packFor(state.board, state.boardId as string);
    if (
      state.boardId !== previous.boardId ||
      state.rules !== previous.rules ||
      state.trace !== previous.trace ||
      state.readings !== previous.readings ||
      state.board !== previous.board ||
      state.carried !== previous.carried
    ) {
      writeAddress(state);
    } else if (state.firer !== previous.firer || state.target !== previous.target || (previous.phase === 'tracing' && state.phase !== 'tracing')) {
      // The address is the share link: it must name the pick the verdict on
      // screen answers. A pick waiting for its verdict keeps the address of
      // the last one until its own verdict comes; it is then written in the
      // task that draws the verdict, after the drawing. (Written at the tap,
      // the history write and the browser's reload of the page's icon that
      // follows it took the page's thread for several milliseconds, which
      // the worker's answer waited for.)
      if (state.phase !== 'tracing') afterRender(() => writeAddress(useAppStore.getState()));
    }
    if (
      state.boardId !== previous.boardId ||
      state.rules !== previous.rules ||
      state.trace !== previous.trace ||
      state.readings !== previous.readings ||
      state.theme !== previous.theme
    ) {
      if (state.boardId) writePrefs(state);
    }
  });
}
