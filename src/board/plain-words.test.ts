// A player at the table knows "the printed rules" and the tables they print, not the project's working words: no text
// the engine gives a player says "seed" or "cell" (docs/rules.md#hexloss-own-assumptions).
// Scanned: every reading's name and words, and every sentence, note, dispute and citation of the line-of-sight results
// on the bundled boards (hence here, beside board I/O) under every rule set that reads them, both trace modes, HexLOS's
// readings and every reading's last value, and the sentences of combat results on them.

import { describe, expect, test } from 'vitest';

import { evaluateCombat } from '../engine/combat/index.ts';
import { frac } from '../engine/fraction.ts';
import { hexDistance } from '../engine/hex/axial.ts';
import { evaluateLos, ruleSetsFor } from '../engine/rules/index.ts';
import { READINGS, type Readings } from '../engine/rules/readings.ts';
import type { LosResult } from '../engine/rules/types.ts';
import { loadBoardFile } from './node-io.ts';

/** The working words a player's text must not use. */
const WORKING_WORDS = /\bseeds?\b|\bcells?\b/i;

const ALTERNATIVES = Object.fromEntries(
  READINGS.map((r) => [r.id, r.values[r.values.length - 1]]),
) as Partial<Readings>;

/** Every text of a result a player reads: reasons, not-blocking entries, notes, disputes, citations. */
function textsOf(r: LosResult): string[] {
  return [
    ...r.reasons.map((x) => x.text),
    ...(r.cleared ?? []).map((x) => x.text),
    ...r.notes,
    ...(r.disputes ?? []).flatMap((d) => [d.text, d.inForce]),
    ...(r.citations ?? []).flatMap((c) => [c.name, c.text]),
  ];
}

/** Every string value in a result (not its keys): a combat result's sentences, sources and notes, its LOS results' too. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

const offending = (texts: Iterable<string>): string[] => [...new Set(texts)].filter((t) => WORKING_WORDS.test(t));

describe('no text a player reads says "seed" or "cell"', () => {
  test("the readings: each one's name and its words for every value", () => {
    expect(offending(READINGS.flatMap((r) => [r.source, ...r.words]))).toEqual([]);
  });

  test('the words checked are the ones meant', () => {
    expect(offending(['no seed prints this cell', 'the cells of the chart', 'Seeds'])).toHaveLength(3);
    expect(offending(['the printed rules', "004's table, level 2 against level 0", 'cellar', 'seeded'])).toEqual([]);
  });

  test.each(['ridge-and-river', 'lake-and-heights', 'hill-country'])(
    '%s: every result under every rule set, both trace modes, default and other readings',
    async (id) => {
      const loaded = await loadBoardFile(new URL(`../../boards/${id}.json`, import.meta.url).pathname);
      if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
      const board = loaded.board;
      const cells = [...board.cells.values()];
      const seen = new Set<string>();
      for (const rs of ruleSetsFor(board)) {
        for (const trace of rs.traces) {
          for (const readings of [undefined, ALTERNATIVES]) {
            for (const a of cells.filter((_, i) => i % 13 === 0)) {
              for (const b of cells.filter((_, i) => i % 2 === 0)) {
                const d = hexDistance(a.hex, b.hex);
                if (d < 1 || d > 9) continue;
                const query = { from: a.hex, to: b.hex, rules: rs.id, trace, readings };
                for (const t of textsOf(evaluateLos(board, query))) seen.add(t);
              }
            }
          }
        }
        const target = cells[Math.floor(cells.length / 2)]!;
        for (const firer of cells.filter((c, i) => i % 11 === 0 && hexDistance(c.hex, target.hex) <= 8)) {
          const combat = evaluateCombat(board, {
            rules: rs.id,
            target: target.hex,
            df: frac(4),
            firers: [{ hex: firer.hex, af: frac(6), weaponClass: 'A', range: 10 }],
          });
          for (const t of stringsIn(combat)) seen.add(t);
        }
      }
      expect(seen.size).toBeGreaterThan(100);
      expect(offending(seen)).toEqual([]);
    },
    240_000,
  );
});
