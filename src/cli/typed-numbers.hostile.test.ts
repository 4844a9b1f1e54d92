// Numbers on the command line are read by the
// same strict grammar and bounds as the odds sheet; anything outside is a
// usage error (exit 2) with a message, never a stack trace or a rounded answer.

import { fileURLToPath } from 'node:url';

import { describe, expect, test } from 'vitest';

import { run } from './main.ts';
import { captureIO, hexlosProcess } from './testing.ts';

const BOARD = fileURLToPath(new URL('./fixtures/combat-board.json', import.meta.url));
const RIDGE = fileURLToPath(new URL('./fixtures/demo-ridge.json', import.meta.url));
const NINES = '9'.repeat(400);

async function hexlos(...argv: string[]) {
  const io = captureIO();
  const code = await run(argv, io);
  return { code, out: io.out(), err: io.err() };
}

describe('odds on 400-digit numbers is a usage error', () => {
  test('the real process: exit 2, a message, no stack trace', () => {
    const proc = hexlosProcess(['odds', BOARD, '--target', 'H5', '--df', NINES, '--firer', 'C2:12:H:10']);
    expect(proc.status).toBe(2);
    expect(proc.stderr).toMatch(/--df .* too large: at most 999/);
    expect(proc.stderr).not.toMatch(/\n\s+at /);
    expect(proc.stdout).toBe('');
  });

  test.each([
    ['--df', NINES, 'C2:12:H:10'],
    ['--df', `1/${NINES}`, 'C2:12:H:10'],
    ['--df', '3', `C2:${NINES}:H:10`],
    ['--df', '3', `C2:12:H:${NINES}`],
  ])('case %#: exit 2', async (flag, df, firer) => {
    const r = await hexlos('odds', BOARD, '--target', 'H5', flag, df, '--firer', firer);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/usage:/);
  });
});

describe('odds are exact or refused', () => {
  test('2^53 + 1 against 2^54 + 1 is refused, never printed as 2-1', async () => {
    const r = await hexlos(
      'odds',
      BOARD,
      '--target',
      'H5',
      '--df',
      '9007199254740993',
      '--firer',
      'C2:18014398509481985:H:10',
    );
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/too large: at most 999/);
  });

  test('the largest factors on the most firers still give an exact answer', async () => {
    const firers = Array.from({ length: 50 }, (_, i) => [
      '--firer',
      `${['C2', 'A9', 'H4', 'D5'][i % 4]}:${[999, '998/11', '997/7', '991/12'][i % 4]}:H:999`,
    ]).flat();
    const r = await hexlos('odds', BOARD, '--target', 'H5', '--df', '1/12', ...firers, '--json');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out.column).toMatch(/^\d+-1$/);
    expect(out.odds).not.toMatch(/e\+/);
    expect(out.totalAf).toMatch(/^\d+(\/\d+)?$/);
  });

  test('more than 50 firers is a usage error', async () => {
    const firers = Array.from({ length: 51 }, () => ['--firer', 'C2:1:H:9']).flat();
    const r = await hexlos('odds', BOARD, '--target', 'H5', '--df', '3', ...firers);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/at most 50/);
  });
});

describe('strict numbers and labels', () => {
  test.each(['1e0', '0x3', '3.0', ' ', '13', '0', '+3', 'Infinity'])('--month %j is a usage error', async (month) => {
    const r = await hexlos('los', RIDGE, 'C2', 'G5', '--month', month);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/month/);
  });

  test.each(['3', '03', '12'])('--month %s is read', async (month) => {
    expect((await hexlos('los', RIDGE, 'C2', 'G5', '--month', month)).code).toBe(0);
  });

  test.each(['0x10', '1e1', '3.0', '-1'])('a firer range of %s is a usage error', async (range) => {
    const r = await hexlos('odds', BOARD, '--target', 'H5', '--df', '3', '--firer', `C2:12:H:${range}`);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/range/);
  });

  test('g005 and C04 name G5 and C4 (docs/board-format.md: labels with leading zeros are the same hex)', async () => {
    const padded = await hexlos('los', RIDGE, 'c02', 'g005', '--json');
    expect(padded.code).toBe(0);
    const plain = await hexlos('los', RIDGE, 'C2', 'G5', '--json');
    expect(JSON.parse(padded.out)).toEqual(JSON.parse(plain.out));
    const marker = await hexlos('los', RIDGE, 'C5', 'C9', '--blocked-hex', 'c07', '--json');
    expect(JSON.parse(marker.out).visible).toBe(false);
  });
});
