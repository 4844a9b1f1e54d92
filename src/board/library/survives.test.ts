// The library survives what lies in its store (docs/boards-safe.md): every
// earlier record shape migrated and usable, every damaged record named and
// set aside without stopping the rest, deletes that go to a trash surviving a
// reload, and keys chosen inside the write so two tabs never share one.
// Over fake-indexeddb, a real IndexedDB implementation.

// oxlint-disable-next-line import/no-unassigned-import
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { createStore, get, set, setMany, type UseStore } from 'idb-keyval';
import { describe, expect, test } from 'vitest';

import { BoardLibrary, type NewRecord } from './library.ts';
import { CURRENT_SCHEMA, SCHEMA_KEY } from './migrate.ts';
import { DAMAGED, GOOD_BOARD, OLD_SHAPES, type StoredEntries, withImages } from './stored-fixtures.ts';
import { TRASH_KEEP_MS } from './trash.ts';

let dbCount = 0;

/** A fresh store with `entries` in it, and a library over it with a settable clock; `reopen` is the next page load. */
async function storeWith(entries: StoredEntries, start = 5_000) {
  const name = `survives-${++dbCount}`;
  const store = createStore(name, 'boards');
  if (entries.length > 0)
    await setMany(
      withImages(entries, (bytes) => new Blob([bytes.slice()], { type: 'image/png' })),
      store,
    );
  const clock = { now: start };
  const reopen = () =>
    new BoardLibrary(
      () => store,
      () => clock.now++,
    );
  return { store, clock, lib: reopen(), reopen };
}

const board = (id: string, text: string, name = `Board ${id}`): NewRecord => ({
  boardId: id,
  name,
  family: 'panzerblitz',
  kind: 'board',
  origin: 'file',
  files: [{ name: `${id}.json`, text }],
});

describe('every earlier record shape is migrated (docs/boards-safe.md#versions-of-the-library)', () => {
  test.each(OLD_SHAPES)('$note: listed, opened, with its photo, and the store marked', async (shape) => {
    const { lib, store } = await storeWith(shape.entries);
    const inventory = await lib.inventory();
    if (!inventory.ok) throw new Error(inventory.message);
    expect(inventory.value.damaged).toEqual([]);
    expect(inventory.value.boards.map((m) => [m.key, m.name])).toEqual([[shape.key, shape.name]]);
    expect(inventory.value.photos.has(shape.key)).toBe(shape.hasPhoto);
    const read = await lib.read(shape.key);
    expect(read.ok && read.value?.files[0].text).toContain(`"id": "${shape.key}"`);
    const photo = await lib.readPhoto(shape.key);
    expect(photo.ok && photo.value?.image instanceof Blob).toBe(shape.hasPhoto);
    // Written back in the current shape: a revision on every summary, the version on the store.
    expect(await get(SCHEMA_KEY, store)).toBe(CURRENT_SCHEMA);
    expect(await get(`meta/${shape.key}`, store)).toMatchObject({
      key: shape.key,
      revision: 0,
      origin: expect.any(String),
    });
  });

  test.each(OLD_SHAPES)('$note: deleted to the trash and restored whole', async (shape) => {
    const { lib } = await storeWith(shape.entries);
    const removed = await lib.remove(shape.key);
    if (!removed.ok) throw new Error(removed.message);
    expect(removed.value.hasPhoto).toBe(shape.hasPhoto);
    const restored = await lib.restore(removed.value.id);
    expect(restored.ok && restored.value.key).toBe(shape.key);
    const photo = await lib.readPhoto(shape.key);
    expect(photo.ok && !!photo.value).toBe(shape.hasPhoto);
  });

  test('a store written by a newer version is read but never written over', async () => {
    const { lib, store } = await storeWith([...GOOD_BOARD, [SCHEMA_KEY, CURRENT_SCHEMA + 1]]);
    const list = await lib.list();
    expect(list.ok && list.value.map((m) => m.key)).toEqual(['good-board']);
    const added = await lib.add(board('other', '{}'));
    expect(added.ok).toBe(false);
    if (!added.ok) expect(added.message).toMatch(/newer version of HexLOS/);
    expect(await get(SCHEMA_KEY, store)).toBe(CURRENT_SCHEMA + 1);
  });

  test('an empty store is not written when the app opens; its first board marks its version', async () => {
    const { lib, store } = await storeWith([]);
    expect(await lib.list()).toEqual({ ok: true, value: [] });
    expect(await get(SCHEMA_KEY, store)).toBeUndefined();
    expect((await lib.add(board('first', '{}'))).ok).toBe(true);
    expect(await get(SCHEMA_KEY, store)).toBe(CURRENT_SCHEMA);
  });

  test('a summary with its revision (written by this version) is left as it is', async () => {
    const { lib, store } = await storeWith([
      [SCHEMA_KEY, CURRENT_SCHEMA],
      ['meta/good-board', { ...(GOOD_BOARD[0][1] as object), revision: 7 }],
      GOOD_BOARD[1],
    ]);
    await lib.list();
    expect(await get('meta/good-board', store)).toMatchObject({ revision: 7 });
  });
});

describe('a damaged record is named and set aside (docs/boards-safe.md#a-damaged-record)', () => {
  test.each(DAMAGED)('$note: named, the good board still listed, opened and deleted', async (damage) => {
    const { lib, store } = await storeWith([...GOOD_BOARD, ...damage.entries]);
    const inventory = await lib.inventory();
    if (!inventory.ok) throw new Error(inventory.message);
    expect(inventory.value.boards.map((m) => m.key)).toEqual(['good-board']);
    expect(inventory.value.damaged).toHaveLength(1);
    expect(inventory.value.damaged[0]).toMatchObject({ label: damage.label, storeKeys: damage.storeKeys });
    expect(inventory.value.damaged[0].problems.length).toBeGreaterThan(0);
    const good = await lib.read('good-board');
    expect(good.ok && good.value?.meta.name).toBe('Good board');
    // Exported raw, exactly as stored.
    const raw = await lib.readRaw(inventory.value.damaged[0].storeKeys);
    expect(raw.ok && [...raw.value.keys()]).toEqual(damage.storeKeys);
    // Deleting it removes its own records and nothing it names.
    expect((await lib.removeRaw(inventory.value.damaged[0].storeKeys)).ok).toBe(true);
    for (const k of damage.storeKeys) expect(await get(k, store)).toBeUndefined();
    const after = await lib.inventory();
    expect(after.ok && after.value.damaged).toEqual([]);
    expect(after.ok && after.value.boards.map((m) => m.key)).toEqual(['good-board']);
  });

  test('a damaged record is never opened: reading it gives nothing, and removing it as a board is refused', async () => {
    const { lib, store } = await storeWith([...GOOD_BOARD, ...DAMAGED[1].entries]);
    expect(await lib.read('impostor')).toEqual({ ok: true, value: undefined });
    expect((await lib.remove('impostor')).ok).toBe(false);
    expect(await get('meta/good-board', store)).toBeDefined();
  });

  test('property: any value under any of the library’s keys never stops the good board from listing', async () => {
    const prefixes = ['meta/', 'files/', 'photo/', 'review/', 'trash/'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...prefixes),
        fc.constantFrom('x', 'good-board', 'y@1'),
        fc.anything(),
        async (prefix, key, value) => {
          const { lib } = await storeWith([...GOOD_BOARD, [prefix + key, value]]);
          const inventory = await lib.inventory();
          if (!inventory.ok) return false;
          // The good board is listed unless the value replaced its own summary or files.
          const replacedOwn = key === 'good-board' && (prefix === 'meta/' || prefix === 'files/');
          return replacedOwn || inventory.value.boards.some((m) => m.key === 'good-board');
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('the trash (docs/boards-safe.md#the-trash)', () => {
  test('a deleted board and its photo survive a reload in the trash, and come back whole', async () => {
    const shape = OLD_SHAPES[2];
    const { lib, reopen } = await storeWith(shape.entries);
    const removed = await lib.remove(shape.key);
    if (!removed.ok) throw new Error(removed.message);
    const next = reopen();
    const inventory = await next.inventory();
    if (!inventory.ok) throw new Error(inventory.message);
    expect(inventory.value.boards).toEqual([]);
    expect(inventory.value.trash.map((t) => [t.id, t.meta.name, t.hasPhoto])).toEqual([
      [removed.value.id, shape.name, true],
    ]);
    const restored = await next.restore(removed.value.id);
    expect(restored.ok && restored.value.key).toBe(shape.key);
    const review = await next.readReview(shape.key);
    expect(review.ok && review.value.decisions).toEqual({ B2: 'kept' });
    const after = await next.inventory();
    expect(after.ok && after.value.trash).toEqual([]);
  });

  test('restored under the next free key when a board of that id was kept meanwhile', async () => {
    const { lib } = await storeWith(GOOD_BOARD);
    const removed = await lib.remove('good-board');
    if (!removed.ok) throw new Error(removed.message);
    await lib.add(board('good-board', '{"another":true}'));
    const restored = await lib.restore(removed.value.id);
    expect(restored.ok && restored.value.key).toBe('good-board-2');
  });

  test.each([
    ['kept one day short of the limit', TRASH_KEEP_MS - 86_400_000, 1],
    ['emptied past the limit, at the next start', TRASH_KEEP_MS + 1, 0],
  ])('%s', async (_note, later, left) => {
    const { lib, clock, reopen } = await storeWith(GOOD_BOARD);
    await lib.remove('good-board');
    clock.now += later;
    const inventory = await reopen().inventory();
    expect(inventory.ok && inventory.value.trash.length).toBe(left);
  });

  test('purge and empty delete for good', async () => {
    const { lib } = await storeWith([...GOOD_BOARD, ...OLD_SHAPES[0].entries]);
    const first = await lib.remove('good-board');
    await lib.remove('first-shape');
    if (!first.ok) throw new Error(first.message);
    await lib.purge(first.value.id);
    const once = await lib.inventory();
    expect(once.ok && once.value.trash.map((t) => t.meta.key)).toEqual(['first-shape']);
    await lib.emptyTrash();
    const twice = await lib.inventory();
    expect(twice.ok && twice.value.trash).toEqual([]);
  });
});

describe('one key per board across tabs', () => {
  test('two different boards of one id kept at the same moment by two pages get two keys', async () => {
    const { reopen } = await storeWith([]);
    const tabA = reopen();
    const tabB = reopen();
    const [a, b] = await Promise.all([
      tabA.add(board('same-id', '{"tab":"A"}')),
      tabB.add(board('same-id', '{"tab":"B"}')),
    ]);
    if (!a.ok || !b.ok) throw new Error('not kept');
    expect(new Set([a.value.key, b.value.key])).toEqual(new Set(['same-id', 'same-id-2']));
    const texts = await Promise.all([tabA.read(a.value.key), tabA.read(b.value.key)]);
    expect(texts.map((t) => t.ok && t.value?.files[0].text).sort()).toEqual(['{"tab":"A"}', '{"tab":"B"}']);
  });

  test('a copy takes its key and writes it into its file in the same transaction', async () => {
    const { lib } = await storeWith(GOOD_BOARD);
    const copied = await lib.add({ ...board('good-board-copy', '{"id":"good-board"}'), origin: 'copy' }, new Set(), {
      idFromKey: true,
    });
    expect(copied.ok && copied.value.key).toBe('good-board-copy');
    const read = await lib.read('good-board-copy');
    expect(read.ok && JSON.parse(read.value?.files[0].text ?? '{}')).toEqual({ id: 'good-board-copy' });
  });
});

// A store whose writes all fail (storage full): the library still lists through the migrations in memory.
test('an old store that cannot be written still lists, migrated in memory', async () => {
  const name = `survives-readonly-${++dbCount}`;
  const real: UseStore = createStore(name, 'boards');
  for (const [k, v] of OLD_SHAPES[0].entries) await set(k, v, real);
  const failing: UseStore = (mode, callback) =>
    mode === 'readwrite' ? Promise.reject(new DOMException('quota', 'QuotaExceededError')) : real(mode, callback);
  const lib = new BoardLibrary(() => failing);
  const list = await lib.list();
  expect(list.ok && list.value.map((m) => m.name)).toEqual(['First shape']);
  expect(await get(SCHEMA_KEY, real)).toBeUndefined();
});
