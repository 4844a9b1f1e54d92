// The page's address is the share link: it names what is on screen (the
// board, carried in it when it is kept on this device; the rule set, trace
// mode and readings; the pick once it has settled), replacing the history
// entry rather than adding one. Started by start-up (startup.ts) once the
// first board is on screen; the share button and a page being hidden or left
// write a pending address at once (flushAddress).

import { docText } from '../board/edit/document.ts';
import type { StoredFile } from '../board/library/library.ts';
import { writeSharedView } from '../board/share-link.ts';
import { labelOf } from '../engine/board-model.ts';
import { useEditorStore } from '../store/editor/editor-store.ts';
import { type AppState, useAppStore } from '../store/index.ts';
import { effectiveTrace } from '../store/selectors.ts';

/** The files of the kept board on screen: the editor's document while editing, else the library's record. */
async function keptFiles(key: string): Promise<readonly StoredFile[] | undefined> {
  const editor = useEditorStore.getState();
  if (editor.active && editor.doc && editor.meta?.key === key)
    return [{ name: `${editor.doc.id}.json`, text: docText(editor.doc) }];
  return (await useAppStore.getState().readFromLibrary(key))?.files;
}

/** A board kept on this device (not a bundled one): it travels in the link. */
export const isKept = (state: { boardId?: string; boardList: readonly { id: string }[] }): boolean =>
  !!state.boardId && !state.boardList.some((b) => b.id === state.boardId);

/**
 * Where the page's history entry says which kept board its own address
 * carries. The entry survives a reload (and a restored session) but not a copy
 * of the link, so a link from anywhere else is still opened and kept as it is.
 */
const OWN_ADDRESS_KEY = 'hexlosKeptBoard';

/** The library key of the kept board this page's own address carries, if it carries one. */
export function ownAddressKey(): string | undefined {
  const entry: unknown = history.state;
  const key =
    typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)[OWN_ADDRESS_KEY] : undefined;
  return typeof key === 'string' ? key : undefined;
}

/** The hash this page last wrote for what is on screen. */
let writtenHash: string | undefined;

/** The hash this page last wrote itself (a link arriving is any other: link-arrival.ts). */
export const lastWrittenHash = (): string | undefined => writtenHash;

/** The address for what is on screen (replacing, not adding, a history entry). */
export function writeAddress(state: AppState): void {
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
  writtenHash = hash;
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

/** A link arrived in the page (link-arrival.ts): the pending address of the line before it is not written. */
export function cancelPendingAddress(): void {
  holdAddressWrite();
  addressPending = false;
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
 * From now on the address follows what is on screen: a kept board is packed
 * into it, a new board, rule set, trace mode or readings rewrite it at once,
 * and a pick once it has settled. A hidden page writes a pending address.
 */
export function syncAddress(): void {
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
  });
}
