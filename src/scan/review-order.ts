// The order a review pass walks a scan's proposals in (docs/scan.md#the-review-pass:
// the proposals from least sure to most sure): every proposal, terrain,
// hexside symbol and absence alike, by the confidence shown for it (the
// calibrated one, docs/scan.md#calibration), least sure first. All kinds share
// one scale (the share of such items that were right), so one order serves
// every kind. The unsure items (under SURE_ENOUGH) come first, so that the
// part the review asks for is exactly them; within the unsure and within the
// sure, an item whose colour was guessed (no sample tap for it) comes before
// every item whose colour was sampled, since a guess is wrong and sure of
// itself more often than a sample on a printing unlike the test photos
// (docs/scan.md#guessed-colours). Ties keep a fixed order (hexsides, then
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

/**
 * Sure enough to keep without a look: a proposal shown at 93 % sure or more,
 * that is (the confidence being calibrated) of a kind that was right at least
 * 93 times in 100 on the fitting photos. Chosen on the project's test photos,
 * with one sample per colour and without samples: just above the surest wrong
 * item it asks for (90.3 %), so that every wrong item, a missed stroke by
 * the absence on its edge, lies under it; a measured choice, not a margin
 * (docs/scan.md#a-review-sized-to-the-doubt).
 */
export const SURE_ENOUGH = 0.93;

const KIND_RANK = { hexside: 0, absence: 1, hex: 2 } as const;

const labelOf = (item: ScanProposal<KeptHexProposal, KeptHexsideProposal, KeptHexsideAbsence>): string =>
  item.kind === 'hex'
    ? item.proposal.label
    : item.kind === 'absence'
      ? `${item.proposal.hex} ${item.proposal.side} ${item.proposal.candidate}`
      : `${item.proposal.hex} ${item.proposal.side} ${item.proposal.symbol}`;

const isUnsure = (item: { readonly proposal: { readonly confidence: number } }): boolean =>
  item.proposal.confidence < SURE_ENOUGH;

/** The unsure before the sure, and within each guessed colours before sampled ones (see the header). */
const doubtRank = (item: { readonly proposal: { readonly confidence: number; readonly guessed?: true } }): number =>
  (isUnsure(item) ? 0 : 2) + (item.proposal.guessed ? 0 : 1);

/** Every proposal of a scan: the unsure before the sure, within each guessed colours first, then least sure first. */
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
      doubtRank(p) - doubtRank(q) ||
      p.proposal.confidence - q.proposal.confidence ||
      KIND_RANK[p.kind] - KIND_RANK[q.kind] ||
      labelOf(p).localeCompare(labelOf(q), 'en', { numeric: true }),
  );
}

/**
 * How many items the user is asked to walk: those under SURE_ENOUGH, which
 * the review order puts at its head. The rest are the sure items, kept with
 * one tap.
 */
export function askedPart(order: readonly { readonly proposal: { readonly confidence: number } }[]): number {
  return order.filter(isUnsure).length;
}
