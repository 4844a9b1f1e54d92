// The Tactical GameX table read as one rule (docs/rules-tgx-tagg.md, seed 004): one
// obstacle of height h at a known place between an attacker and a target.
//
// Let lo and hi be the two units' levels and d = hi − lo. Above both (h > hi)
// blocks: note 3 measures an obstacle against the two units and no cell lets a
// line pass over terrain higher than both. Below both (h < lo) is clear. On the
// diagonal (d = 0, h = lo) the printed cell says "Blocked". Otherwise the
// printed cell applies: clear only if the obstacle is strictly closer to the
// higher unit, and the lower unit is at least ceil(min(h − lo, d − 1)) whole
// hexes away from it ("a number of hexes away ... equal to the relative height
// of the intervening terrain (one or two)" read as "at least", and capped at
// the largest number the cell prints).

import { frac, type Fraction, fracCeil, fracCompare, fracSub, HALF } from '../../fraction.ts';
import { DEFAULT_READINGS, type Readings } from '../readings.ts';
import type { TgxLevel } from './table.ts';

/** Where an obstacle stands: hexside k of R, or the hex at step i of R. */
export interface Placement {
  readonly kind: 'hexside' | 'hex';
  /** k for a hexside (1..R), i for a hex (1..R−1). */
  readonly index: number;
  readonly range: number;
}

/** (k − 1/2)/R for a hexside, i/R for a hex (docs/geometry.md, docs/rules-tgx-tagg.md). */
export const placementPosition = (p: Placement): Fraction =>
  p.kind === 'hexside' ? frac(2 * p.index - 1, 2 * p.range) : frac(p.index, p.range);

/** Whole hexes strictly between the attacker's hex and the obstacle. */
export const hexesFromAttacker = (p: Placement): number => p.index - 1;

/** Whole hexes strictly between the target's hex and the obstacle. */
export const hexesFromTarget = (p: Placement): number =>
  p.kind === 'hexside' ? p.range - p.index : p.range - p.index - 1;

export type Unit = 'attacker' | 'target';

/** The distance test of a printed cell, as it was read for one obstacle. */
export interface CellTest {
  readonly higher: Unit;
  /** Strictly closer to the higher unit. */
  readonly closer: boolean;
  /** Hexes between the lower unit and the obstacle, and how many the cell asks for. */
  readonly away: number;
  readonly need: number;
  /** h − lo: the obstacle's height above the lower unit (note 3). */
  readonly relative: Fraction;
}

export type Judgement =
  | { readonly blocks: false; readonly why: 'below-both' }
  | ({ readonly blocks: false; readonly why: 'table' } & CellTest)
  | { readonly blocks: true; readonly rule: 'tgx-3'; readonly why: 'above-both' }
  | { readonly blocks: true; readonly rule: 'tgx-table'; readonly why: 'diagonal' }
  | ({ readonly blocks: true; readonly rule: 'tgx-table'; readonly why: 'table' } & CellTest & {
        /** The house reading `tgxHeightCap=uncapped` asked for more hexes than the cell prints. */
        readonly beyondCell?: true;
      });

/**
 * Whole hexes the lower unit must keep from an obstacle of height h:
 * ceil(min(h − lo, d − 1)), the largest number the cell prints capping it
 * (default); under `tgxHeightCap=uncapped`, ceil(h − lo), the relative height
 * itself.
 */
export function hexesNeeded(
  height: Fraction,
  lo: number,
  hi: number,
  cap: Readings['tgxHeightCap'] = 'capped',
): number {
  const relative = fracSub(height, frac(lo));
  const printed = frac(hi - lo - 1);
  return Math.max(0, fracCeil(cap === 'capped' && fracCompare(relative, printed) > 0 ? printed : relative));
}

export function judge(
  height: Fraction,
  place: Placement,
  attacker: TgxLevel,
  target: TgxLevel,
  readings: Pick<Readings, 'tgxHeightCap'> = DEFAULT_READINGS,
): Judgement {
  const lo = Math.min(attacker, target);
  const hi = Math.max(attacker, target);
  if (fracCompare(height, frac(hi)) > 0) return { blocks: true, rule: 'tgx-3', why: 'above-both' };
  if (fracCompare(height, frac(lo)) < 0) return { blocks: false, why: 'below-both' };
  if (lo === hi) return { blocks: true, rule: 'tgx-table', why: 'diagonal' };
  const higher: Unit = attacker > target ? 'attacker' : 'target';
  const vsMidway = fracCompare(placementPosition(place), HALF);
  const closer = higher === 'attacker' ? vsMidway < 0 : vsMidway > 0;
  const away = higher === 'attacker' ? hexesFromTarget(place) : hexesFromAttacker(place);
  const need = hexesNeeded(height, lo, hi, readings.tgxHeightCap);
  const test: CellTest = { higher, closer, away, need, relative: fracSub(height, frac(lo)) };
  if (closer && away >= need) return { blocks: false, why: 'table', ...test };
  const blocking = { blocks: true, rule: 'tgx-table', why: 'table', ...test } as const;
  return need > hi - lo - 1 && need > hexesNeeded(height, lo, hi) ? { ...blocking, beyondCell: true } : blocking;
}
