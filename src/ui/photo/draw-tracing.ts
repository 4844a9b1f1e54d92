// The tracer's overlay on the photo: the fitted grid, the terrain and the
// hexside symbols, accepted ones solid and proposals dashed in magenta, in the
// printed board's colours so that a proposal looks like what it would make.

import type { Point } from '../../scan/homography.ts';
import type { ScanResult } from '../../scan/request.ts';
import { SCAN_SYMBOLS, type ScanName } from '../../scan/vocabulary.ts';
import {
  type Accepted,
  type GridFit,
  type HexOnImage,
  SIDE_CORNER_INDEX,
  symbolKey,
} from '../../store/photo/tracing.ts';
import { addPolygon } from '../canvas/polygon-path.ts';
import { PALETTES } from '../palette.ts';

const printed = PALETTES.light;

/** A terrain's or a symbol's printed colour. */
export const colourOf = (name: ScanName): string =>
  (SCAN_SYMBOLS as readonly string[]).includes(name)
    ? printed.symbol[name as keyof typeof printed.symbol]
    : printed.terrain[name as keyof typeof printed.terrain];

/** Adds a closed polygon (a hex's six corners) to the current path. */
export function tracePolygon(ctx: CanvasRenderingContext2D, corners: readonly Point[]): void {
  addPolygon(
    ctx,
    corners.flatMap((p) => [p.x, p.y]),
  );
}

export interface TracingScene {
  readonly fit: Extract<GridFit, { ok: true }>;
  readonly hexByLabel: ReadonlyMap<string, HexOnImage>;
  readonly accepted: Accepted;
  /** The proposals shown, if any. */
  readonly result: ScanResult | undefined;
  /** Screen pixels per image pixel (lines keep their width on screen). */
  readonly scale: number;
}

export function drawTracing(
  c: CanvasRenderingContext2D,
  { fit, hexByLabel, accepted, result, scale }: TracingScene,
): void {
  const lw = 1 / scale;
  // The fitted grid.
  c.beginPath();
  for (const h of fit.hexes) tracePolygon(c, h.corners);
  c.lineWidth = lw * 1.5;
  c.strokeStyle = 'rgba(255,255,255,0.85)';
  c.stroke();
  c.lineWidth = lw * 0.75;
  c.strokeStyle = 'rgba(20,20,30,0.9)';
  c.stroke();
  // Terrain: accepted filled solid, proposals hatched with a dashed outline.
  const polygon = (label: string) => {
    const h = hexByLabel.get(label);
    if (!h) return false;
    c.beginPath();
    tracePolygon(c, h.corners);
    return true;
  };
  for (const [label, terrain] of accepted.terrain) {
    if (terrain === 'clear' || !polygon(label)) continue;
    c.globalAlpha = 0.78;
    c.fillStyle = colourOf(terrain);
    c.fill();
    c.globalAlpha = 1;
  }
  if (result) {
    c.setLineDash([6 * lw, 4 * lw]);
    for (const h of result.hexes) {
      if (h.terrain === 'clear' || accepted.terrain.get(h.label) === h.terrain || !polygon(h.label)) continue;
      c.globalAlpha = 0.4;
      c.fillStyle = colourOf(h.terrain);
      c.fill();
      c.globalAlpha = 1;
      c.lineWidth = lw * 2.5;
      c.strokeStyle = '#ff1fce';
      c.stroke();
    }
    c.setLineDash([]);
  }
  // Symbols: accepted solid, proposals dashed with a magenta halo.
  const stroke = (s: { hex: string; side: string; symbol: string }, proposal: boolean) => {
    const h = hexByLabel.get(s.hex);
    const idx = SIDE_CORNER_INDEX[s.side as keyof typeof SIDE_CORNER_INDEX];
    if (!h || !idx) return;
    const a = h.corners[idx[0]];
    const b = h.corners[idx[1]];
    c.beginPath();
    c.moveTo(a.x + (b.x - a.x) * 0.1, a.y + (b.y - a.y) * 0.1);
    c.lineTo(a.x + (b.x - a.x) * 0.9, a.y + (b.y - a.y) * 0.9);
    c.lineCap = 'round';
    if (proposal) {
      c.setLineDash([fit.radius * 0.16, fit.radius * 0.1]);
      c.lineWidth = fit.radius * 0.24;
      c.strokeStyle = '#ff1fce';
      c.stroke();
    }
    c.lineWidth = fit.radius * 0.14;
    c.strokeStyle = colourOf(s.symbol as ScanName);
    c.stroke();
    c.setLineDash([]);
  };
  for (const s of accepted.symbols.values()) stroke(s, false);
  if (result) for (const s of result.hexsides) if (!accepted.symbols.has(symbolKey(s))) stroke(s, true);
}
