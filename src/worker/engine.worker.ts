// The engine in a Web Worker: exposes EngineShell over comlink, nothing else
// but the board's packing for the trip to the page (board-transfer.ts), the
// stamps of each verdict's handling (the tap-to-drawn figures, perf.ts), and
// verdicts sent back on the page's own BroadcastChannel (client.ts says why).
// Kept thin so that the same shell runs in-process in tests.

import { expose, transfer } from 'comlink';

import type { LosQuery } from '../engine/rules/types.ts';
import { type PackedLoadAnswer, packLoadAnswer } from './board-transfer.ts';
import { EngineShell } from './engine-api.ts';
import type { BoardFile, LosAnswer, UnderlayRequest } from './protocol.ts';
import type { WorkerApi } from './worker-api.ts';

/** Now on a clock the page can read: the worker's own performance.now() starts at the worker's start, not the page's. */
const epochNow = () => performance.timeOrigin + performance.now();

/** When the message being handled reached the worker (this listener is added before comlink's, so it runs first). */
let receivedAt = 0;
self.addEventListener('message', () => {
  receivedAt = epochNow();
});

/**
 * The BroadcastChannel of this worker's page, named in the worker's name
 * ("hexlos-engine <channel>", client.ts): verdicts go back on it.
 */
const verdictChannel = (() => {
  const [, name] = self.name.split(' ');
  return name && typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : undefined;
})();

class WorkerShell extends EngineShell implements WorkerApi {
  // The page's client asks these in place of loadBundled and loadFiles and unpacks the board (client.ts).
  async loadBundledPacked(id: string): Promise<PackedLoadAnswer> {
    return packLoadAnswer(await this.loadBundled(id));
  }

  async loadFilesPacked(files: readonly BoardFile[]): Promise<PackedLoadAnswer> {
    return packLoadAnswer(await this.loadFiles(files));
  }

  override los(query: LosQuery): LosAnswer {
    const received = receivedAt;
    const engineStart = epochNow();
    const answer = super.los(query);
    return { ...answer, stamps: { received, engineStart, engineEnd: epochNow() } };
  }

  losOnChannel(query: LosQuery, id: number): boolean {
    if (!verdictChannel) return false;
    verdictChannel.postMessage({ id, answer: this.los(query) });
    return true;
  }

  // The warped photo is moved to the page, not copied.
  override async warpPhoto(request: UnderlayRequest) {
    const answer = await super.warpPhoto(request);
    return answer.ok ? transfer(answer, [answer.value.bitmap]) : answer;
  }
}

expose(new WorkerShell());
