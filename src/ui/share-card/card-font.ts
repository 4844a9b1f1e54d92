// The card's font as the app serves it: DejaVu Sans, the family the card is
// written in (src/card, docs/card.md), the same files the command line draws
// with. The files are served as the build's own assets, fetched only when a
// card is first made. The card writes in plain and bold; a slanted word, if a
// card ever has one, is slanted from the plain face.

import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';

import type { CardFontFace } from './card-png.ts';

export const CARD_FONT_FACES: readonly CardFontFace[] = [
  { url: regularUrl, weight: 'normal', style: 'normal' },
  { url: boldUrl, weight: 'bold', style: 'normal' },
];
