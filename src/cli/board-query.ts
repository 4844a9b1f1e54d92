// The prologue of every command that asks something of one board (docs/cli.md):
// read the arguments, load the board or map, resolve the hex labels, read the
// shared query options, and report what is wrong — usage mistakes throw
// UsageError (exit 2), invalid input is printed with its location (exit 1) —
// so that a command's own code starts from good values.

import type { Axial, Board } from '../engine/types.ts';
import { type ArgSpec, type ParsedArgs, parseArgs, UsageError } from './args.ts';
import { type CliIO, reportInvalid } from './io.ts';
import { loadBoardArg, resolveHexArg } from './load.ts';
import { QUERY_OPTIONS, type QueryOptions, readQueryOptions } from './query-options.ts';

export interface BoardQuery {
  readonly args: ParsedArgs;
  readonly json: boolean;
  /** The board or map file as given on the command line. */
  readonly file: string;
  readonly board: Board;
  /** The hexes the labels name, in the order they were asked for. */
  readonly hexes: readonly Axial[];
  /** The shared query options; each default when the command does not read them. */
  readonly options: QueryOptions;
}

export interface BoardQueryAsk {
  /** The hex labels to resolve on the board, in order; the first one not on it is the error. */
  readonly labels?: readonly string[];
  /** Whether the command reads --rules, --trace, the turn's markers and --reading. */
  readonly query?: boolean;
  /** For a command that judges under one rule set: the usage message for `--rules all`. */
  readonly oneRuleSet?: string;
}

export interface BoardQuerySpec extends ArgSpec, Omit<BoardQueryAsk, 'labels'> {
  /** How many positional arguments, the board file first, and the message when another number is given. */
  readonly positionals: readonly [count: number, message: string];
  /** Which positionals are hex labels: by default all after the board file. */
  readonly labels?: (positionals: readonly string[]) => readonly string[];
}

/** The arguments with the shared options (when the command reads them) and --json. */
export function parseQueryArgs(argv: readonly string[], spec: ArgSpec & { readonly query?: boolean }): ParsedArgs {
  return parseArgs(argv, {
    ...spec,
    flags: ['json', ...(spec.flags ?? [])],
    options: [...(spec.query ? QUERY_OPTIONS : []), ...(spec.options ?? [])],
  });
}

/** Loads the board named by the first positional and reads what `ask` names; an exit status when the input is invalid. */
export async function openBoardQuery(args: ParsedArgs, io: CliIO, ask: BoardQueryAsk): Promise<BoardQuery | number> {
  const json = args.flags.has('json');
  const [file] = args.positionals;
  const loaded = await loadBoardArg(file, io, json);
  if (typeof loaded === 'number') return loaded;
  const { board } = loaded;
  const hexes: Axial[] = [];
  for (const label of ask.labels ?? []) {
    const hex = resolveHexArg(board, label, io, json);
    if (typeof hex === 'number') return hex;
    hexes.push(hex);
  }
  const { options, problems } = readQueryOptions(ask.query ? args : { ...args, options: new Map() }, board);
  if (ask.oneRuleSet !== undefined && options.all) throw new UsageError(ask.oneRuleSet);
  if (problems.length)
    return reportInvalid(io, json, `${problems.length} marker hex(es) not on the board`, problems, file);
  return { args, json, file, board, hexes, options };
}

/** The whole prologue: the arguments read and counted, then the board opened as `spec` asks. */
export async function readBoardQuery(
  argv: readonly string[],
  io: CliIO,
  spec: BoardQuerySpec,
): Promise<BoardQuery | number> {
  const args = parseQueryArgs(argv, spec);
  const [count, message] = spec.positionals;
  if (args.positionals.length !== count) throw new UsageError(message);
  const labels = spec.labels ? spec.labels(args.positionals) : args.positionals.slice(1);
  return openBoardQuery(args, io, { labels, query: spec.query, oneRuleSet: spec.oneRuleSet });
}
