// docs/table.md#words: players' words, no internal identifiers in the interface.

import { describe, expect, test } from 'vitest';

import { LEVELS } from '../engine/types.ts';
import { LEVEL_WORDS, commonOutOf, dieChance, endWords, routesSentence, ruleNoteWord } from './words.ts';

describe('players’ words', () => {
  test.each([
    ['C', 'note C'],
    ['gullies-A', 'gullies A'],
    ['001-c1', 'new terrain, clarification 1'],
    ['orig-E', 'Original note E'],
    ['tgx-table', 'GameX table'],
    ['tgx-3', 'GameX note 3'],
    ['tagg-11', 'Tagg line 11'],
    ['tagg-sc2', 'Tagg slope case 2'],
    ['blocked-hex', 'artillery fell this turn'],
    ['hex-traced', 'no route crosses it'],
    ['straight-edge', 'straight-edge exception'],
    ['001-unimproved-road', 'new terrain, unimproved road'],
    ['tgx-routes', 'GameX: no route crosses it'],
  ])('rule %s reads as "%s"', (rule, words) => {
    expect(ruleNoteWord(rule)).toBe(words);
  });

  test('levels read as the rules name them, never as G/S1/H1', () => {
    expect(LEVELS.map((l) => LEVEL_WORDS[l])).toEqual([
      'ground',
      'level 1 slope',
      'level 1 hilltop',
      'level 2 slope',
      'level 2 hilltop',
    ]);
  });

  test('an end reads "C2 · level 1 hilltop"', () => {
    expect(endWords({ label: 'C2', level: 'H1', terrain: 'hilltop', elevation: 2 }, 'panzerblitz')).toBe(
      'C2 · level 1 hilltop',
    );
    expect(endWords({ label: 'D4', level: 'G', terrain: 'clear', elevation: 3 }, 'elevation')).toBe('D4 · elevation 3');
  });

  // The tag names what the printed hex shows: the terrain unless it is plain clear ground or a hill, and the level
  // unless it is ground (docs/table.md "Small words").
  test.each([
    [{ label: 'C2', level: 'G', terrain: 'clear' }, 'panzerblitz', 'C2 · ground'],
    [{ label: 'W9', level: 'G', terrain: 'wood-copse' }, 'panzerblitz', 'W9 · wood copse'],
    [{ label: 'J3', level: 'G', terrain: 'gully' }, 'panzerblitz', 'J3 · gully'],
    [{ label: 'H10', level: 'G', terrain: 'town' }, 'panzerblitz', 'H10 · town'],
    [{ label: 'F3', level: 'S2', terrain: 'slope2' }, 'panzerblitz', 'F3 · level 2 slope'],
    [{ label: 'B5', level: 'S1', terrain: 'town-slope' }, 'panzerblitz', 'B5 · town/slope, level 1 slope'],
    [{ label: 'A1', level: 'H1', terrain: 'clear' }, 'panzerblitz', 'A1 · level 1 hilltop'],
    [{ label: 'D4', level: 'G', terrain: 'woods', elevation: 3 }, 'elevation', 'D4 · woods, elevation 3'],
  ] as const)('%o on a %s board reads "%s"', (cell, family, words) => {
    expect(endWords(cell, family)).toBe(words);
  });

  test.each([
    [4n, 2n, false, '2 of 4 routes blocked: the defender gets the benefit of the doubt'],
    [3n, 3n, false, 'all 3 routes blocked'],
    [2n, 2n, false, 'both routes blocked'],
    [2n, 0n, true, 'both routes clear'],
    [1n, 1n, false, undefined],
  ])('%s routes, %s blocked', (count, blocked, visible, sentence) => {
    expect(routesSentence(count, blocked, visible)).toBe(sentence);
  });

  test.each([
    [{ n: 1, d: 3 }, '2 in 6', '003 Indirect Fire: the hit roll, 1–2 of a die'],
    [{ n: 1, d: 6 }, '1 in 6', '003 CRT: one face of the die'],
    [{ n: 0, d: 1 }, '0 in 6', 'nothing'],
    [{ n: 1, d: 1 }, '6 in 6', 'certain'],
    [{ n: 5, d: 18 }, '5 in 18', '003 Indirect Fire: X on 5 faces at 4-1, times the hit chance 1/3'],
    [{ n: 2, d: 9 }, '4 in 18', '003 Indirect Fire: scatter one hex, 2/3 × 2/6'],
    [{ n: 13, d: 18 }, '13 in 18', '003 Indirect Fire: no effect at 2-1'],
    [{ n: 1, d: 7 }, '1/7', 'no die gives sevenths: the fraction'],
  ])('the chance %o reads "%s" (%s)', (f, words) => {
    expect(dieChance(f)).toBe(words);
  });

  test('003 Indirect Fire: chances of one shot read over one count (2/3 as 12 in 18 beside 5 in 18)', () => {
    const chances = [
      { n: 5, d: 18 },
      { n: 1, d: 18 },
      { n: 2, d: 3 },
    ];
    expect(commonOutOf(chances)).toBe(18);
    expect(chances.map((f) => dieChance(f, 18))).toEqual(['5 in 18', '1 in 18', '12 in 18']);
    expect(
      commonOutOf([
        { n: 1, d: 2 },
        { n: 1, d: 3 },
      ]),
    ).toBe(6);
    expect(commonOutOf([{ n: 1, d: 7 }])).toBeUndefined();
  });
});
