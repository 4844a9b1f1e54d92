// What the main thread may ask the engine worker and what comes back. Every
// answer is plain data (structured-clone safe: Maps, bigints, no functions),
// and errors are values: a rule set that is not finished, or a label that is
// not on the board, comes back as `{ ok: false, message }`, never as a throw
// across the worker boundary.

import type { StoredFile } from '../board/library/library.ts';
import type { PackResult, UnpackResult } from '../board/library/link-payload.ts';
import type { Problem } from '../board/problem.ts';
import type { AuditReport } from '../engine/audit.ts';
import type { CombatInput, CombatResult } from '../engine/combat/types.ts';
import type { RuleSetId } from '../engine/rules/ids.ts';
import type { Judging, LosQuery, LosResult, RuleSetInfo } from '../engine/rules/types.ts';
import type { Axial, Board, BoardFamily } from '../engine/types.ts';
import type { ScanGrid, ScanResult, ScanSample } from '../scan/detect.ts';
import type { Point } from '../scan/homography.ts';
import type { RgbaImage } from '../scan/image.ts';
import type { HexsideName } from '../scan/request.ts';
import type { BoardRect } from '../scan/underlay.ts';
import type { ModuleBoardSummary } from '../scan/vassal/scan-board.ts';

/** A bundled board or map, as listed in the board picker. */
export interface BoardEntry {
  readonly id: string;
  readonly name: string;
  readonly family: BoardFamily;
}

/**
 * A file the user opened or dropped: its bytes as read (decoded in the worker
 * by the one strict decoder, src/board/decode.ts), or text already decoded.
 */
export interface BoardFile {
  readonly name: string;
  readonly bytes?: Uint8Array;
  readonly text?: string;
}

export type LoadAnswer =
  | {
      readonly ok: true;
      readonly board: Board;
      readonly warnings: readonly Problem[];
      /** The rule sets that read this board, for the picker. */
      readonly ruleSets: readonly RuleSetInfo[];
      readonly defaultRules: RuleSetId;
    }
  | { readonly ok: false; readonly errors: readonly Problem[]; readonly warnings: readonly Problem[] };

export type Answer<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/**
 * When the worker handled one question (performance.now() on the page's clock
 * once the client has converted them; the worker sends its own clock plus its
 * time origin): for the tap-to-drawn figures (src/ui/perf.ts), which split the
 * worker's round trip into the trip there, the engine, and the trip back.
 */
export interface WorkerStamps {
  /** The question's message reached the worker's handler. */
  readonly received: number;
  /** The engine began answering. */
  readonly engineStart: number;
  /** The engine's answer was complete (it is posted straight after). */
  readonly engineEnd: number;
  /** The answer's message reached the page's handler (set on the page). */
  readonly arrived?: number;
}

/** A verdict, and in the worker when it was worked out. */
export type LosAnswer = Answer<LosResult> & { readonly stamps?: WorkerStamps };

/** The message of an answer to a question that was superseded or cancelled before it finished (not an error to show). */
export const CANCELLED = 'cancelled';

/** What the worker's viewsheds have done since it started: asked, stopped unfinished, and hexes judged. */
export interface WorkDone {
  readonly viewsheds: number;
  readonly cancelled: number;
  readonly judged: number;
  /** Board loads stopped because a newer board was opened while they were being parsed. */
  readonly loadsStopped: number;
}

/** One rule set's verdict on the current pair, for the compact comparison row. */
export interface RuleVerdict {
  readonly id: RuleSetId;
  readonly name: string;
  readonly visible: boolean;
}

/** Every rule set's verdict on one pair: the judging terms but the rule set; the group's house readings, as every question about the board. */
export interface PairQuery extends Omit<Judging, 'rules'> {
  readonly from: Axial;
  readonly to: Axial;
}

export interface ViewshedRequest extends Judging {
  readonly from: Axial;
}

/** The audit is of the board as printed: no turn markers. */
export type AuditRequest = Omit<Judging, 'markers'>;

/** How far the audit in progress is: ordered pairs judged, of all. */
export interface AuditProgress {
  readonly done: number;
  readonly total: number;
}

/**
 * Moments of the engine's start, in milliseconds since the epoch (performance.timeOrigin + now), so the page can
 * place them on its own clock: the worker's performance.now() counts from the worker's start, not the page's.
 */
export interface BootTimes {
  /** The engine's shell was made: in the worker, its code fetched, compiled and run. */
  readonly started: number;
  /** The first board adopted (its parse done). */
  readonly firstBoard?: number;
  /** The first board's warm-up began and ended (engine-api.ts warmUp). */
  readonly warmUpStart?: number;
  readonly warmUpEnd?: number;
}

/** The worker's surface. Each call reads the board loaded by the last successful load. */
export interface EngineApi {
  boards(): BoardEntry[] | Promise<BoardEntry[]>;
  loadBundled(id: string): LoadAnswer | Promise<LoadAnswer>;
  /** The first file is the board or map; the others may be boards a map refers to. */
  loadFiles(files: readonly BoardFile[]): LoadAnswer | Promise<LoadAnswer>;
  los(query: LosQuery): LosAnswer | Promise<LosAnswer>;
  /** The verdict under every rule set that reads the board; rule sets that fail are left out. */
  losAllRules(query: PairQuery): RuleVerdict[] | Promise<RuleVerdict[]>;
  /**
   * Every hex the firer sees, judged in slices: a newer viewshed, cancelViewshed
   * or a new board stops it between two slices (answered `{ ok: false, message: CANCELLED }`).
   */
  viewshed(query: ViewshedRequest): Answer<Axial[]> | Promise<Answer<Axial[]>>;
  cancelViewshed(): void;
  workDone(): WorkDone | Promise<WorkDone>;
  /** When the engine started, and its first board's warm-up ran (the first verdict's stages, e2e/first-verdict.spec.ts). */
  bootTimes(): BootTimes | Promise<BootTimes>;
  combat(input: CombatInput): Answer<CombatResult> | Promise<Answer<CombatResult>>;
  /** A kept board's files packed for a share link, or the link's length when it would be too long. */
  packBoardLink(files: readonly StoredFile[]): PackResult | Promise<PackResult>;
  /** The files a share link carries, or why they cannot be read. */
  unpackBoardLink(payload: string): UnpackResult | Promise<UnpackResult>;
  /** Keeps one photo (decoded by the browser) for the scans that follow; the previous one is dropped. */
  holdPhoto(
    image: RgbaImage,
  ): Answer<{ width: number; height: number }> | Promise<Answer<{ width: number; height: number }>>;
  /** Reads the held photo (src/scan): proposals for terrain and hexside symbols. */
  scanPhoto(request: PhotoScanRequest): Answer<ScanResult> | Promise<Answer<ScanResult>>;
  /** A kept photo warped into board space for drawing under the board (src/scan/underlay.ts); the bitmap is transferred. */
  warpPhoto(request: UnderlayRequest): Answer<UnderlayBitmap> | Promise<Answer<UnderlayBitmap>>;
  /** Opens a VASSAL module (src/scan/vassal) and keeps it for holdModuleBoard: its boards, or why it cannot be read (the zip entry or XML path named). */
  openModule(bytes: Uint8Array): Answer<ModuleBoardSummary[]> | Promise<Answer<ModuleBoardSummary[]>>;
  /** Decodes one of the open module's board images and holds it as the photo, with the grid placed from the module. */
  holdModuleBoard(name: string): Promise<Answer<HeldModuleBoard>>;
  /**
   * The designer's audit of the loaded board (docs/audit.md), built in chunks
   * that yield to other questions; a newer audit, cancelAudit or a new board
   * drops it (answered `{ ok: false, message: CANCELLED }`).
   */
  audit(request: AuditRequest): Promise<Answer<AuditReport>>;
  auditProgress(): AuditProgress | undefined | Promise<AuditProgress | undefined>;
  cancelAudit(): void;
}

/** A module board held as the photo: its pixels (for the tracer to draw) and the grid the module places. */
export interface HeldModuleBoard {
  readonly image: RgbaImage;
  readonly grid: ScanGrid;
  readonly corners: readonly { readonly x: number; readonly y: number }[];
  readonly firstRow: number;
  readonly turn: string;
  readonly numbering: ModuleBoardSummary['numbering'];
}

/** A kept photo to warp under the board. */
export interface UnderlayRequest {
  /** The photo as kept with the board (encoded), its size when traced, and the grid fit. */
  readonly image: Blob;
  readonly width: number;
  readonly height: number;
  readonly grid: ScanGrid;
  readonly corners: readonly Point[];
}

/** The rectified photo and the board-space rectangle it covers. */
export interface UnderlayBitmap {
  readonly rect: BoardRect;
  readonly bitmap: ImageBitmap;
}

/** A scan of the held photo: the grid, the four corner hex centres and the user's samples (image pixels). */
export interface PhotoScanRequest {
  readonly grid: ScanGrid;
  readonly corners: readonly { readonly x: number; readonly y: number }[];
  readonly samples: readonly ScanSample[];
  /** Strokes to leave unproposed (the e2e tests' hook; src/scan/request.ts). */
  readonly missOnPurpose?: readonly HexsideName[];
}
