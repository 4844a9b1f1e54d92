// @vitest-environment jsdom
// The board's pictures kept as bitmaps and drawn a band at a time (no single
// task draws a 200 × 200 board: docs/performance.md#the-page-never-waits-on-big-input).

// jsdom has no 2D canvas: the mock installs one.
// oxlint-disable-next-line import/no-unassigned-import
import 'vitest-canvas-mock';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { BoardBitmap, MAX_BITMAP_PIXELS } from './board-bitmap.ts';
import type { Rect } from './geometry.ts';

const RECT: Rect = { x: -50, y: -40, width: 1000, height: 800 };

let frames: FrameRequestCallback[] = [];
beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
  vi.stubGlobal('cancelAnimationFrame', () => {});
});
afterEach(() => vi.unstubAllGlobals());

const runFrames = () => {
  while (frames.length > 0) frames.shift()!(0);
};

describe('BoardBitmap', () => {
  test.each([
    { bands: 1, pixelRatio: 0.5, framesAfterFirst: 0 },
    { bands: 4, pixelRatio: 0.5, framesAfterFirst: 3 },
    { bands: 14, pixelRatio: 0.25, framesAfterFirst: 13 },
  ])(
    '$bands band(s): the first at once, one more each frame, together the whole picture',
    ({ bands, pixelRatio, framesAfterFirst }) => {
      const bitmap = new BoardBitmap();
      const drawn: Rect[] = [];
      const redraws = vi.fn();
      bitmap.redrawWith(redraws);
      bitmap.build(RECT, pixelRatio, bands, (_ctx, band) => drawn.push(band), false);
      expect(drawn.length).toBe(1);
      expect(bitmap.complete).toBe(bands === 1);
      let n = 0;
      while (frames.length > 0) {
        frames.shift()!(0);
        n++;
      }
      expect(n).toBe(framesAfterFirst);
      expect(drawn.length).toBe(bands);
      expect(redraws).toHaveBeenCalledTimes(bands);
      expect(bitmap.complete).toBe(true);
      // The bands tile the picture top to bottom, each on whole device pixels.
      expect(drawn[0].y).toBe(RECT.y);
      for (let i = 1; i < drawn.length; i++) expect(drawn[i].y).toBeCloseTo(drawn[i - 1].y + drawn[i - 1].height, 9);
      const last = drawn[drawn.length - 1];
      expect(last.y + last.height).toBeCloseTo(RECT.y + Math.ceil(RECT.height * pixelRatio) / pixelRatio, 9);
      for (const band of drawn) expect(Number.isInteger(Math.round(band.height * pixelRatio * 1e6) / 1e6)).toBe(true);
    },
  );

  test('ensure: the same parts at the same pixel ratio draw nothing again; another ratio keeps the old picture under the new bands', () => {
    const bitmap = new BoardBitmap();
    const draw = vi.fn();
    const parts = [{}, 'theme'];
    expect(bitmap.ensure(parts, RECT, 0.5, 2, draw)).toBe(true);
    runFrames();
    expect(draw).toHaveBeenCalledTimes(2);
    expect(bitmap.ensure([...parts], RECT, 0.5, 2, draw)).toBe(true);
    expect(draw).toHaveBeenCalledTimes(2);
    bitmap.ensure(parts, RECT, 0.6, 2, draw);
    // One band of the new picture so far, over the whole old one.
    const ctx = document.createElement('canvas').getContext('2d')!;
    const drawImage = vi.spyOn(ctx, 'drawImage');
    expect(bitmap.paint(ctx)).toBe(true);
    expect(drawImage).toHaveBeenCalledTimes(2);
    // Other parts (a new board): the old picture goes at once.
    bitmap.ensure([{}, 'theme'], RECT, 0.6, 2, draw);
    drawImage.mockClear();
    bitmap.paint(ctx);
    expect(drawImage).toHaveBeenCalledTimes(1);
  });

  test.each([
    {
      name: 'an edit (new parts, the same subject): the old picture stays under the new bands',
      subject: ['board 1', 'theme'],
      images: 2,
    },
    { name: 'a new board (another subject): the old picture goes at once', subject: ['board 2', 'theme'], images: 1 },
  ])('$name (a board of more than one band is never blank after an edit)', ({ subject, images }) => {
    const bitmap = new BoardBitmap();
    const draw = vi.fn();
    bitmap.ensure([{ geometry: 1 }, 'theme'], RECT, 0.5, 4, draw, ['board 1', 'theme']);
    runFrames();
    expect(bitmap.complete).toBe(true);
    bitmap.ensure([{ geometry: 2 }, 'theme'], RECT, 0.5, 4, draw, subject);
    // One band of four drawn so far.
    expect(bitmap.complete).toBe(false);
    const ctx = document.createElement('canvas').getContext('2d')!;
    const drawImage = vi.spyOn(ctx, 'drawImage');
    expect(bitmap.paint(ctx)).toBe(true);
    expect(drawImage).toHaveBeenCalledTimes(images);
    runFrames();
    expect(bitmap.complete).toBe(true);
    drawImage.mockClear();
    bitmap.paint(ctx);
    expect(drawImage).toHaveBeenCalledTimes(1);
  });

  test('a picture over the pixel bound is not kept: the caller draws directly', () => {
    const bitmap = new BoardBitmap();
    const side = Math.sqrt(MAX_BITMAP_PIXELS) + 10;
    expect(bitmap.fits({ x: 0, y: 0, width: side, height: side }, 1)).toBe(false);
    expect(bitmap.ensure(['board'], { x: 0, y: 0, width: side, height: side }, 1, 1, vi.fn())).toBe(false);
    const ctx = document.createElement('canvas').getContext('2d')!;
    expect(bitmap.paint(ctx)).toBe(false);
    expect(new BoardBitmap(1000).fits({ x: 0, y: 0, width: 40, height: 30 }, 1)).toBe(false);
  });
});
