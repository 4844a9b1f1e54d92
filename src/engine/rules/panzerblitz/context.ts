// What every part of the PanzerBlitz-family interpreter (evaluate.ts) reads:
// the query's context (Ctx: the two units as the table reads them, the range,
// the readings, and the notes and citations being gathered) and one hexside
// symbol judged where the line meets it (judgeSymbol), the decision both the
// explained and the verdict-only paths ask; the table decisions themselves are
// judge.ts's (docs/rules.md#the-coloured-hexsides-arvold).
//
// Interpretations (docs/rules.md): a unit in a gully is G; a LOW hexside's
// base is its woods/town hex's level, S1 woods act as ground woods; under the
// 1970 chart level 2 terrain and symbols are read down a band, and the result
// says so once.

import { type BoardIndex, cellAtIndex } from '../../board-index.ts';
import { cellAt, isInGully } from '../../board-model.ts';
import type { Fraction } from '../../fraction.ts';
import { hexKey } from '../../hex/axial.ts';
import type { Axial, Board, HexCell, HexsideSymbol, Level, Terrain } from '../../types.ts';
import { isElevationEdge, isLowSymbol, ONE_HEX_TERRAINS, type SymbolsWhere, WOODS_AND_TOWNS } from '../../types.ts';
import { CitationLog } from '../citations.ts';
import type { TraceMode } from '../ids.ts';
import type { ReadingId, Readings } from '../readings.ts';
import type { UnitEnd } from '../types.ts';
import {
  countColour,
  elevationEntry,
  isLevel1PurplePair,
  isLevel2NoteLPair,
  isOriginalHilltopPair,
  isOriginalNoteBPair,
  isOriginalNotesCDPair,
  townSlopeCrossedThrough,
  townWoodsCrossedThrough,
  judgeLow,
  type LowJudgement,
  lowSideBase,
  lowSideBaseAsPrinted,
  type PanzerBlitzVariant,
  positionRuleBlocks,
  sideRuleBlocks,
  tableLevel,
  tableSymbol,
} from './judge.ts';
import type { PositionRule, SymbolEntry } from './table.ts';

const WOODS_OR_TOWN: ReadonlySet<Terrain> = new Set(WOODS_AND_TOWNS);
export const ONE_HEX_TERRAIN: ReadonlySet<Terrain> = new Set(ONE_HEX_TERRAINS);

export const isSingleHexObstacle = (cell: HexCell): boolean =>
  ONE_HEX_TERRAIN.has(cell.terrain) || (cell.singleHex && WOODS_OR_TOWN.has(cell.terrain));

export function requireCell(board: Board, h: Axial, ix?: BoardIndex): HexCell {
  const cell = ix ? cellAtIndex(ix, h.q, h.r) : cellAt(board, h);
  if (!cell) throw new RangeError(`hex (${hexKey(h)}) is not on board ${board.id}`);
  return cell;
}

export interface Ctx {
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

const cellOf = (ctx: Ctx, h: Axial): HexCell | undefined =>
  ctx.ix ? cellAtIndex(ctx.ix, h.q, h.r) : cellAt(ctx.board, h);

export function unitEnd(
  board: Board,
  v: PanzerBlitzVariant,
  h: Axial,
  month: number | undefined,
  ix?: BoardIndex,
): UnitEnd {
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
export interface SideJudgement {
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
  /** The town/slope or town/woods hex the line passes through, when 001's sentence for it as printed judged this side. */
  readonly throughTown?: string;
}

/**
 * A symbol the PanzerBlitz-family tables never name (Tagg's river and slopes, docs/board-format.md): no judgement. Typed by
 * the symbol table, so a symbol of a new kind reaching judgeSymbol is a compile error there, not passed over in silence.
 */
const notJudgedHere = (_symbol: SymbolsWhere<'panzerBlitz', 'none'>): undefined => undefined;

/**
 * One symbol on the side between a and b; `blocksBy` says whether a position
 * rule blocks where the line meets the side (side k of R, or the straight
 * edge's parameters). The decisions themselves are judge.ts's.
 */
export function judgeSymbol(
  ctx: Ctx,
  symbol: HexsideSymbol,
  a: Axial,
  b: Axial,
  blocksBy: (rule: PositionRule) => boolean,
): SideJudgement | undefined {
  if (isLowSymbol(symbol)) {
    const ca = cellOf(ctx, a);
    const cb = cellOf(ctx, b);
    if (ctx.variant.threeLevels && isLevel2(lowSideBaseAsPrinted(ca, cb))) noteReadDown(ctx);
    const base = lowSideBase(ctx.variant, ca, cb);
    const town = townSlopeCrossedThrough(ctx.variant, symbol, [ca, cb], [ctx.firer.hex, ctx.target.hex]);
    const townSlopeThrough = town !== undefined;
    if (base === 'S1' || townSlopeThrough) ctx.relevant.add('lowOnSlope');
    if (isOriginalHilltopPair(ctx.variant, ctx)) ctx.relevant.add('originalHilltops');
    if (
      isOriginalNoteBPair(ctx.variant, ctx) ||
      (base === 'S1' && isOriginalNotesCDPair(ctx.variant, ctx.firer.level, ctx.target.level))
    )
      ctx.relevant.add('originalNotes');
    const townWoods = townWoodsCrossedThrough(symbol, [ca, cb], [ctx.firer.hex, ctx.target.hex]);
    if (townWoods) ctx.relevant.add('townWoods');
    const low = judgeLow(
      ctx.variant,
      ctx,
      base,
      ctx.readings,
      blocksBy,
      true,
      townSlopeThrough,
      townWoods !== undefined,
    );
    const entry = low.lowBlocks || !low.brownBlocks ? low.low : (low.brown as SymbolEntry);
    if (town && entry.note === '001-town-slope')
      return { symbol, entry, blocks: low.blocks, base, low, throughTown: town.label };
    if (townWoods && entry.note === '001-town-woods')
      return { symbol, entry, blocks: low.blocks, base, low, throughTown: townWoods.label };
    return { symbol, entry, blocks: low.blocks, base, low };
  }
  if (!isElevationEdge(symbol)) return notJudgedHere(symbol);
  const mapped = tableSymbol(ctx.variant, symbol);
  const entry = elevationEntry(ctx.variant, ctx.firer.level, ctx.target.level, mapped, ctx.readings);
  if (mapped === 'orange' && !ctx.variant.threeLevels && isLevel2NoteLPair(ctx.firer.level, ctx.target.level))
    ctx.relevant.add('level2NoteL');
  if (mapped === 'purple' && !ctx.variant.threeLevels && isLevel1PurplePair(ctx.firer.level, ctx.target.level))
    ctx.relevant.add('level1PurpleL');
  if (isOriginalNotesCDPair(ctx.variant, ctx.firer.level, ctx.target.level)) ctx.relevant.add('originalNotes');
  const blocks = blocksBy(entry.rule);
  if (entry.rule === 'far2/3' || entry.rule === 'near1/3') ctx.relevant.add('twoThirds');
  if (!(entry.counted && (mapped === 'orange' || mapped === 'purple'))) return { symbol, entry, blocks };
  if (mapped === 'purple') ctx.relevant.add('noteL');
  return { symbol, entry, blocks, counts: countColour(mapped, ctx.readings), countedAs: mapped };
}

/** Position rules read at side k of R (hex-traced), under the query's readings. */
export const atSide =
  (ctx: Ctx, k: number) =>
  (rule: PositionRule): boolean =>
    sideRuleBlocks(rule, k, ctx.range, ctx.readings);

/** Position rules read where the straight edge meets a side: blocks if any of its points would (benefit of the doubt). */
export const atPoints =
  (positions: readonly Fraction[], ownFirer: boolean, ownTarget: boolean) =>
  (rule: PositionRule): boolean =>
    positions.some((p) => positionRuleBlocks(rule, p, ownFirer, ownTarget));

export const THREE_LEVELS_NOTE =
  'The 1970 chart has three levels: a level 2 slope is read as a slope and a level 2 hilltop as a hilltop, with yellow hexsides read as brown and purple as orange.';

/** Under the 1970 chart, say so once when anything on the line was read down a band. */
export function noteReadDown(ctx: Ctx): void {
  if (ctx.variant.threeLevels && !ctx.notes.includes(THREE_LEVELS_NOTE)) ctx.notes.unshift(THREE_LEVELS_NOTE);
}

export function noteSymbolsReadDown(ctx: Ctx, symbols: Iterable<HexsideSymbol>): void {
  for (const s of symbols) {
    if (s === 'yellow' || s === 'purple') {
      noteReadDown(ctx);
      return;
    }
  }
}

export const isLevel2 = (level: Level): boolean => level === 'S2' || level === 'H2';
