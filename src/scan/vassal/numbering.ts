// Whether a module grid's hex names (VASSAL's HexGridNumbering) are HexLOS
// labels: every hex of the placed board is named the VASSAL way (below) and
// read back as a HexLOS label (column letters A, B, … AA, then the row
// number, from the board's `firstRow`; leading zeros are read as HexLOS
// reads them). The numbering maps when every name reads back as its own
// hex; then the board keeps the module's row numbers (`firstRow`). It does
// not map when columns are numbered or rows lettered, the row comes first,
// a separator stands between them, the columns do not start at A on the
// board's first column, or the names run against HexLOS's order — then the
// board is labelled HexLOS's way and the listing says why.
//
// VASSAL's names (RegularGridNumbering.java, HexGridNumbering.java; read,
// not copied): for raw column nx and raw row ny,
//   column = nx, or maxRows − nx when vDescend on a sideways grid,
//                or maxColumns − nx when hDescend on an upright one;
//   row    = ny, or maxRows − ny when vDescend on an upright grid,
//                or maxColumns − ny when hDescend on a sideways one;
//            then ± 1 in odd raw columns when `stagger` (against the descent);
//   name   = part(column + hOff, hType) sep part(row + vOff, vType), or row first;
//   part   = letters A..Z, AA..ZZ (one letter repeated) or a number with
//            hLeading/vLeading leading zeros;
// with maxRows = ⌊height / dx + ½⌋ and maxColumns = ⌊width / dy + ½⌋ of the
// board image (a zone's bounding box for a zone's grid), as VASSAL has them.

import { cellLabel, parseCellLabel } from '../../engine/hex/offset.ts';
import type { Point } from '../homography.ts';
import type { ScanGrid } from '../request.ts';
import type { HexGridSettings, HexNumbering } from './module.ts';

export type NumberingFit =
  | { readonly maps: true; readonly firstRow: number; readonly example: string }
  | { readonly maps: false; readonly reason: string; readonly example?: string };

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** One part of a VASSAL hex name (RegularGridNumbering's getName of a row or column). */
export function namePart(value: number, type: 'A' | 'N', leading: number): string {
  let out = value < 0 ? '-' : '';
  let n = Math.abs(value);
  if (type === 'A') {
    do {
      out += ALPHABET[n % 26];
      n -= 26;
    } while (n >= 0);
    return out;
  }
  let zeros = leading;
  while (zeros > 0 && n < 10 ** zeros--) out += '0';
  return `${out}${n}`;
}

/** The name VASSAL prints on the hex of raw column nx, raw row ny. */
export function vassalName(
  settings: HexGridSettings,
  numbering: HexNumbering,
  extent: { width: number; height: number },
  nx: bigint,
  ny: bigint,
): string {
  const maxRows = Math.floor(extent.height / Number(settings.dx) + 0.5);
  const maxColumns = Math.floor(extent.width / Number(settings.dy) + 0.5);
  const { sideways } = settings;
  let column = Number(nx);
  if (numbering.vDescend && sideways) column = maxRows - column;
  if (numbering.hDescend && !sideways) column = maxColumns - column;
  let row = Number(ny);
  if (numbering.vDescend && !sideways) row = maxRows - row;
  if (numbering.hDescend && sideways) row = maxColumns - row;
  if (numbering.stagger && nx % 2n !== 0n) row += (sideways ? numbering.hDescend : numbering.vDescend) ? -1 : 1;
  const columnName = namePart(column + numbering.hOff, numbering.hType, numbering.hLeading);
  const rowName = namePart(row + numbering.vOff, numbering.vType, numbering.vLeading);
  return numbering.first === 'H'
    ? `${columnName}${numbering.sep}${rowName}`
    : `${rowName}${numbering.sep}${columnName}`;
}

const at = (p: Point): string => `(${Math.round(p.x)}, ${Math.round(p.y)})`;

export function mapsOnto(
  settings: HexGridSettings,
  extent: { width: number; height: number },
  grid: ScanGrid,
  raw: (column: number, row: number) => { nx: bigint; ny: bigint },
  centre: (column: number, row: number) => Point,
): NumberingFit {
  const numbering = settings.numbering;
  if (!numbering) return { maps: false, reason: 'the module numbers no hexes; HexLOS labels them from A1' };
  const nameOf = (column: number, row: number) => {
    const { nx, ny } = raw(column, row);
    return vassalName(settings, numbering, extent, nx, ny);
  };
  const first = nameOf(0, 0);
  const read = parseCellLabel(first, 0);
  if (!read || read.column !== 0 || read.row < 0 || read.row > 999) {
    return {
      maps: false,
      reason: `the hex at ${at(centre(0, 0))} is named "${first}" by the module, where a HexLOS board starts with A (row numbers 0–999)`,
      example: first,
    };
  }
  const firstRow = read.row;
  for (let column = 0; column < grid.columns; column++) {
    for (let row = 0; row < grid.rows; row++) {
      const name = nameOf(column, row);
      const back = parseCellLabel(name, firstRow);
      if (!back || back.column !== column || back.row !== row) {
        return {
          maps: false,
          reason: `the hex at ${at(centre(column, row))} is named "${name}" by the module, where HexLOS would name it ${cellLabel({ column, row }, firstRow)}`,
          example: first,
        };
      }
    }
  }
  return { maps: true, firstRow, example: first };
}
