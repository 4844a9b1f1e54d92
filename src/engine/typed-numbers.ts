// Numbers people type (the odds sheet, `hexlos odds`, `--month`): one strict
// grammar and one set of bounds for the browser and the command line, so the
// same text is read the same way everywhere and nothing typed can reach the
// arithmetic as Infinity, NaN or a rounded float.
//
// Interpretation (docs/combat.md is silent on sizes; docs/combat.md#what-a-number-may-be):
// - An attack or defence factor is a whole number, a fraction `13/2`, a mixed
//   number `6 1/2` or `6½`, or a decimal with at most two places (`6.5`),
//   greater than 0 and at most MAX_FACTOR, with a denominator (once reduced)
//   of at most MAX_FACTOR_DENOMINATOR. Printed counters carry whole factors;
//   halves, thirds and quarters come from house rules and split factors.
// - A range allowance is a whole number of hexes, 0..MAX_RANGE.
// - A month is 1..12 written in digits (`3` or `03`), nothing else.
// - At most MAX_FIRERS firers take part in one attack.
// Within these bounds every product, sum and comparison the combat engine
// makes stays a safe integer, so the odds are exact; the fraction module
// refuses (throws) rather than round if that ever failed to hold.

import { type Fraction, frac } from './fraction.ts';

export const MAX_FACTOR = 999;
export const MAX_FACTOR_DENOMINATOR = 12;
export const MAX_RANGE = 999;
export const MAX_FIRERS = 50;

export type Reading<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

const fail = (message: string): Reading<never> => ({ ok: false, message });

/** Short echo of what was typed, for messages (never the whole of a 400-digit paste). */
export function quoteTyped(text: string): string {
  const t = text.trim();
  return t.length > 24 ? `"${t.slice(0, 20)}…" (${t.length} characters)` : `"${t}"`;
}

// Digits are capped in the grammar so that Number() below is always exact.
const WHOLE = /^(\d{1,6})$/;
const FRACTION = /^(\d{1,6})\s*\/\s*(\d{1,6})$/;
const MIXED = /^(\d{1,6})\s+(\d{1,6})\s*\/\s*(\d{1,6})$/;
// ½ written as \u00bd: the CLI bundle must stay ASCII (scripts/build-cli.mjs).
const HALF = /^(\d{0,6})\s*\u00bd$/;
const DECIMAL = /^(\d{0,6})[.,](\d{1,2})$/;

function factorFraction(t: string): Fraction | 'zero-denominator' | undefined {
  let m = WHOLE.exec(t);
  if (m) return frac(Number(m[1]));
  m = FRACTION.exec(t);
  if (m) return Number(m[2]) === 0 ? 'zero-denominator' : frac(Number(m[1]), Number(m[2]));
  m = MIXED.exec(t);
  if (m) {
    const d = Number(m[3]);
    return d === 0 ? 'zero-denominator' : frac(Number(m[1]) * d + Number(m[2]), d);
  }
  m = HALF.exec(t);
  if (m) return frac(Number(m[1] || '0') * 2 + 1, 2);
  m = DECIMAL.exec(t);
  if (m) {
    const scale = m[2].length === 1 ? 10 : 100;
    return frac(Number(m[1] || '0') * scale + Number(m[2]), scale);
  }
  return undefined;
}

/** An attack or defence factor: `what` names the field in the message ("AF", "--df"). */
export function readFactor(text: string, what: string): Reading<Fraction> {
  const t = text.trim();
  if (t === '') return fail(`Enter the ${what}.`);
  const value = t.length > 40 ? undefined : factorFraction(t);
  if (value === 'zero-denominator') return fail(`${what} ${quoteTyped(text)} divides by zero.`);
  if (value === undefined) {
    if (/^[\d\s./,\u00bd]+$/.test(t) && /\d{7}/.test(t)) {
      return fail(
        t.includes('/')
          ? `${what} ${quoteTyped(text)} is too fine a fraction: the denominator may be at most ${MAX_FACTOR_DENOMINATOR}.`
          : `${what} ${quoteTyped(text)} is too large: at most ${MAX_FACTOR}.`,
      );
    }
    return fail(
      `${what} ${quoteTyped(text)} is not a number: write a whole number such as 12, or a fraction such as 13/2.`,
    );
  }
  if (value.n <= 0) return fail(`${what} must be more than 0.`);
  if (value.n > MAX_FACTOR * value.d) return fail(`${what} ${quoteTyped(text)} is too large: at most ${MAX_FACTOR}.`);
  if (value.d > MAX_FACTOR_DENOMINATOR) {
    return fail(
      `${what} ${quoteTyped(text)} is too fine a fraction: the denominator may be at most ${MAX_FACTOR_DENOMINATOR}.`,
    );
  }
  return { ok: true, value };
}

/** A range allowance in hexes. */
export function readRange(text: string, what = 'range'): Reading<number> {
  const t = text.trim();
  if (t === '') return fail(`Enter the ${what} in hexes.`);
  if (!/^\d+$/.test(t)) return fail(`The ${what} ${quoteTyped(text)} is not a whole number of hexes.`);
  if (t.length > 3) return fail(`The ${what} ${quoteTyped(text)} is too large: at most ${MAX_RANGE} hexes.`);
  return { ok: true, value: Number(t) };
}

/** A month of the year, 1..12 in digits. */
export function readMonth(text: string): Reading<number> {
  const t = text.trim();
  if (!/^(?:0?[1-9]|1[0-2])$/.test(t))
    return fail(`the month must be a whole number from 1 to 12, not ${quoteTyped(text)}`);
  return { ok: true, value: Number(t) };
}
