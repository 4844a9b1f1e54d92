// Small purpose-made boards and LOS stand-ins for the combat tests: a board is
// built directly as the engine's Board model (no file loading), and the LOS
// evaluator is injected so that combat is tested on its own.

import { hexDistance, hexKey } from '../hex/axial.ts';
import { axialToOffset, cellLabel } from '../hex/offset.ts';
import type { LosQuery, LosResult, UnitEnd } from '../rules/types.ts';
import { buildBoard, hexAt } from '../testing/build-board.ts';
import type { Axial, Board, Feature, HexsideSymbol, Level, Side, Terrain } from '../types.ts';
import type { CombatDeps } from './index.ts';

export interface HexSpec {
  readonly terrain: Terrain;
  readonly level?: Level;
  readonly features?: readonly Feature[];
}

export interface BoardSpec {
  readonly hexes?: Readonly<Record<string, HexSpec>>;
  readonly hexsides?: readonly { readonly hex: string; readonly side: Side; readonly symbol: HexsideSymbol }[];
}

/** A 14 × 14 board (odd columns shifted down), clear unless `spec` says otherwise. */
export function makeBoard(spec: BoardSpec = {}): Board {
  const hexes = Object.fromEntries(
    Object.entries(spec.hexes ?? {}).map(([label, h]) => [label, { ...h, singleHex: false }]),
  );
  const hexsides = (spec.hexsides ?? []).map((s) => `${s.hex} ${s.side} ${s.symbol}`);
  return { ...buildBoard({ columns: 14, rows: 14, hexes, hexsides }), id: 'combat-test', name: 'Combat test board' };
}

/** The hex a label names on a test board; throws on a typo. */
export const at = hexAt;

export const labelAt = (h: Axial): string => cellLabel(axialToOffset(h, 'odd'));

function end(board: Board, hex: Axial): UnitEnd {
  const cell = board.cells.get(hexKey(hex));
  if (!cell) throw new Error(`no hex ${hexKey(hex)}`);
  return {
    hex,
    label: cell.label,
    level: cell.level,
    terrain: cell.terrain,
    elevation: cell.elevation,
    inGully: false,
  };
}

/** A LOS verdict as a rule set would give it, with one blocking reason when not visible. */
export function losVerdict(
  board: Board,
  query: LosQuery,
  visible: boolean,
  reasonText = 'A hill is in the way (note X).',
): LosResult {
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
