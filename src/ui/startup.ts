// Start-up and the two things kept outside the store: the shared link in the
// URL's hash and the remembered preferences. A link wins over the memory; the
// memory wins over the defaults (the first bundled board, its rule set, HexLOS's
// readings). A link that opens its board brings its house readings too. A
// board the player opens while start-up is still running wins over all three
// (start-up never opens its own over it, nor makes its load stale), and the
// page's own address, reloaded, opens its kept board from the library rather
// than keeping the board the address carries a second time.

import { docText } from '../board/edit/document.ts';
import type { StoredFile } from '../board/library/library.ts';
import { readRawSharedView, readSharedView, writeSharedView } from '../board/share-link.ts';
import { hexByLabel, labelOf } from '../engine/board-model.ts';
import { installEditorSync, resumeEditing } from '../store/editor/editor-session.ts';
import { useEditorStore } from '../store/editor/editor-store.ts';
import { type AppState, useAppStore } from '../store/index.ts';
import { readPrefs, writePrefs } from '../store/persist.ts';
import { installUnderlaySync } from '../store/photo/underlay-store.ts';
import { effectiveTrace } from '../store/selectors.ts';
import { linkNotices } from './link-notices.ts';

export async function startApp(): Promise<void> {
  const store = useAppStore;
  restoreAddressLeftUnwritten();
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
  const known = (id: string | undefined): id is string =>
    !!id && (list.some((b) => b.id === id) || library.some((m) => m.key === id));
  // Start-up's board only while the player has opened none (a file dropped while the app starts stays on screen).
  const first = { unlessAnother: true } as const;
  // This page's own address, reloaded: the board it carries is kept here already, perhaps renamed or edited since the
  // address was written; it opens from the library, never again from the link (that would keep a second, stale copy).
  const ownKept = !!link.carried && known(link.board) && ownAddressKey() === link.board;
  // This page's own address for a board deleted here since: it is in the trash (docs/boards-safe.md), and the address
  // never brings it back as a board received in a link.
  const ownDeleted =
    !!link.carried && ownAddressKey() === link.board && store.getState().trash.some((t) => t.meta.key === link.board);
  // A link that carries its board: open it and keep it on this device (under its own key, which may differ from the link's id).
  const carried =
    link.carried && !ownKept && !ownDeleted ? await store.getState().openCarried(link.carried, first) : false;
  const linkBoard = carried ? store.getState().boardId : link.board;
  /** The board start-up itself put on screen (none when the player opened one first). */
  let opened = linkBoard;
  if (!carried) {
    const wanted = [link.board, prefs.boardId, list[0]?.id].filter(known);
    opened = undefined;
    for (const id of wanted) {
      if (await store.getState().openBoard(id, first)) {
        opened = id;
        break;
      }
    }
  }
  // The board's load may have corrected the rule set; a link's choice stands if the board offers it.
  if (link.rules && store.getState().ruleSetInfos.some((rs) => rs.id === link.rules))
    store.getState().setRules(link.rules);
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
  store.getState().watchOtherTabs();
  installEditorSync();
  resumeEditing();
  installUnderlaySync();
  // The link's readings are the device's from now on (the notice above says so when they changed).
  if (linkView && store.getState().readings !== deviceReadings && store.getState().boardId)
    writePrefs(store.getState());
  // A board the player opened while the app was starting is the one to come back to (the watch below starts only now).
  else if (store.getState().boardId && store.getState().boardId !== opened) writePrefs(store.getState());
  writeAddress(store.getState());
  keepLinkAndPrefs();
}

/** The files of the kept board on screen: the editor's document while editing, else the library's record. */
async function keptFiles(key: string): Promise<readonly StoredFile[] | undefined> {
  const editor = useEditorStore.getState();
  if (editor.active && editor.doc && editor.meta?.key === key)
    return [{ name: `${editor.doc.id}.json`, text: docText(editor.doc) }];
  return (await useAppStore.getState().readFromLibrary(key))?.files;
}

/** A board kept on this device (not a bundled one): it travels in the link (and in the turn record's links). */
export const isKept = (state: { boardId?: string; boardList: readonly { id: string }[] }): boolean =>
  !!state.boardId && !state.boardList.some((b) => b.id === state.boardId);

/**
 * Where the page's history entry says which kept board its own address
 * carries. The entry survives a reload (and a restored session) but not a copy
 * of the link, so a link from anywhere else is still opened and kept as it is.
 */
const OWN_ADDRESS_KEY = 'hexlosKeptBoard';

/** The library key of the kept board this page's own address carries, if it carries one. */
function ownAddressKey(): string | undefined {
  const entry: unknown = history.state;
  const key =
    typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)[OWN_ADDRESS_KEY] : undefined;
  return typeof key === 'string' ? key : undefined;
}

/** The address for what is on screen (replacing, not adding, a history entry). */
function writeAddress(state: AppState): void {
  const b = state.board;
  const carried = isKept(state) && state.carried?.board === b ? state.carried?.payload : undefined;
  const ownKey = carried ? state.boardId : undefined;
  const hash = writeSharedView({
    board: state.boardId,
    carried,
    rules: state.rules,
    trace: effectiveTrace(state),
    readings: state.readings,
    from: b && state.firer ? labelOf(b, state.firer) : undefined,
    to: b && state.target ? labelOf(b, state.target) : undefined,
  });
  if (hash !== window.location.hash || ownKey !== ownAddressKey()) {
    history.replaceState(
      ownKey ? { [OWN_ADDRESS_KEY]: ownKey } : null,
      '',
      `${window.location.pathname}${window.location.search}${hash}`,
    );
  }
}

/** The open board's library record was saved again (its summary is new) while the editor is not the one saving it. */
const keptAnew = (state: AppState, previous: AppState): boolean => {
  if (state.library === previous.library || state.boardId !== previous.boardId || useEditorStore.getState().active)
    return false;
  const saved = (s: AppState) => s.library.find((m) => m.key === s.boardId)?.savedAt;
  return saved(state) !== saved(previous);
};

/**
 * How long the pick must stay as it is before the address names it. Writing
 * the page's address (history.replaceState, and the browser's reload of the
 * page's icon that follows it) took the page's thread for 1 to 9 ms a tap: in
 * the task that drew the verdict, it held back that verdict's frame, and a
 * quick next tap waited for it. Written once the pick settles, it costs a
 * run of quick taps nothing. The share button, leaving the page and hiding
 * it write a pending address at once (flushAddress).
 */
export const ADDRESS_SETTLE_MS = 300;

let addressTimer: ReturnType<typeof setTimeout> | undefined;
/** A pick's address is waiting to be written. */
let addressPending = false;

/** Writes the address for the pick once it has settled (a newer pick starts the wait again). */
function writeAddressWhenSettled(): void {
  addressPending = true;
  clearTimeout(addressTimer);
  addressTimer = setTimeout(flushAddress, ADDRESS_SETTLE_MS);
}

/** A new pick is being traced: a pending write waits for its verdict, so it never lands in the middle of a tap. */
function holdAddressWrite(): void {
  clearTimeout(addressTimer);
  addressTimer = undefined;
}

/** Writes a pending address now (the share button reads it; a page being left or hidden keeps it). */
export function flushAddress(): void {
  clearTimeout(addressTimer);
  addressTimer = undefined;
  if (!addressPending) return;
  addressPending = false;
  writeAddress(useAppStore.getState());
}

/**
 * Where a page being left keeps its address for its own reload. A reload
 * goes to the address the page had when it was asked for, before the page
 * hears of it: a pick that had not settled yet would be lost. The tab's
 * session storage keeps the address the page would have written, and a
 * reload of that page (never a link opened, nor another tab) takes it back.
 */
const LEFT_ADDRESS_KEY = 'hexlos:address-on-leaving';

function keepAddressForReload(): void {
  flushAddress();
  try {
    sessionStorage.setItem(
      LEFT_ADDRESS_KEY,
      JSON.stringify({
        path: `${window.location.pathname}${window.location.search}`,
        hash: window.location.hash,
        state: history.state as unknown,
      }),
    );
  } catch {
    // No session storage (a private mode, a full quota): a reload keeps the address as last written.
  }
}

/** A reload of this page: its address as it was on leaving, when the page kept one. */
function restoreAddressLeftUnwritten(): void {
  let kept: string | null = null;
  try {
    kept = sessionStorage.getItem(LEFT_ADDRESS_KEY);
    sessionStorage.removeItem(LEFT_ADDRESS_KEY);
  } catch {
    return;
  }
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!kept || navigation?.type !== 'reload') return;
  try {
    const left = JSON.parse(kept) as { path?: unknown; hash?: unknown; state?: unknown };
    const here = `${window.location.pathname}${window.location.search}`;
    if (left.path !== here || typeof left.hash !== 'string' || left.hash === window.location.hash) return;
    history.replaceState(left.state ?? null, '', `${here}${left.hash}`);
  } catch {
    // A kept address that does not read back is ignored: the reload keeps its own.
  }
}

function keepLinkAndPrefs(): void {
  window.addEventListener('pagehide', keepAddressForReload);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAddress();
  });
  const packFor = async (board: unknown, key: string) => {
    const files = await keptFiles(key);
    if (files && useAppStore.getState().board === board) await useAppStore.getState().packCurrentBoard(files);
  };
  const kept = isKept;
  if (kept(useAppStore.getState()))
    void packFor(useAppStore.getState().board, useAppStore.getState().boardId as string);
  useAppStore.subscribe((state, previous) => {
    // A kept board travels in the link; a bundled one is named only. Its record saved anew outside the editor (renamed,
    // brought back) changes what the link must carry though the board on screen stays (the editor's saves follow its board).
    if (
      (state.board !== previous.board || state.boardId !== previous.boardId || keptAnew(state, previous)) &&
      kept(state)
    ) {
      void packFor(state.board, state.boardId as string);
    }
    if (
      state.boardId !== previous.boardId ||
      state.rules !== previous.rules ||
      state.trace !== previous.trace ||
      state.readings !== previous.readings ||
      state.board !== previous.board ||
      state.carried !== previous.carried
    ) {
      clearTimeout(addressTimer);
      addressTimer = undefined;
      addressPending = false;
      writeAddress(state);
    } else if (
      state.firer !== previous.firer ||
      state.target !== previous.target ||
      (previous.phase === 'tracing' && state.phase !== 'tracing')
    ) {
      // The address is the share link: it names the pick the verdict on
      // screen answers, once that pick has settled (ADDRESS_SETTLE_MS). A pick
      // waiting for its verdict keeps the address of the last one until its
      // own verdict comes.
      if (state.phase !== 'tracing') writeAddressWhenSettled();
      else holdAddressWrite();
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
