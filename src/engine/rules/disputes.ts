// The dispute lines of a result (docs/rules.md, "Disputed readings"): when a
// verdict would change under another value of a contested reading, the result
// names that reading in players' words and the verdict it would give.

import type { ReadingInfo } from './readings.ts';
import type { Dispute } from './types.ts';

/** The values of a reading other than the one in force, each with its words (what a dispute line offers). */
export function otherValues(info: ReadingInfo, current: string): { value: string; words: string }[] {
  return info.values.flatMap((value, i) => (value === current ? [] : [{ value, words: info.words[i] as string }]));
}

/**
 * "Under the other reading of note L (orange and purple counted together) this line is BLOCKED."; a reading with more
 * than two values says "another reading", one line for each value that would turn the verdict.
 */
export function disputeLine(info: ReadingInfo, other: { value: string; words: string }, otherVisible: boolean): Dispute {
  const which = info.values.length > 2 ? 'another reading' : 'the other reading';
  return {
    reading: info.id,
    value: other.value,
    visible: otherVisible,
    text: `Under ${which} of ${info.source} (${other.words}) this line is ${otherVisible ? 'CLEAR' : 'BLOCKED'}.`,
  };
}
