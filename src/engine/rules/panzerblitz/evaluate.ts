// The interpreter for the PanzerBlitz-family tables (table.ts): one function
// evaluates any table in either trace mode (rules-panzerblitz.md,
// los-geometry.md).
//
// Hex-traced mode (000's default): the LOS is blocked if ANY shortest route is
// blocked (the defender's benefit of the doubt). Routes are never enumerated:
// a dynamic programme over the steps counts clear routes per (hex, orange
// count, purple count), so note L's "more than one" is exact, and a second pass
// keeps one blocked route as the witness.
//
// Real-space mode (000's optional rule): the symbols the straight segment
// meets — crossed, run along (judged at both ends of the overlap, 000's
// brown/yellow-joining-orange/purple exception applied) or cornered (benefit of
// the doubt) — each at its segment parameter t.
//
// Interpretations (docs/rules.md): a unit in a gully is G; single-hex
// obstacles count whenever the segment meets them, in both modes (001); a LOW
// hexside's base is its woods/town hex's level, S1 woods act as ground woods;
// old forts read as collective farms for 001's clarifications 1 and 2; a
// blocked hex (003: artillery this turn) blocks LOS through it, not into it.

import { cellAt, isInGully, symbolsOnEdge } from '../../board-model.ts';
import { SYMBOL_MEANINGS } from '../../words.ts';
import { type BoardIndex, boardIndex, cellSlot, SYMBOL_BIT } from '../../board-index.ts';
import { type Fraction, frac, fracCompare } from '../../fraction.ts';
import { edgeBetween, edgeHexes, hexDistance, hexEquals, hexKey, neighbours } from '../../hex/axial.ts';
import { latticeCentre, latticeKey } from '../../hex/lattice.ts';
import { LineWalk } from '../../hex/line-walk.ts';
import { hexContact, hexEntryParam, segmentBetween, segmentContacts, type SideMeeting, sideMeeting } from '../../hex/segment.ts';
import { type HexTrace, type StepSide } from '../../hex/trace.ts';
import { traceOnBoard } from '../../board-trace.ts';
import type { Axial, Board, EdgeKey, HexCell, HexsideSymbol, Level, Side, Terrain } from '../../types.ts';
import { ONE_HEX_TERRAINS, SYMBOLS, WOODS_AND_TOWNS } from '../../types.ts';
import type { LosQuery, LosReason, LosResult, RuleSetId, TraceMode, UnitEnd } from '../types.ts';
import {
  type ElevationSymbol,
  ORIGINAL_LEVEL_MAP,
  ORIGINAL_SYMBOL_MAP,
  type PanzerBlitzTable,
  type PositionRule,
  type SymbolEntry,
} from './table.ts';
import {
  citation,
  LEVEL_WORDS,
  positionWords,
  SYMBOL_WORDS,
  TERRAIN_WORDS,
  targetWords,
  unitWords,
} from './words.ts';

export interface PanzerBlitzVariant {
  readonly id: RuleSetId;
  readonly table: PanzerBlitzTable;
  /** Level 2 read down a band, yellow as brown, purple as orange (original's three levels). */
  readonly threeLevels: boolean;
}

const WOODS_OR_TOWN: ReadonlySet<Terrain> = new Set(WOODS_AND_TOWNS);
const ONE_HEX_TERRAIN: ReadonlySet<Terrain> = new Set(ONE_HEX_TERRAINS);
const LOW_SYMBOLS: ReadonlySet<HexsideSymbol> = new Set<HexsideSymbol>(['green', 'gray']);
const ELEVATION_SYMBOL_SET: ReadonlySet<HexsideSymbol> = new Set<HexsideSymbol>(['brown', 'orange', 'yellow', 'purple']);

export const isSingleHexObstacle = (cell: HexCell): boolean =>
  ONE_HEX_TERRAIN.has(cell.terrain) || (cell.singleHex && WOODS_OR_TOWN.has(cell.terrain));

function requireCell(board: Board, h: Axial): HexCell {
  const cell = cellAt(board, h);
  if (!cell) throw new RangeError(`hex (${hexKey(h)}) is not on board ${board.id}`);
  return cell;
}

interface Ctx {
  readonly board: Board;
  readonly variant: PanzerBlitzVariant;
  readonly trace: TraceMode;
  readonly range: number;
  readonly firer: UnitEnd;
  readonly target: UnitEnd;
  readonly notes: string[];
}

const tableLevel = (v: PanzerBlitzVariant, level: Level): Level => (v.threeLevels ? ORIGINAL_LEVEL_MAP[level] : level);

function unitEnd(board: Board, v: PanzerBlitzVariant, h: Axial): UnitEnd {
  const cell = requireCell(board, h);
  return {
    hex: h,
    label: cell.label,
    level: tableLevel(v, cell.level),
    terrain: cell.terrain,
    elevation: cell.elevation,
    inGully: isInGully(cell),
  };
}

/**
 * Does a position rule block at position num/den along the line (rules-
 * panzerblitz.md, "Rules for one symbol")? Integers only: the verdict-only
 * path asks it for side k of R as (2k - 1)/(2R) without building a fraction.
 */
export function positionRuleBlocksAt(rule: PositionRule, num: number, den: number, ownFirer: boolean, ownTarget: boolean): boolean {
  switch (rule) {
    case 'block':
      return true;
    case 'none':
      return false;
    case 'nearFirer':
      return 2 * num <= den;
    case 'nearTarget':
      return 2 * num >= den;
    case 'near1/3':
      return 3 * num <= den;
    case 'far2/3':
      return 3 * num >= 2 * den;
    case 'behindFirer':
      return ownFirer;
    case 'behindTarget':
      return ownTarget;
  }
}

export const positionRuleBlocks = (rule: PositionRule, position: Fraction, ownFirer: boolean, ownTarget: boolean): boolean =>
  positionRuleBlocksAt(rule, position.n, position.d, ownFirer, ownTarget);

/** The LOW-obstacle entry for an obstacle standing on `base` (rules-panzerblitz.md, LOW obstacles). */
function lowEntry(ctx: Pick<Ctx, 'variant'> & { firer: { level: Level }; target: { level: Level } }, base: Level): SymbolEntry {
  const low = ctx.variant.table.low;
  const b = tableLevel(ctx.variant, base);
  const f = ctx.firer.level;
  const t = ctx.target.level;
  if (b === 'G' || b === 'S1') {
    if (f === 'G' && t === 'G') return low.groundBothGround;
    if (t === 'G') return low.groundTargetGround;
    if (f === 'G') return low.groundFirerGround;
    return low.groundNeitherGround;
  }
  if (b === 'H1' || b === 'S2') {
    if (t === 'H1' && (f === 'S2' || f === 'H2')) return low.raisedExceptionTarget;
    if (f === 'H1' && (t === 'S2' || t === 'H2')) return low.raisedExceptionFirer;
    return low.raised;
  }
  return low.high;
}

/** A green or gray side stands on the level of the woods or town hex it belongs to; if both or neither, the lower (board-format.md). */
function lowSideBase(board: Board, a: Axial, b: Axial): Level {
  const ca = cellAt(board, a);
  const cb = cellAt(board, b);
  if (!ca || !cb) return (ca ?? cb)?.level ?? 'G';
  const wa = WOODS_OR_TOWN.has(ca.terrain);
  const wb = WOODS_OR_TOWN.has(cb.terrain);
  if (wa && !wb) return ca.level;
  if (wb && !wa) return cb.level;
  return LEVEL_ORDER[ca.level] <= LEVEL_ORDER[cb.level] ? ca.level : cb.level;
}

const LEVEL_ORDER: Readonly<Record<Level, number>> = { G: 0, S1: 1, H1: 2, S2: 3, H2: 4 };

const tableSymbol = (v: PanzerBlitzVariant, s: ElevationSymbol): ElevationSymbol =>
  v.threeLevels ? ORIGINAL_SYMBOL_MAP[s] : s;

/** One symbol on one side, judged at one position. */
interface SideJudgement {
  readonly symbol: HexsideSymbol;
  readonly entry: SymbolEntry;
  readonly blocks: boolean;
  /** Colour counted towards note L (after original's mapping). */
  readonly counts?: 'orange' | 'purple';
  readonly base?: Level;
}

function judgeSymbol(
  ctx: Ctx,
  symbol: HexsideSymbol,
  a: Axial,
  b: Axial,
  positions: readonly Fraction[],
  ownFirer: boolean,
  ownTarget: boolean,
): SideJudgement | undefined {
  if (LOW_SYMBOLS.has(symbol)) {
    const base = lowSideBase(ctx.board, a, b);
    if (isLevel2(base)) noteReadDown(ctx);
    const entry = lowEntry(ctx, base);
    const blocks = positions.some((p) => positionRuleBlocks(entry.rule, p, ownFirer, ownTarget));
    return { symbol, entry, blocks, base };
  }
  if (!ELEVATION_SYMBOL_SET.has(symbol)) return undefined;
  const mapped = tableSymbol(ctx.variant, symbol as ElevationSymbol);
  const entry = ctx.variant.table.elevation[ctx.firer.level][ctx.target.level][mapped];
  const blocks = positions.some((p) => positionRuleBlocks(entry.rule, p, ownFirer, ownTarget));
  const counts = entry.counted && (mapped === 'orange' || mapped === 'purple') ? mapped : undefined;
  return { symbol, entry, blocks, counts };
}

// ---------------------------------------------------------------- sentences

/** Under the 1970 chart, Arvold's letters are cited as 000's, so nobody looks for a note N in 003. */
const cite = (ctx: Ctx, rule: string): string =>
  ctx.variant.threeLevels && /^[A-R]$/.test(rule) ? `000's note ${rule}` : citation(rule);

function symbolSentence(ctx: Ctx, j: SideJudgement, aLabel: string, bLabel: string, where: string, position: Fraction): string {
  const what = `The ${SYMBOL_WORDS[j.symbol]} hexside between ${aLabel} and ${bLabel}`;
  const cited = cite(ctx, j.entry.note);
  const who = unitWords(ctx.firer.level, ctx.firer.inGully);
  const to = targetWords(ctx.target.level, ctx.target.inGully);
  if (j.entry.rule === 'block') {
    if (j.base !== undefined) {
      const baseWords = j.base === 'G' || j.base === 'S1' ? 'ground-level woods or town' : `woods or town on ${LEVEL_WORDS[j.base]}`;
      return `${what} (${where}) is the edge of ${baseWords}, which blocks ${who} firing ${to} (${cited}).`;
    }
    if (j.entry.note === 'TET' || j.entry.note === 'orig-TET') {
      const height = `a ${SYMBOL_MEANINGS[j.symbol]}`;
      return `${what} (${where}) marks ${height}, which blocks ${who} firing ${to} (${cited}).`;
    }
    return `${what} (${where}) blocks ${who} firing ${to} (${cited}).`;
  }
  const pos = positionWords(j.entry.rule, position);
  if (j.base !== undefined) {
    return `${what} ${pos} (${where}), so ${who} cannot see past the woods or town edge ${to} (${cited}).`;
  }
  return `${what} ${pos} (${where}), so ${who} cannot see over it ${to} (${cited}).`;
}

/** Note L (or 003's E): one sentence per counted side, naming the others. */
function countedSentence(
  symbol: HexsideSymbol,
  colour: 'orange' | 'purple',
  a: string,
  b: string,
  where: string,
  nth: number,
  n: number,
  others: string,
  rule: string,
): string {
  const read = symbol === colour ? '' : `, read as ${colour} under the 1970 chart,`;
  return `The ${symbol} hexside between ${a} and ${b} (${where})${read} is ${nth === 1 ? 'one' : 'another'} of ${n} ${colour} hexside symbols this line must cross (also: ${others}); more than one blocks unless both units are on hilltops of the same level (${citation(rule)}).`;
}

/** Routes through one obstacle; "benefit of the doubt" only where some routes are clear, so it decided. */
function routesWords(through: bigint, routes: { readonly count: bigint; readonly blocked: bigint }): string {
  if (through >= routes.count) return '';
  const crossing = ` ${through} of ${routes.count} routes cross it`;
  return routes.blocked < routes.count ? `${crossing}: the defender gets the benefit of the doubt.` : `${crossing}.`;
}

// ------------------------------------------------- route-independent obstacles

/**
 * How a single-hex obstacle that the line meets is judged: the one decision
 * for the explained and the verdict-only paths. Undefined for the units' own
 * hexes.
 */
function judgeSingleHex(ctx: Ctx, cell: HexCell): { entry: SymbolEntry; position: Fraction; blocks: boolean } | undefined {
  const { firer, target, range } = ctx;
  if (hexEquals(cell.hex, firer.hex) || hexEquals(cell.hex, target.hex)) return undefined;
  if (isLevel2(cell.level)) noteReadDown(ctx);
  const entry = lowEntry(ctx, cell.level);
  const nextToFirer = hexDistance(cell.hex, firer.hex) === 1;
  const nextToTarget = hexDistance(cell.hex, target.hex) === 1;
  const position = frac(hexDistance(firer.hex, cell.hex), range);
  return { entry, position, blocks: positionRuleBlocks(entry.rule, position, nextToFirer, nextToTarget) };
}

function singleHexReasons(ctx: Ctx, met: (h: Axial) => boolean): LosReason[] {
  const out: LosReason[] = [];
  const { board, firer, target } = ctx;
  for (const cell of singleHexObstacles(board)) {
    if (!met(cell.hex)) continue;
    const judged = judgeSingleHex(ctx, cell);
    if (!judged?.blocks) continue;
    const { entry, position } = judged;
    const oneHex = ONE_HEX_TERRAIN.has(cell.terrain);
    const rule = oneHex ? oneHexRule(entry) : entry.note;
    const name = oneHex ? TERRAIN_WORDS[cell.terrain] : `single-hex ${TERRAIN_WORDS[cell.terrain]}`;
    const who = unitWords(firer.level, firer.inGully);
    const to = targetWords(target.level, target.inGully);
    let text: string;
    if (entry.rule === 'behindTarget') {
      text = `The target is directly behind the ${name} at ${cell.label}, so ${who} cannot see it (${cite(ctx, rule)}).`;
    } else if (entry.rule === 'behindFirer') {
      text = `The firing unit is directly behind the ${name} at ${cell.label}, so it cannot see out ${to} (${cite(ctx, rule)}).`;
    } else {
      text = `The ${name} at ${cell.label} blocks the line, even where it only runs along its side or touches a corner; it blocks ${who} firing ${to} (${cite(ctx, rule)}).`;
    }
    out.push({ rule, kind: 'hex', hex: cell.hex, position, text });
  }
  return out;
}

/** 001's copse, farm and fort cite 001; the letter notes stay for woods and towns (000 A, B). */
function oneHexRule(entry: SymbolEntry): string {
  if (entry.rule === 'behindTarget') return entry.note === 'N' ? 'N' : '001-c1';
  if (entry.rule === 'behindFirer') return entry.note === 'N' ? 'N' : '001-c2';
  return entry.note === 'N' ? 'N' : '001-single-hex';
}

const obstacleCache = new WeakMap<Board, HexCell[]>();

function singleHexObstacles(board: Board): HexCell[] {
  let list = obstacleCache.get(board);
  if (!list) {
    list = [...board.cells.values()].filter(isSingleHexObstacle);
    obstacleCache.set(board, list);
  }
  return list;
}

function blockedHexReasons(ctx: Ctx, query: LosQuery, met: (h: Axial) => boolean): LosReason[] {
  const out: LosReason[] = [];
  for (const h of query.markers?.blockedHexes ?? []) {
    if (hexEquals(h, ctx.firer.hex) || hexEquals(h, ctx.target.hex) || !met(h)) continue;
    const label = cellAt(ctx.board, h)?.label ?? hexKey(h);
    out.push({
      rule: 'blocked-hex',
      kind: 'hex',
      hex: h,
      position: frac(hexDistance(ctx.firer.hex, h), ctx.range),
      text: `Artillery fell on ${label} this turn, so the line cannot pass through that hex (${citation('blocked-hex')}).`,
    });
  }
  return out;
}

interface GullyEnd {
  readonly level: Level;
  readonly inGully: boolean;
}

/** Gullies A: a unit in a gully and one at ground level or in a gully, not adjacent, cannot see each other. */
function gulliesForbid(firer: GullyEnd, target: GullyEnd): boolean {
  return (
    (firer.inGully && (target.inGully || target.level === 'G')) ||
    (target.inGully && (firer.inGully || firer.level === 'G'))
  );
}

function pairReasons(ctx: Ctx): LosReason[] {
  const { firer, target } = ctx;
  if (!gulliesForbid(firer, target)) return [];
  const text =
    firer.inGully && target.inGully
      ? 'Both units are in gullies and not adjacent: units in gullies may not fire at units in other gully hexes (gullies A).'
      : firer.inGully
        ? 'The firing unit is in a gully and the target is at ground level, not adjacent: units in gullies may not fire at ground-level units (gullies A).'
        : 'The target is in a gully and the firing unit is at ground level, not adjacent: units in gullies may not be fired at by ground-level units (gullies A).';
  return [{ rule: 'gullies-A', kind: 'pair', text }];
}

// ---------------------------------------------------------------- hex mode

interface JudgedSide {
  readonly k: number;
  readonly from: Axial;
  readonly to: Axial;
  readonly edge: EdgeKey;
  readonly routes: bigint;
  readonly judgements: readonly SideJudgement[];
  readonly blocks: boolean;
  readonly orange: number;
  readonly purple: number;
}

/** One side k of R that routes cross, with the symbols on it: the one decision for both paths. */
function judgeSide(ctx: Ctx, symbols: readonly HexsideSymbol[], a: Axial, b: Axial, k: number): Omit<JudgedSide, keyof StepSide> {
  const R = ctx.range;
  const position = frac(2 * k - 1, 2 * R);
  const judgements: SideJudgement[] = [];
  for (const symbol of symbols) {
    const j = judgeSymbol(ctx, symbol, a, b, [position], k === 1, k === R);
    if (j) judgements.push(j);
  }
  return {
    judgements,
    blocks: judgements.some((j) => j.blocks),
    // One side is one hilltop side, however many symbols it carries (orange and purple both read as orange under the 1970 chart).
    orange: judgements.some((j) => j.counts === 'orange') ? 1 : 0,
    purple: judgements.some((j) => j.counts === 'purple') ? 1 : 0,
  };
}

function judgeSides(ctx: Ctx, sides: HexTrace['sides']): JudgedSide[][] {
  return sides.map((list) => list.map((s) => ({ ...s, ...judgeSide(ctx, symbolsOnEdge(ctx.board, s.edge), s.from, s.to, s.k) })));
}

const CAP = 2; // note L only asks "more than one"

/** Clear routes, by DP over (hex at step, orange count, purple count). */
function countClearRoutes(steps: readonly (readonly Axial[])[], sides: JudgedSide[][]): bigint {
  let layer = new Map<string, bigint>([[stateKey(steps[0][0], 0, 0), 1n]]);
  for (const list of sides) {
    const next = new Map<string, bigint>();
    for (const s of list) {
      if (s.blocks) continue;
      for (let oc = 0; oc <= CAP; oc++) {
        for (let pc = 0; pc <= CAP; pc++) {
          const n = layer.get(stateKey(s.from, oc, pc));
          if (!n) continue;
          const key = stateKey(s.to, Math.min(CAP, oc + s.orange), Math.min(CAP, pc + s.purple));
          next.set(key, (next.get(key) ?? 0n) + n);
        }
      }
    }
    layer = next;
  }
  let clear = 0n;
  for (const [key, n] of layer) {
    const [, , oc, pc] = key.split(',').map(Number);
    if (oc < CAP && pc < CAP) clear += n;
  }
  return clear;
}

const stateKey = (h: Axial, oc: number, pc: number) => `${h.q},${h.r},${oc},${pc}`;

interface BlockedRoutes {
  /** A route that crosses a blocking side, when there is one. */
  readonly bySide?: JudgedSide[];
  /** A route that no side blocks but note L's count does, when there is one. */
  readonly byCount?: JudgedSide[];
}

/** Blocked routes to explain: a walk back from blocked end states. */
function findBlockedRoutes(steps: readonly (readonly Axial[])[], sides: JudgedSide[][]): BlockedRoutes {
  interface State {
    readonly hex: Axial;
    readonly oc: number;
    readonly pc: number;
    readonly hit: boolean;
    readonly via?: JudgedSide;
    readonly prev?: State;
  }
  const key = (s: State) => `${s.hex.q},${s.hex.r},${s.oc},${s.pc},${s.hit}`;
  let layer = new Map<string, State>();
  const start: State = { hex: steps[0][0], oc: 0, pc: 0, hit: false };
  layer.set(key(start), start);
  for (const list of sides) {
    const next = new Map<string, State>();
    for (const prev of layer.values()) {
      for (const s of list) {
        if (!hexEquals(s.from, prev.hex)) continue;
        const st: State = {
          hex: s.to,
          oc: Math.min(CAP, prev.oc + s.orange),
          pc: Math.min(CAP, prev.pc + s.purple),
          hit: prev.hit || s.blocks,
          via: s,
          prev,
        };
        const k = key(st);
        if (!next.has(k)) next.set(k, st);
      }
    }
    layer = next;
  }
  const path = (end: State | undefined): JudgedSide[] | undefined => {
    if (!end) return undefined;
    const out: JudgedSide[] = [];
    for (let s: State | undefined = end; s?.via; s = s.prev) out.unshift(s.via);
    return out;
  };
  const ends = [...layer.values()];
  return {
    bySide: path(ends.find((s) => s.hit)),
    byCount: path(ends.find((s) => !s.hit && (s.oc >= CAP || s.pc >= CAP))),
  };
}

/** Every blocking hexside that some route crosses, in order along the line. */
function blockingSideReasons(ctx: Ctx, sides: JudgedSide[][], routes: { count: bigint; blocked: bigint }): LosReason[] {
  const out: LosReason[] = [];
  const R = ctx.range;
  const label = (h: Axial) => cellAt(ctx.board, h)?.label ?? hexKey(h);
  for (const s of sides.flat()) {
    const position = frac(2 * s.k - 1, 2 * R);
    for (const j of s.judgements) {
      if (!j.blocks) continue;
      const text =
        symbolSentence(ctx, j, label(s.from), label(s.to), `side ${s.k} of ${R}`, position) +
        routesWords(s.routes, routes);
      out.push({
        rule: j.entry.note,
        kind: 'hexside',
        symbol: j.symbol,
        side: s.k,
        between: [s.from, s.to],
        position,
        routesThrough: s.routes,
        text,
      });
    }
  }
  return out;
}

/** Note L on one route: each counted side, naming the others. */
function countReasons(ctx: Ctx, route: JudgedSide[], routes: { count: bigint; blocked: bigint }): LosReason[] {
  const out: LosReason[] = [];
  const R = ctx.range;
  const label = (h: Axial) => cellAt(ctx.board, h)?.label ?? hexKey(h);
  for (const colour of ['orange', 'purple'] as const) {
    const counted = route.filter((s) => (colour === 'orange' ? s.orange : s.purple) > 0);
    const n = counted.reduce((sum, s) => sum + (colour === 'orange' ? s.orange : s.purple), 0);
    if (n < 2) continue;
    counted.forEach((s, i) => {
      const j = s.judgements.find((x) => x.counts === colour) as SideJudgement;
      const rule = j.entry.countNote ?? 'L';
      const others = counted
        .filter((o) => o !== s)
        .map((o) => `between ${label(o.from)} and ${label(o.to)}, side ${o.k}`)
        .join('; ');
      out.push({
        rule,
        kind: 'hexside',
        symbol: j.symbol,
        side: s.k,
        between: [s.from, s.to],
        position: frac(2 * s.k - 1, 2 * R),
        routesThrough: s.routes,
        text: `${countedSentence(j.symbol, colour, label(s.from), label(s.to), `side ${s.k} of ${R}`, i + 1, n, others, rule)}${routesWords(s.routes, routes)}`,
      });
    });
  }
  return out;
}

function evaluateHexTraced(ctx: Ctx, query: LosQuery): LosResult {
  const { firer, target } = ctx;
  const trace = traceOnBoard(ctx.board, firer.hex, target.hex);
  const seg = segmentBetween(firer.hex, target.hex);
  const met = (h: Axial) => hexContact(seg, h) !== 'none';
  const everyRoute = [...pairReasons(ctx), ...blockedHexReasons(ctx, query, met), ...singleHexReasons(ctx, met)];
  const sides = judgeSides(ctx, trace.sides);
  noteSymbolsReadDown(ctx, sides.flatMap((list) => list.flatMap((x) => x.judgements.map((j) => j.symbol))));
  const total = trace.routeCount;
  const clear = everyRoute.length > 0 ? 0n : countClearRoutes(trace.steps, sides);
  const blocked = total - clear;
  let blockedRoute: readonly Axial[] | undefined;
  let reasons: LosReason[] = everyRoute;
  if (blocked > 0n) {
    const { bySide, byCount } = findBlockedRoutes(trace.steps, sides);
    const route = bySide ?? byCount;
    blockedRoute = route ? [firer.hex, ...route.map((s) => s.to)] : trace.witness;
    const routes = { count: total, blocked };
    reasons = [...everyRoute, ...blockingSideReasons(ctx, sides, routes), ...(byCount ? countReasons(ctx, byCount, routes) : [])];
  }
  return result(ctx, {
    steps: trace.steps,
    routes: { count: total, blocked },
    blockedRoute,
    reasons,
  });
}

// ---------------------------------------------------------------- real space

interface RealSpaceFindings {
  /** Symbols that block where the segment meets them, with the position that blocks. */
  readonly blocking: { readonly meeting: SideMeeting; readonly judgement: SideJudgement; readonly at: Fraction }[];
  /** Sides counted towards note L, per colour. */
  readonly counted: Record<'orange' | 'purple', { readonly meeting: SideMeeting; readonly judgement: SideJudgement }[]>;
  /** Contacts per colour (sides sharing a corner the segment passes through are one). */
  readonly contacts: Record<'orange' | 'purple', number>;
}

/**
 * The hexsides the straight segment meets, judged (000's optional rule): the
 * one decision for the explained and the verdict-only paths. A meeting whose
 * side carries no symbol changes nothing, so the verdict-only path passes only
 * the sides that carry one.
 */
function judgeMeetings(ctx: Ctx, meetings: Iterable<SideMeeting>): RealSpaceFindings {
  const { board, firer, target } = ctx;
  const blocking: RealSpaceFindings['blocking'] = [];
  const counted: RealSpaceFindings['counted'] = { orange: [], purple: [] };
  for (const m of meetings) {
    const symbols = symbolsOnEdge(board, m.edge);
    const [a, b] = m.hexes;
    const ownFirer = hexEquals(a, firer.hex) || hexEquals(b, firer.hex);
    const ownTarget = hexEquals(a, target.hex) || hexEquals(b, target.hex);
    const positions = m.tEnd ? [m.t, m.tEnd] : [m.t];
    for (const symbol of symbols) {
      if (m.contact === 'run-along' && joinsRimAtEnd(ctx, symbol, a, b)) continue;
      const j = judgeSymbol(ctx, symbol, a, b, positions, ownFirer, ownTarget);
      if (!j) continue;
      if (j.counts && !counted[j.counts].some((c) => c.meeting === m)) counted[j.counts].push({ meeting: m, judgement: j });
      if (!j.blocks) continue;
      const at = positions.find((p) => positionRuleBlocks(j.entry.rule, p, ownFirer, ownTarget)) as Fraction;
      blocking.push({ meeting: m, judgement: j, at });
    }
  }
  const contacts = {
    orange: countContacts(counted.orange.map((c) => c.meeting)),
    purple: countContacts(counted.purple.map((c) => c.meeting)),
  };
  return { blocking, counted, contacts };
}

function evaluateRealSpace(ctx: Ctx, query: LosQuery): LosResult {
  const { board, firer, target } = ctx;
  const seg = segmentBetween(firer.hex, target.hex);
  const contacts = segmentContacts(firer.hex, target.hex);
  const metKeys = new Set(contacts.hexes.map((m) => hexKey(m.hex)));
  const met = (h: Axial) => metKeys.has(hexKey(h));
  const entered = contacts.hexes
    .filter((m) => m.contact === 'entered')
    .map((m) => ({ hex: m.hex, t: hexEntryParam(seg, m.hex) as Fraction }))
    .sort((a, b) => fracCompare(a.t, b.t))
    .map((m) => [m.hex]);
  const reasons: LosReason[] = [...pairReasons(ctx), ...blockedHexReasons(ctx, query, met), ...singleHexReasons(ctx, met)];
  const label = (h: Axial) => cellAt(board, h)?.label ?? hexKey(h);
  noteSymbolsReadDown(ctx, contacts.sides.flatMap((m) => symbolsOnEdge(board, m.edge)));
  const findings = judgeMeetings(ctx, contacts.sides);
  for (const { meeting: m, judgement: j, at } of findings.blocking) {
    const [a, b] = m.hexes;
    const how = m.contact === 'crossed' ? 'crossed' : m.contact === 'run-along' ? 'run along' : 'touched at a corner';
    reasons.push({
      rule: j.entry.note,
      kind: 'hexside',
      symbol: j.symbol,
      between: [a, b],
      position: at,
      text: symbolSentence(ctx, j, label(a), label(b), `${how} by the straight edge`, at),
    });
  }
  for (const colour of ['orange', 'purple'] as const) {
    const contactsOfColour = findings.contacts[colour];
    if (contactsOfColour < CAP) continue;
    const counted = findings.counted[colour];
    counted.forEach(({ meeting, judgement }, i) => {
      const rule = judgement.entry.countNote ?? 'L';
      const [a, b] = meeting.hexes;
      const others = counted
        .filter((o) => o.meeting !== meeting)
        .map((o) => `between ${label(o.meeting.hexes[0])} and ${label(o.meeting.hexes[1])}`)
        .join('; ');
      reasons.push({
        rule,
        kind: 'hexside',
        symbol: judgement.symbol,
        between: meeting.hexes,
        position: meeting.t,
        text: countedSentence(judgement.symbol, colour, label(a), label(b), 'met by the straight edge', i + 1, contactsOfColour, others, rule),
      });
    });
  }
  const visible = reasons.length === 0;
  const route = entered.map((s) => s[0]);
  return result(ctx, {
    steps: entered,
    routes: { count: 1n, blocked: visible ? 0n : 1n },
    blockedRoute: visible ? undefined : route,
    reasons,
  });
}

/**
 * 000's real-space rule: a brown or yellow symbol run along "which connects
 * with an Orange/Red or Purple symbol of the same respective level" is not
 * taken into account. The sides meeting this one at its two ends are those
 * between each of its hexes and their two common neighbours.
 */
function joinsRimAtEnd(ctx: Ctx, symbol: HexsideSymbol, a: Axial, b: Axial): boolean {
  if (symbol !== 'brown' && symbol !== 'yellow') return false;
  const rim = tableSymbol(ctx.variant, symbol) === 'brown' ? 'orange' : 'purple';
  const common = neighbours(a).filter((n) => hexDistance(n, b) === 1);
  return common.some((c) =>
    [edgeBetween(a, c), edgeBetween(b, c)].some((e) =>
      symbolsOnEdge(ctx.board, e).some(
        (s) => ELEVATION_SYMBOL_SET.has(s) && tableSymbol(ctx.variant, s as ElevationSymbol) === rim,
      ),
    ),
  );
}

/** Note L in real space: sides that share a corner the segment passes through are one contact. */
function countContacts(meetings: readonly SideMeeting[]): number {
  const parent = meetings.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  const byCorner = new Map<string, number>();
  meetings.forEach((m, i) => {
    for (const corner of passedCorners(m)) {
      const seen = byCorner.get(corner);
      if (seen === undefined) byCorner.set(corner, i);
      else parent[find(i)] = find(seen);
    }
  });
  return new Set(meetings.map((_, i) => find(i))).size;
}

function passedCorners(m: SideMeeting): string[] {
  if (m.contact === 'cornered' && m.corner) return [latticeKey(m.corner)];
  if (m.contact === 'run-along') {
    // A side run along is met over its whole length: both end corners are passed.
    const [h, n] = edgeHexes(m.edge);
    return commonCorners(h, n);
  }
  return [];
}

/** The corner at each end of side a|b: where a, b and one common neighbour c meet, the centroid of their centres. */
function commonCorners(a: Axial, b: Axial): string[] {
  return neighbours(a)
    .filter((c) => hexDistance(c, b) === 1)
    .map((c) => {
      const [pa, pb, pc] = [a, b, c].map(latticeCentre);
      return latticeKey({ x: (pa.x + pb.x + pc.x) / 3, y: (pa.y + pb.y + pc.y) / 3 });
    });
}

// ------------------------------------------------------- verdict-only path

/**
 * The verdict alone, for viewsheds, the all-pairs matrix and `check`: the
 * same decisions as the explained evaluation (pair rules, judgeSingleHex,
 * judgeSide, judgeMeetings, on the same Ctx), reached without building a
 * trace, a sentence or a cache entry. The line is walked in integers
 * (line-walk.ts) in memory of one line; only the hexsides that carry a symbol
 * and the single-hex obstacles the line meets are judged. Hex-traced: a
 * blocked route is found as soon as a reachable state crosses a blocking
 * side or a second counted symbol (every live candidate lies on some route,
 * so any reachable state continues to the target). Artillery markers take the
 * explained path.
 *
 * A rule added to the explained path must be added here too, through the same
 * decision function: properties.test.ts asserts that both paths give the same
 * verdict on random boards for every rule set and both trace modes.
 */
export function isVisiblePanzerBlitz(variant: PanzerBlitzVariant, board: Board, query: LosQuery): boolean {
  if (query.markers?.blockedHexes?.length) return evaluatePanzerBlitz(variant, board, query).visible;
  const { from, to } = query;
  const trace: TraceMode = query.trace ?? 'hex';
  const firer = unitEnd(board, variant, from);
  const target = unitEnd(board, variant, to);
  const range = hexDistance(from, to);
  if (range <= 1) return true;
  const ctx: Ctx = { board, variant, trace, range, firer, target, notes: [] };
  if (gulliesForbid(firer, target)) return false;
  const ix = boardIndex(board);
  currentIndex = ix;
  const w = walker.walk(from.q, from.r, to.q - from.q, to.r - from.r, trace === 'hex' ? slotOnBoard : undefined);
  // Every hex of the line lies in the box of its two ends (q and r move monotonically along it), and the
  // index keeps a cell of margin around the board: slots need no bounds checks.
  w.indexFor(ix.qMin, ix.rMin, ix.height);
  // Single-hex obstacles the segment meets: every met candidate strictly between the units.
  const obstacles = singleHexSlots(board, ix);
  if (obstacles.length > 0) {
    for (let i = 1; i < range; i++) {
      const met = w.met[i];
      for (let j = 0; j < 2; j++) {
        if (!(met & (1 << j)) || obstacles[w.slotBase + w.rowX[2 * i + j] * w.slotPerX + i * w.slotPerStep] === 0) continue;
        const cell = cellAt(board, { q: w.hexQ(i, j), r: w.hexR(i, j) }) as HexCell;
        if (judgeSingleHex(ctx, cell)?.blocks) return false;
      }
    }
  }
  return trace === 'real' ? realSpaceClear(ctx, w, ix) : hexTracedClear(ctx, w, ix);
}

const walker = new LineWalk();
/** The symbols judgeSymbol reads (LOW and elevation symbols); a side with none of them changes no verdict. */
const JUDGED_MASK = [...LOW_SYMBOLS, ...ELEVATION_SYMBOL_SET].reduce((mask, s) => mask | SYMBOL_BIT[s], 0);
let currentIndex: BoardIndex | undefined;
const slotOnBoard = (q: number, r: number): boolean => {
  const ix = currentIndex as BoardIndex;
  const qi = q - ix.qMin;
  const ri = r - ix.rMin;
  return qi >= 0 && ri >= 0 && qi < ix.width && ri < ix.height && ix.level[qi * ix.height + ri] >= 0;
};

const singleHexCache = new WeakMap<Board, Uint8Array>();

/** 1 at the index slot of every single-hex obstacle (isSingleHexObstacle: the one list both paths read). */
function singleHexSlots(board: Board, ix: BoardIndex): Uint8Array {
  let slots = singleHexCache.get(board);
  if (!slots) {
    slots = new Uint8Array(singleHexObstacles(board).length > 0 ? ix.level.length : 0);
    for (const cell of singleHexObstacles(board)) slots[cellSlot(ix, cell.hex)] = 1;
    singleHexCache.set(board, slots);
  }
  return slots;
}

/** The symbols a mask names, in the order of SYMBOLS (as symbolsOnEdge returns them). */
const MASK_SYMBOLS: (readonly HexsideSymbol[] | undefined)[] = [];
function maskSymbols(mask: number): readonly HexsideSymbol[] {
  let list = MASK_SYMBOLS[mask];
  if (!list) {
    list = SYMBOLS.filter((s) => (mask & SYMBOL_BIT[s]) !== 0);
    MASK_SYMBOLS[mask] = list;
  }
  return list;
}

function hexTracedClear(ctx: Ctx, w: LineWalk, ix: BoardIndex): boolean {
  const range = ctx.range;
  const { live, rowX, slotBase, slotPerX, slotPerStep, edgeE1, edgeE2 } = w;
  const edgeMask = ix.edgeMask;
  let states = 1; // bit (candidate * 4 + orange * 2 + purple): reachable with no blocking side so far
  for (let k = 1; k <= range; k++) {
    let next = 0;
    const liveK = live[k];
    for (let j = 0; j < 2; j++) {
      const bits = (states >> (j * 4)) & 15;
      if (bits === 0) continue;
      const x = rowX[2 * (k - 1) + j];
      const slot = slotBase + x * slotPerX + (k - 1) * slotPerStep;
      for (let j2 = 0; j2 < 2; j2++) {
        if (!(liveK & (1 << j2))) continue;
        const dx = rowX[2 * k + j2] - x;
        if (dx !== 0 && dx !== 1) continue;
        const mask = edgeMask[3 * slot + (dx === 1 ? edgeE1 : edgeE2)] & JUDGED_MASK;
        let orange = 0;
        let purple = 0;
        if (mask !== 0) {
          const a = { q: w.hexQ(k - 1, j), r: w.hexR(k - 1, j) };
          const side = judgeSide(ctx, maskSymbols(mask), a, { q: w.hexQ(k, j2), r: w.hexR(k, j2) }, k);
          if (side.blocks) return false;
          orange = side.orange;
          purple = side.purple;
        }
        // Per candidate, bit (orange * 2 + purple) of the counts reached; a count reaching CAP (2) blocks.
        let reached = bits;
        if (orange) {
          if (reached & 0b1100) return false;
          reached <<= 2;
        }
        if (purple) {
          if (reached & 0b1010) return false;
          reached <<= 1;
        }
        next |= reached << (j2 * 4);
      }
    }
    states = next;
  }
  return true;
}

/** Real space: the sides carrying a symbol among those of the hexes the segment meets, judged as the explained path does. */
function realSpaceClear(ctx: Ctx, w: LineWalk, ix: BoardIndex): boolean {
  const { firer, target } = ctx;
  const seg = segmentBetween(firer.hex, target.hex);
  // The segment's line, s(p) = X·p.y − Y·p.x from the firer's centre (lattice.ts): a side whose two
  // corners lie strictly on one side of it is not met, and is skipped before the exact sideMeeting.
  const X = 3 * (target.hex.q - firer.hex.q);
  const Y = 2 * (target.hex.r - firer.hex.r) + (target.hex.q - firer.hex.q);
  const edgeOffset = edgeOffsetsFor(ix.height);
  let meetings: SideMeeting[] | undefined;
  let seen = 0; // edge slots already met, in seenSlots[0 .. seen)
  for (let i = 0; i <= w.range; i++) {
    for (let j = 0; j < 2; j++) {
      if (!(w.met[i] & (1 << j)) || (j === 1 && (i === 0 || i === w.range))) continue;
      const slot = w.slotBase + w.rowX[2 * i + j] * w.slotPerX + i * w.slotPerStep;
      const q = w.hexQ(i, j);
      const r = w.hexR(i, j);
      const sc = X * (2 * (r - firer.hex.r) + (q - firer.hex.q)) - Y * 3 * (q - firer.hex.q);
      for (let d = 0; d < 6; d++) {
        const edge = 3 * slot + edgeOffset[d];
        if ((ix.edgeMask[edge] & JUDGED_MASK) === 0) continue;
        const a = DIRECTION_CORNERS[2 * d];
        const b = DIRECTION_CORNERS[2 * d + 1];
        const sa = sc + X * CORNER_Y[a] - Y * CORNER_X[a];
        const sb = sc + X * CORNER_Y[b] - Y * CORNER_X[b];
        if ((sa > 0 && sb > 0) || (sa < 0 && sb < 0) || seenBefore(edge, seen)) continue;
        seenSlots[seen++] = edge;
        const m = sideMeeting(seg, { q, r }, DIRECTION_SIDE[d]);
        if (!m) continue;
        meetings ??= [];
        meetings.push(m);
      }
    }
  }
  if (!meetings) return true;
  const findings = judgeMeetings(ctx, meetings);
  return findings.blocking.length === 0 && findings.contacts.orange < CAP && findings.contacts.purple < CAP;
}

/** Edge slots a real-space walk has met so far (a side bounds two met hexes: judged once). */
const seenSlots: number[] = [];
function seenBefore(edge: number, seen: number): boolean {
  for (let i = 0; i < seen; i++) if (seenSlots[i] === edge) return true;
  return false;
}

/** Corner offsets of a hex in the lattice, clockwise from east (lattice.ts), and each direction's side as two corner indices. */
const CORNER_X = [2, 1, -1, -2, -1, 1];
const CORNER_Y = [0, 1, 1, 0, -1, -1];
const DIRECTION_CORNERS = [0, 1, 5, 0, 4, 5, 3, 4, 2, 3, 1, 2]; // SE, NE, N, NW, SW, S

const edgeOffsetCache = new Map<number, Int32Array>();
/** Per direction, the offset from 3·(cell slot) to the slot of the edge on that side, in an index of this height. */
function edgeOffsetsFor(height: number): Int32Array {
  let offsets = edgeOffsetCache.get(height);
  if (!offsets) {
    offsets = new Int32Array(6);
    for (let d = 0; d < 6; d++) offsets[d] = LineWalk.edgeOffset(d, height);
    if (edgeOffsetCache.size > 64) edgeOffsetCache.clear();
    edgeOffsetCache.set(height, offsets);
  }
  return offsets;
}

/** The side of a hex facing each direction of line-walk.ts's cyclic list. */
const DIRECTION_SIDE: readonly Side[] = ['SE', 'NE', 'N', 'NW', 'SW', 'S'];

// ---------------------------------------------------------------- assembly

function result(
  ctx: Ctx,
  parts: Pick<LosResult, 'steps' | 'routes' | 'blockedRoute' | 'reasons'>,
): LosResult {
  const visible = parts.reasons.length === 0;
  return {
    from: ctx.firer.hex,
    to: ctx.target.hex,
    range: ctx.range,
    rules: ctx.variant.id,
    trace: ctx.trace,
    firer: ctx.firer,
    target: ctx.target,
    visible,
    steps: parts.steps,
    routes: visible ? { count: parts.routes.count, blocked: 0n } : parts.routes,
    blockedRoute: visible ? undefined : parts.blockedRoute,
    reasons: parts.reasons,
    notes: ctx.notes,
  };
}

const THREE_LEVELS_NOTE =
  'The 1970 chart has three levels: a level 2 slope is read as a slope and a level 2 hilltop as a hilltop, with yellow hexsides read as brown and purple as orange.';

/** Under the 1970 chart, say so once when anything on the line was read down a band. */
function noteReadDown(ctx: Ctx): void {
  if (ctx.variant.threeLevels && !ctx.notes.includes(THREE_LEVELS_NOTE)) ctx.notes.unshift(THREE_LEVELS_NOTE);
}

function noteSymbolsReadDown(ctx: Ctx, symbols: Iterable<HexsideSymbol>): void {
  for (const s of symbols) {
    if (s === 'yellow' || s === 'purple') {
      noteReadDown(ctx);
      return;
    }
  }
}

const isLevel2 = (level: Level): boolean => level === 'S2' || level === 'H2';

function readingNotes(board: Board, v: PanzerBlitzVariant, firer: UnitEnd, target: UnitEnd, query: LosQuery): string[] {
  const notes: string[] = [];
  if (v.threeLevels) {
    const f = requireCell(board, firer.hex).level;
    const t = requireCell(board, target.hex).level;
    if (f !== firer.level || t !== target.level) notes.push(THREE_LEVELS_NOTE);
  }
  if (firer.inGully || target.inGully) {
    notes.push('A unit in a gully is treated as ground level for the Target Elevation Table (gullies B).');
  }
  if (query.trace === 'real') {
    notes.push("Real-space line of sight (000's optional rule): only the symbols the straight edge meets count.");
  }
  return notes;
}

export function evaluatePanzerBlitz(variant: PanzerBlitzVariant, board: Board, query: LosQuery): LosResult {
  const trace: TraceMode = query.trace ?? 'hex';
  const firer = unitEnd(board, variant, query.from);
  const target = unitEnd(board, variant, query.to);
  const range = hexDistance(query.from, query.to);
  const notes = readingNotes(board, variant, firer, target, query);
  const ctx: Ctx = { board, variant, trace, range, firer, target, notes };
  if (range <= 1) {
    if (range === 1) {
      notes.push(`Adjacent units can always fire at each other, whatever lies between them (${citation(variant.table.adjacentNote)}).`);
    }
    const steps = range === 0 ? [[query.from]] : [[query.from], [query.to]];
    return result(ctx, { steps, routes: { count: 1n, blocked: 0n }, reasons: [] });
  }
  return trace === 'real' ? evaluateRealSpace(ctx, query) : evaluateHexTraced(ctx, query);
}

