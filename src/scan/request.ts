// The scanner's request and its answer (docs/cli.md#hexlos-scan, `hexlos scan`; the tracer's
// worker calls): the grid and corners given, the samples tapped, and the
// proposals and colour classes read. Types only, with the error a request
// that cannot be read raises.

import type {
  KeptHexProposal,
  KeptHexsideAbsence,
  KeptHexsideProposal,
  Point,
  ScanGrid,
} from '../board/photo-reading.ts';
import type { RgbaImage } from './image.ts';
import type { Rgb, ScanName, ScanSymbol, ScanTerrain } from './vocabulary.ts';

// The grid and the proposals are kept by the library beside the board, so their shapes are defined below both;
// the scanner's own name only the terrains and symbols it reads.
export type { ScanGrid } from '../board/photo-reading.ts';

export interface HexProposal extends KeptHexProposal {
  readonly terrain: ScanTerrain;
}

/**
 * What makes a stroke doubtful whatever its evidence, so that the confidence
 * map holds it to the share of such strokes that were right (strokes.ts
 * marks them, calibration.ts holds them;
 * docs/scan.md#strokes-held-to-their-own-record):
 * - `faint`: its colour is barely apart from the ground's (strokes.ts, FAINT_CONTRAST);
 * - `seam`: its colour is nearer the half-and-half blend of two other
 *   strokes found on its edge than to anything the ground can show, as the
 *   gray a double symbol's green and purple blur to where they meet.
 */
export type StrokeCaution = 'faint' | 'seam';

export interface HexsideProposal extends KeptHexsideProposal {
  readonly symbol: ScanSymbol;
  /** On a scan's raw measure only: why the stroke is doubtful whatever its evidence (strokes.ts), which the confidence map reads and drops. */
  readonly cautions?: readonly StrokeCaution[];
}

/** An edge where a stroke may be printed though none was proposed (docs/scan.md#absences). */
export interface HexsideAbsence extends KeptHexsideAbsence {
  readonly candidate: ScanSymbol;
}

/** A hexside named from one of its hexes, as the scan names them. */
export interface HexsideName {
  readonly hex: string;
  readonly side: KeptHexsideProposal['side'];
}

export interface ScanSample {
  readonly name: ScanName;
  readonly x: number;
  readonly y: number;
}

/** A sample as the scan read it: the colour of the neighbourhood it looks at around the tap (before the lighting is taken out). */
export interface SampleRead extends ScanSample {
  readonly colour: Rgb;
}

export interface ScanRequest {
  readonly image: RgbaImage;
  readonly grid: ScanGrid;
  /** Image positions of the centres of A1, (last column)1, (last column)(last row), A(last row). */
  readonly corners: readonly Point[];
  readonly samples?: readonly ScanSample[];
  /**
   * Hexsides whose strokes the scan leaves unproposed on purpose, each then
   * reviewed as an absence: how the tests show that a missed stroke reaches
   * the review (docs/scan.md#absences). Never set by the CLI's users.
   */
  readonly missOnPurpose?: readonly HexsideName[];
}

export interface ScanClass {
  readonly name: ScanName;
  readonly kind: 'terrain' | 'symbol';
  /** The class's colour with the lighting taken out. */
  readonly colour: Rgb;
  readonly from: 'sample' | 'clustering';
  readonly count: number;
}

export interface ScanResult {
  readonly grid: ScanGrid;
  readonly hexes: readonly HexProposal[];
  readonly hexsides: readonly HexsideProposal[];
  /** Edges where a stroke may be printed but none was proposed, each once. */
  readonly absences: readonly HexsideAbsence[];
  readonly classes: readonly ScanClass[];
  /** The request's samples in their order, each with the colour read there. */
  readonly samples: readonly SampleRead[];
}

/** The mark an item carries when its colour is the clustering's guess (docs/scan.md#guessed-colours); none when it was sampled. */
export const guessedMark = (guessed: boolean | undefined): { guessed?: true } => (guessed ? { guessed: true } : {});

/** A request the scan cannot read, with the place it went wrong (`corners[2]`, `samples[0].name`, `grid.columns`). */
export class ScanInputError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

/** A photo's grid: at least two hexes each way (a grid is fitted between its corner hexes), at most a board's 200 (docs/board-format.md). */
export const MIN_GRID = 2;
export const MAX_GRID = 200;
