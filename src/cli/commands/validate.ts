// `hexlos validate <board-or-map.json>` (docs/cli.md#hexlos-validate-board-or-map): every error with its JSON
// path and hex label (exit 1), or the board's summary and the designer's
// warnings (exit 0). With --json: { valid, errors, warnings }, plus the
// one-line `error` summary every command prints on invalid input.

import { loadBoardFile } from '../../board/node-io.ts';
import { countProblems } from '../../board/problem.ts';
import { parseArgs, UsageError } from '../args.ts';
import type { Command } from '../command.ts';
import { inputPath, inputProblem, reportInputProblem } from '../input-path.ts';
import { type CliIO, EXIT, formatProblem, oneLine, printJson } from '../io.ts';
import { USAGE } from '../usage.ts';

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

export const command: Command = {
  name: 'validate',
  usage: USAGE.validate,
  async run(argv: readonly string[], io: CliIO): Promise<number> {
    const args = parseArgs(argv, { flags: ['json'] });
    if (args.positionals.length !== 1) throw new UsageError('validate takes one board or map file');
    const json = args.flags.has('json');
    const [path] = args.positionals;
    const problem = inputProblem(path, io.cwd, 'board');
    if (problem) return reportInputProblem(io, json, problem);
    const result = await loadBoardFile(inputPath(path, io.cwd, 'board'));

    if (!result.ok) {
      const summary = `${path}: not a valid board or map (${plural(countProblems(result.errors), 'error')})`;
      if (json) printJson(io, { valid: false, error: summary, errors: result.errors, warnings: result.warnings });
      else {
        io.stderr.write(`${oneLine(summary)}\n`);
        for (const e of result.errors) io.stderr.write(`  error: ${formatProblem(path, e)}\n`);
        for (const w of result.warnings) io.stderr.write(`  warning: ${formatProblem(path, w)}\n`);
      }
      return EXIT.invalid;
    }

    const { board, warnings } = result;
    if (json) {
      printJson(io, { valid: true, errors: [], warnings });
      return EXIT.ok;
    }
    const kind = board.parts ? `map of ${plural(board.parts.length, 'board')}` : `${board.family} board`;
    io.stdout.write(
      `${oneLine(path)}: valid ${kind} "${oneLine(board.name)}" (${board.grid.columns} × ${board.grid.rows}, ${board.cells.size} hexes), ${plural(countProblems(warnings), 'warning')}\n`,
    );
    for (const w of warnings) io.stdout.write(`  warning: ${formatProblem(path, w)}\n`);
    return EXIT.ok;
  },
};
