// The interpreter for the PanzerBlitz-family tables (table.ts): one function
// evaluates any table in either trace mode (docs/rules.md,
// docs/geometry.md).
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
//
// This module assembles a result and says what the context adds (notes,
// disputes, the seasonal gully). The parts, one module each: context.ts (the
// query's context, one symbol judged); obstacles.ts, hex-routes.ts and
// real-space.ts (the decisions); sentences.ts and explain-obstacles.ts,
// explain-hex.ts, explain-real.ts (the explanation); verdict.ts (the verdict
// alone, which never builds a sentence).

import { isSeasonalGully, symbolsBetween } from '../../board-model.ts';
import { frac, fracToString, HALF } from '../../fraction.ts';
import { hexDistance } from '../../hex/axial.ts';
import { type Board, ELEVATION_EDGE_SYMBOLS, type HexsideSymbol, LOW_SYMBOLS } from '../../types.ts';
import { CitationLog } from '../citations.ts';
import { disputeLine, type OtherValue, otherValues } from '../disputes.ts';
import type { TraceMode } from '../ids.ts';
import { unreadMarkerNotes } from '../markers.ts';
import { DEFAULT_READINGS, type ReadingId, READINGS, type Readings, readingsOf } from '../readings.ts';
import type { Dispute, LosQuery, LosReason, LosResult, UnitEnd } from '../types.ts';
import { VerdictScratch } from '../verdict-scratch.ts';
import { type Ctx, requireCell, THREE_LEVELS_NOTE, unitEnd } from './context.ts';
import { explainHexTraced } from './explain-hex.ts';
import { explainRealSpace } from './explain-real.ts';
import { assumptionReadingsOf, type PanzerBlitzVariant, sideRuleBlocks } from './judge.ts';
import { cite, type ResultParts, sideSubject } from './sentences.ts';
import type { PositionRule } from './table.ts';
import { verdictAlone } from './verdict.ts';
import { citation } from './words.ts';

function result(ctx: Ctx, parts: ResultParts): LosResult {
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
  notes.push(
    ...unreadMarkerNotes(v.threeLevels ? "003's chart" : "Arvold's table", query, { month: true, units: false }),
  );
  return notes;
}

/** The readings that can change a verdict under this rule set and trace mode. */
function disputedReadings(v: PanzerBlitzVariant, trace: TraceMode): ReadingId[] {
  const ids: ReadingId[] = ['lowOnSlope', 'townWoods'];
  if (!v.threeLevels) ids.unshift('noteL', 'level2NoteL', 'level1PurpleL', 'level2Band', 'groundLevel2Slope');
  if (v.threeLevels) ids.push('originalNotes', 'originalHilltops', 'originalSingleHex');
  if (!v.threeLevels && trace === 'hex') ids.push('twoThirds');
  if (v.clarification3 && trace === 'hex') ids.push('clarification3');
  return ids;
}

/** "Under the other reading of note L (orange and purple counted together) this line is BLOCKED." */
function disputesOf(
  variant: PanzerBlitzVariant,
  board: Board,
  query: LosQuery,
  judged: LosResult,
  trace: TraceMode,
  relevant: ReadonlySet<ReadingId>,
): Dispute[] {
  const { visible } = judged;
  const readings = readingsOf(query.readings);
  const out: Dispute[] = [];
  for (const id of disputedReadings(variant, trace)) {
    if (!relevant.has(id)) continue;
    const info = READINGS.find((r) => r.id === id) as (typeof READINGS)[number];
    for (const found of otherValues(info, readings[id])) {
      const otherQuery: LosQuery = { ...query, readings: { ...readings, [id]: found.value } };
      const otherVisible = isVisiblePanzerBlitz(variant, board, otherQuery);
      const other = id === 'twoThirds' ? (twoThirdsOnThisLine(judged, found) ?? found) : found;
      if (otherVisible !== visible) out.push(disputeLine(info, other, otherVisible));
    }
  }
  return out;
}

const POSITION_OF_NOTE: Readonly<Record<string, PositionRule>> = { E: 'far2/3', F: 'near1/3' };

/**
 * The two readings of "2/3 of the distance" in this line's own words: the
 * first side of a note E or F entry the readings judge apart, where each
 * reading puts it ("side 3 of 4 lies 5/8 of the way" against "side 3 of 4 lies
 * 3/4 of the way from the level 2 hilltop"), rather than an
 * example from another line (docs/rules.md#disputed-readings).
 */
function twoThirdsOnThisLine(judged: LosResult, other: OtherValue): OtherValue | undefined {
  const R = judged.range;
  const places = [...judged.reasons, ...(judged.cleared ?? [])].flatMap((r) =>
    POSITION_OF_NOTE[r.rule] ? [r, ...(r.alike ?? [])].map((p) => ({ rule: r.rule, side: p.side })) : [],
  );
  const centre = { ...DEFAULT_READINGS, twoThirds: 'centre' } as const;
  const whole = { ...DEFAULT_READINGS, twoThirds: 'whole-sides' } as const;
  const parted = places.find(
    (p) =>
      p.side !== undefined &&
      sideRuleBlocks(POSITION_OF_NOTE[p.rule], p.side, R, centre) !==
        sideRuleBlocks(POSITION_OF_NOTE[p.rule], p.side, R, whole),
  );
  if (parted?.side === undefined) return undefined;
  const k = parted.side;
  const fromHill = parted.rule === 'E' ? k : R + 1 - k;
  const words: Record<Readings['twoThirds'], string> = {
    centre: `each side counts from its middle: side ${k} of ${R} lies ${fracToString(frac(2 * k - 1, 2 * R))} of the way`,
    'whole-sides': `whole sides counted from the level 2 hilltop: side ${k} of ${R} lies ${fracToString(frac(fromHill, R))} of the way from it`,
  };
  const inForce = other.value === 'centre' ? words['whole-sides'] : words.centre;
  return { ...other, words: words[other.value as Readings['twoThirds']], inForce };
}

/** A gully crossed only by an unimproved road: with no month given, say the verdict depends on it (001). */
function seasonalNote(
  variant: PanzerBlitzVariant,
  board: Board,
  query: LosQuery,
  visible: boolean,
): string | undefined {
  if (query.markers?.month !== undefined) return undefined;
  const seasonal = [query.from, query.to].map((h) => requireCell(board, h)).filter(isSeasonalGully);
  if (seasonal.length === 0) return undefined;
  const labels = seasonal.map((c) => c.label).join(' and ');
  const winter = isVisiblePanzerBlitz(variant, board, { ...query, markers: { ...query.markers, month: 1 } });
  const verdict =
    winter === visible
      ? `the verdict is the same (${visible ? 'CLEAR' : 'BLOCKED'})`
      : `this line is ${winter ? 'CLEAR' : 'BLOCKED'}`;
  return `${labels}: a gully crossed by an unimproved road, which exists only in May to October (001, Unimproved Road Hex). No month was given, so the board as printed: clear terrain. In November to April it is a gully and ${verdict}; give the month to decide.`;
}

const JUDGED_SYMBOLS: ReadonlySet<HexsideSymbol> = new Set([...LOW_SYMBOLS, ...ELEVATION_EDGE_SYMBOLS]);

/**
 * Note M: adjacent units always see each other, and each symbol on the side
 * their hexes share is still named once, with why it does not block
 * (docs/rules.md#what-a-result-lists).
 */
function adjacentFindings(ctx: Ctx): LosReason[] {
  const { firer, target, variant } = ctx;
  const symbols = symbolsBetween(ctx.board, firer.hex, target.hex).filter((s) => JUDGED_SYMBOLS.has(s));
  return symbols.map((symbol) => {
    ctx.log.claim({ fact: 'adjacent' });
    const text = `${sideSubject(symbol, firer.label, target.label)}, the side the two units' hexes share, does not block: the units are adjacent, and a unit may always fire at a target directly adjacent (${cite(ctx, variant.table.adjacentNote)}).`;
    return {
      rule: variant.table.adjacentNote,
      kind: 'hexside',
      symbol,
      ...(ctx.trace === 'hex' ? { side: 1 } : {}),
      between: [firer.hex, target.hex],
      position: HALF,
      text,
      cites: ctx.log.take(),
      ...ctx.log.takePremises(),
    };
  });
}

export function evaluatePanzerBlitz(
  variant: PanzerBlitzVariant,
  board: Board,
  query: LosQuery,
  withDisputes = true,
): LosResult {
  const trace: TraceMode = query.trace ?? 'hex';
  const month = query.markers?.month;
  const firer = unitEnd(board, variant, query.from, month);
  const target = unitEnd(board, variant, query.to, month);
  const range = hexDistance(query.from, query.to);
  const notes = readingNotes(board, variant, firer, target, query);
  const ctx: Ctx = {
    board,
    variant,
    trace,
    range,
    firer,
    target,
    notes,
    readings: readingsOf(query.readings),
    // HexLOS's own assumptions are judged by the units' pair, whatever the line meets (a verdict-only re-run tells).
    relevant: new Set(assumptionReadingsOf(variant, firer.level, target.level)),
    log: new CitationLog(),
  };
  if (range <= 1) {
    if (range === 1) {
      notes.push(
        `Adjacent units can always fire at each other, whatever lies between them (${citation(variant.table.adjacentNote)}).`,
      );
    }
    const steps = range === 0 ? [[query.from]] : [[query.from], [query.to]];
    const cleared = range === 1 ? adjacentFindings(ctx) : [];
    return result(ctx, { steps, routes: { count: 1n, blocked: 0n }, reasons: [], cleared });
  }
  let real: boolean | undefined;
  const realVisible = () => (real ??= isVisiblePanzerBlitz(variant, board, { ...query, trace: 'real' }));
  const r = result(ctx, trace === 'real' ? explainRealSpace(ctx, query) : explainHexTraced(ctx, query, realVisible));
  if (!withDisputes) return r;
  const seasonal = seasonalNote(variant, board, query, r.visible);
  if (seasonal) notes.push(seasonal);
  const disputes = disputesOf(variant, board, query, r, trace, ctx.relevant);
  return disputes.length ? { ...r, disputes } : r;
}

/**
 * The verdict alone (verdict.ts), but with artillery markers on the board: those take the explained path, without
 * disputes. The explained path's own few verdicts (its disputes, the real-space comparison) each take a fresh scratch.
 */
export function isVisiblePanzerBlitz(
  variant: PanzerBlitzVariant,
  board: Board,
  query: LosQuery,
  scratch: VerdictScratch = new VerdictScratch(),
): boolean {
  if (query.markers?.blockedHexes?.length) return evaluatePanzerBlitz(variant, board, query, false).visible;
  return verdictAlone(variant, board, query, scratch);
}
