// Hex-traced mode explained: the hexside symbols the straight centre line
// meets but no route crosses (docs/readings.md#every-symbol-met-is-explained, docs/geometry.md). A side between
// the two candidates of a tied step, a side the line runs along, a side whose
// end the line only touches: 000 judges only the sides "encountered in tracing
// the Line-of-Sight" through the hexes, so such a side does not block by
// itself; the entry says so, and says what 000's optional straight-edge rule
// would make of it. Green and gray sides that 001's clarification 3 counts
// though no route crosses them are judged as met (explain-obstacles.ts).

import { cellAt, symbolsOnEdge } from '../../board-model.ts';
import { hexEquals, hexKey } from '../../hex/axial.ts';
import type { SideMeeting } from '../../hex/segment.ts';
import type { HexTrace } from '../../hex/trace.ts';
import { type Axial, type HexsideSymbol, isElevationEdge, isLowSymbol } from '../../types.ts';
import type { Citation } from '../types.ts';
import { atPoints, type Ctx, judgeSymbol } from './context.ts';
import { touchedSideFindings } from './explain-obstacles.ts';
import { positionRuleBlocks } from './judge.ts';
import { joinsRimAtEnd } from './real-space.ts';
import { add, type Findings, sideSubject, symbolSentence } from './sentences.ts';
import { positionDecimal, VERDICT_SYMBOL_NAMES } from './words.ts';

/** 000's hex-traced line: only the symbols met tracing through the hexes count. */
export const HEX_TRACED_LINE: Citation = {
  id: 'hex-traced',
  name: "000's hex-traced line",
  text: '"The Line-of-Sight should trace through the exact same number of hexes as the range to the target. … Using the modified TET and the special notes, determine whether or not any hex-side symbols encountered in tracing the Line-of-Sight, actually obstruct the Line-of-Sight."',
};

/** 000's optional rule: the symbols the straight edge meets. */
export const STRAIGHT_EDGE: Citation = {
  id: 'straight-edge',
  name: "000's optional straight-edge rule",
  text: '"Only those hex-side symbols intersected by the straightedge need be taken into account. If the straight edge bisects a hex-side symbol through its LENGTH, take that symbol into account UNLESS it is a Brown or Yellow symbol which connects with an Orange/Red or Purple symbol of the same respective level."',
};

/** Symbols a PanzerBlitz-family table judges: the green and gray edges of woods and towns, and the elevation symbols. */
export const isJudgedSymbol = (s: HexsideSymbol): boolean => isLowSymbol(s) || isElevationEdge(s);

/** The step both hexes of a side are candidates of, if any. */
function sharedStep(trace: HexTrace, a: Axial, b: Axial): number | undefined {
  const i = trace.steps.findIndex((step) => step.some((h) => hexEquals(h, a)) && step.some((h) => hexEquals(h, b)));
  return i < 0 ? undefined : i;
}

/** Where the line meets a side no route crosses, and how: "(0.5 of the way) lies between E5 and F5, which the line passes between (both step 3 of 6)". */
function howMet(ctx: Ctx, trace: HexTrace, m: SideMeeting, la: string, lb: string): string {
  if (m.contact === 'cornered') return `(${positionDecimal(m.t)} of the way) is only touched at its end by the line`;
  const step = sharedStep(trace, m.hexes[0], m.hexes[1]);
  const both = step === undefined ? '' : ` (both step ${step} of ${ctx.range})`;
  if (m.contact === 'run-along') {
    return `(run along from ${positionDecimal(m.t)} to ${positionDecimal(m.tEnd ?? m.t)} of the way) lies between ${la} and ${lb}, which the line runs between${both}`;
  }
  return `(${positionDecimal(m.t)} of the way) lies between ${la} and ${lb}, which the line passes between${both}`;
}

/**
 * Every symbol on a side the centre line meets that no route crosses: counted
 * by 001's clarification 3 when it is a green or gray side under that reading,
 * otherwise listed as not blocking, with what the straight edge would say.
 */
export function offRouteFindings(
  ctx: Ctx,
  trace: HexTrace,
  offRoutes: readonly SideMeeting[],
  lowCounted: boolean,
  out: Findings,
  realVisible: () => boolean,
): void {
  if (lowCounted) touchedSideFindings(ctx, offRoutes, out);
  const label = (h: Axial) => cellAt(ctx.board, h)?.label ?? hexKey(h);
  for (const m of offRoutes) {
    const [a, b] = m.hexes;
    const [la, lb] = [label(a), label(b)];
    const ownFirer = hexEquals(a, ctx.firer.hex) || hexEquals(b, ctx.firer.hex);
    const ownTarget = hexEquals(a, ctx.target.hex) || hexEquals(b, ctx.target.hex);
    const positions = m.tEnd ? [m.t, m.tEnd] : [m.t];
    for (const symbol of symbolsOnEdge(ctx.board, m.edge)) {
      if (!isJudgedSymbol(symbol) || (lowCounted && isLowSymbol(symbol))) continue;
      // howMet names the two hexes itself when the line passes or runs between them: the subject then does not.
      const subject =
        m.contact === 'cornered' ? sideSubject(symbol, la, lb) : `The ${VERDICT_SYMBOL_NAMES[symbol]} hexside`;
      const traced = `${subject} ${howMet(ctx, trace, m, la, lb)}: no route crosses it (${ctx.log.cite(HEX_TRACED_LINE)}).`;
      const straight = ctx.log.cite(STRAIGHT_EDGE);
      let real: string;
      if (m.contact === 'run-along' && joinsRimAtEnd(ctx, symbol, a, b)) {
        real = ` In real space it would not count either: it joins a hilltop side of the same level at its end (${straight}'s exception).`;
      } else {
        const j = judgeSymbol(ctx, symbol, a, b, atPoints(positions, ownFirer, ownTarget));
        if (!j) continue;
        const at = positions.find((p) => j.blocks && positionRuleBlocks(j.entry.rule, p, ownFirer, ownTarget)) ?? m.t;
        // Said as the straight edge reads it ("allowed on the line", not "on a route").
        const sentence = symbolSentence({ ...ctx, trace: 'real' }, j, 'it', { words: '', position: at }, false);
        real = j.blocks
          ? ` In real space (${straight}) it would block: ${sentence}`
          : ` In real space (${straight}) it would not block either: ${sentence}`;
      }
      // What the side alone would do in real space is not the line's verdict there (note L counts, other sides): both are said.
      const line = ` Traced in real space, the whole line is ${realVisible() ? 'CLEAR' : 'BLOCKED'}.`;
      add(out, false, {
        rule: 'hex-traced',
        kind: 'hexside',
        symbol,
        between: [a, b],
        position: m.t,
        text: traced + real + line,
        cites: ctx.log.take(),
        ...ctx.log.takePremises(),
      });
    }
  }
}
