// The tags' text never sets a font on the map's own canvas where a canvas off
// the page exists (setting one there brings the page's style up to date in
// the middle of React's commit), draws through one scratch canvas whose font
// is set once, keeps that canvas within its bound, and falls back to the
// map's canvas where there is no OffscreenCanvas.

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
  static contexts: FakeContext[] = [];
  constructor(
    public width: number,
    public height: number,
  ) {
    FakeOffscreenCanvas.made++;
  }
  getContext() {
    const ctx = Object.assign(new FakeContext(), { canvas: this, setTransform() {}, clearRect() {} });
    FakeOffscreenCanvas.contexts.push(ctx);
    return ctx;
  }
}

/** A fresh copy of the module, with or without OffscreenCanvas in the global scope. */
async function tagText(offscreen: boolean) {
  vi.resetModules();
  if (offscreen) vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
  else vi.stubGlobal('OffscreenCanvas', undefined);
  FakeOffscreenCanvas.made = 0;
  FakeOffscreenCanvas.contexts = [];
  return import('./tag-text.ts');
}

const layer = (pixelRatio = 2) => new FakeContext(pixelRatio) as unknown as CanvasRenderingContext2D & FakeContext;
const box = { x: 10.3, y: 20.6, w: 120, h: 24 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('tag text off the page', () => {
  test('measuring and drawing never set a font on the map canvas; one scratch canvas, its font set once', async () => {
    const { tagTextWidth, drawTagText, TAG_FONT } = await tagText(true);
    const ctx = layer();
    expect(tagTextWidth(ctx, 'C2 · level 1 hilltop')).toBe(20 * 8);
    for (const text of ['C2 · level 1 hilltop', 'range 5', 'H10 · town', 'C2 · level 1 hilltop'])
      drawTagText(ctx, text, '#fff', box);
    drawTagText(ctx, 'range 5', '#000', box);
    expect(ctx.fontsSet).toEqual([]);
    expect(ctx.texts).toEqual([]);
    expect(ctx.images).toBe(5);
    expect(FakeOffscreenCanvas.made).toBe(1);
    expect(FakeOffscreenCanvas.contexts[0].fontsSet).toEqual([TAG_FONT]);
    expect(FakeOffscreenCanvas.contexts[0].texts).toEqual([
      'C2 · level 1 hilltop',
      'range 5',
      'H10 · town',
      'C2 · level 1 hilltop',
      'range 5',
    ]);
  });

  test('the scratch canvas grows for a long text at a large pixel ratio, within its bound, and sets its font again', async () => {
    const { drawTagText, SCRATCH_MAX_PX, TAG_FONT } = await tagText(true);
    const long = 'AAA9 · level 2 hilltop in a gully by the river';
    drawTagText(layer(4), long, '#fff', box);
    const scratch = FakeOffscreenCanvas.contexts[0] as FakeContext & { canvas: FakeOffscreenCanvas };
    expect(scratch.canvas.width).toBeGreaterThanOrEqual((long.length * 8 + 4) * 4);
    expect(scratch.canvas.width).toBeLessThanOrEqual(SCRATCH_MAX_PX);
    expect(scratch.fontsSet).toEqual([TAG_FONT, TAG_FONT]);
  });

  test('a text wider than the scratch canvas may grow is drawn on the map canvas', async () => {
    const { drawTagText } = await tagText(true);
    const ctx = layer(4);
    drawTagText(ctx, 'W'.repeat(200), '#fff', box);
    expect(ctx.texts).toEqual(['W'.repeat(200)]);
    expect(ctx.images).toBe(0);
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
