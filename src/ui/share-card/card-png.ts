// The verdict card as a PNG in the browser: the one SVG the card renderer
// draws (src/card, docs/card.md), painted by the browser's canvas. An SVG
// shown as an image may load nothing from outside itself, so the renderer is
// handed the font as data to put inside it: every device then draws the
// card's words in the same letters, whatever fonts it has of its own.

import type { CardFontFace } from '../../card/index.ts';

/** One face of the card's font, at the address the page serves it from. */
export interface ServedFontFace {
  readonly url: string;
  readonly weight: CardFontFace['weight'];
}

let fontFaces: Promise<readonly CardFontFace[]> | undefined;

/**
 * The card's font faces as data, for the renderer to put inside the SVG
 * (verdictCardSvg's fontFaces), fetched once a page. A face that cannot be
 * fetched (offline before the app finished installing) is left to the
 * device's own fonts for this card, and asked for again with the next.
 */
export function cardFontFaces(served: readonly ServedFontFace[]): Promise<readonly CardFontFace[]> {
  let missing = false;
  fontFaces ??= Promise.all(
    served.map(async (face): Promise<CardFontFace | undefined> => {
      try {
        const response = await fetch(face.url);
        if (!response.ok) throw new Error(`${face.url}: ${response.status}`);
        return { weight: face.weight, src: await dataUrl(await response.blob(), 'font/ttf') };
      } catch {
        missing = true;
        return undefined;
      }
    }),
  ).then((faces) => {
    if (missing) fontFaces = undefined;
    return faces.filter((f): f is CardFontFace => f !== undefined);
  });
  return fontFaces;
}

function dataUrl(blob: Blob, type: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the font could not be read'));
    reader.readAsDataURL(new Blob([blob], { type }));
  });
}

/** The size the SVG says it is, in pixels: the PNG is drawn at that size. */
export function svgSize(svg: string): { readonly width: number; readonly height: number } {
  const open = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\bwidth="(\d+)"/.exec(open)?.[1]);
  const height = Number(/\bheight="(\d+)"/.exec(open)?.[1]);
  if (!(width > 0 && height > 0)) throw new Error('The verdict card has no size to draw at.');
  return { width, height };
}

/** The SVG painted on a canvas of its own size and saved as PNG. */
export async function svgToPng(svg: string): Promise<Blob> {
  const { width, height } = svgSize(svg);
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image(width, height);
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw the verdict card (no canvas).');
    context.drawImage(image, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('This browser could not save the verdict card as PNG.'))),
        'image/png',
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
