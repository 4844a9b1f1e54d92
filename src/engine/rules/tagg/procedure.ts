// Larry Tagg's sighting procedure (seed 002), as docs/rules-tgx-tagg.md lays it out,
// decided: line D, special case 2, then lines 1–11, with contention hexes
// gathered over lines 7, 9 and 10 and judged together in line 11 (exact
// fractions, strict inequality: a hex exactly on the sight line does not block).
//
// The procedure follows one line: at each step special case 1 reads the lower
// of two candidate hexes (profile.ts). So there is no defender's benefit over
// routes: `routes.count` is the trace's count, and `blocked` is all of them
// when the verdict is blocked, none when clear.
//
// H is the higher of the two units, L the lower; "from H" counts steps from
// the higher unit whichever of the two fires, so LOS(a → b) = LOS(b → a).
//
// Readings where the reconstruction is silent (docs/rules-tgx-tagg.md):
// - line 7 as printed goes to line 11 with the modifier hexes as contention
//   hexes (the default); `taggLine7=continue` goes on to lines 8–10
//   (line7GoesTo11, the one place it is decided);
// - the hexes found by line 3 that lines 5 and 6 tell us to ignore are the
//   higher unit's own ground: they are neither contention hexes nor "the first
//   hex" of a level in line 10;
// - how line 5 extends the line, what line 9 calls a ridge and which slope
//   hexsides line 10 counts: ground.ts, which finds those shapes of ground;
// - an artillery marker on the line blocks it (003, borrowed: docs/readings.md#markers-in-every-rule-set).
//
// How a run ends is the caller's (an Ending): the explained result with its
// notes and findings, or the verdict alone with none of them built
// (evaluate.ts holds both).

import { boardIndex, cellAtIndex } from '../../board-index.ts';
import { labelOf, unitCellAt } from '../../board-model.ts';
import { traceOnBoard } from '../../board-trace.ts';
import { walkOnBoard } from '../../board-walk.ts';
import { frac, fracCompare, fracDiv, fracSub } from '../../fraction.ts';
import { hexDistance, hexKey } from '../../hex/axial.ts';
import type { LineWalk } from '../../hex/line-walk.ts';
import type { HexTrace } from '../../hex/trace.ts';
import type { Axial, Board, HexCell } from '../../types.ts';
import { capitalise, listWords } from '../../words.ts';
import { isMarked } from '../markers.ts';
import type { Readings } from '../readings.ts';
import type { LosQuery } from '../types.ts';
import type { Finding } from './findings.ts';
import { extendPastHigher, intermediateRidges, leastObstructing, slopeCrossings } from './ground.ts';
import { lineCitation, lineNote, type TaggLineId, TAGG_LINES } from './lines.ts';
import {
  canopyWords,
  hasCanopy,
  hasModifiers,
  type HexLevel,
  lineProfile,
  runsBetween,
  type StepLevel,
  type TracedLine,
} from './profile.ts';
import { hexLevelWords, levelWords, ratioWords } from './words.ts';

interface Contention {
  readonly i: number;
  readonly hex: HexLevel;
  readonly lines: TaggLineId[];
}

/** How a run of the procedure ends: the explained result (evaluateTagg), or the verdict alone (isVisibleTagg). */
export interface Ending<T> {
  /**
   * A note on the way; its text is built only when the line is explained. Absent for the verdict
   * alone: every note is written `say?.(() => …)`, so not even the closure is made.
   */
  readonly say?: (text: () => string) => void;
  /** Clear; `line7Decided` when line 7 as printed sent the procedure to line 11. */
  readonly clear: (line7Decided: boolean) => T;
  /** Blocked by these findings (built only when the line is explained). */
  readonly blocked: (findings: () => readonly Finding[]) => T;
  /** Blocked by artillery markers on these steps of the line (003, borrowed). */
  readonly shelled: (hexes: readonly { readonly i: number; readonly hex: Axial }[]) => T;
}

/** The units' cells and the traced line, which the procedure follows. */
export interface Sighting<T extends TracedLine = TracedLine> {
  readonly firerCell: HexCell;
  readonly targetCell: HexCell;
  readonly trace: T;
}

/** The explained path's sighting: the full trace (routes counted, sides keyed), which its result shows. */
export function sighting(board: Board, query: LosQuery): Sighting<HexTrace> {
  return {
    firerCell: unitCellAt(board, query.from, 'firer'),
    targetCell: unitCellAt(board, query.to, 'target'),
    trace: traceOnBoard(board, query.from, query.to),
  };
}

/**
 * The verdict path's sighting: the same steps and route sides as traceOnBoard
 * gives (the walk drops off-board candidates as board-trace.ts does, and its
 * live candidates are the routes' hexes), read off the line walk, with no
 * route count, edge key or cache entry. A step's hexes are the board's own
 * cell coordinates where there is a cell.
 */
export function verdictSighting(board: Board, query: LosQuery, walker: LineWalk): Sighting {
  const { from, to } = query;
  const ix = boardIndex(board);
  const w = walkOnBoard(walker, ix, from, to);
  const live = w.live;
  const range = w.range;
  const steps: Axial[][] = [];
  for (let i = 0; i <= range; i++) {
    const step: Axial[] = [];
    const count = i === 0 || i === range ? 1 : 2;
    for (let j = 0; j < count; j++) {
      if (!(live[i] & (1 << j))) continue;
      const q = w.hexQ(i, j);
      const r = w.hexR(i, j);
      step.push(cellAtIndex(ix, q, r)?.hex ?? { q, r });
    }
    steps.push(step);
  }
  return {
    firerCell: cellAtIndex(ix, from.q, from.r) ?? unitCellAt(board, from, 'firer'),
    targetCell: cellAtIndex(ix, to.q, to.r) ?? unitCellAt(board, to, 'target'),
    trace: new WalkedLine(range, steps),
  };
}

/** A walked line's steps, and its route sides listed when first read (only line 10 reads them). */
class WalkedLine implements TracedLine {
  private listed: { from: Axial; to: Axial }[][] | undefined;

  constructor(
    readonly range: number,
    readonly steps: readonly (readonly Axial[])[],
  ) {}

  /**
   * The sides between consecutive steps that a route crosses, in traceThrough's order: every pair of
   * neighbouring hexes, one of step i − 1 and one of step i (live candidates of consecutive steps
   * are neighbours exactly when a route crosses between them, line-walk.ts's `adjacent`).
   */
  get sides(): readonly (readonly { from: Axial; to: Axial }[])[] {
    if (this.listed) return this.listed;
    const sides: { from: Axial; to: Axial }[][] = [];
    for (let i = 1; i <= this.range; i++) {
      const list: { from: Axial; to: Axial }[] = [];
      for (const a of this.steps[i - 1])
        for (const b of this.steps[i]) if (hexDistance(a, b) === 1) list.push({ from: a, to: b });
      sides.push(list);
    }
    this.listed = sides;
    return sides;
  }
}

/**
 * Line 7 with any intervening hex that has modifiers: as printed, "Go to line
 * 11, using all intervening hexes with modifiers as Contention hexes" (default),
 * or on to lines 8–10 under `taggLine7=continue`
 * (docs/rules-tgx-tagg.md#the-procedure). The one place the reading is decided.
 */
export const line7GoesTo11 = (readings: Readings, modifierHexes: number): boolean =>
  modifierHexes > 0 && readings.taggLine7 === 'printed';

/** Line D, special cases 1 and 2, then lines 1–11: the one procedure both ends follow. */
export function followProcedure<T>(
  board: Board,
  query: LosQuery,
  seen: Sighting,
  readings: Readings,
  ending: Ending<T>,
): T {
  const { from, to } = query;
  const { firerCell, targetCell, trace } = seen;
  const range = trace.range;
  const units = query.markers?.units ?? [];
  const { say, blocked } = ending;
  let line7Decided = false;
  const clear = () => ending.clear(line7Decided);

  const fLabel = firerCell.label;
  const tLabel = targetCell.label;
  if (range <= 1) {
    const what = range === 0 ? 'same hex' : `${fLabel} and ${tLabel} are adjacent`;
    say?.(() => lineNote('D', `${what}: "${TAGG_LINES.D.printed}"`));
    return clear();
  }

  // 003's artillery marker, borrowed: a marked hex on the traced line blocks it (docs/readings.md#markers-in-every-rule-set).
  if (query.markers?.blockedHexes?.length) {
    const shelled = trace.steps
      .slice(1, range)
      .flatMap((hexes, k) => hexes.filter((h) => isMarked(query, h)).map((hex) => ({ i: k + 1, hex })));
    if (shelled.length > 0) return ending.shelled(shelled);
  }

  const profile = lineProfile(board, trace, units);
  for (const step of say ? profile.filter(runsBetween) : []) {
    say?.(() =>
      lineNote(
        'sc1',
        `at step ${step.i} the line runs between ${listWords(step.candidates.map((c) => labelOf(board, c.hex)))}; ` +
          `the lower is used: level ${step.ground} without modifiers (${labelOf(board, step.groundHex.hex)}), ` +
          `${levelWords(step.modified)} with modifiers (${labelOf(board, step.modifiedHex.hex)}).`,
      ),
    );
  }
  const hA = firerCell.elevation;
  const hB = targetCell.elevation;

  // Special case 2, checked first after D.
  const canopy: Finding[] = [];
  const ends = [
    { cell: firerCell, i: 1, way: 'out of' },
    { cell: targetCell, i: range - 1, way: 'into' },
  ];
  for (const end of ends) {
    if (!hasCanopy(end.cell)) continue;
    const step = profile.find((s) => s.i === end.i);
    if (!step) continue;
    const lower = (c: HexLevel) => hasCanopy(c.cell) && c.ground === end.cell.elevation - 1;
    if (!step.candidates.every(lower)) continue;
    for (const c of step.candidates) {
      canopy.push({
        rule: 'sc2',
        i: end.i,
        hex: c.hex,
        text:
          `LOS may not be traced ${end.way} the ${canopyWords(end.cell)} hex ${end.cell.label} (level ${end.cell.elevation}) ` +
          `through the adjacent ${canopyWords(c.cell)} hex ${labelOf(board, c.hex)}, one level lower (level ${c.ground}) ` +
          `(${lineCitation('sc2')}).`,
      });
    }
  }
  if (canopy.length > 0) {
    say?.(() => lineNote('sc2', `blocked: a canopy continues down the slope.`));
    return blocked(() => canopy);
  }

  // Line 1.
  const top = Math.max(hA, hB);
  const topLevel = frac(top);
  const aboveBoth = profile.filter((s) => fracCompare(s.modified, topLevel) > 0);
  if (aboveBoth.length > 0) {
    say?.(() => lineNote('1', `terrain higher than both units lies between them: blocked.`));
    return blocked(() =>
      aboveBoth.map((s) => ({
        rule: '1',
        i: s.i,
        hex: s.modifiedHex.hex,
        text:
          `${capitalise(hexLevelWords(board, s.modifiedHex))} is higher than both ${fLabel} (level ${hA}) and ` +
          `${tLabel} (level ${hB}), so it blocks (${lineCitation('1')}).`,
        premises: [{ fact: 'higher-than-both', height: s.modified }],
      })),
    );
  }
  say?.(() => lineNote('1', `nothing between ${fLabel} and ${tLabel} is higher than both (level ${top}).`));

  // Line 2.
  if (hA === hB) {
    say?.(() =>
      lineNote(
        '2',
        `${fLabel} and ${tLabel} are both at level ${hA}, with nothing higher between: LOS is not blocked.`,
      ),
    );
    return clear();
  }
  say?.(() => lineNote('2', `${fLabel} is at level ${hA} and ${tLabel} at level ${hB}: not the same level.`));

  const firerHigher = hA > hB;
  const [hH, hL] = firerHigher ? [hA, hB] : [hB, hA];
  const [highCell, lowCell] = firerHigher ? [firerCell, targetCell] : [targetCell, firerCell];
  const hLabel = highCell.label;
  const fromH = (i: number): number => (firerHigher ? i : range - i);
  const toL = (i: number): number => range - fromH(i);
  // The profile runs from the firer (i grows), so from H it is the profile or its reverse.
  const ordered = firerHigher ? profile : [...profile].reverse();

  // Lines 3 to 6: ground at the higher unit's level.
  const highLevel = frac(hH);
  const atTop = ordered.filter((s) => fracCompare(s.modified, highLevel) === 0);
  const ignored = new Set<number>();
  if (atTop.length === 0) {
    say?.(() => lineNote('3', `no intervening hex is at level ${hH}, the higher unit's level: go to line 7.`));
  } else {
    const names = () => listWords(atTop.map((s) => labelOf(board, s.modifiedHex.hex)));
    say?.(() =>
      lineNote(
        '3',
        `${names()} ${atTop.length === 1 ? 'is' : 'are'} at level ${hH}, the higher unit's level (with modifiers).`,
      ),
    );
    const cutOff = atTop
      .map((s) => ({ s, dip: ordered.find((t) => fromH(t.i) < fromH(s.i) && t.ground < hH) }))
      .filter((x): x is { s: StepLevel; dip: StepLevel } => x.dip !== undefined);
    if (cutOff.length > 0) {
      say?.(() => lineNote('4', `a separate ridge at level ${hH} stands between the units: blocked.`));
      return blocked(() =>
        cutOff.map(({ s, dip }) => ({
          rule: '4',
          i: s.i,
          hex: s.modifiedHex.hex,
          text:
            `${capitalise(hexLevelWords(board, s.modifiedHex))} stands at the level of the higher unit ${hLabel} (${hH}), and lower ` +
            `ground (${labelOf(board, dip.groundHex.hex)}, level ${dip.ground}) lies between them: it is a separate ridge that hides ` +
            `the lower unit (${lineCitation('4')}).`,
        })),
      );
    }
    say?.(() =>
      lineNote('4', `none of them is cut off from ${hLabel} by lower ground: they are ${hLabel}'s own hill.`),
    );
    const extension = extendPastHigher(board, highCell.hex, lowCell.hex, hH);
    if (extension.kind === 'higher') {
      say?.(() =>
        lineNote(
          '5',
          `extended past ${hLabel}, the line meets higher ground first (${labelOf(board, extension.hex)}, ` +
            `level ${extension.level}): both units are on the same side of the crest; ${names()} ${atTop.length === 1 ? 'is' : 'are'} ignored from here on.`,
        ),
      );
    } else {
      say?.(() =>
        extension.kind === 'lower'
          ? lineNote(
              '5',
              `extended past ${hLabel}, the line meets lower ground first (${labelOf(board, extension.hex)}, level ${extension.level}): go to line 6.`,
            )
          : lineNote(
              '5',
              `extended past ${hLabel}, the line leaves the map before the ground changes level: read as no, go to line 6.`,
            ),
      );
      const beyondBrow = atTop.filter((s) => fromH(s.i) > 1);
      if (beyondBrow.length > 0) {
        say?.(() =>
          lineNote('6', `${hLabel} does not stand at the brow: the units are on opposite sides of the crest.`),
        );
        return blocked(() =>
          beyondBrow.map((s) => ({
            rule: '6',
            i: s.i,
            hex: s.modifiedHex.hex,
            text:
              `${capitalise(hexLevelWords(board, s.modifiedHex))} stands at the level of the higher unit ${hLabel} (${hH}) but is ` +
              `not next to it, and the ground behind ${hLabel} does not rise: ${hLabel} is not at the brow, and the two units are ` +
              `on opposite sides of the crest (${lineCitation('6')}).`,
          })),
        );
      }
      say?.(() =>
        lineNote(
          '6',
          `${names()} ${atTop.length === 1 ? 'is' : 'are'} next to ${hLabel}, which stands at the brow; ignored from here on.`,
        ),
      );
    }
    for (const s of atTop) ignored.add(s.i);
  }

  // Lines 7 to 10: contention hexes.
  const contention = new Map<string, Contention>();
  const contend = (i: number, hex: HexLevel, line: TaggLineId): void => {
    if (ignored.has(i)) return;
    const key = `${i}|${hexKey(hex.hex)}`;
    const known = contention.get(key);
    if (known) {
      if (!known.lines.includes(line)) known.lines.push(line);
    } else {
      contention.set(key, { i, hex, lines: [line] });
    }
  };
  const named = (list: readonly { hex: HexLevel }[]) => listWords(list.map((c) => hexLevelWords(board, c.hex)));

  const modified = ordered.filter((s) => hasModifiers(s) && !ignored.has(s.i));
  for (const s of modified) contend(s.i, s.modifiedHex, '7');
  say?.(() =>
    modified.length === 0
      ? lineNote('7', `no intervening hex has modifiers.`)
      : lineNote(
          '7',
          `contention ${modified.length === 1 ? 'hex' : 'hexes'} with modifiers: ${named(modified.map((s) => ({ hex: s.modifiedHex })))}.`,
        ),
  );

  if (line7GoesTo11(readings, modified.length)) {
    line7Decided = true;
    say?.(() =>
      lineNote(
        '7',
        `as printed, "Go to line 11, using all intervening hexes with modifiers as Contention hexes": lines 8 to 10 are skipped ` +
          `(HexLOS's default reading of line 7; under taggLine7=continue lines 8 to 10 would add their contention hexes).`,
      ),
    );
  } else if (hH - hL === 1) {
    say?.(() => lineNote('8', `the units differ by 1 level: go to line 11.`));
  } else {
    say?.(() => lineNote('8', `the units differ by ${hH - hL} levels: go to line 9.`));
    const ridges = intermediateRidges(ordered, hH, hL);
    if (ridges.length > 0) {
      for (const r of ridges) contend(r.middle.i, r.middle.modifiedHex, '9');
      say?.(() =>
        lineNote(
          '9',
          `intermediate ${ridges.length === 1 ? 'ridge' : 'ridges'} at ` +
            `${listWords(ridges.map((r) => `level ${r.level} (${listWords(r.run.map((s) => labelOf(board, s.groundHex.hex)))})`))}; ` +
            `contention at the middle: ${listWords(ridges.map((r) => labelOf(board, r.middle.modifiedHex.hex)))}.`,
        ),
      );
    } else {
      say?.(() => lineNote('9', `no intermediate ridge.`));
      const slopes = slopeCrossings(board, trace, units, from, to);
      if (slopes.length > 0) {
        const chosen = slopes
          .map((candidates) => leastObstructing(candidates, hL, toL))
          .filter((c): c is { i: number; hex: HexLevel } => c !== undefined);
        for (const c of chosen) contend(c.i, c.hex, '10');
        say?.(() =>
          lineNote(
            '10',
            `the line crosses ${slopes.length === 1 ? 'a slope hexside' : `${slopes.length} slope hexsides`}` +
              (chosen.length > 0
                ? `; contention at the higher hex beside each: ${named(chosen)}.`
                : " beside a unit's own hex: no contention hex."),
          ),
        );
      } else {
        const firsts: StepLevel[] = [];
        for (let v = hH - 1; v > hL; v--) {
          const first = ordered.find((s) => s.ground === v && !ignored.has(s.i));
          if (first) firsts.push(first);
        }
        for (const s of firsts) contend(s.i, s.modifiedHex, '10');
        say?.(() =>
          firsts.length === 0
            ? lineNote('10', `no slope hexside is crossed and no intervening hex lies between the two levels.`)
            : lineNote(
                '10',
                `no slope hexside is crossed; contention at the first hex of each intermediate level: ` +
                  `${named(firsts.map((s) => ({ hex: s.modifiedHex })))}.`,
              ),
        );
      }
    }
  }

  // Line 11.
  const bound = frac(hH - hL, range);
  const boundWords = () => `(${hH} − ${hL}) / ${range} = ${ratioWords(bound)}`;
  const judged = [...contention.values()].map((c) => {
    const distance = toL(c.i);
    const ratio = fracDiv(fracSub(c.hex.modified, frac(hL)), frac(distance));
    const words = () => `(${levelWords(c.hex.modified)} − ${hL}) / ${distance} = ${ratioWords(ratio)}`;
    return { c, ratio, words, above: fracCompare(ratio, bound) > 0 };
  });
  const above = judged.filter((j) => j.above);
  if (above.length > 0) {
    say?.(() => lineNote('11', `a contention hex rises above the sight line: blocked.`));
    return blocked(() =>
      above.map(({ c, words }) => ({
        rule: '11',
        i: c.i,
        hex: c.hex.hex,
        contentionBy: c.lines,
        text:
          `Contention hex ${hexLevelWords(board, c.hex)} rises above the sight line from ${hLabel} down to ${lowCell.label}: ` +
          `${words()} is greater than ${boundWords()} (${lineCitation('11')}). It is a contention hex by ` +
          `${listWords(c.lines.map(lineCitation))}.`,
      })),
    );
  }
  for (const { c, words } of judged) {
    say?.(() =>
      lineNote('11', `contention hex ${hexLevelWords(board, c.hex)}: ${words()} is not greater than ${boundWords()}.`),
    );
  }
  say?.(() => lineNote('11', `no contention hex rises above the sight line.`));
  return clear();
}
