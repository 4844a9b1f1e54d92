// A board flattened into typed arrays for the hot loops (viewsheds, all-pairs
// checks): hex levels and terrain by integer index, hexside symbols as bit
// masks per edge. Built once per board and kept beside it (WeakMap); the Board
// itself stays the plain data every other caller reads.

import { type NamingSide, parseEdgeKey } from './hex/axial.ts';
import type { Axial, Board, HexCell, Level, Terrain } from './types.ts';
import { FEATURES, LEVELS, SYMBOLS, TERRAINS } from './types.ts';

export interface BoardIndex {
  readonly qMin: number;
  readonly rMin: number;
  /** Extent in q and r. */
  readonly width: number;
  readonly height: number;
  /** Level index into LEVELS per cell, -1 where there is no hex. */
  readonly level: Int8Array;
  /** Terrain index into TERRAINS per cell. */
  readonly terrain: Uint8Array;
  /** Features per cell, one bit per FEATURES entry. */
  readonly features: Uint8Array;
  /** Symbols on each cell's N, NE and SE edges, one bit per SYMBOLS entry. */
  readonly edgeMask: Uint16Array;
  /** The board's cell per slot (undefined where there is no hex): a lookup without building a key. */
  readonly cells: readonly (HexCell | undefined)[];
}

const cache = new WeakMap<Board, BoardIndex>();

export const SYMBOL_BIT: Readonly<Record<(typeof SYMBOLS)[number], number>> = Object.fromEntries(
  SYMBOLS.map((s, i) => [s, 1 << i]),
) as Record<(typeof SYMBOLS)[number], number>;

export const LEVEL_INDEX: Readonly<Record<Level, number>> = Object.fromEntries(LEVELS.map((l, i) => [l, i])) as Record<
  Level,
  number
>;
export const TERRAIN_INDEX: ReadonlyMap<Terrain, number> = new Map<Terrain, number>(TERRAINS.map((t, i) => [t, i]));
export const FEATURE_BIT: Readonly<Record<(typeof FEATURES)[number], number>> = Object.fromEntries(
  FEATURES.map((f, i) => [f, 1 << i]),
) as Record<(typeof FEATURES)[number], number>;
const EDGE_DIR: Readonly<Record<NamingSide, number>> = { N: 0, NE: 1, SE: 2 };

export function boardIndex(board: Board): BoardIndex {
  const hit = cache.get(board);
  if (hit) return hit;
  let qMin = Infinity;
  let qMax = -Infinity;
  let rMin = Infinity;
  let rMax = -Infinity;
  for (const c of board.cells.values()) {
    qMin = Math.min(qMin, c.hex.q);
    qMax = Math.max(qMax, c.hex.q);
    rMin = Math.min(rMin, c.hex.r);
    rMax = Math.max(rMax, c.hex.r);
  }
  // One cell of margin on every side, so that an edge key on the far side of a border hex has a slot.
  qMin -= 1;
  rMin -= 1;
  const width = Math.max(0, qMax - qMin + 2);
  const height = Math.max(0, rMax - rMin + 2);
  const level = new Int8Array(width * height).fill(-1);
  const terrain = new Uint8Array(width * height);
  const features = new Uint8Array(width * height);
  const cells: (HexCell | undefined)[] = new Array(width * height).fill(undefined);
  for (const c of board.cells.values()) {
    const i = (c.hex.q - qMin) * height + (c.hex.r - rMin);
    cells[i] = c;
    level[i] = LEVEL_INDEX[c.level];
    terrain[i] = TERRAIN_INDEX.get(c.terrain) ?? 0;
    for (const f of c.features) features[i] |= FEATURE_BIT[f];
  }
  const edgeMask = new Uint16Array(width * height * 3);
  for (const [key, symbols] of board.edges) {
    const { hex, side: dir } = parseEdgeKey(key);
    const qi = hex.q - qMin;
    const ri = hex.r - rMin;
    if (qi < 0 || ri < 0 || qi >= width || ri >= height) continue;
    let mask = 0;
    for (const s of symbols) mask |= SYMBOL_BIT[s];
    edgeMask[(qi * height + ri) * 3 + EDGE_DIR[dir]] = mask;
  }
  const index = { qMin, rMin, width, height, level, terrain, features, edgeMask, cells };
  cache.set(board, index);
  return index;
}

/** Cell slot of a hex, or -1 when it lies outside the index. */
export function cellSlot(ix: BoardIndex, h: Axial): number {
  const qi = h.q - ix.qMin;
  const ri = h.r - ix.rMin;
  if (qi < 0 || ri < 0 || qi >= ix.width || ri >= ix.height) return -1;
  return qi * ix.height + ri;
}

/** The cell at (q, r), or undefined off the board: cellAt without a string key. */
export function cellAtIndex(ix: BoardIndex, q: number, r: number): HexCell | undefined {
  const qi = q - ix.qMin;
  const ri = r - ix.rMin;
  if (qi < 0 || ri < 0 || qi >= ix.width || ri >= ix.height) return undefined;
  return ix.cells[qi * ix.height + ri];
}
