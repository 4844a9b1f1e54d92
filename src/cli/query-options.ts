// The options every LOS-reading command shares (docs/cli.md): --rules, --trace,
// the markers for the current turn (--blocked-hex, --month, --unit) and the
// house readings of contested rule texts (--reading noteL=together; the
// readings are listed in docs/rules.md#disputed-readings).

import { hexByLabel } from '../engine/board-model.ts';
import { isRuleSetId, RULE_SET_IDS, type RuleSetId, TRACE_MODES, type TraceMode } from '../engine/rules/ids.ts';
import { ruleSet, ruleSetsFor, defaultRules } from '../engine/rules/index.ts';
import { chosenReading, READINGS, readingInfo, type Readings } from '../engine/rules/readings.ts';
import type { TurnMarkers } from '../engine/rules/types.ts';
import { readMonth } from '../engine/typed-numbers.ts';
import type { Axial, Board } from '../engine/types.ts';
import { didYouMean, type ParsedArgs, optionValue, UsageError } from './args.ts';
import type { Problem } from './io.ts';

export const QUERY_OPTIONS = ['rules', 'trace', 'blocked-hex', 'month', 'unit', 'reading'] as const;

export interface QueryOptions {
  /** One rule set, or every rule set that reads this board (`--rules all`). */
  readonly rules: readonly RuleSetId[];
  readonly all: boolean;
  /** Undefined: each rule set's default. */
  readonly trace?: TraceMode;
  readonly markers: TurnMarkers;
  /** House readings (only those given); the engine takes the defaults for the rest. */
  readonly readings: Partial<Readings>;
}

const isTrace = (s: string): s is TraceMode => (TRACE_MODES as readonly string[]).includes(s);

/** Checks a rule set / trace pair against the board; a message for the user when it does not fit. */
export function ruleSetMismatch(board: Board, rules: RuleSetId, trace: TraceMode | undefined): string | undefined {
  const rs = ruleSet(rules);
  if (!rs.families.includes(board.family)) {
    const kind = (family: string) => (family === 'elevation' ? 'elevation-number' : 'PanzerBlitz-family');
    return `rule set "${rules}" reads ${rs.families.map(kind).join(' or ')} boards; board "${board.id}" is ${board.family === 'elevation' ? 'an' : 'a'} ${kind(board.family)} board`;
  }
  if (trace && !rs.traces.includes(trace))
    return `rule set "${rules}" has no "${trace}" trace mode (it has: ${rs.traces.join(', ')})`;
  return undefined;
}

/**
 * Reads the shared options. Usage mistakes throw UsageError (exit 2); hex
 * labels that are not on the board come back as located problems (exit 1).
 */
export function readQueryOptions(args: ParsedArgs, board: Board): { options: QueryOptions; problems: Problem[] } {
  const problems: Problem[] = [];
  const rulesText = optionValue(args, 'rules');
  const traceText = optionValue(args, 'trace');
  if (traceText !== undefined && !isTrace(traceText))
    throw new UsageError(`--trace must be one of: ${TRACE_MODES.join(', ')}${didYouMean(traceText, TRACE_MODES)}`);
  const trace = traceText as TraceMode | undefined;
  let rules: RuleSetId[];
  const all = rulesText === 'all';
  if (all) {
    rules = ruleSetsFor(board)
      .map((rs) => rs.id)
      .filter((id) => !trace || ruleSet(id).traces.includes(trace));
  } else if (rulesText === undefined) {
    rules = [defaultRules(board)];
  } else if (isRuleSetId(rulesText)) {
    rules = [rulesText];
  } else {
    throw new UsageError(
      `--rules must be one of: ${RULE_SET_IDS.join(', ')}, all${didYouMean(rulesText, [...RULE_SET_IDS, 'all'])}`,
    );
  }
  if (!all) {
    const mismatch = ruleSetMismatch(board, rules[0], trace);
    if (mismatch) throw new UsageError(mismatch);
  }
  const hexes = (option: string): Axial[] =>
    (args.options.get(option) ?? []).flatMap((label) => {
      const h = hexByLabel(board, label);
      if (!h)
        problems.push({
          path: `--${option}`,
          hex: label.toUpperCase(),
          message: `hex ${label.toUpperCase()} is not on board "${board.id}"`,
        });
      return h ? [h] : [];
    });
  const monthText = optionValue(args, 'month');
  let month: number | undefined;
  if (monthText !== undefined) {
    const reading = readMonth(monthText);
    if (!reading.ok) throw new UsageError(`--month: ${reading.message}`);
    month = reading.value;
  }
  const blockedHexes = hexes('blocked-hex');
  const units = hexes('unit');
  const markers: TurnMarkers = {
    ...(blockedHexes.length ? { blockedHexes } : {}),
    ...(month !== undefined ? { month } : {}),
    ...(units.length ? { units } : {}),
  };
  return {
    options: { rules, all, trace, markers, readings: readReadings(args.options.get('reading') ?? []) },
    problems,
  };
}

/** `--reading noteL=together` (repeatable; a later one for the same reading wins). */
export function readReadings(texts: readonly string[]): Partial<Readings> {
  let readings: Partial<Readings> = {};
  for (const text of texts) {
    const eq = text.indexOf('=');
    const id = eq < 0 ? text : text.slice(0, eq);
    const info = readingInfo(id);
    if (!info)
      throw new UsageError(
        `--reading: HexLOS has no reading "${id}"; the readings are: ${READINGS.map((r) => r.id).join(', ')}${didYouMean(
          id,
          READINGS.map((r) => r.id),
        )}`,
      );
    const chosen = eq < 0 ? undefined : chosenReading(info, text.slice(eq + 1));
    if (!chosen)
      throw new UsageError(
        `--reading ${info.id}=VALUE: VALUE is one of ${info.values.join(', ')} (${info.source})${eq < 0 ? '' : didYouMean(text.slice(eq + 1), info.values)}`,
      );
    readings = { ...readings, ...chosen };
  }
  return readings;
}
