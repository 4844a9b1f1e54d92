// Routes on a real board (docs/geometry.md#routes-stay-on-the-board).

import { describe, expect, test } from 'vitest';

import { hexByLabel, labelOf } from './board-model.ts';
import { traceOnBoard } from './board-trace.ts';
import { hexKey } from './hex/axial.ts';
import { traceHexes } from './hex/trace.ts';
import { buildBoard } from './testing/build-board.ts';
import type { Board } from './types.ts';

const at = (board: Board, label: string) => hexByLabel(board, label)!;
const labels = (board: Board, steps: readonly (readonly { q: number; r: number }[])[]) =>
  steps.map((s) => s.map((h) => labelOf(board, h)).sort());

describe('traceOnBoard', () => {
  test('inside the board it is the geometric trace', () => {
    const board = buildBoard({ columns: 12, rows: 10 });
    const t = traceOnBoard(board, at(board, 'C2'), at(board, 'G5'));
    expect(t).toEqual(traceHexes(at(board, 'C2'), at(board, 'G5')));
    expect(t.routeCount).toBe(3n);
  });

  test('along the top edge the hex beyond the edge is not a candidate', () => {
    const board = buildBoard({ columns: 12, rows: 10 });
    const geometric = traceHexes(at(board, 'A1'), at(board, 'G1'));
    expect(geometric.routeCount).toBe(8n);
    const t = traceOnBoard(board, at(board, 'A1'), at(board, 'G1'));
    expect(labels(board, t.steps)).toEqual([['A1'], ['B1'], ['C1'], ['D1'], ['E1'], ['F1'], ['G1']]);
    expect(t.routeCount).toBe(1n);
    expect(t.sides.flat().reduce((n, s) => n + s.routes, 0n)).toBe(BigInt(t.range));
  });

  test('across a gap between boards, where a whole step is off the board, the line crosses open table', () => {
    const full = buildBoard({ columns: 12, rows: 10 });
    // Take column F away: a map whose two boards leave a gap.
    const gap = [...full.cells.values()].filter((c) => c.column === 5).map((c) => c.key);
    const board: Board = { ...full, cells: new Map([...full.cells].filter(([k]) => !gap.includes(k))) };
    const from = at(full, 'C5');
    const to = at(full, 'I5');
    const t = traceOnBoard(board, from, to);
    const geometric = traceHexes(from, to);
    expect(t.range).toBe(geometric.range);
    expect(t.steps.map((s) => s.map(hexKey))).toEqual(
      geometric.steps.map((s) => {
        const on = s.filter((h) => board.cells.has(hexKey(h)));
        return (on.length ? on : s).map(hexKey);
      }),
    );
    expect(t.steps.some((s) => s.every((h) => !board.cells.has(hexKey(h))))).toBe(true);
  });
});
