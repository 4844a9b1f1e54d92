// Where the photo lies on the tracer's stage, as the map's view (canvas/view.ts)
// with image pixels for board units and never turned: fitted into the stage,
// zoomed about a point (a pinch's centre, the wheel's pointer, the stage's
// middle for the buttons) between a little under the fit and the map's
// largest scale — the map's own functions, so the two screens zoom alike.
//
// What is under the fingers stays there (README.md#from-a-photo-or-a-scan).
// A pinch follows the fingers exactly, only kept from leaving the stage
// (pinchedPhotoView); when they lift, the photo settles (settledPhotoView):
// wholly on the stage along a side where it is smaller, with no empty margin
// where it is larger. Kept to that during the pinch, the photo slid under the
// fingers: centred (as the map's board is), a photo fitted by its width on a
// tall stage slid back to the middle all through the first doubling; held
// inside, it slid as soon as its far edge reached the stage's; held to no
// margin, as soon as it grew taller than the stage with its near edge still
// inside. A drag, the wheel and the buttons move it within the settled
// bounds, except that a margin the photo already had may stay (not widen):
// there is no lifting to settle on after a turn of the wheel, and closing
// the margin at once would slide the photo from under the pointer.

import type { Point } from '../../scan/homography.ts';
import { KEEP_ON_SCREEN_PX, pannedBy, screenPoint, type ScreenPoint, type View, zoomedAbout } from '../canvas/view.ts';

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** The fitted photo leaves this share of the stage free around it, so its edges (and corner hexes near them) can be seen. */
const FIT_SHARE = 0.98;

/** The photo fitted into the stage, centred. */
export function fittedPhotoView(photo: Size, stage: Size): View {
  const scale = Math.min(stage.width / photo.width, stage.height / photo.height) * FIT_SHARE;
  return {
    scale,
    x: (stage.width - photo.width * scale) / 2,
    y: (stage.height - photo.height * scale) / 2,
    turned: false,
  };
}

/**
 * The shift along one side that keeps a photo spanning [lo, lo + size] on a
 * stage of `room`: wholly on it where it is smaller; where it is larger, no
 * margin wider than `allowed` (the margins before the move, or none).
 */
function shiftOnStage(lo: number, size: number, room: number, allowed: { low: number; high: number }): number {
  const hi = lo + size;
  if (size <= room) return lo < 0 ? -lo : hi > room ? room - hi : 0;
  if (lo > allowed.low) return allowed.low - lo;
  if (hi < room - allowed.high) return room - allowed.high - hi;
  return 0;
}

/** The empty margins either side of a photo spanning [lo, lo + size] on a stage of `room`. */
const marginsOf = (lo: number, size: number, room: number) => ({
  low: Math.max(0, lo),
  high: Math.max(0, room - (lo + size)),
});

const NO_MARGIN = { low: 0, high: 0 };

/** `next` kept on the stage, with the margins `before` had allowed (see the header); none when settling. */
function kept(next: View, before: View | undefined, photo: Size, stage: Size): View {
  const along = (lo: number, beforeLo: number | undefined, beforeScale: number, length: number, room: number) =>
    lo +
    shiftOnStage(
      lo,
      length * next.scale,
      room,
      beforeLo === undefined ? NO_MARGIN : marginsOf(beforeLo, length * beforeScale, room),
    );
  const scaleBefore = before?.scale ?? next.scale;
  return {
    ...next,
    x: along(next.x, before?.x, scaleBefore, photo.width, stage.width),
    y: along(next.y, before?.y, scaleBefore, photo.height, stage.height),
  };
}

/** Zoomed by `factor` about a stage point, which keeps the photo point under it (unless the photo meets the stage's edge). */
export function zoomedPhotoView(v: View, factor: number, at: ScreenPoint, photo: Size, stage: Size): View {
  return kept(zoomedAbout(v, factor, at, fittedPhotoView(photo, stage).scale), v, photo, stage);
}

/**
 * A pinch's step: moved by (dx, dy) stage pixels, then zoomed by `factor`
 * about a stage point, following the fingers exactly — only kept from
 * leaving the stage: as on the map, KEEP_ON_SCREEN_PX of it (all of it,
 * when smaller) stays on the stage along each side. Any margin it opens is closed when
 * the fingers lift (settledPhotoView).
 */
export function pinchedPhotoView(
  v: View,
  factor: number,
  at: ScreenPoint,
  dx: number,
  dy: number,
  photo: Size,
  stage: Size,
): View {
  const next = zoomedAbout(pannedBy(v, dx, dy), factor, at, fittedPhotoView(photo, stage).scale);
  const onStage = (lo: number, length: number, room: number) => {
    const size = length * next.scale;
    const keep = Math.min(KEEP_ON_SCREEN_PX, size, room);
    return lo + Math.max(0, keep - (lo + size)) - Math.max(0, lo - (room - keep));
  };
  return { ...next, x: onStage(next.x, photo.width, stage.width), y: onStage(next.y, photo.height, stage.height) };
}

/** Moved by (dx, dy) stage pixels, kept on the stage. */
export function pannedPhotoView(v: View, dx: number, dy: number, photo: Size, stage: Size): View {
  return kept(pannedBy(v, dx, dy), v, photo, stage);
}

/** The view once the fingers lift: no empty margin along a side where the photo is larger than the stage. */
export function settledPhotoView(v: View, photo: Size, stage: Size): View {
  return kept(v, undefined, photo, stage);
}

/** Image pixels are kept to a tenth: a finger places nothing finer. */
const round1 = (x: number): number => Math.round(x * 10) / 10;

/** The photo point under a stage point. */
export const photoPointAt = (v: View, s: { readonly x: number; readonly y: number }): Point => ({
  x: round1((s.x - v.x) / v.scale),
  y: round1((s.y - v.y) / v.scale),
});

/** The stage point over a photo point. */
export const stagePointOf = (v: View, p: Point): ScreenPoint => screenPoint(v.x + p.x * v.scale, v.y + p.y * v.scale);
