// A module board read by the same detector as a photo (detect.ts): the grid
// placed from the module (placement.ts) gives the four corner centres a user
// would tap, and the proposals are relabelled to the module's row numbers
// when its numbering maps (numbering.ts). Shared by `hexlos scan MODULE` and
// the app's worker, so both give the same proposals for the same module and
// samples.

import { cellLabel, parseCellLabel } from '../../engine/hex/offset.ts';
import { detectBoard, type ScanResult, type ScanSample } from '../detect.ts';
import type { RgbaImage } from '../image.ts';
import type { ModuleBoard } from './module.ts';
import { placeGrid, type Placement } from './placement.ts';

export interface ModuleScan {
  readonly placement: Placement;
  readonly result: ScanResult;
}

/** The board list's line for one board, as the CLI prints it and the app's picker shows it. */
export interface ModuleBoardSummary {
  readonly name: string;
  readonly image: string;
  readonly width: number | null;
  readonly height: number | null;
  readonly grid: {
    readonly columns: number | null;
    readonly rows: number | null;
    readonly sideways: boolean;
    readonly dx: string;
    readonly dy: string;
    readonly x0: string;
    readonly y0: string;
  };
  readonly numbering: {
    readonly maps: boolean;
    readonly firstRow?: number;
    readonly reason?: string;
    readonly example?: string;
  };
  /** Why the board cannot be read, when it cannot (no image, an image of another kind, a grid off the image). */
  readonly problem?: string;
}

export function summarise(
  board: ModuleBoard,
  size: { width: number; height: number } | undefined,
  where: string,
): ModuleBoardSummary {
  const { dx, dy, x0, y0, sideways } = board.grid;
  const base = { name: board.name, image: board.image, width: size?.width ?? null, height: size?.height ?? null };
  const grid = { dx, dy, x0, y0, sideways };
  if (!size) {
    const problem = board.image ? `its image ${board.image} is missing or not a PNG or JPEG` : 'the board has no image';
    return {
      ...base,
      grid: { columns: null, rows: null, ...grid },
      numbering: { maps: false, reason: problem },
      problem,
    };
  }
  try {
    const p = placeGrid(board.grid, size.width, size.height, board.area, where);
    const numbering = p.numbering.maps
      ? { maps: true, firstRow: p.firstRow, example: p.numbering.example }
      : { maps: false, reason: p.numbering.reason, ...(p.numbering.example ? { example: p.numbering.example } : {}) };
    return { ...base, grid: { columns: p.grid.columns, rows: p.grid.rows, ...grid }, numbering };
  } catch (e) {
    const problem = e instanceof Error ? e.message : String(e);
    return {
      ...base,
      grid: { columns: null, rows: null, ...grid },
      numbering: { maps: false, reason: problem },
      problem,
    };
  }
}

/** Places the grid and runs the detector; throws ModuleError when the grid does not fit the image, ScanInputError for bad samples. */
export function scanModuleBoard(
  board: ModuleBoard,
  image: RgbaImage,
  samples: readonly ScanSample[],
  where: string,
): ModuleScan {
  const placement = placeGrid(board.grid, image.width, image.height, board.area, where);
  const found = detectBoard({ image, grid: placement.grid, corners: placement.corners, samples });
  if (placement.firstRow === 1) return { placement, result: found };
  const relabel = (label: string) => cellLabel(parseCellLabel(label, 1)!, placement.firstRow);
  return {
    placement,
    result: {
      ...found,
      hexes: found.hexes.map((h) => ({ ...h, label: relabel(h.label) })),
      hexsides: found.hexsides.map((s) => ({ ...s, hex: relabel(s.hex) })),
    },
  };
}
