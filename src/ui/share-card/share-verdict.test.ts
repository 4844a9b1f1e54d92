// @vitest-environment jsdom
// Where the card goes (docs/table.md#sharing-a-verdict): the share sheet where the device has one that takes files,
// else a download with the text form copied; a cancelled sheet is a cancel, a sheet that needs a fresh tap says so.
// And the PNG drawn at the size the card's SVG says (src/card draws it; docs/card.md).

import { afterEach, describe, expect, test, vi } from 'vitest';

import { CARD_FONT_FAMILY } from '../../card/index.ts';
import { svgSize } from './card-png.ts';
import { type PreparedCard, shareCard } from './share-verdict.ts';

const card = {
  result: {} as PreparedCard['result'],
  file: new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'hexlos-A1-A4-blocked.png', { type: 'image/png' }),
  markdown: '**BLOCKED**',
  title: 'A1 → A4: BLOCKED',
} satisfies PreparedCard;

const rejecting = (name: string) => () => Promise.reject(new DOMException('no', name));

const rows = [
  { device: 'a share sheet that takes files', canShare: true, share: () => Promise.resolve(), kind: 'shared' },
  { device: 'the player closes the share sheet', canShare: true, share: rejecting('AbortError'), kind: 'cancelled' },
  { device: 'the sheet needs a fresh tap', canShare: true, share: rejecting('NotAllowedError'), kind: 'tap-again' },
  { device: 'a sheet that takes no files', canShare: false, share: () => Promise.resolve(), kind: 'saved' },
  { device: 'a sheet that fails otherwise', canShare: true, share: rejecting('DataError'), kind: 'saved' },
] as const;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sharing the card', () => {
  test.each(rows)('$device: $kind', async (row) => {
    const share = vi.fn(row.share);
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { share, canShare: () => row.canShare, clipboard: { writeText } });
    URL.createObjectURL = vi.fn(() => 'blob:card');
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const outcome = await shareCard(card);
    expect(outcome.kind).toBe(row.kind);
    if (row.kind === 'saved') {
      expect(outcome).toEqual({ kind: 'saved', name: card.file.name, copied: true });
      expect(clicked).toHaveBeenCalledTimes(1);
      expect(writeText).toHaveBeenCalledWith(card.markdown);
    } else {
      expect(clicked).not.toHaveBeenCalled();
      expect(share).toHaveBeenCalledWith({ files: [card.file], title: card.title, text: card.markdown });
    }
  });

  test('a clipboard that refuses: the card is still saved, and the outcome says the text was not copied', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    URL.createObjectURL = vi.fn(() => 'blob:card');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    expect(await shareCard(card)).toEqual({ kind: 'saved', name: card.file.name, copied: false });
  });
});

describe('the size the card is drawn at', () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1042" viewBox="0 0 1200 1042" font-family="${CARD_FONT_FAMILY}, sans-serif"><text>BLOCKED</text></svg>`;

  test.each([
    { svg, size: { width: 1200, height: 1042 } },
    { svg: '<svg width="1200" height="9"><rect width="5" height="7"/></svg>', size: { width: 1200, height: 9 } },
  ])('drawn at the size the SVG says: $size.width × $size.height', ({ svg: text, size }) => {
    expect(svgSize(text)).toEqual(size);
  });

  test('an SVG without a size is an error that says so', () => {
    expect(() => svgSize('<svg viewBox="0 0 1 1"></svg>')).toThrow('The verdict card has no size to draw at.');
  });
});
