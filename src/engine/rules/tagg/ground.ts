// The shapes of ground Tagg's procedure (seed 002, as docs/rules-tgx-tagg.md lays it
// out; evaluate.ts follows it) looks for along the line: line 5's extension
// past the higher unit, line 9's intermediate ridges, line 10's slope
// hexsides, and special case 1's least obstructing hex beside such a side.
//
// Readings where the reconstruction is silent (docs/rules-tgx-tagg.md):
// - line 5 steps past H hex by hex along the same line, reading each step
//   through special case 1; leaving the map answers "no";
// - line 9's ridge is a run of hexes at one intermediate level whose
//   neighbours along the line (the units' own hexes included) are both lower;
//   every such ridge gives its middle hex;
// - line 10 counts a slope hexside only where every route crosses one at that
//   side (special case 1), between hexes of different levels; when the higher
//   hex beside it is a unit's own hex it gives no contention hex.

import { boardIndex, cellAtIndex } from '../../board-index.ts';
import { symbolsBetween } from '../../board-model.ts';
import { frac, type Fraction, fracCompare, fracDiv, fracSub } from '../../fraction.ts';
import { hexEquals } from '../../hex/axial.ts';
import { relativeTrace } from '../../hex/trace.ts';
import { type Axial, type Board, type HexCell, TAGG_SLOPE_SYMBOLS } from '../../types.ts';
import { type HexLevel, hexLevel, type StepLevel, type TracedLine } from './profile.ts';

type Extension =
  | { readonly kind: 'higher' | 'lower'; readonly hex: Axial; readonly level: number }
  | { readonly kind: 'off-map' };

/**
 * Line 5: the line extended past H, away from L, step by step (special case 1
 * reading the lower candidate), until the level differs from hH or the map ends.
 */
export function extendPastHigher(board: Board, high: Axial, low: Axial, hH: number): Extension {
  const dq = high.q - low.q;
  const dr = high.r - low.r;
  const ix = boardIndex(board);
  // Every stretch is the same line (high − low) moved along: its steps are read off the one relative trace.
  const stretch = relativeTrace(dq, dr);
  for (let j = 0; ; j++) {
    const startQ = high.q + j * dq;
    const startR = high.r + j * dr;
    for (let s = 1; s <= stretch.range; s++) {
      // The lowest on-board candidate of the step, the first of equals (special case 1).
      let lowest: HexCell | undefined;
      for (const h of stretch.steps[s]) {
        const cell = cellAtIndex(ix, startQ + h.q, startR + h.r);
        if (cell && (!lowest || cell.elevation < lowest.elevation)) lowest = cell;
      }
      if (!lowest) return { kind: 'off-map' };
      if (lowest.elevation !== hH) {
        return { kind: lowest.elevation > hH ? 'higher' : 'lower', hex: lowest.hex, level: lowest.elevation };
      }
    }
  }
}

interface Ridge {
  readonly level: number;
  readonly run: readonly StepLevel[];
  readonly middle: StepLevel;
}

/** Line 9: runs of steps at one level between hL and hH whose neighbours along the line are both lower. */
export function intermediateRidges(ordered: readonly StepLevel[], hH: number, hL: number): Ridge[] {
  const ridges: Ridge[] = [];
  let start = 0;
  while (start < ordered.length) {
    const level = ordered[start].ground;
    let end = start;
    while (end + 1 < ordered.length && ordered[end + 1].ground === level) end++;
    const before = start === 0 ? hH : ordered[start - 1].ground;
    const after = end === ordered.length - 1 ? hL : ordered[end + 1].ground;
    if (level > hL && level < hH && before < level && after < level) {
      const run = ordered.slice(start, end + 1);
      ridges.push({ level, run, middle: run[Math.floor((run.length - 1) / 2)] });
    }
    start = end + 1;
  }
  return ridges;
}

/**
 * Line 10: for each side k that every route crosses over a slope or extreme
 * slope hexside between two levels, the higher hex beside each such side (or
 * undefined where that is a unit's own hex).
 */
export function slopeCrossings(
  board: Board,
  trace: TracedLine,
  units: readonly Axial[],
  from: Axial,
  to: Axial,
): (readonly ({ i: number; hex: HexLevel } | undefined)[])[] {
  const crossings: ({ i: number; hex: HexLevel } | undefined)[][] = [];
  const ix = boardIndex(board);
  const cellAt = (h: Axial): HexCell | undefined => cellAtIndex(ix, h.q, h.r);
  const isSlope = (side: TracedLine['sides'][number][number]): boolean => {
    const a = cellAt(side.from);
    const b = cellAt(side.to);
    if (!a || !b || a.elevation === b.elevation) return false;
    return symbolsBetween(board, side.from, side.to).some((s) => TAGG_SLOPE_SYMBOLS.includes(s));
  };
  for (let k = 1; k <= trace.range; k++) {
    const sides = trace.sides[k - 1];
    if (sides.length === 0 || !sides.every(isSlope)) continue;
    crossings.push(
      sides.map((side) => {
        const a = cellAt(side.from) as HexCell;
        const b = cellAt(side.to) as HexCell;
        const [higher, i] = a.elevation > b.elevation ? [a, k - 1] : [b, k];
        if (hexEquals(higher.hex, from) || hexEquals(higher.hex, to)) return undefined;
        return { i, hex: hexLevel(higher, units) };
      }),
    );
  }
  return crossings;
}

/** Special case 1 at a slope hexside: where the line could pass either side, the hex that obstructs least. */
export function leastObstructing(
  candidates: readonly ({ i: number; hex: HexLevel } | undefined)[],
  hL: number,
  toL: (i: number) => number,
): { i: number; hex: HexLevel } | undefined {
  if (candidates.some((c) => c === undefined)) return undefined;
  const ratio = (c: { i: number; hex: HexLevel }): Fraction =>
    fracDiv(fracSub(c.hex.modified, frac(hL)), frac(toL(c.i)));
  return (candidates as { i: number; hex: HexLevel }[]).reduce((best, c) =>
    fracCompare(ratio(c), ratio(best)) < 0 ? c : best,
  );
}
