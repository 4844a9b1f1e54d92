// The marks over the board that do not come from a verdict: the audit
// heatmap and the viewshed tinting whole hexes (hidden ones hatched as well) (drawn into a bitmap a band at
// a time, board-bitmap.ts), the inspected hex, the keyboard's focus hex, the
// badges of designer warnings, and the combat sheet's numbered firers.

import { hexKey } from '../../engine/hex/axial.ts';
import { BOARD_HEX_SIZE, hexToBoard } from '../../engine/hex/layout.ts';
import type { Axial } from '../../engine/types.ts';
import type { Palette } from '../palette.ts';
import type { BoardGeometry, CellGeom, Rect } from './geometry.ts';
import { hexOutline, hexPath, MAP_FONT } from './hex-paths.ts';
import { addPolygon } from './polygon-path.ts';

export interface AreaMarks {
  readonly palette: Palette;
  readonly scale: number;
  readonly viewshed: ReadonlySet<string> | undefined;
  readonly viewshedFrom: Axial | undefined;
  /** The audit heatmap: per hex key, a bucket 0 .. HEAT_RAMP.length − 1; hexes no other hex sees, outlined. */
  readonly heat?: { readonly buckets: ReadonlyMap<string, number>; readonly hidden: ReadonlySet<string> };
}

export interface PointMarks {
  readonly palette: Palette;
  readonly scale: number;
  readonly inspected: Axial | undefined;
  /** Hexes a designer warning names. */
  readonly warned: readonly Axial[];
  /** The keyboard's focus hex (use-key-focus.ts), while the map has the focus. */
  readonly focused?: Axial;
  /** The view shows the board turned 90° clockwise: the badges keep their corner and read upright as the labels do. */
  readonly turned?: boolean;
}

/** The heatmap's colours, few to many (a viridis-like ramp, readable in both themes and by most colour-blind eyes). */
export const HEAT_RAMP = [
  'rgba(68, 1, 84, 0.62)',
  'rgba(72, 40, 120, 0.58)',
  'rgba(62, 74, 137, 0.55)',
  'rgba(49, 104, 142, 0.52)',
  'rgba(38, 130, 142, 0.5)',
  'rgba(31, 158, 137, 0.5)',
  'rgba(53, 183, 121, 0.5)',
  'rgba(109, 205, 89, 0.52)',
  'rgba(180, 222, 44, 0.55)',
  'rgba(253, 231, 37, 0.6)',
] as const;

function drawHeat(
  ctx: CanvasRenderingContext2D,
  cells: readonly CellGeom[],
  heat: NonNullable<AreaMarks['heat']>,
  scale: number,
): void {
  HEAT_RAMP.forEach((colour, bucket) => {
    ctx.beginPath();
    for (const g of cells) if (heat.buckets.get(g.cell.key) === bucket) addPolygon(ctx, g.corners);
    ctx.fillStyle = colour;
    ctx.fill();
  });
  if (heat.hidden.size === 0) return;
  const hidden = cells.filter((g) => heat.hidden.has(g.cell.key));
  hatchCells(ctx, hidden, 'rgba(220, 20, 60, 0.7)');
  ctx.beginPath();
  for (const g of hidden) hexPath(ctx, g.cell.hex, 3);
  ctx.lineWidth = 3 / scale;
  ctx.strokeStyle = 'rgba(220, 20, 60, 0.95)';
  ctx.stroke();
}

/** Spacing of the hatch that marks hidden hexes, in board units (a few lines per hex at any zoom). */
const HATCH_SPACING = BOARD_HEX_SIZE * 0.36;

/**
 * Diagonal lines over the given hexes: "hidden" said by a pattern as well as
 * by a tint, so it reads without telling colours apart (docs/table.md).
 */
function hatchCells(ctx: CanvasRenderingContext2D, cells: readonly CellGeom[], ink: string): void {
  if (cells.length === 0) return;
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  ctx.save();
  ctx.beginPath();
  for (const g of cells) {
    addPolygon(ctx, g.corners);
    minX = Math.min(minX, g.x - BOARD_HEX_SIZE);
    maxX = Math.max(maxX, g.x + BOARD_HEX_SIZE);
    minY = Math.min(minY, g.y - BOARD_HEX_SIZE);
    maxY = Math.max(maxY, g.y + BOARD_HEX_SIZE);
  }
  ctx.clip();
  ctx.beginPath();
  // Lines at 45°, anchored to the board's origin so that bands drawn apart meet seamlessly.
  const first = Math.floor((minX - maxY) / HATCH_SPACING) * HATCH_SPACING;
  for (let c = first; c <= maxX - minY; c += HATCH_SPACING) {
    ctx.moveTo(c + minY, minY);
    ctx.lineTo(c + maxY, maxY);
  }
  ctx.lineWidth = BOARD_HEX_SIZE * 0.05;
  ctx.strokeStyle = ink;
  ctx.stroke();
  ctx.restore();
}

/** Whether a hex (centre within BOARD_HEX_SIZE of its corners) meets a rectangle. */
const cellMeets = (g: CellGeom, r: Rect): boolean =>
  g.x + BOARD_HEX_SIZE >= r.x &&
  g.x - BOARD_HEX_SIZE <= r.x + r.width &&
  g.y + BOARD_HEX_SIZE >= r.y &&
  g.y - BOARD_HEX_SIZE <= r.y + r.height;

/**
 * The marks that tint whole hexes (the audit heatmap, the viewshed): one fill
 * per colour over every hex meeting `cull` (all of them when it is not given).
 * Drawn into a bitmap a band at a time on big boards (board-bitmap.ts).
 */
export function drawAreaMarks(ctx: CanvasRenderingContext2D, geom: BoardGeometry, o: AreaMarks, cull?: Rect): void {
  if (!hasAreaMarks(o)) return;
  const cells = cull ? geom.cells.filter((g) => cellMeets(g, cull)) : geom.cells;
  ctx.save();
  if (geom.clip) {
    ctx.beginPath();
    ctx.rect(geom.clip.x, geom.clip.y, geom.clip.width, geom.clip.height);
    ctx.clip();
  }
  if (o.heat) drawHeat(ctx, cells, o.heat, o.scale);
  if (o.viewshed && o.viewshedFrom) {
    const fromKey = hexKey(o.viewshedFrom);
    const seen = o.viewshed;
    const hidden = cells.filter((g) => !seen.has(g.cell.key) && g.cell.key !== fromKey);
    ctx.beginPath();
    for (const g of hidden) addPolygon(ctx, g.corners);
    ctx.fillStyle = o.palette.viewshedHidden;
    ctx.fill();
    hatchCells(ctx, hidden, o.palette.viewshedHatch);
    ctx.beginPath();
    for (const g of cells) if (o.viewshed.has(g.cell.key)) addPolygon(ctx, g.corners);
    ctx.fillStyle = o.palette.viewshed;
    ctx.fill();
  }
  ctx.restore();
}

export const hasAreaMarks = (o: AreaMarks): boolean => !!o.heat || (!!o.viewshed && !!o.viewshedFrom);

/** The marks on single hexes, drawn live over the area marks: designer warnings and the inspected hex. */
export function drawPointMarks(ctx: CanvasRenderingContext2D, o: PointMarks): void {
  for (const h of o.warned) drawWarningBadge(ctx, h, o.scale, o.turned);
  if (o.inspected) {
    ctx.beginPath();
    hexOutline(ctx, o.inspected, 3);
    ctx.lineWidth = 4 / o.scale;
    ctx.strokeStyle = o.palette.inspected;
    ctx.setLineDash([8 / o.scale, 5 / o.scale]);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  if (o.focused) {
    // A thick ring on a white halo, solid (the inspected hex's is dashed): seen on any terrain, and not a verdict's colour.
    ctx.beginPath();
    hexOutline(ctx, o.focused, 4);
    ctx.lineWidth = 9 / o.scale;
    ctx.strokeStyle = o.palette.ringHalo;
    ctx.stroke();
    ctx.lineWidth = 5 / o.scale;
    ctx.strokeStyle = o.palette.inspected;
    ctx.stroke();
  }
}

/**
 * A point `dx`, `dy` from a board point as the screen shows it. On a board
 * turned 90° clockwise (view.ts) the board's offset (a, b) shows as (−b, a),
 * so a badge meant for a hex's lower left is drawn at the board's (dy, −dx).
 */
function asSeen(c: { x: number; y: number }, dx: number, dy: number, turned: boolean): { x: number; y: number } {
  return turned ? { x: c.x + dy, y: c.y - dx } : { x: c.x + dx, y: c.y + dy };
}

/** Draws around a board point with the screen's up as up: on a turned board the drawing is turned back, as the hex labels are (draw-terrain.ts). */
function upright(ctx: CanvasRenderingContext2D, at: { x: number; y: number }, turned: boolean, draw: () => void): void {
  ctx.save();
  ctx.translate(at.x, at.y);
  if (turned) ctx.rotate(-Math.PI / 2);
  draw();
  ctx.restore();
}

/** A small amber triangle with "!" at a hex's upper right as seen: a designer warning is about this hex. */
export function drawWarningBadge(ctx: CanvasRenderingContext2D, h: Axial, scale: number, turned = false): void {
  const at = asSeen(hexToBoard(h, BOARD_HEX_SIZE), BOARD_HEX_SIZE * 0.42, -BOARD_HEX_SIZE * 0.5, turned);
  drawWarningMark(ctx, at.x, at.y, Math.max(BOARD_HEX_SIZE * 0.34, 13 / scale), scale, turned);
}

/** The warning triangle with its "!", centred on a board point, pointing up on screen. */
export function drawWarningMark(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  size: number,
  scale: number,
  turned = false,
): void {
  upright(ctx, { x, y }, turned, () => {
    ctx.beginPath();
    ctx.moveTo(0, -size / 2);
    ctx.lineTo(size / 2, size / 2);
    ctx.lineTo(-size / 2, size / 2);
    ctx.closePath();
    ctx.lineJoin = 'round';
    ctx.lineWidth = 2.5 / scale;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
    ctx.fillStyle = '#e8a200';
    ctx.fill();
    ctx.fillStyle = '#1d1f24';
    ctx.font = `800 ${size * 0.62}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('!', 0, size * 0.14);
  });
}

/**
 * The hexes of the firers entered in the combat sheet: a numbered amber badge
 * at each one's lower left as seen (1 is the first row), its number upright on
 * a turned board too.
 */
export function drawCombatFirers(
  ctx: CanvasRenderingContext2D,
  firers: readonly { hex: Axial; n: number }[],
  scale: number,
  p: Palette,
  turned = false,
): void {
  const r = Math.max(BOARD_HEX_SIZE * 0.26, 11 / scale);
  for (const f of firers) {
    const at = asSeen(hexToBoard(f.hex, BOARD_HEX_SIZE), -BOARD_HEX_SIZE * 0.45, BOARD_HEX_SIZE * 0.42, turned);
    upright(ctx, at, turned, () => {
      ctx.beginPath();
      ctx.arc(0, 0, r, 0, Math.PI * 2);
      ctx.fillStyle = '#e8a200';
      ctx.fill();
      ctx.lineWidth = 2.5 / scale;
      ctx.strokeStyle = p.ringHalo;
      ctx.stroke();
      ctx.fillStyle = '#1d1f24';
      ctx.font = `800 ${r * 1.2}px ${MAP_FONT}`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(String(f.n), 0, r * 0.06);
    });
  }
}
