// Purpose-built boards for engine tests, written as compactly as a board file
// (docs/board-format.md) in the players' labels but built straight into the
// engine's Board model, so engine tests depend on nothing outside the engine.
//
//   buildBoard({ columns: 1, rows: 6, hexes: { A1: 'hilltop', A4: 'woods' }, hexsides: ['A3 S orange'] })
//
// A hex entry is a terrain name, a bare elevation number (elevation boards), or
// the full record. Hexsides are "LABEL SIDE SYMBOL".

import { edgeKey, hexKey, neighbour } from '../hex/axial.ts';
import { cellLabel, offsetToAxial, parseCellLabel } from '../hex/offset.ts';
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
} from '../types.ts';
import { LEVEL_ELEVATION, SIDES, TERRAIN_LEVEL } from '../types.ts';

export interface HexSpec {
  readonly terrain?: Terrain;
  readonly level?: Level;
  readonly elevation?: number;
  readonly features?: readonly Feature[];
  readonly singleHex?: boolean;
}

export interface BoardSpec {
  readonly family?: BoardFamily;
  /** Default 20 × 12. */
  readonly columns?: number;
  readonly rows?: number;
  readonly shifted?: 'odd' | 'even';
  readonly defaultTerrain?: Terrain;
  readonly hexes?: Readonly<Record<string, Terrain | number | HexSpec>>;
  /** "C4 N green" */
  readonly hexsides?: readonly string[];
}

const ALWAYS_SINGLE: readonly Terrain[] = ['wood-copse', 'collective-farm', 'old-fort'];

function expand(entry: Terrain | number | HexSpec | undefined, defaultTerrain: Terrain): HexSpec {
  if (entry === undefined) return { terrain: defaultTerrain };
  if (typeof entry === 'number') return { terrain: defaultTerrain, elevation: entry };
  if (typeof entry === 'string') return { terrain: entry };
  return { terrain: defaultTerrain, ...entry };
}

export function buildBoard(spec: BoardSpec): Board {
  const columns = spec.columns ?? 20;
  const rows = spec.rows ?? 12;
  const shifted = spec.shifted ?? 'odd';
  const defaultTerrain = spec.defaultTerrain ?? 'clear';
  const given = new Map<string, HexSpec>();
  for (const [label, entry] of Object.entries(spec.hexes ?? {})) {
    if (!parseCellLabel(label)) throw new Error(`test board: bad label ${label}`);
    given.set(label.toUpperCase(), expand(entry, defaultTerrain));
  }
  const specs = new Map<HexKey, { hex: Axial; label: string; column: number; row: number; spec: HexSpec }>();
  for (let column = 0; column < columns; column++) {
    for (let row = 0; row < rows; row++) {
      const label = cellLabel({ column, row });
      const hex = offsetToAxial({ column, row }, shifted);
      specs.set(hexKey(hex), { hex, label, column, row, spec: given.get(label) ?? { terrain: defaultTerrain } });
      given.delete(label);
    }
  }
  if (given.size > 0) throw new Error(`test board: labels off the grid: ${[...given.keys()].join(', ')}`);
  const cells = new Map<HexKey, HexCell>();
  const labels = new Map<string, HexKey>();
  for (const [key, { hex, label, column, row, spec: s }] of specs) {
    const terrain = s.terrain ?? defaultTerrain;
    const level = s.level ?? TERRAIN_LEVEL[terrain];
    const sameNeighbour = SIDES.some((side) => specs.get(hexKey(neighbour(hex, side)))?.spec.terrain === terrain);
    const singleHex =
      s.singleHex ??
      (ALWAYS_SINGLE.includes(terrain) || ((terrain === 'woods' || terrain === 'town') && !sameNeighbour));
    cells.set(key, {
      key,
      hex,
      label,
      aliases: [],
      terrain,
      level,
      elevation: s.elevation ?? LEVEL_ELEVATION[level],
      features: s.features ?? [],
      singleHex,
      column,
      row,
    });
    labels.set(label, key);
  }
  const edges = new Map<EdgeKey, HexsideSymbol[]>();
  for (const line of spec.hexsides ?? []) {
    const [label, side, symbol] = line.trim().split(/\s+/);
    const cell = parseCellLabel(label);
    if (!cell || !SIDES.includes(side as Side)) throw new Error(`test board: bad hexside "${line}"`);
    const key = edgeKey(offsetToAxial(cell, shifted), side as Side);
    edges.set(key, [...(edges.get(key) ?? []), symbol as HexsideSymbol]);
  }
  return {
    id: 'test',
    name: 'test board',
    family: spec.family ?? 'panzerblitz',
    grid: { columns, rows, shifted, firstRow: 1, halfHexes: false },
    cells,
    edges,
    labels,
  };
}

/** The hex a label names on a test board (throws when it is not on it). */
export function hexAt(board: Board, label: string): Axial {
  const key = board.labels.get(label.toUpperCase());
  const cell = key === undefined ? undefined : board.cells.get(key);
  if (!cell) throw new Error(`test board: ${label} is not on the board`);
  return cell.hex;
}
