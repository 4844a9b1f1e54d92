// The plain board check (document-check.ts) never changes what the loader
// says: on random boards near every limit of the schema, hostile mutations
// and the bundled boards (the hostile suite's files: src/hostile/
// plain-check.test.ts), the loader's reading with the plain check first is
// the reading with the schema alone: the same board, the same errors in the
// same order, the same warnings. And the plain check does accept the valid
// boards it is for.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import { columnLetters } from '../engine/hex/offset.ts';
import { FAMILIES, FEATURES, LEVELS, SIDES, SYMBOLS } from '../engine/types.ts';
import { boardDocumentPasses } from './document-check.ts';
import { mutate, mutation, nasty, VALID_BOARD } from './hostile-documents.ts';
import { readBoardDocument } from './read-board.ts';
import { MAX_FEATURES, MAX_NAME, MAX_TEXT, TERRAIN_INPUT_NAMES } from './schema.ts';

/** The loader's reading both ways: they must be the same. */
function expectSameReading(doc: unknown): void {
  expect(readBoardDocument(doc)).toStrictEqual(readBoardDocument(doc, 'schema'));
}

const ABSENT = Symbol('absent');

/** Mostly a valid value, sometimes one at or past a limit of the schema. */
const valueOf = <T, U>(
  valid: fc.Arbitrary<T>,
  edge: fc.Arbitrary<U>,
  absent = true,
): fc.Arbitrary<T | U | typeof ABSENT> =>
  fc.oneof(
    { arbitrary: valid, weight: 60 },
    { arbitrary: edge, weight: 1 },
    ...(absent ? [{ arbitrary: fc.constant(ABSENT), weight: 15 }] : []),
  );

/** An object without the keys drawn as absent. */
const objectOf = (arbs: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> =>
  fc.record(arbs).map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== ABSENT)));

/** Texts around a limit, in UTF-16 units and in code points (zod counts code points). */
const textNear = (max: number): fc.Arbitrary<string> =>
  fc.constantFrom(
    'x'.repeat(max),
    'x'.repeat(max + 1),
    '😀'.repeat(max / 2),
    '😀'.repeat(max / 2 + 1),
    '😀'.repeat(max),
    '😀'.repeat(max + 1),
    `${'x'.repeat(max - 1)}😀`,
  );

const ODD_VALUES = fc.constantFrom<unknown>(null, true, 0, -0, 1.5, '', '3', [], {}, Number.MAX_SAFE_INTEGER + 2);

const integerNear = (min: number, max: number) =>
  fc.constantFrom<unknown>(min - 1, max + 1, min + 0.5, -0, `${min}`, Number.NaN);

const COLUMNS = 8;
const ROWS = 8;
const label = fc
  .tuple(fc.integer({ min: 0, max: COLUMNS }), fc.integer({ min: 1, max: ROWS + 1 }), fc.boolean(), fc.boolean())
  .map(([c, r, lower, zero]) => {
    const text = `${columnLetters(c)}${zero ? '0' : ''}${r}`;
    return lower ? text.toLowerCase() : text;
  });

const hexEntry = objectOf({
  terrain: valueOf(fc.constantFrom(...TERRAIN_INPUT_NAMES), fc.oneof(fc.constantFrom('lava', 'Woods'), ODD_VALUES)),
  level: valueOf(fc.constantFrom(...LEVELS), fc.oneof(fc.constant('H3'), ODD_VALUES)),
  elevation: valueOf(fc.integer({ min: 0, max: 15 }), fc.oneof(integerNear(0, 15), ODD_VALUES)),
  features: valueOf(
    fc.array(fc.constantFrom(...FEATURES), { maxLength: 3 }),
    fc.oneof(
      fc.array(fc.constantFrom(...FEATURES), { minLength: MAX_FEATURES, maxLength: MAX_FEATURES + 1 }),
      fc.constant(['road', 'moat']),
      ODD_VALUES,
    ),
  ),
  singleHex: valueOf(fc.boolean(), ODD_VALUES),
  note: valueOf(fc.string({ maxLength: 20 }), fc.oneof(textNear(MAX_TEXT), ODD_VALUES)),
  extra: valueOf(fc.constant('an unknown key'), fc.constant(null)),
});

const hexsideEntry = objectOf({
  hex: valueOf(label, fc.oneof(textNear(20), ODD_VALUES), false),
  side: valueOf(fc.constantFrom(...SIDES), fc.oneof(fc.constant('UP'), ODD_VALUES), false),
  symbol: valueOf(fc.constantFrom(...SYMBOLS), fc.oneof(fc.constant('pink'), ODD_VALUES), false),
  note: valueOf(fc.string({ maxLength: 20 }), fc.oneof(textNear(MAX_TEXT), ODD_VALUES)),
});

const grid = objectOf({
  columns: valueOf(fc.constant(COLUMNS), fc.oneof(integerNear(1, 200), fc.constant(200)), false),
  rows: valueOf(fc.constant(ROWS), fc.oneof(integerNear(1, 200), fc.constant(200)), false),
  shifted: valueOf(fc.constantFrom('odd', 'even'), fc.oneof(fc.constant('both'), ODD_VALUES)),
  firstRow: valueOf(fc.integer({ min: 0, max: 3 }), fc.oneof(integerNear(0, 999), fc.constant(999))),
  halfHexes: valueOf(fc.boolean(), ODD_VALUES),
  orientation: valueOf(fc.constant('flat'), fc.oneof(fc.constant('pointy'), ODD_VALUES)),
});

/** A board document, mostly valid, each part now and then at or past a limit. */
const boardDocument = objectOf({
  $schema: valueOf(fc.constant('./hexlos-board.schema.json'), fc.oneof(textNear(MAX_TEXT), ODD_VALUES)),
  format: valueOf(fc.constant('hexlos-board/1'), fc.constantFrom('hexlos-board/2', 'hexlos-map/1'), false),
  id: valueOf(
    fc.constantFrom('b', 'ridge-and-river', 'a'.repeat(64)),
    fc.oneof(fc.constantFrom('a'.repeat(65), '-x', 'a b'), ODD_VALUES),
    false,
  ),
  name: valueOf(fc.string({ maxLength: 30 }), fc.oneof(textNear(MAX_NAME), ODD_VALUES)),
  family: valueOf(fc.constantFrom(...FAMILIES), fc.oneof(fc.constant('squad-leader'), ODD_VALUES)),
  grid: valueOf(grid, ODD_VALUES, false),
  defaultTerrain: valueOf(fc.constantFrom(...TERRAIN_INPUT_NAMES), fc.oneof(fc.constant('lava'), ODD_VALUES)),
  hexes: valueOf(fc.dictionary(label, hexEntry, { maxKeys: 12 }), fc.oneof(fc.constant([]), ODD_VALUES)),
  hexsides: valueOf(fc.array(hexsideEntry, { maxLength: 6 }), fc.oneof(fc.constant({}), ODD_VALUES)),
  unknown: valueOf(fc.constant(1), fc.constant(null)),
});

describe('the plain check never changes the reading', () => {
  test('random boards near every limit of the schema: the same reading; most take the plain path', () => {
    let plain = 0;
    let runs = 0;
    fc.assert(
      fc.property(boardDocument, (doc) => {
        runs++;
        if (boardDocumentPasses(doc)) plain++;
        expectSameReading(doc);
      }),
      { numRuns: 600 },
    );
    // Not a vacuous property: both paths are taken.
    expect(plain).toBeGreaterThan(runs / 4);
    expect(plain).toBeLessThan(runs);
  });

  test("a valid board, mutated by the fuzz tests' hostile mutations: the same reading", () => {
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), (mutations) =>
        expectSameReading(mutate(VALID_BOARD, mutations)),
      ),
      { numRuns: 400 },
    );
  });

  test('hostile values anywhere: the same reading', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue({ maxDepth: 5 }), nasty), (doc) => expectSameReading(doc)),
      { numRuns: 200 },
    );
  });

  test('the bundled boards take the plain path and read the same', () => {
    const dir = join(import.meta.dirname, '../../boards');
    const boards = readdirSync(dir).filter((f) => f.endsWith('.json'));
    for (const file of boards) {
      const doc = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      if (doc.format !== 'hexlos-board/1') continue;
      expect(boardDocumentPasses(doc), file).toBe(true);
      expectSameReading(doc);
    }
  });
});

const base = () =>
  structuredClone(VALID_BOARD) as Record<string, unknown> & {
    hexes: Record<string, unknown>;
    grid: Record<string, unknown>;
  };
const withHex = (entry: unknown) => ({ ...base(), hexes: { C3: entry } });

describe("the plain check at the schema's edges", () => {
  // [case, document, what the plain check says]: false means "ask the schema", whatever the schema then answers.
  test.each<[string, () => unknown, boolean]>([
    ['the valid board', () => base(), true],
    ['elevation -0 (zod takes it as 0)', () => withHex({ terrain: 'hilltop', elevation: -0 }), true],
    ['elevation 15, the largest', () => withHex({ elevation: 15 }), true],
    ['elevation 16', () => withHex({ elevation: 16 }), false],
    ['elevation 1.5', () => withHex({ elevation: 1.5 }), false],
    ['a note of 2000 units', () => withHex({ note: 'x'.repeat(MAX_TEXT) }), true],
    [
      'a note of 2001 units but 1001 code points (zod counts code points: valid)',
      () => withHex({ note: '😀'.repeat(1000) + 'x' }),
      false,
    ],
    ['a name of 201 units', () => ({ ...base(), name: 'x'.repeat(MAX_NAME + 1) }), false],
    [`${MAX_FEATURES} features`, () => withHex({ features: Array(MAX_FEATURES).fill('road') }), true],
    [`${MAX_FEATURES + 1} features`, () => withHex({ features: Array(MAX_FEATURES + 1).fill('road') }), false],
    ['an unknown feature', () => withHex({ features: ['moat'] }), false],
    ['the alias streambed', () => withHex({ terrain: 'streambed' }), true],
    ['terrain in another case', () => withHex({ terrain: 'Woods' }), false],
    ['a hex entry that is a list', () => withHex([]), false],
    ['a hex entry that is null', () => withHex(null), false],
    ['a hex entry with no prototype', () => withHex(Object.assign(Object.create(null), { terrain: 'woods' })), false],
    ['hexes with no prototype', () => ({ ...base(), hexes: Object.assign(Object.create(null), { C3: {} }) }), false],
    [
      'a __proto__ key among the hexes (the loader refuses the key, the schema does not)',
      () => ({ ...base(), hexes: JSON.parse('{"__proto__":{"terrain":"woods"}}') }),
      true,
    ],
    ['a constructor key among the hexes', () => ({ ...base(), hexes: { constructor: { terrain: 'woods' } } }), true],
    ['hexsides that are an object', () => ({ ...base(), hexsides: {} }), false],
    ['a hexside without a symbol', () => ({ ...base(), hexsides: [{ hex: 'C3', side: 'N' }] }), false],
    [
      'a hexside hex of 21 units',
      () => ({ ...base(), hexsides: [{ hex: 'C'.repeat(21), side: 'N', symbol: 'green' }] }),
      false,
    ],
    ['columns 0', () => ({ ...base(), grid: { columns: 0, rows: 6 } }), false],
    ['columns 200', () => ({ ...base(), grid: { columns: 200, rows: 6 } }), true],
    ['rows 200', () => ({ ...base(), grid: { columns: 8, rows: 200 } }), true],
    ['columns "8"', () => ({ ...base(), grid: { columns: '8', rows: 6 } }), false],
    ['firstRow 999', () => ({ ...base(), grid: { columns: 8, rows: 6, firstRow: 999 } }), true],
    ['firstRow 1000', () => ({ ...base(), grid: { columns: 8, rows: 6, firstRow: 1000 } }), false],
    ['orientation pointy', () => ({ ...base(), grid: { columns: 8, rows: 6, orientation: 'pointy' } }), false],
    ['a grid that is a list', () => ({ ...base(), grid: [8, 6] }), false],
    ['an id of 65 characters', () => ({ ...base(), id: 'a'.repeat(65) }), false],
    ['no id', () => ({ ...base(), id: undefined }), false],
    ['a map', () => ({ ...base(), format: 'hexlos-map/1' }), false],
    ['a document that is a list', () => [], false],
  ])('%s', (_name, doc, plain) => {
    const document = doc();
    expect(boardDocumentPasses(document)).toBe(plain);
    expectSameReading(document);
  });
});
