// Timing of the one flow that matters: from the tap that asked for a line of
// sight to the frame that draws its result, split into its stages so that the
// slowest one is known — the tap's handling on the main thread, the worker's
// round trip, React's render and commit, the wait for Konva's frame and the
// Konva draw itself. Kept in a small bounded global list so that the e2e
// suite (and a curious designer in the console) can read it.
//
// The worker's round trip is split further by the stamps the worker puts on
// its answer (engine.worker.ts, client.ts): the question's trip there (its
// cloning, and any earlier question the worker was still answering), the
// engine, and the answer's trip back (its cloning, and the page's thread
// finishing whatever it was doing before it could take the message in).

import type { WorkerStamps } from '../worker/protocol.ts';

export interface DrawStamps {
  /** The tap's event time. */
  readonly tap: number;
  /** The question posted to the worker. */
  readonly sent: number;
  /** The answer applied in the store. */
  readonly answered: number;
  /** React committed the new result. */
  readonly commit: number;
  /** Konva began drawing the line. */
  readonly drawStart: number;
  /** Konva drew the last of the overlay. */
  readonly drawn: number;
  /** When the worker handled the question (absent when the engine runs in-process). */
  readonly worker?: WorkerStamps;
}

/** The worker stage's parts, when the worker stamped its answer. */
export interface WorkerStages {
  /** Question posted → the worker's handler took it. */
  readonly toWorker: number;
  /** The handler took it → the engine's answer complete. */
  readonly engine: number;
  /** The answer complete → the page's handler took it. */
  readonly toPage: number;
  /** The page's handler took it → the answer applied in the store. */
  readonly apply: number;
}

export interface StageTimes {
  readonly total: number;
  readonly input: number;
  readonly worker: number;
  readonly react: number;
  readonly frameWait: number;
  readonly konva: number;
  readonly workerParts?: WorkerStages;
}

export interface DrawTimings {
  readonly samples: number[];
  readonly stages: StageTimes[];
}

const LIMIT = 500;

export function stagesOf(t: DrawStamps): StageTimes {
  const commit = Math.max(t.commit, t.answered);
  const drawStart = Math.max(t.drawStart, commit);
  return {
    total: t.drawn - t.tap,
    input: t.sent - t.tap,
    worker: t.answered - t.sent,
    react: commit - t.answered,
    frameWait: drawStart - commit,
    konva: t.drawn - drawStart,
    ...(t.worker?.arrived !== undefined
      ? { workerParts: workerStagesOf(t.sent, t.answered, { ...t.worker, arrived: t.worker.arrived }) }
      : {}),
  };
}

function workerStagesOf(sent: number, answered: number, w: Required<WorkerStamps>): WorkerStages {
  return {
    toWorker: w.received - sent,
    engine: w.engineEnd - w.received,
    toPage: w.arrived - w.engineEnd,
    apply: answered - w.arrived,
  };
}

export function recordDrawn(stamps: DrawStamps): void {
  const g = globalThis as { __hexlosTimings?: DrawTimings };
  g.__hexlosTimings ??= { samples: [], stages: [] };
  const stages = stagesOf(stamps);
  g.__hexlosTimings.samples.push(stages.total);
  g.__hexlosTimings.stages.push(stages);
  if (g.__hexlosTimings.samples.length > LIMIT) g.__hexlosTimings.samples.shift();
  if (g.__hexlosTimings.stages.length > LIMIT) g.__hexlosTimings.stages.shift();
}
