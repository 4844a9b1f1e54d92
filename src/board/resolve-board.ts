// Building the resolved board model (src/engine/types.ts `Board`) from what a
// board file or a map of several boards says, and remembering where each hex
// and hexside came from so that warnings can name the file's JSON path.
//
// Interpretations (docs/board-format.md is the contract):
// - A gully hex with a `road`, `railroad` or `bridge` feature is resolved to
//   terrain `clear` (000 gullies C: "considered as clear terrain"; 001
//   railroad: "transforms a streambed/gully into a clear hex"). Rules then
//   never need to read features to know whether a hex is a gully; the hex's
//   note says why it is clear, and its features are kept.
// - `singleHex` defaults are computed after every hex is known (on the joined
//   map for maps): a woods or town hex is single when no neighbour has exactly
//   the same terrain; wood copses, collective farms and old forts always are.
//   An explicit value is honoured only on woods and town hexes.
// - The same symbol named twice for one edge is kept once (lint warns).

import { hexKey, neighbours } from '../engine/hex/axial.ts';
import type {
  Axial,
  Board,
  BoardFamily,
  EdgeKey,
  Feature,
  GridInfo,
  HexCell,
  HexKey,
  HexsideSymbol,
  Level,
  Terrain,
} from '../engine/types.ts';
import { ONE_HEX_TERRAINS } from '../engine/types.ts';

/** Terrain that is always one single-hex obstacle (001: copse, collective farm, old fort). */
export const ALWAYS_SINGLE_HEX: ReadonlySet<Terrain> = new Set<Terrain>(ONE_HEX_TERRAINS);
/** Terrain whose lone hexes block as a whole hex (docs/board-format.md, `singleHex`). */
export const SINGLE_HEX_CAPABLE: ReadonlySet<Terrain> = new Set<Terrain>(['woods', 'town']);
export { GULLY_CROSSINGS } from '../engine/types.ts';

export const GULLY_CROSSING_NOTE =
  'A road, railroad or bridge crosses the gully here: clear terrain all year (000 gullies C, 001 railroad and unimproved road).';

export interface CellDraft {
  readonly key: HexKey;
  readonly hex: Axial;
  readonly label: string;
  readonly aliases: string[];
  readonly terrain: Terrain;
  readonly level: Level;
  readonly elevation: number;
  readonly features: readonly Feature[];
  readonly explicitSingleHex?: boolean;
  readonly note?: string;
  /** Written as a gully a road, railroad or bridge crosses (HexCell.crossedGully). */
  readonly crossedGully?: true;
  readonly column: number;
  readonly row: number;
}

/** One hexside entry of a file, kept for warnings. */
export interface EdgeEntry {
  readonly symbol: HexsideSymbol;
  /** JSON path of the entry (`hexsides[3]`, or `boards[1].board#hexsides[3]` on a map). */
  readonly path: string;
  /** Label of the hex the entry names (as printed on the board or map). */
  readonly hex: string;
  /** Which file the entry came from (the map's board index; 0 for a board file). */
  readonly source: number;
}

/** Where the model's hexes and hexsides were written, for located warnings. */
export interface Provenance {
  /** JSON path of the entry that describes a hex, when the file lists it. */
  readonly hexPaths: ReadonlyMap<HexKey, string>;
  readonly edgeEntries: ReadonlyMap<EdgeKey, readonly EdgeEntry[]>;
  /** A map: the outer edge is the map's, and labels carry a board prefix. */
  readonly isMap: boolean;
}

export interface ResolvedBoard {
  readonly board: Board;
  readonly provenance: Provenance;
}

/**
 * A board as read from its file, before the defaults that need every hex. A
 * map joins its boards in this form and finishes only the joined board: a
 * finished copy of each of 16 large boards cost as much again as the map.
 */
export interface DraftedBoard {
  readonly header: BoardHeader;
  readonly drafts: ReadonlyMap<HexKey, CellDraft>;
  readonly edges: ReadonlyMap<EdgeKey, readonly HexsideSymbol[]>;
  readonly provenance: Provenance;
}

function defaultSingleHex(draft: CellDraft, drafts: ReadonlyMap<HexKey, CellDraft>): boolean {
  if (ALWAYS_SINGLE_HEX.has(draft.terrain)) return true;
  if (!SINGLE_HEX_CAPABLE.has(draft.terrain)) return false;
  if (draft.explicitSingleHex !== undefined) return draft.explicitSingleHex;
  return !neighbours(draft.hex).some((n) => drafts.get(hexKey(n))?.terrain === draft.terrain);
}

export interface BoardHeader {
  readonly id: string;
  readonly name: string;
  readonly family: BoardFamily;
  readonly grid: GridInfo;
  readonly parts?: Board['parts'];
}

/**
 * An object being made, its optional fields set after the others. The models
 * of a 200 × 200 board are 40,000 objects each (drafts, cells), and object
 * spreads (`...place`, `...(note === undefined ? {} : { note })`) made each
 * several times dearer than plain fields: reading the largest board took
 * about 1.2 s of CPU instead of 0.7 s (docs/performance.md).
 */
export type Building<T> = { -readonly [K in keyof T]: T[K] };

/** Applies the defaults that need every hex (singleHex) and indexes labels. */
export function finishBoard(
  header: BoardHeader,
  drafts: ReadonlyMap<HexKey, CellDraft>,
  edges: ReadonlyMap<EdgeKey, readonly HexsideSymbol[]>,
): Board {
  const cells = new Map<HexKey, HexCell>();
  const labels = new Map<string, HexKey>();
  for (const draft of drafts.values()) {
    // Two literals rather than a spread of the note: boards are finished while the command starts, where spreads are slow.
    const { key, hex, label, terrain, level, elevation, features, note, column, row } = draft;
    const aliases = draft.aliases.length === 0 ? [] : [...draft.aliases];
    const singleHex = defaultSingleHex(draft, drafts);
    const cell: Building<HexCell> =
      note === undefined
        ? { key, hex, label, aliases, terrain, level, elevation, features, singleHex, column, row }
        : { key, hex, label, aliases, terrain, level, elevation, features, singleHex, note, column, row };
    if (draft.crossedGully) cell.crossedGully = true;
    cells.set(draft.key, cell);
    labels.set(draft.label.toUpperCase(), draft.key);
    for (const alias of draft.aliases) labels.set(alias.toUpperCase(), draft.key);
  }
  return { ...header, cells, edges, labels };
}

export const finishDrafted = (drafted: DraftedBoard): ResolvedBoard => ({
  board: finishBoard(drafted.header, drafted.drafts, drafted.edges),
  provenance: drafted.provenance,
});

/** Adds a symbol to an edge's list unless it is already there. */
export function addSymbol(edges: Map<EdgeKey, HexsideSymbol[]>, edge: EdgeKey, symbol: HexsideSymbol): void {
  const list = edges.get(edge);
  if (!list) edges.set(edge, [symbol]);
  else if (!list.includes(symbol)) list.push(symbol);
}
