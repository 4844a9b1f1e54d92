// Records as they lie in the library's IndexedDB store, for the unit tests
// (fake-indexeddb) and the e2e specs (written into Chromium's store with
// page.evaluate): every earlier shape the library wrote, and damaged records
// of each kind. A photo's image is the marker PHOTO_IMAGE, replaced by a real
// image Blob where the records are written (a Blob cannot travel as JSON).

export const PHOTO_IMAGE = '__photo-image__';

/** The bytes of a 1×1 PNG: the photo of the fixtures. */
export const PNG_1X1 = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00,
  0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89, 0x00, 0x00, 0x00, 0x0d, 0x49,
  0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xf8, 0xcf, 0xc0, 0xf0, 0x1f, 0x00, 0x05, 0x00, 0x01, 0xff, 0x89, 0x99, 0x3d,
  0x1d, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
];

export type StoredEntries = readonly (readonly [string, unknown])[];

const boardText = (id: string, name: string) =>
  `${JSON.stringify(
    {
      format: 'hexlos-board/1',
      id,
      name,
      family: 'panzerblitz',
      grid: { columns: 4, rows: 3, shifted: 'odd' },
      defaultTerrain: 'clear',
      hexes: { B2: { terrain: 'woods' } },
      hexsides: [],
    },
    null,
    2,
  )}\n`;

const files = (id: string, name: string) => [{ name: `${id}.json`, text: boardText(id, name) }];

/** A summary as every build before the schema key wrote it (no revision). */
const metaV1 = (key: string, name: string, origin = 'file') => ({
  key,
  boardId: key,
  name,
  family: 'panzerblitz',
  kind: 'board',
  origin,
  savedAt: 1_764_000_000_000,
  bytes: new TextEncoder().encode(boardText(key, name)).length,
});

const photoV1 = {
  image: PHOTO_IMAGE,
  width: 1,
  height: 1,
  grid: { columns: 4, rows: 3, shifted: 'odd' },
  corners: [
    { x: 0, y: 0 },
    { x: 1, y: 0 },
    { x: 1, y: 1 },
    { x: 0, y: 1 },
  ],
  proposals: { hexes: [{ label: 'B2', column: 1, row: 1, terrain: 'woods', confidence: 0.9 }], hexsides: [] },
};

/** One whole board of today's shape, the neighbour every damaged fixture sits beside. */
export const GOOD_BOARD: StoredEntries = [
  ['meta/good-board', { ...metaV1('good-board', 'Good board'), revision: 0 }],
  ['files/good-board', files('good-board', 'Good board')],
];

/** Every earlier shape the library wrote, each with the key and name it lists under once migrated. */
export const OLD_SHAPES: readonly {
  readonly note: string;
  readonly key: string;
  readonly name: string;
  readonly hasPhoto: boolean;
  readonly entries: StoredEntries;
}[] = [
  {
    note: 'version 1, boards only (the library as first written): no schema key, no revision',
    key: 'first-shape',
    name: 'First shape',
    hasPhoto: false,
    entries: [
      ['meta/first-shape', metaV1('first-shape', 'First shape', 'made')],
      ['files/first-shape', files('first-shape', 'First shape')],
    ],
  },
  {
    note: 'version 1 with the photo beside the board, before reviews were kept',
    key: 'photo-shape',
    name: 'Photo shape',
    hasPhoto: true,
    entries: [
      ['meta/photo-shape', metaV1('photo-shape', 'Photo shape', 'made')],
      ['files/photo-shape', files('photo-shape', 'Photo shape')],
      ['photo/photo-shape', photoV1],
    ],
  },
  {
    note: 'version 1 with the photo and its review',
    key: 'review-shape',
    name: 'Review shape',
    hasPhoto: true,
    entries: [
      ['meta/review-shape', metaV1('review-shape', 'Review shape', 'made')],
      ['files/review-shape', files('review-shape', 'Review shape')],
      ['photo/review-shape', photoV1],
      ['review/review-shape', { decisions: { B2: 'kept' } }],
    ],
  },
  {
    note: 'a summary missing the fields its board file states (key, id, kind, family, size, date, origin)',
    key: 'bare-summary',
    name: 'Bare summary',
    hasPhoto: false,
    entries: [
      ['meta/bare-summary', { name: 'Bare summary' }],
      ['files/bare-summary', files('bare-summary', 'Bare summary')],
    ],
  },
  {
    note: 'a photo kept as bytes without proposals, and its review as a bare map of decisions',
    key: 'bytes-photo',
    name: 'Bytes photo',
    hasPhoto: true,
    entries: [
      ['meta/bytes-photo', metaV1('bytes-photo', 'Bytes photo', 'made')],
      ['files/bytes-photo', files('bytes-photo', 'Bytes photo')],
      ['photo/bytes-photo', { ...photoV1, image: 'bytes', proposals: undefined }],
      ['review/bytes-photo', { B2: 'kept' }],
    ],
  },
];

/** Damaged records of each kind: the label the library names each by, and the store keys set aside. */
export const DAMAGED: readonly {
  readonly note: string;
  readonly label: string;
  readonly storeKeys: readonly string[];
  readonly entries: StoredEntries;
}[] = [
  {
    note: 'a summary whose name is not text (crashed the picker and the panel)',
    label: 'bad-name',
    storeKeys: ['meta/bad-name', 'files/bad-name'],
    entries: [
      ['meta/bad-name', { ...metaV1('bad-name', 'x'), name: { text: 'Bad name' } }],
      ['files/bad-name', files('bad-name', 'Bad name')],
    ],
  },
  {
    note: 'a summary naming another key (Delete removed the good board it named)',
    label: 'Impostor',
    storeKeys: ['meta/impostor', 'files/impostor'],
    entries: [
      ['meta/impostor', { ...metaV1('good-board', 'Impostor'), revision: 0 }],
      ['files/impostor', files('impostor', 'Impostor')],
    ],
  },
  {
    note: 'a summary whose files are missing',
    label: 'No files',
    storeKeys: ['meta/no-files'],
    entries: [['meta/no-files', metaV1('no-files', 'No files')]],
  },
  {
    note: 'files that are not a list of files',
    label: 'Files as text',
    storeKeys: ['meta/files-as-text', 'files/files-as-text'],
    entries: [
      ['meta/files-as-text', metaV1('files-as-text', 'Files as text')],
      ['files/files-as-text', boardText('files-as-text', 'Files as text')],
    ],
  },
  {
    note: 'a summary that is not a record',
    label: 'not-a-record',
    storeKeys: ['meta/not-a-record', 'files/not-a-record'],
    entries: [
      ['meta/not-a-record', 42],
      ['files/not-a-record', files('not-a-record', 'Not a record')],
    ],
  },
  {
    note: 'files without a summary',
    label: 'no-summary',
    storeKeys: ['files/no-summary'],
    entries: [['files/no-summary', files('no-summary', 'No summary')]],
  },
  {
    note: 'a kind of board the app does not know',
    label: 'Odd family',
    storeKeys: ['meta/odd-family', 'files/odd-family'],
    entries: [
      ['meta/odd-family', { ...metaV1('odd-family', 'Odd family'), family: 'chess' }],
      ['files/odd-family', files('odd-family', 'Odd family')],
    ],
  },
  {
    note: 'a photo record that is not whole (the board beside it stays whole)',
    label: 'the photo of Good board',
    storeKeys: ['photo/good-board'],
    entries: [['photo/good-board', { ...photoV1, image: 'not an image', corners: 'none' }]],
  },
  {
    note: 'a photo without a board',
    label: 'the photo of lost-board',
    storeKeys: ['photo/lost-board'],
    entries: [['photo/lost-board', photoV1]],
  },
  {
    note: 'a review that is not whole',
    label: 'the review of lost-review',
    storeKeys: ['review/lost-review'],
    entries: [['review/lost-review', { decisions: 5 }]],
  },
  {
    note: 'a deleted board in the trash that is not whole',
    label: 'Broken bin (in the trash)',
    storeKeys: ['trash/broken-bin@1'],
    entries: [['trash/broken-bin@1', { meta: { name: 'Broken bin' }, files: 7, deletedAt: 'yesterday' }]],
  },
];

/** The entries with each photo's image marker replaced by an image (`bytes` by the PNG's bytes, as an older writer kept them). */
export function withImages(entries: StoredEntries, blob: (bytes: Uint8Array) => unknown): [string, unknown][] {
  return entries.map(([key, value]) => {
    if (typeof value !== 'object' || value === null || !('image' in value)) return [key, value];
    const image = (value as { image: unknown }).image;
    const bytes = new Uint8Array(PNG_1X1);
    if (image === PHOTO_IMAGE) return [key, { ...value, image: blob(bytes) }];
    if (image === 'bytes') return [key, { ...value, image: bytes.buffer }];
    return [key, value];
  });
}
