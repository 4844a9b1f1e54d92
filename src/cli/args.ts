// The argv reader of the `hexlos` commands (docs/cli.md): Node's own util.parseArgs
// splits the words, and this module turns every mistake into one located line
// (exit 2): an unknown option names the nearest known one, a flag given a
// value and an option left without one are named. `--help` and `-h` are
// understood by every command.

import { parseArgs as splitArgs } from 'node:util';

export interface ParsedArgs {
  readonly positionals: string[];
  readonly flags: Set<string>;
  readonly options: Map<string, string[]>;
}

export class UsageError extends Error {}

/** `--help` or `-h` was given: the command's usage is the answer (exit 0). */
export class HelpRequested extends Error {}

export interface ArgSpec {
  /** Flags without a value, e.g. "json". */
  readonly flags?: readonly string[];
  /** Options that take a value, e.g. "rules"; may be repeated. */
  readonly options?: readonly string[];
  /** One-letter names, e.g. { o: 'output' } for `-o FILE`. */
  readonly short?: Readonly<Record<string, string>>;
}

const HELP = 'help';

/** Edits (a letter added, dropped, changed, or two neighbours swapped) that turn one name into the other. */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_row, i) =>
    Array.from({ length: b.length + 1 }, (_column, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** The known name closest to a mistyped one (a slip of two letters, or the start of a name), if any is close. */
export function nearestName(typed: string, known: readonly string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const name of known) {
    const distance = editDistance(typed, name);
    const close = distance <= 2 || (typed.length >= 3 && name.startsWith(typed));
    if (close && (!best || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}

/** "; did you mean X?" for a misspelled choice among `known`, or '' when none is close (every choice's message ends with it). */
export function didYouMean(typed: string, known: readonly string[]): string {
  const nearest = nearestName(
    typed.toLowerCase(),
    known.map((k) => k.toLowerCase()),
  );
  const shown = known.find((k) => k.toLowerCase() === nearest);
  return shown ? `; did you mean ${shown}?` : '';
}

export function parseArgs(argv: readonly string[], spec: ArgSpec): ParsedArgs {
  const flagNames = [...(spec.flags ?? []), HELP];
  const optionNames = spec.options ?? [];
  const letterOf = new Map<string, string>([
    [HELP, 'h'],
    ...Object.entries(spec.short ?? {}).map(([letter, name]): [string, string] => [name, letter]),
  ]);
  const withShort = (name: string) => (letterOf.has(name) ? { short: letterOf.get(name) } : {});
  // Not strict: the tokens come back as given, so that each mistake gets its own message here.
  const { tokens } = splitArgs({
    args: [...argv],
    options: Object.fromEntries([
      ...flagNames.map((name) => [name, { type: 'boolean' as const, ...withShort(name) }]),
      ...optionNames.map((name) => [name, { type: 'string' as const, multiple: true, ...withShort(name) }]),
    ]),
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  if (tokens.some((t) => t.kind === 'option' && t.name === HELP)) throw new HelpRequested();

  const flags = new Set<string>();
  const options = new Map<string, string[]>();
  const positionals: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'positional') positionals.push(token.value);
    if (token.kind !== 'option') continue;
    const { name, rawName, value } = token;
    if (flagNames.includes(name)) {
      if (value !== undefined) throw new UsageError(`${rawName} takes no value`);
      flags.add(name);
    } else if (optionNames.includes(name)) {
      if (value === undefined) throw new UsageError(`${rawName} needs a value`);
      options.set(name, [...(options.get(name) ?? []), value]);
    } else {
      const nearest = rawName.startsWith('--') ? nearestName(name, [...optionNames, ...flagNames]) : undefined;
      throw new UsageError(`unknown option ${rawName}${nearest ? `; did you mean --${nearest}?` : ''}`);
    }
  }
  return { positionals, flags, options };
}

/** The last value of an option (a repeated single-valued option keeps the last). */
export const optionValue = (args: ParsedArgs, name: string): string | undefined => args.options.get(name)?.at(-1);
