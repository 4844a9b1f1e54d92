// The contested readings as data (src/engine/rules/readings.ts,
// READINGS), checked on the bundled boards (hence here, beside board I/O): each names the rule
// sets that read its text, and a reading no rule set reads never changes that
// rule set's verdict — so the app's settings can say which readings apply.
// Checked on the lines of range 2 to 5 from every eighth hex of the bundled boards.

import { describe, expect, test } from 'vitest';

import { hexDistance } from '../engine/hex/axial.ts';
import { isVisible, ruleSetsFor } from '../engine/rules/index.ts';
import { chosenReading, DEFAULT_READINGS, houseReadings, READINGS, readingInfo } from '../engine/rules/readings.ts';
import { loadBoardFile } from './node-io.ts';

const BOARDS = ['ridge-and-river', 'lake-and-heights'];

describe('READINGS', () => {
  test('each reading: two values or more, default first, the words for each, the rule sets that read it', () => {
    for (const r of READINGS) {
      expect(r.values[0]).toBe(DEFAULT_READINGS[r.id]);
      expect(r.values.length).toBeGreaterThanOrEqual(2);
      expect(new Set(r.values).size).toBe(r.values.length);
      expect(r.words).toHaveLength(r.values.length);
      expect(r.rules.length).toBeGreaterThan(0);
      expect(readingInfo(r.id)).toBe(r);
      for (const value of r.values) expect(chosenReading(r, value)).toEqual({ [r.id]: value });
      expect(chosenReading(r, 'neither')).toBeUndefined();
    }
    expect(readingInfo('noteQ')).toBeUndefined();
    // Only the readings that differ from the defaults are kept (and nothing that is not a reading's value).
    expect(houseReadings({ noteL: 'separate', twoThirds: 'whole-sides', lowOnSlope: 'sideways' as never })).toEqual({
      twoThirds: 'whole-sides',
    });
  });

  test.each(BOARDS)(
    '%s: a reading changes no verdict of a rule set that does not read it',
    async (id) => {
      const loaded = await loadBoardFile(new URL(`../../boards/${id}.json`, import.meta.url).pathname);
      if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
      const board = loaded.board;
      const cells = [...board.cells.values()];
      for (const rs of ruleSetsFor(board)) {
        const unread = READINGS.filter((r) => !r.rules.includes(rs.id));
        for (const trace of rs.traces) {
          for (const a of cells.filter((_, i) => i % 8 === 0)) {
            for (const b of cells) {
              const d = hexDistance(a.hex, b.hex);
              if (d < 2 || d > 5) continue;
              const query = { from: a.hex, to: b.hex, rules: rs.id, trace };
              const verdict = isVisible(board, query);
              for (const r of unread) {
                for (const value of r.values.slice(1)) {
                  expect(
                    isVisible(board, { ...query, readings: { [r.id]: value } }),
                    `${rs.id} ${trace} ${a.label}→${b.label} ${r.id}=${value}`,
                  ).toBe(verdict);
                }
              }
            }
          }
        }
      }
    },
    240_000,
  );
});
