// The tracer's store: the phases from a photo to proposals, a tap per tool,
// and the stale-answer guard — an older read never shown over, or accepted in
// place of, the read with the newest sample; a superseded photo or a closed
// tracing dropping its answers; the board made or its errors reported.

import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import type { HexProposal, ScanResult } from '../../scan/request.ts';
import { randomTruth, renderPhoto } from '../../scan/testing/photo.ts';
import { createEngineClient } from '../../worker/client.ts';
import type { EngineApi, PhotoScanRequest } from '../../worker/protocol.ts';
import { setEngineClient } from '../engine.ts';
import {
  CORNER_REACH_PX,
  cornerUnder,
  isReading,
  pendingCounts,
  SAMPLE_REACH_PX,
  sampleColours,
  SCAN_PAUSE_MS,
  shownProposals,
  useTracerStore,
  type DecodedPhoto,
} from './tracer-store.ts';
import { NOTHING_ACCEPTED } from './tracing.ts';

const editMadeBoard = vi.hoisted(() => vi.fn(async () => true));
vi.mock('../editor/editor-session.ts', () => ({ editMadeBoard }));

const truth = randomTruth(3, 6, 5);
const photo = renderPhoto(truth, { seed: 3, width: 600, height: 480, perspective: 0.6 });
const grid = truth.grid;

interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A worker whose answers the test gives, one by one, in any order. */
function fakeWorker() {
  const scans: { request: PhotoScanRequest; answer: Deferred<Awaited<ReturnType<EngineApi['scanPhoto']>>> }[] = [];
  const holds: Deferred<Awaited<ReturnType<EngineApi['holdPhoto']>>>[] = [];
  const loads: Deferred<Awaited<ReturnType<EngineApi['loadFiles']>>>[] = [];
  const api = {
    scanPhoto: (request: PhotoScanRequest) => {
      const answer = deferred<Awaited<ReturnType<EngineApi['scanPhoto']>>>();
      scans.push({ request, answer });
      return answer.promise;
    },
    holdPhoto: () => {
      const answer = deferred<Awaited<ReturnType<EngineApi['holdPhoto']>>>();
      holds.push(answer);
      return answer.promise;
    },
    loadFiles: () => {
      const answer = deferred<Awaited<ReturnType<EngineApi['loadFiles']>>>();
      loads.push(answer);
      return answer.promise;
    },
  } as unknown as EngineApi;
  return { api, scans, holds, loads };
}

/** Proposals: hex A1 as the terrain given, and no hexside symbols. */
const proposals = (terrain: HexProposal['terrain']): ScanResult => ({
  grid,
  hexes: [{ label: 'A1', column: 0, row: 0, terrain, confidence: 0.9 }],
  hexsides: [],
  absences: [],
  classes: [],
  samples: [],
});

const decoded = (): Promise<DecodedPhoto> =>
  Promise.resolve({
    canvas: {} as HTMLCanvasElement,
    pixels: photo.image,
    encode: () => Promise.resolve(new Blob(['jpeg'])),
  });

/** Lets answers already given reach the store (the pause's timer is not run). */
const settle = () => new Promise((r) => setImmediate(r));

let worker: ReturnType<typeof fakeWorker>;
const s = useTracerStore.getState;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  worker = fakeWorker();
  setEngineClient(createEngineClient(worker.api, false));
  editMadeBoard.mockClear();
  s().open(grid);
});

afterEach(() => {
  s().close();
  vi.useRealTimers();
});

/** Loads the photo (the worker holds it) and places the four corners. */
async function photoWithCorners(): Promise<void> {
  const loading = s().loadPhoto('board.jpg', decoded());
  await settle();
  worker.holds[0].resolve({ ok: true, value: { width: 600, height: 480 } });
  await loading;
  for (const c of photo.corners) s().tap(c);
}

describe('from a photo to proposals', () => {
  test('the phases: no photo, placing corners, waiting for the pause, reading, proposed', async () => {
    expect(s().phase).toBe('noPhoto');
    const loading = s().loadPhoto('board.jpg', decoded());
    await settle();
    worker.holds[0].resolve({ ok: true, value: { width: 600, height: 480 } });
    await loading;
    expect(s()).toMatchObject({ phase: 'placingCorners', name: 'board', tool: 'corners' });
    for (const c of photo.corners.slice(0, 3)) s().tap(c);
    expect(s().phase).toBe('placingCorners');
    s().tap(photo.corners[3]);
    expect(s().phase).toBe('waiting');
    expect(worker.scans).toHaveLength(0);
    vi.advanceTimersByTime(SCAN_PAUSE_MS);
    expect(s().phase).toBe('reading');
    expect(worker.scans).toHaveLength(1);
    expect(worker.scans[0].request).toMatchObject({ grid, corners: photo.corners, samples: [] });
    worker.scans[0].answer.resolve({ ok: true, value: proposals('woods') });
    await settle();
    expect(s().phase).toBe('proposed');
    expect(shownProposals(s())).toEqual(proposals('woods'));
    expect(isReading(s())).toBe(false);
    expect(pendingCounts(s())).toEqual({ hexes: 1, symbols: 0 });
  });

  test('corners that make no board: no read is asked', async () => {
    const loading = s().loadPhoto('board.jpg', decoded());
    await settle();
    worker.holds[0].resolve({ ok: true, value: { width: 600, height: 480 } });
    await loading;
    for (const i of [1, 0, 3, 2]) s().tap(photo.corners[i]);
    expect(s().phase).toBe('misfit');
    vi.advanceTimersByTime(SCAN_PAUSE_MS);
    expect(worker.scans).toHaveLength(0);
  });

  test('a read the worker refuses is reported, and the proposals before it stay', async () => {
    await photoWithCorners();
    vi.advanceTimersByTime(SCAN_PAUSE_MS);
    worker.scans[0].answer.resolve({ ok: true, value: proposals('woods') });
    await settle();
    s().moveCorner(2, { x: photo.corners[2].x + 1, y: photo.corners[2].y });
    vi.advanceTimersByTime(SCAN_PAUSE_MS);
    worker.scans[1].answer.resolve({ ok: false, message: 'No photo is loaded.' });
    await settle();
    expect(s()).toMatchObject({ phase: 'failed', scanError: 'No photo is loaded.' });
    expect(shownProposals(s())).toEqual(proposals('woods'));
  });

  test('changes in a quick run read the photo once, after the pause', async () => {
    await photoWithCorners();
    s().setTool('sample');
    s().setSampleName('woods');
    for (let i = 0; i < 3; i++) {
      vi.advanceTimersByTime(SCAN_PAUSE_MS / 2);
      s().tap({ x: 100 + 40 * i, y: 100 });
    }
    vi.advanceTimersByTime(SCAN_PAUSE_MS);
    expect(worker.scans).toHaveLength(1);
    expect(worker.scans[0].request.samples).toHaveLength(3);
  });
});

describe('the stale-answer guard', () => {
  test('"Accept all" waits for the read with the newest sample (it accepted an older read’s proposals now and then)', async () => {
    await photoWithCorners();
    vi.advanceTimersByTime(SCAN_PAUSE_MS);
    worker.scans[0].answer.resolve({ ok: true, value: proposals('woods') });
    await settle();
    s().setTool('sample');
    s().setSampleName('town');
    s().tap({ x: 120, y: 90 });
    // The older proposals are still drawn, but they are being read again.
    expect(shownProposals(s())).toEqual(proposals('woods'));
    expect(isReading(s())).toBe(true);
    s().acceptAllProposals();
    expect(s().accepted).toBe(NOTHING_ACCEPTED);
    vi.advanceTimersByTime(SCAN_PAUSE_MS);
    expect(isReading(s())).toBe(true);
    worker.scans[1].answer.resolve({ ok: true, value: proposals('town') });
    await settle();
    expect(isReading(s())).toBe(false);
    s().acceptAllProposals();
    expect(s().accepted.terrain.get('A1')).toBe('town');
  });

  test('a read superseded before its answer is dropped, even when no newer read was asked yet', async () => {
    await photoWithCorners();
    vi.advanceTimersByTime(SCAN_PAUSE_MS);
    s().setTool('sample');
    s().tap({ x: 120, y: 90 });
    // The older read answers during the pause: the worker's channel has no newer question, the store has a newer change.
    worker.scans[0].answer.resolve({ ok: true, value: proposals('woods') });
    await settle();
    expect(s().scanned).toBeUndefined();
    expect(s().phase).toBe('waiting');
  });

  test('the proposals are kept with the samples they were read with, whatever order the answers come in', async () => {
    await photoWithCorners();
    vi.advanceTimersByTime(SCAN_PAUSE_MS);
    s().setTool('sample');
    s().tap({ x: 120, y: 90 });
    const withSample = s().samples;
    vi.advanceTimersByTime(SCAN_PAUSE_MS);
    worker.scans[1].answer.resolve({ ok: true, value: proposals('town') });
    await settle();
    worker.scans[0].answer.resolve({ ok: true, value: proposals('woods') });
    await settle();
    expect(s().scanned).toEqual({ result: proposals('town'), samples: withSample });
    expect(s().scanned?.samples).toBe(s().samples);
  });

  test('a newer photo supersedes an older one still being held', async () => {
    const first = s().loadPhoto('first.jpg', decoded());
    await settle();
    const second = s().loadPhoto('second.jpg', decoded());
    await settle();
    worker.holds[1].resolve({ ok: true, value: { width: 600, height: 480 } });
    worker.holds[0].resolve({ ok: true, value: { width: 600, height: 480 } });
    await Promise.all([first, second]);
    expect(s().photo?.name).toBe('second.jpg');
  });

  test('closing drops the read in flight and the read waiting for its pause', async () => {
    await photoWithCorners();
    vi.advanceTimersByTime(SCAN_PAUSE_MS);
    s().setTool('sample');
    s().tap({ x: 120, y: 90 });
    s().close();
    vi.advanceTimersByTime(SCAN_PAUSE_MS);
    expect(worker.scans).toHaveLength(1);
    worker.scans[0].answer.resolve({ ok: true, value: proposals('woods') });
    await settle();
    expect(s()).toMatchObject({ photo: undefined, scanned: undefined, phase: 'noPhoto' });
  });

  test('a photo decoded after its tracing closed is not sent to the worker', async () => {
    const late = deferred<DecodedPhoto>();
    const loading = s().loadPhoto('late.jpg', late.promise);
    s().close();
    s().open(grid);
    late.resolve(await decoded());
    await loading;
    expect(worker.holds).toHaveLength(0);
    expect(s().photo).toBeUndefined();
  });
});

describe('a tap, by tool', () => {
  test('corners fill in order; samples are added; accepting toggles a hex’s proposal', async () => {
    await photoWithCorners();
    expect(s().corners).toEqual(photo.corners);
    s().tap({ x: 1, y: 1 });
    expect(s().corners).toEqual(photo.corners);
    s().setTool('sample');
    s().setSampleName('woods');
    s().tap({ x: 50, y: 60 });
    expect(s().samples).toEqual([{ name: 'woods', x: 50, y: 60 }]);
    s().tap({ x: -1, y: 60 });
    expect(s().samples).toHaveLength(1);
    vi.advanceTimersByTime(SCAN_PAUSE_MS);
    worker.scans.at(-1)!.answer.resolve({ ok: true, value: proposals('woods') });
    await settle();
    s().setTool('accept');
    const a1 = s().fit!.ok
      ? (s().fit as { hexes: { label: string; centre: { x: number; y: number } }[] }).hexes[0]
      : undefined;
    s().tap(a1!.centre);
    expect(s().accepted.terrain.get('A1')).toBe('woods');
    expect(pendingCounts(s())).toEqual({ hexes: 0, symbols: 0 });
    s().tap(a1!.centre);
    expect(s().accepted.terrain.has('A1')).toBe(false);
  });
});

describe('samples one by one', () => {
  /** Three samples tapped at scale 1 and read: woods, town, and a blue one named gully. */
  async function threeSamples(): Promise<void> {
    await photoWithCorners();
    s().setTool('sample');
    for (const [name, x] of [
      ['woods', 100],
      ['town', 200],
      ['gully', 300],
    ] as const) {
      s().setSampleName(name);
      s().tap({ x, y: 100 });
    }
    vi.advanceTimersByTime(SCAN_PAUSE_MS);
    const read = s().samples.map((x, i) => ({
      ...x,
      colour: [
        [40, 90, 40],
        [150, 150, 150],
        [58, 111, 208],
      ][i] as [number, number, number],
    }));
    worker.scans.at(-1)!.answer.resolve({ ok: true, value: { ...proposals('woods'), samples: read } });
    await settle();
  }

  // A tap within SAMPLE_REACH_PX of a dot on screen takes that sample away; the reach shrinks on the photo as it is zoomed in.
  const TAPS = [
    {
      name: 'on a dot, at the fitted scale',
      at: { x: 200 + SAMPLE_REACH_PX - 1, y: 100 },
      scale: 1,
      left: ['woods', 'gully'],
    },
    {
      name: 'beside a dot: a new sample',
      at: { x: 200 + SAMPLE_REACH_PX + 1, y: 100 },
      scale: 1,
      left: ['woods', 'town', 'gully', 'clear'],
    },
    {
      name: 'the same photo distance, zoomed in four times: beside the dot',
      at: { x: 200 + SAMPLE_REACH_PX - 1, y: 100 },
      scale: 4,
      left: ['woods', 'town', 'gully', 'clear'],
    },
    {
      name: 'a little off the dot, zoomed out to half: still on it',
      at: { x: 200 + 2 * SAMPLE_REACH_PX - 1, y: 100 },
      scale: 0.5,
      left: ['woods', 'gully'],
    },
  ];
  test.each(TAPS)('a tap $name', async ({ at, scale, left }) => {
    await threeSamples();
    s().setSampleName('clear');
    s().tap(at, scale);
    expect(s().samples.map((x) => x.name)).toEqual(left);
  });

  test('removing one sample reads the photo again without it, and the others keep their colours meanwhile', async () => {
    await threeSamples();
    expect(sampleColours(s())).toEqual([
      [40, 90, 40],
      [150, 150, 150],
      [58, 111, 208],
    ]);
    s().removeSample(1);
    expect(s().samples.map((x) => x.name)).toEqual(['woods', 'gully']);
    expect(sampleColours(s())).toEqual([
      [40, 90, 40],
      [58, 111, 208],
    ]);
    expect(isReading(s())).toBe(true);
    vi.advanceTimersByTime(SCAN_PAUSE_MS);
    expect(worker.scans.at(-1)!.request.samples.map((x) => x.name)).toEqual(['woods', 'gully']);
  });

  test('a sample named anew keeps its place and colour and is read under its new name (blue printed water as clear)', async () => {
    await threeSamples();
    s().renameSample(2, 'clear');
    expect(s().samples[2]).toEqual({ name: 'clear', x: 300, y: 100 });
    expect(sampleColours(s())[2]).toEqual([58, 111, 208]);
    vi.advanceTimersByTime(SCAN_PAUSE_MS);
    expect(worker.scans.at(-1)!.request.samples[2]).toEqual({ name: 'clear', x: 300, y: 100 });
  });

  test('a sample no read has seen yet has no colour (never the app’s palette)', async () => {
    await threeSamples();
    s().setSampleName('slope');
    s().tap({ x: 400, y: 300 });
    expect(sampleColours(s())).toEqual([[40, 90, 40], [150, 150, 150], [58, 111, 208], undefined]);
  });
});

describe('corner handles are the corner tool’s alone', () => {
  test('with the corner tool, a press on a placed corner is on its handle; with the colour tool it is not', async () => {
    await photoWithCorners();
    const c = photo.corners[1];
    const near = { x: c.x + CORNER_REACH_PX / 2 - 1, y: c.y };
    expect(cornerUnder(s(), near, 0.5)).toBe(1);
    expect(cornerUnder(s(), { x: c.x + CORNER_REACH_PX * 2 + 1, y: c.y }, 0.5)).toBeUndefined();
    s().setTool('sample');
    expect(cornerUnder(s(), near, 0.5)).toBeUndefined();
    s().setSampleName('woods');
    s().tap(c, 0.5);
    expect(s().samples).toEqual([{ name: 'woods', x: c.x, y: c.y }]);
  });

  test('while placing corners, a tap on a placed corner’s handle places no corner on top of it', async () => {
    const loading = s().loadPhoto('board.jpg', decoded());
    await settle();
    worker.holds[0].resolve({ ok: true, value: { width: 600, height: 480 } });
    await loading;
    s().tap(photo.corners[0], 1);
    s().tap({ x: photo.corners[0].x + 5, y: photo.corners[0].y }, 1);
    expect(s().corners).toEqual([photo.corners[0], undefined, undefined, undefined]);
    s().tap(photo.corners[1], 1);
    expect(s().corners[1]).toEqual(photo.corners[1]);
  });
});

describe('the board made', () => {
  test('made and opened in the editor', async () => {
    const making = s().makeBoard();
    expect(s().making).toBe(true);
    worker.loads[0].resolve({ ok: true, board: { id: 'scan-my-board' } } as never);
    expect(await making).toBe(true);
    expect(editMadeBoard).toHaveBeenCalledWith({ id: 'scan-my-board' }, 'My board', expect.any(Function));
  });

  test('the photo and its fit go with the board made (never into its file)', async () => {
    await photoWithCorners();
    const making = s().makeBoard();
    worker.loads[0].resolve({ ok: true, board: { id: 'scan-board' } } as never);
    await making;
    const keep = (editMadeBoard.mock.calls[0] as unknown[])[2] as () => Promise<unknown>;
    expect(await keep()).toMatchObject({
      width: photo.image.width,
      height: photo.image.height,
      grid,
      corners: photo.corners,
      proposals: { hexes: [], hexsides: [] },
    });
  });

  test('a board the loader refuses is reported', async () => {
    const making = s().makeBoard();
    worker.loads[0].resolve({ ok: false, errors: [{ message: 'one' }, { message: 'two' }] } as never);
    expect(await making).toBe(false);
    expect(s()).toMatchObject({ making: false, scanError: 'one; two' });
    expect(editMadeBoard).not.toHaveBeenCalled();
  });
});
