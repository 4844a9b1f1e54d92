// Hex-traced routes (docs/geometry.md#hex-traced-routes): the worked
// examples, then properties over random firer/target pairs on a 33 x 30 board
// (odd-shifted, as docs/board-format.md's PanzerBlitz boards), checked against brute
// force written here: a bounding-box scan for the candidates (which guards the
// seeding shortcut in rawCandidates) and, for short ranges, enumeration of every
// route. "Met by the segment" is hexContact, itself cross-checked against an
// exact reference in segment.test.ts.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import { boundUnderLoad } from '../../node-load-bound.ts';
import { type Axial, SIDES } from '../types.ts';
import { areAdjacent, edgeBetween, hexDistance, hexKey, neighbours, SIDE_DELTA } from './axial.ts';
import { axialToOffset, offsetToAxial } from './offset.ts';
import { hexContact, segmentBetween } from './segment.ts';
import { type HexTrace, traceHexes } from './trace.ts';

const keys = (hs: readonly Axial[]): string[] => hs.map(hexKey).sort();
const stepSets = (t: HexTrace): string[][] => t.steps.map(keys);

// ---------------------------------------------------------------- brute force

interface BruteForce {
  /** The candidates at each step: met, at the right distances, on some route. */
  readonly steps: string[][];
  readonly routeCount: bigint;
}

/**
 * Scans every hex of the bounding box (one hex of margin: a hex the segment
 * meets has its centre within 2/3 of a hex of the line) for those at distance i
 * from the firer and R - i from the target that the segment meets, then keeps
 * those reachable from both ends through such hexes, counting paths as it goes.
 */
function bruteForce(from: Axial, to: Axial): BruteForce {
  const range = hexDistance(from, to);
  const seg = segmentBetween(from, to);
  const byStep: Axial[][] = Array.from({ length: range + 1 }, () => []);
  for (let q = Math.min(from.q, to.q) - 1; q <= Math.max(from.q, to.q) + 1; q++) {
    for (let r = Math.min(from.r, to.r) - 1; r <= Math.max(from.r, to.r) + 1; r++) {
      const h = { q, r };
      const i = hexDistance(from, h);
      if (i + hexDistance(h, to) !== range) continue;
      if (hexContact(seg, h) !== 'none') byStep[i].push(h);
    }
  }
  const forward = byStep.map(() => new Map<string, bigint>());
  forward[0].set(hexKey(from), 1n);
  for (let i = 1; i <= range; i++) {
    for (const h of byStep[i]) {
      let n = 0n;
      for (const p of byStep[i - 1]) if (areAdjacent(p, h)) n += forward[i - 1].get(hexKey(p)) ?? 0n;
      if (n > 0n) forward[i].set(hexKey(h), n);
    }
  }
  const backward = byStep.map(() => new Set<string>());
  backward[range].add(hexKey(to));
  for (let i = range - 1; i >= 0; i--) {
    for (const h of byStep[i]) {
      if (byStep[i + 1].some((c) => areAdjacent(h, c) && backward[i + 1].has(hexKey(c)))) backward[i].add(hexKey(h));
    }
  }
  return {
    steps: byStep.map((hs, i) => keys(hs.filter((h) => forward[i].has(hexKey(h)) && backward[i].has(hexKey(h))))),
    routeCount: forward[range].get(hexKey(to)) ?? 0n,
  };
}

/**
 * Every route, enumerated: each step goes to a neighbour one hex nearer the
 * target that the segment meets. Returns how many routes cross each side,
 * keyed "k from→to".
 */
function enumerateRoutes(from: Axial, to: Axial): { count: number; perSide: Map<string, number> } {
  const seg = segmentBetween(from, to);
  const perSide = new Map<string, number>();
  const path: Axial[] = [from];
  let count = 0;
  const walk = (h: Axial, left: number): void => {
    if (left === 0) {
      count++;
      for (let k = 1; k < path.length; k++) {
        const key = `${k} ${hexKey(path[k - 1])}→${hexKey(path[k])}`;
        perSide.set(key, (perSide.get(key) ?? 0) + 1);
      }
      return;
    }
    for (const n of neighbours(h)) {
      if (hexDistance(n, to) !== left - 1 || hexContact(seg, n) === 'none') continue;
      path.push(n);
      walk(n, left - 1);
      path.pop();
    }
  };
  walk(from, hexDistance(from, to));
  return { count, perSide };
}

// ---------------------------------------------------------------- generators

const COLUMNS = 33;
const ROWS = 30;
const onBoard = (h: Axial): boolean => {
  const c = axialToOffset(h, 'odd');
  return c.column >= 0 && c.column < COLUMNS && c.row >= 0 && c.row < ROWS;
};
const cellArb = fc
  .record({ column: fc.integer({ min: 0, max: COLUMNS - 1 }), row: fc.integer({ min: 0, max: ROWS - 1 }) })
  .map((cell) => offsetToAxial(cell, 'odd'));

/** The six directions along a hex spine (corner to corner): lines that run along sides. */
const DIAGONALS: readonly Axial[] = [
  { q: 2, r: -1 },
  { q: 1, r: 1 },
  { q: -1, r: 2 },
  { q: -2, r: 1 },
  { q: -1, r: -1 },
  { q: 1, r: -2 },
];
const AXES: readonly Axial[] = SIDES.map((s) => SIDE_DELTA[s]);
const along = (f: Axial, d: Axial, m: number, e: Axial = { q: 0, r: 0 }): Axial => ({
  q: f.q + m * d.q + e.q,
  r: f.r + m * d.r + e.r,
});

/** Random pairs on the board, with spine lines, rows and near-misses of both mixed in. */
const pairArb = fc
  .oneof(
    { weight: 3, arbitrary: fc.tuple(cellArb, cellArb) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(cellArb, fc.constantFrom(...DIAGONALS), fc.integer({ min: 1, max: 8 }))
        .map(([f, d, m]) => [f, along(f, d, m)] as [Axial, Axial]),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          cellArb,
          fc.constantFrom(...DIAGONALS, ...AXES),
          fc.integer({ min: 1, max: 8 }),
          fc.constantFrom(...AXES),
        )
        .map(([f, d, m, e]) => [f, along(f, d, m, e)] as [Axial, Axial]),
    },
  )
  .filter(([f, t]) => onBoard(t) && hexKey(f) !== hexKey(t));

// ---------------------------------------------------------------- worked examples

const O = { q: 0, r: 0 };

interface Worked {
  readonly why: string;
  readonly target: Axial;
  readonly range: number;
  readonly steps: readonly (readonly string[])[];
  readonly routes: bigint;
}

const worked: readonly Worked[] = [
  {
    why: 'docs/geometry.md#worked-examples (3,0): a straight row',
    target: { q: 3, r: 0 },
    range: 3,
    steps: [['0,0'], ['1,0'], ['2,0'], ['3,0']],
    routes: 1n,
  },
  {
    why: 'docs/geometry.md#worked-examples (2,-1): runs along the side between the two middle hexes',
    target: { q: 2, r: -1 },
    range: 2,
    steps: [['0,0'], ['1,0', '1,-1'], ['2,-1']],
    routes: 2n,
  },
  {
    why: 'docs/geometry.md#worked-examples (4,-1): crosses the middle of the side between (2,-1) and (2,0)',
    target: { q: 4, r: -1 },
    range: 4,
    steps: [['0,0'], ['1,0'], ['2,0', '2,-1'], ['3,-1'], ['4,-1']],
    routes: 2n,
  },
  {
    why: 'docs/geometry.md#worked-examples (5,-1): through two corners; (2,-1) and (3,0) are not adjacent',
    target: { q: 5, r: -1 },
    range: 5,
    steps: [['0,0'], ['1,0'], ['2,0', '2,-1'], ['3,0', '3,-1'], ['4,-1'], ['5,-1']],
    routes: 3n,
  },
  {
    why: 'docs/geometry.md#worked-examples (6,-3): a spine line, single, double, single, double ...',
    target: { q: 6, r: -3 },
    range: 6,
    steps: [['0,0'], ['1,0', '1,-1'], ['2,-1'], ['3,-1', '3,-2'], ['4,-2'], ['5,-2', '5,-3'], ['6,-3']],
    routes: 8n,
  },
];

describe('docs/geometry.md#worked-examples', () => {
  test.each(worked)('$why', ({ target, range, steps, routes }) => {
    const t = traceHexes(O, target);
    expect(t.range).toBe(range);
    expect(stepSets(t)).toEqual(steps.map((s) => [...s].sort()));
    expect(t.routeCount).toBe(routes);
    expect(BigInt(enumerateRoutes(O, target).count)).toBe(routes);
    // Reversed, the same routes backwards.
    const back = traceHexes(target, O);
    expect(stepSets(back)).toEqual(stepSets(t).reverse());
    expect(back.routeCount).toBe(routes);
  });

  test('worked example (5,-1): the sides per k and the routes that cross them', () => {
    const t = traceHexes(O, { q: 5, r: -1 });
    const sides = t.sides.map((list) => list.map((s) => `${hexKey(s.from)}→${hexKey(s.to)} ${s.routes}`).sort());
    expect(sides).toEqual([
      ['0,0→1,0 3'],
      ['1,0→2,-1 1', '1,0→2,0 2'],
      ['2,-1→3,-1 1', '2,0→3,-1 1', '2,0→3,0 1'],
      ['3,-1→4,-1 2', '3,0→4,-1 1'],
      ['4,-1→5,-1 3'],
    ]);
  });

  test('range 0 (the same hex) is one step, no sides, one route (docs/geometry.md#adjacent-hexes-and-range-0)', () => {
    const h = { q: 4, r: -2 };
    expect(traceHexes(h, h)).toEqual({
      from: h,
      to: h,
      range: 0,
      steps: [[h]],
      sides: [],
      routeCount: 1n,
      witness: [h],
    });
  });

  test('range 1 is the two hexes and their side', () => {
    for (const d of AXES) {
      const t = traceHexes(O, d);
      expect(stepSets(t)).toEqual([['0,0'], [hexKey(d)]]);
      expect(t.sides).toEqual([[{ k: 1, from: O, to: d, edge: edgeBetween(O, d), routes: 1n }]]);
    }
  });
});

// ---------------------------------------------------------------- properties

/** The structural checks every trace must pass: the list of what is wrong (empty when all is well). */
function traceProblems(t: HexTrace, from: Axial, to: Axial): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  const range = hexDistance(from, to);
  const seg = segmentBetween(from, to);
  check(t.range === range, `range ${t.range}, want ${range}`);
  check(t.steps.length === range + 1, `${t.steps.length} steps, want R + 1 = ${range + 1}`);
  check(keys(t.steps[0]).join() === hexKey(from), 'step 0 is not the firer alone');
  check(keys(t.steps[range]).join() === hexKey(to), 'step R is not the target alone');
  t.steps.forEach((step, i) => {
    check(step.length === 1 || step.length === 2, `step ${i} has ${step.length} candidates`);
    for (const h of step) {
      check(hexContact(seg, h) !== 'none', `step ${i}: ${hexKey(h)} is not met by the segment`);
      check(hexDistance(from, h) === i, `step ${i}: ${hexKey(h)} is not at distance ${i} from the firer`);
      check(hexDistance(h, to) === range - i, `step ${i}: ${hexKey(h)} is not at distance R - ${i} from the target`);
    }
  });
  // Sides: every adjacent pair of consecutive candidates, and the routes through them add up.
  check(t.sides.length === range, `${t.sides.length} side lists, want R`);
  t.sides.forEach((list, index) => {
    const k = index + 1;
    const pairs: string[] = [];
    for (const a of t.steps[k - 1])
      for (const b of t.steps[k]) if (areAdjacent(a, b)) pairs.push(`${hexKey(a)}→${hexKey(b)}`);
    const listed = list.map((s) => `${hexKey(s.from)}→${hexKey(s.to)}`);
    check(listed.sort().join() === pairs.sort().join(), `side ${k}: [${listed}] are not the adjacent pairs [${pairs}]`);
    let sum = 0n;
    for (const s of list) {
      check(s.k === k, `side ${k} lists k = ${s.k}`);
      check(s.edge === edgeBetween(s.from, s.to), `side ${k}: edge ${s.edge} is not between its hexes`);
      check(s.routes > 0n, `side ${k}: no route crosses ${s.edge}`);
      sum += s.routes;
    }
    check(sum === t.routeCount, `side ${k}: routes add up to ${sum}, not ${t.routeCount}`);
  });
  // The witness is one of the routes.
  check(t.witness.length === range + 1, `witness has ${t.witness.length} hexes`);
  t.witness.forEach((h, i) => {
    check(keys(t.steps[i] ?? []).includes(hexKey(h)), `witness hex ${i} is not a candidate`);
    if (i > 0) check(areAdjacent(t.witness[i - 1], h), `witness hexes ${i - 1} and ${i} are not adjacent`);
  });
  return problems;
}

describe('properties over random pairs on a 33 x 30 odd-shifted board', () => {
  test('structure: R + 1 steps of one or two met hexes at distances i and R - i; sides join consecutive candidates and their routes sum to routeCount; the witness is a route', () => {
    fc.assert(
      fc.property(pairArb, ([from, to]) => {
        expect(traceProblems(traceHexes(from, to), from, to)).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });

  test('reversing firer and target reverses the steps and keeps the count', () => {
    fc.assert(
      fc.property(pairArb, ([from, to]) => {
        const there = traceHexes(from, to);
        const back = traceHexes(to, from);
        expect(stepSets(back)).toEqual(stepSets(there).reverse());
        expect(back.routeCount).toBe(there.routeCount);
      }),
      { numRuns: 1500 },
    );
  });

  test('candidates and route count equal a bounding-box scan (guards the seeding shortcut in rawCandidates)', () => {
    fc.assert(
      fc.property(pairArb, ([from, to]) => {
        const t = traceHexes(from, to);
        const brute = bruteForce(from, to);
        expect(stepSets(t)).toEqual(brute.steps);
        expect(t.routeCount).toBe(brute.routeCount);
      }),
      { numRuns: 1500 },
    );
  });

  test('route count and routes per side equal enumeration of every route, for R <= 12', () => {
    const shortPair = pairArb.filter(([f, t]) => hexDistance(f, t) <= 12);
    fc.assert(
      fc.property(shortPair, ([from, to]) => {
        const t = traceHexes(from, to);
        const { count, perSide } = enumerateRoutes(from, to);
        expect(t.routeCount).toBe(BigInt(count));
        const got = new Map(t.sides.flat().map((s) => [`${s.k} ${hexKey(s.from)}→${hexKey(s.to)}`, Number(s.routes)]));
        expect(got).toEqual(perSide);
      }),
      { numRuns: 1000 },
    );
  });

  test('a straight hex row, along any of the 6 axes, is one route through the row', () => {
    fc.assert(
      fc.property(cellArb, fc.constantFrom(...AXES), fc.integer({ min: 1, max: 29 }), (from, d, m) => {
        const to = along(from, d, m);
        fc.pre(onBoard(to));
        const t = traceHexes(from, to);
        expect(t.routeCount).toBe(1n);
        expect(t.steps.map(keys)).toEqual(Array.from({ length: m + 1 }, (_, i) => [hexKey(along(from, d, i))]));
      }),
      { numRuns: 300 },
    );
  });

  test('a spine line, along any of the 6 diagonals, alternates one and two candidates: 2^m routes', () => {
    fc.assert(
      fc.property(cellArb, fc.constantFrom(...DIAGONALS), fc.integer({ min: 1, max: 15 }), (from, d, m) => {
        const to = along(from, d, m);
        fc.pre(onBoard(to));
        const t = traceHexes(from, to);
        expect(t.range).toBe(2 * m);
        expect(t.steps.map((s) => s.length)).toEqual(
          Array.from({ length: 2 * m + 1 }, (_, i) => (i % 2 === 0 ? 1 : 2)),
        );
        expect(t.routeCount).toBe(2n ** BigInt(m));
      }),
      { numRuns: 200 },
    );
  });
});

describe('no enumeration (docs/geometry.md: "Never enumerate them")', () => {
  test('a range-30 spine line has 32,768 routes and is computed fast', () => {
    const started = performance.now();
    const t = traceHexes(O, { q: 30, r: -15 });
    const elapsed = performance.now() - started;
    expect(t.range).toBe(30);
    expect(t.routeCount).toBe(32768n);
    expect(traceProblems(t, O, { q: 30, r: -15 })).toEqual([]);
    // Generous for a slow CI machine; enumerating 32,768 routes of 31 hexes would not be.
    expect(elapsed).toBeLessThan(boundUnderLoad(250));
  });

  test('a range-200 spine line counts 2^100 routes, which no enumeration could', () => {
    for (const d of DIAGONALS) {
      const t = traceHexes(O, along(O, d, 100));
      expect(t.range).toBe(200);
      expect(t.routeCount).toBe(2n ** 100n);
      expect(t.sides.every((list) => list.reduce((n, s) => n + s.routes, 0n) === 2n ** 100n)).toBe(true);
    }
  });
});
