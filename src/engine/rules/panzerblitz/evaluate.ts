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

import { cellAt, isInGully, isSeasonalGully, symbolsBetween, symbolsOnEdge } from '../../board-model.ts';
import { SYMBOL_MEANINGS } from '../../words.ts';
import { type BoardIndex, boardIndex, cellAtIndex, cellSlot, SYMBOL_BIT } from '../../board-index.ts';
import { type Fraction, frac, fracCompare, fracToString } from '../../fraction.ts';
import { edgeBetween, edgeHexes, hexDistance, hexEquals, hexKey, neighbours } from '../../hex/axial.ts';
import { latticeCentre, latticeKey } from '../../hex/lattice.ts';
import { LineWalk } from '../../hex/line-walk.ts';
import { hexContact, hexEntryParam, type Segment, segmentBetween, segmentContacts, segmentSidesWhere, type SideMeeting, sideMeeting } from '../../hex/segment.ts';
import { type HexTrace, sidesOffRoutes, type StepSide } from '../../hex/trace.ts';
import { traceOnBoard } from '../../board-trace.ts';
import type { Axial, Board, EdgeKey, HexCell, HexsideSymbol, Level, Side, Terrain } from '../../types.ts';
import { ONE_HEX_TERRAINS, SYMBOLS, WOODS_AND_TOWNS } from '../../types.ts';
import type { Dispute, LosQuery, LosReason, LosResult, UnitEnd } from '../types.ts';
import type { TraceMode } from '../ids.ts';
import { CitationLog } from '../citations.ts';
import {
  countColour,
  judgeLow,
  type LowJudgement,
  LOW_SYMBOLS,
  lowSideBase,
  lowSideBaseAsPrinted,
  type PanzerBlitzVariant,
  positionRuleBlocks,
  sideRuleBlocks,
  tableLevel,
  tableSymbol,
} from './judge.ts';
import type { Basis, ElevationSymbol, PositionRule, SymbolEntry } from './table.ts';
import { type ReadingId, READINGS, type Readings, readingsOf } from '../readings.ts';
import {
  basisCitation,
  citation,
  citationOf,
  entryCitation,
  LEVEL_WORDS,
  positionDecimal,
  positionWords,
  scopeWords,
  sideWhere,
  SYMBOL_WORDS,
  TERRAIN_WORDS,
  targetWords,
  unitWords,
} from './words.ts';

export type { PanzerBlitzVariant } from './judge.ts';

const WOODS_OR_TOWN: ReadonlySet<Terrain> = new Set(WOODS_AND_TOWNS);
const ONE_HEX_TERRAIN: ReadonlySet<Terrain> = new Set(ONE_HEX_TERRAINS);
const ELEVATION_SYMBOL_SET: ReadonlySet<HexsideSymbol> = new Set<HexsideSymbol>(['brown', 'orange', 'yellow', 'purple']);

export const isSingleHexObstacle = (cell: HexCell): boolean =>
  ONE_HEX_TERRAIN.has(cell.terrain) || (cell.singleHex && WOODS_OR_TOWN.has(cell.terrain));

function requireCell(board: Board, h: Axial, ix?: BoardIndex): HexCell {
  const cell = ix ? cellAtIndex(ix, h.q, h.r) : cellAt(board, h);
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
  readonly readings: Readings;
  /** Contested readings this line's obstacles touch: only these can change the verdict. */
  readonly relevant: Set<ReadingId>;
  /** The rule texts the sentences name, quoted once on the result. */
  readonly log: CitationLog;
  /** The board's index, on the verdict-only path: cells looked up by slot. */
  readonly ix?: BoardIndex;
}

const cellOf = (ctx: Ctx, h: Axial): HexCell | undefined => (ctx.ix ? cellAtIndex(ctx.ix, h.q, h.r) : cellAt(ctx.board, h));

function unitEnd(board: Board, v: PanzerBlitzVariant, h: Axial, month: number | undefined, ix?: BoardIndex): UnitEnd {
  const cell = requireCell(board, h, ix);
  return {
    hex: h,
    label: cell.label,
    level: tableLevel(v, cell.level),
    terrain: cell.terrain,
    elevation: cell.elevation,
    inGully: isInGully(cell, month),
  };
}

/** One symbol on one side, judged where the line meets it. */
interface SideJudgement {
  readonly symbol: HexsideSymbol;
  /** The entry that decided: the blocking one, or the LOW (or elevation) entry when nothing blocks. */
  readonly entry: SymbolEntry;
  readonly blocks: boolean;
  /** Note L's counter it adds to (after original's mapping and the note L reading). */
  readonly counts?: 'orange' | 'purple';
  /** The colour it counts as, for the sentence (orange or purple, after original's mapping). */
  readonly countedAs?: 'orange' | 'purple';
  /** For a green or gray side: its base and both readings of a low obstacle. */
  readonly base?: Level;
  readonly low?: LowJudgement;
}

/**
 * One symbol on the side between a and b; `blocksBy` says whether a position
 * rule blocks where the line meets the side (side k of R, or the straight
 * edge's parameters). The decisions themselves are judge.ts's.
 */
function judgeSymbol(ctx: Ctx, symbol: HexsideSymbol, a: Axial, b: Axial, blocksBy: (rule: PositionRule) => boolean): SideJudgement | undefined {
  if (LOW_SYMBOLS.has(symbol)) {
    const ca = cellOf(ctx, a);
    const cb = cellOf(ctx, b);
    if (ctx.variant.threeLevels && isLevel2(lowSideBaseAsPrinted(ca, cb))) noteReadDown(ctx);
    const base = lowSideBase(ctx.variant, ca, cb);
    if (base === 'S1') ctx.relevant.add('lowOnSlope');
    const low = judgeLow(ctx.variant, ctx, base, ctx.readings, blocksBy);
    const entry = low.lowBlocks || !low.brownBlocks ? low.low : (low.brown as SymbolEntry);
    return { symbol, entry, blocks: low.blocks, base, low };
  }
  if (!ELEVATION_SYMBOL_SET.has(symbol)) return undefined;
  const mapped = tableSymbol(ctx.variant, symbol as ElevationSymbol);
  const entry = ctx.variant.table.elevation[ctx.firer.level][ctx.target.level][mapped];
  const blocks = blocksBy(entry.rule);
  if (entry.rule === 'far2/3' || entry.rule === 'near1/3') ctx.relevant.add('twoThirds');
  if (!(entry.counted && (mapped === 'orange' || mapped === 'purple'))) return { symbol, entry, blocks };
  if (mapped === 'purple') ctx.relevant.add('noteL');
  return { symbol, entry, blocks, counts: countColour(mapped, ctx.readings), countedAs: mapped };
}

/** Position rules read at side k of R (hex-traced), under the query's readings. */
const atSide = (ctx: Ctx, k: number) => (rule: PositionRule): boolean => sideRuleBlocks(rule, k, ctx.range, ctx.readings);

/** Position rules read where the straight edge meets a side: blocks if any of its points would (benefit of the doubt). */
const atPoints = (positions: readonly Fraction[], ownFirer: boolean, ownTarget: boolean) => (rule: PositionRule): boolean =>
  positions.some((p) => positionRuleBlocks(rule, p, ownFirer, ownTarget));

// ---------------------------------------------------------------- sentences

/** Names a rule in a sentence and records it, so the result quotes it once (under the 1970 chart, Arvold's letters are named as 000's). */
const cite = (ctx: Ctx, rule: string): string => ctx.log.cite(citationOf(rule, ctx.variant.threeLevels, ctx.firer.level, ctx.target.level));

const citeEntry = (ctx: Ctx, entry: SymbolEntry): string =>
  entryCitation(entry, (rule) => cite(ctx, rule), (basis: Basis) => ctx.log.cite(basisCitation(basis, ctx.firer.level, ctx.target.level)));

/** "ground-level woods or town", "woods or town on a level 1 hilltop". */
const baseWords = (base: Level): string => (base === 'G' ? 'ground-level woods or town' : `woods or town on ${LEVEL_WORDS[base]}`);

/** Where a side lies: its side number and position, or the straight edge's parameters. */
interface Where {
  /** "side 4 of 6, 0.58 of the way" or "0.58 of the way, crossed by the straight edge". */
  readonly words: string;
  /** The position a position rule reads (the one that blocked, or the first). */
  readonly position: Fraction;
}

/** One symbol's sentence, blocking or not: where it lies, the rule that judged it, and why. `subject` names the side; `where` is left out when a sentence before it said it. */
function symbolSentence(ctx: Ctx, j: SideJudgement, subject: string, where: Where, sayWhere = true): string {
  const at = sayWhere ? ` (${where.words})` : '';
  const what = j.countedAs && j.countedAs !== j.symbol ? `${subject}${at}, read as ${j.countedAs} under the 1970 chart,` : `${subject}${at}`;
  const who = unitWords(ctx.firer.level, ctx.firer.inGully);
  const to = targetWords(ctx.target.level, ctx.target.inGully);
  if (j.low && j.base !== undefined) return lowSentence(ctx, j, j.low, j.base, what, where);
  const cited = citeEntry(ctx, j.entry);
  const counted = j.countedAs && !j.blocks ? ` It counts towards ${cite(ctx, j.entry.countNote ?? 'L')}: one ${countedWords(ctx, j.countedAs)} hexside is allowed.` : '';
  if (j.entry.rule === 'block') {
    const height = j.entry.basis ? ` marks a ${SYMBOL_MEANINGS[j.symbol]}, which` : '';
    return `${what}${height} blocks ${who} firing ${to} (${cited}).`;
  }
  if (j.entry.rule === 'none' && j.countedAs) return `${what} does not block by itself, and one ${countedWords(ctx, j.countedAs)} hexside is allowed on ${ctx.trace === 'real' ? 'the line' : 'a route'} (${cited}).`;
  if (j.entry.rule === 'none' && j.entry.note === 'L') return `${what} does not block: both units are on hilltops of the same level (${cite(ctx, 'L')}'s exception).`;
  if (j.entry.rule === 'none') return `${what} does not block ${who} firing ${to} (${cited}).`;
  const pos = positionWords(j.entry.rule, where.position);
  const posAt = sayWhere ? `${subject} ${pos}${at}` : `${subject} ${pos}`;
  if (j.blocks) return `${posAt}, so ${who} cannot see over it ${to} (${cited}).`;
  return `${posAt}: ${cited} ${scopeWords(j.entry.rule)}, so it does not block.${counted}`;
}

/** A green or gray side: the LOW table, and for an obstacle on a slope the brown reading beside it. */
function lowSentence(ctx: Ctx, j: SideJudgement, low: LowJudgement, base: Level, what: string, where: Where): string {
  const who = unitWords(ctx.firer.level, ctx.firer.inGully);
  const to = targetWords(ctx.target.level, ctx.target.inGully);
  const lowCited = cite(ctx, low.low.note);
  const asLow = lowClause(low.low, low.lowBlocks, lowCited, who, to, false);
  if (!low.brown) return `${what} is the edge of ${baseWords(base)}, which ${asLow}.`;
  const heights = cite(ctx, 'low-on-slope');
  const brownCited = citeEntry(ctx, low.brown);
  const asBrown =
    low.brown.rule === 'block' || low.brown.rule === 'none'
      ? `${low.brownBlocks ? 'blocks' : 'does not block'} ${who} firing ${to} (${brownCited})`
      : `${positionWords(low.brown.rule, where.position)}: ${brownCited} ${low.brownBlocks ? 'blocks it there' : scopeWords(low.brown.rule)}`;
  const head = `${what} is the edge of woods or town on a level 1 slope, as high as a brown slope spine (${heights})`;
  return `${head}. As a brown hexside it ${asBrown}; as ground-level woods or town it ${asLow}.${j.blocks ? '' : ' Neither reading blocks.'}`;
}

/**
 * What the LOW table says of one obstacle, as a clause after its subject:
 * "blocks ...", "does not block: ...". A single-hex obstacle is "directly
 * behind" only in the hex next to the unit (000 A; 001 clarifications 1, 2).
 */
function lowClause(entry: SymbolEntry, blocks: boolean, cited: string, who: string, to: string, singleHex: boolean): string {
  switch (entry.rule) {
    case 'block':
      return `blocks ${who} firing ${to} (${cited})`;
    case 'none':
      return `does not block when neither unit is at ground level (${cited})`;
    default: {
      const unit = entry.rule === 'behindTarget' ? 'target' : 'firing unit';
      if (singleHex) {
        return blocks
          ? `blocks: the ${unit} is directly behind it, in the hex next to it (${cited})`
          : `does not block: ${cited} blocks only when the ${unit} is directly behind it, in the hex next to it`;
      }
      return blocks ? `blocks as a side of the ${unit}'s own hex (${cited})` : `does not block: ${cited} ${scopeWords(entry.rule)}`;
    }
  }
}

/** The colour note L counts a side as: its own, or "orange or purple" when note L counts them together. */
const countedWords = (ctx: Ctx, colour: 'orange' | 'purple'): string =>
  ctx.readings.noteL === 'together' && !ctx.variant.threeLevels ? 'orange or purple' : colour;

/** Note L (or 003's E): one sentence per counted side of one blocked route, naming the others. */
function countedSentence(ctx: Ctx, symbol: HexsideSymbol, colour: 'orange' | 'purple', a: string, b: string, where: string, n: number, others: string, rule: string): string {
  const asColour = countedWords(ctx, colour);
  const read = symbol === colour ? '' : `, read as ${colour} under the 1970 chart,`;
  return `The ${symbol} hexside between ${a} and ${b} (${where})${read} is one of ${n} ${asColour} hexsides on one route (also: ${others}); more than one blocks unless both units are on hilltops of the same level (${cite(ctx, rule)}).`;
}

/** Routes through one obstacle; "benefit of the doubt" only where some routes are clear, so it decided. */
function routesWords(through: bigint, routes: { readonly count: bigint; readonly blocked: bigint }): string {
  if (through >= routes.count) return '';
  const crossing = ` ${through} of ${routes.count} routes cross it`;
  return routes.blocked < routes.count ? `${crossing}: the defender gets the benefit of the doubt.` : `${crossing}.`;
}

/** Obstacles met: those that blocked (the reasons) and those that did not (each with why). */
interface Findings {
  readonly blocking: LosReason[];
  readonly cleared: LosReason[];
  /** How a cleared hexside's sentence names it and where: what entries judged alike differ in. */
  readonly said: Map<LosReason, Said>;
}

interface Said {
  /** "The gray (town) hexside between V5 and W6". */
  readonly subject: string;
  /** "side 16 of 24, 0.65 of the way". */
  readonly where: string;
  /** The sentence's last words on routes (" 2 of 4 routes cross it."), when not all routes do. */
  readonly routes?: string;
}

const findings = (): Findings => ({ blocking: [], cleared: [], said: new Map() });

function add(f: Findings, blocks: boolean, reason: LosReason, said?: Said): void {
  (blocks ? f.blocking : f.cleared).push(reason);
  if (said && !blocks) f.said.set(reason, said);
}

/**
 * What did not block, in order along the line, with hexsides judged exactly
 * alike (the same symbol and the same sentence but for the side and where it
 * lies) in one entry: the first one's sentence, then "The same holds for the
 * gray (town) hexsides between … (side 16 of 24, 0.65 of the way) and …".
 * A long woods or town line reads as a few entries, each side still named
 * once with its position.
 */
function clearedInOrder(f: Findings): LosReason[] {
  const byPosition = [...f.cleared].sort((a, b) => (a.position && b.position ? fracCompare(a.position, b.position) : 0));
  const groups = new Map<string, LosReason[]>();
  const keyOf = (r: LosReason): string | undefined => {
    const said = f.said.get(r);
    if (!said || !r.text.startsWith(said.subject)) return undefined;
    const body = said.routes && r.text.endsWith(said.routes) ? r.text.slice(0, -said.routes.length) : r.text;
    return `${r.symbol}|${r.rule}|${body.slice(said.subject.length).replace(said.where, '')}`;
  };
  const out: LosReason[] = [];
  for (const r of byPosition) {
    const key = keyOf(r);
    const group = key === undefined ? undefined : groups.get(key);
    if (group) group.push(r);
    else {
      if (key !== undefined) groups.set(key, [r]);
      out.push(r);
    }
  }
  return out.map((first) => {
    const key = keyOf(first);
    const group = key === undefined ? undefined : groups.get(key);
    if (!group || group.length < 2) return first;
    const rest = group.slice(1);
    const names = rest.map((r) => {
      const said = f.said.get(r) as Said;
      const routes = said.routes ? `; ${said.routes.trim().replace(/\.$/, '')}` : '';
      return `${said.subject.replace(/^The .* hexside between /, 'between ')} (${said.where}${routes})`;
    });
    const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
    const plural = `${SYMBOL_WORDS[first.symbol as HexsideSymbol]} hexside${rest.length === 1 ? '' : 's'}`;
    const alike = rest.map(({ kind, symbol, side, between, position, routesThrough }) => ({ kind, symbol, side, between, position, routesThrough }));
    return { ...first, text: `${first.text} The same holds for the ${plural} ${list}.`, alike };
  });
}

// ------------------------------------------------- route-independent obstacles

/** How the straight line meets a hex it does not enter: along a side, or at a corner only. */
function grazeWords(from: Axial, to: Axial, h: Axial): string {
  const ofHex = (a: Axial, b: Axial) => hexEquals(a, h) || hexEquals(b, h);
  const runs = segmentSidesWhere(from, to, ofHex).some((m) => m.contact === 'run-along');
  return runs ? 'runs along one of its sides' : 'touches one of its corners';
}

/**
 * How a single-hex obstacle that the line meets is judged: the one decision
 * for the explained and the verdict-only paths. It stands at its step i of R
 * (position i/R, for the brown reading of an obstacle on a slope); undefined
 * for the units' own hexes.
 */
function judgeSingleHex(ctx: Ctx, cell: HexCell): { low: LowJudgement; position: Fraction; i: number } | undefined {
  const { firer, target, range } = ctx;
  if (hexEquals(cell.hex, firer.hex) || hexEquals(cell.hex, target.hex)) return undefined;
  if (isLevel2(cell.level)) noteReadDown(ctx);
  const i = hexDistance(firer.hex, cell.hex);
  const nextToFirer = i === 1;
  const nextToTarget = hexDistance(cell.hex, target.hex) === 1;
  const position = frac(i, range);
  if (tableLevel(ctx.variant, cell.level) === 'S1') ctx.relevant.add('lowOnSlope');
  const low = judgeLow(ctx.variant, ctx, cell.level, ctx.readings, (rule) => positionRuleBlocks(rule, position, nextToFirer, nextToTarget));
  return { low, position, i };
}

function singleHexFindings(ctx: Ctx, seg: Segment, out: Findings): void {
  const { board, firer, target, range } = ctx;
  const who = unitWords(firer.level, firer.inGully);
  const to = targetWords(target.level, target.inGully);
  for (const cell of singleHexObstacles(board)) {
    const contact = hexContact(seg, cell.hex);
    if (contact === 'none') continue;
    const judged = judgeSingleHex(ctx, cell);
    if (!judged) continue;
    const { low, position, i } = judged;
    const oneHex = ONE_HEX_TERRAIN.has(cell.terrain);
    const decided = low.lowBlocks || !low.brownBlocks ? low.low : (low.brown as SymbolEntry);
    const rule = oneHex && decided === low.low ? oneHexRule(decided) : decided.note;
    const name = oneHex ? TERRAIN_WORDS[cell.terrain] : `single-hex ${TERRAIN_WORDS[cell.terrain]}`;
    const how = contact === 'entered' ? 'the line passes through it' : `the line only ${grazeWords(firer.hex, target.hex, cell.hex)}, which counts (${cite(ctx, '001-single-hex')})`;
    const at = `${cell.label} (${i} ${i === 1 ? 'hex' : 'hexes'} from the firing unit, ${range - i} from the target; ${how})`;
    const lowCited = cite(ctx, oneHex ? oneHexRule(low.low) : low.low.note);
    let text: string;
    if (low.lowBlocks && low.low.rule === 'behindTarget') {
      text = `The target is directly behind the ${name} at ${at}, so ${who} cannot see it (${lowCited}).`;
    } else if (low.lowBlocks && low.low.rule === 'behindFirer') {
      text = `The firing unit is directly behind the ${name} at ${at}, so it cannot see out ${to} (${lowCited}).`;
    } else if (low.lowBlocks) {
      text = `The ${name} at ${at} blocks ${who} firing ${to} (${lowCited}).`;
    } else {
      text = `The ${name} at ${at} ${lowClause(low.low, false, lowCited, who, to, true)}.`;
    }
    if (low.brown) {
      const brownCited = citeEntry(ctx, low.brown);
      const brownWhere = `${positionDecimal(position)} of the way`;
      const asBrown =
        low.brown.rule === 'block' || low.brown.rule === 'none'
          ? `${low.brownBlocks ? 'blocks' : 'does not block'} (${brownCited})`
          : `${positionWords(low.brown.rule, position)} (${brownWhere}): ${brownCited} ${low.brownBlocks ? 'blocks it there' : scopeWords(low.brown.rule)}`;
      text += ` It stands on a level 1 slope, as high as a brown slope spine (${cite(ctx, 'low-on-slope')}): as a brown hexside at the same place it ${asBrown}.`;
    }
    add(out, low.blocks, { rule, kind: 'hex', hex: cell.hex, position, text, cites: ctx.log.take() });
  }
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
    const label = cellAt(ctx.board, h)?.label ?? hexKey(h);
    const own = hexEquals(h, ctx.firer.hex) ? "the firing unit's own hex" : hexEquals(h, ctx.target.hex) ? "the target's own hex" : undefined;
    if (own) {
      const note = `Artillery fell on ${label}, ${own}: it blocks lines through that hex, not into or out of it (HexLOS's reading of ${citation('blocked-hex')}: "artillery fire blocks line of sight in the hex where it falls").`;
      if (!ctx.notes.includes(note)) ctx.notes.push(note);
      continue;
    }
    if (!met(h)) continue;
    out.push({
      rule: 'blocked-hex',
      kind: 'hex',
      hex: h,
      position: frac(hexDistance(ctx.firer.hex, h), ctx.range),
      text: `Artillery fell on ${label} this turn, so the line cannot pass through that hex (${cite(ctx, 'blocked-hex')}).`,
      cites: ctx.log.take(),
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
  const cited = cite(ctx, 'gullies-A');
  const text =
    firer.inGully && target.inGully
      ? `Both units are in gullies and not adjacent: units in gullies may not fire at units in other gully hexes (${cited}).`
      : firer.inGully
        ? `The firing unit is in a gully and the target is at ground level, not adjacent: units in gullies may not fire at ground-level units (${cited}).`
        : `The target is in a gully and the firing unit is at ground level, not adjacent: units in gullies may not be fired at by ground-level units (${cited}).`;
  return [{ rule: 'gullies-A', kind: 'pair', text, cites: ctx.log.take() }];
}

/** Does 001's clarification 3 count green and gray sides the centre line touches (arvold, hex-traced)? */
const touchedSidesCount = (v: PanzerBlitzVariant, readings: Readings): boolean =>
  v.clarification3 && readings.clarification3 === 'touch';

const MEETING_WORDS: Readonly<Record<SideMeeting['contact'], string>> = {
  crossed: 'crosses it',
  'run-along': 'runs along it',
  cornered: 'touches its end',
};

/**
 * 001's clarification 3 in hex-traced mode: green and gray sides the centre
 * line meets that no route crosses, judged by the LOW rules where the line
 * meets them (los-geometry.md).
 */
function touchedSideJudgements(ctx: Ctx, m: SideMeeting): { judgement: SideJudgement; position: Fraction }[] {
  const [a, b] = m.hexes;
  const ownFirer = hexEquals(a, ctx.firer.hex) || hexEquals(b, ctx.firer.hex);
  const ownTarget = hexEquals(a, ctx.target.hex) || hexEquals(b, ctx.target.hex);
  const positions = m.tEnd ? [m.t, m.tEnd] : [m.t];
  const out: { judgement: SideJudgement; position: Fraction }[] = [];
  for (const symbol of symbolsOnEdge(ctx.board, m.edge)) {
    if (!LOW_SYMBOLS.has(symbol)) continue;
    const j = judgeSymbol(ctx, symbol, a, b, atPoints(positions, ownFirer, ownTarget)) as SideJudgement;
    const position = positions.find((p) => j.blocks && positionRuleBlocks(j.entry.rule, p, ownFirer, ownTarget)) ?? m.t;
    out.push({ judgement: j, position });
  }
  return out;
}

function touchedSideFindings(ctx: Ctx, offRoutes: readonly SideMeeting[], out: Findings): void {
  const label = (h: Axial) => cellAt(ctx.board, h)?.label ?? hexKey(h);
  for (const m of offRoutes) {
    const [a, b] = m.hexes;
    for (const { judgement: j, position } of touchedSideJudgements(ctx, m)) {
      const symbol = j.symbol;
      const where: Where = { words: `${positionDecimal(position)} of the way, where the straight line ${MEETING_WORDS[m.contact]}`, position };
      const text = `${symbolSentence(ctx, j, sideSubject(j.symbol, label(a), label(b)), where)} It counts though no route crosses it (${cite(ctx, '001-c3')}).`;
      add(out, j.blocks, { rule: j.blocks ? '001-c3' : j.entry.note, kind: 'hexside', symbol, between: [a, b], position, text, cites: ctx.log.take() }, { subject: sideSubject(j.symbol, label(a), label(b)), where: where.words });
    }
  }
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
  const judgements: SideJudgement[] = [];
  for (const symbol of symbols) {
    const j = judgeSymbol(ctx, symbol, a, b, atSide(ctx, k));
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

/** Where side k of R lies, in players' words, under the query's reading of "2/3 of the distance". */
function sideWhereFor(ctx: Ctx, k: number, j: SideJudgement | undefined): Where {
  const R = ctx.range;
  const position = frac(2 * k - 1, 2 * R);
  const rule = j?.entry.rule;
  if (ctx.readings.twoThirds === 'whole-sides' && (rule === 'far2/3' || rule === 'near1/3')) {
    const fromHigh = rule === 'far2/3' ? k : R + 1 - k;
    const wholeSides = frac(fromHigh, R);
    const p = rule === 'far2/3' ? wholeSides : frac(R - fromHigh, R);
    return { words: `side ${k} of ${R}, ${fracToString(wholeSides)} of the way from the level 2 hilltop counting whole sides (house reading)`, position: p };
  }
  return { words: sideWhere(k, R, position), position };
}

/** Every symbol on every side some route crosses: blocking ones, then the others with why (counted sides of a blocked route aside). */
function sideFindings(ctx: Ctx, sides: JudgedSide[][], routes: { count: bigint; blocked: bigint }, countedOnRoute: ReadonlySet<JudgedSide>, out: Findings): void {
  const label = (h: Axial) => cellAt(ctx.board, h)?.label ?? hexKey(h);
  for (const s of sides.flat()) {
    // A side carrying two symbols is named once: its other symbols follow in the same entry.
    for (const blocks of [true, false]) {
      const said = s.judgements.filter((j) => j.blocks === blocks && !(!j.blocks && j.counts && countedOnRoute.has(s)));
      if (said.length === 0) continue;
      const sentences = said.map((j, i) => {
        const where = sideWhereFor(ctx, s.k, j);
        return i === 0 ? symbolSentence(ctx, j, sideSubject(j.symbol, label(s.from), label(s.to)), where) : symbolSentence(ctx, j, `The same side's ${SYMBOL_WORDS[j.symbol]} symbol`, where, false);
      });
      const routesSaid = blocks ? routesWords(s.routes, routes) : onlySomeRoutes(s.routes, routes.count);
      const text = sentences.join(' ') + routesSaid;
      const first = said[0];
      add(out, blocks, {
        rule: first.entry.note,
        kind: 'hexside',
        symbol: said[0].symbol,
        side: s.k,
        between: [s.from, s.to],
        position: frac(2 * s.k - 1, 2 * ctx.range),
        routesThrough: s.routes,
        text,
        cites: ctx.log.take(),
      }, said.length === 1 ? { subject: sideSubject(first.symbol, label(s.from), label(s.to)), where: sideWhereFor(ctx, s.k, first).words, routes: routesSaid } : undefined);
    }
  }
}

/** "The orange hexside between E4 and F4". */
const sideSubject = (symbol: HexsideSymbol, a: string, b: string): string => `The ${SYMBOL_WORDS[symbol]} hexside between ${a} and ${b}`;

/** For a side that did not block: how many routes cross it, when not all do. */
const onlySomeRoutes = (through: bigint, count: bigint): string => (through < count ? ` ${through} of ${count} routes cross it.` : '');

/** Note L on one route: each counted side, naming the others. */
function countReasons(ctx: Ctx, route: JudgedSide[], routes: { count: bigint; blocked: bigint }): LosReason[] {
  const out: LosReason[] = [];
  const R = ctx.range;
  const label = (h: Axial) => cellAt(ctx.board, h)?.label ?? hexKey(h);
  for (const colour of ['orange', 'purple'] as const) {
    const counted = route.filter((s) => (colour === 'orange' ? s.orange : s.purple) > 0);
    const n = counted.reduce((sum, s) => sum + (colour === 'orange' ? s.orange : s.purple), 0);
    if (n < 2) continue;
    counted.forEach((s) => {
      const j = s.judgements.find((x) => x.counts === colour) as SideJudgement;
      const rule = j.entry.countNote ?? 'L';
      const others = counted
        .filter((o) => o !== s)
        .map((o) => `between ${label(o.from)} and ${label(o.to)}, ${sideWhere(o.k, R, frac(2 * o.k - 1, 2 * R))}`)
        .join('; ');
      const position = frac(2 * s.k - 1, 2 * R);
      out.push({
        rule,
        kind: 'hexside',
        symbol: j.symbol,
        side: s.k,
        between: [s.from, s.to],
        position,
        routesThrough: s.routes,
        text: `${countedSentence(ctx, j.symbol, j.countedAs ?? colour, label(s.from), label(s.to), sideWhere(s.k, R, position), n, others, rule)}${routesWords(s.routes, routes)}`,
        cites: ctx.log.take(),
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
  const found = findings();
  found.blocking.push(...pairReasons(ctx), ...blockedHexReasons(ctx, query, met));
  singleHexFindings(ctx, seg, found);
  if (ctx.variant.clarification3) {
    const carriesLow = (a: Axial, b: Axial) => symbolsBetween(ctx.board, a, b).some((x) => LOW_SYMBOLS.has(x));
    const offRoutes = sidesOffRoutes(segmentSidesWhere(firer.hex, target.hex, carriesLow), trace);
    if (offRoutes.length > 0) ctx.relevant.add('clarification3');
    if (touchedSidesCount(ctx.variant, ctx.readings)) touchedSideFindings(ctx, offRoutes, found);
  }
  const everyRoute = found.blocking.length > 0;
  const sides = judgeSides(ctx, trace.sides);
  noteSymbolsReadDown(ctx, sides.flatMap((list) => list.flatMap((x) => x.judgements.map((j) => j.symbol))));
  const total = trace.routeCount;
  const clear = everyRoute ? 0n : countClearRoutes(trace.steps, sides);
  const blocked = total - clear;
  const routes = { count: total, blocked };
  let blockedRoute: readonly Axial[] | undefined;
  let countReasonsOfRoute: LosReason[] = [];
  let countedOnRoute = new Set<JudgedSide>();
  if (blocked > 0n) {
    const { bySide, byCount } = findBlockedRoutes(trace.steps, sides);
    const route = bySide ?? byCount;
    blockedRoute = route ? [firer.hex, ...route.map((s) => s.to)] : trace.witness;
    if (byCount) {
      countReasonsOfRoute = countReasons(ctx, byCount, routes);
      countedOnRoute = new Set(byCount.filter((s) => countReasonsOfRoute.some((r) => r.side === s.k && r.between && hexEquals(r.between[0], s.from) && hexEquals(r.between[1], s.to))));
    }
  }
  sideFindings(ctx, sides, routes, countedOnRoute, found);
  return result(ctx, {
    steps: trace.steps,
    routes,
    blockedRoute,
    reasons: [...found.blocking, ...countReasonsOfRoute],
    cleared: clearedInOrder(found),
  });
}

// ---------------------------------------------------------------- real space

/** One symbol the straight segment meets, judged: where, and the position a blocking rule read. */
interface MetSymbol {
  readonly meeting: SideMeeting;
  readonly judgement: SideJudgement;
  readonly at: Fraction;
}

interface RealSpaceFindings {
  /** Every symbol met and judged (a brown or yellow run along that joins its rim left out), in order along the segment. */
  readonly all: readonly MetSymbol[];
  /** Sides counted towards note L, per counter. */
  readonly counted: Record<'orange' | 'purple', MetSymbol[]>;
  /** Contacts per counter (sides sharing a corner the segment passes through are one). */
  readonly contacts: Record<'orange' | 'purple', number>;
}

/**
 * The hexsides the straight segment meets, judged (000's optional rule): the
 * one decision for the explained and the verdict-only paths. A meeting whose
 * side carries no symbol changes nothing, so the verdict-only path passes only
 * the sides that carry one.
 */
function judgeMeetings(ctx: Ctx, meetings: Iterable<SideMeeting>): RealSpaceFindings {
  const all: MetSymbol[] = [];
  const counted: RealSpaceFindings['counted'] = { orange: [], purple: [] };
  for (const m of meetings) judgeMeeting(ctx, m, counted, all);
  return { all, counted, contacts: contactsOf(counted) };
}

/** Contacts per counter (sides sharing a corner the segment passes through are one). */
const contactsOf = (counted: RealSpaceFindings['counted']): RealSpaceFindings['contacts'] => ({
  orange: countContacts(counted.orange.map((c) => c.meeting)),
  purple: countContacts(counted.purple.map((c) => c.meeting)),
});

/**
 * The symbols on one side the segment meets, judged: each into `all` (when
 * given), the counted ones into `counted`; true when one of them blocks.
 */
function judgeMeeting(ctx: Ctx, m: SideMeeting, counted: RealSpaceFindings['counted'], all?: MetSymbol[]): boolean {
  const { firer, target } = ctx;
  const [a, b] = m.hexes;
  const ownFirer = hexEquals(a, firer.hex) || hexEquals(b, firer.hex);
  const ownTarget = hexEquals(a, target.hex) || hexEquals(b, target.hex);
  const positions = m.tEnd ? [m.t, m.tEnd] : [m.t];
  let blocks = false;
  for (const symbol of symbolsOnEdge(ctx.board, m.edge)) {
    if (m.contact === 'run-along' && joinsRimAtEnd(ctx, symbol, a, b)) continue;
    const j = judgeSymbol(ctx, symbol, a, b, atPoints(positions, ownFirer, ownTarget));
    if (!j) continue;
    const at = j.blocks ? (positions.find((p) => positionRuleBlocks(j.entry.rule, p, ownFirer, ownTarget)) ?? m.t) : m.t;
    const met = { meeting: m, judgement: j, at };
    all?.push(met);
    blocks ||= j.blocks;
    if (j.counts && !counted[j.counts].some((c) => c.meeting === m)) counted[j.counts].push(met);
  }
  return blocks;
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
  const found = findings();
  found.blocking.push(...pairReasons(ctx), ...blockedHexReasons(ctx, query, met));
  singleHexFindings(ctx, seg, found);
  const label = (h: Axial) => cellAt(board, h)?.label ?? hexKey(h);
  noteSymbolsReadDown(ctx, contacts.sides.flatMap((m) => symbolsOnEdge(board, m.edge)));
  const judged = judgeMeetings(ctx, contacts.sides);
  const countBlocked: LosReason[] = [];
  const byCount = new Set<SideMeeting>();
  for (const colour of ['orange', 'purple'] as const) {
    const contactsOfColour = judged.contacts[colour];
    if (contactsOfColour < CAP) continue;
    const counted = judged.counted[colour];
    for (const { meeting, judgement } of counted) {
      byCount.add(meeting);
      const rule = judgement.entry.countNote ?? 'L';
      const [a, b] = meeting.hexes;
      const others = counted
        .filter((o) => o.meeting !== meeting)
        .map((o) => `between ${label(o.meeting.hexes[0])} and ${label(o.meeting.hexes[1])}`)
        .join('; ');
      countBlocked.push({
        rule,
        kind: 'hexside',
        symbol: judgement.symbol,
        between: meeting.hexes,
        position: meeting.t,
        text: countedSentence(ctx, judgement.symbol, judgement.countedAs ?? colour, label(a), label(b), `${positionDecimal(meeting.t)} of the way, met by the straight edge`, contactsOfColour, others, rule).replace(' on one route', ' the straight edge meets'),
        cites: ctx.log.take(),
      });
    }
  }
  // One entry per side met (a side carrying two symbols is named once), blocking symbols apart from the others.
  const bySide = new Map<SideMeeting, MetSymbol[]>();
  for (const symbolMet of judged.all) {
    const { judgement, meeting } = symbolMet;
    if (!judgement.blocks && judgement.counts && byCount.has(meeting)) continue;
    bySide.set(meeting, [...(bySide.get(meeting) ?? []), symbolMet]);
  }
  for (const [m, all] of bySide) {
    const [a, b] = m.hexes;
    const how = m.contact === 'crossed' ? 'crossed' : m.contact === 'run-along' ? `run along from ${positionDecimal(m.t)} to ${positionDecimal(m.tEnd ?? m.t)}` : 'touched at a corner';
    for (const blocks of [true, false]) {
      const said = all.filter((x) => x.judgement.blocks === blocks);
      if (said.length === 0) continue;
      const { judgement: j, at } = said[0];
      const where: Where = { words: `${positionDecimal(at)} of the way, ${how} by the straight edge`, position: at };
      const subject = sideSubject(j.symbol, label(a), label(b));
      const text = said
        .map((x, i) => (i === 0 ? symbolSentence(ctx, x.judgement, subject, where) : symbolSentence(ctx, x.judgement, `The same side's ${SYMBOL_WORDS[x.judgement.symbol]} symbol`, { words: where.words, position: x.at }, false)))
        .join(' ');
      add(found, blocks, { rule: j.entry.note, kind: 'hexside', symbol: j.symbol, between: [a, b], position: at, text, cites: ctx.log.take() }, said.length === 1 ? { subject, where: where.words } : undefined);
    }
  }
  const reasons = [...found.blocking, ...countBlocked];
  const visible = reasons.length === 0;
  const route = entered.map((s) => s[0]);
  return result(ctx, {
    steps: entered,
    routes: { count: 1n, blocked: visible ? 0n : 1n },
    blockedRoute: visible ? undefined : route,
    reasons,
    cleared: clearedInOrder(found),
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
/** The verdict-only path builds no sentence: one shared, never-read log. */
const NO_SENTENCES = new CitationLog();

export function isVisiblePanzerBlitz(variant: PanzerBlitzVariant, board: Board, query: LosQuery): boolean {
  if (query.markers?.blockedHexes?.length) return evaluatePanzerBlitz(variant, board, query, false).visible;
  const { from, to } = query;
  const trace: TraceMode = query.trace ?? 'hex';
  const month = query.markers?.month;
  const facts = verdictBoard(board);
  const ix = facts.ix;
  const firer = unitEnd(board, variant, from, month, ix);
  const target = unitEnd(board, variant, to, month, ix);
  const range = hexDistance(from, to);
  if (range <= 1) return true;
  // Notes and disputes are the explained path's: here they go to sinks that never hold more than a few entries.
  const ctx: Ctx = { board, variant, trace, range, firer, target, notes: NOTES_SINK, readings: verdictReadings(query.readings), relevant: RELEVANT_SINK, log: NO_SENTENCES, ix };
  if (gulliesForbid(firer, target)) return false;
  currentIndex = ix;
  const w = walker.walk(from.q, from.r, to.q - from.q, to.r - from.r, trace === 'hex' ? slotOnBoard : undefined);
  // Every hex of the line lies in the box of its two ends (q and r move monotonically along it), and the
  // index keeps a cell of margin around the board: slots need no bounds checks.
  w.indexFor(ix.qMin, ix.rMin, ix.height);
  // Single-hex obstacles the segment meets: every met candidate strictly between the units.
  const obstacles = facts.obstacles;
  if (obstacles.length > 0) {
    for (let i = 1; i < range; i++) {
      const met = w.met[i];
      for (let j = 0; j < 2; j++) {
        if (!(met & (1 << j)) || obstacles[w.slotBase + w.rowX[2 * i + j] * w.slotPerX + i * w.slotPerStep] === 0) continue;
        const cell = cellAtIndex(ix, w.hexQ(i, j), w.hexR(i, j)) as HexCell;
        if (judgeSingleHex(ctx, cell)?.low.blocks) return false;
      }
    }
  }
  return trace === 'real' ? realSpaceClear(ctx, w, ix) : hexTracedClear(ctx, w, facts);
}

const walker = new LineWalk();
// A viewshed or a matrix asks thousands of lines under one readings object: merged with the defaults once.
let lastChosen: LosQuery['readings'];
let lastReadings: Readings = readingsOf(undefined);
function verdictReadings(chosen: LosQuery['readings']): Readings {
  if (chosen !== lastChosen) {
    lastReadings = readingsOf(chosen);
    lastChosen = chosen;
  }
  return lastReadings;
}

/** noteReadDown adds one note at most, once; a reading id is added once: bounded. */
const NOTES_SINK: string[] = [];
const RELEVANT_SINK = new Set<ReadingId>();
/** The symbols judgeSymbol reads (LOW and elevation symbols); a side with none of them changes no verdict. */
const JUDGED_MASK = [...LOW_SYMBOLS, ...ELEVATION_SYMBOL_SET].reduce((mask, s) => mask | SYMBOL_BIT[s], 0);
let currentIndex: BoardIndex | undefined;
const slotOnBoard = (q: number, r: number): boolean => {
  const ix = currentIndex as BoardIndex;
  const qi = q - ix.qMin;
  const ri = r - ix.rMin;
  return qi >= 0 && ri >= 0 && qi < ix.width && ri < ix.height && ix.level[qi * ix.height + ri] >= 0;
};

/** What the verdict path reads of a board, built once per board: its index and which slots matter. */
interface VerdictBoard {
  readonly ix: BoardIndex;
  /** 1 at the index slot of every single-hex obstacle (isSingleHexObstacle: the one list both paths read); empty when there is none. */
  readonly obstacles: Uint8Array;
  /** Does any side carry green or gray (else clarification 3 has nothing to look at)? */
  readonly hasLowSides: boolean;
}

const verdictBoards = new WeakMap<Board, VerdictBoard>();
// The last board asked about, so that a viewshed's or a matrix's thousands of lines skip the WeakMap (one entry).
let lastBoard: Board | undefined;
let lastVerdictBoard: VerdictBoard | undefined;

function verdictBoard(board: Board): VerdictBoard {
  if (board === lastBoard) return lastVerdictBoard as VerdictBoard;
  let facts = verdictBoards.get(board);
  if (!facts) {
    const ix = boardIndex(board);
    const list = singleHexObstacles(board);
    const obstacles = new Uint8Array(list.length > 0 ? ix.level.length : 0);
    for (const cell of list) obstacles[cellSlot(ix, cell.hex)] = 1;
    facts = { ix, obstacles, hasLowSides: ix.edgeMask.some((m) => (m & LOW_MASK) !== 0) };
    verdictBoards.set(board, facts);
  }
  lastBoard = board;
  lastVerdictBoard = facts;
  return facts;
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

function hexTracedClear(ctx: Ctx, w: LineWalk, facts: VerdictBoard): boolean {
  const ix = facts.ix;
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
  // Clear on every route so far: only now the sides the line touches off its routes (001's clarification 3).
  return !(facts.hasLowSides && touchedSidesCount(ctx.variant, ctx.readings) && touchedSideBlocks(ctx, w, ix));
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
  let counted: RealSpaceFindings['counted'] | undefined; // the sides met that count towards note L
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
        // A symbol blocks or not by itself: stop at the first that does. Only note L's count needs the others.
        counted ??= { orange: [], purple: [] };
        if (judgeMeeting(ctx, m, counted)) return false;
      }
    }
  }
  if (!counted || (counted.orange.length < CAP && counted.purple.length < CAP)) return true;
  const contacts = contactsOf(counted);
  return contacts.orange < CAP && contacts.purple < CAP;
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

/**
 * 001's clarification 3 on the walk: the green and gray sides the segment
 * meets but no route crosses, judged as the explained path judges them
 * (touchedSideJudgements). Only the sides line-walk.ts's offRouteSides lists
 * can be such a side (those at a hex corner the segment passes through, between
 * a tied step's two candidates, or of a met hex on no route), so most lines
 * look at none; each listed side is tested with the exact sideMeeting.
 */
function touchedSideBlocks(ctx: Ctx, w: LineWalk, ix: BoardIndex): boolean {
  const n = w.offRouteSides();
  let seg: Segment | undefined;
  for (let s = 0; s < n; s++) {
    const q = w.sideQ[s];
    const r = w.sideR[s];
    const d = w.sideD[s];
    const edge = LineWalk.edgeSlotTowards(q, r, d, ix.qMin, ix.rMin, ix.width, ix.height);
    if (edge < 0 || (ix.edgeMask[edge] & LOW_MASK) === 0) continue;
    seg ??= segmentBetween(ctx.firer.hex, ctx.target.hex);
    const m = sideMeeting(seg, { q, r }, DIRECTION_SIDE[d]);
    if (m && touchedSideJudgements(ctx, m).some((x) => x.judgement.blocks)) return true;
  }
  return false;
}


const LOW_MASK = SYMBOL_BIT.green | SYMBOL_BIT.gray;

/** The side of a hex facing each direction of line-walk.ts's cyclic list. */
const DIRECTION_SIDE: readonly Side[] = ['SE', 'NE', 'N', 'NW', 'SW', 'S'];

// ---------------------------------------------------------------- assembly

function result(ctx: Ctx, parts: Pick<LosResult, 'steps' | 'routes' | 'blockedRoute' | 'reasons'> & { cleared?: readonly LosReason[] }): LosResult {
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
    cleared: parts.cleared ?? [],
    notes: ctx.notes,
    citations: ctx.log.listFor([...parts.reasons, ...(parts.cleared ?? [])]),
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

/** The readings that can change a verdict under this rule set and trace mode. */
function disputedReadings(v: PanzerBlitzVariant, trace: TraceMode): ReadingId[] {
  const ids: ReadingId[] = ['lowOnSlope'];
  if (!v.threeLevels) ids.unshift('noteL');
  if (!v.threeLevels && trace === 'hex') ids.push('twoThirds');
  if (v.clarification3 && trace === 'hex') ids.push('clarification3');
  return ids;
}

/** "Under the other reading of note L (orange and purple counted together) this line is BLOCKED." */
function disputesOf(variant: PanzerBlitzVariant, board: Board, query: LosQuery, visible: boolean, trace: TraceMode, relevant: ReadonlySet<ReadingId>): Dispute[] {
  const readings = readingsOf(query.readings);
  const out: Dispute[] = [];
  for (const id of disputedReadings(variant, trace)) {
    if (!relevant.has(id)) continue;
    const info = READINGS.find((r) => r.id === id) as (typeof READINGS)[number];
    const current = readings[id] as string;
    const otherIndex = info.values[0] === current ? 1 : 0;
    const other = info.values[otherIndex];
    const otherQuery: LosQuery = { ...query, readings: { ...readings, [id]: other } };
    const otherVisible = isVisiblePanzerBlitz(variant, board, otherQuery);
    if (otherVisible === visible) continue;
    out.push({
      reading: id,
      value: other,
      visible: otherVisible,
      text: `Under the other reading of ${info.source} (${info.words[otherIndex]}) this line is ${otherVisible ? 'CLEAR' : 'BLOCKED'}.`,
    });
  }
  return out;
}

/** A gully crossed only by an unimproved road: with no month given, say the verdict depends on it (001). */
function seasonalNote(variant: PanzerBlitzVariant, board: Board, query: LosQuery, visible: boolean): string | undefined {
  if (query.markers?.month !== undefined) return undefined;
  const seasonal = [query.from, query.to].map((h) => requireCell(board, h)).filter(isSeasonalGully);
  if (seasonal.length === 0) return undefined;
  const labels = seasonal.map((c) => c.label).join(' and ');
  const winter = isVisiblePanzerBlitz(variant, board, { ...query, markers: { ...query.markers, month: 1 } });
  const verdict = winter === visible ? `the verdict is the same (${visible ? 'CLEAR' : 'BLOCKED'})` : `this line is ${winter ? 'CLEAR' : 'BLOCKED'}`;
  return `${labels}: a gully crossed by an unimproved road, which exists only in May to October (001, Unimproved Road Hex). No month was given, so the board as printed: clear terrain. In November to April it is a gully and ${verdict}; give the month to decide.`;
}

export function evaluatePanzerBlitz(variant: PanzerBlitzVariant, board: Board, query: LosQuery, withDisputes = true): LosResult {
  const trace: TraceMode = query.trace ?? 'hex';
  const month = query.markers?.month;
  const firer = unitEnd(board, variant, query.from, month);
  const target = unitEnd(board, variant, query.to, month);
  const range = hexDistance(query.from, query.to);
  const notes = readingNotes(board, variant, firer, target, query);
  const ctx: Ctx = { board, variant, trace, range, firer, target, notes, readings: readingsOf(query.readings), relevant: new Set(), log: new CitationLog() };
  if (range <= 1) {
    if (range === 1) {
      notes.push(`Adjacent units can always fire at each other, whatever lies between them (${citation(variant.table.adjacentNote)}).`);
    }
    const steps = range === 0 ? [[query.from]] : [[query.from], [query.to]];
    return result(ctx, { steps, routes: { count: 1n, blocked: 0n }, reasons: [] });
  }
  const r = trace === 'real' ? evaluateRealSpace(ctx, query) : evaluateHexTraced(ctx, query);
  if (!withDisputes) return r;
  const seasonal = seasonalNote(variant, board, query, r.visible);
  if (seasonal) notes.push(seasonal);
  const disputes = disputesOf(variant, board, query, r.visible, trace, ctx.relevant);
  return disputes.length ? { ...r, disputes } : r;
}
