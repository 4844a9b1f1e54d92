// The photo kept with a board follows the board through the library's
// actions: deleting the board moves its photo to the trash with it, undoing
// the delete or restoring from the trash (after a reload too) brings it back,
// a duplicate gets its own copy; the review kept beside the photo goes and
// comes back with it, and a duplicate starts its own; a backup carries both
// and a restore keeps the board's origin (docs/boards-safe.md). Each is one
// write (docs/boards-safe.md#when-a-save-is-refused): refused, nothing is
// kept and the notice says what was not.

// oxlint-disable-next-line import/no-unassigned-import
import 'fake-indexeddb/auto';
import { createStore, type UseStore } from 'idb-keyval';
import { beforeEach, describe, expect, test, vi } from 'vitest';

import { BoardLibrary } from '../board/library/library.ts';
import { madeMeta, SMALL_PHOTO } from '../board/library/testing.ts';
import { useAppStore } from './index.ts';
import { setBoardLibrary } from './library-slice.ts';

let dbCount = 0;
let library: BoardLibrary;
let store: UseStore;

const photo = SMALL_PHOTO;

beforeEach(async () => {
  store = createStore(`library-photo-${++dbCount}`, 'boards');
  library = new BoardLibrary(() => store);
  setBoardLibrary(library);
  useAppStore.setState({ libraryError: undefined, unsavedFiles: undefined, deletedBoard: undefined });
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

  test('an undo never writes over a board kept under the key since: it comes back beside it, with its photo', async () => {
    await useAppStore.getState().removeFromLibrary('traced');
    await library.save(
      madeMeta('traced', 'Newer'),
      [{ name: 'traced.json', text: '{"id":"traced","name":"Newer"}' }],
      'new',
    );
    await useAppStore.getState().undoRemove();
    const read = await library.read('traced');
    expect(read.ok && read.value?.meta.name).toBe('Newer');
    const back = await library.read('traced-2');
    expect(back.ok && back.value?.files[0].text).toBe('{"id":"traced"}');
    expect(await photoOf('traced-2')).toMatchObject({ width: 100 });
    expect(await photoOf('traced')).toBeUndefined();
    expect(useAppStore.getState().libraryError).toBeUndefined();
  });

  test('an undo of a board deleted for good in another tab meanwhile says it was not brought back', async () => {
    await useAppStore.getState().removeFromLibrary('traced');
    const [entry] = useAppStore.getState().trash;
    await library.purge(entry.id);
    await useAppStore.getState().undoRemove();
    expect(useAppStore.getState().libraryError).toMatch(/^Traced was not brought back: .*no longer in the trash/);
    expect(useAppStore.getState().library.map((m) => m.key)).not.toContain('traced');
  });

  test('a duplicate refused by the browser keeps neither the copy nor its photo, and says the copy was not made', async () => {
    const refusing = new BoardLibrary(() => {
      const real = createStore(`library-photo-${dbCount}`, 'boards');
      return (mode, callback) => {
        if (mode === 'readwrite') {
          const err = new Error('quota');
          err.name = 'QuotaExceededError';
          return Promise.reject(err);
        }
        return real(mode, callback);
      };
    });
    setBoardLibrary(refusing);
    expect(await useAppStore.getState().duplicateInLibrary('traced')).toBeUndefined();
    expect(useAppStore.getState().libraryError).toMatch(/^Traced was not duplicated: .*storage for this app is full/);
    expect(await photoOf('traced-copy')).toBeUndefined();
    const listed = await library.list();
    expect(listed.ok && listed.value.map((m) => m.key)).toEqual(['traced']);
  });

  test('a delete survives a reload in the trash, and the trash brings back the board, its photo and review', async () => {
    await library.putReview('traced', { decisions: { C3: 'kept' } });
    await useAppStore.getState().removeFromLibrary('traced');
    // The next page: a new library over the same store, the notice and its undo gone.
    library = new BoardLibrary(() => store);
    setBoardLibrary(library);
    useAppStore.setState({ deletedBoard: undefined });
    await useAppStore.getState().refreshLibrary();
    expect(useAppStore.getState().library.map((m) => m.key)).not.toContain('traced');
    const [entry] = useAppStore.getState().trash;
    expect(entry).toMatchObject({ meta: { key: 'traced', name: 'Traced' }, hasPhoto: true });
    await useAppStore.getState().restoreFromTrash(entry.id);
    expect(useAppStore.getState().library.map((m) => m.key)).toContain('traced');
    expect(useAppStore.getState().trash).toEqual([]);
    expect(await photoOf('traced')).toMatchObject({ width: 100 });
    expect(await library.readReview('traced')).toEqual({ ok: true, value: { decisions: { C3: 'kept' } } });
  });

  test('a backup restored into an empty library keeps the board made here as made here, with its photo', async () => {
    await useAppStore.getState().refreshLibrary();
    const bytes = await useAppStore.getState().backupBytes();
    if (!bytes) throw new Error('no backup');
    library = new BoardLibrary(() => createStore(`library-photo-${++dbCount}`, 'boards'));
    setBoardLibrary(library);
    await useAppStore.getState().refreshLibrary();
    expect(useAppStore.getState().library).toEqual([]);
    await useAppStore.getState().restoreBackup(bytes);
    expect(useAppStore.getState().backupNotice).toBe('Restored 1 board.');
    expect(useAppStore.getState().library.map((m) => [m.key, m.origin])).toEqual([['traced', 'made']]);
    const kept = await photoOf('traced');
    expect(kept && kept !== 'failed' ? await kept.image.text() : undefined).toBe('jpeg');
    // Restored again: already here, nothing doubled.
    await useAppStore.getState().restoreBackup(bytes);
    expect(useAppStore.getState().backupNotice).toBe('Restored 0 boards; 1 board was already here.');
    expect(useAppStore.getState().library).toHaveLength(1);
  });
});

describe('another tab changes the trash or the damaged records (docs/boards-safe.md#two-tabs)', () => {
  test('this tab’s trash, its list of records that could not be read and its undo follow', async () => {
    // Two tabs: this one (the store's library) and another over the same database and channel.
    const channel = `library-photo-tabs-${dbCount}`;
    const here = new BoardLibrary(() => store, Date.now, channel);
    const other = new BoardLibrary(() => store, Date.now, channel);
    setBoardLibrary(here);
    useAppStore.getState().watchOtherTabs();
    try {
      await useAppStore.getState().removeFromLibrary('traced');
      const [entry] = useAppStore.getState().trash;
      expect(useAppStore.getState().deletedBoard?.id).toBe(entry.id);
      await other.purge(entry.id);
      await vi.waitFor(() => expect(useAppStore.getState().trash).toEqual([]), { timeout: 2000 });
      // Nothing is left to bring back: the undo goes.
      expect(useAppStore.getState().deletedBoard).toBeUndefined();
      await other.put(madeMeta('broken'), [{ name: 'broken.json', text: '{}' }]);
      await vi.waitFor(() => expect(useAppStore.getState().library.map((m) => m.key)).toContain('broken'), {
        timeout: 2000,
      });
      await other.removeRaw(['meta/broken']);
      await vi.waitFor(() => expect(useAppStore.getState().damagedRecords).toHaveLength(1), { timeout: 2000 });
      expect(useAppStore.getState().damagedRecords[0].storeKeys).toEqual(['files/broken']);
      await other.removeRaw(['files/broken']);
      await vi.waitFor(() => expect(useAppStore.getState().damagedRecords).toEqual([]), { timeout: 2000 });
    } finally {
      here.close();
      other.close();
    }
  });
});
