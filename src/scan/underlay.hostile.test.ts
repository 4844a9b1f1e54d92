// Hostile fits for the photo under the board (generated, seeded, each case
// bounded in time): corners that make no board are refused with the scan's
// located error (`corners`); corners at the photo's far ends, a board of
// 200 × 200 hexes over a tiny photo, a 4000-pixel photo under a 2 × 2 grid and
// extreme perspectives all give a bitmap within the size bounds, never a
// bigger one, in bounded time.

import { describe, expect, test } from 'vitest';

import { boundUnderLoad } from '../node-load-bound.ts';
import type { Point } from './homography.ts';
import { ScanInputError, type ScanGrid } from './request.ts';
import { seededRandom } from './testing/photo.ts';
import { MAX_UNDERLAY_PIXELS, MAX_UNDERLAY_SIDE, warpToBoard } from './underlay.ts';

/** A case must finish well inside this on a busy machine. */
const CASE_MS = 4000;
const rnd = seededRandom(20261126);
const photo = (width: number, height: number) => ({ width, height, data: new Uint8ClampedArray(width * height * 4) });

describe('hostile fits under the board', () => {
  test.each([
    [
      'three corners on a line',
      [
        { x: 0, y: 0 },
        { x: 50, y: 0 },
        { x: 100, y: 0 },
        { x: 0, y: 80 },
      ],
    ],
    [
      'crossed corners',
      [
        { x: 0, y: 0 },
        { x: 100, y: 80 },
        { x: 100, y: 0 },
        { x: 0, y: 80 },
      ],
    ],
    [
      'all four in one place',
      [
        { x: 5, y: 5 },
        { x: 5, y: 5 },
        { x: 5, y: 5 },
        { x: 5, y: 5 },
      ],
    ],
  ])('%s: refused at `corners`', (_name, corners) => {
    let caught: unknown;
    try {
      warpToBoard(photo(120, 100), { columns: 6, rows: 4, shifted: 'odd' }, corners);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(ScanInputError);
    expect((caught as ScanInputError).path).toBe('corners');
  });

  const cases: [string, ScanGrid, { width: number; height: number }, Point[]][] = [
    [
      '200 × 200 hexes over a tiny photo',
      { columns: 200, rows: 200, shifted: 'odd' },
      { width: 64, height: 64 },
      [
        { x: 1, y: 1 },
        { x: 63, y: 1 },
        { x: 63, y: 63 },
        { x: 1, y: 63 },
      ],
    ],
    [
      '2 × 2 hexes over a 4000-pixel photo',
      { columns: 2, rows: 2, shifted: 'even' },
      { width: 4000, height: 3000 },
      [
        { x: 10, y: 10 },
        { x: 3990, y: 10 },
        { x: 3990, y: 2990 },
        { x: 10, y: 2990 },
      ],
    ],
    [
      'a far edge a pixel wide',
      { columns: 10, rows: 8, shifted: 'odd' },
      { width: 800, height: 600 },
      [
        { x: 399, y: 5 },
        { x: 401, y: 5 },
        { x: 790, y: 590 },
        { x: 10, y: 590 },
      ],
    ],
  ];
  for (let i = 0; i < 4; i++) {
    // Random convex corners in the usual order, some far off the photo.
    const w = 50 + Math.floor(rnd() * 2000);
    const h = 50 + Math.floor(rnd() * 2000);
    const j = () => (rnd() - 0.5) * w * 0.8;
    cases.push([
      `random fit ${i + 1}`,
      { columns: 2 + Math.floor(rnd() * 60), rows: 2 + Math.floor(rnd() * 30), shifted: rnd() < 0.5 ? 'odd' : 'even' },
      { width: w, height: h },
      [
        { x: Math.round(j() * 0.2), y: Math.round(j() * 0.2) },
        { x: Math.round(w + j() * 0.2), y: Math.round(j() * 0.2) },
        { x: Math.round(w + j() * 0.2), y: Math.round(h + j() * 0.2) },
        { x: Math.round(j() * 0.2), y: Math.round(h + j() * 0.2) },
      ],
    ]);
  }

  test.each(cases)('%s: a bitmap within the bounds', (_name, grid, size, corners) => {
    const started = performance.now();
    let out: ReturnType<typeof warpToBoard> | undefined;
    try {
      out = warpToBoard(photo(size.width, size.height), grid, corners);
    } catch (e) {
      // A random fit may be no board at all: then it is the located error, nothing else.
      expect(e).toBeInstanceOf(ScanInputError);
    }
    if (out) {
      expect(out.image.width * out.image.height).toBeLessThanOrEqual(MAX_UNDERLAY_PIXELS);
      expect(Math.max(out.image.width, out.image.height)).toBeLessThanOrEqual(MAX_UNDERLAY_SIDE);
      expect(out.image.data.length).toBe(out.image.width * out.image.height * 4);
    }
    expect(performance.now() - started).toBeLessThan(boundUnderLoad(CASE_MS));
  });
});
