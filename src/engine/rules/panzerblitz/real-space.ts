// Real-space mode (000's optional rule), decided: the symbols the straight
// segment meets — crossed, run along (judged at both ends of the overlap, 000's
// brown/yellow-joining-orange/purple exception applied) or cornered (benefit of
// the doubt) — each at its segment parameter t (docs/geometry.md). Note L counts
// contacts: sides sharing a corner the segment passes through are one. The one
// decision for the explained and the verdict-only paths.

import { symbolsOnEdge } from '../../board-model.ts';
import type { Fraction } from '../../fraction.ts';
import { edgeBetween, edgeHexes, hexDistance, hexEquals, neighbours } from '../../hex/axial.ts';
import { latticeCentre, latticeKey } from '../../hex/lattice.ts';
import type { SideMeeting } from '../../hex/segment.ts';
import { type Axial, type HexsideSymbol, isElevationEdge } from '../../types.ts';
import { atPoints, type Ctx, judgeSymbol, type SideJudgement } from './context.ts';
import { positionRuleBlocks, tableSymbol } from './judge.ts';

/** One symbol the straight segment meets, judged: where, and the position a blocking rule read. */
export interface MetSymbol {
  readonly meeting: SideMeeting;
  readonly judgement: SideJudgement;
  readonly at: Fraction;
}

export interface RealSpaceFindings {
  /** Every symbol met and judged (a brown or yellow run along that joins its rim left out), in order along the segment. */
  readonly all: readonly MetSymbol[];
  /** Sides counted towards note L, per counter. */
  readonly counted: Record<'orange' | 'purple', MetSymbol[]>;
  /** Contacts per counter (sides sharing a corner the segment passes through are one). */
  readonly contacts: Record<'orange' | 'purple', number>;
}

/**
 * The hexsides the straight segment meets, judged (000's optional rule): the
 * one decision for the explained and the verdict-only paths. A meeting whose
 * side carries no symbol changes nothing, so the verdict-only path passes only
 * the sides that carry one.
 */
export function judgeMeetings(ctx: Ctx, meetings: Iterable<SideMeeting>): RealSpaceFindings {
  const all: MetSymbol[] = [];
  const counted: RealSpaceFindings['counted'] = { orange: [], purple: [] };
  for (const m of meetings) judgeMeeting(ctx, m, counted, all);
  return { all, counted, contacts: contactsOf(counted) };
}

/** Contacts per counter (sides sharing a corner the segment passes through are one). */
export const contactsOf = (counted: RealSpaceFindings['counted']): RealSpaceFindings['contacts'] => ({
  orange: countContacts(counted.orange.map((c) => c.meeting)),
  purple: countContacts(counted.purple.map((c) => c.meeting)),
});

/**
 * The symbols on one side the segment meets, judged: each into `all` (when
 * given), the counted ones into `counted`; true when one of them blocks.
 */
export function judgeMeeting(
  ctx: Ctx,
  m: SideMeeting,
  counted: RealSpaceFindings['counted'],
  all?: MetSymbol[],
): boolean {
  const { firer, target } = ctx;
  const [a, b] = m.hexes;
  const ownFirer = hexEquals(a, firer.hex) || hexEquals(b, firer.hex);
  const ownTarget = hexEquals(a, target.hex) || hexEquals(b, target.hex);
  const positions = m.tEnd ? [m.t, m.tEnd] : [m.t];
  let blocks = false;
  for (const symbol of symbolsOnEdge(ctx.board, m.edge)) {
    if (m.contact === 'run-along' && joinsRimAtEnd(ctx, symbol, a, b)) continue;
    const j = judgeSymbol(ctx, symbol, a, b, atPoints(positions, ownFirer, ownTarget));
    if (!j) continue;
    const at = j.blocks
      ? (positions.find((p) => positionRuleBlocks(j.entry.rule, p, ownFirer, ownTarget)) ?? m.t)
      : m.t;
    const met = { meeting: m, judgement: j, at };
    all?.push(met);
    blocks ||= j.blocks;
    if (j.counts && !counted[j.counts].some((c) => c.meeting === m)) counted[j.counts].push(met);
  }
  return blocks;
}

/**
 * 000's real-space rule: a brown or yellow symbol run along "which connects
 * with an Orange/Red or Purple symbol of the same respective level" is not
 * taken into account. The sides meeting this one at its two ends are those
 * between each of its hexes and their two common neighbours.
 */
export function joinsRimAtEnd(ctx: Ctx, symbol: HexsideSymbol, a: Axial, b: Axial): boolean {
  if (symbol !== 'brown' && symbol !== 'yellow') return false;
  const rim = tableSymbol(ctx.variant, symbol) === 'brown' ? 'orange' : 'purple';
  const common = neighbours(a).filter((n) => hexDistance(n, b) === 1);
  return common.some((c) =>
    [edgeBetween(a, c), edgeBetween(b, c)].some((e) =>
      symbolsOnEdge(ctx.board, e).some((s) => isElevationEdge(s) && tableSymbol(ctx.variant, s) === rim),
    ),
  );
}

/** Note L in real space: sides that share a corner the segment passes through are one contact. */
const countContacts = (meetings: readonly SideMeeting[]): number => contactGroups(meetings).length;

/** The sides of one colour grouped into note L's contacts: sides sharing a corner the segment passes through are one. */
export function contactGroups<M extends SideMeeting>(meetings: readonly M[]): M[][] {
  const parent = meetings.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  const byCorner = new Map<string, number>();
  meetings.forEach((m, i) => {
    for (const corner of passedCorners(m)) {
      const seen = byCorner.get(corner);
      if (seen === undefined) byCorner.set(corner, i);
      else parent[find(i)] = find(seen);
    }
  });
  const groups = new Map<number, M[]>();
  meetings.forEach((m, i) => groups.set(find(i), [...(groups.get(find(i)) ?? []), m]));
  return [...groups.values()];
}

function passedCorners(m: SideMeeting): string[] {
  if (m.contact === 'cornered' && m.corner) return [latticeKey(m.corner)];
  if (m.contact === 'run-along') {
    // A side run along is met over its whole length: both end corners are passed.
    const [h, n] = edgeHexes(m.edge);
    return commonCorners(h, n);
  }
  return [];
}

/** The corner at each end of side a|b: where a, b and one common neighbour c meet, the centroid of their centres. */
function commonCorners(a: Axial, b: Axial): string[] {
  return neighbours(a)
    .filter((c) => hexDistance(c, b) === 1)
    .map((c) => {
      const [pa, pb, pc] = [a, b, c].map(latticeCentre);
      return latticeKey({ x: (pa.x + pb.x + pc.x) / 3, y: (pa.y + pb.y + pc.y) / 3 });
    });
}
