// `npm test`'s stages and summary, on fake commands and fake runners' reports
// (not the whole suite): every stage runs after one fails, and the summary
// names each stage, its counts and its time, and why a stage did not run.

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { describe, expect, test } from 'vitest';

import { RESULT_FILES, type Stage, STAGES, lastRun, runStages, summaryLines } from './test-stages.ts';

function folder(): string {
  return mkdtempSync(join(tmpdir(), 'hexlos-stages-'));
}

function write(root: string, file: string, doc: unknown): void {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), JSON.stringify(doc));
}

const vitestReport = (passed: number, failed: number) => ({
  numPassedTests: passed,
  numFailedTests: failed,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults: [{ status: failed ? 'failed' : 'passed', assertionResults: [{}] }],
});
const playwrightReport = (expected: number, unexpected: number) => ({
  stats: { expected, unexpected, flaky: 0, skipped: 0 },
});

const FAKE: readonly Stage[] = [
  { name: 'browser', commands: [['browser']] },
  { name: 'lint', commands: [['lint']] },
  { name: 'unit', commands: [['build-cli'], ['vitest']], countsFrom: 'vitest' },
  {
    name: 'e2e',
    commands: [['build'], ['playwright']],
    countsFrom: 'playwright',
    needs: [{ stage: 'browser', why: 'chromium is missing and could not be installed' }],
  },
];

/** Fake commands: each "runs" by writing its report; those named in `failing` exit non-zero. */
function fakeRunner(failing: string[], reports: Record<string, () => void>) {
  const ran: string[] = [];
  return {
    ran,
    run: (argv: readonly string[]) => {
      const name = argv[0] as string;
      ran.push(name);
      reports[name]?.();
      return !failing.includes(name);
    },
  };
}

/** A clock that moves 1.5 s a reading. */
function fakeClock() {
  let t = 0;
  return () => (t += 1500);
}

describe("npm test's stages", () => {
  test('a deliberately failing unit test: the e2e stage still runs, and both are reported with counts and times', () => {
    const root = folder();
    const { ran, run } = fakeRunner(['vitest'], {
      vitest: () => write(root, RESULT_FILES.vitest, vitestReport(10, 1)),
      playwright: () => write(root, RESULT_FILES.playwright, playwrightReport(7, 0)),
    });
    const records = runStages(FAKE, root, run, fakeClock());
    expect(ran).toEqual(['browser', 'lint', 'build-cli', 'vitest', 'build', 'playwright']);
    expect(records.map((r) => [r.name, r.status])).toEqual([
      ['browser', 'passed'],
      ['lint', 'passed'],
      ['unit', 'failed'],
      ['e2e', 'passed'],
    ]);
    const lines = summaryLines(root, records);
    expect(lines).toContain('  unit     failed  10 passed, 1 failed  in 1.5 s');
    expect(lines).toContain('  e2e      passed  7 passed, 0 failed  in 1.5 s');
    // A check without counts of its own is one check.
    expect(lines).toContain('  lint     passed  1 passed, 0 failed  in 1.5 s');
    expect(lines.at(-1)).toBe('19 passed, 1 failed');
  });

  test('a stage that cannot run says why, and counts as one failure', () => {
    const root = folder();
    const { ran, run } = fakeRunner(['browser'], {
      vitest: () => write(root, RESULT_FILES.vitest, vitestReport(3, 0)),
    });
    const records = runStages(FAKE, root, run, fakeClock());
    expect(ran).not.toContain('playwright');
    const lines = summaryLines(root, records);
    expect(lines).toContain('  e2e      did not run: chromium is missing and could not be installed');
    expect(lines.at(-1)).toBe('4 passed, 2 failed');
  });

  test("a runner that fails without a report of its own (it crashed) is one failure, not its last run's counts", () => {
    const root = folder();
    // A report left by an earlier run: not this run's.
    write(root, RESULT_FILES.vitest, vitestReport(2750, 0));
    const { run } = fakeRunner(['vitest'], {});
    const records = runStages(FAKE.slice(0, 3), root, run, fakeClock());
    expect(summaryLines(root, records)).toContain('  unit     failed  0 passed, 1 failed  in 1.5 s');
  });

  test('a runner that failed while its report names no failed test still failed', () => {
    const root = folder();
    const { run } = fakeRunner(['playwright'], {
      playwright: () => write(root, RESULT_FILES.playwright, playwrightReport(5, 0)),
    });
    const records = runStages(FAKE, root, run, fakeClock());
    expect(summaryLines(root, records)).toContain('  e2e      failed  5 passed, 1 failed  in 1.5 s');
  });

  test('the records are kept for the summary printed again (CI) and minutes are written as minutes', () => {
    const root = folder();
    let t = 0;
    const records = runStages(
      FAKE.slice(1, 2),
      root,
      () => true,
      () => (t += 754_000),
    );
    expect(lastRun(root)).toEqual(records);
    expect(summaryLines(root, records)).toContain('  lint  passed  1 passed, 0 failed  in 12 min 34 s');
  });

  test('typecheck and lint failing: each is one failure by name, never "0 passed, 0 failed"', () => {
    const root = folder();
    const checks: readonly Stage[] = [
      { name: 'typecheck', commands: [['tsc'], ['tsc-engine']] },
      { name: 'lint', commands: [['lint']] },
    ];
    const { ran, run } = fakeRunner(['tsc', 'lint'], {});
    const records = runStages(checks, root, run, fakeClock());
    expect(ran).toEqual(['tsc', 'lint']);
    const lines = summaryLines(root, records);
    expect(lines).toContain(
      '  typecheck  failed  0 passed, 1 failed  in 1.5 s; `tsc` failed, so `tsc-engine` did not run',
    );
    expect(lines).toContain('  lint       failed  0 passed, 1 failed  in 1.5 s');
    expect(lines.at(-1)).toBe('0 passed, 2 failed');
  });

  test('a build that fails keeps its tests from running, and the summary says which did not run', () => {
    const root = folder();
    const { ran, run } = fakeRunner(['build'], {
      vitest: () => write(root, RESULT_FILES.vitest, vitestReport(4, 0)),
      playwright: () => write(root, RESULT_FILES.playwright, playwrightReport(7, 0)),
    });
    const records = runStages(FAKE, root, run, fakeClock());
    expect(ran).not.toContain('playwright');
    const lines = summaryLines(root, records);
    expect(lines).toContain(
      '  e2e      failed  0 passed, 1 failed  in 1.5 s; `build` failed, so `playwright` did not run',
    );
    expect(lines.at(-1)).toBe('6 passed, 1 failed');
  });

  test('npm test has every stage the README names, in order, e2e after unit, the other engines last', () => {
    expect(STAGES.map((s) => s.name)).toEqual([
      'browser',
      'typecheck',
      'format',
      'lint',
      'import graph',
      'dead code',
      'unit',
      'e2e',
      'engines',
    ]);
  });
});
