// Maps of several boards (docs/board-format.md#maps-of-several-boards): boards
// placed by column and row, some turned 180°, joined into one model.
//
// - Turning is the point reflection h → k − h in axial coordinates, with k
//   chosen so that the board's unshifted columns keep their rows (r → rows−1−r).
//   For 33 odd-shifted columns this is docs/board-format.md's (32 − c, rows − 1 − r) for
//   even columns and (32 − c, rows − 2 − r) for odd ones; for an even number of
//   columns it maps the board exactly onto its own rectangle.
// - Placing adds (column, row) in offset terms; `column` is even, so this is a
//   translation of the axial lattice.
// - A map cell covered by two boards is one hex: the board listed first
//   supplies everything (terrain, level, features, note, label); the others'
//   labels become aliases, and different terrain in the halves is a warning.
//   Symbols from all boards are merged, each kept once per edge (each board
//   prints its half of a seam hexside).
// - Map rows are renumbered so that the topmost cell is row 0 (a turned board
//   placed at row 0 puts its hanging half hexes on row −1); `parts` keeps each
//   board's placement as the file gives it.
// - All boards of one map share a family and a column shift.

import { edgeBetween, edgeHexes, hexKey } from '../engine/hex/axial.ts';
import { axialToOffset, type Shift } from '../engine/hex/offset.ts';
import type { Axial, Board, EdgeKey, GridInfo, HexKey, HexsideSymbol } from '../engine/types.ts';
import { nestedPath } from './json-path.ts';
import type { Problem } from './problem.ts';
import {
  addSymbol,
  type Building,
  type CellDraft,
  type DraftedBoard,
  type EdgeEntry,
  finishBoard,
  type ResolvedBoard,
} from './resolve-board.ts';

export interface MapPart {
  /** Prefix of the board's labels on the map. */
  readonly name: string;
  readonly column: number;
  readonly row: number;
  readonly turned: boolean;
  readonly drafted: DraftedBoard;
}

export interface MapHeader {
  readonly id: string;
  readonly name: string;
}

const lift = (column: number, shifted: Shift): number =>
  shifted === 'odd' ? Math.floor(column / 2) : Math.ceil(column / 2);

/** The k of h → k − h that turns a board of this grid 180° onto its own rectangle of centres. */
export function turnConstant(grid: Pick<GridInfo, 'columns' | 'rows' | 'shifted'>): Axial {
  // The first column that is not shifted keeps its rows: r → rows − 1 − r.
  const c0 = grid.shifted === 'odd' || grid.columns < 2 ? 0 : 1;
  return { q: grid.columns - 1, r: grid.rows - 1 - lift(c0, grid.shifted) - lift(grid.columns - 1 - c0, grid.shifted) };
}

export const turnHex = (h: Axial, k: Axial): Axial => ({ q: k.q - h.q, r: k.r - h.r });

/** Where a board's hex lands on the map (before the map's rows are renumbered). */
export function placer(part: Omit<MapPart, 'name' | 'drafted'>, grid: GridInfo): (h: Axial) => Axial {
  const k = turnConstant(grid);
  const dq = part.column;
  const dr = part.row - part.column / 2;
  return (h) => {
    const t = part.turned ? turnHex(h, k) : h;
    return { q: t.q + dq, r: t.r + dr };
  };
}

export type JoinResult =
  | { ok: true; value: ResolvedBoard; warnings: Problem[] }
  | { ok: false; errors: Problem[]; warnings: Problem[] };

const boardPath = (i: number): string => `boards[${i}].board`;

export function joinBoards(header: MapHeader, parts: readonly MapPart[]): JoinResult {
  const errors: Problem[] = [];
  const warnings: Problem[] = [];
  const first = parts[0].drafted.header;
  parts.forEach((part, i) => {
    const b = part.drafted.header;
    if (b.family !== first.family) {
      errors.push({
        path: boardPath(i),
        message: `board "${b.id}" is a ${b.family} board; the map's first board is ${first.family}`,
      });
    }
    if (b.grid.shifted !== first.grid.shifted) {
      errors.push({
        path: boardPath(i),
        message: `board "${b.id}" shifts its ${b.grid.shifted} columns; the map's first board shifts its ${first.grid.shifted} columns`,
      });
    }
  });
  if (errors.length > 0) return { ok: false, errors, warnings };

  const shifted = first.grid.shifted;
  const placers = parts.map((part) => placer(part, part.drafted.header.grid));
  // Renumber rows so that the map's top row is 0: translate every hex by (0, −minRow).
  let minRow = Infinity;
  parts.forEach((part, i) => {
    for (const draft of part.drafted.drafts.values())
      minRow = Math.min(minRow, axialToOffset(placers[i](draft.hex), shifted).row);
  });
  const place = (i: number, h: Axial): Axial => {
    const p = placers[i](h);
    return { q: p.q, r: p.r - minRow };
  };

  const drafts = new Map<HexKey, CellDraft & { aliases: string[] }>();
  const supplier = new Map<HexKey, number>();
  const hexPaths = new Map<HexKey, string>();
  const edges = new Map<EdgeKey, HexsideSymbol[]>();
  const edgeEntries = new Map<EdgeKey, EdgeEntry[]>();
  let columns = 0;
  let rows = 0;

  parts.forEach((part, i) => {
    const { drafts: boardDrafts, edges: boardEdges, provenance } = part.drafted;
    const prefix = part.name.toUpperCase();
    for (const draft of boardDrafts.values()) {
      const hex = place(i, draft.hex);
      const key = hexKey(hex);
      const label = `${prefix}-${draft.label}`;
      const existing = drafts.get(key);
      if (existing) {
        existing.aliases.push(label);
        const j = supplier.get(key) as number;
        if (existing.terrain !== draft.terrain) {
          warnings.push({
            path: `boards[${i}]`,
            hex: existing.label,
            message: `the two halves of seam hex ${existing.label} (${label}) differ: ${existing.terrain} on board "${parts[j].name}", ${draft.terrain} on board "${part.name}"; the first board's ${existing.terrain} is used`,
          });
        }
        continue;
      }
      const cell = axialToOffset(hex, shifted);
      columns = Math.max(columns, cell.column + 1);
      rows = Math.max(rows, cell.row + 1);
      // Plain fields, no spreads: one draft per hex of the map (Building, resolve-board.ts).
      const moved: Building<CellDraft> = {
        key,
        hex,
        label,
        column: cell.column,
        row: cell.row,
        aliases: [],
        terrain: draft.terrain,
        level: draft.level,
        elevation: draft.elevation,
        features: draft.features,
      };
      if (draft.explicitSingleHex !== undefined) moved.explicitSingleHex = draft.explicitSingleHex;
      if (draft.note !== undefined) moved.note = draft.note;
      if (draft.crossedGully) moved.crossedGully = true;
      drafts.set(key, moved);
      supplier.set(key, i);
      const source = provenance.hexPaths.get(draft.key);
      if (source !== undefined) hexPaths.set(key, nestedPath(boardPath(i), source));
    }
    const moveEdge = (edge: EdgeKey): EdgeKey => {
      const [a, b] = edgeHexes(edge);
      return edgeBetween(place(i, a), place(i, b));
    };
    for (const [edge, symbols] of boardEdges) {
      const moved = moveEdge(edge);
      for (const symbol of symbols) addSymbol(edges, moved, symbol);
    }
    for (const [edge, entries] of provenance.edgeEntries) {
      const moved = moveEdge(edge);
      const list = edgeEntries.get(moved) ?? [];
      for (const e of entries)
        list.push({ ...e, path: nestedPath(boardPath(i), e.path), hex: `${prefix}-${e.hex}`, source: i });
      edgeEntries.set(moved, list);
    }
  });

  const grid: GridInfo = {
    columns,
    rows,
    shifted,
    firstRow: 1,
    halfHexes: parts.some((p) => p.drafted.header.grid.halfHexes),
  };
  const board: Board = finishBoard(
    {
      ...header,
      family: first.family,
      grid,
      parts: parts.map((p) => ({
        name: p.name,
        boardId: p.drafted.header.id,
        column: p.column,
        row: p.row,
        turned: p.turned,
      })),
    },
    drafts,
    edges,
  );
  return { ok: true, value: { board, provenance: { hexPaths, edgeEntries, isMap: true } }, warnings };
}
