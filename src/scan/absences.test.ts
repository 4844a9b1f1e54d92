// absencesOf: the edges reviewed as possibly missed strokes (docs/scan.md#absences),
// from a stroke's evidence under the threshold, from the fills on either
// side, and from a stroke left out on purpose.

import { describe, expect, test } from 'vitest';

import { absencesOf, type EdgeReading, MIN_PREDICTING_EDGES } from './absences.ts';
import type { HexsideProposal } from './request.ts';

const edge = (hex: string, terrains: EdgeReading['terrains'], ...doubts: EdgeReading['doubts']): EdgeReading => ({
  hex,
  side: 'N',
  terrains,
  doubts,
});
const stroke = (hex: string, symbol: HexsideProposal['symbol']): HexsideProposal => ({
  hex,
  side: 'N',
  symbol,
  confidence: 1,
});

describe('absencesOf', () => {
  test.each([
    {
      why: 'a faint stroke under the threshold is doubted, with its own confidence',
      edges: [edge('A1', ['clear', 'town'], { candidate: 'gray', confidence: 0.6 })],
      proposed: [],
      want: [{ hex: 'A1', side: 'N', candidate: 'gray', confidence: 0.6 }],
    },
    {
      why: "between two hexes of one terrain a faint gray or green is the outline: a town's or a woods' side lies where it ends",
      edges: [
        edge('A1', ['clear', 'clear'], { candidate: 'gray', confidence: 0.6 }),
        edge('A2', ['hilltop', 'hilltop'], { candidate: 'green', confidence: 0.6 }),
      ],
      proposed: [],
      want: [],
    },
    {
      why: 'between two slopes a faint brown is still doubted: a ridge has slopes on both sides (000 note R)',
      edges: [edge('A1', ['slope', 'slope'], { candidate: 'brown', confidence: 0.6 })],
      proposed: [],
      want: [{ hex: 'A1', side: 'N', candidate: 'brown', confidence: 0.6 }],
    },
    {
      why: 'no doubt, no prediction: nothing',
      edges: [edge('A1', ['clear', 'woods'])],
      proposed: [],
      want: [],
    },
    {
      why: 'a doubt about a symbol the edge carries is none',
      edges: [edge('A1', ['clear', 'woods'], { candidate: 'green', confidence: 0.6 })],
      proposed: [stroke('A1', 'green')],
      want: [],
    },
    {
      why: 'two doubts on one edge (a guessed colour and a printed ink): the edge is given once, with the most doubtful',
      edges: [
        edge('A1', ['town', 'clear'], { candidate: 'green', confidence: 0.8 }, { candidate: 'gray', confidence: 0.5 }),
      ],
      proposed: [],
      want: [{ hex: 'A1', side: 'N', candidate: 'gray', confidence: 0.5 }],
    },
    {
      why: 'a printed ink doubted on an edge that carries that symbol in its guessed colour is no doubt',
      edges: [
        edge('A1', ['town', 'clear'], { candidate: 'gray', confidence: 0.5 }, { candidate: 'brown', confidence: 0.7 }),
      ],
      proposed: [stroke('A1', 'gray')],
      want: [{ hex: 'A1', side: 'N', candidate: 'brown', confidence: 0.7 }],
    },
  ] as const)('$why', ({ edges, proposed, want }) => {
    expect(absencesOf(edges, proposed, []).absences).toEqual(want);
  });

  test('the fills predict a symbol: one edge of many town/clear edges without the gray side is doubted', () => {
    const n = MIN_PREDICTING_EDGES * 2;
    const edges = Array.from({ length: n }, (_, i) => edge(`A${i + 1}`, ['town', 'clear']));
    const proposed = edges.slice(1).map((e) => stroke(e.hex, 'gray'));
    const { absences } = absencesOf(edges, proposed, []);
    expect(absences).toEqual([
      { hex: 'A1', side: 'N', candidate: 'gray', confidence: Math.round((1.5 - (n - 1) / n) * 1000) / 1000 },
    ]);
  });

  test('too few edges between two terrains predict nothing', () => {
    const edges = Array.from({ length: MIN_PREDICTING_EDGES - 1 }, (_, i) => edge(`A${i + 1}`, ['town', 'clear']));
    expect(
      absencesOf(
        edges,
        edges.slice(1).map((e) => stroke(e.hex, 'gray')),
        [],
      ).absences,
    ).toEqual([]);
  });

  test('a stroke missed on purpose leaves the proposals and is an absence at 0.5', () => {
    const edges = [edge('A1', ['clear', 'clear']), edge('A2', ['clear', 'clear'])];
    const { hexsides, absences } = absencesOf(
      edges,
      [stroke('A1', 'brown'), stroke('A2', 'gray')],
      [{ hex: 'A1', side: 'N' }],
    );
    expect(hexsides).toEqual([stroke('A2', 'gray')]);
    expect(absences).toEqual([{ hex: 'A1', side: 'N', candidate: 'brown', confidence: 0.5 }]);
  });
});
