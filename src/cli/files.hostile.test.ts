// Files are read one way everywhere (strict UTF-8, the
// same size limit, duplicate keys refused, located syntax errors), a map reads
// only boards in its own folder, and nothing from a file reaches the terminal
// as a control character.

import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, test } from 'vitest';

import { loadBoardFiles } from '../worker/boards.ts';
import { run } from './main.ts';
import { captureIO } from './testing.ts';

const dir = mkdtempSync(join(tmpdir(), 'hexlos-hostile-files-'));
const write = (name: string, content: string | Uint8Array): string => {
  const file = join(dir, name);
  writeFileSync(file, content);
  return file;
};

async function hexlos(...argv: string[]) {
  const io = captureIO();
  const code = await run(argv, io);
  return { code, out: io.out(), err: io.err() };
}

const boardDoc = (extra: Record<string, unknown> = {}) => ({
  format: 'hexlos-board/1',
  id: 'tiny',
  grid: { columns: 4, rows: 4 },
  ...extra,
});
const BOARD_TEXT = JSON.stringify(boardDoc());
const BOARD = write('tiny.json', BOARD_TEXT);

function utf16le(text: string): Uint8Array {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes[0] = 0xff;
  bytes[1] = 0xfe;
  for (let i = 0; i < text.length; i++) {
    bytes[2 + i * 2] = text.charCodeAt(i) & 0xff;
    bytes[3 + i * 2] = text.charCodeAt(i) >> 8;
  }
  return bytes;
}

describe('one strict decoder for the command line and the browser', () => {
  test('UTF-16 with a byte-order mark: the same refusal from the CLI and the browser loader', async () => {
    const bytes = utf16le(BOARD_TEXT);
    const cli = await hexlos('validate', write('utf16.json', bytes), '--json');
    expect(cli.code).toBe(1);
    const cliErrors = JSON.parse(cli.out).errors;
    expect(cliErrors[0].message).toMatch(/UTF-16 .*save it as UTF-8/);
    const browser = await loadBoardFiles([{ name: 'utf16.json', bytes }]);
    expect(browser.ok).toBe(false);
    if (!browser.ok) expect(browser.errors).toEqual(cliErrors);
  });

  test('a Latin-1 "é" is refused with its line and column, never turned into U+FFFD', async () => {
    const text = JSON.stringify(boardDoc({ name: 'Caf_' }), null, 2).replace('Caf_', 'Caf\u00e9');
    const latin1 = Uint8Array.from(text, (c) => c.charCodeAt(0));
    const cli = await hexlos('validate', write('latin1.json', latin1), '--json');
    expect(cli.code).toBe(1);
    const [error] = JSON.parse(cli.out).errors;
    const line = text.split('\n').findIndex((l) => l.includes('Caf')) + 1;
    const column = text.split('\n')[line - 1].indexOf('\u00e9') + 1;
    expect(error.message).toMatch(new RegExp(`^line ${line}, column ${column}: bytes that are not UTF-8 \\(0xE9`));
    const browser = await loadBoardFiles([{ name: 'latin1.json', bytes: latin1 }]);
    expect(browser.ok).toBe(false);
    if (!browser.ok) expect(browser.errors[0]).toEqual(error);
  });

  test('UTF-8 with a byte-order mark loads', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(BOARD_TEXT)]);
    expect((await hexlos('validate', write('bom.json', bytes))).code).toBe(0);
    expect((await loadBoardFiles([{ name: 'bom.json', bytes }])).ok).toBe(true);
  });
});

describe('expectation files are read like board files', () => {
  test('a key written twice is an error at its path', async () => {
    const file = write(
      'dup.json',
      '{"format":"hexlos-expect/1","cases":[{"from":"A1","to":"B2","visible":true,"visible":false}]}',
    );
    const r = await hexlos('check', BOARD, file, '--json');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out).errors[0]).toMatchObject({
      path: 'cases[0].visible',
      message: expect.stringMatching(/more than once/),
    });
  });

  test('a syntax error is located by line and column, in our words', async () => {
    const r = await hexlos(
      'check',
      BOARD,
      write('syntax.json', '{"format":"hexlos-expect/1",\n  "cases": [}'),
      '--json',
    );
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out).errors[0].message).toMatch(/^line 2, column 13: expected a value/);
  });

  test('a file over 5 MB is refused before it is read, and /dev/zero is not a file', async () => {
    const big = write('big.json', `{"format":"hexlos-expect/1","cases":[],"pad":"${'x'.repeat(6 * 1024 * 1024)}"}`);
    const r = await hexlos('check', BOARD, big, '--json');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out).errors[0].message).toMatch(/at most 5 MB/);
    const zero = await hexlos('check', BOARD, '/dev/zero', '--json');
    expect(zero.code).toBe(1);
    expect(JSON.parse(zero.out).errors[0].message).toMatch(/not a file/);
  });
});

describe('a map reads boards only from its own folder', () => {
  const mapDir = join(dir, 'maps');
  mkdirSync(mapDir, { recursive: true });
  writeFileSync(join(mapDir, 'inside.json'), BOARD_TEXT);
  symlinkSync(BOARD, join(mapDir, 'link-out.json'));
  const map = (ref: string) =>
    write(
      `maps/map-${Buffer.from(ref).toString('hex')}.json`,
      JSON.stringify({ format: 'hexlos-map/1', id: 'm', boards: [{ name: '1', board: ref, column: 0, row: 0 }] }),
    );

  test.each([
    '/etc/passwd',
    '../../etc/hostname',
    '../tiny.json',
    'link-out.json',
    'C:\\boards\\x.json',
    'file:///etc/passwd',
  ])('board "%s" is refused, nothing of it is read', async (ref) => {
    const r = await hexlos('validate', map(ref), '--json');
    expect(r.code).toBe(1);
    const [error] = JSON.parse(r.out).errors;
    expect(error.path).toBe('boards[0].board');
    expect(error.message).toMatch(/outside the map's folder|only files in its own folder/);
    expect(error.message).not.toMatch(/found "/);
  });

  test('a board beside the map and a bundled board id still load', async () => {
    expect((await hexlos('validate', map('inside.json'))).code).toBe(0);
    expect((await hexlos('validate', map('ridge-and-river'))).code).toBe(0);
  });

  test('in the browser, a reference outside the map’s folder is refused the same way', async () => {
    const mapText = JSON.stringify({
      format: 'hexlos-map/1',
      id: 'm',
      boards: [{ name: '1', board: '../x/tiny.json', column: 0, row: 0 }],
    });
    const r = await loadBoardFiles([
      { name: 'map.json', text: mapText },
      { name: 'tiny.json', text: BOARD_TEXT },
    ]);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors[0]).toMatchObject({
        path: 'boards[0].board',
        message: expect.stringMatching(/outside the map's folder/),
      });
  });
});

describe('control characters never reach the terminal raw', () => {
  const HOSTILE = '\u001b[31mRED\u001b[0m\r\nFAKE: valid\u0007\u009b2J\u202e';
  // oxlint-disable-next-line no-control-regex -- looking for control characters is the point
  const raw = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

  test('a board name with ANSI escapes and CR/LF is printed escaped', async () => {
    const r = await hexlos('validate', write('ansi.json', JSON.stringify(boardDoc({ name: HOSTILE }))));
    expect(r.code).toBe(0);
    expect(r.out).not.toMatch(raw);
    expect(r.out).toContain('\\u001b[31mRED');
    expect(r.out.split('\n').filter(Boolean)).toHaveLength(1);
  });

  test('problems quoting hostile keys and values are printed escaped, one line each', async () => {
    const doc = boardDoc({ [HOSTILE]: 1, hexes: { [HOSTILE]: { terrain: HOSTILE } } });
    const r = await hexlos('validate', write('ansi-errors.json', JSON.stringify(doc)));
    expect(r.code).toBe(1);
    expect(r.err).not.toMatch(raw);
    for (const line of r.err.split('\n').filter(Boolean)) expect(line).toMatch(/^(\S|  (error|warning): )/);
  });

  test('JSON output escapes C1 and bidi controls too (still the same JSON value)', async () => {
    const r = await hexlos('validate', write('ansi-json.json', JSON.stringify(boardDoc({ [HOSTILE]: 1 }))), '--json');
    expect(r.out).not.toMatch(raw);
    expect(JSON.parse(r.out).warnings[0].message).toContain(HOSTILE);
  });
});
