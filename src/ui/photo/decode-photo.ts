// The browser decodes the photo (any format it can show, with the camera's
// orientation applied); its pixels go to the worker, which keeps them for the
// scans. Large photos are scaled down to at most 4000 pixels on their long
// side (about 12 megapixels): more adds nothing to a hex's few hundred samples.
// The photo never leaves the device and never goes into a board file.

import type { RgbaImage } from '../../scan/image.ts';
import type { DecodedPhoto } from '../../store/photo/tracer-store.ts';

export const MAX_PHOTO_SIDE = 4000;

export async function decodePhoto(file: Blob): Promise<DecodedPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error('This file is not an image the browser can read (try a JPEG or PNG photo).');
  }
  const scale = Math.min(1, MAX_PHOTO_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('This browser cannot draw the photo.');
  ctx.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const data = ctx.getImageData(0, 0, width, height).data;
  return { canvas, pixels: { width, height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) } };
}

/** A canvas showing pixels the worker decoded (a module's board image). */
export function drawPixels(image: RgbaImage): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  const data = new Uint8ClampedArray(image.data.buffer as ArrayBuffer, image.data.byteOffset, image.data.byteLength);
  canvas.getContext('2d')?.putImageData(new ImageData(data, image.width, image.height), 0, 0);
  return canvas;
}
