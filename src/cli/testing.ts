// For CLI tests: an in-process CliIO that captures what a command prints, and
// the real process as it ships.

import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { CliIO } from './io.ts';

/** The repository root, the working directory of the captured commands. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export function captureIO(): CliIO & { out: () => string; err: () => string } {
  let out = '';
  let err = '';
  return {
    stdout: { write: (t: string) => (out += t) },
    stderr: { write: (t: string) => (err += t) },
    cwd: REPO_ROOT,
    out: () => out,
    err: () => err,
  };
}

/** The `hexlos` command as installed: bin/hexlos.cjs. */
export const BIN = join(REPO_ROOT, 'bin/hexlos.cjs');

/**
 * The code cache folder of this test file's processes (bin/code-cache.cjs
 * keeps it under $XDG_CACHE_HOME/hexlos): its own, so that the tests neither
 * read nor write the user's, and its first process of each command starts
 * cold and the later ones warm.
 */
export const TEST_CACHE_HOME = mkdtempSync(join(tmpdir(), 'hexlos-test-cache-'));

export interface HexlosProcessOptions {
  readonly cwd?: string;
  /** With V8's code cache (the default, as a user runs it) or with HEXLOS_NO_COMPILE_CACHE=1. */
  readonly compileCache?: boolean;
  /** The cache home, when not this test file's own. */
  readonly cacheHome?: string;
  /** Node's own options before the command (e.g. a heap limit, USAGE_AT_EXIT). */
  readonly nodeOptions?: readonly string[];
  /** A hang guard: the process is ended after this long. */
  readonly timeoutMs?: number;
}

/**
 * Runs `hexlos` as a real process the way it ships: the compiled bundle
 * through bin/hexlos.cjs, never the sources (a bundle older than the sources
 * fails the run; `npm run test:unit` builds it first). `timeoutMs` ends a
 * process that hangs (it then has a signal).
 */
export function hexlosProcess(args: readonly string[], options: HexlosProcessOptions = {}): SpawnSyncReturns<string> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HEXLOS_REQUIRE_BUNDLE: '1',
    XDG_CACHE_HOME: options.cacheHome ?? TEST_CACHE_HOME,
  };
  if (options.compileCache === false) env.HEXLOS_NO_COMPILE_CACHE = '1';
  else delete env.HEXLOS_NO_COMPILE_CACHE;
  return spawnSync(process.execPath, [...(options.nodeOptions ?? []), BIN, ...args], {
    cwd: options.cwd ?? REPO_ROOT,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    env,
    ...(options.timeoutMs === undefined ? {} : { timeout: options.timeoutMs }),
  });
}

// The module USAGE_AT_EXIT imports (a data: URL, so no file ships for it).
const USAGE_MODULE = `import { readFileSync } from 'node:fs';
process.on('exit', () => {
  const cpu = process.cpuUsage();
  let peakKb = 0;
  try {
    peakKb = Number(/^VmHWM:\\s+(\\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0);
  } catch {}
  process.stderr.write('\\nhexlos-usage cpu-us ' + (cpu.user + cpu.system) + ' peak-kb ' + peakKb + '\\n');
});`;

/**
 * Node options that make a process report, last on stderr, its own CPU time
 * and its peak resident memory: `hexlos-usage cpu-us <n> peak-kb <n>`. The
 * peak is /proc's VmHWM, which starts afresh at exec (getrusage's maxRSS
 * carries the parent's across fork and exec, so a child of a big test runner
 * would report the runner); 0 where there is no /proc.
 */
export const USAGE_AT_EXIT: readonly string[] = [
  '--import',
  `data:text/javascript,${encodeURIComponent(USAGE_MODULE)}`,
];

/** What USAGE_AT_EXIT reported, or undefined when the process did not get to say. */
export function usageOf(stderr: string): { cpuMs: number; peakMB: number } | undefined {
  const m = /hexlos-usage cpu-us (\d+) peak-kb (\d+)/.exec(stderr);
  return m ? { cpuMs: Number(m[1]) / 1000, peakMB: Number(m[2]) / 1024 } : undefined;
}
