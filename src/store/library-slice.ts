// The board library in the store: the list beside the bundled boards, and
// keeping, opening, renaming, duplicating, deleting (to the trash, with undo)
// and exporting kept boards; the damaged records set aside, the trash, the
// browser's answer on keeping the boards, backup and restore
// (docs/boards-safe.md). Storage lives in src/board/library; a storage
// failure becomes `libraryError`, shown until dismissed, and never takes the
// open board away.

import {
  BoardLibrary,
  type DamagedRecord,
  type KeptBeside,
  type LibraryMeta,
  type LibraryOrigin,
  revisionOf,
  type SaveResult,
  type StoredFile,
} from '../board/library/library.ts';
import { MAX_LINK_CHARS } from '../board/library/link-payload.ts';
import { retitleFiles } from '../board/library/retitle.ts';
import type { Board } from '../engine/types.ts';
import { engine } from './engine.ts';
import type { LibrarySlice, Slice } from './types.ts';

let library = new BoardLibrary();

/** Tests swap in a library over their own database. */
export function setBoardLibrary(next: BoardLibrary): void {
  library = next;
}

export const boardLibrary = (): BoardLibrary => library;

let unwatch: (() => void) | undefined;
let watchingVisibility = false;
let editingKey: () => string | undefined = () => undefined;
const editing = (key: string): boolean => editingKey() === key;

/** The editor says which board it edits, so the library leaves following that board to it. */
export function setEditingKey(read: () => string | undefined): void {
  editingKey = read;
}

/** How long a deleted board can be brought back. */
export const UNDO_DELETE_MS = 10_000;

/** What a restore did, in words. */
function restoreWords(added: number, already: number, refused: readonly string[]): string {
  const boards = (n: number) => `${n} board${n === 1 ? '' : 's'}`;
  const parts = [`Restored ${boards(added)}`];
  if (already > 0) parts.push(`${boards(already)} ${already === 1 ? 'was' : 'were'} already here`);
  const said = `${parts.join('; ')}.`;
  return refused.length > 0 ? `${said} Not restored: ${refused.join('; ')}.` : said;
}

/** Raw records as JSON, every byte kept: a Blob or bytes (a photo) as base64 with its type. */
async function rawRecordsText(records: ReadonlyMap<string, unknown>): Promise<string> {
  const base64 = (bytes: Uint8Array) => {
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  };
  const plain = async (value: unknown, depth: number): Promise<unknown> => {
    if (value instanceof Blob) return { blob: value.type, base64: base64(new Uint8Array(await value.arrayBuffer())) };
    if (value instanceof ArrayBuffer) return { bytes: base64(new Uint8Array(value)) };
    if (ArrayBuffer.isView(value))
      return { bytes: base64(new Uint8Array(value.buffer, value.byteOffset, value.byteLength)) };
    if (typeof value !== 'object' || value === null || depth > 8) return value;
    if (Array.isArray(value)) return Promise.all(value.map((v) => plain(v, depth + 1)));
    const entries = await Promise.all(Object.entries(value).map(async ([k, v]) => [k, await plain(v, depth + 1)]));
    return Object.fromEntries(entries);
  };
  const entries = await Promise.all([...records].map(async ([k, v]) => [k, await plain(v, 0)]));
  return `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`;
}

export const createLibrarySlice: Slice<LibrarySlice> = (set, get) => {
  const bundledIds = () => new Set(get().boardList.map((b) => b.id));
  /** A failure, with the files that were not kept so the notice can offer them as a download. */
  const failed = (message: string, files?: readonly StoredFile[]) =>
    set({ libraryError: message, unsavedFiles: files });
  let undoTimer: ReturnType<typeof setTimeout> | undefined;
  let askedToKeep = false;

  return {
    library: [],
    libraryError: undefined,
    unsavedFiles: undefined,
    deletedBoard: undefined,
    damagedRecords: [],
    boardsWithPhoto: new Set(),
    trash: [],
    storageKept: 'unknown',
    backupNotice: undefined,

    async refreshLibrary() {
      const first = !askedToKeep;
      const listed = await library.inventory();
      if (!listed.ok) return failed(listed.message);
      const deleted = get().deletedBoard;
      set({
        library: listed.value.boards,
        damagedRecords: listed.value.damaged,
        boardsWithPhoto: listed.value.photos,
        trash: listed.value.trash,
        // Restored or deleted for good in another tab meanwhile: the undo has nothing left to bring back.
        ...(deleted && !listed.value.trash.some((t) => t.id === deleted.id) ? { deletedBoard: undefined } : {}),
      });
      // Boards kept before the browser was ever asked to keep them: ask once at the start. Not awaited: Firefox
      // asks the player and its answer waits for them, which must not hold back the board (docs/boards-safe.md#what-can-lose-them).
      if (first) void get().askToKeepBoards(listed.value.boards.length > 0);
    },

    async keepInLibrary(files: readonly StoredFile[], board: Board, origin: LibraryOrigin) {
      // A board opened while the app is starting may arrive before the bundled list: a kept board never takes a bundled id.
      if (get().boardList.length === 0) await get().fetchBoardList();
      const added = await library.add(
        {
          boardId: board.id,
          name: board.name,
          family: board.family,
          kind: board.parts ? 'map' : 'board',
          origin,
          files,
        },
        bundledIds(),
      );
      if (!added.ok) {
        failed(added.message, files);
        return undefined;
      }
      await get().refreshLibrary();
      // Not awaited, as at the start: the board opens while the browser (or the player) answers.
      if (get().storageKept !== 'kept') void get().askToKeepBoards(true);
      return added.value;
    },

    async openFromLibrary(key, options) {
      const read = await library.read(key);
      if (!read.ok) {
        failed(read.message);
        return false;
      }
      if (!read.value) return false;
      return get().openStored(read.value.files, key, read.value.meta.name, options);
    },

    async openBoard(id, options) {
      if (get().boardList.some((b) => b.id === id)) return get().openBundled(id, options);
      if (get().library.some((m) => m.key === id)) return get().openFromLibrary(id, options);
      return false;
    },

    async renameInLibrary(key, name) {
      const trimmed = name.trim();
      if (!trimmed) return;
      // Read and saved at the revision read: a save of the board in another tab between the two is read again, once.
      for (let tries = 0; tries < 2; tries++) {
        const read = await library.read(key);
        if (!read.ok || !read.value)
          return failed(read.ok ? `There is no board “${key}” on this device.` : read.message);
        const files = retitleFiles(read.value.files, { name: trimmed });
        const saved = await library.save({ ...read.value.meta, name: trimmed }, files, revisionOf(read.value.meta));
        if (saved.ok) {
          get().say(`Renamed “${trimmed}”.`);
          break;
        }
        if (saved.conflict !== 'stale') return failed(`${read.value.meta.name} was not renamed: ${saved.message}`);
      }
      await get().refreshLibrary();
    },

    async duplicateInLibrary(key) {
      const read = await library.read(key);
      if (!read.ok || !read.value) {
        failed(read.ok ? `There is no board “${key}” on this device.` : read.message);
        return undefined;
      }
      const photo = await library.readPhoto(key);
      const name = `${read.value.meta.name} (copy)`;
      // The copy and its photo are one write: both kept or neither. The copy's review starts afresh (its own edits follow).
      const beside: KeptBeside = photo.ok && photo.value ? { photo: photo.value } : {};
      let saved: SaveResult | undefined;
      let files: StoredFile[] = [];
      for (let tries = 0; tries < 8 && (!saved || (!saved.ok && saved.conflict === 'taken')); tries++) {
        const free = await library.freeKeyFor(`${read.value.meta.boardId}-copy`, bundledIds());
        if (!free.ok) {
          failed(free.message);
          return undefined;
        }
        const meta: LibraryMeta = {
          ...read.value.meta,
          key: free.value,
          boardId: free.value,
          name,
          origin: 'copy',
          revision: 0,
        };
        files = retitleFiles(read.value.files, { id: free.value, name });
        saved = await library.save(meta, files, 'new', beside);
      }
      if (!saved?.ok) {
        failed(`${read.value.meta.name} was not duplicated: ${saved?.message ?? 'no free name was found'}`, files);
        return undefined;
      }
      if (!photo.ok)
        failed(
          `${name} is kept without the photo of ${read.value.meta.name}: the photo could not be read (${photo.message})`,
        );
      else get().say(`Copied as “${name}”.`);
      await get().refreshLibrary();
      return saved.value;
    },

    async removeFromLibrary(key) {
      const removed = await library.remove(key);
      if (!removed.ok) return failed(removed.message);
      clearTimeout(undoTimer);
      set({ deletedBoard: removed.value });
      get().say(`“${removed.value.meta.name}” moved to the trash.`);
      // The list's Undo, standing at the board's place, is a shortcut to the trash, where the board stays after it goes.
      undoTimer = setTimeout(() => set({ deletedBoard: undefined }), UNDO_DELETE_MS);
      await get().refreshLibrary();
    },

    async undoRemove() {
      const deleted = get().deletedBoard;
      if (!deleted) return;
      clearTimeout(undoTimer);
      set({ deletedBoard: undefined });
      await get().restoreFromTrash(deleted.id);
    },

    async restoreFromTrash(id) {
      const name = get().trash.find((t) => t.id === id)?.meta.name ?? get().deletedBoard?.meta.name;
      // Under its own key, or the next free one when a board was kept there since: never over that board.
      const restored = await library.restore(id, bundledIds());
      if (!restored.ok) {
        failed(name ? `${name} was not brought back: ${restored.message}` : restored.message);
        await get().refreshLibrary();
        return;
      }
      if (get().deletedBoard?.id === id) set({ deletedBoard: undefined });
      get().say(name ? `“${name}” brought back.` : 'Board brought back.');
      await get().refreshLibrary();
    },

    async purgeFromTrash(id) {
      const name = get().trash.find((t) => t.id === id)?.meta.name;
      const purged = await library.purge(id);
      if (!purged.ok) return failed(purged.message);
      get().say(name ? `“${name}” deleted for good.` : 'Board deleted for good.');
      if (get().deletedBoard?.id === id) set({ deletedBoard: undefined });
      await get().refreshLibrary();
    },

    async emptyTrash() {
      const emptied = await library.emptyTrash();
      if (!emptied.ok) return failed(emptied.message);
      set({ deletedBoard: undefined });
      get().say('The trash is empty.');
      await get().refreshLibrary();
    },

    async rawDamaged(record: DamagedRecord) {
      const raw = await library.readRaw(record.storeKeys);
      if (!raw.ok) {
        failed(raw.message);
        return undefined;
      }
      return await rawRecordsText(raw.value);
    },

    async deleteDamaged(record: DamagedRecord) {
      const removed = await library.removeRaw(record.storeKeys);
      if (!removed.ok) return failed(removed.message);
      get().say(`The damaged record ${record.label} deleted.`);
      await get().refreshLibrary();
    },

    async askToKeepBoards(ask) {
      const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
      if (!storage?.persisted) return set({ storageKept: 'unknown' });
      try {
        let kept = await storage.persisted();
        // Asked once a page: some browsers ask the user, and a refusal is not asked again until the next start.
        if (!kept && ask && !askedToKeep && storage.persist) {
          askedToKeep = true;
          kept = await storage.persist();
        }
        set({ storageKept: kept ? 'kept' : 'may-clear' });
      } catch {
        set({ storageKept: 'unknown' });
      } finally {
        askedToKeep ||= ask;
      }
    },

    async backupBytes(key) {
      const all = await library.readAll();
      if (!all.ok) {
        failed(all.message);
        return undefined;
      }
      const boards = key === undefined ? all.value : all.value.filter((b) => b.meta.key === key);
      const { packBackup } = await import('../board/library/backup.ts');
      const bytes = await packBackup(boards, Date.now());
      if (key === undefined) {
        const photos = boards.filter((b) => b.photo).length;
        const withPhotos =
          photos === 0 ? 'none with a photo' : `${photos} with ${photos === 1 ? 'its photo' : 'their photos'}`;
        set({
          backupNotice: `Backed up ${boards.length} board${boards.length === 1 ? '' : 's'} (${withPhotos}) into one file. Keep it off this device: restore it here or in any browser.`,
        });
      }
      return bytes;
    },

    async restoreBackup(bytes) {
      const { unpackBackup } = await import('../board/library/backup.ts');
      const read = unpackBackup(bytes);
      if (!read.ok) return set({ backupNotice: `Nothing was restored: ${read.message}.` });
      const before = new Set(get().library.map((m) => m.key));
      let added = 0;
      let already = 0;
      const refused: string[] = [...read.skipped];
      for (const board of read.boards) {
        const { meta, files, photo, review } = board;
        const kept = await library.add(
          { boardId: meta.boardId, name: meta.name, family: meta.family, kind: meta.kind, origin: meta.origin, files },
          bundledIds(),
          { photo, review, savedAt: meta.savedAt },
        );
        if (!kept.ok) refused.push(`${meta.name}: ${kept.message}`);
        // The same board already kept (same id, same files) is only dated anew: it was here.
        else if (before.has(kept.value.key)) already++;
        else added++;
      }
      await get().refreshLibrary();
      set({ backupNotice: restoreWords(added, already, refused) });
    },

    dismissBackupNotice() {
      set({ backupNotice: undefined });
    },

    async readFromLibrary(key) {
      const read = await library.read(key);
      if (!read.ok) {
        failed(read.message);
        return undefined;
      }
      return read.value;
    },

    reportStorageFailure(message, files) {
      failed(message, files);
    },

    watchOtherTabs() {
      /** Shows the newest version of the kept board on screen, unless the editor has it (it follows its board itself). */
      const showNewest = async (key: string) => {
        const read = await library.read(key);
        if (!read.ok || !read.value || get().boardId !== key || editing(key)) return;
        await get().openStored(read.value.files, key, read.value.meta.name, { again: true });
      };
      unwatch?.();
      unwatch = library.onChange((change) => {
        if (change.here) return;
        // Every change another tab makes, the trash and the damaged records included, is read again with the list.
        void get().refreshLibrary();
        const newerBoard = change.kind === 'saved' || change.kind === 'renamed';
        if (!newerBoard || change.key !== get().boardId || editing(change.key)) return;
        void showNewest(change.key);
      });
      // A tab coming back may have missed the others' news (a frozen tab hears nothing): its list and board catch up.
      if (!watchingVisibility && typeof document !== 'undefined') {
        watchingVisibility = true;
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState !== 'visible') return;
          const key = get().boardId;
          const known = get().library.find((m) => m.key === key);
          void get()
            .refreshLibrary()
            .then(() => {
              const now = get().library.find((m) => m.key === key);
              if (key && known && now && !editing(key) && revisionOf(now) > revisionOf(known)) void showNewest(key);
            });
        });
      }
    },

    linkNotice: undefined,
    carried: undefined,
    shareNotice: undefined,

    dismissLinkNotice() {
      set({ linkNotice: undefined });
    },

    async packCurrentBoard(files) {
      const board = get().board;
      if (!board) return;
      const answer = await engine().ask('link', 'packBoardLink', files);
      if (answer.stale || get().board !== board) return;
      const packed = answer.value;
      set({ carried: packed.ok ? { board, payload: packed.payload } : { board, chars: packed.chars } });
    },

    async openCarried(payload, options) {
      const answer = await engine().ask('link', 'unpackBoardLink', payload);
      if (answer.stale) return false;
      const unpacked = answer.value;
      if (!unpacked.ok) {
        set({
          linkNotice: `The board in this link could not be read: ${unpacked.message}. Ask for the board file instead.`,
        });
        return false;
      }
      return get().openFiles(unpacked.files, 'link', options);
    },

    async noteShared() {
      const { carried, board, boardId } = get();
      if (!board || !carried || carried.board !== board || carried.payload || carried.chars === undefined) return;
      const record = boardId ? await library.read(boardId) : undefined;
      const files = record?.ok && record.value ? record.value.files : [];
      set({
        shareNotice: {
          message: `${board.name} is too big to travel in a link (it would take ${carried.chars.toLocaleString('en')} characters; links carry boards up to ${MAX_LINK_CHARS.toLocaleString('en')}). The link names the board only: send the board file with it.`,
          files,
        },
      });
    },

    dismissShareNotice() {
      set({ shareNotice: undefined });
    },

    dismissLibraryError() {
      set({ libraryError: undefined, unsavedFiles: undefined });
    },
  };
};
