// The static picture of a board: terrain fills and glyphs, roads and gullies,
// hex grid, hexside symbols as heavy strokes in their rule colours, each with
// its pattern as a second cue (symbol-cues.ts), labels and the board's edge. Drawn onto a plain 2D context in board units; the caller
// sets the transform. Elevation boards get a colour ramp by elevation and
// contour-like strokes where the elevation changes.

import { BOARD_HEX_SIZE } from '../../engine/hex/layout.ts';
import { type HexsideSymbol, type Terrain, isRuleColour } from '../../engine/types.ts';
import type { Palette } from '../palette.ts';
import { elevationFill } from '../palette.ts';
import { SYMBOL_CUES, cueInk } from '../symbol-cues.ts';
import type { SymbolCue } from '../symbol-cues.ts';
import { HEX_HEIGHT } from './geometry.ts';
import type { BoardGeometry, CellGeom, EdgeGeom, Rect, Segment } from './geometry.ts';
import { addPolygon } from './polygon-path.ts';

export interface TerrainDrawOptions {
  readonly palette: Palette;
  /** Fill by elevation (elevation boards) instead of by terrain. */
  readonly byElevation: boolean;
  /** Screen pixels per board unit: decides label fading and hairline widths. */
  readonly scale: number;
  /** Only hexes meeting this board-space rectangle are drawn (undefined: all). */
  readonly cull?: Rect;
  /** The view shows the board turned 90° clockwise: labels are turned back to stay upright. */
  readonly turned?: boolean;
}

const SYMBOL_WIDTH = BOARD_HEX_SIZE * 0.17;
const LABEL_SIZE = 12;
/** Labels sit near the top of the hex, as on the printed boards. */
export const HEX_LABEL_OFFSET = BOARD_HEX_SIZE * 0.56;

const hexPath = (ctx: CanvasRenderingContext2D, c: readonly number[]): void => addPolygon(ctx, c);

const inside = (g: CellGeom, r: Rect | undefined): boolean =>
  !r ||
  (g.x + BOARD_HEX_SIZE >= r.x &&
    g.x - BOARD_HEX_SIZE <= r.x + r.width &&
    g.y + BOARD_HEX_SIZE >= r.y &&
    g.y - BOARD_HEX_SIZE <= r.y + r.height);

/** Whether a segment, widened by `pad` each side, meets the rectangle (always, with no rectangle). */
const segmentMeets = (l: Segment, r: Rect | undefined, pad = BOARD_HEX_SIZE * 0.3): boolean =>
  !r ||
  (Math.max(l.x1, l.x2) + pad >= r.x &&
    Math.min(l.x1, l.x2) - pad <= r.x + r.width &&
    Math.max(l.y1, l.y2) + pad >= r.y &&
    Math.min(l.y1, l.y2) - pad <= r.y + r.height);

/**
 * Labels are never drawn under this many CSS pixels: where the board's own size
 * would make them smaller, they keep this size, so a fitted board shows its
 * labels (docs/table.md "The first view").
 */
const LABEL_MIN_PX = 10;
/** Hexes (flat side to flat side, CSS pixels) too small to hold a readable label: labels hidden below, full from FULL. */
const LABEL_HEX_PX = { HIDDEN: 20, FULL: 26 } as const;

/** Label opacity for a zoom: by the hexes' size on screen, hidden under 20 px, full from 26 px. */
export function labelAlpha(scale: number): number {
  const hexPx = scale * HEX_HEIGHT;
  return Math.max(0, Math.min(1, (hexPx - LABEL_HEX_PX.HIDDEN) / (LABEL_HEX_PX.FULL - LABEL_HEX_PX.HIDDEN)));
}

/** A label's size in board units at a zoom: the printed size, at least LABEL_MIN_PX and at most 15 px on screen. */
export const labelSize = (scale: number): number => Math.min(Math.max(LABEL_SIZE, LABEL_MIN_PX / scale), 15 / scale);

function drawGlyph(ctx: CanvasRenderingContext2D, terrain: Terrain, x: number, y: number, p: Palette): void {
  const dot = (dx: number, dy: number, r: number) => {
    ctx.moveTo(x + dx + r, y + dy);
    ctx.arc(x + dx, y + dy, r, 0, Math.PI * 2);
  };
  const house = (dx: number, dy: number, w: number, h: number) => ctx.rect(x + dx - w / 2, y + dy - h / 2, w, h);
  ctx.beginPath();
  switch (terrain) {
    case 'woods':
      dot(-8, 6, 6);
      dot(7, 4, 6.5);
      dot(-1, -5, 6);
      ctx.fillStyle = p.glyph;
      ctx.fill();
      return;
    case 'wood-copse':
      dot(0, 2, 9);
      ctx.fillStyle = p.glyph;
      ctx.fill();
      return;
    case 'town':
    case 'town-slope':
      house(-8, 6, 9, 7);
      house(6, 8, 8, 6);
      house(0, -4, 10, 7);
      ctx.fillStyle = 'rgba(70, 66, 62, 0.55)';
      ctx.fill();
      return;
    case 'town-woods':
      house(-6, 4, 10, 8);
      ctx.fillStyle = 'rgba(70, 66, 62, 0.55)';
      ctx.fill();
      ctx.beginPath();
      dot(8, 2, 6);
      ctx.fillStyle = p.glyph;
      ctx.fill();
      return;
    case 'collective-farm':
      house(0, 5, 18, 11);
      ctx.moveTo(x - 11, y);
      ctx.lineTo(x, y - 9);
      ctx.lineTo(x + 11, y);
      ctx.closePath();
      ctx.fillStyle = 'rgba(95, 70, 50, 0.55)';
      ctx.fill();
      return;
    case 'old-fort': {
      for (let i = 0; i < 5; i++) {
        const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
        const px = x + 12 * Math.cos(a);
        const py = y + 3 + 12 * Math.sin(a);
        if (i === 0) ctx.moveTo(px, py);
        else ctx.lineTo(px, py);
      }
      ctx.closePath();
      ctx.lineWidth = 2.5;
      ctx.strokeStyle = 'rgba(80, 70, 55, 0.7)';
      ctx.stroke();
      return;
    }
    case 'swamp':
      for (const [dx, dy] of [
        [-10, -4],
        [4, -8],
        [-4, 7],
        [10, 4],
      ]) {
        ctx.moveTo(x + dx - 5, y + dy);
        ctx.lineTo(x + dx + 5, y + dy);
        ctx.moveTo(x + dx, y + dy);
        ctx.lineTo(x + dx - 2, y + dy - 5);
        ctx.moveTo(x + dx, y + dy);
        ctx.lineTo(x + dx + 2, y + dy - 5);
      }
      ctx.lineWidth = 1.5;
      ctx.strokeStyle = 'rgba(60, 90, 70, 0.55)';
      ctx.stroke();
      return;
    case 'wheatfield':
      for (let row = -1; row <= 1; row++) {
        for (let col = -2; col <= 2; col++) dot(col * 7 + (row & 1) * 3.5, row * 8 + 3, 1.6);
      }
      ctx.fillStyle = 'rgba(150, 120, 40, 0.55)';
      ctx.fill();
      return;
    case 'pond':
    case 'river':
    case 'bridge-river':
      for (const dy of [-4, 5]) {
        ctx.moveTo(x - 12, y + dy);
        ctx.quadraticCurveTo(x - 6, y + dy - 4, x, y + dy);
        ctx.quadraticCurveTo(x + 6, y + dy + 4, x + 12, y + dy);
      }
      ctx.lineWidth = 1.6;
      ctx.strokeStyle = p.water;
      ctx.stroke();
      return;
    default:
      return;
  }
}

/** One path through many separate segments, to be stroked in one call. */
function pathOfSegments(ctx: CanvasRenderingContext2D, segments: readonly Segment[]): void {
  ctx.beginPath();
  for (const l of segments) {
    ctx.moveTo(l.x1, l.y1);
    ctx.lineTo(l.x2, l.y2);
  }
}

function strokeLinks(ctx: CanvasRenderingContext2D, geom: BoardGeometry, p: Palette, cull: Rect | undefined): void {
  const links = geom.links.filter((l) => segmentMeets(l, cull));
  const gully = links.filter((l) => l.kind === 'gully');
  const road = links.filter((l) => l.kind === 'road');
  const rail = links.filter((l) => l.kind === 'railroad');
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  if (gully.length > 0) {
    pathOfSegments(ctx, gully);
    ctx.lineWidth = BOARD_HEX_SIZE * 0.28;
    ctx.strokeStyle = p.gullyLine;
    ctx.globalAlpha = 0.45;
    ctx.stroke();
    ctx.globalAlpha = 1;
  }
  if (road.length > 0) {
    pathOfSegments(ctx, road);
    ctx.lineWidth = BOARD_HEX_SIZE * 0.13;
    ctx.strokeStyle = 'rgba(120, 96, 70, 0.75)';
    ctx.stroke();
    ctx.lineWidth = BOARD_HEX_SIZE * 0.07;
    ctx.strokeStyle = 'rgba(245, 235, 215, 0.85)';
    ctx.stroke();
  }
  if (rail.length > 0) {
    pathOfSegments(ctx, rail);
    ctx.lineWidth = BOARD_HEX_SIZE * 0.05;
    ctx.strokeStyle = 'rgba(40, 36, 32, 0.8)';
    ctx.stroke();
    ctx.setLineDash([2, 6]);
    ctx.lineWidth = BOARD_HEX_SIZE * 0.2;
    ctx.stroke();
    ctx.setLineDash([]);
  }
}

/** One hexside carrying one or more symbols: parallel heavy strokes centred on the edge. */
function strokeSymbols(ctx: CanvasRenderingContext2D, e: EdgeGeom, p: Palette): void {
  const drawn = e.symbols.filter((s) => s !== 'slope' && s !== 'extreme-slope');
  const n = drawn.length;
  ctx.lineCap = 'round';
  drawn.forEach((symbol, i) => {
    const w = n === 1 ? SYMBOL_WIDTH : (SYMBOL_WIDTH * 1.5) / n;
    const offset = (i - (n - 1) / 2) * w;
    ctx.beginPath();
    ctx.moveTo(e.x1 + e.nx * offset, e.y1 + e.ny * offset);
    ctx.lineTo(e.x2 + e.nx * offset, e.y2 + e.ny * offset);
    ctx.lineWidth = symbol === 'river' ? SYMBOL_WIDTH * 0.8 : w;
    ctx.strokeStyle = p.symbol[symbol as HexsideSymbol];
    ctx.stroke();
    if (isRuleColour(symbol)) strokeCue(ctx, e, offset, w, SYMBOL_CUES[symbol], cueInk(p.symbol[symbol]));
  });
  for (const symbol of e.symbols) {
    if (symbol !== 'slope' && symbol !== 'extreme-slope') continue;
    strokeHachure(ctx, e, symbol === 'extreme-slope', p.symbol[symbol]);
  }
}

/** A symbol's second cue (symbol-cues.ts): its pattern along the middle of the stroke, `offset` from the edge. */
function strokeCue(
  ctx: CanvasRenderingContext2D,
  e: EdgeGeom,
  offset: number,
  w: number,
  cue: SymbolCue,
  ink: string,
): void {
  // Inset from the corners so that the patterns of two sides meeting at a corner do not run into each other.
  const inset = 0.12;
  const [ax, ay] = [e.x1 + (e.x2 - e.x1) * inset, e.y1 + (e.y2 - e.y1) * inset];
  const [bx, by] = [e.x2 - (e.x2 - e.x1) * inset, e.y2 - (e.y2 - e.y1) * inset];
  ctx.beginPath();
  for (const across of cue.offsets) {
    const d = offset + across * w;
    ctx.moveTo(ax + e.nx * d, ay + e.ny * d);
    ctx.lineTo(bx + e.nx * d, by + e.ny * d);
  }
  ctx.setLineDash(cue.dash.map((x) => x * w));
  ctx.lineCap = cue.cap;
  ctx.lineWidth = cue.width * w;
  ctx.strokeStyle = ink;
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.lineCap = 'round';
}

/** Tagg's slope hexsides: a line with ticks towards the lower hex (hachures). */
function strokeHachure(ctx: CanvasRenderingContext2D, e: EdgeGeom, extreme: boolean, colour: string): void {
  const a = e.elevationA ?? 0;
  const b = e.elevationB ?? 0;
  const towards = a === b ? [1, -1] : a > b ? [1] : [-1];
  ctx.beginPath();
  ctx.moveTo(e.x1, e.y1);
  ctx.lineTo(e.x2, e.y2);
  const ticks = extreme ? 7 : 4;
  const len = BOARD_HEX_SIZE * (extreme ? 0.22 : 0.16);
  for (let i = 1; i <= ticks; i++) {
    const t = i / (ticks + 1);
    const x = e.x1 + (e.x2 - e.x1) * t;
    const y = e.y1 + (e.y2 - e.y1) * t;
    for (const dir of towards) {
      ctx.moveTo(x, y);
      ctx.lineTo(x + e.nx * len * dir, y + e.ny * len * dir);
    }
  }
  ctx.lineCap = 'butt';
  ctx.lineWidth = extreme ? BOARD_HEX_SIZE * 0.09 : BOARD_HEX_SIZE * 0.06;
  ctx.strokeStyle = colour;
  ctx.stroke();
}

export function drawTerrain(ctx: CanvasRenderingContext2D, geom: BoardGeometry, o: TerrainDrawOptions): void {
  const p = o.palette;
  const hairline = 1 / Math.max(o.scale, 0.05);
  ctx.save();
  if (geom.clip) {
    ctx.beginPath();
    ctx.rect(geom.clip.x, geom.clip.y, geom.clip.width, geom.clip.height);
    ctx.clip();
    // The printed board's paper shows in the half-hex notches of its edges.
    ctx.fillStyle = p.paper;
    ctx.fill();
  }
  const visible = geom.cells.filter((g) => inside(g, o.cull));

  // Fills, batched by colour.
  const byFill = new Map<string, CellGeom[]>();
  for (const g of visible) {
    const fill = o.byElevation ? elevationFill(p, g.cell.elevation) : p.terrain[g.cell.terrain];
    const list = byFill.get(fill);
    if (list) list.push(g);
    else byFill.set(fill, [g]);
  }
  for (const [fill, list] of byFill) {
    ctx.beginPath();
    for (const g of list) hexPath(ctx, g.corners);
    ctx.fillStyle = fill;
    ctx.fill();
  }

  if (o.scale * BOARD_HEX_SIZE > 9) {
    for (const g of visible) drawGlyph(ctx, g.cell.terrain, g.x, g.y + BOARD_HEX_SIZE * 0.12, p);
  }
  strokeLinks(ctx, geom, p, o.cull);

  // The grid: hairlines, fading out when hexes get small.
  ctx.beginPath();
  for (const g of visible) hexPath(ctx, g.corners);
  ctx.lineWidth = Math.min(1.2, hairline);
  ctx.strokeStyle = p.gridLine;
  ctx.globalAlpha = Math.max(0.35, Math.min(1, (o.scale * BOARD_HEX_SIZE - 6) / 10));
  ctx.stroke();
  ctx.globalAlpha = 1;

  // Contours where the elevation changes: heavier for a bigger rise.
  if (o.byElevation) {
    ctx.lineCap = 'round';
    for (const s of geom.steps) {
      if (!segmentMeets(s, o.cull)) continue;
      ctx.beginPath();
      ctx.moveTo(s.x1, s.y1);
      ctx.lineTo(s.x2, s.y2);
      ctx.lineWidth = Math.max(hairline * 1.2, BOARD_HEX_SIZE * 0.035 * Math.min(4, Math.abs(s.rise)));
      ctx.strokeStyle = p.contour;
      ctx.stroke();
    }
  }

  for (const e of geom.edges) if (segmentMeets(e, o.cull)) strokeSymbols(ctx, e, p);

  const alpha = labelAlpha(o.scale);
  if (alpha > 0) {
    // Labels grow with the zoom only up to a comfortable reading size, and shrink with it only down to a readable one.
    const size = labelSize(o.scale);
    ctx.font = `600 ${size}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.globalAlpha = alpha;
    ctx.lineWidth = size / 4;
    ctx.lineJoin = 'round';
    ctx.strokeStyle = p.labelHalo;
    ctx.fillStyle = p.label;
    if (o.turned) {
      // Upright on screen, near the hex's top as seen (its west corner on the board).
      for (const g of visible) {
        ctx.save();
        ctx.translate(g.x - HEX_LABEL_OFFSET * 0.8, g.y);
        ctx.rotate(-Math.PI / 2);
        ctx.strokeText(g.cell.label, 0, 0);
        ctx.fillText(g.cell.label, 0, 0);
        ctx.restore();
      }
    } else {
      for (const g of visible) {
        // Smaller or larger than printed, a label moves towards the hex's middle, so it stays inside the hex.
        const y = g.y - HEX_LABEL_OFFSET + Math.abs(LABEL_SIZE - size) / 2;
        ctx.strokeText(g.cell.label, g.x, y);
        ctx.fillText(g.cell.label, g.x, y);
      }
    }
    ctx.globalAlpha = 1;
  }
  ctx.restore();

  // The board's edge.
  ctx.lineCap = 'round';
  ctx.strokeStyle = p.boardEdge;
  ctx.lineWidth = Math.max(2 * hairline, BOARD_HEX_SIZE * 0.05);
  if (geom.clip) {
    ctx.strokeRect(geom.clip.x, geom.clip.y, geom.clip.width, geom.clip.height);
  } else {
    ctx.beginPath();
    for (const s of geom.outline) {
      if (!segmentMeets(s, o.cull)) continue;
      ctx.moveTo(s.x1, s.y1);
      ctx.lineTo(s.x2, s.y2);
    }
    ctx.stroke();
  }
}
