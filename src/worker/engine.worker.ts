// The engine in a Web Worker: exposes EngineShell over comlink, nothing else
// but the board's packing for the trip to the page (board-transfer.ts), the
// stamps of each verdict's handling (the tap-to-drawn figures, perf.ts), and
// verdicts sent back on the page's own BroadcastChannel (client.ts says why).
// Kept thin so that the same shell runs in-process in tests.

import { expose, transfer } from 'comlink';

import type { LosQuery } from '../engine/rules/types.ts';
import { packLoadAnswer } from './board-transfer.ts';
import { EngineShell } from './engine-api.ts';
import type { BoardFile, LosAnswer, UnderlayRequest } from './protocol.ts';

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

class WorkerShell extends EngineShell {
  // The page's client unpacks these (client.ts); the signatures differ only in the board's packing.
  // @ts-expect-error a packed answer crosses the worker boundary in place of a LoadAnswer
  override async loadBundled(id: string) {
    return packLoadAnswer(await super.loadBundled(id));
  }

  // @ts-expect-error as above
  override async loadFiles(files: readonly BoardFile[]) {
    return packLoadAnswer(await super.loadFiles(files));
  }

  override los(query: LosQuery): LosAnswer {
    const received = receivedAt;
    const engineStart = epochNow();
    const answer = super.los(query);
    return { ...answer, stamps: { received, engineStart, engineEnd: epochNow() } };
  }

  /** The verdict sent back on the page's channel under `id`; false when there is no channel (the page then asks `los`). */
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
