// Boards for the worker: the bundled list, a bundled board by id, and files
// the user opened. A map file's `board` entries are found among the files
// opened with it (by file name) and then among the bundled boards (by id).
// Parsing and validation are the board loader's (src/board); this only wires
// files to it.

import { bundledBoards, resolveBundledRef } from '../board/bundled.ts';
import { parseJsonText } from '../board/json-text.ts';
import { loadBoardOrMap } from '../board/parse.ts';
import type { LoadResult } from '../board/parse.ts';
import type { BoardEntry, BoardFile } from './protocol.ts';

export function bundledBoardList(): BoardEntry[] {
  return bundledBoards.map(({ id, name, family }) => ({ id, name, family }));
}

export async function loadBundledBoard(id: string): Promise<LoadResult> {
  const entry = bundledBoards.find((b) => b.id === id);
  if (!entry) return { ok: false, errors: [{ path: '', message: `There is no bundled board "${id}".` }], warnings: [] };
  return entry.load();
}

const baseName = (path: string): string => path.split(/[\\/]/).pop() ?? path;

const isMapDocument = (text: string): boolean => /"format"\s*:\s*"hexlos-map\//.test(text.slice(0, 4096));

export async function loadBoardFiles(files: readonly BoardFile[]): Promise<LoadResult> {
  // With several files, the map is the one to open; the others are its boards.
  const main = files.find((f) => isMapDocument(f.text)) ?? files[0];
  const parsed = parseJsonText(main.text);
  if (!parsed.ok) return { ok: false, errors: parsed.errors, warnings: [] };
  const others = new Map(files.filter((f) => f !== main).map((f) => [baseName(f.name), f]));
  const resolveRef = async (ref: string): Promise<unknown> => {
    const file = others.get(baseName(ref));
    if (file) {
      const inner = parseJsonText(file.text);
      if (!inner.ok) throw new Error(`${file.name}: ${inner.errors[0]?.message ?? 'not valid JSON'}`);
      return inner.value;
    }
    return resolveBundledRef(ref);
  };
  return loadBoardOrMap(parsed.value, resolveRef);
}
