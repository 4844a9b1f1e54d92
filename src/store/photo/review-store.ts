// The review pass over a traced board (issue 18, item 2): after "Make the
// board", or from the editor for any board with a photo kept, the hexside
// proposals the scan read are walked least sure first (review.ts), each shown
// over the photo; one tap keeps it, changes its colour or removes it, and the
// count of what is left goes down. Each decision is one edit of the board
// being edited (editor-store.ts `edit`), so the editor's undo takes it back
// like any stroke. The decisions themselves live only while the review is
// open: reopening walks every proposal again, showing what the board now has.

import { create } from 'zustand';
import { setSide, symbolsAt } from '../../board/edit/document.ts';
import type { HexsideSymbol } from '../../engine/types.ts';
import type { ScanSymbol } from '../../scan/vocabulary.ts';
import { useEditorStore } from '../editor/editor-store.ts';
import { nextUndecided, type ReviewDecision, type ReviewItem, reviewItems } from './review.ts';
import { useUnderlayStore } from './underlay-store.ts';

export interface ReviewState {
  open: boolean;
  items: readonly ReviewItem[];
  /** The item shown. */
  index: number;
  decided: ReadonlyMap<number, ReviewDecision>;
  /** Opens the review over the photo kept with the board being edited; false when there is none to review. */
  start(): boolean;
  close(): void;
  keep(): void;
  changeTo(symbol: ScanSymbol): void;
  remove(): void;
  show(index: number): void;
}

export const useReviewStore = create<ReviewState>()((set, get) => {
  /** Records a decision about the item shown, as one edit of the board, and moves to the next undecided one. */
  const decide = (decision: ReviewDecision) => {
    const { items, index, decided } = get();
    const item = items[index];
    if (!item) return;
    const { edge, proposal } = item;
    useEditorStore.getState().edit((doc) => {
      if (decision.kind === 'kept') return setSide(doc, edge, proposal.symbol, true);
      if (decision.kind === 'removed') return setSide(doc, edge, proposal.symbol, false);
      return setSide(setSide(doc, edge, proposal.symbol, false), edge, decision.to, true);
    });
    const next = new Map(decided);
    next.set(index, decision);
    const after = nextUndecided(items.length, next, index);
    set({ decided: next, index: after < 0 ? index : after });
  };

  return {
    open: false,
    items: [],
    index: 0,
    decided: new Map(),

    start() {
      const photo = useUnderlayStore.getState().photo;
      if (!photo || !useEditorStore.getState().active) return false;
      const items = reviewItems(photo.grid, photo.proposals.hexsides);
      set({ open: true, items, index: 0, decided: new Map() });
      return true;
    },

    close: () => set({ open: false, items: [], index: 0, decided: new Map() }),
    keep: () => decide({ kind: 'kept' }),
    changeTo: (symbol) => decide({ kind: 'changed', to: symbol }),
    remove: () => decide({ kind: 'removed' }),
    show(index) {
      if (index >= 0 && index < get().items.length) set({ index });
    },
  };
});

/** Opens the review after a board is made from a photo. */
export function startReview(): void {
  useReviewStore.getState().start();
}

/** The symbols the board being edited has now on an item's edge. */
export function symbolsNow(item: ReviewItem | undefined): readonly HexsideSymbol[] {
  const doc = useEditorStore.getState().doc;
  return item && doc ? symbolsAt(doc, item.edge) : [];
}

// The review belongs to the editing session: it ends with it.
useEditorStore.subscribe((state, previous) => {
  if (previous.active && !state.active && useReviewStore.getState().open) useReviewStore.getState().close();
});
