// The review pass's pure parts: the proposals a traced
// board was made from, in the order they are reviewed, the place on the board
// each names (a hex, or the edge of a hexside), and the decisions as they are
// kept on the device (src/board/library/library.ts, BoardReview).
//
// The order is the scan's own (src/scan/review-order.ts: every proposal,
// terrain and hexside symbols together, the unsure before the sure, guessed
// colours first within each, then least sure first, ties in a fixed order),
// so the app and `hexlos scan --json` walk the same proposals the same way.

import type { BoardReview } from '../../board/library/library.ts';
import type {
  KeptHexProposal,
  KeptHexsideAbsence,
  KeptHexsideProposal,
  KeptProposals,
  ScanGrid,
} from '../../board/photo-reading.ts';
import { edgeKey } from '../../engine/hex/axial.ts';
import { offsetToAxial, parseCellLabel } from '../../engine/hex/offset.ts';
import type { Axial, EdgeKey } from '../../engine/types.ts';
import { askedPart, reviewOrder } from '../../scan/review-order.ts';
import { isScanSymbol, isScanTerrain, type ScanSymbol, type ScanTerrain } from '../../scan/vocabulary.ts';

/** The hex a label names on the traced grid; undefined for a label off the grid. */
function cellOn(grid: ScanGrid, label: string): Axial | undefined {
  const cell = parseCellLabel(label);
  if (!cell || cell.column >= grid.columns || cell.row >= grid.rows) return undefined;
  return offsetToAxial(cell, grid.shifted);
}

/** The board edge a proposal names, on the traced grid; undefined for a label off the grid. */
export function proposalEdge(grid: ScanGrid, p: Pick<KeptHexsideProposal, 'hex' | 'side'>): EdgeKey | undefined {
  const hex = cellOn(grid, p.hex);
  return hex && edgeKey(hex, p.side);
}

/** What the reviewer decided about one proposal: for a hex, `changed` names a terrain and `removed` makes it clear ground. */
export type ReviewDecision =
  | { readonly kind: 'kept' }
  | { readonly kind: 'removed' }
  | { readonly kind: 'changed'; readonly to: ScanSymbol | ScanTerrain };

export type ReviewItem =
  | { readonly kind: 'hexside'; readonly id: string; readonly proposal: KeptHexsideProposal; readonly edge: EdgeKey }
  /** A side where a stroke may be printed but none was proposed: kept, nothing is added; changed, the symbol is added. */
  | { readonly kind: 'absence'; readonly id: string; readonly proposal: KeptHexsideAbsence; readonly edge: EdgeKey }
  | { readonly kind: 'hex'; readonly id: string; readonly proposal: KeptHexProposal; readonly hex: Axial };

/** A proposal's name, the same on every device and in the kept record: `C3`, `B2 NE gray`, or `B2 NE no gray` for an absence. */
export const proposalId = (
  item:
    | { kind: 'hex'; proposal: Pick<KeptHexProposal, 'label'> }
    | { kind: 'hexside'; proposal: Pick<KeptHexsideProposal, 'hex' | 'side' | 'symbol'> }
    | { kind: 'absence'; proposal: Pick<KeptHexsideAbsence, 'hex' | 'side' | 'candidate'> },
): string =>
  item.kind === 'hex'
    ? item.proposal.label
    : item.kind === 'absence'
      ? `${item.proposal.hex} ${item.proposal.side} no ${item.proposal.candidate}`
      : `${item.proposal.hex} ${item.proposal.side} ${item.proposal.symbol}`;

/** The items of a review: every proposal on the grid, hexes, hexsides and absences, least sure first. */
export function reviewItems(grid: ScanGrid, proposals: KeptProposals): ReviewItem[] {
  return reviewOrder(proposals).flatMap((item): ReviewItem[] => {
    if (item.kind === 'hex') {
      const hex = cellOn(grid, item.proposal.label);
      return hex ? [{ kind: 'hex', id: proposalId(item), proposal: item.proposal, hex }] : [];
    }
    const edge = proposalEdge(grid, item.proposal);
    if (!edge) return [];
    return item.kind === 'absence'
      ? [{ kind: 'absence', id: proposalId(item), proposal: item.proposal, edge }]
      : [{ kind: 'hexside', id: proposalId(item), proposal: item.proposal, edge }];
  });
}

/** How many items at the head of a review the user is asked to walk (src/scan/review-order.ts, SURE_ENOUGH); the rest are sure. */
export const askedOf = (items: readonly ReviewItem[]): number => askedPart(items);

/** A run of alike sure items, kept with one tap: the hexes of one terrain, the sides of one symbol, or the sides with none. */
export interface SureGroup {
  readonly key: string;
  readonly kind: ReviewItem['kind'];
  /** The terrain or symbol they were read as; for absences, none. */
  readonly name: string | undefined;
  readonly indices: readonly number[];
}

/** The sure items not yet decided, grouped by what they were read as, the largest group first. */
export function sureGroups(
  items: readonly ReviewItem[],
  asked: number,
  decided: ReadonlyMap<number, ReviewDecision>,
): SureGroup[] {
  const groups = new Map<string, { kind: ReviewItem['kind']; name: string | undefined; indices: number[] }>();
  for (let i = asked; i < items.length; i++) {
    if (decided.has(i)) continue;
    const item = items[i];
    const name =
      item.kind === 'hex' ? item.proposal.terrain : item.kind === 'hexside' ? item.proposal.symbol : undefined;
    const key = `${item.kind}:${name ?? ''}`;
    const group = groups.get(key) ?? { kind: item.kind, name, indices: [] };
    group.indices.push(i);
    groups.set(key, group);
  }
  return [...groups].map(([key, g]) => ({ key, ...g })).sort((p, q) => q.indices.length - p.indices.length);
}

/**
 * The next item to show after `from`: the next undecided one of the asked
 * part (wrapping round within it); once all of those are decided, the next
 * undecided sure item when the user chose to walk everything; otherwise −1
 * (the review shows the sure groups).
 */
export function nextToShow(
  count: number,
  asked: number,
  decided: ReadonlyMap<number, ReviewDecision>,
  from: number,
  walkingAll: boolean,
): number {
  for (let k = 1; k <= asked; k++) {
    const i = (((from + k) % asked) + asked) % asked;
    if (!decided.has(i)) return i;
  }
  return walkingAll ? nextUndecided(count, decided, Math.max(from, asked - 1)) : -1;
}

/** The next item not yet decided after `from` (wrapping round), or −1 when all are. */
export function nextUndecided(count: number, decided: ReadonlyMap<number, ReviewDecision>, from: number): number {
  for (let k = 1; k <= count; k++) {
    const i = (from + k) % count;
    if (!decided.has(i)) return i;
  }
  return -1;
}

const encode = (d: ReviewDecision): string => (d.kind === 'changed' ? `to:${d.to}` : d.kind);

/** A kept decision read back for an item; undefined when it does not fit the item (another scan's record, a damaged entry). */
function decode(item: ReviewItem, code: string): ReviewDecision | undefined {
  if (code === 'kept' || code === 'removed') return { kind: code };
  const to = code.startsWith('to:') ? code.slice(3) : '';
  if (item.kind === 'hex' ? isScanTerrain(to) : isScanSymbol(to))
    return { kind: 'changed', to: to as ScanSymbol | ScanTerrain };
  return undefined;
}

/** The decisions as kept on the device, by proposal name. */
export function reviewRecord(items: readonly ReviewItem[], decided: ReadonlyMap<number, ReviewDecision>): BoardReview {
  const decisions: Record<string, string> = {};
  for (const [i, d] of decided) if (items[i]) decisions[items[i].id] = encode(d);
  return { decisions };
}

/** The decisions of a kept record, by item index; names no item has now are dropped. */
export function decisionsOf(items: readonly ReviewItem[], record: BoardReview): Map<number, ReviewDecision> {
  const decided = new Map<number, ReviewDecision>();
  items.forEach((item, i) => {
    const code = Object.hasOwn(record.decisions, item.id) ? record.decisions[item.id] : undefined;
    const d = code === undefined ? undefined : decode(item, code);
    if (d) decided.set(i, d);
  });
  return decided;
}
