// Line of sight under the Tactical GameX Terrain Elevation Table (seed 004),
// hex-traced (docs/geometry.md) with the defender's benefit of the doubt: the
// LOS is blocked if any route is blocked.
//
// Each obstacle is judged on its own (the table has no counting rule), so a
// route is blocked exactly when it meets a blocking hexside or hex. Blocked
// routes are counted as total − clear, the clear ones by dynamic programming
// over steps through non-blocking sides and hexes; routes are never
// enumerated (a range-30 spine line has 32,768 of them).
//
// Order of the checks for one obstacle: note 1 (a woods-like hex directly in
// front of either unit; a green or gray side of either unit's own hex), then
// the table read as one rule (judge.ts): decide.ts, which the verdict-only
// path (verdict.ts) calls too. Note 2 (adjacent) answers before any.

import { cellAt, isInGully, isSeasonalGully, labelOf, unitCellAt } from '../../board-model.ts';
import { traceOnBoard } from '../../board-trace.ts';
import { MONTH_NAMES } from '../../combat/effects.ts';
import { frac, HALF } from '../../fraction.ts';
import { hexKey } from '../../hex/axial.ts';
import { segmentSidesWhere } from '../../hex/segment.ts';
import type { HexTrace, StepSide } from '../../hex/trace.ts';
import { sidesOffRoutes } from '../../hex/trace.ts';
import type { Axial, Board, HexCell } from '../../types.ts';
import { capitalise } from '../../words.ts';
import { CitationLog, withCites } from '../citations.ts';
import { disputeLine, otherValues } from '../disputes.ts';
import { BORROWED_ARTILLERY, isMarked, ownHexMarkerNotes, UNIMPROVED_ROAD, unreadMarkerNotes } from '../markers.ts';
import { positionDecimal } from '../panzerblitz/words.ts';
import { type ReadingId, READINGS, type Readings, readingsOf } from '../readings.ts';
import { routesThroughHex, routeThroughHex, routeThroughSide } from '../routes.ts';
import type { Citation, Dispute, LosQuery, LosReason, LosResult, UnitEnd } from '../types.ts';
import { ARTILLERY, type Blocking, decideHex, decideSide, type UnitLevels } from './decide.ts';
import { withTgxDistance } from './distance.ts';
import { type Placement, placementPosition } from './judge.ts';
import { hexObstacle, type Obstacle, sideObstacles, unitLevel } from './obstacles.ts';
import { TGX_NOTES } from './table.ts';
import {
  behindHexText,
  judgementText,
  obstacleWords,
  ownSideText,
  type Cite,
  type Pair,
  offRouteText,
  passedText,
  routesWords,
} from './words.ts';

interface Finding {
  readonly place: Placement;
  readonly obstacle: Obstacle;
  /** The side crossed (hexside findings) or the hex entered (hex findings). */
  readonly side?: StepSide;
  readonly hex?: Axial;
  readonly verdict: Blocking;
  readonly routesThrough: bigint;
}

export function unitEnd(cell: HexCell, month?: number): UnitEnd {
  const inGully = isInGully(cell, month);
  return {
    hex: cell.hex,
    label: cell.label,
    level: inGully ? 'G' : cell.level,
    terrain: cell.terrain,
    elevation: cell.elevation,
    inGully,
  };
}

const ARTILLERY_HEIGHT = { n: 0, d: 1 };

function requireHexCell(board: Board, hex: Axial): HexCell {
  const cell = cellAt(board, hex);
  if (!cell) throw new RangeError(`hex ${labelOf(board, hex)} is not on the board`);
  return cell;
}

/** One whole route that meets a finding's obstacle. */
function routeThrough(trace: HexTrace, finding: Finding): Axial[] {
  if (finding.side) return routeThroughSide(trace, finding.place.index, finding.side);
  return routeThroughHex(trace, finding.place.index, finding.hex as Axial);
}

const sideId = (k: number, side: StepSide): string => `${k}|${side.edge}`;
const hexId = (i: number, hex: Axial): string => `${i}|${hexKey(hex)}`;

/** Routes that meet no blocking side and no blocking hex, by dynamic programming over steps. */
function clearRoutes(trace: HexTrace, blockedSides: ReadonlySet<string>, blockedHexes: ReadonlySet<string>): bigint {
  let reached = new Map<string, bigint>([[hexKey(trace.from), 1n]]);
  for (let k = 1; k <= trace.range; k++) {
    const next = new Map<string, bigint>();
    for (const side of trace.sides[k - 1]) {
      if (blockedSides.has(sideId(k, side)) || blockedHexes.has(hexId(k, side.to))) continue;
      const n = reached.get(hexKey(side.from)) ?? 0n;
      if (n === 0n) continue;
      const to = hexKey(side.to);
      next.set(to, (next.get(to) ?? 0n) + n);
    }
    reached = next;
  }
  return reached.get(hexKey(trace.to)) ?? 0n;
}

/** The readings of 004 that can change a verdict (docs/rules-tgx-tagg.md). */
const TGX_READINGS: readonly ReadingId[] = ['tgxNote1', 'tgxBehind', 'tgxHeightCap'];

/** The verdict, and whether it would change under another reading of 004 (docs/rules.md, Disputed readings). */
export function evaluateTgx(board: Board, query: LosQuery): LosResult {
  const readings = readingsOf(query.readings);
  const r = evaluateUnder(board, query, readings);
  if (r.range <= 1) return r;
  const disputes: Dispute[] = [];
  for (const id of TGX_READINGS) {
    const info = READINGS.find((x) => x.id === id) as (typeof READINGS)[number];
    for (const other of otherValues(info, readings[id])) {
      const otherVisible = evaluateUnder(board, query, { ...readings, [id]: other.value }).visible;
      if (otherVisible !== r.visible) disputes.push(disputeLine(info, other, otherVisible));
    }
  }
  return disputes.length ? { ...r, disputes } : r;
}

const NOTE_2: Citation = { id: 'tgx-2', name: 'note 2', text: `"${TGX_NOTES.adjacent}"` };

/** Note 2: adjacent units always see each other; each obstacle on the side their hexes share is still named once. */
function adjacentEntries(board: Board, from: Axial, to: Axial): LosReason[] {
  const between = [labelOf(board, from), labelOf(board, to)] as const;
  return sideObstacles(board, from, to).map((obstacle) => ({
    rule: NOTE_2.id,
    kind: 'hexside' as const,
    symbol: obstacle.kind === 'hexside' ? obstacle.symbol : undefined,
    side: 1,
    between: [from, to] as const,
    position: HALF,
    text: `${capitalise(obstacleWords(board, obstacle, between))}, the side the two units' hexes share, does not block: the units are adjacent (${NOTE_2.name}).`,
    cites: [NOTE_2.id],
    premises: [{ fact: 'adjacent' as const }],
  }));
}

function evaluateUnder(board: Board, query: LosQuery, readings: Readings): LosResult {
  const { from, to } = query;
  const month = query.markers?.month;
  const firerCell = unitCellAt(board, from, 'firer');
  const targetCell = unitCellAt(board, to, 'target');
  const trace = traceOnBoard(board, from, to);
  const range = trace.range;
  const pair: Pair = {
    attacker: { label: firerCell.label, level: unitLevel(firerCell, month), inGully: isInGully(firerCell, month) },
    target: { label: targetCell.label, level: unitLevel(targetCell, month), inGully: isInGully(targetCell, month) },
  };
  const levels: UnitLevels = { attacker: pair.attacker.level, target: pair.target.level };
  const notes: string[] = [];
  if (query.trace === 'real')
    notes.push('The Tactical GameX table is traced hex by hex only: hex-traced routes were used.');
  notes.push(...unreadMarkerNotes('The Tactical GameX table', query, { month: true, units: false }));
  notes.push(...ownHexMarkerNotes(query, [firerCell, targetCell]));
  const monthSaid = monthEntries(month, [firerCell, targetCell], range);
  const monthAt = new Set(monthSaid.map((m) => m.label));
  if (pair.attacker.inGully && !monthAt.has(pair.attacker.label))
    notes.push(`The attacker in the gully ${pair.attacker.label} counts as ground, level 0.`);
  if (pair.target.inGully && !monthAt.has(pair.target.label))
    notes.push(`The target in the gully ${pair.target.label} counts as ground, level 0.`);
  const common = {
    from,
    to,
    range,
    rules: 'tgx' as const,
    trace: 'hex' as const,
    firer: unitEnd(firerCell, month),
    target: unitEnd(targetCell, month),
    steps: trace.steps,
  };
  if (range <= 1) {
    notes.push(
      range === 0
        ? 'Same hex: a unit always sees its own hex.'
        : `Adjacent units always see each other (note 2: "${TGX_NOTES.adjacent}").`,
    );
    const cleared = range === 1 ? adjacentEntries(board, from, to) : [];
    return {
      ...common,
      visible: true,
      routes: { count: trace.routeCount, blocked: 0n },
      reasons: [],
      notes,
      ...(cleared.length > 0 ? { cleared, citations: [NOTE_2] } : {}),
    };
  }

  const findings: Finding[] = [];
  const log = new CitationLog();
  const cite = (c: Parameters<CitationLog['cite']>[0]) => log.cite(c);
  const passed: LosReason[] = [];
  const blockedSides = new Set<string>();
  const blockedHexes = new Set<string>();
  for (let k = 1; k <= range; k++) {
    const place: Placement = { kind: 'hexside', index: k, range };
    for (const side of trace.sides[k - 1]) {
      const between = [labelOf(board, side.from), labelOf(board, side.to)] as const;
      for (const obstacle of sideObstacles(board, side.from, side.to)) {
        const verdict = decideSide(obstacle, place, levels, readings);
        if (verdict.blocks) {
          findings.push({ place, obstacle, side, verdict, routesThrough: side.routes });
          blockedSides.add(sideId(k, side));
        } else {
          const text =
            passedText(obstacleWords(board, obstacle, between), place, verdict, pair, cite) +
            routesWords('hexside', side.routes, trace.routeCount, false);
          passed.push(
            withCites(
              {
                rule: verdict.why === 'below-both' ? 'tgx-3' : 'tgx-table',
                kind: 'hexside',
                symbol: obstacle.kind === 'hexside' ? obstacle.symbol : undefined,
                side: k,
                between: [side.from, side.to],
                position: placementPosition(place),
                routesThrough: side.routes,
                text,
                ...withTgxDistance(verdict, place),
              },
              log.take(),
            ),
          );
        }
      }
    }
  }
  for (let i = 1; i < range; i++) {
    const place: Placement = { kind: 'hex', index: i, range };
    for (const hex of trace.steps[i]) {
      if (isMarked(query, hex)) {
        findings.push({
          place,
          obstacle: {
            kind: 'hex',
            hex,
            terrain: requireHexCell(board, hex).terrain,
            height: ARTILLERY_HEIGHT,
            base: 0,
          },
          hex,
          verdict: ARTILLERY,
          routesThrough: routesThroughHex(trace, i, hex),
        });
        blockedHexes.add(hexId(i, hex));
        continue;
      }
      const obstacle = hexObstacle(board, hex);
      if (!obstacle) continue;
      const verdict = decideHex(obstacle, place, levels, readings);
      if (verdict.blocks) {
        findings.push({ place, obstacle, hex, verdict, routesThrough: routesThroughHex(trace, i, hex) });
        blockedHexes.add(hexId(i, hex));
      } else {
        const through = routesThroughHex(trace, i, hex);
        const text =
          passedText(obstacleWords(board, obstacle), place, verdict, pair, cite) +
          routesWords('hex', through, trace.routeCount, false);
        passed.push(
          withCites(
            {
              rule: verdict.why === 'below-both' ? 'tgx-3' : 'tgx-table',
              kind: 'hex',
              hex,
              position: placementPosition(place),
              routesThrough: through,
              text,
              ...withTgxDistance(verdict, place),
            },
            log.take(),
          ),
        );
      }
    }
  }

  passed.push(...offRoutePassed(board, trace, cite, log));
  for (const m of monthSaid)
    passed.push(
      withCites(
        { rule: UNIMPROVED_ROAD.id, kind: 'hex', hex: m.hex, position: m.position, text: m.text(cite) },
        log.take(),
      ),
    );
  // Along the line, as a player reads it: sides and hexes by where they lie.
  passed.sort((a, b) => (a.position && b.position ? a.position.n * b.position.d - b.position.n * a.position.d : 0));
  const blocked = trace.routeCount - clearRoutes(trace, blockedSides, blockedHexes);
  if (blocked === 0n) {
    notes.push('Clear: no obstacle on any route blocks under the Tactical GameX table (004).');
    return {
      ...common,
      visible: true,
      routes: { count: trace.routeCount, blocked },
      reasons: [],
      cleared: passed,
      notes,
      citations: log.listFor(passed),
    };
  }

  findings.sort((a, b) => {
    const pa = placementPosition(a.place);
    const pb = placementPosition(b.place);
    return pa.n * pb.d - pb.n * pa.d;
  });
  // "Higher than both" names the two units once: a run of such reasons says "in the same way", a later one "also".
  const reasons = findings.map((f, i) => {
    const aboveBoth = (e: Finding | undefined) => e?.verdict.why === 'above-both';
    const again = !aboveBoth(f)
      ? undefined
      : aboveBoth(findings[i - 1])
        ? 'previous'
        : findings.slice(0, i).some(aboveBoth)
          ? 'earlier'
          : undefined;
    return withCites(reasonOf(board, f, pair, trace.routeCount, cite, again), log.take());
  });
  if (trace.routeCount > 1n) {
    notes.push(
      blocked === trace.routeCount
        ? `Every one of the ${trace.routeCount} routes is blocked.`
        : `${blocked} of ${trace.routeCount} routes blocked: the defender gets the benefit of the doubt.`,
    );
  }
  return {
    ...common,
    visible: false,
    routes: { count: trace.routeCount, blocked },
    blockedRoute: routeThrough(trace, findings[0]),
    reasons,
    cleared: passed,
    notes,
    citations: log.listFor([...reasons, ...passed]),
  };
}

function blockingText(
  board: Board,
  words: string,
  f: Finding,
  pair: Pair,
  cite: Cite,
  again: 'previous' | 'earlier' | undefined,
): string {
  const v = f.verdict;
  switch (v.why) {
    case 'own-side':
      return ownSideText(words, f.place, v.unit, pair, cite);
    case 'behind-hex':
      return behindHexText(words, f.place, v.behind, v.directly, pair, cite);
    case 'artillery':
      return `Artillery fell on ${f.hex ? labelOf(board, f.hex) : 'this hex'} this turn, so the line cannot pass through that hex (${cite(BORROWED_ARTILLERY)}).`;
    default:
      return judgementText(words, f.place, v, pair, cite, again);
  }
}

function reasonOf(
  board: Board,
  f: Finding,
  pair: Pair,
  total: bigint,
  cite: Cite,
  again: 'previous' | 'earlier' | undefined,
): LosReason {
  // "Higher than both the attacker and the target" is a fact about the units, held as a premise (types.ts, `Premise`).
  const premises =
    f.verdict.why === 'above-both' ? [{ fact: 'higher-than-both' as const, height: f.obstacle.height }] : [];
  const common = {
    rule: f.verdict.rule,
    position: placementPosition(f.place),
    routesThrough: f.routesThrough,
    ...withTgxDistance(f.verdict, f.place),
    ...(premises.length > 0 ? { premises } : {}),
  };
  if (f.side && f.obstacle.kind === 'hexside') {
    const words = obstacleWords(board, f.obstacle, [labelOf(board, f.side.from), labelOf(board, f.side.to)]);
    return {
      ...common,
      kind: 'hexside',
      symbol: f.obstacle.symbol,
      side: f.place.index,
      between: [f.side.from, f.side.to],
      text: blockingText(board, words, f, pair, cite, again) + routesWords('hexside', f.routesThrough, total),
    };
  }
  const words = obstacleWords(board, f.obstacle);
  return {
    ...common,
    kind: 'hex',
    hex: f.hex,
    text: blockingText(board, words, f, pair, cite, again) + routesWords('hex', f.routesThrough, total),
  };
}

/**
 * The month's word on a unit's hex that is a gully crossed only by an
 * unimproved road (001): in May to October the road exists, otherwise the unit
 * is in the gully. Listed with what did not block at the unit's hex, with
 * whether it changed the unit's level on the table (docs/readings.md#every-symbol-met-is-explained).
 */
function monthEntries(month: number | undefined, ends: readonly [HexCell, HexCell], range: number) {
  if (month === undefined) return [];
  return ends.flatMap((cell, i) => {
    if (!isSeasonalGully(cell)) return [];
    const name = MONTH_NAMES[month - 1];
    const whose = i === 0 ? "the attacker's hex" : "the target's hex";
    const level = unitLevel(cell, month);
    // The other half of the year: a month in the other season.
    const otherLevel = unitLevel(cell, isInGully(cell, month) ? 6 : 1);
    const decides =
      otherLevel === level
        ? `; in the other half of the year it would be level ${otherLevel} too, so the month does not decide this line`
        : `; in the other half of the year it would be level ${otherLevel}`;
    const text = (cite: Cite) =>
      isInGully(cell, month)
        ? `In ${name} the unimproved road across ${cell.label}, ${whose}, does not exist (${cite(UNIMPROVED_ROAD)}): the unit there is in the gully and counts as ground, level ${level}${decides}.`
        : `In ${name} the unimproved road across the gully at ${cell.label}, ${whose}, exists (${cite(UNIMPROVED_ROAD)}): the unit there is on the road, level ${level}${decides}.`;
    return [{ hex: cell.hex, label: cell.label, position: frac(i === 0 ? 0 : range, range), text }];
  });
}

/**
 * Sides with an obstacle that the straight line meets but no route crosses
 * (between the two hexes of a tied step, or only touched at an end): named,
 * with why the table does not judge them (docs/readings.md#every-symbol-met-is-explained).
 */
function offRoutePassed(board: Board, trace: HexTrace, cite: Cite, log: CitationLog): LosReason[] {
  const met = segmentSidesWhere(trace.from, trace.to, (a, b) => sideObstacles(board, a, b).length > 0);
  const out: LosReason[] = [];
  for (const m of sidesOffRoutes(met, trace)) {
    const [a, b] = m.hexes;
    const between = [labelOf(board, a), labelOf(board, b)] as const;
    const where =
      m.contact === 'run-along'
        ? `run along from ${positionDecimal(m.t)} to ${positionDecimal(m.tEnd ?? m.t)} of the way`
        : `${positionDecimal(m.t)} of the way`;
    const how =
      m.contact === 'cornered'
        ? 'is only touched at its end by the line'
        : `lies between ${between[0]} and ${between[1]}, which the line ${m.contact === 'run-along' ? 'runs' : 'passes'} between`;
    for (const obstacle of sideObstacles(board, a, b)) {
      // The sentence names the two hexes once: in `how` when the line runs or passes between them.
      const text = offRouteText(
        obstacleWords(board, obstacle, m.contact === 'cornered' ? between : undefined),
        where,
        how,
        cite,
      );
      out.push(
        withCites(
          { rule: 'tgx-routes', kind: 'hexside', symbol: obstacle.symbol, between: [a, b], position: m.t, text },
          log.take(),
        ),
      );
    }
  }
  return out;
}
