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
// - One writer per board (docs/boards-safe.md): every record has a revision,
//   and `save` checks the revision its caller read in the same transaction as
//   the write, refusing a stale or deleted one; a board and what is kept
//   beside it go in that one transaction. Every write is announced to the
//   app's other tabs over a BroadcastChannel, and to this tab's listeners.

import { delMany, get, getMany, keys, promisifyRequest, setMany, type UseStore } from 'idb-keyval';

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
  /**
   * How many times this board was saved: 1 when first kept, one more at every
   * save, checked in the same transaction as the write so a tab holding an
   * older revision cannot write over a newer one (docs/boards-safe.md, "Two
   * tabs"). A record kept before revisions existed reads as 0.
   */
  readonly revision: number;
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
    private readonly open: () => UseStore = () => durableStore('hexlos-library', 'boards'),
    private readonly now: () => number = Date.now,
    private readonly channelName: string = LIBRARY_CHANNEL,
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

  private channel: BroadcastChannel | undefined;
  private readonly listeners = new Set<(change: LibraryChangeNote) => void>();

  /**
   * Hears every change of the library: this tab's own writes (`here`) and,
   * over a BroadcastChannel, those of every other tab of the app
   * (docs/boards-safe.md, "Two tabs"). Returns the way to stop hearing.
   */
  onChange(listener: (change: LibraryChangeNote) => void): () => void {
    this.listeners.add(listener);
    this.openChannel();
    return () => this.listeners.delete(listener);
  }

  /** Stops hearing other tabs (tests close their libraries). */
  close(): void {
    this.channel?.close();
    this.channel = undefined;
    this.listeners.clear();
  }

  private openChannel(): BroadcastChannel | undefined {
    if (this.channel || typeof BroadcastChannel === 'undefined') return this.channel;
    this.channel = new BroadcastChannel(this.channelName);
    this.channel.onmessage = (e: MessageEvent<unknown>) => {
      if (isLibraryChange(e.data)) this.tell({ ...e.data, here: false });
    };
    return this.channel;
  }

  private tell(note: LibraryChangeNote): void {
    for (const listener of [...this.listeners]) listener(note);
  }

  /** Called by every write after its transaction is done: the other tabs are told, then this tab's listeners. */
  private announce(change: LibraryChange): void {
    try {
      this.openChannel()?.postMessage(change);
    } catch {
      // A closed channel (the page is going away): the other tabs read the newer revision when they save or come back.
    }
    this.tell({ ...change, here: true });
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
   * ids) or by another record gets the next free key. The key is chosen and
   * written in one transaction, so two tabs keeping two boards of one id at
   * once get two keys.
   */
  add(record: NewRecord, reserved: ReadonlySet<string> = new Set()): Promise<LibraryResult<LibraryMeta>> {
    return this.attempt(async (db) => {
      const bytes = recordBytes(record.files);
      if (bytes > MAX_RECORD_BYTES) throw sizeError(bytes);
      const { meta, fresh } = await writeTransaction(db, async (store) => {
        const metaKeys = new Set(
          ((await promisifyRequest(store.getAllKeys(metaRange()))) as string[]).map((k) => k.slice(META.length)),
        );
        // The same board already kept under one of its keys: refresh it in place.
        for (const key of [record.boardId, ...[...metaKeys].filter((k) => k.startsWith(`${record.boardId}-`))]) {
          if (!metaKeys.has(key)) continue;
          const files = (await promisifyRequest(store.get(FILES + key))) as StoredFile[] | undefined;
          if (files && sameFiles(files, record.files)) {
            const stored = (await promisifyRequest(store.get(META + key))) as LibraryMeta;
            const dated: LibraryMeta = { ...stored, revision: revisionOf(stored), savedAt: this.now() };
            store.put(dated, META + key);
            await promisifyRequest(store.transaction);
            return { meta: dated, fresh: false };
          }
        }
        if (metaKeys.size >= MAX_LIBRARY_ENTRIES) throw fullError();
        const key = freeKey(record.boardId, (k) => metaKeys.has(k) || reserved.has(k));
        const kept: LibraryMeta = {
          key,
          boardId: record.boardId,
          name: record.name,
          family: record.family,
          kind: record.kind,
          origin: record.origin,
          savedAt: this.now(),
          bytes,
          revision: 1,
        };
        store.put(kept, META + key);
        store.put(record.files, FILES + key);
        await promisifyRequest(store.transaction);
        return { meta: kept, fresh: true };
      });
      if (fresh) this.announce({ kind: 'saved', key: meta.key, revision: meta.revision });
      return meta;
    });
  }

  /**
   * Saves a board under its own key only if the record there is still the
   * one this tab read: `expected` is the revision read (or `'new'`: no
   * record may be there). The check, the summary, the files and whatever is
   * kept beside them (the photo with its fit and proposals, the review) are
   * one transaction, so a board is never kept without its photo, and a tab
   * holding an older revision is refused instead of writing over a newer
   * one. A refusal is an answer, not a failure: `conflict` says which, and
   * `current` is the record's summary as it stands.
   */
  save(
    meta: LibraryMeta,
    files: readonly StoredFile[],
    expected: number | 'new',
    beside: KeptBeside = {},
  ): Promise<SaveResult> {
    return this.attempt(async (db) => {
      const bytes = recordBytes(files);
      if (bytes > MAX_RECORD_BYTES) throw sizeError(bytes);
      if (beside.photo) checkPhoto(beside.photo);
      if (beside.review) checkReview(beside.review);
      const outcome = await writeTransaction(db, async (store): Promise<SaveOutcome> => {
        const stored = (await promisifyRequest(store.get(META + meta.key))) as LibraryMeta | undefined;
        if (expected === 'new' && stored) return { conflict: 'taken', current: stored };
        if (expected !== 'new' && !stored) return { conflict: 'gone' };
        if (expected !== 'new' && stored && revisionOf(stored) !== expected)
          return { conflict: 'stale', current: stored };
        if (!stored && (await promisifyRequest(store.count(metaRange()))) >= MAX_LIBRARY_ENTRIES) throw fullError();
        // A board put back (undo of a delete) continues its own count, so a tab still holding it sees it as newer.
        const revision = Math.max(revisionOf(stored), revisionOf(meta)) + 1;
        const saved: LibraryMeta = { ...meta, bytes, savedAt: this.now(), revision };
        store.put(saved, META + meta.key);
        store.put(files, FILES + meta.key);
        if (beside.photo) {
          store.put(beside.photo, PHOTO + meta.key);
          // A new photo has new proposals: the review of the old one goes unless one is kept with it.
          if (!beside.review) store.delete(REVIEW + meta.key);
        }
        if (beside.review) store.put({ decisions: { ...beside.review.decisions } }, REVIEW + meta.key);
        await promisifyRequest(store.transaction);
        return { saved, renamed: !!stored && stored.name !== saved.name };
      });
      if ('conflict' in outcome) return outcome;
      this.announce({
        kind: outcome.renamed ? 'renamed' : 'saved',
        key: outcome.saved.key,
        revision: outcome.saved.revision,
      });
      return { saved: outcome.saved };
    }).then((r): SaveResult => {
      if (!r.ok) return r;
      if ('conflict' in r.value) {
        const { conflict, current } = r.value;
        return { ok: false, conflict, current, message: CONFLICT_WORDS[conflict] };
      }
      return { ok: true, value: r.value.saved };
    });
  }

  /**
   * Writes a record under its own key whatever is there (the summary and
   * files in one transaction, one revision on): for a write that does not
   * follow an earlier read. Edits go through `save`, which checks the revision.
   */
  put(meta: LibraryMeta, files: readonly StoredFile[]): Promise<LibraryResult<LibraryMeta>> {
    return this.attempt(async (db) => {
      const bytes = recordBytes(files);
      if (bytes > MAX_RECORD_BYTES) throw sizeError(bytes);
      const saved = await writeTransaction(db, async (store) => {
        const stored = (await promisifyRequest(store.get(META + meta.key))) as LibraryMeta | undefined;
        if (!stored && (await promisifyRequest(store.count(metaRange()))) >= MAX_LIBRARY_ENTRIES) throw fullError();
        const next: LibraryMeta = {
          ...meta,
          bytes,
          savedAt: this.now(),
          revision: Math.max(revisionOf(stored), revisionOf(meta)) + 1,
        };
        store.put(next, META + meta.key);
        store.put(files, FILES + meta.key);
        await promisifyRequest(store.transaction);
        return next;
      });
      this.announce({ kind: 'saved', key: saved.key, revision: saved.revision });
      return saved;
    });
  }

  /** Renames a board in the list (its files keep their own name field). */
  rename(key: string, name: string): Promise<LibraryResult<LibraryMeta>> {
    return this.attempt(async (db) => {
      const meta = await get<LibraryMeta>(META + key, db);
      if (!meta) throw new Error(`there is no board “${key}” in the library`);
      const renamed: LibraryMeta = { ...meta, name, revision: revisionOf(meta) + 1 };
      await setMany([[META + key, renamed]], db);
      this.announce({ kind: 'renamed', key, revision: renamed.revision });
      return renamed;
    });
  }

  /** Removes a board and the photo kept with it, in one transaction. */
  remove(key: string): Promise<LibraryResult<void>> {
    return this.attempt(async (db) => {
      const meta = await get<LibraryMeta>(META + key, db);
      await delMany([META + key, FILES + key, PHOTO + key, REVIEW + key], db);
      this.announce({ kind: 'deleted', key, revision: revisionOf(meta) });
    });
  }

  /** Keeps the photo a board was traced over, beside the board kept under `key`. */
  putPhoto(key: string, photo: BoardPhoto): Promise<LibraryResult<void>> {
    return this.attempt(async (db) => {
      checkPhoto(photo);
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
      checkReview(review);
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

/** The channel every tab of the app hears the library's changes on. */
export const LIBRARY_CHANNEL = 'hexlos-library';

/** One write of the library, told to every tab: a board saved, renamed or deleted, and its revision after it. */
export interface LibraryChange {
  readonly kind: 'saved' | 'renamed' | 'deleted';
  readonly key: string;
  readonly revision: number;
}

/** A change as a listener hears it: `here` when this tab made it. */
export interface LibraryChangeNote extends LibraryChange {
  readonly here: boolean;
}

function isLibraryChange(x: unknown): x is LibraryChange {
  if (typeof x !== 'object' || x === null) return false;
  const c = x as Partial<Record<keyof LibraryChange, unknown>>;
  return (
    (c.kind === 'saved' || c.kind === 'renamed' || c.kind === 'deleted') &&
    typeof c.key === 'string' &&
    typeof c.revision === 'number'
  );
}

/** The revision of a kept summary; one kept before revisions existed (or none at all) is 0. */
export const revisionOf = (meta: { readonly revision?: unknown } | undefined): number =>
  typeof meta?.revision === 'number' && Number.isInteger(meta.revision) && meta.revision >= 0 ? meta.revision : 0;

/** What is kept beside a board, written in the board's own transaction. */
export interface KeptBeside {
  readonly photo?: BoardPhoto;
  readonly review?: BoardReview;
}

/**
 * Why a save was refused without a storage failure: `stale`, the record was
 * saved meanwhile (by another tab); `gone`, it was deleted meanwhile;
 * `taken`, a new board's key was taken meanwhile.
 */
export type SaveConflict = 'stale' | 'gone' | 'taken';

export type SaveResult =
  | { readonly ok: true; readonly value: LibraryMeta }
  | {
      readonly ok: false;
      readonly message: string;
      readonly conflict?: SaveConflict;
      readonly current?: LibraryMeta;
    };

type SaveOutcome =
  | { readonly saved: LibraryMeta; readonly renamed: boolean }
  | { readonly conflict: SaveConflict; readonly current?: LibraryMeta };

const CONFLICT_WORDS: Readonly<Record<SaveConflict, string>> = {
  stale:
    'This board was changed in another tab or window since this one read it, so this copy was not saved over the newer one.',
  gone: 'This board was deleted in another tab or window, so these edits were not saved on this device.',
  taken: 'Another board was kept under the same name meanwhile, so this one was not saved over it.',
};

/**
 * One readwrite transaction whose writes all land or none do: a failure in
 * the middle (a value the browser cannot store) aborts what was already
 * queued, so a board is never kept without what goes beside it.
 */
function writeTransaction<T>(db: UseStore, body: (store: IDBObjectStore) => Promise<T>): Promise<T> {
  return db('readwrite', async (store) => {
    try {
      return await body(store);
    } catch (err) {
      try {
        store.transaction.abort();
      } catch {
        // Already finished (its own failure aborted it).
      }
      throw err;
    }
  });
}

/** Every summary key, for counting and listing inside one transaction. */
const metaRange = (): IDBKeyRange => IDBKeyRange.bound(META, `${META}\uffff`);

/**
 * The library's database, with writes that are on disk when they report done
 * (`durability: 'strict'`): "saved on this device" is said only after that
 * (docs/boards-safe.md). Otherwise idb-keyval's own store.
 */
export function durableStore(dbName: string, storeName: string): UseStore {
  const request = indexedDB.open(dbName);
  request.onupgradeneeded = () => request.result.createObjectStore(storeName);
  const opened = promisifyRequest(request);
  return (mode, callback) =>
    opened.then((db) => callback(db.transaction(storeName, mode, { durability: 'strict' }).objectStore(storeName)));
}

function checkPhoto(photo: BoardPhoto): void {
  if (photo.image.size > MAX_PHOTO_BYTES) {
    throw new Error(
      `the photo takes ${(photo.image.size / 1048576).toFixed(1)} MB; a photo kept with a board may take at most ${MAX_PHOTO_BYTES / 1048576} MB`,
    );
  }
}

function checkReview(review: BoardReview): void {
  const count = Object.keys(review.decisions).length;
  if (count > MAX_REVIEW_DECISIONS)
    throw new Error(`the review holds ${count} decisions; at most ${MAX_REVIEW_DECISIONS} are kept`);
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
