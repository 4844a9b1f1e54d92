// Axial topology of flat-topped hexes: neighbours, distance, and the one key
// per edge that lets a hexside symbol be named from either hex (docs/board-format.md,
// "Hexsides": "The same edge may be named from either hex").

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import { type Axial, type HexKey, SIDES, type Side } from '../types.ts';
import {
  areAdjacent,
  edgeBetween,
  edgeHexes,
  edgeKey,
  hexDistance,
  hexEquals,
  hexKey,
  neighbour,
  neighbours,
  OPPOSITE_SIDE,
  parseHexKey,
  SIDE_DELTA,
  sideTowards,
} from './axial.ts';
import { latticeCentre, sideEndpoints } from './lattice.ts';

const coord = fc.integer({ min: -60, max: 60 });
const hexArb = fc.record({ q: coord, r: coord });
const sideArb = fc.constantFrom(...SIDES);
const sortKeys = (hs: readonly Axial[]) => hs.map(hexKey).sort();

describe('neighbours', () => {
  test.each([
    { side: 'N', hex: { q: 0, r: -1 }, centre: { x: 0, y: -2 }, why: 'straight up the column' },
    { side: 'NE', hex: { q: 1, r: -1 }, centre: { x: 3, y: -1 }, why: 'next column, half a hex up' },
    { side: 'SE', hex: { q: 1, r: 0 }, centre: { x: 3, y: 1 }, why: 'next column, half a hex down' },
    { side: 'S', hex: { q: 0, r: 1 }, centre: { x: 0, y: 2 }, why: 'straight down the column' },
    { side: 'SW', hex: { q: -1, r: 1 }, centre: { x: -3, y: 1 }, why: 'previous column, half a hex down' },
    { side: 'NW', hex: { q: -1, r: 0 }, centre: { x: -3, y: -1 }, why: 'previous column, half a hex up' },
  ] as const)(
    '$side of (0,0) is ($hex.q,$hex.r): $why (docs/geometry.md#exact-arithmetic)',
    ({ side, hex, centre }) => {
      const origin = { q: 0, r: 0 };
      expect(neighbour(origin, side)).toEqual(hex);
      expect(latticeCentre(hex)).toEqual(centre);
      expect(sideTowards(origin, hex)).toBe(side);
    },
  );

  test('neighbours() lists the six in SIDES order, clockwise from N', () => {
    expect(neighbours({ q: 5, r: -2 })).toEqual([
      { q: 5, r: -3 },
      { q: 6, r: -3 },
      { q: 6, r: -2 },
      { q: 5, r: -1 },
      { q: 4, r: -1 },
      { q: 4, r: -2 },
    ]);
  });

  test('the side of a hex is the perpendicular bisector of the two centres (property)', () => {
    // Ties SIDE_DELTA (topology) to the lattice corners (geometry): the side's
    // midpoint is the midpoint of the centres, and it is shared by both hexes.
    fc.assert(
      fc.property(hexArb, sideArb, (h, s) => {
        const n = neighbour(h, s);
        const [a, b] = sideEndpoints(h, s);
        const [c, d] = sideEndpoints(n, OPPOSITE_SIDE[s]);
        const ch = latticeCentre(h);
        const cn = latticeCentre(n);
        expect({ x: a.x + b.x, y: a.y + b.y }).toEqual({ x: ch.x + cn.x, y: ch.y + cn.y });
        expect(sortKeys([a, b].map((p) => ({ q: p.x, r: p.y })))).toEqual(
          sortKeys([c, d].map((p) => ({ q: p.x, r: p.y }))),
        );
      }),
    );
  });

  test('opposite sides undo each other (property)', () => {
    fc.assert(
      fc.property(hexArb, sideArb, (h, s) => {
        expect(OPPOSITE_SIDE[OPPOSITE_SIDE[s]]).toBe(s);
        expect(neighbour(neighbour(h, s), OPPOSITE_SIDE[s])).toEqual(h);
        const d = SIDE_DELTA[s];
        expect(SIDE_DELTA[OPPOSITE_SIDE[s]]).toEqual({ q: 0 - d.q, r: 0 - d.r });
      }),
    );
  });
});

describe('hexDistance', () => {
  test.each([
    { a: { q: 0, r: 0 }, b: { q: 0, r: 0 }, d: 0, why: 'same hex' },
    { a: { q: 0, r: 0 }, b: { q: 3, r: 0 }, d: 3, why: 'docs/geometry.md#worked-examples (3,0)' },
    { a: { q: 0, r: 0 }, b: { q: 2, r: -1 }, d: 2, why: 'docs/geometry.md#worked-examples (2,-1)' },
    { a: { q: 0, r: 0 }, b: { q: 4, r: -1 }, d: 4, why: 'docs/geometry.md#worked-examples (4,-1)' },
    { a: { q: 0, r: 0 }, b: { q: 5, r: -1 }, d: 5, why: 'docs/geometry.md#worked-examples (5,-1)' },
    { a: { q: 0, r: 0 }, b: { q: 6, r: -3 }, d: 6, why: 'docs/geometry.md#worked-examples (6,-3)' },
    { a: { q: 0, r: 0 }, b: { q: 30, r: -15 }, d: 30, why: 'docs/geometry.md range-30 spine line' },
    { a: { q: 0, r: 0 }, b: { q: 1, r: 1 }, d: 2, why: 'two steps: SE then S' },
    { a: { q: 0, r: 0 }, b: { q: 0, r: -7 }, d: 7, why: 'straight up a column' },
    { a: { q: 2, r: -5 }, b: { q: -1, r: 4 }, d: 9, why: 'mixed signs' },
    { a: { q: 0, r: 0 }, b: { q: 32, r: -7 }, d: 32, why: 'A1 to GG10 on a 33 x 10 board (odd shift)' },
  ])('$why: $d', ({ a, b, d }) => {
    expect(hexDistance(a, b)).toBe(d);
    expect(hexDistance(b, a)).toBe(d);
  });

  test('equals the breadth-first path length over neighbours (brute force)', () => {
    const origin = { q: 0, r: 0 };
    const depth = new Map<HexKey, number>([[hexKey(origin), 0]]);
    let frontier = [origin];
    for (let step = 1; step <= 8; step++) {
      const next: Axial[] = [];
      for (const h of frontier) {
        for (const n of neighbours(h)) {
          if (depth.has(hexKey(n))) continue;
          depth.set(hexKey(n), step);
          next.push(n);
        }
      }
      frontier = next;
    }
    expect(depth.size).toBe(1 + 3 * 8 * 9);
    for (const [key, d] of depth) expect(hexDistance(origin, parseHexKey(key))).toBe(d);
  });

  test('a metric: zero only on itself, symmetric, triangle inequality, translation invariant (property)', () => {
    fc.assert(
      fc.property(hexArb, hexArb, hexArb, (a, b, c) => {
        const ab = hexDistance(a, b);
        expect(Number.isInteger(ab)).toBe(true);
        expect(ab === 0).toBe(hexEquals(a, b));
        expect(hexDistance(b, a)).toBe(ab);
        expect(hexDistance(a, c)).toBeLessThanOrEqual(ab + hexDistance(b, c));
        expect(hexDistance({ q: a.q + c.q, r: a.r + c.r }, { q: b.q + c.q, r: b.r + c.r })).toBe(ab);
      }),
    );
  });

  test('neighbours are at distance 1, and a step changes the distance to any hex by at most 1 (property)', () => {
    fc.assert(
      fc.property(hexArb, hexArb, sideArb, (a, b, s) => {
        const n = neighbour(a, s);
        expect(hexDistance(a, n)).toBe(1);
        expect(areAdjacent(a, n)).toBe(true);
        expect(Math.abs(hexDistance(n, b) - hexDistance(a, b))).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('sideTowards and areAdjacent', () => {
  test.each([
    { a: { q: 0, r: 0 }, b: { q: 0, r: 0 }, why: 'same hex' },
    { a: { q: 0, r: 0 }, b: { q: 1, r: 1 }, why: 'distance 2' },
    { a: { q: 0, r: 0 }, b: { q: 2, r: -1 }, why: 'across a corner (distance 2)' },
    { a: { q: 0, r: 0 }, b: { q: 0, r: 2 }, why: 'two down' },
  ])('not adjacent: $why', ({ a, b }) => {
    expect(sideTowards(a, b)).toBeUndefined();
    expect(areAdjacent(a, b)).toBe(false);
    expect(() => edgeBetween(a, b)).toThrow(RangeError);
  });

  test('sideTowards finds the side to each neighbour, and the opposite side back (property)', () => {
    fc.assert(
      fc.property(hexArb, sideArb, (h, s) => {
        const n = neighbour(h, s);
        expect(sideTowards(h, n)).toBe(s);
        expect(sideTowards(n, h)).toBe(OPPOSITE_SIDE[s]);
      }),
    );
  });

  test('sideTowards is defined exactly for adjacent hexes (property)', () => {
    fc.assert(
      fc.property(hexArb, fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 3 }), (h, dq, dr) => {
        const b = { q: h.q + dq, r: h.r + dr };
        expect(sideTowards(h, b) !== undefined).toBe(hexDistance(h, b) === 1);
      }),
    );
  });
});

describe('edgeKey, edgeBetween, edgeHexes', () => {
  test.each([
    { hex: { q: 2, r: 3 }, side: 'N', key: '2,3,N', why: 'N keeps its hex' },
    { hex: { q: 2, r: 3 }, side: 'NE', key: '2,3,NE', why: 'NE keeps its hex' },
    { hex: { q: 2, r: 3 }, side: 'SE', key: '2,3,SE', why: 'SE keeps its hex' },
    { hex: { q: 2, r: 3 }, side: 'S', key: '2,4,N', why: 'S is the N side of the hex below' },
    { hex: { q: 2, r: 3 }, side: 'SW', key: '1,4,NE', why: 'SW is the NE side of the SW neighbour' },
    { hex: { q: 2, r: 3 }, side: 'NW', key: '1,3,SE', why: 'NW is the SE side of the NW neighbour' },
    { hex: { q: -1, r: 0 }, side: 'S', key: '-1,1,N', why: 'negative coordinates' },
  ] as const)('$hex.q,$hex.r $side → $key ($why)', ({ hex, side, key }) => {
    expect(edgeKey(hex, side)).toBe(key);
  });

  test('docs/board-format.md: "C4 N" and the hex above\'s S side are one edge', () => {
    const c4 = { q: 2, r: 2 }; // C4 with odd shift
    expect(edgeKey(c4, 'N')).toBe(edgeKey({ q: 2, r: 1 }, 'S'));
  });

  test('the same edge named from either hex is one key (property over all 6 sides)', () => {
    fc.assert(
      fc.property(hexArb, sideArb, (h, s) => {
        const n = neighbour(h, s);
        const key = edgeKey(h, s);
        expect(edgeKey(n, OPPOSITE_SIDE[s])).toBe(key);
        expect(edgeBetween(h, n)).toBe(key);
        expect(edgeBetween(n, h)).toBe(key);
        expect(key).toMatch(/^-?\d+,-?\d+,(N|NE|SE)$/);
      }),
    );
  });

  test('edgeHexes returns the two hexes of the edge, the naming hex first (property)', () => {
    fc.assert(
      fc.property(hexArb, sideArb, (h, s) => {
        const n = neighbour(h, s);
        const pair = edgeHexes(edgeKey(h, s));
        expect(sortKeys(pair)).toEqual(sortKeys([h, n]));
        const naming = s === 'N' || s === 'NE' || s === 'SE' ? h : n;
        expect(pair[0]).toEqual(naming);
        // Round trip: the edge between the two hexes it names is itself.
        expect(edgeBetween(pair[0], pair[1])).toBe(edgeKey(h, s));
      }),
    );
  });

  test('the six sides of a hex are six different edges, and edges of different hex pairs differ (property)', () => {
    fc.assert(
      fc.property(hexArb, (h) => {
        expect(new Set(SIDES.map((s: Side) => edgeKey(h, s))).size).toBe(6);
      }),
    );
    // Over a patch: 3 new edges per hex, no collisions.
    const keys = new Map<string, string>();
    for (let q = -4; q <= 4; q++) {
      for (let r = -4; r <= 4; r++) {
        for (const s of SIDES) {
          const h = { q, r };
          const pairKey = sortKeys([h, neighbour(h, s)]).join('|');
          const key = edgeKey(h, s);
          const seen = keys.get(key);
          if (seen !== undefined) expect(seen).toBe(pairKey);
          keys.set(key, pairKey);
        }
      }
    }
    expect(new Set(keys.values()).size).toBe(keys.size);
  });
});

describe('hexKey and parseHexKey', () => {
  test.each([
    { hex: { q: 0, r: 0 }, key: '0,0' },
    { hex: { q: -3, r: 12 }, key: '-3,12' },
  ])('$key', ({ hex, key }) => {
    expect(hexKey(hex)).toBe(key);
    expect(parseHexKey(key as HexKey)).toEqual(hex);
  });

  test('round trip (property)', () => {
    fc.assert(
      fc.property(hexArb, (h) => {
        expect(parseHexKey(hexKey(h))).toEqual(h);
      }),
    );
  });
});
