// The turn record (docs/table.md#the-turn-record): each check numbered in order with its verdict, the readings it
// was judged under and a link that reproduces it; bounded, the numbers counting on past the bound.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import packageJson from '../../package.json' with { type: 'json' };
import { loadBoardFile } from '../board/node-io.ts';
import { readSharedView } from '../board/share-link.ts';
import { boardFingerprint } from '../card/fingerprint.ts';
import { hexByLabel } from '../engine/board-model.ts';
import type { RuleSetId } from '../engine/rules/ids.ts';
import { evaluateLos } from '../engine/rules/index.ts';
import type { Readings } from '../engine/rules/readings.ts';
import type { Board } from '../engine/types.ts';
import {
  EMPTY_TURN_RECORD,
  TURN_RECORD_LIMIT,
  type TurnCheck,
  turnCheckOf,
  turnEntryLink,
  turnRecordFileName,
  turnRecordMarkdown,
  withTurnCheck,
} from './turn-record.ts';

async function bundled(id: string): Promise<Board> {
  const loaded = await loadBoardFile(new URL(`../../boards/${id}.json`, import.meta.url).pathname);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
  return loaded.board;
}

async function checkOn(
  boardId: string,
  from: string,
  to: string,
  rules: RuleSetId,
  readings: Partial<Readings> = {},
): Promise<TurnCheck> {
  const board = await bundled(boardId);
  const result = evaluateLos(board, { from: hexByLabel(board, from)!, to: hexByLabel(board, to)!, rules, readings });
  return turnCheckOf({
    result,
    boardId,
    boardName: board.name,
    boardFingerprint: boardFingerprint(board),
    fromLabel: from,
    toLabel: to,
    readings,
  });
}

const PAGE = 'https://example.org/hexlos/';

const rows = [
  {
    note: '000 L: CLEAR under HexLOS’s readings, disputed by the level 1 slope’s purple side counted',
    board: 'three-boards',
    from: '1-D1',
    to: '3-F3',
    rules: 'arvold',
    readings: {},
    verdict: 'CLEAR',
    readingWords: [],
    disputed: true,
  },
  {
    note: '000 L: the same line under the house reading that counts it is BLOCKED, and the record names the reading',
    board: 'three-boards',
    from: '1-D1',
    to: '3-F3',
    rules: 'arvold',
    readings: { level1PurpleL: 'counted' },
    verdict: 'BLOCKED',
    readingWords: ['000 note L'],
    disputed: true,
  },
  {
    note: '001 Town/Woods: the town/woods hex X7 read as printed blocks the hilltop E6 to Y8',
    board: 'ridge-and-river',
    from: 'E6',
    to: 'Y8',
    rules: 'arvold',
    readings: { townWoods: 'printed' },
    verdict: 'BLOCKED',
    readingWords: ['001'],
    disputed: true,
  },
  {
    note: '004: Tagg reads none of 000’s readings, so a house reading of 000 note L is not named on a Tagg check',
    board: 'ridge-and-river',
    from: 'E6',
    to: 'Y8',
    rules: 'tagg',
    readings: { noteL: 'together' },
    verdict: undefined,
    readingWords: [],
    disputed: false,
  },
] as const;

describe('one check in the record', () => {
  test.each(rows)('$note', async (row) => {
    const check = await checkOn(row.board, row.from, row.to, row.rules, row.readings);
    if (row.verdict) expect(check.visible ? 'CLEAR' : 'BLOCKED').toBe(row.verdict);
    expect(check.readings).toHaveLength(row.readingWords.length);
    row.readingWords.forEach((source, i) => expect(check.readings[i]).toContain(source));
    expect(check.disputes.length > 0).toBe(row.disputed);
    const record = withTurnCheck(EMPTY_TURN_RECORD, check);
    const text = turnRecordMarkdown(record, PAGE, new Date('2026-11-28T04:00:00Z'));
    expect(text).toContain(`1. **${row.from} → ${row.to}: ${check.visible ? 'CLEAR' : 'BLOCKED'}**`);
    // The board's version, as its card prints it: a record made on another version of the board is told apart.
    expect(text).toContain(`(fingerprint ${check.boardFingerprint})`);
    expect(text).toContain(`Checked with HexLOS ${packageJson.version};`);
    expect(check.boardFingerprint).toMatch(/^[0-9a-f]{3}(-[0-9a-f]{3}){3}$/);
    for (const d of check.disputes) expect(text).toContain(`Disputed: ${d}`);
    // The link reproduces the check: board, rule set, trace, both ends and the readings it was judged under.
    const link = turnEntryLink(record, record.entries[0], PAGE);
    expect(text).toContain(`Link: ${link}`);
    expect(link.startsWith(`${PAGE}#`)).toBe(true);
    const view = readSharedView(link.slice(PAGE.length));
    expect(view).toMatchObject({ board: row.board, rules: row.rules, trace: check.trace, from: row.from, to: row.to });
    expect(view.readings ?? {}).toEqual(row.readings);
  });
});

describe('the record as a whole', () => {
  test('checks are numbered in the order made; the same check straight after itself is not recorded twice', async () => {
    const a = await checkOn('ridge-and-river', 'E6', 'Y8', 'arvold');
    const b = await checkOn('ridge-and-river', 'E6', 'Y8', 'original');
    let record = EMPTY_TURN_RECORD;
    for (const c of [a, a, b, a]) record = withTurnCheck(record, c);
    expect(record.entries.map((e) => [e.number, e.rules])).toEqual([
      [1, 'arvold'],
      [2, 'original'],
      [3, 'arvold'],
    ]);
  });

  test('a kept board’s packed copy rides in the links of the checks made on it, and only theirs', async () => {
    const a = { ...(await checkOn('ridge-and-river', 'E6', 'Y8', 'arvold')), carried: 'PACKED' };
    const b = await checkOn('three-boards', '1-D1', '3-F3', 'arvold');
    const record = withTurnCheck(withTurnCheck(EMPTY_TURN_RECORD, a), b);
    expect(readSharedView(turnEntryLink(record, record.entries[0], '')).carried).toBe('PACKED');
    expect(readSharedView(turnEntryLink(record, record.entries[1], '')).carried).toBeUndefined();
  });

  test('an empty record says so', () => {
    expect(turnRecordMarkdown(EMPTY_TURN_RECORD, PAGE, new Date('2026-11-28T04:00:00Z'))).toContain(
      'No line of sight checked yet.',
    );
  });

  test('the saved file is named by its day and minute', () => {
    expect(turnRecordFileName(new Date('2026-11-28T04:05:00Z'))).toBe('hexlos-turn-record-2026-11-28-0405.md');
  });

  test('property: never more than the bound; numbers strictly rising and ending at the count made; the text says what was left out', async () => {
    const base = await checkOn('ridge-and-river', 'E6', 'Y8', 'arvold');
    const labels = ['A1', 'B2', 'C3', 'D4'];
    await fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: TURN_RECORD_LIMIT * 2 + 5 }), (picks) => {
        let record = EMPTY_TURN_RECORD;
        for (const i of picks)
          record = withTurnCheck(record, { ...base, toLabel: labels[i], view: { ...base.view, to: labels[i] } });
        const numbers = record.entries.map((e) => e.number);
        expect(numbers.length).toBeLessThanOrEqual(TURN_RECORD_LIMIT);
        numbers.forEach((n, i) => i > 0 && expect(n).toBeGreaterThan(numbers[i - 1]));
        if (numbers.length) expect(numbers.at(-1)).toBe(record.made);
        const text = turnRecordMarkdown(record, PAGE, new Date(0));
        expect(text.includes('are not in this record')).toBe((numbers[0] ?? 1) > 1);
      }),
      { numRuns: 60 },
    );
  });
});
