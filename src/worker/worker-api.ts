// What the worker exposes over comlink (engine.worker.ts) and the page's
// client wraps (client.ts): the engine's surface, plus the two ways an answer
// crosses the boundary differently. A loaded board crosses packed
// (board-transfer.ts), so the page can rebuild it in steps; a verdict can come
// back on the page's own BroadcastChannel (client.ts says why). Both sides
// are typed by this one interface, so neither needs a cast.

import type { LosQuery } from '../engine/rules/types.ts';
import type { PackedLoadAnswer } from './board-transfer.ts';
import type { BoardFile, EngineApi } from './protocol.ts';

export interface WorkerApi extends EngineApi {
  /** loadBundled, its board packed for the trip. */
  loadBundledPacked(id: string): Promise<PackedLoadAnswer>;
  /** loadFiles, its board packed for the trip. */
  loadFilesPacked(files: readonly BoardFile[]): Promise<PackedLoadAnswer>;
  /** The verdict sent back on the page's channel under `id`; false when there is no channel (the page then asks `los`). */
  losOnChannel(query: LosQuery, id: number): boolean;
}
