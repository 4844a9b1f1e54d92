// The worker's side of a VASSAL module (EngineShell.openModule and
// holdModuleBoard): the boards listed as the CLI lists them, a board held as
// the photo with the grid placed from the module, and its scan the same
// proposals `hexlos scan MODULE --board` gives (scanModuleBoard). The
// browser's decoder is stood in for by Node's (both give the file's pixels).

import { describe, expect, test } from 'vitest';

import { decodeImage } from '../scan/node-image.ts';
import { randomTruth } from '../scan/testing/photo.ts';
import { readBoardImage, readModule } from '../scan/vassal/module.ts';
import { scanModuleBoard } from '../scan/vassal/scan-board.ts';
import { encodePng, makeModule, moduleImage } from '../scan/vassal/testing/make-module.ts';
import { EngineShell } from './engine-api.ts';

const LETTERS = {
  first: 'H',
  sep: '',
  hType: 'A',
  vType: 'N',
  hLeading: '0',
  vLeading: '0',
  hOff: '0',
  vOff: '0',
  stagger: 'false',
};

function shell(): EngineShell {
  const s = new EngineShell();
  s.decodeImage = async (bytes) => {
    const read = decodeImage(bytes);
    if (!read.ok) throw new Error(read.message);
    return read.image;
  };
  return s;
}

describe('EngineShell: a VASSAL module', () => {
  const image = moduleImage(randomTruth(71, 8, 6), { seed: 71, hexWidth: 40, numbering: LETTERS });
  const bytes = makeModule([{ name: 'Ford', image: 'ford.png', grid: image.grid }], {
    'ford.png': encodePng(image.image),
  });

  test("opened: its boards; a board held: the grid from the module, rows numbered from 0; its scan is the CLI's", async () => {
    const engine = shell();
    const opened = engine.openModule(bytes);
    expect(opened).toMatchObject({
      ok: true,
      value: [{ name: 'Ford', grid: { columns: 8, rows: 6 }, numbering: { maps: true, firstRow: 0 } }],
    });
    const held = await engine.holdModuleBoard('Ford');
    if (!held.ok) throw new Error(held.message);
    expect(held.value).toMatchObject({
      grid: { columns: 8, rows: 6, shifted: 'odd' },
      firstRow: 0,
      turn: 'as printed',
    });
    const scanned = engine.scanPhoto({ grid: held.value.grid, corners: held.value.corners, samples: image.samples });
    if (!scanned.ok) throw new Error(scanned.message);
    const module = readModule(bytes);
    const decoded = decodeImage(readBoardImage(module, module.boards[0]));
    if (!decoded.ok) throw new Error(decoded.message);
    const cli = scanModuleBoard(module.boards[0], decoded.image, image.samples, 'x');
    // The worker's proposals are labelled from row 1, as the tracer draws them; the board made of them takes the module's rows.
    expect(scanned.value.hexsides.map((s) => [s.side, s.symbol, s.confidence])).toEqual(
      cli.result.hexsides.map((s) => [s.side, s.symbol, s.confidence]),
    );
    expect(scanned.value.hexes.map((h) => h.terrain)).toEqual(cli.result.hexes.map((h) => h.terrain));
    expect(cli.result.hexes[0].label).toBe('A0');
  });

  test('a bad module: its place named, and the module opened before is dropped', async () => {
    const engine = shell();
    engine.openModule(bytes);
    expect(engine.openModule(new TextEncoder().encode('not a zip at all, only text'))).toEqual({
      ok: false,
      message: 'zip: not a zip archive: no end of central directory (a module is a zip file)',
    });
    expect(await engine.holdModuleBoard('Ford')).toEqual({ ok: false, message: 'No board "Ford" in the open module.' });
  });
});
