// Hex-traced routes (los-geometry.md): 000's "as short and as straight as
// possible" LOS, read as every shortest hex path whose hexes the centre line
// enters or grazes. Steps hold the one or two candidates per distance from the
// firer; routes are counted by dynamic programming, never enumerated (a spine
// line of range 30 has 2^15 of them).

import type { Axial, EdgeKey } from '../types.ts';
import { SIDES } from '../types.ts';
import { edgeBetween, hexDistance, hexEquals, neighbour } from './axial.ts';
import { hexContact, segmentBetween } from './segment.ts';

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

/** Candidates at step i: hexes at distance i from F and R - i from T that the segment meets. */
function rawCandidates(from: Axial, to: Axial, range: number): Axial[][] {
  const seg = segmentBetween(from, to);
  const steps: Axial[][] = [[from]];
  for (let i = 1; i < range; i++) {
    // Seed near the point i/R along the line (cube rounding), then keep the exact matches.
    const fq = from.q + ((to.q - from.q) * i) / range;
    const fr = from.r + ((to.r - from.r) * i) / range;
    const fs = -fq - fr;
    let q = Math.round(fq);
    let r = Math.round(fr);
    const s = Math.round(fs);
    const dq = Math.abs(q - fq);
    const dr = Math.abs(r - fr);
    const ds = Math.abs(s - fs);
    if (dq > dr && dq > ds) q = -r - s;
    else if (dr > ds) r = -q - s;
    const seed = { q, r };
    const found: Axial[] = [];
    for (const h of [seed, ...SIDES.map((side) => neighbour(seed, side))]) {
      if (hexDistance(from, h) !== i || hexDistance(h, to) !== range - i) continue;
      if (hexContact(seg, h) !== 'none') found.push(h);
    }
    steps.push(found);
  }
  steps.push([to]);
  return steps;
}

export function traceHexes(from: Axial, to: Axial): HexTrace {
  const range = hexDistance(from, to);
  if (range === 0) {
    return { from, to, range, steps: [[from]], sides: [], routeCount: 1n, witness: [from] };
  }
  const raw = rawCandidates(from, to, range);
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
  const steps: Axial[][] = raw.map((s, i) => s.filter((_, j) => fwd[i][j] > 0n && bwd[i][j] > 0n));
  const sides: StepSide[][] = [];
  for (let k = 1; k <= range; k++) {
    const list: StepSide[] = [];
    raw[k - 1].forEach((a, aj) => {
      if (fwd[k - 1][aj] === 0n) return;
      raw[k].forEach((b, bj) => {
        if (bwd[k][bj] === 0n || hexDistance(a, b) !== 1) return;
        list.push({ k, from: a, to: b, edge: edgeBetween(a, b), routes: fwd[k - 1][aj] * bwd[k][bj] });
      });
    });
    sides.push(list);
  }
  const witness: Axial[] = [from];
  for (let i = 1; i <= range; i++) {
    const prev = witness[i - 1];
    const next = steps[i].find((h) => hexDistance(prev, h) === 1 && raw[i].some((x, j) => hexEquals(x, h) && bwd[i][j] > 0n));
    witness.push(next as Axial);
  }
  return { from, to, range, steps, sides, routeCount: bwd[0][0], witness };
}
