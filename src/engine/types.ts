// The vocabulary of boards, shared by every rule set, the board loader, the
// worker, the CLI and the UI: one table per vocabulary (symbols and terrains
// with their properties, levels in rank order), every union and subset derived
// from it, so the same list fills pickers, schemas and legends and a new entry
// is one line the compiler then walks through (docs/board-format.md;
// docs/architecture.md, "Where to add things").

export const LEVELS = ['G', 'S1', 'H1', 'S2', 'H2'] as const;
export type Level = (typeof LEVELS)[number];

/** Each level's place in LEVELS, lowest first: the one order every comparison of levels uses. */
export const LEVEL_RANK: Readonly<Record<Level, number>> = Object.fromEntries(LEVELS.map((l, i) => [l, i])) as Record<
  Level,
  number
>;

/**
 * Default numeric elevation of each level (docs/board-format.md, `elevation`): its rank, ground 0. Another name for
 * LEVEL_RANK, by what it means to a board file.
 * @alias
 */
export const LEVEL_ELEVATION: Readonly<Record<Level, number>> = LEVEL_RANK;

/** What a terrain type is, as the rules and the board format read it. */
export interface TerrainProperties {
  /** Default level (docs/board-format.md, terrain table). */
  readonly level: Level;
  /**
   * As an obstacle: `woods-or-town`, a woods or town that owns the green or gray sides around it (a low obstacle's
   * base is the level of the one beside it, docs/board-format.md); `one-hex`, 001's one-hex terrain, always a single-hex
   * obstacle; `none`.
   */
  readonly obstacle: 'woods-or-town' | 'one-hex' | 'none';
  /** The hexside symbols that edge it where it meets other terrain: green for woods, gray for towns. */
  readonly edgedBy: readonly ('green' | 'gray')[];
}

const NOT_AN_OBSTACLE = { obstacle: 'none', edgedBy: [] } as const;

/**
 * Every terrain type, in the order pickers and legends list them. Adding one is one entry here; every Record over
 * Terrain (words, printed colours, the scan's reading, terrain effects) then fails to compile until it answers.
 */
export const TERRAIN_TABLE = {
  clear: { level: 'G', ...NOT_AN_OBSTACLE },
  road: { level: 'G', ...NOT_AN_OBSTACLE },
  ford: { level: 'G', ...NOT_AN_OBSTACLE },
  swamp: { level: 'G', ...NOT_AN_OBSTACLE },
  pond: { level: 'G', ...NOT_AN_OBSTACLE },
  river: { level: 'G', ...NOT_AN_OBSTACLE },
  wheatfield: { level: 'G', ...NOT_AN_OBSTACLE },
  railroad: { level: 'G', ...NOT_AN_OBSTACLE },
  gully: { level: 'G', ...NOT_AN_OBSTACLE },
  woods: { level: 'G', obstacle: 'woods-or-town', edgedBy: ['green'] },
  town: { level: 'G', obstacle: 'woods-or-town', edgedBy: ['gray'] },
  'wood-copse': { level: 'G', obstacle: 'one-hex', edgedBy: [] },
  'collective-farm': { level: 'G', obstacle: 'one-hex', edgedBy: [] },
  'old-fort': { level: 'G', obstacle: 'one-hex', edgedBy: [] },
  'town-woods': { level: 'G', obstacle: 'woods-or-town', edgedBy: ['green', 'gray'] },
  slope: { level: 'S1', ...NOT_AN_OBSTACLE },
  hilltop: { level: 'H1', ...NOT_AN_OBSTACLE },
  slope2: { level: 'S2', ...NOT_AN_OBSTACLE },
  hilltop2: { level: 'H2', ...NOT_AN_OBSTACLE },
  'hilltop-slope2': { level: 'S2', ...NOT_AN_OBSTACLE },
  'town-slope': { level: 'S1', obstacle: 'woods-or-town', edgedBy: ['gray'] },
  'gorge-bridge': { level: 'G', ...NOT_AN_OBSTACLE },
  'bridge-river': { level: 'G', ...NOT_AN_OBSTACLE },
} as const satisfies Readonly<Record<string, TerrainProperties>>;

export type Terrain = keyof typeof TERRAIN_TABLE;
export const TERRAINS = Object.keys(TERRAIN_TABLE) as readonly Terrain[] as readonly [Terrain, ...Terrain[]];

const terrainsWhere = (test: (t: TerrainProperties) => boolean): readonly Terrain[] =>
  TERRAINS.filter((t) => test(TERRAIN_TABLE[t]));

/** 001's one-hex terrain: always a single-hex obstacle. */
export const ONE_HEX_TERRAINS: readonly Terrain[] = terrainsWhere((t) => t.obstacle === 'one-hex');

/**
 * Woods and towns, which own the green and gray sides around them: a low
 * obstacle's base is the level of the one of these beside it (docs/board-format.md).
 */
export const WOODS_AND_TOWNS: readonly Terrain[] = terrainsWhere((t) => t.obstacle === 'woods-or-town');

/** Terrain edged by gray sides: the towns, alone or with woods or on a slope. */
export const TOWN_EDGED_TERRAINS: ReadonlySet<Terrain> = new Set(terrainsWhere((t) => t.edgedBy.includes('gray')));
/** Terrain edged by green sides: the woods, alone or with a town. */
export const WOODS_EDGED_TERRAINS: ReadonlySet<Terrain> = new Set(terrainsWhere((t) => t.edgedBy.includes('green')));

/** Accepted on input, stored as the canonical name. */
export const TERRAIN_ALIASES: Record<string, Terrain> = { streambed: 'gully' };

/** Default level of each terrain type (docs/board-format.md, terrain table). */
export const TERRAIN_LEVEL: Readonly<Record<Terrain, Level>> = Object.fromEntries(
  TERRAINS.map((t) => [t, TERRAIN_TABLE[t].level]),
) as Record<Terrain, Level>;

/** What a hexside symbol is to each rule set and to the app that draws, scans and names it. */
export interface SymbolProperties {
  /**
   * How the PanzerBlitz-family tables judge it: `low`, a low obstacle (000's LOW table: woods and town edges);
   * `elevation`, an elevation edge, a column of the Target Elevation Table; `none`, not an obstacle to them.
   */
  readonly panzerBlitz: 'low' | 'elevation' | 'none';
  /** 004 note 4: `low` stands 0.5 above its base ("like green or gray hex sides"); a number, at that fixed level. */
  readonly tacticalGameX: 'low' | 1 | 2 | 3 | 4 | 'none';
  /** 002: a slope side, which raises the ground a line meets (Tagg). */
  readonly taggSlope: boolean;
  /** 000's height of a coloured spine in metres, the middle of its range (the side view, docs/rules.md). */
  readonly spineMetres?: number;
  /** The board families whose editor offers it. */
  readonly drawnOn: readonly BoardFamily[];
  /** One of the six colours the rules name: drawn with a second cue, a pattern (docs/table.md). */
  readonly ruleColour: boolean;
  /** Read off a photo or a scan as a coloured stroke (docs/cli.md, `hexlos scan`). */
  readonly scanned: boolean;
  /** Players' name for it (the legend, the editor). */
  readonly name: string;
  /** Its name in a verdict's sentences. */
  readonly verdictName: string;
  /** What it marks (docs/board-format.md, Hexsides; 000's obstacle list). */
  readonly meaning: string;
}

const RULE_COLOUR = { taggSlope: false, drawnOn: ['panzerblitz'], ruleColour: true, scanned: true } as const;
const TAGG_SIDE = { panzerBlitz: 'none', tacticalGameX: 'none', ruleColour: false, scanned: false } as const;

/**
 * Every hexside symbol, in the order an edge's symbols are listed. Adding one is one entry here; the compiler then
 * names every Record over HexsideSymbol that must answer (printed and drawn colours, the board linter's checks).
 */
export const SYMBOL_TABLE = {
  green: {
    ...RULE_COLOUR,
    panzerBlitz: 'low',
    tacticalGameX: 'low',
    name: 'green',
    verdictName: 'green (woods)',
    meaning: 'woods edge',
  },
  gray: {
    ...RULE_COLOUR,
    panzerBlitz: 'low',
    tacticalGameX: 'low',
    name: 'gray',
    verdictName: 'gray (town)',
    meaning: 'town edge',
  },
  brown: {
    ...RULE_COLOUR,
    panzerBlitz: 'elevation',
    tacticalGameX: 1,
    spineMetres: 65,
    name: 'brown',
    verdictName: 'brown',
    meaning: 'level 1 slope spine',
  },
  orange: {
    ...RULE_COLOUR,
    panzerBlitz: 'elevation',
    tacticalGameX: 2,
    spineMetres: 120,
    name: 'orange',
    verdictName: 'orange',
    meaning: 'level 1 hilltop edge',
  },
  yellow: {
    ...RULE_COLOUR,
    panzerBlitz: 'elevation',
    tacticalGameX: 3,
    spineMetres: 165,
    name: 'yellow',
    verdictName: 'yellow',
    meaning: 'level 2 slope spine',
  },
  purple: {
    ...RULE_COLOUR,
    panzerBlitz: 'elevation',
    tacticalGameX: 4,
    spineMetres: 220,
    name: 'purple',
    verdictName: 'purple',
    meaning: 'level 2 hilltop edge',
  },
  river: {
    ...TAGG_SIDE,
    taggSlope: false,
    drawnOn: ['panzerblitz', 'elevation'],
    name: 'river',
    verdictName: 'river',
    meaning: 'river hexside (movement only)',
  },
  slope: {
    ...TAGG_SIDE,
    taggSlope: true,
    drawnOn: ['elevation'],
    name: 'slope',
    verdictName: 'slope',
    meaning: 'slope hexside',
  },
  'extreme-slope': {
    ...TAGG_SIDE,
    taggSlope: true,
    drawnOn: ['elevation'],
    name: 'extreme slope',
    verdictName: 'extreme slope',
    meaning: 'extreme slope hexside',
  },
} as const satisfies Readonly<Record<string, SymbolProperties>>;

export type HexsideSymbol = keyof typeof SYMBOL_TABLE;
/**
 * The table read through its declared shape, for properties only some entries give (spineMetres).
 * @alias
 */
export const SYMBOL_PROPERTIES: Readonly<Record<HexsideSymbol, SymbolProperties>> = SYMBOL_TABLE;
export const SYMBOLS = Object.keys(SYMBOL_TABLE) as readonly HexsideSymbol[] as readonly [
  HexsideSymbol,
  ...HexsideSymbol[],
];

/**
 * The symbols of a table (the symbol table unless given) whose property K is V: a subset of HexsideSymbol as a type,
 * so that a Record over it (the elevation table's columns, the patterns of the rule colours) must answer for every
 * symbol the table gives that property.
 */
export type SymbolsWhere<
  K extends keyof SymbolProperties,
  V,
  Table extends Readonly<Record<string, SymbolProperties>> = typeof SYMBOL_TABLE,
> = {
  [S in keyof Table]: Table[S][K & keyof Table[S]] extends V ? S : never;
}[keyof Table];

/** The symbols the table gives a property, in the order of SYMBOLS. */
export const symbolsWhere = <S extends HexsideSymbol = HexsideSymbol>(
  test: (p: SymbolProperties) => boolean,
): readonly S[] => SYMBOLS.filter((s) => test(SYMBOL_PROPERTIES[s])) as S[];

/** Low obstacles to the PanzerBlitz-family tables: green and gray sides. */
export type LowSymbol = SymbolsWhere<'panzerBlitz', 'low'>;
export const LOW_SYMBOLS: readonly LowSymbol[] = symbolsWhere<LowSymbol>((p) => p.panzerBlitz === 'low');
export const isLowSymbol = (s: HexsideSymbol): s is LowSymbol => SYMBOL_TABLE[s].panzerBlitz === 'low';

/** Elevation edges: the columns of the Target Elevation Table (brown, orange, yellow, purple). */
export type ElevationEdgeSymbol = SymbolsWhere<'panzerBlitz', 'elevation'>;
export const ELEVATION_EDGE_SYMBOLS: readonly ElevationEdgeSymbol[] = symbolsWhere<ElevationEdgeSymbol>(
  (p) => p.panzerBlitz === 'elevation',
);
export const isElevationEdge = (s: HexsideSymbol): s is ElevationEdgeSymbol =>
  SYMBOL_TABLE[s].panzerBlitz === 'elevation';

/** The six symbols the rules name by colour, each drawn with a pattern besides its colour. */
export type RuleColour = SymbolsWhere<'ruleColour', true>;
export const RULE_COLOURS: readonly RuleColour[] = symbolsWhere<RuleColour>((p) => p.ruleColour);
export const isRuleColour = (s: HexsideSymbol): s is RuleColour => SYMBOL_TABLE[s].ruleColour;

/** The symbols a scan reads as coloured strokes. */
export type ScannedSymbol = SymbolsWhere<'scanned', true>;
export const SCANNED_SYMBOLS: readonly ScannedSymbol[] = symbolsWhere<ScannedSymbol>((p) => p.scanned);

/** Tagg's slope sides (002). */
export const TAGG_SLOPE_SYMBOLS: readonly HexsideSymbol[] = symbolsWhere((p) => p.taggSlope);

/** The symbols a board family's editor offers, in the order of SYMBOLS. */
export const symbolsDrawnOn = (family: BoardFamily): readonly HexsideSymbol[] =>
  symbolsWhere((p) => p.drawnOn.includes(family));

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

declare const hexKeyBrand: unique symbol;
declare const edgeKeyBrand: unique symbol;
/**
 * `"q,r"`: the key of a hex in maps and sets. Branded, so that only hex/axial.ts's `hexKey` makes one and only its
 * `parseHexKey` reads one: a label, an edge key or any other string is not a HexKey.
 */
export type HexKey = string & { readonly [hexKeyBrand]: true };
/**
 * `"q,r,N" | "q,r,NE" | "q,r,SE"`: one edge, named canonically from one of its two hexes. Branded: made only by
 * hex/axial.ts's `edgeKey` (or `edgeBetween`), read only by its `parseEdgeKey`.
 */
export type EdgeKey = string & { readonly [edgeKeyBrand]: true };

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
