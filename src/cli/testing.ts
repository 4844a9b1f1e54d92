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
  /** Node's own options before the command (e.g. a preloaded module). */
  readonly nodeOptions?: readonly string[];
}

/**
 * Runs `hexlos` as a real process the way it ships: the compiled bundle
 * through bin/hexlos.cjs, never the sources (a bundle older than the sources
 * fails the run; `npm run test:unit` builds it first).
 */
export function hexlosProcess(args: readonly string[], options: HexlosProcessOptions = {}): SpawnSyncReturns<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, HEXLOS_REQUIRE_BUNDLE: '1', XDG_CACHE_HOME: options.cacheHome ?? TEST_CACHE_HOME };
  if (options.compileCache === false) env.HEXLOS_NO_COMPILE_CACHE = '1';
  else delete env.HEXLOS_NO_COMPILE_CACHE;
  return spawnSync(process.execPath, [...(options.nodeOptions ?? []), BIN, ...args], {
    cwd: options.cwd ?? REPO_ROOT,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    env,
  });
}
