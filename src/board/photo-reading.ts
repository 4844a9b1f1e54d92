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
  /** Its colour was the clustering's guess, not a sample tap's (docs/scan.md#calibration); absent when sampled. */
  readonly guessed?: true;
}

/**
 * A hexside where a stroke may be printed though none was proposed (docs/scan.md#absences):
 * the symbol it would be, and how sure the scan is that there is none.
 */
export interface KeptHexsideAbsence {
  readonly hex: string;
  readonly side: Side;
  readonly candidate: HexsideSymbol;
  readonly confidence: number;
  /** The candidate's colour was the clustering's guess (docs/scan.md#calibration); absent when sampled. */
  readonly guessed?: true;
}

/** What a scan proposed, as kept beside the board; photos kept before absences were reviewed have none. */
export interface KeptProposals {
  readonly hexes: readonly KeptHexProposal[];
  readonly hexsides: readonly KeptHexsideProposal[];
  readonly absences?: readonly KeptHexsideAbsence[];
}

/** A hexside's proposed symbol, as kept (the scanner's HexsideProposal names only the symbols it reads). */
export interface KeptHexsideProposal {
  /** The hex the side is named from (its N, NE or SE side). */
  readonly hex: string;
  readonly side: Side;
  readonly symbol: HexsideSymbol;
  readonly confidence: number;
  /** Its colour was the clustering's guess, not a sample tap's (docs/scan.md#calibration); absent when sampled. */
  readonly guessed?: true;
}
