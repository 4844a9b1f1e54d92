// An editing session: starting one (a new board, or the board on screen —
// a copy unless it was made here), keeping the app's board in step with each
// edit so the line of sight stays live, autosaving to the library, and coming
// back into the editor after a reload.
//
// Each change of the document is written as a board file and loaded by the
// worker (the one loader, with its lint), coalesced to one load per frame;
// the app then shows the new board with the same firer and target and asks
// the LOS again. A save runs after every stroke, undo and redo (one at a
// time; a newer document waits for the save in flight), so a reload or a
// crash loses at most the stroke being drawn. A failed save is reported
// with the board offered as a file, and the document stays in memory.

import {
  docFromBoard,
  docText,
  newDoc,
  writeDoc,
  type EditDoc,
  type NewBoardOptions,
} from '../../board/edit/document.ts';
import type { BoardPhoto, LibraryMeta } from '../../board/library/library.ts';
import type { Board } from '../../engine/types.ts';
import { engine } from '../engine.ts';
import { useAppStore } from '../index.ts';
import { boardLibrary } from '../library-slice.ts';
import { keepPhoto } from '../photo/underlay-store.ts';
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

/** Opens the document as the app's board and starts editing it. */
async function begin(doc: EditDoc, meta: LibraryMeta): Promise<boolean> {
  const files = fileOf(doc);
  const saved = await boardLibrary().put(meta, files);
  if (!saved.ok) useAppStore.getState().reportStorageFailure(saved.message, files);
  await useAppStore.getState().refreshLibrary();
  const opened = await useAppStore.getState().openStored(files, meta.key, doc.name);
  if (!opened) return false;
  useEditorStore.getState().startEditing(doc, saved.ok ? saved.value : meta);
  remember(meta.key);
  return true;
}

/** A free library key and board id for a board made here. */
async function freeIdFor(name: string): Promise<string> {
  const key = await boardLibrary().freeKeyFor(slug(name), bundledIds());
  return key.ok ? key.value : `${slug(name)}-${Date.now().toString(36)}`;
}

const madeMeta = (id: string, doc: EditDoc): LibraryMeta => ({
  key: id,
  boardId: id,
  name: doc.name,
  family: doc.family,
  kind: 'board',
  origin: 'made',
  savedAt: Date.now(),
  bytes: 0,
});

export async function newBoard(options: Omit<NewBoardOptions, 'id'>): Promise<boolean> {
  const id = await freeIdFor(options.name);
  const doc = newDoc({ ...options, id });
  return begin(doc, madeMeta(id, doc));
}

/**
 * Edits a board made elsewhere in the app (traced over a photo) as a board
 * made here; the photo it was traced over, if given, is kept with it.
 */
export async function editMadeBoard(
  board: Board,
  name: string,
  photo?: () => Promise<BoardPhoto | undefined>,
): Promise<boolean> {
  const id = await freeIdFor(name);
  const doc = docFromBoard(board, id, name);
  if (!(await begin(doc, madeMeta(id, doc)))) return false;
  if (photo) {
    try {
      const kept = await photo();
      if (kept) await keepPhoto(id, kept);
    } catch (e) {
      useAppStore
        .getState()
        .reportStorageFailure(
          `The board is kept, but its photo is not: ${e instanceof Error ? e.message : String(e)}.`,
        );
    }
  }
  return true;
}

/** Edits the board on screen: in place when it was made or copied here, else a copy of it. */
export async function editCurrentBoard(): Promise<boolean> {
  const { board, boardId, library } = useAppStore.getState();
  if (!board) return false;
  const own = library.find(
    (m) => m.key === boardId && (m.origin === 'made' || m.origin === 'copy') && m.kind === 'board',
  );
  if (own) return begin(docFromBoard(board, own.boardId, own.name), own);
  const key = await boardLibrary().freeKeyFor(`${slug(board.id)}-copy`, bundledIds());
  const id = key.ok ? key.value : `${slug(board.id)}-copy-${Date.now().toString(36)}`;
  const name = `${board.name} (copy)`;
  const meta: LibraryMeta = {
    key: id,
    boardId: id,
    name,
    family: board.family,
    kind: 'board',
    origin: 'copy',
    savedAt: Date.now(),
    bytes: 0,
  };
  return begin(docFromBoard(board, id, name), meta);
}

export function stopEditing(): void {
  useEditorStore.getState().stopEditing();
  remember(undefined);
}

/** After start-up: back into the editor when the board reopened is the one being edited. */
export function resumeEditing(): void {
  const key = remembered();
  const { board, boardId, library } = useAppStore.getState();
  const meta = library.find((m) => m.key === key);
  if (!key || !board || boardId !== key || !meta) return;
  useEditorStore.getState().startEditing(docFromBoard(board, meta.boardId, meta.name), meta);
}

let installed = false;

/** Keeps the app's board, the library and the editor in step (installed once at start-up). */
export function installEditorSync(): void {
  if (installed) return;
  installed = true;
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

  const save = async (): Promise<void> => {
    if (saving) {
      pendingSave = true;
      return;
    }
    const { doc, meta, active } = useEditorStore.getState();
    if (!active || !doc || !meta) return;
    useEditorStore.setState({ save: 'saving' });
    const files = fileOf(doc);
    saving = (async () => {
      const saved = await boardLibrary().put({ ...meta, name: doc.name }, files);
      if (saved.ok) {
        useEditorStore.setState({
          save: useEditorStore.getState().doc === doc ? 'saved' : 'saving',
          meta: saved.value,
        });
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

  useEditorStore.subscribe((state, previous) => {
    if (state.doc !== previous.doc && state.active && previous.active) {
      frame ??= setTimeout(() => void push(), 0);
      if (!state.stroke) void save();
    }
    // A stroke ends: keep it.
    if (!state.stroke && previous.stroke && state.active) void save();
  });

  // Another board opened while editing ends the session.
  useAppStore.subscribe((state, previous) => {
    const editor = useEditorStore.getState();
    if (editor.active && state.boardId !== previous.boardId && state.boardId !== editor.meta?.key) stopEditing();
  });
}
