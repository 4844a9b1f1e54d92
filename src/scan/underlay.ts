// The photo under the board: the traced photo warped into
// board space, so that it can be drawn under the board registered hex for hex.
//
// The grid fit is a homography from the board's lattice plane to the photo
// (grid-fit.ts). A canvas can draw only affine maps, so the photo is
// resampled once, here, into a rectified bitmap over the traced grid's
// rectangle in board space: each output pixel's centre is carried to the
// photo by the fit and read there (bilinear). The bitmap's size is bounded
// (MAX_UNDERLAY_PIXELS, MAX_UNDERLAY_SIDE), and it is never finer than the
// photo itself (a photo hex of 30 px does not become a bitmap hex of 200).
//
// Pure: the worker decodes and encodes around it; tests call it directly.

import { BOARD_HEX_SIZE, hexCornersBoard } from '../engine/hex/layout.ts';
import { offsetToAxial } from '../engine/hex/offset.ts';
import { boardToImage, fitGrid } from './grid-fit.ts';
import type { Homography, Point } from './homography.ts';
import type { RgbaImage } from './image.ts';
import type { ScanGrid } from './request.ts';

/** At most 6 megapixels: 24 MB of pixels in the page, whatever the photo. */
export const MAX_UNDERLAY_PIXELS = 6_000_000;
/** And at most this many pixels on a side (canvas limits on tablets). */
export const MAX_UNDERLAY_SIDE = 4096;

/** A rectangle in the app's board space (hex radius BOARD_HEX_SIZE). */
export interface BoardRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The traced grid's rectangle in board space: every corner of every hex. */
export function tracedRect(grid: ScanGrid): BoardRect {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let column = 0; column < grid.columns; column++) {
    for (const row of [0, grid.rows - 1]) {
      for (const p of hexCornersBoard(offsetToAxial({ column, row }, grid.shifted), BOARD_HEX_SIZE)) {
        minX = Math.min(minX, p.x);
        minY = Math.min(minY, p.y);
        maxX = Math.max(maxX, p.x);
        maxY = Math.max(maxY, p.y);
      }
    }
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** Photo pixels per board unit near the grid's middle: how fine the photo is. */
function photoPixelsPerUnit(h: Homography, rect: BoardRect): number {
  const cx = (rect.x + rect.width / 2) / BOARD_HEX_SIZE;
  const cy = (rect.y + rect.height / 2) / BOARD_HEX_SIZE;
  const a = boardToImage(h, cx, cy);
  const b = boardToImage(h, cx + 1, cy);
  const c = boardToImage(h, cx, cy + 1);
  return Math.max(Math.hypot(b.x - a.x, b.y - a.y), Math.hypot(c.x - a.x, c.y - a.y)) / BOARD_HEX_SIZE;
}

/** The bitmap's size: the photo's own fineness, within the bounds. */
export function underlaySize(h: Homography, rect: BoardRect): { width: number; height: number; pixelsPerUnit: number } {
  let ppu = photoPixelsPerUnit(h, rect);
  ppu = Math.min(
    ppu,
    Math.sqrt(MAX_UNDERLAY_PIXELS / (rect.width * rect.height)),
    MAX_UNDERLAY_SIDE / rect.width,
    MAX_UNDERLAY_SIDE / rect.height,
  );
  const width = Math.max(1, Math.floor(rect.width * ppu));
  const height = Math.max(1, Math.floor(rect.height * ppu));
  return { width, height, pixelsPerUnit: ppu };
}

export interface Underlay {
  readonly rect: BoardRect;
  readonly image: RgbaImage;
}

/** The photo warped over the traced grid's rectangle; pixels off the photo are transparent. */
export function warpToBoard(photo: RgbaImage, grid: ScanGrid, corners: readonly Point[]): Underlay {
  const h = fitGrid(grid, corners);
  const rect = tracedRect(grid);
  const { width, height } = underlaySize(h, rect);
  const out = new Uint8ClampedArray(width * height * 4);
  const sx = rect.width / width;
  const sy = rect.height / height;
  const src = photo.data;
  const pw = photo.width;
  const ph = photo.height;
  for (let j = 0; j < height; j++) {
    const by = (rect.y + (j + 0.5) * sy) / BOARD_HEX_SIZE;
    for (let i = 0; i < width; i++) {
      const p = boardToImage(h, (rect.x + (i + 0.5) * sx) / BOARD_HEX_SIZE, by);
      // Pixel centres sit at half-integers in image space.
      const x = p.x - 0.5;
      const y = p.y - 0.5;
      if (!(x >= 0 && y >= 0 && x <= pw - 1 && y <= ph - 1)) continue;
      const x0 = Math.min(Math.floor(x), Math.max(0, pw - 2));
      const y0 = Math.min(Math.floor(y), Math.max(0, ph - 2));
      const x1 = Math.min(x0 + 1, pw - 1);
      const y1 = Math.min(y0 + 1, ph - 1);
      const fx = x - x0;
      const fy = y - y0;
      const i00 = (y0 * pw + x0) * 4;
      const i10 = (y0 * pw + x1) * 4;
      const i01 = (y1 * pw + x0) * 4;
      const i11 = (y1 * pw + x1) * 4;
      const o = (j * width + i) * 4;
      for (let c = 0; c < 3; c++) {
        const top = src[i00 + c] + (src[i10 + c] - src[i00 + c]) * fx;
        const bottom = src[i01 + c] + (src[i11 + c] - src[i01 + c]) * fx;
        out[o + c] = top + (bottom - top) * fy;
      }
      out[o + 3] = 255;
    }
  }
  return { rect, image: { width, height, data: out } };
}
