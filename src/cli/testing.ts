// For CLI tests: an in-process CliIO that captures what a command prints.

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
