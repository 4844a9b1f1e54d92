// The board library on the device: every board or map the user opens, makes
// or receives in a link is kept in the browser's IndexedDB, so it is still
// there after a reload, offline, and after the browser restarts.
//
// Storage goes through idb-keyval (a few hundred bytes, one object store,
// atomic multi-key writes) rather than raw IndexedDB: the library needs only
// keyed records, and every write of a board is one transaction of its summary
// and its files, so a failed save leaves the previous record whole.
//
// Decisions (docs/board-format.md, "The board library"):
// - A record is keyed by the board's own id; a different board arriving with
//   an id already taken (by a bundled board or another library board) gets the
//   next free key `id-2`, `id-3`, …: nothing is ever overwritten by a stranger.
//   The same file arriving again (same text) only refreshes its date.
// - The library holds at most MAX_LIBRARY_ENTRIES boards; each board's files
//   together at most MAX_RECORD_BYTES (the board file limit). Past either
//   bound a save is refused with a message, never silently dropped.
// - Errors are values with a sentence a player can act on (quota full,
//   private browsing); the board stays open in the app whatever happens here.
// - A board traced over a photo keeps the photo beside it under its own key
//   (`photo/<key>`, a BoardPhoto): an encoded image of at most
//   MAX_PHOTO_BYTES, the grid fit and the proposals the scan read. It is never
//   part of the board's files, so no export or link can carry it; removing the
//   board removes it in the same transaction.
// - Beside the photo, one small record of the review pass over its proposals
//   (`review/<key>`, a BoardReview: what was decided about each proposal, by
//   the proposal's name), so a review reopened continues with what is left.
//   At most MAX_REVIEW_DECISIONS entries; keeping a new photo drops the old
//   review in the same transaction (its proposals are gone), and removing the
//   board removes it.

import { createStore, delMany, get, getMany, keys, promisifyRequest, setMany, type UseStore } from 'idb-keyval';

import type { BoardFamily } from '../../engine/types.ts';
import type { Point } from '../../scan/homography.ts';
import type { HexsideProposal, HexProposal, ScanGrid } from '../../scan/request.ts';

export const MAX_LIBRARY_ENTRIES = 500;
export const MAX_RECORD_BYTES = 5 * 1024 * 1024;

/** A file of a stored board: the board or map first, then the boards a map names. */
export interface StoredFile {
  readonly name: string;
  readonly text: string;
}

export type LibraryOrigin = 'file' | 'made' | 'link' | 'copy';

/** What the library list shows, without reading any board's files. */
export interface LibraryMeta {
  /** The library key: the board's id, or `id-2`… when that id was taken. */
  readonly key: string;
  /** The board's own id (the file's `id`). */
  readonly boardId: string;
  readonly name: string;
  readonly family: BoardFamily;
  readonly kind: 'board' | 'map';
  readonly origin: LibraryOrigin;
  /** Milliseconds since 1970 of the last save. */
  readonly savedAt: number;
  readonly bytes: number;
}

export interface LibraryRecord {
  readonly meta: LibraryMeta;
  readonly files: readonly StoredFile[];
}

export type LibraryResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly message: string };

const META = 'meta/';
const FILES = 'files/';
const PHOTO = 'photo/';
const REVIEW = 'review/';

/** The largest photo kept with a board: a 4000-pixel JPEG of a board is 2 to 5 MB. */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;

/** The photo a board was traced over, kept on the device beside the board (never in its files). */
export interface BoardPhoto {
  /** The photo as decoded and oriented for tracing, encoded (JPEG or PNG). */
  readonly image: Blob;
  readonly width: number;
  readonly height: number;
  /** The grid the corners were placed for and the four corner hex centres on the image, in its pixels: the homography. */
  readonly grid: ScanGrid;
  readonly corners: readonly Point[];
  /** What the scan proposed, with its confidence: the review walks them. */
  readonly proposals: { readonly hexes: readonly HexProposal[]; readonly hexsides: readonly HexsideProposal[] };
}

/** The most decisions a review record holds: one per proposal of the largest grid a scan reads, with room to spare. */
export const MAX_REVIEW_DECISIONS = 20_000;

/** The review pass over a board's photo: each decided proposal's name (`C3`, `B2 NE gray`) and what was decided (`kept`, `removed`, `to:<name>`). */
export interface BoardReview {
  readonly decisions: Readonly<Record<string, string>>;
}

/** Bytes the files take as UTF-16 strings would be an overestimate; count UTF-8 as they are exported. */
export const recordBytes = (files: readonly StoredFile[]): number =>
  files.reduce((n, f) => n + new TextEncoder().encode(f.text).length, 0);

/** A storage failure in words a player can act on. */
export function storageMessage(err: unknown): string {
  const name =
    err instanceof Error || (typeof err === 'object' && err !== null && 'name' in err)
      ? String((err as { name: unknown }).name)
      : '';
  if (name === 'QuotaExceededError') {
    return 'The browser’s storage for this app is full, so the board was not saved. Delete boards you no longer need, or export this one as a file.';
  }
  if (
    name === 'InvalidStateError' ||
    name === 'SecurityError' ||
    name === 'UnknownError' ||
    name === 'NotSupportedError'
  ) {
    return 'This browser is not keeping boards (private browsing, or site storage is turned off): the board is open now but will be gone after a reload. Export it as a file to keep it.';
  }
  const why = err instanceof Error ? err.message : String(err);
  return `The board could not be saved on this device (${why}). It is still open; export it as a file to keep it.`;
}

/** The next free key for an id: the id itself, then `id-2`, `id-3`, … */
export function freeKey(id: string, taken: (key: string) => boolean): string {
  if (!taken(id)) return id;
  const base = id.replace(/-\d+$/, '');
  for (let n = 2; ; n++) {
    const key = `${base}-${n}`.slice(-64);
    if (!taken(key)) return key;
  }
}

export interface NewRecord {
  readonly boardId: string;
  readonly name: string;
  readonly family: BoardFamily;
  readonly kind: 'board' | 'map';
  readonly origin: LibraryOrigin;
  readonly files: readonly StoredFile[];
}

/** The library over one IndexedDB object store (or any idb-keyval store, in tests). */
export class BoardLibrary {
  private store: UseStore | undefined;

  constructor(
    private readonly open: () => UseStore = () => createStore('hexlos-library', 'boards'),
    private readonly now: () => number = Date.now,
  ) {}

  private db(): UseStore {
    if (typeof indexedDB === 'undefined') {
      const err = new Error('IndexedDB is not available');
      err.name = 'NotSupportedError';
      throw err;
    }
    this.store ??= this.open();
    return this.store;
  }

  private async attempt<T>(run: (db: UseStore) => Promise<T>): Promise<LibraryResult<T>> {
    try {
      return { ok: true, value: await run(this.db()) };
    } catch (err) {
      return { ok: false, message: storageMessage(err) };
    }
  }

  /** Every stored board's summary, the most recently saved first. */
  list(): Promise<LibraryResult<LibraryMeta[]>> {
    return this.attempt(async (db) => {
      const metaKeys = (await keys<string>(db)).filter((k) => typeof k === 'string' && k.startsWith(META));
      const metas = (await getMany<LibraryMeta>(metaKeys, db)).filter(
        (m): m is LibraryMeta => !!m && typeof m.key === 'string',
      );
      return metas.sort((a, b) => b.savedAt - a.savedAt || a.key.localeCompare(b.key));
    });
  }

  read(key: string): Promise<LibraryResult<LibraryRecord | undefined>> {
    return this.attempt(async (db) => {
      const [meta, files] = await getMany<unknown>([META + key, FILES + key], db);
      if (!meta || !Array.isArray(files)) return undefined;
      return { meta: meta as LibraryMeta, files: files as StoredFile[] };
    });
  }

  /**
   * Keeps a board. The same board (same id, same text) already kept is only
   * dated anew; a different board whose id is taken by `reserved` (bundled
   * ids) or by another record gets the next free key.
   */
  add(record: NewRecord, reserved: ReadonlySet<string> = new Set()): Promise<LibraryResult<LibraryMeta>> {
    return this.attempt(async (db) => {
      const bytes = recordBytes(record.files);
      if (bytes > MAX_RECORD_BYTES) throw sizeError(bytes);
      const metaKeys = new Set(
        (await keys<string>(db))
          .filter((k) => typeof k === 'string' && k.startsWith(META))
          .map((k) => k.slice(META.length)),
      );
      // The same board already kept under one of its keys: refresh it in place.
      for (const key of [record.boardId, ...[...metaKeys].filter((k) => k.startsWith(`${record.boardId}-`))]) {
        if (!metaKeys.has(key)) continue;
        const files = await get<StoredFile[]>(FILES + key, db);
        if (files && sameFiles(files, record.files)) {
          const meta: LibraryMeta = {
            ...((await get<LibraryMeta>(META + key, db)) as LibraryMeta),
            savedAt: this.now(),
          };
          await setMany([[META + key, meta]], db);
          return meta;
        }
      }
      if (metaKeys.size >= MAX_LIBRARY_ENTRIES) throw fullError();
      const key = freeKey(record.boardId, (k) => metaKeys.has(k) || reserved.has(k));
      const meta: LibraryMeta = {
        key,
        boardId: record.boardId,
        name: record.name,
        family: record.family,
        kind: record.kind,
        origin: record.origin,
        savedAt: this.now(),
        bytes,
      };
      await setMany(
        [
          [META + key, meta],
          [FILES + key, record.files],
        ],
        db,
      );
      return meta;
    });
  }

  /** Writes a record under its own key (editor autosave, rename, undoing a delete): summary and files in one transaction. */
  put(meta: LibraryMeta, files: readonly StoredFile[]): Promise<LibraryResult<LibraryMeta>> {
    return this.attempt(async (db) => {
      const bytes = recordBytes(files);
      if (bytes > MAX_RECORD_BYTES) throw sizeError(bytes);
      const exists = (await get(META + meta.key, db)) !== undefined;
      if (
        !exists &&
        (await keys<string>(db)).filter((k) => typeof k === 'string' && k.startsWith(META)).length >=
          MAX_LIBRARY_ENTRIES
      )
        throw fullError();
      const saved: LibraryMeta = { ...meta, bytes, savedAt: this.now() };
      await setMany(
        [
          [META + meta.key, saved],
          [FILES + meta.key, files],
        ],
        db,
      );
      return saved;
    });
  }

  /** Renames a board in the list (its files keep their own name field). */
  rename(key: string, name: string): Promise<LibraryResult<LibraryMeta>> {
    return this.attempt(async (db) => {
      const meta = await get<LibraryMeta>(META + key, db);
      if (!meta) throw new Error(`there is no board “${key}” in the library`);
      const renamed: LibraryMeta = { ...meta, name };
      await setMany([[META + key, renamed]], db);
      return renamed;
    });
  }

  /** Removes a board and the photo kept with it, in one transaction. */
  remove(key: string): Promise<LibraryResult<void>> {
    return this.attempt((db) => delMany([META + key, FILES + key, PHOTO + key, REVIEW + key], db));
  }

  /** Keeps the photo a board was traced over, beside the board kept under `key`. */
  putPhoto(key: string, photo: BoardPhoto): Promise<LibraryResult<void>> {
    return this.attempt(async (db) => {
      if (photo.image.size > MAX_PHOTO_BYTES) {
        throw new Error(
          `the photo takes ${(photo.image.size / 1048576).toFixed(1)} MB; a photo kept with a board may take at most ${MAX_PHOTO_BYTES / 1048576} MB`,
        );
      }
      if ((await get(META + key, db)) === undefined)
        throw new Error(`there is no board “${key}” in the library to keep the photo with`);
      // A new photo has new proposals: the review of the old one goes with it, in the same transaction.
      await db('readwrite', (store) => {
        store.put(photo, PHOTO + key);
        store.delete(REVIEW + key);
        return promisifyRequest(store.transaction);
      });
    });
  }

  /** Keeps what the review pass decided about a board's proposals, beside its photo. */
  putReview(key: string, review: BoardReview): Promise<LibraryResult<void>> {
    return this.attempt(async (db) => {
      const count = Object.keys(review.decisions).length;
      if (count > MAX_REVIEW_DECISIONS)
        throw new Error(`the review holds ${count} decisions; at most ${MAX_REVIEW_DECISIONS} are kept`);
      if ((await get(PHOTO + key, db)) === undefined)
        throw new Error(`there is no photo kept with “${key}” to keep its review beside`);
      await setMany([[REVIEW + key, { decisions: { ...review.decisions } }]], db);
    });
  }

  /** The review kept beside a board's photo; none (an empty one) when there is no record or it is damaged. */
  readReview(key: string): Promise<LibraryResult<BoardReview>> {
    return this.attempt(async (db) => {
      const review = await get<unknown>(REVIEW + key, db);
      return isBoardReview(review) ? review : { decisions: {} };
    });
  }

  /** Forgets the review of a board's photo (the review started again). */
  dropReview(key: string): Promise<LibraryResult<void>> {
    return this.attempt((db) => delMany([REVIEW + key], db));
  }

  /** The photo kept with a board, if any. */
  readPhoto(key: string): Promise<LibraryResult<BoardPhoto | undefined>> {
    return this.attempt(async (db) => {
      const photo = await get<BoardPhoto>(PHOTO + key, db);
      return isBoardPhoto(photo) ? photo : undefined;
    });
  }

  /** A free key for a new board made from `id` (a copy, a new board). */
  freeKeyFor(id: string, reserved: ReadonlySet<string> = new Set()): Promise<LibraryResult<string>> {
    return this.attempt(async (db) => {
      const metaKeys = new Set(
        (await keys<string>(db))
          .filter((k) => typeof k === 'string' && k.startsWith(META))
          .map((k) => k.slice(META.length)),
      );
      return freeKey(id, (k) => metaKeys.has(k) || reserved.has(k));
    });
  }
}

/** A record as putPhoto writes it (one damaged or written by another version reads as no photo). */
function isBoardPhoto(p: unknown): p is BoardPhoto {
  if (typeof p !== 'object' || p === null) return false;
  const r = p as Partial<Record<keyof BoardPhoto, unknown>>;
  const proposals = r.proposals as { hexes?: unknown; hexsides?: unknown } | undefined;
  return (
    r.image instanceof Blob &&
    typeof r.width === 'number' &&
    typeof r.height === 'number' &&
    typeof r.grid === 'object' &&
    r.grid !== null &&
    Array.isArray(r.corners) &&
    r.corners.length === 4 &&
    Array.isArray(proposals?.hexes) &&
    Array.isArray(proposals?.hexsides)
  );
}

function isBoardReview(r: unknown): r is BoardReview {
  if (typeof r !== 'object' || r === null) return false;
  const decisions = (r as { decisions?: unknown }).decisions;
  if (typeof decisions !== 'object' || decisions === null || Array.isArray(decisions)) return false;
  const entries = Object.values(decisions);
  return entries.length <= MAX_REVIEW_DECISIONS && entries.every((d) => typeof d === 'string');
}

const sameFiles = (a: readonly StoredFile[], b: readonly StoredFile[]): boolean =>
  a.length === b.length && a.every((f, i) => f.text === b[i].text);

function sizeError(bytes: number): Error {
  return new Error(
    `the board takes ${(bytes / 1048576).toFixed(1)} MB; a board kept on the device may take at most 5 MB`,
  );
}

function fullError(): Error {
  return new Error(`the library already holds ${MAX_LIBRARY_ENTRIES} boards; delete some to keep new ones`);
}
