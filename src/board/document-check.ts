// A plain check that a board document certainly satisfies the board schema
// (schema.ts), so that a valid board is read without building or running zod
// (`hexlos los` from start to answer, docs/performance.md#start-up-of-the-hexlos-command;
// zod's schemas cost about 10 ms of
// a start). It answers only "certainly valid" or "ask the schema": whatever
// it is unsure of (an object that is not a plain one, a string whose length
// zod would count in code points, a value of another type) goes to the
// schema, whose located problems are then reported as before. So it may send
// a valid board to zod, never let through one that zod refuses; and a board
// it accepts is read from the same properties as before, so the Board is the
// same (document-check.test.ts checks both on random and hostile boards).
//
// It checks what the schema checks: the frame of the document and each hex
// and hexside entry. Labels against the grid, a hex named twice and a gully's
// level are the loader's own checks (read-board.ts), made on either path.

import { FAMILIES, FEATURES, LEVELS, SIDES, SYMBOLS } from '../engine/types.ts';
import {
  BOARD_FORMAT,
  ID_PATTERN,
  MAX_ELEVATION,
  MAX_FEATURES,
  MAX_FIRST_ROW,
  MAX_GRID,
  MAX_HEXSIDE_HEX,
  MAX_NAME,
  MAX_TEXT,
  TERRAIN_INPUT_NAMES,
} from './schema.ts';

type Plain = Record<string, unknown>;

/**
 * An object as JSON.parse makes it. zod takes some other objects too (its
 * objects any non-array object, its records any object whose prototype
 * looks like Object's); those go to zod.
 */
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** A property as zod reads it: own or inherited (a plain object inherits none of the schema's keys). */
const field = (record: Plain, key: string): unknown => record[key];

/**
 * A string of at most `max` UTF-16 units: then it has at most `max` code
 * points, zod's measure. A longer one may still fit in code points; zod decides.
 */
const shortText = (value: unknown, max: number): boolean => typeof value === 'string' && value.length <= max;

const optionalText = (value: unknown, max: number): boolean => value === undefined || shortText(value, max);

const integerIn = (value: unknown, min: number, max: number): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

const oneOf = (values: readonly unknown[], value: unknown): boolean =>
  typeof value === 'string' && values.includes(value);

const optionalOneOf = (values: readonly unknown[], value: unknown): boolean =>
  value === undefined || oneOf(values, value);

const optionalBoolean = (value: unknown): boolean => value === undefined || typeof value === 'boolean';

const SHIFTS = ['odd', 'even'] as const;

function gridPasses(grid: unknown): boolean {
  if (!isPlain(grid)) return false;
  return (
    integerIn(field(grid, 'columns'), 1, MAX_GRID) &&
    integerIn(field(grid, 'rows'), 1, MAX_GRID) &&
    optionalOneOf(SHIFTS, field(grid, 'shifted')) &&
    (field(grid, 'firstRow') === undefined || integerIn(field(grid, 'firstRow'), 0, MAX_FIRST_ROW)) &&
    optionalBoolean(field(grid, 'halfHexes')) &&
    (field(grid, 'orientation') === undefined || field(grid, 'orientation') === 'flat')
  );
}

function featuresPass(features: unknown): boolean {
  if (features === undefined) return true;
  if (!Array.isArray(features) || Object.getPrototypeOf(features) !== Array.prototype || features.length > MAX_FEATURES)
    return false;
  for (let i = 0; i < features.length; i++) if (!oneOf(FEATURES, features[i])) return false;
  return true;
}

/** Whether a hex entry certainly satisfies the hex schema. */
export function hexEntryPasses(entry: unknown): boolean {
  if (!isPlain(entry)) return false;
  return (
    optionalOneOf(TERRAIN_INPUT_NAMES, field(entry, 'terrain')) &&
    optionalOneOf(LEVELS, field(entry, 'level')) &&
    (field(entry, 'elevation') === undefined || integerIn(field(entry, 'elevation'), 0, MAX_ELEVATION)) &&
    featuresPass(field(entry, 'features')) &&
    optionalBoolean(field(entry, 'singleHex')) &&
    optionalText(field(entry, 'note'), MAX_TEXT)
  );
}

function hexsidePasses(entry: unknown): boolean {
  if (!isPlain(entry)) return false;
  return (
    shortText(field(entry, 'hex'), MAX_HEXSIDE_HEX) &&
    oneOf(SIDES, field(entry, 'side')) &&
    oneOf(SYMBOLS, field(entry, 'symbol')) &&
    optionalText(field(entry, 'note'), MAX_TEXT)
  );
}

/**
 * Whether a board document certainly satisfies the board schema: its frame,
 * every hex entry and every hexside entry. False means only "not certain".
 */
export function boardDocumentPasses(root: unknown): boolean {
  if (!isPlain(root)) return false;
  const id = field(root, 'id');
  if (
    field(root, 'format') !== BOARD_FORMAT ||
    typeof id !== 'string' ||
    !ID_PATTERN.test(id) ||
    !optionalText(field(root, '$schema'), MAX_TEXT) ||
    !optionalText(field(root, 'name'), MAX_NAME) ||
    !optionalOneOf(FAMILIES, field(root, 'family')) ||
    !optionalOneOf(TERRAIN_INPUT_NAMES, field(root, 'defaultTerrain')) ||
    !gridPasses(field(root, 'grid'))
  ) {
    return false;
  }
  const hexes = field(root, 'hexes');
  if (hexes !== undefined) {
    if (!isPlain(hexes)) return false;
    // Every entry, as the schema checks the record's values (the loader itself checks the keys).
    for (const key of Object.keys(hexes)) if (!hexEntryPasses(hexes[key])) return false;
  }
  const hexsides = field(root, 'hexsides');
  if (hexsides !== undefined) {
    if (!Array.isArray(hexsides) || Object.getPrototypeOf(hexsides) !== Array.prototype) return false;
    for (let i = 0; i < hexsides.length; i++) if (!hexsidePasses(hexsides[i])) return false;
  }
  return true;
}
