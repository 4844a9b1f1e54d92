// A scan's proposals as a board file (docs/board-format.md, `hexlos-board/1`): the
// grid, each hex whose terrain is not clear, and the hexside symbols. Nothing
// of the image goes into it. Confidences stay out of the file (a board file
// has no field for them; `hexlos validate` would warn on unknown keys): the
// CLI prints the doubtful ones beside it and the app draws them apart.

import type { HexsideProposal, HexProposal, ScanGrid } from './request.ts';

export interface ScannedBoardDocument {
  readonly format: 'hexlos-board/1';
  readonly id: string;
  readonly name: string;
  readonly family: 'panzerblitz';
  readonly grid: {
    readonly columns: number;
    readonly rows: number;
    readonly shifted: ScanGrid['shifted'];
    readonly firstRow?: number;
  };
  readonly defaultTerrain: 'clear';
  readonly hexes: Record<string, { readonly terrain: string }>;
  readonly hexsides: { readonly hex: string; readonly side: string; readonly symbol: string }[];
}

/** A board id from a file name: lower-case letters, digits and dashes. */
export function boardIdFrom(name: string): string {
  const stem = name.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
  const id = stem
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return id ? `scan-${id}` : 'scan';
}

export function toBoardDocument(
  proposals: {
    readonly grid: ScanGrid;
    readonly hexes: readonly HexProposal[];
    readonly hexsides: readonly HexsideProposal[];
  },
  meta: { readonly id: string; readonly name: string; readonly firstRow?: number },
): ScannedBoardDocument {
  const hexes: Record<string, { terrain: string }> = {};
  for (const h of proposals.hexes) if (h.terrain !== 'clear') hexes[h.label] = { terrain: h.terrain };
  return {
    format: 'hexlos-board/1',
    id: meta.id,
    name: meta.name,
    family: 'panzerblitz',
    grid: {
      columns: proposals.grid.columns,
      rows: proposals.grid.rows,
      shifted: proposals.grid.shifted,
      ...(meta.firstRow !== undefined && meta.firstRow !== 1 ? { firstRow: meta.firstRow } : {}),
    },
    defaultTerrain: 'clear',
    hexes,
    hexsides: proposals.hexsides.map((s) => ({ hex: s.hex, side: s.side, symbol: s.symbol })),
  };
}
