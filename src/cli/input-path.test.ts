// The files a command reads, through the real command as it ships (the built
// bundle): a bundled board or its expectations by name from any folder, a file
// of the working folder first, and a file that cannot be read said in one
// line that starts with the problem, with the nearest bundled name.

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, test } from 'vitest';

import { hexlosProcess } from './testing.ts';

/** An empty folder, as a user's own folder beside an installed hexlos. */
const empty = mkdtempSync(join(tmpdir(), 'hexlos-names-'));
const run = (...args: string[]) => hexlosProcess(args, { cwd: empty });

describe('bundled boards by name, from any folder', () => {
  test.each([
    ['a board', ['los', 'ridge-and-river', 'C2', 'G5', '--json'], (d: Record<string, unknown>) => d.range === 5],
    ['a board with .json', ['trace', 'ridge-and-river.json', 'C2', 'G5', '--json'], (d) => d.range === 5],
    ['a map', ['los', 'three-boards', '1-C2', '3-G5', '--json'], (d) => d.from === '1-C2'],
    ['validate', ['validate', 'hill-country', '--json'], (d) => d.valid === true],
    [
      'check, the expectations by name too',
      ['check', 'ridge-and-river', 'ridge-and-river.expect', '--json'],
      (d) => Array.isArray(d.failed) && d.failed.length === 0,
    ],
  ])('%s', (_name, args, holds) => {
    const r = run(...args);
    expect(r.status, r.stderr).toBe(0);
    expect(holds(JSON.parse(r.stdout) as Record<string, unknown>)).toBe(true);
  });

  test('a file of the working folder wins over the bundled board of that name', () => {
    const own = mkdtempSync(join(tmpdir(), 'hexlos-own-'));
    writeFileSync(join(own, 'ridge-and-river'), '{ not a board');
    const r = hexlosProcess(['los', 'ridge-and-river', 'C2', 'G5'], { cwd: own });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^ridge-and-river: not a valid board or map/);
  });
});

describe('a file that cannot be read: one line, the problem first', () => {
  test.each([
    // [what, argv, the one line on stderr]
    [
      'a misspelled bundled board: no such file, and the nearest name',
      ['los', 'ridge-and-rivr', 'C2', 'G5'],
      'ridge-and-rivr: no such file; did you mean ridge-and-river (a board hexlos ships)?',
    ],
    [
      'a misspelled bundled check',
      ['check', 'ridge-and-river', 'ridge-and-river.expct'],
      'ridge-and-river.expct: no such file; did you mean ridge-and-river.expect (expectations hexlos ships)?',
    ],
    ['a path that names no file', ['validate', './nope.json'], './nope.json: no such file'],
    [
      'a photo that is not there',
      ['scan', 'nope.jpg', '--grid', '33x10', '--corners', '1,1 9,1 9,9 1,9'],
      'nope.jpg: no such file',
    ],
    ['a module that is not there', ['scan', 'nope.vmod', '--list'], 'nope.vmod: no such file'],
    ['a folder', ['los', '.', 'C2', 'G5'], '.: a folder, not a file'],
    [
      'a hex not on the board, said once',
      ['los', 'ridge-and-river', 'Z99', 'G5'],
      'hex Z99 is not on board ridge-and-river (columns A–GG, rows 1–10)',
    ],
  ])('%s', (_what, args, line) => {
    const r = run(...args);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(`${line}\n`);
  });

  test('with --json: the same line as the error, and a located error', () => {
    const r = run('los', 'ridge-and-rivr', 'C2', 'G5', '--json');
    expect(r.status).toBe(1);
    const doc = JSON.parse(r.stdout) as { error: string; errors: { message: string }[] };
    expect(doc.error).toBe('ridge-and-rivr: no such file; did you mean ridge-and-river (a board hexlos ships)?');
    expect(doc.errors).toHaveLength(1);
  });

  test('check counts its problems in words: "1 problem", "2 problems"', () => {
    const dir = join(empty, 'checks');
    mkdirSync(dir, { recursive: true });
    const write = (name: string, cases: unknown[]) => {
      writeFileSync(join(dir, name), JSON.stringify({ format: 'hexlos-expect/1', cases }));
      return join(dir, name);
    };
    const one = run('check', 'ridge-and-river', write('one.json', [{ from: 'Z99', to: 'G5', visible: true }]));
    expect(one.stderr.split('\n')[0]).toMatch(/: 1 problem$/);
    const two = run(
      'check',
      'ridge-and-river',
      write('two.json', [
        { from: 'Z99', to: 'G5', visible: true },
        { from: 'C2', to: 'Z98', visible: true },
      ]),
    );
    expect(two.stderr.split('\n')[0]).toMatch(/: 2 problems$/);
  });
});
