// The main thread's handle on the engine. Each kind of question is a channel
// with its own request counter: when an answer arrives after a newer question
// of the same kind was asked, it is reported as stale and the caller drops it
// (a target moved twice quickly draws only the second line).
//
// Dropping is not stopping: the questions that can run long on a large board
// (viewshed, audit) are worked in slices in the worker, and a newer question
// of the same kind, its cancel method, or a new board stops the older one
// between two slices (engine-api.ts). A board being parsed stops likewise
// when another is opened, between the steps of its load (boards.ts). Restarting the worker instead was
// rejected: it would drop the loaded board, and re-sending a 200 × 200 board
// costs more than the slices do.

import { wrap } from 'comlink';

import { unpackLoadAnswer } from './board-transfer.ts';
import type { EngineApi, LosAnswer, WorkerStamps } from './protocol.ts';
import type { WorkerApi } from './worker-api.ts';

export type Channel =
  | 'board'
  | 'boardList'
  | 'los'
  | 'allRules'
  | 'viewshed'
  | 'combat'
  | 'link'
  | 'photo'
  | 'scan'
  | 'underlay'
  | 'audit'
  | 'auditProgress'
  | 'work';

export type Fresh<T> = { readonly stale: false; readonly value: T } | { readonly stale: true };

type Promised<T> = T extends Promise<infer U> ? U : T;

export interface EngineClient {
  /** Ask on a channel; the answer is stale when a newer question on the same channel was asked since. */
  ask<K extends keyof EngineApi>(
    channel: Channel,
    method: K,
    ...args: Parameters<EngineApi[K]>
  ): Promise<Fresh<Promised<ReturnType<EngineApi[K]>>>>;
  /** Whether the engine runs in a Web Worker (false: in-process). */
  readonly inWorker: boolean;
  dispose(): void;
}

/** A client over any EngineApi: a comlink proxy of the worker, or the shell itself in tests. */
export function createEngineClient(api: EngineApi, inWorker: boolean, dispose: () => void = () => {}): EngineClient {
  const latest: Record<Channel, number> = {
    board: 0,
    boardList: 0,
    los: 0,
    allRules: 0,
    viewshed: 0,
    combat: 0,
    link: 0,
    photo: 0,
    scan: 0,
    underlay: 0,
    audit: 0,
    auditProgress: 0,
    work: 0,
  };
  return {
    inWorker,
    dispose,
    async ask(channel, method, ...args) {
      const id = ++latest[channel];
      // A method call (not .apply): on a comlink proxy, `.apply` would be sent as a property name.
      const methods = api as unknown as Record<string, (...a: unknown[]) => unknown>;
      const value = (await methods[method](...args)) as Promised<ReturnType<EngineApi[typeof method]>>;
      return latest[channel] === id ? { stale: false, value } : { stale: true };
    },
  };
}

/** Verdicts asked on the channel and not yet answered, at most: an older one is dropped (the store would drop it as stale). */
const VERDICTS_AWAITED_LIMIT = 64;

/**
 * The engine in a real module worker (Vite bundles engine.worker.ts as its own chunk).
 *
 * A verdict comes back on a BroadcastChannel of this page's own (a random
 * name, given to the worker in its name), not as the worker's reply. After a
 * tap, Chrome holds a worker's messages to the page until it has made the
 * next frame, so an answer ready in 2 ms waited up to a frame (16.7 ms) on an
 * idle page; a channel's messages are not held. Measured on this machine,
 * from a click to a worker's echo: median 8.8 ms as the worker's reply,
 * 1.3 ms on a channel. Questions still go to the worker through comlink.
 * Where there is no BroadcastChannel, the verdict is the worker's reply.
 */
export function createWorkerClient(): EngineClient {
  const channelName =
    typeof BroadcastChannel === 'function'
      ? `hexlos-verdicts-${crypto.randomUUID?.() ?? Math.random().toString(36).slice(2)}`
      : undefined;
  const worker = new Worker(new URL('./engine.worker.ts', import.meta.url), {
    type: 'module',
    name: channelName ? `hexlos-engine ${channelName}` : 'hexlos-engine',
  });
  const verdicts = channelName ? new BroadcastChannel(channelName) : undefined;
  const awaited = new Map<number, (arrived: { answer: LosAnswer; at: number }) => void>();
  let lastVerdictId = 0;
  verdicts?.addEventListener('message', (e: MessageEvent<{ id: number; answer: LosAnswer }>) => {
    const at = performance.now();
    awaited.get(e.data.id)?.({ answer: e.data.answer, at });
    awaited.delete(e.data.id);
  });
  // When the message being handled arrived: added before comlink's listener, so it runs first, and an
  // answer's awaiting code runs in that same task, before the next message.
  let arrivedAt = 0;
  worker.addEventListener('message', () => {
    arrivedAt = performance.now();
  });
  const remote = wrap<WorkerApi>(worker);
  // A loaded board arrives packed and is rebuilt here in steps (board-transfer.ts).
  const loadBundled: EngineApi['loadBundled'] = async (id) => unpackLoadAnswer(await remote.loadBundledPacked(id));
  const loadFiles: EngineApi['loadFiles'] = async (files) => unpackLoadAnswer(await remote.loadFilesPacked(files));
  // A verdict's worker stamps come on the worker's clock since the epoch; the page reads its own.
  const los = async (...args: Parameters<EngineApi['los']>): Promise<LosAnswer> => {
    const { answer, at } = verdicts
      ? await verdictOnChannel(args[0])
      : { answer: await remote.los(...args), at: arrivedAt };
    return answer.stamps ? { ...answer, stamps: onPageClock(answer.stamps, at) } : answer;
  };
  const verdictOnChannel = (query: Parameters<EngineApi['los']>[0]): Promise<{ answer: LosAnswer; at: number }> => {
    const id = ++lastVerdictId;
    const onChannel = new Promise<{ answer: LosAnswer; at: number }>((settle) => awaited.set(id, settle));
    for (const old of awaited.keys()) {
      if (awaited.size <= VERDICTS_AWAITED_LIMIT) break;
      awaited.delete(old);
    }
    const sent = remote.losOnChannel(query, id);
    // A worker without the channel answers as a reply instead; a worker that fails rejects here as before.
    const fallback = sent.then(async (onIt) => {
      if (onIt) return onChannel;
      awaited.delete(id);
      const answer = await remote.los(query);
      return { answer, at: arrivedAt };
    });
    return Promise.race([onChannel, fallback]);
  };
  const api: EngineApi = new Proxy(remote, {
    get: (target, prop, receiver) =>
      prop === 'loadBundled'
        ? loadBundled
        : prop === 'loadFiles'
          ? loadFiles
          : prop === 'los'
            ? los
            : Reflect.get(target, prop, receiver),
  });
  return createEngineClient(api, true, () => {
    worker.terminate();
    verdicts?.close();
    awaited.clear();
  });
}

function onPageClock(stamps: WorkerStamps, arrived: number): WorkerStamps {
  const origin = performance.timeOrigin;
  return {
    received: stamps.received - origin,
    engineStart: stamps.engineStart - origin,
    engineEnd: stamps.engineEnd - origin,
    arrived,
  };
}
