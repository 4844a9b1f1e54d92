// Skewed integer coordinates in which every hex centre and corner is a lattice
// point (docs/geometry.md): centre X = 3q, Y = 2r + q. It is an affine image of
// the real board, so straight lines, sides of lines and ratios along a line
// are kept, and every geometric test is an exact integer cross product.

import type { Axial, Side } from '../types.ts';

export interface LatticePoint {
  readonly x: number;
  readonly y: number;
}

export const latticeCentre = (h: Axial): LatticePoint => ({ x: 3 * h.q, y: 2 * h.r + h.q });

/** Corner offsets from the centre, clockwise from the east corner (y grows downwards). */
const CORNER_OFFSETS: readonly LatticePoint[] = [
  { x: 2, y: 0 }, // E
  { x: 1, y: 1 }, // SE
  { x: -1, y: 1 }, // SW
  { x: -2, y: 0 }, // W
  { x: -1, y: -1 }, // NW
  { x: 1, y: -1 }, // NE
];

export function latticeCorners(h: Axial): LatticePoint[] {
  const c = latticeCentre(h);
  return CORNER_OFFSETS.map((o) => ({ x: c.x + o.x, y: c.y + o.y }));
}

/** The two corner indices (into latticeCorners) that bound each side. */
export const SIDE_CORNERS: Readonly<Record<Side, readonly [number, number]>> = {
  N: [4, 5],
  NE: [5, 0],
  SE: [0, 1],
  S: [1, 2],
  SW: [2, 3],
  NW: [3, 4],
};

export function sideEndpoints(h: Axial, side: Side): [LatticePoint, LatticePoint] {
  const corners = latticeCorners(h);
  const [a, b] = SIDE_CORNERS[side];
  return [corners[a], corners[b]];
}

export const latticeKey = (p: LatticePoint): string => `${p.x},${p.y}`;

/** Twice the signed area of (o, a, b): > 0 when b is clockwise of a seen from o (y down). */
export const cross = (o: LatticePoint, a: LatticePoint, b: LatticePoint): number =>
  (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
