// A review sized to the doubt, on the project's test photos
// (docs/scan.md#a-review-sized-to-the-doubt): every wrong item — a wrong
// proposal, or a printed stroke the scan did not propose — lies within the
// part of the review the app asks the user to walk (the items under
// SURE_ENOUGH), and that part is at most 5 % of the items or 30 cards,
// whichever is larger. A missed stroke counts as within it when an absence
// on its edge is (docs/scan.md#absences).

import { describe, expect, test } from 'vitest';

import { edgeKey } from '../engine/hex/axial.ts';
import { offsetToAxial } from '../engine/hex/offset.ts';
import type { Axial } from '../engine/types.ts';
import { detectBoard, type ScanResult } from './detect.ts';
import { askedPart, reviewOrder } from './review-order.ts';
import { CASES, guessRuns, HARD, TABLE_PHOTO } from './testing/node-photo-sets.ts';
import { randomTruth, renderPhoto, type TruthBoard } from './testing/photo.ts';

/** The most the review may ask to walk: 5 % of its items, or 30 cards on a small board. */
const askedBound = (items: number): number => Math.max(30, Math.floor(0.05 * items));

/** Where each wrong item lies in the review order (Infinity for a missed stroke with no absence on its edge). */
function wrongItems(truth: TruthBoard, result: ScanResult): { what: string; at: number; confidence: number }[] {
  const axialOf = new Map<string, Axial>(
    result.hexes.map((h) => [h.label, offsetToAxial({ column: h.column, row: h.row }, truth.grid.shifted)]),
  );
  const order = reviewOrder(result);
  const wrong: { what: string; at: number; confidence: number }[] = [];
  const proposed = new Set<string>();
  const absentAt = new Map<string, number>();
  order.forEach((item, at) => {
    const { confidence } = item.proposal;
    if (item.kind === 'hex') {
      const want = truth.terrain.get(`${item.proposal.column},${item.proposal.row}`);
      if (want !== item.proposal.terrain)
        wrong.push({ what: `${item.proposal.label} ${item.proposal.terrain}, not ${want}`, at, confidence });
      return;
    }
    const key = edgeKey(axialOf.get(item.proposal.hex)!, item.proposal.side);
    if (item.kind === 'absence') {
      absentAt.set(key, at);
      return;
    }
    proposed.add(`${key}|${item.proposal.symbol}`);
    if (!truth.edges.get(key)?.includes(item.proposal.symbol))
      wrong.push({ what: `${item.proposal.hex} ${item.proposal.side} ${item.proposal.symbol} extra`, at, confidence });
  });
  for (const [key, symbols] of truth.edges)
    for (const symbol of symbols)
      if (!proposed.has(`${key}|${symbol}`)) {
        const at = absentAt.get(key) ?? Number.POSITIVE_INFINITY;
        wrong.push({
          what: `${key} ${symbol} missed`,
          at,
          confidence: at < order.length ? order[at].proposal.confidence : 1,
        });
      }
  return wrong;
}

const WITH_SAMPLES = [
  ...HARD.map((c) => ({
    name: c.name,
    truth: c.truth,
    opts: {
      seed: c.seed,
      width: c.width,
      height: c.height,
      ...TABLE_PHOTO,
      blur: c.blur ?? TABLE_PHOTO.blur,
      print: c.print,
    },
  })),
  ...CASES.map((c) => ({
    name: c.name,
    truth: c.truth,
    opts: { seed: c.seed, width: c.width, height: c.height, ...TABLE_PHOTO },
  })),
];

describe('the review asks for every wrong item, and for little else', () => {
  test.each(WITH_SAMPLES)(
    'one sample per colour: $name',
    async ({ truth: make, opts }) => {
      const truth = await make();
      const photo = renderPhoto(truth, opts);
      const result = detectBoard({
        image: photo.image,
        grid: truth.grid,
        corners: photo.corners,
        samples: photo.samples,
      });
      const order = reviewOrder(result);
      const asked = askedPart(order);
      const wrong = wrongItems(truth, result);
      const report = `${order.length} items, ${asked} asked (${result.absences.length} absences); wrong: ${wrong
        .map((w) => `${w.what} at ${w.at} (${w.confidence})`)
        .join('; ')}`;
      expect(
        wrong.filter((w) => w.at >= asked),
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
    expect(order[at].proposal).toEqual({
      hex: stroke.hex,
      side: stroke.side,
      candidate: stroke.symbol,
      confidence: 0.5,
    });
    expect(at).toBeLessThan(askedPart(order));
  });
});

// Without samples the colours are guessed and their confidence is not yet
// calibrated (docs/scan.md#what-the-review-guarantees): the figures are
// printed, not asserted.
describe('without samples: measured', () => {
  test('a bundled board under every spoiler, and random boards printed close to the app', async () => {
    const runs = await guessRuns();
    for (const { truth, opts } of runs) {
      const photo = renderPhoto(truth, opts);
      const result = detectBoard({ image: photo.image, grid: truth.grid, corners: photo.corners });
      const order = reviewOrder(result);
      const wrong = wrongItems(truth, result);
      console.log(
        `no samples: ${order.length} items, ${askedPart(order)} asked; wrong: ${wrong.map((w) => `${w.what} at ${w.at} (${w.confidence})`).join('; ')}`,
      );
    }
  }, 300_000);
});
