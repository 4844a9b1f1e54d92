// The explanation's words for the PanzerBlitz-family interpreter: a sentence
// per obstacle that a player can read aloud, naming its rule note and where the
// obstacle lies, with the rule texts cited once per result (citations.ts); and
// what did not block in order along the line, hexsides judged exactly alike
// read as one entry (docs/rules.md#what-a-result-lists). Only the explained
// evaluation uses this module; the verdict-only path (verdict.ts) never does.

import { type Fraction, fracCompare } from '../../fraction.ts';
import type { HexsideSymbol, Level } from '../../types.ts';
import { listWords, SYMBOL_MEANINGS } from '../../words.ts';
import { isCasesGToJ, isSameLevelHilltops } from '../premises.ts';
import type { LosReason, LosResult } from '../types.ts';
import type { Ctx, SideJudgement } from './context.ts';
import type { LowJudgement } from './judge.ts';
import type { Basis, SymbolEntry } from './table.ts';
import {
  basisCitation,
  citationOf,
  entryCitation,
  LEVEL_WORDS,
  positionWords,
  scopeWords,
  VERDICT_SYMBOL_NAMES,
  targetWords,
  unitWords,
} from './words.ts';

/** Names a rule in a sentence and records it, so the result quotes it once (under the 1970 chart, Arvold's letters are named as 000's). */
export const cite = (ctx: Ctx, rule: string): string =>
  ctx.log.cite(citationOf(rule, ctx.variant.threeLevels, ctx.firer.level, ctx.target.level));

export const citeEntry = (ctx: Ctx, entry: SymbolEntry): string =>
  entryCitation(
    entry,
    (rule) => cite(ctx, rule),
    (basis: Basis) => ctx.log.cite(basisCitation(basis, ctx.firer.level, ctx.target.level)),
  );

/** What a green or gray side edges: woods (green) or a town (gray). */
const edged = (symbol: HexsideSymbol): string => (symbol === 'green' ? 'woods' : 'a town');

/** "ground-level woods", "a town on a level 1 hilltop". */
const baseWords = (symbol: HexsideSymbol, base: Level): string =>
  base === 'G'
    ? symbol === 'green'
      ? 'ground-level woods'
      : 'a ground-level town'
    : `${edged(symbol)} on ${LEVEL_WORDS[base]}`;

/** Where a side lies: its side number and position, or the straight edge's parameters. */
export interface Where {
  /** "side 4 of 6, 0.58 of the way" or "0.58 of the way, crossed by the straight edge". */
  readonly words: string;
  /** The position a position rule reads (the one that blocked, or the first). */
  readonly position: Fraction;
}

/**
 * "a unit on a level 2 hilltop" and "to a level 1 slope", as the table reads
 * the units, with the fact recorded for the reason (types.ts, `Premise`).
 */
export function pairWords(ctx: Ctx): { who: string; to: string } {
  const { firer, target } = ctx;
  ctx.log.claim({
    fact: 'levels',
    firer: firer.level,
    target: target.level,
    firerInGully: firer.inGully,
    targetInGully: target.inGully,
  });
  return { who: unitWords(firer.level, firer.inGully), to: targetWords(target.level, target.inGully) };
}

/** Whose cases of 000's notes G to J a pair is: G and I from a level 2 hilltop down, H and J up to one, I or J alone for a level 2 slope. */
function casesOf(firer: Level, target: Level): string {
  const down = firer === 'S2' || firer === 'H2';
  const level2 = down ? firer : target;
  if (level2 === 'S2') return down ? "note I's" : "note J's";
  return down ? "notes G and I's" : "notes H and J's";
}

/**
 * A purple (or, between level 1 hilltops, orange) hexside an entry of note L
 * lets pass. Between hilltops of the same level that is L's exception; between
 * a level 2 and a level 1 unit it is L's own carve-out of cases G to J ("other
 * than in cases G, H, I, and J above"), which sets no limit there; no other
 * pair reaches such an entry (table.ts). Each sentence states only the fact
 * that holds, and records it (docs/rules.md#every-premise-true).
 */
function noteLPassSentence(ctx: Ctx, what: string, who: string, to: string): string {
  const f = ctx.firer.level;
  const t = ctx.target.level;
  if (isSameLevelHilltops(f, t)) {
    ctx.log.claim({ fact: 'same-level-hilltops' });
    return `${what} does not block: both units are on hilltops of the same level (${cite(ctx, 'L')}'s exception).`;
  }
  if (isCasesGToJ(f, t)) {
    ctx.log.claim({ fact: 'cases-G-to-J' });
    return `${what} does not block ${who} firing ${to}: ${cite(ctx, 'L')} limits how many orange and purple hexsides a line may pass except in the cases of notes G to J, and this pair is ${casesOf(f, t)}, where it sets no limit.`;
  }
  return `${what} does not block ${who} firing ${to} (${cite(ctx, 'L')}).`;
}

/** One symbol's sentence, blocking or not: where it lies, the rule that judged it, and why. `subject` names the side; `where` is left out when a sentence before it said it. */
export function symbolSentence(ctx: Ctx, j: SideJudgement, subject: string, where: Where, sayWhere = true): string {
  const at = sayWhere ? ` (${where.words})` : '';
  const what =
    j.countedAs && j.countedAs !== j.symbol
      ? `${subject}${at}, read as ${j.countedAs} under the 1970 chart,`
      : `${subject}${at}`;
  const { who, to } = pairWords(ctx);
  if (j.low && j.base !== undefined) return lowSentence(ctx, j, j.low, j.base, what, where);
  const cited = citeEntry(ctx, j.entry);
  const counted =
    j.countedAs && !j.blocks
      ? ` It counts towards ${cite(ctx, j.entry.countNote ?? 'L')}: one ${countedWords(ctx, j.countedAs)} hexside is allowed.`
      : '';
  if (j.entry.rule === 'block') {
    const height = j.entry.basis ? ` marks a ${SYMBOL_MEANINGS[j.symbol]}, which` : '';
    return `${what}${height} blocks ${who} firing ${to} (${cited}).`;
  }
  if (j.entry.rule === 'none' && j.countedAs)
    return `${what} does not block by itself, and one ${countedWords(ctx, j.countedAs)} hexside is allowed on ${ctx.trace === 'real' ? 'the line' : 'a route'} (${cited}).`;
  if (j.entry.rule === 'none' && j.entry.note === 'L') return noteLPassSentence(ctx, what, who, to);
  if (j.entry.rule === 'none') return `${what} does not block ${who} firing ${to} (${cited}).`;
  const pos = positionWords(j.entry.rule, where.position);
  const posAt = sayWhere ? `${subject} ${pos}${at}` : `${subject} ${pos}`;
  if (j.blocks) return `${posAt}, so ${who} cannot see over it ${to} (${cited}).`;
  return `${posAt}: ${asSubject(j.entry, cited)} ${scopeWords(j.entry.rule)}, so it does not block.${counted}`;
}

/** A citation as a verb's subject: "note C, by HexLOS's … reading, blocks only …", set off by a comma when it names what it rests on. */
export const asSubject = (entry: SymbolEntry, cited: string): string =>
  entry.basis && entry.note !== 'TET' ? `${cited},` : cited;

/** A green or gray side: the LOW table, and for an obstacle on a slope the brown reading beside it. */
function lowSentence(ctx: Ctx, j: SideJudgement, low: LowJudgement, base: Level, what: string, where: Where): string {
  const { who, to } = pairWords(ctx);
  const lowCited = cite(ctx, low.low.note);
  if (low.low.note === '001-town-slope') {
    const town = j.throughTown ? `the town on a level 1 slope at ${j.throughTown}` : 'a town on a level 1 slope';
    return `${what} is the edge of ${town}, which the line passes through: it blocks whatever the levels of the units (${lowCited}).`;
  }
  if (low.low.note === '001-town-woods') {
    const hex = j.throughTown ? `the town/woods hex ${j.throughTown}` : 'a town/woods hex';
    return `${what} is the edge of ${hex}, which the line passes through: it blocks whatever the levels of the units (${lowCited}).`;
  }
  const asLow = lowClause(low.low, low.lowBlocks, lowCited, who, to, false);
  if (!low.brown) return `${what} is the edge of ${baseWords(j.symbol, base)}, which ${asLow}.`;
  const heights = cite(ctx, 'low-on-slope');
  const brownCited = citeEntry(ctx, low.brown);
  const asBrown =
    low.brown.rule === 'block' || low.brown.rule === 'none'
      ? `${low.brownBlocks ? 'blocks' : 'does not block'} ${who} firing ${to} (${brownCited})`
      : `${positionWords(low.brown.rule, where.position)}: ${asSubject(low.brown, brownCited)} ${low.brownBlocks ? 'blocks it there' : scopeWords(low.brown.rule)}`;
  const head = `${what} is the edge of ${baseWords(j.symbol, 'S1')}, as high as a brown slope spine (${heights})`;
  return `${head}. As a brown hexside it ${asBrown}; as ${baseWords(j.symbol, 'G')} it ${asLow}.${j.blocks ? '' : ' Neither reading blocks.'}`;
}

/**
 * What the LOW table says of one obstacle, as a clause after its subject:
 * "blocks ...", "does not block: ...". A single-hex obstacle is "directly
 * behind" only in the hex next to the unit (000 A; 001 clarifications 1, 2).
 */
export function lowClause(
  entry: SymbolEntry,
  blocks: boolean,
  cited: string,
  who: string,
  to: string,
  singleHex: boolean,
): string {
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
      return blocks
        ? `blocks as a side of the ${unit}'s own hex (${cited})`
        : `does not block: ${cited} ${scopeWords(entry.rule)}`;
    }
  }
}

/** The colour note L counts a side as: its own, or "orange or purple" when note L counts them together. */
const countedWords = (ctx: Ctx, colour: 'orange' | 'purple'): string =>
  ctx.readings.noteL === 'together' && !ctx.variant.threeLevels ? 'orange or purple' : colour;

/** Note L (or 003's E): one sentence per counted side of one blocked route, naming the others. */
export function countedSentence(
  ctx: Ctx,
  symbol: HexsideSymbol,
  colour: 'orange' | 'purple',
  a: string,
  b: string,
  where: string,
  n: number,
  others: string,
  rule: string,
): string {
  const asColour = countedWords(ctx, colour);
  const read = symbol === colour ? '' : `, read as ${colour} under the 1970 chart,`;
  // Counted between a level 1 unit and a level 2 hilltop (level1PurpleL=counted), where note L's own exception cannot apply.
  const unless = rule === 'L-heights' ? '' : ' unless both units are on hilltops of the same level';
  return `The ${symbol} hexside between ${a} and ${b} (${where})${read} is one of ${n} ${asColour} hexsides on one route (also: ${others}); more than one blocks${unless} (${cite(ctx, rule)}).`;
}

/** Routes through one obstacle; "benefit of the doubt" only where some routes are clear, so it decided. */
export function routesWords(through: bigint, routes: { readonly count: bigint; readonly blocked: bigint }): string {
  if (through >= routes.count) return '';
  const crossing = ` ${through} of ${routes.count} routes cross it`;
  return routes.blocked < routes.count ? `${crossing}: the defender gets the benefit of the doubt.` : `${crossing}.`;
}

/** Obstacles met: those that blocked (the reasons) and those that did not (each with why). */
export interface Findings {
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

/** What an explained trace mode hands the assembly (evaluate.ts): everything of the result but what the context says. */
export type ResultParts = Pick<LosResult, 'steps' | 'routes' | 'blockedRoute' | 'reasons'> & {
  cleared?: readonly LosReason[];
};

export const findings = (): Findings => ({ blocking: [], cleared: [], said: new Map() });

export function add(f: Findings, blocks: boolean, reason: LosReason, said?: Said): void {
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
export function clearedInOrder(f: Findings): LosReason[] {
  const byPosition = [...f.cleared].sort((a, b) =>
    a.position && b.position ? fracCompare(a.position, b.position) : 0,
  );
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
    const list = listWords(names);
    const plural = `${VERDICT_SYMBOL_NAMES[first.symbol as HexsideSymbol]} hexside${rest.length === 1 ? '' : 's'}`;
    const alike = rest.map(({ kind, symbol, side, between, position, routesThrough, distance }) => ({
      kind,
      symbol,
      side,
      between,
      position,
      routesThrough,
      ...(distance ? { distance } : {}),
    }));
    return { ...first, text: `${first.text} The same holds for the ${plural} ${list}.`, alike };
  });
}

/** "The orange hexside between E4 and F4". */
export const sideSubject = (symbol: HexsideSymbol, a: string, b: string): string =>
  `The ${VERDICT_SYMBOL_NAMES[symbol]} hexside between ${a} and ${b}`;

/** For a side that did not block: how many routes cross it, when not all do. */
export const onlySomeRoutes = (through: bigint, count: bigint): string =>
  through < count ? ` ${through} of ${count} routes cross it.` : '';
