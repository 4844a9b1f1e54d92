// "Share this verdict" (docs/table.md#sharing-a-verdict): the card of the
// verdict on screen as a PNG, handed to the system's share sheet where the
// device has one that takes files (phones and tablets), else saved as a
// download with the card's text form (Markdown) copied for a forum or an
// e-mail. Loaded only when a player first shares: the card renderer, its QR
// encoder and its font stay out of the first page load.

import { version } from '../../../package.json';
import { verdictCardInput, verdictCardMarkdown, verdictCardSvg } from '../../card/index.ts';
import { labelOf } from '../../engine/board-model.ts';
import type { Readings } from '../../engine/rules/readings.ts';
import type { LosResult } from '../../engine/rules/types.ts';
import type { Board } from '../../engine/types.ts';
import { downloadOne } from '../library/export.ts';
import { CARD_FONT_FACES } from './card-font.ts';
import { cardFontFaces, svgToPng } from './card-png.ts';

/** A card made for one verdict: kept, so a second tap shares it at once. */
export interface PreparedCard {
  readonly result: LosResult;
  readonly file: File;
  readonly markdown: string;
  readonly title: string;
}

/** What sharing did, for the panel to say. */
export type ShareOutcome =
  | { readonly kind: 'shared' }
  | { readonly kind: 'cancelled' }
  /** The share sheet needs a fresh tap: the card took too long to make within the first one. */
  | { readonly kind: 'tap-again' }
  | { readonly kind: 'saved'; readonly name: string; readonly copied: boolean };

/** The card of a verdict, drawn and saved as PNG, with its text form; the link opens at `appUrl`. */
export async function prepareCard(
  board: Board,
  result: LosResult,
  readings: Partial<Readings>,
  appUrl: string,
): Promise<PreparedCard> {
  const card = verdictCardInput(board, result, { version, appUrl, readings });
  const svg = verdictCardSvg(card, { fontFaces: await cardFontFaces(CARD_FONT_FACES) });
  const png = await svgToPng(svg);
  const name = `hexlos-${labelOf(board, result.from)}-${labelOf(board, result.to)}-${card.verdict.toLowerCase()}.png`;
  return {
    result,
    file: new File([png], name, { type: 'image/png' }),
    markdown: verdictCardMarkdown(card),
    title: `${labelOf(board, result.from)} → ${labelOf(board, result.to)}: ${card.verdict}`,
  };
}

/** The prepared card through the share sheet where the device has one that takes files, else saved and its text copied. */
export async function shareCard(card: PreparedCard): Promise<ShareOutcome> {
  const data: ShareData = { files: [card.file], title: card.title, text: card.markdown };
  if (typeof navigator.share === 'function' && navigator.canShare?.({ files: [card.file] })) {
    try {
      await navigator.share(data);
      return { kind: 'shared' };
    } catch (error) {
      const name = error instanceof DOMException ? error.name : '';
      if (name === 'AbortError') return { kind: 'cancelled' };
      if (name === 'NotAllowedError') return { kind: 'tap-again' };
      // A share sheet that fails otherwise: the download below still gives the player the card.
    }
  }
  downloadOne(new Uint8Array(await card.file.arrayBuffer()), card.file.name, 'image/png');
  let copied = true;
  try {
    await navigator.clipboard.writeText(card.markdown);
  } catch {
    copied = false;
  }
  return { kind: 'saved', name: card.file.name, copied };
}
