// Purpose-built boards for engine tests, from a compact description in the
// players' labels. Independent of the board file loader (src/board) so that
// engine tests exercise only the engine.

import { edgeKey, hexKey } from '../hex/axial.ts';
import { cellLabel, offsetToAxial, parseCellLabel } from '../hex/offset.ts';
import type { Board, BoardFamily, Feature, HexCell, HexsideSymbol, Level, Side, Terrain } from '../types.ts';
import { LEVEL_ELEVATION, SIDES, TERRAIN_LEVEL } from '../types.ts';

export interface HexSpec {
  readonly terrain?: Terrain;
  readonly level?: Level;
  readonly elevation?: number;
  readonly features?: readonly Feature[];
  readonly singleHex?: boolean;
}

export interface BoardSpec {
  readonly columns?: number;
  readonly rows?: number;
  readonly shifted?: 'odd' | 'even';
  readonly family?: BoardFamily;
  readonly defaultTerrain?: Terrain;
  readonly hexes?: Readonly<Record<string, Terrain | HexSpec>>;
  /** "C4 N green" entries: label, side, symbol. */
  readonly hexsides?: readonly string[];
}

const ONE_HEX: ReadonlySet<Terrain> = new Set<Terrain>(['wood-copse', 'collective-farm', 'old-fort']);

export function buildBoard(spec: BoardSpec): Board {
  const columns = spec.columns ?? 20;
  const rows = spec.rows ?? 12;
  const shifted = spec.shifted ?? 'odd';
  const cells = new Map<string, HexCell>();
  const labels = new Map<string, string>();
  const given = new Map<string, HexSpec>();
  for (const [label, v] of Object.entries(spec.hexes ?? {})) {
    given.set(label.toUpperCase(), typeof v === 'string' ? { terrain: v } : v);
  }
  const raw: { label: string; column: number; row: number; s: HexSpec; terrain: Terrain }[] = [];
  for (let column = 0; column < columns; column++) {
    for (let row = 0; row < rows; row++) {
      const label = cellLabel({ column, row });
      const s = given.get(label) ?? {};
      raw.push({ label, column, row, s, terrain: s.terrain ?? spec.defaultTerrain ?? 'clear' });
    }
  }
  for (const label of given.keys()) {
    if (!raw.some((c) => c.label === label)) throw new RangeError(`test board: ${label} is outside the grid`);
  }
  const terrainAt = new Map(raw.map((c) => [hexKey(offsetToAxial(c, shifted)), c.terrain]));
  for (const c of raw) {
    const hex = offsetToAxial(c, shifted);
    const level = c.s.level ?? TERRAIN_LEVEL[c.terrain];
    const alone = SIDES.every((side) => {
      const d = { N: [0, -1], NE: [1, -1], SE: [1, 0], S: [0, 1], SW: [-1, 1], NW: [-1, 0] }[side];
      return terrainAt.get(`${hex.q + d[0]},${hex.r + d[1]}`) !== c.terrain;
    });
    const singleHex =
      c.s.singleHex ?? (ONE_HEX.has(c.terrain) || ((c.terrain === 'woods' || c.terrain === 'town') && alone));
    const key = hexKey(hex);
    cells.set(key, {
      key,
      hex,
      label: c.label,
      aliases: [],
      terrain: c.terrain,
      level,
      elevation: c.s.elevation ?? LEVEL_ELEVATION[level],
      features: c.s.features ?? [],
      singleHex,
      column: c.column,
      row: c.row,
    });
    labels.set(c.label, key);
  }
  const edges = new Map<string, HexsideSymbol[]>();
  for (const line of spec.hexsides ?? []) {
    const [label, side, symbol] = line.trim().split(/\s+/);
    const cell = parseCellLabel(label);
    if (!cell || !SIDES.includes(side as Side)) throw new RangeError(`test board: bad hexside "${line}"`);
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
