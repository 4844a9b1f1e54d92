// Larry Tagg's sighting procedure (seed 002), ended two ways: the explained
// result (evaluateTagg: notes, findings as reasons, what the line met that did
// not block, the line 7 dispute) and the verdict alone (isVisibleTagg, for
// viewsheds, the matrix, the audit and `check`). Both follow the one
// procedure in procedure.ts, so they cannot disagree; the readings it makes
// are listed there and in docs/rules-tgx-tagg.md. The reasons a blocked line
// gives are findings.ts's.

import { labelOf } from '../../board-model.ts';
import { frac } from '../../fraction.ts';
import type { HexTrace } from '../../hex/trace.ts';
import type { Board } from '../../types.ts';
import { disputeLine, otherValues } from '../disputes.ts';
import { BORROWED_ARTILLERY, ownHexMarkerNotes, unreadMarkerNotes } from '../markers.ts';
import { READINGS, type Readings, readingsOf } from '../readings.ts';
import { routeThroughHex } from '../routes.ts';
import { unitEnd } from '../tgx/evaluate.ts';
import type { Dispute, LosQuery, LosResult } from '../types.ts';
import type { VerdictScratch } from '../verdict-scratch.ts';
import { citationsOf, toReason } from './findings.ts';
import { lineQuote } from './lines.ts';
import { metNotBlocking } from './met.ts';
import { type Ending, followProcedure, type Sighting, sighting, verdictSighting } from './procedure.ts';

/** The verdict, and whether it would change under the other reading of line 7 (docs/rules-tgx-tagg.md). */
export function evaluateTagg(board: Board, query: LosQuery): LosResult {
  const readings = readingsOf(query.readings);
  const line = sighting(board, query);
  const r = evaluateUnder(board, query, line, readings);
  if (r.range <= 1) return r;
  const info = READINGS.find((x) => x.id === 'taggLine7') as (typeof READINGS)[number];
  const disputes: Dispute[] = [];
  for (const other of otherValues(info, readings.taggLine7)) {
    const otherReadings: Readings = { ...readings, taggLine7: other.value as Readings['taggLine7'] };
    // The same line followed under the other reading, to the verdict alone.
    const otherVisible = followProcedure(board, query, line, otherReadings, VERDICT_ONLY);
    if (otherVisible !== r.visible) disputes.push(disputeLine(info, other, otherVisible));
  }
  return disputes.length ? { ...r, disputes } : r;
}

function evaluateUnder(board: Board, query: LosQuery, line: Sighting<HexTrace>, readings: Readings): LosResult {
  const { from, to } = query;
  const { firerCell, targetCell, trace } = line;
  const range = trace.range;
  const notes: string[] = [];
  if (query.trace === 'real') notes.push("Tagg's algorithm is traced hex by hex only: hex-traced steps were used.");
  notes.push(...unreadMarkerNotes("Tagg's algorithm", query, { month: false, units: true }));
  notes.push(...ownHexMarkerNotes(query, [firerCell, targetCell]));
  const common = {
    from,
    to,
    range,
    rules: 'tagg' as const,
    trace: 'hex' as const,
    firer: unitEnd(firerCell),
    target: unitEnd(targetCell),
    steps: trace.steps,
  };
  return followProcedure<LosResult>(board, query, line, readings, {
    say: (text) => notes.push(text()),
    clear: (line7Decided) => {
      const met = metNotBlocking(board, trace, []);
      // Line 7 decided the path through the procedure: the clear result quotes it too.
      const quoted = line7Decided ? [lineQuote('7')] : [];
      const citations = [...quoted, ...met.citations];
      return {
        ...common,
        visible: true,
        routes: { count: trace.routeCount, blocked: 0n },
        reasons: [],
        notes,
        ...(met.cleared.length > 0 ? { cleared: met.cleared } : {}),
        ...(citations.length > 0 ? { citations } : {}),
      };
    },
    blocked: (found) => {
      const findings = found();
      const reasons = findings.map((f) => toReason(f, range, trace.routeCount));
      const met = metNotBlocking(board, trace, reasons);
      const cited = citationsOf(findings);
      return {
        ...common,
        visible: false,
        routes: { count: trace.routeCount, blocked: trace.routeCount },
        blockedRoute: routeThroughHex(trace, findings[0].i, findings[0].hex),
        reasons,
        ...(met.cleared.length > 0 ? { cleared: met.cleared } : {}),
        notes,
        citations: [...cited, ...met.citations.filter((c) => !cited.some((x) => x.id === c.id))],
      };
    },
    shelled: (hexes) => ({
      ...common,
      visible: false,
      routes: { count: trace.routeCount, blocked: trace.routeCount },
      blockedRoute: routeThroughHex(trace, hexes[0].i, hexes[0].hex),
      reasons: hexes.map(({ i, hex }) => ({
        rule: 'blocked-hex',
        kind: 'hex' as const,
        hex,
        position: frac(i, range),
        routesThrough: trace.routeCount,
        text: `Artillery fell on ${labelOf(board, hex)} this turn, so the line cannot pass through that hex (${BORROWED_ARTILLERY.name}).`,
        cites: [BORROWED_ARTILLERY.id],
      })),
      notes,
      citations: [BORROWED_ARTILLERY],
    }),
  });
}

const VERDICT_ONLY: Ending<boolean> = { clear: () => true, blocked: () => false, shelled: () => false };

/**
 * The verdict alone, for viewsheds, the matrix, the audit and `check`: the
 * same procedure, the same decisions, with no note, finding or sentence built.
 */
export function isVisibleTagg(board: Board, query: LosQuery, scratch: VerdictScratch): boolean {
  const line = verdictSighting(board, query, scratch.walker);
  return followProcedure(board, query, line, scratch.readingsOf(query.readings), VERDICT_ONLY);
}
