// Property tests for the loader's promise (docs/board-format.md: reject with a
// located error, never half-load): whatever JSON arrives — wrong types, huge
// numbers, unknown keys, deep nesting, prototype keys, long strings — parseBoard
// and loadBoardOrMap return, quickly, either a whole board or errors that each
// carry a path and a message. They never throw.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import { mutate, mutation, nasty, VALID_BOARD, VALID_MAP } from './hostile-documents.ts';
import { loadBoardOrMap, parseBoard, parseBoardText, type LoadResult } from './parse.ts';

function expectWellFormed(result: LoadResult): void {
  if (result.ok) {
    const { grid, cells, labels } = result.board;
    expect(cells.size).toBeGreaterThan(0);
    expect(cells.size).toBeLessThanOrEqual(grid.columns * grid.rows);
    for (const cell of cells.values()) expect(labels.get(cell.label)).toBe(cell.key);
  } else {
    expect(result.errors.length).toBeGreaterThan(0);
    expect(result).not.toHaveProperty('board');
  }
  for (const p of [...(result.ok ? [] : result.errors), ...result.warnings]) {
    expect(typeof p.path).toBe('string');
    expect(typeof p.message).toBe('string');
    expect(p.message.length).toBeGreaterThan(0);
    expect(p.message).not.toMatch(/internal error/);
  }
}

const RUNS = { numRuns: 250 };

describe('the loader never throws and never half-loads', () => {
  test('the unmutated documents load', async () => {
    expect(parseBoard(VALID_BOARD).ok).toBe(true);
    expect((await loadBoardOrMap(VALID_MAP, async () => VALID_BOARD)).ok).toBe(true);
  });

  test('random JSON values', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue({ maxDepth: 6 }), nasty), (json) => expectWellFormed(parseBoard(json))),
      RUNS,
    );
  });

  test('a valid board, mutated', () => {
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), (mutations) =>
        expectWellFormed(parseBoard(mutate(VALID_BOARD, mutations))),
      ),
      RUNS,
    );
  });

  test('a valid map and its boards, mutated; references that are missing or fail', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(mutation, { maxLength: 3 }),
        fc.array(mutation, { maxLength: 3 }),
        fc.constantFrom('found', 'missing', 'throws'),
        async (mapMutations, boardMutations, lookup) => {
          const board = mutate(VALID_BOARD, boardMutations);
          const result = await loadBoardOrMap(mutate(VALID_MAP, mapMutations), async () => {
            if (lookup === 'throws') throw new Error('unreadable');
            return lookup === 'found' ? board : undefined;
          });
          expectWellFormed(result);
        },
      ),
      RUNS,
    );
  });

  test('random text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
          fc.tuple(fc.nat(), fc.string({ maxLength: 3 })).map(([at, s]) => {
            const text = JSON.stringify(VALID_BOARD);
            const i = at % text.length;
            return text.slice(0, i) + s + text.slice(i + 1);
          }),
        ),
        (text) => expectWellFormed(parseBoardText(text)),
      ),
      RUNS,
    );
  });
});
