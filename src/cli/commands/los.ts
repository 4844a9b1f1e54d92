// `hexlos los <board.json> <from> <to> [--rules R|all] [--trace hex|real] [--reading ID=VALUE]` (cli.md).

import { evaluateLos } from '../../engine/rules/index.ts';
import { parseArgs, UsageError } from '../args.ts';
import { type CliIO, EXIT, printJson, reportInvalid } from '../io.ts';
import { loadBoardArg, resolveHexArg } from '../load.ts';
import { losJson, losText } from '../los-json.ts';
import type { Command } from '../main.ts';
import { QUERY_OPTIONS, READING_USAGE, readQueryOptions } from '../query-options.ts';

export const command: Command = {
  name: 'los',
  usage: `hexlos los <board.json> <from> <to> [--rules arvold|original|tgx|tagg|all] [--trace hex|real] [--blocked-hex HEX] [--month N] [--unit HEX] ${READING_USAGE} [--json]`,
  async run(argv: readonly string[], io: CliIO): Promise<number> {
    const args = parseArgs(argv, { flags: ['json'], options: QUERY_OPTIONS });
    const json = args.flags.has('json');
    if (args.positionals.length !== 3) throw new UsageError('expected a board file and two hex labels');
    const [file, fromLabel, toLabel] = args.positionals;
    const loaded = await loadBoardArg(file, io, json);
    if (typeof loaded === 'number') return loaded;
    const { board } = loaded;
    const from = resolveHexArg(board, fromLabel, io, json);
    if (typeof from === 'number') return from;
    const to = resolveHexArg(board, toLabel, io, json);
    if (typeof to === 'number') return to;
    const { options, problems } = readQueryOptions(args, board);
    if (problems.length) return reportInvalid(io, json, `${problems.length} marker hex(es) not on the board`, problems, file);
    const results = options.rules.map((rules) =>
      evaluateLos(board, { from, to, rules, trace: options.trace, markers: options.markers, readings: options.readings }),
    );
    if (options.all) {
      if (json) {
        printJson(io, {
          from: fromLabel.toUpperCase(),
          to: toLabel.toUpperCase(),
          range: results[0]?.range,
          verdicts: results.map((r) => ({ rules: r.rules, trace: r.trace, visible: r.visible })),
          results: results.map((r) => losJson(board, r)),
        });
      } else {
        io.stdout.write(`${results.map((r) => `${r.rules}: ${r.visible ? 'clear' : 'blocked'}`).join(' · ')}\n`);
        for (const r of results) io.stdout.write(losText(board, r));
      }
      return EXIT.ok;
    }
    const [result] = results;
    if (json) printJson(io, losJson(board, result));
    else io.stdout.write(losText(board, result));
    return EXIT.ok;
  },
};
