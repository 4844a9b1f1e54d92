// A line walked on a board's index (board-index.ts) for the verdict-only
// paths: off-board candidates dropped as board-trace.ts drops them, so the
// walk's live candidates are the explained path's routes, and the slot
// arithmetic set up for the board's grid (LineWalk.indexFor).

import type { BoardIndex } from './board-index.ts';
import type { LineWalk } from './hex/line-walk.ts';
import type { Axial } from './types.ts';

/**
 * Walks from → to with `walker` on the board of `ix`. Every hex of the line
 * lies in the box of its two ends (q and r move monotonically along it) and
 * the index keeps a cell of margin around the board: slots need no bounds
 * checks. `dropOffBoard` false keeps every met candidate (real space).
 */
export function walkOnBoard(walker: LineWalk, ix: BoardIndex, from: Axial, to: Axial, dropOffBoard = true): LineWalk {
  if (dropOffBoard) return walker.walkOnGrid(from.q, from.r, to.q - from.q, to.r - from.r, ix.qMin, ix.rMin, ix.height, ix.level);
  walker.walk(from.q, from.r, to.q - from.q, to.r - from.r);
  return walker.indexFor(ix.qMin, ix.rMin, ix.height);
}
