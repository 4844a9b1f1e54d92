// The map's view as plain data: where board space lands on the screen, and the
// moves made on it — fitting the board into the free part of the screen
// (turned 90° on a portrait screen when that makes the hexes larger), framing
// a line, keeping the board in view, zooming about a point. Board points
// (engine/hex/layout.ts) and screen points are branded apart, so a pixel of
// the map is never passed where a board unit is meant.

import { BOARD_HEX_SIZE, boardPoint, boardToHex, hexToBoard } from '../../engine/hex/layout.ts';
import type { BoardPoint } from '../../engine/hex/layout.ts';
import type { Axial } from '../../engine/types.ts';
import { HEX_HEIGHT } from './geometry.ts';
import type { Rect } from './geometry.ts';

/** A point on the map in CSS pixels, from the map's top-left corner. */
export type ScreenPoint = { readonly x: number; readonly y: number } & { readonly __space: 'screen' };

export const screenPoint = (x: number, y: number): ScreenPoint => ({ x, y }) as ScreenPoint;

/** The parts of the map covered by panels and bars. */
export interface MapInsets {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

/** Screen = (x, y) + scale × (the board point, turned 90° clockwise when `turned`). */
export interface View {
  readonly x: number;
  readonly y: number;
  readonly scale: number;
  readonly turned: boolean;
}

export const MAX_SCALE = 4;
/**
 * Framing a short line zooms in no further than this many pixels per hex (flat
 * to flat). There is no floor above the fit: a long line on a phone is framed
 * at whatever size puts both its ends in the free area, even well under 40 px
 * (docs/table.md#a-long-line-on-a-phone).
 */
const FRAME_MAX_HEX_PX = 96;
/** Turn the board only when its hexes grow by at least this factor. */
const TURN_GAIN = 1.1;
/** The free area is never taken as narrower or lower than this, however wide the panels. */
const MIN_FREE_PX = 40;
/** Zooming out stops at this share of the fitted scale. */
const MIN_SCALE_OF_FIT = 0.6;

export function boardToScreen(v: View, p: BoardPoint): ScreenPoint {
  return v.turned
    ? screenPoint(v.x - p.y * v.scale, v.y + p.x * v.scale)
    : screenPoint(v.x + p.x * v.scale, v.y + p.y * v.scale);
}

export function screenToBoard(v: View, s: ScreenPoint): BoardPoint {
  const a = (s.x - v.x) / v.scale;
  const b = (s.y - v.y) / v.scale;
  return v.turned ? boardPoint(b, -a) : boardPoint(a, b);
}

/** The hex under a screen point. */
export const hexAtScreen = (v: View, s: ScreenPoint): Axial => boardToHex(screenToBoard(v, s), BOARD_HEX_SIZE);

/** A hex's centre on the screen. */
export const hexOnScreen = (v: View, hex: Axial): ScreenPoint => boardToScreen(v, hexToBoard(hex, BOARD_HEX_SIZE));

/** The view at this scale and turn that puts a board point at a screen point. */
export function viewCentredOn(p: BoardPoint, scale: number, turned: boolean, at: ScreenPoint): View {
  const r = boardToScreen({ x: 0, y: 0, scale, turned }, p);
  return { x: at.x - r.x, y: at.y - r.y, scale, turned };
}

/** The part of the screen no panel covers: its size and its centre. */
export function freeArea(
  width: number,
  height: number,
  insets: MapInsets,
): { w: number; h: number; centre: ScreenPoint } {
  const w = Math.max(MIN_FREE_PX, width - insets.left - insets.right);
  const h = Math.max(MIN_FREE_PX, height - insets.top - insets.bottom);
  return { w, h, centre: screenPoint(insets.left + w / 2, insets.top + h / 2) };
}

/** The view that fits a rectangle of the board into the free part of the screen, turned when that makes it larger. */
export function fitView(bounds: Rect, width: number, height: number, insets: MapInsets): View {
  const free = freeArea(width, height, insets);
  const flat = Math.min(free.w / bounds.width, free.h / bounds.height, MAX_SCALE);
  const turnedScale = Math.min(free.w / bounds.height, free.h / bounds.width, MAX_SCALE);
  const turned = free.h > free.w && turnedScale > flat * TURN_GAIN;
  const centre = boardPoint(bounds.x + bounds.width / 2, bounds.y + bounds.height / 2);
  return viewCentredOn(centre, turned ? turnedScale : flat, turned, free.centre);
}

/** Hexes this size (flat side to flat side, CSS pixels) hold their labels in full (draw-terrain.ts `labelAlpha`). */
const LABELLED_HEX_PX = 26;
/** Hexes this size take a fingertip without zooming: the first view on a phone makes them no larger. */
const FINGER_HEX_PX = 44;

/**
 * The view a board opens at (docs/table.md "The first view"): the whole board
 * (fitView) wherever its hexes then hold their labels. Where they do not and
 * the free area stands upright (a big board on a phone), the board's narrow
 * side spans the free area's width instead (turned when that makes it
 * larger) if its hexes then do hold them, with hexes no larger than a
 * fingertip needs; the view starts at the board's top as seen, at `startTop` (under the row of the audit's button, which the
 * whole-board fit may overlap), and the rest is a swipe away. Fit still shows
 * the whole board.
 */
export function firstView(bounds: Rect, width: number, height: number, insets: MapInsets, startTop = insets.top): View {
  const whole = fitView(bounds, width, height, insets);
  const free = freeArea(width, height, insets);
  if (whole.scale * HEX_HEIGHT >= LABELLED_HEX_PX || free.h <= free.w) return whole;
  const flat = free.w / bounds.width;
  const turnedScale = free.w / bounds.height;
  const turned = turnedScale > flat * TURN_GAIN;
  const scale = Math.min(turned ? turnedScale : flat, FINGER_HEX_PX / HEX_HEIGHT, MAX_SCALE);
  // Giving up the whole board is worth it only for hexes that then hold their labels.
  if (scale * HEX_HEIGHT < LABELLED_HEX_PX) return whole;
  const centred = viewCentredOn(
    boardPoint(bounds.x + bounds.width / 2, bounds.y + bounds.height / 2),
    scale,
    turned,
    free.centre,
  );
  const top = Math.min(
    boardToScreen(centred, boardPoint(bounds.x, bounds.y)).y,
    boardToScreen(centred, boardPoint(bounds.x + bounds.width, bounds.y + bounds.height)).y,
  );
  return { ...centred, y: centred.y + startTop - top };
}

/**
 * The view moved (not zoomed) so that the board leaves no empty margin in the
 * free area along an axis where it is larger than the area, and is centred
 * along an axis where it is smaller.
 */
export function keepBoardInView(v: View, bounds: Rect, width: number, height: number, insets: MapInsets): View {
  const free = freeArea(width, height, insets);
  const corners = [
    boardToScreen(v, boardPoint(bounds.x, bounds.y)),
    boardToScreen(v, boardPoint(bounds.x + bounds.width, bounds.y + bounds.height)),
  ];
  const shift = (lo: number, hi: number, freeLo: number, freeSize: number): number => {
    if (hi - lo <= freeSize) return freeLo + (freeSize - (hi - lo)) / 2 - lo;
    if (lo > freeLo) return freeLo - lo;
    if (hi < freeLo + freeSize) return freeLo + freeSize - hi;
    return 0;
  };
  const xs = corners.map((c) => c.x);
  const ys = corners.map((c) => c.y);
  const dx = shift(Math.min(...xs), Math.max(...xs), insets.left, free.w);
  const dy = shift(Math.min(...ys), Math.max(...ys), insets.top, free.h);
  return { ...v, x: v.x + dx, y: v.y + dy };
}

/** The view that frames a line: both ends in the free area at the largest size that fits, up to FRAME_MAX_HEX_PX and never below the fit. */
export function frameView(
  a: BoardPoint,
  b: BoardPoint,
  current: View,
  fitScale: number,
  width: number,
  height: number,
  insets: MapInsets,
): View {
  const free = freeArea(width, height, insets);
  const spanX = Math.abs(a.x - b.x) + 2.6 * BOARD_HEX_SIZE;
  const spanY = Math.abs(a.y - b.y) + 2.6 * HEX_HEIGHT;
  const [w, h] = current.turned ? [spanY, spanX] : [spanX, spanY];
  const hi = Math.max(fitScale, FRAME_MAX_HEX_PX / HEX_HEIGHT);
  const scale = Math.min(hi, Math.max(fitScale, Math.min(free.w / w, free.h / h)));
  return viewCentredOn(boardPoint((a.x + b.x) / 2, (a.y + b.y) / 2), scale, current.turned, free.centre);
}

/**
 * The view after a verdict: the line framed (frameView), then moved to leave no
 * empty margin beside the board (keepBoardInView) — unless that move would
 * push either end's hex out of the free area, as it does for an end on the
 * board's rim: then the margin stays, since the ends are what must be seen.
 */
export function framedLineView(
  a: BoardPoint,
  b: BoardPoint,
  current: View,
  fitScale: number,
  bounds: Rect | undefined,
  width: number,
  height: number,
  insets: MapInsets,
): View {
  const framed = frameView(a, b, current, fitScale, width, height, insets);
  if (!bounds) return framed;
  const kept = keepBoardInView(framed, bounds, width, height, insets);
  const halfHex = (BOARD_HEX_SIZE * kept.scale) / 2;
  const endsInside = [a, b].every((p) => !nearFreeEdge(boardToScreen(kept, p), width, height, insets, halfHex));
  return endsInside ? kept : framed;
}

/** The view zoomed by `factor` with the board point under `at` kept there, between MIN_SCALE_OF_FIT of the fit and MAX_SCALE. */
export function zoomedAbout(v: View, factor: number, at: ScreenPoint, fitScale: number): View {
  const scale = Math.min(MAX_SCALE, Math.max(fitScale * MIN_SCALE_OF_FIT, v.scale * factor));
  const k = scale / v.scale;
  return { ...v, scale, x: at.x - (at.x - v.x) * k, y: at.y - (at.y - v.y) * k };
}

/** The view moved by (dx, dy) screen pixels. */
export const pannedBy = (v: View, dx: number, dy: number): View => ({ ...v, x: v.x + dx, y: v.y + dy });

/**
 * However far the board is dragged, this much of it stays in the free area, or a quarter of the area when that is
 * more (all of the board, when it is smaller).
 */
export const KEEP_ON_SCREEN_PX = 96;

/**
 * The view moved (not zoomed) just enough that at least KEEP_ON_SCREEN_PX (or
 * a quarter of the free area) of the board stays in it along each axis: a board dragged or
 * zoomed off the map left nothing to tap and piled the end tags at the edge
 * (docs/table.md "The board stays on the map").
 */
export function keptInFreeArea(v: View, bounds: Rect, width: number, height: number, insets: MapInsets): View {
  const free = freeArea(width, height, insets);
  const a = boardToScreen(v, boardPoint(bounds.x, bounds.y));
  const b = boardToScreen(v, boardPoint(bounds.x + bounds.width, bounds.y + bounds.height));
  const shift = (lo: number, hi: number, freeLo: number, freeSize: number) => {
    const keep = Math.min(Math.max(KEEP_ON_SCREEN_PX, freeSize / 4), hi - lo, freeSize);
    if (hi < freeLo + keep) return freeLo + keep - hi;
    if (lo > freeLo + freeSize - keep) return freeLo + freeSize - keep - lo;
    return 0;
  };
  const dx = shift(Math.min(a.x, b.x), Math.max(a.x, b.x), free.centre.x - free.w / 2, free.w);
  const dy = shift(Math.min(a.y, b.y), Math.max(a.y, b.y), free.centre.y - free.h / 2, free.h);
  return dx === 0 && dy === 0 ? v : pannedBy(v, dx, dy);
}

/** Whether a screen point is outside the free area or within `margin` pixels of its edge. */
export function nearFreeEdge(
  p: ScreenPoint,
  width: number,
  height: number,
  insets: MapInsets,
  margin: number,
): boolean {
  return (
    p.x < insets.left + margin ||
    p.x > width - insets.right - margin ||
    p.y < insets.top + margin ||
    p.y > height - insets.bottom - margin
  );
}

/** The part of the board on screen, in board units. */
export function visibleRect(v: View, width: number, height: number): Rect {
  const corners = [screenToBoard(v, screenPoint(0, 0)), screenToBoard(v, screenPoint(width, height))];
  const x = Math.min(corners[0].x, corners[1].x);
  const y = Math.min(corners[0].y, corners[1].y);
  return { x, y, width: Math.abs(corners[0].x - corners[1].x), height: Math.abs(corners[0].y - corners[1].y) };
}
