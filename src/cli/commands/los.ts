// `hexlos los <board.json> <from> <to> [--rules R|all] [--trace hex|real] [--reading ID=VALUE]`
// (docs/cli.md#hexlos-los-board-from-to).

import { evaluateLos, ruleSet } from '../../engine/rules/index.ts';
import { unreadReadingNotes } from '../../engine/rules/markers.ts';
import type { LosResult } from '../../engine/rules/types.ts';
import { readBoardQuery } from '../board-query.ts';
import type { Command } from '../command.ts';
import { type CliIO, EXIT, printJson } from '../io.ts';
import { losJson, losText } from '../los-json.ts';
import { USAGE } from '../usage.ts';

export const command: Command = {
  name: 'los',
  usage: USAGE.los,
  async run(argv: readonly string[], io: CliIO): Promise<number> {
    const query = await readBoardQuery(argv, io, {
      query: true,
      positionals: [3, 'expected a board file and two hex labels'],
    });
    if (typeof query === 'number') return query;
    const {
      json,
      board,
      options,
      hexes: [from, to],
    } = query;
    const [, fromLabel, toLabel] = query.args.positionals;
    // A reading asked for that this rule set does not read is named, as an unread month is (README, "The command line").
    const withUnread = (r: LosResult): LosResult => {
      const unread = unreadReadingNotes(ruleSet(r.rules).name, r.rules, options.readings);
      return unread.length ? { ...r, notes: [...r.notes, ...unread] } : r;
    };
    const results = options.rules.map((rules) =>
      withUnread(
        evaluateLos(board, {
          from,
          to,
          rules,
          trace: options.trace,
          markers: options.markers,
          readings: options.readings,
        }),
      ),
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
