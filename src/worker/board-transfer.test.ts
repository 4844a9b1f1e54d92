// The board's packing for the trip from the worker to the page is transport
// only: every bundled board and map, and the format's largest board, arrive
// equal to what the loader built.

import { describe, expect, test } from 'vitest';

import { loadBoardOrMap } from '../board/parse.ts';
import type { Board } from '../engine/types.ts';
import { packBoard, packLoadAnswer, unpackBoard, unpackBoardNow, unpackLoadAnswer } from './board-transfer.ts';
import { bundledBoardList, loadBundledBoard } from './boards.ts';
import { EngineShell } from './engine-api.ts';

const letters = (c: number): string => String.fromCharCode(65 + (c % 26)).repeat(Math.floor(c / 26) + 1);

async function largest(): Promise<Board> {
  const hexes: Record<string, unknown> = {};
  const terrains = ['woods', 'hilltop', 'slope', 'town', 'clear', 'road', 'gully'];
  for (let c = 0; c < 200; c++)
    for (let r = 0; r < 200; r++)
      if ((c * 7 + r * 3) % 5 === 0) hexes[`${letters(c)}${r + 1}`] = { terrain: terrains[(c + r) % terrains.length] };
  hexes.A1 = { terrain: 'clear', note: 'a note' };
  const hexsides = [
    { hex: 'C3', side: 'SE', symbol: 'orange' },
    { hex: 'C3', side: 'N', symbol: 'green' },
  ];
  const loaded = await loadBoardOrMap(
    { format: 'hexlos-board/1', id: 'largest', name: 'Largest', grid: { columns: 200, rows: 200 }, hexes, hexsides },
    async () => ({}),
  );
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors.slice(0, 3)));
  return loaded.board;
}

describe('packBoard / unpackBoard', () => {
  test.each(bundledBoardList().map((b) => b.id))('bundled %s arrives equal, across structured clone', async (id) => {
    const loaded = await loadBundledBoard(id);
    if (!loaded.ok) throw new Error(id);
    const arrived = unpackBoardNow(structuredClone(packBoard(loaded.board)));
    expect(arrived).toEqual(loaded.board);
    expect([...arrived.cells.keys()]).toEqual([...loaded.board.cells.keys()]);
    expect([...arrived.labels]).toEqual([...loaded.board.labels]);
    expect([...arrived.edges]).toEqual([...loaded.board.edges]);
  });

  test('the largest board (200 × 200) arrives equal, rebuilt in steps', async () => {
    const board = await largest();
    const arrived = await unpackBoard(structuredClone(packBoard(board)));
    expect(arrived).toEqual(board);
    expect([...arrived.labels]).toEqual([...board.labels]);
  });

  test('a load answer: the board packed and unpacked, errors as they are', async () => {
    const shell = new EngineShell();
    const answer = await shell.loadBundled(bundledBoardList()[0].id);
    expect(await unpackLoadAnswer(structuredClone(packLoadAnswer(answer)))).toEqual(answer);
    const bad = await shell.loadFiles([{ name: 'bad.json', text: '{' }]);
    expect(packLoadAnswer(bad)).toBe(bad);
  });
});
