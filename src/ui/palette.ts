// Colours of the board, per theme. The light theme paints the board in its
// printed colours (board/printed-colours.ts): terrain fills muted, close to the
// printed boards, so that the hexside symbols stay the loudest colours on the
// map (ux.md); the LOS highlight uses magenta, which no terrain or symbol uses.
// The dark "game night" theme dims the fills and keeps the symbols vivid.

import { PRINTED_ELEVATION_RAMP, PRINTED_SYMBOL, PRINTED_TERRAIN } from '../board/printed-colours.ts';
import type { HexsideSymbol, Terrain } from '../engine/types.ts';
import type { ThemeName } from '../store/types.ts';

export interface Palette {
  readonly background: string;
  /** The board's paper, where its edge cuts half hexes. */
  readonly paper: string;
  readonly terrain: Readonly<Record<Terrain, string>>;
  readonly gridLine: string;
  readonly boardEdge: string;
  readonly label: string;
  readonly labelHalo: string;
  readonly glyph: string;
  readonly water: string;
  readonly gullyLine: string;
  readonly symbol: Readonly<Record<HexsideSymbol, string>>;
  /** Elevation ramp for elevation boards, low to high. */
  readonly ramp: readonly string[];
  readonly contour: string;
  readonly firer: string;
  readonly target: string;
  readonly ringHalo: string;
  readonly losLine: string;
  readonly losLineShadow: string;
  readonly candidate: string;
  readonly witness: string;
  readonly blocking: string;
  readonly blockingHalo: string;
  /** The muted outline of a symbol or hex the line met that did not block. */
  readonly cleared: string;
  readonly clearedHalo: string;
  readonly viewshed: string;
  readonly viewshedHidden: string;
  /** The hatch over hidden hexes: "hidden" without telling the tints apart. */
  readonly viewshedHatch: string;
  readonly inspected: string;
  readonly tagBackground: string;
  readonly tagText: string;
}

/** Night version of a fill: darker, a little more saturated, so terrain stays recognisable in a dim room. */
function night(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const mean = (r + g + b) / 3;
  const ch = [r, g, b].map((c) => Math.round(Math.max(0, Math.min(255, (mean + (c - mean) * 1.9) * 0.4 + 12))));
  return `#${ch.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const DARK_TERRAIN = Object.fromEntries(Object.entries(PRINTED_TERRAIN).map(([t, c]) => [t, night(c)])) as Record<
  Terrain,
  string
>;

export const PALETTES: Readonly<Record<ThemeName, Palette>> = {
  light: {
    background: '#f7f5ef',
    paper: '#e4dfd0',
    terrain: PRINTED_TERRAIN,
    gridLine: 'rgba(80, 70, 50, 0.28)',
    boardEdge: '#4a4235',
    label: 'rgba(50, 44, 34, 0.78)',
    labelHalo: 'rgba(255, 252, 242, 0.7)',
    glyph: 'rgba(60, 80, 40, 0.45)',
    water: '#8fb5d3',
    gullyLine: '#7d8fa1',
    symbol: PRINTED_SYMBOL,
    ramp: PRINTED_ELEVATION_RAMP,
    contour: 'rgba(70, 45, 25, 0.55)',
    firer: '#1746c2',
    target: '#111111',
    ringHalo: '#ffffff',
    losLine: '#ffffff',
    losLineShadow: 'rgba(0, 0, 0, 0.55)',
    candidate: 'rgba(30, 90, 220, 0.16)',
    witness: 'rgba(20, 30, 60, 0.85)',
    blocking: '#ff1fce',
    blockingHalo: '#ffffff',
    cleared: 'rgba(20, 30, 60, 0.9)',
    clearedHalo: 'rgba(255, 255, 255, 0.85)',
    viewshed: 'rgba(255, 225, 60, 0.38)',
    viewshedHidden: 'rgba(30, 30, 40, 0.2)',
    viewshedHatch: 'rgba(30, 30, 40, 0.42)',
    inspected: '#0a8f8f',
    tagBackground: 'rgba(20, 24, 32, 0.88)',
    tagText: '#ffffff',
  },
  dark: {
    background: '#101318',
    paper: '#2a2e33',
    terrain: DARK_TERRAIN,
    gridLine: 'rgba(200, 210, 225, 0.16)',
    boardEdge: '#aab2c0',
    label: 'rgba(215, 222, 232, 0.72)',
    labelHalo: 'rgba(10, 12, 16, 0.55)',
    glyph: 'rgba(170, 200, 150, 0.35)',
    water: '#2f5878',
    gullyLine: '#7890a8',
    symbol: {
      green: '#4cc150',
      gray: '#b9c0cb',
      brown: '#b2703c',
      orange: '#ff9433',
      yellow: '#ffe04a',
      purple: '#b56cf0',
      river: '#4f9dff',
      slope: '#d8c7b0',
      'extreme-slope': '#f2eadf',
    },
    ramp: PRINTED_ELEVATION_RAMP.map(night),
    contour: 'rgba(235, 215, 185, 0.45)',
    firer: '#5b8cff',
    target: '#f4f4f4',
    ringHalo: '#0b0d12',
    losLine: '#ffffff',
    losLineShadow: 'rgba(0, 0, 0, 0.8)',
    candidate: 'rgba(120, 170, 255, 0.2)',
    witness: 'rgba(230, 236, 255, 0.85)',
    blocking: '#ff3bd8',
    blockingHalo: '#ffffff',
    cleared: 'rgba(235, 240, 255, 0.92)',
    clearedHalo: 'rgba(8, 10, 14, 0.8)',
    viewshed: 'rgba(255, 220, 70, 0.3)',
    viewshedHidden: 'rgba(0, 0, 0, 0.42)',
    viewshedHatch: 'rgba(220, 228, 240, 0.35)',
    inspected: '#2ad1d1',
    tagBackground: 'rgba(240, 244, 250, 0.94)',
    tagText: '#0d1016',
  },
};

/** Fill of an elevation number on an elevation board (0..15). */
export const elevationFill = (palette: Palette, elevation: number): string =>
  palette.ramp[Math.max(0, Math.min(palette.ramp.length - 1, elevation))];
