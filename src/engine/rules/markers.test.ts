// Markers in every rule set (spec readings.md §3): 003's artillery marker
// blocks lines through its hex under `tgx` and `tagg` too, citing 003 as the
// rule borrowed; a month or unit marker a rule set does not read is named.
// Each row with its converse (target ↔ firer swapped).

import { describe, expect, test } from 'vitest';
import { buildBoard, hexAt } from '../testing/build-board.ts';
import { evaluateLos } from './index.ts';
import type { RuleSetId } from './ids.ts';
import type { LosQuery } from './types.ts';

const PB = buildBoard({ columns: 1, rows: 6 });
const ELEVATION = buildBoard({ family: 'elevation', columns: 1, rows: 6, hexes: Object.fromEntries([1, 2, 3, 4, 5, 6].map((r) => [`A${r}`, { elevation: 1 }])) });

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

  test.each(rows)("$rules $from → $to: a marker on the target's hex is named and does not block", ({ rules, from, to }) => {
    const r = los(rules, from, to, shelled(rules, to));
    expect(r.visible).toBe(true);
    expect(r.notes.join(' ')).toContain(`Artillery fell on ${to}`);
  });

  test.each(['tgx', 'tagg'] as const)('%s says the rule is borrowed from 003', (rules) => {
    const r = los(rules, 'A1', 'A6', shelled(rules, 'A4'));
    expect(r.citations?.[0].name).toBe("003's artillery rule, borrowed");
  });
});

describe('a marker or month a rule set does not read is named, never dropped (readings.md §3)', () => {
  test.each([
    { rules: 'tagg' as const, markers: { month: 5 }, said: "Tagg's algorithm has no month rule: the month (5) is ignored." },
    { rules: 'tgx' as const, markers: { units: [hexAt(PB, 'A3')] }, said: 'The Tactical GameX table does not count units as obstacles: the unit marker is ignored.' },
    { rules: 'arvold' as const, markers: { units: [hexAt(PB, 'A3')] }, said: "Arvold's table does not count units as obstacles: the unit marker is ignored." },
    { rules: 'original' as const, markers: { units: [hexAt(PB, 'A3')] }, said: "003's chart does not count units as obstacles: the unit marker is ignored." },
  ])('$rules', ({ rules, markers, said }) => {
    for (const [from, to] of [['A1', 'A6'], ['A6', 'A1']]) expect(los(rules, from, to, markers).notes).toContain(said);
  });

  test.each(['arvold', 'original', 'tgx'] as const)('%s reads the month: nothing is said of it', (rules) => {
    expect(los(rules, 'A1', 'A6', { month: 5 }).notes.join(' ')).not.toContain('ignored');
  });
});
