// The review's order and its edges: least sure first (the scan's confidence),
// the same order on every device, each proposal on the board edge it names.

import { describe, expect, test } from 'vitest';
import type { HexsideProposal, ScanGrid } from '../../scan/request.ts';
import { nextUndecided, proposalEdge, reviewItems, reviewOrder } from './review.ts';

const grid: ScanGrid = { columns: 4, rows: 3, shifted: 'odd' };
const p = (hex: string, side: HexsideProposal['side'], confidence: number, symbol: HexsideProposal['symbol'] = 'gray'): HexsideProposal => ({ hex, side, symbol, confidence });

describe('the review', () => {
  test('least sure first, ties in reading order', () => {
    const order = reviewOrder([p('C2', 'N', 0.9), p('B10', 'N', 0.3), p('B2', 'NE', 0.3), p('A1', 'SE', 0.95), p('B2', 'N', 0.3)]);
    expect(order.map((x) => `${x.hex} ${x.side}`)).toEqual(['B2 N', 'B2 NE', 'B10 N', 'C2 N', 'A1 SE']);
  });

  test('a side is the same edge named from either of its hexes, and none off the grid', () => {
    // B is a lower column: B2's north side is B1's south side.
    expect(proposalEdge(grid, { hex: 'B2', side: 'N' })).toBe('1,1,N');
    expect(proposalEdge(grid, { hex: 'B1', side: 'S' })).toBe('1,1,N');
    expect(proposalEdge(grid, { hex: 'E1', side: 'N' })).toBeUndefined();
  });

  test('items leave out proposals off the grid', () => {
    expect(reviewItems(grid, [p('E1', 'N', 0.1), p('A1', 'N', 0.5)]).map((i) => i.proposal.hex)).toEqual(['A1']);
  });

  test.each([
    ['the next one', 4, [0], 0, 1],
    ['skips decided ones and wraps', 4, [0, 2, 3], 2, 1],
    ['none left', 2, [0, 1], 0, -1],
  ])('next undecided: %s', (_name, count, decided, from, next) => {
    expect(nextUndecided(count, new Map(decided.map((i) => [i, { kind: 'kept' as const }])), from)).toBe(next);
  });
});
