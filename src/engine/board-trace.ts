// Hex-traced routes on a real board. The geometry (hex/trace.ts) knows no
// board; but a route is a chain of hexes a player traces on the map, and where
// the line runs along the board's edge the hex beyond it does not exist. So
// wherever a step has a candidate on the board, candidates off the board are
// dropped (routes are recounted). Where every candidate of a step is off the
// board (a gap between the boards of a map), the line crosses open table and
// the off-board hexes stay: they have no terrain and no symbols.

import { onBoard } from './board-model.ts';
import { type HexTrace, traceHexes, traceThrough } from './hex/trace.ts';
import type { Axial, Board } from './types.ts';

export function traceOnBoard(board: Board, from: Axial, to: Axial): HexTrace {
  const trace = traceHexes(from, to);
  if (trace.steps.every((step) => step.every((h) => onBoard(board, h)))) return trace;
  const kept = trace.steps.map((step) => {
    const on = step.filter((h) => onBoard(board, h));
    return on.length > 0 ? on : step;
  });
  return traceThrough(from, to, kept) ?? trace;
}
