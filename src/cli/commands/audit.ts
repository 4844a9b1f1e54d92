// `hexlos audit <board.json> [--rules R] [--trace hex|real] [--json]`: the
// board designer's audit (docs/audit.md) from the all-pairs matrix — per hex,
// how many hexes it sees and how many see it; the hexes no other hex sees; the
// pairs whose verdict differs between the rule sets that read the board.

import { AuditBuilder, type AuditReport, MatrixTooLarge } from '../../engine/audit.ts';
import { labelOf } from '../../engine/board-model.ts';
import type { Board } from '../../engine/types.ts';
import { readBoardQuery } from '../board-query.ts';
import type { Command } from '../command.ts';
import { type CliIO, EXIT, printJson, reportInvalid } from '../io.ts';
import { USAGE } from '../usage.ts';

/** The report with labels for hexes, as `--json` prints it. */
export function auditJson(board: Board, report: AuditReport) {
  const label = (h: Parameters<typeof labelOf>[1]) => labelOf(board, h);
  return {
    board: board.id,
    rules: report.rules,
    trace: report.trace,
    hexCount: report.hexes.length,
    pairs: report.pairs,
    hexes: report.hexes.map((h) => ({ hex: label(h.hex), seen: h.seen, seenBy: h.seenBy })),
    hiddenFromEverywhere: report.hiddenFromEverywhere.map(label),
    differences: report.differences.map((d) => ({
      rules: d.rules,
      trace: d.trace,
      count: d.count,
      pairs: d.pairs.map((p) => ({
        from: label(p.from),
        to: label(p.to),
        visible: { [report.rules]: p.visible, [d.rules]: p.otherVisible },
      })),
    })),
    notCompared: report.notCompared,
  };
}

function auditText(board: Board, report: AuditReport): string {
  const label = (h: Parameters<typeof labelOf>[1]) => labelOf(board, h);
  const mode = report.trace === 'hex' ? 'hex-traced' : 'real space';
  const lines = [
    `audit of "${board.name}" (${report.rules}, ${mode}): ${report.hexes.length} hexes, ${report.pairs} ordered pairs`,
  ];
  const hidden = report.hiddenFromEverywhere;
  lines.push(
    hidden.length
      ? `hidden from everywhere (${hidden.length}): ${hidden.map(label).join(' ')}`
      : 'hidden from everywhere: none',
  );
  for (const d of report.differences) {
    lines.push(
      `differs from ${d.rules} (${d.trace === 'hex' ? 'hex-traced' : 'real space'}) in ${d.count} pairs${d.count ? ':' : ''}`,
    );
    for (const p of d.pairs.slice(0, 20)) {
      const verdict = (v: boolean) => (v ? 'clear' : 'blocked');
      lines.push(
        `  ${label(p.from)} → ${label(p.to)}: ${verdict(p.visible)} under ${report.rules}, ${verdict(p.otherVisible)} under ${d.rules}`,
      );
    }
    if (d.count > 20) lines.push(`  … and ${d.count - 20} more (--json lists ${d.pairs.length})`);
  }
  for (const n of report.notCompared) lines.push(`not compared with ${n.rules}: ${n.reason}`);
  lines.push('per hex: sees / seen by');
  for (const h of report.hexes) lines.push(`  ${label(h.hex)} ${h.seen} / ${h.seenBy}`);
  return `${lines.join('\n')}\n`;
}

export const command: Command = {
  name: 'audit',
  usage: USAGE.audit,
  async run(argv: readonly string[], io: CliIO): Promise<number> {
    const query = await readBoardQuery(argv, io, {
      query: true,
      oneRuleSet: 'audit takes one rule set (it compares it with the others itself)',
      positionals: [1, 'expected one board file'],
    });
    if (typeof query === 'number') return query;
    const { json, file, board, options } = query;
    let report: AuditReport;
    try {
      report = new AuditBuilder(board, {
        rules: options.rules[0],
        trace: options.trace,
        markers: options.markers,
        readings: options.readings,
      }).report();
    } catch (e) {
      if (!(e instanceof MatrixTooLarge)) throw e;
      return reportInvalid(io, json, `${file}: too large to audit`, [{ path: '', message: e.message }], file);
    }
    if (json) printJson(io, auditJson(board, report));
    else io.stdout.write(auditText(board, report));
    return EXIT.ok;
  },
};
