// A small argv reader for the `hexlos` commands (cli.md): positionals, boolean
// flags, valued options (repeatable ones collect every value).

export interface ParsedArgs {
  readonly positionals: string[];
  readonly flags: Set<string>;
  readonly options: Map<string, string[]>;
}

export class UsageError extends Error {}

export interface ArgSpec {
  /** Flags without a value, e.g. "json". */
  readonly flags?: readonly string[];
  /** Options that take a value, e.g. "rules"; may be repeated. */
  readonly options?: readonly string[];
}

export function parseArgs(argv: readonly string[], spec: ArgSpec): ParsedArgs {
  const flags = new Set<string>();
  const options = new Map<string, string[]>();
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--') || arg === '--') {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq < 0 ? undefined : eq);
    if (spec.flags?.includes(name)) {
      if (eq >= 0) throw new UsageError(`--${name} takes no value`);
      flags.add(name);
    } else if (spec.options?.includes(name)) {
      const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined) throw new UsageError(`--${name} needs a value`);
      options.set(name, [...(options.get(name) ?? []), value]);
    } else {
      throw new UsageError(`unknown option --${name}`);
    }
  }
  return { positionals, flags, options };
}

/** The last value of an option (a repeated single-valued option keeps the last). */
export const optionValue = (args: ParsedArgs, name: string): string | undefined => args.options.get(name)?.at(-1);
