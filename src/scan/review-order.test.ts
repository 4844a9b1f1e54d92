// reviewOrder: least sure first, both kinds in one order, ties fixed.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import type { HexProposal, HexsideProposal } from './request.ts';
import { askedPart, reviewOrder, SURE_ENOUGH } from './review-order.ts';

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

describe('absences and the asked part (docs/scan.md#a-review-sized-to-the-doubt)', () => {
  test('an absence takes its place by confidence, after a hexside and before a hex at the same one', () => {
    const order = reviewOrder({
      hexes: [hex('A1', 0.6)],
      hexsides: [side('B2', 0.6)],
      absences: [
        { hex: 'C3', side: 'N', candidate: 'gray', confidence: 0.6 },
        { hex: 'D4', side: 'N', candidate: 'brown', confidence: 0.5 },
      ],
    });
    expect(order.map((i) => i.kind)).toEqual(['absence', 'hexside', 'absence', 'hex']);
  });

  test.each([
    ['every item under the line is asked', [0.5, 0.6, 0.66, 0.7, 1], 3],
    ['nothing under it: nothing asked', [0.9, 1], 0],
    ['all under it: all asked', [0.5, 0.55], 2],
  ])('%s', (_name, confidences, asked) => {
    const order = confidences.map((confidence) => ({ proposal: { confidence } }));
    expect(askedPart(order)).toBe(asked);
    expect(order.slice(0, asked).every((i) => i.proposal.confidence < SURE_ENOUGH)).toBe(true);
  });
});
