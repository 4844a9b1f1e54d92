// Reading one hexlos-board/1 document into the resolved model (docs/board-format.md).
// Every check runs, so a file reports all its errors at once; the model is
// built only from a file with none (a failing file is never half-loaded).
//
// The checks the schema cannot make live here: labels against the grid,
// labels that differ only in case (or in leading zeros), a gully whose level
// is not G. Unknown keys are warnings. The model is read from the file's own
// properties (Object.hasOwn), never through a copy that untrusted keys such as
// `__proto__` could have reshaped.

import * as z from 'zod/mini';

import { edgeKey, hexKey } from '../engine/hex/axial.ts';
import { cellLabel, offsetToAxial } from '../engine/hex/offset.ts';
import type {
  Axial,
  BoardFamily,
  EdgeKey,
  Feature,
  GridInfo,
  HexKey,
  HexsideSymbol,
  Level,
  Side,
  Terrain,
} from '../engine/types.ts';
import { LEVEL_ELEVATION, LEVELS, TERRAIN_ALIASES, TERRAIN_LEVEL } from '../engine/types.ts';
import { boardDocumentPasses } from './document-check.ts';
import { describeValue, issuesToProblems } from './issues.ts';
import { appendPath, isRecord, own } from './json-path.ts';
import { readLabel, type LabelGrid } from './labels.ts';
import { type Problem, ProblemList } from './problem.ts';
import {
  ALWAYS_SINGLE_HEX,
  type CellDraft,
  type DraftedBoard,
  type EdgeEntry,
  GULLY_CROSSING_NOTE,
  GULLY_CROSSINGS,
  addSymbol,
  type Building,
  SINGLE_HEX_CAPABLE,
} from './resolve-board.ts';
import {
  BOARD_FORMAT,
  BOARD_KEYS,
  GRID_KEYS,
  HEX_KEYS,
  HEXSIDE_KEYS,
  LABEL_PATTERN,
  MAP_FORMAT,
  schemas,
  type GridDocument,
  type HexDocument,
  type HexsideDocument,
} from './schema.ts';

export type ReadResult<T> =
  | { ok: true; value: T; warnings: Problem[] }
  | { ok: false; errors: Problem[]; warnings: Problem[] };

/** Canonical terrain name (aliases such as streambed → gully). */
export const canonicalTerrain = (name: string): Terrain =>
  (Object.hasOwn(TERRAIN_ALIASES, name) ? TERRAIN_ALIASES[name] : name) as Terrain;

const isGully = (terrain: unknown): boolean => typeof terrain === 'string' && canonicalTerrain(terrain) === 'gully';

/** Warnings for keys this version does not know, one at a time (a file may hold millions). */
export function* unknownKeyWarnings(
  value: unknown,
  known: readonly string[],
  path: string,
  hex?: string,
): Generator<Problem> {
  if (!isRecord(value)) return;
  for (const key of Object.keys(value)) {
    if (known.includes(key)) continue;
    yield {
      path: appendPath(path, key),
      ...(hex ? { hex } : {}),
      message: `unknown key ${describeValue(key)} is ignored (a newer format version may use it)`,
    };
  }
}

let frameSchema: ReturnType<typeof buildFrameSchema> | undefined;

/** The board document without its entries, which addSchemaProblems checks one by one. */
function buildFrameSchema() {
  return z.looseObject({
    ...schemas().boardDocumentSchema.shape,
    hexes: z.optional(z.record(z.string(), z.unknown())),
    hexsides: z.optional(z.array(z.unknown())),
  });
}

type EntryCheck = { success: true } | { success: false; error: { issues: readonly z.core.$ZodIssue[] } };

/**
 * The board schema's problems, added to `errors`: whether there are none, and
 * which hex entries passed (so the reading below parses each entry once).
 * The whole-document schema gathers every entry's issues into one list and
 * spreads it into an argument list, which overflowed the call stack for a
 * file with 100,000 bad hexsides; so the frame is checked without its entries
 * and each entry on its own, in the schema's order. Like the schema, hex
 * entries under keys that are no label (or `__proto__`) are not checked here:
 * the loader reports those keys.
 */
function addSchemaProblems(
  root: Record<string, unknown>,
  errors: ProblemList,
): { clean: boolean; hexPassed: Map<string, boolean> } {
  const { hexSchema, hexsideSchema } = schemas();
  const boardFrameSchema = (frameSchema ??= buildFrameSchema());
  // Only the known keys: the loose schema lets unknown keys pass, but copies each of them on the way.
  const known = Object.fromEntries(BOARD_KEYS.filter((key) => Object.hasOwn(root, key)).map((key) => [key, root[key]]));
  const frame = boardFrameSchema.safeParse(known);
  let clean = frame.success;
  if (!frame.success) errors.addAll(issuesToProblems(frame.error.issues, root));
  // Issues become located problems only for a failing entry: a good board never builds one.
  const addEntry = (at: readonly PropertyKey[], check: EntryCheck): boolean => {
    if (check.success) return true;
    clean = false;
    errors.addAll(
      issuesToProblems(
        check.error.issues.map((issue) => ({ ...issue, path: [...at, ...issue.path] })),
        root,
      ),
    );
    return false;
  };
  const hexPassed = new Map<string, boolean>();
  const hexes = own(root, 'hexes');
  if (isRecord(hexes)) {
    for (const key of Object.keys(hexes)) {
      if (key !== '__proto__' && LABEL_PATTERN.test(key))
        hexPassed.set(key, addEntry(['hexes', key], hexSchema.safeParse(hexes[key])));
    }
  }
  const hexsides = own(root, 'hexsides');
  if (Array.isArray(hexsides)) {
    for (let i = 0; i < hexsides.length; i++) addEntry(['hexsides', i], hexsideSchema.safeParse(hexsides[i]));
  }
  return { clean, hexPassed };
}

/** The format line, checked first: without it nothing else can be read. */
export function formatProblem(json: unknown, expected: readonly string[]): Problem | undefined {
  if (!isRecord(json)) return { path: '', message: 'a board or map file must be a JSON object' };
  const format = own(json, 'format');
  if (typeof format === 'string' && expected.includes(format)) return undefined;
  const wanted = expected.map((f) => `"${f}"`).join(' or ');
  if (format === undefined) return { path: 'format', message: `"format" is missing: it must be ${wanted}` };
  if (typeof format === 'string' && /^hexlos-(board|map)\/\d+$/.test(format)) {
    return { path: 'format', message: `unknown format version "${format}": this program reads ${wanted}` };
  }
  return { path: 'format', message: `unknown format ${describeValue(format)}: expected ${wanted}` };
}

/** A hex entry of the file, by offset cell id "column,row". */
interface HexEntry {
  readonly path: string;
  readonly entry: HexDocument;
}

/** Grid settings with defaults, read from the file's own (already validated) properties. */
function gridInfo(root: Record<string, unknown>): GridInfo {
  const g = own(root, 'grid') as GridDocument;
  return {
    columns: g.columns,
    rows: g.rows,
    shifted: g.shifted ?? 'odd',
    firstRow: g.firstRow ?? 1,
    halfHexes: g.halfHexes ?? false,
  };
}

/**
 * How the schema's part of the checks is made: `plain-first` (the loader's
 * way) lets a board that document-check.ts finds certainly valid skip zod;
 * `schema` always runs zod, the reference the tests compare the other with.
 */
export type SchemaCheck = 'plain-first' | 'schema';

/** Checks a board document; drafts its model when it has no errors. */
export function readBoardDocument(json: unknown, check: SchemaCheck = 'plain-first'): ReadResult<DraftedBoard> {
  const format = formatProblem(json, [BOARD_FORMAT]);
  if (format) {
    const isMap = isRecord(json) && own(json, 'format') === MAP_FORMAT;
    const problem = isMap
      ? { path: 'format', message: `this is a map of several boards ("${MAP_FORMAT}"), not a board` }
      : format;
    return { ok: false, errors: [problem], warnings: [] };
  }
  const root = json as Record<string, unknown>;
  const errors = new ProblemList();
  const warnings = new ProblemList();

  // A board that certainly satisfies the schema is read without it (document-check.ts); any other gets the schema's located problems.
  const certain = check === 'plain-first' && boardDocumentPasses(root);
  const { clean: schemaClean, hexPassed } = certain
    ? { clean: true, hexPassed: undefined }
    : addSchemaProblems(root, errors);

  warnings.addAll(unknownKeyWarnings(root, BOARD_KEYS, ''));
  warnings.addAll(unknownKeyWarnings(own(root, 'grid'), GRID_KEYS, 'grid'));

  const gridPasses = certain || schemas().gridSchema.safeParse(own(root, 'grid')).success;
  const grid = own(root, 'grid') as GridDocument;
  const labelGrid: LabelGrid | undefined = gridPasses
    ? { columns: grid.columns, rows: grid.rows, firstRow: grid.firstRow ?? 1 }
    : undefined;
  const defaultTerrain = own(root, 'defaultTerrain');

  // Hexes: labels on the grid, each hex named once, gullies at ground level.
  const hexEntries = new Map<string, HexEntry>();
  const hexes = own(root, 'hexes');
  if (isRecord(hexes)) {
    const firstKeyOf = new Map<string, string>();
    for (const key of Object.keys(hexes)) {
      const path = appendPath('hexes', key);
      const entry = hexes[key];
      const reading = readLabel(key, labelGrid);
      if (!reading.ok) {
        errors.add({ path, ...(reading.label ? { hex: reading.label } : {}), message: reading.message });
        continue;
      }
      const hex = reading.label;
      warnings.addAll(unknownKeyWarnings(entry, HEX_KEYS, path, hex));
      const cellId = `${reading.cell.column},${reading.cell.row}`;
      const first = firstKeyOf.get(cellId);
      if (first !== undefined) {
        errors.add({ path, hex, message: `"${key}" names the same hex as "${first}" (labels are case-insensitive)` });
        continue;
      }
      firstKeyOf.set(cellId, key);
      if (isRecord(entry)) {
        const terrain = own(entry, 'terrain') ?? defaultTerrain;
        const level = own(entry, 'level');
        if (
          isGully(terrain) &&
          typeof level === 'string' &&
          level !== 'G' &&
          (LEVELS as readonly string[]).includes(level)
        ) {
          errors.add({
            path: `${path}.level`,
            hex,
            message: `a gully's level must be G, not ${level} (000: gullies are depressions at ground level)`,
          });
        }
        warnings.addAll(entryWarnings(entry, path, hex));
      }
      if (certain || (hexPassed?.get(key) ?? schemas().hexSchema.safeParse(entry).success))
        hexEntries.set(cellId, { path, entry: entry as HexDocument });
    }
  }

  // Hexsides: the named hex must be on the grid.
  const hexsides = own(root, 'hexsides');
  if (Array.isArray(hexsides)) {
    hexsides.forEach((entry, i) => {
      const path = `hexsides[${i}]`;
      if (!isRecord(entry)) return;
      const label = own(entry, 'hex');
      const reading = typeof label === 'string' ? readLabel(label, labelGrid) : undefined;
      warnings.addAll(unknownKeyWarnings(entry, HEXSIDE_KEYS, path, reading?.label));
      if (reading && !reading.ok)
        errors.add({ path: `${path}.hex`, ...(reading.label ? { hex: reading.label } : {}), message: reading.message });
    });
  }

  if (errors.size > 0 || !schemaClean)
    return { ok: false, errors: errors.listed('errors'), warnings: warnings.listed('warnings') };
  return { ok: true, value: buildBoard(root, hexEntries), warnings: warnings.listed('warnings') };
}

/** Warnings about a hex entry that loads but says something it cannot mean. */
function entryWarnings(entry: Record<string, unknown>, path: string, hex: string): Problem[] {
  const out: Problem[] = [];
  const terrain = own(entry, 'terrain');
  const single = own(entry, 'singleHex');
  if (typeof terrain === 'string' && typeof single === 'boolean') {
    const t = canonicalTerrain(terrain);
    if (ALWAYS_SINGLE_HEX.has(t) && !single) {
      out.push({
        path: `${path}.singleHex`,
        hex,
        message: `singleHex false is ignored: a ${t} is always a single-hex obstacle (001)`,
      });
    } else if (!ALWAYS_SINGLE_HEX.has(t) && !SINGLE_HEX_CAPABLE.has(t)) {
      out.push({
        path: `${path}.singleHex`,
        hex,
        message: `singleHex is ignored on ${t}: it applies to woods and town hexes`,
      });
    }
  }
  const features = own(entry, 'features');
  if (Array.isArray(features)) {
    const seen = new Set<unknown>();
    features.forEach((f, i) => {
      if (seen.has(f))
        out.push({ path: `${path}.features[${i}]`, hex, message: `feature "${String(f)}" is listed twice` });
      seen.add(f);
    });
  }
  return out;
}

function buildBoard(root: Record<string, unknown>, hexEntries: ReadonlyMap<string, HexEntry>): DraftedBoard {
  const grid = gridInfo(root);
  const fallback = canonicalTerrain(
    typeof own(root, 'defaultTerrain') === 'string' ? (own(root, 'defaultTerrain') as string) : 'clear',
  );
  const drafts = new Map<HexKey, CellDraft>();
  const hexPaths = new Map<HexKey, string>();
  for (let column = 0; column < grid.columns; column++) {
    for (let row = 0; row < grid.rows; row++) {
      const hex = offsetToAxial({ column, row }, grid.shifted);
      const key = hexKey(hex);
      const listed = hexEntries.get(`${column},${row}`);
      if (listed) hexPaths.set(key, listed.path);
      drafts.set(
        key,
        cellDraft(listed?.entry, fallback, key, hex, cellLabel({ column, row }, grid.firstRow), column, row),
      );
    }
  }

  const edges = new Map<EdgeKey, HexsideSymbol[]>();
  const edgeEntries = new Map<EdgeKey, EdgeEntry[]>();
  const sides = (Array.isArray(own(root, 'hexsides')) ? own(root, 'hexsides') : []) as HexsideDocument[];
  sides.forEach((entry, i) => {
    const reading = readLabel(entry.hex, grid);
    if (!reading.ok) return;
    const edge = edgeKey(offsetToAxial(reading.cell, grid.shifted), entry.side as Side);
    const symbol = entry.symbol as HexsideSymbol;
    addSymbol(edges, edge, symbol);
    const list = edgeEntries.get(edge) ?? [];
    list.push({ symbol, path: `hexsides[${i}]`, hex: reading.label, source: 0 });
    edgeEntries.set(edge, list);
  });

  const id = own(root, 'id') as string;
  const name = (own(root, 'name') as string | undefined) ?? id;
  const family = (own(root, 'family') as BoardFamily | undefined) ?? 'panzerblitz';
  return { header: { id, name, family, grid }, drafts, edges, provenance: { hexPaths, edgeEntries, isMap: false } };
}

/** One list for the many hexes a file lists no features for (a 200 × 200 board has 40,000). */
const NO_FEATURES: readonly Feature[] = Object.freeze([]);

// Written out property by property, not spread: a board's hundreds of cells
// are drafted while the command starts, before the optimising compiler has
// seen this code, and spreads are slow there (the command's start-up time,
// docs/performance.md#start-up-of-the-hexlos-command).
function cellDraft(
  entry: HexDocument | undefined,
  fallback: Terrain,
  key: HexKey,
  hex: Axial,
  label: string,
  column: number,
  row: number,
): CellDraft {
  const written = entry?.terrain === undefined ? fallback : canonicalTerrain(entry.terrain);
  const features: readonly Feature[] = entry?.features === undefined ? NO_FEATURES : [...new Set(entry.features)];
  const crossed = written === 'gully' && features.some((f) => GULLY_CROSSINGS.includes(f));
  const terrain: Terrain = crossed ? 'clear' : written;
  const level: Level = entry?.level ?? TERRAIN_LEVEL[written];
  const note = crossed ? [entry?.note, GULLY_CROSSING_NOTE].filter(Boolean).join(' ') : entry?.note;
  const draft: Building<CellDraft> = {
    key,
    hex,
    label,
    column,
    row,
    aliases: [],
    terrain,
    level,
    elevation: entry?.elevation ?? LEVEL_ELEVATION[level],
    features,
  };
  if (entry?.singleHex !== undefined) draft.explicitSingleHex = entry.singleHex;
  if (note !== undefined) draft.note = note;
  if (crossed) draft.crossedGully = true;
  return draft;
}
