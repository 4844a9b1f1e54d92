// The confidence map (docs/scan.md#calibration): an isotonic fit of the share
// right against the raw confidence, shown linearly between its knots.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import {
  calibrateScan,
  type CalibrationObservation,
  type CalibrationTable,
  fitKnots,
  shownConfidence,
} from './calibration.ts';
import type { HexsideProposal, ScanResult } from './request.ts';

const obs = (raw: number, right: boolean): CalibrationObservation => ({ raw, right });

describe('fitKnots: pool adjacent violators', () => {
  test.each([
    ['nothing observed: no knots', [], []],
    [
      'already rising: a knot per raw confidence',
      [obs(0.5, false), obs(0.9, true)],
      [
        { raw: 0.5, right: 0, count: 1 },
        { raw: 0.9, right: 1, count: 1 },
      ],
    ],
    [
      'a wrong item above a right one is pooled with it',
      [obs(0.5, false), obs(0.6, true), obs(0.7, false), obs(0.8, true)],
      [
        { raw: 0.5, right: 0, count: 1 },
        { raw: 0.65, right: 1, count: 2 },
        { raw: 0.8, right: 1, count: 1 },
      ],
    ],
    [
      // A run of 3 right in 4 shows 5/8 and one right item 3/5: pooled, so that the surer item is not shown as less sure.
      'a short sure run after a longer, less sure one is pooled when its share as shown is no higher',
      [obs(0.6, true), obs(0.6, true), obs(0.6, true), obs(0.6, false), obs(0.9, true)],
      [{ raw: 0.66, right: 4, count: 5 }],
    ],
    [
      // Pooled on the share shown from the single items on, each lone right item (3/5) would join the 5/8 before it.
      'a run of right items after a less sure run is a knot of its own',
      [obs(0.5, true), obs(0.5, true), obs(0.5, true), obs(0.5, false), ...[0.8, 0.85, 0.9].map((r) => obs(r, true))],
      [
        { raw: 0.5, right: 3, count: 4 },
        { raw: 0.85, right: 3, count: 3 },
      ],
    ],
    [
      'items of one raw confidence share a knot',
      [obs(0.6, true), obs(0.6, false), obs(0.6, true)],
      [{ raw: 0.6, right: 2, count: 3 }],
    ],
  ])('%s', (_name, observations, knots) => {
    expect(fitKnots(observations)).toEqual(knots);
  });

  // Raw confidences from a few values, so that runs of one raw confidence are common, and items mostly right, as
  // the photos' are: a wide spread of raw values at even odds seldom builds the short sure runs whose shown
  // shares the "plus four" count can put out of order.
  const observations = fc.array(
    fc.record({
      raw: fc.integer({ min: 10, max: 20 }).map((n) => n / 20),
      right: fc.integer({ min: 0, max: 5 }).map((n) => n > 0),
    }),
    { maxLength: 60 },
  );

  test('property: every item counted once, shares right and shares as shown strictly rising, raw confidences rising', () => {
    fc.assert(
      fc.property(observations, (list) => {
        const knots = fitKnots(list);
        expect(knots.reduce((n, k) => n + k.count, 0)).toBe(list.length);
        expect(knots.reduce((n, k) => n + k.right, 0)).toBe(list.filter((o) => o.right).length);
        knots.slice(1).forEach((k, i) => {
          expect(k.right * knots[i].count).toBeGreaterThan(knots[i].right * k.count);
          // (k.right + 2) / (k.count + 4) > the previous knot's, in integers.
          expect((k.right + 2) * (knots[i].count + 4)).toBeGreaterThan((knots[i].right + 2) * (k.count + 4));
          expect(k.raw).toBeGreaterThanOrEqual(knots[i].raw);
        });
      }),
      { seed: 41, numRuns: 300 },
    );
  });

  test('property: the fit does not depend on the order the items come in', () => {
    fc.assert(
      fc.property(observations, (list) => {
        expect(fitKnots([...list].reverse())).toEqual(fitKnots(list));
      }),
      { seed: 42, numRuns: 100 },
    );
  });

  test('property: the shown confidence never falls as the raw one rises, and stays a share', () => {
    fc.assert(
      fc.property(
        observations,
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 2 }),
        (list, raws) => {
          const knots = fitKnots(list);
          const sorted = [...raws].sort((a, b) => a - b);
          const shown = sorted.map((r) => shownConfidence(knots, r));
          shown.slice(1).forEach((s, i) => expect(s).toBeGreaterThanOrEqual(shown[i]));
          if (knots.length > 0) shown.forEach((s) => expect(s > 0 && s < 1).toBe(true));
        },
      ),
      { seed: 43, numRuns: 300 },
    );
  });
});

describe('shownConfidence', () => {
  const knots = [
    { raw: 0.6, right: 2, count: 8 },
    { raw: 0.8, right: 96, count: 96 },
  ];
  test.each([
    ['below the first knot: its share', 0.5, 0.333],
    ['at a knot: its share, (right + 2) / (count + 4)', 0.6, 0.333],
    ['between knots: linear, halfway between 1/3 and 0.98', 0.7, 0.657],
    ['above the last knot: its share', 1, 0.98],
  ])('%s', (_name, raw, shown) => {
    expect(shownConfidence(knots, raw)).toBe(shown);
  });
  test('no knots: the raw confidence', () => {
    expect(shownConfidence([], 0.73)).toBe(0.73);
  });
  test('a knot of 300 right items shows 99.3 %, not certainty', () => {
    expect(shownConfidence([{ raw: 1, right: 300, count: 300 }], 1)).toBe(0.993);
  });
});

// A stroke with cautions is shown at no more than its cautions' maps (docs/scan.md#strokes-held-to-their-own-record).
describe('calibrateScan: strokes held to their cautions', () => {
  const sure = [{ raw: 0.7, right: 96, count: 96 }];
  const table: CalibrationTable = {
    sampled: { hex: sure, hexside: sure, absence: sure },
    guessed: { hex: sure, hexside: sure, absence: sure },
    // Seams were all wrong on the fitting photos; faint strokes three times in seven; none surer.
    cautions: { faint: [{ raw: 0.7, right: 3, count: 7 }], seam: [{ raw: 0.6, right: 0, count: 8 }] },
  };
  const side = (confidence: number, cautions?: HexsideProposal['cautions']): HexsideProposal => ({
    hex: 'B2',
    side: 'N',
    symbol: 'gray',
    confidence,
    ...(cautions ? { cautions } : {}),
  });
  const scan = (hexsides: HexsideProposal[]) =>
    calibrateScan({ hexes: [], hexsides, absences: [] } as unknown as ScanResult, table).hexsides;
  test.each([
    ['no caution: its kind’s map, 98 %', undefined, 0.98],
    ['faint: its own map, 5 right of 11 as shown', ['faint'] as const, 0.455],
    ['a seam: its own map, 2 right of 12 as shown', ['seam'] as const, 0.167],
    ['faint and a seam: the lower', ['faint', 'seam'] as const, 0.167],
  ])('%s', (_name, cautions, shown) => {
    const [calibrated] = scan([side(0.8, cautions && [...cautions])]);
    expect(calibrated.confidence).toBe(shown);
    // The cautions are the raw measure's: the calibrated scan, which the app keeps and the CLI prints, does not carry them.
    expect(calibrated).not.toHaveProperty('cautions');
  });
  test('a caution the fitting photos never showed holds nothing', () => {
    const unseen = { ...table, cautions: { faint: [], seam: [] } };
    const [calibrated] = calibrateScan(
      { hexes: [], hexsides: [side(0.8, ['seam'])], absences: [] } as unknown as ScanResult,
      unseen,
    ).hexsides;
    expect(calibrated.confidence).toBe(0.98);
  });
});
