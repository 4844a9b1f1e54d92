// The shapes of the library's records in the browser's store (docs/board-format.md,
// "The board library"): a board's summary and files, the photo beside it and
// the review of its proposals. Apart from library.ts so the checks and
// migrations of stored records (validate.ts, migrate.ts) share them without
// an import circle.

import type { BoardFamily } from '../../engine/types.ts';
import type { KeptProposals, Point, ScanGrid } from '../photo-reading.ts';

/** A file of a stored board: the board or map first, then the boards a map names. */
export interface StoredFile {
  readonly name: string;
  readonly text: string;
}

export type LibraryOrigin = 'file' | 'made' | 'link' | 'copy';

/** What the library list shows, without reading any board's files. */
export interface LibraryMeta {
  /** The library key: the board's id, or `id-2`… when that id was taken. */
  readonly key: string;
  /** The board's own id (the file's `id`). */
  readonly boardId: string;
  readonly name: string;
  readonly family: BoardFamily;
  readonly kind: 'board' | 'map';
  readonly origin: LibraryOrigin;
  /** Milliseconds since 1970 of the last save. */
  readonly savedAt: number;
  readonly bytes: number;
  /**
   * How many times this board was saved: 1 when first kept, one more at every
   * save, checked in the same transaction as the write so a tab holding an
   * older revision cannot write over a newer one
   * (docs/boards-safe.md#two-tabs). A record kept before revisions existed reads as 0 (migrate.ts).
   */
  readonly revision: number;
}

export interface LibraryRecord {
  readonly meta: LibraryMeta;
  readonly files: readonly StoredFile[];
}

/** The photo a board was traced over, kept on the device beside the board (never in its files). */
export interface BoardPhoto {
  /** The photo as decoded and oriented for tracing, encoded (JPEG or PNG). */
  readonly image: Blob;
  readonly width: number;
  readonly height: number;
  /** The grid the corners were placed for and the four corner hex centres on the image, in its pixels: the homography. */
  readonly grid: ScanGrid;
  readonly corners: readonly Point[];
  /** What the scan proposed, with its confidence: the review walks them. */
  readonly proposals: KeptProposals;
}

/** The most decisions a review record holds: one per proposal of the largest grid a scan reads, with room to spare. */
export const MAX_REVIEW_DECISIONS = 20_000;

/** The review pass over a board's photo: each decided proposal's name (`C3`, `B2 NE gray`) and what was decided (`kept`, `removed`, `to:<name>`). */
export interface BoardReview {
  readonly decisions: Readonly<Record<string, string>>;
}

/** Everything kept of one board: what the trash, a backup and a restore carry. */
export interface WholeBoard {
  readonly meta: LibraryMeta;
  readonly files: readonly StoredFile[];
  readonly photo?: BoardPhoto;
  readonly review?: BoardReview;
}
