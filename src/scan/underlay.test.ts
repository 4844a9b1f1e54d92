// The photo warped into board space: registered (each bitmap pixel shows the
// photo pixel the grid fit carries it to), bounded in size, never finer than
// the photo, transparent where the photo ends.

import { describe, expect, test } from 'vitest';

import { BOARD_HEX_SIZE, hexToBoard } from '../engine/hex/layout.ts';
import { offsetToAxial } from '../engine/hex/offset.ts';
import { boardToImage, fitGrid } from './grid-fit.ts';
import type { Point } from './homography.ts';
import type { RgbaImage } from './image.ts';
import type { ScanGrid } from './request.ts';
import { MAX_UNDERLAY_PIXELS, MAX_UNDERLAY_SIDE, tracedRect, warpToBoard } from './underlay.ts';

/** A photo whose red channel is its x and green its y (both below 256). */
function rampPhoto(width: number, height: number): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      data[o] = x;
      data[o + 1] = y;
      data[o + 3] = 255;
    }
  }
  return { width, height, data };
}

const GRID: ScanGrid = { columns: 6, rows: 4, shifted: 'odd' };
// Taken at an angle: the far edge (rows 1) narrower than the near one.
const CORNERS: Point[] = [
  { x: 40, y: 30 },
  { x: 200, y: 36 },
  { x: 226, y: 190 },
  { x: 20, y: 180 },
];

describe('the photo under the board', () => {
  const photo = rampPhoto(250, 220);
  const warped = warpToBoard(photo, GRID, CORNERS);
  const h = fitGrid(GRID, CORNERS);

  test.each([
    ['A1', 0, 0],
    ['F1', 5, 0],
    ['C3', 2, 2],
    ['F4', 5, 3],
  ])('hex %s: the bitmap shows the photo where the fit puts its centre', (_label, column, row) => {
    const c = hexToBoard(offsetToAxial({ column, row }, GRID.shifted), BOARD_HEX_SIZE);
    const { rect, image } = warped;
    const i = Math.floor(((c.x - rect.x) / rect.width) * image.width);
    const j = Math.floor(((c.y - rect.y) / rect.height) * image.height);
    const o = (j * image.width + i) * 4;
    const onPhoto = boardToImage(h, c.x / BOARD_HEX_SIZE, c.y / BOARD_HEX_SIZE);
    // Within a bitmap pixel's reach of the photo (the bitmap is at most as fine as the photo).
    expect(Math.abs(image.data[o] - onPhoto.x)).toBeLessThanOrEqual(2);
    expect(Math.abs(image.data[o + 1] - onPhoto.y)).toBeLessThanOrEqual(2);
    expect(image.data[o + 3]).toBe(255);
  });

  test('the bitmap covers the traced grid and is no finer than the photo', () => {
    expect(warped.rect).toEqual(tracedRect(GRID));
    const hexPx = (warped.image.width / warped.rect.width) * BOARD_HEX_SIZE;
    // The photo's hexes are 21 to 28 px in radius here (A1 to F1 is 160 px over five columns; the near edge is wider).
    expect(hexPx).toBeGreaterThan(18);
    expect(hexPx).toBeLessThan(32);
  });

  test('where the photo ends the bitmap is transparent', () => {
    const cut = warpToBoard(rampPhoto(120, 220), GRID, CORNERS);
    const { image } = cut;
    const o = (Math.floor(image.height / 2) * image.width + image.width - 1) * 4;
    expect(image.data[o + 3]).toBe(0);
  });

  test('a big fine photo gives a bitmap within the bounds', () => {
    const grid: ScanGrid = { columns: 40, rows: 20, shifted: 'odd' };
    const big = { width: 4000, height: 3000, data: new Uint8ClampedArray(4000 * 3000 * 4) };
    const out = warpToBoard(big, grid, [
      { x: 20, y: 20 },
      { x: 3980, y: 20 },
      { x: 3980, y: 2980 },
      { x: 20, y: 2980 },
    ]);
    expect(out.image.width * out.image.height).toBeLessThanOrEqual(MAX_UNDERLAY_PIXELS);
    expect(Math.max(out.image.width, out.image.height)).toBeLessThanOrEqual(MAX_UNDERLAY_SIDE);
    expect(out.image.data.length).toBe(out.image.width * out.image.height * 4);
  });
});
