// What a verdict card says and shows, gathered once from the engine's result
// and the board (docs/card.md): plain data, so the one renderer (svg.ts) and
// the text form (markdown.ts) draw and write the same content, and so a test
// can hold a card's content without reading a picture. Nothing here decides a
// rule: the verdict, reasons, disputes and citations are the result's own.

import { writeSharedView } from '../board/share-link.ts';
import { labelOf } from '../engine/board-model.ts';
import { edgeHexes, sideTowards } from '../engine/hex/axial.ts';
import { SIDE_CORNERS } from '../engine/hex/lattice.ts';
import { hexCornersBoard, hexToBoard } from '../engine/hex/layout.ts';
import { houseReadings, READINGS, type Readings } from '../engine/rules/readings.ts';
import type { LosPlace, LosReason, LosResult, UnitEnd } from '../engine/rules/types.ts';
import type { Axial, Board, BoardFamily, HexsideSymbol, Side, Terrain } from '../engine/types.ts';
import { LEVEL_NAMES } from '../engine/words.ts';
import { boardFingerprint } from './fingerprint.ts';
import { RULE_SET_NAMES } from './rule-set-names.ts';

/** How many reasons a card writes out before "and N more" (docs/card.md, "Folding"). */
const CARD_REASONS_SHOWN = 3;

/** Hexes of map shown beyond the line's two ends, on every side. */
const MAP_MARGIN_HEXES = 1.6;

export interface CardEnd {
  readonly label: string;
  /** "level 1 hilltop", "gully", or on an elevation board "elevation 3". */
  readonly place: string;
}

/** A reading in force that differs from HexLOS's own, in players' words. */
export interface CardReading {
  readonly id: string;
  /** The rule text it reads ("000 note L"). */
  readonly source: string;
  /** What the reading in force says. */
  readonly words: string;
  /** As a share link writes it: `reading.noteL=together`. */
  readonly value: string;
}

export interface CardCitation {
  readonly name: string;
  readonly text: string;
}

export interface CardReason {
  readonly text: string;
  /** The rule texts this sentence names, quoted; a text an earlier reason named is not quoted again. */
  readonly citations: readonly CardCitation[];
}

/** A point and a segment in board space, one hex of circumradius 1 (engine/hex/layout.ts). */
export interface CardPoint {
  readonly x: number;
  readonly y: number;
}
export interface CardSegment {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

export interface CardMapHex extends CardPoint {
  readonly label: string;
  readonly terrain: Terrain;
  readonly elevation: number;
}

export interface CardMapSide extends CardSegment {
  readonly symbols: readonly HexsideSymbol[];
}

/** One deciding place: a hexside, a hex, or (for a reason about the pair itself) the two ends. */
export type CardDecidingPlace =
  | ({ readonly kind: 'side' } & CardSegment)
  | ({ readonly kind: 'hex' } & CardPoint)
  | { readonly kind: 'ends' };

/** The map around the line, in board space with hexes of circumradius 1. */
export interface CardMap {
  readonly family: BoardFamily;
  /** The square of board space the card shows. */
  readonly view: { readonly x: number; readonly y: number; readonly size: number };
  readonly hexes: readonly CardMapHex[];
  readonly sides: readonly CardMapSide[];
  /** The hexes the line's routes may pass (between the ends). */
  readonly candidates: readonly CardPoint[];
  /** One blocked route, when several routes exist and one is blocked. */
  readonly witness?: readonly CardPoint[];
  readonly firer: CardPoint;
  readonly target: CardPoint;
  readonly deciding: readonly CardDecidingPlace[];
}

export interface VerdictCardInput {
  readonly visible: boolean;
  /** "CLEAR" or "BLOCKED", as the CLI prints it. */
  readonly verdict: 'CLEAR' | 'BLOCKED';
  readonly board: { readonly id: string; readonly name: string; readonly fingerprint: string };
  readonly from: CardEnd;
  readonly to: CardEnd;
  readonly range: number;
  readonly rules: { readonly id: string; readonly name: string };
  readonly trace: { readonly id: string; readonly words: string };
  /** Routes blocked of all routes, when the line has more than one. */
  readonly routes?: { readonly blocked: string; readonly count: string };
  readonly readings: readonly CardReading[];
  /** Sentences naming a contested reading under which this verdict would be the other one. */
  readonly disputes: readonly string[];
  /** The first reasons, written out; for a clear line, what it met and why none blocks. */
  readonly reasons: readonly CardReason[];
  /** How many more reasons the result gives than the card writes out. */
  readonly moreReasons: number;
  /** What the rule set noted it read for this line. */
  readonly notes: readonly string[];
  readonly version: string;
  /** The address that opens this verdict in HexLOS. */
  readonly link: string;
  readonly map: CardMap;
}

export interface VerdictCardContext {
  /** HexLOS's version (package.json). */
  readonly version: string;
  /** Where HexLOS is opened, the link's address before its `#`; empty for a link of the hash alone. */
  readonly appUrl: string;
  /** The readings the question was asked under (the defaults where not given). */
  readonly readings?: Partial<Readings>;
  /** The reasons written out before folding; CARD_REASONS_SHOWN by default. */
  readonly reasonsShown?: number;
}

const TRACE_WORDS: Readonly<Record<LosResult['trace'], string>> = { hex: 'hex-traced', real: 'real space' };

function endOf(board: Board, end: UnitEnd): CardEnd {
  const label = labelOf(board, end.hex);
  if (board.family === 'elevation') return { label, place: `elevation ${end.elevation}` };
  return { label, place: end.inGully ? 'gully' : LEVEL_NAMES[end.level] };
}

/** The readings in force that differ from HexLOS's and that this rule set reads (the others change nothing here). */
function readingsInForce(rules: LosResult['rules'], chosen: Partial<Readings> | undefined): CardReading[] {
  const house = houseReadings(chosen);
  return READINGS.filter((info) => info.rules.includes(rules) && house[info.id] !== undefined).map((info) => {
    const value = house[info.id]!;
    return {
      id: info.id,
      source: info.source,
      words: info.words[info.values.indexOf(value)],
      value: `reading.${info.id}=${value}`,
    };
  });
}

/** A reason with the rule texts it names, each quoted under the first reason that names it (`quoted` keeps which were). */
function reasonOf(result: LosResult, reason: LosReason, quoted: Set<string>): CardReason {
  const citations = (reason.cites ?? []).flatMap((id) => {
    const c = result.citations?.find((x) => x.id === id);
    if (!c || quoted.has(id)) return [];
    quoted.add(id);
    return [{ name: c.name, text: c.text }];
  });
  return { text: reason.text, citations };
}

const point = (h: Axial): CardPoint => {
  const p = hexToBoard(h);
  return { x: p.x, y: p.y };
};

function sideBetween(a: Axial, b: Axial): CardSegment | undefined {
  const side = sideTowards(a, b);
  return side ? segmentOf(a, side) : undefined;
}

function segmentOf(h: Axial, side: Side): CardSegment {
  const corners = hexCornersBoard(h);
  const [i, j] = SIDE_CORNERS[side];
  return { x1: corners[i].x, y1: corners[i].y, x2: corners[j].x, y2: corners[j].y };
}

function decidingPlace(place: LosPlace): CardDecidingPlace {
  if (place.kind === 'hexside' && place.between) {
    const segment = sideBetween(place.between[0], place.between[1]);
    if (segment) return { kind: 'side', ...segment };
  }
  if (place.hex) return { kind: 'hex', ...point(place.hex) };
  return { kind: 'ends' };
}

/** The square of board space around the line's ends, MAP_MARGIN_HEXES beyond them on every side. */
function viewAround(a: CardPoint, b: CardPoint): CardMap['view'] {
  const size = Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)) + 2 * MAP_MARGIN_HEXES * 2;
  return { x: (a.x + b.x) / 2 - size / 2, y: (a.y + b.y) / 2 - size / 2, size };
}

const inView = (view: CardMap['view'], p: CardPoint, slack: number): boolean =>
  p.x >= view.x - slack &&
  p.x <= view.x + view.size + slack &&
  p.y >= view.y - slack &&
  p.y <= view.y + view.size + slack;

function mapOf(board: Board, result: LosResult): CardMap {
  const firer = point(result.from);
  const target = point(result.to);
  const view = viewAround(firer, target);
  const hexes: CardMapHex[] = [];
  for (const cell of board.cells.values()) {
    const centre = point(cell.hex);
    if (inView(view, centre, 1))
      hexes.push({ ...centre, label: cell.label, terrain: cell.terrain, elevation: cell.elevation });
  }
  const sides: CardMapSide[] = [];
  for (const [key, symbols] of board.edges) {
    if (symbols.length === 0) continue;
    const [a] = edgeHexes(key);
    const segment = segmentOf(a, key.split(',')[2] as Side);
    if (inView(view, { x: (segment.x1 + segment.x2) / 2, y: (segment.y1 + segment.y2) / 2 }, 1))
      sides.push({ ...segment, symbols });
  }
  const deciding = result.reasons.flatMap((r) => [r, ...(r.alike ?? [])].map(decidingPlace));
  const blocked = !result.visible && result.blockedRoute && result.routes.count > 1n;
  return {
    family: board.family,
    view,
    hexes,
    sides,
    candidates: result.steps.slice(1, -1).flatMap((step) => step.map(point)),
    ...(blocked ? { witness: result.blockedRoute!.slice(1, -1).map(point) } : {}),
    firer,
    target,
    deciding,
  };
}

/** Everything a card of this verdict says and shows. */
export function verdictCardInput(board: Board, result: LosResult, context: VerdictCardContext): VerdictCardInput {
  const shown = context.reasonsShown ?? CARD_REASONS_SHOWN;
  // A clear line has no reasons; what it met and why none blocks is its explanation.
  const explained = result.visible ? (result.cleared ?? []) : result.reasons;
  const readings = readingsInForce(result.rules, context.readings);
  const quoted = new Set<string>();
  const from = labelOf(board, result.from);
  const to = labelOf(board, result.to);
  const hash = writeSharedView({
    board: board.id,
    rules: result.rules,
    trace: result.trace,
    from,
    to,
    readings: houseReadings(context.readings),
  });
  return {
    visible: result.visible,
    verdict: result.visible ? 'CLEAR' : 'BLOCKED',
    board: { id: board.id, name: board.name, fingerprint: boardFingerprint(board) },
    from: endOf(board, result.firer),
    to: endOf(board, result.target),
    range: result.range,
    rules: { id: result.rules, name: RULE_SET_NAMES[result.rules] },
    trace: { id: result.trace, words: TRACE_WORDS[result.trace] },
    ...(result.routes.count > 1n
      ? { routes: { blocked: result.routes.blocked.toString(), count: result.routes.count.toString() } }
      : {}),
    readings,
    disputes: (result.disputes ?? []).map((d) => d.text),
    reasons: explained.slice(0, shown).map((r) => reasonOf(result, r, quoted)),
    moreReasons: Math.max(0, explained.length - shown),
    notes: result.notes,
    version: context.version,
    link: `${context.appUrl}${hash}`,
    map: mapOf(board, result),
  };
}
