// Reading a loaded board: cells by hex or label, symbols on an edge. Labels are
// the players' names for hexes; inside the engine everything is axial.

import { edgeBetween, hexKey } from './hex/axial.ts';
import type { Axial, Board, EdgeKey, HexCell, HexsideSymbol } from './types.ts';
import { GULLY_CROSSINGS, SYMBOLS, unimprovedRoadExists } from './types.ts';

export const cellAt = (board: Board, h: Axial): HexCell | undefined => board.cells.get(hexKey(h));

export const onBoard = (board: Board, h: Axial): boolean => board.cells.has(hexKey(h));

/** The hex a label (or a seam alias) names, in any case; undefined when not on the board. */
export function hexByLabel(board: Board, label: string): Axial | undefined {
  const text = label.trim().toUpperCase();
  // docs/board-format.md: "C04" and "C4" are the same hex (and "2-K07" is "2-K7").
  const key = board.labels.get(text) ?? board.labels.get(text.replace(LEADING_ZEROS, '$1'));
  return key === undefined ? undefined : board.cells.get(key)?.hex;
}

/** Zeros written before a row number, after the column letters (and a map board's prefix). */
const LEADING_ZEROS = /^((?:[A-Z0-9]+-)?[A-Z]+)0+(?=[0-9])/;

/** The printed label of a hex; off-board hexes get their axial key in brackets. */
export function labelOf(board: Board, h: Axial): string {
  return cellAt(board, h)?.label ?? `(${hexKey(h)})`;
}

/** A unit's cell (its role, "firer" or "target", names it in the error): a query about a hex off the board is refused. */
export function unitCellAt(board: Board, hex: Axial, role: string): HexCell {
  const cell = cellAt(board, hex);
  if (!cell) throw new RangeError(`the ${role}'s hex ${labelOf(board, hex)} is not on the board`);
  return cell;
}

const NO_SYMBOLS: readonly HexsideSymbol[] = [];

const SYMBOL_ORDER = new Map(SYMBOLS.map((s, i) => [s, i]));

/**
 * The symbols on an edge, each once, in the order of SYMBOLS: the same answer
 * and the same sentences whatever order a board file lists them in.
 */
export function symbolsOnEdge(board: Board, edge: EdgeKey): readonly HexsideSymbol[] {
  const list = board.edges.get(edge);
  if (!list) return NO_SYMBOLS;
  if (list.length < 2) return list;
  return [...new Set(list)].sort((x, y) => (SYMBOL_ORDER.get(x) ?? 0) - (SYMBOL_ORDER.get(y) ?? 0));
}

export function symbolsBetween(board: Board, a: Axial, b: Axial): readonly HexsideSymbol[] {
  return symbolsOnEdge(board, edgeBetween(a, b));
}

/**
 * A unit here is in a gully (000 gullies A-D): a gully hex that no road,
 * railroad or bridge crosses (those make it clear terrain), nor an unimproved
 * road in a month when it exists (001; no month: the board as printed).
 */
export const isInGully = (cell: HexCell, month?: number): boolean =>
  cell.terrain === 'gully' &&
  !cell.features.some((f) => GULLY_CROSSINGS.includes(f)) &&
  !(cell.features.includes('unimproved-road') && unimprovedRoadExists(month));

/** A gully crossed only by an unimproved road: a gully or clear terrain depending on the month (001). */
export const isSeasonalGully = (cell: HexCell): boolean =>
  cell.terrain === 'gully' &&
  cell.features.includes('unimproved-road') &&
  !cell.features.some((f) => GULLY_CROSSINGS.includes(f));
