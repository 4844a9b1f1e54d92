// Single routes out of a hex trace (docs/geometry.md): the hexes of one route
// through a given hex or side, rebuilt by walking the trace's sides, and the
// number of routes through one hex. Every hex and side a trace keeps lies on
// some route, so the walk never dead-ends.

import { hexEquals } from '../hex/axial.ts';
import type { HexTrace, StepSide } from '../hex/trace.ts';
import type { Axial } from '../types.ts';

/** Routes through one hex at step i: the routes of the sides that enter it. */
export const routesThroughHex = (trace: HexTrace, i: number, hex: Axial): bigint =>
  trace.sides[i - 1].filter((s) => hexEquals(s.to, hex)).reduce((n, s) => n + s.routes, 0n);

/** Hexes of one route from the firer to `hex` at step i. */
function routeBack(trace: HexTrace, i: number, hex: Axial): Axial[] {
  const path = [hex];
  let current = hex;
  for (let k = i; k > 0; k--) {
    const side = trace.sides[k - 1].find((s) => hexEquals(s.to, current)) as StepSide;
    current = side.from;
    path.unshift(current);
  }
  return path;
}

/** Hexes of one route from `hex` at step i to the target. */
function routeOn(trace: HexTrace, i: number, hex: Axial): Axial[] {
  const path = [hex];
  let current = hex;
  for (let k = i + 1; k <= trace.range; k++) {
    const side = trace.sides[k - 1].find((s) => hexEquals(s.from, current)) as StepSide;
    current = side.to;
    path.push(current);
  }
  return path;
}

/** One whole route through `hex` at step i. */
export const routeThroughHex = (trace: HexTrace, i: number, hex: Axial): Axial[] => [
  ...routeBack(trace, i, hex),
  ...routeOn(trace, i, hex).slice(1),
];

/** One whole route that crosses side k. */
export const routeThroughSide = (trace: HexTrace, k: number, side: StepSide): Axial[] => [
  ...routeBack(trace, k - 1, side.from),
  ...routeOn(trace, k, side.to),
];
