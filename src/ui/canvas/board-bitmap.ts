// A board-space picture kept as a bitmap (the static board, the viewshed and
// heatmap tints), so that panning and zooming draw one image instead of tens
// of thousands of hexes.
//
// On a big board the picture is drawn a horizontal band at a time, one band an
// animation frame, so that no single task holds the page: a 200 × 200 board
// drawn at once held it for 0.2–0.4 s. Each band is clipped
// to whole device pixels, so the bands join without a seam and the finished
// bitmap is the picture drawn in one go. While a new picture is built, the
// bands done so far are shown over the previous picture (when it is of the
// same thing at another zoom) or alone (a new board, theme or viewshed).

import type { Rect } from './geometry.ts';

/** Draws the picture's part inside `band` (board units; the context is set to board units and clipped to the band). */
export type DrawBand = (ctx: CanvasRenderingContext2D, band: Rect) => void;

/** Device pixels the picture shown and the one being built may hold together, by default: 4 bytes each (96 MB). */
export const MAX_BITMAP_PIXELS = 24_000_000;
/** Neither side longer than this (canvas limits on phones). */
export const MAX_BITMAP_SIDE = 8192;

interface Picture {
  readonly canvas: HTMLCanvasElement;
  readonly rect: Rect;
  readonly pixelRatio: number;
}

interface Build extends Picture {
  readonly draw: DrawBand;
  readonly bandRows: number;
  readonly rows: number;
  /** Device rows drawn so far (whole bands, top down). */
  done: number;
  frame: number | undefined;
}

const areaOf = (p: Picture | undefined): number => (p ? p.canvas.width * p.canvas.height : 0);

export class BoardBitmap {
  private shown: Picture | undefined;
  private building: Build | undefined;
  /** What the last picture asked for was drawn from, and at what pixel ratio. */
  private asked:
    | {
        readonly parts: readonly unknown[];
        readonly subject: readonly unknown[] | undefined;
        readonly pixelRatio: number;
        readonly fits: boolean;
      }
    | undefined;

  private onProgress: () => void = () => {};

  /** `maxPixels` bounds the device pixels of the picture shown and the one being built together (4 bytes each). */
  constructor(private readonly maxPixels = MAX_BITMAP_PIXELS) {}

  /** Calls `redraw` after each band (to redraw the layer that shows the bitmap). */
  redrawWith(redraw: () => void): void {
    this.onProgress = redraw;
  }

  /** Whether a picture of this size can be kept (else the caller draws directly, culled to the screen). */
  fits(rect: Rect, pixelRatio: number): boolean {
    const w = Math.ceil(rect.width * pixelRatio);
    const h = Math.ceil(rect.height * pixelRatio);
    return w > 0 && h > 0 && w <= MAX_BITMAP_SIDE && h <= MAX_BITMAP_SIDE && w * h <= this.maxPixels;
  }

  /**
   * Makes sure the picture is of `parts` (compared one by one, by identity) at
   * `pixelRatio`: starts a new one when either changed, keeping the old one
   * under the new bands when only the pixel ratio did, or when `subject` (what
   * the picture is of: the same board in the same theme) is unchanged — an
   * edit changes the board's geometry, and a big board, drawn in several
   * bands, would otherwise be blank below the first band until all are drawn.
   * False when such a picture is too large to keep: the caller draws directly.
   */
  ensure(
    parts: readonly unknown[],
    rect: Rect,
    pixelRatio: number,
    bands: number,
    draw: DrawBand,
    subject?: readonly unknown[],
  ): boolean {
    const asked = this.asked;
    const alike = (a: readonly unknown[] | undefined, b: readonly unknown[] | undefined) =>
      !!a && !!b && a.length === b.length && a.every((p, i) => p === b[i]);
    const same = !!asked && alike(asked.parts, parts);
    if (same && asked.pixelRatio === pixelRatio) return asked.fits;
    const fits = this.fits(rect, pixelRatio);
    const sameSubject = !!asked && alike(asked.subject, subject);
    this.asked = { parts, subject, pixelRatio, fits };
    if (fits) this.build(rect, pixelRatio, bands, draw, same || sameSubject);
    else this.clear();
    return fits;
  }

  /**
   * Starts a new picture of `rect` at `pixelRatio` device pixels per board unit,
   * drawn in `bands` bands (1: at once, before this returns). `keepShown`: the
   * previous picture stays under the new bands until they are all drawn.
   */
  build(rect: Rect, pixelRatio: number, bands: number, draw: DrawBand, keepShown: boolean): void {
    this.stopBuilding();
    const width = Math.ceil(rect.width * pixelRatio);
    const rows = Math.ceil(rect.height * pixelRatio);
    if (!keepShown || areaOf(this.shown) + width * rows > this.maxPixels) this.shown = undefined;
    if (!this.fits(rect, pixelRatio)) return;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = rows;
    this.building = {
      canvas,
      rect,
      pixelRatio,
      draw,
      rows,
      bandRows: Math.ceil(rows / Math.max(1, Math.round(bands))),
      done: 0,
      frame: undefined,
    };
    this.drawBand();
  }

  /** Draws the picture (and the bands of the one being built) into a context set to board units; false when there is none. */
  paint(ctx: CanvasRenderingContext2D): boolean {
    const shown = this.shown;
    const building = this.building;
    if (shown)
      ctx.drawImage(shown.canvas, shown.rect.x, shown.rect.y, shown.rect.width, shown.canvas.height / shown.pixelRatio);
    if (building && building.done > 0) {
      const { canvas, rect, pixelRatio, done } = building;
      ctx.drawImage(canvas, 0, 0, canvas.width, done, rect.x, rect.y, canvas.width / pixelRatio, done / pixelRatio);
    }
    return !!shown || (!!building && building.done > 0);
  }

  /** Whether a picture is complete and shown (none is being built). */
  get complete(): boolean {
    return !!this.shown && !this.building;
  }

  /** Drops both pictures (a new board, or nothing to show). */
  clear(): void {
    this.stopBuilding();
    this.shown = undefined;
    this.asked = undefined;
  }

  private stopBuilding(): void {
    if (this.building?.frame !== undefined) cancelAnimationFrame(this.building.frame);
    this.building = undefined;
  }

  private drawBand(): void {
    const b = this.building;
    if (!b) return;
    const ctx = b.canvas.getContext('2d');
    if (!ctx) {
      this.building = undefined;
      return;
    }
    const top = b.done;
    const bottom = Math.min(b.rows, top + b.bandRows);
    const pr = b.pixelRatio;
    const band: Rect = { x: b.rect.x, y: b.rect.y + top / pr, width: b.rect.width, height: (bottom - top) / pr };
    ctx.save();
    ctx.beginPath();
    ctx.rect(0, top, b.canvas.width, bottom - top);
    ctx.clip();
    ctx.setTransform(pr, 0, 0, pr, -b.rect.x * pr, -b.rect.y * pr);
    b.draw(ctx, band);
    ctx.restore();
    b.done = bottom;
    if (b.done >= b.rows) {
      this.shown = b;
      this.building = undefined;
    } else {
      b.frame = requestAnimationFrame(() => {
        b.frame = undefined;
        this.drawBand();
      });
    }
    this.onProgress();
  }
}
