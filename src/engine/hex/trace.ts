// Hex-traced routes (docs/geometry.md): 000's "as short and as straight as
// possible" LOS, read as every shortest hex path whose hexes the centre line
// enters or grazes. Steps hold the one or two candidates per distance from the
// firer; routes are counted by dynamic programming, never enumerated (a spine
// line of range 30 has 2^15 of them).

import { ByteBudgetCache } from '../byte-budget.ts';
import type { Axial, EdgeKey } from '../types.ts';
import { edgeBetween, hexDistance } from './axial.ts';
import { LineWalk } from './line-walk.ts';
import type { SideMeeting } from './segment.ts';

export interface StepSide {
  /** Side number k (1..R): between step k-1 and step k. */
  readonly k: number;
  readonly from: Axial;
  readonly to: Axial;
  readonly edge: EdgeKey;
  /** How many routes cross this side. */
  readonly routes: bigint;
}

export interface HexTrace {
  readonly from: Axial;
  readonly to: Axial;
  readonly range: number;
  /** steps[i]: the candidates at distance i from the firer (one or two hexes). */
  readonly steps: readonly (readonly Axial[])[];
  /** sides[k-1]: the hexsides a route may cross at side k. */
  readonly sides: readonly (readonly StepSide[])[];
  readonly routeCount: bigint;
  /** One route (the first candidate wherever there is a choice). */
  readonly witness: readonly Axial[];
}

/** Candidates at step i: hexes at distance i from F and R - i from T that the segment meets (line-walk.ts). */
function rawCandidates(from: Axial, to: Axial): Axial[][] {
  // A walk of its own: a trace is computed once per offset (relativeCache), so its buffers cost nothing measurable.
  const w = new LineWalk().walk(from.q, from.r, to.q - from.q, to.r - from.r);
  const steps: Axial[][] = [];
  for (let i = 0; i <= w.range; i++) {
    const step: Axial[] = [];
    const count = i === 0 || i === w.range ? 1 : 2;
    for (let j = 0; j < count; j++) if (w.met[i] & (1 << j)) step.push({ q: w.hexQ(i, j), r: w.hexR(i, j) });
    steps.push(step);
  }
  return steps;
}

function computeTrace(from: Axial, to: Axial): HexTrace {
  const range = hexDistance(from, to);
  if (range === 0) {
    return { from, to, range, steps: [[from]], sides: [], routeCount: 1n, witness: [from] };
  }
  return traceThrough(from, to, rawCandidates(from, to)) as HexTrace;
}

/**
 * Routes through given candidates per step: counts, sides and a witness.
 * Candidates on no route are dropped; undefined when no route is left.
 */
export function traceThrough(from: Axial, to: Axial, raw: readonly (readonly Axial[])[]): HexTrace | undefined {
  const range = raw.length - 1;
  // Forward and backward route counts; a candidate on no route is dropped.
  const fwd: bigint[][] = raw.map((s) => s.map(() => 0n));
  fwd[0][0] = 1n;
  for (let i = 1; i <= range; i++) {
    raw[i].forEach((h, j) => {
      let n = 0n;
      raw[i - 1].forEach((p, pj) => {
        if (hexDistance(p, h) === 1) n += fwd[i - 1][pj];
      });
      fwd[i][j] = n;
    });
  }
  const bwd: bigint[][] = raw.map((s) => s.map(() => 0n));
  bwd[range][0] = 1n;
  for (let i = range - 1; i >= 0; i--) {
    raw[i].forEach((h, j) => {
      let n = 0n;
      raw[i + 1].forEach((c, cj) => {
        if (hexDistance(h, c) === 1) n += bwd[i + 1][cj];
      });
      bwd[i][j] = n;
    });
  }
  const onRoute = (i: number, j: number) => fwd[i][j] > 0n && bwd[i][j] > 0n;
  const steps: Axial[][] = raw.map((s, i) => s.filter((_, j) => onRoute(i, j)));
  const sides: StepSide[][] = [];
  for (let k = 1; k <= range; k++) {
    const list: StepSide[] = [];
    raw[k - 1].forEach((a, aj) => {
      if (!onRoute(k - 1, aj)) return;
      raw[k].forEach((b, bj) => {
        if (!onRoute(k, bj) || hexDistance(a, b) !== 1) return;
        list.push({ k, from: a, to: b, edge: edgeBetween(a, b), routes: fwd[k - 1][aj] * bwd[k][bj] });
      });
    });
    sides.push(list);
  }
  if (bwd[0][0] === 0n) return undefined;
  const witness: Axial[] = [from];
  for (let i = 1; i <= range; i++) {
    const prev = witness[i - 1];
    witness.push(steps[i].find((h) => hexDistance(prev, h) === 1) as Axial);
  }
  return { from, to, range, steps, sides, routeCount: bwd[0][0], witness };
}

const ORIGIN: Axial = { q: 0, r: 0 };

/** Budget of the trace cache: a few thousand long lines. */
export const TRACE_CACHE_BYTES = 8 * 1024 * 1024;

/**
 * A trace depends only on the offset from firer to target, so it is computed
 * once per offset, from the origin, and translated. The cache is bounded in
 * bytes (a trace's size grows with its range); the verdict-only paths do not
 * use it (they walk the line, line-walk.ts).
 */
const relativeCache = new ByteBudgetCache<number, HexTrace>(TRACE_CACHE_BYTES, traceBytes);
const OFFSET_KEY = (dq: number, dr: number) => (dq + 0x8000) * 0x10000 + (dr + 0x8000);

/** Estimated heap bytes of a trace: its step hexes and its side records (with their edge strings and bigints). */
function traceBytes(t: HexTrace): number {
  let n = 256;
  for (const s of t.steps) n += 48 + 40 * s.length;
  for (const list of t.sides) n += 48 + 200 * list.length;
  return n + 40 * t.witness.length;
}

/** The trace from the origin to (dq, dr), shared and cached: never mutate it. */
export function relativeTrace(dq: number, dr: number): HexTrace {
  const key = OFFSET_KEY(dq, dr);
  let t = relativeCache.get(key);
  if (!t) {
    t = computeTrace(ORIGIN, { q: dq, r: dr });
    relativeCache.set(key, t);
  }
  return t;
}

const shift = (h: Axial, by: Axial): Axial => ({ q: h.q + by.q, r: h.r + by.r });

export function traceHexes(from: Axial, to: Axial): HexTrace {
  const rel = relativeTrace(to.q - from.q, to.r - from.r);
  if (from.q === 0 && from.r === 0) return rel;
  return {
    from,
    to,
    range: rel.range,
    steps: rel.steps.map((s) => s.map((h) => shift(h, from))),
    sides: rel.sides.map((list) =>
      list.map((s) => {
        const a = shift(s.from, from);
        const b = shift(s.to, from);
        return { k: s.k, from: a, to: b, edge: edgeBetween(a, b), routes: s.routes };
      }),
    ),
    routeCount: rel.routeCount,
    witness: rel.witness.map((h) => shift(h, from)),
  };
}

/**
 * Sides the centre segment meets (crossed, run along or touched at an end)
 * that no route of the trace crosses: the side between the two candidates of
 * one step, or a side only touched
 * (docs/geometry.md#green-and-gray-sides-the-line-touches). In order along the segment.
 */
export function sidesOffRoutes(met: readonly SideMeeting[], trace: HexTrace): SideMeeting[] {
  const onRoutes = new Set<EdgeKey>();
  for (const list of trace.sides) for (const s of list) onRoutes.add(s.edge);
  return met.filter((m) => !onRoutes.has(m.edge));
}
