// The vocabulary of boards, shared by every rule set, the board loader, the
// worker, the CLI and the UI. Unions come from `as const` arrays so that the
// same list fills pickers, schemas and legends (docs/board-format.md).

export const LEVELS = ['G', 'S1', 'H1', 'S2', 'H2'] as const;
export type Level = (typeof LEVELS)[number];

/** Default numeric elevation of each level (docs/board-format.md, `elevation`). */
export const LEVEL_ELEVATION: Record<Level, number> = { G: 0, S1: 1, H1: 2, S2: 3, H2: 4 };

export const TERRAINS = [
  'clear',
  'road',
  'ford',
  'swamp',
  'pond',
  'river',
  'wheatfield',
  'railroad',
  'gully',
  'woods',
  'town',
  'wood-copse',
  'collective-farm',
  'old-fort',
  'town-woods',
  'slope',
  'hilltop',
  'slope2',
  'hilltop2',
  'hilltop-slope2',
  'town-slope',
  'gorge-bridge',
  'bridge-river',
] as const;
export type Terrain = (typeof TERRAINS)[number];

/** 001's one-hex terrain: always a single-hex obstacle. */
export const ONE_HEX_TERRAINS: readonly Terrain[] = ['wood-copse', 'collective-farm', 'old-fort'];

/**
 * Woods and towns, which own the green and gray sides around them: a low
 * obstacle's base is the level of the one of these beside it (docs/board-format.md).
 */
export const WOODS_AND_TOWNS: readonly Terrain[] = ['woods', 'town', 'town-woods', 'town-slope'];

/** Accepted on input, stored as the canonical name. */
export const TERRAIN_ALIASES: Record<string, Terrain> = { streambed: 'gully' };

/** Default level of each terrain type (docs/board-format.md, terrain table). */
export const TERRAIN_LEVEL: Record<Terrain, Level> = {
  clear: 'G',
  road: 'G',
  ford: 'G',
  swamp: 'G',
  pond: 'G',
  river: 'G',
  wheatfield: 'G',
  railroad: 'G',
  gully: 'G',
  woods: 'G',
  town: 'G',
  'wood-copse': 'G',
  'collective-farm': 'G',
  'old-fort': 'G',
  'town-woods': 'G',
  slope: 'S1',
  hilltop: 'H1',
  slope2: 'S2',
  hilltop2: 'H2',
  'hilltop-slope2': 'S2',
  'town-slope': 'S1',
  'gorge-bridge': 'G',
  'bridge-river': 'G',
};

export const SYMBOLS = [
  'green',
  'gray',
  'brown',
  'orange',
  'yellow',
  'purple',
  'river',
  'slope',
  'extreme-slope',
] as const;
export type HexsideSymbol = (typeof SYMBOLS)[number];

/** Sides of a flat-topped hex, clockwise from the top. */
export const SIDES = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;
export type Side = (typeof SIDES)[number];

export const FEATURES = ['road', 'railroad', 'unimproved-road', 'bridge', 'orchard', 'forest', 'town'] as const;
export type Feature = (typeof FEATURES)[number];

/**
 * Features that make a gully hex clear terrain all year where they cross it:
 * 000 gullies C ("the hexagons on which a road crosses a gully ... are also
 * considered as clear terrain (even if for some reason the road becomes
 * unusable)"), 001 railroad ("transforms a streambed/gully into a clear hex"),
 * and a bridge (001: "any bridge that the unimproved road crosses is still
 * effective year round").
 */
export const GULLY_CROSSINGS: readonly Feature[] = ['road', 'railroad', 'bridge'];

/**
 * 001, Unimproved Road Hex: "only effective in scenarios that occur in the
 * months of May ... October. In any other month treat the hexes as if the
 * unimproved road does not exist". A gully it crosses is clear terrain only in
 * these months (docs/board-format.md); with no month given, the board as printed.
 */
export const UNIMPROVED_ROAD_MONTHS: readonly number[] = [5, 6, 7, 8, 9, 10];

/** Does an unimproved road exist in this month (undefined: no month given, the board as printed)? */
export const unimprovedRoadExists = (month: number | undefined): boolean =>
  month === undefined || UNIMPROVED_ROAD_MONTHS.includes(month);

export const FAMILIES = ['panzerblitz', 'elevation'] as const;
export type BoardFamily = (typeof FAMILIES)[number];

/** Axial coordinates of a flat-topped hex (q: column axis, r: down-right-skewed row axis). */
export interface Axial {
  readonly q: number;
  readonly r: number;
}

/** `"q,r"`: the key of a hex in maps and sets. */
export type HexKey = string;
/** `"q,r,N" | "q,r,NE" | "q,r,SE"`: one edge, named canonically from one of its two hexes. */
export type EdgeKey = string;

/** One hex of a loaded board or map, fully resolved (defaults applied). */
export interface HexCell {
  readonly key: HexKey;
  readonly hex: Axial;
  /** Printed label, upper-case ("C4", or "2-K7" on a map). */
  readonly label: string;
  /** Other labels that name this hex (the second board's label of a joined seam hex). */
  readonly aliases: readonly string[];
  readonly terrain: Terrain;
  readonly level: Level;
  readonly elevation: number;
  readonly features: readonly Feature[];
  /** A woods or town hex that blocks as a whole hex (and always for copse, farm, fort). */
  readonly singleHex: boolean;
  readonly note?: string;
  /**
   * Written as a gully that a road, railroad or bridge crosses, and so loaded
   * as clear terrain (docs/board-format.md): kept so a verdict can say that the
   * crossing is why a unit here is not in a gully.
   */
  readonly crossedGully?: true;
  /** Offset cell on the board or map grid (column, row index). */
  readonly column: number;
  readonly row: number;
}

export interface GridInfo {
  readonly columns: number;
  readonly rows: number;
  readonly shifted: 'odd' | 'even';
  readonly firstRow: number;
  readonly halfHexes: boolean;
}

/** A loaded board or map of several boards: what every engine function takes. */
export interface Board {
  readonly id: string;
  readonly name: string;
  readonly family: BoardFamily;
  /** For a map: the bounding grid of map cells. */
  readonly grid: GridInfo;
  readonly cells: ReadonlyMap<HexKey, HexCell>;
  /** Symbols on each edge; an edge may carry several (docs/board-format.md). */
  readonly edges: ReadonlyMap<EdgeKey, readonly HexsideSymbol[]>;
  /** Upper-case label or alias → hex key. */
  readonly labels: ReadonlyMap<string, HexKey>;
  /** For a map: the boards it is made of, in order. */
  readonly parts?: readonly { name: string; boardId: string; column: number; row: number; turned: boolean }[];
}
