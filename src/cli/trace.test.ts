import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, test } from 'vitest';

import { cellLabel, offsetToAxial, axialToOffset } from '../engine/hex/offset.ts';
import { run } from './main.ts';
import { captureIO as fakeIO } from './testing.ts';

async function traceJson(board: string, from: string, to: string) {
  const io = fakeIO();
  const exit = await run(['trace', board, from, to, '--json'], io);
  expect(exit).toBe(0);
  return JSON.parse(io.out());
}

const asSets = (steps: string[][]) => steps.map((s) => [...s].sort());

describe('hexlos trace (docs/cli.md#hexlos-trace-board-from-to)', () => {
  test('C2 → G5 on a sample board: the steps of docs/cli.md#hexlos-los-board-from-to example, in labels', async () => {
    const out = await traceJson('boards/ridge-and-river.json', 'C2', 'G5');
    expect(out.from).toBe('C2');
    expect(out.to).toBe('G5');
    expect(out.range).toBe(5);
    expect(asSets(out.steps)).toEqual([['C2'], ['D2'], ['D3', 'E3'], ['E4', 'F3'], ['F4'], ['G5']]);
    expect(out.routes).toEqual({ count: '3' });
    expect(out.sides).toHaveLength(5);
    expect(out.sides[0]).toEqual([['C2', 'D2']]);
    expect(out.sides[3].map((p: string[]) => p.join('-')).sort()).toEqual(['E4-F4', 'F3-F4']);
    expect(out.sides[4]).toEqual([['F4', 'G5']]);
  });

  // docs/geometry.md#worked-examples, from axial (0,0) placed at C2's hex.
  const origin = offsetToAxial({ column: 4, row: 4 }, 'odd');
  const label = (dq: number, dr: number) => cellLabel(axialToOffset({ q: origin.q + dq, r: origin.r + dr }, 'odd'));
  test.each([
    { target: [3, 0], range: 3, widths: [1, 1, 1, 1], routes: '1' },
    { target: [2, -1], range: 2, widths: [1, 2, 1], routes: '2' },
    { target: [4, -1], range: 4, widths: [1, 1, 2, 1, 1], routes: '2' },
    { target: [5, -1], range: 5, widths: [1, 1, 2, 2, 1, 1], routes: '3' },
    { target: [6, -3], range: 6, widths: [1, 2, 1, 2, 1, 2, 1], routes: '8' },
  ])(
    'docs/geometry.md: axial $target has range $range and $routes routes',
    async ({ target: [dq, dr], range, widths, routes }) => {
      const out = await traceJson('boards/ridge-and-river.json', label(0, 0), label(dq, dr));
      expect(out.range).toBe(range);
      expect(out.steps.map((s: string[]) => s.length)).toEqual(widths);
      expect(out.routes.count).toBe(routes);
    },
  );

  test('range 0: one step, one route, no sides', async () => {
    expect(await traceJson('boards/ridge-and-river.json', 'c4', 'C4')).toEqual({
      from: 'C4',
      to: 'C4',
      range: 0,
      steps: [['C4']],
      routes: { count: '1' },
      sides: [],
    });
  });

  test("on a map: board-prefixed labels, and a seam hex answers to either board's label", async () => {
    const out = await traceJson('boards/three-boards.json', '2-b10', '3-B2');
    expect(out.from).toBe('2-B10');
    const alias = await traceJson('boards/three-boards.json', '3-FF10', '3-B2');
    expect(alias.from).toBe('2-B10');
    expect(alias.steps).toEqual(out.steps);
  });

  test('route counts past 2^53 are exact decimal strings (a spine line across four boards)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hexlos-trace-'));
    const map = join(dir, 'four.json');
    const boards = [0, 1, 2, 3].map((i) => ({
      name: String(i + 1),
      board: 'lake-and-heights',
      column: 32 * i,
      row: 0,
    }));
    writeFileSync(map, JSON.stringify({ format: 'hexlos-map/1', id: 'four', boards }));
    // Axial (0,4) → (128, −60): range 128 along a spine inside the boards (row 5), 2^64 routes.
    const out = await traceJson(map, '1-A5', '4-GG5');
    expect(out.range).toBe(128);
    expect(out.routes.count).toBe((2n ** 64n).toString());
  });

  test('human text: range, steps and sides in labels', async () => {
    const io = fakeIO();
    expect(await run(['trace', 'boards/ridge-and-river.json', 'C2', 'G5'], io)).toBe(0);
    const text = io.out();
    expect(text).toMatch(/^C2 → G5: range 5, 3 routes\n/);
    expect(text).toMatch(/steps: C2 · D2 · (D3 or E3|E3 or D3) · (E4 or F3|F3 or E4) · F4 · G5\n/);
    expect(text).toMatch(/side 5: F4–G5\n$/);
  });

  test('a label not on the board: exit 1, the error names the label', async () => {
    const io = fakeIO();
    expect(await run(['trace', 'boards/ridge-and-river.json', 'C2', 'Z99', '--json'], io)).toBe(1);
    expect(JSON.parse(io.out())).toEqual({
      error: 'hex Z99 is not on board ridge-and-river (columns A–GG, rows 1–10)',
      errors: [{ path: '', hex: 'Z99', message: 'not on board ridge-and-river (columns A–GG, rows 1–10)' }],
    });
    const text = fakeIO();
    expect(await run(['trace', 'boards/three-boards.json', 'K7', '1-K7'], text)).toBe(1);
    expect(text.err()).toMatch(/hex K7 is not on map three-boards \(map labels start with a board name, like 1-K7\)/);
  });

  test.each([
    { args: ['trace', 'boards/ridge-and-river.json', 'C2'], exit: 2 },
    { args: ['trace', 'boards/ridge-and-river.json', 'C2', 'G5', '--rules', 'arvold'], exit: 2 },
    { args: ['trace', 'boards/nope.json', 'C2', 'G5'], exit: 1 },
  ])('$args: exit $exit', async ({ args, exit }) => {
    expect(await run(args, fakeIO())).toBe(exit);
  });
});
