// Hex-traced mode (000's default), decided (docs/rules.md,
// docs/geometry.md): the LOS is blocked if ANY shortest route is blocked (the
// defender's benefit of the doubt). Routes are never enumerated: a dynamic
// programme over the steps counts clear routes per (hex, orange count, purple
// count), so note L's "more than one" is exact, and a second pass keeps one
// blocked route as the witness. judgeSide is the one decision for a side some
// route crosses, asked by the explained and the verdict-only paths alike.

import { symbolsOnEdge } from '../../board-model.ts';
import { hexEquals } from '../../hex/axial.ts';
import type { HexTrace, StepSide } from '../../hex/trace.ts';
import type { Axial, EdgeKey, HexsideSymbol } from '../../types.ts';
import { atSide, type Ctx, judgeSymbol, type SideJudgement } from './context.ts';
import type { PositionRule } from './table.ts';

export interface JudgedSide {
  readonly k: number;
  readonly from: Axial;
  readonly to: Axial;
  readonly edge: EdgeKey;
  readonly routes: bigint;
  readonly judgements: readonly SideJudgement[];
  readonly blocks: boolean;
  readonly orange: number;
  readonly purple: number;
}

/**
 * One side k of R that routes cross, with the symbols on it: the one decision for both paths.
 * `blocksBy` reads the position rules at side k (atSide); the verdict path may pass a reader of its
 * own to learn which rules the side asks, and remember the decision for other lines (verdict.ts).
 */
export function judgeSide(
  ctx: Ctx,
  symbols: readonly HexsideSymbol[],
  a: Axial,
  b: Axial,
  k: number,
  blocksBy: (rule: PositionRule) => boolean = atSide(ctx, k),
): Omit<JudgedSide, keyof StepSide> {
  const judgements: SideJudgement[] = [];
  for (const symbol of symbols) {
    const j = judgeSymbol(ctx, symbol, a, b, blocksBy);
    if (j) judgements.push(j);
  }
  return {
    judgements,
    blocks: judgements.some((j) => j.blocks),
    // One side is one hilltop side, however many symbols it carries (orange and purple both read as orange under the 1970 chart).
    orange: judgements.some((j) => j.counts === 'orange') ? 1 : 0,
    purple: judgements.some((j) => j.counts === 'purple') ? 1 : 0,
  };
}

export function judgeSides(ctx: Ctx, sides: HexTrace['sides']): JudgedSide[][] {
  return sides.map((list) =>
    list.map((s) => ({ ...s, ...judgeSide(ctx, symbolsOnEdge(ctx.board, s.edge), s.from, s.to, s.k) })),
  );
}

export const CAP = 2; // note L only asks "more than one"

/** Clear routes, by DP over (hex at step, orange count, purple count). */
export function countClearRoutes(steps: readonly (readonly Axial[])[], sides: JudgedSide[][]): bigint {
  let layer = new Map<string, bigint>([[stateKey(steps[0][0], 0, 0), 1n]]);
  for (const list of sides) {
    const next = new Map<string, bigint>();
    for (const s of list) {
      if (s.blocks) continue;
      for (let oc = 0; oc <= CAP; oc++) {
        for (let pc = 0; pc <= CAP; pc++) {
          const n = layer.get(stateKey(s.from, oc, pc));
          if (!n) continue;
          const key = stateKey(s.to, Math.min(CAP, oc + s.orange), Math.min(CAP, pc + s.purple));
          next.set(key, (next.get(key) ?? 0n) + n);
        }
      }
    }
    layer = next;
  }
  let clear = 0n;
  for (const [key, n] of layer) {
    const [, , oc, pc] = key.split(',').map(Number);
    if (oc < CAP && pc < CAP) clear += n;
  }
  return clear;
}

const stateKey = (h: Axial, oc: number, pc: number) => `${h.q},${h.r},${oc},${pc}`;

interface BlockedRoutes {
  /** A route that crosses a blocking side, when there is one. */
  readonly bySide?: JudgedSide[];
  /** A route that no side blocks but note L's count does, when there is one. */
  readonly byCount?: JudgedSide[];
}

/** Blocked routes to explain: a walk back from blocked end states. */
export function findBlockedRoutes(steps: readonly (readonly Axial[])[], sides: JudgedSide[][]): BlockedRoutes {
  interface State {
    readonly hex: Axial;
    readonly oc: number;
    readonly pc: number;
    readonly hit: boolean;
    readonly via?: JudgedSide;
    readonly prev?: State;
  }
  const key = (s: State) => `${s.hex.q},${s.hex.r},${s.oc},${s.pc},${s.hit}`;
  let layer = new Map<string, State>();
  const start: State = { hex: steps[0][0], oc: 0, pc: 0, hit: false };
  layer.set(key(start), start);
  for (const list of sides) {
    const next = new Map<string, State>();
    for (const prev of layer.values()) {
      for (const s of list) {
        if (!hexEquals(s.from, prev.hex)) continue;
        const st: State = {
          hex: s.to,
          oc: Math.min(CAP, prev.oc + s.orange),
          pc: Math.min(CAP, prev.pc + s.purple),
          hit: prev.hit || s.blocks,
          via: s,
          prev,
        };
        const k = key(st);
        if (!next.has(k)) next.set(k, st);
      }
    }
    layer = next;
  }
  const path = (end: State | undefined): JudgedSide[] | undefined => {
    if (!end) return undefined;
    const out: JudgedSide[] = [];
    for (let s: State | undefined = end; s?.via; s = s.prev) out.unshift(s.via);
    return out;
  };
  const ends = [...layer.values()];
  return {
    bySide: path(ends.find((s) => s.hit)),
    byCount: path(ends.find((s) => !s.hit && (s.oc >= CAP || s.pc >= CAP))),
  };
}
