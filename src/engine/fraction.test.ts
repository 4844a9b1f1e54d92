// Exact fractions (docs/geometry.md#exact-arithmetic; positions
// (k - 1/2)/R are compared and printed as fractions, docs/cli.md's "13/2" form).

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import {
  frac,
  fracAdd,
  fracCeil,
  fracCompare,
  fracDiv,
  fracEquals,
  fracFloor,
  fracMul,
  fracParse,
  fracSub,
  fracToNumber,
  fracToString,
  HALF,
  ONE,
  THIRD,
  TWO_THIRDS,
  ZERO,
  type Fraction,
} from './fraction.ts';

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/** A reduced fraction has a positive denominator and no common factor (and 0 is 0/1). */
function isReduced(f: Fraction): boolean {
  return f.d > 0 && Number.isInteger(f.n) && Number.isInteger(f.d) && gcd(f.n, f.d) === 1 && !Object.is(f.n, -0);
}

const smallInt = fc.integer({ min: -1000, max: 1000 });
const nonZero = smallInt.filter((n) => n !== 0);
const fraction = fc.tuple(smallInt, nonZero).map(([n, d]) => frac(n, d));

describe('frac: reduction and sign normalisation', () => {
  test.each([
    { why: 'already reduced', n: 1, d: 2, want: { n: 1, d: 2 } },
    { why: 'common factor removed', n: 4, d: 8, want: { n: 1, d: 2 } },
    { why: 'whole number', n: 6, d: 3, want: { n: 2, d: 1 } },
    { why: 'default denominator', n: 7, d: undefined, want: { n: 7, d: 1 } },
    { why: 'negative denominator moves the sign up', n: 1, d: -4, want: { n: -1, d: 4 } },
    { why: 'two negatives cancel', n: -3, d: -6, want: { n: 1, d: 2 } },
    { why: 'negative numerator stays', n: -13, d: 2, want: { n: -13, d: 2 } },
    { why: 'zero is 0/1', n: 0, d: 5, want: { n: 0, d: 1 } },
    { why: 'zero over a negative is 0/1, not -0', n: 0, d: -5, want: { n: 0, d: 1 } },
    { why: 'position (k - 1/2)/R for k = 3, R = 5 is 5/10', n: 5, d: 10, want: { n: 1, d: 2 } },
  ])('$why: $n/$d', ({ n, d, want }) => {
    const f = d === undefined ? frac(n) : frac(n, d);
    expect(f).toEqual(want);
    expect(Object.is(f.n, -0)).toBe(false);
  });

  test.each([
    { why: 'zero denominator', n: 1, d: 0 },
    { why: 'non-integer numerator', n: 1.5, d: 2 },
    { why: 'non-integer denominator', n: 1, d: 0.5 },
    { why: 'NaN', n: Number.NaN, d: 1 },
    { why: 'infinity', n: Number.POSITIVE_INFINITY, d: 1 },
  ])('rejects $why', ({ n, d }) => {
    expect(() => frac(n, d)).toThrow(RangeError);
  });

  test('every constructed fraction is reduced and equals n/d (property)', () => {
    fc.assert(
      fc.property(smallInt, nonZero, (n, d) => {
        const f = frac(n, d);
        expect(isReduced(f)).toBe(true);
        // Same value: n * f.d === f.n * d.
        expect(n * f.d === f.n * d).toBe(true);
      }),
    );
  });

  test('constants', () => {
    expect([ZERO, ONE, HALF, THIRD, TWO_THIRDS]).toEqual([
      { n: 0, d: 1 },
      { n: 1, d: 1 },
      { n: 1, d: 2 },
      { n: 1, d: 3 },
      { n: 2, d: 3 },
    ]);
  });
});

describe('arithmetic', () => {
  test.each([
    { why: '1/2 + 1/3', op: fracAdd, a: frac(1, 2), b: frac(1, 3), want: frac(5, 6) },
    { why: '1/2 + 1/2 is whole', op: fracAdd, a: HALF, b: HALF, want: ONE },
    { why: '1/3 - 1/2', op: fracSub, a: THIRD, b: HALF, want: frac(-1, 6) },
    { why: '2/3 * 3/4', op: fracMul, a: TWO_THIRDS, b: frac(3, 4), want: HALF },
    { why: '1/2 / 1/4', op: fracDiv, a: HALF, b: frac(1, 4), want: frac(2) },
    { why: 'division by a negative normalises the sign', op: fracDiv, a: HALF, b: frac(-1, 3), want: frac(-3, 2) },
  ])('$why', ({ op, a, b, want }) => {
    expect(op(a, b)).toEqual(want);
  });

  test('division by zero throws', () => {
    expect(() => fracDiv(ONE, ZERO)).toThrow(RangeError);
  });

  test('results stay reduced and agree with integer cross-multiplication (property)', () => {
    fc.assert(
      fc.property(fraction, fraction, (a, b) => {
        for (const r of [fracAdd(a, b), fracSub(a, b), fracMul(a, b)]) expect(isReduced(r)).toBe(true);
        const sum = fracAdd(a, b);
        expect(sum.n * a.d * b.d === (a.n * b.d + b.n * a.d) * sum.d).toBe(true);
        expect(fracSub(fracAdd(a, b), b)).toEqual(a);
        if (b.n !== 0) expect(fracMul(fracDiv(a, b), b)).toEqual(a);
      }),
    );
  });
});

describe('fracCompare and fracEquals', () => {
  test.each([
    { why: 'position 1/3 before midway', a: THIRD, b: HALF, want: -1 },
    { why: 'midway is midway in any form', a: frac(3, 6), b: HALF, want: 0 },
    { why: '2/3 after midway', a: TWO_THIRDS, b: HALF, want: 1 },
    { why: 'negatives order below zero', a: frac(-1, 2), b: ZERO, want: -1 },
    { why: 'whole numbers', a: frac(3), b: frac(13, 2), want: -1 },
    { why: 'close fractions are told apart exactly', a: frac(333, 1000), b: THIRD, want: -1 },
  ])('$why', ({ a, b, want }) => {
    expect(fracCompare(a, b)).toBe(want);
    expect(fracCompare(b, a)).toBe(-want || 0);
    expect(fracEquals(a, b)).toBe(want === 0);
  });

  test('a total order, consistent with the exact value (property)', () => {
    fc.assert(
      fc.property(fraction, fraction, fraction, (a, b, c) => {
        expect(fracCompare(a, b)).toBe(-fracCompare(b, a) || 0);
        expect(fracCompare(a, b)).toBe(Math.sign(a.n * b.d - b.n * a.d) || 0);
        expect(fracEquals(a, b)).toBe(fracCompare(a, b) === 0);
        if (fracCompare(a, b) <= 0 && fracCompare(b, c) <= 0) expect(fracCompare(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });
});

describe('floor, ceiling and number', () => {
  test.each([
    { f: frac(13, 2), floor: 6, ceil: 7, num: 6.5 },
    { f: frac(-13, 2), floor: -7, ceil: -6, num: -6.5 },
    { f: frac(3), floor: 3, ceil: 3, num: 3 },
    { f: frac(-1, 4), floor: -1, ceil: 0, num: -0.25 },
    { f: ZERO, floor: 0, ceil: 0, num: 0 },
  ])('$f.n/$f.d', ({ f, floor, ceil, num }) => {
    expect(fracFloor(f)).toBe(floor);
    expect(fracCeil(f) + 0).toBe(ceil);
    expect(fracToNumber(f)).toBe(num);
  });
});

describe('fracToString and fracParse', () => {
  test.each([
    { why: 'docs/cli.md#hexlos-los-board-from-to example: a half', f: frac(1, 2), text: '1/2' },
    { why: 'docs/cli.md#hexlos-los-board-from-to example: improper fraction', f: frac(13, 2), text: '13/2' },
    { why: 'docs/cli.md#hexlos-los-board-from-to example: whole number has no denominator', f: frac(3), text: '3' },
    { why: 'negative', f: frac(-1, 4), text: '-1/4' },
    { why: 'zero', f: frac(0, 7), text: '0' },
    { why: 'printed reduced', f: frac(6, 4), text: '3/2' },
  ])('$why: $text', ({ f, text }) => {
    expect(fracToString(f)).toBe(text);
    expect(fracParse(text)).toEqual(f);
  });

  test.each([
    { text: '4/8', want: frac(1, 2), why: 'reduces' },
    { text: ' 1 / 2 ', want: frac(1, 2), why: 'spaces allowed around numbers' },
    { text: '-0', want: ZERO, why: 'minus zero is zero' },
    { text: '007', want: frac(7), why: 'leading zeros' },
  ])('parses "$text" ($why)', ({ text, want }) => {
    const f = fracParse(text);
    expect(f).toEqual(want);
    expect(Object.is(f?.n, -0)).toBe(false);
  });

  test.each([
    { text: '', why: 'empty' },
    { text: '1/0', why: 'zero denominator' },
    { text: '1.5', why: 'decimal' },
    { text: '1/-2', why: 'sign on the denominator' },
    { text: '+3', why: 'plus sign' },
    { text: '--1', why: 'double minus' },
    { text: '1/2/3', why: 'two slashes' },
    { text: 'half', why: 'words' },
    { text: '/2', why: 'missing numerator' },
    { text: '1/', why: 'missing denominator' },
  ])('rejects "$text" ($why)', ({ text }) => {
    expect(fracParse(text)).toBeUndefined();
  });

  test('round trip through text (property)', () => {
    fc.assert(
      fc.property(fraction, (f) => {
        expect(fracParse(fracToString(f))).toEqual(f);
      }),
    );
  });
});
