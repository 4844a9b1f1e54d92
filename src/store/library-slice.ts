// The board library in the store: the list beside the bundled boards, and
// keeping, opening, renaming, duplicating, deleting (with undo) and exporting
// kept boards. Storage lives in src/board/library; a storage failure becomes
// `libraryError`, shown until dismissed, and never takes the open board away.

import {
  BoardLibrary,
  revisionOf,
  type BoardPhoto,
  type BoardReview,
  type KeptBeside,
  type LibraryMeta,
  type LibraryOrigin,
  type LibraryRecord,
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

const hasDecisions = (review: BoardReview): boolean => Object.keys(review.decisions).length > 0;

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

export const createLibrarySlice: Slice<LibrarySlice> = (set, get) => {
  const bundledIds = () => new Set(get().boardList.map((b) => b.id));
  /** A failure, with the files that were not kept so the notice can offer them as a download. */
  const failed = (message: string, files?: readonly StoredFile[]) =>
    set({ libraryError: message, unsavedFiles: files });
  let undoTimer: ReturnType<typeof setTimeout> | undefined;
  // The photo kept with the board last deleted: it comes back with the board, and is gone with it once the undo has passed.
  let deletedPhoto: BoardPhoto | undefined;
  let deletedReview: BoardReview | undefined;

  return {
    library: [],
    libraryError: undefined,
    unsavedFiles: undefined,
    deletedBoard: undefined,

    async refreshLibrary() {
      const listed = await library.list();
      if (listed.ok) set({ library: listed.value });
      else failed(listed.message);
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
        if (saved.ok) break;
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
      await get().refreshLibrary();
      return saved.value;
    },

    async removeFromLibrary(key) {
      const read = await library.read(key);
      if (!read.ok || !read.value) return failed(read.ok ? `There is no board “${key}” on this device.` : read.message);
      const photo = await library.readPhoto(key);
      const review = await library.readReview(key);
      const removed = await library.remove(key);
      if (!removed.ok) return failed(removed.message);
      clearTimeout(undoTimer);
      deletedPhoto = photo.ok ? photo.value : undefined;
      deletedReview = review.ok ? review.value : undefined;
      set({ deletedBoard: read.value });
      undoTimer = setTimeout(() => {
        deletedPhoto = undefined;
        set({ deletedBoard: undefined });
      }, UNDO_DELETE_MS);
      await get().refreshLibrary();
    },

    async undoRemove() {
      const record: LibraryRecord | undefined = get().deletedBoard;
      if (!record) return;
      clearTimeout(undoTimer);
      // The board comes back with its photo and review in one write, and never over a board kept under its key since.
      const beside: KeptBeside = deletedPhoto
        ? { photo: deletedPhoto, ...(deletedReview && hasDecisions(deletedReview) ? { review: deletedReview } : {}) }
        : {};
      const saved = await library.save(record.meta, record.files, 'new', beside);
      set({ deletedBoard: undefined });
      if (!saved.ok) {
        failed(`${record.meta.name} was not brought back: ${saved.message}`, record.files);
        return;
      }
      deletedPhoto = undefined;
      deletedReview = undefined;
      await get().refreshLibrary();
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
        void get().refreshLibrary();
        if (change.kind === 'deleted' || change.key !== get().boardId || editing(change.key)) return;
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
