// Hexside symbols on the widened photo set (src/scan/testing/node-photo-sets.ts,
// WIDENED; docs/scan.md#how-well-it-reads): printed boards whose colour
// boundaries carry their own printed line (a gully's or water's bank, a
// hill's rim), outlines in darker and lighter inks and wider, JPEG at several
// qualities with the colour subsampled as a phone's camera does, dimmer and
// harsher lighting — what photos of real boards showed and the hard cases did
// not: gray proposed where only an outline or a boundary line is printed.
// Measured with one sample per colour: hexside precision and recall, per
// condition and over the whole set.

import { afterAll, describe, expect, test } from 'vitest';

import { scanWithSamples, WIDENED } from './testing/node-photo-sets.ts';
import { scoreScan } from './testing/photo.ts';

interface Tally {
  tp: number;
  fp: number;
  fn: number;
}

const byCondition = new Map<string, Tally>();
const overall: Tally = { tp: 0, fp: 0, fn: 0 };

const precisionOf = (t: Tally): number => (t.tp + t.fp === 0 ? 1 : t.tp / (t.tp + t.fp));
const recallOf = (t: Tally): number => (t.tp + t.fn === 0 ? 1 : t.tp / (t.tp + t.fn));
const figures = (t: Tally): string =>
  `precision ${precisionOf(t).toFixed(3)}, recall ${recallOf(t).toFixed(3)} (${t.tp + t.fn} symbols, ${t.fp} extra, ${t.fn} missed)`;

/** Hexside precision and recall asserted over the whole set (the acceptance line of docs/scan.md#how-well-it-reads). */
const AT_LEAST = { precision: 0.98, recall: 0.98 };

describe('hexside symbols on the widened photo set, one sample per colour', () => {
  test.each(WIDENED)(
    '$name',
    async ({ condition, truth: make, opts }) => {
      const truth = await make();
      const { result } = scanWithSamples(truth, opts);
      const { symbols, misses } = scoreScan(truth, result);
      const t = byCondition.get(condition) ?? { tp: 0, fp: 0, fn: 0 };
      for (const tally of [t, overall]) {
        tally.tp += symbols.truePositives;
        tally.fp += symbols.falsePositives;
        tally.fn += symbols.falseNegatives;
      }
      byCondition.set(condition, t);
      expect(symbols.truePositives + symbols.falseNegatives, misses.join('\n')).toBeGreaterThan(50);
    },
    120_000,
  );

  test('over the whole set', () => {
    expect(overall.tp, 'every photo was read').toBeGreaterThan(0);
    expect(precisionOf(overall), figures(overall)).toBeGreaterThanOrEqual(AT_LEAST.precision);
    expect(recallOf(overall), figures(overall)).toBeGreaterThanOrEqual(AT_LEAST.recall);
  });

  afterAll(() => {
    const lines = [...byCondition].map(([condition, t]) => `  ${condition}: ${figures(t)}`);
    console.log(`widened photo set, hexside symbols:\n${lines.join('\n')}\n  overall: ${figures(overall)}`);
  });
});
