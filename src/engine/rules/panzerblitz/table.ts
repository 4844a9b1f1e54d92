// The PanzerBlitz-family Target Elevation Tables as data (docs/rules.md).
//
// `arvold`: Alan R. Arvold, "Obstacles and Elevation (Modified)" (seed 000),
// five levels, Special Notes A–R. `original`: the 1970 three-level Target
// Elevation Chart as printed in "3D PanzerBlitz Charts" (seed 003), notes A–E,
// read as the full 1970 notes that 000 restates (see docs/rules.md); the house
// reading originalNotes=as-printed reads B, C and D word for word (judge.ts).
//
// One record per firer level × target level; each symbol's entry carries the
// rule id it rests on, so every verdict can cite it and a house rule can
// override a single cell. The interpreter (evaluate.ts) reads any table.

import { ELEVATION_EDGE_SYMBOLS, type ElevationEdgeSymbol, type Level } from '../../types.ts';

/**
 * When one hexside symbol blocks, by its position along the LOS (docs/rules.md).
 * `nearFirer`/`nearTarget` include exactly midway (the 1970 notes, 000 C, D);
 * `closerFirer`/`closerTarget` do not (003's C and D as printed).
 */
export const POSITION_RULES = [
  'block',
  'none',
  'nearFirer',
  'nearTarget',
  'closerFirer',
  'closerTarget',
  'near1/3',
  'far2/3',
  'behindFirer',
  'behindTarget',
] as const;
export type PositionRule = (typeof POSITION_RULES)[number];

export interface SymbolEntry {
  readonly rule: PositionRule;
  /** Rule id the position rule rests on ("C", "TET", "orig-D", ...). */
  readonly note: string;
  /** Counted towards note L's "more than one" (orange and purple counted separately). */
  readonly counted?: boolean;
  /** Rule id of the count, when counted. */
  readonly countNote?: string;
  /**
   * For a cell with no lettered note ("TET"): what it rests on, so a reason
   * cites that and not a table the seeds do not print (docs/rules.md,
   * "How the cells were filled").
   */
  readonly basis?: Basis;
}

/**
 * What a "TET" entry of Arvold's table rests on: `orig`, the 1970 chart's cell
 * that 000 keeps (003 prints it); `above` and `below`, a symbol higher or lower
 * than both units, which 000's heights decide (a straight line between the
 * units passes under or over it); `shift`, the level 2 band read as that chart
 * shifted up one band where a unit stands below the symbol; `g-s2`, ground ↔
 * level 2 slope, which no note covers; `heights`, orange between level 2 units
 * under the reading `level2NoteL=heights`. `shift` and `g-s2` are HexLOS's own
 * assumptions, offered as readings (`level2Band`, `groundLevel2Slope`), whose
 * other values rest on `band-heights` and `g-s2-slope` (docs/rules.md,
 * "HexLOS's own assumptions").
 */
export type Basis = 'orig' | 'shift' | 'above' | 'below' | 'g-s2' | 'heights' | 'band-heights' | 'g-s2-slope';

export type Cell = Readonly<Record<ElevationEdgeSymbol, SymbolEntry>>;

export type ElevationTable = Readonly<Record<Level, Readonly<Record<Level, Cell>>>>;

/** LOW obstacles (green and gray sides, single-hex woods and towns, copses, farms, forts). */
export interface LowObstacleTable {
  /** Base G or S1 ("woods on a slope act as ground woods"). */
  readonly groundBothGround: SymbolEntry;
  readonly groundTargetGround: SymbolEntry;
  readonly groundFirerGround: SymbolEntry;
  readonly groundNeitherGround: SymbolEntry;
  /** Base H1 or S2: note N; its exception treats the H1 unit as G (A or B). */
  readonly raised: SymbolEntry;
  readonly raisedExceptionTarget: SymbolEntry;
  readonly raisedExceptionFirer: SymbolEntry;
  /** Base H2: note N. */
  readonly high: SymbolEntry;
}

export interface PanzerBlitzTable {
  readonly levels: readonly Level[];
  readonly elevation: ElevationTable;
  readonly low: LowObstacleTable;
  /** Rule id of 'adjacent units always see each other'. */
  readonly adjacentNote: string;
}

const e = (rule: PositionRule, note: string, countNote?: string): SymbolEntry =>
  countNote ? { rule, note, counted: true, countNote } : { rule, note };

const cell = (brown: SymbolEntry, orange: SymbolEntry, yellow: SymbolEntry, purple: SymbolEntry): Cell => ({
  brown,
  orange,
  yellow,
  purple,
});

// Shorthands for the cells below. "TET" marks an entry that comes from the
// table itself rather than a lettered note: the original TET's cells that
// Arvold keeps, the level 2 band shifted up, and a symbol higher than both units.
const BLOCK = (note: string) => e('block', note);
const NONE = (note: string) => e('none', note);
const COUNT = (note: string) => e('none', note, 'L');
const ALL_BLOCK = (note: string) => cell(BLOCK(note), BLOCK(note), BLOCK(note), BLOCK(note));

/** Heights for "higher than both units" (000's metres): symbols sit between the unit levels. */
const UNIT_HEIGHT: Readonly<Record<Level, number>> = { G: 0, S1: 2, H1: 4, S2: 6, H2: 8 };
const SYMBOL_HEIGHT: Readonly<Record<ElevationEdgeSymbol, number>> = { brown: 3, orange: 4, yellow: 7, purple: 8 };
const THREE: readonly Level[] = ['G', 'S1', 'H1'];

/** What a "TET" entry rests on (Basis), from where it stands in the table. */
export function basisOf(firer: Level, target: Level, symbol: ElevationEdgeSymbol): Basis {
  if ((firer === 'G' && target === 'S2') || (firer === 'S2' && target === 'G')) return 'g-s2';
  if (THREE.includes(firer) && THREE.includes(target) && (symbol === 'brown' || symbol === 'orange')) return 'orig';
  if (SYMBOL_HEIGHT[symbol] > Math.max(UNIT_HEIGHT[firer], UNIT_HEIGHT[target])) return 'above';
  if (SYMBOL_HEIGHT[symbol] < Math.min(UNIT_HEIGHT[firer], UNIT_HEIGHT[target])) return 'below';
  return 'shift';
}

/**
 * The cells of HexLOS's own assumptions under their other readings (docs/rules.md#hexloss-own-assumptions), as
 * data beside the table; judge.ts `elevationEntry` reads them.
 *
 * `level2Band=heights`: where the band reading (`shift`) says a side between these units does not block, 000's heights
 * put one unit below it (a level 1 slope, 50 to 60 meters, under a brown side, 60 to 70; a level 2 slope, 150 to 160,
 * under a yellow one, 160 to 170): the side blocks when closer to that unit or midway, as C, D, G and H block.
 */
export const LEVEL2_BAND_HEIGHTS: Readonly<Partial<Record<Level, Partial<Record<Level, Partial<Cell>>>>>> = {
  S1: {
    S2: { brown: { rule: 'nearFirer', note: 'TET', basis: 'band-heights' } },
    H2: { brown: { rule: 'nearFirer', note: 'TET', basis: 'band-heights' } },
  },
  S2: {
    S1: { brown: { rule: 'nearTarget', note: 'TET', basis: 'band-heights' } },
    H2: { yellow: { rule: 'nearFirer', note: 'TET', basis: 'band-heights' } },
  },
  H2: {
    S1: { brown: { rule: 'nearTarget', note: 'TET', basis: 'band-heights' } },
    S2: { yellow: { rule: 'nearTarget', note: 'TET', basis: 'band-heights' } },
  },
};

/** `groundLevel2Slope=slope`: the level 2 slope unit read as on a slope, 003's Ground to Slopes ("Brown/Orange"): every coloured side blocks. */
export const GROUND_LEVEL2_SLOPE_AS_SLOPE: SymbolEntry = { rule: 'block', note: 'TET', basis: 'g-s2-slope' };

function withBases(table: PanzerBlitzTable): PanzerBlitzTable {
  const rows = Object.fromEntries(
    table.levels.map((f) => [
      f,
      Object.fromEntries(
        table.levels.map((t) => [
          t,
          Object.fromEntries(
            ELEVATION_EDGE_SYMBOLS.map((sym) => {
              const entry = table.elevation[f][t][sym];
              const basis =
                entry.note === 'TET' || (f === 'G' && t === 'S2') || (f === 'S2' && t === 'G')
                  ? basisOf(f, t, sym)
                  : undefined;
              return [sym, basis ? { ...entry, basis } : entry];
            }),
          ),
        ]),
      ),
    ]),
  );
  return { ...table, elevation: rows as unknown as ElevationTable };
}

/**
 * Arvold's modified table (000), filled as docs/rules.md orders it:
 * his notes where they speak; the original TET for G, S1, H1; the level 2
 * band as the original shifted up one band; a symbol higher than both blocks.
 */
export const ARVOLD_TABLE: PanzerBlitzTable = withBases({
  levels: ['G', 'S1', 'H1', 'S2', 'H2'],
  adjacentNote: 'M',
  elevation: {
    G: {
      G: ALL_BLOCK('O'),
      S1: ALL_BLOCK('TET'),
      H1: cell(e('nearFirer', 'D'), COUNT('L'), BLOCK('TET'), BLOCK('TET')),
      S2: cell(e('nearFirer', 'D'), COUNT('L'), BLOCK('TET'), BLOCK('TET')),
      H2: cell(e('near1/3', 'F'), e('near1/3', 'F', 'L'), e('near1/3', 'F'), COUNT('L')),
    },
    S1: {
      G: ALL_BLOCK('TET'),
      S1: ALL_BLOCK('TET'),
      H1: cell(NONE('TET'), COUNT('L'), BLOCK('TET'), BLOCK('TET')),
      S2: cell(NONE('TET'), NONE('J'), BLOCK('TET'), BLOCK('TET')),
      H2: cell(NONE('TET'), NONE('J'), e('nearFirer', 'H'), NONE('L')),
    },
    H1: {
      G: cell(e('nearTarget', 'C'), COUNT('L'), BLOCK('TET'), BLOCK('TET')),
      S1: cell(NONE('TET'), COUNT('L'), BLOCK('TET'), BLOCK('TET')),
      H1: cell(NONE('TET'), NONE('L'), BLOCK('TET'), BLOCK('TET')),
      S2: cell(NONE('TET'), NONE('J'), BLOCK('TET'), BLOCK('TET')),
      H2: cell(NONE('TET'), NONE('J'), e('nearFirer', 'H'), NONE('L')),
    },
    S2: {
      G: cell(e('nearTarget', 'C'), COUNT('L'), BLOCK('TET'), BLOCK('TET')),
      S1: cell(NONE('TET'), NONE('I'), BLOCK('TET'), BLOCK('TET')),
      H1: cell(NONE('TET'), NONE('I'), BLOCK('TET'), BLOCK('TET')),
      S2: cell(NONE('TET'), COUNT('L'), BLOCK('TET'), BLOCK('TET')),
      H2: cell(NONE('TET'), COUNT('L'), NONE('TET'), COUNT('L')),
    },
    H2: {
      G: cell(e('far2/3', 'E'), e('far2/3', 'E', 'L'), e('far2/3', 'E'), COUNT('L')),
      S1: cell(NONE('TET'), NONE('I'), e('nearTarget', 'G'), NONE('L')),
      H1: cell(NONE('TET'), NONE('I'), e('nearTarget', 'G'), NONE('L')),
      S2: cell(NONE('TET'), COUNT('L'), NONE('TET'), COUNT('L')),
      H2: cell(NONE('TET'), NONE('TET'), NONE('TET'), NONE('L')),
    },
  },
  low: {
    groundBothGround: BLOCK('O'),
    groundTargetGround: e('behindTarget', 'A'),
    groundFirerGround: e('behindFirer', 'B'),
    groundNeitherGround: NONE('A'),
    raised: BLOCK('N'),
    raisedExceptionTarget: e('behindTarget', 'N'),
    raisedExceptionFirer: e('behindFirer', 'N'),
    high: BLOCK('N'),
  },
});

const ORIG_COUNT = (note: string) => e('none', note, 'orig-E');

/**
 * The 1970 Target Elevation Chart as printed in 003 (three levels). Cells
 * without a letter ("All", "Brown/Orange") cite the chart itself: orig-TET.
 * Orange is counted (003's note E) wherever it does not block outright.
 * Only G, S1, H1 rows are read: level 2 terrain is read down a band first.
 */
const ORIGINAL_3x3 = {
  G: {
    G: cell(BLOCK('orig-TET'), BLOCK('orig-TET'), BLOCK('orig-TET'), BLOCK('orig-TET')),
    S1: cell(BLOCK('orig-TET'), BLOCK('orig-TET'), BLOCK('orig-TET'), BLOCK('orig-TET')),
    H1: cell(e('nearFirer', 'orig-D'), ORIG_COUNT('orig-E'), BLOCK('orig-TET'), BLOCK('orig-TET')),
  },
  S1: {
    G: cell(BLOCK('orig-TET'), BLOCK('orig-TET'), BLOCK('orig-TET'), BLOCK('orig-TET')),
    S1: cell(BLOCK('orig-TET'), BLOCK('orig-TET'), BLOCK('orig-TET'), BLOCK('orig-TET')),
    H1: cell(NONE('orig-E'), ORIG_COUNT('orig-E'), BLOCK('orig-TET'), BLOCK('orig-TET')),
  },
  H1: {
    G: cell(e('nearTarget', 'orig-C'), ORIG_COUNT('orig-E'), BLOCK('orig-TET'), BLOCK('orig-TET')),
    S1: cell(NONE('orig-E'), ORIG_COUNT('orig-E'), BLOCK('orig-TET'), BLOCK('orig-TET')),
    H1: cell(NONE('orig-TET'), NONE('orig-E'), BLOCK('orig-TET'), BLOCK('orig-TET')),
  },
} as const;

// Level 2 rows and columns are never read under `original` (levels are mapped
// down first); they repeat the band below so the table stays total.
const ORIGINAL_ROW = (r: keyof typeof ORIGINAL_3x3) => ({
  ...ORIGINAL_3x3[r],
  S2: ORIGINAL_3x3[r].S1,
  H2: ORIGINAL_3x3[r].H1,
});

export const ORIGINAL_TABLE: PanzerBlitzTable = {
  levels: ['G', 'S1', 'H1'],
  adjacentNote: 'M',
  elevation: {
    G: ORIGINAL_ROW('G'),
    S1: ORIGINAL_ROW('S1'),
    H1: ORIGINAL_ROW('H1'),
    S2: ORIGINAL_ROW('S1'),
    H2: ORIGINAL_ROW('H1'),
  },
  low: {
    groundBothGround: BLOCK('orig-TET'),
    groundTargetGround: e('behindTarget', 'orig-A'),
    groundFirerGround: e('behindFirer', 'orig-B'),
    groundNeitherGround: NONE('orig-A'),
    raised: BLOCK('N'),
    raisedExceptionTarget: e('behindTarget', 'N'),
    raisedExceptionFirer: e('behindFirer', 'N'),
    high: BLOCK('N'),
  },
};

/** How `original` reads level 2 terrain and symbols (three levels only). */
export const ORIGINAL_LEVEL_MAP: Readonly<Record<Level, Level>> = { G: 'G', S1: 'S1', H1: 'H1', S2: 'S1', H2: 'H1' };
export const ORIGINAL_SYMBOL_MAP: Readonly<Record<ElevationEdgeSymbol, ElevationEdgeSymbol>> = {
  brown: 'brown',
  orange: 'orange',
  yellow: 'brown',
  purple: 'orange',
};
