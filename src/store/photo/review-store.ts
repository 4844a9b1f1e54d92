// The review pass over a traced board: after "Make the
// board", or from the editor for any board with a photo kept, every proposal
// the scan read — hexes' terrain, hexside symbols and the sides where a
// stroke may have been missed — is walked least sure first (review.ts), each
// shown over the photo; one tap keeps it, changes it (another colour, another
// terrain) or removes it (no symbol; clear ground), and the count of what is
// left goes down. The review stops when the items under "sure enough" are
// decided (docs/scan.md#a-review-sized-to-the-doubt): the sure rest is kept
// with one tap, a group of alike ones with one tap each, or walked one by one. Each decision is one edit of the
// board being edited (editor-store.ts `edit`), so the editor's undo takes it
// back like any stroke.
//
// The decisions are kept on the device beside the photo (library.ts,
// BoardReview; never in the board file), written after each one, so the
// review reopened continues with what is left; "start again" forgets them.
// An undo takes back a decision's edit but not the decision: the card shows
// what the board has now either way.

import { create } from 'zustand';

import { hexAt, paintHex, setSide, symbolsAt } from '../../board/edit/document.ts';
import type { EditDoc } from '../../board/edit/document.ts';
import type { HexsideSymbol, Terrain } from '../../engine/types.ts';
import type { ScanSymbol, ScanTerrain } from '../../scan/vocabulary.ts';
import { useEditorStore } from '../editor/editor-store.ts';
import { useAppStore } from '../index.ts';
import { boardLibrary } from '../library-slice.ts';
import {
  askedOf,
  decisionsOf,
  nextToShow,
  nextUndecided,
  type ReviewDecision,
  type ReviewItem,
  reviewItems,
  reviewRecord,
  sureGroups,
} from './review.ts';
import { useUnderlayStore } from './underlay-store.ts';

export interface ReviewState {
  open: boolean;
  /** Library key of the board whose proposals are reviewed. */
  key: string | undefined;
  items: readonly ReviewItem[];
  /** How many items at the head of `items` the review asks to walk; the rest are sure. */
  asked: number;
  /** The item shown; −1 when the asked part is decided and the sure groups are shown. */
  index: number;
  /** Whether the user chose to walk the sure items one by one too. */
  walkingAll: boolean;
  decided: ReadonlyMap<number, ReviewDecision>;
  /** Opens the review over the photo kept with the board being edited, at the first proposal not yet decided; false when there is none to review. */
  start(): Promise<boolean>;
  close(): void;
  keep(): void;
  changeTo(to: ScanSymbol | ScanTerrain): void;
  remove(): void;
  show(index: number): void;
  /** Keeps every sure item not yet decided, as one edit. */
  keepSure(): void;
  /** Keeps one group of alike sure items (review.ts, sureGroups), as one edit. */
  keepGroup(key: string): void;
  /** Walks the sure items one by one, from the first not yet decided. */
  walkAll(): void;
  /** Forgets every decision (the board keeps its edits) and walks from the least sure again. */
  startAgain(): void;
}

/** The edit a decision makes: a side's symbol on or off or swapped; a hex's terrain painted (clear ground when removed). */
function editFor(item: ReviewItem, decision: ReviewDecision): (doc: EditDoc) => EditDoc {
  if (item.kind === 'hex') {
    const terrain: Terrain =
      decision.kind === 'kept'
        ? item.proposal.terrain
        : decision.kind === 'removed'
          ? 'clear'
          : (decision.to as ScanTerrain);
    // A hex already of that terrain keeps its level and modifiers.
    return (doc) => (hexAt(doc, item.hex).terrain === terrain ? doc : paintHex(doc, item.hex, { terrain }));
  }
  if (item.kind === 'absence') {
    // Kept or removed: no stroke is printed there. Changed: the stroke is added.
    const { edge, proposal } = item;
    if (decision.kind === 'changed') return (doc) => setSide(doc, edge, decision.to as ScanSymbol, true);
    return (doc) => setSide(doc, edge, proposal.candidate, false);
  }
  const { edge, proposal } = item;
  if (decision.kind === 'kept') return (doc) => setSide(doc, edge, proposal.symbol, true);
  if (decision.kind === 'removed') return (doc) => setSide(doc, edge, proposal.symbol, false);
  return (doc) => setSide(setSide(doc, edge, proposal.symbol, false), edge, decision.to as ScanSymbol, true);
}

/** Writes of the kept record one after another, so the last decision is the one kept. */
let writing: Promise<unknown> = Promise.resolve();
let failureReported = false;

function persist(
  key: string | undefined,
  items: readonly ReviewItem[],
  decided: ReadonlyMap<number, ReviewDecision>,
): Promise<void> {
  if (!key) return writing.then(() => undefined);
  const record = reviewRecord(items, decided);
  const write = writing.then(async () => {
    const kept =
      decided.size === 0 ? await boardLibrary().dropReview(key) : await boardLibrary().putReview(key, record);
    if (!kept.ok && !failureReported) {
      failureReported = true;
      useAppStore
        .getState()
        .reportStorageFailure(
          `The review’s decisions are made on the board, but which ones were reviewed is not kept: ${kept.message}`,
        );
    }
  });
  writing = write;
  return write;
}

/** Waits for the decisions written so far (tests, and before reading them back). */
export const reviewWritten = (): Promise<void> => writing.then(() => undefined);

export const useReviewStore = create<ReviewState>()((set, get) => {
  let opening = 0;

  /** Records a decision about the item shown, as one edit of the board, keeps it on the device and moves to the next undecided one. */
  const decide = (decision: ReviewDecision) => {
    const { items, index, decided, key, asked, walkingAll } = get();
    const item = items[index];
    if (!item) return;
    useEditorStore.getState().edit(editFor(item, decision));
    const next = new Map(decided);
    next.set(index, decision);
    const after = nextToShow(items.length, asked, next, index, walkingAll);
    set({ decided: next, index: after < 0 && next.size === items.length ? index : after });
    void persist(key, items, next);
  };

  /** Keeps the items given, not yet decided, as one edit (one undo), and shows what is left. */
  const keepMany = (indices: readonly number[]) => {
    const { items, decided, key, asked, walkingAll } = get();
    const toKeep = indices.filter((i) => items[i] && !decided.has(i));
    if (toKeep.length === 0) return;
    const kept: ReviewDecision = { kind: 'kept' };
    useEditorStore.getState().edit((doc) => toKeep.reduce((d, i) => editFor(items[i], kept)(d), doc));
    const next = new Map(decided);
    for (const i of toKeep) next.set(i, kept);
    const after = nextToShow(items.length, asked, next, asked - 1, walkingAll);
    set({ decided: next, index: after });
    void persist(key, items, next);
  };

  return {
    open: false,
    key: undefined,
    items: [],
    asked: 0,
    index: 0,
    walkingAll: false,
    decided: new Map(),

    async start() {
      const token = ++opening;
      const { photo, key } = useUnderlayStore.getState();
      if (!photo || !key || !useEditorStore.getState().active) return false;
      const items = reviewItems(photo.grid, photo.proposals);
      await reviewWritten();
      const kept = await boardLibrary().readReview(key);
      if (token !== opening || !useEditorStore.getState().active) return false;
      const decided = kept.ok ? decisionsOf(items, kept.value) : new Map<number, ReviewDecision>();
      const asked = askedOf(items);
      const first = nextToShow(items.length, asked, decided, -1, false);
      set({ open: true, key, items, asked, index: first, walkingAll: false, decided });
      return true;
    },

    close() {
      opening++;
      set({ open: false, key: undefined, items: [], asked: 0, index: 0, walkingAll: false, decided: new Map() });
    },
    keep: () => decide({ kind: 'kept' }),
    changeTo: (to) => decide({ kind: 'changed', to }),
    remove: () => decide({ kind: 'removed' }),
    show(index) {
      if (index >= 0 && index < get().items.length) set({ index });
    },
    startAgain() {
      const { key, items, asked } = get();
      set({ decided: new Map(), index: asked > 0 ? 0 : -1, walkingAll: false });
      void persist(key, items, new Map());
    },
    keepSure() {
      const { items, asked } = get();
      keepMany(items.map((_, i) => i).filter((i) => i >= asked));
    },
    keepGroup(groupKey) {
      const { items, asked, decided } = get();
      keepMany(sureGroups(items, asked, decided).find((g) => g.key === groupKey)?.indices ?? []);
    },
    walkAll() {
      const { items, asked, decided } = get();
      const first = nextUndecided(items.length, decided, asked - 1);
      set({ walkingAll: true, index: first < 0 ? get().index : first });
    },
  };
});

/** Opens the review after a board is made from a photo. */
export function startReview(): void {
  void useReviewStore.getState().start();
}

/** What the board being edited has now where an item is: the symbols on its edge, or its hex's terrain. */
export function boardNow(item: ReviewItem | undefined): {
  readonly symbols: readonly HexsideSymbol[];
  readonly terrain?: Terrain;
} {
  const doc = useEditorStore.getState().doc;
  if (!item || !doc) return { symbols: [] };
  return item.kind === 'hex'
    ? { symbols: [], terrain: hexAt(doc, item.hex).terrain }
    : { symbols: symbolsAt(doc, item.edge) };
}

// The review belongs to the editing session: it ends with it.
useEditorStore.subscribe((state, previous) => {
  if (previous.active && !state.active && useReviewStore.getState().open) useReviewStore.getState().close();
});
