// The turn record for play by e-mail (docs/table.md#the-turn-record): the
// checks of a session, numbered in the order they were made, each with its
// verdict, the readings it was judged under and the link that reproduces it,
// as one Markdown text a player pastes into an e-mail or a forum post.
//
// A check joins the record once it has settled, as the address does
// (startup.ts ADDRESS_SETTLE_MS): a target slid across the map records where
// it came to rest, not every hex it crossed. The same check made again straight
// after itself is not recorded twice. The record is bounded: past
// TURN_RECORD_LIMIT checks the oldest leave it, and the numbers go on counting,
// so a record that lost its start says so by its first number.

import { version } from '../../package.json';
import { writeSharedView, type SharedView } from '../board/share-link.ts';
import { houseReadings, READINGS, type Readings } from '../engine/rules/readings.ts';
import type { LosResult } from '../engine/rules/types.ts';
import { ruleSetWord, TRACE_WORDS } from './words.ts';

/** How many checks the record keeps (the oldest leave first). */
export const TURN_RECORD_LIMIT = 100;

/** One check of the session, as the record writes it. */
export interface TurnEntry {
  /** Its place in the session, from 1: it keeps counting when the oldest entries leave. */
  readonly number: number;
  readonly boardName: string;
  /** The board's content fingerprint, as its verdict card prints it (docs/card.md): another version of the board shows another. */
  readonly boardFingerprint: string;
  readonly fromLabel: string;
  readonly toLabel: string;
  readonly rules: LosResult['rules'];
  readonly trace: LosResult['trace'];
  readonly visible: boolean;
  readonly range: number;
  /** The readings in force that differ from HexLOS's and that this rule set reads, in players' words. */
  readonly readings: readonly string[];
  /** The contested readings under which the verdict would be the other one, as the verdict says them. */
  readonly disputes: readonly string[];
  /** What the link names, without the board it may carry (kept once per board in the record). */
  readonly view: SharedView;
}

export interface TurnRecord {
  readonly entries: readonly TurnEntry[];
  /** How many checks the session has made (the next entry's number less one). */
  readonly made: number;
  /** The packed board for each kept board a check was made on: its links carry it to a player who lacks it. */
  readonly carried: Readonly<Record<string, string>>;
}

export const EMPTY_TURN_RECORD: TurnRecord = { entries: [], made: 0, carried: {} };

/** What a check on screen adds to the record: everything but its number. */
export type TurnCheck = Omit<TurnEntry, 'number'> & { readonly carried?: string };

/** The check as the record keeps it, from the verdict and the terms it was asked under. */
export function turnCheckOf(input: {
  readonly result: LosResult;
  readonly boardId: string;
  readonly boardName: string;
  readonly boardFingerprint: string;
  readonly fromLabel: string;
  readonly toLabel: string;
  readonly readings: Partial<Readings>;
  readonly carried?: string;
}): TurnCheck {
  const { result } = input;
  const house = houseReadings(input.readings);
  const readings = READINGS.filter((r) => r.rules.includes(result.rules) && house[r.id] !== undefined).map(
    (r) => `${r.source}: ${r.words[r.values.indexOf(house[r.id] as string)]}`,
  );
  return {
    boardName: input.boardName,
    boardFingerprint: input.boardFingerprint,
    fromLabel: input.fromLabel,
    toLabel: input.toLabel,
    rules: result.rules,
    trace: result.trace,
    visible: result.visible,
    range: result.range,
    readings,
    disputes: (result.disputes ?? []).map((d) => d.text),
    view: {
      board: input.boardId,
      rules: result.rules,
      trace: result.trace,
      from: input.fromLabel,
      to: input.toLabel,
      readings: house,
    },
    ...(input.carried ? { carried: input.carried } : {}),
  };
}

/** The record with this check added: the same check as the last entry is not added again; past the limit the oldest leaves. */
export function withTurnCheck(record: TurnRecord, check: TurnCheck): TurnRecord {
  const { carried, ...rest } = check;
  const board = rest.view.board;
  const keptCarried = carried && board ? { ...record.carried, [board]: carried } : record.carried;
  const last = record.entries.at(-1);
  if (last && writeSharedView(last.view) === writeSharedView(rest.view) && last.visible === rest.visible)
    return keptCarried === record.carried ? record : { ...record, carried: keptCarried };
  const entries = [...record.entries, { ...rest, number: record.made + 1 }].slice(-TURN_RECORD_LIMIT);
  // Only the boards the remaining entries were made on keep their packed copy.
  const boards = new Set(entries.map((e) => e.view.board));
  const kept = Object.fromEntries(Object.entries(keptCarried).filter(([id]) => boards.has(id)));
  return { entries, made: record.made + 1, carried: kept };
}

/** The link of an entry, whole: the page's address with the entry's hash (and its board, when kept on the device). */
export function turnEntryLink(record: TurnRecord, entry: TurnEntry, pageAddress: string): string {
  const carried = entry.view.board ? record.carried[entry.view.board] : undefined;
  return `${pageAddress}${writeSharedView({ ...entry.view, carried })}`;
}

const verdictWord = (visible: boolean): string => (visible ? 'CLEAR' : 'BLOCKED');

/** The record as one Markdown text: a heading, then each check numbered, with its verdict, readings and link. */
export function turnRecordMarkdown(record: TurnRecord, pageAddress: string, madeOn: Date): string {
  const lines = [
    `# HexLOS turn record, ${madeOn.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    // The version judged every check: a later HexLOS that reads a rule differently is told apart, as on a card.
    `Checked with HexLOS ${version}; each link opens its check as it stands here.`,
    '',
  ];
  const first = record.entries[0];
  if (!first) return [...lines, 'No line of sight checked yet.', ''].join('\n');
  if (first.number > 1)
    lines.push(`Checks 1 to ${first.number - 1} are not in this record: it keeps the last ${TURN_RECORD_LIMIT}.`, '');
  for (const e of record.entries) {
    lines.push(
      `${e.number}. **${e.fromLabel} → ${e.toLabel}: ${verdictWord(e.visible)}** (range ${e.range}) on ${e.boardName} ` +
        `(fingerprint ${e.boardFingerprint}), ` +
        `${ruleSetWord(e.rules)} rules, ${TRACE_WORDS[e.trace].toLowerCase()}`,
    );
    lines.push(`   - Readings: ${e.readings.length ? e.readings.join('; ') : 'HexLOS’s own'}`);
    for (const d of e.disputes) lines.push(`   - Disputed: ${d}`);
    lines.push(`   - Link: ${turnEntryLink(record, e, pageAddress)}`);
  }
  lines.push('');
  return lines.join('\n');
}

/** The file name a saved record gets: the day and time it was made, so a turn's records sort in order. */
export function turnRecordFileName(madeOn: Date): string {
  return `hexlos-turn-record-${madeOn.toISOString().slice(0, 16).replace(':', '').replace('T', '-')}.md`;
}
