// Hex labels in board files (docs/board-format.md#a-board): column
// letters then row number, any case on input, printed upper-case. A label
// must name a cell of the grid; "C04" and "c4" name the same hex as "C4".

import { cellLabel, columnLetters, parseCellLabel, type OffsetCell } from '../engine/hex/offset.ts';
import { LABEL_PATTERN } from './schema.ts';

export interface LabelGrid {
  readonly columns: number;
  readonly rows: number;
  readonly firstRow: number;
}

/** "c04" → "C4"; undefined when the text is not a label at all. */
export function canonicalLabel(text: string): string | undefined {
  if (!LABEL_PATTERN.test(text)) return undefined;
  const cell = parseCellLabel(text, 0);
  return cell === undefined ? undefined : cellLabel(cell, 0);
}

export const describeGrid = (grid: LabelGrid): string =>
  `columns A–${columnLetters(grid.columns - 1)}, rows ${grid.firstRow}–${grid.firstRow + grid.rows - 1}`;

export type LabelReading =
  | { ok: true; cell: OffsetCell; label: string }
  | { ok: false; message: string; label?: string };

/** Reads a label against a grid (or only its syntax, without one). */
export function readLabel(text: string, grid: LabelGrid | undefined): LabelReading {
  const label = canonicalLabel(text);
  if (label === undefined) {
    return {
      ok: false,
      message: `"${text}" is not a hex label: write column letters then the row number, like C4 or AA10`,
    };
  }
  const cell = parseCellLabel(text, grid?.firstRow ?? 0) as OffsetCell;
  if (grid && (cell.column >= grid.columns || cell.row < 0 || cell.row >= grid.rows)) {
    return { ok: false, label, message: `${label} is outside the grid (${describeGrid(grid)})` };
  }
  return { ok: true, cell, label };
}
