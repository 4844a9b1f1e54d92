// What a line-of-sight query asks and what its answer carries. The answer is
// plain data (structured-clone safe: it crosses postMessage): the UI draws it,
// the CLI prints it; neither decides a rule.

import type { Fraction } from '../fraction.ts';
import type { Axial, BoardFamily, HexsideSymbol, Level, Terrain } from '../types.ts';
import type { RuleSetId, TraceMode } from './ids.ts';
import type { ReadingId, Readings } from './readings.ts';

/** Markers for the current turn (docs/cli.md). */
export interface TurnMarkers {
  /** Hexes where artillery fell this turn: they block LOS through them (003). */
  readonly blockedHexes?: readonly Axial[];
  /** 1..12, for month-dependent terrain (001). */
  readonly month?: number;
  /** Hexes where a unit stands (Tagg's +1/4). */
  readonly units?: readonly Axial[];
}

/**
 * The terms a question about the board is judged under: the rule set, the
 * trace mode, this turn's markers and the group's house readings. A line, a
 * viewshed, the all-pairs matrix and combat's LOS check all take them.
 */
export interface Judging {
  readonly rules: RuleSetId;
  readonly trace?: TraceMode;
  readonly markers?: TurnMarkers;
  /** House readings of contested rule texts (readings.ts, READINGS); the defaults where not given. */
  readonly readings?: Partial<Readings>;
}

export interface LosQuery extends Judging {
  readonly from: Axial;
  readonly to: Axial;
}

export interface UnitEnd {
  readonly hex: Axial;
  readonly label: string;
  /** The level the rule table reads (a unit in a gully is G). */
  readonly level: Level;
  readonly terrain: Terrain;
  readonly elevation: number;
  readonly inGully: boolean;
}

export type ReasonKind = 'hexside' | 'hex' | 'pair';

export interface LosReason {
  /** Rule id of docs/cli.md: "C", "gullies-A", "001-c1", "orig-E", "tgx-table", "tagg-11", ... */
  readonly rule: string;
  readonly kind: ReasonKind;
  readonly symbol?: HexsideSymbol;
  /** Side k of R (hex-traced mode). */
  readonly side?: number;
  /** The two hexes of a hexside reason. */
  readonly between?: readonly [Axial, Axial];
  /** The hex of a hex reason. */
  readonly hex?: Axial;
  /** Where along the line: (k − 1/2)/R in hex mode, the segment parameter t in real space. */
  readonly position?: Fraction;
  /** How many routes use this obstacle (hex-traced mode). */
  readonly routesThrough?: bigint;
  /** A sentence a player can read aloud, ending with its rule note by name ("note C"); what the note says is in the result's `citations`. */
  readonly text: string;
  /** Ids of the result's `citations` this sentence names, in order. */
  readonly cites?: readonly string[];
  /**
   * Other obstacles the line met that were judged exactly alike (same symbol,
   * same rule, same why), named in this sentence ("The same holds for …")
   * rather than each in a sentence of its own: a long woods line reads as one
   * entry, and every side is still named once with where it lies.
   */
  readonly alike?: readonly LosPlace[];
  /**
   * The distance rule that judged this obstacle, when one did (000 notes C–H,
   * 003's notes C and D, 004's cells): its mark along the line and where it
   * measured the obstacle. The side view draws the mark (profile.ts).
   */
  readonly distance?: DistanceTest;
  /**
   * The facts about the units or the line this sentence states ("both units
   * are on hilltops of the same level", "not adjacent"), so that a test can
   * hold each against the result's own levels and geometry (premises.ts;
   * docs/rules.md#every-premise-true).
   */
  readonly premises?: readonly Premise[];
}

/**
 * A distance rule as it was applied to one obstacle: all fractions of the way
 * from the firing unit. The obstacle blocks on the `blocksTowards` side of the
 * mark (on the mark itself when `markBlocks`), and, for 004's cells, also when
 * the lower unit keeps fewer whole hexes from it than the cell asks.
 */
export interface DistanceTest {
  /** The rule's mark: 1/2 (midway), 1/3 or 2/3. */
  readonly mark: Fraction;
  /** Where the rule placed the obstacle (under the query's reading of "2/3 of the distance"). */
  readonly at: Fraction;
  /** The end whose side of the mark the rule blocks. */
  readonly blocksTowards: 'firer' | 'target';
  /** Exactly on the mark blocks (000's "or exactly midway", "at least 2/3", "1/3 or less"). */
  readonly markBlocks: boolean;
  /** 004: whole hexes the lower unit must keep from the obstacle, and how many it keeps. */
  readonly hexesAway?: { readonly unit: 'firer' | 'target'; readonly need: number; readonly away: number };
}

/**
 * A fact a sentence states about the two units or the line between them.
 * `levels`: the units as the table reads them ("a unit on a level 2 hilltop
 * firing to a level 1 slope", "a unit in a gully"); `same-level-hilltops`:
 * both on hilltops of one level (000 note L's exception; 003's E: both on
 * hilltops); `cases-G-to-J`: one unit on a level 2 hilltop or slope, the other
 * on a level 1 hilltop or slope (000 notes G–J, which note L sets apart);
 * `adjacent` / `not-adjacent`: range 1 or more; `higher-than-both`: an
 * obstacle whose height is above both units' heights (rules 002 and 004).
 */
export type Premise =
  | {
      readonly fact: 'levels';
      readonly firer: Level;
      readonly target: Level;
      readonly firerInGully: boolean;
      readonly targetInGully: boolean;
    }
  | { readonly fact: 'same-level-hilltops' }
  | { readonly fact: 'cases-G-to-J' }
  | { readonly fact: 'adjacent' }
  | { readonly fact: 'not-adjacent' }
  | { readonly fact: 'higher-than-both'; readonly height: Fraction };

/** Where one obstacle of a grouped entry lies (LosReason.alike). */
export type LosPlace = Pick<
  LosReason,
  'kind' | 'symbol' | 'side' | 'between' | 'hex' | 'position' | 'routesThrough' | 'distance'
>;

/**
 * A rule text a result cites, said once for the whole result (docs/rules.md,
 * "What a result lists"): each sentence names it ("note C", "003's note D",
 * "note 3", "line 1") and the quote or what the cell rests on is here, not
 * repeated in every sentence.
 */
export interface Citation {
  /** What sentences refer to it by: a rule id ("C", "orig-D", "tgx-3", "tagg-1"), or one with what it rests on ("TET:shift"). */
  readonly id: string;
  /** How sentences name it. */
  readonly name: string;
  /** What it says, quoted from the rule text, or what HexLOS's reading rests on. */
  readonly text: string;
}

export interface LosResult {
  readonly from: Axial;
  readonly to: Axial;
  readonly range: number;
  readonly rules: RuleSetId;
  readonly trace: TraceMode;
  readonly firer: UnitEnd;
  readonly target: UnitEnd;
  readonly visible: boolean;
  /** Candidate hexes per step (hex mode) or the hexes the segment enters (real space). */
  readonly steps: readonly (readonly Axial[])[];
  readonly routes: { readonly count: bigint; readonly blocked: bigint };
  /** One blocked route, when any route is blocked. */
  readonly blockedRoute?: readonly Axial[];
  /** Empty exactly when visible. */
  readonly reasons: readonly LosReason[];
  /** Obstacles the line met that did not block, each with why (symbols, single-hex obstacles), in order along the line. */
  readonly cleared?: readonly LosReason[];
  /** Readings the rule set made for this query ("level 2 slope read as slope under the original rules"). */
  readonly notes: readonly string[];
  /** Contested readings under which this verdict would be the other one. */
  readonly disputes?: readonly Dispute[];
  /** Every rule text the reasons and cleared entries name, each once, in order of first mention. */
  readonly citations?: readonly Citation[];
}

/** A verdict that depends on a contested reading (docs/rules.md#disputed-readings). */
export interface Dispute {
  readonly reading: ReadingId;
  /** The other reading's value, under which the verdict differs. */
  readonly value: string;
  /** The verdict under that reading. */
  readonly visible: boolean;
  /** "Under the other reading of 000 note L (orange and purple counted together) this line is BLOCKED." */
  readonly text: string;
  /** The reading in force for this verdict, in players' words ("orange and purple counted separately"). */
  readonly inForce: string;
}

export interface RuleSetInfo {
  readonly id: RuleSetId;
  /** Name shown to players. */
  readonly name: string;
  /** Seed the rule set implements. */
  readonly source: string;
  readonly families: readonly BoardFamily[];
  readonly traces: readonly TraceMode[];
}
