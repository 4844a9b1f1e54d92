// Which hexside a point is nearest to: the editor's "tap near an edge".
//
// Inside a regular hexagon the points nearest to one side are exactly the
// triangle between the centre and that side's two corners, and the lattice
// (lattice.ts) is an affine image of the board, which keeps triangles and
// ratios of areas. So the pick is made in lattice coordinates with integer
// cross products, on the point rounded to 1/LATTICE_STEPS of a lattice unit
// (about a fortieth of a pixel at any zoom a finger can use): no epsilon, and
// a point on the line between two triangles belongs to the side clockwise
// after that line (each triangle owns its first corner ray, not its last), so
// the same point always gives the same side.
//
// How near: the point's weight towards the centre in its triangle (1 at the
// centre, 0 on the side, an affine invariant) must be below `reach`; a tap in
// the middle of a hex names no side.

import type { Axial, EdgeKey, Side } from '../types.ts';
import { SIDES } from '../types.ts';
import { edgeKey, neighbour } from './axial.ts';
import { cross, latticeCentre, latticeCorners, SIDE_CORNERS, type LatticePoint } from './lattice.ts';
import { boardToHex } from './layout.ts';

/** Subdivisions of a lattice unit that a point is rounded to. */
export const LATTICE_STEPS = 1024;

export interface SidePick {
  readonly hex: Axial;
  readonly side: Side;
  readonly edge: EdgeKey;
  /** Weight of the hex centre in the side's triangle, as a fraction num/den (0 on the side, 1 at the centre). */
  readonly depth: { readonly num: number; readonly den: number };
}

/** A board-space point (hexes of circumradius `size`) in lattice units times LATTICE_STEPS, rounded. */
export function boardToScaledLattice(p: { x: number; y: number }, size: number): LatticePoint {
  // Board: x = 1.5 size q, y = √3 size (r + q/2). Lattice: X = 3q, Y = 2r + q.
  return {
    x: Math.round(((2 * p.x) / size) * LATTICE_STEPS),
    y: Math.round(((2 * p.y) / (Math.sqrt(3) * size)) * LATTICE_STEPS),
  };
}

const scaled = (p: LatticePoint): LatticePoint => ({ x: p.x * LATTICE_STEPS, y: p.y * LATTICE_STEPS });

/** The side of `hex` whose triangle holds P (half-open at the corner rays), and whether P is inside the hex. */
function sideOf(hex: Axial, P: LatticePoint): { side: Side; inside: boolean; depth: { num: number; den: number } } {
  const C = scaled(latticeCentre(hex));
  const corners = latticeCorners(hex).map(scaled);
  for (const side of SIDES) {
    const [ia, ib] = SIDE_CORNERS[side];
    const A = corners[ia];
    const B = corners[ib];
    // Clockwise (y down) from ray CA up to, not including, ray CB.
    if (cross(C, A, P) >= 0 && cross(C, B, P) < 0) {
      const whole = cross(C, A, B);
      const towardsSide = cross(P, A, B);
      return { side, inside: towardsSide >= 0, depth: { num: towardsSide, den: whole } };
    }
  }
  // Only the centre itself is in no half-open triangle.
  return { side: 'N', inside: true, depth: { num: 1, den: 1 } };
}

/**
 * The side nearest to a board point and the edge it names, or undefined when
 * the point is deeper in its hex than `reach` (a fraction of the way from the
 * side to the centre, given as num/den).
 */
export function pickSide(
  p: { x: number; y: number },
  size: number,
  reach: { num: number; den: number } = { num: 2, den: 3 },
): SidePick | undefined {
  const P = boardToScaledLattice(p, size);
  let hex = boardToHex(p, size);
  // The floating-point guess may be one hex off on a boundary: walk to the hex that holds P exactly.
  for (let step = 0; step < 3; step++) {
    const found = sideOf(hex, P);
    if (found.inside) {
      if (found.depth.num * reach.den >= reach.num * found.depth.den) return undefined;
      return { hex, side: found.side, edge: edgeKey(hex, found.side), depth: found.depth };
    }
    hex = neighbour(hex, found.side);
  }
  return undefined;
}
