// `npm test`: every stage runs even when one before it failed (a failing unit
// test must not hide what the end-to-end suite would say), and the run ends
// with a summary naming each stage, its counts and its time, which stage did
// not run and why, and one plain line "N passed, N failed" that CI's log reader
// understands (docs/testing.md). `tsx scripts/test-stages.ts --summary`
// prints the summary again from the files the last run left.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What a stage's runner reports in a file of its own, or nothing (then the stage counts as one check). */
export type CountsFrom = 'vitest' | 'playwright' | 'engines';

export interface Stage {
  readonly name: string;
  /** The commands, in order; the stage fails at the first that fails. */
  readonly commands: readonly (readonly string[])[];
  readonly countsFrom?: CountsFrom;
  /** Stages that must have passed for this one to run, with why it needs them. */
  readonly needs?: readonly { readonly stage: string; readonly why: string }[];
}

export interface StageRecord {
  readonly name: string;
  readonly status: 'passed' | 'failed' | 'not run';
  readonly ms: number;
  /** Why a stage did not run. */
  readonly reason?: string;
  /** A failed stage's command that failed, and its commands that did not run after it (so their checks never ran). */
  readonly failedAt?: string;
  readonly notReached?: readonly string[];
  readonly countsFrom?: CountsFrom;
}

export interface Counts {
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
}

/** Where the runners and this script leave their results, under the repository (or a test's folder). */
export const RESULT_FILES = {
  stages: 'test-results/stages.json',
  vitest: 'test-results/vitest.json',
  playwright: 'e2e/.results/results.json',
  /** The cross-engine evening's steps, in Vitest's report (vitest.engines.config.ts). */
  engines: 'test-results/engines.json',
} as const;

const npm = (script: string): string[] => ['npm', 'run', '--silent', script];

/** The stages of `npm test`, in the order they run. */
export const STAGES: readonly Stage[] = [
  { name: 'browser', commands: [['bash', 'scripts/ensure-chromium.sh']] },
  { name: 'typecheck', commands: [npm('typecheck')] },
  { name: 'format', commands: [npm('format:check')] },
  { name: 'lint', commands: [npm('lint')] },
  { name: 'import graph', commands: [npm('check:deps')] },
  { name: 'dead code', commands: [npm('knip')] },
  { name: 'unit', commands: [npm('build:cli'), ['npx', 'vitest', 'run']], countsFrom: 'vitest' },
  {
    name: 'e2e',
    commands: [npm('build'), npm('build:cli'), ['npx', 'playwright', 'test']],
    countsFrom: 'playwright',
    needs: [{ stage: 'browser', why: 'chromium is missing and could not be installed' }],
  },
  {
    // Firefox ESR and WebKitGTK from Debian's packages, installed when missing (docs/testing.md "Other engines").
    name: 'engines',
    commands: [['bash', 'scripts/ensure-engines.sh'], npm('build'), npm('test:engines')],
    countsFrom: 'engines',
  },
];

const commandLine = (argv: readonly string[]): string => argv.join(' ');

/** Runs one command with the terminal's output; whether it exited 0. */
export type CommandRunner = (argv: readonly string[], cwd: string) => boolean;

const runCommand: CommandRunner = (argv, cwd) =>
  spawnSync(argv[0] as string, argv.slice(1), { cwd, stdio: 'inherit' }).status === 0;

/** Runs every stage (a failed one does not stop the next), writes their records, and returns them. */
export function runStages(
  stages: readonly Stage[],
  root: string,
  run: CommandRunner = runCommand,
  now: () => number = () => performance.now(),
): StageRecord[] {
  // A runner's report left by an earlier run must not be read as this run's.
  for (const file of Object.values(RESULT_FILES)) rmSync(join(root, file), { force: true });
  const records: StageRecord[] = [];
  for (const stage of stages) {
    const missing = (stage.needs ?? []).find((n) => records.find((r) => r.name === n.stage)?.status !== 'passed');
    if (missing) {
      records.push({ name: stage.name, status: 'not run', ms: 0, reason: missing.why, countsFrom: stage.countsFrom });
      continue;
    }
    console.log(`\n── ${stage.name} ──`);
    const started = now();
    const failedIndex = stage.commands.findIndex((argv) => !run(argv, root));
    const failed = failedIndex >= 0;
    records.push({
      name: stage.name,
      status: failed ? 'failed' : 'passed',
      ms: now() - started,
      countsFrom: stage.countsFrom,
      ...(failed
        ? {
            failedAt: commandLine(stage.commands[failedIndex]),
            notReached: stage.commands.slice(failedIndex + 1).map(commandLine),
          }
        : {}),
    });
  }
  mkdirSync(join(root, 'test-results'), { recursive: true });
  writeFileSync(join(root, RESULT_FILES.stages), `${JSON.stringify(records, null, 2)}\n`);
  return records;
}

function readJson(path: string): unknown {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults?: { status?: string; assertionResults?: unknown[] }[];
}

interface PlaywrightReport {
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
}

/** A runner's counts from its report, or undefined when it left none (it did not start, or crashed). */
export function runnerCounts(root: string, from: CountsFrom): Counts | undefined {
  if (from === 'vitest' || from === 'engines') {
    const r = readJson(join(root, RESULT_FILES[from])) as VitestReport | undefined;
    if (!r) return undefined;
    // A test file that fails to load has no test results of its own: it counts as one failure.
    const brokenFiles = (r.testResults ?? []).filter(
      (f) => f.status === 'failed' && !(f.assertionResults ?? []).length,
    ).length;
    return {
      passed: r.numPassedTests ?? 0,
      failed: (r.numFailedTests ?? 0) + brokenFiles,
      skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
    };
  }
  const s = (readJson(join(root, RESULT_FILES.playwright)) as PlaywrightReport | undefined)?.stats;
  if (!s) return undefined;
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0 };
}

/**
 * A stage's counts: its runner's when it reports them; otherwise (a check such
 * as lint, or a runner that left no report) the stage is one check, passed or
 * failed. A stage that did not run counts as one failure: a run that could not
 * test something has not shown it works.
 */
export function stageCounts(root: string, record: StageRecord): Counts {
  const one = { passed: record.status === 'passed' ? 1 : 0, failed: record.status === 'passed' ? 0 : 1, skipped: 0 };
  if (record.status === 'not run' || !record.countsFrom) return one;
  const counts = runnerCounts(root, record.countsFrom);
  if (!counts) return one;
  // A runner that failed while reporting no failed test (a crash after its report, a bad configuration) still failed.
  if (record.status === 'failed' && counts.failed === 0) return { ...counts, failed: 1 };
  return counts;
}

const seconds = (ms: number): string =>
  ms >= 60_000 ? `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s` : `${(ms / 1000).toFixed(1)} s`;

/** After a stage's line: the commands a failed command kept from running (a failed build: its tests never ran). */
function notReachedWords(record: StageRecord): string {
  if (!record.failedAt || !record.notReached?.length) return '';
  return `; \`${record.failedAt}\` failed, so ${record.notReached.map((c) => `\`${c}\``).join(' and ')} did not run`;
}

/** The summary's lines, the last one "N passed, N failed" (", N skipped" when some were). */
export function summaryLines(root: string, records: readonly StageRecord[]): string[] {
  const width = Math.max(...records.map((r) => r.name.length));
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const lines = ['', 'Test stages:'];
  for (const record of records) {
    const c = stageCounts(root, record);
    passed += c.passed;
    failed += c.failed;
    skipped += c.skipped;
    const name = record.name.padEnd(width);
    if (record.status === 'not run') {
      lines.push(`  ${name}  did not run: ${record.reason ?? 'a stage before it failed'}`);
      continue;
    }
    const counted = `${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`;
    lines.push(`  ${name}  ${record.status.padEnd(6)}  ${counted}  in ${seconds(record.ms)}${notReachedWords(record)}`);
  }
  lines.push(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return lines;
}

/** The records of the last run, or undefined when no run left them. */
export function lastRun(root: string): StageRecord[] | undefined {
  const records = readJson(join(root, RESULT_FILES.stages));
  return Array.isArray(records) ? (records as StageRecord[]) : undefined;
}

function main(): number {
  const root = fileURLToPath(new URL('..', import.meta.url));
  if (process.argv.includes('--summary')) {
    const records = lastRun(root);
    if (!records) {
      console.log('No test run has left its results (test-results/stages.json).');
      console.log('0 passed, 1 failed');
      return 1;
    }
    for (const line of summaryLines(root, records)) console.log(line);
    return records.every((r) => r.status === 'passed') ? 0 : 1;
  }
  const records = runStages(STAGES, root);
  for (const line of summaryLines(root, records)) console.log(line);
  return records.every((r) => r.status === 'passed') ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main();
