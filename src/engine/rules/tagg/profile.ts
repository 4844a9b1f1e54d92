// The ground along one line under Tagg's algorithm (seed 002, paragraphs A–C
// and special case 1, as docs/rules-tgx-tagg.md reads them).
//
// A hex's level is its `elevation`. Modifiers: a forest, orchard or town hex
// (terrain woods or town, or the feature forest, orchard or town) adds 1, once
// however many of these it has; a hex where a unit or wagon stands (the turn's
// `units` markers) adds 1/4, once however many stand there. The firer's and
// target's own hexes are always taken without modifiers.
//
// Special case 1: where a step has two candidates, the step is read as the
// lower of them, separately with and without modifiers ("the LOS passes if the
// unit could see through either hex"). The two lows may come from different
// hexes; each value keeps the hex it came from so that results can name it.
// Off-board candidates are left out; a step with none on the board is left
// out of the profile altogether.

import { boardIndex } from '../../board-index.ts';
import { frac, type Fraction, fracAdd, fracCompare, ONE } from '../../fraction.ts';
import { hexEquals } from '../../hex/axial.ts';
import type { Axial, Board, Feature, HexCell, Terrain } from '../../types.ts';

const CANOPY_TERRAINS: readonly Terrain[] = ['woods', 'town'];
const CANOPY_FEATURES: readonly Feature[] = ['forest', 'orchard', 'town'];
export const UNIT_MODIFIER = frac(1, 4);

/** Forest, orchard or town: the hexes that add 1 and that special case 2 speaks of. */
export const hasCanopy = (cell: HexCell): boolean =>
  CANOPY_TERRAINS.includes(cell.terrain) || cell.features.some((f) => CANOPY_FEATURES.includes(f));

/** "forest", "orchard", "town": what a player calls the hex's canopy. */
export function canopyWords(cell: HexCell): string {
  if (cell.features.includes('orchard')) return 'orchard';
  if (cell.terrain === 'town' || cell.features.includes('town')) return 'town';
  return 'forest';
}

export interface HexLevel {
  readonly hex: Axial;
  readonly cell: HexCell;
  readonly ground: number;
  readonly modified: Fraction;
  /** "forest", "a unit", ... for each modifier the hex carries. */
  readonly modifiers: readonly string[];
}

export function hexLevel(cell: HexCell, units: readonly Axial[]): HexLevel {
  let modified = frac(cell.elevation);
  const modifiers: string[] = [];
  if (hasCanopy(cell)) {
    modified = fracAdd(modified, ONE);
    modifiers.push(canopyWords(cell));
  }
  if (units.some((u) => hexEquals(u, cell.hex))) {
    modified = fracAdd(modified, UNIT_MODIFIER);
    modifiers.push('a unit');
  }
  return { hex: cell.hex, cell, ground: cell.elevation, modified, modifiers };
}

export interface StepLevel {
  /** Distance from the firer (1..R−1). */
  readonly i: number;
  /** The on-board candidates of this step. */
  readonly candidates: readonly HexLevel[];
  /** Lowest level without modifiers, and the hex it comes from. */
  readonly ground: number;
  readonly groundHex: HexLevel;
  /** Lowest level with modifiers, and the hex it comes from. */
  readonly modified: Fraction;
  readonly modifiedHex: HexLevel;
}

/** Special case 1 applies where the step offers two hexes. */
export const runsBetween = (step: StepLevel): boolean => step.candidates.length > 1;

/** Whether the step, read through special case 1, carries modifiers. */
export const hasModifiers = (step: StepLevel): boolean => fracCompare(step.modified, frac(step.ground)) > 0;

export function stepLevel(i: number, candidates: readonly HexLevel[]): StepLevel {
  const groundHex = candidates.reduce((low, c) => (c.ground < low.ground ? c : low));
  const modifiedHex = candidates.reduce((low, c) => (fracCompare(c.modified, low.modified) < 0 ? c : low));
  return { i, candidates, ground: groundHex.ground, groundHex, modified: modifiedHex.modified, modifiedHex };
}

/**
 * What the procedure reads of a traced line: its steps (the candidates on the
 * routes) and the sides the routes cross. A HexTrace is one; the verdict-only
 * path builds just these from the line walk (procedure.ts, verdictSighting).
 */
export interface TracedLine {
  readonly range: number;
  readonly steps: readonly (readonly Axial[])[];
  readonly sides: readonly (readonly { readonly from: Axial; readonly to: Axial }[])[];
}

/** The intervening steps of a trace, firer side first, read through special case 1. */
export function lineProfile(board: Board, trace: TracedLine, units: readonly Axial[]): StepLevel[] {
  const profile: StepLevel[] = [];
  const ix = boardIndex(board);
  const known = units.length === 0 ? bareLevels(board, ix.cells.length) : undefined;
  for (let i = 1; i < trace.range; i++) {
    const candidates: HexLevel[] = [];
    for (const h of trace.steps[i]) {
      const qi = h.q - ix.qMin;
      const ri = h.r - ix.rMin;
      if (qi < 0 || ri < 0 || qi >= ix.width || ri >= ix.height) continue;
      const slot = qi * ix.height + ri;
      const cell = ix.cells[slot];
      if (!cell) continue;
      candidates.push(known ? (known[slot] ??= hexLevel(cell, units)) : hexLevel(cell, units));
    }
    if (candidates.length > 0) profile.push(stepLevel(i, candidates));
  }
  return profile;
}

/**
 * Per slot of the board's index, the hex's level with no unit marker on it: hexLevel reads only the
 * cell then, so each is built once per board and shared by every line (one entry per hex).
 */
const bareLevelsOf = new WeakMap<Board, (HexLevel | undefined)[]>();
function bareLevels(board: Board, slots: number): (HexLevel | undefined)[] {
  let levels = bareLevelsOf.get(board);
  if (!levels) {
    levels = new Array<HexLevel | undefined>(slots).fill(undefined);
    bareLevelsOf.set(board, levels);
  }
  return levels;
}
