// What changes on taps, drawn over the static board: the viewshed tint, the
// inspected hex, the firer and target rings with their tags, and the LOS
// result (candidate hexes, the blocked witness route, the centre line, the
// blocking hexsides and hexes glowing magenta with a white halo, and a muted
// dashed outline round each symbol or hex the line met that did not block).
// It draws only what the result contains; it decides nothing.

import { hexKey, sideTowards } from '../../engine/hex/axial.ts';
import { hexCornersBoard, hexToBoard } from '../../engine/hex/layout.ts';
import { SIDE_CORNERS } from '../../engine/hex/lattice.ts';
import type { LosReason, LosResult } from '../../engine/rules/types.ts';
import type { Axial } from '../../engine/types.ts';
import type { EvidenceList } from '../../store/types.ts';
import type { Palette } from '../palette.ts';
import type { BoardGeometry, CellGeom, Rect, Segment } from './geometry.ts';
import { HEX } from './geometry.ts';
import { addPolygon } from './polygon-path.ts';

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

function hexPath(ctx: CanvasRenderingContext2D, h: Axial, inset = 0): void {
  const c = hexCornersBoard(h, HEX - inset);
  const centre = hexToBoard(h, HEX);
  const shift = hexToBoard(h, HEX - inset);
  addPolygon(ctx, c.flatMap((p) => [p.x, p.y]), centre.x - shift.x, centre.y - shift.y);
}

/** One hex's outline on its own path, for a dashed stroke (addPolygon traces a side twice, which a dash pattern would show). */
function hexOutline(ctx: CanvasRenderingContext2D, h: Axial, inset: number): void {
  const c = hexCornersBoard(h, HEX - inset);
  const centre = hexToBoard(h, HEX);
  const shift = hexToBoard(h, HEX - inset);
  const dx = centre.x - shift.x;
  const dy = centre.y - shift.y;
  ctx.moveTo(c[0].x + dx, c[0].y + dy);
  for (let i = 1; i < 6; i++) ctx.lineTo(c[i].x + dx, c[i].y + dy);
  ctx.closePath();
}

/** The hexside between two adjacent hexes, in board space. */
export function sharedSide(a: Axial, b: Axial): Segment | undefined {
  const side = sideTowards(a, b);
  if (!side) return undefined;
  const corners = hexCornersBoard(a, HEX);
  const [i, j] = SIDE_CORNERS[side];
  return { x1: corners[i].x, y1: corners[i].y, x2: corners[j].x, y2: corners[j].y };
}

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

function drawHeat(ctx: CanvasRenderingContext2D, cells: readonly CellGeom[], heat: NonNullable<AreaMarks['heat']>, scale: number): void {
  HEAT_RAMP.forEach((colour, bucket) => {
    ctx.beginPath();
    for (const g of cells) if (heat.buckets.get(g.cell.key) === bucket) addPolygon(ctx, g.corners);
    ctx.fillStyle = colour;
    ctx.fill();
  });
  if (heat.hidden.size === 0) return;
  ctx.beginPath();
  for (const g of cells) if (heat.hidden.has(g.cell.key)) hexPath(ctx, g.cell.hex, 3);
  ctx.lineWidth = 3 / scale;
  ctx.strokeStyle = 'rgba(220, 20, 60, 0.95)';
  ctx.stroke();
}

/** Whether a hex (centre within HEX of its corners) meets a rectangle. */
const cellMeets = (g: CellGeom, r: Rect): boolean => g.x + HEX >= r.x && g.x - HEX <= r.x + r.width && g.y + HEX >= r.y && g.y - HEX <= r.y + r.height;

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
    ctx.beginPath();
    for (const g of cells) if (!o.viewshed.has(g.cell.key) && g.cell.key !== fromKey) addPolygon(ctx, g.corners);
    ctx.fillStyle = o.palette.viewshedHidden;
    ctx.fill();
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
  for (const h of o.warned) drawWarningBadge(ctx, h, o.scale);
  if (o.inspected) {
    ctx.beginPath();
    hexOutline(ctx, o.inspected, 3);
    ctx.lineWidth = 4 / o.scale;
    ctx.strokeStyle = o.palette.inspected;
    ctx.setLineDash([8 / o.scale, 5 / o.scale]);
    ctx.stroke();
    ctx.setLineDash([]);
  }
}

export interface LosOptions {
  readonly palette: Palette;
  readonly scale: number;
  /** The entry flashing (index into `flashList`, reasons by default) and its strength 0..1. */
  readonly flashIndex: number | undefined;
  readonly flashList?: EvidenceList;
  readonly flashStrength: number;
}

/** The entry a flash names, from the reasons or from what the line met that did not block. */
export const flashedReason = (result: LosResult | undefined, flash: { index: number; list?: EvidenceList } | undefined): LosReason | undefined =>
  flash ? (flash.list === 'cleared' ? result?.cleared : result?.reasons)?.[flash.index] : undefined;

/** Where a reason sits on the board: a hexside, a hex, or the two ends. */
export type ReasonPlace = { kind: 'side'; segment: Segment } | { kind: 'hex'; hex: Axial } | { kind: 'ends' };

export function reasonPlace(reason: Pick<LosReason, 'kind' | 'between' | 'hex'>): ReasonPlace {
  if (reason.kind === 'hexside' && reason.between) {
    const segment = sharedSide(reason.between[0], reason.between[1]);
    if (segment) return { kind: 'side', segment };
  }
  if (reason.hex) return { kind: 'hex', hex: reason.hex };
  return { kind: 'ends' };
}

/** The middle of a reason's place on the board (the ends have none). */
export function placeCentre(place: ReasonPlace): { x: number; y: number } | undefined {
  if (place.kind === 'side') return { x: (place.segment.x1 + place.segment.x2) / 2, y: (place.segment.y1 + place.segment.y2) / 2 };
  return place.kind === 'hex' ? hexToBoard(place.hex, HEX) : undefined;
}

/** One stroke of a flash's pulse along a path, translucent. */
function strokePulse(ctx: CanvasRenderingContext2D, path: () => void, colour: string, alpha: number, width: number): void {
  ctx.beginPath();
  path();
  ctx.globalAlpha = alpha;
  ctx.lineWidth = width;
  ctx.strokeStyle = colour;
  ctx.stroke();
  ctx.globalAlpha = 1;
}

function glowPlace(ctx: CanvasRenderingContext2D, place: ReasonPlace, result: LosResult, p: Palette, scale: number, boost: number): void {
  const halo = (8 + 6 * boost) / scale;
  const core = (4.5 + 3 * boost) / scale;
  const paths: (() => void)[] = [];
  if (place.kind === 'side') {
    const s = place.segment;
    paths.push(() => {
      ctx.moveTo(s.x1, s.y1);
      ctx.lineTo(s.x2, s.y2);
    });
  } else if (place.kind === 'hex') {
    paths.push(() => hexPath(ctx, place.hex, 2 / scale));
  } else {
    paths.push(() => hexPath(ctx, result.from, 2 / scale));
    paths.push(() => hexPath(ctx, result.to, 2 / scale));
  }
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const path of paths) {
    // The flash: a pulsing halo several times the stroke's width, seen at arm's length.
    if (boost > 0) strokePulse(ctx, path, p.blocking, 0.2 + 0.45 * boost, (16 + 40 * boost) / scale);
    ctx.beginPath();
    path();
    ctx.lineWidth = Math.max(halo, HEX * 0.17 + 4 / scale);
    ctx.strokeStyle = p.blockingHalo;
    ctx.stroke();
    ctx.save();
    ctx.shadowColor = p.blocking;
    ctx.shadowBlur = 14 + 10 * boost;
    ctx.lineWidth = Math.max(core, HEX * 0.12);
    ctx.strokeStyle = p.blocking;
    ctx.stroke();
    ctx.restore();
    if (place.kind !== 'side') {
      ctx.globalAlpha = 0.18 + 0.25 * boost;
      ctx.fillStyle = p.blocking;
      ctx.fill();
      ctx.globalAlpha = 1;
    }
  }
}

/** The line under the end markers: candidate hexes, the blocked witness route, the centre line. */
export function drawLosBase(ctx: CanvasRenderingContext2D, result: LosResult, o: LosOptions): void {
  const p = o.palette;
  const s = o.scale;
  const inner = result.steps.slice(1, -1);
  if (inner.length > 0) {
    ctx.beginPath();
    for (const step of inner) for (const h of step) hexPath(ctx, h);
    ctx.fillStyle = p.candidate;
    ctx.fill();
  }
  if (!result.visible && result.blockedRoute && result.routes.count > 1n) {
    ctx.beginPath();
    for (const h of result.blockedRoute.slice(1, -1)) hexPath(ctx, h, 4 / s);
    ctx.lineWidth = 2.2 / s;
    ctx.setLineDash([7 / s, 4 / s]);
    ctx.strokeStyle = p.witness;
    ctx.stroke();
    ctx.setLineDash([]);
  }
  const a = hexToBoard(result.from, HEX);
  const b = hexToBoard(result.to, HEX);
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(a.x, a.y);
  ctx.lineTo(b.x, b.y);
  ctx.lineWidth = 3.4 / s;
  ctx.strokeStyle = p.losLineShadow;
  ctx.stroke();
  ctx.lineWidth = 1.6 / s;
  ctx.strokeStyle = p.losLine;
  ctx.stroke();
}

/**
 * A symbol or hex the line met that did not block: a dashed outline round the
 * place (a capsule round a hexside, a ring inside a hex), thin enough that the
 * symbol's own colour shows through; flashed, a soft pulse in the same colour.
 */
function outlinePlace(ctx: CanvasRenderingContext2D, place: ReasonPlace, p: Palette, scale: number, boost: number): void {
  if (place.kind === 'ends') return;
  const path = () => {
    ctx.beginPath();
    if (place.kind === 'hex') {
      hexOutline(ctx, place.hex, HEX * 0.14);
      return;
    }
    const s = place.segment;
    const r = HEX * 0.16;
    const a = Math.atan2(s.y2 - s.y1, s.x2 - s.x1);
    ctx.arc(s.x2, s.y2, r, a - Math.PI / 2, a + Math.PI / 2);
    ctx.arc(s.x1, s.y1, r, a + Math.PI / 2, a + (3 * Math.PI) / 2);
    ctx.closePath();
  };
  ctx.lineJoin = 'round';
  if (boost > 0) strokePulse(ctx, path, p.cleared, 0.15 + 0.4 * boost, (10 + 26 * boost) / scale);
  path();
  ctx.setLineDash([]);
  ctx.lineWidth = 5 / scale;
  ctx.strokeStyle = p.clearedHalo;
  ctx.stroke();
  ctx.setLineDash([6 / scale, 4 / scale]);
  ctx.lineWidth = 2.4 / scale;
  ctx.strokeStyle = p.cleared;
  ctx.stroke();
  ctx.setLineDash([]);
}

/**
 * The evidence, drawn above the end markers: what the line met that did not
 * block in a muted outline, then every blocking hexside or hex glowing; the
 * flashed entry pulsing.
 */
export function drawEvidence(ctx: CanvasRenderingContext2D, result: LosResult, o: LosOptions): void {
  const list = o.flashList ?? 'reasons';
  (result.cleared ?? []).forEach((met, i) => {
    const boost = list === 'cleared' && o.flashIndex === i ? o.flashStrength : 0;
    // An entry that groups sides judged alike outlines each of them: every side named is on the map.
    for (const place of [met, ...(met.alike ?? [])]) outlinePlace(ctx, reasonPlace(place), o.palette, o.scale, boost);
  });
  result.reasons.forEach((reason, i) => {
    const boost = list === 'reasons' && o.flashIndex === i ? o.flashStrength : 0;
    glowPlace(ctx, reasonPlace(reason), result, o.palette, o.scale, boost);
  });
}

export const TAG_FONT = `600 14px ${FONT}`;
export const TAG_HEIGHT = 24;
const TAG_PAD = 7;

/** The width of a tag's pill for this text, in CSS pixels. */
export function tagWidth(ctx: CanvasRenderingContext2D, text: string): number {
  ctx.font = TAG_FONT;
  return Math.ceil(ctx.measureText(text).width) + 2 * TAG_PAD;
}

/** A small pill of text in screen pixels (the caller has reset the transform): always upright, always the same size. */
export function drawScreenTag(ctx: CanvasRenderingContext2D, text: string, box: { x: number; y: number; w: number; h: number }, p: Palette): void {
  const r = box.h / 2;
  const { x, y, w, h } = box;
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
  ctx.fillStyle = p.tagBackground;
  ctx.fill();
  ctx.font = TAG_FONT;
  ctx.fillStyle = p.tagText;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, box.x + box.w / 2, box.y + box.h / 2 + 0.5);
}

/** A small amber triangle with "!" at a hex's upper right: a designer warning is about this hex. */
export function drawWarningBadge(ctx: CanvasRenderingContext2D, h: Axial, scale: number): void {
  const c = hexToBoard(h, HEX);
  drawWarningMark(ctx, c.x + HEX * 0.42, c.y - HEX * 0.5, Math.max(HEX * 0.34, 13 / scale), scale);
}

/** The warning triangle with its "!", centred on a board point. */
export function drawWarningMark(ctx: CanvasRenderingContext2D, x: number, y: number, size: number, scale: number): void {
  ctx.beginPath();
  ctx.moveTo(x, y - size / 2);
  ctx.lineTo(x + size / 2, y + size / 2);
  ctx.lineTo(x - size / 2, y + size / 2);
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
  ctx.fillText('!', x, y + size * 0.14);
}

/** The strong ring of a chosen hex: a white halo under a coloured hex outline. */
export function drawRing(ctx: CanvasRenderingContext2D, colour: string, halo: string, scale: number, crosshair: boolean): void {
  const h = { q: 0, r: 0 };
  ctx.lineJoin = 'round';
  ctx.beginPath();
  hexPath(ctx, h, 3 / scale);
  ctx.lineWidth = 9 / scale;
  ctx.strokeStyle = halo;
  ctx.stroke();
  ctx.lineWidth = 5 / scale;
  ctx.strokeStyle = colour;
  ctx.stroke();
  ctx.beginPath();
  if (crosshair) {
    const r = HEX * 0.32;
    ctx.moveTo(-r, 0);
    ctx.lineTo(r, 0);
    ctx.moveTo(0, -r);
    ctx.lineTo(0, r);
    ctx.lineWidth = 5 / scale;
    ctx.strokeStyle = halo;
    ctx.stroke();
    ctx.lineWidth = 2.5 / scale;
    ctx.strokeStyle = colour;
    ctx.stroke();
  } else {
    ctx.arc(0, 0, HEX * 0.2, 0, Math.PI * 2);
    ctx.fillStyle = halo;
    ctx.fill();
    ctx.beginPath();
    ctx.arc(0, 0, HEX * 0.14, 0, Math.PI * 2);
    ctx.fillStyle = colour;
    ctx.fill();
  }
}

/** The hexes of the firers entered in the combat sheet: a numbered amber badge on each (1 is the first row). */
export function drawCombatFirers(ctx: CanvasRenderingContext2D, firers: readonly { hex: Axial; n: number }[], scale: number, p: Palette): void {
  const r = Math.max(HEX * 0.26, 11 / scale);
  for (const f of firers) {
    const c = hexToBoard(f.hex, HEX);
    const x = c.x - HEX * 0.45;
    const y = c.y + HEX * 0.42;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fillStyle = '#e8a200';
    ctx.fill();
    ctx.lineWidth = 2.5 / scale;
    ctx.strokeStyle = p.ringHalo;
    ctx.stroke();
    ctx.fillStyle = '#1d1f24';
    ctx.font = `800 ${r * 1.2}px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(String(f.n), x, y + r * 0.06);
  }
}
