// Output conventions shared by every command (cli.md): one JSON document on
// stdout with --json, short text otherwise; located errors; exit codes.

export interface CliIO {
  readonly stdout: { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown };
  readonly cwd: string;
}

export const EXIT = { ok: 0, invalid: 1, usage: 2, checkFailed: 3 } as const;

import type { Problem } from '../board/problem.ts';

export type { Problem };

/** JSON with bigints as decimal strings (route counts can pass 2^53). */
export function toJson(value: unknown): string {
  return JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v), 2);
}

export function printJson(io: CliIO, value: unknown): void {
  io.stdout.write(`${toJson(value)}\n`);
}

export function formatProblem(file: string | undefined, p: Problem): string {
  const where = [file, p.path || undefined, p.hex ? `hex ${p.hex}` : undefined].filter(Boolean).join(': ');
  return where ? `${where}: ${p.message}` : p.message;
}

/** Reports invalid input and returns exit code 1. */
export function reportInvalid(io: CliIO, json: boolean, summary: string, errors: readonly Problem[], file?: string): number {
  if (json) printJson(io, { error: summary, errors });
  else {
    io.stderr.write(`${summary}\n`);
    for (const e of errors) io.stderr.write(`  ${formatProblem(file, e)}\n`);
  }
  return EXIT.invalid;
}
