// The browser decodes the photo (any format it can show, with the camera's
// orientation applied, decodeUpright); its pixels go to the worker, which keeps them for the
// scans. Large photos are scaled down to at most 4000 pixels on their long
// side (about 12 megapixels): more adds nothing to a hex's few hundred samples.
// The photo never leaves the device and never goes into a board file.
//
// When a board is made from it, the photo is kept with the board on the
// device (src/store/photo/underlay-store.ts): re-encoded from the decoded
// canvas, so that its pixels are the ones the corners were placed on
// (orientation applied, scaled as traced), as a JPEG of at most
// MAX_PHOTO_BYTES, at a lower quality if the first try is larger.

import { MAX_PHOTO_BYTES } from '../../board/library/library.ts';
import type { RgbaImage } from '../../scan/image.ts';
import type { DecodedPhoto } from '../../store/photo/tracer-store.ts';

export const MAX_PHOTO_SIDE = 4000;

/** A picture decoded upright, with how to let it go once drawn. */
interface UprightPicture {
  readonly image: CanvasImageSource;
  readonly width: number;
  readonly height: number;
  readonly release: () => void;
}

/**
 * The photo decoded with the camera's orientation applied. `createImageBitmap`
 * takes `imageOrientation: 'from-image'` only from Safari 17 and Firefox 111
 * on and throws before; there the photo is decoded by an `<img>`, which every
 * browser of the support floor turns upright itself, its size and its drawing
 * alike (docs/browsers.md#photos-on-older-ipads).
 */
async function decodeUpright(file: Blob): Promise<UprightPicture> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { image: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
  } catch {
    // Not taken (an older browser) or not an image: the <img> below tells which.
  }
  const address = URL.createObjectURL(file);
  const img = new Image();
  img.src = address;
  try {
    await img.decode();
  } catch {
    URL.revokeObjectURL(address);
    throw new Error('This file is not an image the browser can read (try a JPEG or PNG photo).');
  }
  return {
    image: img,
    width: img.naturalWidth,
    height: img.naturalHeight,
    release: () => URL.revokeObjectURL(address),
  };
}

export async function decodePhoto(file: Blob): Promise<DecodedPhoto> {
  const picture = await decodeUpright(file);
  const scale = Math.min(1, MAX_PHOTO_SIDE / Math.max(picture.width, picture.height));
  const width = Math.max(1, Math.round(picture.width * scale));
  const height = Math.max(1, Math.round(picture.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) {
    picture.release();
    throw new Error('This browser cannot draw the photo.');
  }
  ctx.drawImage(picture.image, 0, 0, width, height);
  picture.release();
  const data = ctx.getImageData(0, 0, width, height).data;
  return {
    canvas,
    pixels: { width, height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) },
    encode: () => encodePhoto(canvas),
  };
}

const JPEG_QUALITIES = [0.9, 0.8, 0.65, 0.5];

/** The traced photo as a JPEG within MAX_PHOTO_BYTES. */
export async function encodePhoto(canvas: HTMLCanvasElement): Promise<Blob> {
  for (const quality of JPEG_QUALITIES) {
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (!blob) break;
    if (blob.size <= MAX_PHOTO_BYTES) return blob;
  }
  throw new Error(`the photo could not be kept within ${MAX_PHOTO_BYTES / 1048576} MB`);
}

/** Pixels the worker decoded (a module's board image), drawn on a canvas and kept as the photo is. */
export function drawPixels(image: RgbaImage): { canvas: HTMLCanvasElement; encode: () => Promise<Blob> } {
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  const data = new Uint8ClampedArray(image.data.buffer as ArrayBuffer, image.data.byteOffset, image.data.byteLength);
  canvas.getContext('2d')?.putImageData(new ImageData(data, image.width, image.height), 0, 0);
  return { canvas, encode: () => encodePhoto(canvas) };
}
