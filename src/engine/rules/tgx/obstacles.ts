// What stands between two units under the Tactical GameX table (seed 004):
// unit levels and obstacle heights, as docs/rules-tgx-tagg.md reads LOS notes 3 and 4
// and docs/board-format.md defines the base of a green or gray hexside.
//
// Heights are exact halves: a slope or hilltop hexside stands at its own level
// (brown 1, orange 2, yellow 3, purple 4: note 4 says slope sides "do not rise
// an additional 0.5 levels"); green and gray sides, and woods-like hexes on a
// route, stand 0.5 above their base.

import { cellAt, isInGully, symbolsBetween } from '../../board-model.ts';
import { frac, type Fraction, fracAdd, HALF } from '../../fraction.ts';
import type { Axial, Board, HexCell, HexsideSymbol, Terrain } from '../../types.ts';
import {
  LEVEL_ELEVATION,
  ONE_HEX_TERRAINS,
  SYMBOL_TABLE,
  SYMBOLS,
  symbolsWhere,
  WOODS_AND_TOWNS,
} from '../../types.ts';
import type { TgxLevel } from './table.ts';

/** Hexside symbols that stand at a fixed level (note 4). */
export const RIDGE_HEIGHTS: Readonly<Partial<Record<HexsideSymbol, TgxLevel>>> = Object.fromEntries(
  SYMBOLS.flatMap((s) => {
    const height = SYMBOL_TABLE[s].tacticalGameX;
    return typeof height === 'number' ? [[s, height]] : [];
  }),
);

/** Hexside symbols that stand 0.5 above their base (note 4: "like green or gray hex sides"). */
export const LOW_SIDE_SYMBOLS: readonly HexsideSymbol[] = symbolsWhere((p) => p.tacticalGameX === 'low');

/**
 * Hexes that are obstacles when a route passes through them, and that note 1's
 * "Woods, Town, Collective Farm, or Fort hex" names (docs/rules-tgx-tagg.md's list).
 */
export const HEX_OBSTACLE_TERRAINS: readonly Terrain[] = [...WOODS_AND_TOWNS, ...ONE_HEX_TERRAINS];

/** The hexes a green or gray side can belong to (docs/board-format.md#symbols-their-heights-and-the-ground-they-stand-on). */
const LOW_SIDE_OWNERS = WOODS_AND_TOWNS;

export const isHexObstacle = (cell: HexCell | undefined): cell is HexCell =>
  cell !== undefined && HEX_OBSTACLE_TERRAINS.includes(cell.terrain);

/** A unit's level on the table: G 0, S1 1, H1 2, S2 3, H2 4; a unit in a gully is at ground level. */
export function unitLevel(cell: HexCell, month?: number): TgxLevel {
  if (isInGully(cell, month)) return 0;
  return LEVEL_ELEVATION[cell.level] as TgxLevel;
}

export interface SideObstacle {
  readonly kind: 'hexside';
  readonly symbol: HexsideSymbol;
  readonly height: Fraction;
  /** For green and gray: the level the side stands on, and the hex it belongs to (if one). */
  readonly base?: TgxLevel;
  readonly owner?: Axial;
}

export interface HexObstacle {
  readonly kind: 'hex';
  readonly hex: Axial;
  readonly terrain: Terrain;
  readonly height: Fraction;
  readonly base: TgxLevel;
}

export type Obstacle = SideObstacle | HexObstacle;

/** Base of a green or gray side: the level of the woods or town hex it belongs to; both or neither, the lower. */
function lowSideBase(board: Board, a: Axial, b: Axial): { base: TgxLevel; owner?: Axial } {
  const ends = [a, b]
    .map((hex) => ({ hex, cell: cellAt(board, hex) }))
    .filter((e): e is { hex: Axial; cell: HexCell } => e.cell !== undefined);
  if (ends.length === 0) return { base: 0 };
  const owners = ends.filter((e) => LOW_SIDE_OWNERS.includes(e.cell.terrain));
  if (owners.length === 1) return { base: unitLevel(owners[0].cell), owner: owners[0].hex };
  return { base: Math.min(...ends.map((e) => unitLevel(e.cell))) as TgxLevel };
}

/** The obstacles on the edge between two adjacent hexes, one per symbol that has a height. */
export function sideObstacles(board: Board, a: Axial, b: Axial): SideObstacle[] {
  const found: SideObstacle[] = [];
  for (const symbol of symbolsBetween(board, a, b)) {
    const ridge = RIDGE_HEIGHTS[symbol];
    if (ridge !== undefined) {
      found.push({ kind: 'hexside', symbol, height: frac(ridge) });
    } else if (LOW_SIDE_SYMBOLS.includes(symbol)) {
      const { base, owner } = lowSideBase(board, a, b);
      found.push({ kind: 'hexside', symbol, height: fracAdd(frac(base), HALF), base, owner });
    }
  }
  return found;
}

/** A woods-like hex on a route, standing 0.5 above its own level; undefined for any other hex. */
export function hexObstacle(board: Board, hex: Axial): HexObstacle | undefined {
  const cell = cellAt(board, hex);
  if (!isHexObstacle(cell)) return undefined;
  const base = LEVEL_ELEVATION[cell.level] as TgxLevel;
  return { kind: 'hex', hex, terrain: cell.terrain, height: fracAdd(frac(base), HALF), base };
}
