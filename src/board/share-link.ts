// The shareable link: board, rule set, trace mode, firer, target and the
// house readings in the URL's hash
// (#board=pb-2&rules=arvold&trace=hex&from=C2&to=G5&reading.noteL=together).
// Opening such a link reproduces the verdict. A reading is written only when
// it differs from HexLOS's default, so a link without any (every link made
// before readings could be chosen) means the defaults. The hash keeps the app
// one offline page.

import { isRuleSetId, TRACE_MODES } from '../engine/rules/ids.ts';
import type { RuleSetId, TraceMode } from '../engine/rules/ids.ts';
import { chosenReading, houseReadings, READINGS, readingInfo, type Readings } from '../engine/rules/readings.ts';

export interface SharedView {
  readonly board?: string;
  readonly rules?: RuleSetId;
  readonly trace?: TraceMode;
  readonly from?: string;
  readonly to?: string;
  /** The readings the link was made under: the ones it names that HexLOS knows (the defaults for the rest). */
  readonly readings?: Partial<Readings>;
  /** The board itself, packed (src/board/library/link-payload.ts), for a board the receiver may not have. */
  readonly carried?: string;
}

/** The prefix of a reading's parameter: `reading.noteL=together`. */
const READING_PARAM = 'reading.';

/** What the address says, before any of it is checked (for saying what could not be used). */
export interface RawSharedView {
  readonly board?: string;
  readonly rules?: string;
  readonly trace?: string;
  readonly from?: string;
  readonly to?: string;
  /** The packed board a link carries (`b`). */
  readonly b?: string;
  /** Every `reading.<id>=<value>` the link names, as written (ids and values unchecked). */
  readonly readings?: readonly { readonly id: string; readonly value: string }[];
}

export function readRawSharedView(hash: string): RawSharedView {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const text = (name: string): string | undefined => {
    const v = params.get(name)?.trim();
    return v ? v : undefined;
  };
  return {
    board: text('board'),
    rules: text('rules'),
    trace: text('trace'),
    from: text('from')?.toUpperCase(),
    to: text('to')?.toUpperCase(),
    b: text('b'),
    ...rawReadings(params),
  };
}

function rawReadings(params: URLSearchParams): Pick<RawSharedView, 'readings'> {
  const readings: { id: string; value: string }[] = [];
  for (const [name, value] of params) {
    if (name.startsWith(READING_PARAM)) readings.push({ id: name.slice(READING_PARAM.length), value: value.trim() });
  }
  return readings.length ? { readings } : {};
}

/** The readings of a link that HexLOS knows, with a value it knows; the others are for link-notices.ts to name. */
function knownReadings(raw: RawSharedView['readings']): Partial<Readings> {
  let readings: Partial<Readings> = {};
  for (const { id, value } of raw ?? []) {
    const info = readingInfo(id);
    const chosen = info && chosenReading(info, value);
    if (chosen) readings = { ...readings, ...chosen };
  }
  return houseReadings(readings);
}

export function readSharedView(hash: string): SharedView {
  const raw = readRawSharedView(hash);
  const text = (name: Exclude<keyof RawSharedView, 'readings'>): string | undefined => raw[name];
  const readings = knownReadings(raw.readings);
  const rules = text('rules');
  return {
    board: text('board'),
    rules: isRuleSetId(rules) ? rules : undefined,
    trace: TRACE_MODES.find((t) => t === text('trace')),
    from: text('from')?.toUpperCase(),
    to: text('to')?.toUpperCase(),
    ...(Object.keys(readings).length ? { readings } : {}),
    carried: text('b'),
  };
}

export function writeSharedView(view: SharedView): string {
  const params = new URLSearchParams();
  if (view.board) params.set('board', view.board);
  if (view.rules) params.set('rules', view.rules);
  if (view.trace) params.set('trace', view.trace);
  if (view.from) params.set('from', view.from);
  if (view.to) params.set('to', view.to);
  const readings = houseReadings(view.readings);
  for (const r of READINGS) {
    const value = readings[r.id];
    if (value) params.set(`${READING_PARAM}${r.id}`, value);
  }
  // Last: the longest part, and a link cut short loses only the board it carries.
  if (view.carried) params.set('b', view.carried);
  const text = params.toString();
  return text ? `#${text}` : '';
}
