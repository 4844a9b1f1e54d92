// A whole-number field's typed text, taken on commit (docs/table.md#number-fields).

import { describe, expect, test } from 'vitest';

import { commitWholeNumber } from './whole-number.ts';

const columns = { label: 'Columns', min: 2, max: 200 };
const elevation = { label: 'Elevation number', min: 0, max: 15, emptyAllowed: true };

describe('a whole number typed and committed (docs/table.md#number-fields)', () => {
  test.each([
    // [typed, kept before, field, value, note]
    ['10', 33, columns, 10, undefined],
    ['8', 33, columns, 8, undefined],
    [' 12 ', 33, columns, 12, undefined],
    ['007', 33, columns, 7, undefined],
    ['1', 33, columns, 2, 'Columns: 1 is below the least, 2; set to 2.'],
    ['250', 33, columns, 200, 'Columns: 250 is above the most, 200; set to 200.'],
    ['', 33, columns, 33, 'Columns cannot be empty: kept 33.'],
    ['1.5', 33, columns, 33, 'Columns: “1.5” is not a whole number from 2 to 200; kept 33.'],
    ['-3', 33, columns, 33, 'Columns: “-3” is not a whole number from 2 to 200; kept 33.'],
    ['1e1', 33, columns, 33, 'Columns: “1e1” is not a whole number from 2 to 200; kept 33.'],
    ['', 4, elevation, undefined, undefined],
    ['20', undefined, elevation, 15, 'Elevation number: 20 is above the most, 15; set to 15.'],
    ['x', undefined, elevation, undefined, 'Elevation number: “x” is not a whole number from 0 to 15; left empty.'],
  ] as const)('%j over %j', (typed, kept, field, value, note) => {
    expect(commitWholeNumber(typed, kept, field)).toEqual(note === undefined ? { value } : { value, note });
  });
});
