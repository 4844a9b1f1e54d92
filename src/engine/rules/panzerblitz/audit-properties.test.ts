// An independent audit of the PanzerBlitz-family rule sets (docs/rules.md,
// docs/geometry.md, docs/cli.md), in three parts: the tables as data
// (audit-tables.test.ts), adversarial boards (audit-boards.test.ts) and
// properties (audit-properties.test.ts), each judged against audit-spec.ts.
//
// 3. Properties against judgements written from the spec alone (its own
//    segment test, its own copy of the table, its own route enumeration and
//    real-space contact rules), never from the engine's code: routes.blocked
//    route by route, the real-space verdict contact by contact, isVisible
//    against evaluateLos, hex-traced against real space on the six axes,
//    reasons located and in words, the same answer whatever the order.
//
// Seeds: 000 = Arvold, "Obstacles and Elevation (Modified)"; 001 = Arvold,
// "Effects of New Terrain on New PanzerBlitz Boards"; 003 = "3D PanzerBlitz Charts".

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import { cellAt, onBoard, symbolsBetween } from '../../board-model.ts';
import { cellLabel, offsetToAxial, parseCellLabel } from '../../hex/offset.ts';
import { buildBoard, type HexSpec } from '../../testing/build-board.ts';
import { type Axial, type Board, type HexsideSymbol, type Level, LEVELS, SIDES, type Terrain } from '../../types.ts';
import type { RuleSetId } from '../ids.ts';
import { evaluateLos, isVisible } from '../index.ts';
import type { LosQuery } from '../types.ts';
import {
  centre,
  checkResult,
  cornersOf,
  DELTA,
  dist,
  inGully,
  isSingle,
  key,
  lineMeetsHex,
  lowBase,
  lowBlocksAt,
  orient,
  pairId,
  positionBlocks,
  type Pt,
  READ_DOWN,
  READ_SYMBOL,
  RULES,
  same,
  specEntry,
  TRACES,
} from './audit-spec.ts';

// ============================================================ 3. properties

const COLUMNS = 7; // A–G: no label can read as a level id (S1, H1, ...)
const ROWS = 9;
const labelArb = fc
  .record({ column: fc.integer({ min: 0, max: COLUMNS - 1 }), row: fc.integer({ min: 0, max: ROWS - 1 }) })
  .map((c) => cellLabel(c));
const hexArb: fc.Arbitrary<Terrain | HexSpec> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom<Terrain>(
      'clear',
      'clear',
      'clear',
      'woods',
      'town',
      'slope',
      'hilltop',
      'slope2',
      'hilltop2',
      'hilltop-slope2',
      'town-slope',
      'town-woods',
      'ford',
      'gully',
    ),
  },
  { weight: 2, arbitrary: fc.constantFrom<Terrain>('wood-copse', 'collective-farm', 'old-fort') },
  {
    weight: 2,
    arbitrary: fc.record({
      terrain: fc.constantFrom<Terrain>('woods', 'town', 'wood-copse'),
      level: fc.constantFrom(...LEVELS),
      singleHex: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      terrain: fc.constant<Terrain>('gully'),
      features: fc.subarray(['road', 'railroad', 'bridge', 'unimproved-road'] as const),
    }),
  },
);
const SYMBOL_POOL: HexsideSymbol[] = ['green', 'gray', 'brown', 'orange', 'yellow', 'purple', 'river'];
const boardArb = fc.record({
  hexes: fc.dictionary(labelArb, hexArb, { maxKeys: 35 }),
  hexsides: fc.array(
    fc.tuple(labelArb, fc.constantFrom(...SIDES), fc.constantFrom(...SYMBOL_POOL)).map((t) => t.join(' ')),
    { maxLength: 30 },
  ),
});

/** Random hexside lists may name one symbol twice on an edge: the engine must count it once (docs/board-format.md). */
const buildRandom = (spec: { hexes: Record<string, Terrain | HexSpec>; hexsides: string[] }) =>
  buildBoard({ columns: COLUMNS, rows: ROWS, hexes: spec.hexes, hexsides: spec.hexsides });
const hexOf = (label: string) => offsetToAxial(parseCellLabel(label)!, 'odd');

const ALL_LABELS = Array.from({ length: COLUMNS * ROWS }, (_, i) =>
  cellLabel({ column: Math.floor(i / ROWS), row: i % ROWS }),
);
const unitArb: fc.Arbitrary<Terrain | HexSpec> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.constantFrom<Terrain>('clear', 'slope', 'hilltop', 'slope2', 'hilltop2', 'hilltop-slope2'),
  },
  { weight: 2, arbitrary: fc.constantFrom<Terrain>('gully', 'woods', 'town-slope') },
  { weight: 1, arbitrary: hexArb },
);

/**
 * A firer, a target and a board whose obstacles crowd the line between them:
 * symbols on sides of the hexes the segment meets, obstacles in and beside
 * them, artillery now and then. Random boards alone leave most lines clear.
 */
interface Scenario {
  readonly a: string;
  readonly b: string;
  readonly spec: { hexes: Record<string, Terrain | HexSpec>; hexsides: string[] };
  readonly marks: string[];
}
const scenarioArb: fc.Arbitrary<Scenario> = fc.tuple(labelArb, labelArb).chain(([a, b]) => {
  const [from, to] = [hexOf(a), hexOf(b)];
  const met = ALL_LABELS.filter((l) => lineMeetsHex(from, to, hexOf(l)));
  const near = ALL_LABELS.filter((l) => met.some((m) => dist(hexOf(m), hexOf(l)) <= 1));
  const metSides = met.flatMap((l) => SIDES.map((side) => `${l} ${side}`));
  return fc
    .record({
      firer: unitArb,
      target: unitArb,
      nearHexes: fc.dictionary(fc.constantFrom(...near), hexArb, { maxKeys: 6 }),
      background: fc.dictionary(labelArb, hexArb, { maxKeys: 12 }),
      lineSides: fc.array(
        fc.tuple(fc.constantFrom(...metSides), fc.constantFrom(...SYMBOL_POOL)).map((t) => t.join(' ')),
        { maxLength: 6 },
      ),
      otherSides: fc.array(
        fc.tuple(labelArb, fc.constantFrom(...SIDES), fc.constantFrom(...SYMBOL_POOL)).map((t) => t.join(' ')),
        { maxLength: 8 },
      ),
      marks: fc.oneof(
        { weight: 4, arbitrary: fc.constant<string[]>([]) },
        { weight: 1, arbitrary: fc.array(fc.constantFrom(...near), { maxLength: 2 }) },
      ),
    })
    .map((x) => ({
      a,
      b,
      spec: {
        hexes: { ...x.background, ...x.nearHexes, [a]: x.firer, [b]: x.target },
        hexsides: [...x.lineSides, ...x.otherSides],
      },
      marks: x.marks,
    }));
});

/**
 * Blocked routes, one route at a time, from the spec alone: the candidates
 * are the hexes the segment meets at the right distances (own segment test),
 * routes are enumerated, each side judged by the spec's table and the LOW
 * table, orange and purple counted per hexside (note L), and the rules about
 * the pair (gullies A) and single-hex obstacles met by the segment applied to
 * every route. Undefined when a route would leave the board.
 */
function bruteForce(board: Board, from: Axial, to: Axial, rules: RuleSetId): { count: bigint; blocked: bigint } {
  const R = dist(from, to);
  const cf = cellAt(board, from)!;
  const ct = cellAt(board, to)!;
  const [f, t] = [cf.level, ct.level];
  const down = (l: Level) => (rules === 'original' ? READ_DOWN[l] : l);
  const [fd, td] = [down(f), down(t)];
  let everyRoute = (inGully(cf) && (inGully(ct) || td === 'G')) || (inGully(ct) && (inGully(cf) || fd === 'G'));
  for (const cell of board.cells.values()) {
    if (
      everyRoute ||
      same(cell.hex, from) ||
      same(cell.hex, to) ||
      !isSingle(cell) ||
      !lineMeetsHex(from, to, cell.hex)
    )
      continue;
    everyRoute = lowBlocksAt(
      rules,
      cell.level,
      f,
      t,
      dist(cell.hex, from),
      R,
      dist(cell.hex, from) === 1,
      dist(cell.hex, to) === 1,
    ).blocks;
  }
  const sideBlocks = (a: Axial, b: Axial, k: number, orange: Set<string>, purple: Set<string>): boolean => {
    let blocks = false;
    for (const s of new Set(symbolsBetween(board, a, b))) {
      if (s === 'green' || s === 'gray') {
        blocks ||= lowBlocksAt(rules, lowBase(board, a, b, rules), f, t, 2 * k - 1, 2 * R, k === 1, k === R).blocks;
      } else if (s === 'brown' || s === 'orange' || s === 'yellow' || s === 'purple') {
        const e = specEntry(rules, f, t, s);
        blocks ||= positionBlocks(e.rule, 2 * k - 1, 2 * R);
        if (e.counted) (e.symbol === 'orange' ? orange : purple).add(pairId(a, b));
      }
    }
    return blocks;
  };
  // Every shortest chain of met hexes, in pure geometry.
  const geometric: Axial[][] = [];
  const collect = (route: Axial[]) => {
    const i = route.length;
    if (i === R + 1) {
      geometric.push(route);
      return;
    }
    const last = route[i - 1];
    for (const side of SIDES) {
      const h = { q: last.q + DELTA[side][0], r: last.r + DELTA[side][1] };
      if (dist(from, h) !== i || dist(h, to) !== R - i || !lineMeetsHex(from, to, h)) continue;
      collect([...route, h]);
    }
  };
  collect([from]);
  // docs/rules.md: where a step has a candidate on the board, routes through off-board hexes at that step do not exist.
  const onBoardAt = Array.from({ length: R + 1 }, (_, i) => geometric.some((route) => onBoard(board, route[i])));
  const kept = geometric.filter((route) => route.every((h, i) => onBoard(board, h) || !onBoardAt[i]));
  const routes = kept.length > 0 ? kept : geometric;
  // docs/geometry.md#green-and-gray-sides-the-line-touches (arvold only): a green or gray side the
  // segment meets that no route crosses is judged by the LOW rules where the segment meets it.
  if (rules === 'arvold' && !everyRoute) {
    const crossed = new Set(routes.flatMap((route) => route.slice(1).map((h, i) => pairId(route[i], h))));
    const seen = new Set<string>();
    for (const cell of board.cells.values()) {
      if (!lineMeetsHex(from, to, cell.hex)) continue;
      for (const side of SIDES) {
        const a = cell.hex;
        const b = { q: a.q + DELTA[side][0], r: a.r + DELTA[side][1] };
        const id = pairId(a, b);
        if (seen.has(id) || crossed.has(id)) continue;
        seen.add(id);
        if (!symbolsBetween(board, a, b).some((x) => x === 'green' || x === 'gray')) continue;
        const m = meetSide(from, to, a, b);
        if (!m) continue;
        const own = (u: Axial) => same(a, u) || same(b, u);
        everyRoute ||= m.at.some(
          ([n, d]) => lowBlocksAt(rules, lowBase(board, a, b, rules), f, t, n, d, own(from), own(to)).blocks,
        );
      }
    }
  }
  let count = 0n;
  let blocked = 0n;
  for (const route of routes) {
    count++;
    const orange = new Set<string>();
    const purple = new Set<string>();
    let hit = everyRoute;
    for (let k = 1; k <= R; k++) hit = sideBlocks(route[k - 1], route[k], k, orange, purple) || hit;
    if (hit || orange.size > 1 || purple.size > 1) blocked++;
  }
  return { count, blocked };
}

/** Where the segment meets the side a|b (docs/geometry.md), from this file's own geometry. */
interface Meeting {
  readonly contact: 'crossed' | 'run-along' | 'cornered';
  /** Positions along the segment as [numerator, denominator]: both ends of a run-along. */
  readonly at: readonly (readonly [number, number])[];
  /** Corners the segment passes through on this side. */
  readonly corners: readonly string[];
}

function meetSide(from: Axial, to: Axial, a: Axial, b: Axial): Meeting | undefined {
  const [p0, p1] = [centre(from), centre(to)];
  const bs = new Set(cornersOf(b).map((p) => `${p.x},${p.y}`));
  const [c1, c2] = cornersOf(a).filter((p) => bs.has(`${p.x},${p.y}`));
  const tOf = (p: Pt): [number, number] => {
    const [dx, dy] = [p1.x - p0.x, p1.y - p0.y];
    return [(p.x - p0.x) * dx + (p.y - p0.y) * dy, dx * dx + dy * dy];
  };
  const inside = ([n, d]: readonly [number, number]) => n >= 0 && n <= d;
  const cornerKey = (p: Pt) => `${p.x},${p.y}`;
  const [o1, o2] = [orient(p0, p1, c1), orient(p0, p1, c2)];
  if (o1 === 0 && o2 === 0) {
    const [t1, t2] = [tOf(c1), tOf(c2)];
    return inside(t1) && inside(t2)
      ? { contact: 'run-along', at: [t1, t2], corners: [cornerKey(c1), cornerKey(c2)] }
      : undefined;
  }
  if (o1 === 0 || o2 === 0) {
    const c = o1 === 0 ? c1 : c2;
    return inside(tOf(c)) ? { contact: 'cornered', at: [tOf(c)], corners: [cornerKey(c)] } : undefined;
  }
  if (o1 === o2) return undefined;
  const cross = (p: Pt) => (c2.x - c1.x) * (p.y - c1.y) - (c2.y - c1.y) * (p.x - c1.x);
  const [f0, f1] = [cross(p0), cross(p1)];
  if (Math.sign(f0) === Math.sign(f1)) return undefined;
  const [n, d] = f0 - f1 > 0 ? [f0, f0 - f1] : [-f0, f1 - f0];
  return { contact: 'crossed', at: [[n, d]], corners: [] };
}

/**
 * The real-space verdict from the spec alone
 * (docs/geometry.md#real-space-mode): every symbol the segment meets, at its position; a brown or yellow
 * side run along that joins an orange or purple side of its level at an end
 * is left out; a unit's own side is any side of its hex; note L counts
 * contacts, sides sharing a passed corner being one contact.
 */
function realSpaceVisible(board: Board, from: Axial, to: Axial, rules: RuleSetId, markers: readonly Axial[]): boolean {
  if (dist(from, to) <= 1) return true;
  const cf = cellAt(board, from)!;
  const ct = cellAt(board, to)!;
  const [f, t] = [cf.level, ct.level];
  const down = (l: Level) => (rules === 'original' ? READ_DOWN[l] : l);
  if ((inGully(cf) && (inGully(ct) || down(t) === 'G')) || (inGully(ct) && (inGully(cf) || down(f) === 'G')))
    return false;
  for (const cell of board.cells.values()) {
    if (same(cell.hex, from) || same(cell.hex, to) || !lineMeetsHex(from, to, cell.hex)) continue;
    if (markers.some((m) => same(m, cell.hex))) return false;
    if (!isSingle(cell)) continue;
    const R = dist(from, to);
    if (
      lowBlocksAt(
        rules,
        cell.level,
        f,
        t,
        dist(cell.hex, from),
        R,
        dist(cell.hex, from) === 1,
        dist(cell.hex, to) === 1,
      ).blocks
    )
      return false;
  }
  const readSymbol = (s: HexsideSymbol) =>
    rules === 'original' && (s === 'yellow' || s === 'purple') ? READ_SYMBOL[s] : s;
  const commonNeighbours = (a: Axial, b: Axial) =>
    SIDES.map((side) => ({ q: a.q + DELTA[side][0], r: a.r + DELTA[side][1] })).filter((c) => dist(c, b) === 1);
  const contacts: Record<'orange' | 'purple', Map<string, Meeting>> = { orange: new Map(), purple: new Map() };
  // A side the segment meets is a side of a hex it meets; its other hex may be off the board.
  const judged = new Set<string>();
  for (const cell of board.cells.values()) {
    if (!lineMeetsHex(from, to, cell.hex)) continue;
    for (const side of SIDES) {
      const a = cell.hex;
      const b = { q: a.q + DELTA[side][0], r: a.r + DELTA[side][1] };
      if (judged.has(pairId(a, b))) continue;
      judged.add(pairId(a, b));
      const symbols = new Set(symbolsBetween(board, a, b));
      if (symbols.size === 0) continue;
      const m = meetSide(from, to, a, b);
      if (!m) continue;
      const ownFirer = same(a, from) || same(b, from);
      const ownTarget = same(a, to) || same(b, to);
      for (const s of symbols) {
        if (s === 'green' || s === 'gray') {
          if (
            m.at.some(
              ([n, d]) => lowBlocksAt(rules, lowBase(board, a, b, rules), f, t, n, d, ownFirer, ownTarget).blocks,
            )
          )
            return false;
          continue;
        }
        if (s !== 'brown' && s !== 'orange' && s !== 'yellow' && s !== 'purple') continue;
        if (m.contact === 'run-along' && (readSymbol(s) === 'brown' || readSymbol(s) === 'yellow')) {
          const rim = readSymbol(s) === 'brown' ? 'orange' : 'purple';
          const joins = commonNeighbours(a, b).some((c) =>
            [...symbolsBetween(board, a, c), ...symbolsBetween(board, b, c)].some((x) => readSymbol(x) === rim),
          );
          if (joins) continue;
        }
        const e = specEntry(rules, f, t, s);
        if (m.at.some(([n, d]) => positionBlocks(e.rule, n, d))) return false;
        if (e.counted) contacts[e.symbol === 'orange' ? 'orange' : 'purple'].set(pairId(a, b), m);
      }
    }
  }
  for (const meetings of Object.values(contacts)) {
    const groups: Set<string>[] = [];
    for (const m of meetings.values()) {
      const joined = groups.filter((g) => m.corners.some((c) => g.has(c)));
      const merged = new Set<string>(m.corners);
      for (const g of joined) for (const c of g) merged.add(c);
      groups.splice(0, groups.length, ...groups.filter((g) => !joined.includes(g)), merged);
    }
    if (groups.length > 1) return false;
  }
  return true;
}

describe.each(RULES)('audit properties (%s)', (rules) => {
  test('routes.count and routes.blocked equal a route-by-route count from the spec, R ≤ 8 (docs/geometry.md; 000 notes A–O)', () => {
    const seen = { clear: 0, someRoutes: 0, allRoutes: 0 };
    fc.assert(
      fc.property(scenarioArb, ({ a, b, spec }) => {
        const board = buildRandom(spec);
        const [from, to] = [hexOf(a), hexOf(b)];
        const R = dist(from, to);
        if (R < 2 || R > 8) return;
        const want = bruteForce(board, from, to, rules);
        const r = evaluateLos(board, { from, to, rules, trace: 'hex' });
        expect(r.routes.count).toBe(want.count);
        expect(r.routes.blocked, r.reasons.map((x) => x.text).join(' | ')).toBe(want.blocked);
        if (want.blocked === 0n) seen.clear++;
        else if (want.blocked < want.count) seen.someRoutes++;
        else seen.allRoutes++;
      }),
      { numRuns: 300 },
    );
    // Not vacuous: clear lines, lines blocked on some routes only, and on all, all occur.
    expect(Math.min(seen.clear, seen.someRoutes, seen.allRoutes)).toBeGreaterThan(0);
  });

  test('real space: the verdict equals a judgement of every contact from the spec (docs/geometry.md#real-space-mode)', () => {
    const seen = { clear: 0, blocked: 0 };
    fc.assert(
      fc.property(scenarioArb, ({ a, b, spec, marks }) => {
        const board = buildRandom(spec);
        const [from, to] = [hexOf(a), hexOf(b)];
        const markers = marks.map(hexOf);
        const r = evaluateLos(board, { from, to, rules, trace: 'real', markers: { blockedHexes: markers } });
        expect(r.visible, r.reasons.map((x) => x.text).join(' | ')).toBe(
          realSpaceVisible(board, from, to, rules, markers),
        );
        if (dist(from, to) >= 2) seen[r.visible ? 'clear' : 'blocked']++;
      }),
      { numRuns: 300 },
    );
    expect(Math.min(seen.clear, seen.blocked)).toBeGreaterThan(0);
  });

  test.each(TRACES)(
    'isVisible equals evaluateLos(...).visible, with single-hex obstacles, gullies and markers (%s)',
    (trace) => {
      fc.assert(
        fc.property(scenarioArb, ({ a, b, spec, marks }) => {
          const board = buildRandom(spec);
          const q: LosQuery = {
            from: hexOf(a),
            to: hexOf(b),
            rules,
            trace,
            markers: { blockedHexes: marks.map(hexOf) },
          };
          const plain: LosQuery = { from: q.from, to: q.to, rules, trace };
          expect(isVisible(board, q)).toBe(evaluateLos(board, q).visible);
          expect(isVisible(board, plain)).toBe(evaluateLos(board, plain).visible);
        }),
        // Real space and markers take the explained path: fewer runs suffice there.
        { numRuns: trace === 'hex' ? 300 : 100 },
      );
    },
  );

  test('hex-traced and real space agree along the six hex axes (nothing is run along or cornered there)', () => {
    fc.assert(
      fc.property(boardArb, labelArb, fc.constantFrom(...SIDES), fc.integer({ min: 2, max: 8 }), (spec, a, side, n) => {
        const board = buildRandom(spec);
        const from = hexOf(a);
        const to = { q: from.q + DELTA[side][0] * n, r: from.r + DELTA[side][1] * n };
        if (!onBoard(board, to)) return;
        const hex = evaluateLos(board, { from, to, rules, trace: 'hex' });
        const real = evaluateLos(board, { from, to, rules, trace: 'real' });
        expect(real.visible).toBe(hex.visible);
        expect(new Set(real.reasons.map((x) => x.rule))).toEqual(new Set(hex.reasons.map((x) => x.rule)));
        expect(real.steps.map((s) => key(s[0]))).toEqual(hex.steps.map((s) => key(s[0])));
      }),
      { numRuns: 200 },
    );
  });

  test.each(TRACES)(
    'every reason is located, cited and in words; the witness is a route (%s; docs/cli.md)',
    (trace) => {
      fc.assert(
        fc.property(scenarioArb, ({ a, b, spec, marks }) => {
          const board = buildRandom(spec);
          const q: LosQuery = {
            from: hexOf(a),
            to: hexOf(b),
            rules,
            trace,
            markers: { blockedHexes: marks.map(hexOf) },
          };
          checkResult(board, q, evaluateLos(board, q), true);
        }),
        { numRuns: 200 },
      );
    },
  );

  test('the same answer every time, whatever order the board lists its hexsides (determinism)', () => {
    fc.assert(
      fc.property(scenarioArb, fc.constantFrom(...TRACES), ({ a, b, spec }, trace) => {
        const one = buildRandom(spec);
        const other = buildRandom({ ...spec, hexsides: [...spec.hexsides].reverse() });
        const q: LosQuery = { from: hexOf(a), to: hexOf(b), rules, trace };
        const x = evaluateLos(one, q);
        expect(evaluateLos(one, q)).toEqual(x);
        const y = evaluateLos(other, q);
        expect(y.visible).toBe(x.visible);
        expect(y.routes).toEqual(x.routes);
        expect(y.reasons.map((r) => r.text).sort()).toEqual(x.reasons.map((r) => r.text).sort());
      }),
      { numRuns: 100 },
    );
  });
});
