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
 * fails the run; `npm run test:unit` builds it first).
 */
export function hexlosProcess(args: readonly string[], options: { cwd?: string } = {}): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [BIN, ...args], {
    cwd: options.cwd ?? REPO_ROOT,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    env: { ...process.env, HEXLOS_REQUIRE_BUNDLE: '1' },
  });
}
