// What a shared link asked for and did not get, in sentences for the screen.
// A link is a promise to show one verdict; when it cannot be kept (a board
// this device does not have, a rule set that does not read the board, a hex
// that is not on it), the app says so instead of quietly showing something
// else, and the address is rewritten to what is on screen (startup.ts).
//
// Decisions (README, "Using the app", step 8): a link naming an unknown board places none of
// its hexes on the board that opens instead; a rule set or trace mode that
// cannot be used falls back to the board's default; an invalid hex label is
// dropped, and with no firer the target is not placed either. A link's house
// readings replace the device's (the verdict it promises was judged by them;
// a link without any was judged by the defaults), and the notice says which
// of the device's were set aside; a reading or value HexLOS does not have is
// named and left out (its default is used).

import type { RawSharedView } from '../board/share-link.ts';
import { isRuleSetId, type RuleSetId, type TraceMode } from '../engine/rules/ids.ts';
import { READINGS, type Readings, readingInfo, readingsOf } from '../engine/rules/readings.ts';
import { listWords } from '../engine/words.ts';
import { ruleSetWord, TRACE_WORDS } from './words.ts';

/** A value from the address, shortened and quoted for a sentence. */
export const quoteLinkValue = (value: string): string => `“${value.length > 24 ? `${value.slice(0, 24)}…` : value}”`;

export interface LinkOutcome {
  /** Whether the link's board (if it named one) is the one that opened. */
  readonly boardOpened: boolean;
  /** Name of the board on screen, if any. */
  readonly boardName: string | undefined;
  readonly rules: RuleSetId;
  readonly trace: TraceMode;
  /** Whether each end named by the link was found on the board on screen. */
  readonly fromFound: boolean;
  readonly toFound: boolean;
  /** The house readings this device had, when the link's replaced them. */
  readonly deviceReadings?: Partial<Readings>;
  /** The house readings now on screen (the link's). */
  readonly readings?: Partial<Readings>;
}

export function linkNotices(link: RawSharedView, outcome: LinkOutcome): string[] {
  const notices: string[] = [];
  const onScreen = outcome.boardName ? `“${outcome.boardName}”` : 'no board';
  if (link.board !== undefined && !outcome.boardOpened) {
    notices.push(
      `This link is for the board ${quoteLinkValue(link.board)}, which is not on this device, so its line of sight is not shown (${onScreen} is open instead). Open that board’s file — ask whoever sent the link — or pick a board.`,
    );
    return notices;
  }
  if (link.rules !== undefined && link.rules !== outcome.rules) {
    notices.push(
      isRuleSetId(link.rules)
        ? `The link asks for ${ruleSetWord(link.rules)} rules, which do not read ${onScreen}; ${ruleSetWord(outcome.rules)} rules are used.`
        : `The link names a rule set ${quoteLinkValue(link.rules)} that HexLOS does not have; ${ruleSetWord(outcome.rules)} rules are used.`,
    );
  }
  if (link.trace !== undefined && link.trace !== outcome.trace) {
    const shown = TRACE_WORDS[outcome.trace].toLowerCase();
    notices.push(
      link.trace === 'hex' || link.trace === 'real'
        ? `The link asks for the ${TRACE_WORDS[link.trace].toLowerCase()} line, which ${ruleSetWord(outcome.rules)} rules do not have; the ${shown} line is used.`
        : `The link names a trace mode ${quoteLinkValue(link.trace)} that HexLOS does not have; the ${shown} line is used.`,
    );
  }
  notices.push(...readingNotices(link, outcome));
  if (link.from !== undefined && !outcome.fromFound) {
    notices.push(
      `The link’s firer hex ${quoteLinkValue(link.from)} is not on ${onScreen}: tap the firer on the map${link.to !== undefined ? ' (the target waits for it)' : ''}.`,
    );
  } else if (link.to !== undefined && !outcome.toFound) {
    notices.push(`The link’s target hex ${quoteLinkValue(link.to)} is not on ${onScreen}: tap the target on the map.`);
  }
  return notices;
}

function readingNotices(link: RawSharedView, outcome: LinkOutcome): string[] {
  const notices: string[] = [];
  for (const { id, value } of link.readings ?? []) {
    const info = readingInfo(id);
    if (!info)
      notices.push(`The link names a reading ${quoteLinkValue(id)} that HexLOS does not have; it is left out.`);
    else if (!info.values.includes(value)) {
      notices.push(
        `The link asks for ${quoteLinkValue(value)} as the reading of ${info.source}, which HexLOS does not have (it has ${listWords(info.values.map((v) => `“${v}”`))}); HexLOS’s default is used: ${info.words[0]}.`,
      );
    }
  }
  if (outcome.deviceReadings && outcome.readings) {
    const before = readingsOf(outcome.deviceReadings);
    const now = readingsOf(outcome.readings);
    const changed = READINGS.filter((r) => before[r.id] !== now[r.id]);
    const words = (r: (typeof READINGS)[number], value: string) => r.words[r.values.indexOf(value)];
    if (changed.length && changed.every((r) => before[r.id] === r.values[0])) {
      // This device played HexLOS's readings: it takes the link's, and is told so.
      const one = changed.length === 1;
      notices.push(
        `This link is judged by ${one ? 'a house reading' : 'house readings'}: ${changed.map((r) => `${r.source}, ${words(r, now[r.id])}`).join('; ')}. ${one ? 'It is' : 'They are'} now used on this device too; change ${one ? 'it' : 'them'} under House readings.`,
      );
    } else if (changed.length) {
      notices.push(
        `The link’s verdict is judged by its own readings of the rules, which now replace this device’s house readings: ${changed
          .map((r) => `${r.source}, ${words(r, now[r.id])} (this device had: ${words(r, before[r.id])})`)
          .join('; ')}. Change them back under House readings.`,
      );
    }
  }
  return notices;
}
