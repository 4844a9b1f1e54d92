// The photo kept with a board follows the board through the library's
// actions: deleting the board moves its photo to the trash with it, undoing
// the delete or restoring from the trash (after a reload too) brings it back,
// a duplicate gets its own copy; the review kept beside the photo goes and
// comes back with it, and a duplicate starts its own; a backup carries both
// and a restore keeps the board's origin (docs/boards-safe.md).

// oxlint-disable-next-line import/no-unassigned-import
import 'fake-indexeddb/auto';
import { createStore, type UseStore } from 'idb-keyval';
import { beforeEach, describe, expect, test } from 'vitest';

import { BoardLibrary, type BoardPhoto } from '../board/library/library.ts';
import { useAppStore } from './index.ts';
import { setBoardLibrary } from './library-slice.ts';

let dbCount = 0;
let library: BoardLibrary;
let store: UseStore;

const photo: BoardPhoto = {
  image: new Blob(['jpeg']),
  width: 100,
  height: 80,
  grid: { columns: 4, rows: 3, shifted: 'odd' },
  corners: [
    { x: 10, y: 10 },
    { x: 90, y: 10 },
    { x: 90, y: 70 },
    { x: 10, y: 70 },
  ],
  proposals: { hexes: [], hexsides: [] },
};

beforeEach(async () => {
  store = createStore(`library-photo-${++dbCount}`, 'boards');
  library = new BoardLibrary(() => store);
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
