import { readdirSync } from 'node:fs';

import { describe, expect, test } from 'vitest';

import { cellAt, hexByLabel } from '../engine/board-model.ts';
import { areAdjacent } from '../engine/hex/axial.ts';
import { SYMBOLS, TERRAINS, type Board } from '../engine/types.ts';
import { BUNDLED_BOARDS_DIR, loadBoardFile } from './node-io.ts';

const files = readdirSync(BUNDLED_BOARDS_DIR).filter((f) => f.endsWith('.json'));

async function load(file: string): Promise<Board> {
  const result = await loadBoardFile(`${BUNDLED_BOARDS_DIR}${file}`);
  if (!result.ok) throw new Error(`${file}: ${JSON.stringify(result.errors, null, 1)}`);
  expect(result.warnings).toEqual([]);
  return result.board;
}

const at = (board: Board, label: string) => {
  const hex = hexByLabel(board, label);
  if (!hex) throw new Error(`no ${label}`);
  return hex;
};

describe('sample boards (boards/)', () => {
  test.each(files)('%s loads with no errors and no warnings; its id is its file name', async (file) => {
    const board = await load(file);
    expect(`${board.id}.json`).toBe(file);
  });

  test('Ridge and River: a full PanzerBlitz board using every terrain type and every hexside colour', async () => {
    const board = await load('ridge-and-river.json');
    expect(board.grid).toEqual({ columns: 33, rows: 10, shifted: 'odd', firstRow: 1, halfHexes: true });
    expect(board.family).toBe('panzerblitz');
    const terrains = new Set([...board.cells.values()].map((c) => c.terrain));
    // A gully crossed by a road or railroad resolves to clear (000 gullies C); plain gully hexes remain.
    expect([...TERRAINS].filter((t) => !terrains.has(t))).toEqual([]);
    const symbols = new Set([...board.edges.values()].flat());
    expect(SYMBOLS.filter((s) => !symbols.has(s))).toEqual(['slope', 'extreme-slope']);
    const crossing = [...board.cells.values()].filter((c) => c.terrain === 'clear' && c.note?.includes('gullies C'));
    expect(crossing.map((c) => c.label).sort()).toEqual(['M8', 'M9']);
    expect(cellAt(board, at(board, 'P4'))?.singleHex).toBe(true);
  });

  test('Hill Country: elevation numbers 1..8, forest, orchard and town, slope and extreme-slope hexsides', async () => {
    const board = await load('hill-country.json');
    expect(board.family).toBe('elevation');
    const elevations = [...board.cells.values()].map((c) => c.elevation);
    expect([Math.min(...elevations), Math.max(...elevations)]).toEqual([1, 8]);
    const cells = [...board.cells.values()];
    expect(cells.some((c) => c.terrain === 'woods')).toBe(true);
    expect(cells.some((c) => c.terrain === 'town')).toBe(true);
    expect(cells.some((c) => c.features.includes('orchard'))).toBe(true);
    expect(new Set([...board.edges.values()].flat())).toEqual(new Set(['slope', 'extreme-slope']));
  });

  test('Three boards: the river and the gully run on across both seams', async () => {
    const map = await load('three-boards.json');
    expect(map.parts?.map((p) => [p.name, p.boardId, p.turned])).toEqual([
      ['1', 'ridge-and-river', false],
      ['2', 'lake-and-heights', false],
      ['3', 'ridge-and-river', true],
    ]);
    expect(map.cells.size).toBe(3 * 330 - 16);
    const terrainOf = (label: string) => cellAt(map, at(map, label))?.terrain;
    for (const [upper, lower] of [
      ['1-S10', '2-S1'],
      ['1-M10', '2-M1'],
      ['2-O10', '3-S10'],
      ['2-U10', '3-M10'],
    ]) {
      expect(areAdjacent(at(map, upper), at(map, lower))).toBe(true);
      expect(terrainOf(upper)).toBe(terrainOf(lower));
    }
  });
});
