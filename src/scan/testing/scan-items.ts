// A scan's review items judged against the board that was printed
// (docs/scan.md#calibration): which proposals are right, and which printed
// strokes the scan missed. Shared by the review tests (every wrong item must
// be in the asked part) and the calibration (how often an item at each
// confidence is right).

import { edgeKey } from '../../engine/hex/axial.ts';
import { offsetToAxial } from '../../engine/hex/offset.ts';
import type { Axial } from '../../engine/types.ts';
import type { ScanResult } from '../request.ts';
import { reviewOrder, type ScanProposal } from '../review-order.ts';
import type { TruthBoard } from './photo.ts';

/** One item of the review order, and whether what it says is so on the printed board. */
export interface JudgedItem {
  readonly item: ScanProposal;
  /** Its place in the review order. */
  readonly at: number;
  /**
   * A terrain or symbol proposal: the board has it. An absence ("no stroke
   * here"): the board has no stroke on that edge that the scan missed.
   */
  readonly right: boolean;
  readonly what: string;
}

/** A wrong item: where it lies in the review order (Infinity: a missed stroke with no absence on its edge). */
export interface WrongItem {
  readonly what: string;
  readonly at: number;
  readonly confidence: number;
}

/** Every item of the scan's review order, judged, and the wrong ones: wrong proposals and missed strokes. */
export function judgeScan(truth: TruthBoard, result: ScanResult): { items: JudgedItem[]; wrong: WrongItem[] } {
  const axialOf = new Map<string, Axial>(
    result.hexes.map((h) => [h.label, offsetToAxial({ column: h.column, row: h.row }, truth.grid.shifted)]),
  );
  const order = reviewOrder(result);
  const proposed = new Set<string>();
  for (const item of order)
    if (item.kind === 'hexside')
      proposed.add(`${edgeKey(axialOf.get(item.proposal.hex)!, item.proposal.side)}|${item.proposal.symbol}`);
  const missedOn = new Map<string, string[]>();
  for (const [key, symbols] of truth.edges)
    for (const symbol of symbols)
      if (!proposed.has(`${key}|${symbol}`)) {
        const missed = missedOn.get(key);
        if (missed) missed.push(symbol);
        else missedOn.set(key, [symbol]);
      }

  const items: JudgedItem[] = [];
  const wrong: WrongItem[] = [];
  const absentAt = new Map<string, number>();
  order.forEach((item, at) => {
    const { confidence } = item.proposal;
    if (item.kind === 'hex') {
      const want = truth.terrain.get(`${item.proposal.column},${item.proposal.row}`);
      const right = want === item.proposal.terrain;
      const what = `${item.proposal.label} ${item.proposal.terrain}${right ? '' : `, not ${want}`}`;
      items.push({ item, at, right, what });
      if (!right) wrong.push({ what, at, confidence });
      return;
    }
    const key = edgeKey(axialOf.get(item.proposal.hex)!, item.proposal.side);
    if (item.kind === 'absence') {
      absentAt.set(key, at);
      const what = `${item.proposal.hex} ${item.proposal.side} no ${item.proposal.candidate}`;
      items.push({ item, at, right: !missedOn.has(key), what });
      return;
    }
    const right = truth.edges.get(key)?.includes(item.proposal.symbol) ?? false;
    const what = `${item.proposal.hex} ${item.proposal.side} ${item.proposal.symbol}${right ? '' : ' extra'}`;
    items.push({ item, at, right, what });
    if (!right) wrong.push({ what, at, confidence });
  });
  for (const [key, symbols] of missedOn)
    for (const symbol of symbols) {
      const at = absentAt.get(key) ?? Number.POSITIVE_INFINITY;
      wrong.push({
        what: `${key} ${symbol} missed`,
        at,
        confidence: at < order.length ? order[at].proposal.confidence : 1,
      });
    }
  return { items, wrong };
}
