// Property tests for the loader's promise (board-format.md: reject with a
// located error, never half-load): whatever JSON arrives — wrong types, huge
// numbers, unknown keys, deep nesting, prototype keys, long strings — parseBoard
// and loadBoardOrMap return, quickly, either a whole board or errors that each
// carry a path and a message. They never throw.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { loadBoardOrMap, parseBoard, parseBoardText, type LoadResult } from './parse.ts';

const VALID_BOARD = {
  format: 'hexlos-board/1',
  id: 'fuzz',
  name: 'Fuzz',
  family: 'panzerblitz',
  grid: { columns: 8, rows: 6, shifted: 'odd', firstRow: 1, halfHexes: true },
  defaultTerrain: 'clear',
  hexes: {
    C3: { terrain: 'hilltop' },
    C4: { terrain: 'slope', note: 'n' },
    D4: { terrain: 'woods', features: ['road'] },
    D5: { terrain: 'woods' },
    E2: { terrain: 'gully', features: ['bridge'] },
    F5: { terrain: 'wood-copse', singleHex: true, elevation: 3 },
  },
  hexsides: [
    { hex: 'C3', side: 'S', symbol: 'orange' },
    { hex: 'D4', side: 'N', symbol: 'green' },
    { hex: 'C4', side: 'SE', symbol: 'brown' },
  ],
};

const VALID_MAP = {
  format: 'hexlos-map/1',
  id: 'fuzz-map',
  boards: [
    { name: '1', board: 'a', column: 0, row: 0 },
    { name: '2', board: 'a', column: 6, row: 0, turned: true },
  ],
};

const KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'hexes', 'grid', 'C4', 'c4', 'Z99', 'terrain', 'level', 'side', ''];

/** Values that have broken loaders before: wrong types, extremes, prototype bait, size. */
const nasty: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    1e308,
    -1e308,
    2 ** 53 + 1,
    -0,
    0.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    null,
    true,
    '',
    'streambed',
    'gully',
    'H2',
    'GG10',
    'hexlos-board/1',
    'hexlos-map/1',
  ),
  fc.integer({ min: 1, max: 200_000 }).map((n) => 'A'.repeat(n % 50_000) + String(n)),
  fc.integer({ min: 1, max: 20_000 }).map((depth) => {
    let v: unknown[] = [];
    for (let i = 0; i < depth; i++) v = [v];
    // fast-check prints counterexamples recursively: give it a short name for this one.
    Object.defineProperty(v, fc.toStringMethod, { value: () => `<${depth} nested lists>` });
    return v;
  }),
  fc.constantFrom(...KEYS).map((key) => withOwn({}, key, { terrain: 'woods', hexes: { A1: {} } })),
);

function withOwn(target: object, key: string, value: unknown): object {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

type Mutation = { at: number; op: 'set' | 'delete' | 'add'; key: string; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  op: fc.constantFrom('set', 'delete', 'add'),
  key: fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 8 })),
  value: nasty,
});

/** Every object and array inside a document (the places a mutation may land). */
function containers(value: unknown, out: object[] = []): object[] {
  if (typeof value === 'object' && value !== null && out.length < 200) {
    out.push(value);
    for (const key of Object.keys(value)) containers((value as Record<string, unknown>)[key], out);
  }
  return out;
}

function mutate(doc: unknown, mutations: readonly Mutation[]): unknown {
  const copy = structuredClone(doc);
  for (const m of mutations) {
    const places = containers(copy);
    const target = places[m.at % places.length] as Record<string, unknown>;
    const keys = Object.keys(target);
    if (m.op === 'add' || keys.length === 0) withOwn(target, m.key, m.value);
    else if (m.op === 'delete') delete target[keys[m.at % keys.length]];
    else withOwn(target, keys[m.at % keys.length], m.value);
  }
  return copy;
}

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
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), (mutations) => expectWellFormed(parseBoard(mutate(VALID_BOARD, mutations)))),
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
