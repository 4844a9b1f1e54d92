// What changes on taps, drawn over the static board and its marks
// (draw-marks.ts): the firer and target rings with their tags, and the LOS
// result (candidate hexes, the blocked witness route, the centre line, the
// blocking hexsides and hexes glowing magenta with a white halo and a dark
// core, end bars across each side (the cue that survives without colour), and a muted
// dashed outline round each symbol or hex the line met that did not block).
// It draws only what the result contains; it decides nothing.

import { sideTowards } from '../../engine/hex/axial.ts';
import { SIDE_CORNERS } from '../../engine/hex/lattice.ts';
import { BOARD_HEX_SIZE, boardPoint, hexCornersBoard, hexToBoard } from '../../engine/hex/layout.ts';
import type { BoardPoint } from '../../engine/hex/layout.ts';
import type { LosReason, LosResult } from '../../engine/rules/types.ts';
import type { Axial } from '../../engine/types.ts';
import type { EvidenceList } from '../../store/types.ts';
import type { Palette } from '../palette.ts';
import type { Segment } from './geometry.ts';
import { hexOutline, hexPath } from './hex-paths.ts';
import { drawTagText, tagTextWidth } from './tag-text.ts';

/** The hexside between two adjacent hexes, in board space. */
export function sharedSide(a: Axial, b: Axial): Segment | undefined {
  const side = sideTowards(a, b);
  if (!side) return undefined;
  const corners = hexCornersBoard(a, BOARD_HEX_SIZE);
  const [i, j] = SIDE_CORNERS[side];
  return { x1: corners[i].x, y1: corners[i].y, x2: corners[j].x, y2: corners[j].y };
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
export const flashedReason = (
  result: LosResult | undefined,
  flash: { index: number; list?: EvidenceList } | undefined,
): LosReason | undefined =>
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
export function placeCentre(place: ReasonPlace): BoardPoint | undefined {
  if (place.kind === 'side')
    return boardPoint((place.segment.x1 + place.segment.x2) / 2, (place.segment.y1 + place.segment.y2) / 2);
  return place.kind === 'hex' ? hexToBoard(place.hex, BOARD_HEX_SIZE) : undefined;
}

/** One stroke of a flash's pulse along a path, translucent. */
function strokePulse(
  ctx: CanvasRenderingContext2D,
  path: () => void,
  colour: string,
  alpha: number,
  width: number,
): void {
  ctx.beginPath();
  path();
  ctx.globalAlpha = alpha;
  ctx.lineWidth = width;
  ctx.strokeStyle = colour;
  ctx.stroke();
  ctx.globalAlpha = 1;
}

function glowPlace(
  ctx: CanvasRenderingContext2D,
  place: ReasonPlace,
  result: LosResult,
  p: Palette,
  scale: number,
  boost: number,
): void {
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
    ctx.lineWidth = Math.max(halo, BOARD_HEX_SIZE * 0.17 + 4 / scale);
    ctx.strokeStyle = p.blockingHalo;
    ctx.stroke();
    ctx.save();
    ctx.shadowColor = p.blocking;
    ctx.shadowBlur = 14 + 10 * boost;
    const coreWidth = Math.max(core, BOARD_HEX_SIZE * 0.12);
    ctx.lineWidth = coreWidth;
    ctx.strokeStyle = p.blocking;
    ctx.stroke();
    ctx.restore();
    drawDecidingCue(ctx, place, path, p, coreWidth, Math.max(halo, BOARD_HEX_SIZE * 0.17 + 4 / scale));
    if (place.kind !== 'side') {
      ctx.globalAlpha = 0.18 + 0.25 * boost;
      ctx.fillStyle = p.blocking;
      ctx.fill();
      ctx.globalAlpha = 1;
    }
  }
}

/**
 * The part of a deciding side's mark that needs no colour: a dark core down the
 * middle of the glow and, on a hexside, a bar across each end, so the side
 * reads as "this side, from corner to corner" in grey as well as in magenta
 * (docs/table.md "The deciding sides without colour").
 */
function drawDecidingCue(
  ctx: CanvasRenderingContext2D,
  place: ReasonPlace,
  path: () => void,
  p: Palette,
  coreWidth: number,
  haloWidth: number,
): void {
  const width = coreWidth * 0.38;
  ctx.beginPath();
  path();
  ctx.lineWidth = width;
  ctx.strokeStyle = p.blockingCore;
  ctx.stroke();
  if (place.kind !== 'side') return;
  const s = place.segment;
  const length = Math.hypot(s.x2 - s.x1, s.y2 - s.y1);
  if (length === 0) return;
  // Across the side at each corner, as long as the halo is wide: the side's extent, told without colour.
  const nx = (-(s.y2 - s.y1) / length) * (haloWidth / 2);
  const ny = ((s.x2 - s.x1) / length) * (haloWidth / 2);
  ctx.beginPath();
  for (const [x, y] of [
    [s.x1, s.y1],
    [s.x2, s.y2],
  ]) {
    ctx.moveTo(x - nx, y - ny);
    ctx.lineTo(x + nx, y + ny);
  }
  ctx.lineCap = 'butt';
  ctx.lineWidth = width;
  ctx.stroke();
  ctx.lineCap = 'round';
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
  const a = hexToBoard(result.from, BOARD_HEX_SIZE);
  const b = hexToBoard(result.to, BOARD_HEX_SIZE);
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
function outlinePlace(
  ctx: CanvasRenderingContext2D,
  place: ReasonPlace,
  p: Palette,
  scale: number,
  boost: number,
): void {
  if (place.kind === 'ends') return;
  const path = () => {
    ctx.beginPath();
    if (place.kind === 'hex') {
      hexOutline(ctx, place.hex, BOARD_HEX_SIZE * 0.14);
      return;
    }
    const s = place.segment;
    const r = BOARD_HEX_SIZE * 0.16;
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

export const TAG_HEIGHT = 24;
const TAG_PAD = 7;

/** The width of a tag's pill for this text, in CSS pixels (tag-text.ts measures it off the page). */
export function tagWidth(ctx: CanvasRenderingContext2D, text: string): number {
  return Math.ceil(tagTextWidth(ctx, text)) + 2 * TAG_PAD;
}

/** A small pill of text in screen pixels (the caller has reset the transform): always upright, always the same size. */
export function drawScreenTag(
  ctx: CanvasRenderingContext2D,
  text: string,
  box: { x: number; y: number; w: number; h: number },
  p: Palette,
): void {
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
  drawTagText(ctx, text, p.tagText, box);
}

/** The strong ring of a chosen hex: a white halo under a coloured hex outline. */
export function drawRing(
  ctx: CanvasRenderingContext2D,
  colour: string,
  halo: string,
  scale: number,
  crosshair: boolean,
): void {
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
    const r = BOARD_HEX_SIZE * 0.32;
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
    ctx.arc(0, 0, BOARD_HEX_SIZE * 0.2, 0, Math.PI * 2);
    ctx.fillStyle = halo;
    ctx.fill();
    ctx.beginPath();
    ctx.arc(0, 0, BOARD_HEX_SIZE * 0.14, 0, Math.PI * 2);
    ctx.fillStyle = colour;
    ctx.fill();
  }
}
