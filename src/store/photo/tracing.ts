// The tracer's pure parts: the fitted grid on the image, which proposal a tap
// meets, accepting and taking back proposals, and the board made of the
// accepted ones.

import { SIDE_CORNERS } from '../../engine/hex/lattice.ts';
import { cellLabel, parseCellLabel } from '../../engine/hex/offset.ts';
import type { Side } from '../../engine/types.ts';
import { boardIdFrom, type ScannedBoardDocument, toBoardDocument } from '../../scan/board-document.ts';
import { fitGrid, hexOnImage } from '../../scan/grid-fit.ts';
import type { Point } from '../../scan/homography.ts';
import {
  type HexProposal,
  type HexsideProposal,
  type ScanGrid,
  ScanInputError,
  type ScanResult,
} from '../../scan/request.ts';
import type { ScanSymbol, ScanTerrain } from '../../scan/vocabulary.ts';

export interface HexOnImage {
  readonly label: string;
  readonly column: number;
  readonly row: number;
  readonly centre: Point;
  /** Six corners clockwise from the east one (layout.ts's order). */
  readonly corners: readonly Point[];
}

export type GridFit = { ok: true; hexes: HexOnImage[]; radius: number } | { ok: false; message: string };

/** The grid over the image for four placed corners (the same fit the scan uses). */
export function fitOnImage(grid: ScanGrid, corners: readonly Point[]): GridFit {
  try {
    const h = fitGrid(grid, corners);
    const hexes: HexOnImage[] = [];
    for (let column = 0; column < grid.columns; column++) {
      for (let row = 0; row < grid.rows; row++) {
        const { centre, corners: c } = hexOnImage(h, grid, column, row);
        hexes.push({ label: labelOf(column, row), column, row, centre, corners: c });
      }
    }
    const radius =
      hexes.reduce((s, x) => s + Math.hypot(x.corners[0].x - x.centre.x, x.corners[0].y - x.centre.y), 0) /
      hexes.length;
    return { ok: true, hexes, radius };
  } catch (e) {
    if (e instanceof ScanInputError) return { ok: false, message: e.message };
    throw e;
  }
}

const labelOf = (column: number, row: number): string => cellLabel({ column, row });

/** Corner indices of each side (layout.ts: corners clockwise from the east). */
export const SIDE_CORNER_INDEX = SIDE_CORNERS;

export const symbolKey = (s: Pick<HexsideProposal, 'hex' | 'side' | 'symbol'>): string =>
  `${s.hex}|${s.side}|${s.symbol}`;

function inside(p: Point, poly: readonly Point[]): boolean {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i];
    const b = poly[j];
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) hit = !hit;
  }
  return hit;
}

/** The index of the point nearest to `p` within `reach`, or −1 (points not yet placed are skipped). */
export function nearestWithin(points: readonly (Point | undefined)[], p: Point, reach: number): number {
  let best = -1;
  let bestD = reach;
  points.forEach((q, i) => {
    if (!q) return;
    const d = Math.hypot(q.x - p.x, q.y - p.y);
    if (d <= bestD) {
      best = i;
      bestD = d;
    }
  });
  return best;
}

export type TapTarget = { kind: 'edge'; hex: string; side: Side } | { kind: 'hex'; label: string } | undefined;

/** What a tap on the image meets: an edge when it is near one's middle, else the hex it is in. */
export function tapTarget(p: Point, hexes: readonly HexOnImage[], radius: number): TapTarget {
  const hex = hexes.find((h) => inside(p, h.corners));
  if (!hex) return undefined;
  let best: { side: Side; d: number } | undefined;
  for (const side of Object.keys(SIDE_CORNER_INDEX) as Side[]) {
    const [i, j] = SIDE_CORNER_INDEX[side];
    const m = { x: (hex.corners[i].x + hex.corners[j].x) / 2, y: (hex.corners[i].y + hex.corners[j].y) / 2 };
    const d = Math.hypot(p.x - m.x, p.y - m.y);
    if (!best || d < best.d) best = { side, d };
  }
  if (best && best.d < radius * 0.35) return { kind: 'edge', hex: hex.label, side: best.side };
  return { kind: 'hex', label: hex.label };
}

export interface Accepted {
  readonly terrain: ReadonlyMap<string, ScanTerrain>;
  readonly symbols: ReadonlyMap<string, Pick<HexsideProposal, 'hex' | 'side' | 'symbol'>>;
}

export const NOTHING_ACCEPTED: Accepted = { terrain: new Map(), symbols: new Map() };

/** Accepts every proposal (keeping what was accepted before where nothing new is proposed). */
export function acceptAll(
  prev: Accepted,
  hexes: readonly HexProposal[],
  hexsides: readonly HexsideProposal[],
): Accepted {
  const terrain = new Map(prev.terrain);
  for (const h of hexes) terrain.set(h.label, h.terrain);
  const symbols = new Map(prev.symbols);
  for (const s of hexsides) symbols.set(symbolKey(s), { hex: s.hex, side: s.side, symbol: s.symbol });
  return { terrain, symbols };
}

/** The middle of a hex's side on the image. */
export function edgeMidpoint(
  hexByLabel: ReadonlyMap<string, HexOnImage>,
  label: string,
  side: string,
): Point | undefined {
  const h = hexByLabel.get(label);
  const idx = SIDE_CORNER_INDEX[side as keyof typeof SIDE_CORNER_INDEX];
  if (!h || !idx) return undefined;
  return { x: (h.corners[idx[0]].x + h.corners[idx[1]].x) / 2, y: (h.corners[idx[0]].y + h.corners[idx[1]].y) / 2 };
}

/**
 * A tap in accepting: on a hex, its proposal is accepted or taken back; on an
 * edge, every symbol proposed there is accepted, or every one accepted there
 * taken back. An edge is the same edge named from either of its hexes.
 */
export function toggleAt(
  p: Point,
  fit: Extract<GridFit, { ok: true }>,
  result: ScanResult,
  accepted: Accepted,
): Accepted {
  const target = tapTarget(p, fit.hexes, fit.radius);
  if (!target) return accepted;
  if (target.kind === 'hex') {
    const proposal = result.hexes.find((h) => h.label === target.label);
    const terrain = new Map(accepted.terrain);
    if (terrain.has(target.label)) terrain.delete(target.label);
    else if (proposal) terrain.set(target.label, proposal.terrain);
    return { ...accepted, terrain };
  }
  const hexByLabel = new Map(fit.hexes.map((h) => [h.label, h]));
  const edgeMatches = (s: { hex: string; side: string }): boolean => {
    const a = edgeMidpoint(hexByLabel, s.hex, s.side);
    const b = edgeMidpoint(hexByLabel, target.hex, target.side);
    return !!a && !!b && Math.hypot(a.x - b.x, a.y - b.y) < fit.radius * 0.2;
  };
  const onEdge = result.hexsides.filter(edgeMatches);
  const symbols = new Map(accepted.symbols);
  const acceptedHere = [...symbols.entries()].filter(([, s]) => edgeMatches(s));
  if (acceptedHere.length > 0) for (const [k] of acceptedHere) symbols.delete(k);
  else for (const s of onEdge) symbols.set(symbolKey(s), { hex: s.hex, side: s.side, symbol: s.symbol });
  return { ...accepted, symbols };
}

/**
 * The board file of what was accepted (the image is not in it). The tracer
 * labels rows from 1; a board whose module numbers its rows from another
 * number (`firstRow`) is labelled the module's way.
 */
export function boardOfAccepted(grid: ScanGrid, accepted: Accepted, name: string, firstRow = 1): ScannedBoardDocument {
  const relabel = (label: string) => (firstRow === 1 ? label : cellLabel(parseCellLabel(label)!, firstRow));
  const hexes: HexProposal[] = [...accepted.terrain].map(([label, terrain]) => {
    const cell = parseCellLabel(label)!;
    return { label: relabel(label), column: cell.column, row: cell.row, terrain, confidence: 1 };
  });
  const hexsides = [...accepted.symbols.values()].map((s) => ({
    ...s,
    hex: relabel(s.hex),
    symbol: s.symbol as ScanSymbol,
    confidence: 1,
  }));
  return toBoardDocument({ grid, hexes, hexsides }, { id: boardIdFrom(name), name, firstRow });
}
