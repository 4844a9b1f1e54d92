import * as fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import { traceOnBoard } from '../../board-trace.ts';
import { frac, fracToString } from '../../fraction.ts';
import { hexEquals, hexKey } from '../../hex/axial.ts';
import { traceHexes } from '../../hex/trace.ts';
import { buildBoard, hexAt } from '../../testing/build-board.ts';
import type { Axial, Board, HexsideSymbol, Terrain } from '../../types.ts';
import { SIDES } from '../../types.ts';
import type { LosResult } from '../types.ts';
import { tgx } from './index.ts';
import { hexesNeeded } from './judge.ts';
import { sideObstacles } from './obstacles.ts';
import { printedCell, TGX_LEVELS, TGX_TABLE, type TgxLevel } from './table.ts';

const LEVEL_TERRAIN: Readonly<Record<TgxLevel, Terrain>> = {
  0: 'clear',
  1: 'slope',
  2: 'hilltop',
  3: 'slope2',
  4: 'hilltop2',
};
const SYMBOL_OF_HEIGHT: Readonly<Record<number, HexsideSymbol>> = { 1: 'brown', 2: 'orange', 3: 'yellow', 4: 'purple' };

/**
 * A straight vertical line A1 → A(R+1): side k is the S side of A(k), the hex
 * at step i is A(i+1). The attacker stands in A1, the target in A(R+1).
 */
function line(
  attacker: TgxLevel,
  target: TgxLevel,
  range: number,
  sides: readonly (readonly [number, HexsideSymbol])[] = [],
  hexes: Readonly<Partial<Record<number, Terrain>>> = {},
) {
  const board = buildBoard({
    columns: 1,
    rows: range + 1,
    hexes: {
      A1: LEVEL_TERRAIN[attacker],
      [`A${range + 1}`]: LEVEL_TERRAIN[target],
      ...Object.fromEntries(Object.entries(hexes).map(([i, t]) => [`A${Number(i) + 1}`, t as Terrain])),
    },
    hexsides: sides.map(([k, symbol]) => `A${k} S ${symbol}`),
  });
  return tgx.evaluate(board, { from: hexAt(board, 'A1'), to: hexAt(board, `A${range + 1}`), rules: 'tgx' });
}

describe('the printed table (004)', () => {
  test('keeps all 25 cells with their row and column', () => {
    expect(TGX_TABLE).toHaveLength(25);
    expect(printedCell(0, 2).text).toBe(
      'Clear if intervening terrain is closer to the target and the attacker is at least one hex away from the intervening terrain.',
    );
    expect(printedCell(4, 0).text).toContain('(one, two, or three)');
    for (const level of TGX_LEVELS) expect(printedCell(level, level).text).toBe('Blocked');
  });

  // The "hexes away" each cell prints, for every relative height (docs/rules-tgx-tagg.md: ceil(min(h − lo, d − 1))).
  test.each([
    { lo: 0, hi: 1, heights: [1], need: [0], source: '004 cells "closer to the target" (d = 1)' },
    { lo: 0, hi: 2, heights: [1, 2], need: [1, 1], source: '004 cells "at least one hex away" (d = 2)' },
    { lo: 0, hi: 3, heights: [1, 2, 3], need: [1, 2, 2], source: '004 cells "(one or two)" (d = 3)' },
    { lo: 0, hi: 4, heights: [1, 2, 3, 4], need: [1, 2, 3, 3], source: '004 cells "(one, two, or three)" (d = 4)' },
    { lo: 2, hi: 4, heights: [3], need: [1], source: '004 note 3: level 3 between 2 and 4 is treated as level 1' },
  ])('hexes needed: $source', ({ lo, hi, heights, need }) => {
    expect(heights.map((h) => hexesNeeded({ n: h, d: 1 }, lo, hi))).toEqual(need);
  });
});

interface CellCase {
  readonly a: TgxLevel;
  readonly t: TgxLevel;
  readonly range: number;
  readonly side: number;
  readonly visible: boolean;
  readonly why: string;
}

/**
 * For every off-diagonal cell: an obstacle as high as the higher unit (the
 * highest the cell governs), where the cell's condition holds (clear) and
 * where it fails (blocked). "Closer to the target/attacker" fails at the other
 * end and exactly midway; "N hexes away" fails on the higher unit's own side
 * at a range too short for it. In the "at least one hex away" cells an
 * obstacle closer to the higher unit is always at least one hex from the
 * lower one, so only the "closer" half can fail there.
 */
function cellCases(): CellCase[] {
  const cases: CellCase[] = [];
  for (const a of TGX_LEVELS) {
    for (const t of TGX_LEVELS) {
      if (a === t) continue;
      const d = Math.abs(a - t);
      const nearHigher = (range: number) => (t > a ? range : 1);
      const nearLower = (range: number) => (t > a ? 1 : range);
      cases.push({ a, t, range: 4, side: nearHigher(4), visible: true, why: 'closer to the higher unit, far enough' });
      cases.push({ a, t, range: 4, side: nearLower(4), visible: false, why: 'closer to the lower unit' });
      cases.push({ a, t, range: 5, side: 3, visible: false, why: 'exactly midway' });
      if (d >= 3) {
        const range = d - 1;
        cases.push({
          a,
          t,
          range,
          side: nearHigher(range),
          visible: false,
          why: `closer, but only ${d - 2} hexes away`,
        });
        cases.push({ a, t, range: d, side: nearHigher(d), visible: true, why: `closer and ${d - 1} hexes away` });
      }
    }
  }
  return cases;
}

describe('each printed cell, condition true and false (004 table)', () => {
  test.each(cellCases().map((c) => ({ ...c, cell: `${c.a} → ${c.t}` })))(
    '004 cell $cell: $why → visible $visible',
    ({ a, t, range, side, visible }) => {
      const symbol = SYMBOL_OF_HEIGHT[Math.max(a, t)];
      const result = line(a, t, range, [[side, symbol]]);
      expect(result.visible).toBe(visible);
      if (!visible) {
        expect(result.reasons).toHaveLength(1);
        const reason = result.reasons[0];
        expect(reason.rule).toBe('tgx-table');
        expect(reason.kind).toBe('hexside');
        expect(reason.side).toBe(side);
        expect(reason.position).toEqual(frac(2 * side - 1, 2 * range));
        // The cell is quoted once, on the result; the sentence names it.
        expect(reason.cites).toEqual(['tgx-table']);
        expect(result.citations?.find((c) => c.id === 'tgx-table')?.text).toContain(`"${printedCell(a, t).text}"`);
        expect(reason.text).not.toContain(printedCell(a, t).text);
      }
    },
  );

  test('names the cell in the players’ words and quotes it once (004, ground → orange hilltop)', () => {
    const result = line(0, 2, 5, [[2, 'orange']]);
    expect(result.reasons[0].text).toBe(
      'The orange hexside between A2 and A3 (height 2) is not closer to the target (side 2 of 5, 0.30 of the way, closer to the attacker), ' +
        'so it blocks (004, ground → orange hilltop).',
    );
    expect(result.citations).toEqual([
      {
        id: 'tgx-table',
        name: '004, ground → orange hilltop',
        text: '004\'s table, for this attacker and target: "Clear if intervening terrain is closer to the target and the attacker is at least one hex away from the intervening terrain."',
      },
    ]);
  });

  test('relative height 3 capped at the cell’s "(one or two)" (004, ground → yellow slope)', () => {
    // Yellow (height 3) between ground and a yellow slope: needs two hexes, not three.
    expect(line(0, 3, 3, [[3, 'yellow']]).visible).toBe(true);
    expect(line(0, 3, 2, [[2, 'yellow']]).visible).toBe(false);
  });

  test('a half-level relative height needs one whole hex (004, ground → yellow slope; note 3)', () => {
    // Ground woods: height ½ above the ground attacker, at step 3 of 5 (2 hexes from it).
    expect(line(0, 3, 5, [], { 3: 'woods' }).visible).toBe(true);
  });
});

describe('the table’s diagonal (004: "Blocked")', () => {
  test.each([
    { level: 1, symbol: 'brown', visible: false, source: '004 brown slope → brown slope: brown at their level' },
    {
      level: 2,
      symbol: 'orange',
      visible: false,
      source: '004 orange hilltop → orange hilltop: orange at their level',
    },
    { level: 3, symbol: 'yellow', visible: false, source: '004 yellow slope → yellow slope: yellow at their level' },
    {
      level: 4,
      symbol: 'purple',
      visible: false,
      source: '004 purple hilltop → purple hilltop: purple at their level',
    },
    {
      level: 2,
      symbol: 'brown',
      visible: true,
      source: '004 orange hilltop → orange hilltop: brown below both (note 3)',
    },
    {
      level: 4,
      symbol: 'yellow',
      visible: true,
      source: '004 purple hilltop → purple hilltop: yellow below both (note 3)',
    },
    { level: 1, symbol: 'orange', visible: false, source: '004 brown slope → brown slope: orange above both (note 3)' },
  ] as const)('$source', ({ level, symbol, visible }) => {
    const result = line(level, level, 4, [[2, symbol]]);
    expect(result.visible).toBe(visible);
    if (!visible) expect(result.reasons[0].rule).toBe(symbol === SYMBOL_OF_HEIGHT[level] ? 'tgx-table' : 'tgx-3');
  });

  test.each([
    { sides: [], hexes: {}, visible: true, source: '004 ground → ground: open ground between' },
    {
      sides: [[2, 'green']],
      hexes: {},
      visible: false,
      source: '004 ground → ground: a woods edge (height ½) is above both',
    },
    { sides: [], hexes: { 2: 'woods' }, visible: false, source: '004 ground → ground: a woods hex between' },
  ] as const)('$source', ({ sides, hexes, visible }) => {
    expect(line(0, 0, 4, sides, hexes).visible).toBe(visible);
  });
});

describe('LOS notes 1–4 (004)', () => {
  test.each([
    {
      name: 'target directly behind a woods hex, seen from a purple hilltop',
      a: 4,
      t: 0,
      range: 5,
      hexes: { 4: 'woods' },
      visible: false,
      rule: 'tgx-1',
      source: '004 note 1',
    },
    {
      name: 'attacker directly behind a woods hex ("behind" read both ways)',
      a: 4,
      t: 0,
      range: 5,
      hexes: { 1: 'woods' },
      visible: false,
      rule: 'tgx-1',
      source: '004 note 1, both ways',
    },
    {
      name: 'ground attacker directly behind a collective farm, target on a purple hilltop',
      a: 0,
      t: 4,
      range: 5,
      hexes: { 1: 'collective-farm' },
      visible: false,
      rule: 'tgx-1',
      source: '004 note 1, both ways',
    },
    {
      name: 'target on a purple hilltop directly behind an old fort',
      a: 0,
      t: 4,
      range: 5,
      hexes: { 4: 'old-fort' },
      visible: false,
      rule: 'tgx-1',
      source: '004 note 1',
    },
    {
      name: 'ground woods one hex further from the target, seen from a purple hilltop: clear',
      a: 4,
      t: 0,
      range: 6,
      hexes: { 2: 'woods' },
      visible: true,
      rule: undefined,
      source: '004 note 1 (not directly behind)',
    },
    {
      name: 'range 2: a town hex directly in front of both',
      a: 2,
      t: 2,
      range: 2,
      hexes: { 1: 'town' },
      visible: false,
      rule: 'tgx-1',
      source: '004 note 1',
    },
  ] as const)('$source: $name', ({ a, t, range, hexes, visible, rule }) => {
    const result = line(a, t, range, [], hexes);
    expect(result.visible).toBe(visible);
    if (rule) {
      expect(result.reasons[0].rule).toBe(rule);
      expect(result.reasons[0].kind).toBe('hex');
      expect(result.reasons[0].text).toContain('note 1');
    }
  });

  test('004 note 1, second sentence: a green side of the target’s own hex blocks where the table would clear', () => {
    // Both on orange hilltops; A4 is open ground below, so the green side A4|A5 has base 0 (height ½ < 2).
    const board = buildBoard({
      columns: 1,
      rows: 5,
      hexes: { A1: 'hilltop', A5: 'hilltop' },
      hexsides: ['A4 S green'],
    });
    const result = tgx.evaluate(board, { from: hexAt(board, 'A1'), to: hexAt(board, 'A5'), rules: 'tgx' });
    expect(result.visible).toBe(false);
    expect(result.reasons[0].rule).toBe('tgx-1');
    expect(result.reasons[0].text).toContain('is a side of the hex of the target (A5');
    const back = tgx.evaluate(board, { from: hexAt(board, 'A5'), to: hexAt(board, 'A1'), rules: 'tgx' });
    expect(back.visible).toBe(false);
    expect(back.reasons[0].text).toContain('LOS out of a hex across it is blocked');
  });

  test.each([
    { sides: [[1, 'purple']], hexes: {}, source: '004 note 2: a purple side between adjacent units' },
    { sides: [[1, 'green']], hexes: {}, source: '004 note 2 overrides note 1 ("except Note #2")' },
  ] as const)('$source', ({ sides, hexes }) => {
    const result = line(0, 0, 1, sides, hexes);
    expect(result.visible).toBe(true);
    expect(result.reasons).toEqual([]);
    expect(result.notes.join(' ')).toContain('note 2');
  });

  test.each([
    {
      a: 2,
      t: 4,
      range: 4,
      side: 4,
      symbol: 'yellow',
      visible: true,
      source: '004 note 3: level 3 between 2 and 4 acts as level 1, closer to the target',
    },
    {
      a: 2,
      t: 4,
      range: 4,
      side: 1,
      symbol: 'yellow',
      visible: false,
      source: '004 note 3: the same, closer to the attacker',
    },
    { a: 2, t: 4, range: 4, side: 2, symbol: 'brown', visible: true, source: '004 note 3: brown is below both units' },
    {
      a: 0,
      t: 2,
      range: 4,
      side: 4,
      symbol: 'yellow',
      visible: false,
      source: '004 note 3: yellow is above both units',
    },
  ] as const)('$source', ({ a, t, range, side, symbol, visible }) => {
    const result = line(a, t, range, [[side, symbol]]);
    expect(result.visible).toBe(visible);
    if (!visible && symbol === 'yellow' && a === 0) expect(result.reasons[0].rule).toBe('tgx-3');
  });

  test('004 note 4: a brown side stands at its slope’s level, a green side half a level above its woods', () => {
    // Ground attacker, target on a brown slope, obstacle on side 3 of 4 (closer to the target).
    expect(line(0, 1, 4, [[3, 'brown']]).visible).toBe(true);
    const board = buildBoard({
      columns: 1,
      rows: 5,
      hexes: { A1: 'clear', A3: { terrain: 'woods', level: 'S1' }, A4: 'slope', A5: 'slope' },
      hexsides: ['A3 S green'],
    });
    const [green] = sideObstacles(board, hexAt(board, 'A3'), hexAt(board, 'A4'));
    expect(fracToString(green.height)).toBe('3/2');
    const result = tgx.evaluate(board, { from: hexAt(board, 'A1'), to: hexAt(board, 'A5'), rules: 'tgx' });
    expect(result.visible).toBe(false);
    expect(result.reasons.map((r) => r.rule)).toContain('tgx-3');
  });

  test.each([
    {
      hexes: { A2: 'woods', A3: 'clear' },
      base: '1/2',
      source: 'docs/board-format.md: base is the woods hex the side belongs to',
    },
    {
      hexes: { A2: 'hilltop', A3: 'woods' },
      base: '1/2',
      source: 'docs/board-format.md: woods on ground beside a hilltop',
    },
    {
      hexes: { A2: 'hilltop', A3: 'slope' },
      base: '3/2',
      source: 'docs/board-format.md: neither is woods or town: the lower',
    },
    {
      hexes: { A2: { terrain: 'woods', level: 'H1' }, A3: 'woods' },
      base: '1/2',
      source: 'docs/board-format.md: both are woods: the lower',
    },
  ] as const)('green side height: $source', ({ hexes, base }) => {
    const board = buildBoard({ columns: 1, rows: 4, hexes, hexsides: ['A2 S green'] });
    const [green] = sideObstacles(board, hexAt(board, 'A2'), hexAt(board, 'A3'));
    expect(fracToString(green.height)).toBe(base);
  });
});

describe('hex-traced routes, defender’s benefit (docs/geometry.md)', () => {
  test('range 0 and gullies: same hex clear, a gully unit is ground (docs/rules-tgx-tagg.md)', () => {
    const board = buildBoard({ columns: 3, rows: 3, hexes: { B2: 'gully' } });
    const same = tgx.evaluate(board, { from: hexAt(board, 'B2'), to: hexAt(board, 'B2'), rules: 'tgx' });
    expect(same).toMatchObject({ visible: true, range: 0, reasons: [] });
    expect(same.steps).toHaveLength(1);
    expect(same.firer).toMatchObject({ inGully: true, level: 'G' });
  });

  test('one of two routes blocked by a woods hex: blocked, 1 of 2 (docs/geometry.md#worked-examples (2,-1))', () => {
    // (0,0) → (2,-1): A2 → C2 on an odd-shifted board; the middle step is B1 or B2.
    const board = buildBoard({ columns: 3, rows: 3, hexes: { A2: 'hilltop2', B1: 'woods' } });
    const from = hexAt(board, 'A2');
    const to = hexAt(board, 'C2');
    const result = tgx.evaluate(board, { from, to, rules: 'tgx' });
    expect(result.steps[1]).toHaveLength(2);
    expect(result.visible).toBe(false);
    expect(result.routes).toEqual({ count: 2n, blocked: 1n });
    expect(result.reasons[0]).toMatchObject({ rule: 'tgx-1', kind: 'hex', routesThrough: 1n });
    expect(result.reasons[0].text).toContain(
      '1 of 2 routes pass through it: the defender gets the benefit of the doubt.',
    );
    expect(result.blockedRoute?.some((h) => hexEquals(h, hexAt(board, 'B1')))).toBe(true);
  });

  test('a range-30 spine line: 32,768 routes counted, not enumerated (docs/geometry.md)', () => {
    const board = buildBoard({ columns: 31, rows: 4 });
    const from = { q: 0, r: 1 };
    const to = { q: 30, r: -14 };
    const trace = traceHexes(from, to);
    expect(trace.routeCount).toBe(32768n);
    // A ground woods hex (above both ground units) on one candidate of a double step near the middle.
    const i = trace.steps.findIndex((step, n) => n >= 14 && step.length === 2);
    const woods = trace.steps[i][0];
    const through = trace.sides[i - 1].filter((s) => hexEquals(s.to, woods)).reduce((n, s) => n + s.routes, 0n);
    const cells = new Map(board.cells);
    cells.set(hexKey(woods), { ...cells.get(hexKey(woods))!, terrain: 'woods' });
    const result = tgx.evaluate({ ...board, cells }, { from, to, rules: 'tgx' });
    expect(result.visible).toBe(false);
    expect(result.routes).toEqual({ count: 32768n, blocked: through });
    expect(through).toBeLessThan(32768n);
    expect(result.reasons[0]).toMatchObject({ rule: 'tgx-3', kind: 'hex', routesThrough: through });
  });
});

// ---- properties on random boards ----------------------------------------

const TERRAINS: readonly Terrain[] = [
  'clear',
  'clear',
  'clear',
  'slope',
  'hilltop',
  'slope2',
  'hilltop2',
  'woods',
  'town',
  'wood-copse',
  'gully',
  'town-slope',
];
const SYMBOLS: readonly HexsideSymbol[] = ['green', 'gray', 'brown', 'orange', 'yellow', 'purple', 'river'];
const COLUMNS = 7;
const ROWS = 6;

const randomBoard = fc
  .record({
    terrain: fc.array(fc.constantFrom(...TERRAINS), { minLength: COLUMNS * ROWS, maxLength: COLUMNS * ROWS }),
    sides: fc.array(
      fc.tuple(
        fc.integer({ min: 0, max: COLUMNS - 1 }),
        fc.integer({ min: 0, max: ROWS - 1 }),
        fc.constantFrom(...SIDES),
        fc.constantFrom(...SYMBOLS),
      ),
      { maxLength: 20 },
    ),
  })
  .map(({ terrain, sides }) => {
    const label = (c: number, r: number) => `${String.fromCharCode(65 + c)}${r + 1}`;
    const hexes: Record<string, Terrain> = {};
    terrain.forEach((t, i) => (hexes[label(i % COLUMNS, Math.floor(i / COLUMNS))] = t));
    return buildBoard({
      columns: COLUMNS,
      rows: ROWS,
      hexes,
      hexsides: sides.map(([c, r, side, symbol]) => `${label(c, r)} ${side} ${symbol}`),
    });
  });

const cellIndex = fc.integer({ min: 0, max: COLUMNS * ROWS - 1 });
const hexOf = (board: Board, i: number): Axial =>
  hexAt(board, `${String.fromCharCode(65 + (i % COLUMNS))}${Math.floor(i / COLUMNS) + 1}`);

/** Every route, enumerated: only for checking the dynamic programme on short lines. */
function enumerateRoutes(board: Board, from: Axial, to: Axial): Axial[][] {
  const trace = traceOnBoard(board, from, to);
  let routes: Axial[][] = [[from]];
  for (let k = 1; k <= trace.range; k++) {
    routes = routes.flatMap((route) =>
      trace.sides[k - 1].filter((s) => hexEquals(s.from, route[route.length - 1])).map((s) => [...route, s.to]),
    );
  }
  return routes;
}

/** Whether one route meets any of the obstacles a result reports as blocking. */
function routeMeetsReason(result: LosResult, route: readonly Axial[]): boolean {
  const on = (h: Axial, i: number) => hexEquals(route[i], h);
  return result.reasons.some((reason) => {
    if (reason.kind === 'hexside') {
      const k = reason.side!;
      return on(reason.between![0], k - 1) && on(reason.between![1], k);
    }
    return route.some((h) => hexEquals(h, reason.hex!));
  });
}

describe('properties (fast-check)', () => {
  test('LOS(a → b) = LOS(b → a), with the same route counts (004 table is symmetric; note 1 read both ways)', () => {
    fc.assert(
      fc.property(randomBoard, cellIndex, cellIndex, (board, i, j) => {
        const a = hexOf(board, i);
        const b = hexOf(board, j);
        const ab = tgx.evaluate(board, { from: a, to: b, rules: 'tgx' });
        const ba = tgx.evaluate(board, { from: b, to: a, rules: 'tgx' });
        expect(ba.visible).toBe(ab.visible);
        expect(ba.routes).toEqual(ab.routes);
        expect(ab.reasons.length === 0).toBe(ab.visible);
      }),
      { numRuns: 300 },
    );
  });

  test('blocked routes counted by dynamic programming match enumeration (docs/geometry.md)', () => {
    fc.assert(
      fc.property(randomBoard, cellIndex, cellIndex, (board, i, j) => {
        const a = hexOf(board, i);
        const b = hexOf(board, j);
        const result = tgx.evaluate(board, { from: a, to: b, rules: 'tgx' });
        if (result.range < 2) return;
        const routes = enumerateRoutes(board, a, b);
        expect(BigInt(routes.length)).toBe(result.routes.count);
        const blocked = routes.filter((route) => routeMeetsReason(result, route)).length;
        expect(BigInt(blocked)).toBe(result.routes.blocked);
        if (result.blockedRoute) expect(routeMeetsReason(result, result.blockedRoute)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
