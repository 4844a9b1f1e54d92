// The order a review pass walks a scan's proposals in (docs/scan.md#the-review-pass:
// the proposals from least sure to most sure): every proposal, terrain
// and hexside symbol alike, by the detector's own confidence, least sure
// first. Both confidences run from 0.5 (a toss-up) to 1 (no contest), so one
// order serves both kinds. Ties keep a fixed order (hexsides before hexes, a
// wrong symbol being the costlier miss at the table; then by label, B2 before B10), so the
// same scan always reviews the same way.

import type { HexProposal, HexsideProposal, ScanResult } from './request.ts';

export type ScanProposal =
  | { readonly kind: 'hexside'; readonly proposal: HexsideProposal }
  | { readonly kind: 'hex'; readonly proposal: HexProposal };

const labelOf = (item: ScanProposal): string =>
  item.kind === 'hex' ? item.proposal.label : `${item.proposal.hex} ${item.proposal.side} ${item.proposal.symbol}`;

/** Every proposal of a scan, least sure first. */
export function reviewOrder(result: Pick<ScanResult, 'hexes' | 'hexsides'>): ScanProposal[] {
  const items: ScanProposal[] = [
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
