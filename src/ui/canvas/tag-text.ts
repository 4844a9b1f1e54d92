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
// is measured there, and drawn there once per text, colour and pixel ratio as
// a small bitmap that the layer copies. Where OffscreenCanvas is missing the
// text is measured and drawn on the layer itself, as before.

import { MAP_FONT } from './hex-paths.ts';

export const TAG_FONT = `600 14px ${MAP_FONT}`;

/** A tag's text bitmaps kept, by text, colour and pixel ratio: at most this many bytes of pixels (oldest first out). */
const SPRITE_BYTES_LIMIT = 4 * 1024 * 1024;
/** Widths kept, by text: every label and range tag a session shows on the largest board several times over; cleared when full. */
const WIDTHS_LIMIT = 2048;

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

let offPage: OffscreenCanvasRenderingContext2D | null | undefined;

/** A 2D context off the page with the tag font set, or null where there is none. */
function measuring(): OffscreenCanvasRenderingContext2D | null {
  if (offPage === undefined) {
    offPage = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1).getContext('2d') : null;
    if (offPage) offPage.font = TAG_FONT;
  }
  return offPage;
}

const widths = new Map<string, number>();

/** The width of the text in the tag font, in CSS pixels (measured off the page where it can be). */
export function tagTextWidth(ctx: CanvasRenderingContext2D, text: string): number {
  const known = widths.get(text);
  if (known !== undefined) return known;
  const measure: Context2D = measuring() ?? ctx;
  if (measure === ctx) ctx.font = TAG_FONT;
  const width = measure.measureText(text).width;
  if (widths.size >= WIDTHS_LIMIT) widths.clear();
  widths.set(text, width);
  return width;
}

interface Sprite {
  readonly canvas: OffscreenCanvas;
  readonly bytes: number;
}

const sprites = new Map<string, Sprite>();
let spriteBytes = 0;

function spriteOf(text: string, colour: string, pixelRatio: number, height: number): Sprite | undefined {
  const key = `${pixelRatio}\u0000${colour}\u0000${text}`;
  const kept = sprites.get(key);
  if (kept) {
    // Most recently used last, so the oldest is the first out.
    sprites.delete(key);
    sprites.set(key, kept);
    return kept;
  }
  const measure = measuring();
  if (!measure) return undefined;
  const w = Math.max(1, Math.ceil((measure.measureText(text).width + 4) * pixelRatio));
  const h = Math.max(1, Math.ceil(height * pixelRatio));
  const canvas = new OffscreenCanvas(w, h);
  const ctx = canvas.getContext('2d');
  if (!ctx) return undefined;
  ctx.scale(pixelRatio, pixelRatio);
  ctx.font = TAG_FONT;
  ctx.fillStyle = colour;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, w / pixelRatio / 2, height / 2 + 0.5);
  const sprite = { canvas, bytes: w * h * 4 };
  sprites.set(key, sprite);
  spriteBytes += sprite.bytes;
  for (const [oldKey, old] of sprites) {
    if (spriteBytes <= SPRITE_BYTES_LIMIT || oldKey === key) break;
    sprites.delete(oldKey);
    spriteBytes -= old.bytes;
  }
  return sprite;
}

/**
 * The text centred in a box of the given height at (x, y), its top-left, in
 * CSS pixels; the context's transform is the pixel ratio alone (the caller
 * has reset it), so the bitmap lands on whole device pixels.
 */
export function drawTagText(ctx: CanvasRenderingContext2D, text: string, colour: string, box: { x: number; y: number; w: number; h: number }): void {
  const pixelRatio = ctx.getTransform().a || 1;
  const sprite = spriteOf(text, colour, pixelRatio, box.h);
  if (!sprite) {
    ctx.font = TAG_FONT;
    ctx.fillStyle = colour;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, box.x + box.w / 2, box.y + box.h / 2 + 0.5);
    return;
  }
  const { width, height } = sprite.canvas;
  const left = Math.round((box.x + box.w / 2) * pixelRatio - width / 2);
  const top = Math.round(box.y * pixelRatio);
  ctx.drawImage(sprite.canvas, left / pixelRatio, top / pixelRatio, width / pixelRatio, height / pixelRatio);
}

/** The bytes of tag bitmaps kept (the tests check the bound). */
export function tagSpriteBytes(): number {
  return spriteBytes;
}

export const TAG_SPRITE_BYTES_LIMIT = SPRITE_BYTES_LIMIT;
