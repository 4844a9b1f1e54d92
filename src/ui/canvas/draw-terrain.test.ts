// The hex labels' size and opacity by zoom (docs/table.md "The first view"):
// readable at a fitted board's size, never smaller than 10 px on screen,
// hidden only where the hexes are too small to hold one.

import { describe, expect, test } from 'vitest';

import { labelAlpha, labelSize } from './draw-terrain.ts';
import { HEX_HEIGHT } from './geometry.ts';

/** The scale at which hexes are this many CSS pixels flat side to flat side. */
const atHexPx = (px: number) => px / HEX_HEIGHT;

describe('hex labels by zoom', () => {
  test.each([
    { name: "a phone's fitted 33-column board (15 px hexes): hidden", hexPx: 15, alpha: 0 },
    { name: 'just too small (20 px)', hexPx: 20, alpha: 0 },
    { name: 'half way (23 px)', hexPx: 23, alpha: 0.5 },
    { name: "a landscape tablet's fitted Ridge and River (26 px): full", hexPx: 26, alpha: 1 },
    { name: "a desktop's fitted Ridge and River (31 px): full", hexPx: 31, alpha: 1 },
    { name: 'zoomed in (80 px): full', hexPx: 80, alpha: 1 },
  ])('$name', ({ hexPx, alpha }) => {
    expect(labelAlpha(atHexPx(hexPx))).toBeCloseTo(alpha, 12);
  });

  test.each([
    { name: 'small hexes keep 10 px on screen', hexPx: 31, screenPx: 10 },
    {
      name: 'the printed size (12 units) where it is between 10 and 15 px',
      hexPx: 80,
      screenPx: (12 * 80) / HEX_HEIGHT,
    },
    { name: 'large hexes stop at 15 px', hexPx: 200, screenPx: 15 },
  ])('$name', ({ hexPx, screenPx }) => {
    const scale = atHexPx(hexPx);
    expect(labelSize(scale) * scale).toBeCloseTo(screenPx, 9);
  });
});
