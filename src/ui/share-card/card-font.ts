// The card's font as the app serves it: DejaVu Sans, the family the card is
// written in (src/card, docs/card.md), the same files the command line draws
// with, regular and bold. They are served as the build's own assets, kept by
// the installed app for offline use and read when a card is first made.

import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';

import type { ServedFontFace } from './card-png.ts';

export const CARD_FONT_FACES: readonly ServedFontFace[] = [
  { url: regularUrl, weight: 'normal' },
  { url: boldUrl, weight: 'bold' },
];
