// The engine behind the worker: a thin switch from requests to engine calls,
// holding the current board between calls (loaded once per board change).
// Pure apart from that one piece of state, so tests call it in-process and the
// worker (engine.worker.ts) only exposes it. It decides no rule: it forwards.

import type { StoredFile } from '../board/library/library.ts';
import { packBoardFiles, unpackBoardFiles, type PackResult, type UnpackResult } from '../board/library/link-payload.ts';
import type { Problem } from '../board/problem.ts';
import { ModuleError } from '../board/zip.ts';
import { AuditBuilder, type AuditReport } from '../engine/audit.ts';
import { evaluateCombat } from '../engine/combat/index.ts';
import type { CombatInput, CombatResult } from '../engine/combat/types.ts';
import { hexEquals, hexKey } from '../engine/hex/axial.ts';
import { defaultRules, evaluateLos, isVisible, ruleSetsFor, viewshedSteps } from '../engine/index.ts';
import type { RuleSetId, TraceMode } from '../engine/rules/ids.ts';
import { READINGS, type Readings, readingsOf } from '../engine/rules/readings.ts';
import type { LosQuery, LosResult } from '../engine/rules/types.ts';
import type { Axial, Board } from '../engine/types.ts';
import { detectBoard, ScanInputError, type ScanResult } from '../scan/detect.ts';
import { MAX_IMAGE_PIXELS, type RgbaImage } from '../scan/image.ts';
import { warpToBoard } from '../scan/underlay.ts';
import { boardImageSize, type ModuleIndex, readBoardImage, readModule } from '../scan/vassal/module.ts';
import { placeGrid } from '../scan/vassal/placement.ts';
import { type ModuleBoardSummary, summarise } from '../scan/vassal/scan-board.ts';
import { loadBoardFiles, bundledBoardList, loadBundledBoard, STOPPED_LOAD } from './boards.ts';
import { canDrawInWorker, decodeImageBytes, NO_UNDERLAY, PicturesUnavailable } from './decode-image.ts';
import type {
  Answer,
  AuditProgress,
  AuditRequest,
  BoardEntry,
  BoardFile,
  EngineApi,
  LoadAnswer,
  PairQuery,
  PhotoScanRequest,
  UnderlayBitmap,
  UnderlayRequest,
  HeldModuleBoard,
  RuleVerdict,
  ViewshedRequest,
  WorkDone,
  BootTimes,
} from './protocol.ts';
import { CANCELLED } from './protocol.ts';

/** Whether two choices of house readings read the rules alike (a reading left out is its default). */
function sameHouseReadings(a: Partial<Readings> | undefined, b: Partial<Readings> | undefined): boolean {
  const x = readingsOf(a);
  const y = readingsOf(b);
  return READINGS.every((r) => x[r.id] === y[r.id]);
}

const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

function attempt<T>(run: () => T): Answer<T> {
  try {
    return { ok: true, value: run() };
  } catch (err) {
    return { ok: false, message: messageOf(err) };
  }
}

const NO_BOARD: Answer<never> = { ok: false, message: 'No board is loaded.' };

/** Pairs judged per chunk of the audit: some tens of milliseconds, so other questions wait at most that long. */
const AUDIT_CHUNK_PAIRS = 20_000;

/** Now on a clock the page can read (BootTimes). */
const epochNow = () => performance.timeOrigin + performance.now();

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Lines answered after a board is adopted under the rule set it opens with (warmUp), beside three under every other. */
const WARM_LINES_OPENING = 16;

/**
 * How long a viewshed works before it lets other messages in: a newer
 * question, or a cancel, is read between two slices and stops it there.
 */
const VIEWSHED_SLICE_MS = 12;

const CANCELLED_ANSWER: Answer<never> = { ok: false, message: CANCELLED };

export class EngineShell implements EngineApi {
  private board: Board | undefined;
  /** The audit being built or last built, for progress and instant viewsheds. */
  private auditRun:
    | { readonly id: number; readonly builder: AuditBuilder; readonly index: Map<string, number> }
    | undefined;
  private auditId = 0;
  /** The viewshed asked last: an older one still running stops at its next slice. */
  private viewshedId = 0;
  /** The board load asked last: an older one still parsing stops at its next step. */
  private loadId = 0;
  /** What the viewsheds have done since the worker started (shows that cancelled work stops), and how many board loads a newer one stopped. */
  private readonly work = { viewsheds: 0, cancelled: 0, judged: 0, loadsStopped: 0 };
  private boot: { -readonly [K in keyof BootTimes]: BootTimes[K] } = { started: epochNow() };

  /** One photo at a time, held for tracing (it never leaves the device). */
  private photo: RgbaImage | undefined;

  holdPhoto(image: RgbaImage): Answer<{ width: number; height: number }> {
    this.photo = undefined;
    if (!(image.width > 0 && image.height > 0) || image.data.length !== image.width * image.height * 4)
      return { ok: false, message: 'The photo has no pixels.' };
    if (image.width * image.height > MAX_IMAGE_PIXELS)
      return {
        ok: false,
        message: `The photo is ${image.width} × ${image.height} pixels; at most ${MAX_IMAGE_PIXELS / 1e6} megapixels are read.`,
      };
    this.photo = image;
    return { ok: true, value: { width: image.width, height: image.height } };
  }

  scanPhoto(request: PhotoScanRequest): Answer<ScanResult> {
    const image = this.photo;
    if (!image) return { ok: false, message: 'No photo is loaded.' };
    try {
      return {
        ok: true,
        value: detectBoard({
          image,
          grid: request.grid,
          corners: request.corners,
          samples: request.samples,
          missOnPurpose: request.missOnPurpose,
        }),
      };
    } catch (err) {
      if (err instanceof ScanInputError) return { ok: false, message: err.message };
      return { ok: false, message: messageOf(err) };
    }
  }

  /**
   * Decodes a kept photo and warps it into board space, here in the worker:
   * a few million bilinear samples are too slow for the page's thread.
   */
  async warpPhoto(request: UnderlayRequest): Promise<Answer<UnderlayBitmap>> {
    if (!canDrawInWorker()) return { ok: false, message: NO_UNDERLAY };
    const { width, height } = request;
    if (!(width > 0 && height > 0) || width * height > MAX_IMAGE_PIXELS)
      return { ok: false, message: `The kept photo's size (${width} × ${height}) cannot be read.` };
    try {
      const decoded = await createImageBitmap(request.image);
      const canvas = new OffscreenCanvas(width, height);
      const ctx = canvas.getContext('2d');
      if (!ctx) return { ok: false, message: 'This browser cannot draw the photo under the board.' };
      ctx.drawImage(decoded, 0, 0, width, height);
      decoded.close();
      const pixels = ctx.getImageData(0, 0, width, height);
      const { rect, image } = warpToBoard({ width, height, data: pixels.data }, request.grid, request.corners);
      const out = new OffscreenCanvas(image.width, image.height);
      out
        .getContext('2d')!
        .putImageData(new ImageData(image.data as Uint8ClampedArray<ArrayBuffer>, image.width, image.height), 0, 0);
      return { ok: true, value: { rect, bitmap: out.transferToImageBitmap() } };
    } catch (err) {
      if (err instanceof ScanInputError)
        return { ok: false, message: `The photo's grid fit cannot be read: ${err.message}` };
      return { ok: false, message: `The kept photo could not be read (${messageOf(err)}).` };
    }
  }

  /** The module opened last (its zip's bytes and directory), for holdModuleBoard. */
  private module: ModuleIndex | undefined;
  /** How a board image is decoded: the browser's decoders in the worker; tests give their own. */
  decodeImage: (bytes: Uint8Array) => Promise<RgbaImage> = decodeImageBytes;

  openModule(bytes: Uint8Array): Answer<ModuleBoardSummary[]> {
    this.module = undefined;
    try {
      const module = readModule(bytes);
      const boards = module.boards.map((b) => summarise(b, boardImageSize(module, b), `${module.buildFile}:${b.path}`));
      this.module = module;
      return { ok: true, value: boards };
    } catch (err) {
      if (err instanceof ModuleError)
        return { ok: false, message: `${err.where ? `${err.where}: ` : ''}${err.message}` };
      return { ok: false, message: messageOf(err) };
    }
  }

  async holdModuleBoard(name: string): Promise<Answer<HeldModuleBoard>> {
    const module = this.module;
    const board = module?.boards.find((b) => b.name === name);
    if (!module || !board) return { ok: false, message: `No board "${name}" in the open module.` };
    let image: RgbaImage;
    try {
      image = await this.decodeImage(readBoardImage(module, board));
    } catch (err) {
      if (err instanceof ModuleError) return { ok: false, message: `${err.where}: ${err.message}` };
      if (err instanceof PicturesUnavailable) return { ok: false, message: err.message };
      return { ok: false, message: `zip:${board.image}: ${messageOf(err)}` };
    }
    try {
      const placement = placeGrid(
        board.grid,
        image.width,
        image.height,
        board.area,
        `${module.buildFile}:${board.path}`,
      );
      const held = this.holdPhoto(image);
      if (!held.ok) return held;
      const { grid, corners, firstRow, turn, numbering } = placement;
      return {
        ok: true,
        value: {
          image,
          grid,
          corners,
          firstRow,
          turn,
          numbering: numbering.maps
            ? { maps: true, firstRow, example: numbering.example }
            : { maps: false, reason: numbering.reason },
        },
      };
    } catch (err) {
      if (err instanceof ModuleError) return { ok: false, message: `${err.where}: ${err.message}` };
      return { ok: false, message: messageOf(err) };
    }
  }

  boards(): BoardEntry[] {
    return bundledBoardList();
  }

  async loadBundled(id: string): Promise<LoadAnswer> {
    const load = ++this.loadId;
    return this.adoptIfNewest(load, await loadBundledBoard(id));
  }

  /** A board opened while another is still being parsed stops the older parse at its next step (boards.ts). */
  async loadFiles(files: readonly BoardFile[]): Promise<LoadAnswer> {
    const load = ++this.loadId;
    const stillWanted = async () => {
      await nextTask();
      return this.loadId === load;
    };
    return this.adoptIfNewest(load, await loadBoardFiles(files, stillWanted));
  }

  private adoptIfNewest(load: number, loaded: Parameters<EngineShell['adopt']>[0]): LoadAnswer {
    if (this.loadId === load) return this.adopt(loaded);
    this.work.loadsStopped++;
    return STOPPED_LOAD;
  }

  los(query: LosQuery): Answer<LosResult> {
    const board = this.board;
    if (!board) return NO_BOARD;
    return attempt(() => evaluateLos(board, query));
  }

  losAllRules(query: PairQuery): RuleVerdict[] {
    const board = this.board;
    if (!board) return [];
    const verdicts: RuleVerdict[] = [];
    for (const rs of ruleSetsFor(board)) {
      const trace = query.trace && rs.traces.includes(query.trace) ? query.trace : rs.traces[0];
      try {
        // The row needs verdicts only: the verdict path, not a full explanation per rule set.
        verdicts.push({ id: rs.id, name: rs.name, visible: isVisible(board, { ...query, rules: rs.id, trace }) });
      } catch {
        // A rule set that cannot answer (not finished, or the query is outside
        // what it reads) is simply not compared.
      }
    }
    return verdicts;
  }

  async viewshed(query: ViewshedRequest): Promise<Answer<Axial[]>> {
    const board = this.board;
    const id = ++this.viewshedId;
    if (!board) return NO_BOARD;
    // A complete matrix for the same rule set, trace and readings (no markers) answers at once.
    const run = this.auditRun;
    const noMarkers = !query.markers || Object.keys(query.markers).length === 0;
    const sameReadings = sameHouseReadings(run?.builder.options.readings, query.readings);
    if (
      run?.builder.done &&
      noMarkers &&
      sameReadings &&
      run.builder.options.rules === query.rules &&
      run.builder.trace === (query.trace ?? 'hex')
    ) {
      const i = run.index.get(hexKey(query.from));
      if (i !== undefined) return { ok: true, value: run.builder.matrix.row(i) };
    }
    return this.viewshedInSlices(board, query, id);
  }

  /** Runs a viewshed in slices; a newer viewshed, cancelViewshed or a new board stops it between two slices. */
  private async viewshedInSlices(board: Board, query: ViewshedRequest, id: number): Promise<Answer<Axial[]>> {
    this.work.viewsheds++;
    let counted = 0;
    try {
      const steps = viewshedSteps(board, query);
      let sliceStart = performance.now();
      for (;;) {
        const step = steps.next();
        if (step.done) {
          this.work.judged += board.cells.size - counted;
          return { ok: true, value: step.value };
        }
        this.work.judged += step.value - counted;
        counted = step.value;
        if (performance.now() - sliceStart >= VIEWSHED_SLICE_MS) {
          await nextTask();
          if (this.viewshedId !== id || this.board !== board) {
            this.work.cancelled++;
            return CANCELLED_ANSWER;
          }
          sliceStart = performance.now();
        }
      }
    } catch (err) {
      return { ok: false, message: messageOf(err) };
    }
  }

  cancelViewshed(): void {
    this.viewshedId++;
  }

  workDone(): WorkDone {
    return { ...this.work };
  }

  bootTimes(): BootTimes {
    return { ...this.boot };
  }

  async audit(request: AuditRequest): Promise<Answer<AuditReport>> {
    const board = this.board;
    if (!board) return NO_BOARD;
    const id = ++this.auditId;
    let builder: AuditBuilder;
    try {
      builder = new AuditBuilder(board, { rules: request.rules, trace: request.trace, readings: request.readings });
    } catch (err) {
      this.auditRun = undefined;
      return { ok: false, message: messageOf(err) };
    }
    const index = new Map(builder.matrix.hexes.map((h, i) => [hexKey(h), i]));
    this.auditRun = { id, builder, index };
    const rows = Math.max(1, Math.floor(AUDIT_CHUNK_PAIRS / Math.max(1, builder.matrix.n)));
    while (!builder.done) {
      await nextTask();
      if (this.auditId !== id || this.board !== board) return CANCELLED_ANSWER;
      builder.step(rows);
    }
    return attempt(() => builder.report());
  }

  auditProgress(): AuditProgress | undefined {
    const run = this.auditRun;
    return run && run.id === this.auditId ? run.builder.progress : undefined;
  }

  cancelAudit(): void {
    this.auditId++;
    this.auditRun = undefined;
  }

  combat(input: CombatInput): Answer<CombatResult> {
    const board = this.board;
    if (!board) return NO_BOARD;
    return attempt(() => evaluateCombat(board, input));
  }

  packBoardLink(files: readonly StoredFile[]): PackResult {
    return packBoardFiles(files);
  }

  unpackBoardLink(payload: string): UnpackResult {
    return unpackBoardFiles(payload);
  }

  /**
   * A board's first answers run cold: V8 has not compiled the rule paths yet
   * and each kind of sentence is built for the first time, so the first tap's
   * line took about 15 ms of engine time instead of about 1 (e2e/performance.spec.ts).
   * Once a board is adopted, a few lines under every rule set that reads it,
   * and more under the one it opens with, are answered and dropped while the
   * worker is idle, one line per task, so a player's first tap waits behind
   * one line at most and is answered warm (the first taps of a "Same firer"
   * run went from 4-10 ms of engine time to about 2).
   * A newer board stops it.
   */
  private warmedLines = 0;

  /** How many lines the warm-ups have answered and dropped (for tests). */
  linesWarmed(): number {
    return this.warmedLines;
  }

  private async warmUp(board: Board): Promise<void> {
    const cells = [...board.cells.values()];
    if (cells.length < 2) return;
    const at = (fraction: number) => cells[Math.min(cells.length - 1, Math.floor(fraction * cells.length))].hex;
    const spread: readonly (readonly [Axial, Axial])[] = [
      [at(0), at(0.5)],
      [at(0.25), at(0.75)],
      [at(0.5), at(0.99)],
    ];
    // The rule set a board opens under is the one the first taps ask: more lines of it, from the middle to
    // hexes all over the board (as "Same firer" taps go), so V8 has compiled its paths, not only visited them.
    const opening = defaultRules(board);
    const fromMiddle = Array.from(
      { length: WARM_LINES_OPENING },
      (_, i) => [at(0.5), at((i + 0.5) / WARM_LINES_OPENING)] as const,
    );
    const lines: { rules: RuleSetId; trace: TraceMode; from: Axial; to: Axial }[] = [];
    for (const rs of ruleSetsFor(board)) {
      for (const trace of rs.traces) {
        const pairs = rs.id === opening && trace === rs.traces[0] ? [...spread, ...fromMiddle] : spread;
        for (const [from, to] of pairs) if (!hexEquals(from, to)) lines.push({ rules: rs.id, trace, from, to });
      }
    }
    const first = this.boot.warmUpStart === undefined;
    if (first) this.boot.warmUpStart = epochNow();
    for (const line of lines) {
      await nextTask();
      if (this.board !== board) return;
      try {
        evaluateLos(board, line);
        isVisible(board, line);
        this.warmedLines++;
      } catch {
        // A line a rule set cannot answer warms nothing; the player's own query reports it.
      }
    }
    if (first) this.boot.warmUpEnd = epochNow();
  }

  private adopt(
    loaded:
      | { ok: true; board: Board; warnings: readonly Problem[] }
      | { ok: false; errors: readonly Problem[]; warnings: readonly Problem[] },
  ): LoadAnswer {
    // A file that fails keeps the previous board in place (docs/table.md#what-the-app-promises-at-the-table).
    if (!loaded.ok) return { ok: false, errors: loaded.errors, warnings: loaded.warnings };
    this.board = loaded.board;
    this.boot.firstBoard ??= epochNow();
    this.cancelAudit();
    void this.warmUp(loaded.board);
    const ruleSets = ruleSetsFor(loaded.board).map(({ id, name, source, families, traces }) => ({
      id,
      name,
      source,
      families,
      traces,
    }));
    return {
      ok: true,
      board: loaded.board,
      warnings: loaded.warnings,
      ruleSets,
      defaultRules: defaultRules(loaded.board),
    };
  }
}
