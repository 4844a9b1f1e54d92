import * as fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import { frac } from '../../fraction.ts';
import { buildBoard, hexAt, type HexSpec } from '../../testing/build-board.ts';
import type { Axial, Board, Feature, HexsideSymbol } from '../../types.ts';
import { SIDES } from '../../types.ts';
import type { LosResult } from '../types.ts';
import { tagg } from './index.ts';
import { lineQuote, TAGG_LINES } from './lines.ts';

const FEATURE_CODES: Readonly<Record<string, Feature>> = { f: 'forest', o: 'orchard', t: 'town' };

/** "5" → level 5; "3f" → level 3 forest, "3o" orchard, "3t" town; "3w" → terrain woods at level 3. */
function hexSpec(code: string | number): HexSpec {
  const m = /^(\d+)([fotw]?)$/.exec(String(code));
  if (!m) throw new Error(`bad level code ${code}`);
  const elevation = Number(m[1]);
  if (m[2] === 'w') return { terrain: 'woods', elevation };
  return m[2] ? { elevation, features: [FEATURE_CODES[m[2]]] } : { elevation };
}

/** A column of hexes A1, A2, ... with these levels, and hexsides "A3 S slope". */
function column(levels: readonly (string | number)[], hexsides: readonly string[] = []): Board {
  return buildBoard({
    family: 'elevation',
    columns: 1,
    rows: levels.length,
    hexes: Object.fromEntries(levels.map((code, r) => [`A${r + 1}`, hexSpec(code)])),
    hexsides,
  });
}

function los(board: Board, from: string, to: string, units: readonly string[] = []): LosResult {
  return tagg.evaluate(board, {
    from: hexAt(board, from),
    to: hexAt(board, to),
    rules: 'tagg',
    markers: { units: units.map((u) => hexAt(board, u)) },
  });
}

/** The line that decided: the rule of the reasons when blocked, the last note when clear. */
function decidedBy(result: LosResult): string {
  if (!result.visible) return result.reasons[0].rule;
  const last = result.notes[result.notes.length - 1];
  const m = /^(Line (\w+)|Special case (\d))/.exec(last);
  return m ? `tagg-${m[2] ?? `sc${m[3]}`}` : 'none';
}

interface Row {
  readonly name: string;
  readonly levels: readonly (string | number)[];
  readonly from?: string;
  readonly to?: string;
  readonly hexsides?: readonly string[];
  readonly units?: readonly string[];
  readonly visible: boolean;
  readonly decided: string;
}

function check(row: Row): LosResult {
  const board = column(row.levels, row.hexsides);
  const result = los(board, row.from ?? 'A1', row.to ?? `A${row.levels.length}`, row.units);
  expect(result.visible).toBe(row.visible);
  expect(decidedBy(result)).toBe(row.decided);
  expect(result.reasons.length === 0).toBe(result.visible);
  return result;
}

describe('lines from the surviving text (002)', () => {
  test.each<Row>([
    { name: '002 line D: adjacent hexes, whatever the levels', levels: [1, 8], visible: true, decided: 'tagg-D' },
    { name: '002 line D: same hex', levels: [3], visible: true, decided: 'tagg-D' },
    { name: '002 line 1: a hill higher than both', levels: [3, 3, 5, 3, 3], visible: false, decided: 'tagg-1' },
    {
      name: '002 line 1: forest (+1) on the same level rises above both',
      levels: [3, 3, '3f', 3, 3],
      visible: false,
      decided: 'tagg-1',
    },
    {
      name: '002 line 1: terrain woods counts as forest',
      levels: [3, 3, '3w', 3, 3],
      visible: false,
      decided: 'tagg-1',
    },
    {
      name: '002 line 1: a unit (+1/4) on the same level rises above both',
      levels: [3, 3, 3, 3, 3],
      units: ['A3'],
      visible: false,
      decided: 'tagg-1',
    },
    {
      name: '002 para C: the units’ own hexes without modifiers',
      levels: ['3f', 3, 3, 3, '3o'],
      units: ['A1', 'A5'],
      visible: true,
      decided: 'tagg-2',
    },
    { name: '002 line 2: same level, nothing higher', levels: [4, 2, 3, 4, 4], visible: true, decided: 'tagg-2' },
    {
      name: '002 line 7 + 11: woods on level 3 at distance 2 from the lower: 1/2 is not greater than 1/2',
      levels: [5, 3, '3f', 3, 3],
      visible: true,
      decided: 'tagg-11',
    },
    {
      name: '002 line 7 + 11: the same woods at distance 1 from the lower: 1 > 1/2',
      levels: [5, 3, 3, '3f', 3],
      visible: false,
      decided: 'tagg-11',
    },
    {
      name: '002 line 7 + 11: the same, seen from the lower unit',
      levels: [3, '3f', 3, 3, 5],
      visible: false,
      decided: 'tagg-11',
    },
    {
      name: '002 line 7 + 11: terrain woods, at distance 2: clear',
      levels: [5, 3, '3w', 3, 3],
      visible: true,
      decided: 'tagg-11',
    },
    {
      name: '002 line 7: a unit (+1/4) as a contention hex next to the lower unit: 1/4 ≤ 1/2',
      levels: [5, 3, 3, 3, 3],
      units: ['A4'],
      visible: true,
      decided: 'tagg-11',
    },
    {
      name: '002 line 11: a unit (+1/4) beside the lower unit: 1/4 > 1/5',
      levels: [4, 3, 3, 3, 3, 3],
      units: ['A5'],
      visible: false,
      decided: 'tagg-11',
    },
  ])('$name', (row) => {
    check(row);
  });

  test('002 line 11 quotes the formula with exact fractions', () => {
    const result = check({ name: '', levels: [5, 3, 3, '3f', 3], visible: false, decided: 'tagg-11' });
    expect(result.reasons[0]).toMatchObject({
      kind: 'hex',
      hex: hexAt(column([5, 3, 3, '3f', 3]), 'A4'),
      position: frac(3, 4),
    });
    expect(result.reasons[0].text).toBe(
      'Contention hex A4 (level 4 with modifiers: 3 + 1 for forest) rises above the sight line from A1 down to A5: ' +
        '(4 − 3) / 1 = 1 is greater than (5 − 3) / 4 = 1/2 (line 11). It is a contention hex by line 7.',
    );
    expect(result.routes).toEqual({ count: 1n, blocked: 1n });
  });

  test('002 line 11 on a clear verdict names the deciding line in the notes', () => {
    const result = check({ name: '', levels: [5, 3, '3f', 3, 3], visible: true, decided: 'tagg-11' });
    expect(result.notes).toContain('Line 11 (Tagg): no contention hex rises above the sight line.');
    expect(result.notes.some((n) => n.includes('(4 − 3) / 2 = 1/2 is not greater than (5 − 3) / 4 = 1/2'))).toBe(true);
    expect(result.routes).toEqual({ count: 1n, blocked: 0n });
  });

  test.each<Row>([
    {
      name: '002 line 5 true: the ground rises behind the higher unit, its plateau is ignored',
      levels: [6, 5, 5, 5, 2, 2],
      from: 'A2',
      to: 'A6',
      visible: true,
      decided: 'tagg-11',
    },
    {
      name: '002 line 5 false (the ground falls behind it): line 6 — reconstructed — blocks',
      levels: [4, 5, 5, 5, 2, 2],
      from: 'A2',
      to: 'A6',
      visible: false,
      decided: 'tagg-6',
    },
    {
      name: '002 line 5 extended off the map answers no (docs/rules-tgx-tagg.md): line 6 — reconstructed — blocks',
      levels: [5, 5, 5, 2, 2],
      visible: false,
      decided: 'tagg-6',
    },
  ])('$name', (row) => {
    const result = check(row);
    expect(result.notes.some((n) => n.startsWith('Line 5 (Tagg):'))).toBe(true);
  });
});

describe('002 line 3 is printed whole, and quoted as printed', () => {
  test.each<Row>([
    {
      name: '002 line 3 false: nothing at the higher level, on to line 7',
      levels: [5, 4, 3, 3, 3],
      visible: true,
      decided: 'tagg-11',
    },
    {
      name: '002 line 3 true: ground at the higher level, on to line 4',
      levels: [5, 4, 5, 2, 2],
      visible: false,
      decided: 'tagg-4',
    },
  ])('$name', (row) => {
    const result = check(row);
    const line3 = result.notes.find((n) => n.startsWith('Line 3 (Tagg)'));
    expect(line3).toMatch(/^Line 3 \(Tagg\): /);
    expect(lineQuote('3').text).toBe(
      '"Terrain (with any modifiers) exists between A and B that is the same level as the higher of the two. True-Go to the next line. False-Go to line 7."',
    );
  });
});

describe('special cases (002)', () => {
  test.each<Row>([
    {
      name: '002 special case 2: out of a forest hex through a forest hex one level lower',
      levels: ['5f', '4f', 3, 2, 2],
      visible: false,
      decided: 'tagg-sc2',
    },
    {
      name: '002 special case 2: into an orchard hex through an orchard one level lower',
      levels: [6, 4, 4, '3o', '4o'],
      visible: false,
      decided: 'tagg-sc2',
    },
    {
      name: '002 special case 2 is checked before line 1',
      levels: ['5f', '4f', 9, 2, 2],
      visible: false,
      decided: 'tagg-sc2',
    },
    {
      name: '002 special case 2 false: the adjacent hex is open ground',
      levels: ['5f', 4, 3, 2, 2],
      visible: true,
      decided: 'tagg-11',
    },
    {
      name: '002 special case 2 false: the adjacent forest is two levels lower',
      levels: ['5f', '3f', 3, 2, 2],
      visible: true,
      decided: 'tagg-11',
    },
    {
      name: '002 special case 2 false: the unit is not in a forest',
      levels: [5, '4f', 3, 2, 2],
      visible: true,
      decided: 'tagg-11',
    },
  ])('$name', (row) => {
    const result = check(row);
    if (row.decided === 'tagg-sc2') {
      // The printed line is quoted once, on the result; the sentence names it.
      expect(result.reasons[0].text).toContain('(special case 2)');
      expect(result.citations?.find((c) => c.id === 'tagg-sc2')?.text).toContain(TAGG_LINES.sc2.printed);
    }
  });

  // (0,0) → (2,-1): A2 → C2 on an odd-shifted board, the line runs along the side between B1 and B2.
  const pair = (b1: HexSpec, b2: HexSpec, ends: HexSpec = { elevation: 2 }) =>
    buildBoard({
      family: 'elevation',
      columns: 3,
      rows: 3,
      defaultTerrain: 'clear',
      hexes: { A2: ends, C2: ends, B1: b1, B2: b2 },
    });

  test.each([
    {
      name: '002 special case 1: one of the two hexes is a hill, the other open',
      b1: { elevation: 9 },
      b2: { elevation: 2 },
      visible: true,
      decided: 'tagg-2',
    },
    {
      name: '002 special case 1: both hexes are hills',
      b1: { elevation: 9 },
      b2: { elevation: 9 },
      visible: false,
      decided: 'tagg-1',
    },
    {
      name: '002 special case 1 with modifiers: one forest, one open',
      b1: hexSpec('2f'),
      b2: hexSpec(2),
      visible: true,
      decided: 'tagg-2',
    },
    {
      name: '002 special case 1 with modifiers: both forest',
      b1: hexSpec('2f'),
      b2: hexSpec('2o'),
      visible: false,
      decided: 'tagg-1',
    },
  ])('$name', ({ b1, b2, visible, decided }) => {
    const board = pair(b1, b2);
    const result = los(board, 'A2', 'C2');
    expect(result.steps[1]).toHaveLength(2);
    expect(result.visible).toBe(visible);
    expect(decidedBy(result)).toBe(decided);
    const sc1 = result.notes.find((n) => n.startsWith('Special case 1 (Tagg): at step 1 the line runs between'));
    expect(sc1).toMatch(/between (B1 and B2|B2 and B1); the lower is used/);
    expect(result.routes).toEqual({ count: 2n, blocked: visible ? 0n : 2n });
  });
});

describe('reconstructed lines (docs/rules-tgx-tagg.md [R]), named as reconstructions', () => {
  test.each<Row>([
    {
      name: 'line 4 — reconstructed: a separate ridge at the higher level beyond lower ground',
      levels: [5, 4, 5, 2, 2],
      visible: false,
      decided: 'tagg-4',
    },
    {
      name: 'line 4 — reconstructed: forest one level down, beyond lower ground, reaches the higher level',
      levels: [5, 4, '4f', 2, 2],
      visible: false,
      decided: 'tagg-4',
    },
    {
      name: 'line 4 — reconstructed false: the higher level runs on from the unit',
      levels: [5, 5, 3, 2, 2],
      visible: true,
      decided: 'tagg-11',
    },
    {
      name: 'line 6 — reconstructed: the unit stands at the brow (only the next hex is at its level)',
      levels: [5, 5, 3, 2, 2],
      visible: true,
      decided: 'tagg-11',
    },
    {
      name: 'line 6 — reconstructed: the crest is two hexes in front of the unit',
      levels: [5, 5, 5, 2, 2],
      visible: false,
      decided: 'tagg-6',
    },
    {
      name: 'line 8 — reconstructed: one level apart, straight to line 11',
      levels: [3, 3, 2, 2, 2],
      visible: true,
      decided: 'tagg-11',
    },
    {
      name: 'line 9 — reconstructed: an intermediate ridge next to the lower unit',
      levels: [4, 2, 2, 3, 2],
      visible: false,
      decided: 'tagg-11',
    },
    {
      name: 'line 9 — reconstructed: a two-hex ridge is judged at the hex nearer the higher unit (3/3 = 1, not > 1)',
      levels: [6, 2, 4, 4, 2, 1],
      visible: true,
      decided: 'tagg-11',
    },
    {
      name: 'line 10 — reconstructed: a slope hexside drop-off hides the lower ground',
      levels: [5, 4, 4, 2, 2],
      hexsides: ['A3 S slope'],
      visible: false,
      decided: 'tagg-11',
    },
    {
      name: 'line 10 — reconstructed: an extreme slope counts the same',
      levels: [5, 4, 4, 2, 2],
      hexsides: ['A3 S extreme-slope'],
      visible: false,
      decided: 'tagg-11',
    },
    {
      name: 'line 10 — reconstructed: the same ground without the slope symbol: first hex of level 4 only',
      levels: [5, 4, 4, 2, 2],
      visible: true,
      decided: 'tagg-11',
    },
    {
      name: 'line 10 — reconstructed: first hex of each level, the last one steep enough to block',
      levels: [6, 5, 4, 4, 3, 1],
      visible: false,
      decided: 'tagg-11',
    },
    {
      name: 'line 10 — reconstructed: an even slope never blocks',
      levels: [6, 5, 4, 3, 2, 1],
      visible: true,
      decided: 'tagg-11',
    },
  ])('$name', (row) => {
    const result = check(row);
    const m = /^line (\d+)/.exec(row.name);
    const id = m![1];
    const heading = `Line ${id} (Tagg) — reconstructed: the printed text is damaged.`;
    expect(result.notes.some((n) => n.startsWith(heading))).toBe(true);
    if (result.reasons[0]?.rule === `tagg-${id}`) {
      expect(result.reasons[0].text).toContain(`(line ${id})`);
      expect(result.citations?.find((c) => c.id === `tagg-${id}`)?.text).toContain(
        'Reconstructed: the printed text is damaged',
      );
    }
  });

  test('line 9 — reconstructed: the contention hex it gives is named with its line in line 11', () => {
    const result = check({ name: '', levels: [4, 2, 2, 3, 2], visible: false, decided: 'tagg-11' });
    expect(result.reasons[0].text).toContain('It is a contention hex by line 9.');
    expect(result.reasons[0].cites).toEqual(['tagg-11', 'tagg-9']);
    expect(result.citations?.find((c) => c.id === 'tagg-9')?.text).toContain(
      'Reconstructed: the printed text is damaged',
    );
  });

  test.each([
    {
      name: 'line 10 — reconstructed, with special case 1: two slope sides, the lower hex beside them is judged',
      b1: 4,
      sides: ['B1 SE slope', 'B2 NE slope'],
      visible: true,
    },
    {
      name: 'line 10 — reconstructed, with special case 1: a slope the line can pass beside does not count',
      b1: 4,
      sides: ['B1 SE slope'],
      visible: true,
    },
    {
      name: 'line 10 — reconstructed, with special case 1: both hexes at level 3 beside slope sides (1 is not greater than 3/2)',
      b1: 3,
      sides: ['B1 SE slope', 'B2 NE slope'],
      visible: true,
    },
  ])('$name', ({ b1, sides, visible }) => {
    // A2 (level 5) → C2 (level 2): the line runs between B1 and B2 (B2 at level 3).
    const board = buildBoard({
      family: 'elevation',
      columns: 3,
      rows: 3,
      hexes: { A2: { elevation: 5 }, C2: { elevation: 2 }, B1: { elevation: b1 }, B2: { elevation: 3 } },
      hexsides: sides,
    });
    const result = los(board, 'A2', 'C2');
    expect(result.visible).toBe(visible);
    expect(decidedBy(result)).toBe('tagg-11');
  });

  test('line 10 — reconstructed: a slope drop right beside the lower unit, from two high hexes, blocks', () => {
    const board = buildBoard({
      family: 'elevation',
      columns: 3,
      rows: 3,
      hexes: { A2: { elevation: 5 }, C2: { elevation: 2 }, B1: { elevation: 4 }, B2: { elevation: 4 } },
      hexsides: ['B1 SE slope', 'B2 NE slope'],
    });
    const result = los(board, 'A2', 'C2');
    expect(result.visible).toBe(false);
    expect(result.reasons[0].text).toContain('It is a contention hex by line 10.');
    expect(result.citations?.find((c) => c.id === 'tagg-10')?.text).toContain('Reconstructed');
  });

  test('line 10 — reconstructed: a slope beside a unit’s own hex gives no contention hex', () => {
    // The drop is right in front of the higher unit: it looks straight down.
    check({ name: '', levels: [5, 3, 2, 2, 2], hexsides: ['A1 S slope'], visible: true, decided: 'tagg-11' });
  });
});

// ---- properties on random elevation boards -------------------------------

const COLUMNS = 6;
const ROWS = 6;
const CODES = ['0', '1', '2', '3', '4', '5', '2f', '3f', '1o', '2t', '4w'];
const SLOPES: readonly HexsideSymbol[] = ['slope', 'extreme-slope'];

const randomBoard = fc
  .record({
    levels: fc.array(fc.constantFrom(...CODES), { minLength: COLUMNS * ROWS, maxLength: COLUMNS * ROWS }),
    sides: fc.array(
      fc.tuple(
        fc.integer({ min: 0, max: COLUMNS - 1 }),
        fc.integer({ min: 0, max: ROWS - 1 }),
        fc.constantFrom(...SIDES),
        fc.constantFrom(...SLOPES),
      ),
      { maxLength: 12 },
    ),
    units: fc.array(fc.integer({ min: 0, max: COLUMNS * ROWS - 1 }), { maxLength: 4 }),
  })
  .map(({ levels, sides, units }) => {
    const label = (i: number) => `${String.fromCharCode(65 + (i % COLUMNS))}${Math.floor(i / COLUMNS) + 1}`;
    const board = buildBoard({
      family: 'elevation',
      columns: COLUMNS,
      rows: ROWS,
      hexes: Object.fromEntries(levels.map((code, i) => [label(i), hexSpec(code)])),
      hexsides: sides.map(([c, r, side, symbol]) => `${label(c + r * COLUMNS)} ${side} ${symbol}`),
    });
    return { board, units: units.map((i) => hexAt(board, label(i))) };
  });

const cellIndex = fc.integer({ min: 0, max: COLUMNS * ROWS - 1 });
const hexOf = (board: Board, i: number): Axial =>
  hexAt(board, `${String.fromCharCode(65 + (i % COLUMNS))}${Math.floor(i / COLUMNS) + 1}`);

describe('properties (fast-check)', () => {
  test('LOS(a → b) = LOS(b → a), decided by the same line (002: H and L are chosen by level, not by who fires)', () => {
    fc.assert(
      fc.property(randomBoard, cellIndex, cellIndex, ({ board, units }, i, j) => {
        const a = hexOf(board, i);
        const b = hexOf(board, j);
        const ab = tagg.evaluate(board, { from: a, to: b, rules: 'tagg', markers: { units } });
        const ba = tagg.evaluate(board, { from: b, to: a, rules: 'tagg', markers: { units } });
        expect(ba.visible).toBe(ab.visible);
        expect(decidedBy(ba)).toBe(decidedBy(ab));
        expect(ba.routes).toEqual(ab.routes);
        expect(ab.routes.blocked).toBe(ab.visible ? 0n : ab.routes.count);
      }),
      { numRuns: 400 },
    );
  });
});

describe('line 7 as printed, and the reading that goes on to lines 8–10 (002 line 7; docs/rules-tgx-tagg.md, amended 2026-11-25)', () => {
  // A1 level 5 sees A7 level 1 over a level 4 ridge at A3 (lower ground on both sides) and a forest at A5.
  // 002 line 7: "False-Go to line 11, using all intervening hexes with modifiers as Contention hexes".
  const ridgeAndForest = column([5, 2, 4, 2, '1f', 1, 1]);
  const losUnder = (from: string, to: string, taggLine7: 'printed' | 'continue'): LosResult =>
    tagg.evaluate(ridgeAndForest, {
      from: hexAt(ridgeAndForest, from),
      to: hexAt(ridgeAndForest, to),
      rules: 'tagg',
      readings: { taggLine7 },
    });
  const rows = [
    { from: 'A1', to: 'A7', reading: 'printed', visible: true, decided: 'tagg-11', other: false },
    { from: 'A7', to: 'A1', reading: 'printed', visible: true, decided: 'tagg-11', other: false },
    { from: 'A1', to: 'A7', reading: 'continue', visible: false, decided: 'tagg-11', other: true },
    { from: 'A7', to: 'A1', reading: 'continue', visible: false, decided: 'tagg-11', other: true },
  ] as const;
  test.each(rows)(
    '$from → $to under taggLine7=$reading: visible $visible, the other reading disputes it',
    ({ from, to, reading, visible, decided, other }) => {
      const r = losUnder(from, to, reading);
      expect(r.visible).toBe(visible);
      expect(decidedBy(r)).toBe(decided);
      expect(r.disputes?.map((d) => [d.reading, d.visible])).toEqual([['taggLine7', other]]);
      expect(r.disputes?.[0].text).toContain('Tagg line 7');
    },
  );

  test('as printed, the clear verdict cites line 7 and says which reading decided it', () => {
    const r = losUnder('A1', 'A7', 'printed');
    expect(r.citations?.map((c) => c.id)).toEqual(['tagg-7']);
    expect(r.notes.filter((n) => n.startsWith('Line 7')).join(' ')).toContain("HexLOS's default reading of line 7");
    expect(r.notes.some((n) => n.startsWith('Line 8'))).toBe(false);
  });

  test('under taggLine7=continue, the ridge of line 9 joins the forest of line 7 as contention hexes', () => {
    const r = losUnder('A1', 'A7', 'continue');
    expect(r.reasons.map((x) => x.cites)).toEqual([['tagg-11', 'tagg-9']]);
  });

  test('a line with no modifier hex is judged the same under both readings (line 7 answers yes)', () => {
    const bare = column([5, 2, 4, 2, 1, 1, 1]);
    for (const taggLine7 of ['printed', 'continue'] as const) {
      const r = tagg.evaluate(bare, {
        from: hexAt(bare, 'A1'),
        to: hexAt(bare, 'A7'),
        rules: 'tagg',
        readings: { taggLine7 },
      });
      expect(r.visible).toBe(false);
      expect(r.disputes).toBeUndefined();
    }
  });
});
