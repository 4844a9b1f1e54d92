// Labels and offset cells (docs/board-format.md#a-board): columns stand
// vertically; shifted "odd" puts odd columns half a hex lower, "even" the even
// ones; column letters double past Z; rows count from grid.firstRow.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import { SIDES } from '../types.ts';
import { areAdjacent, neighbour } from './axial.ts';
import { latticeCentre } from './lattice.ts';
import {
  axialToOffset,
  cellLabel,
  columnIsShifted,
  columnLetters,
  offsetToAxial,
  parseCellLabel,
  parseColumnLetters,
  type Shift,
} from './offset.ts';

const SHIFTS: readonly Shift[] = ['odd', 'even'];

describe('columnLetters and parseColumnLetters', () => {
  test.each([
    { column: 0, letters: 'A', why: 'docs/board-format.md: first column' },
    { column: 2, letters: 'C', why: 'docs/board-format.md: C4 is column index 2' },
    { column: 25, letters: 'Z', why: 'docs/board-format.md: last single letter' },
    { column: 26, letters: 'AA', why: 'docs/board-format.md labels past Z: doubled letters' },
    { column: 27, letters: 'BB', why: 'docs/board-format.md labels past Z: BB follows AA' },
    { column: 32, letters: 'GG', why: 'docs/board-format.md: the 33rd column of a PanzerBlitz board' },
    { column: 51, letters: 'ZZ', why: 'docs/board-format.md labels past Z: last doubled letter' },
    { column: 52, letters: 'AAA', why: 'docs/board-format.md labels past Z: tripled letters' },
    { column: 77, letters: 'ZZZ', why: 'docs/board-format.md labels past Z: last tripled letter' },
    { column: 78, letters: 'AAAA', why: 'docs/board-format.md labels past Z: and so on' },
  ])('$column ↔ $letters ($why)', ({ column, letters }) => {
    expect(columnLetters(column)).toBe(letters);
    expect(parseColumnLetters(letters)).toBe(column);
    expect(parseColumnLetters(letters.toLowerCase())).toBe(column);
  });

  test.each([
    { letters: '', why: 'no letters' },
    { letters: 'AB', why: 'not one repeated letter' },
    { letters: 'ZZA', why: 'not one repeated letter' },
    { letters: 'A1', why: 'digits' },
    { letters: 'Ä', why: 'not A..Z' },
  ])('rejects "$letters" ($why)', ({ letters }) => {
    expect(parseColumnLetters(letters)).toBeUndefined();
  });

  test.each([{ column: -1 }, { column: 1.5 }, { column: Number.NaN }])(
    'columnLetters rejects $column',
    ({ column }) => {
      expect(() => columnLetters(column)).toThrow(RangeError);
    },
  );

  test('round trip for every column up to 400 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), (column) => {
        const letters = columnLetters(column);
        expect(letters).toMatch(/^([A-Z])\1*$/);
        expect(letters.length).toBe(Math.floor(column / 26) + 1);
        expect(parseColumnLetters(letters)).toBe(column);
      }),
    );
  });
});

describe('cellLabel and parseCellLabel', () => {
  test.each([
    {
      cell: { column: 2, row: 3 },
      firstRow: 1,
      label: 'C4',
      why: 'docs/board-format.md: C4 is column index 2, row index 3',
    },
    {
      cell: { column: 0, row: 0 },
      firstRow: 1,
      label: 'A1',
      why: 'docs/board-format.md: rows from firstRow (default 1)',
    },
    { cell: { column: 2, row: 3 }, firstRow: 0, label: 'C3', why: 'docs/board-format.md: firstRow 0' },
    { cell: { column: 10, row: 6 }, firstRow: 1, label: 'K7', why: 'docs/board-format.md: K7 as in "2-K7"' },
    { cell: { column: 26, row: 9 }, firstRow: 1, label: 'AA10', why: 'docs/board-format.md labels past Z' },
    { cell: { column: 52, row: 0 }, firstRow: 5, label: 'AAA5', why: 'docs/board-format.md labels past Z, firstRow 5' },
  ])('$label ($why)', ({ cell, firstRow, label }) => {
    expect(cellLabel(cell, firstRow)).toBe(label);
    expect(parseCellLabel(label, firstRow)).toEqual(cell);
  });

  test('firstRow defaults to 1 (docs/board-format.md)', () => {
    expect(cellLabel({ column: 2, row: 3 })).toBe('C4');
    expect(parseCellLabel('C4')).toEqual({ column: 2, row: 3 });
  });

  test.each([
    { text: 'c4', why: 'docs/board-format.md: labels are case-insensitive on input' },
    { text: 'C4', why: 'upper case' },
    { text: ' c4 ', why: 'surrounding spaces' },
  ])('parses "$text" as C4 ($why)', ({ text }) => {
    expect(parseCellLabel(text)).toEqual({ column: 2, row: 3 });
  });

  test.each([
    { text: 'aa10', cell: { column: 26, row: 9 } },
    { text: 'Bb3', cell: { column: 27, row: 2 } },
    { text: 'aaa1', cell: { column: 52, row: 0 } },
  ])('parses doubled letters in any case: "$text" (docs/board-format.md)', ({ text, cell }) => {
    expect(parseCellLabel(text)).toEqual(cell);
  });

  test('printed upper-case (docs/board-format.md)', () => {
    expect(cellLabel(parseCellLabel('bb12') as { column: number; row: number })).toBe('BB12');
  });

  test.each([
    { text: '', why: 'empty' },
    { text: 'C', why: 'no row' },
    { text: '4', why: 'no column' },
    { text: '4C', why: 'row before column' },
    { text: 'AB3', why: 'mixed letters are not a column' },
    { text: 'C4x', why: 'trailing text' },
    { text: 'C 4', why: 'space inside' },
    { text: '2-K7', why: 'board prefix belongs to the map, not to a board label' },
  ])('rejects "$text" ($why)', ({ text }) => {
    expect(parseCellLabel(text)).toBeUndefined();
  });

  test('round trip label ↔ cell (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        (column, row, firstRow, lower) => {
          const label = cellLabel({ column, row }, firstRow);
          expect(label).toMatch(/^([A-Z])\1*\d+$/);
          expect(parseCellLabel(lower ? label.toLowerCase() : label, firstRow)).toEqual({ column, row });
        },
      ),
    );
  });
});

describe('offsetToAxial and axialToOffset', () => {
  test.each([
    { shifted: 'odd', label: 'A1', axial: { q: 0, r: 0 }, why: 'origin' },
    { shifted: 'odd', label: 'C2', axial: { q: 2, r: 0 }, why: 'known value' },
    { shifted: 'odd', label: 'G5', axial: { q: 6, r: 1 }, why: 'known value' },
    { shifted: 'odd', label: 'B1', axial: { q: 1, r: 0 }, why: 'odd column lower: SE of A1' },
    { shifted: 'odd', label: 'D1', axial: { q: 3, r: -1 }, why: 'odd column lower: SE of C1' },
    { shifted: 'odd', label: 'C4', axial: { q: 2, r: 2 }, why: 'docs/board-format.md example hex' },
    { shifted: 'odd', label: 'GG10', axial: { q: 32, r: -7 }, why: 'last cell of a 33 x 10 PanzerBlitz board' },
    { shifted: 'even', label: 'A1', axial: { q: 0, r: 0 }, why: 'origin' },
    { shifted: 'even', label: 'B1', axial: { q: 1, r: -1 }, why: 'even column lower: B1 is NE of A1' },
    { shifted: 'even', label: 'C2', axial: { q: 2, r: 0 }, why: 'even columns agree with "odd"' },
    { shifted: 'even', label: 'G5', axial: { q: 6, r: 1 }, why: 'even columns agree with "odd"' },
    { shifted: 'even', label: 'D1', axial: { q: 3, r: -2 }, why: 'odd column higher: NE of C1' },
    { shifted: 'even', label: 'BB3', axial: { q: 27, r: -12 }, why: 'labels past Z' },
  ] as const)('$shifted: $label is ($axial.q,$axial.r) ($why)', ({ shifted, label, axial }) => {
    const cell = parseCellLabel(label) as { column: number; row: number };
    expect(offsetToAxial(cell, shifted)).toEqual(axial);
    expect(axialToOffset(axial, shifted)).toEqual(cell);
  });

  test.each([
    { shifted: 'odd', column: 0, lower: false },
    { shifted: 'odd', column: 1, lower: true },
    { shifted: 'odd', column: 26, lower: false },
    { shifted: 'odd', column: 27, lower: true },
    { shifted: 'even', column: 0, lower: true },
    { shifted: 'even', column: 1, lower: false },
  ] as const)('columnIsShifted($column, $shifted) is $lower (docs/board-format.md)', ({ shifted, column, lower }) => {
    expect(columnIsShifted(column, shifted)).toBe(lower);
  });

  test('the shifted columns sit half a hex lower, rows run straight down (docs/board-format.md, property)', () => {
    // Half a hex is 1 lattice unit of Y (a hex is 2 high: docs/geometry.md).
    fc.assert(
      fc.property(
        fc.constantFrom(...SHIFTS),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: -5, max: 200 }),
        (shifted, column, row) => {
          const here = latticeCentre(offsetToAxial({ column, row }, shifted));
          const left = latticeCentre(offsetToAxial({ column: column - 1, row }, shifted));
          const below = latticeCentre(offsetToAxial({ column, row: row + 1 }, shifted));
          expect(here.y - left.y).toBe(columnIsShifted(column, shifted) ? 1 : -1);
          expect(here.x - left.x).toBe(3);
          expect(below).toEqual({ x: here.x, y: here.y + 2 });
          // Same row, neighbouring columns: always adjacent hexes.
          const h = offsetToAxial({ column, row }, shifted);
          expect(areAdjacent(h, offsetToAxial({ column: column - 1, row }, shifted))).toBe(true);
          expect(neighbour(h, 'S')).toEqual(offsetToAxial({ column, row: row + 1 }, shifted));
        },
      ),
    );
  });

  test('round trips both ways, for both parities, negative columns included (property)', () => {
    const coord = fc.integer({ min: -300, max: 300 });
    fc.assert(
      fc.property(fc.constantFrom(...SHIFTS), coord, coord, (shifted, a, b) => {
        expect(axialToOffset(offsetToAxial({ column: a, row: b }, shifted), shifted)).toEqual({ column: a, row: b });
        expect(offsetToAxial(axialToOffset({ q: a, r: b }, shifted), shifted)).toEqual({ q: a, r: b });
      }),
    );
  });

  test('label → axial → label for both parities (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SHIFTS),
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 0, max: 120 }),
        (shifted, column, row) => {
          const label = cellLabel({ column, row });
          const h = offsetToAxial(parseCellLabel(label) as { column: number; row: number }, shifted);
          expect(cellLabel(axialToOffset(h, shifted))).toBe(label);
        },
      ),
    );
  });

  test('the six neighbours of a cell are six distinct cells (both parities)', () => {
    for (const shifted of SHIFTS) {
      for (const column of [4, 5]) {
        const h = offsetToAxial({ column, row: 4 }, shifted);
        const cells = SIDES.map((s) => cellLabel(axialToOffset(neighbour(h, s), shifted)));
        expect(new Set(cells).size).toBe(6);
      }
    }
  });
});
