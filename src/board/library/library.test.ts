// The board library over a real IndexedDB implementation (fake-indexeddb in
// Node): boards kept, listed, renamed, removed and put back; ids never
// overwritten by a different board; bounds and storage failures reported as
// sentences, never thrown.

// oxlint-disable-next-line import/no-unassigned-import
import 'fake-indexeddb/auto';
import { createStore, set, type UseStore } from 'idb-keyval';
import { describe, expect, test } from 'vitest';

import {
  BoardLibrary,
  type BoardPhoto,
  freeKey,
  MAX_PHOTO_BYTES,
  MAX_RECORD_BYTES,
  MAX_REVIEW_DECISIONS,
  storageMessage,
  type NewRecord,
} from './library.ts';

let dbCount = 0;
/** A library over a fresh database, with a clock that ticks once per save. */
function freshLibrary(): BoardLibrary {
  let t = 1_000;
  const name = `test-library-${++dbCount}`;
  return new BoardLibrary(
    () => createStore(name, 'boards'),
    () => t++,
  );
}

const board = (id: string, text = `{"format":"hexlos-board/1","id":"${id}"}`): NewRecord => ({
  boardId: id,
  name: `Board ${id}`,
  family: 'panzerblitz',
  kind: 'board',
  origin: 'file',
  files: [{ name: `${id}.json`, text }],
});

describe('the board library', () => {
  test('a kept board is listed and read back whole', async () => {
    const lib = freshLibrary();
    const added = await lib.add(board('my-board'));
    expect(added).toMatchObject({ ok: true, value: { key: 'my-board', name: 'Board my-board', bytes: 43 } });
    const list = await lib.list();
    expect(list.ok && list.value.map((m) => m.key)).toEqual(['my-board']);
    const read = await lib.read('my-board');
    expect(read.ok && read.value?.files[0].text).toBe('{"format":"hexlos-board/1","id":"my-board"}');
  });

  test('the list is newest first', async () => {
    const lib = freshLibrary();
    await lib.add(board('a'));
    await lib.add(board('b'));
    await lib.add(board('c'));
    const list = await lib.list();
    expect(list.ok && list.value.map((m) => m.key)).toEqual(['c', 'b', 'a']);
  });

  test.each([
    ['the same file again only refreshes its date', board('x'), ['x']],
    ['a different board with a taken id gets the next free key', board('x', '{"other":1}'), ['x-2', 'x']],
  ])('%s', async (_name, second, keys) => {
    const lib = freshLibrary();
    await lib.add(board('x'));
    await lib.add(second);
    const list = await lib.list();
    expect(list.ok && list.value.map((m) => m.key)).toEqual(keys);
  });

  test('a bundled board’s id is never taken by a library board', async () => {
    const lib = freshLibrary();
    const added = await lib.add(board('ridge-and-river'), new Set(['ridge-and-river']));
    expect(added.ok && added.value.key).toBe('ridge-and-river-2');
  });

  test('rename, remove and put back (undo of a delete)', async () => {
    const lib = freshLibrary();
    await lib.add(board('keep'));
    const renamed = await lib.rename('keep', 'Kept board');
    expect(renamed.ok && renamed.value.name).toBe('Kept board');
    const record = await lib.read('keep');
    if (!record.ok || !record.value) throw new Error('not read');
    expect((await lib.remove('keep')).ok).toBe(true);
    expect((await lib.list()).ok && ((await lib.list()) as { value: unknown[] }).value).toEqual([]);
    expect((await lib.put(record.value.meta, record.value.files)).ok).toBe(true);
    const back = await lib.read('keep');
    expect(back.ok && back.value?.meta.name).toBe('Kept board');
  });

  test('a board over the size bound is refused with a sentence, and nothing is written', async () => {
    const lib = freshLibrary();
    const big = board('big', 'x'.repeat(MAX_RECORD_BYTES + 1));
    const added = await lib.add(big);
    expect(added.ok).toBe(false);
    if (!added.ok) expect(added.message).toMatch(/at most 5 MB/);
    const list = await lib.list();
    expect(list.ok && list.value).toEqual([]);
  });

  test('a full quota is reported in words and the earlier record stays whole', async () => {
    let failing = false;
    const name = `test-library-quota-${++dbCount}`;
    const real = createStore(name, 'boards');
    const store: UseStore = (mode, callback) => {
      if (failing && mode === 'readwrite') return Promise.reject(new DOMException('quota', 'QuotaExceededError'));
      return real(mode, callback);
    };
    const lib = new BoardLibrary(() => store);
    await lib.add(board('kept'));
    const record = await lib.read('kept');
    if (!record.ok || !record.value) throw new Error('not read');
    failing = true;
    const saved = await lib.put(record.value.meta, [{ name: 'kept.json', text: '{"changed":true}' }]);
    expect(saved.ok).toBe(false);
    if (!saved.ok) expect(saved.message).toMatch(/storage for this app is full/);
    const after = await lib.read('kept');
    expect(after.ok && after.value?.files[0].text).toBe(record.value.files[0].text);
  });

  test('private browsing (no IndexedDB) is a message, not a throw', async () => {
    const lib = new BoardLibrary(() => {
      const err = new Error('The user denied permission');
      err.name = 'SecurityError';
      throw err;
    });
    const list = await lib.list();
    expect(list.ok).toBe(false);
    if (!list.ok) expect(list.message).toMatch(/private browsing/);
  });
});

describe('the photo kept with a board', () => {
  const photo = (bytes = 1000): BoardPhoto => ({
    image: new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }),
    width: 400,
    height: 300,
    grid: { columns: 4, rows: 3, shifted: 'odd' },
    corners: [
      { x: 10, y: 10 },
      { x: 390, y: 12 },
      { x: 388, y: 290 },
      { x: 12, y: 288 },
    ],
    proposals: { hexes: [], hexsides: [{ hex: 'B2', side: 'N', symbol: 'gray', confidence: 0.4 }] },
  });

  test('kept beside the board, read back whole, and never among its files', async () => {
    const lib = freshLibrary();
    await lib.add(board('traced'));
    expect((await lib.putPhoto('traced', photo())).ok).toBe(true);
    const read = await lib.readPhoto('traced');
    expect(read.ok && read.value).toMatchObject({
      width: 400,
      height: 300,
      corners: photo().corners,
      proposals: photo().proposals,
    });
    expect(read.ok && read.value?.image.size).toBe(1000);
    const files = await lib.read('traced');
    expect(files.ok && files.value?.files.map((f) => f.name)).toEqual(['traced.json']);
    expect(files.ok && JSON.stringify(files.value)).not.toMatch(/image|corners/);
  });

  test('deleting the board deletes its photo', async () => {
    const lib = freshLibrary();
    await lib.add(board('traced'));
    await lib.putPhoto('traced', photo());
    await lib.remove('traced');
    const read = await lib.readPhoto('traced');
    expect(read).toEqual({ ok: true, value: undefined });
    // A new board under the same key does not inherit it.
    await lib.add(board('traced'));
    expect(await lib.readPhoto('traced')).toEqual({ ok: true, value: undefined });
  });

  test.each([
    ['not an object', 'garbage'],
    ['no image', { width: 1, height: 1, corners: [] }],
    ['an image that is not a Blob', { image: 'data:image/png;base64,AAAA', width: 1, height: 1, corners: [] }],
  ])('a damaged photo record (%s) reads as no photo', async (_name, record) => {
    const name = `test-library-${++dbCount}`;
    const lib = new BoardLibrary(() => createStore(name, 'boards'));
    await lib.add(board('traced'));
    await set('photo/traced', record, createStore(name, 'boards'));
    expect(await lib.readPhoto('traced')).toEqual({ ok: true, value: undefined });
  });

  test.each([
    ['a photo over the bound', 'traced', MAX_PHOTO_BYTES + 1, /at most 8 MB/],
    ['a photo for no board', 'nobody', 10, /no board “nobody”/],
  ])('%s is refused with a sentence', async (_name, key, bytes, message) => {
    const lib = freshLibrary();
    await lib.add(board('traced'));
    const kept = await lib.putPhoto(key, photo(bytes));
    expect(kept.ok).toBe(false);
    if (!kept.ok) expect(kept.message).toMatch(message);
    expect(await lib.readPhoto(key)).toEqual({ ok: true, value: undefined });
  });
});

describe('the review kept beside the photo', () => {
  const photo: BoardPhoto = {
    image: new Blob([new Uint8Array(10)], { type: 'image/jpeg' }),
    width: 4,
    height: 3,
    grid: { columns: 4, rows: 3, shifted: 'odd' },
    corners: [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: 1 },
      { x: 0, y: 1 },
    ],
    proposals: { hexes: [], hexsides: [] },
  };
  const decisions = { 'B2 N gray': 'removed', C3: 'to:woods' };

  async function traced(): Promise<BoardLibrary> {
    const lib = freshLibrary();
    await lib.add(board('traced'));
    await lib.putPhoto('traced', photo);
    return lib;
  }

  test('kept and read back; none is an empty review; never among the board’s files', async () => {
    const lib = await traced();
    expect(await lib.readReview('traced')).toEqual({ ok: true, value: { decisions: {} } });
    expect((await lib.putReview('traced', { decisions })).ok).toBe(true);
    expect(await lib.readReview('traced')).toEqual({ ok: true, value: { decisions } });
    const files = await lib.read('traced');
    expect(files.ok && JSON.stringify(files.value)).not.toMatch(/removed|to:woods/);
    expect((await lib.dropReview('traced')).ok).toBe(true);
    expect(await lib.readReview('traced')).toEqual({ ok: true, value: { decisions: {} } });
  });

  test.each([
    ['deleting the board', (lib: BoardLibrary) => lib.remove('traced')],
    ['keeping a new photo (new proposals)', (lib: BoardLibrary) => lib.putPhoto('traced', photo)],
  ])('%s drops the review', async (_name, act) => {
    const lib = await traced();
    await lib.putReview('traced', { decisions });
    await act(lib);
    expect(await lib.readReview('traced')).toEqual({ ok: true, value: { decisions: {} } });
  });

  test.each([
    ['a review with no photo beside it', 'traced-2', {}, /no photo kept with “traced-2”/],
    [
      'a review over the bound',
      'traced',
      Object.fromEntries(Array.from({ length: MAX_REVIEW_DECISIONS + 1 }, (_, i) => [`h${i}`, 'kept'])),
      /at most 20000/,
    ],
  ])('%s is refused with a sentence', async (_name, key, decided, message) => {
    const lib = await traced();
    const kept = await lib.putReview(key, { decisions: decided });
    expect(kept.ok).toBe(false);
    if (!kept.ok) expect(kept.message).toMatch(message);
  });

  test.each([
    ['not an object', 'garbage'],
    ['decisions a list', { decisions: ['kept'] }],
    ['a decision not a string', { decisions: { C3: 1 } }],
  ])('a damaged review record (%s) reads as an empty review', async (_name, record) => {
    const name = `test-library-${++dbCount}`;
    const lib = new BoardLibrary(() => createStore(name, 'boards'));
    await lib.add(board('traced'));
    await lib.putPhoto('traced', photo);
    await set('review/traced', record, createStore(name, 'boards'));
    expect(await lib.readReview('traced')).toEqual({ ok: true, value: { decisions: {} } });
  });
});

describe('free keys', () => {
  test.each([
    ['free id', 'a', [], 'a'],
    ['taken once', 'a', ['a'], 'a-2'],
    ['taken twice', 'a', ['a', 'a-2'], 'a-3'],
    ['a numbered id counts on from its base', 'a-2', ['a-2'], 'a-3'],
  ])('%s', (_name, id, taken, expected) => {
    expect(freeKey(id, (k) => taken.includes(k))).toBe(expected);
  });

  test('messages name what the player can do', () => {
    expect(storageMessage(new DOMException('x', 'QuotaExceededError'))).toMatch(/Delete boards/);
    expect(storageMessage(new Error('odd'))).toMatch(/export it as a file/);
  });
});
