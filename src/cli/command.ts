// The contract every `hexlos` command keeps (docs/cli.md): its name, the one-line
// usage printed with a usage error, and a run that returns the exit status.
// main.ts loads the commands; the commands import only this, not main.ts.

import type { CliIO } from './io.ts';

export interface Command {
  readonly name: string;
  /** One line: `hexlos NAME <arguments> [options]`, printed with every usage error. */
  readonly usage: string;
  run(argv: readonly string[], io: CliIO): Promise<number>;
}
