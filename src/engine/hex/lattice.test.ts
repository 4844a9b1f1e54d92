// The exact integer lattice of docs/geometry.md#exact-arithmetic, no
// epsilons"): centre X = 3q, Y = 2r + q; corners at (±2, 0) and (±1, ±1) from
// the centre; and its agreement with the real board of layout.ts (an affine
// image: x scaled by 2/size, y by 2/(size·√3)).

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import { SIDES } from '../types.ts';
import { neighbour } from './axial.ts';
import { cross, latticeCentre, latticeCorners, latticeKey, SIDE_CORNERS, sideEndpoints } from './lattice.ts';
import { boardToHex, hexCornersBoard, hexToBoard } from './layout.ts';

const coord = fc.integer({ min: -200, max: 200 });
const hexArb = fc.record({ q: coord, r: coord });

describe('lattice coordinates', () => {
  test.each([
    { hex: { q: 0, r: 0 }, centre: { x: 0, y: 0 }, why: 'origin' },
    { hex: { q: 1, r: 0 }, centre: { x: 3, y: 1 }, why: 'X = 3q, Y = 2r + q' },
    { hex: { q: 2, r: -1 }, centre: { x: 6, y: 0 }, why: 'worked example (2,-1): due east, a spine direction' },
    { hex: { q: 5, r: -1 }, centre: { x: 15, y: 3 }, why: 'worked example (5,-1)' },
    { hex: { q: 0, r: 1 }, centre: { x: 0, y: 2 }, why: 'a hex is 2 high' },
  ])('centre of ($hex.q,$hex.r) is ($centre.x,$centre.y): $why (docs/geometry.md)', ({ hex, centre }) => {
    expect(latticeCentre(hex)).toEqual(centre);
  });

  test('corners of (0,0), clockwise from east (docs/geometry.md)', () => {
    expect(latticeCorners({ q: 0, r: 0 })).toEqual([
      { x: 2, y: 0 },
      { x: 1, y: 1 },
      { x: -1, y: 1 },
      { x: -2, y: 0 },
      { x: -1, y: -1 },
      { x: 1, y: -1 },
    ]);
  });

  test('each corner is shared by exactly three hexes, each side by two (property)', () => {
    fc.assert(
      fc.property(hexArb, (h) => {
        const around = SIDES.map((s) => neighbour(h, s));
        for (const corner of latticeCorners(h).map(latticeKey)) {
          const sharing = around.filter((n) => latticeCorners(n).map(latticeKey).includes(corner));
          expect(sharing).toHaveLength(2);
        }
        for (const s of SIDES) {
          const [a, b] = sideEndpoints(h, s);
          expect(SIDE_CORNERS[s]).toHaveLength(2);
          // A side is a corner-to-corner step of the hexagon: 2 long in x, or 1 in each of x and y.
          expect([Math.abs(a.x - b.x), Math.abs(a.y - b.y)]).toEqual(a.y === b.y ? [2, 0] : [1, 1]);
        }
      }),
    );
  });

  test('cross: positive when b is clockwise of a seen from o (y down), zero when collinear', () => {
    const o = { x: 0, y: 0 };
    expect(cross(o, { x: 1, y: 0 }, { x: 0, y: 1 })).toBeGreaterThan(0);
    expect(cross(o, { x: 0, y: 1 }, { x: 1, y: 0 })).toBeLessThan(0);
    expect(cross(o, { x: 6, y: 0 }, { x: 2, y: 0 })).toBe(0);
    // Inside the hex is on the positive side of every edge taken clockwise.
    const corners = latticeCorners({ q: 0, r: 0 });
    for (let i = 0; i < 6; i++) expect(cross(corners[i], corners[(i + 1) % 6], o)).toBeGreaterThan(0);
  });
});

describe('the lattice is an affine image of the board (layout.ts)', () => {
  const toLattice = (p: { x: number; y: number }, size: number) => ({
    x: (2 * p.x) / size,
    y: (2 * p.y) / (size * Math.sqrt(3)),
  });

  test('centres and corners map onto the lattice: x·2/size, y·2/(size·√3) (property)', () => {
    fc.assert(
      fc.property(hexArb, fc.constantFrom(1, 24, 37.5), (h, size) => {
        const c = toLattice(hexToBoard(h, size), size);
        const want = latticeCentre(h);
        expect(c.x).toBeCloseTo(want.x, 6);
        expect(c.y).toBeCloseTo(want.y, 6);
        const corners = hexCornersBoard(h, size).map((p) => toLattice(p, size));
        latticeCorners(h).forEach((k, i) => {
          expect(corners[i].x).toBeCloseTo(k.x, 6);
          expect(corners[i].y).toBeCloseTo(k.y, 6);
        });
      }),
      { numRuns: 200 },
    );
  });

  test('boardToHex picks the hex under its own centre and under points well inside it (property)', () => {
    fc.assert(
      fc.property(
        hexArb,
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 0, max: 0.8, noNaN: true }),
        (h, angle, radius) => {
          const c = hexToBoard(h, 30);
          expect(boardToHex(c, 30)).toEqual(h);
          // The inscribed circle has radius √3/2 of the size; 0.8 of the size stays inside it.
          const p = { x: c.x + 30 * radius * Math.cos(angle), y: c.y + 30 * radius * Math.sin(angle) };
          expect(boardToHex(p, 30)).toEqual(h);
        },
      ),
      { numRuns: 300 },
    );
  });
});
