// Loading board and map files from disk (Node only: the CLI and tests).
// A map's `board` entry NAME is a file beside the map (NAME, else NAME.json)
// or, when neither exists, the id of a bundled board (boards/<id>.json in this
// package).
// Every file goes through readText: regular files only, the size limit, and
// the one strict decoder (decode.ts) the browser uses too.
// The files are read with Node's synchronous calls: the callers are one-shot
// commands and tests, which wait for the file anyway, and node:fs/promises
// alone cost a few milliseconds of each `hexlos` start.

import { closeSync, existsSync, openSync, readSync, realpathSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import { decodeText } from './decode.ts';
import { type JsonTextResult, parseJsonText, tooLargeProblem } from './json-text.ts';
import { loadBoardOrMap, type LoadOptions, type LoadResult } from './parse.ts';
import type { Problem } from './problem.ts';
import { ID_PATTERN, MAX_FILE_BYTES } from './schema.ts';

/**
 * The package's root: the nearest folder above this module holding a
 * package.json. This module runs from the sources (src/board/) and from the
 * compiled CLI (dist-cli/, in a checkout or an installed package), so a fixed
 * relative path would be right in one place only.
 */
function packageRoot(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  for (let dir = here; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return here;
  }
}

/** The folder of sample boards shipped with the package. */
export const BUNDLED_BOARDS_DIR = join(packageRoot(), 'boards', sep);

type TextRead = { ok: true; text: string } | { ok: false; problem: Problem };

const cannotRead = (path: string, e: unknown): TextRead => {
  const code = (e as NodeJS.ErrnoException).code;
  const why =
    code === 'ENOENT'
      ? 'no such file'
      : code === 'EACCES'
        ? 'permission denied'
        : code === 'EISDIR'
          ? 'it is a folder'
          : (e as Error).message;
  return { ok: false, problem: { path: '', message: `cannot read ${path}: ${why}` } };
};

/**
 * A file's text: a regular file only (not a folder, a device such as
 * /dev/zero, or a pipe), at most MAX_FILE_BYTES (checked before reading and
 * again while reading, in case it grows), decoded as strict UTF-8.
 */
function readText(path: string): TextRead {
  try {
    const info = statSync(path);
    if (!info.isFile()) return { ok: false, problem: { path: '', message: `${path} is not a file` } };
    if (info.size > MAX_FILE_BYTES) return { ok: false, problem: tooLargeProblem(info.size) };
    const handle = openSync(path, 'r');
    try {
      // One byte more than the size seen: filling it means the file grew while it was read.
      const buffer = new Uint8Array(info.size + 1);
      let length = 0;
      while (length < buffer.length) {
        const bytesRead = readSync(handle, buffer, length, buffer.length - length, null);
        if (bytesRead === 0) break;
        length += bytesRead;
      }
      if (length > info.size)
        return { ok: false, problem: { path: '', message: `${path} changed while it was being read; try again` } };
      const decoded = decodeText(buffer.subarray(0, length));
      return decoded.ok ? { ok: true, text: decoded.text } : decoded;
    } finally {
      closeSync(handle);
    }
  } catch (e) {
    return cannotRead(path, e);
  }
}

/** Any JSON input file (board, map, expectations): the same limits, decoder and syntax checks. */
export async function readJsonFile(path: string): Promise<JsonTextResult> {
  const read = readText(path);
  return read.ok ? parseJsonText(read.text) : { ok: false, errors: [read.problem] };
}

const exists = (path: string): boolean => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** Whether `path` (symbolic links followed) lies inside `folder`. */
function inside(folder: string, path: string): boolean {
  const [f, p] = [realpathSync(folder), realpathSync(path)];
  const rel = relative(f, p);
  return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel);
}

/**
 * A map's board reference: a file in the map's folder (or below it), named
 * as given or with `.json` added, else a bundled board id. The reference's
 * form is checked by the loader (boardRefProblem); here a symbolic link out
 * of the folder is refused too.
 */
export function nodeResolver(mapFile: string): (ref: string) => Promise<unknown | undefined> {
  const base = dirname(mapFile);
  return async (ref) => {
    let path: string | undefined;
    for (const name of ref.endsWith('.json') ? [ref] : [ref, `${ref}.json`]) {
      const local = resolve(base, name);
      if (!exists(local)) continue;
      if (!inside(base, local))
        throw new Error(`it leads outside the map's folder (a map may name only files in its own folder)`);
      path = local;
      break;
    }
    if (path === undefined && ID_PATTERN.test(ref) && !ref.includes('..'))
      path = resolve(BUNDLED_BOARDS_DIR, `${ref}.json`);
    if (path === undefined || !exists(path)) return undefined;
    const parsed = await readJsonFile(path);
    if (!parsed.ok)
      throw new Error(parsed.errors.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)).join('; '));
    return parsed.value;
  };
}

/** Loads a board or map file; a map's boards are read relative to it. */
export async function loadBoardFile(path: string, options: LoadOptions = {}): Promise<LoadResult> {
  const parsed = await readJsonFile(path);
  if (!parsed.ok) return { ok: false, errors: parsed.errors, warnings: [] };
  return loadBoardOrMap(parsed.value, nodeResolver(path), options);
}
