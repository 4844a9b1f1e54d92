// Board-space geometry for drawing, computed once per loaded board: hex
// centres and corners, hexside segments with their symbols, the board's
// outline (or its printed rectangle when the edge hexes are half hexes), and
// the links that draw roads, railroads and gullies as continuous lines.
// Pixels come only from the engine's layout (hexToBoard, hexCornersBoard).

import { edgeHexes, hexKey, neighbour, parseEdgeKey } from '../../engine/hex/axial.ts';
import { SIDE_CORNERS } from '../../engine/hex/lattice.ts';
import { BOARD_HEX_SIZE, hexCornersBoard, hexToBoard } from '../../engine/hex/layout.ts';
import type { Axial, Board, HexCell, HexsideSymbol, Side } from '../../engine/types.ts';

/** A hex's height, flat side to flat side, in board units. */
export const HEX_HEIGHT = BOARD_HEX_SIZE * Math.sqrt(3);

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface CellGeom {
  readonly cell: HexCell;
  readonly x: number;
  readonly y: number;
  /** Six corners, x0 y0 x1 y1 ..., clockwise from the east corner. */
  readonly corners: readonly number[];
}

export interface EdgeGeom {
  readonly key: string;
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  /** Unit normal from the naming hex towards its neighbour. */
  readonly nx: number;
  readonly ny: number;
  readonly symbols: readonly HexsideSymbol[];
  /** Elevations of the naming hex and its neighbour (undefined off the board). */
  readonly elevationA: number | undefined;
  readonly elevationB: number | undefined;
}

export interface Segment {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

export type LinkKind = 'road' | 'railroad' | 'gully';

export interface Link extends Segment {
  readonly kind: LinkKind;
}

export interface BoardGeometry {
  readonly cells: readonly CellGeom[];
  readonly byKey: ReadonlyMap<string, CellGeom>;
  readonly edges: readonly EdgeGeom[];
  /** Edges between hexes of different elevation (contours on elevation boards). */
  readonly steps: readonly (Segment & { readonly rise: number; readonly nx: number; readonly ny: number })[];
  readonly bounds: Rect;
  /** The printed board's rectangle when its edge hexes are half hexes. */
  readonly clip: Rect | undefined;
  /** Hexsides on the board's outer edge (when there is no clip rectangle). */
  readonly outline: readonly Segment[];
  readonly links: readonly Link[];
}

const SIDES_FOR_EDGES: readonly Side[] = ['N', 'NE', 'SE'];

function sideSegment(cell: CellGeom, side: Side): Segment {
  const [a, b] = SIDE_CORNERS[side];
  const c = cell.corners;
  return { x1: c[2 * a], y1: c[2 * a + 1], x2: c[2 * b], y2: c[2 * b + 1] };
}

function linkKindOf(cell: HexCell): LinkKind | undefined {
  if (cell.terrain === 'railroad' || cell.features.includes('railroad')) return 'railroad';
  if (
    cell.terrain === 'road' ||
    cell.features.includes('road') ||
    cell.features.includes('unimproved-road') ||
    cell.features.includes('bridge')
  ) {
    return 'road';
  }
  if (cell.terrain === 'gully' || cell.terrain === 'ford') return 'gully';
  if (cell.terrain === 'gorge-bridge' || cell.terrain === 'bridge-river') return 'road';
  return undefined;
}

const cache = new WeakMap<Board, BoardGeometry>();

/** Hexes measured between two yields of geometrySteps (a few milliseconds). */
const HEXES_PER_STEP = 4000;

/** The geometry of a board already measured, if it has been. */
export const knownGeometry = (board: Board): BoardGeometry | undefined => cache.get(board);

export function boardGeometry(board: Board): BoardGeometry {
  const known = cache.get(board);
  if (known) return known;
  const steps = geometrySteps(board);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** The geometry measured a few thousand hexes a task, so that a 200 × 200 board never holds the page. */
export async function boardGeometryInSteps(board: Board): Promise<BoardGeometry> {
  const steps = geometrySteps(board);
  for (;;) {
    const step = cache.get(board) ? { done: true as const, value: cache.get(board)! } : steps.next();
    if (step.done) return step.value;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

function* geometrySteps(board: Board): Generator<void, BoardGeometry, void> {
  const cells: CellGeom[] = [];
  const byKey = new Map<string, CellGeom>();
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  // Every hex's corners are its centre plus the same six offsets (hexCornersBoard's).
  const template = hexCornersBoard({ q: 0, r: 0 }, BOARD_HEX_SIZE).flatMap((p) => [p.x, p.y]);
  for (const cell of board.cells.values()) {
    const centre = hexToBoard(cell.hex, BOARD_HEX_SIZE);
    const corners = template.map((d, i) => d + (i % 2 === 0 ? centre.x : centre.y));
    const geom: CellGeom = { cell, x: centre.x, y: centre.y, corners };
    cells.push(geom);
    byKey.set(cell.key, geom);
    minX = Math.min(minX, centre.x - BOARD_HEX_SIZE);
    maxX = Math.max(maxX, centre.x + BOARD_HEX_SIZE);
    minY = Math.min(minY, centre.y - HEX_HEIGHT / 2);
    maxY = Math.max(maxY, centre.y + HEX_HEIGHT / 2);
    if (cells.length % HEXES_PER_STEP === 0) yield;
  }

  const edges: EdgeGeom[] = [];
  for (const [key, symbols] of board.edges) {
    if (symbols.length === 0) continue;
    const [a, b] = edgeHexes(key);
    const { side } = parseEdgeKey(key);
    const from = byKey.get(hexKey(a));
    const to = byKey.get(hexKey(b));
    const base = from ?? to;
    if (!base) continue;
    const centre = hexToBoard(a, BOARD_HEX_SIZE);
    const corners = hexCornersBoard(a, BOARD_HEX_SIZE).flatMap((p) => [p.x, p.y]);
    const seg = sideSegment({ cell: base.cell, x: centre.x, y: centre.y, corners }, side);
    const other = hexToBoard(b, BOARD_HEX_SIZE);
    const len = Math.hypot(other.x - centre.x, other.y - centre.y);
    edges.push({
      key,
      ...seg,
      nx: (other.x - centre.x) / len,
      ny: (other.y - centre.y) / len,
      symbols,
      elevationA: from?.cell.elevation,
      elevationB: to?.cell.elevation,
    });
  }

  const steps: (Segment & { rise: number; nx: number; ny: number })[] = [];
  const outline: Segment[] = [];
  const links: Link[] = [];
  // Neighbours by number, not by string key: six look-ups a hex on boards of 40,000 hexes.
  const byNumber = new Map<number, CellGeom>();
  const numberOf = (h: Axial): number => (h.q + 0x8000) * 0x10000 + (h.r + 0x8000);
  for (const g of cells) byNumber.set(numberOf(g.cell.hex), g);
  for (const [i, geom] of cells.entries()) {
    if (i > 0 && i % HEXES_PER_STEP === 0) yield;
    const kind = linkKindOf(geom.cell);
    let linked = false;
    for (const side of ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const) {
      const n = byNumber.get(numberOf(neighbour(geom.cell.hex, side)));
      if (!n) {
        outline.push(sideSegment(geom, side));
        continue;
      }
      if (SIDES_FOR_EDGES.includes(side) && n.cell.elevation !== geom.cell.elevation) {
        const len = Math.hypot(n.x - geom.x, n.y - geom.y);
        steps.push({
          ...sideSegment(geom, side),
          rise: n.cell.elevation - geom.cell.elevation,
          nx: (n.x - geom.x) / len,
          ny: (n.y - geom.y) / len,
        });
      }
      if (kind && linkKindOf(n.cell) === kind) {
        linked = true;
        // Each link is drawn once, from the hex with the smaller key to the midpoint and on.
        if (geom.cell.key < n.cell.key) links.push({ kind, x1: geom.x, y1: geom.y, x2: n.x, y2: n.y });
      }
    }
    if (kind && !linked) {
      // A lone road or gully hex: a short stroke across it, so it still reads as one.
      links.push({
        kind,
        x1: geom.x - BOARD_HEX_SIZE * 0.55,
        y1: geom.y + BOARD_HEX_SIZE * 0.1,
        x2: geom.x + BOARD_HEX_SIZE * 0.55,
        y2: geom.y - BOARD_HEX_SIZE * 0.1,
      });
    }
  }

  let clip: Rect | undefined;
  if (board.grid.halfHexes && cells.length > 0) {
    // The printed rectangle: from the first column's centre to the last's, and
    // from the top of the unshifted columns to the centres of the shifted
    // columns' last cells (docs/board-format.md, half hexes).
    const xs = cells.map((c) => c.x);
    const left = Math.min(...xs);
    const right = Math.max(...xs);
    const top = Math.min(...cells.map((c) => c.y)) - HEX_HEIGHT / 2;
    const bottom = Math.max(...cells.map((c) => c.y));
    clip = { x: left, y: top, width: right - left, height: bottom - top };
  }

  const bounds: Rect = clip ?? { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
  const geometry: BoardGeometry = { cells, byKey, edges, steps, bounds, clip, outline, links };
  cache.set(board, geometry);
  return geometry;
}
