// ux.md "Words": players' words, no internal identifiers in the interface.

import { describe, expect, test } from 'vitest';
import { LEVELS } from '../engine/types.ts';
import { LEVEL_WORDS, endWords, routesSentence, ruleNoteWord } from './words.ts';

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
  ])('rule %s reads as "%s"', (rule, words) => {
    expect(ruleNoteWord(rule)).toBe(words);
  });

  test('levels read as the rules name them, never as G/S1/H1', () => {
    expect(LEVELS.map((l) => LEVEL_WORDS[l])).toEqual(['ground', 'level 1 slope', 'level 1 hilltop', 'level 2 slope', 'level 2 hilltop']);
  });

  test('an end reads "C2 · level 1 hilltop"', () => {
    expect(endWords('C2', 'H1', 2, 'panzerblitz')).toBe('C2 · level 1 hilltop');
    expect(endWords('D4', 'G', 3, 'elevation')).toBe('D4 · elevation 3');
  });

  test.each([
    [4n, 2n, false, '2 of 4 routes blocked: the defender gets the benefit of the doubt'],
    [3n, 3n, false, 'all 3 routes blocked'],
    [2n, 0n, true, 'all 2 routes clear'],
    [1n, 1n, false, undefined],
  ])('%s routes, %s blocked', (count, blocked, visible, sentence) => {
    expect(routesSentence(count, blocked, visible)).toBe(sentence);
  });
});
