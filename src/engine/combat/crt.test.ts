import { assert, integer, property } from 'fast-check';
import { describe, expect, it } from 'vitest';

import { frac, fracCompare, fracDiv } from '../fraction.ts';
import { CRT_003, columnLabel, columnPosition, oddsPosition, readColumn, rowRange } from './crt.ts';
import type { CombatResultsTable } from './types.ts';

const odds = (af: number, df: number): string | null => {
  const p = oddsPosition(frac(af), frac(df));
  return p === undefined ? null : columnLabel(p);
};

describe('odds rounded in the defender favour (docs/combat.md#adding-up-and-the-odds)', () => {
  it.each([
    ['docs/combat.md example: 11:3 is 3-1', 11, 3, '3-1'],
    ['docs/combat.md example: 3:10 is 1-4', 3, 10, '1-4'],
    ['docs/combat.md: even odds 1-1', 5, 5, '1-1'],
    ['docs/combat.md: 7:2 is 3-1', 7, 2, '3-1'],
    ['docs/combat.md: 3:2 is 1-1', 3, 2, '1-1'],
    ['docs/combat.md: 2:3 is 1-2', 2, 3, '1-2'],
    ['docs/combat.md: 2:5 is 1-3 (5/2 rounded up)', 2, 5, '1-3'],
    ['docs/combat.md: 1:4 is 1-4', 1, 4, '1-4'],
    ['docs/combat.md: 9:1 is 9-1 before the table is read', 9, 1, '9-1'],
    ['docs/combat.md: 1:7 is 1-7 before the table is read', 1, 7, '1-7'],
    ['docs/combat.md: no attack factor, no odds', 0, 3, null],
  ])('%s', (_name, af, df, expected) => {
    expect(odds(af, df)).toBe(expected);
  });

  it('docs/combat.md: exact fractions (13/2 : 2 is 3-1; 13/2 : 7 is 1-2)', () => {
    expect(columnLabel(oddsPosition(frac(13, 2), frac(2)) ?? NaN)).toBe('3-1');
    expect(columnLabel(oddsPosition(frac(13, 2), frac(7)) ?? NaN)).toBe('1-2');
  });

  it('docs/combat.md: the column never favours the attacker, and the next column up would', () => {
    assert(
      property(
        integer({ min: 1, max: 400 }),
        integer({ min: 1, max: 400 }),
        integer({ min: 1, max: 4 }),
        (n, d, den) => {
          const af = frac(n, den);
          const df = frac(d);
          const ratio = fracDiv(af, df);
          const p = oddsPosition(af, df);
          if (p === undefined) return false;
          const value = (q: number) => (q >= 0 ? frac(q + 1) : frac(1, 1 - q));
          return fracCompare(value(p), ratio) <= 0 && fracCompare(ratio, value(p + 1)) < 0;
        },
      ),
    );
  });
});

describe('column labels and positions', () => {
  it.each([
    ['1-1', 0],
    ['4-1', 3],
    ['1-4', -3],
    ['1-2', -1],
  ])('%s is position %d', (label, position) => {
    expect(columnPosition(label)).toBe(position);
    expect(columnLabel(position)).toBe(label);
  });

  it('rejects labels that are not odds columns', () => {
    expect(columnPosition('2-3')).toBeUndefined();
    expect(columnPosition('x')).toBeUndefined();
  });
});

describe('the 003 combat results table as data', () => {
  it('003 CRT: seven columns 1-4 .. 4-1 in order, rows -1 .. 7, one result per column', () => {
    expect(CRT_003.columns.map(columnPosition)).toEqual([-3, -2, -1, 0, 1, 2, 3]);
    expect(CRT_003.rows.map((r) => r.roll)).toEqual([-1, 0, 1, 2, 3, 4, 5, 6, 7]);
    for (const row of CRT_003.rows) expect(row.results).toHaveLength(CRT_003.columns.length);
    expect(rowRange(CRT_003)).toEqual({ min: -1, max: 7 });
    expect(CRT_003.source).toContain('003_556d2a178b7b89f6.txt');
  });

  // Spot checks against the printed table (003 Combat Results Table, docs/combat.md copy).
  it.each([
    ['003 CRT: -1 at 1-4 is D', -1, '1-4', 'D'],
    ['003 CRT: -1 at 1-3 is DD', -1, '1-3', 'DD'],
    ['003 CRT: 0 at 1-2 is DD', 0, '1-2', 'DD'],
    ['003 CRT: 1 at 1-1 is DD', 1, '1-1', 'DD'],
    ['003 CRT: 3 at 2-1 is DD', 3, '2-1', 'DD'],
    ['003 CRT: 5 at 3-1 is DD', 5, '3-1', 'DD'],
    ['003 CRT: 6 at 4-1 is DD', 6, '4-1', 'DD'],
    ['003 CRT: 6 at 3-1 is none', 6, '3-1', 'none'],
    ['003 CRT: 7 at 4-1 is none', 7, '4-1', 'none'],
    ['003 CRT: 0 at 1-4 is none', 0, '1-4', 'none'],
  ])('%s', (_name, roll, column, result) => {
    const row = CRT_003.rows.find((r) => r.roll === roll);
    expect(row?.results[CRT_003.columns.indexOf(column)]).toBe(result);
  });

  it('docs/combat.md: above the last column the last is read; below the first, none', () => {
    expect(readColumn(CRT_003, 3)).toEqual({ index: 6, edge: undefined });
    expect(readColumn(CRT_003, 8)).toEqual({ index: 6, edge: 'above' });
    expect(readColumn(CRT_003, -3)).toEqual({ index: 0, edge: undefined });
    expect(readColumn(CRT_003, -4)).toEqual({ index: undefined, edge: 'below' });
  });

  it('another printing with a gap in its columns still rounds in the defender favour', () => {
    const gapped: CombatResultsTable = { ...CRT_003, id: 'gapped', columns: ['1-2', '1-1', '3-1'], rows: [] };
    expect(readColumn(gapped, columnPosition('2-1') ?? NaN)).toEqual({ index: 1, edge: undefined });
  });
});
