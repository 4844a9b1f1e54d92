// The review pass over a traced board: every proposal (hexes' terrain and
// hexside symbols) least sure first, each decision one edit of the board
// being edited (undone by the editor's undo), the count of what is left kept
// on the device beside the photo (fake-indexeddb) so a review reopened
// continues, "start again", and nothing to review without a photo or outside
// the editor.

// oxlint-disable-next-line import/no-unassigned-import
import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { beforeEach, describe, expect, test } from 'vitest';

import { hexAt, newDoc, symbolsAt } from '../../board/edit/document.ts';
import { BoardLibrary, type BoardPhoto } from '../../board/library/library.ts';
import { madeMeta } from '../../board/library/testing.ts';
import { hexKey } from '../../engine/hex/axial.ts';
import { offsetToAxial, parseCellLabel } from '../../engine/hex/offset.ts';
import { undoEdit, useEditorStore } from '../editor/editor-store.ts';
import { setBoardLibrary } from '../library-slice.ts';
import { reviewWritten, useReviewStore } from './review-store.ts';
import { proposalEdge, sureGroups } from './review.ts';
import { useUnderlayStore } from './underlay-store.ts';

const grid = { columns: 10, rows: 8, shifted: 'odd' } as const;
const meta = madeMeta('b', 'B');
const photo: BoardPhoto = {
  image: new Blob(['jpeg']),
  width: 100,
  height: 80,
  grid,
  corners: [
    { x: 0, y: 0 },
    { x: 1, y: 0 },
    { x: 1, y: 1 },
    { x: 0, y: 1 },
  ],
  proposals: {
    hexes: [
      { label: 'E5', column: 4, row: 4, terrain: 'woods', confidence: 0.6 },
      { label: 'A1', column: 0, row: 0, terrain: 'clear', confidence: 0.99 },
    ],
    hexsides: [
      { hex: 'C3', side: 'N', symbol: 'green', confidence: 0.95 },
      { hex: 'B2', side: 'NE', symbol: 'gray', confidence: 0.55 },
      { hex: 'D4', side: 'SE', symbol: 'brown', confidence: 0.94 },
    ],
  },
};
const edge = (hex: string, side: 'N' | 'NE' | 'SE') => proposalEdge(grid, { hex, side })!;
const cell = (label: string) => offsetToAxial(parseCellLabel(label)!, 'odd');
const doc = () => useEditorStore.getState().doc!;
const terrainOf = (label: string) => hexAt(doc(), cell(label)).terrain;
const review = useReviewStore.getState;
const left = () => review().items.length - review().decided.size;
const shown = () => review().items[review().index]?.id;

let dbCount = 0;
let library: BoardLibrary;

beforeEach(async () => {
  review().close();
  library = new BoardLibrary(() => createStore(`review-store-${++dbCount}`, 'boards'));
  setBoardLibrary(library);
  await library.add({
    boardId: 'b',
    name: 'B',
    family: 'panzerblitz',
    kind: 'board',
    origin: 'made',
    files: [{ name: 'b.json', text: '{"id":"b"}' }],
  });
  await library.putPhoto('b', photo);
  useEditorStore
    .getState()
    .startEditing(newDoc({ id: 'b', name: 'B', family: 'panzerblitz', columns: 10, rows: 8, shifted: 'odd' }), meta);
  // The board as made: every proposal accepted.
  useEditorStore.getState().edit((d) => ({
    ...d,
    hexes: { [hexKey(cell('E5'))]: { terrain: 'woods' } },
    sides: { [edge('C3', 'N')]: ['green'], [edge('B2', 'NE')]: ['gray'], [edge('D4', 'SE')]: ['brown'] },
  }));
  useEditorStore.temporal.getState().clear();
  useUnderlayStore.setState({ photo, key: 'b' });
});

describe('the review pass', () => {
  test('walks every proposal, hexes and sides, least sure first, and counts what is left', async () => {
    expect(await review().start()).toBe(true);
    expect(review().items.map((i) => i.id)).toEqual(['B2 NE gray', 'E5', 'D4 SE brown', 'C3 N green', 'A1']);
    expect(left()).toBe(5);
    review().remove();
    expect(shown()).toBe('E5');
    expect(left()).toBe(4);
  });

  test.each([
    ['keep', () => review().keep(), ['gray']],
    ['remove', () => review().remove(), []],
    ['change to purple', () => review().changeTo('purple'), ['purple']],
  ])('a side: %s is one edit of the board, taken back by the editor’s undo', async (_name, decide, after) => {
    await review().start();
    decide();
    expect(symbolsAt(doc(), edge('B2', 'NE'))).toEqual(after);
    undoEdit();
    expect(symbolsAt(doc(), edge('B2', 'NE'))).toEqual(['gray']);
  });

  test.each([
    ['keep', () => review().keep(), 'woods'],
    ['clear ground (remove)', () => review().remove(), 'clear'],
    ['change to town', () => review().changeTo('town'), 'town'],
  ])('a hex: %s is one edit of the board, taken back by the editor’s undo', async (_name, decide, after) => {
    await review().start();
    review().show(1);
    expect(shown()).toBe('E5');
    decide();
    expect(terrainOf('E5')).toBe(after);
    undoEdit();
    expect(terrainOf('E5')).toBe('woods');
  });

  test('keeping a hex proposal that was not accepted paints it; keeping what the board has changes nothing', async () => {
    useEditorStore.getState().edit((d) => ({ ...d, hexes: {} }));
    useEditorStore.temporal.getState().clear();
    await review().start();
    review().show(1);
    review().keep();
    expect(terrainOf('E5')).toBe('woods');
    review().show(0);
    review().keep();
    expect(useEditorStore.temporal.getState().pastStates).toHaveLength(1);
  });

  test('reopened, the review continues with what is left, and the count says so', async () => {
    await review().start();
    review().remove();
    review().changeTo('slope');
    await reviewWritten();
    review().close();
    expect(await library.readReview('b')).toEqual({
      ok: true,
      value: { decisions: { 'B2 NE gray': 'removed', E5: 'to:slope' } },
    });

    expect(await review().start()).toBe(true);
    expect(left()).toBe(3);
    // The two unsure ones decided, the review stops: the sure rest is shown in groups.
    expect(review().asked).toBe(2);
    expect(shown()).toBe(undefined);
    expect(sureGroups(review().items, review().asked, review().decided).map((g) => g.key)).toEqual([
      'hexside:brown',
      'hexside:green',
      'hex:clear',
    ]);
    expect(review().decided.get(1)).toEqual({ kind: 'changed', to: 'slope' });
    // The decisions changed no more of the board on reopening.
    expect(terrainOf('E5')).toBe('slope');
    // The designer may still walk everything: the first sure one not yet decided.
    review().walkAll();
    expect(shown()).toBe('D4 SE brown');
    review().keep();
    expect(shown()).toBe('C3 N green');
  });

  test('once the unsure items are decided, one tap keeps the sure rest, as one edit', async () => {
    useEditorStore.getState().edit((d) => ({ ...d, hexes: {}, sides: {} }));
    useEditorStore.temporal.getState().clear();
    await review().start();
    expect(review().asked).toBe(2);
    review().keep();
    review().keep();
    expect(review().index).toBe(-1);
    review().keepGroup('hexside:brown');
    expect(symbolsAt(doc(), edge('D4', 'SE'))).toEqual(['brown']);
    review().keepSure();
    expect(left()).toBe(0);
    expect(symbolsAt(doc(), edge('C3', 'N'))).toEqual(['green']);
    expect(terrainOf('A1')).toBe('clear');
    // Two decisions, the group and the rest: four edits.
    expect(useEditorStore.temporal.getState().pastStates).toHaveLength(4);
    undoEdit();
    expect(symbolsAt(doc(), edge('C3', 'N'))).toEqual([]);
    // Its decisions are written before the next test's library takes their place.
    await reviewWritten();
  });

  test.each([
    ['none: nothing is added', () => review().keep(), []],
    ['add: the missed stroke is put on', () => review().changeTo('gray'), ['gray']],
    ['another colour added', () => review().changeTo('brown'), ['brown']],
  ])('an absence (a side where a stroke may be printed), %s', async (_name, decide, after) => {
    useUnderlayStore.setState({
      photo: {
        ...photo,
        proposals: { ...photo.proposals, absences: [{ hex: 'F6', side: 'N', candidate: 'gray', confidence: 0.51 }] },
      },
    });
    await review().start();
    expect(shown()).toBe('F6 N no gray');
    decide();
    expect(symbolsAt(doc(), edge('F6', 'N'))).toEqual(after);
    expect(shown()).toBe('B2 NE gray');
  });

  test('start again forgets the decisions on the device, not the board’s edits', async () => {
    await review().start();
    review().remove();
    review().startAgain();
    expect(left()).toBe(5);
    expect(shown()).toBe('B2 NE gray');
    await reviewWritten();
    review().close();
    expect(await library.readReview('b')).toEqual({ ok: true, value: { decisions: {} } });
    await review().start();
    expect(left()).toBe(5);
    expect(symbolsAt(doc(), edge('B2', 'NE'))).toEqual([]);
  });

  test('a new photo kept for the board starts its review afresh', async () => {
    await review().start();
    review().keep();
    await reviewWritten();
    await library.putPhoto('b', photo);
    review().close();
    await review().start();
    expect(left()).toBe(5);
  });

  test('nothing to review without a photo, or outside the editor; the review ends with the editing', async () => {
    useUnderlayStore.setState({ photo: undefined });
    expect(await review().start()).toBe(false);
    useUnderlayStore.setState({ photo });
    expect(await review().start()).toBe(true);
    useEditorStore.getState().stopEditing();
    expect(review().open).toBe(false);
    expect(await review().start()).toBe(false);
  });
});
