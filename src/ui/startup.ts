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
// A link arriving later in the open page is applied the same way
// (link-arrival.ts).

import { readSharedView } from '../board/share-link.ts';
import { keepCombatSheet, restoreCombatSheet } from '../store/combat-keep.ts';
import { installEditorSync, resumeEditing } from '../store/editor/editor-session.ts';
import { useAppStore } from '../store/index.ts';
import { readPrefs, writePrefs } from '../store/persist.ts';
import { installUnderlaySync } from '../store/photo/underlay-store.ts';
import { keepAddressOnLeaving, restoreAddressLeftUnwritten } from './address-on-reload.ts';
import { syncAddress, writeAddress } from './address-sync.ts';
import { markFirstVerdict } from './first-verdict-marks.ts';
import {
  endNoticesWithTheirLine,
  followArrivingLinks,
  knownBoard,
  openArrivingLink,
  ownCarried,
  settleLink,
} from './link-arrival.ts';
import { rememberPrefs } from './prefs-sync.ts';
import { followStore } from './shown-pick.ts';

export async function startApp(): Promise<void> {
  let startedUp!: () => void;
  // A link pasted while start-up runs is heard now and applied when it ends (link-arrival.ts).
  followArrivingLinks(openArrivingLink, new Promise<void>((settle) => (startedUp = settle)));
  try {
    await startUp();
  } finally {
    startedUp();
  }
}

async function startUp(): Promise<void> {
  const store = useAppStore;
  followStore();
  restoreAddressLeftUnwritten();
  const hash = window.location.hash;
  const link = readSharedView(hash);
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
  const own = ownCarried(link);
  // A link that carries its board: open it and keep it on this device (under its own key, which may differ from the link's id).
  const carried =
    link.carried && !own.kept && !own.deleted ? await store.getState().openCarried(link.carried, first) : false;
  const linkBoard = carried ? store.getState().boardId : link.board;
  /** The board start-up itself put on screen (none when the player opened one first). */
  let opened = linkBoard;
  if (!carried) {
    const wanted = [link.board, prefs.boardId, store.getState().boardList[0]?.id].filter(knownBoard);
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
  // Say what the link asked for and did not get, and make the address say what is on screen.
  const deviceReadings = store.getState().readings;
  const linkView = settleLink(hash, link, { linkBoard, carried });
  // The link's verdict may be on screen before the library is read, so what it settled is kept now: a tab closed
  // or a new line drawn in that moment must not lose it. The link's readings are the device's from now on (its
  // notice says so when they changed); a board the player opened while the app was starting is the one to come
  // back to (the watch starts only now).
  if (linkView && store.getState().readings !== deviceReadings && store.getState().boardId)
    writePrefs(store.getState());
  else if (store.getState().boardId && store.getState().boardId !== opened) writePrefs(store.getState());
  rememberPrefs();
  endNoticesWithTheirLine();
  // The combat sheet typed for this line before a reload (or a discarded tab) comes back with it.
  restoreCombatSheet(store);
  keepCombatSheet(store);
  // What follows starts as before, once the library is read.
  await libraryListed;
  store.getState().watchOtherTabs();
  installEditorSync();
  resumeEditing();
  installUnderlaySync();
  writeAddress(store.getState());
  keepAddressOnLeaving();
  syncAddress();
}
