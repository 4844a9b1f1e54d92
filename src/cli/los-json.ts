// A LOS result in the players' labels, as docs/cli.md prints it: exact numbers as
// strings ("7/10"), route counts as decimal strings, hexes as labels.

import { labelOf } from '../engine/board-model.ts';
import { fracToString } from '../engine/fraction.ts';
import type { LosPlace, LosReason, LosResult, UnitEnd } from '../engine/rules/types.ts';
import type { Board } from '../engine/types.ts';

/**
 * One unit's place: on a PanzerBlitz-family board its level as the table reads
 * it; on an elevation board its elevation alone, which is what Tagg's
 * algorithm reads (such a board has no PanzerBlitz levels, so a "level"
 * beside it would contradict it; README, "The command line").
 */
function endJson(board: Board, end: UnitEnd) {
  return {
    hex: labelOf(board, end.hex),
    ...(board.family === 'elevation' ? {} : { level: end.level }),
    terrain: end.terrain,
    ...(board.family === 'elevation' ? { elevation: end.elevation } : {}),
    ...(end.inGully ? { gully: true } : {}),
  };
}

export function reasonJson(board: Board, r: LosReason) {
  return {
    rule: r.rule,
    kind: r.kind,
    ...(r.symbol ? { symbol: r.symbol } : {}),
    ...(r.side !== undefined ? { side: r.side } : {}),
    ...(r.between ? { between: r.between.map((h) => labelOf(board, h)) } : {}),
    ...(r.hex ? { hex: labelOf(board, r.hex) } : {}),
    ...(r.position ? { position: fracToString(r.position) } : {}),
    text: r.text,
    ...(r.cites?.length ? { cites: r.cites } : {}),
    ...(r.alike?.length ? { alike: r.alike.map((a) => placeJson(board, a)) } : {}),
  };
}

/** One more place of a grouped entry: where it lies, as a reason gives it. */
function placeJson(board: Board, a: LosPlace) {
  return {
    ...(a.symbol ? { symbol: a.symbol } : {}),
    ...(a.side !== undefined ? { side: a.side } : {}),
    ...(a.between ? { between: a.between.map((h) => labelOf(board, h)) } : {}),
    ...(a.hex ? { hex: labelOf(board, a.hex) } : {}),
    ...(a.position ? { position: fracToString(a.position) } : {}),
  };
}

export function losJson(board: Board, r: LosResult) {
  return {
    from: labelOf(board, r.from),
    to: labelOf(board, r.to),
    range: r.range,
    rules: r.rules,
    trace: r.trace,
    firer: endJson(board, r.firer),
    target: endJson(board, r.target),
    visible: r.visible,
    steps: r.steps.map((s) => s.map((h) => labelOf(board, h))),
    routes: { count: r.routes.count.toString(), blocked: r.routes.blocked.toString() },
    ...(r.blockedRoute ? { blockedRoute: r.blockedRoute.map((h) => labelOf(board, h)) } : {}),
    reasons: r.reasons.map((x) => reasonJson(board, x)),
    ...(r.cleared?.length ? { cleared: r.cleared.map((x) => reasonJson(board, x)) } : {}),
    ...(r.notes.length ? { notes: r.notes } : {}),
    ...(r.disputes?.length
      ? { disputes: r.disputes.map((d) => ({ reading: d.reading, value: d.value, visible: d.visible, text: d.text })) }
      : {}),
    ...(r.citations?.length ? { citations: r.citations.map((c) => ({ id: c.id, name: c.name, text: c.text })) } : {}),
  };
}

const LEVEL_TEXT: Record<string, string> = {
  G: 'ground',
  S1: 'slope',
  H1: 'hilltop',
  S2: 'level 2 slope',
  H2: 'level 2 hilltop',
};

/** Short human text: the verdict line, then reasons, what did not block, notes, disputes, and each rule cited, quoted once. */
export function losText(board: Board, r: LosResult): string {
  const lines: string[] = [];
  const ends = `${labelOf(board, r.from)} → ${labelOf(board, r.to)}`;
  const levels =
    board.family === 'elevation'
      ? `level ${r.firer.elevation} → level ${r.target.elevation}`
      : `${r.firer.inGully ? 'gully' : LEVEL_TEXT[r.firer.level]} → ${r.target.inGully ? 'gully' : LEVEL_TEXT[r.target.level]}`;
  lines.push(
    `${r.visible ? 'CLEAR' : 'BLOCKED'}  ${ends} · range ${r.range} · ${levels} · ${r.rules}, ${r.trace === 'hex' ? 'hex-traced' : 'real space'}`,
  );
  if (!r.visible && r.routes.count > 1n) lines.push(`  ${r.routes.blocked} of ${r.routes.count} routes blocked`);
  for (const reason of r.reasons) lines.push(`  - ${reason.text}`);
  if (r.cleared?.length) {
    lines.push(r.visible ? '  Met on the line, and why none blocks:' : '  Also met, not blocking:');
    for (const passed of r.cleared) lines.push(`  + ${passed.text}`);
  }
  for (const note of r.notes) lines.push(`  · ${note}`);
  for (const dispute of r.disputes ?? []) lines.push(`  ? ${dispute.text}`);
  if (r.citations?.length) {
    lines.push('  The rules cited:');
    for (const c of r.citations) lines.push(`  § ${c.name}: ${c.text}`);
  }
  return `${lines.join('\n')}\n`;
}
