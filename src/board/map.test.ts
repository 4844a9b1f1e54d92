import { describe, expect, test } from 'vitest';

import { hexByLabel, labelOf, symbolsBetween } from '../engine/board-model.ts';
import { hexDistance, hexKey, neighbour } from '../engine/hex/axial.ts';
import { axialToOffset, offsetToAxial } from '../engine/hex/offset.ts';
import type { Axial, Board, HexCell, Side } from '../engine/types.ts';
import { turnConstant, turnHex } from './map.ts';
import { loadBoardOrMap, type LoadResult } from './parse.ts';

/** A PanzerBlitz-size board: 33 columns of 10, odd columns shifted (docs/board-format.md). */
const pbBoard = (id: string, hexes: Record<string, unknown> = {}, hexsides: unknown[] = []) => ({
  format: 'hexlos-board/1',
  id,
  grid: { columns: 33, rows: 10, shifted: 'odd', halfHexes: true },
  hexes,
  hexsides,
});

type Placement = { name: string; board: string; column: number; row: number; turned?: boolean };
const mapOf = (boards: Placement[]) => ({ format: 'hexlos-map/1', id: 'm', name: 'Test map', boards });

async function loadMap(boards: Placement[], files: Record<string, unknown>): Promise<LoadResult> {
  return loadBoardOrMap(mapOf(boards), async (ref) => (Object.hasOwn(files, ref) ? files[ref] : undefined));
}

const ok = (result: LoadResult): Board => {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.board;
};

const at = (board: Board, label: string): Axial => {
  const hex = hexByLabel(board, label);
  if (!hex) throw new Error(`no hex ${label}`);
  return hex;
};
const cell = (board: Board, label: string): HexCell => board.cells.get(hexKey(at(board, label))) as HexCell;

describe('turning a board 180° (docs/board-format.md: h → k − h)', () => {
  const grid = { columns: 33, rows: 10, shifted: 'odd' as const };
  const turned = (column: number, row: number) =>
    axialToOffset(turnHex(offsetToAxial({ column, row }, 'odd'), turnConstant(grid)), 'odd');

  // Even column (c, r) → (32 − c, rows − 1 − r); odd column → (32 − c, rows − 2 − r).
  test.each([
    { cell: [0, 0], to: [32, 9] },
    { cell: [32, 9], to: [0, 0] },
    { cell: [4, 3], to: [28, 6] },
    { cell: [1, 0], to: [31, 8] },
    { cell: [1, 9], to: [31, -1] },
    { cell: [31, 4], to: [1, 4] },
  ])('cell $cell lands on $to', ({ cell: [column, row], to: [c, r] }) => {
    expect(turned(column, row)).toEqual({ column: c, row: r });
  });

  test.each([
    { columns: 12, rows: 10, shifted: 'odd' as const },
    { columns: 12, rows: 10, shifted: 'even' as const },
    { columns: 8, rows: 5, shifted: 'even' as const },
  ])('$columns columns, $shifted shift: an even number of columns turns onto its own rectangle', (g) => {
    const k = turnConstant(g);
    const before = new Set<string>();
    const after = new Set<string>();
    for (let column = 0; column < g.columns; column++) {
      for (let row = 0; row < g.rows; row++) {
        before.add(`${column},${row}`);
        const t = axialToOffset(turnHex(offsetToAxial({ column, row }, g.shifted), k), g.shifted);
        after.add(`${t.column},${t.row}`);
      }
    }
    expect(after).toEqual(before);
  });

  test('turning twice is the identity', () => {
    const k = turnConstant(grid);
    for (const h of [
      { q: 0, r: 0 },
      { q: 5, r: -2 },
      { q: 32, r: -7 },
    ])
      expect(turnHex(turnHex(h, k), k)).toEqual(h);
  });
});

describe('maps of several boards', () => {
  test("end to end: the seam column is one hex with one label and the other board's label as an alias", async () => {
    const map = ok(
      await loadMap(
        [
          { name: '1', board: 'a', column: 0, row: 0 },
          { name: '2', board: 'b', column: 32, row: 0 },
        ],
        { a: pbBoard('a', { GG5: { terrain: 'wheatfield' } }), b: pbBoard('b', { A5: { terrain: 'wheatfield' } }) },
      ),
    );
    expect(map.cells.size).toBe(330 + 330 - 10);
    expect(map.grid).toMatchObject({ columns: 65, rows: 10, shifted: 'odd' });
    const seam = cell(map, '1-GG5');
    expect(seam).toMatchObject({ label: '1-GG5', aliases: ['2-A5'], terrain: 'wheatfield', column: 32, row: 4 });
    expect(at(map, '2-a5')).toEqual(seam.hex);
    expect(labelOf(map, seam.hex)).toBe('1-GG5');
    expect(map.parts).toEqual([
      { name: '1', boardId: 'a', column: 0, row: 0, turned: false },
      { name: '2', boardId: 'b', column: 32, row: 0, turned: false },
    ]);
  });

  test('the first board listed supplies a seam hex; different halves are a warning', async () => {
    const result = await loadMap(
      [
        { name: '1', board: 'a', column: 0, row: 0 },
        { name: '2', board: 'b', column: 32, row: 0 },
      ],
      { a: pbBoard('a', { GG5: { terrain: 'woods' } }), b: pbBoard('b', { A5: { terrain: 'swamp' } }) },
    );
    const map = ok(result);
    expect(cell(map, '2-A5').terrain).toBe('woods');
    expect(result.warnings).toEqual([
      expect.objectContaining({
        path: 'boards[1]',
        hex: '1-GG5',
        message: expect.stringMatching(/halves .* differ: woods on board "1", swamp on board "2"/),
      }),
    ]);
  });

  // Distances on the joined map (the engine measures in axial coordinates of the map).
  test.each([
    { from: '1-FF5', to: '2-B5', distance: 2, why: 'across the seam hex' },
    { from: '1-A5', to: '2-GG5', distance: 64, why: 'the length of two boards' },
    { from: '1-GG5', to: '2-A5', distance: 0, why: 'a seam hex and its alias' },
    { from: '1-A1', to: '2-GG10', distance: 64, why: 'corner to corner' },
  ])('distance $from → $to is $distance ($why)', async ({ from, to, distance }) => {
    const map = ok(
      await loadMap(
        [
          { name: '1', board: 'a', column: 0, row: 0 },
          { name: '2', board: 'a', column: 32, row: 0 },
        ],
        { a: pbBoard('a') },
      ),
    );
    expect(hexDistance(at(map, from), at(map, to))).toBe(distance);
  });

  test("side by side: the lower board starts below the upper one's half hexes; adjacent across the long edge", async () => {
    const map = ok(
      await loadMap(
        [
          { name: '1', board: 'a', column: 0, row: 0 },
          { name: '2', board: 'a', column: 0, row: 10 },
        ],
        { a: pbBoard('a') },
      ),
    );
    expect(map.cells.size).toBe(660);
    expect(hexDistance(at(map, '1-C10'), at(map, '2-C1'))).toBe(1);
    expect(hexDistance(at(map, '1-B10'), at(map, '2-B1'))).toBe(1);
    expect(hexDistance(at(map, '1-A1'), at(map, '2-A10'))).toBe(19);
  });

  test("a board turned 180° below another: its hanging half hexes join the upper board's", async () => {
    const map = ok(
      await loadMap(
        [
          { name: '1', board: 'a', column: 0, row: 0 },
          { name: '2', board: 'a', column: 0, row: 10, turned: true },
        ],
        { a: pbBoard('a') },
      ),
    );
    expect(map.cells.size).toBe(660 - 16);
    // Board 2's FF10 (odd column, bottom half hex) turns into the top half hex of map column 1.
    expect(cell(map, '1-B10').aliases).toEqual(['2-FF10']);
    expect(cell(map, '2-GG10').column).toBe(0);
    expect(cell(map, '2-A1')).toMatchObject({ column: 32, row: 19 });
  });

  // A symbol on side S of a hex lies on side turn(S) of the same hex after the turn (N ↔ S, NE ↔ SW, SE ↔ NW).
  test.each([
    { side: 'N', turnedSide: 'S' },
    { side: 'NE', turnedSide: 'SW' },
    { side: 'SE', turnedSide: 'NW' },
    { side: 'S', turnedSide: 'N' },
    { side: 'SW', turnedSide: 'NE' },
    { side: 'NW', turnedSide: 'SE' },
  ] as { side: Side; turnedSide: Side }[])(
    'a symbol on $side of a hex is on its $turnedSide after the turn',
    async ({ side, turnedSide }) => {
      const file = pbBoard('a', { E5: { terrain: 'woods' } }, [{ hex: 'E5', side, symbol: 'green' }]);
      const map = ok(await loadMap([{ name: 'T', board: 'a', column: 0, row: 0, turned: true }], { a: file }));
      const hex = at(map, 'T-E5');
      expect(cell(map, 'T-E5').terrain).toBe('woods');
      expect(symbolsBetween(map, hex, neighbour(hex, turnedSide))).toEqual(['green']);
      expect(symbolsBetween(map, hex, neighbour(hex, side))).toEqual([]);
    },
  );

  test('a turned board at row 0 is renumbered so the top row is 0; its cells cover its rectangle turned', async () => {
    const map = ok(await loadMap([{ name: '3', board: 'a', column: 0, row: 0, turned: true }], { a: pbBoard('a') }));
    expect(map.grid).toMatchObject({ columns: 33, rows: 11 });
    expect(cell(map, '3-GG10')).toMatchObject({ column: 0, row: 1 });
    expect(cell(map, '3-FF10')).toMatchObject({ column: 1, row: 0 });
  });

  test('hexsides of both boards merge on a seam edge, each symbol once', async () => {
    const a = pbBoard('a', {}, [{ hex: 'GG5', side: 'N', symbol: 'green' }]);
    const b = pbBoard('b', {}, [
      { hex: 'A5', side: 'N', symbol: 'green' },
      { hex: 'A5', side: 'S', symbol: 'river' },
    ]);
    const result = await loadMap(
      [
        { name: '1', board: 'a', column: 0, row: 0 },
        { name: '2', board: 'b', column: 32, row: 0 },
      ],
      { a, b },
    );
    const map = ok(result);
    const seam = at(map, '1-GG5');
    expect(symbolsBetween(map, seam, neighbour(seam, 'N'))).toEqual(['green']);
    expect(symbolsBetween(map, seam, neighbour(seam, 'S'))).toEqual(['river']);
    // Seam edges are inside the map: no outer-edge warnings, no "given twice" across boards.
    expect(result.warnings.filter((w) => /outer edge|twice/.test(w.message))).toEqual([]);
  });

  test('singleHex defaults are computed on the joined map', async () => {
    const files = {
      a: pbBoard('a', { GG5: { terrain: 'woods' } }),
      b: pbBoard('b', { A5: { terrain: 'woods' }, B5: { terrain: 'woods' } }),
    };
    const alone = ok(await loadBoardOrMap(files.a, async () => undefined));
    expect(cell(alone, 'GG5').singleHex).toBe(true);
    const map = ok(
      await loadMap(
        [
          { name: '1', board: 'a', column: 0, row: 0 },
          { name: '2', board: 'b', column: 32, row: 0 },
        ],
        files,
      ),
    );
    expect(cell(map, '1-GG5').singleHex).toBe(false);
  });

  // Each row: a map, its boards, and the errors expected.
  test.each([
    {
      why: 'an odd column',
      boards: [{ name: '1', board: 'a', column: 31, row: 0 }],
      errors: [{ path: 'boards[0].column', message: /must be even/ }],
    },
    {
      why: 'two boards with one name (labels would clash)',
      boards: [
        { name: 'x', board: 'a', column: 0, row: 0 },
        { name: 'X', board: 'a', column: 32, row: 0 },
      ],
      errors: [{ path: 'boards[1].name', message: /already used by boards\[0\]/ }],
    },
    {
      why: 'a name with a hyphen',
      boards: [{ name: 'a-1', board: 'a', column: 0, row: 0 }],
      errors: [{ path: 'boards[0].name', message: /letters and digits only/ }],
    },
    {
      why: 'a board that is not found',
      boards: [{ name: '1', board: 'nowhere', column: 0, row: 0 }],
      errors: [{ path: 'boards[0].board', message: /no board "nowhere"/ }],
    },
    {
      why: 'errors inside a board are located in that board',
      boards: [{ name: '1', board: 'broken', column: 0, row: 0 }],
      errors: [
        { path: 'boards[0].board#hexes.C4.terrain', hex: 'C4', message: /in board "broken": unknown terrain "forest"/ },
      ],
    },
    {
      why: 'a map inside a map',
      boards: [{ name: '1', board: 'nested', column: 0, row: 0 }],
      errors: [{ path: 'boards[0].board#format', message: /map of several boards/ }],
    },
    {
      why: 'boards of different families',
      boards: [
        { name: '1', board: 'a', column: 0, row: 0 },
        { name: '2', board: 'tagg', column: 32, row: 0 },
      ],
      errors: [{ path: 'boards[1].board', message: /elevation board; the map's first board is panzerblitz/ }],
    },
    {
      why: 'a board that cannot be read',
      boards: [{ name: '1', board: 'throws', column: 0, row: 0 }],
      errors: [{ path: 'boards[0].board', message: /cannot read board "throws": disk on fire/ }],
    },
    {
      why: 'no boards',
      boards: [],
      errors: [{ path: 'boards', message: /at least 1/ }],
    },
  ])('$why', async ({ boards, errors }) => {
    const files: Record<string, unknown> = {
      a: pbBoard('a'),
      broken: pbBoard('broken', { C4: { terrain: 'forest' } }),
      nested: mapOf([]),
      tagg: { ...pbBoard('tagg'), family: 'elevation' },
    };
    const result = await loadBoardOrMap(mapOf(boards), async (ref) => {
      if (ref === 'throws') throw new Error('disk on fire');
      return Object.hasOwn(files, ref) ? files[ref] : undefined;
    });
    expect(result.ok).toBe(false);
    const found = result.ok ? [] : result.errors;
    expect(found).toHaveLength(errors.length);
    errors.forEach((e, i) => {
      expect(found[i]).toMatchObject({ path: e.path, ...('hex' in e ? { hex: e.hex } : {}) });
      expect(found[i].message).toMatch(e.message);
    });
  });
});
