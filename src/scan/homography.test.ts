import { describe, expect, test } from 'vitest';

import {
  applyHomography,
  DegenerateCornersError,
  exactDecimal,
  invertHomography,
  sameConvexOrientation,
  solveHomography,
} from './homography.ts';

const square = [
  { x: 0, y: 0 },
  { x: 32, y: 0 },
  { x: 32, y: 18 },
  { x: 0, y: 18 },
];

describe('perspective fit from four corner hex centres (docs/cli.md, scan --corners)', () => {
  test.each([
    [
      'a photo square on',
      [
        { x: 100, y: 50 },
        { x: 2900, y: 50 },
        { x: 2900, y: 1150 },
        { x: 100, y: 1150 },
      ],
    ],
    [
      'a keystoned photo taken at an angle',
      [
        { x: 312.5, y: 80.25 },
        { x: 2688.75, y: 131 },
        { x: 2950.1, y: 1170.3 },
        { x: 40.7, y: 1102.9 },
      ],
    ],
  ])('%s: each corner centre lands exactly where it was placed', (_name, quad) => {
    const h = solveHomography(square, quad);
    square.forEach((p, i) => {
      const q = applyHomography(h, p.x, p.y);
      expect(q.x).toBeCloseTo(quad[i].x, 9);
      expect(q.y).toBeCloseTo(quad[i].y, 9);
    });
    const back = invertHomography(h);
    const p = applyHomography(back, quad[2].x, quad[2].y);
    expect(p.x).toBeCloseTo(32, 9);
    expect(p.y).toBeCloseTo(18, 9);
  });

  test('decimals are read exactly as typed', () => {
    expect(exactDecimal(0.1)).toEqual({ n: 1n, d: 10n });
    expect(exactDecimal(-1203.25)).toEqual({ n: -4813n, d: 4n });
    expect(exactDecimal(1e-7)).toEqual({ n: 1n, d: 10000000n });
  });

  test('three corners on one line: no perspective, said so (exactly, no tolerance)', () => {
    const collinear = [
      { x: 0, y: 0 },
      { x: 10, y: 10 },
      { x: 20, y: 20 },
      { x: 0, y: 30 },
    ];
    expect(() => solveHomography(square, collinear)).toThrow(DegenerateCornersError);
  });

  test('corners given in the wrong order (crossed or mirrored) are caught', () => {
    const quad = [
      { x: 100, y: 50 },
      { x: 2900, y: 50 },
      { x: 2900, y: 1150 },
      { x: 100, y: 1150 },
    ];
    expect(sameConvexOrientation(square, quad)).toBe(true);
    expect(sameConvexOrientation(square, [quad[1], quad[0], quad[3], quad[2]])).toBe(false);
    expect(sameConvexOrientation(square, [quad[0], quad[2], quad[1], quad[3]])).toBe(false);
  });
});
