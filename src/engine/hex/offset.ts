// Offset cells and printed labels (docs/board-format.md#a-board).
// Columns are vertical; with shifted "odd" the odd columns sit half a hex
// lower (Red Blob's odd-q), with "even" the even ones (even-q).

import type { Axial } from '../types.ts';

export type Shift = 'odd' | 'even';

export interface OffsetCell {
  readonly column: number;
  readonly row: number;
}

const isShifted = (column: number, shifted: Shift): boolean =>
  shifted === 'odd' ? (column & 1) === 1 : (column & 1) === 0;

export function offsetToAxial(cell: OffsetCell, shifted: Shift): Axial {
  const q = cell.column;
  // Row index r0 of column q: axial r = r0 - floor(q/2) (odd-q) or - ceil(q/2) (even-q).
  const lift = shifted === 'odd' ? Math.floor(q / 2) : Math.ceil(q / 2);
  return { q, r: cell.row - lift };
}

export function axialToOffset(h: Axial, shifted: Shift): OffsetCell {
  const lift = shifted === 'odd' ? Math.floor(h.q / 2) : Math.ceil(h.q / 2);
  return { column: h.q, row: h.r + lift };
}

/** Whether a column sits half a hex lower than its neighbours. */
export const columnIsShifted = isShifted;

/** A..Z, then AA..ZZ, AAA..ZZZ: c mod 26 repeated floor(c/26)+1 times. */
export function columnLetters(column: number): string {
  if (!Number.isInteger(column) || column < 0) throw new RangeError(`bad column ${column}`);
  return String.fromCharCode(65 + (column % 26)).repeat(Math.floor(column / 26) + 1);
}

/** Inverse of columnLetters; undefined when the letters are not one repeated letter. */
export function parseColumnLetters(letters: string): number | undefined {
  const up = letters.toUpperCase();
  if (!/^[A-Z]+$/.test(up)) return undefined;
  if (!up.split('').every((ch) => ch === up[0])) return undefined;
  return (up.length - 1) * 26 + (up.charCodeAt(0) - 65);
}

export function cellLabel(cell: OffsetCell, firstRow = 1): string {
  return `${columnLetters(cell.column)}${cell.row + firstRow}`;
}

/** "C4" → column 2, row 3 (firstRow 1). Undefined when the text is not a label. */
export function parseCellLabel(label: string, firstRow = 1): OffsetCell | undefined {
  const m = /^([A-Za-z]+)(-?\d+)$/.exec(label.trim());
  if (!m) return undefined;
  const column = parseColumnLetters(m[1]);
  if (column === undefined) return undefined;
  return { column, row: Number(m[2]) - firstRow };
}
