// The board the editor works on: a hexlos-board/1 document held as plain,
// immutable data keyed the engine's way (axial hex keys, canonical edge keys),
// so each edit is a cheap copy that an undo history can keep, and written out
// as an ordinary board file (docs/board-format.md) for the loader, the library and
// export. Every operation here returns the same object when nothing changes,
// so an edit that changes nothing leaves no step in the history.
//
// Decisions: a hex painted back to the default terrain with no other field is
// dropped from `hexes`; an edge named in the file is named from its hex on the
// board (the canonical N/NE/SE hex when it is on the board, else the
// neighbour); hexsides are written in a fixed order (by edge key, then symbol
// order) so the same board always gives the same file.

import {
  edgeHexes,
  edgeKeysOf,
  hexKey,
  hexKeysOf,
  neighbours,
  parseEdgeKey,
  parseHexKey,
} from '../../engine/hex/axial.ts';
import { OPPOSITE_SIDE } from '../../engine/hex/axial.ts';
import { axialToOffset, cellLabel, offsetToAxial } from '../../engine/hex/offset.ts';
import type {
  Axial,
  Board,
  BoardFamily,
  EdgeKey,
  Feature,
  HexCell,
  HexKey,
  HexsideSymbol,
  Level,
  Side,
  Terrain,
} from '../../engine/types.ts';
import { LEVEL_ELEVATION, SYMBOLS, TERRAIN_LEVEL } from '../../engine/types.ts';
import { SINGLE_HEX_CAPABLE } from '../resolve-board.ts';

export interface EditHex {
  readonly terrain: Terrain;
  readonly level?: Level;
  readonly elevation?: number;
  readonly features?: readonly Feature[];
  readonly note?: string;
  /**
   * A woods or town hex's `singleHex` where the file gave one against the
   * default (docs/board-format.md): kept so that editing a board never
   * changes how its lone woods and towns block. A hex painted anew drops it.
   */
  readonly singleHex?: boolean;
}

export interface EditGrid {
  readonly columns: number;
  readonly rows: number;
  readonly shifted: 'odd' | 'even';
  readonly firstRow: number;
  readonly halfHexes: boolean;
}

export interface EditDoc {
  readonly id: string;
  readonly name: string;
  readonly family: BoardFamily;
  readonly grid: EditGrid;
  readonly defaultTerrain: Terrain;
  /** Hexes that differ from the default terrain, by axial key. */
  readonly hexes: Readonly<Record<HexKey, EditHex>>;
  /** Symbols by canonical edge key. */
  readonly sides: Readonly<Record<EdgeKey, readonly HexsideSymbol[]>>;
}

export interface NewBoardOptions {
  readonly id: string;
  readonly name: string;
  readonly family: BoardFamily;
  readonly columns: number;
  readonly rows: number;
  readonly shifted: 'odd' | 'even';
}

export function newDoc(o: NewBoardOptions): EditDoc {
  return {
    id: o.id,
    name: o.name,
    family: o.family,
    grid: { columns: o.columns, rows: o.rows, shifted: o.shifted, firstRow: 1, halfHexes: false },
    defaultTerrain: 'clear',
    hexes: {},
    sides: {},
  };
}

/** An editable copy of any loaded board or map (a map becomes one board on its whole grid). */
export function docFromBoard(board: Board, id: string, name: string): EditDoc {
  const hexes: Record<HexKey, EditHex> = {};
  for (const cell of board.cells.values()) {
    const entry: EditHex = {
      terrain: cell.terrain,
      ...(cell.level === TERRAIN_LEVEL[cell.terrain] ? {} : { level: cell.level }),
      ...(cell.elevation === LEVEL_ELEVATION[cell.level] ? {} : { elevation: cell.elevation }),
      ...(cell.features.length > 0 ? { features: cell.features } : {}),
      ...(cell.note ? { note: cell.note } : {}),
      ...(explicitSingleHex(board, cell) === undefined ? {} : { singleHex: cell.singleHex }),
    };
    if (!isPlain(entry, 'clear')) hexes[hexKey(axialOfCell(board.grid.shifted, cell.column, cell.row))] = entry;
  }
  const sides: Record<EdgeKey, readonly HexsideSymbol[]> = {};
  for (const [edge, symbols] of board.edges) if (symbols.length > 0) sides[edge] = [...symbols];
  return { id, name, family: board.family, grid: { ...board.grid }, defaultTerrain: 'clear', hexes, sides };
}

/** A woods or town hex's singleHex when it is not what its neighbours make it by default (lone: single), else undefined. */
function explicitSingleHex(board: Board, cell: HexCell): boolean | undefined {
  if (!SINGLE_HEX_CAPABLE.has(cell.terrain)) return undefined;
  const lone = !neighbours(cell.hex).some((n) => board.cells.get(hexKey(n))?.terrain === cell.terrain);
  return cell.singleHex === lone ? undefined : cell.singleHex;
}

const axialOfCell = (shifted: 'odd' | 'even', column: number, row: number): Axial =>
  offsetToAxial({ column, row }, shifted);

const isPlain = (h: EditHex, defaultTerrain: Terrain): boolean =>
  h.terrain === defaultTerrain && h.level === undefined && h.elevation === undefined && !h.features?.length && !h.note;

export function onGrid(doc: EditDoc, h: Axial): boolean {
  const { column, row } = axialToOffset(h, doc.grid.shifted);
  return column >= 0 && row >= 0 && column < doc.grid.columns && row < doc.grid.rows;
}

export function labelIn(doc: EditDoc, h: Axial): string {
  return cellLabel(axialToOffset(h, doc.grid.shifted), doc.grid.firstRow);
}

/** What the terrain brush puts on a hex. */
export interface HexPaint {
  readonly terrain: Terrain;
  /** An explicit level (e.g. woods on a hilltop); undefined: the terrain's own. */
  readonly level?: Level;
  /** Elevation boards: the elevation number; undefined: from the level. */
  readonly elevation?: number;
  /** Elevation boards: modifiers. */
  readonly features?: readonly Feature[];
}

export function hexAt(doc: EditDoc, h: Axial): EditHex {
  return doc.hexes[hexKey(h)] ?? { terrain: doc.defaultTerrain };
}

const sameList = <T>(a: readonly T[] | undefined, b: readonly T[] | undefined): boolean =>
  (a?.length ?? 0) === (b?.length ?? 0) && (a ?? []).every((x, i) => x === b?.[i]);

export function paintHex(doc: EditDoc, h: Axial, paint: HexPaint): EditDoc {
  if (!onGrid(doc, h)) return doc;
  const key = hexKey(h);
  const old = hexAt(doc, h);
  const level = paint.level !== undefined && paint.level !== TERRAIN_LEVEL[paint.terrain] ? paint.level : undefined;
  const effective = level ?? TERRAIN_LEVEL[paint.terrain];
  const elevation =
    paint.elevation !== undefined && paint.elevation !== LEVEL_ELEVATION[effective] ? paint.elevation : undefined;
  const next: EditHex = {
    terrain: paint.terrain,
    ...(level === undefined ? {} : { level }),
    ...(elevation === undefined ? {} : { elevation }),
    ...(paint.features?.length ? { features: [...paint.features] } : {}),
    ...(old.note ? { note: old.note } : {}),
  };
  if (
    next.terrain === old.terrain &&
    next.level === old.level &&
    next.elevation === old.elevation &&
    sameList(next.features, old.features)
  )
    return doc;
  const hexes = { ...doc.hexes };
  if (isPlain(next, doc.defaultTerrain)) delete hexes[key];
  else hexes[key] = next;
  return { ...doc, hexes };
}

/** Back to the default terrain, no level, elevation or modifiers. */
export function resetHex(doc: EditDoc, h: Axial): EditDoc {
  const key = hexKey(h);
  if (!Object.hasOwn(doc.hexes, key)) return doc;
  const hexes = { ...doc.hexes };
  delete hexes[key];
  return { ...doc, hexes };
}

export const symbolsAt = (doc: EditDoc, edge: EdgeKey): readonly HexsideSymbol[] => doc.sides[edge] ?? [];

/** Whether an edge touches the board (at least one of its hexes is on the grid). */
export function edgeOnBoard(doc: EditDoc, edge: EdgeKey): boolean {
  const [a, b] = edgeHexes(edge);
  return onGrid(doc, a) || onGrid(doc, b);
}

/** Puts a symbol on an edge or takes it off. */
export function setSide(doc: EditDoc, edge: EdgeKey, symbol: HexsideSymbol, on: boolean): EditDoc {
  if (!edgeOnBoard(doc, edge)) return doc;
  const now = symbolsAt(doc, edge);
  if (now.includes(symbol) === on) return doc;
  const next = on ? SYMBOLS.filter((s) => s === symbol || now.includes(s)) : now.filter((s) => s !== symbol);
  const sides = { ...doc.sides };
  if (next.length === 0) delete sides[edge];
  else sides[edge] = next;
  return { ...doc, sides };
}

/** Takes every symbol off an edge. */
export function clearSide(doc: EditDoc, edge: EdgeKey): EditDoc {
  if (!Object.hasOwn(doc.sides, edge)) return doc;
  const sides = { ...doc.sides };
  delete sides[edge];
  return { ...doc, sides };
}

/** The board file, and which edge each `hexsides[i]` entry names (to place the loader's warnings). */
export interface WrittenBoard {
  readonly json: Record<string, unknown>;
  readonly edgeOfEntry: readonly EdgeKey[];
  readonly hexOfLabel: ReadonlyMap<string, HexKey>;
}

export function writeDoc(doc: EditDoc): WrittenBoard {
  const cells = hexKeysOf(doc.hexes)
    .map((key) => ({ key, h: parseHexKey(key) }))
    .map(({ key, h }) => ({ key, h, cell: axialToOffset(h, doc.grid.shifted) }))
    .sort((a, b) => a.cell.column - b.cell.column || a.cell.row - b.cell.row);
  const hexes: Record<string, unknown> = {};
  const hexOfLabel = new Map<string, HexKey>();
  for (const { key, cell } of cells) {
    const label = cellLabel(cell, doc.grid.firstRow);
    const e = doc.hexes[key];
    hexes[label] = {
      terrain: e.terrain,
      ...(e.level === undefined ? {} : { level: e.level }),
      ...(e.elevation === undefined ? {} : { elevation: e.elevation }),
      ...(e.features?.length ? { features: [...e.features] } : {}),
      ...(e.note ? { note: e.note } : {}),
      ...(e.singleHex === undefined ? {} : { singleHex: e.singleHex }),
    };
    hexOfLabel.set(label, key);
  }
  const hexsides: { hex: string; side: Side; symbol: HexsideSymbol }[] = [];
  const edgeOfEntry: EdgeKey[] = [];
  for (const edge of edgeKeysOf(doc.sides).sort()) {
    const [a, b] = edgeHexes(edge);
    const { side } = parseEdgeKey(edge);
    const [h, s] = onGrid(doc, a) ? [a, side] : [b, OPPOSITE_SIDE[side]];
    if (!onGrid(doc, h)) continue;
    for (const symbol of doc.sides[edge]) {
      hexsides.push({ hex: labelIn(doc, h), side: s, symbol });
      edgeOfEntry.push(edge);
    }
  }
  const json = {
    format: 'hexlos-board/1',
    id: doc.id,
    name: doc.name,
    family: doc.family,
    grid: {
      columns: doc.grid.columns,
      rows: doc.grid.rows,
      shifted: doc.grid.shifted,
      ...(doc.grid.firstRow === 1 ? {} : { firstRow: doc.grid.firstRow }),
      ...(doc.grid.halfHexes ? { halfHexes: true } : {}),
    },
    defaultTerrain: doc.defaultTerrain,
    hexes,
    hexsides,
  };
  return { json, edgeOfEntry, hexOfLabel };
}

export const docText = (doc: EditDoc): string => `${JSON.stringify(writeDoc(doc).json, null, 2)}\n`;

/** The edge a loader warning's path names (`hexsides[3]…`), or the hex (`hexes.C4…`). */
export function placeOfWarning(written: WrittenBoard, path: string): { edge?: EdgeKey; hex?: HexKey } {
  const side = /^hexsides\[(\d+)\]/.exec(path);
  if (side) return { edge: written.edgeOfEntry[Number(side[1])] };
  const hex = /^hexes\.([A-Za-z]+\d+)/.exec(path);
  if (hex) return { hex: written.hexOfLabel.get(hex[1].toUpperCase()) };
  return {};
}
