// The photo's view on the tracer's stage (README.md#from-a-photo-or-a-scan):
// fitted and centred, zoomed about a point that stays put, panned but never
// off the stage, and the round trip between stage and photo points.

import { describe, expect, test } from 'vitest';

import { screenPoint } from '../canvas/view.ts';
import {
  fittedPhotoView,
  pannedPhotoView,
  photoPointAt,
  pinchedPhotoView,
  settledPhotoView,
  stagePointOf,
  zoomedPhotoView,
} from './photo-view.ts';

const PHOTO = { width: 1000, height: 800 };
const STAGE = { width: 390, height: 456 };

describe('the photo on the stage', () => {
  test('fitted: the whole photo, centred, a little inside the stage', () => {
    const v = fittedPhotoView(PHOTO, STAGE);
    expect(v.scale).toBeCloseTo(0.39 * 0.98, 9);
    expect(v.x).toBeCloseTo((390 - 1000 * v.scale) / 2, 9);
    expect(v.y).toBeCloseTo((456 - 800 * v.scale) / 2, 9);
  });

  test('zoomed about a point: the photo point under it stays under it', () => {
    const v = fittedPhotoView(PHOTO, STAGE);
    const at = screenPoint(200, 230);
    const before = photoPointAt(v, at);
    const z = zoomedPhotoView(v, 3, at, PHOTO, STAGE);
    expect(z.scale).toBeCloseTo(v.scale * 3, 9);
    const after = photoPointAt(z, at);
    expect(Math.abs(after.x - before.x)).toBeLessThanOrEqual(0.1);
    expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(0.1);
  });

  test('zoomed out no further than a little under the fit, about the point, and wholly on the stage', () => {
    const v = fittedPhotoView(PHOTO, STAGE);
    const at = screenPoint(200, 230);
    const z = zoomedPhotoView(v, 0.01, at, PHOTO, STAGE);
    expect(z.scale).toBeCloseTo(v.scale * 0.6, 9);
    expect(stagePointOf(z, photoPointAt(v, at)).x).toBeCloseTo(200, 0);
    for (const corner of [screenPoint(0, 0), screenPoint(390, 456)]) {
      const out = zoomedPhotoView(v, 0.01, corner, PHOTO, STAGE);
      expect(out.x).toBeGreaterThanOrEqual(0);
      expect(out.y).toBeGreaterThanOrEqual(0);
      expect(out.x + PHOTO.width * out.scale).toBeLessThanOrEqual(390 + 1e-9);
      expect(out.y + PHOTO.height * out.scale).toBeLessThanOrEqual(456 + 1e-9);
    }
  });

  // The photo fitted by its width on a phone's tall stage: a pinch low on it used to slide it back to the middle
  // through the whole first doubling, and the point under the fingers with it.
  test.each([
    ['low on the photo', screenPoint(120, 370)],
    ['high on the photo', screenPoint(300, 90)],
  ])(
    'zoomed from the fit about a point %s: that point stays under it until the photo meets the stage edge',
    (_, at) => {
      let v = fittedPhotoView(PHOTO, STAGE);
      const under = photoPointAt(v, at);
      for (let step = 0; step < 10; step++) {
        v = zoomedPhotoView(v, 1.1, at, PHOTO, STAGE);
        const meetsEdge = Math.abs(v.y) < 1e-9 || Math.abs(v.y + PHOTO.height * v.scale - STAGE.height) < 1e-9;
        if (meetsEdge) break;
        const now = stagePointOf(v, under);
        expect(Math.abs(now.x - at.x)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(now.y - at.y)).toBeLessThanOrEqual(0.5);
      }
    },
  );

  test('panned: a zoomed photo moves with the finger, but leaves no empty margin', () => {
    const z = zoomedPhotoView(fittedPhotoView(PHOTO, STAGE), 4, screenPoint(195, 228), PHOTO, STAGE);
    const moved = pannedPhotoView(z, 30, -20, PHOTO, STAGE);
    expect(moved.x - z.x).toBeCloseTo(30, 9);
    expect(moved.y - z.y).toBeCloseTo(-20, 9);
    const far = pannedPhotoView(z, 5000, 5000, PHOTO, STAGE);
    expect(far.x).toBeCloseTo(0, 9);
    expect(far.y).toBeCloseTo(0, 9);
  });

  test('pinched: follows the fingers however far, but keeps some of the photo on the stage; lifted, it settles', () => {
    const v = fittedPhotoView(PHOTO, STAGE);
    const far = pinchedPhotoView(v, 3, screenPoint(200, 230), 5000, -5000, PHOTO, STAGE);
    expect(far.scale).toBeCloseTo(v.scale * 3, 9);
    expect(far.x).toBeCloseTo(390 - 96, 9);
    expect(far.y + 800 * far.scale).toBeCloseTo(96, 9);
    const settled = settledPhotoView(far, PHOTO, STAGE);
    expect(settled.x).toBeCloseTo(0, 9);
    expect(settled.y + 800 * settled.scale).toBeCloseTo(456, 9);
  });

  test('stage and photo points: a round trip to a tenth of a pixel', () => {
    const v = zoomedPhotoView(fittedPhotoView(PHOTO, STAGE), 2.5, screenPoint(100, 300), PHOTO, STAGE);
    const p = { x: 412.3, y: 77.8 };
    expect(photoPointAt(v, stagePointOf(v, p))).toEqual(p);
  });
});
