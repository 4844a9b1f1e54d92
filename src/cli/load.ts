// Loading the board argument and hex label arguments shared by every command
// (docs/cli.md): a board or map file, relative to the working directory; labels in
// any case, a joined seam hex under either board's label. Invalid input is
// reported (located errors, exit 1) here, so commands only see good values.

import { describeGrid } from '../board/labels.ts';
import { loadBoardFile } from '../board/node-io.ts';
import { countProblems } from '../board/problem.ts';
import { hexByLabel } from '../engine/board-model.ts';
import type { Axial, Board } from '../engine/types.ts';
import { inputPath, inputProblem, reportInputProblem } from './input-path.ts';
import { type CliIO, type Problem, reportInvalid } from './io.ts';

export interface LoadedBoard {
  readonly board: Board;
  /** The file's own warnings (unknown keys and the like), without the designer's lint: no query prints them. */
  readonly warnings: readonly Problem[];
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Loads a board or map file; on failure prints every error and returns exit
 * code 1. Only `validate` prints warnings, and it reads the file itself, so
 * the designer's lint is skipped here (about 3 ms of CPU on a 330-hex board).
 */
export async function loadBoardArg(path: string, io: CliIO, json: boolean): Promise<LoadedBoard | number> {
  const problem = inputProblem(path, io.cwd, 'board');
  if (problem) return reportInputProblem(io, json, problem);
  const file = inputPath(path, io.cwd, 'board');
  const result = await loadBoardFile(file, { lint: false });
  if (result.ok) return { board: result.board, warnings: result.warnings };
  return reportInvalid(
    io,
    json,
    `${path}: not a valid board or map (${plural(countProblems(result.errors), 'error')})`,
    result.errors,
    path,
  );
}

/** Where a board's labels live, for messages about labels that are not on it. */
function labelHint(board: Board): string {
  if (board.parts) {
    const example = board.parts[0] ? `${board.parts[0].name.toUpperCase()}-K7` : '2-K7';
    return `map labels start with a board name, like ${example}`;
  }
  return describeGrid(board.grid);
}

/** The hex a label names on this board; otherwise prints an error naming the label and returns 1. */
export function resolveHexArg(board: Board, label: string, io: CliIO, json: boolean): Axial | number {
  const hex = hexByLabel(board, label);
  if (hex) return hex;
  const shown = label.trim().toUpperCase();
  const where = `${board.parts ? 'map' : 'board'} ${board.id} (${labelHint(board)})`;
  // One line on the terminal: the located error would say the same again.
  if (!json) return reportInputProblem(io, json, `hex ${shown} is not on ${where}`);
  return reportInvalid(io, json, `hex ${shown} is not on ${where}`, [
    { path: '', hex: shown, message: `not on ${where}` },
  ]);
}
