// A line walked on a board's index (board-index.ts) for the verdict-only
// paths: off-board candidates dropped as board-trace.ts drops them, so the
// walk's live candidates are the explained path's routes, and the slot
// arithmetic set up for the board's grid (LineWalk.indexFor).

import type { BoardIndex } from './board-index.ts';
import { LineWalk } from './hex/line-walk.ts';
import type { Axial } from './types.ts';

/**
 * Walks from → to with `walker` on the board of `ix`. Every hex of the line
 * lies in the box of its two ends (q and r move monotonically along it) and
 * the index keeps a cell of margin around the board: slots need no bounds
 * checks. `dropOffBoard` false keeps every met candidate (real space).
 */
export function walkOnBoard(walker: LineWalk, ix: BoardIndex, from: Axial, to: Axial, dropOffBoard = true): LineWalk {
  if (dropOffBoard)
    return walker.walkOnGrid(from.q, from.r, to.q - from.q, to.r - from.r, ix.qMin, ix.rMin, ix.height, ix.level);
  walker.walk(from.q, from.r, to.q - from.q, to.r - from.r);
  return walker.indexFor(ix.qMin, ix.rMin, ix.height);
}

/**
 * Sets `bit` in flags[slot] for every index slot one of whose six sides has an edge mask meeting
 * `symbolMask`, at the slot arithmetic the walks read sides with (3·slot + LineWalk.edgeOffset).
 * With a rule set's single-hex obstacles flagged too, this is what LineWalk.meetsFlagged looks for.
 */
export function flagJudgedSides(ix: BoardIndex, symbolMask: number, flags: Uint8Array, bit: number): void {
  const offsets = Array.from({ length: 6 }, (_, d) => LineWalk.edgeOffset(d, ix.height));
  ix.edgeMask.forEach((m, e) => {
    if ((m & symbolMask) === 0) return;
    // The slots whose side d is edge e: 3·slot + offsets[d] = e.
    for (let d = 0; d < 6; d++) {
      const owner = e - offsets[d];
      if (owner >= 0 && owner % 3 === 0 && owner / 3 < flags.length) flags[owner / 3] |= bit;
    }
  });
}
