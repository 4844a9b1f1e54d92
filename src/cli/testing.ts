// For CLI tests: an in-process CliIO that captures what a command prints, and
// the real process as it ships.

import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
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

/** The `hexlos` command as installed: bin/hexlos.mjs. */
export const BIN = join(REPO_ROOT, 'bin/hexlos.mjs');

/**
 * Runs `hexlos` as a real process the way it ships: the compiled bundle
 * through bin/hexlos.mjs, never the sources (a bundle older than the sources
 * fails the run; `npm run test:unit` builds it first). `node` takes options
 * for Node itself (a heap limit, USAGE_AT_EXIT); `timeoutMs` ends a process
 * that hangs (it then has a signal).
 */
export function hexlosProcess(
  args: readonly string[],
  options: { cwd?: string; node?: readonly string[]; timeoutMs?: number } = {},
): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [...(options.node ?? []), BIN, ...args], {
    cwd: options.cwd ?? REPO_ROOT,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    env: { ...process.env, HEXLOS_REQUIRE_BUNDLE: '1' },
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
export const USAGE_AT_EXIT: readonly string[] = ['--import', `data:text/javascript,${encodeURIComponent(USAGE_MODULE)}`];

/** What USAGE_AT_EXIT reported, or undefined when the process did not get to say. */
export function usageOf(stderr: string): { cpuMs: number; peakMB: number } | undefined {
  const m = /hexlos-usage cpu-us (\d+) peak-kb (\d+)/.exec(stderr);
  return m ? { cpuMs: Number(m[1]) / 1000, peakMB: Number(m[2]) / 1024 } : undefined;
}
