// The combat results table of 003_556d2a178b7b89f6.txt ("3D PanzerBlitz
// Charts", Combat Results Table) as data, and the odds arithmetic of docs/combat.md.
//
// Interpretation: odds columns lie on one scale that extends past the printed
// table (… 1-5, 1-4, … 1-1, 2-1, … 4-1, 5-1 …). Odds are rounded in the
// defender's favour onto that scale, an overrun moves one step right on it, and
// only then is the printed table consulted: above its last column the last
// column is read; below its first column nothing can happen.

import { type Fraction, fracCeil, fracCompare, fracDiv, fracFloor } from '../fraction.ts';
import type { CombatResultsTable, CrtResult } from './types.ts';

const _ = 'none' as const;

export const CRT_003: CombatResultsTable = {
  id: '3d-panzerblitz',
  name: '3D PanzerBlitz Charts',
  source: '003_556d2a178b7b89f6.txt, Combat Results Table',
  columns: ['1-4', '1-3', '1-2', '1-1', '2-1', '3-1', '4-1'],
  rows: [
    { roll: -1, results: ['D', 'DD', 'X', 'X', 'X', 'X', 'X'] },
    { roll: 0, results: [_, 'D', 'DD', 'DD', 'X', 'X', 'X'] },
    { roll: 1, results: [_, 'D', 'D', 'DD', 'X', 'X', 'X'] },
    { roll: 2, results: [_, _, 'D', 'D', 'DD', 'X', 'X'] },
    { roll: 3, results: [_, _, _, 'D', 'DD', 'X', 'X'] },
    { roll: 4, results: [_, _, _, _, 'D', 'DD', 'X'] },
    { roll: 5, results: [_, _, _, _, 'D', 'DD', 'X'] },
    { roll: 6, results: [_, _, _, _, _, _, 'DD'] },
    { roll: 7, results: [_, _, _, _, _, _, _] },
  ],
};

/**
 * Position of an odds column on the extended scale: 1-1 is 0, "a-1" is a − 1,
 * "1-n" is −(n − 1). Undefined when the text is not of either form.
 */
export function columnPosition(label: string): number | undefined {
  const m = /^(\d+)-(\d+)$/.exec(label);
  if (!m) return undefined;
  const a = Number(m[1]);
  const b = Number(m[2]);
  if (a >= 1 && b === 1) return a - 1;
  if (a === 1 && b >= 2) return -(b - 1);
  return undefined;
}

export const columnLabel = (position: number): string => (position >= 0 ? `${position + 1}-1` : `1-${1 - position}`);

/**
 * The odds of `af` against `df` rounded in the defender's favour, as a position
 * on the extended scale (11:3 → 3-1, 3:10 → 1-4); undefined when af is 0.
 */
export function oddsPosition(af: Fraction, df: Fraction): number | undefined {
  if (af.n <= 0) return undefined;
  if (fracCompare(af, df) >= 0) return fracFloor(fracDiv(af, df)) - 1;
  return -(fracCeil(fracDiv(df, af)) - 1);
}

export interface ColumnReading {
  /** Index into the table's columns; undefined below the first column. */
  readonly index: number | undefined;
  readonly edge: 'above' | 'below' | undefined;
}

/**
 * The printed column for a position: the highest column at or below it (the
 * defender's favour also across a gap in some printing); beyond the last column
 * the last one; below the first, none.
 */
export function readColumn(table: CombatResultsTable, position: number): ColumnReading {
  let index: number | undefined;
  let best = -Infinity;
  let highest = -Infinity;
  table.columns.forEach((label, i) => {
    const p = columnPosition(label) ?? -Infinity;
    highest = Math.max(highest, p);
    if (p <= position && p > best) {
      best = p;
      index = i;
    }
  });
  if (index === undefined) return { index: undefined, edge: 'below' };
  return { index, edge: position > highest ? 'above' : undefined };
}

/** The lowest and highest rows of the table. */
export function rowRange(table: CombatResultsTable): { min: number; max: number } {
  const rolls = table.rows.map((r) => r.roll);
  return { min: Math.min(...rolls), max: Math.max(...rolls) };
}

/** The printed result at a (clamped) row and a column index. */
export function crtResult(table: CombatResultsTable, roll: number, columnIndex: number): CrtResult {
  const row = table.rows.find((r) => r.roll === roll);
  return row?.results[columnIndex] ?? 'none';
}
