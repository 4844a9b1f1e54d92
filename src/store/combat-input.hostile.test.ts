// What is typed in the odds sheet is read by one
// strict grammar with bounds; nothing typed can throw out of the reader (a
// throw during render used to unmount the whole app).

import { describe, expect, test } from 'vitest';

import { parseBoard } from '../board/parse.ts';
import type { Board } from '../engine/types.ts';
import { readCombatInput } from './combat-input.ts';
import type { CombatFirerRow, CombatTargetInput } from './types.ts';

function testBoard(): Board {
  const loaded = parseBoard({ format: 'hexlos-board/1', id: 'odds-input', grid: { columns: 8, rows: 6 } });
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
  return loaded.board;
}
const board = testBoard();
const at = (label: string) => board.cells.get(board.labels.get(label)!)!.hex;

function reading(row: Partial<CombatFirerRow>, df: string) {
  const combatRows: CombatFirerRow[] = [{ id: 1, hex: '', af: '6', weaponClass: 'H', range: '8', ...row }];
  const combatTarget: CombatTargetInput = {
    df,
    armored: false,
    dispersed: false,
    overrun: false,
    indirect: false,
    observed: false,
  };
  return readCombatInput({
    board,
    firer: at('B2'),
    target: at('E4'),
    combatRows,
    combatTarget,
    rules: 'arvold',
    trace: 'hex',
    ruleSetInfos: [],
  });
}

const NINES = '9'.repeat(400);

describe('odds sheet numbers are bounded and validated', () => {
  test('400 nines in AF is a row problem, not a throw', () => {
    const r = reading({ af: NINES }, '3');
    expect(r.input).toBeUndefined();
    expect(r.rowProblems.get(1)).toMatch(/AF .* too large: at most 999/);
  });

  test('"1/" and 400 nines in DF is a problem, not a throw', () => {
    const r = reading({}, `1/${NINES}`);
    expect(r.input).toBeUndefined();
    expect(r.problem).toMatch(/DF .* too fine a fraction: the denominator may be at most 12/);
  });

  test.each([
    ['1e3', /not a number/],
    ['Infinity', /not a number/],
    ['0', /more than 0/],
    ['-3', /not a number/],
    ['1/0', /divides by zero/],
    ['1000', /at most 999/],
    ['1/13', /denominator/],
  ])('AF %s is refused with a message', (af, message) => {
    expect(reading({ af }, '3').rowProblems.get(1)).toMatch(message);
  });

  test.each([
    ['6.5', { n: 13, d: 2 }],
    ['6½', { n: 13, d: 2 }],
    ['6 1/2', { n: 13, d: 2 }],
    ['13/2', { n: 13, d: 2 }],
    [' 12 ', { n: 12, d: 1 }],
  ])('AF %s reads as an exact fraction', (af, value) => {
    expect(reading({ af }, '3').input?.firers[0].af).toEqual(value);
  });
});

describe('the range field takes only a whole number of hexes', () => {
  test.each(['0x10', '1e1', '3.0', '-1', '1000', NINES])('range %s is refused', (range) => {
    const r = reading({ range }, '3');
    expect(r.input).toBeUndefined();
    expect(r.rowProblems.get(1)).toMatch(/range/);
  });

  test('range 16 is read', () => {
    expect(reading({ range: '16' }, '3').input?.firers[0].range).toBe(16);
  });
});
