// The dispute lines of a result (docs/rules.md#disputed-readings): when a
// verdict would change under another value of a contested reading, the result
// names that reading in players' words and the verdict it would give.

import type { ReadingInfo } from './readings.ts';
import type { Dispute } from './types.ts';

/** A value of a reading other than the one in force, with its words and the words of the one in force (what a dispute line says). */
export interface OtherValue {
  readonly value: string;
  readonly words: string;
  readonly inForce: string;
}

/** The values of a reading other than the one in force, each with its words (what a dispute line offers). */
export function otherValues(info: ReadingInfo, current: string): OtherValue[] {
  const inForce = info.words[Math.max(0, info.values.indexOf(current))] as string;
  return info.values.flatMap((value, i) =>
    value === current ? [] : [{ value, words: info.words[i] as string, inForce }],
  );
}

/**
 * "Under the other reading of note L (orange and purple counted together) this line is BLOCKED."; a reading with more
 * than two values says "another reading", one line for each value that would turn the verdict.
 */
export function disputeLine(info: ReadingInfo, other: OtherValue, otherVisible: boolean): Dispute {
  const which = info.values.length > 2 ? 'another reading' : 'the other reading';
  return {
    reading: info.id,
    value: other.value,
    visible: otherVisible,
    inForce: other.inForce,
    text: `Under ${which} of ${info.source} (${other.words}) this line is ${otherVisible ? 'CLEAR' : 'BLOCKED'}.`,
  };
}
