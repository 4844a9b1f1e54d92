// The readings offered on 2026-11-27 on the bundled boards (docs/rules.md#disputed-readings): the lines each turns,
// pinned, with their converses; the bundled boards have no single-hex woods or town, so originalSingleHex turns none.

import { describe, expect, test } from 'vitest';

import { hexByLabel } from '../engine/board-model.ts';
import { evaluateLos, isVisible } from '../engine/rules/index.ts';
import { isSingleHexObstacle } from '../engine/rules/panzerblitz/context.ts';
import type { Readings } from '../engine/rules/readings.ts';
import type { Board } from '../engine/types.ts';
import { loadBoardFile } from './node-io.ts';

async function bundled(id: string): Promise<Board> {
  const loaded = await loadBoardFile(new URL(`../../boards/${id}.json`, import.meta.url).pathname);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
  return loaded.board;
}

const rows = [
  // 001, Town/Woods Hex: the hilltop E6 and Y8 beyond the town/woods hex X7.
  { board: 'ridge-and-river', from: 'E6', to: 'Y8', rules: 'arvold', reading: { townWoods: 'printed' } },
  { board: 'ridge-and-river', from: 'Y8', to: 'E6', rules: 'arvold', reading: { townWoods: 'printed' } },
  { board: 'ridge-and-river', from: 'E6', to: 'Y8', rules: 'original', reading: { townWoods: 'printed' } },
  // 000 L, cases G–J: the level 1 slope 1-D1 and the level 2 hilltop 3-F3 across another level 2 hill.
  { board: 'three-boards', from: '1-D1', to: '3-F3', rules: 'arvold', reading: { level1PurpleL: 'counted' } },
  { board: 'three-boards', from: '3-F3', to: '1-D1', rules: 'arvold', reading: { level1PurpleL: 'counted' } },
] as const;

describe('bundled boards under the readings offered', () => {
  test.each(rows)(
    '$board $rules $from → $to: CLEAR by default, BLOCKED under $reading, offered both ways',
    async (row) => {
      const board = await bundled(row.board);
      const query = { from: hexByLabel(board, row.from)!, to: hexByLabel(board, row.to)!, rules: row.rules };
      const readings = row.reading as Partial<Readings>;
      const [id, value] = Object.entries(readings)[0];
      const byDefault = evaluateLos(board, query);
      const other = evaluateLos(board, { ...query, readings });
      expect([byDefault.visible, other.visible]).toEqual([true, false]);
      expect(isVisible(board, { ...query, readings })).toBe(false);
      expect(byDefault.disputes?.filter((d) => d.reading === id).map((d) => [d.value, d.visible])).toEqual([
        [value, false],
      ]);
      expect(other.disputes?.filter((d) => d.reading === id).map((d) => d.visible)).toEqual([true]);
    },
  );

  test.each(['ridge-and-river', 'lake-and-heights', 'hill-country', 'three-boards'])(
    '%s has no single-hex woods or town: originalSingleHex has nothing to judge',
    async (id) => {
      const board = await bundled(id);
      const singles = [...board.cells.values()].filter(
        (c) => isSingleHexObstacle(c) && (c.terrain === 'woods' || c.terrain === 'town'),
      );
      expect(singles.map((c) => c.label)).toEqual([]);
    },
  );
});
