// The verdict card (docs/card.md): what a card says (input.ts), the one
// picture of it (svg.ts) and its text form (markdown.ts). Loaded on demand:
// the app's first page load carries none of it, and it loads no rule set.

export { verdictCardInput } from './input.ts';
export { verdictCardMarkdown } from './markdown.ts';
export { qrModules } from './qr.ts';
export { CARD_FONT_FAMILY, verdictCardSvg } from './svg.ts';
export type { CardFontFace } from './svg.ts';
