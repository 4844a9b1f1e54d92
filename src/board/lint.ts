// The designer's lint (docs/board-format.md#what-is-refused-and-what-is-warned): places where a board
// loads but its designer has likely made a mistake. Warnings only; the board
// is used as written. Each warning names the hexside entry or hex entry of the
// file (JSON path) and the hex label.
//
// Checks, and the reading each one makes of the rule texts:
// - orange must separate a level 1 hilltop (or higher ground) from lower
//   ground, purple a level 2 hilltop from lower ground (000 obstacle list);
// - brown must be beside a level 1 slope, yellow beside a level 2 slope
//   (000: "Level 1 Slope" / "Level 2 Slope" hexsides; ridges, note R, have
//   slopes on both sides);
// - green needs woods (or town/woods) on one side, gray a town, town/woods or
//   town/slope hex (000 obstacle list, 001);
// - a hilltop region with no slope beside it and no orange edge around it
//   (interior plateau hexes need no orange, note P, so the check is per region);
// - multi-hex woods or towns with no green or gray edge at all (they block
//   only across those sides, 001 clarification 3), on PanzerBlitz boards;
// - green or gray sides around a single-hex obstacle (the hex blocks as a
//   whole; docs/rules.md: drawn sides still count);
// - Tagg's slope hexsides between hexes of equal elevation, or on a
//   PanzerBlitz board;
// - a symbol on a board's outer edge (it only matters once boards are joined);
//   on a map the outer edge is the map's and nothing lies beyond it;
// - the same symbol named twice for one edge in one file.

import { edgeBetween, edgeHexes, hexKey, neighbours } from '../engine/hex/axial.ts';
import {
  type Board,
  type EdgeKey,
  type HexCell,
  type HexKey,
  type HexsideSymbol,
  isLowSymbol,
  type Level,
  LEVEL_RANK,
  type Terrain,
  TOWN_EDGED_TERRAINS,
  WOODS_EDGED_TERRAINS,
} from '../engine/types.ts';
import { type Problem, ProblemList } from './problem.ts';
import type { EdgeEntry, Provenance } from './resolve-board.ts';

const LEVEL_NAME: Readonly<Record<Level, string>> = {
  G: 'ground level',
  S1: 'level 1 slope',
  H1: 'level 1 hilltop',
  S2: 'level 2 slope',
  H2: 'level 2 hilltop',
};

type EdgeCheck = (a: HexCell, b: HexCell, board: Board) => string | undefined;

const describe = (c: HexCell): string => `${c.label} (${c.terrain}, ${LEVEL_NAME[c.level]})`;
const pair = (a: HexCell, b: HexCell): string => `${describe(a)} and ${describe(b)}`;
const rankSpan = (a: HexCell, b: HexCell): [number, number] => {
  const x = LEVEL_RANK[a.level];
  const y = LEVEL_RANK[b.level];
  return x < y ? [x, y] : [y, x];
};

/** Per symbol: undefined when the symbol sits where it belongs, else what is wrong. */
const EDGE_CHECKS: Readonly<Record<HexsideSymbol, EdgeCheck>> = {
  orange: (a, b) => {
    const [lo, hi] = rankSpan(a, b);
    return hi >= LEVEL_RANK.H1 && lo < LEVEL_RANK.H1
      ? undefined
      : `orange hexside between ${pair(a, b)} does not separate a hilltop from lower ground`;
  },
  purple: (a, b) => {
    const [lo, hi] = rankSpan(a, b);
    return hi === LEVEL_RANK.H2 && lo < LEVEL_RANK.H2
      ? undefined
      : `purple hexside between ${pair(a, b)} does not separate a level 2 hilltop from lower ground`;
  },
  brown: (a, b) =>
    a.level === 'S1' || b.level === 'S1'
      ? undefined
      : `brown hexside between ${pair(a, b)} is not beside a level 1 slope`,
  yellow: (a, b) =>
    a.level === 'S2' || b.level === 'S2'
      ? undefined
      : `yellow hexside between ${pair(a, b)} is not beside a level 2 slope`,
  green: (a, b) =>
    WOODS_EDGED_TERRAINS.has(a.terrain) || WOODS_EDGED_TERRAINS.has(b.terrain) || a.singleHex || b.singleHex
      ? undefined
      : `green hexside between ${pair(a, b)} has no woods on either side`,
  gray: (a, b) =>
    TOWN_EDGED_TERRAINS.has(a.terrain) || TOWN_EDGED_TERRAINS.has(b.terrain) || a.singleHex || b.singleHex
      ? undefined
      : `gray hexside between ${pair(a, b)} has no town on either side`,
  river: () => undefined,
  slope: (a, b, board) => taggSlope('slope', a, b, board),
  'extreme-slope': (a, b, board) => taggSlope('extreme-slope', a, b, board),
};

function taggSlope(symbol: string, a: HexCell, b: HexCell, board: Board): string | undefined {
  if (board.family !== 'elevation')
    return `${symbol} hexside between ${a.label} and ${b.label}: no PanzerBlitz rule set reads Tagg's slope hexsides`;
  if (a.elevation === b.elevation)
    return `${symbol} hexside between ${a.label} and ${b.label}, both at elevation ${a.elevation}`;
  return undefined;
}

export interface LintOptions {
  /** Where each hex and hexside was written; without it, paths fall back to `hexes.<label>` and `hexsides`. */
  readonly provenance?: Provenance;
}

/** The designer's warnings: the first ones listed, the rest counted (ProblemList), however large the board or map. */
export function lintBoard(board: Board, options: LintOptions = {}): Problem[] {
  const { provenance } = options;
  const isMap = provenance?.isMap ?? board.parts !== undefined;
  const warnings = new ProblemList();
  const hexPath = (key: HexKey, label: string): string =>
    provenance?.hexPaths.get(key) ?? (isMap ? '' : `hexes.${label}`);
  /** The file's entries for one symbol on an edge, or a stand-in naming the edge. */
  const entriesFor = (edge: EdgeKey, symbol: HexsideSymbol, fallbackHex: string): EdgeEntry[] => {
    const found = provenance?.edgeEntries.get(edge)?.filter((e) => e.symbol === symbol) ?? [];
    return found.length > 0 ? found : [{ symbol, path: 'hexsides', hex: fallbackHex, source: 0 }];
  };
  const warnEdge = (edge: EdgeKey, symbol: HexsideSymbol, fallbackHex: string, message: string) => {
    const [entry] = entriesFor(edge, symbol, fallbackHex);
    warnings.add({ path: entry.path, hex: entry.hex, message });
  };

  for (const [edge, symbols] of board.edges) {
    const [ha, hb] = edgeHexes(edge);
    const a = board.cells.get(hexKey(ha));
    const b = board.cells.get(hexKey(hb));
    const inside = a ?? b;
    if (!inside) continue;
    for (const symbol of symbols) {
      if (!a || !b) {
        if (!isMap) {
          warnEdge(
            edge,
            symbol,
            inside.label,
            `${symbol} hexside on the board's outer edge at ${inside.label}: it only matters once boards are joined`,
          );
        }
        continue;
      }
      // Name the hexes in the order the file does: the entry's own hex first.
      const [first, second] = entriesFor(edge, symbol, a.label)[0].hex === b.label ? [b, a] : [a, b];
      const problem = EDGE_CHECKS[symbol](first, second, board);
      if (problem) warnEdge(edge, symbol, first.label, problem);
      if (isLowSymbol(symbol) && (a.singleHex || b.singleHex)) {
        const single = a.singleHex ? a : b;
        warnEdge(
          edge,
          symbol,
          single.label,
          `${symbol} hexside drawn around single-hex obstacle ${single.label} (${single.terrain}): the hex blocks as a whole, the side is redundant`,
        );
      }
    }
    // The same symbol twice on one edge, within one file.
    const entries = provenance?.edgeEntries.get(edge) ?? [];
    const seen = new Set<string>();
    for (const e of entries) {
      const id = `${e.source}:${e.symbol}`;
      if (seen.has(id))
        warnings.add({ path: e.path, hex: e.hex, message: `the ${e.symbol} symbol is given twice for this edge` });
      seen.add(id);
    }
  }

  addRegionWarnings(board, hexPath, warnings);
  return warnings.listed('warnings');
}

/** Connected groups of hexes of one terrain. */
function regions(board: Board, terrain: Terrain, include: (c: HexCell) => boolean = () => true): HexCell[][] {
  const seen = new Set<HexKey>();
  const out: HexCell[][] = [];
  for (const start of board.cells.values()) {
    if (start.terrain !== terrain || !include(start) || seen.has(start.key)) continue;
    const group: HexCell[] = [];
    const queue = [start];
    seen.add(start.key);
    while (queue.length > 0) {
      const cell = queue.pop() as HexCell;
      group.push(cell);
      for (const n of neighbours(cell.hex)) {
        const next = board.cells.get(hexKey(n));
        if (next && next.terrain === terrain && include(next) && !seen.has(next.key)) {
          seen.add(next.key);
          queue.push(next);
        }
      }
    }
    out.push(group);
  }
  return out;
}

/** Each on-board neighbour across each side of a region's outline, with the edge's symbols. */
function* outline(
  board: Board,
  group: readonly HexCell[],
): Generator<{ outside: HexCell; symbols: readonly HexsideSymbol[] }> {
  const inside = new Set(group.map((c) => c.key));
  for (const cell of group) {
    for (const n of neighbours(cell.hex)) {
      const outside = board.cells.get(hexKey(n));
      if (!outside || inside.has(outside.key)) continue;
      yield { outside, symbols: board.edges.get(edgeBetween(cell.hex, n)) ?? [] };
    }
  }
}

const names = (group: readonly HexCell[]): string => {
  const labels = group.map((c) => c.label);
  return labels.length <= 4 ? labels.join(', ') : `${labels.slice(0, 3).join(', ')} and ${labels.length - 3} more`;
};

function addRegionWarnings(board: Board, hexPath: (key: HexKey, label: string) => string, out: ProblemList): void {
  const at = (cell: HexCell, message: string): Problem => ({
    path: hexPath(cell.key, cell.label),
    hex: cell.label,
    message,
  });

  for (const group of regions(board, 'hilltop')) {
    let rimmed = false;
    for (const { outside, symbols } of outline(board, group)) {
      if (outside.level === 'S1' || symbols.includes('orange')) rimmed = true;
    }
    if (!rimmed) {
      out.add(
        at(
          group[0],
          `hilltop ${group.length === 1 ? 'hex' : 'hexes'} ${names(group)} with no slope beside and no orange edge around`,
        ),
      );
    }
  }
  // Elevation-number rule sets read woods and towns as modifiers of the hex, not by their edges.
  const edgedObstacles =
    board.family === 'panzerblitz'
      ? ([
          ['woods', 'green'],
          ['town', 'gray'],
        ] as const)
      : [];
  for (const [terrain, symbol] of edgedObstacles) {
    for (const group of regions(board, terrain, (c) => !c.singleHex)) {
      let edged = false;
      for (const { symbols } of outline(board, group)) if (symbols.includes(symbol)) edged = true;
      if (!edged && group.length > 1) {
        out.add(
          at(
            group[0],
            `${terrain} hexes ${names(group)} have no ${symbol} edge: multi-hex ${terrain} blocks only across its ${symbol} hexsides`,
          ),
        );
      }
    }
  }
}
