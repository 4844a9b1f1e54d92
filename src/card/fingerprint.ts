// A short fingerprint of a board's content, printed on a verdict card so that
// a card made on another version of the same board is told apart (docs/card.md,
// "The fingerprint"). It hashes the board as loaded (every hex with its label,
// terrain, level, elevation and features; every hexside with its symbols), not
// the file's text: key order, whitespace and defaults written out or left
// implicit do not change it, while any change a verdict could read does.

import type { Board } from '../engine/types.ts';

/** The board's content in one canonical text: hexes and hexsides sorted by key, each field in a fixed order. */
export function canonicalBoardText(board: Board): string {
  const hexes = [...board.cells.values()]
    .map((c) => [c.key, c.label, c.terrain, c.level, c.elevation, [...c.features].sort().join('+')].join(' '))
    .sort();
  const sides = [...board.edges]
    .filter(([, symbols]) => symbols.length > 0)
    .map(([key, symbols]) => `${key} ${[...symbols].sort().join('+')}`)
    .sort();
  return [`family ${board.family}`, ...hexes, '--', ...sides].join('\n');
}

/**
 * cyrb53 (a public-domain 53-bit string hash built on two multiplicative
 * 32-bit lanes): fast in any JavaScript engine and without Node's or the
 * browser's crypto, which a pure layer may not use. A fingerprint tells
 * versions apart; it is not a seal against a forger.
 */
function cyrb53(text: string): bigint {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (BigInt(h2 >>> 0) & 0x1fffffn) * 0x100000000n + BigInt(h1 >>> 0);
}

/** Twelve hexadecimal digits (48 of the hash's 53 bits), grouped in threes for reading aloud: "3f2-a91-0c4-7be". */
export function boardFingerprint(board: Board): string {
  const digits = (cyrb53(canonicalBoardText(board)) >> 5n).toString(16).padStart(12, '0');
  return digits.match(/.{3}/g)!.join('-');
}
