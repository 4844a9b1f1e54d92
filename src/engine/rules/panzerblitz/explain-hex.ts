// Hex-traced mode explained (hex-routes.ts decides): every symbol on every
// side some route crosses, blocking or not, with how many routes cross it,
// and every symbol the centre line meets that no route crosses
// (explain-off-route.ts);
// note L's count on one blocked route, each counted side naming the others;
// side k of R placed under the query's reading of 000 notes E and F's "2/3 of
// the distance" (docs/rules.md#disputed-readings).

import { cellAt, symbolsBetween, symbolsOnEdge } from '../../board-model.ts';
import { traceOnBoard } from '../../board-trace.ts';
import { frac, fracToString } from '../../fraction.ts';
import { hexEquals, hexKey } from '../../hex/axial.ts';
import { hexContact, segmentBetween, segmentSidesWhere, type SideMeeting } from '../../hex/segment.ts';
import { sidesOffRoutes } from '../../hex/trace.ts';
import { type Axial, isLowSymbol } from '../../types.ts';
import type { LosQuery, LosReason } from '../types.ts';
import { type Ctx, noteSymbolsReadDown, type SideJudgement } from './context.ts';
import { withDistance } from './distance.ts';
import { blockedHexReasons, pairFindings, singleHexFindings } from './explain-obstacles.ts';
import { isJudgedSymbol, offRouteFindings } from './explain-off-route.ts';
import { countClearRoutes, findBlockedRoutes, type JudgedSide, judgeSides } from './hex-routes.ts';
import { touchedSidesCount } from './obstacles.ts';
import {
  add,
  clearedInOrder,
  countedSentence,
  findings,
  type Findings,
  onlySomeRoutes,
  type ResultParts,
  routesWords,
  sideSubject,
  symbolSentence,
  type Where,
} from './sentences.ts';
import { sideWhere, VERDICT_SYMBOL_NAMES } from './words.ts';

/** Where side k of R lies, in players' words, under the query's reading of "2/3 of the distance". */
function sideWhereFor(ctx: Ctx, k: number, j: SideJudgement | undefined): Where {
  const R = ctx.range;
  const position = frac(2 * k - 1, 2 * R);
  const rule = j?.entry.rule;
  if (ctx.readings.twoThirds === 'whole-sides' && (rule === 'far2/3' || rule === 'near1/3')) {
    const fromHigh = rule === 'far2/3' ? k : R + 1 - k;
    const wholeSides = frac(fromHigh, R);
    const p = rule === 'far2/3' ? wholeSides : frac(R - fromHigh, R);
    return {
      words: `side ${k} of ${R}, ${fracToString(wholeSides)} of the way from the level 2 hilltop, counting whole sides by the house reading`,
      position: p,
    };
  }
  return { words: sideWhere(k, R, position), position };
}

/** Every symbol on every side some route crosses: blocking ones, then the others with why (counted sides of a blocked route aside). */
function sideFindings(
  ctx: Ctx,
  sides: JudgedSide[][],
  routes: { count: bigint; blocked: bigint },
  countedOnRoute: ReadonlySet<JudgedSide>,
  out: Findings,
): void {
  const label = (h: Axial) => cellAt(ctx.board, h)?.label ?? hexKey(h);
  for (const s of sides.flat()) {
    // A side carrying two symbols is named once: its other symbols follow in the same entry.
    for (const blocks of [true, false]) {
      const said = s.judgements.filter((j) => j.blocks === blocks && !(!j.blocks && j.counts && countedOnRoute.has(s)));
      if (said.length === 0) continue;
      const sentences = said.map((j, i) => {
        const where = sideWhereFor(ctx, s.k, j);
        return i === 0
          ? symbolSentence(ctx, j, sideSubject(j.symbol, label(s.from), label(s.to)), where)
          : symbolSentence(ctx, j, `The same side's ${VERDICT_SYMBOL_NAMES[j.symbol]} symbol`, where, false);
      });
      const routesSaid = blocks ? routesWords(s.routes, routes) : onlySomeRoutes(s.routes, routes.count);
      const text = sentences.join(' ') + routesSaid;
      const first = said[0];
      add(
        out,
        blocks,
        {
          rule: first.entry.note,
          kind: 'hexside',
          symbol: said[0].symbol,
          side: s.k,
          between: [s.from, s.to],
          position: frac(2 * s.k - 1, 2 * ctx.range),
          routesThrough: s.routes,
          text,
          cites: ctx.log.take(),
          ...withDistance(first, sideWhereFor(ctx, s.k, first).position),
          ...ctx.log.takePremises(),
        },
        said.length === 1
          ? {
              subject: sideSubject(first.symbol, label(s.from), label(s.to)),
              where: sideWhereFor(ctx, s.k, first).words,
              routes: routesSaid,
            }
          : undefined,
      );
    }
  }
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
        ...ctx.log.takePremises(),
      });
    });
  }
  return out;
}

/** `realVisible`: the line's verdict in real space, asked only when a side no route crosses is named. */
export function explainHexTraced(ctx: Ctx, query: LosQuery, realVisible: () => boolean): ResultParts {
  const { firer, target } = ctx;
  const trace = traceOnBoard(ctx.board, firer.hex, target.hex);
  const seg = segmentBetween(firer.hex, target.hex);
  const met = (h: Axial) => hexContact(seg, h) !== 'none';
  const found = findings();
  pairFindings(ctx, query.markers?.month, found);
  found.blocking.push(...blockedHexReasons(ctx, query, met));
  singleHexFindings(ctx, seg, found);
  const carriesJudged = (a: Axial, b: Axial) => symbolsBetween(ctx.board, a, b).some(isJudgedSymbol);
  const offRoutes = sidesOffRoutes(segmentSidesWhere(firer.hex, target.hex, carriesJudged), trace);
  const carriesLow = (m: SideMeeting) => symbolsOnEdge(ctx.board, m.edge).some((x) => isLowSymbol(x));
  if (ctx.variant.clarification3 && offRoutes.some(carriesLow)) ctx.relevant.add('clarification3');
  offRouteFindings(ctx, trace, offRoutes, touchedSidesCount(ctx.variant, ctx.readings), found, realVisible);
  const everyRoute = found.blocking.length > 0;
  const sides = judgeSides(ctx, trace.sides);
  noteSymbolsReadDown(
    ctx,
    sides.flatMap((list) => list.flatMap((x) => x.judgements.map((j) => j.symbol))),
  );
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
      countedOnRoute = new Set(
        byCount.filter((s) =>
          countReasonsOfRoute.some(
            (r) => r.side === s.k && r.between && hexEquals(r.between[0], s.from) && hexEquals(r.between[1], s.to),
          ),
        ),
      );
    }
  }
  sideFindings(ctx, sides, routes, countedOnRoute, found);
  return {
    steps: trace.steps,
    routes,
    blockedRoute,
    reasons: [...found.blocking, ...countReasonsOfRoute],
    cleared: clearedInOrder(found),
  };
}
