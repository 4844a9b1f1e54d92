// The perspective fit of a photo (docs/cli.md#hexlos-scan, `hexlos scan --corners`): the
// homography that carries the board's plane onto the image, from the four
// corner hex centres the user placed.
//
// Board plane coordinates are the exact lattice of hex centres: cell (c, r)
// sits at (X, Y) = (c, 2r + 1 if its column is shifted, else 2r), so every
// centre is an integer point (board space is X · 3/2 · size, Y · √3/2 · size).
// Corner positions are read as exact decimals; the 8 × 8 system is solved in
// exact rationals (bigint), so the fit maps each corner centre exactly onto
// the point the user gave, decides "degenerate" without an epsilon, and only
// the final coefficients are rounded to doubles for sampling.

// The photo's point is the library's too (it keeps a photo's corners): defined below both.
import type { Point } from '../board/photo-reading.ts';

export type { Point };

/** An exact rational: n / d with d > 0, reduced. */
interface Q {
  readonly n: bigint;
  readonly d: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b) [a, b] = [b, a % b];
  return a || 1n;
};

function q(n: bigint, d = 1n): Q {
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d);
  return { n: n / g, d: d / g };
}

const qSub = (a: Q, b: Q): Q => q(a.n * b.d - b.n * a.d, a.d * b.d);
const qMul = (a: Q, b: Q): Q => q(a.n * b.n, a.d * b.d);
const qDiv = (a: Q, b: Q): Q => q(a.n * b.d, a.d * b.n);
const qZero = (a: Q): boolean => a.n === 0n;
const qSign = (a: Q): number => (a.n > 0n ? 1 : a.n < 0n ? -1 : 0);

/** Doubles as exact rationals: the shortest decimal that prints the number (what the user typed). */
export function exactDecimal(value: number): Q {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(String(value));
  if (!m) throw new RangeError(`not a decimal: ${value}`);
  const [, sign, int, fracPart = '', exp = '0'] = m;
  let n = BigInt(`${int}${fracPart}`);
  let d = 10n ** BigInt(fracPart.length);
  const e = Number(exp);
  if (e > 0) n *= 10n ** BigInt(e);
  else if (e < 0) d *= 10n ** BigInt(-e);
  return q(sign ? -n : n, d);
}

const toNumber = (a: Q): number => {
  // Scale so that the quotient keeps ~17 significant digits before converting.
  const scale = 10n ** 20n;
  return Number((a.n * scale) / a.d) / 1e20;
};

/** Row-major 3 × 3 matrix of a projective map (h[8] = 1). */
export type Homography = readonly number[];

export class DegenerateCornersError extends Error {}

/**
 * The homography carrying `from[i]` to `to[i]` (four pairs), solved exactly.
 * Throws DegenerateCornersError when three of either quad's points are on a line.
 */
export function solveHomography(from: readonly Point[], to: readonly Point[]): Homography {
  if (from.length !== 4 || to.length !== 4) throw new RangeError('a homography needs four point pairs');
  // x' = (a x + b y + c) / (g x + h y + 1), y' = (d x + e y + f) / (g x + h y + 1)
  const rows: Q[][] = [];
  for (let i = 0; i < 4; i++) {
    const x = exactDecimal(from[i].x);
    const y = exactDecimal(from[i].y);
    const u = exactDecimal(to[i].x);
    const v = exactDecimal(to[i].y);
    const z = q(0n);
    const one = q(1n);
    const neg = (a: Q): Q => q(-a.n, a.d);
    rows.push([x, y, one, z, z, z, neg(qMul(x, u)), neg(qMul(y, u)), u]);
    rows.push([z, z, z, x, y, one, neg(qMul(x, v)), neg(qMul(y, v)), v]);
  }
  for (const quad of [from, to]) {
    if (hasThreeCollinear(quad)) throw new DegenerateCornersError('three of the four corners lie on one line');
  }
  // Gauss–Jordan elimination in exact arithmetic: any non-zero pivot is exact.
  for (let col = 0; col < 8; col++) {
    const pivot = rows.findIndex((row, i) => i >= col && !qZero(row[col]));
    if (pivot < 0) throw new DegenerateCornersError('the four corners do not fix a perspective');
    [rows[col], rows[pivot]] = [rows[pivot], rows[col]];
    const p = rows[col][col];
    rows[col] = rows[col].map((a) => qDiv(a, p));
    for (let i = 0; i < 8; i++) {
      if (i === col || qZero(rows[i][col])) continue;
      const f = rows[i][col];
      rows[i] = rows[i].map((a, j) => qSub(a, qMul(f, rows[col][j])));
    }
  }
  return [...rows.map((row) => toNumber(row[8])), 1];
}

function cross(o: Point, a: Point, b: Point): Q {
  const [ox, oy, ax, ay, bx, by] = [o.x, o.y, a.x, a.y, b.x, b.y].map(exactDecimal);
  return qSub(qMul(qSub(ax, ox), qSub(by, oy)), qMul(qSub(ay, oy), qSub(bx, ox)));
}

function hasThreeCollinear(quad: readonly Point[]): boolean {
  for (let i = 0; i < 4; i++) {
    if (qZero(cross(quad[i], quad[(i + 1) % 4], quad[(i + 2) % 4]))) return true;
  }
  return false;
}

/**
 * Whether `quad` is convex and turns the same way as `reference` (exact): the
 * corners were given in the order the board's corners go round, not crossed
 * or mirrored.
 */
export function sameConvexOrientation(reference: readonly Point[], quad: readonly Point[]): boolean {
  const turns = (pts: readonly Point[]) =>
    [0, 1, 2, 3].map((i) => qSign(cross(pts[i], pts[(i + 1) % 4], pts[(i + 2) % 4])));
  const ref = turns(reference);
  const got = turns(quad);
  const s = ref[0];
  return s !== 0 && ref.every((t) => t === s) && got.every((t) => t === s);
}

export function applyHomography(h: Homography, x: number, y: number): Point {
  const w = h[6] * x + h[7] * y + h[8];
  return { x: (h[0] * x + h[1] * y + h[2]) / w, y: (h[3] * x + h[4] * y + h[5]) / w };
}

/** The inverse map (adjugate; the scale of a homography does not matter). */
export function invertHomography(h: Homography): Homography {
  const [a, b, c, d, e, f, g, k, l] = h;
  const inv = [
    e * l - f * k,
    c * k - b * l,
    b * f - c * e,
    f * g - d * l,
    a * l - c * g,
    c * d - a * f,
    d * k - e * g,
    b * g - a * k,
    a * e - b * d,
  ];
  const s = inv[8];
  return inv.map((v) => v / s);
}
