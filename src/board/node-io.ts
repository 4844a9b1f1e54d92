// Loading board and map files from disk (Node only: the CLI and tests).
// A map's `board` entry is a path relative to the map file or, when no such
// file exists, the id of a bundled board (boards/<id>.json in this package).
// Files over the size limit are refused before they are read.

import { readFile, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseJsonText, tooLargeProblem } from './json-text.ts';
import { loadBoardOrMap, type LoadResult } from './parse.ts';
import type { Problem } from './problem.ts';
import { ID_PATTERN, MAX_FILE_BYTES } from './schema.ts';

/** The folder of sample boards shipped with the package. */
export const BUNDLED_BOARDS_DIR = fileURLToPath(new URL('../../boards/', import.meta.url));

type TextRead = { ok: true; text: string } | { ok: false; problem: Problem };

async function readText(path: string): Promise<TextRead> {
  try {
    const info = await stat(path);
    if (!info.isFile()) return { ok: false, problem: { path: '', message: `${path} is not a file` } };
    if (info.size > MAX_FILE_BYTES) return { ok: false, problem: tooLargeProblem(info.size) };
    return { ok: true, text: await readFile(path, 'utf8') };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : (e as Error).message;
    return { ok: false, problem: { path: '', message: `cannot read ${path}: ${why}` } };
  }
}

const exists = async (path: string): Promise<boolean> => {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
};

/** A map's board reference: a file beside the map, else a bundled board id. */
export function nodeResolver(mapFile: string): (ref: string) => Promise<unknown | undefined> {
  const base = dirname(mapFile);
  return async (ref) => {
    const local = resolve(base, ref);
    const path = (await exists(local)) ? local : ID_PATTERN.test(ref) && !ref.includes('..') ? resolve(BUNDLED_BOARDS_DIR, `${ref}.json`) : undefined;
    if (path === undefined || !(await exists(path))) return undefined;
    const read = await readText(path);
    if (!read.ok) throw new Error(read.problem.message);
    const parsed = parseJsonText(read.text);
    if (!parsed.ok) throw new Error(parsed.errors.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)).join('; '));
    return parsed.value;
  };
}

/** Loads a board or map file; a map's boards are read relative to it. */
export async function loadBoardFile(path: string): Promise<LoadResult> {
  const read = await readText(path);
  if (!read.ok) return { ok: false, errors: [read.problem], warnings: [] };
  const parsed = parseJsonText(read.text);
  if (!parsed.ok) return { ok: false, errors: parsed.errors, warnings: [] };
  return loadBoardOrMap(parsed.value, nodeResolver(path));
}
