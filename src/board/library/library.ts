// The board library on the device: every board or map the user opens, makes
// or receives in a link is kept in the browser's IndexedDB, so it is still
// there after a reload, offline, and after the browser restarts.
//
// Storage goes through idb-keyval (a few hundred bytes, one object store,
// atomic multi-key writes) rather than raw IndexedDB: the library needs only
// keyed records, and every write of a board is one transaction of its summary
// and its files, so a failed save leaves the previous record whole.
//
// Decisions (docs/board-format.md#the-board-library-in-the-app; docs/boards-safe.md):
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
// - One writer per board (docs/boards-safe.md): every record has a revision,
//   and `save` checks the revision its caller read in the same transaction as
//   the write, refusing a stale or deleted one; a board and what is kept
//   beside it go in that one transaction. Every write is announced to the
//   app's other tabs over a BroadcastChannel, and to this tab's listeners.

//   A board put back from the trash continues its own count; where a board
//   was kept under its key since, it comes back under the next free key, so
//   it never writes over that board.

import { getMany, promisifyRequest, type UseStore } from 'idb-keyval';

import type { BoardFamily } from '../../engine/types.ts';
import { CURRENT_SCHEMA, migrateEntries, migratePhoto, migrateReview, SCHEMA_KEY, storedSchema } from './migrate.ts';
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

export const MAX_LIBRARY_ENTRIES = 500;
export const MAX_RECORD_BYTES = 5 * 1024 * 1024;

export type LibraryResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly message: string };

const META = 'meta/';
const FILES = 'files/';
const PHOTO = 'photo/';
const REVIEW = 'review/';
/** Every record kept under a board's key. */
const BOARD_PREFIXES = [META, FILES, PHOTO, REVIEW] as const;

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

/** What is kept beside a board, written in the board's own transaction. */
export interface KeptBeside {
  readonly photo?: BoardPhoto;
  readonly review?: BoardReview;
  /** The date it was last saved where it came from (a backup, for `add`); now when absent. */
  readonly savedAt?: number;
  /** Write the chosen key into the board's file as its id (a copy, for `add`: the copy and the original never stand for each other). */
  readonly idFromKey?: boolean;
}

/** The object store's raw requests, awaited inside one transaction (IndexedDB keeps it open while requests follow). */
const request = <T>(r: IDBRequest<T>): Promise<T> => promisifyRequest(r);

/**
 * Runs `work` in one transaction of the store and waits for it to commit;
 * a throw aborts it, so nothing is half written: a failure in the middle (a
 * value the browser cannot store) drops what was already queued, and a board
 * is never kept without what goes beside it.
 */
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

/** The one way the library writes: a readwrite transaction, all of it or none (and on disk when done: `durableStore`). */
const writeTransaction = <T>(db: UseStore, work: (store: IDBObjectStore) => Promise<T>): Promise<T> =>
  inTransaction(db, 'readwrite', work);

/** Every record of the store (or of a range of its keys), keyed, read in the given transaction. */
async function allEntries(store: IDBObjectStore, range?: IDBKeyRange): Promise<Map<string, unknown>> {
  const [storeKeys, values] = await Promise.all([request(store.getAllKeys(range)), request(store.getAll(range))]);
  const entries = new Map<string, unknown>();
  storeKeys.forEach((k, i) => {
    if (typeof k === 'string') entries.set(k, values[i]);
  });
  return entries;
}

/** Every string key of the store, read in the given transaction. */
const storeKeysIn = async (store: IDBObjectStore): Promise<Set<string>> =>
  new Set((await request(store.getAllKeys())).filter((k): k is string => typeof k === 'string'));

/**
 * Whether a board key is taken: by a summary, or by any record kept under it
 * (files or a photo left by a damaged entry), so a new board never inherits
 * a stranger's photo or review; `reserved` adds the bundled boards' ids.
 */
const keyTaken =
  (storeKeys: ReadonlySet<string>, reserved: ReadonlySet<string>) =>
  (key: string): boolean =>
    reserved.has(key) || BOARD_PREFIXES.some((prefix) => storeKeys.has(prefix + key));

const summaryCount = (storeKeys: ReadonlySet<string>): number =>
  [...storeKeys].filter((k) => k.startsWith(META)).length;

/** The library over one IndexedDB object store (or any idb-keyval store, in tests). */
export class BoardLibrary {
  private store: UseStore | undefined;
  private migrated: Promise<void> | undefined;
  /** A newer build has written the store: this one reads what it can and writes nothing. */
  private newer = false;
  /** The store held nothing at the start: its version is written with its first record, not before. */
  private unmarked = false;

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

  /**
   * Once per page: brings the store's records to the current schema and
   * empties the trash of what is past its time, in one transaction. A failure
   * (storage full, read-only) changes nothing: every read goes through the
   * migrations in memory anyway, and the next start tries again.
   */
  private ready(db: UseStore): Promise<void> {
    this.migrated ??= writeTransaction(db, async (store) => {
      const from = storedSchema(await request<unknown>(store.get(SCHEMA_KEY)));
      if (from > CURRENT_SCHEMA) {
        this.newer = true;
        return false;
      }
      // A store already current reads only its trash here; an older one is read whole to be migrated.
      const entries =
        from === CURRENT_SCHEMA
          ? await allEntries(store, IDBKeyRange.bound(TRASH_PREFIX, `${TRASH_PREFIX}\uffff`))
          : await allEntries(store);
      // An empty store has nothing to migrate: opening the app writes nothing (docs/boards-safe.md#versions-of-the-library).
      if (from !== CURRENT_SCHEMA && entries.size === 0) {
        this.unmarked = true;
        return false;
      }
      const expired = expiredTrash(entries, this.now());
      for (const [storeKey, value] of migrateEntries(entries, from).changed) store.put(value, storeKey);
      for (const storeKey of expired) store.delete(storeKey);
      if (from !== CURRENT_SCHEMA) store.put(CURRENT_SCHEMA, SCHEMA_KEY);
      return expired.length > 0;
    }).then(
      (emptied) => {
        // Another tab still lists what its time took out of the trash.
        if (emptied) this.announce({ kind: 'trash', key: '', revision: 0 });
      },
      () => undefined,
    );
    return this.migrated;
  }

  /** The one transaction helper of every write after start-up: marks an empty store with its version in its first write. */
  private async write<T>(db: UseStore, work: (store: IDBObjectStore) => Promise<T>): Promise<T> {
    const mark = this.unmarked;
    const value = await writeTransaction(db, async (store) => {
      if (mark) store.put(CURRENT_SCHEMA, SCHEMA_KEY);
      return work(store);
    });
    if (mark) this.unmarked = false;
    return value;
  }

  /** Runs a read, or with `writes` a write (refused when a newer build has written the store), with failures as values. */
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

  private channel: BroadcastChannel | undefined;
  private readonly listeners = new Set<(change: LibraryChangeNote) => void>();

  /**
   * Hears every change of the library: this tab's own writes (`here`) and,
   * over a BroadcastChannel, those of every other tab of the app
   * (docs/boards-safe.md#two-tabs). Returns the way to stop hearing.
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
   * dated anew (its revision unchanged: its content is); a different board
   * whose id is taken by `reserved` (bundled ids) or by another record gets
   * the next free key, at revision 1. The key is chosen in the transaction
   * that writes the board, so no other tab can take it between; `beside`
   * adds its photo and review to the same transaction.
   */
  add(
    record: NewRecord,
    reserved: ReadonlySet<string> = new Set(),
    beside: KeptBeside = {},
  ): Promise<LibraryResult<LibraryMeta>> {
    return this.attempt(async (db) => {
      const bytes = recordBytes(record.files);
      if (bytes > MAX_RECORD_BYTES) throw sizeError(bytes);
      checkBeside(beside);
      const { meta, fresh } = await this.write(db, async (store) => {
        const storeKeys = await storeKeysIn(store);
        const metaKeys = [...storeKeys].filter((k) => k.startsWith(META)).map((k) => k.slice(META.length));
        // The same board already kept under one of its keys: refresh it in place.
        if (!beside.idFromKey) {
          for (const key of [record.boardId, ...metaKeys.filter((k) => k.startsWith(`${record.boardId}-`))]) {
            if (!storeKeys.has(META + key)) continue;
            const files: unknown = await request(store.get(FILES + key));
            const stored: unknown = await request(store.get(META + key));
            const checked = checkMeta(stored, key, files);
            if (isFileList(files) && 'meta' in checked && sameFiles(files, record.files)) {
              const dated: LibraryMeta = { ...checked.meta, savedAt: this.now() };
              store.put(dated, META + key);
              return { meta: dated, fresh: false };
            }
          }
        }
        if (metaKeys.length >= MAX_LIBRARY_ENTRIES) throw fullError();
        const key = freeKey(record.boardId, keyTaken(storeKeys, reserved));
        const files = beside.idFromKey ? retitleFiles(record.files, { id: key }) : record.files;
        const kept: LibraryMeta = {
          key,
          boardId: beside.idFromKey ? key : record.boardId,
          name: record.name,
          family: record.family,
          kind: record.kind,
          origin: record.origin,
          savedAt: beside.savedAt ?? this.now(),
          bytes: recordBytes(files),
          revision: 1,
        };
        store.put(kept, META + key);
        store.put(files, FILES + key);
        if (beside.photo) store.put(beside.photo, PHOTO + key);
        if (beside.photo && beside.review && Object.keys(beside.review.decisions).length > 0)
          store.put({ decisions: { ...beside.review.decisions } }, REVIEW + key);
        return { meta: kept, fresh: true };
      });
      if (fresh) this.announce({ kind: 'saved', key: meta.key, revision: meta.revision });
      return meta;
    }, true);
  }

  /**
   * Saves a board under its own key only if the record there is still the
   * one this tab read: `expected` is the revision read (or `'new'`: nothing
   * may be kept under the key, not even a damaged record's photo). The
   * check, the summary, the files and whatever is kept beside them (the
   * photo with its fit and proposals, the review) are one transaction, so a
   * board is never kept without its photo, and a tab holding an older
   * revision is refused instead of writing over a newer one. A refusal is an
   * answer, not a failure: `conflict` says which, and `current` is the
   * record's summary as it stands.
   */
  save(
    meta: LibraryMeta,
    files: readonly StoredFile[],
    expected: number | 'new',
    beside: Pick<KeptBeside, 'photo' | 'review'> = {},
  ): Promise<SaveResult> {
    return this.attempt(async (db) => {
      const bytes = recordBytes(files);
      if (bytes > MAX_RECORD_BYTES) throw sizeError(bytes);
      checkBeside(beside);
      const outcome = await this.write(db, async (store): Promise<SaveOutcome> => {
        const stored = (await request(store.get(META + meta.key))) as LibraryMeta | undefined;
        if (expected === 'new') {
          if (stored) return { conflict: 'taken', current: stored };
          if (keyTaken(await storeKeysIn(store), new Set())(meta.key)) return { conflict: 'taken' };
        }
        if (expected !== 'new' && !stored) return { conflict: 'gone' };
        if (expected !== 'new' && stored && revisionOf(stored) !== expected)
          return { conflict: 'stale', current: stored };
        if (!stored && (await request(store.count(metaRange()))) >= MAX_LIBRARY_ENTRIES) throw fullError();
        // A board put back continues its own count, so a tab still holding it sees it as newer.
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
        return { saved, renamed: !!stored && stored.name !== saved.name };
      });
      if ('conflict' in outcome) return outcome;
      this.announce({
        kind: outcome.renamed ? 'renamed' : 'saved',
        key: outcome.saved.key,
        revision: outcome.saved.revision,
      });
      return { saved: outcome.saved };
    }, true).then((r): SaveResult => {
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
      const saved = await this.write(db, async (store) => {
        const stored = (await request(store.get(META + meta.key))) as LibraryMeta | undefined;
        if (!stored && (await request(store.count(metaRange()))) >= MAX_LIBRARY_ENTRIES) throw fullError();
        const next: LibraryMeta = {
          ...meta,
          bytes,
          savedAt: this.now(),
          revision: Math.max(revisionOf(stored), revisionOf(meta)) + 1,
        };
        store.put(next, META + meta.key);
        store.put(files, FILES + meta.key);
        return next;
      });
      this.announce({ kind: 'saved', key: saved.key, revision: saved.revision });
      return saved;
    }, true);
  }

  /** Renames a board in the list (its files keep their own name field), one revision on. */
  rename(key: string, name: string): Promise<LibraryResult<LibraryMeta>> {
    return this.attempt(async (db) => {
      const renamed = await this.write(db, async (store) => {
        const [stored, files] = await Promise.all([
          request<unknown>(store.get(META + key)),
          request<unknown>(store.get(FILES + key)),
        ]);
        const checked = stored === undefined ? undefined : checkMeta(stored, key, files);
        if (!checked || !('meta' in checked)) throw new Error(`there is no board “${key}” in the library`);
        const next: LibraryMeta = { ...checked.meta, name, revision: revisionOf(checked.meta) + 1 };
        store.put(next, META + key);
        return next;
      });
      this.announce({ kind: 'renamed', key, revision: renamed.revision });
      return renamed;
    }, true);
  }

  /**
   * Moves a board to the trash with its photo and review, in one
   * transaction: it leaves the list and enters the trash together, so a
   * reload or a crash at any moment finds it in one place or the other. The
   * trash keeps its revision, so a board put back goes one on from it.
   */
  remove(key: string): Promise<LibraryResult<TrashSummary>> {
    return this.attempt(async (db) => {
      const removed = await this.write(db, async (store) => {
        const [stored, files, photo, review] = await Promise.all(
          BOARD_PREFIXES.map((prefix) => request<unknown>(store.get(prefix + key))),
        );
        const checked = checkMeta(stored, key, files);
        if (!('meta' in checked) || !isFileList(files)) throw new Error(`there is no board “${key}” in the library`);
        const storeKeys = await storeKeysIn(store);
        const deletedAt = this.now();
        const id = trashIdFor(key, deletedAt, (t) => storeKeys.has(TRASH_PREFIX + t));
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
        for (const prefix of BOARD_PREFIXES) store.delete(prefix + key);
        return { id, meta: checked.meta, deletedAt, hasPhoto: !!entry.photo } satisfies TrashSummary;
      });
      this.announce({ kind: 'deleted', key, revision: revisionOf(removed.meta) });
      return removed;
    }, true);
  }

  /**
   * Brings a board back from the trash with its photo and review, in one
   * transaction, one revision on from where it was (a tab still holding it
   * sees it as newer): under its own key when nothing is kept there, else
   * the next free one (a board of that key was kept meanwhile, and is never
   * written over).
   */
  restore(id: string, reserved: ReadonlySet<string> = new Set()): Promise<LibraryResult<LibraryMeta>> {
    return this.attempt(async (db) => {
      const meta = await this.write(db, async (store) => {
        const entry = checkTrashEntry(await request<unknown>(store.get(TRASH_PREFIX + id)));
        if (!entry) throw new Error('that board is no longer in the trash');
        const storeKeys = await storeKeysIn(store);
        if (summaryCount(storeKeys) >= MAX_LIBRARY_ENTRIES) throw fullError();
        const key = freeKey(entry.meta.key, keyTaken(storeKeys, reserved));
        const back: LibraryMeta = { ...entry.meta, key, revision: revisionOf(entry.meta) + 1 };
        store.put(back, META + key);
        store.put(entry.files, FILES + key);
        if (entry.photo) store.put(entry.photo, PHOTO + key);
        if (entry.photo && entry.review) store.put(entry.review, REVIEW + key);
        store.delete(TRASH_PREFIX + id);
        return back;
      });
      this.announce({ kind: 'saved', key: meta.key, revision: meta.revision });
      return meta;
    }, true);
  }

  /** Deletes one board from the trash for good. */
  purge(id: string): Promise<LibraryResult<void>> {
    return this.attempt(async (db) => {
      await this.write(db, async (store) => {
        store.delete(TRASH_PREFIX + id);
      });
      this.announce({ kind: 'trash', key: id, revision: 0 });
    }, true);
  }

  /** Empties the trash for good. */
  emptyTrash(): Promise<LibraryResult<void>> {
    return this.attempt(async (db) => {
      await this.write(db, async (store) => {
        for (const k of await storeKeysIn(store)) if (k.startsWith(TRASH_PREFIX)) store.delete(k);
      });
      this.announce({ kind: 'trash', key: '', revision: 0 });
    }, true);
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
    return this.attempt(async (db) => {
      await this.write(db, async (store) => {
        for (const k of storeKeys) store.delete(k);
      });
      this.announce({ kind: 'damaged', key: storeKeys[0] ?? '', revision: 0 });
    }, true);
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
      checkBeside({ photo });
      const revision = await this.write(db, async (store) => {
        const stored = await request<unknown>(store.get(META + key));
        if (stored === undefined) throw new Error(`there is no board “${key}” in the library to keep the photo with`);
        store.put(photo, PHOTO + key);
        // A new photo has new proposals: the review of the old one goes with it, in the same transaction.
        store.delete(REVIEW + key);
        return revisionOf(stored as { revision?: unknown });
      });
      this.announce({ kind: 'beside', key, revision });
    }, true);
  }

  /** Keeps what the review pass decided about a board's proposals, beside its photo. */
  putReview(key: string, review: BoardReview): Promise<LibraryResult<void>> {
    return this.attempt(async (db) => {
      checkBeside({ review });
      const revision = await this.write(db, async (store) => {
        if ((await request<unknown>(store.get(PHOTO + key))) === undefined)
          throw new Error(`there is no photo kept with “${key}” to keep its review beside`);
        store.put({ decisions: { ...review.decisions } }, REVIEW + key);
        return revisionOf((await request<unknown>(store.get(META + key))) as { revision?: unknown } | undefined);
      });
      this.announce({ kind: 'beside', key, revision });
    }, true);
  }

  /** The review kept beside a board's photo; none (an empty one) when there is no record or it is damaged. */
  readReview(key: string): Promise<LibraryResult<BoardReview>> {
    return this.attempt(async (db) => {
      const [stored] = await getMany<unknown>([REVIEW + key], db);
      const review = migrateReview(stored);
      return isBoardReview(review) ? review : { decisions: {} };
    });
  }

  /** Forgets the review of a board's photo (the review started again). */
  dropReview(key: string): Promise<LibraryResult<void>> {
    return this.attempt(async (db) => {
      const revision = await this.write(db, async (store) => {
        store.delete(REVIEW + key);
        return revisionOf((await request<unknown>(store.get(META + key))) as { revision?: unknown } | undefined);
      });
      this.announce({ kind: 'beside', key, revision });
    }, true);
  }

  /** The photo kept with a board, if any. */
  readPhoto(key: string): Promise<LibraryResult<BoardPhoto | undefined>> {
    return this.attempt(async (db) => {
      const [stored] = await getMany<unknown>([PHOTO + key], db);
      const photo = migratePhoto(stored);
      return isBoardPhoto(photo) ? photo : undefined;
    });
  }

  /**
   * A free key for a new board made from `id` (a copy, a new board): one
   * under which nothing is kept. A hint only: `save(…, 'new')` claims it in
   * its own transaction and is refused as `taken` when another tab was first.
   */
  freeKeyFor(id: string, reserved: ReadonlySet<string> = new Set()): Promise<LibraryResult<string>> {
    return this.attempt(async (db) => {
      const storeKeys = await inTransaction(db, 'readonly', storeKeysIn);
      return freeKey(id, keyTaken(storeKeys, reserved));
    });
  }
}

/** The channel every tab of the app hears the library's changes on. */
export const LIBRARY_CHANNEL = 'hexlos-library';

/**
 * What a write changed: a board `saved` (kept, edited, put back from the
 * trash), `renamed` or `deleted` (moved to the trash); the photo or review
 * kept `beside` a board; the `trash` (a board deleted for good, or the trash
 * emptied: `key` is the trash id, or '' for all); a `damaged` record deleted.
 */
export const LIBRARY_CHANGE_KINDS = ['saved', 'renamed', 'deleted', 'beside', 'trash', 'damaged'] as const;

/** One write of the library, told to every tab: what changed, under which key, and the board's revision after it. */
export interface LibraryChange {
  readonly kind: (typeof LIBRARY_CHANGE_KINDS)[number];
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
    LIBRARY_CHANGE_KINDS.includes(c.kind as LibraryChange['kind']) &&
    typeof c.key === 'string' &&
    typeof c.revision === 'number'
  );
}

/** The revision of a kept summary; one kept before revisions existed (or none at all) is 0. */
export const revisionOf = (meta: { readonly revision?: unknown } | undefined): number =>
  typeof meta?.revision === 'number' && Number.isInteger(meta.revision) && meta.revision >= 0 ? meta.revision : 0;

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

/** Every summary key, for counting inside one transaction. */
const metaRange = (): IDBKeyRange => IDBKeyRange.bound(META, `${META}\uffff`);

/**
 * The library's database, with writes that are on disk when they report done
 * (`durability: 'strict'`): "saved on this device" is said only after that
 * (docs/boards-safe.md). Otherwise idb-keyval's own store.
 */
export function durableStore(dbName: string, storeName: string): UseStore {
  const opening = indexedDB.open(dbName);
  opening.onupgradeneeded = () => opening.result.createObjectStore(storeName);
  const opened = promisifyRequest(opening);
  return (mode, callback) =>
    opened.then((db) => callback(db.transaction(storeName, mode, { durability: 'strict' }).objectStore(storeName)));
}

/** The bounds of what is kept beside a board, checked before its transaction opens. */
function checkBeside(beside: Pick<KeptBeside, 'photo' | 'review'>): void {
  if (beside.photo && beside.photo.image.size > MAX_PHOTO_BYTES) {
    throw new Error(
      `the photo takes ${(beside.photo.image.size / 1048576).toFixed(1)} MB; a photo kept with a board may take at most ${MAX_PHOTO_BYTES / 1048576} MB`,
    );
  }
  const decisions = beside.review ? Object.keys(beside.review.decisions).length : 0;
  if (decisions > MAX_REVIEW_DECISIONS)
    throw new Error(`the review holds ${decisions} decisions; at most ${MAX_REVIEW_DECISIONS} are kept`);
}

const sameFiles = (a: readonly StoredFile[], b: readonly StoredFile[]): boolean =>
  a.length === b.length && a.every((f, i) => f.text === b[i].text);

function sizeError(bytes: number): Error {
  return new Error(
    `the board takes ${(bytes / 1048576).toFixed(1)} MB; a board kept on the device may take at most 5 MB`,
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
