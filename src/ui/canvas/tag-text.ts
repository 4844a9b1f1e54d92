// The text of the map's tags (the ends' hex words and the range), measured
// and drawn without asking the page for its style.
//
// Why: setting a font on a canvas that is in the page makes the browser bring
// the whole page's style up to date first, so that the font can inherit from
// it. The line's layer is drawn while React commits the verdict's panel, when
// that style is out of date, so the one font setting of each drawing paid for
// the panel's style in the middle of the commit (3 ms a tap, 12 ms on the
// first), and the page's style was brought up to date twice in that frame.
// A canvas off the page (OffscreenCanvas) resolves a font by itself: the text
// is measured there, and drawn there into a scratch bitmap (one canvas, its
// font set once, so never resolved again) that the layer copies. A canvas per
// text would set a font on each new context: 5 ms for the first tag of a run.
// Where OffscreenCanvas is missing the text is measured and drawn on the
// layer itself, as before.

import { MAP_FONT } from './hex-paths.ts';

export const TAG_FONT = `600 14px ${MAP_FONT}`;

/** Widths kept, by text: every label and range tag a session shows on the largest board several times over; cleared when full. */
const WIDTHS_LIMIT = 2048;

/** The scratch bitmap's largest side in device pixels: a longer text is drawn on the layer itself. */
export const SCRATCH_MAX_PX = 4096;

let offPage: OffscreenCanvasRenderingContext2D | null | undefined;

/** The 2D context off the page, with the tag font set, or null where there is none. Measures and draws. */
function scratch(): OffscreenCanvasRenderingContext2D | null {
  if (offPage === undefined) {
    offPage = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(512, 128).getContext('2d') : null;
    if (offPage) offPage.font = TAG_FONT;
  }
  return offPage;
}

const widths = new Map<string, number>();

/** The width of the text in the tag font, in CSS pixels (measured off the page where it can be). */
export function tagTextWidth(ctx: CanvasRenderingContext2D, text: string): number {
  const known = widths.get(text);
  if (known !== undefined) return known;
  const off = scratch();
  if (!off) ctx.font = TAG_FONT;
  const width = (off ?? ctx).measureText(text).width;
  if (widths.size >= WIDTHS_LIMIT) widths.clear();
  widths.set(text, width);
  return width;
}

/** The scratch canvas at least this big; grown in powers of two (growing clears its state, so the font is set again). */
function scratchOfSize(w: number, h: number): OffscreenCanvasRenderingContext2D | null {
  const off = scratch();
  if (!off || w > SCRATCH_MAX_PX || h > SCRATCH_MAX_PX) return null;
  const canvas = off.canvas;
  if (canvas.width < w || canvas.height < h) {
    const grow = (have: number, need: number) =>
      have >= need ? have : Math.min(SCRATCH_MAX_PX, 2 ** Math.ceil(Math.log2(need)));
    canvas.width = grow(canvas.width, w);
    canvas.height = grow(canvas.height, h);
    off.font = TAG_FONT;
  }
  return off;
}

/**
 * The text centred in a box of the given height at (x, y), its top-left, in
 * CSS pixels; the context's transform is the pixel ratio alone (the caller
 * has reset it), so the bitmap lands on whole device pixels.
 */
export function drawTagText(
  ctx: CanvasRenderingContext2D,
  text: string,
  colour: string,
  box: { x: number; y: number; w: number; h: number },
): void {
  const pixelRatio = ctx.getTransform().a || 1;
  const width = tagTextWidth(ctx, text);
  const w = Math.max(1, Math.ceil((width + 4) * pixelRatio));
  const h = Math.max(1, Math.ceil(box.h * pixelRatio));
  const off = scratchOfSize(w, h);
  if (!off) {
    ctx.font = TAG_FONT;
    ctx.fillStyle = colour;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, box.x + box.w / 2, box.y + box.h / 2 + 0.5);
    return;
  }
  off.setTransform(1, 0, 0, 1, 0, 0);
  off.clearRect(0, 0, w, h);
  off.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  off.fillStyle = colour;
  off.textAlign = 'center';
  off.textBaseline = 'middle';
  off.fillText(text, w / pixelRatio / 2, box.h / 2 + 0.5);
  const left = Math.round((box.x + box.w / 2) * pixelRatio - w / 2);
  const top = Math.round(box.y * pixelRatio);
  ctx.drawImage(off.canvas, 0, 0, w, h, left / pixelRatio, top / pixelRatio, w / pixelRatio, h / pixelRatio);
}
