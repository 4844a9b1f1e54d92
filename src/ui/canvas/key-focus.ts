// Picking hexes from the keyboard: the arrow keys move a focus hex across the
// board as the screen shows it (a board turned on a portrait screen turns the
// keys with it), one column or one row at a time, and Enter picks the focus
// hex as a tap would. Steps go by the board's own columns and rows, so Left
// then Right comes back to the same hex (a step by screen direction between
// hexagons does not always).

import { hexKey } from '../../engine/hex/axial.ts';
import type { Axial, Board, HexCell } from '../../engine/types.ts';

export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

export const isArrowKey = (key: string): key is ArrowKey =>
  key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown';

/** Column and row steps of each key on the board as drawn; turned 90° clockwise, screen right is the board's row above. */
const STEPS: Readonly<Record<'flat' | 'turned', Readonly<Record<ArrowKey, readonly [number, number]>>>> = {
  flat: { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] },
  turned: { ArrowLeft: [0, 1], ArrowRight: [0, -1], ArrowUp: [-1, 0], ArrowDown: [1, 0] },
};

const byPlace = new WeakMap<Board, ReadonlyMap<string, HexCell>>();

function cellAt(board: Board, column: number, row: number): HexCell | undefined {
  let index = byPlace.get(board);
  if (!index) {
    index = new Map([...board.cells.values()].map((c) => [`${c.column},${c.row}`, c]));
    byPlace.set(board, index);
  }
  return index.get(`${column},${row}`);
}

/**
 * The hex one step from `from` in the key's direction on screen; `from`
 * itself at the board's edge (or across a gap of a map made of boards).
 */
export function stepFocus(board: Board, from: Axial, key: ArrowKey, turned: boolean): Axial {
  const cell = board.cells.get(hexKey(from));
  if (!cell) return from;
  const [dc, dr] = STEPS[turned ? 'turned' : 'flat'][key];
  return cellAt(board, cell.column + dc, cell.row + dr)?.hex ?? from;
}
