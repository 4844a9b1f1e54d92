// The tags' text never sets a font on the map's own canvas where a canvas off
// the page exists (setting one there brings the page's style up to date in
// the middle of React's commit), keeps its bitmaps within their byte bound,
// and falls back to the map's canvas where there is no OffscreenCanvas.

import { afterEach, describe, expect, test, vi } from 'vitest';

/** A 2D context that records what is done to it; text is 8 px a character. */
class FakeContext {
  fontsSet: string[] = [];
  images = 0;
  texts: string[] = [];
  private currentFont = '10px sans-serif';
  constructor(private readonly pixelRatio = 1) {}
  get font(): string {
    return this.currentFont;
  }
  set font(value: string) {
    this.fontsSet.push(value);
    this.currentFont = value;
  }
  fillStyle = '';
  textAlign = '';
  textBaseline = '';
  measureText(text: string) {
    return { width: text.length * 8 };
  }
  getTransform() {
    return { a: this.pixelRatio };
  }
  scale() {}
  fillText(text: string) {
    this.texts.push(text);
  }
  drawImage() {
    this.images++;
  }
}

class FakeOffscreenCanvas {
  static made = 0;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    FakeOffscreenCanvas.made++;
  }
  getContext() {
    return new FakeContext();
  }
}

/** A fresh copy of the module, with or without OffscreenCanvas in the global scope. */
async function tagText(offscreen: boolean) {
  vi.resetModules();
  if (offscreen) vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
  else vi.stubGlobal('OffscreenCanvas', undefined);
  FakeOffscreenCanvas.made = 0;
  return import('./tag-text.ts');
}

const layer = (pixelRatio = 2) => new FakeContext(pixelRatio) as unknown as CanvasRenderingContext2D & FakeContext;
const box = { x: 10.3, y: 20.6, w: 120, h: 24 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('tag text off the page', () => {
  test('measuring and drawing never set a font on the map canvas', async () => {
    const { tagTextWidth, drawTagText } = await tagText(true);
    const ctx = layer();
    expect(tagTextWidth(ctx, 'C2 · level 1 hilltop')).toBe(20 * 8);
    drawTagText(ctx, 'C2 · level 1 hilltop', '#fff', box);
    drawTagText(ctx, 'C2 · level 1 hilltop', '#fff', box);
    expect(ctx.fontsSet).toEqual([]);
    expect(ctx.texts).toEqual([]);
    expect(ctx.images).toBe(2);
    // One canvas to measure on, one bitmap for the text: the second drawing reuses it.
    expect(FakeOffscreenCanvas.made).toBe(2);
  });

  test('a text in another colour or at another pixel ratio is a bitmap of its own', async () => {
    const { drawTagText } = await tagText(true);
    drawTagText(layer(2), 'range 5', '#fff', box);
    drawTagText(layer(2), 'range 5', '#000', box);
    drawTagText(layer(3), 'range 5', '#fff', box);
    expect(FakeOffscreenCanvas.made).toBe(1 + 3);
  });

  test('the bitmaps kept stay within their byte bound on the longest texts at the largest pixel ratio', async () => {
    const { drawTagText, tagSpriteBytes, TAG_SPRITE_BYTES_LIMIT } = await tagText(true);
    const ctx = layer(4);
    for (let i = 0; i < 2000; i++) {
      drawTagText(ctx, `AAA${i} · level 2 hilltop in a gully by the river`, '#fff', box);
      expect(tagSpriteBytes()).toBeLessThanOrEqual(TAG_SPRITE_BYTES_LIMIT);
    }
    expect(tagSpriteBytes()).toBeGreaterThan(TAG_SPRITE_BYTES_LIMIT / 2);
  });
});

describe('tag text where there is no OffscreenCanvas', () => {
  test('measured and drawn on the map canvas itself', async () => {
    const { tagTextWidth, drawTagText, TAG_FONT } = await tagText(false);
    const ctx = layer();
    expect(tagTextWidth(ctx, 'H10 · town')).toBe(10 * 8);
    drawTagText(ctx, 'H10 · town', '#fff', box);
    expect(ctx.fontsSet).toEqual([TAG_FONT, TAG_FONT]);
    expect(ctx.texts).toEqual(['H10 · town']);
    expect(ctx.images).toBe(0);
  });
});
