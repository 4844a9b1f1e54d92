// The side view of a line of sight: a cross-section read from the board along
// the steps a result traced — each step's ground, the obstacles standing on
// it and on the hexsides between steps, with their heights — and what the
// result said of each: blocks, passed (with the rule that lets the line by),
// or not named. It decides nothing: the verdict, the states and the distance
// rules' marks come from the result, the heights from the board. So the
// picture states the verdict the text does (docs/rules.md#the-side-view):
// a passed symbol is drawn as passed even where it stands above the sight
// line (000's notes E and F let a line by what its heights would not), a
// blocking one is marked where the sight line meets it, and the line is drawn
// clear up to the first blocking place and blocked after it.
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
import { type Fraction, fracCompare, fracToNumber, fracToString } from './fraction.ts';
import { edgeBetween, hexEquals, hexDistance } from './hex/axial.ts';
import type { RuleSetId } from './rules/ids.ts';
import { hasCanopy } from './rules/tagg/profile.ts';
import type { DistanceTest, LosPlace, LosReason, LosResult } from './rules/types.ts';
import type { Axial, Board, HexCell, HexsideSymbol, Level } from './types.ts';
import { isLowSymbol, ONE_HEX_TERRAINS, SYMBOL_PROPERTIES, SYMBOLS, WOODS_AND_TOWNS } from './types.ts';

export type ProfileUnit = 'm' | 'elevation';

/** 000's heights of the levels, in metres. */
export const LEVEL_METRES: Readonly<Record<Level, number>> = { G: 0, S1: 55, H1: 120, S2: 155, H2: 220 };
/** 000: a low obstacle stands 10–20 m above its base. */
export const LOW_OBSTACLE_METRES = 15;
/** 000's heights of the coloured spines, in metres (green and gray are low obstacles, the river none). */
export const SYMBOL_METRES: Readonly<Partial<Record<HexsideSymbol, number>>> = Object.fromEntries(
  SYMBOLS.flatMap((s) => {
    const metres = SYMBOL_PROPERTIES[s].spineMetres;
    return metres === undefined ? [] : [[s, metres]];
  }),
);

/** What the result said of an obstacle the view draws. */
export type ObstacleState = 'blocks' | 'passed' | 'unnamed';

export interface ProfileHex {
  readonly hex: Axial;
  readonly label: string;
  readonly ground: number;
  /** The top of what stands on the hex (woods, town), when anything does. */
  readonly top?: number;
  /** The result named this hex as deciding the verdict. */
  readonly blocking: boolean;
  readonly state: ObstacleState;
  /** Index of its line in the view's key (`LosProfile.key`), when the result named it. */
  readonly key?: number;
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
  readonly state: ObstacleState;
  readonly key?: number;
  /** The sight line's height where it passes this side. */
  readonly sightAt: number;
  /** Where the result places it along the line, of the way from the firer, when it named it. */
  readonly position?: Fraction;
  /**
   * Where the distance rule that judged this side measured it, in hexes from the firer, when that is not where
   * it stands (000 E and F counting whole sides under the house reading): the view marks it on the ground line.
   */
  readonly measuredAt?: number;
  /** That place in players' words ("3/4"). */
  readonly measuredWords?: string;
}

/** A named obstacle the steps do not hold (a single-hex obstacle the line only grazes, artillery off the steps): a spot on the sight line. */
export interface ProfileSpot {
  /** Distance from the firer, in hexes (may be fractional). */
  readonly at: number;
  readonly label: string;
  readonly state: 'blocks' | 'passed';
  readonly key: number;
  readonly sightAt: number;
}

/** A distance rule's mark (000 notes C–H, 003's C and D, 004's midway), drawn across the view. */
export interface ProfileMark {
  /** Distance from the firer, in hexes. */
  readonly at: number;
  /** "2/3", "1/3", "midway". */
  readonly words: string;
  /** The rule, as the verdict names it ("note E"). */
  readonly rule: string;
  /** The end whose side of the mark the rule blocks. */
  readonly blocksTowards: 'firer' | 'target';
  readonly markBlocks: boolean;
  /** What the mark means, for the view's key: "2/3 of the way (note E): it blocks from here to the target". */
  readonly says: string;
}

/** One line of the view's own key: what a drawn state means on this line, and why. */
export interface ProfileKeyLine {
  readonly state: 'blocks' | 'passed';
  /** The obstacles it speaks for ("F3–G3 purple"). */
  readonly places: readonly string[];
  /** "past the 2/3 mark (note E)". */
  readonly why: string;
  /** The verdict's own sentence for the first of them, for those who want it whole. */
  readonly sentence: string;
}

export interface ProfileSight {
  /** Heights of the sight line at the firer and at the target (a little over each unit's ground). */
  readonly from: number;
  readonly to: number;
  readonly clear: boolean;
  /** Where the line is first stopped, in hexes from the firer (0: the units themselves may not see each other). */
  readonly stoppedAt?: number;
}

export interface LosProfile {
  readonly unit: ProfileUnit;
  readonly range: number;
  readonly visible: boolean;
  readonly steps: readonly ProfileStep[];
  readonly sides: readonly ProfileSide[];
  readonly spots: readonly ProfileSpot[];
  readonly marks: readonly ProfileMark[];
  readonly key: readonly ProfileKeyLine[];
  readonly sight: ProfileSight;
}

/** How far above its ground a unit sees from and is seen at: the map's line joins the centres a little above the ground. */
export const EYE: Readonly<Record<ProfileUnit, number>> = { m: 10, elevation: 0.5 };

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
  // A river side is no obstacle (000 lists none for it): it lies on the lower ground.
  let top = symbols.every((s) => s === 'river') ? low : high;
  for (const s of symbols) {
    if (s === 'river') continue;
    if (isLowSymbol(s)) {
      // The base of a low side: the woods or town hex it belongs to, else the lower of the two (docs/rules.md).
      const owners = [a, b].filter((c) => WOODS_AND_TOWNS.includes(c.terrain));
      const base = owners.length === 1 ? groundOf(owners[0], unit) : low;
      top = Math.max(top, base + LOW_OBSTACLE_METRES);
    } else {
      top = Math.max(top, SYMBOL_METRES[s] ?? high);
    }
  }
  return top;
}

/** What the profile's heights count: the elevation numbers a board of that family prints, else metres. */
export const profileUnit = (board: Board): ProfileUnit => (board.family === 'elevation' ? 'elevation' : 'm');

/** A distance mark in players' words. */
const markWords = (mark: Fraction): string => (mark.n * 2 === mark.d ? 'midway' : fracToString(mark));

/**
 * Where a distance rule placed an obstacle against its mark, in players'
 * words: "before" is nearer the firing unit. The mark's own side follows
 * from the test, so a passed obstacle always reads as on the clear side.
 */
export function distanceWords(d: DistanceTest, name: string): string {
  const vs = fracCompare(d.at, d.mark);
  const where = vs === 0 ? 'on' : vs < 0 ? 'before' : 'past';
  const mark = d.mark.n * 2 === d.mark.d ? 'the midway mark' : `the ${markWords(d.mark)} mark`;
  const away = d.hexesAway
    ? `; the ${d.hexesAway.unit === 'firer' ? 'firing unit' : 'target'} is ${d.hexesAway.away} ${d.hexesAway.away === 1 ? 'hex' : 'hexes'} from it, the table asks ${d.hexesAway.need}`
    : '';
  return `${fracToString(d.at)} of the way, ${where} ${mark}${away} (${name})`;
}

/**
 * Does a distance test block where it placed the obstacle? The same reading
 * of the mark the rules made (000's "or exactly midway", 004's "closer to"),
 * so a test can hold the result's lists to it.
 */
export function distanceBlocks(d: DistanceTest): boolean {
  const vs = fracCompare(d.at, d.mark);
  const towards = d.blocksTowards === 'target' ? vs > 0 : vs < 0;
  const onSide = towards || (vs === 0 && d.markBlocks);
  return onSide || (d.hexesAway !== undefined && d.hexesAway.away < d.hexesAway.need);
}

interface Named {
  readonly state: 'blocks' | 'passed';
  readonly place: LosPlace;
  readonly key: number;
  /** The distance test that judged it, when one did. */
  readonly distance?: DistanceTest;
}

const edgeOfPlace = (p: LosPlace): string | undefined =>
  p.kind === 'hexside' && p.between ? edgeBetween(p.between[0], p.between[1]) : undefined;

/**
 * The rule's name as the verdict says it: the text its sentence cites under the entry's own rule id (or that id
 * with what it rests on, "TET:shift"), else the first it cites, else the id.
 */
function ruleName(result: LosResult, r: LosReason): string {
  const cited = (r.cites ?? []).flatMap((id) => result.citations?.find((c) => c.id === id) ?? []);
  const own = cited.find((c) => c.id === r.rule || c.id.startsWith(`${r.rule}:`));
  return (own ?? cited[0])?.name ?? r.rule;
}

/**
 * The view's key and what each named place is: every entry of the result's
 * reasons (blocks) and cleared list (passed), its alike places with it, one
 * key line per state and why. A place named in both lists is drawn as
 * blocking: one route's blocking is the verdict's (hex-traced mode, where
 * another route passes it).
 */
function namedPlaces(board: Board, result: LosResult): { named: Named[]; key: ProfileKeyLine[] } {
  const key: ProfileKeyLine[] = [];
  const named: Named[] = [];
  const byWhy = new Map<string, number>();
  const placeWords = (p: LosPlace): string => {
    if (p.kind === 'hexside' && p.between)
      return `${labelOf(board, p.between[0])}–${labelOf(board, p.between[1])}${p.symbol ? ` ${p.symbol}` : ''}`;
    if (p.kind === 'hex' && p.hex) return labelOf(board, p.hex);
    return 'the two units';
  };
  const lists = [
    ['blocks', result.reasons],
    ['passed', result.cleared ?? []],
  ] as const;
  for (const [state, list] of lists) {
    for (const r of list) {
      const name = ruleName(result, r);
      for (const place of [r, ...(r.alike ?? [])]) {
        const distance = place.distance ?? (place === r ? undefined : r.distance);
        const why = distance
          ? distanceWords(distance, name)
          : state === 'blocks'
            ? `by ${name}`
            : result.range === 1 && name === ADJACENT_RULE[result.rules]
              ? adjacentWhy(name)
              : `does not block here (${name})`;
        const id = `${state}|${why}`;
        let k = byWhy.get(id);
        if (k === undefined) {
          k = key.length;
          byWhy.set(id, k);
          key.push({ state, places: [], why, sentence: r.text });
        }
        (key[k].places as string[]).push(placeWords(place));
        named.push({ state, place, key: k, ...(distance ? { distance } : {}) });
      }
    }
  }
  return { named, key };
}

/** A mark's meaning in players' words: which stretch of the line the rule blocks in, and whether the mark itself does. */
function markSays(d: DistanceTest, rule: string): string {
  const where = d.mark.n * 2 === d.mark.d ? 'Midway' : `${fracToString(d.mark)} of the way`;
  const stretch =
    d.blocksTowards === 'target'
      ? d.markBlocks
        ? 'from here to the target'
        : 'past here, to the target'
      : d.markBlocks
        ? 'from the firing unit up to here'
        : 'from the firing unit to short of here';
  return `${where} (${rule}): a symbol blocks ${stretch}`;
}

/** The distance rules that judged this line, each mark once, in order along it. */
function marksOf(result: LosResult): ProfileMark[] {
  const out: ProfileMark[] = [];
  for (const r of [...result.reasons, ...(result.cleared ?? [])]) {
    for (const place of [r, ...(r.alike ?? [])]) {
      const d = place.distance;
      if (!d) continue;
      const rule = ruleName(result, r);
      const at = fracToNumber(d.mark) * result.range;
      if (out.some((m) => m.at === at && m.rule === rule && m.blocksTowards === d.blocksTowards)) continue;
      out.push({
        at,
        words: markWords(d.mark),
        rule,
        blocksTowards: d.blocksTowards,
        markBlocks: d.markBlocks,
        says: markSays(d, rule),
      });
    }
  }
  return out.sort((a, b) => a.at - b.at);
}

/**
 * Adjacent units always see each other, in every rule set (000 note M, 004
 * note 2, Tagg's line D): what lies between them is passed by that rule,
 * whether or not the result names each symbol.
 */
const ADJACENT_RULE: Readonly<Record<RuleSetId, string>> = {
  arvold: 'note M',
  original: 'note M',
  tgx: 'note 2',
  tagg: 'line D',
};

/** Why a place between adjacent units is passed, in the same words whether or not the result names it. */
const adjacentWhy = (rule: string): string => `adjacent units always see each other (${rule})`;

/** The cross-section of a result's line on its board, with what the result said of each obstacle on it. */
export function losProfile(board: Board, result: LosResult): LosProfile {
  const unit = profileUnit(board);
  const { named, key } = namedPlaces(board, result);
  let adjacentKey: number | undefined;
  const stateOfEdge = (edge: string): Named | undefined =>
    named.find((n) => n.state === 'blocks' && edgeOfPlace(n.place) === edge) ??
    named.find((n) => edgeOfPlace(n.place) === edge);
  const stateOfHex = (h: Axial): Named | undefined =>
    named.find((n) => n.state === 'blocks' && n.place.kind === 'hex' && n.place.hex && hexEquals(n.place.hex, h)) ??
    named.find((n) => n.place.kind === 'hex' && n.place.hex && hexEquals(n.place.hex, h));

  const firerCell = cellAt(board, result.from);
  const targetCell = cellAt(board, result.to);
  const sightFrom = (firerCell ? groundOf(firerCell, unit) : 0) + EYE[unit];
  const sightTo = (targetCell ? groundOf(targetCell, unit) : 0) + EYE[unit];
  const sightAt = (at: number) => sightFrom + ((sightTo - sightFrom) * at) / Math.max(1, result.range);

  const drawnHexes = new Set<string>();
  const steps: ProfileStep[] = result.steps.map((hexes, i) => ({
    at: result.trace === 'hex' ? i : hexDistance(result.from, hexes[0] ?? result.from),
    hexes: hexes.flatMap((h) => {
      const cell = cellAt(board, h);
      if (!cell) return [];
      drawnHexes.add(`${h.q},${h.r}`);
      const n = stateOfHex(h);
      return [
        {
          hex: h,
          label: cell.label,
          ground: groundOf(cell, unit),
          top: topOf(cell, unit),
          blocking: n?.state === 'blocks',
          state: n?.state ?? 'unnamed',
          ...(n ? { key: n.key } : {}),
        },
      ];
    }),
  }));

  const sides: ProfileSide[] = [];
  const seen = new Set<string>();
  // On an elevation board a slope side is the edge of the higher hex's ground, not an obstacle of its own (002
  // judges hexes by their levels): it says what the result said of that hex.
  const edgeOfHex = (ca: HexCell, cb: HexCell): Named | undefined =>
    ca.elevation === cb.elevation ? undefined : stateOfHex(ca.elevation > cb.elevation ? ca.hex : cb.hex);
  const adjacent = (a: Axial, b: Axial): Named | undefined => {
    if (result.range !== 1 || !result.visible) return undefined;
    if (adjacentKey === undefined) {
      const why = adjacentWhy(ADJACENT_RULE[result.rules]);
      const sentence = result.notes.find((n) => n.includes('adjacent')) ?? why;
      adjacentKey = key.push({ state: 'passed', places: [], why, sentence }) - 1;
    }
    const place: LosPlace = { kind: 'hexside', between: [a, b] };
    (key[adjacentKey].places as string[]).push(`${labelOf(board, a)}–${labelOf(board, b)}`);
    return { state: 'passed', place, key: adjacentKey };
  };
  const sideOf = (a: Axial, b: Axial, between: number, symbols: readonly HexsideSymbol[]): ProfileSide | undefined => {
    // A side on the board's edge has one hex on the board: its heights are that hex's.
    const ca = cellAt(board, a) ?? cellAt(board, b);
    const cb = cellAt(board, b) ?? ca;
    if (!ca || !cb) return undefined;
    const n =
      stateOfEdge(edgeBetween(a, b)) ?? adjacent(a, b) ?? (unit === 'elevation' ? edgeOfHex(ca, cb) : undefined);
    // A named side stands where the result places it along the line (in real space, where the straight edge meets
    // it); the same place as between its steps in hex-traced mode, side k of R at (k − ½)/R.
    const at = n?.place.position ? fracToNumber(n.place.position) * result.range + 0.5 : between;
    const measured =
      n?.distance && n.place.position && fracCompare(n.distance.at, n.place.position) !== 0 ? n.distance.at : undefined;
    return {
      at,
      between: [a, b],
      labels: [labelOf(board, a), labelOf(board, b)],
      symbols,
      top: sideTop(symbols, ca, cb, unit),
      blocking: n?.state === 'blocks',
      state: n?.state ?? 'unnamed',
      ...(n ? { key: n.key } : {}),
      sightAt: sightAt(at - 0.5),
      ...(n?.place.position ? { position: n.place.position } : {}),
      ...(measured ? { measuredAt: fracToNumber(measured) * result.range, measuredWords: fracToString(measured) } : {}),
    };
  };
  for (let i = 1; i < result.steps.length; i++) {
    for (const a of result.steps[i - 1]) {
      for (const b of result.steps[i]) {
        if (hexDistance(a, b) !== 1) continue;
        const edge = edgeBetween(a, b);
        const symbols = symbolsOnEdge(board, edge);
        if (seen.has(edge) || symbols.length === 0) continue;
        const side = sideOf(a, b, steps[i].at, symbols);
        if (!side) continue;
        seen.add(edge);
        sides.push(side);
      }
    }
  }
  // A named side the steps do not pass between (a corner the line touches, a side no route crosses): still
  // shown, where the result places it along the line.
  const spots: ProfileSpot[] = [];
  for (const n of named) {
    const p = n.place;
    const along = p.position ? fracToNumber(p.position) * result.range : undefined;
    if (p.kind === 'hexside' && p.between) {
      const edge = edgeBetween(p.between[0], p.between[1]);
      if (seen.has(edge)) continue;
      const at = along !== undefined ? along + 0.5 : Math.max(...p.between.map((h) => hexDistance(result.from, h)));
      const side = sideOf(p.between[0], p.between[1], at, symbolsOnEdge(board, edge));
      if (!side) continue;
      seen.add(edge);
      sides.push(side);
    } else if (p.kind === 'hex' && p.hex && !drawnHexes.has(`${p.hex.q},${p.hex.r}`)) {
      const at = along ?? hexDistance(result.from, p.hex);
      const label = labelOf(board, p.hex);
      if (spots.some((s) => s.label === label)) continue;
      spots.push({ at, label, state: n.state, key: n.key, sightAt: sightAt(at) });
    }
  }
  sides.sort((x, y) => x.at - y.at);
  spots.sort((x, y) => x.at - y.at);

  // Where the line is first stopped: the nearest blocking place; a reason with no place (the units themselves) stops it at once.
  const stops = result.reasons.flatMap((r) =>
    [r, ...(r.alike ?? [])].map((p) => (p.position ? fracToNumber(p.position) * result.range : 0)),
  );
  const sight: ProfileSight = {
    from: sightFrom,
    to: sightTo,
    clear: result.visible,
    ...(result.visible ? {} : { stoppedAt: stops.length > 0 ? Math.min(...stops) : 0 }),
  };
  return {
    unit,
    range: result.range,
    visible: result.visible,
    steps,
    sides,
    spots,
    marks: marksOf(result),
    key,
    sight,
  };
}
