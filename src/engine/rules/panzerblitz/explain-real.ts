// Real-space mode explained (000's optional rule; real-space.ts decides): one
// entry per side the straight edge meets, its blocking symbols apart from the
// others, and note L's count of contacts when it blocks; sides met at one
// corner say they are one contact, and a brown or yellow side run along that
// joins its rim says the rule's exception removed it (docs/readings.md#every-symbol-met-is-explained).

import { cellAt, symbolsOnEdge } from '../../board-model.ts';
import { type Fraction, fracCompare } from '../../fraction.ts';
import { hexKey } from '../../hex/axial.ts';
import { hexEntryParam, segmentBetween, segmentContacts, type SideMeeting } from '../../hex/segment.ts';
import type { Axial } from '../../types.ts';
import { listWords } from '../../words.ts';
import type { LosQuery, LosReason } from '../types.ts';
import { type Ctx, noteSymbolsReadDown } from './context.ts';
import { withDistance } from './distance.ts';
import { blockedHexReasons, pairFindings, singleHexFindings } from './explain-obstacles.ts';
import { STRAIGHT_EDGE } from './explain-off-route.ts';
import { CAP } from './hex-routes.ts';
import { contactGroups, joinsRimAtEnd, judgeMeetings, type MetSymbol, type RealSpaceFindings } from './real-space.ts';
import {
  add,
  cite,
  clearedInOrder,
  countedSentence,
  findings,
  type Findings,
  type ResultParts,
  sideSubject,
  symbolSentence,
  type Where,
} from './sentences.ts';
import { positionDecimal, VERDICT_SYMBOL_NAMES } from './words.ts';

export function explainRealSpace(ctx: Ctx, query: LosQuery): ResultParts {
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
  pairFindings(ctx, query.markers?.month, found);
  found.blocking.push(...blockedHexReasons(ctx, query, met));
  singleHexFindings(ctx, seg, found);
  const label = (h: Axial) => cellAt(board, h)?.label ?? hexKey(h);
  noteSymbolsReadDown(
    ctx,
    contacts.sides.flatMap((m) => symbolsOnEdge(board, m.edge)),
  );
  const judged = judgeMeetings(ctx, contacts.sides);
  const oneContact = sharedCornerWords(ctx, judged.counted, label);
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
        text:
          countedSentence(
            ctx,
            judgement.symbol,
            judgement.countedAs ?? colour,
            label(a),
            label(b),
            `${positionDecimal(meeting.t)} of the way, met by the straight edge`,
            counted.length,
            others,
            rule,
          ).replace(
            ' on one route',
            contactsOfColour < counted.length
              ? ` the straight edge meets, ${contactsOfColour} contacts once sides met at one corner count as one`
              : ' the straight edge meets',
          ) + (oneContact.get(meeting) ?? ''),
        cites: ctx.log.take(),
        ...ctx.log.takePremises(),
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
    const how =
      m.contact === 'crossed'
        ? 'crossed'
        : m.contact === 'run-along'
          ? `run along from ${positionDecimal(m.t)} to ${positionDecimal(m.tEnd ?? m.t)}`
          : 'touched at a corner';
    for (const blocks of [true, false]) {
      const said = all.filter((x) => x.judgement.blocks === blocks);
      if (said.length === 0) continue;
      const { judgement: j, at } = said[0];
      const where: Where = { words: `${positionDecimal(at)} of the way, ${how} by the straight edge`, position: at };
      const subject = sideSubject(j.symbol, label(a), label(b));
      const counts = said.some((x) => x.judgement.counts);
      const text =
        said
          .map((x, i) =>
            i === 0
              ? symbolSentence(ctx, x.judgement, subject, where)
              : symbolSentence(
                  ctx,
                  x.judgement,
                  `The same side's ${VERDICT_SYMBOL_NAMES[x.judgement.symbol]} symbol`,
                  { words: where.words, position: x.at },
                  false,
                ),
          )
          .join(' ') + (counts ? (oneContact.get(m) ?? '') : '');
      add(
        found,
        blocks,
        {
          rule: j.entry.note,
          kind: 'hexside',
          symbol: j.symbol,
          between: [a, b],
          position: at,
          text,
          cites: ctx.log.take(),
          ...withDistance(j, at),
          ...ctx.log.takePremises(),
        },
        said.length === 1 ? { subject, where: where.words } : undefined,
      );
    }
  }
  exceptedFindings(ctx, contacts.sides, label, found);
  const reasons = [...found.blocking, ...countBlocked];
  const visible = reasons.length === 0;
  const route = entered.map((s) => s[0]);
  return {
    steps: entered,
    routes: { count: 1n, blocked: visible ? 0n : 1n },
    blockedRoute: visible ? undefined : route,
    reasons,
    cleared: clearedInOrder(found),
  };
}

/**
 * Sides of one colour that meet the straight edge at one corner are one
 * contact for note L (docs/geometry.md): each such side says so, naming the
 * others of its contact.
 */
function sharedCornerWords(
  ctx: Ctx,
  counted: RealSpaceFindings['counted'],
  label: (h: Axial) => string,
): Map<SideMeeting, string> {
  const out = new Map<SideMeeting, string>();
  for (const colour of ['orange', 'purple'] as const) {
    for (const group of contactGroups(counted[colour].map((c) => c.meeting))) {
      if (group.length < 2) continue;
      for (const m of group) {
        const others = group.filter((o) => o !== m).map((o) => `between ${label(o.hexes[0])} and ${label(o.hexes[1])}`);
        const cited = cite(ctx, counted[colour].find((c) => c.meeting === m)?.judgement.entry.countNote ?? 'L');
        out.set(
          m,
          ` With the ${colour} ${others.length === 1 ? 'hexside' : 'hexsides'} ${listWords(others)} it meets the straight edge at one corner: together they count as one contact for ${cited}.`,
        );
      }
    }
  }
  return out;
}

/**
 * A brown or yellow side the straight edge runs along that joins an orange or
 * purple side of the same level at its end: 000's optional rule does not take
 * it into account, and the entry says so.
 */
function exceptedFindings(ctx: Ctx, sides: readonly SideMeeting[], label: (h: Axial) => string, out: Findings): void {
  for (const m of sides) {
    if (m.contact !== 'run-along') continue;
    const [a, b] = m.hexes;
    for (const symbol of symbolsOnEdge(ctx.board, m.edge)) {
      if (!joinsRimAtEnd(ctx, symbol, a, b)) continue;
      const rim = symbol === 'yellow' && !ctx.variant.threeLevels ? 'purple' : 'orange';
      const where = `run along from ${positionDecimal(m.t)} to ${positionDecimal(m.tEnd ?? m.t)} of the way by the straight edge`;
      const text = `${sideSubject(symbol, label(a), label(b))} (${where}) joins ${rim === 'orange' ? 'an orange' : 'a purple'} hexside of the same level at its end, so it is not taken into account (${ctx.log.cite(STRAIGHT_EDGE)}'s exception).`;
      add(out, false, {
        rule: 'straight-edge',
        kind: 'hexside',
        symbol,
        between: [a, b],
        position: m.t,
        text,
        cites: ctx.log.take(),
        ...ctx.log.takePremises(),
      });
    }
  }
}
