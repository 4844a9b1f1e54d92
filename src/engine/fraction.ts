// Exact rationals for positions along a line of sight and for combat factors.
// Numerators and denominators stay small (board coordinates, factor products),
// so plain integers are exact; every value is kept reduced with a positive
// denominator, which makes equality a field comparison. A value that is not a
// safe integer is refused (RangeError), never rounded: an answer is exact or
// there is none (typed numbers are bounded so that this cannot happen,
// combat/typed-numbers.ts).

export interface Fraction {
  readonly n: number;
  readonly d: number;
}

function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a || 1;
}

export function frac(n: number, d = 1): Fraction {
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d) || d === 0) {
    throw new RangeError(`not an exact fraction: ${n}/${d}`);
  }
  const sign = d < 0 ? -1 : 1;
  const g = gcd(n, d);
  return { n: (sign * n) / g || 0, d: (sign * d) / g };
}

export const ZERO = frac(0);
export const ONE = frac(1);
export const HALF = frac(1, 2);
export const THIRD = frac(1, 3);
export const TWO_THIRDS = frac(2, 3);

export const fracAdd = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.d + b.n * a.d, a.d * b.d);
export const fracSub = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.d - b.n * a.d, a.d * b.d);
export const fracMul = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.n, a.d * b.d);
export const fracDiv = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.d, a.d * b.n);

/** -1, 0 or 1 as a <, =, > b. */
export function fracCompare(a: Fraction, b: Fraction): -1 | 0 | 1 {
  const left = a.n * b.d;
  const right = b.n * a.d;
  if (!Number.isSafeInteger(left) || !Number.isSafeInteger(right))
    throw new RangeError(`fractions too large to compare exactly: ${a.n}/${a.d}, ${b.n}/${b.d}`);
  const diff = left - right;
  return diff < 0 ? -1 : diff > 0 ? 1 : 0;
}

export const fracEquals = (a: Fraction, b: Fraction): boolean => a.n === b.n && a.d === b.d;

/** Largest integer ≤ the fraction. */
export const fracFloor = (a: Fraction): number => Math.floor(a.n / a.d);
/** Smallest integer ≥ the fraction. */
export const fracCeil = (a: Fraction): number => -Math.floor(-a.n / a.d);

/** "1/2", "13/2", "3", "-1/4": the exact form used in JSON output (docs/cli.md). */
export function fracToString(a: Fraction): string {
  return a.d === 1 ? String(a.n) : `${a.n}/${a.d}`;
}

/** Parses "3", "13/2", "-1/4"; undefined when the text is not an exact fraction. */
export function fracParse(text: string): Fraction | undefined {
  const m = /^\s*(-?\d+)(?:\s*\/\s*(\d+))?\s*$/.exec(text);
  if (!m) return undefined;
  const d = m[2] === undefined ? 1 : Number(m[2]);
  if (d === 0) return undefined;
  return frac(Number(m[1]), d);
}

export const fracToNumber = (a: Fraction): number => a.n / a.d;
