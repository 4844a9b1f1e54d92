// The backup file (docs/board-format.md#the-backup-file): every board with
// its files, photo (the same bytes), fit and review, and its origin and date,
// read back whole; a file that is not a backup, or a damaged board inside
// one, named rather than thrown.

// oxlint-disable-next-line import/no-unassigned-import
import 'fake-indexeddb/auto';
import { strToU8, zipSync } from 'fflate';
import { createStore, setMany } from 'idb-keyval';
import { describe, expect, test } from 'vitest';

import { MANIFEST, packBackup, unpackBackup } from './backup.ts';
import { BoardLibrary } from './library.ts';
import { OLD_SHAPES, PNG_1X1, withImages } from './stored-fixtures.ts';

let dbCount = 0;
async function libraryWith(entries: (typeof OLD_SHAPES)[number]['entries'][]) {
  const store = createStore(`backup-${++dbCount}`, 'boards');
  for (const e of entries)
    await setMany(
      withImages(e, (b) => new Blob([b.slice()], { type: 'image/png' })),
      store,
    );
  return new BoardLibrary(() => store);
}

describe('the backup file', () => {
  test('every board comes back with its origin, date, files, the photo’s bytes, fit and review', async () => {
    const from = await libraryWith(OLD_SHAPES.map((s) => s.entries));
    const all = await from.readAll();
    if (!all.ok) throw new Error(all.message);
    const read = unpackBackup(await packBackup(all.value, 0));
    if (!read.ok) throw new Error(read.message);
    expect(read.skipped).toEqual([]);
    expect(read.boards.map((b) => [b.meta.key, b.meta.origin, b.meta.savedAt])).toEqual(
      all.value.map((b) => [b.meta.key, b.meta.origin, b.meta.savedAt]),
    );
    for (const [i, board] of read.boards.entries()) {
      const original = all.value[i];
      expect(board.files).toEqual(original.files);
      expect(!!board.photo).toBe(!!original.photo);
      if (board.photo && original.photo) {
        expect([...new Uint8Array(await board.photo.image.arrayBuffer())]).toEqual(PNG_1X1);
        const { image: _a, ...fit } = board.photo;
        const { image: _b, ...originalFit } = original.photo;
        expect(fit).toEqual(originalFit);
      }
      expect(board.review).toEqual(original.review);
    }
    // Restored into an empty library: "made here" stays "made here", the photo and review beside it.
    const into = await libraryWith([]);
    for (const b of read.boards) {
      const kept = await into.add({ ...b.meta, files: b.files }, new Set(), {
        photo: b.photo,
        review: b.review,
        savedAt: b.meta.savedAt,
      });
      expect(kept.ok && [kept.value.key, kept.value.origin]).toEqual([b.meta.key, b.meta.origin]);
    }
    const review = await into.readReview('review-shape');
    expect(review.ok && review.value.decisions).toEqual({ B2: 'kept' });
  });

  test.each([
    ['not a zip', strToU8('{"format":"hexlos-board/1"}'), /not a HexLOS backup file/],
    ['a zip without the manifest', zipSync({ 'a.txt': strToU8('x') }), /has no hexlos-library.json/],
    ['a manifest of another format', zipSync({ [MANIFEST]: strToU8('{"format":"other"}') }), /not of the format/],
    ['a manifest that is not JSON', zipSync({ [MANIFEST]: strToU8('{') }), /could not be read/],
  ])('%s is refused with a sentence', (_note, bytes, message) => {
    const read = unpackBackup(bytes);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toMatch(message);
  });

  test('a damaged board inside is skipped and named; the rest are read', async () => {
    const from = await libraryWith([OLD_SHAPES[0].entries]);
    const all = await from.readAll();
    if (!all.ok) throw new Error(all.message);
    const manifest = {
      format: 'hexlos-library/1',
      madeAt: '2026-11-28T00:00:00.000Z',
      boards: [{ key: 'gone', name: 'Gone', files: [{ name: 'gone.json', path: 'boards/9/1.json' }] }],
    };
    const read = unpackBackup(zipSync({ [MANIFEST]: strToU8(JSON.stringify(manifest)) }));
    expect(read).toEqual({
      ok: true,
      boards: [],
      skipped: ['Gone (boards[0]): boards/9/1.json is missing from the backup'],
    });
  });
});
