// The one way a file's bytes become text, for the command line and the
// browser alike (board, map and expectations files): strict UTF-8.
//
// Policy (docs/board-format.md#decisions-the-loader-makes):
// - UTF-8, with or without a byte-order mark (the mark is dropped). One mark
//   only: a second U+FEFF is not JSON whitespace, and dropping it as well
//   would accept a file no other JSON reader does.
// - UTF-16 and UTF-32 files (they start with their byte-order mark) are
//   refused with a message saying how to save them as UTF-8: RFC 8259 requires
//   UTF-8 for JSON exchanged between systems, and a board file is shared.
// - Bytes that are not UTF-8 (a Latin-1 "é", a truncated sequence) are
//   refused with the line and column where they are, never replaced by U+FFFD:
//   a silently changed name or note is a file the designer did not write.

import type { Problem } from './problem.ts';

export type DecodeResult = { ok: true; text: string } | { ok: false; problem: Problem };

const hexByte = (b: number): string => `0x${b.toString(16).toUpperCase().padStart(2, '0')}`;

/** Offset of the first byte that does not start or continue a well-formed UTF-8 sequence, or -1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const b = bytes[i];
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let min: number;
    if (b >= 0xc2 && b <= 0xdf) {
      need = 1;
      min = 0x80;
    } else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      min = 0x800;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      min = 0x10000;
    } else return i;
    if (i + need >= n) return i;
    let cp = b & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (c & 0x3f);
    }
    // Overlong forms, UTF-16 surrogates and code points past U+10FFFF are not UTF-8.
    if (cp < min || (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff) return i;
    i += need + 1;
  }
  return -1;
}

/** Line and column (in characters) of a byte offset in well-formed UTF-8 bytes before it. */
function placeOf(bytes: Uint8Array, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    if (bytes[i] === 0x0a) {
      line++;
      lineStart = i + 1;
    }
  }
  let column = 1;
  for (let i = lineStart; i < offset; i++) if ((bytes[i] & 0xc0) !== 0x80) column++;
  return { line, column };
}

/** A file whose text starts with a second byte-order mark (the first is dropped before this). */
export const SECOND_BOM_PROBLEM: Problem = {
  path: '',
  message: 'line 1, column 2: a second byte-order mark (U+FEFF); a file may start with one at most: delete it',
};

const startsWithUtf8Bom = (bytes: Uint8Array, at: number): boolean =>
  bytes[at] === 0xef && bytes[at + 1] === 0xbb && bytes[at + 2] === 0xbf;

const UTF16_SAVE_AS = 'save it as UTF-8 (in most editors: Save As, Encoding: UTF-8)';

/** The text of a file's bytes, or a located problem saying why they are not UTF-8 text. */
export function decodeText(bytes: Uint8Array): DecodeResult {
  const [b0, b1, b2, b3] = bytes;
  if (
    (b0 === 0xff && b1 === 0xfe) ||
    (b0 === 0xfe && b1 === 0xff) ||
    (b0 === 0 && b1 === 0 && b2 === 0xfe && b3 === 0xff)
  ) {
    const kind = b0 === 0 || (b0 === 0xff && b2 === 0 && b3 === 0) ? 'UTF-32' : 'UTF-16';
    return {
      ok: false,
      problem: { path: '', message: `the file is ${kind} text; HexLOS reads UTF-8 only: ${UTF16_SAVE_AS}` },
    };
  }
  const bad = firstInvalidUtf8(bytes);
  if (bad >= 0) {
    const { line, column } = placeOf(bytes, bad);
    const shown = Array.from(bytes.subarray(bad, Math.min(bytes.length, bad + 4)), hexByte).join(' ');
    const latin1 = bytes[bad] >= 0xa0 ? ' (it looks like Latin-1 or Windows-1252 text)' : '';
    return {
      ok: false,
      problem: {
        path: '',
        message: `line ${line}, column ${column}: bytes that are not UTF-8 (${shown})${latin1}; ${UTF16_SAVE_AS}`,
      },
    };
  }
  const start = startsWithUtf8Bom(bytes, 0) ? 3 : 0;
  if (start > 0 && startsWithUtf8Bom(bytes, start)) return { ok: false, problem: SECOND_BOM_PROBLEM };
  return { ok: true, text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes.subarray(start)) };
}
