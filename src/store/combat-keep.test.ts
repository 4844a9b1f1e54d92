// The combat sheet kept in the tab's session storage: read back whole, the
// largest sheet the inputs allow fits the bound, and whatever else is found
// under its key (another version's, a damaged or hostile entry) is ignored
// without a throw (docs/table.md, "Nothing typed is lost").

import { describe, expect, test } from 'vitest';

import { MAX_FIRERS } from '../engine/typed-numbers.ts';
import {
  COMBAT_FIELD_MAX_LENGTH,
  type KeptSheet,
  keptSheetText,
  MAX_STORED_CHARS,
  readKeptSheet,
  sameLine,
} from './combat-keep.ts';

const LINE = { board: 'ridge-and-river', from: 'C2', to: 'G5', rules: 'arvold' };
const TARGET = { df: '4', armored: true, dispersed: false, overrun: false, indirect: false, observed: false };
const SHEET: KeptSheet = {
  line: LINE,
  open: true,
  rows: [
    { id: 1, hex: '', af: '6', weaponClass: 'A', range: '' },
    { id: 3, hex: 'D4', af: '1/2', weaponClass: 'H', range: '7', mp: '2', exitUnits: '1', truck: true },
  ],
  target: { ...TARGET, army: 'german' },
};
const stored = (patch: Record<string, unknown>) => JSON.stringify({ v: 1, ...SHEET, ...patch });

describe('a kept sheet', () => {
  test('reads back as it was written', () => {
    expect(readKeptSheet(keptSheetText(SHEET))).toEqual(SHEET);
  });

  test('the largest sheet the inputs allow, every character escaped, is written and read back within the bound', () => {
    // \u0001 is written as six characters: the longest any typed character becomes.
    const long = '\u0001'.repeat(COMBAT_FIELD_MAX_LENGTH);
    const rows = Array.from({ length: MAX_FIRERS }, (_, i) => ({
      id: 1_000_000 + i,
      hex: long,
      af: long,
      weaponClass: 'M' as const,
      range: long,
      mp: long,
      exitUnits: long,
      truck: true,
    }));
    const line = { board: 'b'.repeat(200), from: 'x'.repeat(200), to: 'y'.repeat(200), rules: 'arvold' };
    const largest: KeptSheet = { line, open: true, rows, target: { ...TARGET, df: long, army: 'russian' } };
    const text = keptSheetText(largest);
    expect(text).toBeDefined();
    expect(text!.length).toBeLessThanOrEqual(MAX_STORED_CHARS);
    expect(readKeptSheet(text)).toEqual(largest);
  });

  test('is the same line only with the same board, ends and rule set', () => {
    expect(sameLine(LINE, { ...LINE })).toBe(true);
    for (const other of [{ board: 'lake-and-heights' }, { from: 'G5', to: 'C2' }, { to: 'G6' }, { rules: 'original' }])
      expect(sameLine(LINE, { ...LINE, ...other })).toBe(false);
  });
});

// Each row: what was found under the key, and why it is not a sheet to put back.
const IGNORED: readonly [string, string | null | undefined][] = [
  ['nothing stored', null],
  ['empty', ''],
  ['not JSON', '{"v":1,'],
  ['JSON but not an object', '[1,2,3]'],
  ['null', 'null'],
  ['another version', stored({ v: 2 })],
  ['no version', JSON.stringify(SHEET)],
  ['open not a flag', stored({ open: 'yes' })],
  ['no line', stored({ line: undefined })],
  ['a line without its target hex', stored({ line: { ...LINE, to: '' } })],
  ['a line part too long', stored({ line: { ...LINE, board: 'b'.repeat(201) } })],
  ['a line part not text', stored({ line: { ...LINE, rules: 7 } })],
  ['no rows', stored({ rows: [] })],
  ['rows not a list', stored({ rows: { 0: SHEET.rows[0] } })],
  [
    'more firers than an attack takes',
    stored({ rows: Array.from({ length: MAX_FIRERS + 1 }, (_, i) => ({ ...SHEET.rows[0], id: i + 1 })) }),
  ],
  ['two rows with one id', stored({ rows: [SHEET.rows[0], SHEET.rows[0]] })],
  ['a row id not a whole number', stored({ rows: [{ ...SHEET.rows[0], id: 1.5 }] })],
  ['a row id below 1', stored({ rows: [{ ...SHEET.rows[0], id: 0 }] })],
  ['a weapon class HexLOS does not have', stored({ rows: [{ ...SHEET.rows[0], weaponClass: 'X' }] })],
  [
    'a field longer than the inputs take',
    stored({ rows: [{ ...SHEET.rows[0], af: '1'.repeat(COMBAT_FIELD_MAX_LENGTH + 1) }] }),
  ],
  ['a field not text', stored({ rows: [{ ...SHEET.rows[0], af: 6 }] })],
  ['a truck flag not a flag', stored({ rows: [{ ...SHEET.rows[0], truck: 'no' }] })],
  ['a row that is not an object', stored({ rows: ['C2'] })],
  ['no target', stored({ target: undefined })],
  ['a target flag missing', stored({ target: { ...TARGET, observed: undefined } })],
  ['an army HexLOS does not have', stored({ target: { ...TARGET, army: 'french' } })],
  ['a DF not text', stored({ target: { ...TARGET, df: 4 } })],
  ['a prototype key', '{"__proto__":{"v":1},"open":true}'],
  ['longer than any sheet written', `${stored({})}${' '.repeat(MAX_STORED_CHARS)}`],
];

describe('whatever else is stored under its key is ignored, never thrown', () => {
  test.each(IGNORED)('%s', (_why, raw) => {
    expect(readKeptSheet(raw)).toBeUndefined();
  });

  test('a sheet that could not be read back is not written (the stored one is removed instead)', () => {
    expect(keptSheetText({ ...SHEET, rows: [] })).toBeUndefined();
  });
});
