// The board library on the device: every board or map the user opens, makes
// or receives in a link is kept in the browser's IndexedDB, so it is still
// there after a reload, offline, and after the browser restarts.
//
// Storage goes through idb-keyval (a few hundred bytes, one object store,
// atomic multi-key writes) rather than raw IndexedDB: the library needs only
// keyed records, and every write of a board is one transaction of its summary
// and its files, so a failed save leaves the previous record whole.
//
// Decisions (docs/board-format.md, "The board library"; docs/boards-safe.md):
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
//   part of the board's files, so no .json export or link carries it (a
//   backup does: backup.ts); removing the board moves it to the trash with
//   the board in the same transaction.
// - Beside the photo, one small record of the review pass over its proposals
//   (`review/<key>`, a BoardReview: what was decided about each proposal, by
//   the proposal's name), so a review reopened continues with what is left.
//   At most MAX_REVIEW_DECISIONS entries; keeping a new photo drops the old
//   review in the same transaction (its proposals are gone), and removing the
//   board moves it to the trash with the board.
// - Every record is checked on load and read through the migrations
//   (validate.ts, migrate.ts): a damaged one is named and set aside, never
//   stopping the rest; the store's `schema` key says which shape it holds.
// - Deleting a board moves it, with its photo and review, to the trash
//   (trash.ts) in one transaction; the trash is emptied after TRASH_KEEP_DAYS.
// - A new board's key is chosen inside the transaction that writes it, so two
//   tabs keeping boards of one id at once never take the same key.

import { createStore, delMany, get, getMany, keys, promisifyRequest, setMany, type UseStore } from 'idb-keyval';

import type { BoardFamily } from '../../engine/types.ts';
import { CURRENT_SCHEMA, migrateEntries, migratePhoto, migrateReview, SCHEMA_KEY, storedSchema } from './migrate.ts';
import { retitleFiles } from './retitle.ts';
import { expiredTrash, trashIdFor, TRASH_PREFIX } from './trash.ts';
import {
  checkMeta,
  checkTrashEntry,
  type Inventory,
  isBoardPhoto,
  isBoardReview,
  takeInventory,
  type TrashEntry,
  type TrashSummary,
} from './validate.ts';

export const MAX_LIBRARY_ENTRIES = 500;
export const MAX_RECORD_BYTES = 5 * 1024 * 1024;

export type LibraryResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly message: string };

import {
  type BoardPhoto,
  type BoardReview,
  type LibraryMeta,
  type LibraryOrigin,
  type LibraryRecord,
  MAX_REVIEW_DECISIONS,
  type StoredFile,
  type WholeBoard,
} from './records.ts';

export type { DamagedRecord, Inventory, TrashSummary } from './validate.ts';
export {
  type BoardPhoto,
  type BoardReview,
  type LibraryMeta,
  type LibraryOrigin,
  type LibraryRecord,
  MAX_REVIEW_DECISIONS,
  type StoredFile,
} from './records.ts';

const META = 'meta/';
const FILES = 'files/';
const PHOTO = 'photo/';
const REVIEW = 'review/';

/** The largest photo kept with a board: a 4000-pixel JPEG of a board is 2 to 5 MB. */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;

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

/** What a restore or a backup brings beside a board: kept in the same transaction. */
export interface KeptBeside {
  readonly photo?: BoardPhoto;
  readonly review?: BoardReview;
  /** The date it was last saved where it came from (a backup); now when absent. */
  readonly savedAt?: number;
  /** Write the chosen key into the board's file as its id (a copy: the copy and the original never stand for each other). */
  readonly idFromKey?: boolean;
}

/** The object store's raw requests, awaited inside one transaction (IndexedDB keeps it open while requests follow). */
const request = <T>(r: IDBRequest<T>): Promise<T> => promisifyRequest(r);

/** Runs `work` in one transaction of the store and waits for it to commit; a throw aborts it, so nothing is half written. */
function inTransaction<T>(
  db: UseStore,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => Promise<T>,
): Promise<T> {
  return db(mode, async (store) => {
    const done = promisifyRequest(store.transaction);
    try {
      const value = await work(store);
      await done;
      return value;
    } catch (err) {
      try {
        store.transaction.abort();
      } catch {
        // Already finished or aborted: the error below is the one to report.
      }
      await done.catch(() => undefined);
      throw err;
    }
  });
}

/** Every record of the store (or of a range of its keys), keyed, read in the given transaction. */
async function allEntries(store: IDBObjectStore, range?: IDBKeyRange): Promise<Map<string, unknown>> {
  const [storeKeys, values] = await Promise.all([request(store.getAllKeys(range)), request(store.getAll(range))]);
  const entries = new Map<string, unknown>();
  storeKeys.forEach((k, i) => {
    if (typeof k === 'string') entries.set(k, values[i]);
  });
  return entries;
}

/** The library over one IndexedDB object store (or any idb-keyval store, in tests). */
export class BoardLibrary {
  private store: UseStore | undefined;
  private migrated: Promise<void> | undefined;
  /** A newer build has written the store: this one reads what it can and writes nothing. */
  private newer = false;

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

  /**
   * Once per page: brings the store's records to the current schema and
   * empties the trash of what is past its time, in one transaction. A failure
   * (storage full, read-only) changes nothing: every read goes through the
   * migrations in memory anyway, and the next start tries again.
   */
  private ready(db: UseStore): Promise<void> {
    this.migrated ??= inTransaction(db, 'readwrite', async (store) => {
      const from = storedSchema(await request<unknown>(store.get(SCHEMA_KEY)));
      if (from > CURRENT_SCHEMA) {
        this.newer = true;
        return;
      }
      // A store already current reads only its trash here; an older one is read whole to be migrated.
      const entries =
        from === CURRENT_SCHEMA
          ? await allEntries(store, IDBKeyRange.bound(TRASH_PREFIX, `${TRASH_PREFIX}\uffff`))
          : await allEntries(store);
      for (const [storeKey, value] of migrateEntries(entries, from).changed) store.put(value, storeKey);
      for (const storeKey of expiredTrash(entries, this.now())) store.delete(storeKey);
      if (from !== CURRENT_SCHEMA) store.put(CURRENT_SCHEMA, SCHEMA_KEY);
    }).catch(() => undefined);
    return this.migrated;
  }

  private async attempt<T>(run: (db: UseStore) => Promise<T>, writes = false): Promise<LibraryResult<T>> {
    try {
      const db = this.db();
      await this.ready(db);
      if (writes && this.newer) throw newerError();
      return { ok: true, value: await run(db) };
    } catch (err) {
      return { ok: false, message: storageMessage(err) };
    }
  }

  /** Every record checked: the whole boards (newest first), the trash, and what is damaged. */
  inventory(): Promise<LibraryResult<Inventory>> {
    return this.attempt(async (db) => takeInventory(await inTransaction(db, 'readonly', (store) => allEntries(store))));
  }

  /** Every whole board's summary, the most recently saved first. */
  async list(): Promise<LibraryResult<LibraryMeta[]>> {
    const inventory = await this.inventory();
    return inventory.ok ? { ok: true, value: [...inventory.value.boards] } : inventory;
  }

  /** A whole board kept under `key`; none when there is none or it is damaged (the inventory names it). */
  read(key: string): Promise<LibraryResult<LibraryRecord | undefined>> {
    return this.attempt(async (db) => {
      const [meta, files] = await getMany<unknown>([META + key, FILES + key], db);
      if (meta === undefined || !isFileList(files)) return undefined;
      const checked = checkMeta(meta, key, files);
      return 'meta' in checked ? { meta: checked.meta, files } : undefined;
    });
  }

  /**
   * Keeps a board. The same board (same id, same text) already kept is only
   * dated anew; a different board whose id is taken by `reserved` (bundled
   * ids) or by another record gets the next free key. The key is chosen in
   * the transaction that writes the board, so no other tab can take it
   * between; `beside` adds its photo and review to the same transaction.
   */
  add(
    record: NewRecord,
    reserved: ReadonlySet<string> = new Set(),
    beside: KeptBeside = {},
  ): Promise<LibraryResult<LibraryMeta>> {
    return this.attempt(
      (db) =>
        inTransaction(db, 'readwrite', async (store) => {
          const bytes = recordBytes(record.files);
          if (bytes > MAX_RECORD_BYTES) throw sizeError(bytes);
          if (beside.photo && beside.photo.image.size > MAX_PHOTO_BYTES) throw photoSizeError(beside.photo);
          const storeKeys = (await request(store.getAllKeys())).filter((k): k is string => typeof k === 'string');
          const metaKeys = new Set(storeKeys.filter((k) => k.startsWith(META)).map((k) => k.slice(META.length)));
          const taken = (k: string) =>
            metaKeys.has(k) || reserved.has(k) || storeKeys.includes(FILES + k) || storeKeys.includes(PHOTO + k);
          // The same board already kept under one of its keys: refresh it in place.
          if (!beside.idFromKey) {
            for (const key of [record.boardId, ...[...metaKeys].filter((k) => k.startsWith(`${record.boardId}-`))]) {
              if (!metaKeys.has(key)) continue;
              const files: unknown = await request(store.get(FILES + key));
              const stored: unknown = await request(store.get(META + key));
              const checked = checkMeta(stored, key, files);
              if (isFileList(files) && 'meta' in checked && sameFiles(files, record.files)) {
                const meta: LibraryMeta = { ...checked.meta, savedAt: this.now() };
                store.put(meta, META + key);
                return meta;
              }
            }
          }
          if (metaKeys.size >= MAX_LIBRARY_ENTRIES) throw fullError();
          const key = freeKey(record.boardId, taken);
          const files = beside.idFromKey ? retitleFiles(record.files, { id: key }) : record.files;
          const meta = {
            key,
            boardId: beside.idFromKey ? key : record.boardId,
            name: record.name,
            family: record.family,
            kind: record.kind,
            origin: record.origin,
            savedAt: beside.savedAt ?? this.now(),
            bytes: recordBytes(files),
            revision: 0,
          } satisfies LibraryMeta & { revision: number };
          store.put(meta, META + key);
          store.put(files, FILES + key);
          if (beside.photo) store.put(beside.photo, PHOTO + key);
          if (beside.photo && beside.review && Object.keys(beside.review.decisions).length > 0)
            store.put({ decisions: { ...beside.review.decisions } }, REVIEW + key);
          return meta;
        }),
      true,
    );
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
    }, true);
  }

  /** Renames a board in the list (its files keep their own name field). */
  rename(key: string, name: string): Promise<LibraryResult<LibraryMeta>> {
    return this.attempt(async (db) => {
      const meta = await get<LibraryMeta>(META + key, db);
      if (!meta) throw new Error(`there is no board “${key}” in the library`);
      const renamed: LibraryMeta = { ...meta, name };
      await setMany([[META + key, renamed]], db);
      return renamed;
    }, true);
  }

  /**
   * Moves a board to the trash with its photo and review, in one
   * transaction: it leaves the list and enters the trash together, so a
   * reload or a crash at any moment finds it in one place or the other.
   */
  remove(key: string): Promise<LibraryResult<TrashSummary>> {
    return this.attempt(
      (db) =>
        inTransaction(db, 'readwrite', async (store) => {
          const [stored, files, photo, review] = await Promise.all(
            [META, FILES, PHOTO, REVIEW].map((prefix) => request<unknown>(store.get(prefix + key))),
          );
          const checked = checkMeta(stored, key, files);
          if (!('meta' in checked) || !isFileList(files)) throw new Error(`there is no board “${key}” in the library`);
          const trashKeys = new Set(
            (await request(store.getAllKeys())).filter((k): k is string => typeof k === 'string'),
          );
          const deletedAt = this.now();
          const id = trashIdFor(key, deletedAt, (t) => trashKeys.has(TRASH_PREFIX + t));
          const keptPhoto = migratePhoto(photo);
          const keptReview = migrateReview(review);
          const entry: TrashEntry = {
            meta: checked.meta,
            files,
            deletedAt,
            ...(isBoardPhoto(keptPhoto) ? { photo: keptPhoto } : {}),
            ...(isBoardPhoto(keptPhoto) && isBoardReview(keptReview) ? { review: keptReview } : {}),
          };
          store.put(entry, TRASH_PREFIX + id);
          for (const prefix of [META, FILES, PHOTO, REVIEW]) store.delete(prefix + key);
          return { id, meta: checked.meta, deletedAt, hasPhoto: !!entry.photo };
        }),
      true,
    );
  }

  /**
   * Brings a board back from the trash with its photo and review, in one
   * transaction: under its own key when that is free, else the next free one
   * (a board of that id was kept meanwhile).
   */
  restore(id: string, reserved: ReadonlySet<string> = new Set()): Promise<LibraryResult<LibraryMeta>> {
    return this.attempt(
      (db) =>
        inTransaction(db, 'readwrite', async (store) => {
          const entry = checkTrashEntry(await request<unknown>(store.get(TRASH_PREFIX + id)));
          if (!entry) throw new Error('that board is no longer in the trash');
          const storeKeys = (await request(store.getAllKeys())).filter((k): k is string => typeof k === 'string');
          const metaCount = storeKeys.filter((k) => k.startsWith(META)).length;
          if (metaCount >= MAX_LIBRARY_ENTRIES) throw fullError();
          const key = freeKey(
            entry.meta.key,
            (k) => reserved.has(k) || [META, FILES, PHOTO, REVIEW].some((prefix) => storeKeys.includes(prefix + k)),
          );
          const meta: LibraryMeta = { ...entry.meta, key };
          store.put(meta, META + key);
          store.put(entry.files, FILES + key);
          if (entry.photo) store.put(entry.photo, PHOTO + key);
          if (entry.photo && entry.review) store.put(entry.review, REVIEW + key);
          store.delete(TRASH_PREFIX + id);
          return meta;
        }),
      true,
    );
  }

  /** Deletes one board from the trash for good. */
  purge(id: string): Promise<LibraryResult<void>> {
    return this.attempt((db) => delMany([TRASH_PREFIX + id], db), true);
  }

  /** Empties the trash for good. */
  emptyTrash(): Promise<LibraryResult<void>> {
    return this.attempt(
      (db) =>
        inTransaction(db, 'readwrite', async (store) => {
          const storeKeys = await request(store.getAllKeys());
          for (const k of storeKeys) if (typeof k === 'string' && k.startsWith(TRASH_PREFIX)) store.delete(k);
        }),
      true,
    );
  }

  /** The records of a damaged entry as they are stored, by store key, for an export of the raw data. */
  readRaw(storeKeys: readonly string[]): Promise<LibraryResult<ReadonlyMap<string, unknown>>> {
    return this.attempt(async (db) => {
      const values = await getMany<unknown>([...storeKeys], db);
      return new Map(storeKeys.map((k, i) => [k, values[i]]));
    });
  }

  /** Deletes exactly the records a damaged entry was read from (never what its content names). */
  removeRaw(storeKeys: readonly string[]): Promise<LibraryResult<void>> {
    return this.attempt((db) => delMany([...storeKeys], db), true);
  }

  /** Every whole board with its photo and review: what a backup holds. */
  readAll(): Promise<LibraryResult<WholeBoard[]>> {
    return this.attempt(async (db) => {
      const entries = await inTransaction(db, 'readonly', (store) => allEntries(store));
      const { boards, photos } = takeInventory(entries);
      return boards.map((meta) => {
        const photo = photos.has(meta.key) ? (migratePhoto(entries.get(PHOTO + meta.key)) as BoardPhoto) : undefined;
        const review = migrateReview(entries.get(REVIEW + meta.key));
        return {
          meta,
          files: entries.get(FILES + meta.key) as StoredFile[],
          ...(photo ? { photo } : {}),
          ...(photo && isBoardReview(review) ? { review } : {}),
        };
      });
    });
  }

  /** Keeps the photo a board was traced over, beside the board kept under `key`. */
  putPhoto(key: string, photo: BoardPhoto): Promise<LibraryResult<void>> {
    return this.attempt(async (db) => {
      if (photo.image.size > MAX_PHOTO_BYTES) throw photoSizeError(photo);
      if ((await get(META + key, db)) === undefined)
        throw new Error(`there is no board “${key}” in the library to keep the photo with`);
      // A new photo has new proposals: the review of the old one goes with it, in the same transaction.
      await db('readwrite', (store) => {
        store.put(photo, PHOTO + key);
        store.delete(REVIEW + key);
        return promisifyRequest(store.transaction);
      });
    }, true);
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
    }, true);
  }

  /** The review kept beside a board's photo; none (an empty one) when there is no record or it is damaged. */
  readReview(key: string): Promise<LibraryResult<BoardReview>> {
    return this.attempt(async (db) => {
      const review = migrateReview(await get<unknown>(REVIEW + key, db));
      return isBoardReview(review) ? review : { decisions: {} };
    });
  }

  /** Forgets the review of a board's photo (the review started again). */
  dropReview(key: string): Promise<LibraryResult<void>> {
    return this.attempt((db) => delMany([REVIEW + key], db), true);
  }

  /** The photo kept with a board, if any. */
  readPhoto(key: string): Promise<LibraryResult<BoardPhoto | undefined>> {
    return this.attempt(async (db) => {
      const photo = migratePhoto(await get<unknown>(PHOTO + key, db));
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

const sameFiles = (a: readonly StoredFile[], b: readonly StoredFile[]): boolean =>
  a.length === b.length && a.every((f, i) => f.text === b[i].text);

function sizeError(bytes: number): Error {
  return new Error(
    `the board takes ${(bytes / 1048576).toFixed(1)} MB; a board kept on the device may take at most 5 MB`,
  );
}

function photoSizeError(photo: BoardPhoto): Error {
  return new Error(
    `the photo takes ${(photo.image.size / 1048576).toFixed(1)} MB; a photo kept with a board may take at most ${MAX_PHOTO_BYTES / 1048576} MB`,
  );
}

function newerError(): Error {
  return new Error('a newer version of HexLOS has kept boards in this browser; reload the page to get it');
}

const isFileList = (files: unknown): files is StoredFile[] =>
  Array.isArray(files) &&
  files.length > 0 &&
  files.every(
    (f) =>
      typeof f === 'object' &&
      f !== null &&
      typeof (f as StoredFile).name === 'string' &&
      typeof (f as StoredFile).text === 'string',
  );

function fullError(): Error {
  return new Error(`the library already holds ${MAX_LIBRARY_ENTRIES} boards; delete some to keep new ones`);
}
