// The shape of board files (hexlos-board/1) and maps of several boards
// (hexlos-map/1), docs/board-format.md, as one runtime schema. The same schema
// generates the published JSON Schema files (json-schema.ts), so editors and
// this loader agree on what a file may hold.
//
// Interpretations where docs/board-format.md is silent:
// - `id` is required (maps and the app name boards by it); `name` defaults to
//   the id and `family` to "panzerblitz".
// - `terrain` may be left out of a hex entry (to add only a note or a feature);
//   the hex then has the board's `defaultTerrain`.
// - `grid.firstRow` is 0..999, so labels never carry a minus sign (which would
//   clash with the `2-K7` map prefix).
// - Objects are open: unknown keys load (as warnings, parse.ts) so that files
//   from newer versions still open. Label syntax is checked by the loader, not
//   here, so that it can name the grid the label falls outside of.
//
// zod/mini keeps the browser bundle small (the UI loads boards too). The
// schemas are built on first use (schemas()): building them costs about 5 ms,
// which a command that reads a valid board never needs (document-check.ts
// accepts such a board without them; the command's start-up time,
// docs/performance.md#start-up-of-the-hexlos-command).

import * as z from 'zod/mini';

import { FAMILIES, FEATURES, LEVELS, SIDES, SYMBOLS, TERRAIN_ALIASES, TERRAINS } from '../engine/types.ts';

export const BOARD_FORMAT = 'hexlos-board/1';
export const MAP_FORMAT = 'hexlos-map/1';

/** Largest grid a board may declare, in columns and in rows (docs/board-format.md). */
export const MAX_GRID = 200;
/** Files larger than this are rejected before parsing (docs/board-format.md: 5 MB, read as MiB). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Most boards one map may join. */
export const MAX_MAP_BOARDS = 16;
/** Largest `column`/`row` offset of a board on a map. */
export const MAX_MAP_OFFSET = 2000;

/** Column letters then row number; the letters must repeat one letter (checked by the loader). */
export const LABEL_PATTERN = /^[A-Za-z]{1,12}[0-9]{1,4}$/;
export const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** A board's name on a map prefixes its labels (`2-K7`): letters and digits only. */
export const MAP_BOARD_NAME_PATTERN = /^[A-Za-z0-9]{1,16}$/;

/** Terrain names accepted on input: the canonical names and their aliases. */
export const TERRAIN_INPUT_NAMES = [...TERRAINS, ...Object.keys(TERRAIN_ALIASES)] as [string, ...string[]];

/** The keys each object of a file may hold, in the schemas' order (schema.test.ts checks them against the schemas). */
export const GRID_KEYS = ['columns', 'rows', 'shifted', 'firstRow', 'halfHexes', 'orientation'] as const;
export const HEX_KEYS = ['terrain', 'level', 'elevation', 'features', 'singleHex', 'note'] as const;
export const HEXSIDE_KEYS = ['hex', 'side', 'symbol', 'note'] as const;
export const BOARD_KEYS = [
  '$schema',
  'id',
  'name',
  'format',
  'family',
  'grid',
  'defaultTerrain',
  'hexes',
  'hexsides',
] as const;
export const MAP_BOARD_KEYS = ['name', 'board', 'column', 'row', 'turned'] as const;
export const MAP_KEYS = ['$schema', 'id', 'name', 'format', 'boards'] as const;

/** Longest note or `$schema` text. */
export const MAX_TEXT = 2000;
/** Longest board `name`, and longest `hex` of a hexside entry. */
export const MAX_NAME = 200;
export const MAX_HEXSIDE_HEX = 20;
/** Most entries in a hex's `features` (each feature twice: a repeat is a warning, not an error). */
export const MAX_FEATURES = FEATURES.length * 2;
/** Largest `elevation` of a hex, and of `grid.firstRow`. */
export const MAX_ELEVATION = 15;
export const MAX_FIRST_ROW = 999;

function buildSchemas() {
  const text = (max: number, description: string) => z.string().check(z.maxLength(max), z.describe(description));
  const integer = (min: number, max: number, description: string) =>
    z.int().check(z.minimum(min), z.maximum(max), z.describe(description));

  const terrainSchema = z
    .enum(TERRAIN_INPUT_NAMES)
    .check(z.describe('Terrain type (board-format.md); "streambed" is read as "gully".'));

  const gridSchema = z.looseObject({
    columns: integer(1, MAX_GRID, 'Number of hex columns (cells), half hexes included.'),
    rows: integer(1, MAX_GRID, 'Number of hexes in each column.'),
    shifted: z.optional(
      z.enum(['odd', 'even']).check(z.describe('Which columns sit half a hex lower: "odd" (default) or "even".')),
    ),
    firstRow: z.optional(integer(0, MAX_FIRST_ROW, 'Row number printed on the first row (default 1).')),
    halfHexes: z.optional(
      z.boolean().check(z.describe('Draw the first/last columns and the hanging cells as half hexes.')),
    ),
    orientation: z.optional(
      z.literal('flat').check(z.describe('Hex orientation; version 1 has only "flat" (the default).')),
    ),
  });

  const hexSchema = z.looseObject({
    terrain: z.optional(terrainSchema),
    level: z.optional(z.enum(LEVELS).check(z.describe('Explicit elevation class; default from the terrain.'))),
    elevation: z.optional(
      integer(0, MAX_ELEVATION, 'Elevation number for elevation rule sets (Tagg); default from the level.'),
    ),
    features: z.optional(
      z
        .array(z.enum(FEATURES))
        .check(z.maxLength(MAX_FEATURES), z.describe('Features of the hex (road, bridge, forest, ...).')),
    ),
    singleHex: z.optional(z.boolean().check(z.describe('A woods or town hex that blocks as a whole hex.'))),
    note: z.optional(text(MAX_TEXT, 'Text shown to players.')),
  });

  const hexsideSchema = z.looseObject({
    hex: z.string().check(z.maxLength(MAX_HEXSIDE_HEX), z.describe('Label of the hex whose side carries the symbol.')),
    side: z.enum(SIDES).check(z.describe('Side of that hex, clockwise from the top.')),
    symbol: z.enum(SYMBOLS).check(z.describe('Hexside symbol (board-format.md, Hexsides).')),
    note: z.optional(text(MAX_TEXT, 'Designer note.')),
  });

  const common = {
    $schema: z.optional(z.string().check(z.maxLength(MAX_TEXT))),
    id: z.string().check(z.regex(ID_PATTERN), z.describe('Identifier: letters, digits, ".", "_" or "-", at most 64.')),
    name: z.optional(text(MAX_NAME, 'Name shown to players (default: the id).')),
  };

  const boardDocumentSchema = z
    .looseObject({
      ...common,
      format: z.literal(BOARD_FORMAT),
      family: z.optional(
        z.enum(FAMILIES).check(z.describe('Rule family; picks the default rule set (default "panzerblitz").')),
      ),
      grid: gridSchema,
      defaultTerrain: z.optional(terrainSchema),
      hexes: z.optional(
        z
          .record(z.string().check(z.regex(LABEL_PATTERN)), hexSchema)
          .check(z.describe('Hex contents by label (case-insensitive); unlisted hexes have defaultTerrain.')),
      ),
      hexsides: z.optional(
        z.array(hexsideSchema).check(z.describe('Symbols on hex edges; an edge may be named from either hex.')),
      ),
    })
    .check(z.describe('A HexLOS board, format version 1 (board-format.md).'));

  const mapBoardSchema = z.looseObject({
    name: z
      .string()
      .check(
        z.regex(MAP_BOARD_NAME_PATTERN),
        z.describe('Prefix of this board\'s labels on the map ("2" gives 2-K7).'),
      ),
    board: z
      .string()
      .check(
        z.minLength(1),
        z.maxLength(500),
        z.describe('Board file relative to the map file, or a bundled board id.'),
      ),
    column: z
      .int()
      .check(
        z.minimum(0),
        z.maximum(MAX_MAP_OFFSET),
        z.multipleOf(2),
        z.describe("Map column of the board's column 0 (after the turn); even, so shifted columns stay shifted."),
      ),
    row: integer(0, MAX_MAP_OFFSET, "Map row of the board's row 0 (after the turn)."),
    turned: z.optional(z.boolean().check(z.describe('Rotate the board 180° about its centre.'))),
  });

  const mapDocumentSchema = z
    .looseObject({
      ...common,
      format: z.literal(MAP_FORMAT),
      boards: z.array(mapBoardSchema).check(z.minLength(1), z.maxLength(MAX_MAP_BOARDS)),
    })
    .check(z.describe('A HexLOS map of several boards, format version 1 (board-format.md).'));

  return {
    terrainSchema,
    gridSchema,
    hexSchema,
    hexsideSchema,
    boardDocumentSchema,
    mapBoardSchema,
    mapDocumentSchema,
  };
}

export type Schemas = ReturnType<typeof buildSchemas>;

let built: Schemas | undefined;

/** The runtime schemas, built the first time they are asked for. */
export const schemas = (): Schemas => (built ??= buildSchemas());

export type HexDocument = z.output<Schemas['hexSchema']>;
export type HexsideDocument = z.output<Schemas['hexsideSchema']>;
export type GridDocument = z.output<Schemas['gridSchema']>;
