// Where a map's `board` entry is looked for on disk (docs/board-format.md, maps):
// the file as named beside the map, then that name with `.json`, then the
// bundled board of that id; and the bundled boards are the package's own,
// found from its root wherever this code runs from.

import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, test } from 'vitest';

import { BUNDLED_BOARDS_DIR, loadBoardFile } from './node-io.ts';

const dir = mkdtempSync(join(tmpdir(), 'hexlos-node-io-'));
const board = (id: string, columns: number) =>
  JSON.stringify({ format: 'hexlos-board/1', id, name: id, grid: { columns, rows: 4 } });
writeFileSync(join(dir, 'plain.json'), board('plain-json', 4));
writeFileSync(join(dir, 'twin'), board('twin-bare', 6));
writeFileSync(join(dir, 'twin.json'), board('twin-json', 8));
// Shadows the bundled board of the same id: the file beside the map comes first.
writeFileSync(join(dir, 'lake-and-heights.json'), board('local-lake', 10));
mkdirSync(join(dir, 'sub'));
writeFileSync(join(dir, 'sub', 'nested.json'), board('nested', 12));
symlinkSync(join(BUNDLED_BOARDS_DIR, 'hill-country.json'), join(dir, 'escape.json'));

async function mapOf(ref: string) {
  const file = join(dir, `map-${Buffer.from(ref).toString('hex')}.json`);
  writeFileSync(
    file,
    JSON.stringify({ format: 'hexlos-map/1', id: 'm', boards: [{ name: '1', board: ref, column: 0, row: 0 }] }),
  );
  return loadBoardFile(file);
}

describe("a map's board entry", () => {
  test.each([
    { ref: 'plain.json', columns: 4, why: 'a file beside the map, named in full' },
    { ref: 'plain', columns: 4, why: 'NAME finds NAME.json beside the map' },
    { ref: 'twin', columns: 6, why: 'NAME itself before NAME.json' },
    { ref: 'twin.json', columns: 8, why: 'NAME.json named in full' },
    { ref: 'sub/nested', columns: 12, why: 'in a folder below the map, .json added' },
    { ref: 'lake-and-heights', columns: 10, why: 'a file beside the map before the bundled board' },
    { ref: 'ridge-and-river', columns: 33, why: 'neither beside the map: the bundled board' },
  ])('"$ref": $why', async ({ ref, columns }) => {
    const r = await mapOf(ref);
    expect(r.ok ? r.board.grid.columns : r.errors).toBe(columns);
  });

  test.each([
    { ref: 'nowhere', message: 'no board "nowhere": neither a file beside the map nor a bundled board' },
    {
      ref: 'escape',
      message:
        'cannot read board "escape": it leads outside the map\'s folder (a map may name only files in its own folder)',
    },
  ])('"$ref": an error at boards[0].board', async ({ ref, message }) => {
    const r = await mapOf(ref);
    expect(r.ok ? r.board.id : r.errors).toEqual([{ path: 'boards[0].board', message }]);
  });
});

describe('the bundled boards', () => {
  test("are the boards/ folder at the package's root", () => {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    expect(BUNDLED_BOARDS_DIR).toBe(join(root, 'boards/'));
    expect(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).name).toBe('hexlos');
    expect(existsSync(join(BUNDLED_BOARDS_DIR, 'three-boards.json'))).toBe(true);
  });
});
