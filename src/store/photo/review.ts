// The review pass's pure parts (issue 18, item 2): the proposals a traced
// board was made from, in the order they are reviewed, and the edge of the
// board each hexside proposal names.
//
// The order is the scan's own confidence, least sure first, ties in reading
// order so that the walk is the same on every device. `reviewOrder` is the one
// place that decides it.

import { edgeKey } from '../../engine/hex/axial.ts';
import { offsetToAxial, parseCellLabel } from '../../engine/hex/offset.ts';
import type { EdgeKey } from '../../engine/types.ts';
import type { HexsideProposal, ScanGrid } from '../../scan/request.ts';

/** The hexside proposals least sure first (the detector's confidence), ties by hex and side. */
export function reviewOrder(hexsides: readonly HexsideProposal[]): HexsideProposal[] {
  return [...hexsides].sort((a, b) => a.confidence - b.confidence || a.hex.localeCompare(b.hex, 'en', { numeric: true }) || a.side.localeCompare(b.side) || a.symbol.localeCompare(b.symbol));
}

/** The board edge a proposal names, on the traced grid; undefined for a label off the grid. */
export function proposalEdge(grid: ScanGrid, p: Pick<HexsideProposal, 'hex' | 'side'>): EdgeKey | undefined {
  const cell = parseCellLabel(p.hex);
  if (!cell || cell.column >= grid.columns || cell.row >= grid.rows) return undefined;
  return edgeKey(offsetToAxial(cell, grid.shifted), p.side);
}

/** What the reviewer decided about one proposal. */
export type ReviewDecision = { readonly kind: 'kept' } | { readonly kind: 'removed' } | { readonly kind: 'changed'; readonly to: HexsideProposal['symbol'] };

export interface ReviewItem {
  readonly proposal: HexsideProposal;
  readonly edge: EdgeKey;
}

/** The items of a review: every hexside proposal on the grid, least sure first. */
export function reviewItems(grid: ScanGrid, hexsides: readonly HexsideProposal[]): ReviewItem[] {
  return reviewOrder(hexsides).flatMap((proposal) => {
    const edge = proposalEdge(grid, proposal);
    return edge ? [{ proposal, edge }] : [];
  });
}

/** The next item not yet decided after `from` (wrapping round), or −1 when all are. */
export function nextUndecided(count: number, decided: ReadonlyMap<number, ReviewDecision>, from: number): number {
  for (let k = 1; k <= count; k++) {
    const i = (from + k) % count;
    if (!decided.has(i)) return i;
  }
  return -1;
}
