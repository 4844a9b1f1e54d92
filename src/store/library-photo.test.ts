// The photo kept with a board follows the board through the library's
// actions: deleting the board deletes its photo, undoing the delete brings it
// back, a duplicate gets its own copy; the review kept beside the photo goes
// and comes back with it, and a duplicate starts its own.

// oxlint-disable-next-line import/no-unassigned-import
import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { beforeEach, describe, expect, test } from 'vitest';

import { BoardLibrary } from '../board/library/library.ts';
import { SMALL_PHOTO } from '../board/library/testing.ts';
import { useAppStore } from './index.ts';
import { setBoardLibrary } from './library-slice.ts';

let dbCount = 0;
let library: BoardLibrary;

const photo = SMALL_PHOTO;

beforeEach(async () => {
  library = new BoardLibrary(() => createStore(`library-photo-${++dbCount}`, 'boards'));
  setBoardLibrary(library);
  await library.add({
    boardId: 'traced',
    name: 'Traced',
    family: 'panzerblitz',
    kind: 'board',
    origin: 'made',
    files: [{ name: 'traced.json', text: '{"id":"traced"}' }],
  });
  await library.putPhoto('traced', photo);
});

const photoOf = async (key: string) => {
  const read = await library.readPhoto(key);
  return read.ok ? read.value : 'failed';
};

describe('the photo in the library', () => {
  test('deleting the board deletes its photo; undoing the delete brings both back', async () => {
    await useAppStore.getState().removeFromLibrary('traced');
    expect(await photoOf('traced')).toBeUndefined();
    await useAppStore.getState().undoRemove();
    expect(await photoOf('traced')).toMatchObject({ width: 100, corners: photo.corners });
  });

  test('the review beside the photo goes with the board and comes back with the undo; a duplicate starts its own', async () => {
    const decisions = { 'B2 N gray': 'removed' };
    await library.putReview('traced', { decisions });
    await useAppStore.getState().removeFromLibrary('traced');
    expect(await library.readReview('traced')).toEqual({ ok: true, value: { decisions: {} } });
    await useAppStore.getState().undoRemove();
    expect(await library.readReview('traced')).toEqual({ ok: true, value: { decisions } });
    await useAppStore.getState().duplicateInLibrary('traced');
    expect(await library.readReview('traced-copy')).toEqual({ ok: true, value: { decisions: {} } });
  });

  test('a duplicate keeps a copy of the photo', async () => {
    const copy = await useAppStore.getState().duplicateInLibrary('traced');
    expect(copy?.key).toBe('traced-copy');
    expect(await photoOf('traced-copy')).toMatchObject({ width: 100 });
    await useAppStore.getState().removeFromLibrary('traced');
    expect(await photoOf('traced-copy')).toMatchObject({ width: 100 });
  });
});
