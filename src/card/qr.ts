// The QR code of a card's link, as dark modules to draw (docs/card.md, "The QR
// code"). Encoded by uqr: small, pure, without dependencies, and it hands back
// the module matrix itself, so the card draws it as SVG rectangles in the same
// picture as everything else.

import { encode } from 'uqr';

export interface QrModules {
  /** Modules per side, without the quiet zone. */
  readonly size: number;
  /** Dark modules in runs along each row: [column, row, length]. */
  readonly runs: readonly (readonly [number, number, number])[];
}

/** The modules a reader needs around the code, blank (ISO/IEC 18004's quiet zone). */
export const QR_QUIET_MODULES = 4;

/**
 * Error correction M (15 % of the code may be lost): a printed or photographed
 * card survives a fold or a glare, and a link of a few hundred characters
 * still fits a code a phone reads at arm's length.
 */
export function qrModules(text: string): QrModules {
  const { data, size } = encode(text, { ecc: 'M', border: 0 });
  const runs: [number, number, number][] = [];
  data.forEach((row, y) => {
    let start = -1;
    for (let x = 0; x <= size; x++) {
      const dark = x < size && row[x];
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        runs.push([start, y, x - start]);
        start = -1;
      }
    }
  });
  return { size, runs };
}
