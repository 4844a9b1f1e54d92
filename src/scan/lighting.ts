// The light falling on a photographed board: a smooth field (a quadratic in
// image position, one per colour channel, in log RGB, so a darker corner or a
// warm lamp on one side is a shift to subtract). Fitted by weighted least
// squares to what each hex shows minus the colour its class should have.
// A cubic field is fitted beside it only to measure where the quadratic may
// be wrong (colour-classes.ts, classifyTerrain; docs/scan.md#how-it-reads,
// step 4).

const TERMS = 6;
const CUBIC_TERMS = 10;

/** A quadratic field (six terms a channel) or a cubic one (ten). */
export type FieldShape = 'quadratic' | 'cubic';

export interface LightingField {
  /** Three channels × six coefficients of 1, x, y, x², xy, y² over normalised image coordinates (ten with the cubic terms x³, x²y, xy², y³). */
  readonly coefficients: readonly (readonly number[])[];
  readonly width: number;
  readonly height: number;
}

export const flatLighting = (width: number, height: number): LightingField => ({
  coefficients: [0, 1, 2].map(() => new Array<number>(TERMS).fill(0)),
  width,
  height,
});

/** Fills `out` with the basis at an image point: its length says how many terms (6 or 10). */
function basis(field: { width: number; height: number }, x: number, y: number, out: Float64Array): Float64Array {
  const u = (2 * x) / Math.max(1, field.width) - 1;
  const v = (2 * y) / Math.max(1, field.height) - 1;
  out[0] = 1;
  out[1] = u;
  out[2] = v;
  out[3] = u * u;
  out[4] = u * v;
  out[5] = v * v;
  if (out.length > TERMS) {
    out[6] = u * u * u;
    out[7] = u * u * v;
    out[8] = u * v * v;
    out[9] = v * v * v;
  }
  return out;
}

const scratch = new Float64Array(TERMS);
const cubicScratch = new Float64Array(CUBIC_TERMS);

/** The field's log-RGB shift at an image point. */
export function lightingAt(
  field: LightingField,
  x: number,
  y: number,
  out: number[] | Float64Array = [0, 0, 0],
): number[] | Float64Array {
  const terms = field.coefficients[0].length;
  const b = basis(field, x, y, terms > TERMS ? cubicScratch : scratch);
  for (let c = 0; c < 3; c++) {
    const k = field.coefficients[c];
    let s = 0;
    for (let t = 0; t < terms; t++) s += k[t] * b[t];
    out[c] = s;
  }
  return out;
}

export interface LightingObservation {
  readonly x: number;
  readonly y: number;
  /** Observed minus expected, log RGB. */
  readonly residual: readonly number[];
  readonly weight: number;
}

/**
 * How hard the curvature terms are held back (a ridge, times the total
 * weight) where the field is fitted together with the terrain classes: enough
 * that a small board cannot bend the field around a few misread hexes. A
 * field that bends freely there can settle on a reading that is wrong and
 * agrees with itself: on the widened photos under a harsh lamp, a dim column
 * of clear hexes read as town, and the field then saw no dimming to take out
 * (docs/scan.md#how-it-reads, step 4).
 */
export const CURVATURE_HELD = 2e-2;

/**
 * The curvature held back where the field is fitted to one colour only, the
 * paper (colour-classes.ts, paperField): no class is fitted with it, so
 * nothing can agree with a wrong bend, and a field held as hard as
 * CURVATURE_HELD left a photo's corners too dark or too light to name
 * (docs/scan.md#how-it-reads, step 4).
 */
export const CURVATURE_FREE = 2e-3;

/**
 * Least-squares fit of the field to the observations, its curvature terms
 * held back by `curvatureRidge` (CURVATURE_HELD or CURVATURE_FREE), the
 * cubic terms as hard as the quadratic ones: towards none, or towards
 * `curvatureTowards`'s curvature where given (its cubic terms, if any, are
 * not used: a cubic field is held towards its quadratic bend). With
 * `zeroMean`, the field's mean over the observations is zero (the classes'
 * colours carry the overall cast).
 */
export function fitLighting(
  width: number,
  height: number,
  obs: readonly LightingObservation[],
  zeroMean: boolean,
  curvatureRidge: number,
  shape: FieldShape = 'quadratic',
  curvatureTowards?: LightingField,
): LightingField {
  const terms = shape === 'cubic' ? CUBIC_TERMS : TERMS;
  const field: LightingField = { coefficients: [0, 1, 2].map(() => new Array<number>(terms).fill(0)), width, height };
  if (obs.length < terms) return field;
  const ata = Array.from({ length: terms }, () => new Float64Array(terms));
  const atb = [0, 1, 2].map(() => new Float64Array(terms));
  const b = new Float64Array(terms);
  let total = 0;
  for (const o of obs) {
    basis(field, o.x, o.y, b);
    total += o.weight;
    for (let i = 0; i < terms; i++) {
      for (let j = 0; j < terms; j++) ata[i][j] += o.weight * b[i] * b[j];
      for (let c = 0; c < 3; c++) atb[c][i] += o.weight * b[i] * o.residual[c];
    }
  }
  const ridge = (i: number) => (i === 0 ? 0 : i < 3 ? 1e-3 : curvatureRidge);
  for (let i = 0; i < terms; i++) ata[i][i] += ridge(i) * total + 1e-9;
  if (curvatureTowards)
    for (let i = 3; i < Math.min(terms, curvatureTowards.coefficients[0].length); i++)
      for (let c = 0; c < 3; c++) atb[c][i] += ridge(i) * total * curvatureTowards.coefficients[c][i];
  const coefficients = atb.map((rhs) =>
    solve(
      ata.map((row) => Float64Array.from(row)),
      Float64Array.from(rhs),
    ),
  );
  const fitted: LightingField = { coefficients, width, height };
  if (zeroMean) {
    const mean = [0, 0, 0];
    const at = [0, 0, 0];
    for (const o of obs) {
      lightingAt(fitted, o.x, o.y, at);
      for (let c = 0; c < 3; c++) mean[c] += (at[c] * o.weight) / total;
    }
    for (let c = 0; c < 3; c++) coefficients[c][0] -= mean[c];
  }
  return fitted;
}

/** Gaussian elimination with partial pivoting (a small, well-conditioned system). */
function solve(a: Float64Array[], rhs: Float64Array): number[] {
  const n = rhs.length;
  for (let col = 0; col < n; col++) {
    let p = col;
    for (let i = col + 1; i < n; i++) if (Math.abs(a[i][col]) > Math.abs(a[p][col])) p = i;
    [a[col], a[p]] = [a[p], a[col]];
    [rhs[col], rhs[p]] = [rhs[p], rhs[col]];
    const d = a[col][col];
    if (d === 0) continue;
    for (let i = col + 1; i < n; i++) {
      const f = a[i][col] / d;
      if (f === 0) continue;
      for (let j = col; j < n; j++) a[i][j] -= f * a[col][j];
      rhs[i] -= f * rhs[col];
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let s = rhs[i];
    for (let j = i + 1; j < n; j++) s -= a[i][j] * x[j];
    x[i] = a[i][i] === 0 ? 0 : s / a[i][i];
  }
  return x;
}
