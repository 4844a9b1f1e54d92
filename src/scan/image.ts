// An RGBA raster as both Node's decoders and the browser's canvas give it
// (ImageData's layout), and reading colours off it in a colour space where a
// change of lighting is a shift (log RGB), so that a smooth lighting field can
// be subtracted.

import type { Rgb } from './vocabulary.ts';

/** Largest image read: 50 megapixels (an 8000 × 6000 phone photo is 48). */
export const MAX_IMAGE_PIXELS = 50_000_000;

export interface RgbaImage {
  readonly width: number;
  readonly height: number;
  /** width × height × 4 bytes, row-major, RGBA. */
  readonly data: Uint8Array | Uint8ClampedArray;
}

/** Log of a channel value; the offset keeps sensor noise in dark strokes from dominating. */
const LOG_OFFSET = 20;
const LOG_TABLE = Float64Array.from({ length: 256 }, (_, v) => Math.log(v + LOG_OFFSET));

export const logChannel = (v: number): number => Math.log(Math.max(0, v) + LOG_OFFSET);
export const expChannel = (l: number): number => Math.exp(l) - LOG_OFFSET;

/** A colour in log RGB. */
export type LogRgb = [number, number, number];

export const toLogRgb = (c: Rgb): LogRgb => [logChannel(c[0]), logChannel(c[1]), logChannel(c[2])];
export const fromLogRgb = (l: readonly number[]): Rgb =>
  [0, 1, 2].map((i) => Math.round(Math.max(0, Math.min(255, expChannel(l[i]))))) as unknown as Rgb;

/** The blend of two colours as pixels mix (in stored values), back in log RGB. */
export function mixLog(a: readonly number[], b: readonly number[], t: number): LogRgb {
  return [0, 1, 2].map((i) => logChannel(expChannel(a[i]) * (1 - t) + expChannel(b[i]) * t)) as LogRgb;
}

/**
 * Log RGB at an image point, bilinear between the four pixels around it;
 * false when the point is off the image.
 */
export function sampleLog(img: RgbaImage, x: number, y: number, out: LogRgb): boolean {
  if (!(x >= 0 && y >= 0 && x <= img.width - 1 && y <= img.height - 1)) return false;
  const x0 = Math.min(Math.floor(x), img.width - 2 < 0 ? 0 : img.width - 2);
  const y0 = Math.min(Math.floor(y), img.height - 2 < 0 ? 0 : img.height - 2);
  const fx = img.width > 1 ? x - x0 : 0;
  const fy = img.height > 1 ? y - y0 : 0;
  const x1 = img.width > 1 ? x0 + 1 : x0;
  const y1 = img.height > 1 ? y0 + 1 : y0;
  const d = img.data;
  const i00 = (y0 * img.width + x0) * 4;
  const i10 = (y0 * img.width + x1) * 4;
  const i01 = (y1 * img.width + x0) * 4;
  const i11 = (y1 * img.width + x1) * 4;
  for (let c = 0; c < 3; c++) {
    const top = d[i00 + c] + (d[i10 + c] - d[i00 + c]) * fx;
    const bottom = d[i01 + c] + (d[i11 + c] - d[i01 + c]) * fx;
    const v = top + (bottom - top) * fy;
    const lo = Math.floor(v);
    out[c] = lo >= 255 ? LOG_TABLE[255] : LOG_TABLE[lo] + (LOG_TABLE[lo + 1] - LOG_TABLE[lo]) * (v - lo);
  }
  return true;
}

/** Median of the first `n` values (reorders them). */
export function median(values: Float64Array | number[], n = values.length): number {
  if (n === 0) return Number.NaN;
  const a = values instanceof Float64Array ? values.subarray(0, n).sort() : values.slice(0, n).sort((p, q) => p - q);
  const m = n >> 1;
  return n % 2 ? a[m] : (a[m - 1] + a[m]) / 2;
}
