// `hexlos viewshed <board.json> <from> [--rules R] [--trace hex|real]` (cli.md).

import { labelOf } from '../../engine/board-model.ts';
import { viewshed } from '../../engine/viewshed.ts';
import { parseArgs, UsageError } from '../args.ts';
import { type CliIO, EXIT, printJson, reportInvalid } from '../io.ts';
import { loadBoardArg, resolveHexArg } from '../load.ts';
import type { Command } from '../main.ts';
import { QUERY_OPTIONS, READING_USAGE, readQueryOptions } from '../query-options.ts';

export const command: Command = {
  name: 'viewshed',
  usage: `hexlos viewshed <board.json> <from> [--rules R] [--trace hex|real] [--blocked-hex HEX] [--month N] [--unit HEX] ${READING_USAGE} [--json]`,
  async run(argv: readonly string[], io: CliIO): Promise<number> {
    const args = parseArgs(argv, { flags: ['json'], options: QUERY_OPTIONS });
    const json = args.flags.has('json');
    if (args.positionals.length !== 2) throw new UsageError('expected a board file and one hex label');
    const [file, fromLabel] = args.positionals;
    const loaded = await loadBoardArg(file, io, json);
    if (typeof loaded === 'number') return loaded;
    const { board } = loaded;
    const from = resolveHexArg(board, fromLabel, io, json);
    if (typeof from === 'number') return from;
    const { options, problems } = readQueryOptions(args, board);
    if (problems.length) return reportInvalid(io, json, `${problems.length} marker hex(es) not on the board`, problems, file);
    if (options.all) throw new UsageError('viewshed takes one rule set');
    const rules = options.rules[0];
    const trace = options.trace ?? 'hex';
    const visible = viewshed(board, { from, rules, trace, markers: options.markers, readings: options.readings }).map((h) => labelOf(board, h));
    if (json) printJson(io, { from: labelOf(board, from), rules, trace, visible, count: visible.length });
    else io.stdout.write(`${labelOf(board, from)} sees ${visible.length} hexes (${rules}, ${trace === 'hex' ? 'hex-traced' : 'real space'}):\n${visible.join(' ')}\n`);
    return EXIT.ok;
  },
};
