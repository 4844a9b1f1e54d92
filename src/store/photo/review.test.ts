// The review's order, places and kept decisions: every proposal, hexes and
// hexsides together, least sure first (the scan's own order), each on the
// board place it names; the decisions kept by proposal name, and a record of
// another scan never misread.

import { describe, expect, test } from 'vitest';

import type { HexProposal, HexsideProposal, ScanGrid } from '../../scan/request.ts';
import { reviewOrder } from '../../scan/review-order.ts';
import {
  decisionsOf,
  nextToShow,
  nextUndecided,
  proposalEdge,
  type ReviewDecision,
  reviewItems,
  reviewRecord,
} from './review.ts';

const grid: ScanGrid = { columns: 4, rows: 3, shifted: 'odd' };
const side = (
  hex: string,
  s: HexsideProposal['side'],
  confidence: number,
  symbol: HexsideProposal['symbol'] = 'gray',
): HexsideProposal => ({ hex, side: s, symbol, confidence });
const hex = (label: string, confidence: number, terrain: HexProposal['terrain'] = 'woods'): HexProposal => {
  const column = label.charCodeAt(0) - 65;
  return { label, column, row: Number(label.slice(1)) - 1, terrain, confidence };
};

describe('the review', () => {
  test('every proposal, hexes and hexsides interleaved, least sure first; ties: sides first, then reading order', () => {
    const items = reviewItems(grid, {
      hexes: [hex('C2', 0.6), hex('A1', 0.9), hex('B2', 0.55)],
      hexsides: [side('C2', 'N', 0.9), side('B3', 'N', 0.55), side('B2', 'NE', 0.7)],
    });
    expect(items.map((i) => `${i.kind} ${i.id}`)).toEqual([
      'hexside B3 N gray',
      'hex B2',
      'hex C2',
      'hexside B2 NE gray',
      'hexside C2 N gray',
      'hex A1',
    ]);
  });

  test('the same order as the scan’s own (src/scan/review-order.ts), so the app and `hexlos scan --json` agree', () => {
    const proposals = {
      hexes: [hex('A1', 0.7), hex('D3', 0.51), hex('B1', 0.99)],
      hexsides: [side('A2', 'SE', 0.7), side('D1', 'N', 0.8, 'brown')],
    };
    expect(reviewItems(grid, proposals).map((i) => i.proposal)).toEqual(reviewOrder(proposals).map((i) => i.proposal));
  });

  test('a side is the same edge named from either of its hexes, and none off the grid', () => {
    // B is a lower column: B2's north side is B1's south side.
    expect(proposalEdge(grid, { hex: 'B2', side: 'N' })).toBe('1,1,N');
    expect(proposalEdge(grid, { hex: 'B1', side: 'S' })).toBe('1,1,N');
    expect(proposalEdge(grid, { hex: 'E1', side: 'N' })).toBeUndefined();
  });

  test('items leave out proposals off the grid, hexes and sides alike', () => {
    const items = reviewItems(grid, {
      hexes: [hex('E1', 0.5), hex('A4', 0.5), hex('B3', 0.6)],
      hexsides: [side('E1', 'N', 0.1), side('A1', 'N', 0.5)],
    });
    expect(items.map((i) => i.id)).toEqual(['A1 N gray', 'B3']);
    expect(items[1]).toMatchObject({ kind: 'hex', hex: { q: 1, r: 2 } });
  });

  test.each([
    ['the next one', 4, [0], 0, 1],
    ['skips decided ones and wraps', 4, [0, 2, 3], 2, 1],
    ['none left', 2, [0, 1], 0, -1],
  ])('next undecided: %s', (_name, count, decided, from, next) => {
    expect(nextUndecided(count, new Map(decided.map((i) => [i, { kind: 'kept' as const }])), from)).toBe(next);
  });

  // docs/scan.md#a-review-sized-to-the-doubt: the asked part first, then stop (−1: the sure groups) unless walking all.
  test.each([
    ['within the asked part', 6, 3, [0], 0, false, 1],
    ['wraps within the asked part', 6, 3, [1, 2], 2, false, 0],
    ['the asked part done: stops', 6, 3, [0, 1, 2], 2, false, -1],
    ['the asked part done, walking all: the first sure one', 6, 3, [0, 1, 2], 2, true, 3],
    ['walking all: on through the sure ones', 6, 3, [0, 1, 2, 3], 3, true, 4],
    ['nothing asked: stops at once', 6, 0, [], -1, false, -1],
  ])('next to show: %s', (_name, count, asked, decided, from, walkingAll, next) => {
    const map = new Map(decided.map((i) => [i, { kind: 'kept' as const }]));
    expect(nextToShow(count, asked, map, from, walkingAll)).toBe(next);
  });
});

describe('the decisions kept on the device', () => {
  const items = reviewItems(grid, {
    hexes: [hex('A1', 0.6, 'town'), hex('B2', 0.7)],
    hexsides: [side('C2', 'N', 0.5), side('B2', 'NE', 0.8, 'green')],
  });
  const decided = new Map<number, ReviewDecision>([
    [0, { kind: 'removed' }],
    [1, { kind: 'changed', to: 'slope' }],
    [3, { kind: 'changed', to: 'purple' }],
  ]);

  test('kept by proposal name, read back to the same items', () => {
    const record = reviewRecord(items, decided);
    expect(record).toEqual({ decisions: { 'C2 N gray': 'removed', A1: 'to:slope', 'B2 NE green': 'to:purple' } });
    expect(decisionsOf(items, record)).toEqual(decided);
  });

  test.each([
    ['a name no proposal has now (another scan’s record)', { 'D1 N gray': 'kept' }],
    ['a hex changed to a symbol', { A1: 'to:gray' }],
    ['a side changed to a terrain', { 'C2 N gray': 'to:woods' }],
    ['a decision no one writes', { B2: 'maybe' }],
    ['a name from the object’s prototype', { toString: 'kept' }],
  ])('%s is dropped, not misread', (_name, decisions) => {
    expect(decisionsOf(items, { decisions })).toEqual(new Map());
  });
});
