// The map's view arithmetic (view.ts): screen and board points both ways,
// turned or not; the fit (turned on a portrait screen only when the hexes grow
// by TURN_GAIN, never above MAX_SCALE, in the free area beside the panels);
// keeping the board in view; framing a line (the largest size that fits, up to
// 96 pixels a hex, never below the fit); zooming about a point.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import { boardPoint } from '../../engine/hex/layout.ts';
import { HEX_HEIGHT } from './geometry.ts';
import {
  boardToScreen,
  firstView,
  fitView,
  frameView,
  framedLineView,
  hexAtScreen,
  hexOnScreen,
  keepBoardInView,
  KEEP_ON_SCREEN_PX,
  keptInFreeArea,
  MAX_SCALE,
  nearFreeEdge,
  pannedBy,
  screenPoint,
  screenToBoard,
  viewCentredOn,
  visibleRect,
  zoomedAbout,
} from './view.ts';
import type { View } from './view.ts';

const none = { top: 0, right: 0, bottom: 0, left: 0 };
const flat: View = { x: 10, y: 20, scale: 2, turned: false };
const turned: View = { x: 10, y: 20, scale: 2, turned: true };

describe('screen and board points', () => {
  test.each([
    { name: 'flat: scaled, then moved', view: flat, board: boardPoint(3, 4), screen: screenPoint(16, 28) },
    {
      name: 'turned: a quarter turn clockwise, scaled, then moved',
      view: turned,
      board: boardPoint(3, 4),
      screen: screenPoint(2, 26),
    },
    { name: 'the origin lands on the view’s offset', view: flat, board: boardPoint(0, 0), screen: screenPoint(10, 20) },
  ])('$name', ({ view, board, screen }) => {
    expect(boardToScreen(view, board)).toEqual(screen);
    expect(screenToBoard(view, screen)).toEqual(board);
  });

  test.each([
    { name: 'flat', view: flat },
    { name: 'turned', view: turned },
    { name: 'fractional scale', view: { x: -37, y: 5, scale: 0.37, turned: true } },
  ])('a hex’s centre on screen picks that hex again ($name)', ({ view }) => {
    for (const hex of [
      { q: 0, r: 0 },
      { q: 5, r: -2 },
      { q: -3, r: 7 },
    ]) {
      expect(hexAtScreen(view, hexOnScreen(view, hex))).toEqual(hex);
    }
  });

  test.each([
    { name: 'flat', turnedView: false },
    { name: 'turned', turnedView: true },
  ])('viewCentredOn puts the board point at the screen point ($name)', ({ turnedView }) => {
    const v = viewCentredOn(boardPoint(120, -40), 1.5, turnedView, screenPoint(300, 200));
    expect(boardToScreen(v, boardPoint(120, -40))).toEqual(screenPoint(300, 200));
    expect(v.turned).toBe(turnedView);
  });
});

describe('fitting the board', () => {
  test.each([
    {
      name: 'landscape: flat, filling the screen',
      width: 800,
      height: 600,
      insets: none,
      bounds: { x: 0, y: 0, width: 400, height: 300 },
      view: { x: 0, y: 0, scale: 2, turned: false },
    },
    {
      name: 'portrait, a wide board: turned, its hexes far larger',
      width: 300,
      height: 800,
      insets: none,
      bounds: { x: 0, y: 0, width: 800, height: 300 },
      view: { x: 300, y: 0, scale: 1, turned: true },
    },
    {
      name: 'portrait, turning gains less than TURN_GAIN: flat',
      width: 500,
      height: 600,
      insets: none,
      bounds: { x: 0, y: 0, width: 400, height: 380 },
      view: { x: 0, y: 62.5, scale: 1.25, turned: false },
    },
    {
      name: 'a tiny board: no larger than MAX_SCALE',
      width: 800,
      height: 600,
      insets: none,
      bounds: { x: 0, y: 0, width: 10, height: 10 },
      view: { x: 380, y: 280, scale: MAX_SCALE, turned: false },
    },
    {
      name: 'a side panel: centred in the free area',
      width: 800,
      height: 600,
      insets: { ...none, left: 200 },
      bounds: { x: 0, y: 0, width: 300, height: 300 },
      view: { x: 200, y: 0, scale: 2, turned: false },
    },
  ])('$name', ({ width, height, insets, bounds, view }) => {
    expect(fitView(bounds, width, height, insets)).toEqual(view);
  });

  test.each([
    {
      name: 'smaller than the free area: centred',
      view: { x: 0, y: 0, scale: 1, turned: false },
      bounds: { x: 0, y: 0, width: 100, height: 100 },
      moved: { x: 350, y: 250 },
    },
    {
      name: 'larger, an empty margin on the left: moved left',
      view: { x: 50, y: -100, scale: 1, turned: false },
      bounds: { x: 0, y: 0, width: 1000, height: 1000 },
      moved: { x: 0, y: -100 },
    },
    {
      name: 'larger, an empty margin on the right: moved right',
      view: { x: -300, y: -100, scale: 1, turned: false },
      bounds: { x: 0, y: 0, width: 1000, height: 1000 },
      moved: { x: -200, y: -100 },
    },
    {
      name: 'larger and covering the area: not moved',
      view: { x: -100, y: -100, scale: 1, turned: false },
      bounds: { x: 0, y: 0, width: 1000, height: 1000 },
      moved: { x: -100, y: -100 },
    },
  ])('keeping the board in view: $name', ({ view, bounds, moved }) => {
    expect(keepBoardInView(view, bounds, 800, 600, none)).toEqual({ ...view, ...moved });
  });
});

describe('framing a line', () => {
  const centre = screenPoint(400, 300);
  test.each([
    // A long line on a phone may be framed under 40 px a hex (the floor this row once asserted), so long as both ends fit.
    {
      name: 'a long line: the largest size that fits, however small',
      a: boardPoint(0, 0),
      b: boardPoint(6000, 0),
      fitScale: 0.1,
      hexPx: (800 / (6000 + 2.6 * 40)) * HEX_HEIGHT,
    },
    {
      name: 'a short line: hexes no larger than 96 pixels',
      a: boardPoint(0, 0),
      b: boardPoint(60, 0),
      fitScale: 0.1,
      hexPx: 96,
    },
    { name: 'never below the fit', a: boardPoint(0, 0), b: boardPoint(6000, 0), fitScale: 3, hexPx: 3 * HEX_HEIGHT },
    {
      name: 'between the bounds: both ends fill the free width',
      a: boardPoint(0, 0),
      b: boardPoint(496, 0),
      fitScale: 0.1,
      hexPx: (800 / (496 + 2.6 * 40)) * HEX_HEIGHT,
    },
  ])('$name, its middle at the free area’s centre', ({ a, b, fitScale, hexPx }) => {
    const v = frameView(a, b, { x: 0, y: 0, scale: 1, turned: false }, fitScale, 800, 600, none);
    expect(v.scale * HEX_HEIGHT).toBeCloseTo(hexPx, 9);
    const middle = boardToScreen(v, boardPoint((a.x + b.x) / 2, (a.y + b.y) / 2));
    expect(middle.x).toBeCloseTo(centre.x, 9);
    expect(middle.y).toBeCloseTo(centre.y, 9);
  });

  test.each([
    // A 1000 × 1000 board, a line of 200 across its middle: framed, then moved to fill the screen with board.
    {
      name: 'ends inside the board: moved to leave no empty margin',
      a: boardPoint(400, 500),
      b: boardPoint(600, 500),
      moved: true,
    },
    // An end on the rim: removing the margin would push it off the screen, so the margin stays (both ends in view).
    {
      name: 'an end on the board’s rim: the margin stays, the end in view',
      a: boardPoint(0, 500),
      b: boardPoint(200, 500),
      moved: false,
    },
  ])('after a verdict, $name', ({ a, b, moved }) => {
    const bounds = { x: 0, y: 0, width: 1000, height: 1000 };
    const framed = frameView(a, b, { x: 0, y: 0, scale: 1, turned: false }, 0.1, 800, 600, none);
    const v = framedLineView(a, b, { x: 0, y: 0, scale: 1, turned: false }, 0.1, bounds, 800, 600, none);
    expect(v).toEqual(moved ? keepBoardInView(framed, bounds, 800, 600, none) : framed);
    for (const p of [a, b]) expect(nearFreeEdge(boardToScreen(v, p), 800, 600, none, (40 * v.scale) / 2)).toBe(false);
  });

  test('a turned view stays turned, the line across the screen’s height', () => {
    const v = frameView(
      boardPoint(0, 0),
      boardPoint(496, 0),
      { x: 0, y: 0, scale: 1, turned: true },
      0.1,
      600,
      800,
      none,
    );
    expect(v.turned).toBe(true);
    expect(v.scale).toBeCloseTo(800 / (496 + 2.6 * 40), 9);
  });
});

describe('zooming and panning', () => {
  test.each([
    { name: 'zoom in', view: flat, factor: 1.25, fitScale: 1, scale: 2.5 },
    { name: 'zoom out', view: turned, factor: 0.8, fitScale: 1, scale: 1.6 },
    { name: 'no further in than MAX_SCALE', view: flat, factor: 10, fitScale: 1, scale: MAX_SCALE },
    { name: 'no further out than 0.6 of the fit', view: flat, factor: 0.01, fitScale: 2, scale: 1.2 },
  ])('$name keeps the board point under the pointer', ({ view, factor, fitScale, scale }) => {
    const at = screenPoint(123, 456);
    const next = zoomedAbout(view, factor, at, fitScale);
    expect(next.scale).toBeCloseTo(scale, 12);
    const before = screenToBoard(view, at);
    const after = screenToBoard(next, at);
    expect(after.x).toBeCloseTo(before.x, 9);
    expect(after.y).toBeCloseTo(before.y, 9);
  });

  // A 1000 × 500 board at scale 1 in an 800 × 600 map whose bottom 100 px a panel covers: free area 800 × 500.
  const board = { x: 0, y: 0, width: 1000, height: 500 };
  // A quarter of the free area, or KEEP_ON_SCREEN_PX when that is more: 200 px across, 125 px down.
  const [keepX, keepY] = [Math.max(KEEP_ON_SCREEN_PX, 200), Math.max(KEEP_ON_SCREEN_PX, 125)];
  test.each([
    { name: 'a view with the board in the free area is left alone', x: -100, y: 0, to: { x: -100, y: 0 } },
    { name: 'dragged far left: its right edge stays inside', x: -5000, y: 0, to: { x: keepX - 1000, y: 0 } },
    { name: 'dragged far right: its left edge stays inside', x: 5000, y: 0, to: { x: 800 - keepX, y: 0 } },
    { name: 'dragged up: its bottom stays inside', x: 0, y: -3000, to: { x: 0, y: keepY - 500 } },
    { name: 'dragged under the panel: its top stays above it', x: 0, y: 3000, to: { x: 0, y: 500 - keepY } },
  ])('the board stays on the map: $name', ({ x, y, to }) => {
    const next = keptInFreeArea({ x, y, scale: 1, turned: false }, board, 800, 600, { ...none, bottom: 100 });
    expect({ x: next.x, y: next.y }).toEqual(to);
  });

  test('the board stays on the map when turned: a board dragged far down keeps a quarter of the height in view', () => {
    // Turned, the board's x runs down the screen: screen y = view.y + board x.
    const next = keptInFreeArea({ x: 400, y: 5000, scale: 1, turned: true }, board, 800, 600, none);
    expect(next.y).toBe(600 - 150);
  });

  test('a pan moves the view by screen pixels, whatever the turn', () => {
    expect(pannedBy(turned, 5, -7)).toEqual({ ...turned, x: 15, y: 13 });
  });

  test.each([
    { name: 'the middle of the free area', p: screenPoint(400, 300), near: false },
    { name: 'within the margin of the left edge', p: screenPoint(10, 300), near: true },
    { name: 'under the bottom panel', p: screenPoint(400, 550), near: true },
    { name: 'just inside the margin above the bottom panel', p: screenPoint(400, 475), near: false },
    { name: 'off the screen', p: screenPoint(-50, 300), near: true },
  ])('near the free area’s edge: $name', ({ p, near }) => {
    expect(nearFreeEdge(p, 800, 600, { ...none, bottom: 100 }, 24)).toBe(near);
  });

  test.each([
    {
      name: 'flat',
      view: { x: -100, y: -50, scale: 2, turned: false },
      rect: { x: 50, y: 25, width: 400, height: 300 },
    },
    {
      name: 'turned',
      view: { x: 600, y: 0, scale: 2, turned: true },
      rect: { x: 0, y: -100, width: 300, height: 400 },
    },
  ])('the part of the board on screen ($name)', ({ view, rect }) => {
    expect(visibleRect(view, 800, 600)).toEqual(rect);
  });
});

// docs/table.md "The first view": the whole board wherever its hexes then hold their labels (26 px); a big board on
// an upright phone spans the map's width instead, at most 44 px a hex, starting at the board's top as seen.
describe('the first view', () => {
  const phone = { top: 64, right: 8, bottom: 361, left: 8 };
  // A 33-column, 10-row board in board units (Ridge and River's shape), and a 6 × 5 one.
  const big = { x: 0, y: 0, width: 1500, height: 520 };
  const small = { x: 0, y: 0, width: 270, height: 260 };
  test.each([
    { name: 'a desktop: the whole board', bounds: big, width: 965, height: 868, insets: none, whole: true },
    {
      name: 'a phone, a small board: the whole board',
      bounds: small,
      width: 390,
      height: 844,
      insets: phone,
      whole: true,
    },
    {
      name: 'a phone lying on its side: the whole board',
      bounds: big,
      width: 844,
      height: 390,
      insets: none,
      whole: true,
    },
    { name: 'a phone, a big board: its width', bounds: big, width: 390, height: 844, insets: phone, whole: false },
  ])('$name', ({ bounds, width, height, insets, whole }) => {
    const v = firstView(bounds, width, height, insets, insets.top + 54);
    const fit = fitView(bounds, width, height, insets);
    if (whole) {
      expect(v).toEqual(fit);
      return;
    }
    expect(v.turned).toBe(true);
    expect(v.scale * HEX_HEIGHT).toBeGreaterThanOrEqual(26);
    expect(v.scale * HEX_HEIGHT).toBeLessThanOrEqual(44);
    // Turned, the board's height lies across the map: it spans the free width (or hexes reach a fingertip's size).
    const across = bounds.height * v.scale;
    expect(across >= width - insets.left - insets.right - 1e-9 || v.scale * HEX_HEIGHT === 44).toBe(true);
    const corners = [boardPoint(bounds.x, bounds.y), boardPoint(bounds.x + bounds.width, bounds.y + bounds.height)];
    expect(Math.min(...corners.map((c) => boardToScreen(v, c).y))).toBeCloseTo(insets.top + 54, 9);
  });

  // Whatever the board and the screen: the first view is the whole board, or larger hexes that hold their labels and
  // no larger than a fingertip needs, starting at the board's top.
  test('never smaller than the whole board, and labelled or whole', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 60, max: 4000 }),
        fc.integer({ min: 60, max: 4000 }),
        fc.integer({ min: 320, max: 1600 }),
        fc.integer({ min: 320, max: 1600 }),
        (bw, bh, width, height) => {
          const bounds = { x: 0, y: 0, width: bw, height: bh };
          const insets = { top: 64, right: 8, bottom: Math.round(height * 0.4), left: 8 };
          const whole = fitView(bounds, width, height, insets);
          const v = firstView(bounds, width, height, insets);
          expect(v.scale).toBeGreaterThanOrEqual(whole.scale);
          if (v.scale === whole.scale) return;
          expect(v.scale * HEX_HEIGHT).toBeGreaterThanOrEqual(26);
          expect(v.scale * HEX_HEIGHT).toBeLessThanOrEqual(44 + 1e-9);
        },
      ),
    );
  });
});
