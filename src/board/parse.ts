// Loading board files and maps of several boards (docs/board-format.md): the one
// entry point for the CLI, the worker and the UI. Results are values: a
// resolved board with its warnings (unknown keys, the designer's lint), or
// every error found, each with a JSON path, the hex label when there is one,
// and a plain message. Nothing here throws on bad input, and a file with any
// error yields no board at all.
//
// Problems inside a board that a map refers to carry the map entry's path and
// the board file's own path, joined by "#": `boards[1].board#hexes.C4.terrain`.

import type { Board } from '../engine/types.ts';
import { issuesToProblems } from './issues.ts';
import { isRecord, nestedPath, own } from './json-path.ts';
import { parseJsonText } from './json-text.ts';
import { lintBoard } from './lint.ts';
import { joinBoards, type MapPart } from './map.ts';
import { listFirst, type Problem, ProblemList } from './problem.ts';
import { formatProblem, readBoardDocument, unknownKeyWarnings } from './read-board.ts';
import { finishDrafted, type ResolvedBoard } from './resolve-board.ts';
import { BOARD_FORMAT, MAP_BOARD_KEYS, MAP_FORMAT, MAP_KEYS, schemas } from './schema.ts';

export type LoadResult =
  | { ok: true; board: Board; warnings: Problem[] }
  | { ok: false; errors: Problem[]; warnings: Problem[] };

/**
 * Finds the document a map's `board` entry names: a path relative to the map
 * file or a bundled board id. Resolves to undefined when there is no such
 * board; may reject with an Error whose message says why it could not be read.
 */
export type ResolveRef = (ref: string) => Promise<unknown | undefined>;

const internalError = (e: unknown): LoadResult => ({
  ok: false,
  errors: [
    { path: '', message: `internal error while reading the file: ${e instanceof Error ? e.message : String(e)}` },
  ],
  warnings: [],
});

/**
 * How much to read. The designer's lint (lint.ts) walks every hex and edge of
 * a good board for warnings alone; a caller that never shows warnings (the
 * CLI's queries: los, trace, viewshed, ...) skips it and starts sooner.
 */
export interface LoadOptions {
  /** Add the designer's lint to the warnings (default true). */
  readonly lint?: boolean;
}

const withLint = (resolved: ResolvedBoard, warnings: readonly Problem[], options: LoadOptions): LoadResult => ({
  ok: true,
  board: resolved.board,
  warnings:
    options.lint === false
      ? listFirst(warnings, 'warnings')
      : listFirst(concat(warnings, lintBoard(resolved.board, { provenance: resolved.provenance })), 'warnings'),
});

function* concat<T>(...lists: readonly Iterable<T>[]): Generator<T> {
  for (const list of lists) yield* list;
}

/** Every problem found, listed for people: the first few of each kind, then a count (problem.ts). */
const listed = (r: LoadResult): LoadResult =>
  r.ok
    ? { ...r, warnings: listFirst(r.warnings, 'warnings') }
    : { ...r, errors: listFirst(r.errors, 'errors'), warnings: listFirst(r.warnings, 'warnings') };

function readBoard(json: unknown, options: LoadOptions): LoadResult {
  try {
    const read = readBoardDocument(json);
    return read.ok ? withLint(finishDrafted(read.value), read.warnings, options) : read;
  } catch (e) {
    return internalError(e);
  }
}

/** A hexlos-board/1 document (already parsed JSON). */
export const parseBoard = (json: unknown): LoadResult => listed(readBoard(json, {}));

/** A board file's text: size limit, located syntax errors, then parseBoard. */
export function parseBoardText(text: string): LoadResult {
  const parsed = parseJsonText(text);
  return parsed.ok ? parseBoard(parsed.value) : { ok: false, errors: parsed.errors, warnings: [] };
}

/** A board or a map of several boards; a map's boards are found through resolveRef. */
export async function loadBoardOrMap(
  json: unknown,
  resolveRef: ResolveRef,
  options: LoadOptions = {},
): Promise<LoadResult> {
  try {
    const format = formatProblem(json, [BOARD_FORMAT, MAP_FORMAT]);
    if (format) return { ok: false, errors: [format], warnings: [] };
    if (own(json as Record<string, unknown>, 'format') === BOARD_FORMAT) return listed(readBoard(json, options));
    return listed(await loadMap(json as Record<string, unknown>, resolveRef, options));
  } catch (e) {
    return internalError(e);
  }
}

interface PartReading {
  readonly part?: MapPart;
  readonly errors: readonly Problem[];
  readonly warnings: readonly Problem[];
}

async function loadMap(
  root: Record<string, unknown>,
  resolveRef: ResolveRef,
  options: LoadOptions,
): Promise<LoadResult> {
  const errors = new ProblemList();
  const warnings = new ProblemList();
  const parsed = schemas().mapDocumentSchema.safeParse(root);
  if (!parsed.success) errors.addAll(issuesToProblems(parsed.error.issues, root));
  warnings.addAll(unknownKeyWarnings(root, MAP_KEYS, ''));

  const boards = own(root, 'boards');
  const entries: unknown[] = Array.isArray(boards) ? Array.from(boards) : [];
  const names = new Map<string, number>();
  entries.forEach((entry, i) => {
    warnings.addAll(unknownKeyWarnings(entry, MAP_BOARD_KEYS, `boards[${i}]`));
    const name = isRecord(entry) ? own(entry, 'name') : undefined;
    if (typeof name !== 'string') return;
    const first = names.get(name.toUpperCase());
    if (first === undefined) names.set(name.toUpperCase(), i);
    else {
      errors.add({
        path: `boards[${i}].name`,
        message: `board name "${name}" is already used by boards[${first}] (names prefix labels, in any case)`,
      });
    }
  });

  // Read every board a well-formed entry names, so that all their errors are reported together.
  const cache = new Map<string, Promise<unknown>>();
  const fetchOnce = (ref: string): Promise<unknown> => {
    let pending = cache.get(ref);
    if (!pending) {
      pending = Promise.resolve().then(() => resolveRef(ref));
      cache.set(ref, pending);
    }
    return pending;
  };
  const readings = await Promise.all(entries.map((entry, i) => readPart(entry, i, fetchOnce)));
  // The documents are read; only their drafts go on to the join.
  cache.clear();
  for (const r of readings) {
    errors.addAll(r.errors);
    warnings.addAll(r.warnings);
  }

  const parts = readings.map((r) => r.part);
  if (errors.size > 0 || !parsed.success || parts.some((p) => p === undefined)) {
    return { ok: false, errors: errors.listed('errors'), warnings: warnings.listed('warnings') };
  }
  const id = own(root, 'id') as string;
  const name = own(root, 'name');
  const joined = joinBoards({ id, name: typeof name === 'string' ? name : id }, parts as MapPart[]);
  warnings.addAll(joined.warnings);
  if (!joined.ok) return { ok: false, errors: joined.errors, warnings: warnings.listed('warnings') };
  return withLint(joined.value, warnings.listed('warnings'), options);
}

/**
 * Why a map's `board` reference may not be followed, or undefined. A map names
 * files in its own folder (or below it) and bundled boards, nothing else: not
 * an absolute path, a drive, a URL, nor a `..` step out of the folder (a shared
 * map must not read, and echo, files elsewhere on the machine).
 */
export function boardRefProblem(ref: string): string | undefined {
  const outside = /^[\\/]/.test(ref) || /^[A-Za-z][A-Za-z0-9+.-]*:/.test(ref) || ref.split(/[\\/]/).includes('..');
  if (!outside) return undefined;
  return `board "${ref}" is outside the map's folder: a map may name only files in its own folder (or below it) and bundled boards`;
}

async function readPart(entry: unknown, i: number, fetchOnce: (ref: string) => Promise<unknown>): Promise<PartReading> {
  if (!schemas().mapBoardSchema.safeParse(entry).success) return { errors: [], warnings: [] };
  const e = entry as Record<string, unknown>;
  const ref = own(e, 'board') as string;
  const path = `boards[${i}].board`;
  const refused = boardRefProblem(ref);
  if (refused) return { errors: [{ path, message: refused }], warnings: [] };
  let doc: unknown;
  try {
    doc = await fetchOnce(ref);
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    return { errors: [{ path, message: `cannot read board "${ref}": ${why}` }], warnings: [] };
  }
  if (doc === undefined) {
    return {
      errors: [{ path, message: `no board "${ref}": neither a file beside the map nor a bundled board` }],
      warnings: [],
    };
  }
  const read = readBoardDocument(doc);
  const nest = (p: Problem): Problem => ({
    ...p,
    path: nestedPath(path, p.path),
    message: `in board "${ref}": ${p.message}`,
  });
  const warnings = read.warnings.map(nest);
  if (!read.ok) return { errors: read.errors.map(nest), warnings };
  const part: MapPart = {
    name: own(e, 'name') as string,
    column: own(e, 'column') as number,
    row: own(e, 'row') as number,
    turned: own(e, 'turned') === true,
    drafted: read.value,
  };
  return { part, errors: [], warnings };
}
