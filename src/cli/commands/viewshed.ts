// `hexlos viewshed <board.json> <from> [--rules R] [--trace hex|real]` (docs/cli.md#hexlos-viewshed-board-from).

import { labelOf } from '../../engine/board-model.ts';
import { viewshed } from '../../engine/viewshed.ts';
import { readBoardQuery } from '../board-query.ts';
import type { Command } from '../command.ts';
import { type CliIO, EXIT, printJson } from '../io.ts';
import { USAGE } from '../usage.ts';

export const command: Command = {
  name: 'viewshed',
  usage: USAGE.viewshed,
  async run(argv: readonly string[], io: CliIO): Promise<number> {
    const query = await readBoardQuery(argv, io, {
      query: true,
      oneRuleSet: 'viewshed takes one rule set',
      positionals: [2, 'expected a board file and one hex label'],
    });
    if (typeof query === 'number') return query;
    const {
      json,
      board,
      options,
      hexes: [from],
    } = query;
    const rules = options.rules[0];
    const trace = options.trace ?? 'hex';
    const visible = viewshed(board, { from, rules, trace, markers: options.markers, readings: options.readings }).map(
      (h) => labelOf(board, h),
    );
    if (json) printJson(io, { from: labelOf(board, from), rules, trace, visible, count: visible.length });
    else
      io.stdout.write(
        `${labelOf(board, from)} sees ${visible.length} hexes (${rules}, ${trace === 'hex' ? 'hex-traced' : 'real space'}):\n${visible.join(' ')}\n`,
      );
    return EXIT.ok;
  },
};
