// Reading a photo or scan from disk for `hexlos scan` (Node only; in the app
// the browser decodes it). PNG through pngjs and JPEG through jpeg-js: small,
// long-kept, pure-JavaScript decoders with no native build step, so `npm ci`
// is all a user needs. The size is read from the header and refused before
// any pixel is decoded, so a hostile file cannot ask for gigabytes.

import { readFile, stat } from 'node:fs/promises';

import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

import { MAX_IMAGE_PIXELS, type RgbaImage } from './image.ts';

/** Largest file read. */
export const MAX_IMAGE_BYTES = 100 * 1024 * 1024;

export type ImageRead = { ok: true; image: RgbaImage; format: 'PNG' | 'JPEG' } | { ok: false; message: string };

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const tooLarge = (w: number, h: number): string | undefined =>
  w * h > MAX_IMAGE_PIXELS
    ? `the image is ${w} × ${h} pixels; at most ${MAX_IMAGE_PIXELS / 1e6} megapixels are read (scale it down first)`
    : undefined;

/** Decodes PNG or JPEG bytes (told apart by their signature, not the file name). */
export function decodeImage(bytes: Uint8Array): ImageRead {
  const isPng = PNG_MAGIC.every((b, i) => bytes[i] === b);
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  if (!isPng && !isJpeg) {
    const head = [...bytes.subarray(0, 4)].map((b) => b.toString(16).padStart(2, '0')).join(' ');
    return {
      ok: false,
      message: `not a PNG or JPEG image (it starts with bytes ${head || 'nothing: the file is empty'})`,
    };
  }
  try {
    if (isPng) {
      if (bytes.length < 24) return { ok: false, message: 'damaged PNG: the file ends inside its header' };
      const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      const big = tooLarge(view.getUint32(16), view.getUint32(20));
      if (big) return { ok: false, message: big };
      const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      return {
        ok: true,
        format: 'PNG',
        image: {
          width: png.width,
          height: png.height,
          data: new Uint8Array(png.data.buffer, png.data.byteOffset, png.data.byteLength),
        },
      };
    }
    const decoded = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: MAX_IMAGE_PIXELS / 1e6,
      maxMemoryUsageInMB: 1024,
    });
    return { ok: true, format: 'JPEG', image: { width: decoded.width, height: decoded.height, data: decoded.data } };
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    const limit = /maxResolutionInMP|maxMemoryUsageInMB/.exec(why)
      ? `the image is larger than ${MAX_IMAGE_PIXELS / 1e6} megapixels`
      : why;
    return { ok: false, message: `damaged ${isPng ? 'PNG' : 'JPEG'}: ${limit}` };
  }
}

export async function readImageFile(path: string): Promise<ImageRead> {
  try {
    const info = await stat(path);
    if (!info.isFile()) return { ok: false, message: 'not a file' };
    if (info.size > MAX_IMAGE_BYTES)
      return {
        ok: false,
        message: `the file is ${Math.round(info.size / 1048576)} MB; at most ${MAX_IMAGE_BYTES / 1048576} MB are read`,
      };
    return decodeImage(new Uint8Array(await readFile(path)));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return {
      ok: false,
      message: code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : (e as Error).message,
    };
  }
}
