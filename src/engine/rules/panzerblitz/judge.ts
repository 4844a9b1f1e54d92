// The rule decisions of the PanzerBlitz-family rule sets, in one place: when
// one symbol or one low obstacle blocks, for a given firer and target, under a
// given set of readings. Both the explained evaluation (evaluate.ts) and the
// verdict-only path (verdict.ts) ask these functions and nothing else, so a
// rule fix changes both (docs/rules.md; docs/rules.md).

import { type Fraction } from '../../fraction.ts';
import type { ElevationEdgeSymbol, HexsideSymbol, Level, Terrain } from '../../types.ts';
import { isLowSymbol, LEVEL_RANK, TOWN_EDGED_TERRAINS, WOODS_AND_TOWNS } from '../../types.ts';
import type { Readings } from '../readings.ts';
import {
  GROUND_LEVEL2_SLOPE_AS_SLOPE,
  LEVEL2_BAND_HEIGHTS,
  ORIGINAL_LEVEL_MAP,
  ORIGINAL_SYMBOL_MAP,
  type PanzerBlitzTable,
  type PositionRule,
  type SymbolEntry,
} from './table.ts';

export interface PanzerBlitzVariant {
  readonly id: 'arvold' | 'original';
  readonly table: PanzerBlitzTable;
  /** Level 2 read down a band, yellow as brown, purple as orange (original's three levels). */
  readonly threeLevels: boolean;
  /** 001's clarification 3 counts green and gray sides the centre line touches in hex-traced mode (arvold; not the 1970 chart). */
  readonly clarification3: boolean;
}

/** The firer's and the target's levels as the table reads them. */
export interface PairLevels {
  readonly firer: { readonly level: Level };
  readonly target: { readonly level: Level };
}

export const tableLevel = (v: PanzerBlitzVariant, level: Level): Level =>
  v.threeLevels ? ORIGINAL_LEVEL_MAP[level] : level;

export const tableSymbol = (v: PanzerBlitzVariant, s: ElevationEdgeSymbol): ElevationEdgeSymbol =>
  v.threeLevels ? ORIGINAL_SYMBOL_MAP[s] : s;

/**
 * Does a position rule block at position num/den along the line
 * (docs/rules.md#the-coloured-hexsides-arvold)? Integers only: the verdict-only
 * path asks it without building a fraction.
 */
export function positionRuleBlocksAt(
  rule: PositionRule,
  num: number,
  den: number,
  ownFirer: boolean,
  ownTarget: boolean,
): boolean {
  switch (rule) {
    case 'block':
      return true;
    case 'none':
      return false;
    case 'nearFirer':
      return 2 * num <= den;
    case 'nearTarget':
      return 2 * num >= den;
    case 'closerFirer':
      return 2 * num < den;
    case 'closerTarget':
      return 2 * num > den;
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

export const positionRuleBlocks = (
  rule: PositionRule,
  position: Fraction,
  ownFirer: boolean,
  ownTarget: boolean,
): boolean => positionRuleBlocksAt(rule, position.n, position.d, ownFirer, ownTarget);

/**
 * Side k of R in hex-traced mode: position (k - 1/2)/R; side 1 is the firer's
 * own, side R the target's. Under the other reading of "2/3 of the distance"
 * (docs/rules.md, readings), notes E and F count whole sides from the
 * level 2 hilltop unit: side k from it lies k/R of the way, so E blocks when
 * k/R ≥ 2/3 and F, its converse (note K), when (R + 1 - k)/R ≥ 2/3.
 */
export function sideRuleBlocks(rule: PositionRule, k: number, range: number, readings: Readings): boolean {
  if (readings.twoThirds === 'whole-sides') {
    if (rule === 'far2/3') return 3 * k >= 2 * range;
    if (rule === 'near1/3') return 3 * (range + 1 - k) >= 2 * range;
  }
  return positionRuleBlocksAt(rule, 2 * k - 1, 2 * range, k === 1, k === range);
}

/** Under `originalHilltops=chart-none`: 003's Hill→Hill cell prints "None". */
const CHART_NONE: SymbolEntry = { rule: 'none', note: 'orig-TET-hilltops' };

/** Both units on hilltops under the 1970 chart, where 003's cell "None" and 000's note N part (originalHilltops). */
export const isOriginalHilltopPair = (v: PanzerBlitzVariant, pair: PairLevels): boolean =>
  v.threeLevels && pair.firer.level === 'H1' && pair.target.level === 'H1';

/** Under `originalNotes=as-printed`: 003's note B as printed, "if target is directly behind Gray/Green hexside". */
const PRINTED_B: SymbolEntry = { rule: 'behindTarget', note: 'orig-B-printed' };
/** Under `originalNotes=as-printed`: 003's notes C and D as printed, any hexside symbol strictly closer to the unit. */
const PRINTED_C: SymbolEntry = { rule: 'closerTarget', note: 'orig-C-printed' };
const PRINTED_D: SymbolEntry = { rule: 'closerFirer', note: 'orig-D-printed' };

/** The pairs whose 1970 cell cites 003's note C or D (ground ↔ hilltop), where originalNotes reads brown and orange. */
export const isOriginalNotesCDPair = (v: PanzerBlitzVariant, firer: Level, target: Level): boolean =>
  v.threeLevels && ((firer === 'G' && target === 'H1') || (firer === 'H1' && target === 'G'));

/** The pairs whose 1970 cell cites 003's note B for a green or gray side (ground up to a slope or hilltop). */
export const isOriginalNoteBPair = (v: PanzerBlitzVariant, pair: PairLevels): boolean =>
  v.threeLevels && pair.firer.level === 'G' && pair.target.level !== 'G';

/**
 * The LOW-obstacle entry for an obstacle standing on `base` (docs/rules.md#low-obstacles-green-and-gray-hexsides-single-hex-woods-and-towns), under the query's readings.
 * `hexside`: a green or gray side, which 003's note B speaks of (a single-hex woods or town is 000's clause of B).
 */
export function lowEntry(
  v: PanzerBlitzVariant,
  pair: PairLevels,
  base: Level,
  readings: Readings,
  hexside = true,
): SymbolEntry {
  const low = v.table.low;
  const b = tableLevel(v, base);
  const f = pair.firer.level;
  const t = pair.target.level;
  if (readings.originalHilltops === 'chart-none' && isOriginalHilltopPair(v, pair)) return CHART_NONE;
  if (b === 'G' || b === 'S1') {
    if (f === 'G' && t === 'G') return low.groundBothGround;
    if (t === 'G') return low.groundTargetGround;
    if (f === 'G')
      return hexside && v.threeLevels && readings.originalNotes === 'as-printed' ? PRINTED_B : low.groundFirerGround;
    return low.groundNeitherGround;
  }
  if (b === 'H1' || b === 'S2') {
    if (t === 'H1' && (f === 'S2' || f === 'H2')) return low.raisedExceptionTarget;
    if (f === 'H1' && (t === 'S2' || t === 'H2')) return low.raisedExceptionFirer;
    return low.raised;
  }
  return low.high;
}

/**
 * A LOW obstacle on an S1 base (a town/slope hex, woods on a slope) stands as
 * high as a brown spine (000's heights; 001 town/slope): besides the LOW entry
 * it blocks wherever a brown side at the same place would. Undefined when the
 * base is not S1 (after original's read-down) or the reading is "ground woods
 * only".
 */
export function lowOnSlopeEntry(
  v: PanzerBlitzVariant,
  pair: PairLevels,
  base: Level,
  readings: Readings,
): SymbolEntry | undefined {
  if (readings.lowOnSlope === 'ground-woods' || tableLevel(v, base) !== 'S1') return undefined;
  return elevationEntry(v, pair.firer.level, pair.target.level, 'brown', readings);
}

/** Under `lowOnSlope=town-printed`: 001's town/slope as printed, "Blocks Line of Sight/Fire through the hex if it crosses a gray hexside". */
const TOWN_SLOPE_PRINTED: SymbolEntry = { rule: 'block', note: '001-town-slope' };

type SideCell = {
  readonly hex: { readonly q: number; readonly r: number };
  readonly terrain: Terrain;
  readonly level: Level;
};

/**
 * For a gray side of a town on a level 1 slope (a town/slope hex, or a town on
 * a slope read down) that the line crosses on its way through that hex
 * (neither unit stands in it), that town hex; undefined otherwise. What
 * `lowOnSlope=town-printed` blocks whatever the levels.
 */
export function townSlopeCrossedThrough<C extends SideCell>(
  v: PanzerBlitzVariant,
  symbol: HexsideSymbol,
  sides: readonly (C | undefined)[],
  units: readonly { readonly q: number; readonly r: number }[],
): C | undefined {
  if (symbol !== 'gray') return undefined;
  return sides.find(
    (c): c is C =>
      c !== undefined &&
      TOWN_EDGED_TERRAINS.has(c.terrain) &&
      tableLevel(v, c.level) === 'S1' &&
      !units.some((u) => u.q === c.hex.q && u.r === c.hex.r),
  );
}

/** Under `townWoods=printed`: 001's town/woods as printed, "Blocks Line of Sight/Fire through hex if it crosses a gray or green hexside". */
const TOWN_WOODS_PRINTED: SymbolEntry = { rule: 'block', note: '001-town-woods' };

/**
 * For a green or gray side of a town/woods hex (001) that the line crosses on its way through that hex (neither unit
 * stands in it), that hex; undefined otherwise. What `townWoods=printed` blocks whatever the levels.
 */
export function townWoodsCrossedThrough<C extends SideCell>(
  symbol: HexsideSymbol,
  sides: readonly (C | undefined)[],
  units: readonly { readonly q: number; readonly r: number }[],
): C | undefined {
  if (!isLowSymbol(symbol)) return undefined;
  return sides.find(
    (c): c is C =>
      c !== undefined && c.terrain === 'town-woods' && !units.some((u) => u.q === c.hex.q && u.r === c.hex.r),
  );
}

/** How one LOW obstacle is judged: the entry that decided, and the other reading named beside it. */
export interface LowJudgement {
  readonly blocks: boolean;
  /** The LOW table's entry. */
  readonly low: SymbolEntry;
  /** The brown entry at the same place, for an obstacle on an S1 base. */
  readonly brown?: SymbolEntry;
  readonly lowBlocks: boolean;
  readonly brownBlocks: boolean;
}

/**
 * One LOW obstacle, given how a position rule reads where it lies.
 * `hexside`: a green or gray side (not a single-hex obstacle); `townSlopeThrough`: a gray side of a town on a slope the line
 * crosses through that hex (townSlopeCrossedThrough), which 001's town/slope as printed blocks; `townWoodsThrough`: a
 * green or gray side of a town/woods hex the line crosses through it (townWoodsCrossedThrough), which 001's town/woods
 * as printed blocks.
 */
export function judgeLow(
  v: PanzerBlitzVariant,
  pair: PairLevels,
  base: Level,
  readings: Readings,
  blocksBy: (rule: PositionRule) => boolean,
  hexside = true,
  townSlopeThrough = false,
  townWoodsThrough = false,
): LowJudgement {
  if (townSlopeThrough && readings.lowOnSlope === 'town-printed')
    return { blocks: true, low: TOWN_SLOPE_PRINTED, lowBlocks: true, brownBlocks: false };
  if (townWoodsThrough && readings.townWoods === 'printed')
    return { blocks: true, low: TOWN_WOODS_PRINTED, lowBlocks: true, brownBlocks: false };
  const low = lowEntry(v, pair, base, readings, hexside);
  const brown = lowOnSlopeEntry(v, pair, base, readings);
  const lowBlocks = blocksBy(low.rule);
  const brownBlocks = brown !== undefined && blocksBy(brown.rule);
  // Two literals rather than a spread: this runs for every green or gray side a verdict meets.
  if (brown) return { blocks: lowBlocks || brownBlocks, low, brown, lowBlocks, brownBlocks };
  return { blocks: lowBlocks, low, lowBlocks, brownBlocks };
}

const WOODS_OR_TOWN: ReadonlySet<Terrain> = new Set(WOODS_AND_TOWNS);

/**
 * A green or gray side stands on the level of the woods or town hex it belongs
 * to; if both or neither, the lower (docs/board-format.md). Under `original` the
 * levels are read down first (S2 as S1, H2 as H1), so the lower is taken of
 * what the 1970 chart sees.
 */
export function lowSideBase(
  v: PanzerBlitzVariant,
  a: { terrain: Terrain; level: Level } | undefined,
  b: { terrain: Terrain; level: Level } | undefined,
): Level {
  return baseOf((l) => tableLevel(v, l), a, b);
}

/** The same base as printed on the board, before any read-down (for saying when one happened). */
export const lowSideBaseAsPrinted = (
  a: { terrain: Terrain; level: Level } | undefined,
  b: { terrain: Terrain; level: Level } | undefined,
): Level => baseOf((l) => l, a, b);

function baseOf(
  read: (level: Level) => Level,
  a: { terrain: Terrain; level: Level } | undefined,
  b: { terrain: Terrain; level: Level } | undefined,
): Level {
  if (!a || !b) return read((a ?? b)?.level ?? 'G');
  const la = read(a.level);
  const lb = read(b.level);
  const wa = WOODS_OR_TOWN.has(a.terrain);
  const wb = WOODS_OR_TOWN.has(b.terrain);
  if (wa && !wb) return la;
  if (wb && !wa) return lb;
  return LEVEL_RANK[la] <= LEVEL_RANK[lb] ? la : lb;
}

/** The pairs of level 2 units where note L's count of orange is a reading (level2NoteL): S2↔S2, S2↔H2. */
export const isLevel2NoteLPair = (firer: Level, target: Level): boolean =>
  (firer === 'S2' && (target === 'S2' || target === 'H2')) || (firer === 'H2' && target === 'S2');

/** The pairs of a level 1 unit and a level 2 hilltop (000's cases G to J), where note L's count of purple is a reading (level1PurpleL). */
export const isLevel1PurplePair = (firer: Level, target: Level): boolean =>
  ((firer === 'S1' || firer === 'H1') && target === 'H2') || (firer === 'H2' && (target === 'S1' || target === 'H1'));

/**
 * Purple between a level 1 unit and a level 2 hilltop under `level1PurpleL=counted`: note L's count, as 000's heights
 * have it (a second level 2 hill, 200 to 240 meters, stands as high as the hilltop target and above the level 1 unit).
 */
const PURPLE_COUNTED_BY_HEIGHTS: SymbolEntry = {
  rule: 'none',
  note: 'L-heights',
  counted: true,
  countNote: 'L-heights',
};

/** Orange between level 2 units under `level2NoteL=heights`: the level 1 spine lies below both units. */
const ORANGE_BELOW_BOTH: SymbolEntry = { rule: 'none', note: 'TET', basis: 'heights' };

/**
 * The table's entry for one coloured symbol between these units, under the
 * query's readings: note L's scope counts orange between level 2 units
 * (default); under `level2NoteL=heights` it is not counted (docs/rules.md,
 * amended 2026-11-25).
 */
export function elevationEntry(
  v: PanzerBlitzVariant,
  firer: Level,
  target: Level,
  symbol: ElevationEdgeSymbol,
  readings: Readings,
): SymbolEntry {
  if (symbol === 'orange' && readings.level2NoteL === 'heights' && !v.threeLevels && isLevel2NoteLPair(firer, target))
    return ORANGE_BELOW_BOTH;
  if (
    symbol === 'purple' &&
    readings.level1PurpleL === 'counted' &&
    !v.threeLevels &&
    isLevel1PurplePair(firer, target)
  )
    return PURPLE_COUNTED_BY_HEIGHTS;
  // 003's C and D as printed: "intervening hex-side symbols if symbol is closer to" the unit, brown or orange, midway not closer.
  if (readings.originalNotes === 'as-printed' && isOriginalNotesCDPair(v, firer, target))
    return firer === 'G' ? PRINTED_D : PRINTED_C;
  const entry = v.table.elevation[firer][target][symbol];
  // HexLOS's own assumptions, offered as readings: only the cells that rest on them turn (table.ts).
  if (entry.basis === 'shift' && readings.level2Band === 'heights')
    return LEVEL2_BAND_HEIGHTS[firer]?.[target]?.[symbol] ?? entry;
  if (entry.basis === 'g-s2' && readings.groundLevel2Slope === 'slope') return GROUND_LEVEL2_SLOPE_AS_SLOPE;
  return entry;
}

/** The readings of HexLOS's own assumptions that the table's cell for these units rests on (a dispute can name only these). */
export function assumptionReadingsOf(
  v: PanzerBlitzVariant,
  firer: Level,
  target: Level,
): ('level2Band' | 'groundLevel2Slope')[] {
  if (v.threeLevels) return [];
  const cell = v.table.elevation[firer][target];
  const bases = new Set(Object.values(cell).map((entry) => entry.basis));
  const out: ('level2Band' | 'groundLevel2Slope')[] = [];
  if (bases.has('shift')) out.push('level2Band');
  if (bases.has('g-s2')) out.push('groundLevel2Slope');
  return out;
}

/** Note L's counter a counted colour adds to: separate colours, or one counter under the other reading. */
export const countColour = (colour: 'orange' | 'purple', readings: Readings): 'orange' | 'purple' =>
  readings.noteL === 'together' ? 'orange' : colour;
