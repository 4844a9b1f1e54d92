// Every symbol met is explained (docs/readings.md#every-symbol-met-is-explained), by example: what the centre line meets and no
// rule judges as blocking is still named, once, with the rule that limits it;
// and the wrong words the referee found are gone. Each row is one line on a
// purpose-built board, with the entry it must carry.

import { describe, expect, test } from 'vitest';

import { hexByLabel } from '../board-model.ts';
import { buildBoard, type BoardSpec } from '../testing/build-board.ts';
import type { RuleSetId, TraceMode } from './ids.ts';
import { evaluateLos } from './index.ts';
import type { LosQuery } from './types.ts';

interface Row {
  readonly name: string;
  readonly board: BoardSpec;
  readonly from: string;
  readonly to: string;
  readonly rules: RuleSetId;
  readonly trace?: TraceMode;
  readonly markers?: LosQuery['markers'];
  readonly visible: boolean;
  /** The list the entry is in, its rule id, and words it must (and must not) say. */
  readonly list: 'reasons' | 'cleared';
  readonly rule: string;
  readonly says: readonly string[];
  readonly never?: readonly string[];
}

// B3 → D3 runs along the side between C3 and C4, the two candidates of step 1.
const TIED: BoardSpec = { columns: 8, rows: 8, hexes: { B3: 'hilltop' }, hexsides: ['C3 S brown'] };
// F5 → B5 (range 4, a spine): the orange sides around C5/C6 and D5 meet the straight edge at corners.
const CORNERS: BoardSpec = {
  columns: 10,
  rows: 10,
  hexes: { B5: 'hilltop' },
  hexsides: ['C5 S orange', 'C5 SE orange', 'C6 NE orange', 'D5 NE orange', 'D5 SE orange', 'E5 S orange'],
};
const COPSE: BoardSpec = {
  columns: 8,
  rows: 8,
  hexes: { A1: 'hilltop', A5: 'hilltop', A3: 'wood-copse', C1: 'hilltop', C3: { terrain: 'woods', singleHex: true } },
};
const ROAD_GULLY: BoardSpec = {
  columns: 8,
  rows: 8,
  hexes: { A1: { terrain: 'gully', features: ['unimproved-road'] }, A6: 'hilltop', C1: 'gully' },
};
const TOWNS: BoardSpec = { columns: 10, rows: 3, hexes: { C2: 'town', E2: 'town', G2: 'town' } };

const ROWS: readonly Row[] = [
  {
    name: 'a brown side between tied candidates, hex-traced: no route crosses it; in real space it would block (note C)',
    board: TIED,
    from: 'B3',
    to: 'D3',
    rules: 'arvold',
    visible: true,
    list: 'cleared',
    rule: 'hex-traced',
    says: [
      'lies between C3 and C4, which the line runs between (both step 1 of 2)',
      'no route crosses it',
      'In real space',
      'it would block',
      'note C',
      'Traced in real space, the whole line is BLOCKED.',
    ],
  },
  {
    name: 'the same side under the 1970 chart',
    board: TIED,
    from: 'B3',
    to: 'D3',
    rules: 'original',
    visible: true,
    list: 'cleared',
    rule: 'hex-traced',
    says: ['no route crosses it', "003's note C"],
  },
  {
    name: 'the same side in real space blocks',
    board: TIED,
    from: 'B3',
    to: 'D3',
    rules: 'arvold',
    trace: 'real',
    visible: false,
    list: 'reasons',
    rule: 'C',
    says: ['run along from 1/3 to 2/3'],
  },
  {
    name: 'the same side under GameX: no route crosses it, so the table does not judge it',
    board: TIED,
    from: 'B3',
    to: 'D3',
    rules: 'tgx',
    visible: true,
    list: 'cleared',
    rule: 'tgx-routes',
    says: ['which the line runs between', "HexLOS's hex-traced reading of 004"],
  },
  {
    name: 'sides met at one corner say they count as one contact for note L (real space)',
    board: CORNERS,
    from: 'B5',
    to: 'F5',
    rules: 'arvold',
    trace: 'real',
    visible: false,
    list: 'reasons',
    rule: 'L',
    says: [
      'at one corner: together they count as one contact for note L',
      'contacts once sides met at one corner count as one',
    ],
  },
  {
    name: 'a copse between raised units cites the clarifications whose scope leaves it out, not the sentence that says it blocks',
    board: COPSE,
    from: 'A1',
    to: 'A5',
    rules: 'arvold',
    visible: true,
    list: 'cleared',
    rule: '001-c1',
    says: ['001, clarification 1', '001, clarification 2'],
    never: ["001's single-hex terrain"],
  },
  {
    name: "a single-hex woods under the 1970 chart cites 000's note A, not 003's",
    board: COPSE,
    from: 'C1',
    to: 'C5',
    rules: 'original',
    visible: true,
    list: 'cleared',
    rule: 'A',
    says: ["000's note A"],
    never: ["003's note A"],
  },
  {
    name: 'January: the unimproved road does not exist, the firing unit is in a gully (gullies A names the month)',
    board: ROAD_GULLY,
    from: 'A1',
    to: 'C1',
    rules: 'arvold',
    markers: { month: 1 },
    visible: false,
    list: 'reasons',
    rule: 'gullies-A',
    says: ['In January the unimproved road across A1', '001, unimproved road'],
  },
  {
    name: 'June: the road exists and the hex is clear terrain (gullies C), named though it blocks nothing',
    board: ROAD_GULLY,
    from: 'A1',
    to: 'A6',
    rules: 'arvold',
    markers: { month: 6 },
    visible: true,
    list: 'cleared',
    rule: '001-unimproved-road',
    says: ['In June the unimproved road across the gully at A1', 'gullies C'],
  },
  // A run of such reasons does not repeat "higher than both" on every one.
  {
    name: 'GameX: "higher than both" names the units once, the reasons that follow block "in the same way"',
    board: TOWNS,
    from: 'A2',
    to: 'I2',
    rules: 'tgx',
    visible: false,
    list: 'reasons',
    rule: 'tgx-3',
    says: ['blocks in the same way (note 3)'],
  },
];

const ORANGE_CELL: BoardSpec = {
  columns: 10,
  rows: 3,
  hexes: { A2: 'hilltop' },
  hexsides: ['A2 N orange', 'A2 NE orange', 'A2 SE orange', 'A2 S orange'],
};

describe('what the centre line meets is named, with the rule that limits it', () => {
  test.each(ROWS)('$name', (row) => {
    const board = buildBoard(row.board);
    const r = evaluateLos(board, {
      from: hexByLabel(board, row.from)!,
      to: hexByLabel(board, row.to)!,
      rules: row.rules,
      trace: row.trace,
      markers: row.markers,
    });
    expect(r.visible).toBe(row.visible);
    const entries = (row.list === 'reasons' ? r.reasons : (r.cleared ?? [])).filter((e) => e.rule === row.rule);
    const texts = entries.map((e) => e.text).join('\n');
    expect(
      entries.length,
      `${row.rule} in ${row.list}:\n${[...r.reasons, ...(r.cleared ?? [])].map((e) => e.text).join('\n')}`,
    ).toBeGreaterThan(0);
    for (const words of row.says) expect(texts).toContain(words);
    for (const words of row.never ?? []) expect(texts).not.toContain(words);
  });

  test('GameX: "higher than both" is said once in a blocked line, however many obstacles are (004 note 3)', () => {
    const board = buildBoard(TOWNS);
    const r = evaluateLos(board, { from: hexByLabel(board, 'A2')!, to: hexByLabel(board, 'I2')!, rules: 'tgx' });
    const above = r.reasons.filter((e) => e.rule === 'tgx-3');
    expect(above.length).toBeGreaterThan(1);
    expect(above.filter((e) => e.text.includes('higher than both'))).toHaveLength(1);
  });

  test("GameX's not-blocking entries give the distance test their table asks for (004, orange hilltop → ground)", () => {
    const board = buildBoard(ORANGE_CELL);
    const r = evaluateLos(board, { from: hexByLabel(board, 'A2')!, to: hexByLabel(board, 'I2')!, rules: 'tgx' });
    expect(r.visible).toBe(true);
    const cell = (r.cleared ?? []).filter((e) => e.rule === 'tgx-table');
    expect(cell.length).toBeGreaterThan(0);
    for (const e of cell)
      expect(e.text).toMatch(
        /is closer to the attacker \(side \d+ of 8, .* of the way\), and the target is \d+ hex(es)? away from it, at least the 1 hex the table asks for/,
      );
  });
});
