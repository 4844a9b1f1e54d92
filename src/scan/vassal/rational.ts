// Exact rationals over bigint for a module's grid settings: VASSAL writes dx
// and dy as decimals with up to 17 digits (55.42562584220407), whose products
// no double holds exactly. Only what the grid placement needs.

export interface Q {
  readonly n: bigint;
  /** Always positive. */
  readonly d: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y) [x, y] = [y, x % y];
  return x || 1n;
};

export function q(n: bigint, d = 1n): Q {
  if (d === 0n) throw new RangeError('division by zero');
  const s = d < 0n ? -1n : 1n;
  const g = gcd(n, d);
  return { n: (s * n) / g, d: (s * d) / g };
}

/** A decimal as written ("64", "-3.5", "55.42562584220407", "6.4E1"); undefined when it is not one. */
export function parseDecimal(text: string): Q | undefined {
  const m = /^([-+]?)(\d*)(?:\.(\d*))?(?:[eE]([-+]?\d{1,3}))?$/.exec(text.trim());
  if (!m || (m[2] === '' && !m[3])) return undefined;
  const digits = BigInt(`${m[2] || '0'}${m[3] ?? ''}`);
  const exponent = Number(m[4] ?? 0) - (m[3]?.length ?? 0);
  const sign = m[1] === '-' ? -1n : 1n;
  return exponent >= 0 ? q(sign * digits * 10n ** BigInt(exponent)) : q(sign * digits, 10n ** BigInt(-exponent));
}

export const add = (a: Q, b: Q): Q => q(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Q, b: Q): Q => q(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Q, b: Q): Q => q(a.n * b.n, a.d * b.d);
export const div = (a: Q, b: Q): Q => q(a.n * b.d, a.d * b.n);

export function floor(a: Q): bigint {
  const f = a.n / a.d;
  return a.n < 0n && f * a.d !== a.n ? f - 1n : f;
}

export const ceil = (a: Q): bigint => -floor(q(-a.n, a.d));

export const toNumber = (a: Q): number => {
  // Whole part and remainder apart, so that big numerators and denominators keep their precision.
  const whole = floor(a);
  return Number(whole) + Number(((a.n - whole * a.d) * 1_000_000_000_000n) / a.d) / 1e12;
};
