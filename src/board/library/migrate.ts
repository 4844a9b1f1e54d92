// The library's storage schema and the migrations from every earlier record
// shape (docs/boards-safe.md#versions-of-the-library). The store holds one
// key `schema` with the version its records were last brought up to; a store
// without it is version 1, what every build before the key existed wrote.
//
// Shapes ever written (from the library's history):
// - version 1, boards only: `meta/<key>` (key, boardId, name, family, kind,
//   origin, savedAt, bytes) and `files/<key>` (the board's files);
// - version 1 with a photo: `photo/<key>` (image Blob, width, height, grid,
//   corners, proposals) beside the board;
// - version 1 with a review: `review/<key>` ({ decisions }) beside the photo.
// Version 2 adds the summary's `revision` (saves of the board, 0 for a
// record that predates it) and the trash (`trash/<id>`).
//
// A migration is data over records: one function per kind of record, each
// taking what was stored and returning the current shape, or the value as it
// was when it cannot be brought up (validation then names it as damaged).
// Fields a summary lacks are taken from what is certain (the store key, the
// board's own file), never guessed.

import type { BoardReview, StoredFile } from './records.ts';

export const SCHEMA_KEY = 'schema';
/** The version this build writes. */
export const CURRENT_SCHEMA = 2;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The first file's document, when it is a JSON object (the board or the map). */
function firstDocument(files: unknown): Record<string, unknown> | undefined {
  if (!Array.isArray(files) || !isObject(files[0]) || typeof files[0].text !== 'string') return undefined;
  try {
    const doc: unknown = JSON.parse(files[0].text);
    return isObject(doc) ? doc : undefined;
  } catch {
    return undefined;
  }
}

const utf8Bytes = (files: unknown): number | undefined =>
  Array.isArray(files) && files.every((f) => isObject(f) && typeof f.text === 'string')
    ? (files as StoredFile[]).reduce((n, f) => n + new TextEncoder().encode(f.text).length, 0)
    : undefined;

/**
 * A board's summary brought to version 2. `key` is the store key it is kept
 * under: a summary without a key takes it (one naming another key is left as
 * it is, for validation to name). Missing fields come from the board's file.
 */
export function migrateMeta(stored: unknown, key: string, files: unknown): unknown {
  if (!isObject(stored)) return stored;
  const doc = firstDocument(files);
  const next: Record<string, unknown> = { ...stored };
  next.key ??= key;
  next.boardId ??= typeof doc?.id === 'string' ? doc.id : key;
  if (next.name === undefined && typeof doc?.name === 'string') next.name = doc.name;
  if (next.family === undefined && typeof doc?.family === 'string') next.family = doc.family;
  if (next.kind === undefined && doc) next.kind = doc.parts !== undefined ? 'map' : 'board';
  // A summary without an origin reads as a file the user opened: the one origin that claims nothing.
  next.origin ??= 'file';
  next.savedAt ??= 0;
  if (next.bytes === undefined) {
    const bytes = utf8Bytes(files);
    if (bytes !== undefined) next.bytes = bytes;
  }
  next.revision ??= 0;
  return next;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

/** An image kept as bytes rather than a Blob, typed by its first bytes (PNG or else JPEG, the two the tracer encodes). */
function imageBlob(image: unknown): unknown {
  if (image instanceof Blob) return image;
  const bytes =
    image instanceof ArrayBuffer
      ? new Uint8Array(image)
      : ArrayBuffer.isView(image)
        ? new Uint8Array(image.buffer, image.byteOffset, image.byteLength)
        : undefined;
  if (!bytes) return image;
  const png = PNG_SIGNATURE.every((b, i) => bytes[i] === b);
  return new Blob([bytes.slice()], { type: png ? 'image/png' : 'image/jpeg' });
}

/** A photo record brought to version 2: an image kept as bytes becomes a Blob; a photo without proposals has none. */
export function migratePhoto(stored: unknown): unknown {
  if (!isObject(stored)) return stored;
  return {
    ...stored,
    image: imageBlob(stored.image),
    proposals: stored.proposals ?? { hexes: [], hexsides: [] },
  };
}

/** A review record brought to version 2: a bare map of decisions is wrapped as `{ decisions }`. */
export function migrateReview(stored: unknown): unknown {
  if (!isObject(stored) || stored.decisions !== undefined) return stored;
  const values = Object.values(stored);
  return values.every((v) => typeof v === 'string')
    ? ({ decisions: stored as Record<string, string> } satisfies BoardReview)
    : stored;
}

/** Every record of a store at `from` (a store without a version is 1), brought to the current shape; only the changed ones. */
export function migrateEntries(
  entries: ReadonlyMap<string, unknown>,
  from: number,
): { readonly changed: ReadonlyMap<string, unknown> } {
  const changed = new Map<string, unknown>();
  if (from >= CURRENT_SCHEMA) return { changed };
  for (const [storeKey, value] of entries) {
    let next = value;
    if (storeKey.startsWith('meta/')) {
      const key = storeKey.slice('meta/'.length);
      next = migrateMeta(value, key, entries.get(`files/${key}`));
    } else if (storeKey.startsWith('photo/')) next = migratePhoto(value);
    else if (storeKey.startsWith('review/')) next = migrateReview(value);
    if (next !== value) changed.set(storeKey, next);
  }
  return { changed };
}

/** The version a stored `schema` value says; anything but a positive integer reads as 1. */
export const storedSchema = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : 1;
