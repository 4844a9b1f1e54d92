// `hexlos trace <board.json> <from> <to>` (docs/cli.md#hexlos-trace-board-from-to): the hex-traced geometry
// of a line of sight, no rules: range, the candidate hexes of each step, the
// number of routes (a decimal string: it passes 2^53 on long spine lines), and
// for each side k = 1..R the hexsides a route may cross there, as pairs of
// labels from step k−1 to step k.

import { labelOf } from '../../engine/board-model.ts';
import { traceOnBoard } from '../../engine/board-trace.ts';
import type { Board } from '../../engine/types.ts';
import { readBoardQuery } from '../board-query.ts';
import type { Command } from '../command.ts';
import { type CliIO, EXIT, printJson } from '../io.ts';
import { USAGE } from '../usage.ts';

export interface TraceOutput {
  readonly from: string;
  readonly to: string;
  readonly range: number;
  readonly steps: string[][];
  readonly routes: { readonly count: string };
  readonly sides: [string, string][][];
}

export function traceOutput(board: Board, from: { q: number; r: number }, to: { q: number; r: number }): TraceOutput {
  const trace = traceOnBoard(board, from, to);
  const label = (h: { q: number; r: number }) => labelOf(board, h);
  return {
    from: label(from),
    to: label(to),
    range: trace.range,
    steps: trace.steps.map((step) => step.map(label)),
    routes: { count: trace.routeCount.toString() },
    sides: trace.sides.map((list) => list.map((s): [string, string] => [label(s.from), label(s.to)])),
  };
}

export function traceText(out: TraceOutput): string {
  const routes = `${out.routes.count} route${out.routes.count === '1' ? '' : 's'}`;
  const lines = [
    `${out.from} → ${out.to}: range ${out.range}, ${routes}`,
    `steps: ${out.steps.map((s) => s.join(' or ')).join(' · ')}`,
  ];
  out.sides.forEach((list, i) => {
    lines.push(`side ${i + 1}: ${list.map(([a, b]) => `${a}–${b}`).join(', ')}`);
  });
  return `${lines.join('\n')}\n`;
}

export const command: Command = {
  name: 'trace',
  usage: USAGE.trace,
  async run(argv: readonly string[], io: CliIO): Promise<number> {
    const query = await readBoardQuery(argv, io, { positionals: [3, 'trace takes a board file and two hex labels'] });
    if (typeof query === 'number') return query;
    const {
      json,
      board,
      hexes: [from, to],
    } = query;
    const out = traceOutput(board, from, to);
    if (json) printJson(io, out);
    else io.stdout.write(traceText(out));
    return EXIT.ok;
  },
};
