// Every premise true (docs/rules.md#every-premise-true): on random boards,
// under every rule set, both trace modes and random house readings, each fact
// a sentence states about the units or the line holds for the result's own
// levels, gullies and range; and a sentence that states one of those facts in
// words carries it as a premise, so no sentence states it untested.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import { hexByLabel } from '../board-model.ts';
import { buildBoard, type HexSpec } from '../testing/build-board.ts';
import {
  elevationBoardArbitrary,
  panzerBlitzBoardArbitrary,
  RANDOM_COLUMNS,
  RANDOM_ROWS,
  randomLabel,
} from '../testing/random-boards.ts';
import { houseReadingsArbitrary } from '../testing/readings-arbitrary.ts';
import type { Terrain } from '../types.ts';
import { RULE_SET_IDS } from './ids.ts';
import { evaluateLos } from './index.ts';
import { premiseHolds } from './premises.ts';
import type { LosReason, LosResult, Premise } from './types.ts';

/**
 * Words that state a fact, and the premise a sentence holding them must
 * carry. "unless both units are on hilltops of the same level" states a
 * condition, not a fact, and is not matched.
 */
const STATED: readonly { readonly words: RegExp; readonly fact: Premise['fact']; readonly source: string }[] = [
  { words: /: both units are on hilltops of the same level/, fact: 'same-level-hilltops', source: '000 L' },
  { words: /this pair is notes? [GHIJ]/, fact: 'cases-G-to-J', source: '000 G–J, L' },
  { words: /\bnot adjacent\b/, fact: 'not-adjacent', source: '000 M; gullies A' },
  { words: /\bare adjacent\b|\bwhat lies between adjacent units\b/, fact: 'adjacent', source: '000 M' },
  { words: /\bis (also )?higher than both\b/, fact: 'higher-than-both', source: '002 line 1; 004 note 3' },
];

/** The units' own terrain, drawn apart from the board's so every pair of levels (and a gully crossed or not) comes up often. */
const END_TERRAIN: readonly (Terrain | HexSpec)[] = [
  'clear',
  'slope',
  'hilltop',
  'slope2',
  'hilltop2',
  'town',
  'gully',
  { terrain: 'gully', features: ['road'] },
  { terrain: 'gully', features: ['bridge'] },
];
const endTerrain = fc.constantFrom(...END_TERRAIN);
const endElevation = fc.integer({ min: 0, max: 4 });

const entries = (r: LosResult): LosReason[] => [...r.reasons, ...(r.cleared ?? [])];

function expectPremisesTrue(result: LosResult): void {
  for (const reason of entries(result)) {
    const facts = (reason.premises ?? []).map((p) => p.fact);
    for (const premise of reason.premises ?? [])
      expect(premiseHolds(premise, result), `${premise.fact} is false for: ${reason.text}`).toBe(true);
    for (const { words, fact } of STATED)
      if (words.test(reason.text)) expect(facts, `states ${fact} untested: ${reason.text}`).toContain(fact);
  }
}

describe.each(RULE_SET_IDS.flatMap((rules) => (['hex', 'real'] as const).map((trace) => ({ rules, trace }))))(
  '$rules, $trace',
  ({ rules, trace }) => {
    test('each fact a sentence states about the units or the line holds for the result', () => {
      const boards = rules === 'tagg' ? elevationBoardArbitrary : panzerBlitzBoardArbitrary;
      fc.assert(
        fc.property(
          boards,
          randomLabel,
          randomLabel,
          rules === 'tagg' ? fc.tuple(endElevation, endElevation) : fc.tuple(endTerrain, endTerrain),
          houseReadingsArbitrary,
          (spec, a, b, [atA, atB], readings) => {
            const hexes = { ...spec.hexes, [a]: atA, [b]: atB };
            const board = buildBoard({ columns: RANDOM_COLUMNS, rows: RANDOM_ROWS, ...spec, hexes });
            const from = hexByLabel(board, a)!;
            const to = hexByLabel(board, b)!;
            expectPremisesTrue(evaluateLos(board, { from, to, rules, trace, readings }));
          },
        ),
        { numRuns: 300, seed: 28 },
      );
    });
  },
);

describe('a purple hexside note L lets pass says why in words that hold (000 L, G–J)', () => {
  // One column: the level 2 hilltop at A1 with its purple rim on its south side.
  const board = buildBoard({
    columns: 1,
    rows: 5,
    hexes: { A1: 'hilltop2', A2: 'hilltop', A3: 'hilltop', A4: 'slope', A5: 'hilltop2' },
    hexsides: ['A1 S purple', 'A4 S purple'],
  });
  test.each([
    {
      from: 'A1',
      to: 'A3',
      says: "this pair is notes G and I's",
      note: '000 L, G and I: level 2 hilltop → level 1 hilltop',
    },
    { from: 'A3', to: 'A1', says: "this pair is notes H and J's", note: '000 L, H and J: the converse (000 K)' },
    {
      from: 'A1',
      to: 'A4',
      says: "this pair is notes G and I's",
      note: '000 L, G and I: level 2 hilltop → level 1 slope',
    },
    {
      from: 'A4',
      to: 'A1',
      says: "this pair is notes H and J's",
      note: '000 L, H and J: level 1 slope → level 2 hilltop',
    },
    {
      from: 'A1',
      to: 'A5',
      says: 'both units are on hilltops of the same level',
      note: "000 L: the exception's own case",
    },
  ])('$from → $to: "$says" ($note)', ({ from, to, says }) => {
    const result = evaluateLos(board, { from: hexByLabel(board, from)!, to: hexByLabel(board, to)!, rules: 'arvold' });
    const purple = (result.cleared ?? []).filter((r) => r.symbol === 'purple');
    expect(purple.length).toBeGreaterThan(0);
    for (const r of purple) expect(r.text).toContain(says);
    expectPremisesTrue(result);
  });
});
