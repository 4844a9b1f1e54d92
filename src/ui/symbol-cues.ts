// The second cue of each hexside symbol, besides its colour: a pattern drawn
// along the middle of the heavy stroke, on the map and in the legend alike, so
// that the six rule colours stay apart for players who do not see them apart
// (deuteranopia, protanopia, tritanopia) and in a dim room. Lengths are in
// stroke widths, so the pattern grows with the zoom as the stroke does. The
// choice and why: docs/table.md.

import type { RuleColour } from '../engine/types.ts';

export interface SymbolCue {
  /** What a player calls the pattern (the legend's words). */
  readonly name: string;
  /** Dash and gap lengths along the stroke, in stroke widths; empty for a continuous line. */
  readonly dash: readonly number[];
  /** The pattern's line width, as a fraction of the stroke width. */
  readonly width: number;
  /** Round caps turn zero-length dashes into dots; butt caps keep bars square. */
  readonly cap: 'round' | 'butt';
  /** One line per offset across the stroke (fractions of its width from the middle). */
  readonly offsets: readonly number[];
}

export const SYMBOL_CUES: Readonly<Record<RuleColour, SymbolCue>> = {
  green: { name: 'dots', dash: [0, 1.6], width: 0.46, cap: 'round', offsets: [0] },
  gray: { name: 'one centre line', dash: [], width: 0.26, cap: 'butt', offsets: [0] },
  brown: { name: 'dashes', dash: [1.1, 0.8], width: 0.4, cap: 'butt', offsets: [0] },
  orange: { name: 'cross bars', dash: [0.34, 0.95], width: 0.9, cap: 'butt', offsets: [0] },
  yellow: { name: 'dash and dot', dash: [1.8, 0.9, 0, 0.9], width: 0.34, cap: 'round', offsets: [0] },
  purple: { name: 'two thin lines', dash: [], width: 0.16, cap: 'butt', offsets: [-0.24, 0.24] },
};

/** Relative luminance (WCAG) of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Light ink on a dark stroke, dark ink on a light one, so the pattern shows on its own colour in either theme. */
export const cueInk = (strokeColour: string): string =>
  luminance(strokeColour) > 0.3 ? 'rgba(20, 16, 10, 0.78)' : 'rgba(255, 255, 255, 0.92)';
