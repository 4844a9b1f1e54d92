// Output conventions shared by every command (docs/cli.md): one JSON document on
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

// Control characters (C0 but the line feed, DEL, C1), and the bidirectional
// and line-separator marks that can make a terminal show what is not there.
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS_AND_NEWLINE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const escapeChar = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * Text from a file or the command line, made safe for one line of terminal
 * output: every control character written as a \uXXXX escape, so an ANSI
 * sequence or a CR/LF in a board name prints as text and cannot fake output.
 */
export const oneLine = (text: string): string => text.replace(CONTROLS_AND_NEWLINE, escapeChar);

/**
 * The streams every command writes to, with control characters escaped (line
 * feeds kept: the commands' own line breaks). In JSON output the escape is a
 * JSON escape inside a string, so the document means the same.
 */
export function terminalSafe(io: CliIO): CliIO {
  const safe = (stream: CliIO['stdout']): CliIO['stdout'] => ({
    write: (text: string) => stream.write(text.replace(CONTROLS, escapeChar)),
  });
  return { ...io, stdout: safe(io.stdout), stderr: safe(io.stderr) };
}

export function formatProblem(file: string | undefined, p: Problem): string {
  const where = [file, p.path || undefined, p.hex ? `hex ${p.hex}` : undefined].filter(Boolean).join(': ');
  return oneLine(where ? `${where}: ${p.message}` : p.message);
}

/** Reports invalid input and returns exit code 1. */
export function reportInvalid(
  io: CliIO,
  json: boolean,
  summary: string,
  errors: readonly Problem[],
  file?: string,
): number {
  if (json) printJson(io, { error: summary, errors });
  else {
    io.stderr.write(`${oneLine(summary)}\n`);
    for (const e of errors) io.stderr.write(`  ${formatProblem(file, e)}\n`);
  }
  return EXIT.invalid;
}
