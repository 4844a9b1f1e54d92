// The sentences for the obstacles judged whatever the route (obstacles.ts
// decides them): single-hex obstacles (000 A, B, O; copses, farms and forts
// cite 001's clarifications), artillery markers (003), gullies A, and the green
// and gray sides 001's clarification 3 counts though no route crosses them.
//
// Interpretation (docs/rules.md): a blocked hex (003: artillery this turn)
// blocks LOS through it, not into or out of it.

import { cellAt } from '../../board-model.ts';
import { frac } from '../../fraction.ts';
import { hexDistance, hexEquals, hexKey } from '../../hex/axial.ts';
import { hexContact, type Segment, segmentSidesWhere, type SideMeeting } from '../../hex/segment.ts';
import type { Axial } from '../../types.ts';
import type { LosQuery, LosReason } from '../types.ts';
import type { SymbolEntry } from './table.ts';
import { citation, positionDecimal, positionWords, scopeWords, TERRAIN_WORDS, targetWords, unitWords } from './words.ts';
import { type Ctx, ONE_HEX_TERRAIN } from './context.ts';
import { add, cite, citeEntry, type Findings, lowClause, sideSubject, symbolSentence, type Where } from './sentences.ts';
import { gulliesForbid, judgeSingleHex, singleHexObstacles, touchedSideJudgements } from './obstacles.ts';

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
    const rule = oneHex && decided === low.low ? oneHexRule(decided) : decided.note;
    const name = oneHex ? TERRAIN_WORDS[cell.terrain] : `single-hex ${TERRAIN_WORDS[cell.terrain]}`;
    const how = contact === 'entered' ? 'the line passes through it' : `the line only ${grazeWords(firer.hex, target.hex, cell.hex)}, which counts (${cite(ctx, '001-single-hex')})`;
    const at = `${cell.label} (${i} ${i === 1 ? 'hex' : 'hexes'} from the firing unit, ${range - i} from the target; ${how})`;
    const lowCited = oneHex ? cite(ctx, oneHexRule(low.low)) : singleHexWoodsCited(ctx, low.low.note);
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

/**
 * 003's notes A and B speak of Gray/Green hexsides only: for a single-hex woods
 * or town the clause is 000's (A, B), and its words are quoted, not 003's.
 */
function singleHexWoodsCited(ctx: Ctx, note: string): string {
  const orig = /^orig-([AB])$/.exec(note);
  if (!orig) return cite(ctx, note);
  return `${cite(ctx, orig[1])}, the single-hex clause that 003's note ${orig[1]} leaves out`;
}

/** 001's copse, farm and fort cite 001; the letter notes stay for woods and towns (000 A, B). */
function oneHexRule(entry: SymbolEntry): string {
  if (entry.rule === 'behindTarget') return entry.note === 'N' ? 'N' : '001-c1';
  if (entry.rule === 'behindFirer') return entry.note === 'N' ? 'N' : '001-c2';
  return entry.note === 'N' ? 'N' : '001-single-hex';
}

export function blockedHexReasons(ctx: Ctx, query: LosQuery, met: (h: Axial) => boolean): LosReason[] {
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

export function pairReasons(ctx: Ctx): LosReason[] {
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
      const where: Where = { words: `${positionDecimal(position)} of the way, where the straight line ${MEETING_WORDS[m.contact]}`, position };
      const text = `${symbolSentence(ctx, j, sideSubject(j.symbol, label(a), label(b)), where)} It counts though no route crosses it (${cite(ctx, '001-c3')}).`;
      add(out, j.blocks, { rule: j.blocks ? '001-c3' : j.entry.note, kind: 'hexside', symbol, between: [a, b], position, text, cites: ctx.log.take() }, { subject: sideSubject(j.symbol, label(a), label(b)), where: where.words });
    }
  }
}
