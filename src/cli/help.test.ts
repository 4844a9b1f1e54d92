// CLI manners (issue 20 item 5): `--help`, `-h` and `help` print usage on
// stdout with exit 0, for hexlos and for every command; `--version` prints the
// package's version; the commands that take --reading list every reading's
// values; a mistyped option or command names the nearest known one.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, test } from 'vitest';

import { READINGS } from '../engine/rules/readings.ts';
import { run } from './main.ts';
import { captureIO, REPO_ROOT } from './testing.ts';

const COMMANDS = ['validate', 'trace', 'los', 'viewshed', 'check', 'odds', 'scan', 'audit'];
const READING_COMMANDS = ['los', 'viewshed', 'odds', 'audit'];

async function hexlos(...argv: string[]) {
  const io = captureIO();
  const code = await run(argv, io);
  return { code, out: io.out(), err: io.err() };
}

describe('hexlos --help, -h, help', () => {
  test.each([['--help'], ['-h'], ['help']])("hexlos %s: every command's usage on stdout, exit 0", async (word) => {
    const r = await hexlos(word);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    for (const name of COMMANDS) expect(r.out).toContain(`\n  hexlos ${name} `);
  });

  test('no command at all is wrong usage: the same text on stderr, exit 2', async () => {
    const r = await hexlos();
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/^usage: hexlos <command>/);
  });

  test.each(
    COMMANDS.flatMap((name) => [
      [name, '--help'],
      [name, '-h'],
    ]),
  )('hexlos %s %s: its usage on stdout, exit 0', async (name, word) => {
    const r = await hexlos(name, word);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toMatch(new RegExp(`^usage: hexlos ${name} `));
  });

  test('help after other arguments, even a wrong one, is still help', async () => {
    const r = await hexlos('los', 'boards/ridge-and-river.json', '--rule', 'tgx', '--help');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^usage: hexlos los /);
  });

  test('hexlos help los is hexlos los --help', async () => {
    expect(await hexlos('help', 'los')).toEqual(await hexlos('los', '--help'));
  });

  test.each(READING_COMMANDS)('hexlos %s --help lists each reading with its values', async (name) => {
    const { out } = await hexlos(name, '--help');
    for (const reading of READINGS) expect(out).toContain(`${reading.id}=${reading.values.join('|')}`);
  });
});

describe('hexlos --version', () => {
  test('prints the package version, exit 0', async () => {
    const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(await hexlos('--version')).toEqual({ code: 0, out: `${version}\n`, err: '' });
  });
});

describe('a mistyped option or command', () => {
  test.each([
    [
      ['los', 'boards/ridge-and-river.json', 'C2', 'G5', '--rule', 'tgx'],
      'hexlos los: unknown option --rule; did you mean --rules?',
    ],
    [
      ['viewshed', 'boards/ridge-and-river.json', 'C2', '--blocked', 'E4'],
      'hexlos viewshed: unknown option --blocked; did you mean --blocked-hex?',
    ],
    [
      ['odds', 'boards/ridge-and-river.json', '--targte', 'H5'],
      'hexlos odds: unknown option --targte; did you mean --target?',
    ],
    [
      ['scan', 'photo.jpg', '--corner', '1,1 2,1 2,2 1,2'],
      'hexlos scan: unknown option --corner; did you mean --corners?',
    ],
    [['lso', 'boards/ridge-and-river.json', 'C2', 'G5'], 'hexlos: unknown command "lso"; did you mean los?'],
  ])('%j: exit 2, the nearest known name', async (argv, line) => {
    const r = await hexlos(...argv);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.split('\n')[0]).toBe(line);
  });
});
