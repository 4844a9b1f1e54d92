// An editing session: starting one (a new board, or the board on screen —
// a copy unless it was made here), keeping the app's board in step with each
// edit so the line of sight stays live, autosaving to the library, and coming
// back into the editor after a reload.
//
// Each change of the document is written as a board file and loaded by the
// worker (the one loader, with its lint), coalesced to one load per frame;
// the app then shows the new board with the same firer and target and asks
// the LOS again. A save runs after every stroke, undo and redo (one at a
// time; a newer document waits for the save in flight), and a stroke under
// way is ended and saved when the tab is hidden, loses focus or closes, so a
// reload or a crash loses at most the stroke being drawn. A failed save is
// reported with the board offered as a file, and the document stays in
// memory.
//
// One writer per board across tabs (docs/boards-safe.md#two-tabs): every
// save says which revision of the board it follows, and the library refuses
// it if another tab saved or deleted the board meanwhile. A tab hears the
// other tabs' saves and, when it has nothing unsaved, shows the newer
// version at once (and when it comes back into view); a save refused as
// stale shows the newer version and tells the user that their last change
// was not kept, with it offered as a file. Opening the editor writes
// nothing: the board is saved when it is first changed.

import {
  docFromBoard,
  docText,
  newDoc,
  writeDoc,
  type EditDoc,
  type NewBoardOptions,
} from '../../board/edit/document.ts';
import {
  revisionOf,
  type BoardPhoto,
  type KeptBeside,
  type LibraryMeta,
  type LibraryOrigin,
  type StoredFile,
} from '../../board/library/library.ts';
import { retitleFiles } from '../../board/library/retitle.ts';
import type { Board } from '../../engine/types.ts';
import { engine } from '../engine.ts';
import { useAppStore } from '../index.ts';
import { boardLibrary, setEditingKey } from '../library-slice.ts';
import { useUnderlayStore } from '../photo/underlay-store.ts';
import { useEditorStore } from './editor-store.ts';

const EDITING_KEY = 'hexlos:editing';

const fileOf = (doc: EditDoc) => [{ name: `${doc.id}.json`, text: docText(doc) }];

function remember(key: string | undefined): void {
  try {
    if (key) localStorage.setItem(EDITING_KEY, key);
    else localStorage.removeItem(EDITING_KEY);
  } catch {
    // Without storage the editor simply does not reopen after a reload.
  }
}

function remembered(): string | undefined {
  try {
    return localStorage.getItem(EDITING_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Letters, digits and dashes from a name, for a board id. */
export function slug(name: string): string {
  const s = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return s || 'my-board';
}

const bundledIds = () => new Set(useAppStore.getState().boardList.map((b) => b.id));

/** The document as last read from or written to the library: saving it again would write nothing new. */
let keptDoc: EditDoc | undefined;
/** True while the board being edited has never been kept (keeping it was refused): its next save creates it. */
let unkept = false;

/** Starts editing a board already kept, as read from the library: nothing is written. */
function beginKept(doc: EditDoc, meta: LibraryMeta): void {
  keptDoc = doc;
  unkept = false;
  useEditorStore.getState().startEditing(doc, meta);
  remember(meta.key);
}

/**
 * Keeps a new board (made here, traced, or a copy) and starts editing it.
 * The key is claimed in the save's own transaction: when another tab took it
 * meanwhile, the next free one is tried. The board and what is kept beside it
 * (its photo) are one write: both kept or neither, and a refusal says so.
 */
async function beginNew(
  baseName: string,
  make: (id: string) => { doc: EditDoc; meta: LibraryMeta; files?: readonly StoredFile[] },
  beside: KeptBeside = {},
): Promise<boolean> {
  let made = make(await freeIdFor(baseName));
  let saved = await boardLibrary().save(made.meta, made.files ?? fileOf(made.doc), 'new', beside);
  for (let tries = 0; !saved.ok && saved.conflict === 'taken' && tries < 8; tries++) {
    made = make(await freeIdFor(baseName));
    saved = await boardLibrary().save(made.meta, made.files ?? fileOf(made.doc), 'new', beside);
  }
  const { doc, meta } = made;
  const files = made.files ?? fileOf(doc);
  if (!saved.ok) {
    // With a photo, say that it is lost too: the message of a refused write speaks of the board only.
    const lost = beside.photo ? `Neither ${doc.name} nor its photo is kept on this device. ` : '';
    useAppStore.getState().reportStorageFailure(`${lost}${saved.message}`, files);
  }
  await useAppStore.getState().refreshLibrary();
  const opened = await useAppStore.getState().openStored(files, meta.key, doc.name);
  if (!opened) return false;
  keptDoc = saved.ok ? doc : undefined;
  unkept = !saved.ok;
  useEditorStore.getState().startEditing(doc, saved.ok ? saved.value : meta, saved.ok ? 'saved' : 'failed');
  remember(meta.key);
  if (saved.ok && beside.photo && useAppStore.getState().boardId === meta.key)
    void useUnderlayStore.getState().follow(meta.key, beside.photo);
  return true;
}

/** A free library key and board id for a board made here. */
async function freeIdFor(name: string): Promise<string> {
  const key = await boardLibrary().freeKeyFor(slug(name), bundledIds());
  return key.ok ? key.value : `${slug(name)}-${Date.now().toString(36)}`;
}

const newMeta = (id: string, doc: EditDoc, origin: LibraryOrigin): LibraryMeta => ({
  key: id,
  boardId: id,
  name: doc.name,
  family: doc.family,
  kind: 'board',
  origin,
  savedAt: Date.now(),
  bytes: 0,
  revision: 0,
});

export async function newBoard(options: Omit<NewBoardOptions, 'id'>): Promise<boolean> {
  return beginNew(options.name, (id) => {
    const doc = newDoc({ ...options, id });
    return { doc, meta: newMeta(id, doc, 'made') };
  });
}

/**
 * Edits a board made elsewhere in the app (traced over a photo) as a board
 * made here; the photo it was traced over, if given, is kept with it in the
 * same write.
 */
export async function editMadeBoard(
  board: Board,
  name: string,
  photo?: () => Promise<BoardPhoto | undefined>,
): Promise<boolean> {
  let kept: BoardPhoto | undefined;
  try {
    kept = await photo?.();
  } catch (e) {
    useAppStore
      .getState()
      .reportStorageFailure(
        `The photo could not be prepared to keep with the board (${e instanceof Error ? e.message : String(e)}); the board is kept without it.`,
      );
  }
  return beginNew(
    name,
    (id) => {
      const doc = docFromBoard(board, id, name);
      return { doc, meta: newMeta(id, doc, 'made') };
    },
    kept ? { photo: kept } : {},
  );
}

/**
 * Edits the board on screen: in place when it was made or copied here, else
 * a copy of it. In place, the board is read from the library first, so a tab
 * that was showing an older version edits the newest one; nothing is written
 * until the first change.
 */
export async function editCurrentBoard(): Promise<boolean> {
  const { board, boardId, library } = useAppStore.getState();
  if (!board) return false;
  const own = library.find(
    (m) => m.key === boardId && (m.origin === 'made' || m.origin === 'copy') && m.kind === 'board',
  );
  if (own) {
    const newest = await readKept(own.key);
    if (newest === 'gone') {
      useAppStore
        .getState()
        .reportStorageFailure(`${own.name} is no longer on this device (it was deleted in another tab or window).`);
      await useAppStore.getState().refreshLibrary();
      return false;
    }
    if (!newest) return false;
    if (docText(newest.doc) !== docText(docFromBoard(board, own.boardId, newest.meta.name)))
      await useAppStore.getState().openStored(newest.files, own.key, newest.meta.name, { again: true });
    beginKept(newest.doc, newest.meta);
    return true;
  }
  const stored = boardId ? await boardLibrary().read(boardId) : undefined;
  const original = stored?.ok ? stored.value?.files : undefined;
  const name = `${board.name} (copy)`;
  return beginNew(`${slug(board.id)}-copy`, (id) => {
    const doc = docFromBoard(board, id, name);
    // The copy is the original's own files under a new id and name, so nothing the editor does not show is lost.
    const files = original && original.length === 1 ? retitleFiles(original, { id, name }) : undefined;
    return { doc, meta: { ...newMeta(id, doc, 'copy'), family: board.family }, files };
  });
}

/** A kept board read and parsed into a document; 'gone' when it is no longer kept, undefined when it cannot be read (the failure is reported). */
async function readKept(
  key: string,
): Promise<{ doc: EditDoc; meta: LibraryMeta; files: readonly StoredFile[] } | 'gone' | undefined> {
  const read = await boardLibrary().read(key);
  if (!read.ok) {
    useAppStore.getState().reportStorageFailure(read.message);
    return undefined;
  }
  if (!read.value) return 'gone';
  const { meta, files } = read.value;
  const answer = await engine().ask('board', 'loadFiles', files);
  if (answer.stale || !answer.value.ok) return undefined;
  return { doc: docFromBoard(answer.value.board, meta.boardId, meta.name), meta, files };
}

export function stopEditing(): void {
  useEditorStore.getState().stopEditing();
  keptDoc = undefined;
  unkept = false;
  remember(undefined);
}

/** After start-up: back into the editor when the board reopened is the one being edited. */
export function resumeEditing(): void {
  const key = remembered();
  const { board, boardId, library } = useAppStore.getState();
  const meta = library.find((m) => m.key === key);
  if (!key || !board || boardId !== key || !meta) return;
  beginKept(docFromBoard(board, meta.boardId, meta.name), meta);
}

let installed = false;

/** Keeps the app's board, the library and the editor in step (installed once at start-up). */
export function installEditorSync(): void {
  if (installed) return;
  installed = true;
  setEditingKey(() => (useEditorStore.getState().active ? useEditorStore.getState().meta?.key : undefined));
  let frame: ReturnType<typeof setTimeout> | undefined;
  let saving: Promise<void> | undefined;
  let pendingSave = false;

  const push = async () => {
    frame = undefined;
    const { doc, active } = useEditorStore.getState();
    if (!active || !doc) return;
    const written = writeDoc(doc);
    const answer = await engine().ask('board', 'loadFiles', [
      { name: `${doc.id}.json`, text: JSON.stringify(written.json) },
    ]);
    if (answer.stale || useEditorStore.getState().doc !== doc) return;
    const value = answer.value;
    if (!value.ok) {
      useAppStore.setState({ problems: { source: doc.name, errors: value.errors, warnings: value.warnings } });
      return;
    }
    useEditorStore.setState({ written });
    useAppStore.setState({
      board: value.board,
      boardWarnings: value.warnings,
      ruleSetInfos: value.ruleSets,
      problems: undefined,
    });
    const app = useAppStore.getState();
    void app.requestLos();
    void app.requestViewshed();
  };

  /** Shows the board as another tab saved it; `refused`: this tab's version that was not saved over it. */
  const takeNewer = async (key: string, refused?: { doc: EditDoc; files: readonly StoredFile[] }) => {
    const newest = await readKept(key);
    const editor = useEditorStore.getState();
    if (!editor.active || editor.meta?.key !== key) return;
    if (newest === 'gone') return boardGone(refused?.files);
    if (!newest) return;
    keptDoc = newest.doc;
    unkept = false;
    editor.replaceDoc(newest.doc, newest.meta);
    if (refused)
      useAppStore
        .getState()
        .reportStorageFailure(
          `Your last change to ${refused.doc.name} was not saved: the board was changed in another tab or window meanwhile, and this tab now shows that version. Export your version to keep it as a file.`,
          refused.files,
        );
  };

  const boardGone = (files?: readonly StoredFile[]) => {
    const { doc } = useEditorStore.getState();
    if (!doc) return;
    useEditorStore.setState({ save: 'failed' });
    useAppStore
      .getState()
      .reportStorageFailure(
        `${doc.name} was deleted from this device, so the edits made here are not saved. Export it to keep it as a file.`,
        files ?? fileOf(doc),
      );
  };

  const save = async (): Promise<void> => {
    if (saving) {
      pendingSave = true;
      return;
    }
    const { doc, meta, active } = useEditorStore.getState();
    if (!active || !doc || !meta) return;
    if (doc === keptDoc) {
      useEditorStore.setState({ save: 'saved' });
      return;
    }
    useEditorStore.setState({ save: 'saving' });
    const files = fileOf(doc);
    saving = (async () => {
      const saved = await boardLibrary().save({ ...meta, name: doc.name }, files, unkept ? 'new' : meta.revision);
      if (saved.ok) {
        keptDoc = doc;
        unkept = false;
        useEditorStore.setState({
          save: useEditorStore.getState().doc === doc ? 'saved' : 'saving',
          meta: saved.value,
        });
      } else if (saved.conflict === 'stale') {
        await takeNewer(meta.key, { doc, files });
      } else if (saved.conflict === 'gone') {
        boardGone(files);
      } else {
        useEditorStore.setState({ save: 'failed' });
        useAppStore.getState().reportStorageFailure(saved.message, files);
      }
    })();
    await saving;
    saving = undefined;
    if (pendingSave) {
      pendingSave = false;
      await save();
    } else if (useEditorStore.getState().doc === doc) void useAppStore.getState().refreshLibrary();
  };

  const settled = async (): Promise<void> => {
    const inFlight = saving;
    if (inFlight) return inFlight.then(settled);
  };

  /** When the board being edited was saved elsewhere and nothing here is unsaved, shows the newer version. */
  const followNewer = async () => {
    await settled();
    const { active, meta, doc, stroke } = useEditorStore.getState();
    if (!active || !meta || !doc || stroke || unkept || doc !== keptDoc) return;
    const read = await boardLibrary().read(meta.key);
    if (!read.ok) return;
    if (!read.value) return boardGone();
    if (revisionOf(read.value.meta) > meta.revision) await takeNewer(meta.key);
  };

  useEditorStore.subscribe((state, previous) => {
    if (state.doc !== previous.doc && state.active && previous.active) {
      frame ??= setTimeout(() => void push(), 0);
      if (!state.stroke) void save();
    }
    // A stroke ends: keep it.
    if (!state.stroke && previous.stroke && state.active) void save();
  });

  boardLibrary().onChange((change) => {
    const { active, meta } = useEditorStore.getState();
    if (!active || meta?.key !== change.key) return;
    if (change.kind === 'deleted') {
      if (!change.here) boardGone();
      else useEditorStore.setState({ save: 'failed' });
      return;
    }
    // Only a save or rename makes a newer board (a photo or review kept beside it leaves the board as it is).
    if ((change.kind === 'saved' || change.kind === 'renamed') && change.revision > meta.revision) void followNewer();
  });

  // Flush on hide, blur and leaving: a stroke under way ends and is saved at once.
  const flush = () => {
    if (useEditorStore.getState().stroke) useEditorStore.getState().strokeEnd();
    else void save();
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('blur', flush);
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
      else void followNewer();
    });
  }

  // Another board opened while editing ends the session.
  useAppStore.subscribe((state, previous) => {
    const editor = useEditorStore.getState();
    if (editor.active && state.boardId !== previous.boardId && state.boardId !== editor.meta?.key) stopEditing();
  });
}
