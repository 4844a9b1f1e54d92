// The key lists the loader and the plain check use (schema.ts) are the
// schemas' own keys, in the schemas' order: unknown-key warnings and the
// order of the frame's problems depend on them.

import { expect, test } from 'vitest';

import { BOARD_KEYS, GRID_KEYS, HEX_KEYS, HEXSIDE_KEYS, MAP_BOARD_KEYS, MAP_KEYS, schemas } from './schema.ts';

test.each([
  ['board', BOARD_KEYS, () => schemas().boardDocumentSchema],
  ['grid', GRID_KEYS, () => schemas().gridSchema],
  ['hex', HEX_KEYS, () => schemas().hexSchema],
  ['hexside', HEXSIDE_KEYS, () => schemas().hexsideSchema],
  ['map', MAP_KEYS, () => schemas().mapDocumentSchema],
  ['map board', MAP_BOARD_KEYS, () => schemas().mapBoardSchema],
] as const)("the %s keys are the schema's", (_name, keys, schema) => {
  expect([...keys]).toEqual(Object.keys(schema().shape));
});
