// The order a review pass walks a scan's proposals in (docs/scan.md#the-review-pass:
// the proposals from least sure to most sure): every proposal, terrain,
// hexside symbol and absence alike, by the confidence shown for it (the
// calibrated one, docs/scan.md#calibration), least sure first. All kinds share
// one scale (the share of such items that were right), so one order serves
// every kind. An item whose colour was guessed (no sample tap for it) comes
// before every item whose colour was sampled: a guess can be wrong and sure
// of itself, a sample cannot (docs/scan.md#guessed-colours). Ties keep a
// fixed order (hexsides, then absences, then hexes, a wrong symbol being the
// costlier miss at the table; then by label, B2 before B10), so the same scan
// always reviews the same way.
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

/** Guessed colours before sampled ones (see the header). */
const guessedRank = (item: { readonly proposal: { readonly guessed?: true } }): number =>
  item.proposal.guessed ? 0 : 1;

/** Every proposal of a scan, least sure first, guessed colours before sampled ones. */
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
      guessedRank(p) - guessedRank(q) ||
      p.proposal.confidence - q.proposal.confidence ||
      KIND_RANK[p.kind] - KIND_RANK[q.kind] ||
      labelOf(p).localeCompare(labelOf(q), 'en', { numeric: true }),
  );
}

/**
 * Sure enough to keep without a look: a proposal shown at 93 % sure or more,
 * that is (the confidence being calibrated) of a kind that was right at least
 * 93 times in 100 on the fitting photos. Chosen on the project's test photos,
 * with one sample per colour and without samples: just above their surest
 * wrong item (92.5 %), so that every wrong item with a card lies under it; a
 * measured choice, not a margin (docs/scan.md#a-review-sized-to-the-doubt).
 */
export const SURE_ENOUGH = 0.93;

/**
 * How many items at the head of the review order the user is asked to walk:
 * up to and including the last one under SURE_ENOUGH. In a scan whose
 * colours are all sampled or all guessed these are exactly the items under
 * it; in one that mixes, the guessed items come first and are walked
 * whenever a sampled item after them is unsure. The rest are the sure items,
 * kept with one tap.
 */
export function askedPart(order: readonly { readonly proposal: { readonly confidence: number } }[]): number {
  for (let i = order.length - 1; i >= 0; i--) if (order[i].proposal.confidence < SURE_ENOUGH) return i + 1;
  return 0;
}
