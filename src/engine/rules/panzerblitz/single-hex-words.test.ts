// The words of a single-hex obstacle's reason: a line that only grazes the hex
// counts by 001's single-hex sentence, which the reason cites once, at its end,
// with no bracket inside the bracket that places the hex.

import { describe, expect, test } from 'vitest';

import { buildBoard, hexAt } from '../../testing/build-board.ts';
import { evaluateLos } from '../index.ts';

const ROWS = [
  {
    name: 'a copse touched only at a corner blocks G→G, and says so once',
    source: '001 wood copse ("just touches a corner")',
    hexes: { E2: 'wood-copse' },
    from: 'C2',
    to: 'H3',
    says: /^The wood copse at E2 \([^()]*touches one of its corners, which counts\) blocks [^()]* \([^()]+\)\.$/,
  },
  {
    name: 'a fort the line passes through: no word of grazing',
    source: '001 collective farms and old forts',
    hexes: { C4: 'old-fort' },
    from: 'C2',
    to: 'C6',
    says: /^The old fort at C4 \([^()]*the line passes through it\) blocks [^()]* \([^()]+\)\.$/,
  },
] as const;

describe("a single-hex obstacle's reason", () => {
  test.each(ROWS)('$name ($source)', ({ hexes, from, to, says }) => {
    const board = buildBoard({ columns: 8, rows: 12, hexes });
    const result = evaluateLos(board, { from: hexAt(board, from), to: hexAt(board, to), rules: 'arvold' });
    const reason = result.reasons.find((r) => r.kind === 'hex');
    expect(reason?.text).toMatch(says);
    // Each rule text cited once in the sentence.
    const cited = [...(reason?.text ?? '').matchAll(/\(([^()]+)\)\.$/g)].flatMap((m) => m[1].split('; '));
    expect(new Set(cited).size).toBe(cited.length);
    expect(reason?.text).not.toContain('))');
  });
});
