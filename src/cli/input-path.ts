// Where a file named on the command line is read from. A path that names a file
// (relative to the working folder, or absolute) is that file. A bare name that
// names no file there is looked up among the files this package ships, so the
// README's examples run from an installed package as they run in a checkout:
// `hexlos los ridge-and-river C2 G5` opens the bundled board, and
// `hexlos check ridge-and-river ridge-and-river.expect` its bundled
// expectations (docs/board-format.md#bundled-boards-by-name-the-command-line). A file in the
// working folder always wins over a bundled one of the same name.

import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, isAbsolute, join, resolve } from 'node:path';

import { BUNDLED_BOARDS_DIR } from '../board/node-io.ts';
import { nearestName } from './args.ts';
import { type CliIO, EXIT, oneLine, printJson } from './io.ts';

/** What the argument is: a board or map (boards/), or an expectations file (boards/checks/); none for a file hexlos ships none of (a photo, a module). */
export type ShippedKind = 'board' | 'expectations';

const SHIPPED_DIR: Readonly<Record<ShippedKind, string>> = {
  board: BUNDLED_BOARDS_DIR,
  expectations: join(BUNDLED_BOARDS_DIR, 'checks'),
};

/** A name with no folder in it (`ridge-and-river`, `ridge-and-river.json`). */
const bareName = (arg: string): boolean => !isAbsolute(arg) && basename(arg) === arg && arg !== '.' && arg !== '..';

/** The absolute path a command reads for `arg`: the working folder's file, else a shipped one by that name, else the working folder's (to say it is missing). */
export function inputPath(arg: string, cwd: string, kind?: ShippedKind): string {
  const own = isAbsolute(arg) ? arg : resolve(cwd, arg);
  if (!kind || existsSync(own) || !bareName(arg)) return own;
  for (const name of [arg, `${arg}.json`]) {
    const shipped = join(SHIPPED_DIR[kind], name);
    if (existsSync(shipped)) return shipped;
  }
  return own;
}

/** The names the package ships of this kind (for a "did you mean"), without `.json`. */
export function shippedNames(kind: ShippedKind): string[] {
  try {
    return readdirSync(SHIPPED_DIR[kind])
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length))
      .sort();
  } catch {
    return [];
  }
}

const KIND_WORD: Readonly<Record<ShippedKind, string>> = { board: 'a board', expectations: 'expectations' };

/**
 * What is wrong with the file named by `arg` before it is read, in one line
 * that starts with the problem ("no such file" before anything about the
 * file's contents), with the nearest name the package ships when the argument
 * looks like a misspelled one; undefined when there is a file to read.
 */
export function inputProblem(arg: string, cwd: string, kind?: ShippedKind): string | undefined {
  const path = inputPath(arg, cwd, kind);
  let folder: boolean;
  try {
    folder = statSync(path).isDirectory();
  } catch {
    const typed = arg.replace(/\.json$/, '');
    const nearest = kind && bareName(arg) ? nearestName(typed, shippedNames(kind)) : undefined;
    return `${arg}: no such file${kind && nearest ? `; did you mean ${nearest} (${KIND_WORD[kind]} hexlos ships)?` : ''}`;
  }
  return folder ? `${arg}: a folder, not a file` : undefined;
}

/** Reports a file that cannot be read at all: one line on stderr, or { error, errors } with --json; exit 1. */
export function reportInputProblem(io: CliIO, json: boolean, problem: string): number {
  if (json) printJson(io, { error: problem, errors: [{ path: '', message: problem }] });
  else io.stderr.write(`${oneLine(problem)}\n`);
  return EXIT.invalid;
}
