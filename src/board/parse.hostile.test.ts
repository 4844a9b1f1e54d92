// Very many problems or unknown keys used to become one
// unlocated "internal error: Maximum call stack size exceeded" (a spread of
// more than ~125k arguments). Valid files with many warnings load; invalid
// ones list located errors, the first few and then a count of the rest.

import { describe, expect, test } from 'vitest';

import { columnLetters } from '../engine/hex/offset.ts';
import { parseBoardText } from './parse.ts';
import { countProblems, MAX_LISTED_PROBLEMS } from './problem.ts';

const base = { format: 'hexlos-board/1', id: 'many', grid: { columns: 10, rows: 10 } };

describe('many problems are listed, never a stack overflow', () => {
  test('200,000 unknown keys: the board loads, with the first warnings and a count', () => {
    const doc: Record<string, unknown> = { ...base };
    for (let i = 0; i < 200_000; i++) doc[`k${i}`] = 0;
    const r = parseBoardText(JSON.stringify(doc));
    expect(r.ok).toBe(true);
    expect(r.warnings).toHaveLength(MAX_LISTED_PROBLEMS + 1);
    expect(r.warnings[0]).toMatchObject({ path: 'k0', message: expect.stringMatching(/unknown key/) });
    expect(r.warnings.at(-1)?.message).toMatch(/… and 199,800 more warnings/);
    expect(countProblems(r.warnings)).toBe(200_000);
  });

  test('110,000 hexsides off the grid: located errors, the first few and a count', () => {
    const hexsides = Array.from({ length: 110_000 }, () => ({ hex: 'Z9', side: 'N', symbol: 'green' }));
    const r = parseBoardText(JSON.stringify({ ...base, hexsides }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0]).toEqual({
      path: 'hexsides[0].hex',
      hex: 'Z9',
      message: 'Z9 is outside the grid (columns A–J, rows 1–10)',
    });
    expect(r.errors).toHaveLength(MAX_LISTED_PROBLEMS + 1);
    expect(countProblems(r.errors)).toBe(110_000);
    expect(r.errors.some((e) => /internal error|call stack/.test(e.message))).toBe(false);
  });

  test.each([
    [
      '100,000 hexsides with none of their keys',
      () => ({}),
      300_000,
      { path: 'hexsides[0].hex', message: '"hex" is missing: it must be text in double quotes' },
    ],
    [
      'all 40,000 hexes of the largest grid with unknown terrain',
      undefined,
      40_000,
      { path: 'hexes.A1.terrain', hex: 'A1' },
    ],
  ] as const)('%s: located schema errors, the first few and a count', (_name, entry, total, first) => {
    const doc =
      entry === undefined
        ? {
            ...base,
            grid: { columns: 200, rows: 200 },
            hexes: Object.fromEntries(
              Array.from({ length: 40_000 }, (_, i) => [
                `${columnLetters(i % 200)}${1 + Math.floor(i / 200)}`,
                { terrain: 'lava' },
              ]),
            ),
          }
        : { ...base, hexsides: Array.from({ length: 100_000 }, entry) };
    const r = parseBoardText(JSON.stringify(doc));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0]).toMatchObject(first);
    expect(r.errors).toHaveLength(MAX_LISTED_PROBLEMS + 1);
    expect(countProblems(r.errors)).toBe(total);
    expect(r.errors.some((e) => /internal error|call stack/.test(e.message))).toBe(false);
  });

  test('150,000 keys written twice: the first few located, then a count', () => {
    const pairs = Array.from({ length: 150_000 }, (_, i) => `"d${i}":1,"d${i}":2`).join(',');
    const r = parseBoardText(`{"format":"hexlos-board/1","id":"x","grid":{"columns":2,"rows":2},${pairs}}`);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors[0].path).toBe('d0');
      expect(countProblems(r.errors)).toBe(150_000);
    }
  });
});
