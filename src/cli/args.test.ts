// The argv reader: what each form of argument becomes, and the one-line
// message of each mistake (an unknown option names the nearest known one).

import { describe, expect, test } from 'vitest';

import { HelpRequested, nearestName, parseArgs, UsageError } from './args.ts';

const SPEC = { flags: ['json'], options: ['rules', 'blocked-hex', 'output'], short: { o: 'output' } };

describe('parseArgs', () => {
  test.each([
    { argv: ['board.json', 'c2', 'G5'], positionals: ['board.json', 'c2', 'G5'], flags: [], options: {} },
    {
      argv: ['b.json', '--json', '--rules', 'tgx'],
      positionals: ['b.json'],
      flags: ['json'],
      options: { rules: ['tgx'] },
    },
    { argv: ['--rules=tagg', 'b.json'], positionals: ['b.json'], flags: [], options: { rules: ['tagg'] } },
    {
      argv: ['b.json', '--blocked-hex', 'E4', '--blocked-hex', 'f5'],
      positionals: ['b.json'],
      flags: [],
      options: { 'blocked-hex': ['E4', 'f5'] },
    },
    { argv: ['b.json', '-o', 'out.json'], positionals: ['b.json'], flags: [], options: { output: ['out.json'] } },
    { argv: ['--', '--json'], positionals: ['--json'], flags: [], options: {} },
    { argv: ['b.json', '--rules', '--json'], positionals: ['b.json'], flags: [], options: { rules: ['--json'] } },
  ])('$argv', ({ argv, positionals, flags, options }) => {
    const args = parseArgs(argv, SPEC);
    expect(args.positionals).toEqual(positionals);
    expect([...args.flags]).toEqual(flags);
    expect(Object.fromEntries(args.options)).toEqual(options);
  });

  test.each([
    { argv: ['b.json', '--rule', 'arvold'], message: 'unknown option --rule; did you mean --rules?' },
    { argv: ['b.json', '--blocked', 'E4'], message: 'unknown option --blocked; did you mean --blocked-hex?' },
    { argv: ['b.json', '--jsn'], message: 'unknown option --jsn; did you mean --json?' },
    { argv: ['b.json', '--strict'], message: 'unknown option --strict' },
    { argv: ['b.json', '-x'], message: 'unknown option -x' },
    { argv: ['b.json', '--json=yes'], message: '--json takes no value' },
    { argv: ['b.json', '--rules'], message: '--rules needs a value' },
  ])('$argv: $message', ({ argv, message }) => {
    expect(() => parseArgs(argv, SPEC)).toThrow(new UsageError(message));
  });

  test.each([[['--help']], [['-h']], [['b.json', '--strict', '--help']], [['b.json', '--rules', 'tgx', '-h']]])(
    '%j asks for help',
    (argv) => {
      expect(() => parseArgs(argv, SPEC)).toThrow(HelpRequested);
    },
  );
});

describe('nearestName', () => {
  test.each([
    ['rule', 'rules'],
    ['trac', 'trace'],
    ['lso', 'los'],
    ['view', 'viewshed'],
    ['zzz', undefined],
    ['strict', undefined],
  ])('%s → %s', (typed, expected) => {
    expect(nearestName(typed, ['rules', 'trace', 'json', 'los', 'viewshed', 'validate'])).toBe(expected);
  });
});
