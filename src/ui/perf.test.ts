import { describe, expect, test } from 'vitest';

import { stagesOf } from './perf.ts';

const stamps = { tap: 100, sent: 102, answered: 120, commit: 123, drawStart: 124, drawn: 126 };

describe('the tap-to-drawn stages', () => {
  test.each([
    ['stamps in order', stamps, { total: 26, input: 2, worker: 18, react: 3, frameWait: 1, konva: 2 }],
    // A draw begun before the commit was stamped (Konva drew in the commit itself) counts as no wait.
    [
      'a draw inside the commit',
      { ...stamps, drawStart: 122 },
      { total: 26, input: 2, worker: 18, react: 3, frameWait: 0, konva: 3 },
    ],
    // A commit stamped before the answer (the ref kept the last one) counts as no React time.
    [
      'a stale commit stamp',
      { ...stamps, commit: 90, drawStart: 121 },
      { total: 26, input: 2, worker: 18, react: 0, frameWait: 1, konva: 5 },
    ],
  ])('%s', (_name, input, expected) => {
    expect(stagesOf(input)).toEqual(expected);
  });

  test('the worker stage splits into the trip there, the engine, the trip back and the apply, which add up to it', () => {
    const stages = stagesOf({ ...stamps, worker: { received: 104, engineStart: 104.5, engineEnd: 106, arrived: 119 } });
    expect(stages.workerParts).toEqual({ toWorker: 2, engine: 2, toPage: 13, apply: 1 });
    const parts = stages.workerParts!;
    expect(parts.toWorker + parts.engine + parts.toPage + parts.apply).toBe(stages.worker);
  });

  test('an answer the page did not stamp on arrival (in-process engine) has no parts', () => {
    expect(
      stagesOf({ ...stamps, worker: { received: 104, engineStart: 104.5, engineEnd: 106 } }).workerParts,
    ).toBeUndefined();
  });
});
