// Start-up: what the page opens on, from the shared link in the URL's hash
// and the remembered preferences, then the syncs that keep them from then on
// (the address: address-sync.ts; the address across the page's own reload:
// address-on-reload.ts; the preferences: prefs-sync.ts; the editor's, the
// photo's and the held picture of the pick: shown-pick.ts). A link wins over
// the memory; the memory wins over the defaults (the first bundled board, its
// rule set, HexLOS's readings). A link that opens its board brings its house
// readings too. A board the player opens while start-up is still running wins
// over all three (start-up never opens its own over it, nor makes its load
// stale), and the page's own address, reloaded, opens its kept board from the
// library rather than keeping the board the address carries a second time.

import { readRawSharedView, readSharedView } from '../board/share-link.ts';
import { hexByLabel } from '../engine/board-model.ts';
import { installEditorSync, resumeEditing } from '../store/editor/editor-session.ts';
import { useAppStore } from '../store/index.ts';
import { readPrefs, writePrefs } from '../store/persist.ts';
import { installUnderlaySync } from '../store/photo/underlay-store.ts';
import { effectiveTrace } from '../store/selectors.ts';
import { keepAddressOnLeaving, restoreAddressLeftUnwritten } from './address-on-reload.ts';
import { ownAddressKey, syncAddress, writeAddress } from './address-sync.ts';
import { markFirstVerdict } from './first-verdict-marks.ts';
import { linkNotices } from './link-notices.ts';
import { rememberPrefs } from './prefs-sync.ts';
import { followStore } from './shown-pick.ts';

export async function startApp(): Promise<void> {
  const store = useAppStore;
  followStore();
  restoreAddressLeftUnwritten();
  const link = readSharedView(window.location.hash);
  const prefs = readPrefs();
  store.setState({
    theme: prefs.theme ?? (matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'),
    rules: link.rules ?? prefs.rules ?? store.getState().rules,
    trace: link.trace ?? prefs.trace ?? store.getState().trace,
    readings: prefs.readings ?? {},
  });
  // Start-up's board only while the player has opened none (a file dropped while the app starts stays on screen).
  const first = { unlessAnother: true } as const;
  const listed = store
    .getState()
    .fetchBoardList()
    .then(() => markFirstVerdict('worker-answered'));
  // A link's bundled board is asked for as soon as the bundled list names it, while the device's library is still
  // being read (docs/performance.md#the-first-verdict): a bundled id opens the bundled board whatever the library
  // holds (openBoard), so the library has nothing to say about it. A carried board waits: its key is the library's.
  const linkBundled = link.board && !link.carried ? link.board : undefined;
  const openedEarly: Promise<boolean | undefined> = listed.then(() =>
    linkBundled && store.getState().boardList.some((b) => b.id === linkBundled)
      ? store.getState().openBundled(linkBundled, first)
      : undefined,
  );
  const libraryListed = store
    .getState()
    .refreshLibrary()
    .then(() => markFirstVerdict('library-listed'));
  // Once that board is open, nothing below needs the library (only a carried board or a board other than the link's
  // is looked up in it): the link's verdict is asked without waiting for it.
  await Promise.all([listed, (await openedEarly) ? undefined : libraryListed]);
  const { boardList: list, library } = store.getState();
  const known = (id: string | undefined): id is string =>
    !!id && (list.some((b) => b.id === id) || library.some((m) => m.key === id));
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
      const early = id === linkBundled ? await openedEarly : undefined;
      if (early ?? (await store.getState().openBoard(id, first))) {
        opened = id;
        break;
      }
    }
  }
  markFirstVerdict('board-opened');
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
    if (to) {
      markFirstVerdict('verdict-asked');
      store.getState().setTarget(to, performance.now());
    }
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
  // What follows starts as before, once the library is read.
  await libraryListed;
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
  keepAddressOnLeaving();
  syncAddress();
  rememberPrefs();
}
