// An overrun's pass, from 003_556d2a178b7b89f6.txt ("3D PanzerBlitz Charts",
// Overrun Attack: "Overrunning unit must have enough movement points to pass
// through the target in a straight line. Overrunning unit must stop in the hex
// directly opposite the hex of entry"), with the entry costs of 003's Terrain
// Effects Chart and of 001_637a09858b693391.txt (each new terrain's "Effects
// on Movement", River Hex, clarification 5).
//
// Interpretations (docs/combat.md#overrun-003-overrun-attack):
// - The entry hex is the overrunning unit's own hex (it is adjacent to the
//   target); the exit hex is the target's mirror of it, target + (target − entry).
// - The exit hex must be on the map and enterable: not a pond (003 TEC), not a
//   river hex and not across a river hexside unless a bridge is in the hex
//   entered (001 River Hex). The same river rule is applied to the step into
//   the target, since a unit that cannot enter the target cannot pass through it.
// - The pass costs entering the target and entering the exit hex. Entering the
//   target never uses the road or railroad rate: the defender is in the hex
//   (003 TEC Roads: "Only one unit in hex to use"; 001 clarification 5: a
//   passing unit pays "the other terrain in the first hex"). Leaving a gully to
//   enter the target adds 003's "+3 MP to leave" (trucks +5).
// - Two adjacent hexes that both carry a road (or a railroad) are taken as
//   joined by it: the board says which hexes have a road, not where it runs.
// - Costs are given for every unit but trucks, and for trucks.
// - When the players give a unit's movement points left, the pass must not
//   cost more ("enough movement points to pass through the target"); when
//   they give the units already in the hex where it must stop, that hex must
//   keep 003's stacking limit with the overrunning unit in it ("German - 3
//   units per hex, Russian - 2 units per hex. Destroyed units count for
//   stacking"). Left out, neither is checked: the counters are on the table,
//   not in HexLOS.

import { cellAt, isInGully, symbolsBetween } from '../board-model.ts';
import { type Fraction, HALF, ONE, frac, fracAdd, fracCompare, fracEquals, fracToString } from '../fraction.ts';
import type { Axial, Board, HexCell, Terrain } from '../types.ts';
import { LEVEL_ELEVATION, unimprovedRoadExists } from '../types.ts';
import { SEED_001, SEED_003 } from './effects.ts';
import type { Army, FirerInput, OverrunPass, PassStep, RuleStep } from './types.ts';

const TEC = `${SEED_003}, Terrain Effects Chart`;

/** What entering a hex of this terrain costs, as the charts print it; `null`: no unit may enter. */
export interface EntryCost {
  readonly mp: Fraction;
  readonly truckMp: Fraction;
  /** "clear: 1 MP, trucks 2 MP", the chart's words, shortened. */
  readonly chart: string;
  readonly source: string;
}

const cost = (mp: Fraction, truckMp: Fraction, chart: string, source: string): EntryCost => ({
  mp,
  truckMp,
  chart,
  source,
});
const TWO = frac(2);
const THREE = frac(3);
const FOUR = frac(4);

/**
 * Entering a hex of each terrain by ordinary (not road) movement from ground
 * level, as printed. Slopes are entered from the ground, so "going up". Terrain
 * the charts price "per other terrain" (hilltops, a gully's accompanying
 * terrain, a road hex off the road) is priced as clear.
 */
const CLEAR = cost(ONE, TWO, 'clear: 1 MP, trucks 2 MP', `${TEC} (Clear)`);

export const ENTRY_COST: Readonly<Record<Terrain, EntryCost | null>> = {
  clear: CLEAR,
  road: cost(
    ONE,
    TWO,
    'a road hex entered off the road: the clear terrain, 1 MP, trucks 2 MP',
    `${TEC} (Roads, Clear)`,
  ),
  ford: cost(ONE, ONE, 'a ford: 1 MP', `${TEC} (Ford)`),
  swamp: cost(ONE, ONE, 'a swamp: 1 MP', `${TEC} (Swamps)`),
  pond: null,
  river: cost(
    ONE,
    ONE,
    'a river hex, over its bridge off the road: 1 MP',
    `${SEED_001}, River Hex and Bridge/River Hex`,
  ),
  wheatfield: cost(ONE, TWO, 'a wheatfield: 1 MP, trucks 2 MP', `${SEED_001}, Wheatfields`),
  railroad: cost(TWO, FOUR, 'a railroad hex entered off the railroad: 2 MP, trucks 4 MP', `${SEED_001}, Railroad Hex`),
  gully: cost(
    ONE,
    TWO,
    'a gully: the cost of its other terrain (clear, 1 MP, trucks 2 MP)',
    `${TEC} (Gullies/Streams)`,
  ),
  woods: cost(ONE, TWO, 'woods: 1 MP, trucks 2 MP', `${TEC} (Woods)`),
  town: cost(HALF, HALF, 'a town: 1/2 MP', `${TEC} (Towns)`),
  'wood-copse': cost(ONE, TWO, 'a wood copse: 1 MP, trucks 2 MP', `${SEED_001}, Wood Copse`),
  'collective-farm': cost(HALF, HALF, 'a collective farm: 1/2 MP', `${SEED_001}, Collective Farms and Old Forts`),
  'old-fort': cost(HALF, HALF, 'an old fort: 1/2 MP', `${SEED_001}, Collective Farms and Old Forts`),
  'town-woods': cost(HALF, HALF, 'a town/woods hex: 1/2 MP', `${SEED_001}, Town/Woods Hex`),
  slope: cost(THREE, FOUR, 'a slope, going up: 3 MP, trucks 4 MP', `${TEC} (Slopes)`),
  hilltop: cost(ONE, TWO, 'a hilltop: the cost of its other terrain (clear, 1 MP, trucks 2 MP)', `${TEC} (Hill Tops)`),
  slope2: cost(THREE, FOUR, 'a level 2 slope: 3 MP, trucks 4 MP', `${SEED_001}, Level 2 Slope Hex`),
  hilltop2: cost(
    ONE,
    TWO,
    'a level 2 hilltop: the cost of its other terrain (clear, 1 MP, trucks 2 MP)',
    `${SEED_001}, Level 2 Hilltop Hex`,
  ),
  'hilltop-slope2': cost(
    THREE,
    FOUR,
    'a level 1 hilltop/level 2 slope hex: 3 MP, trucks 4 MP',
    `${SEED_001}, Level 1 Hilltop/Level 2 Slope Hex`,
  ),
  'town-slope': cost(HALF, HALF, 'a town/slope hex: 1/2 MP', `${SEED_001}, Town/Slope Hex`),
  'gorge-bridge': cost(
    THREE,
    FOUR,
    'a gorge/bridge hex from a non-road hex: 3 MP, trucks 4 MP',
    `${SEED_001}, Gorge/Bridge Hex`,
  ),
  'bridge-river': cost(ONE, ONE, 'a bridge/river hex off the road: 1 MP', `${SEED_001}, Bridge/River Hex`),
};

/** Slopes cost less going across or down (003 TEC Slopes: "1 MP across or down"). */
const SLOPE_ACROSS_OR_DOWN = cost(ONE, ONE, 'a slope, across or down: 1 MP', `${TEC} (Slopes)`);
const ROAD_RATE = cost(HALF, HALF, 'along the road: 1/2 MP', `${TEC} (Roads)`);
const RAILROAD_RATE = cost(ONE, TWO, 'along the railroad: 1 MP, trucks 2 MP', `${SEED_001}, Railroad Hex`);
const GORGE_FROM_ROAD = cost(HALF, HALF, 'a gorge/bridge hex from a road hex: 1/2 MP', `${SEED_001}, Gorge/Bridge Hex`);
/** 003 TEC Gullies/Streams: "+3 MP to leave, +5 for Truck to leave". */
export const LEAVE_GULLY = { mp: THREE, truckMp: frac(5), source: `${TEC} (Gullies/Streams)` } as const;

const RIVER_SOURCE = `${SEED_001}, River Hex`;
const OVERRUN_SOURCE = `${SEED_003}, Overrun Attack`;

const hasRoad = (cell: HexCell, month: number | undefined): boolean =>
  cell.terrain === 'road' ||
  cell.terrain === 'bridge-river' ||
  cell.features.includes('road') ||
  cell.features.includes('bridge') ||
  (cell.features.includes('unimproved-road') && unimprovedRoadExists(month));
const hasRailroad = (cell: HexCell): boolean => cell.terrain === 'railroad' || cell.features.includes('railroad');
const hasBridge = (cell: HexCell): boolean =>
  cell.features.includes('bridge') || cell.terrain === 'bridge-river' || cell.terrain === 'gorge-bridge';

/** The hex directly opposite `entry` across `target` (003 Overrun Attack). */
export const oppositeHex = (entry: Axial, target: Axial): Axial => ({
  q: 2 * target.q - entry.q,
  r: 2 * target.r - entry.r,
});

/** Why no unit may step from `from` into `to`, or undefined when it may. */
function cannotEnter(
  board: Board,
  from: HexCell,
  to: HexCell,
): { rule: string; source: string; why: string } | undefined {
  if (ENTRY_COST[to.terrain] === null)
    return {
      rule: '003-tec-pond',
      source: `${TEC} (Ponds)`,
      why: `${to.label} is a pond, and no unit may enter a pond (003 Terrain Effects Chart)`,
    };
  if (to.terrain === 'river' && !hasBridge(to)) {
    return {
      rule: '001-river',
      source: RIVER_SOURCE,
      why: `${to.label} is a river hex with no bridge, and no unit may enter it (001 River Hex)`,
    };
  }
  if (symbolsBetween(board, from.hex, to.hex).includes('river') && !hasBridge(to)) {
    return {
      rule: '001-river',
      source: RIVER_SOURCE,
      why: `a river hexside lies between ${from.label} and ${to.label}, and no unit may cross it without a bridge in ${to.label} (001 River Hex)`,
    };
  }
  return undefined;
}

/** What entering `to` from `from` costs on the pass; `intoTarget` when `to` holds the defender. */
function entryStep(from: HexCell, to: HexCell, intoTarget: boolean, month: number | undefined): PassStep {
  const base = ENTRY_COST[to.terrain] as EntryCost;
  let chosen = base;
  let why = '';
  if (intoTarget) {
    if (hasRoad(to, month) || hasRailroad(to)) {
      if (to.terrain === 'road' || to.terrain === 'railroad')
        chosen = { ...CLEAR, chart: 'its other terrain, clear: 1 MP, trucks 2 MP' };
      why =
        '; the defender holds the hex, so the road or railroad rate cannot be used there (003 TEC Roads, 001 clarification 5)';
    }
  } else if (to.terrain === 'gorge-bridge' && hasRoad(from, month)) {
    chosen = GORGE_FROM_ROAD;
  } else if (hasRoad(from, month) && hasRoad(to, month) && to.terrain !== 'pond') {
    chosen = ROAD_RATE;
    why = `, from ${from.label} on the road`;
  } else if (hasRailroad(from) && hasRailroad(to)) {
    chosen = RAILROAD_RATE;
    why = `, from ${from.label} on the railroad`;
  } else if (
    (to.terrain === 'slope' || to.terrain === 'town-slope') &&
    LEVEL_ELEVATION[to.level] <= LEVEL_ELEVATION[from.level]
  ) {
    chosen = to.terrain === 'slope' ? SLOPE_ACROSS_OR_DOWN : base;
  }
  return {
    hex: to.hex,
    mp: chosen.mp,
    truckMp: chosen.truckMp,
    rule: intoTarget ? '003-overrun-enter' : '003-overrun-exit',
    source: chosen.source,
    text: `${fracToString(chosen.mp)} MP to enter ${to.label} (${chosen.chart}${why})`,
  };
}

export type PassReading =
  | { readonly ok: true; readonly pass: OverrunPass }
  | {
      readonly ok: false;
      readonly rule: string;
      readonly source: string;
      readonly reason: string;
      readonly exit?: Axial;
    };

/**
 * The pass of a unit overrunning `target` from its adjacent hex `entry`: refused
 * with the reason when the exit hex is off the map or not enterable, or when the
 * target itself cannot be entered from there; else the movement points it needs.
 */
export function readPass(board: Board, entry: HexCell, target: HexCell, month: number | undefined): PassReading {
  const exitHex = oppositeHex(entry.hex, target.hex);
  const exit = cellAt(board, exitHex);
  const prefix = 'overrun not possible:';
  if (!exit) {
    return {
      ok: false,
      rule: '003-overrun-exit',
      source: OVERRUN_SOURCE,
      reason: `${prefix} the hex directly opposite ${entry.label}, beyond ${target.label}, is off the map, and the overrunning unit must stop there (003 Overrun Attack)`,
    };
  }
  const into = cannotEnter(board, entry, target);
  if (into)
    return {
      ok: false,
      rule: into.rule,
      source: into.source,
      reason: `${prefix} it cannot enter the target: ${into.why}`,
      exit: exitHex,
    };
  const out = cannotEnter(board, target, exit);
  if (out) {
    return {
      ok: false,
      rule: out.rule,
      source: `${OVERRUN_SOURCE}; ${out.source}`,
      reason: `${prefix} it must stop in ${exit.label}, directly opposite ${entry.label} (003 Overrun Attack), but ${out.why}`,
      exit: exitHex,
    };
  }

  const steps: PassStep[] = [];
  const enter = entryStep(entry, target, true, month);
  if (isInGully(entry, month)) {
    steps.push({
      ...enter,
      mp: fracAdd(enter.mp, LEAVE_GULLY.mp),
      truckMp: fracAdd(enter.truckMp, LEAVE_GULLY.truckMp),
      source: `${enter.source}; ${LEAVE_GULLY.source}`,
      text: `${enter.text}, +3 MP (trucks +5) to leave the gully ${entry.label} (003 TEC Gullies)`,
    });
  } else {
    steps.push(enter);
  }
  steps.push(entryStep(target, exit, false, month));
  const mp = steps.reduce((sum, s) => fracAdd(sum, s.mp), frac(0));
  const truckMp = steps.reduce((sum, s) => fracAdd(sum, s.truckMp), frac(0));

  const cautions: RuleStep[] = [];
  if (exit.terrain === 'swamp' && !hasRoad(exit, month) && !hasRailroad(exit)) {
    cautions.push({
      rule: '003-tec-swamp',
      source: `${TEC} (Swamps); ${SEED_001}, Railroad Hex`,
      text: `${exit.label} is a swamp with no road: vehicles may not enter it, so only a unit on foot can make this pass (003 Terrain Effects Chart).`,
    });
  }
  if (exit.terrain === 'bridge-river') {
    cautions.push({
      rule: '001-bridge-river',
      source: `${SEED_001}, Bridge/River Hex`,
      text: `${exit.label} is a bridge/river hex, entered only through a road hexside: check on the printed board that the road runs from ${target.label} into it (001 Bridge/River Hex).`,
    });
  }
  const truckTotal = fracEquals(mp, truckMp) ? '' : ` (trucks ${fracToString(truckMp)})`;
  const text = `The pass needs ${fracToString(mp)} MP${truckTotal}: ${steps.map((s) => s.text).join('; then ')}; the unit stops in ${exit.label}, directly opposite ${entry.label} (003 Overrun Attack).`;
  return { ok: true, pass: { entry: entry.hex, exit: exit.hex, steps, mp, truckMp, cautions, text } };
}

/** 003 Stacking: "German - 3 units per hex / Russian - 2 units per hex / Destroyed units count for stacking". */
export const STACKING_003: { readonly limit: Readonly<Record<Army, number>>; readonly source: string } = {
  limit: { german: 3, russian: 2 },
  source: `${SEED_003}, Stacking`,
};

const ARMY_WORDS: Readonly<Record<Army, string>> = { german: 'German', russian: 'Russian' };
const unitsWords = (n: number): string => (n === 1 ? '1 unit' : `${n} units`);

/**
 * Whether the unit can make this pass with what the players say about it: its
 * movement points left, and the units already where it must stop. The refusal
 * names the numbers and the rule; undefined when the pass stands (or when the
 * players gave neither).
 */
export function passRefusal(
  board: Board,
  pass: OverrunPass,
  firer: Pick<FirerInput, 'movementLeft' | 'truck' | 'unitsAtExit'>,
  army: Army | undefined,
): { readonly rule: string; readonly source: string; readonly reason: string } | undefined {
  if (firer.movementLeft !== undefined) {
    const need = firer.truck ? pass.truckMp : pass.mp;
    if (fracCompare(firer.movementLeft, need) < 0) {
      return {
        rule: '003-overrun-mp',
        source: OVERRUN_SOURCE,
        reason:
          `overrun not possible: the pass needs ${fracToString(need)} MP${firer.truck ? ' for a truck' : ''} and the unit has ` +
          `${fracToString(firer.movementLeft)} MP left; it must have enough movement points to pass through the target (003 Overrun Attack)`,
      };
    }
  }
  if (army !== undefined && firer.unitsAtExit !== undefined) {
    const limit = STACKING_003.limit[army];
    if (firer.unitsAtExit + 1 > limit) {
      const exit = cellAt(board, pass.exit)?.label ?? 'the hex opposite';
      return {
        rule: '003-stacking',
        source: `${OVERRUN_SOURCE}; ${STACKING_003.source}`,
        reason:
          `overrun not possible: it must stop in ${exit}, which already holds ${unitsWords(firer.unitsAtExit)}, and ` +
          `${ARMY_WORDS[army]} units stack at most ${limit} to a hex, destroyed units included (003 Stacking)`,
      };
    }
  }
  return undefined;
}
