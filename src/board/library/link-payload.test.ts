// Boards carried in links: packed and read back byte for byte, refused when
// the link would be too long, and every damaged or hostile payload answered
// with a sentence (seeded random payloads, each within a time bound).

import { readFileSync } from 'node:fs';

import * as fc from 'fast-check';
import { deflateSync } from 'fflate';
import { describe, expect, test } from 'vitest';

import { boundUnderLoad } from '../../node-load-bound.ts';
import { MAX_PAYLOAD_CHARS, packBoardFiles, unpackBoardFiles } from './link-payload.ts';

const sample = readFileSync(new URL('../../../boards/ridge-and-river.json', import.meta.url), 'utf8');

describe('a board in a link', () => {
  test('a full-size board (33 × 10) fits, and comes back byte for byte', () => {
    const packed = packBoardFiles([{ name: 'ridge-and-river.json', text: sample }]);
    expect(packed.ok).toBe(true);
    if (!packed.ok) return;
    expect(packed.payload.length).toBeLessThanOrEqual(MAX_PAYLOAD_CHARS);
    expect(packed.payload).toMatch(/^1\.[A-Za-z0-9_-]+$/);
    expect(unpackBoardFiles(packed.payload)).toEqual({
      ok: true,
      files: [{ name: 'ridge-and-river.json', text: sample }],
    });
  });

  test('a board that does not fit says how long its link would be', () => {
    const noisy = Array.from({ length: 3000 }, (_, i) => `${(i * 7919) % 104729}`).join(',');
    const packed = packBoardFiles([{ name: 'big.json', text: noisy }]);
    expect(packed.ok).toBe(false);
    if (!packed.ok) expect(packed.chars).toBeGreaterThan(MAX_PAYLOAD_CHARS);
  });

  test.each([
    ['no version', 'abc', /cannot read/],
    ['a future version', '2.abc', /cannot read/],
    ['not base64url', '1.ab+c/=', /not base64url/],
    ['cut short', `1.${packBoardFiles([{ name: 'a.json', text: sample }]).ok ? 'x' : ''}Zm9v`, /damaged/],
    [
      'not a list of files',
      `1.${Buffer.from(deflateSync(new TextEncoder().encode('{"a":1}'))).toString('base64url')}`,
      /does not carry a board/,
    ],
  ])('%s is refused with a sentence', (_name, payload, message) => {
    const read = unpackBoardFiles(payload);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toMatch(message);
  });

  test('a small link cannot expand past 5 MB', () => {
    const bomb = deflateSync(new Uint8Array(6 * 1024 * 1024).fill(32), { level: 9 });
    const read = unpackBoardFiles(`1.${Buffer.from(bomb).toString('base64url')}`);
    expect(read).toEqual({ ok: false, message: 'the board in the link would be larger than 5 MB' });
  });

  test('hostile payloads: never a throw, each answered within a time bound', () => {
    let slowest = 0;
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.uint8Array({ maxLength: 300 }), (text, bytes) => {
        for (const payload of [text, `1.${text}`, `1.${Buffer.from(bytes).toString('base64url')}`]) {
          const started = performance.now();
          const read = unpackBoardFiles(payload);
          slowest = Math.max(slowest, performance.now() - started);
          if (!read.ok) expect(read.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
    console.log(`PERF slowest hostile link payload: ${slowest.toFixed(1)} ms`);
    // Well under a millisecond alone; the bound allows for a loaded machine.
    expect(slowest).toBeLessThan(boundUnderLoad(250));
  });
});
