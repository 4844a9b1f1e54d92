// The order a review pass walks a scan's proposals in (docs/scan.md#the-review-pass:
// the proposals from least sure to most sure): every proposal, terrain
// and hexside symbol alike, by the detector's own confidence, least sure
// first. Both confidences run from 0.5 (a toss-up) to 1 (no contest), so one
// order serves both kinds. Ties keep a fixed order (hexsides before hexes, a
// wrong symbol being the costlier miss at the table; then by label, B2 before B10), so the
// same scan always reviews the same way.

import type { KeptHexProposal, KeptHexsideProposal } from '../board/photo-reading.ts';
import type { HexProposal, HexsideProposal } from './request.ts';

/** A proposal to review: a fresh scan's (the scanner's own terrains and symbols) or one kept in the library. */
export type ScanProposal<
  Hex extends KeptHexProposal = HexProposal,
  Side extends KeptHexsideProposal = HexsideProposal,
> = { readonly kind: 'hexside'; readonly proposal: Side } | { readonly kind: 'hex'; readonly proposal: Hex };

const labelOf = (item: ScanProposal<KeptHexProposal, KeptHexsideProposal>): string =>
  item.kind === 'hex' ? item.proposal.label : `${item.proposal.hex} ${item.proposal.side} ${item.proposal.symbol}`;

/** Every proposal of a scan, least sure first. */
export function reviewOrder<Hex extends KeptHexProposal, Side extends KeptHexsideProposal>(result: {
  readonly hexes: readonly Hex[];
  readonly hexsides: readonly Side[];
}): ScanProposal<Hex, Side>[] {
  const items: ScanProposal<Hex, Side>[] = [
    ...result.hexsides.map((proposal) => ({ kind: 'hexside' as const, proposal })),
    ...result.hexes.map((proposal) => ({ kind: 'hex' as const, proposal })),
  ];
  return items.sort(
    (p, q) =>
      p.proposal.confidence - q.proposal.confidence ||
      (p.kind === q.kind ? 0 : p.kind === 'hexside' ? -1 : 1) ||
      labelOf(p).localeCompare(labelOf(q), 'en', { numeric: true }),
  );
}
