// A module's board image (PNG or JPEG bytes) decoded in the worker, with the
// browser's own decoders (createImageBitmap, OffscreenCanvas): the page's
// thread never unpacks the module or decodes its images. No colour-space
// conversion and no premultiplied alpha, so the pixels are the file's, as
// Node's decoders give them to `hexlos scan` (the same proposals follow).

import { MAX_IMAGE_PIXELS, type RgbaImage } from '../scan/image.ts';
import { imageSize } from '../scan/vassal/image-size.ts';

/**
 * Whether this worker can decode and draw pictures: OffscreenCanvas in a
 * worker is Safari 16.4's, so an iPad on iPadOS 15.4 to 16.3 (within the
 * support floor, docs/browsers.md#pictures-in-the-worker) has the engine
 * but not this.
 */
export const canDrawInWorker = (): boolean =>
  typeof OffscreenCanvas !== 'undefined' && typeof createImageBitmap !== 'undefined';

/** What the player reads where a picture cannot be drawn in the worker: what is missing, and what still works. */
export const NO_MODULE_IMAGES =
  "This browser cannot read a VASSAL module's board images (on an iPad that needs iPadOS 16.4 or later). A photo or scan of the board can still be traced.";
export const NO_UNDERLAY =
  'This browser cannot draw the photo under the board (on an iPad that needs iPadOS 16.4 or later). The board and its verdicts work as before.';

export async function decodeImageBytes(bytes: Uint8Array): Promise<RgbaImage> {
  if (!canDrawInWorker()) throw new PicturesUnavailable(NO_MODULE_IMAGES);
  const size = imageSize(bytes);
  if (!size) throw new Error('not a PNG or JPEG image');
  if (size.width * size.height > MAX_IMAGE_PIXELS)
    throw new Error(
      `the image is ${size.width} × ${size.height} pixels; at most ${MAX_IMAGE_PIXELS / 1e6} megapixels are read`,
    );
  const bitmap = await createImageBitmap(
    new Blob([bytes as Uint8Array<ArrayBuffer>], { type: size.format === 'PNG' ? 'image/png' : 'image/jpeg' }),
    { colorSpaceConversion: 'none', premultiplyAlpha: 'none' },
  );
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('this browser cannot read images in the background');
  ctx.drawImage(bitmap, 0, 0);
  bitmap.close();
  const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
  return {
    width: canvas.width,
    height: canvas.height,
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
  };
}

/** A picture the worker cannot draw in this browser: its message is the whole answer, with no file's place before it. */
export class PicturesUnavailable extends Error {
  override readonly name = 'PicturesUnavailable';
}
