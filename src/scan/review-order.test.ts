// reviewOrder: least sure first, both kinds in one order, ties fixed.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import type { HexProposal, HexsideProposal } from './request.ts';
import { reviewOrder } from './review-order.ts';

const hex = (label: string, confidence: number): HexProposal => ({
  label,
  column: label.charCodeAt(0) - 65,
  row: Number(label.slice(1)) - 1,
  terrain: 'clear',
  confidence,
});
const side = (label: string, confidence: number): HexsideProposal => ({
  hex: label,
  side: 'N',
  symbol: 'gray',
  confidence,
});
const names = (items: ReturnType<typeof reviewOrder>) =>
  items.map((i) => (i.kind === 'hex' ? `hex ${i.proposal.label}` : `side ${i.proposal.hex}`));

describe('reviewOrder', () => {
  test.each([
    [
      'hexes and hexsides interleave by confidence',
      [hex('A1', 0.9), hex('B2', 0.55)],
      [side('C3', 0.7), side('D4', 0.51)],
      ['side D4', 'hex B2', 'side C3', 'hex A1'],
    ],
    [
      'a tie puts the hexside first, then goes by label',
      [hex('B1', 0.6), hex('A1', 0.6)],
      [side('C1', 0.6)],
      ['side C1', 'hex A1', 'hex B1'],
    ],
    ['nothing proposed, nothing to review', [], [], []],
  ])('%s', (_name, hexes, hexsides, expected) => {
    expect(names(reviewOrder({ hexes, hexsides }))).toEqual(expected);
  });

  test('property: every proposal once, confidences never decreasing', () => {
    const confidence = fc.double({ min: 0.5, max: 1, noNaN: true });
    fc.assert(
      fc.property(fc.array(confidence, { maxLength: 30 }), fc.array(confidence, { maxLength: 30 }), (hc, sc) => {
        const hexes = hc.map((c, i) => hex(`${String.fromCharCode(65 + (i % 26))}${i + 1}`, c));
        const hexsides = sc.map((c, i) => side(`A${i + 1}`, c));
        const order = reviewOrder({ hexes, hexsides });
        expect(order).toHaveLength(hexes.length + hexsides.length);
        expect(new Set(order.map((o) => o.proposal)).size).toBe(order.length);
        order
          .slice(1)
          .forEach((o, i) => expect(o.proposal.confidence).toBeGreaterThanOrEqual(order[i].proposal.confidence));
      }),
      { seed: 18, numRuns: 200 },
    );
  });

  test('the result is not changed', () => {
    const hexes = [hex('A1', 0.9), hex('B2', 0.55)];
    reviewOrder({ hexes, hexsides: [] });
    expect(hexes.map((h) => h.label)).toEqual(['A1', 'B2']);
  });
});
