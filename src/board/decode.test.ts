// The one decoder: strict UTF-8, UTF-16/32 refused, each
// refusal located. Rows: bytes, then the expected text or message.

import { describe, expect, test } from 'vitest';

import { decodeText, firstInvalidUtf8 } from './decode.ts';

const b = (...bytes: number[]) => Uint8Array.from(bytes);
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('decodeText', () => {
  test.each([
    ['plain ASCII', utf8('{"a":1}'), '{"a":1}'],
    ['UTF-8 with its byte-order mark (dropped)', b(0xef, 0xbb, 0xbf, 0x7b, 0x7d), '{}'],
    ['four-byte UTF-8', utf8('"\u{1f600}"'), '"\u{1f600}"'],
  ])('%s decodes', (_name, bytes, text) => {
    expect(decodeText(bytes)).toEqual({ ok: true, text });
  });

  test.each([
    ['UTF-16 LE', b(0xff, 0xfe, 0x7b, 0x00), /UTF-16 text/],
    ['UTF-16 BE', b(0xfe, 0xff, 0x00, 0x7b), /UTF-16 text/],
    ['UTF-32 LE', b(0xff, 0xfe, 0x00, 0x00), /UTF-32 text/],
    ['UTF-32 BE', b(0x00, 0x00, 0xfe, 0xff), /UTF-32 text/],
    [
      'Latin-1 é',
      b(0x22, 0x63, 0x61, 0x66, 0xe9, 0x22),
      /^line 1, column 5: bytes that are not UTF-8 \(0xE9 0x22\) \(it looks like Latin-1/,
    ],
    ['overlong "/"', b(0x0a, 0xc0, 0xaf), /^line 2, column 1: .*0xC0 0xAF/],
    ['a UTF-16 surrogate in UTF-8', b(0xed, 0xa0, 0x80), /0xED 0xA0 0x80/],
    ['truncated at the end', b(0x41, 0xe2, 0x82), /^line 1, column 2: /],
    ['past U+10FFFF', b(0xf4, 0x90, 0x80, 0x80), /0xF4 0x90/],
    [
      'two UTF-8 byte-order marks',
      b(0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf, 0x7b, 0x7d),
      /^line 1, column 2: a second byte-order mark/,
    ],
  ])('%s is refused with its place', (_name, bytes, message) => {
    const r = decodeText(bytes);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem.message).toMatch(message);
  });

  test('the validator agrees with the platform’s fatal decoder on every two-byte sequence', () => {
    const fatal = new TextDecoder('utf-8', { fatal: true });
    for (let x = 0; x < 256; x++) {
      for (let y = 0; y < 256; y += 7) {
        const bytes = b(x, y);
        let platformOk = true;
        try {
          fatal.decode(bytes);
        } catch {
          platformOk = false;
        }
        expect(firstInvalidUtf8(bytes) < 0).toBe(platformOk);
      }
    }
  });
});
