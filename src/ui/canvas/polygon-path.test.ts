import { describe, expect, test } from 'vitest';

import { addPolygon } from './polygon-path.ts';

/** A context that records the path calls it gets. */
function recorder() {
  const calls: string[] = [];
  const ctx = {
    moveTo: (x: number, y: number) => calls.push(`M${x},${y}`),
    lineTo: (x: number, y: number) => calls.push(`L${x},${y}`),
    closePath: () => calls.push('Z'),
  } as unknown as CanvasRenderingContext2D;
  return { ctx, calls };
}

describe('addPolygon: closed polygons without closePath (quadratic in Chromium on long paths)', () => {
  test.each([
    { name: 'a triangle', xy: [0, 0, 4, 0, 2, 3], dx: 0, dy: 0, want: ['M0,0', 'L4,0', 'L2,3', 'L0,0', 'L4,0'] },
    {
      name: 'a shifted square',
      xy: [0, 0, 1, 0, 1, 1, 0, 1],
      dx: 10,
      dy: 20,
      want: ['M10,20', 'L11,20', 'L11,21', 'L10,21', 'L10,20', 'L11,20'],
    },
  ])('$name: back to the first corner and on to the second', ({ xy, dx, dy, want }) => {
    const { ctx, calls } = recorder();
    addPolygon(ctx, xy, dx, dy);
    expect(calls).toEqual(want);
  });

  test('40,000 hexes in one path never call closePath', () => {
    const { ctx, calls } = recorder();
    const hex = [40, 0, 20, 34.6, -20, 34.6, -40, 0, -20, -34.6, 20, -34.6];
    for (let i = 0; i < 40_000; i++) addPolygon(ctx, hex, i, i);
    expect(calls.length).toBe(40_000 * 8);
    expect(calls.includes('Z')).toBe(false);
  });
});
