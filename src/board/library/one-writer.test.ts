// One writer per board (docs/boards-safe.md#two-tabs), over a real
// IndexedDB implementation (fake-indexeddb in Node): every save names the
// revision it follows and is refused, writing nothing, when the record moved
// on; a board and what is kept beside it are one transaction; every write is
// told to the other tabs over a BroadcastChannel. Two BoardLibrary objects
// over one database and one channel name stand for two tabs.

// oxlint-disable-next-line import/no-unassigned-import
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { createStore, set, type UseStore } from 'idb-keyval';
import { afterEach, describe, expect, test, vi } from 'vitest';

import {
  BoardLibrary,
  type BoardPhoto,
  type LibraryChangeNote,
  type LibraryMeta,
  type NewRecord,
  revisionOf,
  type StoredFile,
} from './library.ts';
import { SMALL_PHOTO } from './testing.ts';

let dbCount = 0;
const opened: BoardLibrary[] = [];

/** Two (or more) tabs over one fresh database and one channel. */
function tabs(count = 2): { libraries: BoardLibrary[]; store: UseStore } {
  const name = `one-writer-${++dbCount}`;
  const store = createStore(name, 'boards');
  const libraries = Array.from({ length: count }, () => new BoardLibrary(() => store, Date.now, name));
  opened.push(...libraries);
  return { libraries, store };
}

afterEach(() => {
  for (const library of opened.splice(0)) library.close();
});

const file = (id: string, text: string): StoredFile[] => [{ name: `${id}.json`, text }];

const board = (id: string, text = `{"id":"${id}"}`): NewRecord => ({
  boardId: id,
  name: `Board ${id}`,
  family: 'panzerblitz',
  kind: 'board',
  origin: 'made',
  files: file(id, text),
});

const metaOf = (key: string, revision = 0): LibraryMeta => ({
  key,
  boardId: key,
  name: `Board ${key}`,
  family: 'panzerblitz',
  kind: 'board',
  origin: 'made',
  savedAt: 0,
  bytes: 0,
  revision,
});

const photo = SMALL_PHOTO;

async function textOf(library: BoardLibrary, key: string): Promise<string | undefined> {
  const read = await library.read(key);
  return read.ok ? read.value?.files[0].text : undefined;
}

describe('a save names the revision it follows', () => {
  // Each row: what is stored first, the revision the save expects, and what the library answers.
  const rows: readonly {
    readonly why: string;
    readonly stored: 'none' | number | 'no revision';
    readonly expected: number | 'new';
    readonly answer: { ok: true; revision: number } | { ok: false; conflict: 'stale' | 'gone' | 'taken' };
  }[] = [
    { why: 'a new board starts at revision 1', stored: 'none', expected: 'new', answer: { ok: true, revision: 1 } },
    { why: 'a save of the revision read goes one on', stored: 3, expected: 3, answer: { ok: true, revision: 4 } },
    {
      why: 'a tab holding an older revision is refused',
      stored: 3,
      expected: 2,
      answer: { ok: false, conflict: 'stale' },
    },
    {
      why: 'a board deleted meanwhile is not made again by an edit',
      stored: 'none',
      expected: 3,
      answer: { ok: false, conflict: 'gone' },
    },
    {
      why: 'a new board never takes a key kept meanwhile',
      stored: 1,
      expected: 'new',
      answer: { ok: false, conflict: 'taken' },
    },
    {
      why: 'a record kept before revisions reads as revision 0',
      stored: 'no revision',
      expected: 0,
      answer: { ok: true, revision: 1 },
    },
  ];

  test.each(rows)('$why', async ({ stored, expected, answer }) => {
    const {
      libraries: [tab],
      store,
    } = tabs(1);
    if (stored === 'no revision') {
      const { revision: _dropped, ...older } = metaOf('b');
      await set('meta/b', older, store);
      await set('files/b', file('b', 'before'), store);
    } else if (stored !== 'none') {
      await set('meta/b', metaOf('b', stored), store);
      await set('files/b', file('b', 'before'), store);
    }
    const saved = await tab.save(metaOf('b'), file('b', 'after'), expected);
    if (answer.ok) {
      expect(saved.ok && saved.value.revision).toBe(answer.revision);
      expect(await textOf(tab, 'b')).toBe('after');
    } else {
      expect(saved.ok ? undefined : saved.conflict).toBe(answer.conflict);
      expect(saved.ok ? '' : saved.message).toMatch(/not saved/);
      // A refused save writes nothing.
      expect(await textOf(tab, 'b')).toBe(stored === 'none' ? undefined : 'before');
    }
  });

  test('of two tabs holding one revision, the second save is refused and told the current one', async () => {
    const {
      libraries: [a, b],
    } = tabs();
    const kept = await a.add(board('ridge'));
    const read = kept.ok ? kept.value.revision : -1;
    const [first, second] = await Promise.all([
      a.save(metaOf('ridge'), file('ridge', 'from A'), read),
      b.save(metaOf('ridge'), file('ridge', 'from B'), read),
    ]);
    expect(first.ok).toBe(true);
    expect(second).toMatchObject({ ok: false, conflict: 'stale', current: { revision: 2 } });
    expect(await textOf(b, 'ridge')).toBe('from A');
  });

  test('property: whatever order two tabs save in, a save lands only on the revision it read, and the last landed is kept', () =>
    fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 1, maxLength: 12 }), async (order) => {
        const { libraries } = tabs();
        await libraries[0].add(board('b', 'start'));
        const held = [1, 1];
        let landed = 0;
        let lastText = 'start';
        for (const [step, who] of order.entries()) {
          const text = `tab ${who} step ${step}`;
          const saved = await libraries[who].save(metaOf('b'), file('b', text), held[who]);
          if (saved.ok) {
            landed++;
            lastText = text;
            held[who] = saved.value.revision;
          } else {
            expect(saved.conflict).toBe('stale');
            // The refused tab reads the newer version and goes on from it.
            held[who] = revisionOf(saved.current);
          }
        }
        const read = await libraries[0].read('b');
        expect(read.ok && read.value?.meta.revision).toBe(1 + landed);
        expect(read.ok && read.value?.files[0].text).toBe(lastText);
      }),
      { numRuns: 25 },
    ));
});

describe('a board and what is kept beside it are one write', () => {
  test('a new board and its photo are kept together', async () => {
    const {
      libraries: [tab],
    } = tabs(1);
    const saved = await tab.save(metaOf('traced'), file('traced', 'board'), 'new', { photo });
    expect(saved.ok).toBe(true);
    const kept = await tab.readPhoto('traced');
    expect(kept.ok && kept.value?.width).toBe(100);
  });

  test('a photo the browser cannot store keeps the board out too (the transaction is aborted)', async () => {
    const {
      libraries: [tab],
    } = tabs(1);
    const unstorable = { ...photo, proposals: { hexes: [], hexsides: [], read: () => 0 } } as unknown as BoardPhoto;
    const saved = await tab.save(metaOf('traced'), file('traced', 'board'), 'new', { photo: unstorable });
    expect(saved.ok).toBe(false);
    expect(await tab.read('traced')).toEqual({ ok: true, value: undefined });
    const listed = await tab.list();
    expect(listed.ok && listed.value).toEqual([]);
  });

  test('a review kept with the photo stays; a new photo alone drops the old review', async () => {
    const {
      libraries: [tab],
    } = tabs(1);
    await tab.save(metaOf('t'), file('t', 'one'), 'new', { photo, review: { decisions: { C3: 'kept' } } });
    expect(await tab.readReview('t')).toEqual({ ok: true, value: { decisions: { C3: 'kept' } } });
    await tab.save(metaOf('t'), file('t', 'two'), 1, { photo });
    expect(await tab.readReview('t')).toEqual({ ok: true, value: { decisions: {} } });
  });

  test('a board put back continues its own count, so a tab still holding it sees it as newer', async () => {
    const {
      libraries: [tab],
    } = tabs(1);
    await tab.save(metaOf('b'), file('b', 'x'), 'new');
    await tab.save(metaOf('b'), file('b', 'y'), 1);
    await tab.remove('b');
    const back = await tab.save(metaOf('b', 2), file('b', 'y'), 'new');
    expect(back.ok && back.value.revision).toBe(3);
  });
});

describe('every write is told to the other tabs', () => {
  const heard = (library: BoardLibrary): LibraryChangeNote[] => {
    const notes: LibraryChangeNote[] = [];
    library.onChange((n) => notes.push(n));
    return notes;
  };

  test('saved, renamed and deleted reach the other tab; this tab hears its own as here', async () => {
    const {
      libraries: [a, b],
    } = tabs();
    const inA = heard(a);
    const inB = heard(b);
    await a.save(metaOf('b'), file('b', 'x'), 'new');
    await a.save({ ...metaOf('b'), name: 'Hill by the farm' }, file('b', 'x'), 1);
    await a.remove('b');
    const expected = [
      { kind: 'saved', key: 'b', revision: 1 },
      { kind: 'renamed', key: 'b', revision: 2 },
      { kind: 'deleted', key: 'b', revision: 2 },
    ];
    expect(inA).toEqual(expected.map((c) => ({ ...c, here: true })));
    await vi.waitFor(() => expect(inB).toEqual(expected.map((c) => ({ ...c, here: false }))), { timeout: 2000 });
  });

  test('the trash, restores, photos, reviews and damaged records are told too (each row: the write and what is heard)', async () => {
    const {
      libraries: [a, b],
      store,
    } = tabs();
    const inB = heard(b);
    await a.save(metaOf('t'), file('t', 'x'), 'new', { photo });
    await a.putReview('t', { decisions: { C3: 'kept' } });
    await a.dropReview('t');
    await a.putPhoto('t', photo);
    const removed = await a.remove('t');
    if (!removed.ok) throw new Error(removed.message);
    const restored = await a.restore(removed.value.id);
    expect(restored.ok && restored.value.revision).toBe(2);
    const again = await a.remove('t');
    if (!again.ok) throw new Error(again.message);
    await a.purge(again.value.id);
    await a.emptyTrash();
    await set('meta/broken', { key: 'broken', name: 7 }, store);
    await a.removeRaw(['meta/broken']);
    const rows = [
      { kind: 'saved', key: 't', revision: 1, here: false }, // kept new, with its photo
      { kind: 'beside', key: 't', revision: 1, here: false }, // its review kept
      { kind: 'beside', key: 't', revision: 1, here: false }, // its review dropped
      { kind: 'beside', key: 't', revision: 1, here: false }, // a new photo
      { kind: 'deleted', key: 't', revision: 1, here: false }, // to the trash
      { kind: 'saved', key: 't', revision: 2, here: false }, // back from the trash, one on
      { kind: 'deleted', key: 't', revision: 2, here: false },
      { kind: 'trash', key: again.value.id, revision: 0, here: false }, // deleted for good
      { kind: 'trash', key: '', revision: 0, here: false }, // the trash emptied
      { kind: 'damaged', key: 'meta/broken', revision: 0, here: false },
    ];
    await vi.waitFor(() => expect(inB).toEqual(rows), { timeout: 2000 });
  });

  test('a board put back under a key kept since goes to the next free key, one revision on, and the board there is untouched', async () => {
    const {
      libraries: [tab],
    } = tabs(1);
    await tab.save(metaOf('b'), file('b', 'old'), 'new');
    await tab.save(metaOf('b'), file('b', 'older edit'), 1);
    const removed = await tab.remove('b');
    if (!removed.ok) throw new Error(removed.message);
    await tab.save(metaOf('b'), file('b', 'newer board'), 'new');
    const back = await tab.restore(removed.value.id);
    expect(back.ok && [back.value.key, back.value.revision]).toEqual(['b-2', 3]);
    expect(await textOf(tab, 'b')).toBe('newer board');
    expect(await textOf(tab, 'b-2')).toBe('older edit');
  });

  test('a new board never claims a key under which a stray photo is kept (it would inherit it)', async () => {
    const {
      libraries: [tab],
      store,
    } = tabs(1);
    await set('photo/stray', photo, store);
    const saved = await tab.save(metaOf('stray'), file('stray', 'x'), 'new');
    expect(saved.ok ? undefined : saved.conflict).toBe('taken');
    expect(await tab.freeKeyFor('stray')).toEqual({ ok: true, value: 'stray-2' });
  });

  test('a refused save tells nobody', async () => {
    const {
      libraries: [a, b],
    } = tabs();
    await a.save(metaOf('b'), file('b', 'x'), 'new');
    const inB = heard(b);
    const inA = heard(a);
    await a.save(metaOf('b'), file('b', 'y'), 0);
    await new Promise((r) => setTimeout(r, 50));
    expect([...inA, ...inB]).toEqual([]);
  });
});

describe('one id in two tabs at once', () => {
  test('two different boards of one id kept at the same moment get two keys, neither written over', async () => {
    const {
      libraries: [a, b],
    } = tabs();
    const [one, two] = await Promise.all([a.add(board('ridge', 'first')), b.add(board('ridge', 'second'))]);
    const keys = [one, two].map((r) => (r.ok ? r.value.key : '')).sort();
    expect(keys).toEqual(['ridge', 'ridge-2']);
    const texts = await Promise.all(keys.map((k) => textOf(a, k)));
    expect(texts.sort()).toEqual(['first', 'second']);
  });
});
