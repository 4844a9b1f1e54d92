// A module board's hex grid placed on its image exactly from the module's
// settings (no corner taps), as HexLOS's flat-topped, lettered grid.
//
// VASSAL's geometry (HexGrid.java, read, not copied): in the grid's own frame
// (u, v) — the image's (x, y), or (y, x) when `sideways` — the hex of raw
// column nx and raw row ny has its centre at
//   u = x0 + dx·nx,   v = y0 + dy·ny + (nx odd ? dy/2 : 0).
// The centres are computed in exact rationals (rational.ts) from the numbers
// as written, and turned into pixels only at the end.
//
// Which hexes make the board: the raw columns whose centres lie on the image
// (or the zone's box), edges included, and the rows whose centres lie on it
// in every column — so the corner hexes are always on the image, and a
// PanzerBlitz board's half hexes at the edges (centres on the edge) are kept.
// A row is one raw row across the board, or, as VASSAL's `stagger` numbering
// counts them, one raw row lower in the even raw columns than in the odd ones.
//
// HexLOS boards are flat-topped with columns left to right. A sideways grid
// (pointy-topped hexes on the image) becomes a HexLOS board turned 90°; an
// upright one is taken as it is or turned 180°. Never mirrored: a mirror
// image would show the board the wrong way round. Of the two turns, the one
// and two ways of forming rows, the one under which every hex's VASSAL name
// reads as its HexLOS label (numbering.ts) is chosen; when none does, the
// first (rows of one raw row), with HexLOS's own labels.

import { ModuleError } from '../../board/zip.ts';
import type { Point } from '../homography.ts';
import { MAX_GRID, type ScanGrid } from '../request.ts';
import type { GridArea, HexGridSettings } from './module.ts';
import { mapsOnto, type NumberingFit } from './numbering.ts';
import { add, ceil, div, floor, mul, parseDecimal, type Q, q, sub, toNumber } from './rational.ts';

/** How the HexLOS board shows the module's image. */
export const TURNS = ['as printed', 'turned 180°', 'turned 90° clockwise', 'turned 90° counter-clockwise'] as const;
export type Turn = (typeof TURNS)[number];

/** Each turn as the direction HexLOS columns and rows run along the grid's raw columns and rows (+1 with, -1 against). */
const ORIENTATIONS: Readonly<Record<'upright' | 'sideways', readonly { turn: Turn; columns: 1 | -1; rows: 1 | -1 }[]>> =
  {
    upright: [
      { turn: 'as printed', columns: 1, rows: 1 },
      { turn: 'turned 180°', columns: -1, rows: -1 },
    ],
    sideways: [
      { turn: 'turned 90° clockwise', columns: -1, rows: 1 },
      { turn: 'turned 90° counter-clockwise', columns: 1, rows: -1 },
    ],
  };

export interface Placement {
  readonly grid: ScanGrid;
  /** Row number of HexLOS's first row (the board file's `grid.firstRow`). */
  readonly firstRow: number;
  readonly turn: Turn;
  /** Image centres of A1, (last column)1, (last column)(last row), A(last row): the detector's corners. */
  readonly corners: readonly Point[];
  readonly numbering: NumberingFit;
  /** The raw VASSAL column and row of a HexLOS cell. */
  raw(column: number, row: number): { nx: bigint; ny: bigint };
  /** The image centre of a HexLOS cell. */
  centre(column: number, row: number): Point;
}

const odd = (n: bigint): boolean => n % 2n !== 0n;
const max = (a: bigint, b: bigint): bigint => (a > b ? a : b);
const min = (a: bigint, b: bigint): bigint => (a < b ? a : b);
const LIFTS = [0n, 1n] as const;

/** Places the grid on an image of `width` × `height` pixels. Throws ModuleError (at `where`) when it covers too little or too much. */
export function placeGrid(
  settings: HexGridSettings,
  width: number,
  height: number,
  area: GridArea | undefined,
  where: string,
): Placement {
  const dx = parseDecimal(settings.dx)!;
  const dy = parseDecimal(settings.dy)!;
  const x0 = parseDecimal(settings.x0)!;
  const y0 = parseDecimal(settings.y0)!;
  const box = area
    ? {
        x: Math.max(0, area.x),
        y: Math.max(0, area.y),
        right: Math.min(width, area.x + area.width),
        bottom: Math.min(height, area.y + area.height),
      }
    : { x: 0, y: 0, right: width, bottom: height };
  const [uMin, uMax, vMin, vMax] = (
    settings.sideways ? [box.y, box.bottom, box.x, box.right] : [box.x, box.right, box.y, box.bottom]
  ).map((n) => q(BigInt(n)));
  const halfDy = div(dy, q(2n));
  const u = (nx: bigint): Q => add(x0, mul(dx, q(nx)));
  const v = (nx: bigint, ny: bigint): Q => add(add(y0, mul(dy, q(ny))), odd(nx) ? halfDy : q(0n));

  const nxLo = ceil(div(sub(uMin, x0), dx));
  const nxHi = floor(div(sub(uMax, x0), dx));
  const rowsOf = (shift: Q) => ({
    lo: ceil(div(sub(sub(vMin, y0), shift), dy)),
    hi: floor(div(sub(sub(vMax, y0), shift), dy)),
  });
  const evenRows = rowsOf(q(0n));
  const oddRows = rowsOf(halfDy);
  const columns = Number(nxHi - nxLo + 1n);
  const size = `dx ${settings.dx}, dy ${settings.dy}, x0 ${settings.x0}, y0 ${settings.y0}${settings.sideways ? ', sideways' : ''}`;
  const extent = area ? { width: area.width, height: area.height } : { width, height };

  // A HexLOS row is one raw row in every column (lift 0), or, as VASSAL's `stagger` numbers them, raw row − 1 in odd raw columns (lift 1).
  const candidates = ORIENTATIONS[settings.sideways ? 'sideways' : 'upright'].flatMap((o) =>
    LIFTS.map((lift) => {
      const keyLo = max(evenRows.lo, oddRows.lo + lift);
      const keyHi = min(evenRows.hi, oddRows.hi + lift);
      const rows = Number(keyHi - keyLo + 1n);
      const raw = (column: number, row: number) => {
        const nx = o.columns > 0 ? nxLo + BigInt(column) : nxHi - BigInt(column);
        const key = o.rows > 0 ? keyLo + BigInt(row) : keyHi - BigInt(row);
        return { nx, ny: odd(nx) ? key - lift : key };
      };
      // A HexLOS column is shifted when its hexes sit half a hex further down the board than its neighbour's.
      const down = (nx: bigint) => (odd(nx) ? 1 - 2 * Number(lift) : 0) * o.rows;
      const grid: ScanGrid = { columns, rows, shifted: down(raw(0, 0).nx) > down(raw(1, 0).nx) ? 'even' : 'odd' };
      const centre = (column: number, row: number): Point => {
        const { nx, ny } = raw(column, row);
        const uu = toNumber(u(nx));
        const vv = toNumber(v(nx, ny));
        return settings.sideways ? { x: vv, y: uu } : { x: uu, y: vv };
      };
      const fits = columns >= 2 && rows >= 2 && columns <= MAX_GRID && rows <= MAX_GRID;
      const numbering: NumberingFit = fits
        ? mapsOnto(settings, extent, grid, raw, centre)
        : { maps: false, reason: 'the grid does not fit' };
      return { turn: o.turn, grid, raw, centre, numbering, fits };
    }),
  );
  const plain = candidates[0];
  if (plain.grid.columns < 2 || plain.grid.rows < 2) {
    throw new ModuleError(
      where,
      `the hex grid (${size}) covers ${Math.max(0, plain.grid.columns)} × ${Math.max(0, plain.grid.rows)} hexes of the ${width} × ${height} image; at least 2 × 2 are needed`,
    );
  }
  if (!plain.fits)
    throw new ModuleError(
      where,
      `the hex grid (${size}) covers ${plain.grid.columns} × ${plain.grid.rows} hexes; at most ${MAX_GRID} × ${MAX_GRID} are read`,
    );
  const chosen = candidates.find((c) => c.fits && c.numbering.maps) ?? plain;
  const c = chosen.grid.columns - 1;
  const r = chosen.grid.rows - 1;
  return {
    grid: chosen.grid,
    firstRow: chosen.numbering.maps ? chosen.numbering.firstRow : 1,
    turn: chosen.turn,
    corners: [chosen.centre(0, 0), chosen.centre(c, 0), chosen.centre(c, r), chosen.centre(0, r)],
    numbering: chosen.numbering,
    raw: chosen.raw,
    centre: chosen.centre,
  };
}
