// Hostile board and map documents for property tests (parse.fuzz.test.ts,
// document-check.test.ts): a valid board and map, values that have broken
// loaders before, and random mutations of a document (set, delete or add a
// key anywhere, prototype keys included).

import fc from 'fast-check';

export const VALID_BOARD = {
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

export const VALID_MAP = {
  format: 'hexlos-map/1',
  id: 'fuzz-map',
  boards: [
    { name: '1', board: 'a', column: 0, row: 0 },
    { name: '2', board: 'a', column: 6, row: 0, turned: true },
  ],
};

const KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'hexes',
  'grid',
  'C4',
  'c4',
  'Z99',
  'terrain',
  'level',
  'side',
  '',
];

/** Values that have broken loaders before: wrong types, extremes, prototype bait, size. */
export const nasty: fc.Arbitrary<unknown> = fc.oneof(
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

export type Mutation = { at: number; op: 'set' | 'delete' | 'add'; key: string; value: unknown };

export const mutation: fc.Arbitrary<Mutation> = fc.record({
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

export function mutate(doc: unknown, mutations: readonly Mutation[]): unknown {
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
