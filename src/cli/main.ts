// `hexlos`: the headless command line (README.md, "The command line"). Each command lives in its own
// module under commands/ and is loaded only when asked for; `hexlos --help`
// lists the usage lines (usage.ts) without loading any. `--help`, `-h` and
// `help [COMMAND]` print usage on stdout (exit 0); `--version` prints the
// package's version.

import packageJson from '../../package.json' with { type: 'json' };
import { HelpRequested, nearestName, UsageError } from './args.ts';
import type { Command } from './command.ts';
import { type CliIO, EXIT, oneLine, printJson, terminalSafe } from './io.ts';
import { type CommandName, HELP, USAGE } from './usage.ts';

const COMMANDS = {
  validate: () => import('./commands/validate.ts'),
  trace: () => import('./commands/trace.ts'),
  los: () => import('./commands/los.ts'),
  card: () => import('./commands/card.ts'),
  viewshed: () => import('./commands/viewshed.ts'),
  check: () => import('./commands/check.ts'),
  odds: () => import('./commands/odds.ts'),
  scan: () => import('./commands/scan.ts'),
  audit: () => import('./commands/audit.ts'),
} as const satisfies Record<CommandName, () => Promise<{ command: Command }>>;

/** The commands, in the order `hexlos --help` lists them. */
export const COMMAND_NAMES = Object.keys(USAGE) as CommandName[];

const isCommand = (name: string): name is CommandName => Object.hasOwn(COMMANDS, name);

const HELP_WORDS = ['--help', '-h', 'help'];

export function usageText(): string {
  const lines = ['usage: hexlos <command> [arguments] [--json]', '', 'commands:'];
  for (const name of COMMAND_NAMES) lines.push(`  ${USAGE[name]}`);
  lines.push('', "`hexlos <command> --help` explains a command's options; `hexlos --version` prints the version.");
  return `${lines.join('\n')}\n`;
}

/** A command's usage line, then every argument and option it takes: what it means, and an example. */
const commandHelp = (command: Command): string => `usage: ${command.usage}\n${HELP[command.name as CommandName]}\n`;

/**
 * Where a usage mistake lies, for `errors[].path`: the option its message
 * names first (`--rules must be one of …`, `unknown option --rule`), else the
 * command's arguments as a whole.
 */
export function usagePath(message: string): string {
  return /(?:^|\s)(--?[a-z][a-z0-9-]*)/i.exec(message)?.[1] ?? 'arguments';
}

/**
 * A usage mistake (exit 2): with `--json` one document on stdout, `{ "error",
 * "errors" }` as for invalid input (README.md, "The command line"), the usage line still on stderr
 * for the person at the terminal; without it, both lines on stderr.
 */
function reportUsage(io: CliIO, json: boolean, summary: string, usage: string): number {
  if (json) {
    printJson(io, { error: summary, errors: [{ path: usagePath(summary), message: summary }] });
    io.stderr.write(usage);
  } else io.stderr.write(`${oneLine(summary)}\n${usage}`);
  return EXIT.usage;
}

export async function run(argv: readonly string[], rawIO: CliIO): Promise<number> {
  const io = terminalSafe(rawIO);
  const [name, ...rest] = argv;
  const json = argv.includes('--json');
  if (name === '--version') {
    io.stdout.write(`${packageJson.version}\n`);
    return EXIT.ok;
  }
  if (name === 'help' && rest.length === 1 && isCommand(rest[0])) {
    io.stdout.write(commandHelp((await COMMANDS[rest[0]]()).command));
    return EXIT.ok;
  }
  if (name === undefined || HELP_WORDS.includes(name)) {
    (name === undefined ? io.stderr : io.stdout).write(usageText());
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  if (!isCommand(name)) {
    const nearest = nearestName(name, COMMAND_NAMES);
    return reportUsage(
      io,
      json,
      `hexlos: unknown command "${name}"${nearest ? `; did you mean ${nearest}?` : ''}`,
      usageText(),
    );
  }
  const { command } = await COMMANDS[name]();
  try {
    return await command.run(rest, io);
  } catch (e) {
    if (e instanceof HelpRequested) {
      io.stdout.write(commandHelp(command));
      return EXIT.ok;
    }
    if (e instanceof UsageError)
      return reportUsage(io, json, `hexlos ${name}: ${e.message}`, `usage: ${command.usage}\n`);
    // Never a stack trace: one line saying what failed (the input is the user's to keep).
    const why = e instanceof Error ? e.message : String(e);
    io.stderr.write(`hexlos ${name}: internal error: ${oneLine(why.split('\n')[0])}\n`);
    return EXIT.invalid;
  }
}
