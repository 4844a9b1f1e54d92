// The distance marks the side view draws say what the rules decide: for every
// position rule with a mark (000 C–H, 003's C and D as printed), at every
// fraction of the way with a denominator up to 24, the mark's side and its own
// point block exactly where judge.ts's position rule does.

import { describe, expect, test } from 'vitest';

import { frac } from '../../fraction.ts';
import { distanceBlocks } from '../../profile.ts';
import { DISTANCE_MARKS } from './distance.ts';
import { positionRuleBlocksAt } from './judge.ts';
import type { PositionRule } from './table.ts';

const ROWS: readonly { rule: PositionRule; note: string }[] = [
  { rule: 'nearTarget', note: '000 C, G: closer to the target or exactly midway' },
  { rule: 'nearFirer', note: '000 D, H: closer to the firing unit or exactly midway' },
  { rule: 'closerTarget', note: "003's note C as printed: closer to the target unit" },
  { rule: 'closerFirer', note: "003's note D as printed: closer to the firing unit" },
  { rule: 'near1/3', note: '000 F: 1/3 or less of the distance' },
  { rule: 'far2/3', note: '000 E: at least 2/3 or more of the distance' },
];

describe('distance marks agree with the position rules', () => {
  test.each(ROWS)('$rule ($note)', ({ rule }) => {
    const mark = DISTANCE_MARKS[rule]!;
    for (let den = 1; den <= 24; den++)
      for (let num = 0; num <= den; num++)
        expect(distanceBlocks({ ...mark, at: frac(num, den) }), `${num}/${den}`).toBe(
          positionRuleBlocksAt(rule, num, den, false, false),
        );
  });

  test('every position rule that measures a distance has a mark, and none other', () => {
    expect(Object.keys(DISTANCE_MARKS).sort()).toEqual(ROWS.map((r) => r.rule).sort());
  });
});
