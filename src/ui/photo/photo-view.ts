// Where the photo lies on the tracer's stage, as the map's view (canvas/view.ts)
// with image pixels for board units and never turned: fitted into the stage,
// zoomed about a point (a pinch's centre, the wheel's pointer, the stage's
// middle for the buttons) between a little under the fit and the map's
// largest scale — the map's own functions, so the two screens zoom alike —
// and kept on the stage: no empty margin along a side where the photo is
// larger than the stage, and wholly on it along a side where it is smaller.
// Not centred there, as the map's board is: a photo fitted by its width on
// a tall stage would then slide back to the middle all through the first
// doubling of a pinch, and the point under the fingers with it
// (README.md#from-a-photo-or-a-scan).

import type { Point } from '../../scan/homography.ts';
import { pannedBy, screenPoint, type ScreenPoint, type View, zoomedAbout } from '../canvas/view.ts';

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

/** The shift along one side that keeps a photo spanning [lo, lo + size] on a stage of `room` (see the header). */
function shiftOnStage(lo: number, size: number, room: number): number {
  const hi = lo + size;
  if (size <= room) return lo < 0 ? -lo : hi > room ? room - hi : 0;
  return lo > 0 ? -lo : hi < room ? room - hi : 0;
}

const kept = (v: View, photo: Size, stage: Size): View => ({
  ...v,
  x: v.x + shiftOnStage(v.x, photo.width * v.scale, stage.width),
  y: v.y + shiftOnStage(v.y, photo.height * v.scale, stage.height),
});

/** Zoomed by `factor` about a stage point, which keeps the photo point under it (unless that would leave an empty margin). */
export function zoomedPhotoView(v: View, factor: number, at: ScreenPoint, photo: Size, stage: Size): View {
  return kept(zoomedAbout(v, factor, at, fittedPhotoView(photo, stage).scale), photo, stage);
}

/** Moved by (dx, dy) stage pixels, kept on the stage. */
export function pannedPhotoView(v: View, dx: number, dy: number, photo: Size, stage: Size): View {
  return kept(pannedBy(v, dx, dy), photo, stage);
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
