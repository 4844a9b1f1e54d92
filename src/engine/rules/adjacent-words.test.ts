// Adjacent units always see each other (000 note M, 004 note 2, 002 line D),
// but each symbol on the side their hexes share is still named once, with
// why it does not block (docs/rules.md#what-a-result-lists).

import { describe, expect, test } from 'vitest';

import { hexByLabel } from '../board-model.ts';
import { buildBoard } from '../testing/build-board.ts';
import type { RuleSetId } from './ids.ts';
import { evaluateLos } from './index.ts';

describe.each<{ rules: RuleSetId; family?: 'elevation'; symbols: string[]; rule: string; says: string; cited: string }>(
  [
    {
      rules: 'arvold',
      symbols: ['brown', 'green'],
      rule: 'M',
      says: "The brown hexside between C3 and C4, the side the two units' hexes share, does not block: the units are adjacent, and a unit may always fire at a target directly adjacent (note M).",
      cited: 'M',
    },
    {
      rules: 'original',
      symbols: ['purple'],
      rule: 'M',
      says: "The purple hexside between C3 and C4, the side the two units' hexes share, does not block: the units are adjacent, and a unit may always fire at a target directly adjacent (000's note M).",
      cited: 'M',
    },
    {
      rules: 'tgx',
      symbols: ['orange', 'gray'],
      rule: 'tgx-2',
      says: "The orange hexside between C3 and C4 (height 2), the side the two units' hexes share, does not block: the units are adjacent (note 2).",
      cited: 'tgx-2',
    },
    {
      rules: 'tagg',
      family: 'elevation',
      symbols: ['extreme-slope'],
      rule: 'tagg-D',
      says: "The extreme slope hexside between C3 and C4, the side the two units' hexes share, does not block: the hexes are adjacent (line D).",
      cited: 'tagg-D',
    },
  ],
)('$rules (000 M; 004 note 2; 002 line D)', ({ rules, family, symbols, rule, says, cited }) => {
  const board = buildBoard({ family, columns: 5, rows: 6, hexsides: symbols.map((s) => `C3 S ${s}`) });
  const result = evaluateLos(board, { from: hexByLabel(board, 'C3')!, to: hexByLabel(board, 'C4')!, rules });

  test('clear, each symbol on the shared side named once', () => {
    expect(result.visible).toBe(true);
    expect((result.cleared ?? []).map((r) => r.symbol).sort()).toEqual([...symbols].sort());
    for (const r of result.cleared ?? [])
      expect(r).toMatchObject({ rule, kind: 'hexside', premises: [{ fact: 'adjacent' }] });
    expect(result.cleared?.find((r) => r.symbol === symbols[0])?.text).toBe(says);
    expect(result.citations?.map((c) => c.id)).toContain(cited);
  });

  test('the converse names the same side', () => {
    const back = evaluateLos(board, { from: hexByLabel(board, 'C4')!, to: hexByLabel(board, 'C3')!, rules });
    expect((back.cleared ?? []).map((r) => r.symbol).sort()).toEqual([...symbols].sort());
  });
});
