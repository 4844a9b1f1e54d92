// The Tactical GameX verdict alone (seed 004), for viewsheds, the all-pairs
// matrix, the audit and `check`: the explained evaluation's decisions
// (decide.ts, on the same obstacles from obstacles.ts) reached without a
// trace, a sentence or the other reading's second evaluation. The line is
// walked in integers (board-walk.ts) in memory of one line. Under the
// defender's benefit of the doubt a line is blocked when any route is; every
// live candidate and every side between live neighbours lies on some route,
// so the first blocking obstacle among them answers. Only the sides whose
// symbols have a height and the woods-like hexes are looked at.
//
// properties (verdict-paths.test.ts) hold this path to evaluateTgx's verdict
// on random boards under every reading.

import { type BoardIndex, boardIndex, SYMBOL_BIT } from '../../board-index.ts';
import { unitCellAt } from '../../board-model.ts';
import { flagJudgedSides, walkOnBoard } from '../../board-walk.ts';
import { hexDistance } from '../../hex/axial.ts';
import { clearanceField } from '../../hex/line-walk.ts';
import { TERRAINS, type Board, type HexCell } from '../../types.ts';
import { isMarked } from '../markers.ts';
import type { Readings } from '../readings.ts';
import type { LosQuery } from '../types.ts';
import type { VerdictScratch } from '../verdict-scratch.ts';
import { decideHex, decideSide, type UnitLevels } from './decide.ts';
import {
  HEX_OBSTACLE_TERRAINS,
  hexObstacle,
  LOW_SIDE_SYMBOLS,
  RIDGE_HEIGHTS,
  sideObstacles,
  unitLevel,
} from './obstacles.ts';

/** The symbols sideObstacles reads (those with a height); a side with none of them holds no obstacle. */
const SIDE_MASK = [...(Object.keys(RIDGE_HEIGHTS) as (keyof typeof SYMBOL_BIT)[]), ...LOW_SIDE_SYMBOLS].reduce(
  (m, s) => m | SYMBOL_BIT[s],
  0,
);
/** Per terrain index (board-index.ts), 1 when hexObstacle finds an obstacle in such a hex. */
const OBSTACLE_TERRAIN = Uint8Array.from(TERRAINS, (t) => (HEX_OBSTACLE_TERRAINS.includes(t) ? 1 : 0));

export function isVisibleTgx(board: Board, query: LosQuery, scratch: VerdictScratch): boolean {
  const walker = scratch.walker;
  const { from, to } = query;
  const month = query.markers?.month;
  const firerCell = unitCellAt(board, from, 'firer');
  const targetCell = unitCellAt(board, to, 'target');
  const range = hexDistance(from, to);
  if (range <= 1) return true;
  const levels: UnitLevels = { attacker: unitLevel(firerCell, month), target: unitLevel(targetCell, month) };
  const readings = scratch.readingsOf(query.readings);
  // 003's artillery marker, borrowed (decide.ts ARTILLERY): a marked hex on any route blocks.
  const shelled = (query.markers?.blockedHexes?.length ?? 0) > 0;
  const ix = boardIndex(board);
  // A line that meets no obstacle hex and no side with a height has nothing to judge (verdict.ts of panzerblitz, the same walk).
  const facts = shelled ? undefined : tgxFlags(ix);
  if (
    facts &&
    !walker.meetsFlagged(
      from.q,
      from.r,
      to.q - from.q,
      to.r - from.r,
      ix.qMin,
      ix.rMin,
      ix.height,
      facts.flags,
      SIDE,
      SIDE | OBSTACLE,
      facts.clearance,
    )
  )
    return true;
  const w = walkOnBoard(walker, ix, from, to);
  const { live, rowX, slotBase, slotPerX, slotPerStep, edgeE1, edgeE2 } = w;
  const edgeMask = ix.edgeMask;
  for (let k = 1; k <= range; k++) {
    for (let j = 0; j < 2; j++) {
      if (!(live[k - 1] & (1 << j))) continue;
      const x = rowX[2 * (k - 1) + j];
      const slot = slotBase + x * slotPerX + (k - 1) * slotPerStep;
      if (k > 1 && shelled && isMarked(query, { q: w.hexQ(k - 1, j), r: w.hexR(k - 1, j) })) return false;
      if (k > 1 && obstacleAt(ix, slot) && hexBlocks(board, ix, slot, k - 1, range, levels, readings)) return false;
      for (let j2 = 0; j2 < 2; j2++) {
        if (!(live[k] & (1 << j2))) continue;
        const dx = rowX[2 * k + j2] - x;
        if (dx !== 0 && dx !== 1) continue;
        if ((edgeMask[3 * slot + (dx === 1 ? edgeE1 : edgeE2)] & SIDE_MASK) === 0) continue;
        const a = { q: w.hexQ(k - 1, j), r: w.hexR(k - 1, j) };
        const b = { q: w.hexQ(k, j2), r: w.hexR(k, j2) };
        const place = { kind: 'hexside', index: k, range } as const;
        for (const obstacle of sideObstacles(board, a, b))
          if (decideSide(obstacle, place, levels, readings).blocks) return false;
      }
    }
  }
  return true;
}

const SIDE = 1;
const OBSTACLE = 2;
/**
 * Per board index: SIDE on a hex one of whose sides has a symbol sideObstacles reads, OBSTACLE on an
 * on-board hex of an obstacle terrain (the two things the loop below judges: route sides between
 * any two steps, obstacles strictly between the ends), and their clearance field.
 */
const flagsOfIndex = new WeakMap<BoardIndex, { flags: Uint8Array; clearance: Uint8Array }>();
function tgxFlags(ix: BoardIndex): { flags: Uint8Array; clearance: Uint8Array } {
  let facts = flagsOfIndex.get(ix);
  if (!facts) {
    const flags = new Uint8Array(ix.level.length);
    for (let slot = 0; slot < flags.length; slot++) if (obstacleAt(ix, slot)) flags[slot] = OBSTACLE;
    flagJudgedSides(ix, SIDE_MASK, flags, SIDE);
    facts = { flags, clearance: clearanceField(flags, ix.width, ix.height) };
    flagsOfIndex.set(ix, facts);
  }
  return facts;
}

const obstacleAt = (ix: BoardIndex, slot: number): boolean =>
  ix.level[slot] >= 0 && OBSTACLE_TERRAIN[ix.terrain[slot]] === 1;

function hexBlocks(
  board: Board,
  ix: BoardIndex,
  slot: number,
  i: number,
  range: number,
  levels: UnitLevels,
  readings: Readings,
): boolean {
  const cell = ix.cells[slot] as HexCell;
  const obstacle = hexObstacle(board, cell.hex);
  return obstacle !== undefined && decideHex(obstacle, { kind: 'hex', index: i, range }, levels, readings).blocks;
}
