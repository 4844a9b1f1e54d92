// What a combat question asks and what its answer carries (docs/combat.md; the
// `odds --json` shape of docs/cli.md with exact Fractions and Axial hexes instead of
// strings and labels). Plain data: it crosses postMessage, the UI draws it, the
// CLI prints it; neither decides a rule.

import type { Fraction } from '../fraction.ts';
import type { RuleSetId, TraceMode } from '../rules/ids.ts';
import type { Judging, LosResult } from '../rules/types.ts';
import type { Axial, Level, Terrain } from '../types.ts';

/** Weapon classes of the 003 Weapon Effectiveness Chart. */
export const WEAPON_CLASSES = ['I', 'A', 'H', 'M'] as const;
export type WeaponClass = (typeof WEAPON_CLASSES)[number];

/** Results of the combat results table; `none` is the printed "–". */
export const CRT_RESULTS = ['X', 'DD', 'D', 'none'] as const;
export type CrtResult = (typeof CRT_RESULTS)[number];

/** One printing of a combat results table, kept as data so that another printing can be added. */
export interface CombatResultsTable {
  readonly id: string;
  readonly name: string;
  /** Seed file and chart the table is copied from. */
  readonly source: string;
  /** Odds columns, lowest first, as printed ("1-4" .. "4-1"). */
  readonly columns: readonly string[];
  /** One row per modified die roll, lowest first; `results[i]` belongs to `columns[i]`. */
  readonly rows: readonly { readonly roll: number; readonly results: readonly CrtResult[] }[];
}

export interface FirerInput {
  readonly hex: Axial;
  /** Attack factor as printed on the counter (exact; a fraction is accepted). */
  readonly af: Fraction;
  readonly weaponClass: WeaponClass;
  /** Range allowance in hexes. */
  readonly range: number;
  /** Overrun: the movement points the unit has left when it starts the pass; not checked when absent. */
  readonly movementLeft?: Fraction;
  /** Overrun: the unit is a truck (the pass costs trucks' rates). */
  readonly truck?: boolean;
  /** Overrun: friendly units already in the hex where the pass must stop, destroyed ones included; stacking not checked when absent. */
  readonly unitsAtExit?: number;
}

/** Whose units attack, for the stacking limit an overrun's stop must keep (003 Stacking). */
export type Army = 'german' | 'russian';

/** The judging terms (Judging) are those of the LOS check of direct fire. */
export interface CombatInput extends Judging {
  readonly target: Axial;
  /** Defence factor of the target (the combined DF where the terrain combines stacked units). */
  readonly df: Fraction;
  readonly armored?: boolean;
  /** The defender is already dispersed: −1 on the die and DD reads as X. */
  readonly dispersed?: boolean;
  readonly overrun?: boolean;
  /** Whose units overrun: their stacking limit is checked in the hex where each must stop (with the firers' `unitsAtExit`). */
  readonly army?: Army;
  /** Indirect (artillery) fire: no LOS check, never halved for elevation. */
  readonly indirect?: boolean;
  /**
   * Observed artillery: a forward observer sees the target hex, so the fire
   * falls on that hex, with no hit roll (003 Offboard Artillery). Only with `indirect`.
   */
  readonly observed?: boolean;
  readonly firers: readonly FirerInput[];
  /** Combat results table to read; default: the 003 printing. */
  readonly crt?: CombatResultsTable;
  /** Indirect fire's hit roll and scatter distances; default: the 003 printing. */
  readonly indirectTable?: IndirectFireTable;
}

/** One rule applied: its id, the seed it comes from and a sentence a player can read aloud. */
export interface RuleStep {
  /** "hill-A", "hill-B", "hill-C", "001-town-slope", "003-weapon-A", "003-overrun", "003-drm-woods", ... */
  readonly rule: string;
  /** Seed file and note, e.g. "000_a03a26f52f8a01a8.txt, Hill and Slope Defense Exceptions C". */
  readonly source: string;
  readonly text: string;
}

/** A factor applied to one firer's AF. Factor 1 records a halving that an exception lifted. */
export interface Multiplier extends RuleStep {
  readonly factor: Fraction;
}

export interface DieRollModifier extends RuleStep {
  readonly value: number;
}

export interface CombatTarget {
  readonly hex: Axial;
  readonly terrain: Terrain;
  readonly level: Level;
  /** Armoured as entered, or automatically by its terrain. */
  readonly armored: boolean;
  readonly df: Fraction;
  /** Stacked units in this hex combine into one DF (towns, farms, forts, town/woods, town/slope). */
  readonly combinedDf: boolean;
}

export interface FirerResult {
  readonly hex: Axial;
  readonly af: Fraction;
  readonly weaponClass: WeaponClass;
  readonly range: number;
  readonly distance: number;
  /** The LOS verdict for direct fire; null when not checked (indirect fire, overrun). */
  readonly los: LosResult | null;
  /** For an overrun: the pass through the target, its exit hex and the movement points it needs. */
  readonly pass?: OverrunPass;
  /** In the order applied: weapon effectiveness, then elevation. */
  readonly multipliers: readonly Multiplier[];
  /** AF × every factor, exact (not rounded). */
  readonly effective: Fraction;
}

/** A firer that cannot take part, with the rule that keeps it out. */
export interface ExcludedFirer {
  readonly hex: Axial;
  readonly af: Fraction;
  readonly weaponClass: WeaponClass;
  readonly range: number;
  readonly distance: number;
  readonly rule: string;
  readonly source: string;
  /** A sentence a player can read aloud, e.g. "out of range (distance 12 > range 8)". */
  readonly reason: string;
  /** The LOS verdict when the firer is excluded for want of LOS. */
  readonly los?: LosResult;
  /** An overrun refused for its exit hex: the hex directly opposite the entry (absent when off the map). */
  readonly exit?: Axial;
}

/** One hex entered on an overrun's pass, with what it costs (003 TEC, 001). */
export interface PassStep extends RuleStep {
  readonly hex: Axial;
  /** Movement points for any unit but a truck. */
  readonly mp: Fraction;
  readonly truckMp: Fraction;
}

/**
 * An overrun's pass (003 Overrun Attack): in from the entry hex (the unit's own
 * hex), through the target, and out to the hex directly opposite the entry.
 */
export interface OverrunPass {
  readonly entry: Axial;
  readonly exit: Axial;
  /** Entering the target hex, then the exit hex. */
  readonly steps: readonly PassStep[];
  readonly mp: Fraction;
  readonly truckMp: Fraction;
  /** What the board cannot tell and a player must check (a swamp without a road, a bridge's road hexside). */
  readonly cautions: readonly RuleStep[];
  /** "The pass needs 2 MP (trucks 4): …", a sentence a player can read aloud. */
  readonly text: string;
}

/** Unobserved artillery's hit roll and scatter distances, as data with their source (003). */
export interface IndirectFireTable {
  readonly source: string;
  /** Faces of the hit roll that hit the target hex; every other face misses and scatters. */
  readonly hitFaces: readonly number[];
  /** After a miss, the roll for the hexes moved from the target hex; `hexes` null: missed altogether. */
  readonly scatter: readonly { readonly faces: readonly number[]; readonly hexes: number | null }[];
}

/** The hit roll and scatter distances of one indirect fire, each with its chance of the whole shot. */
export interface IndirectFireReading {
  readonly source: string;
  readonly hitFaces: readonly number[];
  readonly hitChance: Fraction;
  readonly scatter: readonly {
    readonly faces: readonly number[];
    readonly hexes: number | null;
    readonly chance: Fraction;
  }[];
  /** The chance of each result once the shell has hit: the die table's own n/6. */
  readonly chancesIfHit: Readonly<Record<CrtResult, Fraction>>;
  /** "Hit roll: 1–2 hits the target hex (1 in 3); 3–6 miss and scatter …" */
  readonly text: string;
}

export interface DieFace {
  readonly face: number;
  /** face + the die-roll modifiers, before clamping. */
  readonly modified: number;
  /** The table row read: `modified` clamped to the table's rows. */
  readonly roll: number;
  /** The result that applies (DD against a dispersed defender reads as X). */
  readonly result: CrtResult;
  /** The result as printed in the table. */
  readonly printed: CrtResult;
}

export interface CombatResult {
  readonly target: CombatTarget;
  readonly rules: RuleSetId;
  readonly trace: TraceMode;
  readonly overrun: boolean;
  readonly indirect: boolean;
  /** Observed artillery: no hit roll (003 Offboard Artillery). */
  readonly observed: boolean;
  readonly dispersed: boolean;
  readonly firers: readonly FirerResult[];
  readonly excluded: readonly ExcludedFirer[];
  /** Sum of the firers' effective AFs, exact. */
  readonly totalAf: Fraction;
  /** totalAf / DF, exact. */
  readonly ratio: Fraction;
  /** The odds rounded in the defender's favour, before any shift or clamping ("5-1", "1-6"); null when no AF. */
  readonly odds: string | null;
  /** The table column read ("2-1"); null when below the first column (no effect possible). */
  readonly column: string | null;
  /** Columns shifted to the right (1 for an overrun). */
  readonly shift: number;
  readonly drm: readonly DieRollModifier[];
  /** Sum of the die-roll modifiers. */
  readonly drmTotal: number;
  /** Faces 1..6 in order. */
  readonly dice: readonly DieFace[];
  /** Chance of each result: n/6, times the hit chance for indirect fire (a shell that scatters does nothing here). */
  readonly chances: Readonly<Record<CrtResult, Fraction>>;
  /** Indirect fire's hit roll and scatter; null for direct fire, observed artillery and overruns. */
  readonly indirectFire: IndirectFireReading | null;
  /** An overrun that no unit can make, with the reason; the odds are then those of no attack. */
  readonly refusal: RuleStep | null;
  /** Readings that affect the attack but are not factors or modifiers (combined DF, armoured by terrain, table edges). */
  readonly notes: readonly RuleStep[];
  /** Spotting reminders: shown, never a refusal. */
  readonly reminders: readonly RuleStep[];
  readonly crt: { readonly id: string; readonly name: string; readonly source: string };
}
