// Every hex the firer's hex can see: one LOS query per hex of the board.

import { hexEquals } from './hex/axial.ts';
import { isVisible } from './rules/index.ts';
import type { Readings } from './rules/panzerblitz/table.ts';
import type { RuleSetId, TraceMode, TurnMarkers } from './rules/types.ts';
import type { Axial, Board } from './types.ts';

export interface ViewshedQuery {
  readonly from: Axial;
  readonly rules: RuleSetId;
  readonly trace?: TraceMode;
  readonly markers?: TurnMarkers;
  /** House readings of contested rule texts; the defaults where not given. */
  readonly readings?: Partial<Readings>;
}

/** The hexes visible from `from`, in board order, the firer's own hex excluded. */
export function viewshed(board: Board, query: ViewshedQuery): Axial[] {
  const visible: Axial[] = [];
  const q = { ...query, to: query.from };
  for (const cell of board.cells.values()) {
    if (hexEquals(cell.hex, query.from)) continue;
    q.to = cell.hex;
    if (isVisible(board, q)) visible.push(cell.hex);
  }
  return visible;
}
