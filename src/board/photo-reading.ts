// What reading a board off a photo proposed, in the shapes the library keeps
// beside the board (records.ts, the photo record) and the scanner produces
// (src/scan/request.ts): defined here, below both, because the library stores
// them and the layers point down (docs/layers.md). The scanner names only some
// terrains and symbols (src/scan/vocabulary.ts); a stored record is read back
// as any terrain or symbol of the engine, which its one reader, the review
// pass, accepts.

import type { Shift } from '../engine/hex/offset.ts';
import type { HexsideSymbol, Side, Terrain } from '../engine/types.ts';

/** A point of the photo, in its pixels. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The grid the corners were placed for. */
export interface ScanGrid {
  readonly columns: number;
  readonly rows: number;
  readonly shifted: Shift;
}

/** A hex's proposed terrain, as kept (the scanner's HexProposal names only the terrains it reads). */
export interface KeptHexProposal {
  readonly label: string;
  readonly column: number;
  readonly row: number;
  readonly terrain: Terrain;
  readonly confidence: number;
}

/** A hexside's proposed symbol, as kept (the scanner's HexsideProposal names only the symbols it reads). */
export interface KeptHexsideProposal {
  /** The hex the side is named from (its N, NE or SE side). */
  readonly hex: string;
  readonly side: Side;
  readonly symbol: HexsideSymbol;
  readonly confidence: number;
}
