// An image's size from its first bytes (PNG's IHDR, JPEG's start-of-frame
// segment), so a module's boards can be listed without decoding any image.

export interface ImageSize {
  readonly width: number;
  readonly height: number;
  readonly format: 'PNG' | 'JPEG';
}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** JPEG start-of-frame markers (C0–CF but for C4, C8 and CC, which are not frames). */
const isFrame = (m: number): boolean => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

export function imageSize(bytes: Uint8Array): ImageSize | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length >= 24 && PNG_MAGIC.every((b, i) => bytes[i] === b)) {
    return { width: view.getUint32(16), height: view.getUint32(20), format: 'PNG' };
  }
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (isFrame(marker)) return { width: view.getUint16(at + 7), height: view.getUint16(at + 5), format: 'JPEG' };
    at += 2 + view.getUint16(at + 2);
  }
  return undefined;
}
