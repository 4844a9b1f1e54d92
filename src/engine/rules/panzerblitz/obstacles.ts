// Obstacles judged whatever the route (docs/rules.md, docs/geometry.md):
// single-hex obstacles, the gullies' pair rule and 001's clarification 3, each
// the one decision that the explained (explain-obstacles.ts) and the
// verdict-only (verdict.ts) paths ask.
//
// Interpretations (docs/rules.md): single-hex obstacles count whenever the
// segment meets them, in both modes (001); old forts read as collective farms
// for 001's clarifications 1 and 2; clarification 3 counts the green and gray
// sides the centre line touches (arvold, hex-traced) unless the house reading
// counts only the sides a route crosses.

import { symbolsOnEdge } from '../../board-model.ts';
import { type Fraction, frac } from '../../fraction.ts';
import { hexDistance, hexEquals } from '../../hex/axial.ts';
import type { SideMeeting } from '../../hex/segment.ts';
import { type Board, type HexCell, isLowSymbol, type Level } from '../../types.ts';
import type { Readings } from '../readings.ts';
import {
  atPoints,
  type Ctx,
  isLevel2,
  isSingleHexObstacle,
  judgeSymbol,
  ONE_HEX_TERRAIN,
  noteReadDown,
  type SideJudgement,
} from './context.ts';
import {
  isOriginalHilltopPair,
  isOriginalNotesCDPair,
  judgeLow,
  type LowJudgement,
  type PanzerBlitzVariant,
  positionRuleBlocks,
  positionRuleBlocksAt,
  tableLevel,
} from './judge.ts';
import type { PositionRule } from './table.ts';

/**
 * How a single-hex obstacle that the line meets is judged: the one decision
 * for the explained and the verdict-only paths. It stands at its step i of R
 * (position i/R, for the brown reading of an obstacle on a slope); undefined
 * for the units' own hexes.
 */
export function judgeSingleHex(
  ctx: Ctx,
  cell: HexCell,
  blocksBy?: (rule: PositionRule) => boolean,
): { low: LowJudgement; position: Fraction; i: number } | undefined {
  const { firer, target, range } = ctx;
  if (hexEquals(cell.hex, firer.hex) || hexEquals(cell.hex, target.hex)) return undefined;
  if (isLevel2(cell.level)) noteReadDown(ctx);
  const i = hexDistance(firer.hex, cell.hex);
  const nextToTarget = hexDistance(cell.hex, target.hex) === 1;
  const position = frac(i, range);
  if (tableLevel(ctx.variant, cell.level) === 'S1') ctx.relevant.add('lowOnSlope');
  if (isOriginalHilltopPair(ctx.variant, ctx)) ctx.relevant.add('originalHilltops');
  if (
    tableLevel(ctx.variant, cell.level) === 'S1' &&
    isOriginalNotesCDPair(ctx.variant, ctx.firer.level, ctx.target.level)
  )
    ctx.relevant.add('originalNotes');
  if (ctx.variant.threeLevels && !ONE_HEX_TERRAIN.has(cell.terrain)) {
    ctx.relevant.add('originalSingleHex');
    if (ctx.readings.originalSingleHex === 'hexsides-only') return { low: HEXSIDES_ONLY, position, i };
  }
  // A single hex, not a hexside: 003's note B and 001's town/slope sentence speak of hexsides (hexside = false).
  const low = judgeLow(
    ctx.variant,
    ctx,
    cell.level,
    ctx.readings,
    blocksBy ?? ((rule) => singleHexRuleBlocks(rule, i, range, nextToTarget)),
    false,
  );
  return { low, position, i };
}

/**
 * Under `original` and `originalSingleHex=hexsides-only`, a single-hex woods or town: 003's notes A and B name a
 * "Gray/Green hexside" and its chart "Hex Side Obstructions", so the hex itself is no obstacle. 001's copses, farms and
 * forts keep 001's own sentence ("Blocks Line of Sight/Fire through the hex").
 */
const HEXSIDES_ONLY: LowJudgement = {
  blocks: false,
  low: { rule: 'none', note: 'orig-single-hex-none' },
  lowBlocks: false,
  brownBlocks: false,
};

/**
 * Where a position rule blocks for a single-hex obstacle at step i of R (position i/R), given whether
 * the obstacle is next to the target; next to the firer is step 1. judgeSingleHex reads its rules so,
 * and the verdict path too when it has remembered which rules an obstacle asks (verdict.ts).
 */
export const singleHexRuleBlocks = (rule: PositionRule, i: number, range: number, nextToTarget: boolean): boolean =>
  positionRuleBlocksAt(rule, i, range, i === 1, nextToTarget);

const obstacleCache = new WeakMap<Board, HexCell[]>();

export function singleHexObstacles(board: Board): HexCell[] {
  let list = obstacleCache.get(board);
  if (!list) {
    list = [...board.cells.values()].filter(isSingleHexObstacle);
    obstacleCache.set(board, list);
  }
  return list;
}

interface GullyEnd {
  readonly level: Level;
  readonly inGully: boolean;
}

/** Gullies A: a unit in a gully and one at ground level or in a gully, not adjacent, cannot see each other. */
export function gulliesForbid(firer: GullyEnd, target: GullyEnd): boolean {
  return (
    (firer.inGully && (target.inGully || target.level === 'G')) ||
    (target.inGully && (firer.inGully || firer.level === 'G'))
  );
}

/** Does 001's clarification 3 count green and gray sides the centre line touches (arvold, hex-traced)? */
export const touchedSidesCount = (v: PanzerBlitzVariant, readings: Readings): boolean =>
  v.clarification3 && readings.clarification3 === 'touch';

/**
 * 001's clarification 3 in hex-traced mode: green and gray sides the centre
 * line meets that no route crosses, judged by the LOW rules where the line
 * meets them (docs/geometry.md).
 */
export function touchedSideJudgements(ctx: Ctx, m: SideMeeting): { judgement: SideJudgement; position: Fraction }[] {
  const [a, b] = m.hexes;
  const ownFirer = hexEquals(a, ctx.firer.hex) || hexEquals(b, ctx.firer.hex);
  const ownTarget = hexEquals(a, ctx.target.hex) || hexEquals(b, ctx.target.hex);
  const positions = m.tEnd ? [m.t, m.tEnd] : [m.t];
  const out: { judgement: SideJudgement; position: Fraction }[] = [];
  for (const symbol of symbolsOnEdge(ctx.board, m.edge)) {
    if (!isLowSymbol(symbol)) continue;
    const j = judgeSymbol(ctx, symbol, a, b, atPoints(positions, ownFirer, ownTarget)) as SideJudgement;
    const position = positions.find((p) => j.blocks && positionRuleBlocks(j.entry.rule, p, ownFirer, ownTarget)) ?? m.t;
    out.push({ judgement: j, position });
  }
  return out;
}
