// What a whole-number field's typed text comes to when the player commits it
// (leaves the field or presses Enter): never while they type, so "10" can be
// typed over "33" one key at a time on a touch keyboard without the "1" in
// between being refused or changed (docs/table.md#number-fields).

export interface WholeNumberField {
  /** The field's name as the player reads it beside the field: "Columns". */
  readonly label: string;
  readonly min: number;
  readonly max: number;
  /** Whether an empty field is an answer of its own (an elevation left to the level), not a mistake. */
  readonly emptyAllowed?: boolean;
}

export interface Committed {
  /** The value the field now holds: `undefined` only for an empty field that may be empty. */
  readonly value: number | undefined;
  /** Said beside the field when the typed text was not taken as it was, so nothing changes silently. */
  readonly note?: string;
}

/** Digits only: a touch keyboard's number pad has no sign, and a grid or an elevation has no fraction. */
const DIGITS = /^\d+$/;

/**
 * The committed value of `typed`; `kept` is the value the field held before,
 * kept when the text is no number at all. Out of range, the nearest end of the
 * range is taken and the note says so.
 */
export function commitWholeNumber(typed: string, kept: number | undefined, field: WholeNumberField): Committed {
  const text = typed.trim();
  const keptWords = kept === undefined ? 'left empty' : `kept ${kept}`;
  if (text === '') {
    if (field.emptyAllowed) return { value: undefined };
    return { value: kept, note: `${field.label} cannot be empty: ${keptWords}.` };
  }
  if (!DIGITS.test(text))
    return {
      value: kept,
      note: `${field.label}: “${text}” is not a whole number from ${field.min} to ${field.max}; ${keptWords}.`,
    };
  const n = Number(text);
  if (n < field.min)
    return { value: field.min, note: `${field.label}: ${n} is below the least, ${field.min}; set to ${field.min}.` };
  if (n > field.max)
    return { value: field.max, note: `${field.label}: ${n} is above the most, ${field.max}; set to ${field.max}.` };
  return { value: n };
}
