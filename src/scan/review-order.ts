// The order a review pass walks a scan's proposals in (docs/scan.md#the-review-pass:
// the proposals from least sure to most sure): every proposal, terrain,
// hexside symbol and absence alike, by the detector's own confidence, least
// sure first. All confidences run from 0.5 (a toss-up) to 1 (no contest), so
// one order serves every kind. Ties keep a fixed order (hexsides, then
// absences, then hexes, a wrong symbol being the costlier miss at the table;
// then by label, B2 before B10), so the same scan always reviews the same way.
//
// Where the review may stop is decided here too (`SURE_ENOUGH`, `askedPart`),
// so the app and `hexlos scan --json` agree on it.

import type { KeptHexProposal, KeptHexsideAbsence, KeptHexsideProposal } from '../board/photo-reading.ts';
import type { HexProposal, HexsideAbsence, HexsideProposal } from './request.ts';

/** A proposal to review: a fresh scan's (the scanner's own terrains and symbols) or one kept in the library. */
export type ScanProposal<
  Hex extends KeptHexProposal = HexProposal,
  Side extends KeptHexsideProposal = HexsideProposal,
  Absence extends KeptHexsideAbsence = HexsideAbsence,
> =
  | { readonly kind: 'hexside'; readonly proposal: Side }
  | { readonly kind: 'absence'; readonly proposal: Absence }
  | { readonly kind: 'hex'; readonly proposal: Hex };

const KIND_RANK = { hexside: 0, absence: 1, hex: 2 } as const;

const labelOf = (item: ScanProposal<KeptHexProposal, KeptHexsideProposal, KeptHexsideAbsence>): string =>
  item.kind === 'hex'
    ? item.proposal.label
    : item.kind === 'absence'
      ? `${item.proposal.hex} ${item.proposal.side} ${item.proposal.candidate}`
      : `${item.proposal.hex} ${item.proposal.side} ${item.proposal.symbol}`;

/** Every proposal of a scan, least sure first. */
export function reviewOrder<
  Hex extends KeptHexProposal,
  Side extends KeptHexsideProposal,
  Absence extends KeptHexsideAbsence,
>(result: {
  readonly hexes: readonly Hex[];
  readonly hexsides: readonly Side[];
  readonly absences?: readonly Absence[];
}): ScanProposal<Hex, Side, Absence>[] {
  const items: ScanProposal<Hex, Side, Absence>[] = [
    ...result.hexsides.map((proposal) => ({ kind: 'hexside' as const, proposal })),
    ...(result.absences ?? []).map((proposal) => ({ kind: 'absence' as const, proposal })),
    ...result.hexes.map((proposal) => ({ kind: 'hex' as const, proposal })),
  ];
  return items.sort(
    (p, q) =>
      p.proposal.confidence - q.proposal.confidence ||
      KIND_RANK[p.kind] - KIND_RANK[q.kind] ||
      labelOf(p).localeCompare(labelOf(q), 'en', { numeric: true }),
  );
}

/**
 * Sure enough to keep without a look: a proposal at this confidence or above.
 * On the project's test photos every wrong item (a wrong proposal or a missed
 * stroke, with one sample per colour) lies below it, while most of a board's
 * items lie at or near 1 (docs/scan.md#a-review-sized-to-the-doubt).
 */
export const SURE_ENOUGH = 2 / 3;

/**
 * How many items at the head of the review order the user is asked to walk:
 * every one under SURE_ENOUGH. The rest are the sure items, kept with one tap.
 */
export function askedPart(order: readonly { readonly proposal: { readonly confidence: number } }[]): number {
  const i = order.findIndex((item) => item.proposal.confidence >= SURE_ENOUGH);
  return i < 0 ? order.length : i;
}
