// Boards for the worker: the bundled list, a bundled board by id, and files
// the user opened. A map file's `board` entries are found among the files
// opened with it (by file name) and then among the bundled boards (by id).
// Parsing and validation are the board loader's (src/board); this only wires
// files to it.

import { bundledBoards, resolveBundledRef } from '../board/bundled.ts';
import { decodeText } from '../board/decode.ts';
import { type JsonTextResult, parseJsonText, tooLargeProblem } from '../board/json-text.ts';
import { loadBoardOrMap } from '../board/parse.ts';
import type { LoadResult } from '../board/parse.ts';
import { MAX_FILE_BYTES } from '../board/schema.ts';
import { CANCELLED, type BoardEntry, type BoardFile } from './protocol.ts';

export function bundledBoardList(): BoardEntry[] {
  return bundledBoards.map(({ id, name, family }) => ({ id, name, family }));
}

export async function loadBundledBoard(id: string): Promise<LoadResult> {
  const entry = bundledBoards.find((b) => b.id === id);
  if (!entry) return { ok: false, errors: [{ path: '', message: `There is no bundled board "${id}".` }], warnings: [] };
  return entry.load();
}

const baseName = (path: string): string => path.split(/[\\/]/).pop() ?? path;

/** A file's JSON: bytes through the strict decoder, then the located JSON reader. */
function readFileJson(file: BoardFile): JsonTextResult {
  if (file.bytes === undefined) return parseJsonText(file.text ?? '');
  if (file.bytes.length > MAX_FILE_BYTES) return { ok: false, errors: [tooLargeProblem(file.bytes.length)] };
  const decoded = decodeText(file.bytes);
  return decoded.ok ? parseJsonText(decoded.text) : { ok: false, errors: [decoded.problem] };
}

const MAP_FORMAT_LINE = /"format"\s*:\s*"hexlos-map\//;
const isMapDocument = (file: BoardFile): boolean =>
  MAP_FORMAT_LINE.test(file.text?.slice(0, 4096) ?? new TextDecoder().decode(file.bytes?.subarray(0, 4096)));

/** What a load stopped because a newer one was asked for answers (the caller drops it). */
export const STOPPED_LOAD: Extract<LoadResult, { ok: false }> = {
  ok: false,
  errors: [{ path: '', message: CANCELLED }],
  warnings: [],
};

/**
 * `stillWanted` is asked between the steps of a load (after the main file's
 * JSON is read, before each board of a map): it lets other messages in and
 * says whether this load is still the newest, so that a board opened while
 * another is being parsed stops the older parse there.
 */
export async function loadBoardFiles(
  files: readonly BoardFile[],
  stillWanted: () => Promise<boolean> = async () => true,
): Promise<LoadResult> {
  // With several files, the map is the one to open; the others are its boards.
  const main = files.find(isMapDocument) ?? files[0];
  const parsed = readFileJson(main);
  if (!parsed.ok) return { ok: false, errors: parsed.errors, warnings: [] };
  if (!(await stillWanted())) return STOPPED_LOAD;
  // A map names its boards by path relative to itself; the browser has only the
  // files the user gave (by name) and the bundled boards. References out of the
  // map's folder are refused by the loader before they get here.
  const others = new Map(files.filter((f) => f !== main).map((f) => [baseName(f.name), f]));
  const resolveRef = async (ref: string): Promise<unknown> => {
    if (!(await stillWanted())) throw new Error(CANCELLED);
    const file = others.get(baseName(ref));
    if (file) {
      const inner = readFileJson(file);
      if (!inner.ok) throw new Error(`${file.name}: ${inner.errors[0]?.message ?? 'not valid JSON'}`);
      return inner.value;
    }
    return resolveBundledRef(ref);
  };
  const loaded = await loadBoardOrMap(parsed.value, resolveRef);
  return (await stillWanted()) ? loaded : STOPPED_LOAD;
}
