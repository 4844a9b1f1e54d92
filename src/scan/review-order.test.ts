// reviewOrder: least sure first, both kinds in one order, ties fixed.

import { describe, expect, test } from 'vitest';
import type { HexProposal, HexsideProposal } from './request.ts';
import { reviewOrder } from './review-order.ts';

const hex = (label: string, confidence: number): HexProposal => ({ label, column: label.charCodeAt(0) - 65, row: Number(label.slice(1)) - 1, terrain: 'clear', confidence });
const side = (label: string, confidence: number): HexsideProposal => ({ hex: label, side: 'N', symbol: 'gray', confidence });
const names = (items: ReturnType<typeof reviewOrder>) => items.map((i) => (i.kind === 'hex' ? `hex ${i.proposal.label}` : `side ${i.proposal.hex}`));

describe('reviewOrder', () => {
  test.each([
    ['hexes and hexsides interleave by confidence', [hex('A1', 0.9), hex('B2', 0.55)], [side('C3', 0.7), side('D4', 0.51)], ['side D4', 'hex B2', 'side C3', 'hex A1']],
    ['a tie puts the hexside first, then goes by label', [hex('B1', 0.6), hex('A1', 0.6)], [side('C1', 0.6)], ['side C1', 'hex A1', 'hex B1']],
    ['nothing proposed, nothing to review', [], [], []],
  ])('%s', (_name, hexes, hexsides, expected) => {
    expect(names(reviewOrder({ hexes, hexsides }))).toEqual(expected);
  });

  test('the result is not changed', () => {
    const hexes = [hex('A1', 0.9), hex('B2', 0.55)];
    reviewOrder({ hexes, hexsides: [] });
    expect(hexes.map((h) => h.label)).toEqual(['A1', 'B2']);
  });
});
