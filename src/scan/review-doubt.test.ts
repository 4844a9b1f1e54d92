// A review sized to the doubt, on the project's test photos
// (docs/scan.md#a-review-sized-to-the-doubt): every wrong item — a wrong
// proposal, or a printed stroke the scan did not propose — lies within the
// part of the review the app asks the user to walk (askedPart), and that part
// is at most 5 % of the items or 30 cards, whichever is larger. A missed
// stroke counts as within it when an absence on its edge is
// (docs/scan.md#absences). Both with one sample tap per colour and without
// samples; none of these photos is among those the confidence map was
// fitted on (docs/scan.md#calibration).

import { describe, expect, test } from 'vitest';

import { detectBoard } from './detect.ts';
import { askedPart, reviewOrder, SURE_ENOUGH } from './review-order.ts';
import { GUESSED_PHOTOS, SAMPLED_PHOTOS } from './testing/node-photo-sets.ts';
import { randomTruth, renderPhoto } from './testing/photo.ts';
import { judgeScan } from './testing/scan-items.ts';
import { isScanSymbol } from './vocabulary.ts';

/** The most the review may ask to walk: 5 % of its items, or 30 cards on a small board. */
const askedBound = (items: number): number => Math.max(30, Math.floor(0.05 * items));

/** The test photos read with only the terrain, or only the symbols, tapped. */
const MIXED_PHOTOS: readonly string[] = [
  'random 14 × 10, water, dense towns, blue gullies, gray outline',
  'random board of seed 1 (12 × 10)',
];

describe('the review asks for every wrong item, and for little else', () => {
  test.each([...SAMPLED_PHOTOS, ...GUESSED_PHOTOS])(
    '$name',
    async ({ name, truth: make, opts, samples }) => {
      const truth = await make();
      const photo = renderPhoto(truth, opts);
      const result = detectBoard({
        image: photo.image,
        grid: truth.grid,
        corners: photo.corners,
        samples: samples ? photo.samples : undefined,
      });
      const order = reviewOrder(result);
      const asked = askedPart(order);
      const { wrong } = judgeScan(truth, result);
      const report = `${order.length} items, ${asked} asked (${result.absences.length} absences); wrong: ${wrong
        .map((w) => `${w.what} at ${w.at} (${w.confidence})`)
        .join('; ')}`;
      console.log(`REVIEW ${name}: ${report}`);
      expect(
        wrong.filter((w) => w.at >= asked).map((w) => w.what),
        report,
      ).toEqual([]);
      expect(asked, report).toBeLessThanOrEqual(askedBound(order.length));
    },
    180_000,
  );
});

describe('a stroke missed on purpose (the test hook) is reviewed as an absence', () => {
  test('the first proposed stroke of a small board, left out, is an absence at the head of the review', () => {
    const truth = randomTruth(1, 8, 6, 'odd');
    const photo = renderPhoto(truth, { seed: 1, width: 600, height: 480 });
    const request = { image: photo.image, grid: truth.grid, corners: photo.corners, samples: photo.samples };
    const stroke = detectBoard(request).hexsides[0];
    const result = detectBoard({ ...request, missOnPurpose: [{ hex: stroke.hex, side: stroke.side }] });
    expect(result.hexsides.some((s) => s.hex === stroke.hex && s.side === stroke.side)).toBe(false);
    const order = reviewOrder(result);
    const at = order.findIndex(
      (item) => item.kind === 'absence' && item.proposal.hex === stroke.hex && item.proposal.side === stroke.side,
    );
    expect(order[at].proposal).toMatchObject({ hex: stroke.hex, side: stroke.side, candidate: stroke.symbol });
    expect(at).toBeLessThan(askedPart(order));
  });
});

describe('guessed colours are said so, and among the unsure and among the sure rank below every sampled item (docs/scan.md#guessed-colours)', () => {
  const truth = randomTruth(1, 8, 6, 'odd');
  const photo = renderPhoto(truth, { seed: 1, width: 600, height: 480 });
  const request = { image: photo.image, grid: truth.grid, corners: photo.corners };
  const isTerrainTap = (s: { name: string }) => !isScanSymbol(s.name);

  test.each([
    ['no samples: every item guessed', [], { guessed: 'all' }],
    [
      'terrain tapped, symbols not: every symbol and absence guessed, every hex sampled',
      photo.samples.filter(isTerrainTap),
      { guessed: 'sides' },
    ],
    [
      'symbols tapped, terrain not: every hex guessed',
      photo.samples.filter((s) => !isTerrainTap(s)),
      { guessed: 'hexes' },
    ],
    ['every colour tapped: nothing guessed', photo.samples, { guessed: 'none' }],
  ] as const)('%s', (_name, samples, { guessed }) => {
    const order = reviewOrder(detectBoard({ ...request, samples }));
    const expected = (kind: string) =>
      guessed === 'all' || (guessed === 'sides' && kind !== 'hex') || (guessed === 'hexes' && kind === 'hex');
    expect(order.filter((i) => (i.proposal.guessed ?? false) !== expected(i.kind))).toEqual([]);
    const asked = askedPart(order);
    for (const part of [order.slice(0, asked), order.slice(asked)]) {
      const firstSampled = part.findIndex((i) => !i.proposal.guessed);
      if (firstSampled >= 0) expect(part.slice(firstSampled).filter((i) => i.proposal.guessed)).toEqual([]);
    }
  });
});

// Terrain tapped, symbols not (or the reverse): the asked part is the items under the line and no more, so that a
// sampled hex under it does not ask for every sure guessed side before it.
describe('a scan that samples some colours and guesses others asks for its unsure items only, within the bound', () => {
  const MIXED = SAMPLED_PHOTOS.filter((p) => MIXED_PHOTOS.includes(p.name)).flatMap((p) => [
    { ...p, tapped: 'terrain' as const },
    { ...p, tapped: 'symbols' as const },
  ]);
  test.each(MIXED)(
    '$name, $tapped tapped',
    async ({ name, truth: make, opts, tapped }) => {
      const truth = await make();
      const photo = renderPhoto(truth, opts);
      const samples = photo.samples.filter((s) => isScanSymbol(s.name) === (tapped === 'symbols'));
      const result = detectBoard({ image: photo.image, grid: truth.grid, corners: photo.corners, samples });
      const order = reviewOrder(result);
      const asked = askedPart(order);
      const { wrong } = judgeScan(truth, result);
      const report = `${order.length} items (${order.filter((i) => i.proposal.guessed).length} guessed), ${asked} asked; wrong: ${wrong
        .map((w) => `${w.what} at ${w.at} (${w.confidence})`)
        .join('; ')}`;
      console.log(`REVIEW MIXED ${name}, ${tapped} tapped: ${report}`);
      expect(order.some((i) => i.proposal.guessed) && order.some((i) => !i.proposal.guessed), report).toBe(true);
      expect(
        order.slice(0, asked).every((i) => i.proposal.confidence < SURE_ENOUGH),
        report,
      ).toBe(true);
      expect(
        order.slice(asked).every((i) => i.proposal.confidence >= SURE_ENOUGH),
        report,
      ).toBe(true);
      expect(asked, report).toBeLessThanOrEqual(askedBound(order.length));
    },
    180_000,
  );
});
