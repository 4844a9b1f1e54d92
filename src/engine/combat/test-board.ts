// Small purpose-made boards and LOS stand-ins for the combat tests: a board is
// built directly as the engine's Board model (no file loading), and the LOS
// evaluator is injected so that combat is tested on its own.

import { hexByLabel } from '../board-model.ts';
import { edgeKey, hexDistance, hexKey } from '../hex/axial.ts';
import { axialToOffset, cellLabel, offsetToAxial } from '../hex/offset.ts';
import type { LosQuery, LosResult, UnitEnd } from '../rules/types.ts';
import type { Axial, Board, EdgeKey, HexCell, HexKey, HexsideSymbol, Level, Side, Terrain } from '../types.ts';
import { LEVEL_ELEVATION, TERRAIN_LEVEL } from '../types.ts';
import type { CombatDeps } from './index.ts';

export interface HexSpec {
  readonly terrain: Terrain;
  readonly level?: Level;
}

export interface BoardSpec {
  readonly hexes?: Readonly<Record<string, HexSpec>>;
  readonly hexsides?: readonly { readonly hex: string; readonly side: Side; readonly symbol: HexsideSymbol }[];
}

const COLUMNS = 14;
const ROWS = 14;

/** A 14 × 14 board (odd columns shifted down), clear unless `spec` says otherwise. */
export function makeBoard(spec: BoardSpec = {}): Board {
  const cells = new Map<HexKey, HexCell>();
  const labels = new Map<string, HexKey>();
  for (let column = 0; column < COLUMNS; column++) {
    for (let row = 0; row < ROWS; row++) {
      const hex = offsetToAxial({ column, row }, 'odd');
      const label = cellLabel({ column, row });
      const given = spec.hexes?.[label];
      const terrain = given?.terrain ?? 'clear';
      const level = given?.level ?? TERRAIN_LEVEL[terrain];
      const key = hexKey(hex);
      cells.set(key, {
        key,
        hex,
        label,
        aliases: [],
        terrain,
        level,
        elevation: LEVEL_ELEVATION[level],
        features: [],
        singleHex: false,
        column,
        row,
      });
      labels.set(label, key);
    }
  }
  const edges = new Map<EdgeKey, HexsideSymbol[]>();
  const board: Board = {
    id: 'combat-test',
    name: 'Combat test board',
    family: 'panzerblitz',
    grid: { columns: COLUMNS, rows: ROWS, shifted: 'odd', firstRow: 1, halfHexes: false },
    cells,
    edges,
    labels,
  };
  for (const side of spec.hexsides ?? []) {
    const key = edgeKey(at(board, side.hex), side.side);
    edges.set(key, [...(edges.get(key) ?? []), side.symbol]);
  }
  return board;
}

/** The hex a label names on a test board; throws on a typo. */
export function at(board: Board, label: string): Axial {
  const h = hexByLabel(board, label);
  if (!h) throw new Error(`no hex ${label} on the test board`);
  return h;
}

export const labelAt = (h: Axial): string => cellLabel(axialToOffset(h, 'odd'));

function end(board: Board, hex: Axial): UnitEnd {
  const cell = board.cells.get(hexKey(hex));
  if (!cell) throw new Error(`no hex ${hexKey(hex)}`);
  return { hex, label: cell.label, level: cell.level, terrain: cell.terrain, elevation: cell.elevation, inGully: false };
}

/** A LOS verdict as a rule set would give it, with one blocking reason when not visible. */
export function losVerdict(board: Board, query: LosQuery, visible: boolean, reasonText = 'A hill is in the way (note X).'): LosResult {
  return {
    from: query.from,
    to: query.to,
    range: hexDistance(query.from, query.to),
    rules: query.rules,
    trace: query.trace ?? 'hex',
    firer: end(board, query.from),
    target: end(board, query.to),
    visible,
    steps: [],
    routes: { count: 1n, blocked: visible ? 0n : 1n },
    reasons: visible ? [] : [{ rule: 'C', kind: 'hexside', text: reasonText }],
    notes: [],
  };
}

/** LOS for every pair except from the firer hexes listed as blocked; records every query. */
export function fakeLos(blockedFrom: readonly string[] = []): CombatDeps & { readonly queries: LosQuery[] } {
  const queries: LosQuery[] = [];
  return {
    queries,
    evaluateLos(board, query) {
      queries.push(query);
      return losVerdict(board, query, !blockedFrom.includes(labelAt(query.from)));
    },
  };
}

/** For indirect fire and overruns: any LOS query is a failure of the test. */
export const noLos: CombatDeps = {
  evaluateLos() {
    throw new Error('LOS must not be checked here');
  },
};
