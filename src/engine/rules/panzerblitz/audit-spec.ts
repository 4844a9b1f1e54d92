// An independent audit of the PanzerBlitz-family rule sets (docs/rules.md,
// docs/geometry.md, docs/cli.md), in three parts: the tables as data
// (audit-tables.test.ts), adversarial boards (audit-boards.test.ts) and
// properties (audit-properties.test.ts), each judged against audit-spec.ts.
//
// What the audit judges by, written from the spec alone and never from the
// engine's code: the text of docs/rules.md (copied here as written) and
// 003's printed chart, its own segment test, its own reading of LOW bases and
// single-hex obstacles, the boards the rows are drawn on, and the checks every
// result must pass (reasons located, cited and in words).
//
// Seeds: 000 = Arvold, "Obstacles and Elevation (Modified)"; 001 = Arvold,
// "Effects of New Terrain on New PanzerBlitz Boards"; 003 = "3D PanzerBlitz Charts".

import { expect } from 'vitest';

import { cellAt, symbolsBetween } from '../../board-model.ts';
import { fracToString } from '../../fraction.ts';
import { axialToOffset, cellLabel } from '../../hex/offset.ts';
import {
  type Axial,
  type Board,
  ELEVATION_EDGE_SYMBOLS,
  type ElevationEdgeSymbol,
  type HexCell,
  type Level,
  type Side,
  SIDES,
  type Terrain,
} from '../../types.ts';
import type { RuleSetId, TraceMode } from '../ids.ts';
import type { LosQuery, LosResult } from '../types.ts';
import type { PositionRule } from './table.ts';

export const RULES: readonly RuleSetId[] = ['arvold', 'original'];
export const TRACES: readonly TraceMode[] = ['hex', 'real'];

// ============================================================ the spec, as text

interface SpecEntry {
  readonly rule: PositionRule;
  readonly counted: boolean;
}
type SpecCell = Readonly<Record<ElevationEdgeSymbol, SpecEntry>>;

/** docs/rules.md#the-coloured-hexsides-arvold, word for word. */
export const SPEC_ARVOLD: Readonly<Record<Level, Readonly<Record<Level, string>>>> = {
  G: {
    G: 'block / block / block / block',
    S1: 'block / block / block / block',
    H1: 'nearFirer / counted / block / block',
    S2: 'nearFirer / counted / block / block',
    H2: 'near1/3 / near1/3+counted / near1/3 / counted',
  },
  S1: {
    G: 'block / block / block / block',
    S1: 'block / block / block / block',
    H1: 'none / counted / block / block',
    S2: 'none / none / block / block',
    H2: 'none / none / nearFirer / none',
  },
  H1: {
    G: 'nearTarget / counted / block / block',
    S1: 'none / counted / block / block',
    H1: 'none / none / block / block',
    S2: 'none / none / block / block',
    H2: 'none / none / nearFirer / none',
  },
  S2: {
    G: 'nearTarget / counted / block / block',
    S1: 'none / none / block / block',
    H1: 'none / none / block / block',
    S2: 'none / counted / block / block',
    H2: 'none / counted / none / counted',
  },
  H2: {
    G: 'far2/3 / far2/3+counted / far2/3 / counted',
    S1: 'none / none / nearTarget / none',
    H1: 'none / none / nearTarget / none',
    S2: 'none / counted / none / counted',
    H2: 'none / none / none / none',
  },
};

/**
 * The cells as they stood before the 2026-11-25 amendment, now the reading
 * `level2NoteL=heights` (orange between level 2 units not counted).
 */
export const SPEC_ARVOLD_HEIGHTS: Readonly<Partial<Record<Level, Readonly<Partial<Record<Level, string>>>>>> = {
  S2: { S2: 'none / none / block / block', H2: 'none / none / none / counted' },
  H2: { S2: 'none / none / none / counted' },
};

export function parseSpecCell(text: string): SpecCell {
  const parts = text.split(' / ');
  if (parts.length !== 4) throw new Error(`bad spec cell "${text}"`);
  const out = {} as Record<ElevationEdgeSymbol, SpecEntry>;
  ELEVATION_EDGE_SYMBOLS.forEach((s, i) => {
    const bits = parts[i].split('+');
    out[s] = { rule: (bits.find((b) => b !== 'counted') ?? 'none') as PositionRule, counted: bits.includes('counted') };
  });
  return out;
}

/**
 * The note each arvold entry must cite when it can block: the lettered note
 * named in the spec cell's parentheses, "TET" where the cell comes from the
 * table itself, "O" for ground to ground.
 */
export function arvoldNote(f: Level, t: Level, s: ElevationEdgeSymbol, e: SpecEntry): string | undefined {
  const POSITION_NOTES: Readonly<Record<string, string>> = {
    'G>H1>brown': 'D',
    'G>S2>brown': 'D', // (*) the lower band acts as G→H1
    'H1>G>brown': 'C',
    'S2>G>brown': 'C',
    'G>H2>brown': 'F',
    'G>H2>orange': 'F',
    'G>H2>yellow': 'F',
    'H2>G>brown': 'E',
    'H2>G>orange': 'E',
    'H2>G>yellow': 'E',
    'S1>H2>yellow': 'H',
    'H1>H2>yellow': 'H',
    'H2>S1>yellow': 'G',
    'H2>H1>yellow': 'G',
  };
  if (e.rule === 'block') return f === 'G' && t === 'G' ? 'O' : 'TET';
  if (e.rule === 'none') return undefined;
  return POSITION_NOTES[`${f}>${t}>${s}`];
}

type ChartLevel = 'G' | 'S1' | 'H1';
export const CHART_LEVELS: readonly ChartLevel[] = ['G', 'S1', 'H1'];

/** 003's Target Elevation Chart as printed: "Unit Firing From" rows × "Hex Side Obstructions to LOS" columns. */
export const CHART_003: Readonly<Record<ChartLevel, Readonly<Record<ChartLevel, string>>>> = {
  G: { G: 'All', S1: 'Brown/Orange Note B', H1: 'Note B Note D' },
  S1: { G: 'Brown/Orange Note A', S1: 'Brown/Orange Note E', H1: 'Note E' },
  H1: { G: 'Note A Note C', S1: 'Note E', H1: 'None' },
};

interface ChartReading {
  readonly brown: SpecEntry & { readonly note?: string };
  readonly orange: SpecEntry & { readonly note?: string };
}

/**
 * docs/rules.md's reading of a chart cell: "All"/"Brown/Orange" block
 * both; C and D are 000's C and D for brown; E counts orange wherever orange
 * does not block outright, except hilltop to hilltop ("None").
 */
export function readChart(text: string): ChartReading {
  const block = { rule: 'block' as const, counted: false, note: 'orig-TET' };
  const counted = { rule: 'none' as const, counted: true, note: 'orig-E' };
  if (text === 'All' || text.startsWith('Brown/Orange')) return { brown: block, orange: block };
  if (text.includes('Note D')) return { brown: { rule: 'nearFirer', counted: false, note: 'orig-D' }, orange: counted };
  if (text.includes('Note C'))
    return { brown: { rule: 'nearTarget', counted: false, note: 'orig-C' }, orange: counted };
  if (text.includes('Note E')) return { brown: { rule: 'none', counted: false }, orange: counted };
  return { brown: { rule: 'none', counted: false }, orange: { rule: 'none', counted: false } };
}

/** docs/rules.md: under `original`, S2 is read as S1, H2 as H1, yellow as brown, purple as orange. */
export const READ_DOWN: Readonly<Record<Level, ChartLevel>> = { G: 'G', S1: 'S1', H1: 'H1', S2: 'S1', H2: 'H1' };
export const READ_SYMBOL: Readonly<Record<ElevationEdgeSymbol, 'brown' | 'orange'>> = {
  brown: 'brown',
  orange: 'orange',
  yellow: 'brown',
  purple: 'orange',
};

/** The spec's entry for one symbol between two units (after `original`'s reading down). */
export function specEntry(
  rules: RuleSetId,
  f: Level,
  t: Level,
  s: ElevationEdgeSymbol,
): SpecEntry & { readonly symbol: ElevationEdgeSymbol } {
  if (rules === 'original') {
    const symbol = READ_SYMBOL[s];
    return { ...readChart(CHART_003[READ_DOWN[f]][READ_DOWN[t]])[symbol], symbol };
  }
  return { ...parseSpecCell(SPEC_ARVOLD[f][t])[s], symbol: s };
}

/** "Rules for one symbol", for a position n/d along the line (own sides are judged apart). */
export function positionBlocks(rule: PositionRule, n: number, d: number): boolean {
  switch (rule) {
    case 'block':
      return true;
    case 'nearFirer':
      return 2 * n <= d;
    case 'nearTarget':
      return 2 * n >= d;
    case 'near1/3':
      return 3 * n <= d;
    case 'far2/3':
      return 3 * n >= 2 * d;
    default:
      return false;
  }
}

type LowRule = 'block' | 'none' | 'firerOwn' | 'targetOwn';

/**
 * docs/rules.md#low-obstacles-green-and-gray-hexsides-single-hex-woods-and-towns: what an obstacle on `base` does
 * between a firer and a target, and which note a blocking reason must cite.
 */
function lowOracle(rules: RuleSetId, base: Level, firer: Level, target: Level): { rule: LowRule; note: string } {
  const down = (l: Level): Level => (rules === 'original' ? READ_DOWN[l] : l);
  const [b, f, t] = [down(base), down(firer), down(target)];
  const orig = rules === 'original';
  if (b === 'G' || b === 'S1') {
    if (f === 'G' && t === 'G') return { rule: 'block', note: orig ? 'orig-TET' : 'O' };
    if (t === 'G') return { rule: 'targetOwn', note: orig ? 'orig-A' : 'A' };
    if (f === 'G') return { rule: 'firerOwn', note: orig ? 'orig-B' : 'B' };
    return { rule: 'none', note: '' };
  }
  if (b === 'H1' || b === 'S2') {
    if (f === 'H1' && (t === 'S2' || t === 'H2')) return { rule: 'firerOwn', note: 'N' };
    if (t === 'H1' && (f === 'S2' || f === 'H2')) return { rule: 'targetOwn', note: 'N' };
  }
  return { rule: 'block', note: 'N' };
}

/**
 * docs/rules.md#low-obstacles-green-and-gray-hexsides-single-hex-woods-and-towns (amended 2026-11-22): does an
 * obstacle on `base` block at position n/d? Its LOW row, or, on an S1 base
 * (after `original`'s read-down), a brown side at the same place. `byBrown`
 * when only the brown reading blocks, with the brown entry's note.
 */
export function lowBlocksAt(
  rules: RuleSetId,
  base: Level,
  f: Level,
  t: Level,
  n: number,
  d: number,
  ownFirer: boolean,
  ownTarget: boolean,
): { blocks: boolean; note: string; byBrown: boolean } {
  const { rule, note } = lowOracle(rules, base, f, t);
  if (rule === 'block' || (rule === 'firerOwn' && ownFirer) || (rule === 'targetOwn' && ownTarget))
    return { blocks: true, note, byBrown: false };
  const b = rules === 'original' ? READ_DOWN[base] : base;
  if (b !== 'S1') return { blocks: false, note, byBrown: false };
  const brown = specEntry(rules, f, t, 'brown');
  const brownNote =
    rules === 'original'
      ? ((brown as { note?: string }).note ?? 'orig-TET')
      : (arvoldNote(f, t, 'brown', brown) ?? 'TET');
  return positionBlocks(brown.rule, n, d)
    ? { blocks: true, note: brownNote, byBrown: true }
    : { blocks: false, note, byBrown: false };
}

/** A single-hex woods or town is 000's clause of notes A and B: 003's notes A and B speak of hexsides only. */
export function singleWoodsNote(note: string): string {
  return note === 'orig-A' ? 'A' : note === 'orig-B' ? 'B' : note;
}

/** 001's copse, farm and fort cite 001 where woods and towns cite 000's A, B, O. */
export function oneHexNote(note: string): string {
  if (note === 'A' || note === 'orig-A') return '001-c1';
  if (note === 'B' || note === 'orig-B') return '001-c2';
  if (note === 'O' || note === 'orig-TET') return '001-single-hex';
  return note;
}

// ============================================================ independent geometry

// docs/geometry.md: centre X = 3q, Y = 2r + q; corners at (±2, 0), (±1, ±1).
export interface Pt {
  readonly x: number;
  readonly y: number;
}
export const centre = (h: Axial): Pt => ({ x: 3 * h.q, y: 2 * h.r + h.q });
const CORNER_OFFSETS = [
  [2, 0],
  [1, 1],
  [-1, 1],
  [-2, 0],
  [-1, -1],
  [1, -1],
] as const;
export const cornersOf = (h: Axial): Pt[] => {
  const c = centre(h);
  return CORNER_OFFSETS.map(([dx, dy]) => ({ x: c.x + dx, y: c.y + dy }));
};
export const orient = (a: Pt, b: Pt, c: Pt): number => Math.sign((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));
const within = (a: Pt, b: Pt, p: Pt): boolean =>
  Math.min(a.x, b.x) <= p.x && p.x <= Math.max(a.x, b.x) && Math.min(a.y, b.y) <= p.y && p.y <= Math.max(a.y, b.y);

/** Closed segments p1p2 and p3p4 share a point. */
function segmentsMeet(p1: Pt, p2: Pt, p3: Pt, p4: Pt): boolean {
  const d1 = orient(p3, p4, p1);
  const d2 = orient(p3, p4, p2);
  const d3 = orient(p1, p2, p3);
  const d4 = orient(p1, p2, p4);
  if (d1 * d2 < 0 && d3 * d4 < 0) return true;
  return (
    (d1 === 0 && within(p3, p4, p1)) ||
    (d2 === 0 && within(p3, p4, p2)) ||
    (d3 === 0 && within(p1, p2, p3)) ||
    (d4 === 0 && within(p1, p2, p4))
  );
}

export const same = (a: Axial, b: Axial) => a.q === b.q && a.r === b.r;
export const key = (h: Axial) => `${h.q},${h.r}`;
export const dist = (a: Axial, b: Axial) =>
  (Math.abs(a.q - b.q) + Math.abs(a.r - b.r) + Math.abs(a.q + a.r - b.q - b.r)) / 2;

/** The centre segment meets the closed hex (its ends are interior to the end hexes, so the boundary decides). */
export function lineMeetsHex(from: Axial, to: Axial, h: Axial): boolean {
  if (same(h, from) || same(h, to)) return true;
  const [a, b] = [centre(from), centre(to)];
  const cs = cornersOf(h);
  return cs.some((c, i) => segmentsMeet(a, b, c, cs[(i + 1) % 6]));
}

/** The centre segment meets the closed side between adjacent hexes a and b. */
export function lineMeetsSide(from: Axial, to: Axial, a: Axial, b: Axial): boolean {
  const bs = new Set(cornersOf(b).map((p) => `${p.x},${p.y}`));
  const shared = cornersOf(a).filter((p) => bs.has(`${p.x},${p.y}`));
  if (shared.length !== 2) throw new Error('not adjacent');
  return segmentsMeet(centre(from), centre(to), shared[0], shared[1]);
}

export const DELTA: Readonly<Record<Side, readonly [number, number]>> = {
  N: [0, -1],
  NE: [1, -1],
  SE: [1, 0],
  S: [0, 1],
  SW: [-1, 1],
  NW: [-1, 0],
};
export const SIDE_OF: Readonly<Record<string, Side>> = Object.fromEntries(
  SIDES.map((s) => [`${DELTA[s][0]},${DELTA[s][1]}`, s]),
);
export const pairId = (a: Axial, b: Axial) => [key(a), key(b)].sort().join('|');

// ============================================================ test boards

const ONE_HEX: ReadonlySet<Terrain> = new Set<Terrain>(['wood-copse', 'collective-farm', 'old-fort']);
/** docs/board-format.md: "the hex beside it whose terrain is woods, town, town-woods or town-slope". */
const WOODS_LIKE: ReadonlySet<Terrain> = new Set<Terrain>(['woods', 'town', 'town-woods', 'town-slope']);
const LEVEL_ORDER: Readonly<Record<Level, number>> = { G: 0, S1: 1, H1: 2, S2: 3, H2: 4 };
export const LEVEL_TERRAIN: Readonly<Record<Level, Terrain>> = {
  G: 'clear',
  S1: 'slope',
  H1: 'hilltop',
  S2: 'slope2',
  H2: 'hilltop2',
};

// 000 gullies C: a road crossing (an unimproved road too, "even if ... the road becomes unusable"), a railroad (001) or a bridge.
export const inGully = (c: HexCell) =>
  c.terrain === 'gully' &&
  !c.features.some((f) => f === 'road' || f === 'unimproved-road' || f === 'railroad' || f === 'bridge');
export const isSingle = (c: HexCell) =>
  ONE_HEX.has(c.terrain) || (c.singleHex && (c.terrain === 'woods' || c.terrain === 'town'));

/** docs/board-format.md's base; under `original` the levels are read down first (docs/rules.md: "a LOW obstacle's base included"). */
export function lowBase(board: Board, a: Axial, b: Axial, rules: RuleSetId): Level {
  const down = (l: Level): Level => (rules === 'original' ? READ_DOWN[l] : l);
  const ca = cellAt(board, a);
  const cb = cellAt(board, b);
  if (!ca || !cb) return down((ca ?? cb)?.level ?? 'G');
  const wa = WOODS_LIKE.has(ca.terrain);
  const wb = WOODS_LIKE.has(cb.terrain);
  if (wa !== wb) return down(wa ? ca.level : cb.level);
  return LEVEL_ORDER[down(ca.level)] <= LEVEL_ORDER[down(cb.level)] ? down(ca.level) : down(cb.level);
}

export const labelOfAxial = (h: Axial) => cellLabel(axialToOffset(h, 'odd'));

// ============================================================ checks every result must pass

const INTERNAL_WORDS =
  /(?<!note )\bG\b|\b(S1|S2|H1|H2|nearFirer|nearTarget|near1\/3|far2\/3|behindFirer|behindTarget|TET|undefined|NaN|null)\b|orig-|gullies-|001-c|001-single|blocked-hex|\[object/;

/** How a rule id must be cited in a reason's sentence (docs/cli.md: players' words). */
function citationPattern(rule: string): RegExp {
  if (/^[A-R]$/.test(rule)) return new RegExp(`\\bnote ${rule}\\b`);
  const orig = /^orig-([A-E])$/.exec(rule);
  if (orig) return new RegExp(`003's note ${orig[1]}\\b`);
  if (rule === 'TET')
    return /003's Target Elevation Chart|HexLOS's [a-z0-9 -]*reading|000's heights|the [a-z0-9 ]+ reading of [a-z0-9 ]+/;
  if (rule === 'orig-TET') return /Target Elevation Chart/;
  const gully = /^gullies-([A-D])$/.exec(rule);
  if (gully) return new RegExp(`gullies ${gully[1]}\\b`);
  const clar = /^001-c(\d)$/.exec(rule);
  if (clar) return new RegExp(`001, clarification ${clar[1]}\\b`);
  if (rule === '001-single-hex') return /001/;
  if (rule === 'blocked-hex') return /[Aa]rtillery/;
  throw new Error(`unexpected rule id ${rule}`);
}

/**
 * docs/cli.md and docs/geometry.md invariants: reasons empty iff visible; blocked ≤
 * count; the witness is a route of the trace and some reason lies on it; every
 * hexside reason names side k of some route (hex mode) or a side the segment
 * meets (real space), carrying that symbol; every hex reason names a hex the
 * segment meets; words
 * only (no level ids or rule-table identifiers), each citing its note.
 * `plainLabels`: the board's labels cannot read as a level id (no column S or H), so nothing is masked.
 */
export function checkResult(board: Board, q: LosQuery, r: LosResult, plainLabels: boolean): void {
  const R = dist(q.from, q.to);
  const trace = q.trace ?? 'hex';
  expect(r.range).toBe(R);
  expect(r.reasons.length === 0).toBe(r.visible);
  expect(r.routes.blocked >= 0n && r.routes.blocked <= r.routes.count).toBe(true);
  expect(r.routes.blocked === 0n).toBe(r.visible);
  expect(same(r.steps[0][0], q.from) && same(r.steps[r.steps.length - 1][0], q.to)).toBe(true);
  if (trace === 'real') {
    expect(r.routes.count).toBe(1n);
    for (const s of r.steps) {
      expect(s).toHaveLength(1);
      expect(lineMeetsHex(q.from, q.to, s[0])).toBe(true);
    }
  } else {
    expect(r.steps).toHaveLength(R + 1);
  }
  const route = r.blockedRoute;
  if (!r.visible && R >= 2) {
    expect(route).toBeDefined();
    if (trace === 'hex') {
      expect(route).toHaveLength(R + 1);
      route!.forEach((h, i) => {
        expect(r.steps[i].some((c) => same(c, h))).toBe(true);
        if (i > 0) expect(dist(route![i - 1], h)).toBe(1);
      });
    } else {
      expect(route!.map(key)).toEqual(r.steps.map((s) => key(s[0])));
    }
  }
  // The witness is itself blocked: a reason about the pair or a hex, or one on a side of the witness.
  if (!r.visible && trace === 'hex' && R >= 2) {
    const onWitness = r.reasons.some(
      (x) =>
        x.kind !== 'hexside' ||
        x.side === undefined ||
        (same(route![x.side! - 1], x.between![0]) && same(route![x.side!], x.between![1])),
    );
    expect(onWitness, 'no reason lies on the witness route').toBe(true);
  }
  const markers = q.markers?.blockedHexes ?? [];
  for (const reason of r.reasons) {
    if (reason.kind === 'hexside') {
      const [a, b] = reason.between!;
      expect(symbolsBetween(board, a, b)).toContain(reason.symbol);
      if (trace === 'hex' && reason.rule === '001-c3') {
        // docs/geometry.md: a side the centre line touches that no route crosses, blocking every route.
        expect(reason.side).toBeUndefined();
        expect(lineMeetsSide(q.from, q.to, a, b), `${reason.text}: the segment does not meet this side`).toBe(true);
      } else if (trace === 'hex') {
        const k = reason.side!;
        const onSomeRoute =
          r.steps[k - 1].some((h) => same(h, a)) && r.steps[k].some((h) => same(h, b)) && dist(a, b) === 1;
        expect(onSomeRoute, `${reason.text}: not side ${k} of any route`).toBe(true);
        expect(fracToString(reason.position!)).toBe(reduce(2 * k - 1, 2 * R));
        expect(reason.routesThrough! <= r.routes.count).toBe(true);
      } else {
        expect(reason.side).toBeUndefined();
        expect(lineMeetsSide(q.from, q.to, a, b), `${reason.text}: the segment does not meet this side`).toBe(true);
        expect(reason.position!.n >= 0 && reason.position!.n <= reason.position!.d).toBe(true);
      }
    } else if (reason.kind === 'hex') {
      const h = reason.hex!;
      expect(same(h, q.from) || same(h, q.to)).toBe(false);
      expect(lineMeetsHex(q.from, q.to, h), `${reason.text}: the segment does not meet this hex`).toBe(true);
      const cell = cellAt(board, h)!;
      expect(reason.rule === 'blocked-hex' ? markers.some((m) => same(m, h)) : isSingle(cell)).toBe(true);
    } else {
      expect(reason.rule).toBe('gullies-A');
      const [cf, ct] = [cellAt(board, q.from)!, cellAt(board, q.to)!];
      expect(inGully(cf) || inGully(ct)).toBe(true);
    }
    expect(reason.text, reason.text).toMatch(citationPattern(reason.rule));
    expect(reason.text.endsWith('.')).toBe(true);
    // The quote once, on the result; a sentence names what it cites.
    for (const id of reason.cites ?? []) {
      const c = r.citations?.find((x) => x.id === id);
      expect(c, `${reason.text}: cites ${id}, which the result does not quote`).toBeDefined();
      expect(reason.text).toContain(c!.name);
      expect(reason.text).not.toContain(c!.text);
    }
    const masked = plainLabels
      ? reason.text
      : reason.text.replace(/\b[A-Z]+\d+\b/g, (m) => (board.labels.has(m) ? '#' : m));
    expect(masked, `internal identifier in "${reason.text}"`).not.toMatch(INTERNAL_WORDS);
  }
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const reduce = (n: number, d: number) => {
  const g = gcd(n, d);
  return d / g === 1 ? `${n / g}` : `${n / g}/${d / g}`;
};
