// The verdict card as a PNG in the browser: the one SVG the card renderer
// draws (src/card, docs/card.md), with its font embedded in it, painted by the
// browser's canvas. An SVG shown as an image may load nothing from outside
// itself, so the font travels inside it as data: every device then draws the
// card's words in the same letters, whatever fonts it has of its own.

import { CARD_FONT_FAMILY } from '../../card/index.ts';

/** One face of the card's font family, as the page serves it. */
export interface CardFontFace {
  readonly url: string;
  readonly weight: 'normal' | 'bold';
  readonly style: 'normal' | 'italic';
}

let fontCss: Promise<string> | undefined;

/**
 * The @font-face rules with every face as data, fetched once a page. A face
 * that cannot be fetched (offline before the first card was made) is left to
 * the device's own fonts for this card, and asked for again with the next.
 */
export function cardFontCss(faces: readonly CardFontFace[]): Promise<string> {
  let missing = false;
  fontCss ??= Promise.all(
    faces.map(async (face) => {
      try {
        const response = await fetch(face.url);
        if (!response.ok) throw new Error(`${face.url}: ${response.status}`);
        const data = await dataUrl(await response.blob(), 'font/ttf');
        return `@font-face{font-family:'${CARD_FONT_FAMILY}';font-weight:${face.weight};font-style:${face.style};src:url(${data}) format('truetype');}`;
      } catch {
        missing = true;
        return '';
      }
    }),
  ).then((rules) => {
    if (missing) fontCss = undefined;
    return rules.join('');
  });
  return fontCss;
}

function dataUrl(blob: Blob, type: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the font could not be read'));
    reader.readAsDataURL(new Blob([blob], { type }));
  });
}

/** The card's SVG with its font inside it, as the first thing the picture holds. */
export function withEmbeddedFont(svg: string, css: string): string {
  if (!css) return svg;
  return svg.replace(/<svg\b[^>]*>/, (open) => `${open}<defs><style>${css}</style></defs>`);
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
