// The sentences for the obstacles judged whatever the route (obstacles.ts
// decides them): single-hex obstacles (000 A, B, O; copses, farms and forts
// cite 001's clarifications), artillery markers (003), gullies A, and the green
// and gray sides 001's clarification 3 counts though no route crosses them.
//
// Interpretation (docs/rules.md): a blocked hex (003: artillery this turn)
// blocks LOS through it, not into or out of it.

import { cellAt, isSeasonalGully } from '../../board-model.ts';
import { MONTH_NAMES } from '../../combat/effects.ts';
import { frac } from '../../fraction.ts';
import { hexDistance, hexEquals, hexKey } from '../../hex/axial.ts';
import { hexContact, type Segment, segmentSidesWhere, type SideMeeting } from '../../hex/segment.ts';
import type { Axial, HexCell } from '../../types.ts';
import { UNIMPROVED_ROAD } from '../markers.ts';
import type { Citation, LosQuery, LosReason } from '../types.ts';
import { type Ctx, ONE_HEX_TERRAIN } from './context.ts';
import { gulliesForbid, judgeSingleHex, singleHexObstacles, touchedSideJudgements } from './obstacles.ts';
import {
  add,
  asSubject,
  cite,
  citeEntry,
  type Findings,
  lowClause,
  pairWords,
  sideSubject,
  symbolSentence,
  type Where,
} from './sentences.ts';
import type { SymbolEntry } from './table.ts';
import {
  citation,
  positionDecimal,
  positionWords,
  scopeWords,
  TERRAIN_WORDS,
  targetWords,
  unitWords,
} from './words.ts';

/** How the straight line meets a hex it does not enter: along a side, or at a corner only. */
function grazeWords(from: Axial, to: Axial, h: Axial): string {
  const ofHex = (a: Axial, b: Axial) => hexEquals(a, h) || hexEquals(b, h);
  const runs = segmentSidesWhere(from, to, ofHex).some((m) => m.contact === 'run-along');
  return runs ? 'runs along one of its sides' : 'touches one of its corners';
}

export function singleHexFindings(ctx: Ctx, seg: Segment, out: Findings): void {
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
    const rule = decided === low.low ? singleHexRules(decided, oneHex)[0] : decided.note;
    const name = oneHex ? TERRAIN_WORDS[cell.terrain] : `single-hex ${TERRAIN_WORDS[cell.terrain]}`;
    // A line that only grazes the hex counts by 001's single-hex sentence: cited once, with the sentence's other
    // rules at its end, never in a bracket of its own inside the place's bracket.
    const how =
      contact === 'entered'
        ? 'the line passes through it'
        : `the line only ${grazeWords(firer.hex, target.hex, cell.hex)}, which counts`;
    const at = `${cell.label} (${i} ${i === 1 ? 'hex' : 'hexes'} from the firing unit, ${range - i} from the target; ${how})`;
    const lowRules = singleHexRules(low.low, oneHex);
    const lowCited = [...new Set(contact === 'entered' ? lowRules : [...lowRules, '001-single-hex'])]
      .map((r) => cite(ctx, r))
      .join('; ');
    let text: string;
    if (low.low.note === 'orig-single-hex-none') {
      text = `The ${name} at ${at} is not an obstacle: 003's notes name green and gray hexsides only (${lowCited}).`;
    } else if (low.lowBlocks && low.low.rule === 'behindTarget') {
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
          : `${positionWords(low.brown.rule, position)} (${brownWhere}): ${asSubject(low.brown, brownCited)} ${low.brownBlocks ? 'blocks it there' : scopeWords(low.brown.rule)}`;
      text += ` It stands on a level 1 slope, as high as a brown slope spine (${cite(ctx, 'low-on-slope')}): as a brown hexside at the same place it ${asBrown}.`;
    }
    add(out, low.blocks, {
      rule,
      kind: 'hex',
      hex: cell.hex,
      position,
      text,
      cites: ctx.log.take(),
      ...ctx.log.takePremises(),
    });
  }
}

/**
 * The rules that judge a single-hex obstacle. 001's copse, farm and fort cite
 * 001: its sentence that the hex blocks only where it blocks, and where it
 * does not (neither unit at ground level) the two clarifications whose scope
 * leaves it out. A single-hex woods or town is 000's clause of notes A and B
 * ("or directly behind a single-hex Woods or Town hex"): 003's notes A and B
 * speak of hexsides only, so under the 1970 chart it still cites 000's.
 */
function singleHexRules(entry: SymbolEntry, oneHex: boolean): string[] {
  if (entry.note === 'N') return ['N'];
  if (!oneHex) return [entry.note === 'orig-A' ? 'A' : entry.note === 'orig-B' ? 'B' : entry.note];
  if (entry.rule === 'behindTarget') return ['001-c1'];
  if (entry.rule === 'behindFirer') return ['001-c2'];
  if (entry.rule === 'none') return ['001-c1', '001-c2'];
  return ['001-single-hex'];
}

export function blockedHexReasons(ctx: Ctx, query: LosQuery, met: (h: Axial) => boolean): LosReason[] {
  const out: LosReason[] = [];
  for (const h of query.markers?.blockedHexes ?? []) {
    const label = cellAt(ctx.board, h)?.label ?? hexKey(h);
    const own = hexEquals(h, ctx.firer.hex)
      ? "the firing unit's own hex"
      : hexEquals(h, ctx.target.hex)
        ? "the target's own hex"
        : undefined;
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
      ...ctx.log.takePremises(),
    });
  }
  return out;
}

/**
 * The month's word on a unit's hex that is a gully crossed only by an
 * unimproved road (001): in May to October the road exists and the hex is
 * clear terrain (gullies C), otherwise the unit is in a gully. One sentence
 * per such end; undefined ends when no month was given (evaluate.ts says the
 * verdict may depend on it).
 */
function monthSentences(ctx: Ctx, month: number | undefined): { hex: Axial; text: string }[] {
  if (month === undefined) return [];
  const out: { hex: Axial; text: string }[] = [];
  for (const [end, whose] of [
    [ctx.firer, "the firing unit's hex"],
    [ctx.target, "the target's hex"],
  ] as const) {
    const cell = cellAt(ctx.board, end.hex);
    if (!cell || !isSeasonalGully(cell)) continue;
    const road = ctx.log.cite(UNIMPROVED_ROAD);
    const name = MONTH_NAMES[month - 1];
    const text = end.inGully
      ? `In ${name} the unimproved road across ${cell.label}, ${whose}, does not exist (${road}): ${cell.label} is a gully, and the unit there is in it.`
      : `In ${name} the unimproved road across the gully at ${cell.label}, ${whose}, exists (${road}), and a road across a gully makes the hex clear terrain (${cite(ctx, 'gullies-C')}): the unit there is not in a gully.`;
    out.push({ hex: end.hex, text });
  }
  return out;
}

/** 001, Railroad Hex: what a railroad makes of a gully. */
const RAILROAD_GULLY: Citation = {
  id: '001-railroad',
  name: '001, railroad',
  text: '"Streambed/Gully Hex: Railroad transforms a streambed/gully into a clear hex."',
};

/** A gully hex crossed by a road, railroad or bridge: still written a gully, or loaded as clear terrain from a file. */
const crossed = (c: HexCell): boolean => c.terrain === 'gully' || c.crossedGully === true;

/** How each thing that makes a gully hex (or a streambed's ford) clear terrain is said, and the rule that says so. */
const MADE_CLEAR: readonly {
  readonly id: string;
  readonly holds: (cell: HexCell) => boolean;
  readonly words: string;
  readonly rule: (ctx: Ctx) => string;
}[] = [
  {
    id: 'gullies-C',
    holds: (c) => c.terrain === 'ford',
    words: 'a ford, an exposed part of the streambed',
    rule: (ctx) => cite(ctx, 'gullies-C'),
  },
  {
    id: RAILROAD_GULLY.id,
    holds: (c) => crossed(c) && c.features.includes('railroad'),
    words: 'a gully crossed by a railroad',
    rule: (ctx) => ctx.log.cite(RAILROAD_GULLY),
  },
  {
    id: 'gullies-C',
    holds: (c) => crossed(c) && c.features.includes('bridge'),
    words: 'a gully crossed by a bridge',
    rule: (ctx) => cite(ctx, 'gullies-C'),
  },
  {
    id: 'gullies-C',
    holds: (c) => crossed(c) && c.features.includes('road'),
    words: 'a gully crossed by a road',
    rule: (ctx) => cite(ctx, 'gullies-C'),
  },
];

/**
 * A unit's hex that a ford, road, bridge or railroad makes clear terrain
 * where the streambed would put the unit in a gully, said whenever that
 * decides whether gullies A forbids the fire
 * (docs/rules.md#what-a-result-lists); the month's unimproved road has its own sentence (monthSentences).
 */
function crossingSentences(ctx: Ctx): { hex: Axial; rule: string; text: string }[] {
  const out: { hex: Axial; rule: string; text: string }[] = [];
  const ends = [
    [ctx.firer, ctx.target, "the firing unit's hex"],
    [ctx.target, ctx.firer, "the target's hex"],
  ] as const;
  for (const [end, other, whose] of ends) {
    const cell = cellAt(ctx.board, end.hex);
    if (!cell || end.inGully || isSeasonalGully(cell)) continue;
    const made = MADE_CLEAR.find((m) => m.holds(cell));
    if (!made) continue;
    const asGully = { ...end, level: 'G' as const, inGully: true };
    const [f, t] = end === ctx.firer ? [asGully, other] : [other, asGully];
    if (gulliesForbid(f, t) === gulliesForbid(ctx.firer, ctx.target)) continue;
    pairWords(ctx);
    const text = `${cell.label}, ${whose}, is ${made.words}, which is clear terrain (${made.rule(ctx)}): the unit there is not in a gully, and ${cite(ctx, 'gullies-A')} does not apply.`;
    out.push({ hex: end.hex, rule: made.id, text });
  }
  return out;
}

/**
 * Gullies A's pair rule, and the month, ford, road, bridge or railroad that
 * decided whether a unit is in a gully: named in the pair's reason when it
 * blocks, otherwise in the not-blocking list at the unit's hex.
 */
export function pairFindings(ctx: Ctx, month: number | undefined, out: Findings): void {
  const pair = pairReasons(ctx);
  const crossings = pair.length > 0 ? [] : crossingSentences(ctx);
  for (const c of crossings) {
    add(out, false, {
      rule: c.rule,
      kind: 'hex',
      hex: c.hex,
      position: frac(hexDistance(ctx.firer.hex, c.hex), ctx.range),
      text: c.text,
      cites: ctx.log.take(),
      ...ctx.log.takePremises(),
    });
  }
  const said = monthSentences(ctx, month);
  if (pair.length > 0) {
    const text = [pair[0].text, ...said.map((m) => m.text)].join(' ');
    out.blocking.push({ ...pair[0], text, cites: [...(pair[0].cites ?? []), ...ctx.log.take()] });
    return;
  }
  const cites = ctx.log.take();
  for (const m of said) {
    const own = cites.filter((id) => id === UNIMPROVED_ROAD.id || (id === 'gullies-C' && m.text.includes('gullies C')));
    add(out, false, {
      rule: UNIMPROVED_ROAD.id,
      kind: 'hex',
      hex: m.hex,
      position: frac(hexDistance(ctx.firer.hex, m.hex), ctx.range),
      text: m.text,
      cites: own,
    });
  }
}

export function pairReasons(ctx: Ctx): LosReason[] {
  const { firer, target } = ctx;
  if (!gulliesForbid(firer, target)) return [];
  const cited = cite(ctx, 'gullies-A');
  pairWords(ctx);
  ctx.log.claim({ fact: 'not-adjacent' });
  const text =
    firer.inGully && target.inGully
      ? `Both units are in gullies and not adjacent: units in gullies may not fire at units in other gully hexes (${cited}).`
      : firer.inGully
        ? `The firing unit is in a gully and the target is at ground level, not adjacent: units in gullies may not fire at ground-level units (${cited}).`
        : `The target is in a gully and the firing unit is at ground level, not adjacent: units in gullies may not be fired at by ground-level units (${cited}).`;
  return [{ rule: 'gullies-A', kind: 'pair', text, cites: ctx.log.take(), ...ctx.log.takePremises() }];
}

const MEETING_WORDS: Readonly<Record<SideMeeting['contact'], string>> = {
  crossed: 'crosses it',
  'run-along': 'runs along it',
  cornered: 'touches its end',
};

export function touchedSideFindings(ctx: Ctx, offRoutes: readonly SideMeeting[], out: Findings): void {
  const label = (h: Axial) => cellAt(ctx.board, h)?.label ?? hexKey(h);
  for (const m of offRoutes) {
    const [a, b] = m.hexes;
    for (const { judgement: j, position } of touchedSideJudgements(ctx, m)) {
      const symbol = j.symbol;
      const where: Where = {
        words: `${positionDecimal(position)} of the way, where the straight line ${MEETING_WORDS[m.contact]}`,
        position,
      };
      const text = `${symbolSentence(ctx, j, sideSubject(j.symbol, label(a), label(b)), where)} It counts though no route crosses it (${cite(ctx, '001-c3')}).`;
      add(
        out,
        j.blocks,
        {
          rule: j.blocks ? '001-c3' : j.entry.note,
          kind: 'hexside',
          symbol,
          between: [a, b],
          position,
          text,
          cites: ctx.log.take(),
          ...ctx.log.takePremises(),
        },
        { subject: sideSubject(j.symbol, label(a), label(b)), where: where.words },
      );
    }
  }
}
