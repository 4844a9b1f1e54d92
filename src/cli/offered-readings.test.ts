// The readings offered on 2026-11-27 through the real `hexlos` process (docs/rules.md and
// docs/readings.md#the-readings): `--reading ID=VALUE` turns the verdict or the odds, and the other value is offered in the output.

import { describe, expect, test } from 'vitest';

import { hexlosProcess } from './testing.ts';

const RIDGE = new URL('../../boards/ridge-and-river.json', import.meta.url).pathname;

const hexlos = (...args: string[]) => hexlosProcess(args);

describe('hexlos and the readings offered', () => {
  // 001, Town/Woods Hex: "Blocks Line of Sight/Fire through hex if it crosses a gray or green hexside." The line from
  // the hilltop E6 to Y8 passes through the town/woods hex X7.
  test('los --reading townWoods=printed: the line through the town/woods hex X7 is blocked, the default offered', () => {
    const byLevels = hexlos('los', RIDGE, 'E6', 'Y8', '--json');
    expect(byLevels.status).toBe(0);
    const clear = JSON.parse(byLevels.stdout);
    expect(clear.visible).toBe(true);
    expect(clear.disputes).toContainEqual(expect.objectContaining({ reading: 'townWoods', value: 'printed' }));
    const printed = hexlos('los', RIDGE, 'E6', 'Y8', '--reading', 'townWoods=printed');
    expect(printed.status).toBe(0);
    expect(printed.stdout).toMatch(/^BLOCKED/);
    expect(printed.stdout).toContain(
      "the town/woods hex X7, which the line passes through: it blocks whatever the levels of the units (001's town/woods as printed)",
    );
    expect(printed.stdout).toContain("Under the other reading of 001's town/woods hex");
  });

  // 003's Terrain Effects Chart gives a town a combined DF, not armour; 001 says "All units are treated as armored
  // targets" only of its one-hex towns, town/woods and town/slope. Class A, AF 2 against DF 2 at distance 5 of 10.
  test('odds --reading townArmour=printed: a class A attack on the town X4 goes in at 1-2, not doubled to 2-1', () => {
    const args = ['odds', RIDGE, '--target', 'X4', '--df', '2', '--firer', 'Z8:2:A:10'];
    const armoured = hexlos(...args, '--json');
    expect(armoured.status).toBe(0);
    const a = JSON.parse(armoured.stdout);
    expect([a.target.armored, a.column]).toEqual([true, '2-1']);
    expect(a.notes.join(' ')).toContain('no printed rule says so of a plain town');
    expect(a.notes.join(' ')).toContain('the attack goes in at 1-2; under the reading in force it goes in at 2-1');
    const printed = hexlos(...args, '--reading', 'townArmour=printed', '--json');
    const p = JSON.parse(printed.stdout);
    expect([p.target.armored, p.column]).toEqual([false, '1-2']);
    expect(p.notes.join(' ')).toContain('townArmour=printed');
  });

  test('a value the reading does not have is a usage error naming the values', () => {
    const r = hexlos(
      'odds',
      RIDGE,
      '--target',
      'X4',
      '--df',
      '2',
      '--firer',
      'Z8:2:A:10',
      '--reading',
      'townArmour=never',
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--reading townArmour=VALUE: VALUE is one of armoured, printed');
  });
});
