// The engine in a Web Worker: exposes EngineShell over comlink, nothing else.
// Kept thin so that the same shell runs in-process in tests.

import { expose } from 'comlink';
import { EngineShell } from './engine-api.ts';

expose(new EngineShell());
