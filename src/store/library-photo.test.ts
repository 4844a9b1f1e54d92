// The photo kept with a board follows the board through the library's
// actions: deleting the board deletes its photo, undoing the delete brings it
// back, a duplicate gets its own copy; the review kept beside the photo goes
// and comes back with it, and a duplicate starts its own. Each is one write
// (docs/boards-safe.md, "When a save is refused"): refused, nothing is kept
// and the notice says what was not.

// oxlint-disable-next-line import/no-unassigned-import
import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { beforeEach, describe, expect, test } from 'vitest';

import { BoardLibrary } from '../board/library/library.ts';
import { madeMeta, SMALL_PHOTO } from '../board/library/testing.ts';
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

  test('an undo never writes over a board kept under the key since, and says so', async () => {
    await useAppStore.getState().removeFromLibrary('traced');
    await library.save(
      madeMeta('traced', 'Newer'),
      [{ name: 'traced.json', text: '{"id":"traced","name":"Newer"}' }],
      'new',
    );
    await useAppStore.getState().undoRemove();
    const read = await library.read('traced');
    expect(read.ok && read.value?.meta.name).toBe('Newer');
    expect(useAppStore.getState().libraryError).toMatch(/^Traced was not brought back: /);
    expect(useAppStore.getState().unsavedFiles?.[0].text).toBe('{"id":"traced"}');
  });

  test('a duplicate refused by the browser keeps neither the copy nor its photo, and says the copy was not made', async () => {
    const refusing = new BoardLibrary(() => {
      const store = createStore(`library-photo-${dbCount}`, 'boards');
      return (mode, callback) => {
        if (mode === 'readwrite') {
          const err = new Error('quota');
          err.name = 'QuotaExceededError';
          return Promise.reject(err);
        }
        return store(mode, callback);
      };
    });
    setBoardLibrary(refusing);
    expect(await useAppStore.getState().duplicateInLibrary('traced')).toBeUndefined();
    expect(useAppStore.getState().libraryError).toMatch(/^Traced was not duplicated: .*storage for this app is full/);
    expect(await photoOf('traced-copy')).toBeUndefined();
    const listed = await library.list();
    expect(listed.ok && listed.value.map((m) => m.key)).toEqual(['traced']);
  });
});
