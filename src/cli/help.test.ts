// CLI manners: `--help`, `-h` and `help` print usage on
// stdout with exit 0, for hexlos and for every command; `--version` prints the
// package's version; the commands that take --reading list every reading's
// values; a mistyped option or command names the nearest known one.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, test } from 'vitest';

import { WEAPON_CLASSES } from '../engine/combat/types.ts';
import { READINGS } from '../engine/rules/readings.ts';
import { run } from './main.ts';
import { captureIO, REPO_ROOT } from './testing.ts';
import { USAGE } from './usage.ts';

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

/** The help's entries: an argument or option's line, then what it means, then "e.g." and an example. */
function helpEntries(out: string): Map<string, { says: string; example: string }> {
  const entries = new Map<string, { says: string; example: string }>();
  for (const m of out.matchAll(/^  (\S.*)\n((?: {4}.*\n)+)/gm)) {
    const body = m[2].split('\n').filter(Boolean);
    const example = body.find((l) => l.startsWith('    e.g. '));
    entries.set(m[1], { says: body.filter((l) => l !== example).join('\n'), example: example?.slice(9) ?? '' });
  }
  return entries;
}

/** The options a usage line names (--name, and scan's -o). */
const optionsOf = (usage: string): string[] => [...new Set(usage.match(/(?<![\w-])(--[a-z][a-z-]*|-o)(?![\w-])/g))];

describe('hexlos COMMAND --help explains every option and argument, with an example each', () => {
  test.each(COMMANDS)('hexlos %s --help', async (name) => {
    const { out } = await hexlos(name, '--help');
    const entries = helpEntries(out);
    const usage = USAGE[name as keyof typeof USAGE];
    for (const option of optionsOf(usage)) {
      const entry = [...entries].find(([head]) => head === option || head.startsWith(`${option} `));
      expect(entry, `${name}: ${option} is explained`).toBeDefined();
      expect(entry![1].says.trim().length, `${name}: what ${option} means`).toBeGreaterThan(10);
      expect(entry![1].example, `${name}: an example of ${option}`).toMatch(/\S/);
    }
    // The positional arguments too (<board.json>, <from> <to>, …).
    for (const argument of usage.match(/<[^>]+>/g) ?? []) {
      const entry = [...entries].find(([head]) => head.split(' ').includes(argument));
      expect(entry, `${name}: ${argument} is explained`).toBeDefined();
      expect(entry![1].example).toMatch(/\S/);
    }
  });

  test("odds --help: --firer's fields, each weapon class and the overrun's extras", async () => {
    const { out } = await hexlos('odds', '--help');
    const firer = helpEntries(out).get('--firer HEX:AF:CLASS:RANGE')!;
    for (const field of ['HEX', 'AF', 'CLASS', 'RANGE', 'mp=N', 'exit=N', 'truck'])
      expect(firer.says, field).toMatch(new RegExp(`^ {6}${field} `, 'm'));
    for (const weaponClass of WEAPON_CLASSES)
      expect(firer.says, weaponClass).toMatch(new RegExp(`^ +${weaponClass}  \\S`, 'm'));
  });

  test.each([
    ['--month', 'N', /1 to 12/],
    ['--unit', 'HEX', /tagg/],
    ['--blocked-hex', 'HEX', /artillery/],
    ['--trace', 'hex|real', /real-space/],
  ])('los --help: %s says what it does', async (option, value, says) => {
    const { out } = await hexlos('los', '--help');
    expect(helpEntries(out).get(`${option} ${value}`)?.says).toMatch(says);
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
    // A misspelled choice names the nearest one too.
    [
      ['los', 'ridge-and-river', 'C2', 'G5', '--rules', 'arvlod'],
      'hexlos los: --rules must be one of: arvold, original, tgx, tagg, all; did you mean arvold?',
    ],
    [
      ['los', 'ridge-and-river', 'C2', 'G5', '--trace', 'rael'],
      'hexlos los: --trace must be one of: hex, real; did you mean real?',
    ],
    [
      ['los', 'ridge-and-river', 'C2', 'G5', '--reading', 'noteL=togther'],
      'hexlos los: --reading noteL=VALUE: VALUE is one of separate, together (000 note L); did you mean together?',
    ],
    [
      [
        'odds',
        'ridge-and-river',
        '--target',
        'H5',
        '--df',
        '3',
        '--firer',
        'C2:12:H:10',
        '--overrun',
        '--army',
        'rusian',
      ],
      'hexlos odds: --army must be german or russian (003 Stacking), not "rusian"; did you mean russian?',
    ],
  ])('%j: exit 2, the nearest known name', async (argv, line) => {
    const r = await hexlos(...argv);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.split('\n')[0]).toBe(line);
  });
});
