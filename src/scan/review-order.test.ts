// reviewOrder: least sure first, both kinds in one order, ties fixed.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import { guessedMark, type HexProposal, type HexsideProposal } from './request.ts';
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
const guessed = <P extends object>(p: P): P & { guessed: true } => ({ ...p, guessed: true });
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
    ['every item under the line is asked', [0.5, 0.6, 0.85, 0.95, 1], 3],
    ['nothing under it: nothing asked', [0.95, 1], 0],
    ['all under it: all asked', [0.5, 0.55], 2],
  ])('%s', (_name, confidences, asked) => {
    const order = confidences.map((confidence) => ({ proposal: { confidence } }));
    expect(askedPart(order)).toBe(asked);
    expect(order.slice(asked).every((i) => i.proposal.confidence >= SURE_ENOUGH)).toBe(true);
  });

  // Terrain tapped, symbols not: a sampled hex under the line asks for itself, not for the sure guessed sides before it.
  test.each([
    [
      'one unsure sampled hex among sure guessed sides: only that hex is asked',
      [hex('A1', 0.9), hex('B1', 0.99)],
      [guessed(side('C1', 0.98)), guessed(side('D1', 0.95))],
      ['hex A1', 'side D1', 'side C1', 'hex B1'],
      1,
    ],
    [
      'the unsure guessed before the unsure sampled, the sure guessed before the sure sampled',
      [hex('A1', 0.6), hex('B1', 0.97)],
      [guessed(side('C1', 0.8)), guessed(side('D1', 0.99)), side('E1', 0.94)],
      ['side C1', 'hex A1', 'side D1', 'side E1', 'hex B1'],
      2,
    ],
  ])('a mixed scan: %s', (_name, hexes, hexsides, expected, asked) => {
    const order = reviewOrder({ hexes, hexsides });
    expect(names(order)).toEqual(expected);
    expect(askedPart(order)).toBe(asked);
  });

  test('property: the asked part is exactly the items under the line, at the head of the order', () => {
    const item = fc.record({ confidence: fc.double({ min: 0, max: 1, noNaN: true }), guessed: fc.boolean() });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 40 }), fc.array(item, { maxLength: 40 }), (hs, ss) => {
        const hexes = hs.map((h, i) => ({ ...hex(`A${i + 1}`, h.confidence), ...guessedMark(h.guessed) }));
        const hexsides = ss.map((s, i) => ({ ...side(`B${i + 1}`, s.confidence), ...guessedMark(s.guessed) }));
        const order = reviewOrder({ hexes, hexsides });
        const asked = askedPart(order);
        expect(order.slice(0, asked).every((i) => i.proposal.confidence < SURE_ENOUGH)).toBe(true);
        expect(order.slice(asked).every((i) => i.proposal.confidence >= SURE_ENOUGH)).toBe(true);
      }),
      { seed: 31, numRuns: 200 },
    );
  });
});

describe('guessed colours rank below sampled ones (docs/scan.md#guessed-colours)', () => {
  test.each([
    [
      'an unsure guessed hexside comes before a less sure sampled hex',
      [hex('A1', 0.6)],
      [guessed(side('B2', 0.9))],
      ['side B2', 'hex A1'],
    ],
    [
      'among guessed items, and among sampled ones, least sure first',
      [hex('A1', 0.7), guessed(hex('B1', 0.85))],
      [side('C1', 0.6), guessed(side('D1', 0.8))],
      ['side D1', 'hex B1', 'side C1', 'hex A1'],
    ],
    [
      'a sure guessed item comes after every unsure sampled one, and before every sure sampled one',
      [hex('A1', 0.6), hex('B1', 0.95)],
      [guessed(side('C1', 0.99))],
      ['hex A1', 'side C1', 'hex B1'],
    ],
  ])('%s', (_name, hexes, hexsides, expected) => {
    expect(names(reviewOrder({ hexes, hexsides }))).toEqual(expected);
  });

  test('property: among the unsure, and among the sure, no sampled item comes before a guessed one', () => {
    const item = fc.record({ confidence: fc.double({ min: 0, max: 1, noNaN: true }), guessed: fc.boolean() });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), fc.array(item, { maxLength: 30 }), (hs, ss) => {
        const hexes = hs.map((h, i) => ({ ...hex(`A${i + 1}`, h.confidence), ...guessedMark(h.guessed) }));
        const hexsides = ss.map((s, i) => ({ ...side(`B${i + 1}`, s.confidence), ...guessedMark(s.guessed) }));
        const order = reviewOrder({ hexes, hexsides });
        const asked = askedPart(order);
        for (const part of [order.slice(0, asked), order.slice(asked)]) {
          const firstSampled = part.findIndex((o) => !o.proposal.guessed);
          if (firstSampled >= 0) expect(part.slice(firstSampled).every((o) => !o.proposal.guessed)).toBe(true);
        }
      }),
      { seed: 32, numRuns: 200 },
    );
  });
});
