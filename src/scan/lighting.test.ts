// The lighting field (lighting.ts) and how its likely error counts against a
// hex's terrain (colour.ts, confidenceWithin): docs/scan.md#how-it-reads,
// step 4.

import { describe, expect, test } from 'vitest';

import { confidenceOf, confidenceWithin, type Nearest } from './colour.ts';
import { CURVATURE_HELD, fitLighting, lightingAt, type LightingObservation } from './lighting.ts';

const WIDTH = 1200;
const HEIGHT = 800;

/** Observations of a shift on a 12 × 8 grid of hex centres, every channel alike. */
function observe(shift: (u: number, v: number) => number): LightingObservation[] {
  const obs: LightingObservation[] = [];
  for (let i = 0; i < 12; i++)
    for (let j = 0; j < 8; j++) {
      const x = ((i + 0.5) * WIDTH) / 12;
      const y = ((j + 0.5) * HEIGHT) / 8;
      const s = shift((2 * x) / WIDTH - 1, (2 * y) / HEIGHT - 1);
      obs.push({ x, y, residual: [s, s, s], weight: 1 });
    }
  return obs;
}

/** A lamp falling off steeply into one corner: log of a gain that reaches 0.45 there (testing/photo.ts's harsh lamp). */
const lamp = (u: number, v: number): number =>
  Math.log(1 + 0.225 * (-u * Math.SQRT1_2 - v * Math.SQRT1_2) - 0.1125 * (u * u + v * v));

describe('the lighting field', () => {
  test('a quadratic shift is taken out by either shape', () => {
    const obs = observe((u, v) => 0.2 - 0.1 * u + 0.05 * v - 0.08 * u * u + 0.03 * u * v);
    for (const shape of ['quadratic', 'cubic'] as const) {
      const field = fitLighting(WIDTH, HEIGHT, obs, false, 1e-6, shape);
      for (const o of obs) expect(lightingAt(field, o.x, o.y)[0]).toBeCloseTo(o.residual[0], 2);
    }
  });

  test('under a lamp falling off into a corner, the cubic follows the corner closer than the quadratic', () => {
    const obs = observe(lamp);
    const corner = obs.reduce((a, b) => (b.residual[0] < a.residual[0] ? b : a));
    const miss = (shape: 'quadratic' | 'cubic') =>
      Math.abs(
        lightingAt(fitLighting(WIDTH, HEIGHT, obs, false, CURVATURE_HELD, shape), corner.x, corner.y)[0] -
          corner.residual[0],
      );
    expect(miss('cubic')).toBeLessThan(miss('quadratic'));
  });

  test("held back towards the paper's bend, a vignette is taken out to the board's edge; held towards none, it is not", () => {
    const vignette = (u: number, v: number) => -0.12 * (u * u + v * v);
    const obs = observe(vignette);
    const paper = fitLighting(WIDTH, HEIGHT, obs, false, 1e-6);
    const edge = obs.reduce((a, b) => (b.residual[0] < a.residual[0] ? b : a));
    const miss = (towards?: typeof paper) =>
      Math.abs(
        lightingAt(fitLighting(WIDTH, HEIGHT, obs, false, CURVATURE_HELD, 'quadratic', towards), edge.x, edge.y)[0] -
          edge.residual[0],
      );
    expect(miss(paper)).toBeLessThan(0.002);
    expect(miss()).toBeGreaterThan(0.01);
  });
});

describe('confidenceWithin: a colour that may be off by a spread', () => {
  const near = (a: number, b: number): Nearest => ({ index: 0, distance2: a * a, second2: b * b });

  test.each([
    ['no spread: the plain confidence', near(0.1, 0.3), 0, confidenceOf(near(0.1, 0.3))],
    ['a spread takes from the margin', near(0.1, 0.3), 0.05, 0.25 / 0.4],
    ['half the gap or more is a tie or worse', near(0.1, 0.3), 0.1, 0.5],
    ['a spread past the runner-up leaves nothing', near(0.1, 0.3), 0.4, 0],
    ['a lone class stays sure', { index: 0, distance2: 0.01, second2: Infinity }, 0.2, 1],
  ] as const)('%s', (_name, nearest, spread, expected) => {
    expect(confidenceWithin(nearest, spread)).toBeCloseTo(expected, 9);
  });
});
