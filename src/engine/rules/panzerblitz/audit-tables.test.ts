// An independent audit of the PanzerBlitz-family rule sets (docs/rules.md,
// docs/geometry.md, docs/cli.md), in three parts: the tables as data
// (audit-tables.test.ts), adversarial boards (audit-boards.test.ts) and
// properties (audit-properties.test.ts), each judged against audit-spec.ts.
//
// 1. The tables as data, cell by cell, against the text of docs/rules.md
//    (copied here as written) and 003's printed chart; the converse pairs of
//    000 note K, entry by entry.
//
// Seeds: 000 = Arvold, "Obstacles and Elevation (Modified)"; 001 = Arvold,
// "Effects of New Terrain on New PanzerBlitz Boards"; 003 = "3D PanzerBlitz Charts".

import { describe, expect, test } from 'vitest';

import { ELEVATION_EDGE_SYMBOLS, LEVELS } from '../../types.ts';
import { DEFAULT_READINGS } from '../readings.ts';
import {
  arvoldNote,
  CHART_003,
  CHART_LEVELS,
  parseSpecCell,
  READ_DOWN,
  READ_SYMBOL,
  readChart,
  SPEC_ARVOLD,
  SPEC_ARVOLD_HEIGHTS,
} from './audit-spec.ts';
import { ARVOLD } from './index.ts';
import { elevationEntry } from './judge.ts';
import {
  ARVOLD_TABLE,
  ORIGINAL_LEVEL_MAP,
  ORIGINAL_SYMBOL_MAP,
  ORIGINAL_TABLE,
  type PanzerBlitzTable,
  type PositionRule,
  type SymbolEntry,
} from './table.ts';

// ============================================================ 1. the tables as data

const converseRule = (r: PositionRule): PositionRule =>
  (
    {
      nearFirer: 'nearTarget',
      nearTarget: 'nearFirer',
      'near1/3': 'far2/3',
      'far2/3': 'near1/3',
      behindFirer: 'behindTarget',
      behindTarget: 'behindFirer',
    } as Partial<Record<PositionRule, PositionRule>>
  )[r] ?? r;

/** 000 note K: B↔A, D↔C, F↔E, H↔G, J↔I (and 003's A↔B, C↔D). */
const converseNote = (n: string): string =>
  ({
    A: 'B',
    B: 'A',
    C: 'D',
    D: 'C',
    E: 'F',
    F: 'E',
    G: 'H',
    H: 'G',
    I: 'J',
    J: 'I',
    'orig-A': 'orig-B',
    'orig-B': 'orig-A',
    'orig-C': 'orig-D',
    'orig-D': 'orig-C',
  })[n] ?? n;

describe('the tables as data', () => {
  const cells = LEVELS.flatMap((f) => LEVELS.flatMap((t) => ELEVATION_EDGE_SYMBOLS.map((s) => ({ f, t, s }))));

  test.each(cells)('arvold $f→$t $s matches the spec table (docs/rules.md; 000 notes A–O)', ({ f, t, s }) => {
    const spec = parseSpecCell(SPEC_ARVOLD[f][t])[s];
    const entry = ARVOLD_TABLE.elevation[f][t][s];
    expect(entry.rule).toBe(spec.rule);
    expect(entry.counted ?? false).toBe(spec.counted);
    if (spec.counted) expect(entry.countNote).toBe('L');
    const note = arvoldNote(f, t, s, spec);
    if (note) expect(entry.note).toBe(note);
  });

  test.each(cells)(
    'arvold $f→$t $s under level2NoteL=heights: the cells before the 2026-11-25 amendment (000 heights), the others unchanged',
    ({ f, t, s }) => {
      const spec = parseSpecCell(SPEC_ARVOLD_HEIGHTS[f]?.[t] ?? SPEC_ARVOLD[f][t])[s];
      const entry = elevationEntry(ARVOLD, f, t, s, { ...DEFAULT_READINGS, level2NoteL: 'heights' });
      expect(entry.rule).toBe(spec.rule);
      expect(entry.counted ?? false).toBe(spec.counted);
    },
  );

  test.each(cells)('arvold $f→$t $s is the converse of $t→$f (000 note K)', ({ f, t, s }) => {
    const there = ARVOLD_TABLE.elevation[f][t][s];
    const back = ARVOLD_TABLE.elevation[t][f][s];
    expect(back.rule).toBe(converseRule(there.rule));
    expect(back.counted ?? false).toBe(there.counted ?? false);
    expect(back.note).toBe(converseNote(there.note));
  });

  test.each(CHART_LEVELS.flatMap((f) => CHART_LEVELS.map((t) => ({ f, t }))))(
    "original $f→$t reads 003's chart cell (003 Target Elevation Chart, notes A–E)",
    ({ f, t }) => {
      const reading = readChart(CHART_003[f][t]);
      for (const s of ['brown', 'orange'] as const) {
        const entry = ORIGINAL_TABLE.elevation[f][t][s];
        expect(entry.rule, `${f}→${t} ${s}`).toBe(reading[s].rule);
        expect(entry.counted ?? false, `${f}→${t} ${s}`).toBe(reading[s].counted);
        if (reading[s].counted) expect(entry.countNote).toBe('orig-E');
        else if (reading[s].note) expect(entry.note).toBe(reading[s].note);
      }
      // 003's E is only printed in some cells; the spec applies it wherever orange does not block.
      const back = ORIGINAL_TABLE.elevation[t][f];
      for (const s of ELEVATION_EDGE_SYMBOLS) {
        expect(back[s].rule, `converse ${t}→${f} ${s}`).toBe(converseRule(ORIGINAL_TABLE.elevation[f][t][s].rule));
        expect(back[s].note).toBe(converseNote(ORIGINAL_TABLE.elevation[f][t][s].note));
      }
    },
  );

  test('original reads level 2 down a band, yellow as brown, purple as orange (docs/rules.md, level 2 under original)', () => {
    expect(ORIGINAL_LEVEL_MAP).toEqual(READ_DOWN);
    expect(ORIGINAL_SYMBOL_MAP).toEqual(READ_SYMBOL);
    expect(ORIGINAL_TABLE.levels).toEqual(['G', 'S1', 'H1']);
    expect(ARVOLD_TABLE.levels).toEqual([...LEVELS]);
  });

  const lowOf = (table: PanzerBlitzTable): Record<string, SymbolEntry> => ({ ...table.low });
  test.each([
    ['arvold', ARVOLD_TABLE, { ground: 'O', a: 'A', b: 'B' }],
    ['original', ORIGINAL_TABLE, { ground: 'orig-TET', a: 'orig-A', b: 'orig-B' }],
  ] as const)('%s LOW obstacles match the spec (000 notes A, B, N, O; 003 notes A, B)', (_id, table, notes) => {
    const low = lowOf(table);
    expect([low.groundBothGround.rule, low.groundBothGround.note]).toEqual(['block', notes.ground]);
    expect([low.groundTargetGround.rule, low.groundTargetGround.note]).toEqual(['behindTarget', notes.a]);
    expect([low.groundFirerGround.rule, low.groundFirerGround.note]).toEqual(['behindFirer', notes.b]);
    expect(low.groundNeitherGround.rule).toBe('none');
    expect([low.raised.rule, low.raised.note]).toEqual(['block', 'N']);
    expect([low.raisedExceptionTarget.rule, low.raisedExceptionTarget.note]).toEqual(['behindTarget', 'N']);
    expect([low.raisedExceptionFirer.rule, low.raisedExceptionFirer.note]).toEqual(['behindFirer', 'N']);
    expect([low.high.rule, low.high.note]).toEqual(['block', 'N']);
    expect(table.adjacentNote).toBe('M');
  });
});
