// The drawing geometry is the engine's layout: every hex's corners are
// hexCornersBoard's, however they are computed.

import { describe, expect, test } from 'vitest';

import { loadBoardOrMap } from '../../board/parse.ts';
import { hexKey, neighbour } from '../../engine/hex/axial.ts';
import { BOARD_HEX_SIZE, hexCornersBoard } from '../../engine/hex/layout.ts';
import { SIDES } from '../../engine/types.ts';
import { boardGeometry, boardGeometryInSteps, knownGeometry } from './geometry.ts';

describe('boardGeometry', () => {
  test("corners are the engine layout's, for every hex of a board", async () => {
    const hexes = { C3: { terrain: 'road' }, C4: { terrain: 'road' }, E5: { terrain: 'hilltop' } };
    const loaded = await loadBoardOrMap(
      { format: 'hexlos-board/1', id: 'g', name: 'g', grid: { columns: 12, rows: 9 }, hexes },
      async () => ({}),
    );
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
    const geom = boardGeometry(loaded.board);
    expect(geom.cells.length).toBe(12 * 9);
    for (const g of geom.cells)
      expect(g.corners).toEqual(hexCornersBoard(g.cell.hex, BOARD_HEX_SIZE).flatMap((p) => [p.x, p.y]));
    // The outer edge: every side of a hex that has no neighbour on the board.
    const open = [...loaded.board.cells.values()].flatMap((c) =>
      SIDES.filter((side) => !loaded.board.cells.has(hexKey(neighbour(c.hex, side)))),
    );
    expect(geom.outline.length).toBe(open.length);
    expect(geom.links.length).toBeGreaterThan(0);
  });

  test("measured in steps, a big board's geometry equals the one measured at once", async () => {
    const hexes: Record<string, unknown> = {};
    for (let c = 0; c < 26; c++)
      for (let r = 0; r < 200; r += 4)
        hexes[`${String.fromCharCode(65 + c)}${r + 1}`] = { terrain: c % 3 === 0 ? 'road' : 'hilltop' };
    const loaded = await loadBoardOrMap(
      { format: 'hexlos-board/1', id: 'big', name: 'big', grid: { columns: 60, rows: 200 }, hexes },
      async () => ({}),
    );
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors.slice(0, 2)));
    expect(knownGeometry(loaded.board)).toBeUndefined();
    const stepped = await boardGeometryInSteps(loaded.board);
    expect(knownGeometry(loaded.board)).toBe(stepped);
    expect(stepped).toEqual(boardGeometry({ ...loaded.board }));
  });
});
