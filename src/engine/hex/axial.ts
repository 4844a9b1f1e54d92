// Axial coordinates for flat-topped hexes (Red Blob Games' "axial" system):
// q grows to the right (and half a hex down), r grows straight down. Labels and
// pixels live elsewhere (offset.ts, layout.ts); here is only topology.

import type { Axial, EdgeKey, HexKey, Side } from '../types.ts';
import { SIDES } from '../types.ts';

/** The one maker of a hex's key. */
export const hexKey = (h: Axial): HexKey => `${h.q},${h.r}` as HexKey;

/** The one reader of a hex's key. */
export function parseHexKey(key: HexKey): Axial {
  const comma = key.indexOf(',');
  return { q: Number(key.slice(0, comma)), r: Number(key.slice(comma + 1)) };
}

export const hexEquals = (a: Axial, b: Axial): boolean => a.q === b.q && a.r === b.r;

/** Neighbour offsets by side, in the order of SIDES (clockwise from N). */
export const SIDE_DELTA: Readonly<Record<Side, Axial>> = {
  N: { q: 0, r: -1 },
  NE: { q: 1, r: -1 },
  SE: { q: 1, r: 0 },
  S: { q: 0, r: 1 },
  SW: { q: -1, r: 1 },
  NW: { q: -1, r: 0 },
};

export const OPPOSITE_SIDE: Readonly<Record<Side, Side>> = {
  N: 'S',
  NE: 'SW',
  SE: 'NW',
  S: 'N',
  SW: 'NE',
  NW: 'SE',
};

export function neighbour(h: Axial, side: Side): Axial {
  const d = SIDE_DELTA[side];
  return { q: h.q + d.q, r: h.r + d.r };
}

export const neighbours = (h: Axial): Axial[] => SIDES.map((s) => neighbour(h, s));

/** The hex containing fractional axial coordinates (cube rounding). */
export function cubeRound(q: number, r: number): Axial {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return { q: rq + 0, r: rr + 0 };
}

export function hexDistance(a: Axial, b: Axial): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The side of `a` that faces `b`, or undefined when they are not adjacent. */
export function sideTowards(a: Axial, b: Axial): Side | undefined {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  return SIDES.find((s) => SIDE_DELTA[s].q === dq && SIDE_DELTA[s].r === dr);
}

export const areAdjacent = (a: Axial, b: Axial): boolean => hexDistance(a, b) === 1;

/**
 * The one name of an edge, whichever hex it is named from: edges on the N, NE
 * and SE sides keep their hex; S, SW and NW edges are named from the neighbour.
 */
export function edgeKey(h: Axial, side: Side): EdgeKey {
  if (side === 'N' || side === 'NE' || side === 'SE') return `${h.q},${h.r},${side}` as EdgeKey;
  const n = neighbour(h, side);
  return `${n.q},${n.r},${OPPOSITE_SIDE[side]}` as EdgeKey;
}

/** The hexes a Record keyed by hex holds (Object.keys, typed: every key was made by hexKey). */
export const hexKeysOf = (record: Readonly<Record<HexKey, unknown>>): HexKey[] => Object.keys(record) as HexKey[];

/** The edges a Record keyed by edge holds (Object.keys, typed: every key was made by edgeKey). */
export const edgeKeysOf = (record: Readonly<Record<EdgeKey, unknown>>): EdgeKey[] => Object.keys(record) as EdgeKey[];

/** The sides an edge is named by: the naming hex's N, NE or SE side. */
export type NamingSide = 'N' | 'NE' | 'SE';

/** The one reader of an edge's key: the hex it is named from and that hex's side. */
export function parseEdgeKey(edge: EdgeKey): { readonly hex: Axial; readonly side: NamingSide } {
  const [q, r, side] = edge.split(',');
  return { hex: { q: Number(q), r: Number(r) }, side: side as NamingSide };
}

/** The edge between two adjacent hexes. Throws when they are not adjacent. */
export function edgeBetween(a: Axial, b: Axial): EdgeKey {
  const side = sideTowards(a, b);
  if (!side) throw new RangeError(`hexes ${hexKey(a)} and ${hexKey(b)} are not adjacent`);
  return edgeKey(a, side);
}

/** The two hexes on either side of an edge (the naming hex first). */
export function edgeHexes(edge: EdgeKey): [Axial, Axial] {
  const { hex, side } = parseEdgeKey(edge);
  return [hex, neighbour(hex, side)];
}
