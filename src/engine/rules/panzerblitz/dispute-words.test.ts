// The "2/3 of the distance" dispute in this line's own words (000 notes E and
// F; docs/rules.md#disputed-readings): the dispute line names the side the
// two readings judge apart and where each puts it, not a generic example.

import { describe, expect, test } from 'vitest';

import { hexByLabel } from '../../board-model.ts';
import { buildBoard } from '../../testing/build-board.ts';
import { evaluateLos } from '../index.ts';
import type { Readings } from '../readings.ts';

// One column C, rows 2 to 8; side k of 6 from C2 is the south side of C(k+1).
const board = (hill: string, k: number) =>
  buildBoard({ columns: 5, rows: 10, hexes: { [hill]: 'hilltop2' }, hexsides: [`C${k + 1} S orange`] });

describe.each([
  {
    name: 'H2→G r6, orange side 4: E from the middle is 7/12 (short of 2/3); counted whole, 4/6 = 2/3',
    source: '000 note E',
    hill: 'C2',
    k: 4,
    inForce: 'centre' as Readings['twoThirds'],
    visible: true,
    says: 'whole sides counted from the level 2 hilltop: side 4 of 6 lies 2/3 of the way from it',
  },
  {
    name: 'the same line under whole sides: the dispute gives the middle of the side',
    source: '000 note E',
    hill: 'C2',
    k: 4,
    inForce: 'whole-sides' as Readings['twoThirds'],
    visible: false,
    says: 'each side counts from its middle: side 4 of 6 lies 7/12 of the way',
  },
  {
    name: 'G→H2 r6, orange side 3 (the converse, note F): 5/12 from the firer; whole sides, 4/6 from the hilltop',
    source: '000 notes F and K',
    hill: 'C8',
    k: 3,
    inForce: 'centre' as Readings['twoThirds'],
    visible: true,
    says: 'whole sides counted from the level 2 hilltop: side 3 of 6 lies 2/3 of the way from it',
  },
])('$name ($source)', ({ hill, k, inForce, visible, says }) => {
  test('the dispute names this side', () => {
    const b = board(hill, k);
    const result = evaluateLos(b, {
      from: hexByLabel(b, 'C2')!,
      to: hexByLabel(b, 'C8')!,
      rules: 'arvold',
      readings: { twoThirds: inForce },
    });
    expect(result.visible).toBe(visible);
    const dispute = result.disputes?.find((d) => d.reading === 'twoThirds');
    expect(dispute?.visible).toBe(!visible);
    expect(dispute?.text).toContain(`(${says})`);
    expect(dispute?.text).not.toContain('2nd side of 3');
  });
});
