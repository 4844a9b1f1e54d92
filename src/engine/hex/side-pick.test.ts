// The editor's edge pick: the side a point is nearest to, decided exactly in
// lattice coordinates (known values, the Euclidean nearest side away from
// ties, the same edge from both hexes, deterministic on a corner ray).

import * as fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import { SIDES } from '../types.ts';
import type { Axial, Side } from '../types.ts';
import { edgeKey } from './axial.ts';
import { SIDE_CORNERS } from './lattice.ts';
import { hexCornersBoard, hexToBoard } from './layout.ts';
import { pickSide } from './side-pick.ts';

const SIZE = 40;

/** The midpoint of a side, pulled towards the centre by `t` of the way. */
function nearSide(h: Axial, side: Side, t: number): { x: number; y: number } {
  const c = hexToBoard(h, SIZE);
  const corners = hexCornersBoard(h, SIZE);
  const [a, b] = SIDE_CORNERS[side];
  const mx = (corners[a].x + corners[b].x) / 2;
  const my = (corners[a].y + corners[b].y) / 2;
  return { x: mx + (c.x - mx) * t, y: my + (c.y - my) * t };
}

function distanceToSide(p: { x: number; y: number }, h: Axial, side: Side): number {
  const corners = hexCornersBoard(h, SIZE);
  const [a, b] = SIDE_CORNERS[side];
  const ax = corners[a].x;
  const ay = corners[a].y;
  const dx = corners[b].x - ax;
  const dy = corners[b].y - ay;
  const t = Math.max(0, Math.min(1, ((p.x - ax) * dx + (p.y - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(p.x - (ax + t * dx), p.y - (ay + t * dy));
}

describe('picking the side nearest a point', () => {
  test.each(SIDES.map((s) => [s]))('just inside the middle of side %s of C3 names that edge', (side) => {
    const hex = { q: 2, r: 2 };
    const pick = pickSide(nearSide(hex, side, 0.1), SIZE);
    expect(pick?.edge).toBe(edgeKey(hex, side));
  });

  test('a tap in the middle of a hex names no side', () => {
    expect(pickSide(hexToBoard({ q: 4, r: 1 }, SIZE), SIZE)).toBeUndefined();
    expect(pickSide(nearSide({ q: 4, r: 1 }, 'NE', 0.8), SIZE)).toBeUndefined();
  });

  test('just across the side, from the neighbour, the same edge', () => {
    const hex = { q: 3, r: 1 };
    const inside = pickSide(nearSide(hex, 'SE', 0.05), SIZE);
    const across = pickSide(nearSide(hex, 'SE', -0.05), SIZE);
    expect(inside?.edge).toBe(across?.edge);
  });

  test('a point exactly on the ray to a corner always gives the same side', () => {
    const hex = { q: 1, r: 1 };
    const c = hexToBoard(hex, SIZE);
    const corner = hexCornersBoard(hex, SIZE)[5];
    const p = { x: c.x + (corner.x - c.x) * 0.8, y: c.y + (corner.y - c.y) * 0.8 };
    const picks = new Set(Array.from({ length: 5 }, () => pickSide(p, SIZE)?.edge));
    expect(picks.size).toBe(1);
  });

  test('property: away from the corner rays, the pick is the Euclidean nearest side', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -20, max: 20 }),
        fc.integer({ min: -20, max: 20 }),
        fc.double({ min: -1, max: 1, noNaN: true }),
        fc.double({ min: -1, max: 1, noNaN: true }),
        (q, r, u, v) => {
          const c = hexToBoard({ q, r }, SIZE);
          const p = { x: c.x + u * SIZE, y: c.y + v * SIZE * 0.866 };
          const pick = pickSide(p, SIZE, { num: 1, den: 1 });
          if (!pick) return;
          const d = SIDES.map((s) => distanceToSide(p, pick.hex, s));
          const best = Math.min(...d);
          const mine = distanceToSide(p, pick.hex, pick.side);
          // Near a corner ray two sides are equally near within rounding: either is right there.
          expect(mine - best).toBeLessThan(0.01);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
