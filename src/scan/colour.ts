// Telling colours apart after the lighting is taken out. Colours are carried
// in log RGB (where a lighting change is a shift, see image.ts) but compared
// as pixel values in an opponent space (lightness, red–green, yellow–blue):
// in log RGB a few levels of JPEG noise in a nearly empty channel (the blue
// of an orange stroke) would weigh as much as a change of hue. Lightness
// counts for less than hue, because what is left of a lighting gradient is
// mostly a change of lightness, while printed colours differ mostly in hue.

import { expChannel, type LogRgb } from './image.ts';

/** Weight of lightness against the two hue axes in a distance. */
const LIGHTNESS_WEIGHT = 0.5;

const SQRT_LIGHTNESS_WEIGHT = Math.sqrt(LIGHTNESS_WEIGHT);

/** Coordinates of a log-RGB colour in which `colourDistance2` is the plain squared distance. */
export function inkCoordinates(c: readonly number[]): [number, number, number] {
  const r = expChannel(c[0]) / 255;
  const g = expChannel(c[1]) / 255;
  const b = expChannel(c[2]) / 255;
  return [(SQRT_LIGHTNESS_WEIGHT * (r + g + b)) / 3, r - g, (r + g) / 2 - b];
}

export const squaredDistance = (a: readonly number[], b: readonly number[]): number =>
  (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;

/** Squared distance between two log-RGB colours, compared as pixel values (0..1) in the weighted opponent space. */
export const colourDistance2 = (a: readonly number[], b: readonly number[]): number =>
  squaredDistance(inkCoordinates(a), inkCoordinates(b));

/** Squared distance between two log-RGB colours in the weighted opponent space of the logs: lightness-invariant hue, for fills. */
export function fillDistance2(a: readonly number[], b: readonly number[]): number {
  const dr = a[0] - b[0];
  const dg = a[1] - b[1];
  const db = a[2] - b[2];
  const dl = (dr + dg + db) / 3;
  const da = dr - dg;
  const dy = (dr + dg) / 2 - db;
  return LIGHTNESS_WEIGHT * dl * dl + da * da + dy * dy;
}

export interface Nearest {
  readonly index: number;
  readonly distance2: number;
  /** Squared distance to the runner-up (Infinity when there is none). */
  readonly second2: number;
}

export function nearest(
  colour: readonly number[],
  centres: readonly (readonly number[])[],
  distance2 = colourDistance2,
): Nearest {
  let index = -1;
  let best = Infinity;
  let second = Infinity;
  for (let i = 0; i < centres.length; i++) {
    const d = distance2(colour, centres[i]);
    if (d < best) {
      second = best;
      best = d;
      index = i;
    } else if (d < second) second = d;
  }
  return { index, distance2: best, second2: second };
}

/** How sure a nearest-centre choice is: 0.5 on a tie, towards 1 as the runner-up is far. */
export function confidenceOf(n: Nearest): number {
  if (!Number.isFinite(n.second2)) return 1;
  const a = Math.sqrt(n.distance2);
  const b = Math.sqrt(n.second2);
  return a + b === 0 ? 0.5 : b / (a + b);
}

/**
 * The confidence of a nearest class when the colour itself may be off by
 * `spread` (the same distance as the classes', e.g. the lighting's likely
 * error at that point): the nearest class as far as it may be, the runner-up
 * as near. A spread of half the gap or more makes it a tie or worse.
 */
export function confidenceWithin(n: Nearest, spread: number): number {
  if (!Number.isFinite(n.second2)) return 1;
  const a = Math.sqrt(n.distance2) + spread;
  const b = Math.max(0, Math.sqrt(n.second2) - spread);
  return a + b === 0 ? 0.5 : b / (a + b);
}

export const meanOf = (colours: readonly LogRgb[]): LogRgb => {
  const m: LogRgb = [0, 0, 0];
  for (const c of colours) for (let i = 0; i < 3; i++) m[i] += c[i] / colours.length;
  return m;
};
