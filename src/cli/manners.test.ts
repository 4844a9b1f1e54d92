// CLI manners (docs/cli.md), run through the built bundle: a house reading the
// chosen rule set does not read is named in the result, in text and --json,
// as an unread month is; every usage mistake under --json prints one
// `{ "error", "errors" }` document on stdout and keeps exit 2; a unit on an
// elevation board is given by its elevation alone.

import { describe, expect, test } from 'vitest';

import { hexlosProcess } from './testing.ts';

const RIDGE = 'boards/ridge-and-river.json';
const HILLS = 'boards/hill-country.json';

const hexlos = (...args: string[]) => {
  const { status, stdout, stderr } = hexlosProcess(args);
  return { code: status, stdout, stderr };
};

describe('a reading the rule set does not read is named (like the unread month)', () => {
  test.each([
    {
      args: ['--rules', 'tgx', '--reading', 'noteL=together'],
      note: 'Tactical GameX Terrain Elevation Table does not read 000 note L: the house reading noteL=together, orange and purple counted together, is ignored.',
    },
    {
      args: ['--rules', 'original', '--reading', 'twoThirds=whole-sides'],
      note: 'Original PanzerBlitz Target Elevation Chart does not read 000 notes E and F',
    },
    {
      args: ['--rules', 'arvold', '--reading', 'tgxBehind=anywhere'],
      note: 'Arvold: Obstacles and Elevation (Modified) does not read 004',
    },
    {
      args: ['--reading', 'indirectHalving=never'],
      note: "000's Hill and Slope Defense Exception C decides combat odds, not a line of sight: the house reading indirectHalving=never",
    },
  ])('los $args', ({ args, note }) => {
    const text = hexlos('los', RIDGE, 'C2', 'G5', ...args);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`  · ${note}`);
    const json = JSON.parse(hexlos('los', RIDGE, 'C2', 'G5', ...args, '--json').stdout);
    expect(json.notes.some((n: string) => n.startsWith(note))).toBe(true);
  });

  test('a reading the rule set reads is not named, and under --rules all each result names its own', () => {
    const read = JSON.parse(hexlos('los', RIDGE, 'C2', 'G5', '--reading', 'noteL=together', '--json').stdout);
    expect((read.notes ?? []).some((n: string) => n.includes('does not read'))).toBe(false);
    const all = JSON.parse(
      hexlos('los', RIDGE, 'C2', 'G5', '--rules', 'all', '--reading', 'noteL=together', '--json').stdout,
    );
    const named = all.results.map((r: { rules: string; notes?: string[] }) => [
      r.rules,
      (r.notes ?? []).some((n) => n.includes('does not read 000 note L')),
    ]);
    expect(named).toEqual([
      ['arvold', false],
      ['original', true],
      ['tgx', true],
    ]);
  });
});

describe('usage mistakes under --json: { "error", "errors" } on stdout, exit 2', () => {
  test.each([
    { args: ['los', RIDGE, 'C2', '--json'], path: 'arguments', says: 'expected a board file and two hex labels' },
    { args: ['los', RIDGE, 'C2', 'G5', '--rules', 'foo', '--json'], path: '--rules', says: '--rules must be one of' },
    { args: ['los', RIDGE, 'C2', 'G5', '--rule', 'tgx', '--json'], path: '--rule', says: 'did you mean --rules?' },
    {
      args: ['los', RIDGE, 'C2', 'G5', '--reading', 'noteQ=x', '--json'],
      path: '--reading',
      says: 'no reading "noteQ"',
    },
    { args: ['viewshed', RIDGE, 'C2', '--month', '13', '--json'], path: '--month', says: '--month' },
    { args: ['odds', RIDGE, '--target', 'H5', '--json'], path: '--df', says: '--df N is required' },
    { args: ['validate', '--json'], path: 'arguments', says: 'validate takes one board or map file' },
    {
      args: ['los', HILLS, 'A1', 'B2', '--trace', 'real', '--json'],
      path: 'arguments',
      says: 'has no "real" trace mode',
    },
    { args: ['nope', '--json'], path: 'arguments', says: 'unknown command "nope"' },
  ])('$args', ({ args, path, says }) => {
    const r = hexlos(...args);
    expect(r.code).toBe(2);
    const printed = JSON.parse(r.stdout);
    expect(Object.keys(printed)).toEqual(['error', 'errors']);
    expect(printed.error).toContain(says);
    expect(printed.errors).toEqual([{ path, message: printed.error }]);
    expect(r.stderr).toMatch(/usage: hexlos/);
  });

  test('without --json a usage mistake stays on stderr, stdout empty', () => {
    const r = hexlos('los', RIDGE, 'C2', 'G5', '--rules', 'foo');
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^hexlos los: --rules must be one of/);
  });
});

describe('--json of a unit on an elevation board', () => {
  test('Tagg: the elevation alone, no PanzerBlitz level beside it', () => {
    const printed = JSON.parse(hexlos('los', HILLS, 'A1', 'D4', '--json').stdout);
    for (const end of [printed.firer, printed.target]) {
      expect(end).not.toHaveProperty('level');
      expect(typeof end.elevation).toBe('number');
    }
  });
});

describe('a gully made clear terrain is named where it decides (000 gullies A and C; 001 railroad)', () => {
  test.each([
    {
      from: 'M9',
      to: 'E9',
      says: "M9, the firing unit's hex, is a gully crossed by a railroad, which is clear terrain (001, railroad)",
    },
    {
      from: 'K6',
      to: 'M8',
      says: "M8, the target's hex, is a gully crossed by a bridge, which is clear terrain (gullies C)",
    },
    {
      from: 'J4',
      to: 'N4',
      says: "J4, the firing unit's hex, is a ford, an exposed part of the streambed, which is clear terrain (gullies C)",
    },
  ])('Ridge and River $from → $to', ({ from, to, says }) => {
    const r = hexlos('los', RIDGE, from, to);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`  + ${says}: the unit there is not in a gully, and gullies A does not apply.`);
  });

  test('where the other unit is on a slope it decides nothing, and nothing is said (000 gullies B)', () => {
    expect(hexlos('los', RIDGE, 'M8', 'M4').stdout).not.toContain('is clear terrain');
  });
});
