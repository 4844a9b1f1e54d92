// The engine client the store asks. Set once at start-up (the worker client in
// the app, an in-process or fake client in tests).

import type { EngineClient } from '../worker/client.ts';

let current: EngineClient | undefined;

export function setEngineClient(client: EngineClient): void {
  current = client;
}

export function engine(): EngineClient {
  if (!current) throw new Error('The engine is not started.');
  return current;
}
