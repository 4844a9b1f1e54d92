// Every hex the firer's hex can see: one LOS query per hex of the board.

import { hexEquals } from './hex/axial.ts';
import { isVisible } from './rules/index.ts';
import type { Judging } from './rules/types.ts';
import { VerdictScratch } from './rules/verdict-scratch.ts';
import type { Axial, Board } from './types.ts';

export interface ViewshedQuery extends Judging {
  readonly from: Axial;
}

/** Hexes judged between two yields of viewshedSteps: well under a millisecond of work. */
const HEXES_PER_STEP = 256;

/**
 * The viewshed a few hundred hexes at a time: yields how many hexes have been
 * judged so far, and returns the visible hexes. The caller may stop between
 * two steps (the worker does when a newer question supersedes this one).
 */
export function* viewshedSteps(board: Board, query: ViewshedQuery): Generator<number, Axial[], void> {
  const visible: Axial[] = [];
  const q = { ...query, to: query.from };
  let judged = 0;
  // This viewshed's own working memory: two viewsheds stepped in turn never share a line's buffers.
  const scratch = new VerdictScratch();
  for (const cell of board.cells.values()) {
    judged++;
    if (!hexEquals(cell.hex, query.from)) {
      q.to = cell.hex;
      if (isVisible(board, q, scratch)) visible.push(cell.hex);
    }
    if (judged % HEXES_PER_STEP === 0) yield judged;
  }
  return visible;
}

/** The hexes visible from `from`, in board order, the firer's own hex excluded. */
export function viewshed(board: Board, query: ViewshedQuery): Axial[] {
  const steps = viewshedSteps(board, query);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
