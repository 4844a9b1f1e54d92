// `-o FILE` for the commands that write a file (scan's board, card's
// picture): the path read from the working folder, and a file that cannot be
// written reported with its name (exit 1), never as a stack trace.

import { isAbsolute, resolve } from 'node:path';

import { type CliIO, reportInvalid } from './io.ts';

/** Writes `what` to `output` through `write`; the exit status when it cannot (else undefined). */
export async function writeOutputFile(
  io: CliIO,
  json: boolean,
  output: string,
  what: string,
  write: (path: string) => Promise<void>,
): Promise<number | undefined> {
  try {
    await write(isAbsolute(output) ? output : resolve(io.cwd, output));
    return undefined;
  } catch (e) {
    return reportInvalid(
      io,
      json,
      `${output}: cannot write ${what}`,
      [{ path: '', message: (e as Error).message }],
      output,
    );
  }
}
