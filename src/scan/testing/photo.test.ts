// The test photos' sample taps replay: a symbol printed only beside another
// draws a tap of its own from the photo's stream (samplesOf in photo.ts),
// which moves every tap after it. The photo sets measured before that rule
// print no such symbol, so their taps, and the figures of docs/scan.md read
// off them, are what they were; only one widened photo does, and it was
// measured with the rule.

import { describe, expect, test } from 'vitest';

import { SCAN_SYMBOLS } from '../vocabulary.ts';
import { FITTING_PHOTOS } from './node-calibration-photos.ts';
import { GUESSED_PHOTOS, SAMPLED_PHOTOS, WIDENED } from './node-photo-sets.ts';
import type { TruthBoard } from './photo.ts';

const symbolsOnlyInPairs = (truth: TruthBoard): string[] =>
  SCAN_SYMBOLS.filter((symbol) => {
    const edges = [...truth.edges.values()];
    return (
      !edges.some((s) => s.length === 1 && s[0] === symbol) && edges.some((s) => s.length === 2 && s.includes(symbol))
    );
  });

describe('symbols printed only in pairs, which move the sample taps after them', () => {
  test.each([
    ['the held-out photos (hard cases, the app printing, without samples)', [...SAMPLED_PHOTOS, ...GUESSED_PHOTOS], {}],
    ['the fitting photos of the calibration', FITTING_PHOTOS, {}],
    [
      'the widened set: one photo, measured with the rule',
      WIDENED,
      { 'widened/soft-light/random 12 × 10 of seed 321': ['green'] },
    ],
  ])('%s', async (_name, photos, expected) => {
    const found: Record<string, string[]> = {};
    for (const photo of photos) {
      const only = symbolsOnlyInPairs(await photo.truth());
      if (only.length > 0) found[photo.name] = only;
    }
    expect(found).toEqual(expected);
  });
});
