// The review pass over a traced board: least sure first, each decision one
// edit of the board being edited (undone by the editor's undo), the count of
// what is left, and nothing to review without a photo or outside the editor.

import { beforeEach, describe, expect, test } from 'vitest';
import { newDoc, symbolsAt } from '../../board/edit/document.ts';
import type { BoardPhoto } from '../../board/library/library.ts';
import { undoEdit, useEditorStore } from '../editor/editor-store.ts';
import { proposalEdge } from './review.ts';
import { useReviewStore } from './review-store.ts';
import { useUnderlayStore } from './underlay-store.ts';

const grid = { columns: 10, rows: 8, shifted: 'odd' } as const;
const meta = { key: 'b', boardId: 'b', name: 'B', family: 'panzerblitz', kind: 'board', origin: 'made', savedAt: 0, bytes: 0 } as const;
const photo: BoardPhoto = {
  image: new Blob(['jpeg']),
  width: 100,
  height: 80,
  grid,
  corners: [],
  proposals: {
    hexes: [],
    hexsides: [
      { hex: 'C3', side: 'N', symbol: 'green', confidence: 0.95 },
      { hex: 'B2', side: 'NE', symbol: 'gray', confidence: 0.55 },
      { hex: 'D4', side: 'SE', symbol: 'brown', confidence: 0.7 },
    ],
  },
};
const edge = (hex: string, side: 'N' | 'NE' | 'SE') => proposalEdge(grid, { hex, side })!;
const doc = () => useEditorStore.getState().doc!;
const review = useReviewStore.getState;
const left = () => review().items.length - review().decided.size;

beforeEach(() => {
  useEditorStore.getState().startEditing(newDoc({ id: 'b', name: 'B', family: 'panzerblitz', columns: 10, rows: 8, shifted: 'odd' }), meta);
  // The board as made: every proposal accepted.
  useEditorStore.getState().edit((d) => ({ ...d, sides: { [edge('C3', 'N')]: ['green'], [edge('B2', 'NE')]: ['gray'], [edge('D4', 'SE')]: ['brown'] } }));
  useEditorStore.temporal.getState().clear();
  useUnderlayStore.setState({ photo, key: 'b' });
  review().close();
});

describe('the review pass', () => {
  test('walks the proposals least sure first and counts what is left', () => {
    expect(review().start()).toBe(true);
    expect(review().items.map((i) => i.proposal.hex)).toEqual(['B2', 'D4', 'C3']);
    expect(left()).toBe(3);
    review().remove();
    expect(review().index).toBe(1);
    expect(left()).toBe(2);
  });

  test.each([
    ['keep', () => review().keep(), ['gray']],
    ['remove', () => review().remove(), []],
    ['change to purple', () => review().changeTo('purple'), ['purple']],
  ])('%s: one edit of the board, taken back by the editor’s undo', (_name, decide, after) => {
    review().start();
    decide();
    expect(symbolsAt(doc(), edge('B2', 'NE'))).toEqual(after);
    undoEdit();
    expect(symbolsAt(doc(), edge('B2', 'NE'))).toEqual(['gray']);
  });

  test('keeping what the board already has changes nothing (no empty undo step)', () => {
    review().start();
    review().keep();
    expect(useEditorStore.temporal.getState().pastStates).toHaveLength(0);
  });

  test('nothing to review without a photo, or outside the editor; the review ends with the editing', () => {
    useUnderlayStore.setState({ photo: undefined });
    expect(review().start()).toBe(false);
    useUnderlayStore.setState({ photo });
    expect(review().start()).toBe(true);
    useEditorStore.getState().stopEditing();
    expect(review().open).toBe(false);
    expect(review().start()).toBe(false);
  });
});
