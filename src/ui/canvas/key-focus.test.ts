// Keyboard focus steps (key-focus.ts) on a small board, flat and turned.

import { describe, expect, test } from 'vitest';

import { parseBoard } from '../../board/parse.ts';
import { hexByLabel, labelOf } from '../../engine/board-model.ts';
import { stepFocus } from './key-focus.ts';
import type { ArrowKey } from './key-focus.ts';

const parsed = parseBoard({
  format: 'hexlos-board/1',
  id: 'keys',
  name: 'Keys',
  family: 'panzerblitz',
  grid: { columns: 4, rows: 3, shifted: 'odd' },
  defaultTerrain: 'clear',
  hexes: {},
  hexsides: [],
});
if (!parsed.ok) throw new Error('the test board does not parse');
const board = parsed.board;
const step = (from: string, key: ArrowKey, turned = false) =>
  labelOf(board, stepFocus(board, hexByLabel(board, from)!, key, turned));

describe('arrow keys move the focus hex by columns and rows as the screen shows them', () => {
  test.each([
    { from: 'B2', key: 'ArrowRight', turned: false, to: 'C2', why: 'right: next column, same row' },
    { from: 'B2', key: 'ArrowLeft', turned: false, to: 'A2', why: 'left: previous column' },
    { from: 'B2', key: 'ArrowUp', turned: false, to: 'B1', why: 'up: the row above' },
    { from: 'B2', key: 'ArrowDown', turned: false, to: 'B3', why: 'down: the row below' },
    { from: 'A1', key: 'ArrowLeft', turned: false, to: 'A1', why: 'the edge of the board holds the focus' },
    { from: 'A1', key: 'ArrowUp', turned: false, to: 'A1', why: 'the top edge too' },
    { from: 'B2', key: 'ArrowDown', turned: true, to: 'C2', why: 'turned clockwise: screen down is the next column' },
    { from: 'B2', key: 'ArrowRight', turned: true, to: 'B1', why: 'turned: screen right is the row above' },
    { from: 'B2', key: 'ArrowLeft', turned: true, to: 'B3', why: 'turned: screen left is the row below' },
    { from: 'B2', key: 'ArrowUp', turned: true, to: 'A2', why: 'turned: screen up is the previous column' },
  ] as const)('$why ($from → $to)', ({ from, key, turned, to }) => {
    expect(step(from, key, turned)).toBe(to);
  });

  test.each(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'] as const)('%s then its opposite comes back', (key) => {
    const back = {
      ArrowLeft: 'ArrowRight',
      ArrowRight: 'ArrowLeft',
      ArrowUp: 'ArrowDown',
      ArrowDown: 'ArrowUp',
    } as const;
    for (const turned of [false, true]) expect(step(step('B2', key, turned), back[key], turned)).toBe('B2');
  });
});
