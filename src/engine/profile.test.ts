// The side view's data: heights read from the board along the traced steps
// (000's heights for PanzerBlitz levels and obstacles, elevation numbers for
// Tagg), and the deciding places taken from the result, never decided here.

import { describe, expect, test } from 'vitest';

import { hexByLabel } from './board-model.ts';
import { losProfile } from './profile.ts';
import type { RuleSetId } from './rules/ids.ts';
import { evaluateLos } from './rules/index.ts';
import { buildBoard } from './testing/build-board.ts';
import type { Board } from './types.ts';

function profileOf(board: Board, from: string, to: string, rules: RuleSetId = 'arvold') {
  const result = evaluateLos(board, {
    from: hexByLabel(board, from)!,
    to: hexByLabel(board, to)!,
    rules,
    trace: 'hex',
  });
  return { result, profile: losProfile(board, result) };
}

describe('side view of a line', () => {
  test('ground in metres by level, and a brown spine blocking where the result says (000 heights; note C)', () => {
    const board = buildBoard({ columns: 1, rows: 6, hexes: { A1: 'hilltop', A4: 'slope' }, hexsides: ['A4 N brown'] });
    const { result, profile } = profileOf(board, 'A1', 'A6');
    expect(profile.unit).toBe('m');
    expect(profile.steps.map((s) => s.hexes.map((h) => h.ground))).toEqual([[120], [0], [0], [55], [0], [0]]);
    expect(profile.sides).toHaveLength(1);
    expect(profile.sides[0]).toMatchObject({ at: 3, labels: ['A3', 'A4'], symbols: ['brown'], top: 65 });
    const decided = result.reasons.some((r) => r.kind === 'hexside');
    expect(profile.sides[0].blocking).toBe(decided);
  });

  test('a low side stands 15 m over its woods hex (000: low obstacles 10–20 m), blocking G to G (note O)', () => {
    const board = buildBoard({ columns: 1, rows: 5, hexes: { A3: 'woods' }, hexsides: ['A3 N green'] });
    const { result, profile } = profileOf(board, 'A1', 'A5');
    expect(result.visible).toBe(false);
    expect(profile.steps[2].hexes[0]).toMatchObject({ label: 'A3', ground: 0, top: 15 });
    expect(profile.sides.map((s) => [s.labels.join('|'), s.top, s.blocking])).toEqual([['A2|A3', 15, true]]);
  });

  test('a step with two candidate hexes shows both', () => {
    const board = buildBoard({ columns: 6, rows: 6 });
    const along = [...board.cells.values()]
      .map((c) => profileOf(board, 'C3', c.label))
      .find(({ result }) => result.steps.some((s) => s.length === 2))!;
    const { result, profile } = along;
    const two = result.steps.findIndex((s) => s.length === 2);
    expect(two).toBeGreaterThan(0);
    expect(profile.steps[two].hexes).toHaveLength(2);
  });

  test('elevation boards are drawn in elevation numbers, a forest adding 1 (002)', () => {
    const board = buildBoard({
      family: 'elevation',
      columns: 1,
      rows: 4,
      hexes: { A1: 3, A2: { elevation: 2, terrain: 'woods' }, A4: 1 },
    });
    const { profile } = profileOf(board, 'A1', 'A4', 'tagg');
    expect(profile.unit).toBe('elevation');
    expect(profile.steps.map((s) => s.hexes[0].ground)).toEqual([3, 2, 0, 1]);
    expect(profile.steps[1].hexes[0].top).toBe(3);
  });

  // Ridge and River's F3 → J3 in small: a level 2 hilltop over its own purple rim and an orange side short of 2/3
  // of the way, into a gully. The verdict is CLEAR by note E's 2/3 rule; the picture must say so, not show a sight
  // line through two spines.
  const TWO_THIRDS_LINE = {
    columns: 1,
    rows: 5,
    hexes: { A1: 'hilltop2', A2: 'hilltop', A3: 'hilltop', A5: 'gully' },
    hexsides: ['A1 S purple', 'A3 S orange'],
  } as const;

  test('a CLEAR decided by the 2/3 rule: both spines drawn as passed, the mark drawn at 2/3 (000 E, L)', () => {
    const board = buildBoard(TWO_THIRDS_LINE);
    const { result, profile } = profileOf(board, 'A1', 'A5');
    expect(result.visible).toBe(true);
    expect(profile.sight).toMatchObject({ clear: true, from: 230, to: 10 });
    expect(profile.sides.map((s) => [s.labels.join('|'), s.state, s.top > s.sightAt])).toEqual([
      ['A1|A2', 'passed', true],
      ['A3|A4', 'passed', true],
    ]);
    expect(profile.marks).toEqual([
      {
        at: 8 / 3,
        words: '2/3',
        rule: 'note E',
        blocksTowards: 'target',
        markBlocks: true,
        says: '2/3 of the way (note E): a symbol blocks from here to the target',
      },
    ]);
    const orange = profile.key[profile.sides[1].key!];
    expect(orange).toMatchObject({ state: 'passed', places: ['A3–A4 orange'] });
    expect(orange.why).toBe('5/8 of the way, before the 2/3 mark (note E)');
  });

  test('the same line counting whole sides: the orange side blocks past the mark, and the line stops there (000 E, twoThirds)', () => {
    const board = buildBoard(TWO_THIRDS_LINE);
    const result = evaluateLos(board, {
      from: hexByLabel(board, 'A1')!,
      to: hexByLabel(board, 'A5')!,
      rules: 'arvold',
      trace: 'hex',
      readings: { twoThirds: 'whole-sides' },
    });
    const profile = losProfile(board, result);
    expect(result.visible).toBe(false);
    expect(profile.sight).toMatchObject({ clear: false, stoppedAt: 2.5 });
    expect(profile.sides.map((s) => [s.labels.join('|'), s.state])).toEqual([
      ['A1|A2', 'passed'],
      ['A3|A4', 'blocks'],
    ]);
    expect(profile.key[profile.sides[1].key!].why).toBe('3/4 of the way, past the 2/3 mark (note E)');
    // Drawn where it stands (2½ hexes out), marked where the reading counts it (3 hexes out).
    expect(profile.sides[1]).toMatchObject({ at: 3, measuredAt: 3, measuredWords: '3/4' });
    expect(profile.sides[0].measuredAt).toBeUndefined();
  });

  test('adjacent units: the side between them is passed by note M', () => {
    const board = buildBoard({ columns: 1, rows: 2, hexsides: ['A1 S purple'] });
    const { profile } = profileOf(board, 'A1', 'A2');
    expect(profile.sides.map((s) => s.state)).toEqual(['passed']);
    expect(profile.key[profile.sides[0].key!].why).toBe('adjacent units always see each other (note M)');
  });

  // 004: from a purple hilltop (level 4) to the ground, an orange side (height 2) clears only closer to the attacker
  // with the target at least 2 hexes from it.
  test.each([
    {
      side: 'A2 S orange',
      visible: true,
      state: 'passed',
      why: '3/10 of the way, before the midway mark; the target is 3 hexes from it, the table asks 2 (004, purple hilltop → ground)',
    },
    {
      side: 'A4 S orange',
      visible: false,
      state: 'blocks',
      why: '7/10 of the way, past the midway mark; the target is 1 hex from it, the table asks 2 (004, purple hilltop → ground)',
    },
  ])(
    'GameX: $side is $state, with the midway mark and the hexes the cell asks (004)',
    ({ side, visible, state, why }) => {
      const board = buildBoard({ columns: 1, rows: 6, hexes: { A1: 'hilltop2' }, hexsides: [side] });
      const { result, profile } = profileOf(board, 'A1', 'A6', 'tgx');
      expect(result.visible).toBe(visible);
      expect(profile.sides.map((s) => s.state)).toEqual([state]);
      expect(profile.marks.map((m) => [m.at, m.words, m.blocksTowards])).toEqual([[2.5, 'midway', 'target']]);
      expect(profile.key[profile.sides[0].key!].why).toBe(why);
    },
  );
});
