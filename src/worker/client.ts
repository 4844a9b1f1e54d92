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
import { type PackedLoadAnswer, unpackLoadAnswer } from './board-transfer.ts';
import type { EngineApi, LosAnswer, WorkerStamps } from './protocol.ts';

export type Channel = 'board' | 'boardList' | 'los' | 'allRules' | 'viewshed' | 'combat' | 'link' | 'photo' | 'scan' | 'underlay' | 'audit' | 'auditProgress' | 'work';

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
  const latest: Record<Channel, number> = { board: 0, boardList: 0, los: 0, allRules: 0, viewshed: 0, combat: 0, link: 0, photo: 0, scan: 0, underlay: 0, audit: 0, auditProgress: 0, work: 0 };
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

/** The engine in a real module worker (Vite bundles engine.worker.ts as its own chunk). */
export function createWorkerClient(): EngineClient {
  const worker = new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module', name: 'hexlos-engine' });
  // When the message being handled arrived: added before comlink's listener, so it runs first, and an
  // answer's awaiting code runs in that same task, before the next message.
  let arrivedAt = 0;
  worker.addEventListener('message', () => {
    arrivedAt = performance.now();
  });
  const remote = wrap<EngineApi>(worker) as unknown as EngineApi;
  // A loaded board arrives packed and is rebuilt here in steps (board-transfer.ts).
  const unpacking = (method: 'loadBundled' | 'loadFiles') => async (...args: unknown[]) =>
    unpackLoadAnswer((await (remote[method] as (...a: unknown[]) => unknown)(...args)) as PackedLoadAnswer);
  // A verdict's worker stamps come on the worker's clock since the epoch; the page reads its own.
  const los = async (...args: Parameters<EngineApi['los']>): Promise<LosAnswer> => {
    const answer = await remote.los(...args);
    return answer.stamps ? { ...answer, stamps: onPageClock(answer.stamps, arrivedAt) } : answer;
  };
  const api = new Proxy(remote, {
    get: (target, prop, receiver) => (prop === 'loadBundled' || prop === 'loadFiles' ? unpacking(prop) : prop === 'los' ? los : Reflect.get(target, prop, receiver)),
  });
  return createEngineClient(api, true, () => worker.terminate());
}

function onPageClock(stamps: WorkerStamps, arrived: number): WorkerStamps {
  const origin = performance.timeOrigin;
  return { received: stamps.received - origin, engineStart: stamps.engineStart - origin, engineEnd: stamps.engineEnd - origin, arrived };
}
