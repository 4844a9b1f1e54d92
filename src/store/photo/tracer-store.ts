// The photo tracer's state (issue: "trace over a photo"): the photo the worker
// holds, the grid and its four corners, the colour samples tapped, the
// proposals the worker read and the ones accepted, and the board made of them.
// A separate store from the app's and the editor's: the tracer is a page of
// its own, opened and closed whole, and nothing of it outlives its closing.
//
// The worker is asked three things, each through the engine client: to hold
// the photo, to read it (after every change of the grid, the corners or the
// samples, once the changes pause), and to load the board made. Each kind has
// a request counter here: a change or a newer request of the same kind
// supersedes the request in flight, and its answer is dropped. That one guard
// is what keeps an older read from being shown over, or accepted in place of,
// the read with the newest sample.
//
// A tap arrives with the photo's scale on screen, so that "on a marker" means
// the same distance under a finger at any zoom: with the colour tool, a tap on
// a sample's marker takes that one sample away (a new one is a tap beside
// it); with the corner tool, a tap on a placed corner's handle is left to
// dragging it. Handles are the corner tool's alone: with any other tool they
// are drawn, but a tap meant for a sample lands as a sample.

import { create } from 'zustand';

import type { BoardPhoto } from '../../board/library/library.ts';
import type { Point } from '../../scan/homography.ts';
import type { RgbaImage } from '../../scan/image.ts';
import type { HexsideName, ScanGrid, ScanResult, ScanSample } from '../../scan/request.ts';
import type { ModuleBoardSummary } from '../../scan/vassal/scan-board.ts';
import type { Rgb, ScanName } from '../../scan/vocabulary.ts';
import type { Fresh } from '../../worker/client.ts';
import { editMadeBoard } from '../editor/editor-session.ts';
import { engine } from '../engine.ts';
import { startReview } from './review-store.ts';
import {
  fitOnImage,
  type GridFit,
  NOTHING_ACCEPTED,
  type Accepted,
  acceptAll,
  boardOfAccepted,
  nearestWithin,
  symbolKey,
  toggleAt,
} from './tracing.ts';

/** What a tap on the photo does. */
export const TRACER_TOOLS = ['corners', 'sample', 'accept'] as const;
export type TracerTool = (typeof TRACER_TOOLS)[number];

/**
 * A tap this near a sample's dot (screen pixels) takes the sample away: the
 * dot is drawn 9 px in radius, and a fingertip lands within a few pixels of
 * where it aims. Samples closer together than this are placed zoomed in.
 */
export const SAMPLE_REACH_PX = 12;
/** A press this near a placed corner (screen pixels) is on its handle: it drags the corner, and as a tap places nothing. */
export const CORNER_REACH_PX = 24;

/** The pause after a change before the photo is read again (a drag of the corners or a run of taps reads once). */
export const SCAN_PAUSE_MS = 120;

/** A photo as the browser decoded it (src/ui/photo/decode-photo.ts). */
export interface DecodedPhoto {
  /** What the tracer draws. */
  readonly canvas: HTMLCanvasElement;
  /** What the worker scans. */
  readonly pixels: RgbaImage;
  /** The photo encoded to be kept with the board made from it. */
  readonly encode: () => Promise<Blob>;
}

export interface TracedPhoto {
  readonly canvas: HTMLCanvasElement;
  readonly width: number;
  readonly height: number;
  readonly name: string;
  readonly encode: () => Promise<Blob>;
}

/** The proposals with the samples they were read with: until a newer read answers, "Accept all" would accept proposals about to change. */
export interface Scanned {
  readonly result: ScanResult;
  readonly samples: readonly ScanSample[];
}

/**
 * Where the tracing stands: no photo yet; the four corners being placed; four
 * corners that make no board; a change waiting for the pause before the photo
 * is read; a read asked and not yet answered; the read answered, with
 * proposals (`scanned`) or an error (`scanError`). What a tap does is the
 * tool's choice in every phase.
 */
export type TracerPhase = 'noPhoto' | 'placingCorners' | 'misfit' | 'waiting' | 'reading' | 'proposed' | 'failed';

type Corners = readonly (Point | undefined)[];

const NO_CORNERS: Corners = [undefined, undefined, undefined, undefined];

/** A VASSAL module opened in the worker: its boards, for the user to pick one. */
export interface OpenedModule {
  readonly name: string;
  readonly boards: readonly ModuleBoardSummary[];
}

export interface TracerData {
  photo: TracedPhoto | undefined;
  photoError: string | undefined;
  module: OpenedModule | undefined;
  /** The row number of the board's first row: the module's, when its numbering maps; else 1. */
  firstRow: number;
  /** Whether the grid was placed from a module (no corners to place). */
  placedFromModule: boolean;
  grid: ScanGrid;
  corners: Corners;
  /** The grid fitted on the four corners, once all are placed. */
  fit: GridFit | undefined;
  samples: readonly ScanSample[];
  tool: TracerTool;
  sampleName: ScanName;
  opacity: number;
  phase: TracerPhase;
  scanned: Scanned | undefined;
  scanError: string | undefined;
  accepted: Accepted;
  name: string;
  making: boolean;
}

export interface TracerActions {
  /** Starts a tracing with the grid given (the open board's, or a default). */
  open(grid: ScanGrid): void;
  /** Ends the tracing: requests in flight are dropped and the state cleared. */
  close(): void;
  /** Loads a photo: the decoding's failure or the worker's refusal is reported in `photoError`. */
  loadPhoto(fileName: string, decoding: Promise<DecodedPhoto>): Promise<void>;
  /** Opens a VASSAL module in the worker and lists its boards; a bad module's located error goes to `photoError`, the photo on screen untouched. */
  openModule(fileName: string, reading: Promise<Uint8Array>): Promise<void>;
  /** Holds one of the module's boards as the photo, the grid placed from the module, and reads it at once. */
  pickModuleBoard(
    name: string,
    draw: (image: RgbaImage) => { canvas: HTMLCanvasElement; encode: () => Promise<Blob> },
  ): Promise<void>;
  /** Closes the module's board list without picking. */
  dismissModule(): void;
  setGrid(grid: ScanGrid): void;
  setTool(tool: TracerTool): void;
  setSampleName(name: ScanName): void;
  setOpacity(opacity: number): void;
  setName(name: string): void;
  /**
   * A tap on the photo, in image pixels, with the photo's scale on screen
   * (screen pixels per image pixel): what it does depends on the tool and on
   * what is under the finger at that scale.
   */
  tap(p: Point, scale?: number): void;
  moveCorner(index: number, p: Point): void;
  clearCorners(): void;
  removeSample(index: number): void;
  /** Names a sample anew: the colour stays, what it stands for changes (blue printed gullies as gully, water as clear). */
  renameSample(index: number, name: ScanName): void;
  clearSamples(): void;
  acceptAllProposals(): void;
  undoAccepting(): void;
  /** Makes the board of the accepted proposals and opens it in the editor; true when it did. */
  makeBoard(): Promise<boolean>;
}

export type TracerState = TracerData & TracerActions;

const DEFAULT_GRID: ScanGrid = { columns: 33, rows: 10, shifted: 'odd' };

const INITIAL: TracerData = {
  photo: undefined,
  photoError: undefined,
  module: undefined,
  firstRow: 1,
  placedFromModule: false,
  grid: DEFAULT_GRID,
  corners: NO_CORNERS,
  fit: undefined,
  samples: [],
  tool: 'corners',
  sampleName: 'clear',
  opacity: 1,
  phase: 'noPhoto',
  scanned: undefined,
  scanError: undefined,
  accepted: NOTHING_ACCEPTED,
  name: 'My board',
  making: false,
};

/** The four corners once all are placed. */
export function placedCorners(corners: Corners): readonly Point[] | undefined {
  return corners.every((c) => c !== undefined) ? (corners as readonly Point[]) : undefined;
}

/**
 * The e2e tests' hook (globalThis.__hexlosMissStrokes, hexsides named as the
 * scan names them): strokes the scan leaves unproposed, so a test can show a
 * missed stroke reaching the review as an absence (docs/scan.md#absences).
 */
function strokesToMiss(): readonly HexsideName[] | undefined {
  const hook = (globalThis as { __hexlosMissStrokes?: unknown }).__hexlosMissStrokes;
  return Array.isArray(hook) ? (hook as HexsideName[]) : undefined;
}

/** The proposals shown: only while the grid they were read with stands. */
export function shownProposals(s: Pick<TracerState, 'photo' | 'corners' | 'fit' | 'scanned'>): ScanResult | undefined {
  return s.photo && placedCorners(s.corners) && s.fit?.ok ? s.scanned?.result : undefined;
}

/** Whether the proposals shown were read with other samples than the current ones (a newer read is coming). */
export function isReading(s: Pick<TracerState, 'photo' | 'corners' | 'fit' | 'scanned' | 'samples'>): boolean {
  return shownProposals(s) !== undefined && s.scanned?.samples !== s.samples;
}

/** Proposals not yet accepted: hexes of terrain other than clear, and hexside symbols. */
export function pendingCounts(
  s: Pick<TracerState, 'photo' | 'corners' | 'fit' | 'scanned' | 'accepted'>,
): { hexes: number; symbols: number } | undefined {
  const result = shownProposals(s);
  if (!result) return undefined;
  return {
    hexes: result.hexes.filter((h) => h.terrain !== 'clear' && s.accepted.terrain.get(h.label) !== h.terrain).length,
    symbols: result.hexsides.filter((x) => !s.accepted.symbols.has(symbolKey(x))).length,
  };
}

/** The corner a press at this image point (at this scale on screen) would drag: only while the tool places corners. */
export function cornerUnder(s: Pick<TracerState, 'tool' | 'corners'>, p: Point, scale: number): number | undefined {
  if (s.tool !== 'corners') return undefined;
  const i = nearestWithin(s.corners, p, CORNER_REACH_PX / scale);
  return i >= 0 ? i : undefined;
}

/**
 * The colour the scan read at each sample (what the swatches show), from the
 * latest read that had a sample at that place; undefined for a sample no read
 * has seen yet.
 */
export function sampleColours(s: Pick<TracerState, 'samples' | 'scanned'>): readonly (Rgb | undefined)[] {
  const read = s.scanned?.result.samples ?? [];
  return s.samples.map((x) => read.find((r) => r.x === x.x && r.y === x.y)?.colour);
}

/** The corner the next tap places, or −1 when all four are placed. */
export const nextCorner = (corners: Corners): number => corners.findIndex((c) => c === undefined);

type RequestKind = 'photo' | 'scan' | 'make';

export const useTracerStore = create<TracerState>()((set, get) => {
  // The stale-answer guard: one counter per kind of request.
  const latest: Record<RequestKind, number> = { photo: 0, scan: 0, make: 0 };
  const supersede = (kind: RequestKind): number => ++latest[kind];
  /** The answer's value, or undefined when the client found it stale or a newer request or change superseded it. */
  const askLatest = async <T>(kind: RequestKind, ask: () => Promise<Fresh<T>>): Promise<{ value: T } | undefined> => {
    const token = supersede(kind);
    const answer = await ask();
    return answer.stale || latest[kind] !== token ? undefined : { value: answer.value };
  };

  let pause: ReturnType<typeof setTimeout> | undefined;
  // Bumped by each opening and closing: a photo decoded after its tracing closed is not sent to the worker.
  let session = 0;

  /** After a change of the photo, the grid, the corners or the samples: the read in flight is superseded and a new one asked after the pause. */
  const rescan = () => {
    supersede('scan');
    clearTimeout(pause);
    pause = undefined;
    const { photo, corners, fit } = get();
    const placed = placedCorners(corners);
    if (!photo || !placed || !fit?.ok) {
      set({ phase: !photo ? 'noPhoto' : !placed ? 'placingCorners' : 'misfit' });
      return;
    }
    set({ phase: 'waiting' });
    pause = setTimeout(() => {
      pause = undefined;
      const { grid, samples } = get();
      set({ phase: 'reading' });
      const missOnPurpose = strokesToMiss();
      void askLatest('scan', () =>
        engine().ask('scan', 'scanPhoto', { grid, corners: placed, samples, missOnPurpose }),
      ).then((answer) => {
        if (!answer) return;
        if (answer.value.ok)
          set({ phase: 'proposed', scanned: { result: answer.value.value, samples }, scanError: undefined });
        else set({ phase: 'failed', scanError: answer.value.message });
      });
    }, SCAN_PAUSE_MS);
  };

  const setCorners = (corners: Corners) => {
    const placed = placedCorners(corners);
    set({ corners, fit: placed ? fitOnImage(get().grid, placed) : undefined });
    rescan();
  };

  return {
    ...INITIAL,

    open(grid) {
      get().close();
      set({ grid });
    },

    close() {
      session++;
      supersede('photo');
      supersede('scan');
      clearTimeout(pause);
      pause = undefined;
      set(INITIAL);
    },

    async loadPhoto(fileName, decoding) {
      set({ photoError: undefined });
      const opened = session;
      try {
        const decoded = await decoding;
        if (session !== opened) return;
        const held = await askLatest('photo', () => engine().ask('photo', 'holdPhoto', decoded.pixels));
        if (!held) return;
        if (!held.value.ok) throw new Error(held.value.message);
        set({
          photo: {
            canvas: decoded.canvas,
            width: decoded.pixels.width,
            height: decoded.pixels.height,
            name: fileName,
            encode: decoded.encode,
          },
          corners: NO_CORNERS,
          fit: undefined,
          samples: [],
          accepted: NOTHING_ACCEPTED,
          scanned: undefined,
          tool: 'corners',
          name: fileName.replace(/\.[^.]*$/, '') || 'My board',
          module: undefined,
          firstRow: 1,
          placedFromModule: false,
        });
        rescan();
      } catch (e) {
        if (session === opened) set({ photoError: e instanceof Error ? e.message : String(e) });
      }
    },

    async openModule(fileName, reading) {
      set({ photoError: undefined });
      const opened = session;
      try {
        const bytes = await reading;
        if (session !== opened) return;
        const answer = await askLatest('photo', () => engine().ask('photo', 'openModule', bytes));
        if (!answer) return;
        if (!answer.value.ok) throw new Error(`${fileName}: ${answer.value.message}`);
        if (answer.value.value.length === 0) throw new Error(`${fileName}: the module has no boards with a hex grid.`);
        set({ module: { name: fileName, boards: answer.value.value } });
      } catch (e) {
        if (session === opened) set({ photoError: e instanceof Error ? e.message : String(e) });
      }
    },

    async pickModuleBoard(name, draw) {
      set({ photoError: undefined });
      const opened = session;
      const answer = await askLatest('photo', () => engine().ask('photo', 'holdModuleBoard', name));
      if (!answer || session !== opened) return;
      if (!answer.value.ok) {
        set({ photoError: answer.value.message });
        return;
      }
      const held = answer.value.value;
      const drawn = draw(held.image);
      set({
        photo: { canvas: drawn.canvas, encode: drawn.encode, width: held.image.width, height: held.image.height, name },
        grid: held.grid,
        corners: held.corners,
        fit: fitOnImage(held.grid, held.corners),
        samples: [],
        accepted: NOTHING_ACCEPTED,
        scanned: undefined,
        tool: 'sample',
        name,
        module: undefined,
        firstRow: held.firstRow,
        placedFromModule: true,
      });
      rescan();
    },

    dismissModule: () => set({ module: undefined }),

    setGrid(grid) {
      const placed = placedCorners(get().corners);
      set({ grid, fit: placed ? fitOnImage(grid, placed) : undefined });
      rescan();
    },

    setTool: (tool) => set({ tool }),
    setSampleName: (sampleName) => set({ sampleName }),
    setOpacity: (opacity) => set({ opacity }),
    setName: (name) => set({ name }),

    tap(p, scale = 1) {
      const { photo, tool, corners, samples, sampleName, fit, accepted } = get();
      if (!photo) return;
      if (p.x < 0 || p.y < 0 || p.x > photo.width || p.y > photo.height) return;
      if (tool === 'corners') {
        const next = nextCorner(corners);
        if (next >= 0 && cornerUnder(get(), p, scale) === undefined)
          setCorners(corners.map((c, i) => (i === next ? p : c)));
        return;
      }
      if (tool === 'sample') {
        const onMarker = nearestWithin(samples, p, SAMPLE_REACH_PX / scale);
        if (onMarker >= 0) get().removeSample(onMarker);
        else {
          set({ samples: [...samples, { name: sampleName, x: p.x, y: p.y }] });
          rescan();
        }
        return;
      }
      const result = shownProposals(get());
      if (fit?.ok && result) set({ accepted: toggleAt(p, fit, result, accepted) });
    },

    moveCorner(index, p) {
      setCorners(get().corners.map((q, j) => (j === index ? p : q)));
    },

    clearCorners: () => setCorners(NO_CORNERS),

    removeSample(index) {
      const { samples } = get();
      if (!samples[index]) return;
      set({ samples: samples.filter((_, i) => i !== index) });
      rescan();
    },

    renameSample(index, name) {
      const { samples } = get();
      if (!samples[index] || samples[index].name === name) return;
      set({ samples: samples.map((x, i) => (i === index ? { ...x, name } : x)) });
      rescan();
    },

    clearSamples() {
      set({ samples: [] });
      rescan();
    },

    acceptAllProposals() {
      const result = shownProposals(get());
      if (result && !isReading(get())) set({ accepted: acceptAll(get().accepted, result.hexes, result.hexsides) });
    },

    undoAccepting: () => set({ accepted: NOTHING_ACCEPTED }),

    async makeBoard() {
      set({ making: true, scanError: undefined });
      const { grid, accepted, name, firstRow } = get();
      const doc = boardOfAccepted(grid, accepted, name.trim() || 'My board', firstRow);
      const answer = await askLatest('make', () =>
        engine().ask('board', 'loadFiles', [{ name: `${doc.id}.json`, text: JSON.stringify(doc) }]),
      );
      if (answer?.value.ok && (await editMadeBoard(answer.value.board, doc.name, () => photoToKeep(get())))) {
        startReview();
        return true;
      }
      set({ making: false });
      if (answer && !answer.value.ok) set({ scanError: answer.value.errors.map((e) => e.message).join('; ') });
      return false;
    },
  };
});

/** The photo and its fit as they stand, to be kept with the board made (src/store/photo/underlay-store.ts); undefined when there is no fit. */
async function photoToKeep(s: TracerState): Promise<BoardPhoto | undefined> {
  const corners = placedCorners(s.corners);
  const result = shownProposals(s);
  if (!s.photo || !corners) return undefined;
  return {
    image: await s.photo.encode(),
    width: s.photo.width,
    height: s.photo.height,
    grid: s.grid,
    corners,
    proposals: { hexes: result?.hexes ?? [], hexsides: result?.hexsides ?? [], absences: result?.absences ?? [] },
  };
}

/** The grid a tracing starts with: the open board's when it is a single board, else the default. */
export function startingGrid(board: { readonly parts?: unknown; readonly grid: ScanGrid } | undefined): ScanGrid {
  return board && !board.parts
    ? { columns: board.grid.columns, rows: board.grid.rows, shifted: board.grid.shifted }
    : DEFAULT_GRID;
}
