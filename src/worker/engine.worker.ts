// The engine in a Web Worker: exposes EngineShell over comlink, nothing else
// but the board's packing for the trip to the page (board-transfer.ts).
// Kept thin so that the same shell runs in-process in tests.

import { expose, transfer } from 'comlink';
import { packLoadAnswer } from './board-transfer.ts';
import { EngineShell } from './engine-api.ts';
import type { BoardFile, UnderlayRequest } from './protocol.ts';

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

  // The warped photo is moved to the page, not copied.
  override async warpPhoto(request: UnderlayRequest) {
    const answer = await super.warpPhoto(request);
    return answer.ok ? transfer(answer, [answer.value.bitmap]) : answer;
  }
}

expose(new WorkerShell());
