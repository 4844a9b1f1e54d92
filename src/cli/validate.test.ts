import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, test } from 'vitest';

import { run } from './main.ts';
import { captureIO as fakeIO, hexlosProcess, REPO_ROOT } from './testing.ts';

const ROOT = REPO_ROOT;

const dir = mkdtempSync(join(tmpdir(), 'hexlos-validate-'));
const write = (name: string, value: unknown): string => {
  const path = join(dir, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value, null, 2));
  return path;
};

const BROKEN = write('broken.json', {
  format: 'hexlos-board/1',
  id: 'broken',
  grid: { columns: 12, rows: 10 },
  hexes: { C4: { terrain: 'forest' }, Z99: { terrain: 'woods' }, D4: { terrain: 'gully', level: 'S1' } },
  hexsides: [{ hex: 'C4', side: 'E', symbol: 'green' }],
});

const samples = readdirSync(join(ROOT, 'boards')).filter((f) => f.endsWith('.json'));

describe('hexlos validate (docs/cli.md#hexlos-validate-board-or-map)', () => {
  test.each(samples)('boards/%s is valid: exit 0, --json { valid, errors, warnings }', async (file) => {
    const io = fakeIO();
    expect(await run(['validate', `boards/${file}`, '--json'], io)).toBe(0);
    expect(JSON.parse(io.out())).toEqual({ valid: true, errors: [], warnings: [] });
  });

  test('a broken board: exit 1 and every error with its JSON path and hex', async () => {
    const io = fakeIO();
    expect(await run(['validate', BROKEN, '--json'], io)).toBe(1);
    const doc = JSON.parse(io.out());
    expect(doc.valid).toBe(false);
    expect(doc.warnings).toEqual([]);
    expect(doc.error).toMatch(/not a valid board or map \(4 errors\)/);
    expect(doc.errors).toEqual([
      { path: 'hexes.C4.terrain', hex: 'C4', message: expect.stringMatching(/unknown terrain "forest"/) },
      { path: 'hexsides[0].side', hex: 'C4', message: expect.stringMatching(/unknown side "E"/) },
      { path: 'hexes.Z99', hex: 'Z99', message: expect.stringMatching(/outside the grid/) },
      { path: 'hexes.D4.level', hex: 'D4', message: expect.stringMatching(/gully's level must be G/) },
    ]);
  });

  test('without --json, errors go to stderr naming the file, path and hex', async () => {
    const io = fakeIO();
    expect(await run(['validate', BROKEN], io)).toBe(1);
    expect(io.out()).toBe('');
    const lines = io.err().trim().split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toBe(
      `  error: ${BROKEN}: hexes.C4.terrain: hex C4: ${JSON.parse(await jsonOf(BROKEN)).errors[0].message}`,
    );
  });

  test('warnings are printed and the exit is still 0', async () => {
    const file = write('warned.json', {
      format: 'hexlos-board/1',
      id: 'w',
      grid: { columns: 4, rows: 4 },
      hexsides: [{ hex: 'A1', side: 'N', symbol: 'orange' }],
    });
    const io = fakeIO();
    expect(await run(['validate', file], io)).toBe(0);
    expect(io.out()).toMatch(
      /valid panzerblitz board "w" \(4 × 4, 16 hexes\), 1 warning\n {2}warning: .*hexsides\[0\]: hex A1: orange hexside on the board's outer edge/,
    );
  });

  test('a map with a broken board names the board file and the path inside it', async () => {
    write('good.json', { format: 'hexlos-board/1', id: 'good', grid: { columns: 33, rows: 10 } });
    const map = write('map.json', {
      format: 'hexlos-map/1',
      id: 'map',
      boards: [
        { name: '1', board: 'good.json', column: 0, row: 0 },
        { name: '2', board: 'broken.json', column: 32, row: 0, turned: true },
        { name: '3', board: 'ridge-and-river', column: 64, row: 0 },
      ],
    });
    const io = fakeIO();
    expect(await run(['validate', map, '--json'], io)).toBe(1);
    expect(JSON.parse(io.out()).errors[0]).toEqual({
      path: 'boards[1].board#hexes.C4.terrain',
      hex: 'C4',
      message: expect.stringMatching(/^in board "broken.json": unknown terrain "forest"/),
    });
  });

  test.each([
    { args: ['validate'], exit: 2, why: 'no file' },
    { args: ['validate', 'a.json', 'b.json'], exit: 2, why: 'two files' },
    { args: ['validate', 'a.json', '--strict'], exit: 2, why: 'an unknown option' },
    { args: ['validate', 'no-such-file.json'], exit: 1, why: 'a file that does not exist is invalid input' },
  ])('$why: exit $exit', async ({ args, exit }) => {
    expect(await run(args, fakeIO())).toBe(exit);
  });

  test('a syntax error is reported with its line and column', async () => {
    const io = fakeIO();
    expect(
      await run(
        ['validate', write('syntax.json', '{\n  "format": "hexlos-board/1",\n  "id": "x"\n  "grid": {}\n}'), '--json'],
        io,
      ),
    ).toBe(1);
    expect(JSON.parse(io.out()).errors).toEqual([
      { path: '', message: 'line 4, column 3: expected "," or "}", found """' },
    ]);
  });

  test('the real command: npx hexlos validate prints every error and exits 1; a sample exits 0', () => {
    const bad = hexlosProcess(['validate', BROKEN]);
    expect(bad.status).toBe(1);
    for (const path of ['hexes.C4.terrain', 'hexsides[0].side', 'hexes.Z99', 'hexes.D4.level'])
      expect(bad.stderr).toContain(`: ${path}: `);
    const good = hexlosProcess(['validate', 'boards/ridge-and-river.json']);
    expect(good.status).toBe(0);
    expect(good.stdout).toMatch(/valid panzerblitz board "Ridge and River" \(33 × 10, 330 hexes\), 0 warnings/);
  });
});

async function jsonOf(path: string): Promise<string> {
  const io = fakeIO();
  await run(['validate', path, '--json'], io);
  return io.out();
}
