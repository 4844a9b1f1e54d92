// A link arriving: what the page does with the address's hash, whether the
// page opens on it (startup.ts) or it arrives in a page already open (a link
// pasted into the address bar, a link tapped in another app that reuses the
// tab, back and forward: hashchange). Both end in settleLink, so a link shows the same
// verdict and the same notices however it arrives (docs/table.md, "A link is
// a link, however it arrives").
//
// The page's own address writes (address-sync.ts) replace the history entry:
// they fire neither hashchange nor popstate, and a hash the page wrote itself
// is never taken for a link arriving.

import { readRawSharedView, readSharedView, type SharedView } from '../board/share-link.ts';
import { hexByLabel } from '../engine/board-model.ts';
import { useAppStore } from '../store/index.ts';
import { effectiveTrace } from '../store/selectors.ts';
import { cancelPendingAddress, lastWrittenHash, ownAddressKey, writeAddress } from './address-sync.ts';
import { markFirstVerdict } from './first-verdict-marks.ts';
import { linkNotices } from './link-notices.ts';

/** Whether a board id is one this device can open (bundled or kept). */
export function knownBoard(id: string | undefined): id is string {
  const { boardList, library } = useAppStore.getState();
  return !!id && (boardList.some((b) => b.id === id) || library.some((m) => m.key === id));
}

/**
 * The board a link carries, read as the page's own: this page's address (its
 * history entry says so) for a board kept here, which opens from the library
 * rather than being kept a second time; or for a board deleted here since,
 * which the address never brings back (docs/boards-safe.md).
 */
export function ownCarried(link: SharedView): { readonly kept: boolean; readonly deleted: boolean } {
  const own = !!link.carried && ownAddressKey() === link.board;
  return {
    kept: own && knownBoard(link.board),
    deleted: own && useAppStore.getState().trash.some((t) => t.meta.key === link.board),
  };
}

/**
 * The link's rule set, trace mode, readings and pick applied over the board
 * that opened, and its notices shown: what the link asked for and did not
 * get. `linkBoard` is the id the link's board opened under (a carried board
 * may be kept under a key of its own), `carried` whether the link carried it.
 * Returns whether the link's readings replaced the device's (the link's view
 * is on screen).
 */
export function settleLink(
  hash: string,
  link: SharedView,
  opened: { readonly linkBoard: string | undefined; readonly carried: boolean },
): boolean {
  const store = useAppStore;
  // The board's load may have corrected the rule set; a link's choice stands if the board offers it.
  if (link.rules && store.getState().ruleSetInfos.some((rs) => rs.id === link.rules))
    store.getState().setRules(link.rules);
  if (link.trace) store.getState().setTrace(link.trace);
  const board = store.getState().board;
  // Hexes named for another board are never placed on the board that happens to be open.
  const linkBoardOpen = !link.board || store.getState().boardId === opened.linkBoard;
  // A link's verdict was judged by its readings (none named: the defaults); they replace the device's.
  const deviceReadings = store.getState().readings;
  const linkView = (!!link.board || opened.carried || !!link.readings) && linkBoardOpen;
  if (linkView) store.setState({ readings: link.readings ?? {} });
  const from = board && link.from && linkBoardOpen ? hexByLabel(board, link.from) : undefined;
  const to = board && link.to && linkBoardOpen ? hexByLabel(board, link.to) : undefined;
  if (linkBoardOpen && (linkView || from)) {
    // The link's line replaces the one on screen (a link of a board without a line leaves none, as when it opens the page).
    if (store.getState().firer || store.getState().target) store.getState().clearPick();
    if (from) {
      store.getState().setFirer(from);
      if (to) {
        markFirstVerdict('verdict-asked');
        store.getState().setTarget(to, performance.now());
      }
    }
  }
  const state = store.getState();
  store.getState().showNotices(
    linkNotices(readRawSharedView(hash), {
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
  return linkView;
}

/**
 * A link arriving in the open page: its board opens (a board this device does
 * not have, or a carried board that cannot be read, leaves the player's board
 * and line as they were, and a notice names it), then settleLink as at
 * start-up, and the address says what is on screen.
 */
export async function openArrivingLink(hash: string): Promise<void> {
  const store = useAppStore;
  const link = readSharedView(hash);
  const own = ownCarried(link);
  let carried = false;
  if (link.carried && !own.kept && !own.deleted) carried = await store.getState().openCarried(link.carried);
  else if (knownBoard(link.board) && link.board !== store.getState().boardId)
    await store.getState().openBoard(link.board);
  settleLink(hash, link, { linkBoard: carried ? store.getState().boardId : link.board, carried });
  writeAddress(store.getState());
}

/** The newest link arriving: an older one still waiting to open gives way to it. */
let arrivals = 0;
let opening: Promise<void> = Promise.resolve();

/**
 * From now on a link arriving in the open page is applied as if it opened
 * the page (`open` is openArrivingLink; tests pass their own). A hash the
 * page wrote itself is not a link arriving. The address's pending write of
 * the line before is dropped first: it would otherwise replace the arriving
 * link a moment later.
 *
 * Start-up listens from its first step and passes `startedUp`: a link's
 * verdict is on screen before the device's library is read, and a link
 * pasted in that moment is heard then but applied only once start-up has
 * ended (it needs the library to know the boards kept here, and start-up's
 * own link must not land over it).
 *
 * hashchange alone is heard: a pasted link and back or forward between the
 * page's entries fire it once each, with the hash navigated to; popstate
 * fires for the same navigations too, and hearing both would apply a link
 * twice (the second time with its readings already in force, so without its
 * notice).
 */
export function followArrivingLinks(
  open: (hash: string) => Promise<void> = openArrivingLink,
  startedUp: Promise<unknown> = Promise.resolve(),
): void {
  opening = startedUp.then(
    () => undefined,
    () => undefined,
  );
  window.addEventListener('hashchange', (event) => {
    const hash = new URL(event.newURL, window.location.href).hash;
    if (hash === lastWrittenHash()) return;
    cancelPendingAddress();
    const mine = ++arrivals;
    // One link at a time: a second pasted while the first opens waits, then only the newest is applied.
    opening = opening.then(() => (mine === arrivals ? open(hash).catch(() => undefined) : undefined));
  });
}

/** The links arrived so far have been applied (tests wait on it). */
export const linksSettled = (): Promise<void> => opening;

/**
 * From now on a link's notices end when the player draws a line of their own
 * (a new firer or target, the ends swapped, the line cleared): they were about
 * the link's line, and would be read as about the new one (docs/table.md, "A
 * link's notice keeps off the line").
 */
export function endNoticesWithTheirLine(): void {
  useAppStore.subscribe((state, previous) => {
    if (state.notices.length > 0 && (state.firer !== previous.firer || state.target !== previous.target))
      state.dismissNotices();
  });
}
