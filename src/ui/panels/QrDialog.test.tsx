// @vitest-environment jsdom
// Show QR (docs/table.md#sharing-a-verdict): the link's code with its quiet zone and the link beneath; Escape and
// Close both close it; a link too long for a QR code (a kept board travelling inside it) is said, not drawn.

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import jsQR from 'jsqr';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';

import { qrModules } from '../../card/index.ts';
import { QrDialog } from './QrDialog.tsx';

const LINK = 'https://example.org/hexlos/#board=ridge-and-river&rules=arvold&trace=hex&from=A1&to=A4';

beforeAll(() => {
  // jsdom has the dialog element but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

afterEach(cleanup);

/** The drawn code read back: its path's unit squares painted on a bitmap, scaled 4× for the reader. */
function readBack(svg: SVGSVGElement): string | undefined {
  const side = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const scale = 4;
  const size = side * scale;
  const rgba = new Uint8ClampedArray(size * size * 4).fill(255);
  const d = svg.querySelector('path')!.getAttribute('d')!;
  for (const [, x, y, n] of d.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    for (let col = Number(x) * scale; col < (Number(x) + Number(n)) * scale; col++)
      for (let row = Number(y) * scale; row < (Number(y) + 1) * scale; row++) {
        const i = (row * size + col) * 4;
        rgba[i] = rgba[i + 1] = rgba[i + 2] = 0;
      }
  }
  return jsQR(rgba, size, size)?.data;
}

describe('the QR dialog', () => {
  test('draws the link’s code, with four blank modules around it, and writes the link beneath', () => {
    render(<QrDialog link={LINK} onClose={() => undefined} />);
    const svg = screen.getByTestId('qr-code') as unknown as SVGSVGElement;
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${qrModules(LINK).size + 8} ${qrModules(LINK).size + 8}`);
    expect(readBack(svg)).toBe(LINK);
    expect(screen.getByTestId('qr-link').textContent).toBe(LINK);
  });

  test.each([
    {
      how: 'Escape',
      close: () => fireEvent(screen.getByTestId('qr-dialog'), new Event('cancel', { cancelable: true })),
    },
    { how: 'its Close button', close: () => fireEvent.click(screen.getByTestId('qr-close')) },
  ])('closes with $how', ({ close }) => {
    const onClose = vi.fn();
    render(<QrDialog link={LINK} onClose={onClose} />);
    close();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('a link too long for a QR code is said, with what to do instead', () => {
    render(<QrDialog link={`${LINK}&b=${'x'.repeat(4000)}`} onClose={() => undefined} />);
    expect(screen.queryByTestId('qr-code')).toBeNull();
    expect(screen.getByTestId('qr-too-long').textContent).toContain('too long for a QR code');
  });
});
