// The editor's document: each edit a new value (the same one when nothing
// changes), written as a board file the loader accepts, with warnings placed
// back on the edge or hex they name.

import { describe, expect, test } from 'vitest';

import { edgeKey } from '../../engine/hex/axial.ts';
import { offsetToAxial, parseCellLabel } from '../../engine/hex/offset.ts';
import type { Board } from '../../engine/types.ts';
import { parseBoard } from '../parse.ts';
import { clearSide, docFromBoard, newDoc, paintHex, placeOfWarning, resetHex, setSide, writeDoc } from './document.ts';

const at = (label: string) => offsetToAxial(parseCellLabel(label)!, 'odd');
const blank = () =>
  newDoc({ id: 'test-board', name: 'Test', family: 'panzerblitz', columns: 10, rows: 8, shifted: 'odd' });

describe('the editor document', () => {
  test('painting the same terrain twice, or off the grid, changes nothing', () => {
    const a = paintHex(blank(), at('C3'), { terrain: 'woods' });
    expect(paintHex(a, at('C3'), { terrain: 'woods' })).toBe(a);
    expect(paintHex(a, at('K3'), { terrain: 'woods' })).toBe(a);
    expect(resetHex(blank(), at('C3')).hexes).toEqual({});
  });

  test.each([
    [
      'woods on a hilltop keeps its level',
      { terrain: 'woods', level: 'H1' } as const,
      { terrain: 'woods', level: 'H1' },
    ],
    [
      'a level equal to the terrain’s own is not written',
      { terrain: 'hilltop', level: 'H1' } as const,
      { terrain: 'hilltop' },
    ],
    ['clear again drops the hex', { terrain: 'clear' } as const, undefined],
  ])('%s', (_name, paint, written) => {
    const doc = paintHex(blank(), at('D4'), paint);
    expect((writeDoc(doc).json.hexes as Record<string, unknown>).D4).toEqual(written);
  });

  test('a side is one edge whichever hex names it; on, off, and cleared', () => {
    const fromC3 = setSide(blank(), edgeKey(at('C3'), 'S'), 'green', true);
    const fromC4 = setSide(blank(), edgeKey(at('C4'), 'N'), 'green', true);
    expect(fromC3.sides).toEqual(fromC4.sides);
    expect(setSide(fromC3, edgeKey(at('C4'), 'N'), 'green', true)).toBe(fromC3);
    const two = setSide(fromC3, edgeKey(at('C3'), 'S'), 'orange', true);
    expect(Object.values(two.sides)).toEqual([['green', 'orange']]);
    expect(setSide(two, edgeKey(at('C3'), 'S'), 'green', false).sides).toEqual({
      [edgeKey(at('C3'), 'S')]: ['orange'],
    });
    expect(clearSide(two, edgeKey(at('C3'), 'S')).sides).toEqual({});
  });

  test('the written file loads, and its warnings point back at the edge they name', () => {
    let doc = paintHex(blank(), at('E4'), { terrain: 'hilltop' });
    doc = setSide(doc, edgeKey(at('B2'), 'N'), 'brown', true);
    const written = writeDoc(doc);
    const loaded = parseBoard(written.json);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    const brown = loaded.warnings.find((w) => w.message.includes('brown'));
    expect(brown && placeOfWarning(written, brown.path).edge).toBe(edgeKey(at('B2'), 'N'));
    // The round trip: an editable copy of the loaded board writes the same file.
    expect(writeDoc(docFromBoard(loaded.board, 'test-board', 'Test')).json).toEqual(written.json);
  });

  test('an edge on the board’s outer edge is named from the hex on the board', () => {
    const doc = setSide(blank(), edgeKey(at('A1'), 'N'), 'green', true);
    expect(writeDoc(doc).json.hexsides).toEqual([{ hex: 'A1', side: 'N', symbol: 'green' }]);
    const south = setSide(blank(), edgeKey(at('A8'), 'S'), 'green', true);
    expect(writeDoc(south).json.hexsides).toEqual([{ hex: 'A8', side: 'S', symbol: 'green' }]);
  });
});

/** A 6 × 6 board of the given hexes, loaded. */
function singleBoard(hexes: Record<string, unknown>): Board {
  const loaded = parseBoard({
    format: 'hexlos-board/1',
    id: 'single',
    name: 'Single',
    family: 'panzerblitz',
    grid: { columns: 6, rows: 6, shifted: 'odd' },
    hexes,
  });
  if (!loaded.ok) throw new Error('the board did not load');
  return loaded.board;
}

describe('an explicit singleHex survives editing (001 Town/Woods; docs/board-format.md#decisions-the-loader-makes)', () => {
  // Each row: the hexes of a board file, and the singleHex each woods or town hex is written back with.
  test.each([
    {
      why: 'a lone woods hex told not to block as a whole keeps singleHex false',
      hexes: { C3: { terrain: 'woods', singleHex: false } },
      written: { C3: false },
    },
    {
      why: 'woods beside woods told to block as a whole keeps singleHex true',
      hexes: { C3: { terrain: 'woods', singleHex: true }, C4: { terrain: 'woods' } },
      written: { C3: true, C4: undefined },
    },
    {
      why: 'a lone town as the default has no singleHex written',
      hexes: { C3: { terrain: 'town' } },
      written: { C3: undefined },
    },
    {
      why: 'a singleHex equal to the default is not written again',
      hexes: { C3: { terrain: 'woods', singleHex: true } },
      written: { C3: undefined },
    },
  ])('$why', ({ hexes, written }) => {
    const again = writeDoc(docFromBoard(singleBoard(hexes), 'single', 'Single')).json.hexes as Record<
      string,
      { singleHex?: boolean }
    >;
    for (const [label, single] of Object.entries(written)) expect(again[label]?.singleHex).toBe(single);
  });

  test('a hex painted anew drops its singleHex: the designer decided it again', () => {
    const doc = paintHex(
      docFromBoard(singleBoard({ C3: { terrain: 'woods', singleHex: false } }), 'single', 'Single'),
      at('C3'),
      { terrain: 'town' },
    );
    expect((writeDoc(doc).json.hexes as Record<string, unknown>).C3).toEqual({ terrain: 'town' });
  });
});
