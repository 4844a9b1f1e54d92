// The side view of a line of sight: a cross-section read from the board along
// the steps a result traced — each step's ground, the obstacles standing on
// it and on the hexsides between steps, with their heights — and which of
// them the result named as deciding the verdict. It decides nothing: the
// verdict and the deciding places come from the result, the heights from the
// board.
//
// Heights. PanzerBlitz-family boards are drawn in metres, as 000's table of
// heights gives them (midpoints of its ranges): ground 0, level 1 slope 55
// (50–60 m), level 1 hilltop 120 (100–140 m), level 2 slope 155 (150–160 m),
// level 2 hilltop 220 (200–240 m); a low obstacle (woods or town: its hex or
// its green or gray side) stands 15 m (10–20 m) above its base; the coloured
// sides are spines as high as 000 says: brown 65 (60–70 m), orange 120
// (100–140 m), yellow 165 (160–170 m), purple 220 (200–240 m). Elevation
// boards (Tagg) are drawn in their elevation numbers, a forest, orchard or
// town adding 1 (002's modifier).

import { cellAt, labelOf, symbolsOnEdge } from './board-model.ts';
import { edgeBetween, hexEquals, hexDistance } from './hex/axial.ts';
import { hasCanopy } from './rules/tagg/profile.ts';
import type { LosResult } from './rules/types.ts';
import type { Axial, Board, HexCell, HexsideSymbol, Level } from './types.ts';
import { ONE_HEX_TERRAINS, WOODS_AND_TOWNS } from './types.ts';

export type ProfileUnit = 'm' | 'elevation';

/** 000's heights of the levels, in metres. */
export const LEVEL_METRES: Readonly<Record<Level, number>> = { G: 0, S1: 55, H1: 120, S2: 155, H2: 220 };
/** 000: a low obstacle stands 10–20 m above its base. */
export const LOW_OBSTACLE_METRES = 15;
/** 000's heights of the coloured spines, in metres (green and gray are low obstacles, the river none). */
export const SYMBOL_METRES: Readonly<Partial<Record<HexsideSymbol, number>>> = {
  brown: 65,
  orange: 120,
  yellow: 165,
  purple: 220,
};

export interface ProfileHex {
  readonly hex: Axial;
  readonly label: string;
  readonly ground: number;
  /** The top of what stands on the hex (woods, town), when anything does. */
  readonly top?: number;
  /** The result named this hex as deciding the verdict. */
  readonly blocking: boolean;
}

export interface ProfileStep {
  /** Distance from the firer: 0 is the firer, `range` the target. */
  readonly at: number;
  /** The hexes of this step (two where the line runs along a hexside). */
  readonly hexes: readonly ProfileHex[];
}

export interface ProfileSide {
  /** Between step `at − 1` and step `at`: drawn at distance at − ½. */
  readonly at: number;
  readonly between: readonly [Axial, Axial];
  readonly labels: readonly [string, string];
  readonly symbols: readonly HexsideSymbol[];
  /** The top of the obstacle the side carries (its spine, or a low obstacle over its base). */
  readonly top: number;
  /** The result named this side as deciding the verdict. */
  readonly blocking: boolean;
}

export interface LosProfile {
  readonly unit: ProfileUnit;
  readonly range: number;
  readonly visible: boolean;
  readonly steps: readonly ProfileStep[];
  readonly sides: readonly ProfileSide[];
}

function groundOf(cell: HexCell, unit: ProfileUnit): number {
  return unit === 'm' ? LEVEL_METRES[cell.level] : cell.elevation;
}

function topOf(cell: HexCell, unit: ProfileUnit): number | undefined {
  const ground = groundOf(cell, unit);
  if (unit === 'elevation') return hasCanopy(cell) ? ground + 1 : undefined;
  return WOODS_AND_TOWNS.includes(cell.terrain) || ONE_HEX_TERRAINS.includes(cell.terrain)
    ? ground + LOW_OBSTACLE_METRES
    : undefined;
}

function sideTop(symbols: readonly HexsideSymbol[], a: HexCell, b: HexCell, unit: ProfileUnit): number {
  const low = Math.min(groundOf(a, unit), groundOf(b, unit));
  const high = Math.max(groundOf(a, unit), groundOf(b, unit));
  if (unit === 'elevation') return high;
  let top = high;
  for (const s of symbols) {
    if (s === 'green' || s === 'gray') {
      // The base of a low side: the woods or town hex it belongs to, else the lower of the two (rules-panzerblitz.md).
      const owners = [a, b].filter((c) => WOODS_AND_TOWNS.includes(c.terrain));
      const base = owners.length === 1 ? groundOf(owners[0], unit) : low;
      top = Math.max(top, base + LOW_OBSTACLE_METRES);
    } else {
      top = Math.max(top, SYMBOL_METRES[s] ?? high);
    }
  }
  return top;
}

/** The cross-section of a result's line on its board. */
/** What the profile's heights count: the elevation numbers a board of that family prints, else metres. */
export const profileUnit = (board: Board): ProfileUnit => (board.family === 'elevation' ? 'elevation' : 'm');

export function losProfile(board: Board, result: LosResult): LosProfile {
  const unit = profileUnit(board);
  const blockingHexes = result.reasons.flatMap((r) => (r.kind === 'hex' && r.hex ? [r.hex] : []));
  const blockingSides = result.reasons.flatMap((r) =>
    r.kind === 'hexside' && r.between ? [edgeBetween(r.between[0], r.between[1])] : [],
  );

  const steps: ProfileStep[] = result.steps.map((hexes, i) => ({
    at: result.trace === 'hex' ? i : hexDistance(result.from, hexes[0] ?? result.from),
    hexes: hexes.flatMap((h) => {
      const cell = cellAt(board, h);
      if (!cell) return [];
      return [
        {
          hex: h,
          label: cell.label,
          ground: groundOf(cell, unit),
          top: topOf(cell, unit),
          blocking: blockingHexes.some((b) => hexEquals(b, h)),
        },
      ];
    }),
  }));

  const sides: ProfileSide[] = [];
  const seen = new Set<string>();
  for (let i = 1; i < result.steps.length; i++) {
    for (const a of result.steps[i - 1]) {
      for (const b of result.steps[i]) {
        if (hexDistance(a, b) !== 1) continue;
        const edge = edgeBetween(a, b);
        const ca = cellAt(board, a);
        const cb = cellAt(board, b);
        const symbols = symbolsOnEdge(board, edge);
        if (!ca || !cb || seen.has(edge) || symbols.length === 0) continue;
        seen.add(edge);
        sides.push({
          at: steps[i].at,
          between: [a, b],
          labels: [labelOf(board, a), labelOf(board, b)],
          symbols,
          top: sideTop(symbols, ca, cb, unit),
          blocking: blockingSides.includes(edge),
        });
      }
    }
  }
  // A deciding side the steps do not pass between (a corner the line touches): still shown, at its place on the line.
  for (const r of result.reasons) {
    if (r.kind !== 'hexside' || !r.between) continue;
    const edge = edgeBetween(r.between[0], r.between[1]);
    if (seen.has(edge)) continue;
    const [a, b] = r.between;
    const ca = cellAt(board, a);
    const cb = cellAt(board, b);
    if (!ca || !cb) continue;
    seen.add(edge);
    const at = Math.max(hexDistance(result.from, a), hexDistance(result.from, b));
    const symbols = symbolsOnEdge(board, edge);
    sides.push({
      at,
      between: [a, b],
      labels: [ca.label, cb.label],
      symbols,
      top: sideTop(symbols, ca, cb, unit),
      blocking: true,
    });
  }
  sides.sort((x, y) => x.at - y.at);
  return { unit, range: result.range, visible: result.visible, steps, sides };
}
