// The hostile-input suite: seeded, generated cases (cases.ts) run
// through the real command in one child process with a 256 MB heap, and each
// case too large to share it in a process of its own under its own heap limit.
// Every case exits 0–3 within a time bound, never prints a stack trace or an
// internal error, and invalid input gets located errors. The bound is on the
// CPU time a case spends, not its wall time: on a shared machine a case's wall
// time measures the machine (a case of 5–12 s of CPU took 21–55 s of wall time
// beside two other test runs and two CPU burners), its CPU time the code
// (docs/testing.md#time-bounds-on-a-shared-machine). A case that hangs without
// spending CPU is caught by the child process's own time limit.

import { spawnSync } from 'node:child_process';

import { describe, expect, test } from 'vitest';

import { REPO_ROOT } from '../cli/testing.ts';
import { boundUnderLoad, loadPerCore } from '../node-load-bound.ts';
import { OWN_PROCESS_CASES } from './cases.ts';

interface Outcome {
  name: string;
  invalid: boolean;
  code: number;
  ms: number;
  cpuMs: number;
  out: string;
  err: string;
}

/** CPU time per case on an idle machine (the slowest is printed). */
const CASE_IDLE_MS = 10_000;
/**
 * How far a busy machine may stretch a case's CPU time: not by the load, as a wall time is, but at most by the
 * contention for caches and a core's shared units with the processes beside it, so the stretch is capped. (The
 * largest case spent less CPU on a busy machine than on an idle one, its collector's threads waiting there.)
 */
const CPU_CONTENTION_CAP = 2;
/** A child process that has not ended in this long has hung: it is killed and its cases fail. */
const PROCESS_LIMIT_MS = 240_000;

const runCases = (heapMb: number, only: string[]) =>
  spawnSync(
    process.execPath,
    [`--max-old-space-size=${heapMb}`, '--import', 'tsx', 'src/hostile/run-cases.ts', ...only],
    {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      timeout: PROCESS_LIMIT_MS,
      maxBuffer: 64 << 20,
    },
  );

describe('the hostile-input suite', () => {
  // The busier the machine (other test files run beside this one), the more CPU time a case may take, up to the
  // cap; the one-minute load average lags, so the largest seen before and after the runs counts.
  const loadBefore = loadPerCore();
  const shared = runCases(256, []);
  const alone = OWN_PROCESS_CASES.map((c) => ({ ...c, proc: runCases(c.heapMb, [c.name]) }));
  const load = Math.max(loadBefore, loadPerCore());
  const read = (proc: ReturnType<typeof runCases>, ms: number): (Outcome & { limitMs: number })[] =>
    proc.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => ({ ...(JSON.parse(line) as Outcome), limitMs: ms }));
  const outcomes = [
    ...read(shared, boundUnderLoad(CASE_IDLE_MS, load, CPU_CONTENTION_CAP)),
    ...alone.flatMap((a) => read(a.proc, boundUnderLoad(a.idleMs, load, CPU_CONTENTION_CAP))),
  ];

  test('every case ran, within the memory bound (the process was not killed)', () => {
    expect(shared.status, shared.stderr).toBe(0);
    for (const { name, proc } of alone) expect(proc.status, `${name}: ${proc.stderr}`).toBe(0);
    expect(outcomes.length).toBeGreaterThanOrEqual(30 + alone.length);
  });

  test('every case exits 0–3 within the time bound, with no stack trace or internal error', () => {
    const slowest = [...outcomes].sort((a, b) => b.cpuMs - a.cpuMs)[0];
    console.log(
      `PERF slowest hostile case: ${slowest?.name} ${slowest?.cpuMs.toFixed(0)} ms of CPU in ${slowest?.ms.toFixed(0)} ms (load ${load.toFixed(1)} per core)`,
    );
    for (const o of outcomes) {
      expect([0, 1, 2, 3], o.name).toContain(o.code);
      expect(o.cpuMs, `${o.name}: CPU time`).toBeLessThan(o.limitMs);
      expect(`${o.out}${o.err}`, o.name).not.toMatch(/\n\s+at |THROWN|internal error|Maximum call stack/);
    }
  });

  test('invalid input is refused with located errors', () => {
    for (const o of outcomes.filter((x) => x.invalid)) {
      expect(o.code, o.name).not.toBe(0);
    }
    for (const o of outcomes.filter((x) => x.invalid && x.code === 1 && x.out.startsWith('{'))) {
      const doc = JSON.parse(o.out) as { errors: { path: string; hex?: string; message: string }[] };
      expect(doc.errors.length, o.name).toBeGreaterThan(0);
      for (const e of doc.errors) {
        const located =
          e.path !== '' ||
          e.hex !== undefined ||
          /^line \d+, column \d+|the file|not a file|no such file|cannot read|more errors/.test(e.message);
        expect(located, `${o.name}: ${e.message}`).toBe(true);
      }
    }
  });
});
