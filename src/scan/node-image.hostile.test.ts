// Hostile images for `hexlos scan` (generated, seeded, with a time bound per
// case): garbage behind a PNG or JPEG signature, real files cut short or with
// bytes flipped, and headers that claim a gigapixel. Each is refused with a
// message (never a throw), or, when a damaged file still decodes, read as an
// image of the size its header says.

import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { describe, expect, test } from 'vitest';

import { boundUnderLoad } from '../node-load-bound.ts';
import { decodeImage } from './node-image.ts';
import { seededRandom } from './testing/photo.ts';

const rnd = seededRandom(20261124);
const bytes = (n: number) => Uint8Array.from({ length: n }, () => Math.floor(rnd() * 256));

const small = { width: 64, height: 48, data: bytes(64 * 48 * 4) };
const png = (() => {
  const p = new PNG({ width: small.width, height: small.height });
  p.data.set(small.data);
  return new Uint8Array(PNG.sync.write(p));
})();
const jpg = new Uint8Array(jpeg.encode(small, 80).data);

function hugePngHeader(): Uint8Array {
  const b = png.slice(0, 64);
  const view = new DataView(b.buffer);
  view.setUint32(16, 100_000);
  view.setUint32(20, 100_000);
  return b;
}

function hugeJpegHeader(): Uint8Array {
  const b = jpg.slice();
  // Find the SOF0 marker and claim 60000 × 60000.
  for (let i = 2; i < b.length - 9; i++) {
    if (b[i] === 0xff && b[i + 1] === 0xc0) {
      b[i + 5] = 0xea;
      b[i + 6] = 0x60;
      b[i + 7] = 0xea;
      b[i + 8] = 0x60;
      break;
    }
  }
  return b;
}

const flip = (src: Uint8Array, count: number): Uint8Array => {
  const b = src.slice();
  for (let i = 0; i < count; i++) b[16 + Math.floor(rnd() * (b.length - 16))] = Math.floor(rnd() * 256);
  return b;
};

const CASES: [string, Uint8Array][] = [
  ['empty', new Uint8Array(0)],
  ['a PNG signature and garbage', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...bytes(500)])],
  ['a JPEG signature and garbage', Uint8Array.from([0xff, 0xd8, 0xff, ...bytes(500)])],
  ['a PNG cut inside its header', png.slice(0, 20)],
  ['a PNG cut short', png.slice(0, png.length >> 1)],
  ['a JPEG cut short', jpg.slice(0, jpg.length >> 1)],
  ['a PNG claiming 100000 × 100000', hugePngHeader()],
  ['a JPEG claiming 60000 × 60000', hugeJpegHeader()],
  ...Array.from(
    { length: 6 },
    (_, i) => [`a PNG with bytes flipped, try ${i + 1}`, flip(png, 8)] as [string, Uint8Array],
  ),
  ...Array.from(
    { length: 6 },
    (_, i) => [`a JPEG with bytes flipped, try ${i + 1}`, flip(jpg, 8)] as [string, Uint8Array],
  ),
];

describe('hostile images are refused with a message, quickly', () => {
  test.each(CASES)('%s', (_name, data) => {
    const t0 = performance.now();
    const read = decodeImage(data);
    const ms = performance.now() - t0;
    expect(ms, `took ${ms.toFixed(0)} ms`).toBeLessThan(boundUnderLoad(5000));
    if (read.ok) {
      expect(read.image.width * read.image.height).toBeLessThanOrEqual(50_000_000);
      expect(read.image.data.length).toBe(read.image.width * read.image.height * 4);
    } else expect(read.message).toMatch(/^(not a PNG or JPEG image|damaged (PNG|JPEG)|the image is)/);
  });

  test('the intact files decode', () => {
    expect(decodeImage(png)).toMatchObject({ ok: true, format: 'PNG', image: { width: 64, height: 48 } });
    expect(decodeImage(jpg)).toMatchObject({ ok: true, format: 'JPEG', image: { width: 64, height: 48 } });
  });
});
