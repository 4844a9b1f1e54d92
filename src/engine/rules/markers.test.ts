// Markers in every rule set (docs/readings.md#markers-in-every-rule-set): 003's artillery marker
// blocks lines through its hex under `tgx` and `tagg` too, citing 003 as the
// rule borrowed; a month or unit marker a rule set does not read is named.
// Each row with its converse (target ↔ firer swapped).

import { describe, expect, test } from 'vitest';

import { buildBoard, hexAt } from '../testing/build-board.ts';
import type { RuleSetId } from './ids.ts';
import { evaluateLos } from './index.ts';
import type { LosQuery } from './types.ts';

const PB = buildBoard({ columns: 1, rows: 6 });
const ELEVATION = buildBoard({
  family: 'elevation',
  columns: 1,
  rows: 6,
  hexes: Object.fromEntries([1, 2, 3, 4, 5, 6].map((r) => [`A${r}`, { elevation: 1 }])),
});

function los(rules: RuleSetId, from: string, to: string, markers: LosQuery['markers']) {
  const board = rules === 'tagg' ? ELEVATION : PB;
  return evaluateLos(board, { from: hexAt(board, from), to: hexAt(board, to), rules, markers });
}

const shelled = (rules: RuleSetId, hex: string) => ({ blockedHexes: [hexAt(rules === 'tagg' ? ELEVATION : PB, hex)] });

describe('003 Offboard Artillery: "Artillery fire blocks line of sight in the hex where it falls for the game turn."', () => {
  const rows = (['arvold', 'original', 'tgx', 'tagg'] as const).flatMap((rules) => [
    { rules, from: 'A1', to: 'A6' },
    { rules, from: 'A6', to: 'A1' },
  ]);
  test.each(rows)('$rules $from → $to: a marker on A3 blocks, citing 003', ({ rules, from, to }) => {
    const r = los(rules, from, to, shelled(rules, 'A3'));
    expect(r.visible).toBe(false);
    expect(r.reasons.map((x) => x.rule)).toEqual(['blocked-hex']);
    expect(r.citations?.find((c) => c.id === 'blocked-hex')?.text).toContain('003');
    expect(los(rules, from, to, undefined).visible).toBe(true);
  });

  test.each(rows)(
    "$rules $from → $to: a marker on the target's hex is named and does not block",
    ({ rules, from, to }) => {
      const r = los(rules, from, to, shelled(rules, to));
      expect(r.visible).toBe(true);
      expect(r.notes.join(' ')).toContain(`Artillery fell on ${to}`);
    },
  );

  test.each(['tgx', 'tagg'] as const)('%s says the rule is borrowed from 003', (rules) => {
    const r = los(rules, 'A1', 'A6', shelled(rules, 'A4'));
    expect(r.citations?.[0].name).toBe("003's artillery rule, borrowed");
  });
});

describe('a marker or month a rule set does not read is named, never dropped (docs/readings.md#markers-in-every-rule-set)', () => {
  test.each([
    {
      rules: 'tagg' as const,
      markers: { month: 5 },
      said: "Tagg's algorithm has no month rule: the month (5) is ignored.",
    },
    {
      rules: 'tgx' as const,
      markers: { units: [hexAt(PB, 'A3')] },
      said: 'The Tactical GameX table does not count units as obstacles: the unit marker is ignored.',
    },
    {
      rules: 'arvold' as const,
      markers: { units: [hexAt(PB, 'A3')] },
      said: "Arvold's table does not count units as obstacles: the unit marker is ignored.",
    },
    {
      rules: 'original' as const,
      markers: { units: [hexAt(PB, 'A3')] },
      said: "003's chart does not count units as obstacles: the unit marker is ignored.",
    },
  ])('$rules', ({ rules, markers, said }) => {
    for (const [from, to] of [
      ['A1', 'A6'],
      ['A6', 'A1'],
    ])
      expect(los(rules, from, to, markers).notes).toContain(said);
  });

  test.each(['arvold', 'original', 'tgx'] as const)('%s reads the month: nothing is said of it', (rules) => {
    expect(los(rules, 'A1', 'A6', { month: 5 }).notes.join(' ')).not.toContain('ignored');
  });
});

// 001, Unimproved Road Hex: "In any other month treat the hexes as if the unimproved road does not exist". A unit on a
// gully crossed only by an unimproved road: the month that decided whether it stands in the gully is named at its hex,
// in every rule set that reads the month (docs/readings.md#every-symbol-met-is-explained), with its converse (the unit as target).
describe('the month that decided a gully is named where it decides', () => {
  const GULLY = buildBoard({ columns: 1, rows: 6, hexes: { A1: { terrain: 'gully', features: ['unimproved-road'] } } });
  const rows = (['arvold', 'original', 'tgx'] as const).flatMap((rules) =>
    [1, 7].flatMap((month) => [
      { rules, month, from: 'A1', to: 'A6' },
      { rules, month, from: 'A6', to: 'A1' },
    ]),
  );
  test.each(rows)('$rules, month $month, $from → $to', ({ rules, month, from, to }) => {
    const r = evaluateLos(GULLY, { from: hexAt(GULLY, from), to: hexAt(GULLY, to), rules, markers: { month } });
    const said = [...r.reasons, ...(r.cleared ?? [])].filter((x) =>
      x.text.includes(month === 1 ? 'In January' : 'In July'),
    );
    expect(said).toHaveLength(1);
    expect(said[0].text).toContain(month === 1 ? 'does not exist' : 'exists');
    expect(said[0].cites).toContain('001-unimproved-road');
  });

  test('GameX: a unit in the gully or on the road stands at level 0 either way, and the entry says the month does not decide', () => {
    const r = evaluateLos(GULLY, {
      from: hexAt(GULLY, 'A1'),
      to: hexAt(GULLY, 'A6'),
      rules: 'tgx',
      markers: { month: 1 },
    });
    expect(r.cleared?.find((c) => c.rule === '001-unimproved-road')?.text).toContain(
      'so the month does not decide this line',
    );
    expect(r.notes.join(' ')).not.toContain('counts as ground, level 0.');
  });
});
