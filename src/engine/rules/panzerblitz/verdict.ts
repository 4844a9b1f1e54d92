// The verdict alone, for viewsheds, the all-pairs matrix and `check`: the
// same decisions as the explained evaluation (pair rules, judgeSingleHex,
// judgeSide, judgeMeetings, on the same Ctx), reached without building a
// trace, a sentence or a cache entry. The line is walked in integers
// (line-walk.ts) in memory of one line; only the hexsides that carry a symbol
// and the single-hex obstacles the line meets are judged; each single-hex
// obstacle, and in hex-traced mode each judged side, is decided once per
// board, rule set, readings and pair of unit levels and then read as a few
// bits (Decisions, below). Hex-traced: a
// blocked route is found as soon as a reachable state crosses a blocking
// side or a second counted symbol (every live candidate lies on some route,
// so any reachable state continues to the target). Artillery markers take the
// explained path (isVisiblePanzerBlitz in evaluate.ts).
//
// A rule added to the explained path must be added here too, through the same
// decision function: properties.test.ts asserts that both paths give the same
// verdict on random boards for every rule set and both trace modes. This
// module imports the decisions (context.ts, obstacles.ts, hex-routes.ts,
// real-space.ts) and never the explanation (sentences.ts, explain-*.ts, words.ts).

import { type BoardIndex, boardIndex, cellAtIndex, cellSlot, SYMBOL_BIT } from '../../board-index.ts';
import { flagJudgedSides, walkOnBoard } from '../../board-walk.ts';
import { hexDistance } from '../../hex/axial.ts';
import { clearanceField, LineWalk } from '../../hex/line-walk.ts';
import { type Segment, segmentBetween, sideMeeting } from '../../hex/segment.ts';
import type { Board, HexCell, HexsideSymbol, Side } from '../../types.ts';
import { ELEVATION_EDGE_SYMBOLS, LEVELS, LOW_SYMBOLS, SYMBOLS } from '../../types.ts';
import type { TraceMode } from '../ids.ts';
import { type Readings, readingsKey } from '../readings.ts';
import type { LosQuery } from '../types.ts';
import type { ScratchPart, VerdictScratch } from '../verdict-scratch.ts';
import { type Ctx, unitEnd } from './context.ts';
import { CAP, judgeSide } from './hex-routes.ts';
import { type PanzerBlitzVariant, sideRuleBlocks } from './judge.ts';
import {
  gulliesForbid,
  judgeSingleHex,
  singleHexObstacles,
  singleHexRuleBlocks,
  touchedSideJudgements,
  touchedSidesCount,
} from './obstacles.ts';
import { contactsOf, judgeMeeting, type RealSpaceFindings } from './real-space.ts';
import { POSITION_RULES, type PositionRule } from './table.ts';

/** The verdict of a query without artillery markers (isVisiblePanzerBlitz sends those to the explained path). */
export function verdictAlone(
  variant: PanzerBlitzVariant,
  board: Board,
  query: LosQuery,
  scratch: VerdictScratch,
): boolean {
  const { from, to } = query;
  const line = scratch.part(LINE);
  const trace: TraceMode = query.trace ?? 'hex';
  const month = query.markers?.month;
  const facts = verdictBoard(line, board);
  const ix = facts.ix;
  const firer = unitEnd(board, variant, from, month, ix);
  const target = unitEnd(board, variant, to, month, ix);
  const range = hexDistance(from, to);
  if (range <= 1) return true;
  if (gulliesForbid(firer, target)) return false;
  // A line that meets no hex with a judged side or a single-hex obstacle has nothing left to judge (most lines
  // of a viewshed over open ground): the one walk that finds so stores nothing and stops at the first such hex.
  if (
    !scratch.walker.meetsFlagged(
      from.q,
      from.r,
      to.q - from.q,
      to.r - from.r,
      ix.qMin,
      ix.rMin,
      ix.height,
      facts.attention,
      JUDGED_SIDE,
      JUDGED_SIDE | OBSTACLE,
      facts.clearance,
    )
  )
    return true;
  // Notes and disputes are the explained path's: here they go to sinks that never hold more than a few entries.
  const readings = scratch.readingsOf(query.readings);
  const ctx: Ctx = {
    board,
    variant,
    trace,
    range,
    firer,
    target,
    notes: scratch.notesSink,
    readings,
    relevant: scratch.relevantSink,
    log: scratch.citationSink,
    ix,
  };
  const decisions = decisionsFor(line, facts, variant, readings);
  line.hexTables = decisions.hexes;
  line.levels = LEVELS.indexOf(firer.level) * LEVELS.length + LEVELS.indexOf(target.level);
  line.obstacles = undefined;
  const w = walkOnBoard(scratch.walker, ix, from, to, trace === 'hex');
  if (trace === 'hex')
    return hexTracedClear(
      ctx,
      line,
      w,
      facts,
      decisionTable(facts, decisions.sides, line.levels, SIDE_PLACES * facts.judgedCount),
    );
  // Single-hex obstacles the segment meets: every met candidate strictly between the units (hex-traced: on the way).
  if (facts.obstacleCount > 0)
    for (let i = 1; i < range; i++) if (obstacleAtStepBlocks(ctx, line, w, facts, i)) return false;
  return realSpaceClear(ctx, w, ix, facts.edgeOffsets, scratch.seenEdges);
}

/**
 * What this path keeps in a caller's scratch (verdict-scratch.ts) from one line to the next: the last board's
 * facts (a viewshed's or a matrix's thousands of lines skip the WeakMap), the last readings' key, and the line
 * being judged: its board's decisions on single-hex obstacles under its rule set and readings, its pair of unit levels, its decisions
 * on single-hex obstacles (looked up on the first one it meets) and the rules a decision asked.
 */
class LineMemory {
  board: Board | undefined;
  facts: VerdictBoard | undefined;
  readingsSeen: Readings | undefined;
  readingsKey = '';
  hexTables: (Uint16Array | undefined)[] = [];
  levels = 0;
  obstacles: Uint16Array | undefined;
  asked = 0;
  /** The reader a decision is asked with: answers "does not block" and notes each rule asked (see Decision below). */
  readonly askedRule = (rule: PositionRule): boolean => {
    this.asked |= 1 << POSITION_RULES.indexOf(rule);
    return false;
  };
}
const LINE: ScratchPart<LineMemory> = { make: () => new LineMemory() };

/** Does a single-hex obstacle among the candidates the segment meets at step i (0 < i < R) block? */
function obstacleAtStepBlocks(ctx: Ctx, line: LineMemory, w: LineWalk, facts: VerdictBoard, i: number): boolean {
  const met = w.met[i];
  for (let j = 0; j < 2; j++) {
    if (!(met & (1 << j))) continue;
    const ordinal = facts.obstacles[w.slotBase + w.rowX[2 * i + j] * w.slotPerX + i * w.slotPerStep];
    if (ordinal === 0) continue;
    const memo = (line.obstacles ??= decisionTable(facts, line.hexTables, line.levels, facts.obstacleCount));
    const q = w.hexQ(i, j);
    const r = w.hexR(i, j);
    let decision = memo[ordinal - 1];
    if (decision === 0) {
      decision = decideSingleHex(ctx, line, cellAtIndex(facts.ix, q, r) as HexCell);
      memo[ordinal - 1] = decision;
    }
    const { firer, target } = ctx;
    const fromFirer = axialDistance(q - firer.hex.q, r - firer.hex.r);
    if (singleHexBlocks(decision, fromFirer, ctx.range, axialDistance(q - target.hex.q, r - target.hex.r) === 1))
      return true;
  }
  return false;
}

/** Hex distance of an axial offset (hexDistance without the objects). */
const axialDistance = (dq: number, dr: number): number => (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;

/** The symbols judgeSymbol reads (LOW and elevation symbols); a side with none of them changes no verdict. */
const JUDGED_MASK = [...LOW_SYMBOLS, ...ELEVATION_EDGE_SYMBOLS].reduce((mask, s) => mask | SYMBOL_BIT[s], 0);
/** Per mask of judged symbols (every subset of JUDGED_MASK), the symbols it names in the order of SYMBOLS; made once, read only. */
const MASK_SYMBOLS: readonly (readonly HexsideSymbol[])[] = (() => {
  const table: (readonly HexsideSymbol[])[] = [];
  // Every subset of JUDGED_MASK, the empty one included (the usual walk over submasks).
  for (let mask = JUDGED_MASK; ; mask = (mask - 1) & JUDGED_MASK) {
    table[mask] = SYMBOLS.filter((s) => (mask & SYMBOL_BIT[s]) !== 0);
    if (mask === 0) break;
  }
  return table;
})();

/** What the verdict path reads of a board, built once per board: its index and which slots matter. */
interface VerdictBoard {
  readonly ix: BoardIndex;
  /** At the index slot of every single-hex obstacle (isSingleHexObstacle: the one list both paths read), its number from 1, else 0; empty when there is none. */
  readonly obstacles: Int32Array;
  /** Does any side carry green or gray (else clarification 3 has nothing to look at)? */
  readonly hasLowSides: boolean;
  /**
   * One bit per edge slot of the index: set where the side carries a symbol the verdict reads. A
   * line fans across the whole board, so its edge reads are scattered; this is a sixteenth of the
   * edge masks' size and stays in cache, and the mask itself is read only where the bit is set.
   */
  readonly judgedEdges: Int32Array;
  /**
   * Per index slot: JUDGED_SIDE when one of the hex's six sides carries a judged symbol, OBSTACLE when it
   * is a single-hex obstacle. Every side either path judges (a route side, a side the real-space segment
   * meets, a touched green or gray side) is a side of a hex the segment meets, read at the same slot
   * arithmetic (LineWalk.edgeOffset) as here; so a line whose met hexes carry no flag is clear.
   */
  readonly attention: Uint8Array;
  /** Per index slot, the distance to the nearest hex with attention (clearanceField): lets the walk over open ground jump. */
  readonly clearance: Uint8Array;
  /** Per edge slot, the side's number among the judged sides (−1 for the others), and how many there are. */
  readonly judgedOrdinal: Int32Array;
  readonly judgedCount: number;
  /** How many single-hex obstacles there are (`obstacles` numbers them from 1). */
  readonly obstacleCount: number;
  /** Per direction, the offset from 3·(cell slot) to the slot of the edge on that side (edgeOffsetsFor). */
  readonly edgeOffsets: Int32Array;
  /** The decisions remembered on this board, under the last few rule sets and readings asked (decisionsFor). */
  readonly decisions: Decisions[];
  /** Bytes the remembered decisions' tables hold (bounded by DECISION_BYTES). */
  decisionBytes: number;
}

const JUDGED_SIDE = 1;
const OBSTACLE = 2;

/** Facts of an immutable board, made once whoever asks (verdict-scratch.ts: memory of a pure function). */
const verdictBoards = new WeakMap<Board, VerdictBoard>();

function verdictBoard(line: LineMemory, board: Board): VerdictBoard {
  if (board === line.board) return line.facts as VerdictBoard;
  let facts = verdictBoards.get(board);
  if (!facts) {
    const ix = boardIndex(board);
    const list = singleHexObstacles(board);
    const obstacles = new Int32Array(list.length > 0 ? ix.level.length : 0);
    list.forEach((cell, n) => (obstacles[cellSlot(ix, cell.hex)] = n + 1));
    const judgedEdges = new Int32Array((ix.edgeMask.length >> 5) + 1);
    const judgedOrdinal = new Int32Array(ix.edgeMask.length).fill(-1);
    let judgedCount = 0;
    ix.edgeMask.forEach((m, e) => {
      if ((m & JUDGED_MASK) === 0) return;
      judgedEdges[e >> 5] |= 1 << (e & 31);
      judgedOrdinal[e] = judgedCount++;
    });
    const attention = new Uint8Array(ix.level.length);
    for (const cell of list) attention[cellSlot(ix, cell.hex)] = OBSTACLE;
    flagJudgedSides(ix, JUDGED_MASK, attention, JUDGED_SIDE);
    facts = {
      ix,
      obstacles,
      hasLowSides: ix.edgeMask.some((m) => (m & LOW_MASK) !== 0),
      judgedEdges,
      attention,
      clearance: clearanceField(attention, ix.width, ix.height),
      judgedOrdinal,
      judgedCount,
      obstacleCount: list.length,
      edgeOffsets: edgeOffsetsFor(ix.height),
      decisions: [],
      decisionBytes: 0,
    };
    verdictBoards.set(board, facts);
  }
  line.board = board;
  line.facts = facts;
  return facts;
}

/** The symbols a mask names, in the order of SYMBOLS (as symbolsOnEdge returns them). */
const maskSymbols = (mask: number): readonly HexsideSymbol[] => MASK_SYMBOLS[mask];

function hexTracedClear(ctx: Ctx, line: LineMemory, w: LineWalk, facts: VerdictBoard, memo: Uint16Array): boolean {
  const ix = facts.ix;
  const range = ctx.range;
  const { live, rowX, slotBase, slotPerX, slotPerStep, edgeE1, edgeE2 } = w;
  // Which way a side is crossed (SIDE_PLACES): a step along e1 or e2 crosses a side from one of its hexes or the other.
  const backE1 = w.e1 >= 3 ? 1 : 0;
  const backE2 = w.e2 >= 3 ? 1 : 0;
  const judgedEdges = facts.judgedEdges;
  const obstacles = facts.obstacles;
  let states = 1; // bit (candidate * 4 + orange * 2 + purple): reachable with no blocking side so far
  for (let k = 1; k <= range; k++) {
    // The single-hex obstacles met at step k, on the way (every met candidate, on a route or not).
    if (k < range && obstacles.length > 0 && obstacleAtStepBlocks(ctx, line, w, facts, k)) return false;
    const liveK = live[k];
    const liveBefore = live[k - 1];
    if (liveK !== 3 && liveBefore !== 3) {
      // One live candidate on each side of this step (most steps): one route side, one transition.
      const j = liveBefore >> 1;
      const j2 = liveK >> 1;
      const x = rowX[2 * (k - 1) + j];
      const slot = slotBase + x * slotPerX + (k - 1) * slotPerStep;
      const alongE2 = rowX[2 * k + j2] === x;
      const edge = 3 * slot + (alongE2 ? edgeE2 : edgeE1);
      let reached = (states >> (j * 4)) & 15;
      if ((judgedEdges[edge >> 5] >>> (edge & 31)) & 1) {
        reached = crossSide(
          sideDecision(ctx, line, w, facts, memo, edge, k, j, j2, alongE2 ? backE2 : backE1),
          k,
          range,
          ctx.readings,
          reached,
        );
        if (reached < 0) return false;
      }
      states = reached << (j2 * 4);
      continue;
    }
    let next = 0;
    for (let j = 0; j < 2; j++) {
      const bits = (states >> (j * 4)) & 15;
      if (bits === 0) continue;
      const x = rowX[2 * (k - 1) + j];
      const slot = slotBase + x * slotPerX + (k - 1) * slotPerStep;
      for (let j2 = 0; j2 < 2; j2++) {
        if (!(liveK & (1 << j2))) continue;
        const dx = rowX[2 * k + j2] - x;
        if (dx !== 0 && dx !== 1) continue;
        const edge = 3 * slot + (dx === 1 ? edgeE1 : edgeE2);
        let reached = bits;
        if ((judgedEdges[edge >> 5] >>> (edge & 31)) & 1) {
          reached = crossSide(
            sideDecision(ctx, line, w, facts, memo, edge, k, j, j2, dx === 1 ? backE1 : backE2),
            k,
            range,
            ctx.readings,
            bits,
          );
          if (reached < 0) return false;
        }
        next |= reached << (j2 * 4);
      }
    }
    states = next;
  }
  // Clear on every route so far: only now the sides the line touches off its routes (001's clarification 3).
  return !(facts.hasLowSides && touchedSidesCount(ctx.variant, ctx.readings) && touchedSideBlocks(ctx, w, ix));
}

/**
 * The states reached across side k of R, given what it decided (a Decision) and the count bits
 * reached so far (bit orange * 2 + purple), or −1 when the side blocks or a count reaches CAP (2).
 */
function crossSide(decision: number, k: number, range: number, readings: Readings, bits: number): number {
  if (decision & BLOCKS_ANYWHERE) return -1;
  for (let rules = decision & RULE_BITS; rules !== 0; rules &= rules - 1) {
    if (sideRuleBlocks(POSITION_RULES[31 - Math.clz32(rules & -rules)], k, range, readings)) return -1;
  }
  let reached = bits;
  if (decision & COUNTS_ORANGE) {
    if (reached & 0b1100) return -1;
    reached <<= 2;
  }
  if (decision & COUNTS_PURPLE) {
    if (reached & 0b1010) return -1;
    reached <<= 1;
  }
  return reached;
}

/**
 * What the side crossed from candidate j of step k − 1 to candidate j2 of step k decides: remembered
 * per side, per way across (`back`) and per place (SIDE_PLACES), else asked of judgeSide.
 */
function sideDecision(
  ctx: Ctx,
  line: LineMemory,
  w: LineWalk,
  facts: VerdictBoard,
  memo: Uint16Array,
  edge: number,
  k: number,
  j: number,
  j2: number,
  back: number,
): number {
  const at = SIDE_PLACES * facts.judgedOrdinal[edge] + (k === 1 ? 2 : k === ctx.range ? 4 : 0) + back;
  let decision = memo[at];
  if (decision === 0) {
    const a = { q: w.hexQ(k - 1, j), r: w.hexR(k - 1, j) };
    const symbols = maskSymbols(facts.ix.edgeMask[edge] & JUDGED_MASK);
    line.asked = 0;
    const side = judgeSide(ctx, symbols, a, { q: w.hexQ(k, j2), r: w.hexR(k, j2) }, k, line.askedRule);
    decision =
      DECIDED |
      line.asked |
      (side.blocks ? BLOCKS_ANYWHERE : 0) |
      (side.orange ? COUNTS_ORANGE : 0) |
      (side.purple ? COUNTS_PURPLE : 0);
    memo[at] = decision;
  }
  return decision;
}

/** What a single-hex obstacle decides (a Decision), asked of judgeSingleHex. */
function decideSingleHex(ctx: Ctx, line: LineMemory, cell: HexCell): number {
  line.asked = 0;
  const judged = judgeSingleHex(ctx, cell, line.askedRule);
  return DECIDED | line.asked | (judged?.low.blocks ? BLOCKS_ANYWHERE : 0);
}

/** Does a single-hex obstacle that decided so block at step i of R (obstacles.ts's singleHexRuleBlocks)? */
function singleHexBlocks(decision: number, i: number, range: number, nextToTarget: boolean): boolean {
  if (decision & BLOCKS_ANYWHERE) return true;
  for (let rules = decision & RULE_BITS; rules !== 0; rules &= rules - 1) {
    if (singleHexRuleBlocks(POSITION_RULES[31 - Math.clz32(rules & -rules)], i, range, nextToTarget)) return true;
  }
  return false;
}

// What a side or a single-hex obstacle decided, for one pair of unit levels under one rule set and
// one set of readings, as the bits of a Decision. judgeSide and judgeSingleHex decide from the units'
// levels, the readings, the side's or the hex's own cells and where the line meets it; the last
// enters only through the position rules they read (blocksBy). Asked once with a reader that
// answers "does not block" and notes each rule asked, a decision blocks at a place exactly when
// it blocked with every answer "no" (BLOCKS_ANYWHERE: 001's town/slope or town/woods as printed) or one of the
// rules it asked blocks there (they are or-ed: judgeLow, judgeSymbol). So each is decided once per
// board, and each line reads a few bits per side it crosses. properties.test.ts and
// verdict-paths.test.ts hold the verdicts to the explained path's on random boards and readings.
const RULE_BITS = (1 << POSITION_RULES.length) - 1;
const BLOCKS_ANYWHERE = 1 << 12;
const COUNTS_ORANGE = 1 << 13;
const COUNTS_PURPLE = 1 << 14;
/** Set in every decision made, so that 0 is a slot not decided yet. */
const DECIDED = 1 << 15;
/**
 * A side's decision is kept per way across and per place: inside the line, or side 1 or side R,
 * where one of its hexes is a unit's (judgeSymbol reads whether a unit stands in a town/slope or town/woods hex).
 */
const SIDE_PLACES = 6;

/** The decisions remembered on one board under one rule set and one set of readings: per pair of unit levels, a table. */
interface Decisions {
  readonly variant: PanzerBlitzVariant;
  readonly readings: string;
  /** Per pair of levels (LEVELS.length · firer + target), per SIDE_PLACES · judged side number + place + way. */
  readonly sides: (Uint16Array | undefined)[];
  /** Per pair of levels, per single-hex obstacle number − 1. */
  readonly hexes: (Uint16Array | undefined)[];
}

/** Rule sets × readings remembered per board: a viewshed or a matrix asks under one; the app compares a few. */
const DECISION_SETS = 4;
/** Bytes of decision tables per board; past it, every table of the board is dropped and decided again. */
const DECISION_BYTES = 16 * 1024 * 1024;

function decisionsFor(
  line: LineMemory,
  facts: VerdictBoard,
  variant: PanzerBlitzVariant,
  readings: Readings,
): Decisions {
  if (readings !== line.readingsSeen) {
    line.readingsKey = readingsKey(readings);
    line.readingsSeen = readings;
  }
  const key = line.readingsKey;
  const list = facts.decisions;
  const first = list[0];
  if (first && first.variant === variant && first.readings === key) return first;
  let found = list.findIndex((d) => d.variant === variant && d.readings === key);
  if (found < 0) {
    if (list.length >= DECISION_SETS) dropDecisions(facts, list.length - 1);
    list.push({ variant, readings: key, sides: [], hexes: [] });
    found = list.length - 1;
  }
  const [hit] = list.splice(found, 1);
  list.unshift(hit);
  return hit;
}

function dropDecisions(facts: VerdictBoard, at: number): void {
  const [gone] = facts.decisions.splice(at, 1);
  for (const t of [...gone.sides, ...gone.hexes]) facts.decisionBytes -= t?.byteLength ?? 0;
}

/** The table of one pair of levels, made on first use within the board's byte bound. */
function decisionTable(
  facts: VerdictBoard,
  tables: (Uint16Array | undefined)[],
  levels: number,
  size: number,
): Uint16Array {
  let table = tables[levels];
  if (!table) {
    if (facts.decisionBytes + 2 * size > DECISION_BYTES) {
      for (const d of facts.decisions) {
        d.sides.length = 0;
        d.hexes.length = 0;
      }
      facts.decisionBytes = 0;
    }
    table = new Uint16Array(size);
    tables[levels] = table;
    facts.decisionBytes += table.byteLength;
  }
  return table;
}

/** Real space: the sides carrying a symbol among those of the hexes the segment meets, judged as the explained path does. */
function realSpaceClear(ctx: Ctx, w: LineWalk, ix: BoardIndex, edgeOffset: Int32Array, seenSlots: number[]): boolean {
  const { firer, target } = ctx;
  const seg = segmentBetween(firer.hex, target.hex);
  // The segment's line, s(p) = X·p.y − Y·p.x from the firer's centre (lattice.ts): a side whose two
  // corners lie strictly on one side of it is not met, and is skipped before the exact sideMeeting.
  const X = 3 * (target.hex.q - firer.hex.q);
  const Y = 2 * (target.hex.r - firer.hex.r) + (target.hex.q - firer.hex.q);
  let counted: RealSpaceFindings['counted'] | undefined; // the sides met that count towards note L
  let seen = 0; // edge slots already met, in seenSlots[0 .. seen)
  for (let i = 0; i <= w.range; i++) {
    for (let j = 0; j < 2; j++) {
      if (!(w.met[i] & (1 << j)) || (j === 1 && (i === 0 || i === w.range))) continue;
      const slot = w.slotBase + w.rowX[2 * i + j] * w.slotPerX + i * w.slotPerStep;
      const q = w.hexQ(i, j);
      const r = w.hexR(i, j);
      const sc = X * (2 * (r - firer.hex.r) + (q - firer.hex.q)) - Y * 3 * (q - firer.hex.q);
      for (let d = 0; d < 6; d++) {
        const edge = 3 * slot + edgeOffset[d];
        if ((ix.edgeMask[edge] & JUDGED_MASK) === 0) continue;
        const a = DIRECTION_CORNERS[2 * d];
        const b = DIRECTION_CORNERS[2 * d + 1];
        const sa = sc + X * CORNER_Y[a] - Y * CORNER_X[a];
        const sb = sc + X * CORNER_Y[b] - Y * CORNER_X[b];
        if ((sa > 0 && sb > 0) || (sa < 0 && sb < 0) || seenBefore(seenSlots, edge, seen)) continue;
        seenSlots[seen++] = edge;
        const m = sideMeeting(seg, { q, r }, DIRECTION_SIDE[d]);
        if (!m) continue;
        // A symbol blocks or not by itself: stop at the first that does. Only note L's count needs the others.
        counted ??= { orange: [], purple: [] };
        if (judgeMeeting(ctx, m, counted)) return false;
      }
    }
  }
  if (!counted || (counted.orange.length < CAP && counted.purple.length < CAP)) return true;
  const contacts = contactsOf(counted);
  return contacts.orange < CAP && contacts.purple < CAP;
}

/** Has a real-space walk met this edge slot before, in seenSlots[0 .. seen) (a side bounds two met hexes: judged once)? */
function seenBefore(seenSlots: readonly number[], edge: number, seen: number): boolean {
  for (let i = 0; i < seen; i++) if (seenSlots[i] === edge) return true;
  return false;
}

/** Corner offsets of a hex in the lattice, clockwise from east (lattice.ts), and each direction's side as two corner indices. */
const CORNER_X = [2, 1, -1, -2, -1, 1];
const CORNER_Y = [0, 1, 1, 0, -1, -1];
const DIRECTION_CORNERS = [0, 1, 5, 0, 4, 5, 3, 4, 2, 3, 1, 2]; // SE, NE, N, NW, SW, S

/** Per direction, the offset from 3·(cell slot) to the slot of the edge on that side, in an index of this height. */
function edgeOffsetsFor(height: number): Int32Array {
  const offsets = new Int32Array(6);
  for (let d = 0; d < 6; d++) offsets[d] = LineWalk.edgeOffset(d, height);
  return offsets;
}

/**
 * 001's clarification 3 on the walk: the green and gray sides the segment
 * meets but no route crosses, judged as the explained path judges them
 * (touchedSideJudgements). Only the sides line-walk.ts's offRouteSides lists
 * can be such a side (those at a hex corner the segment passes through, between
 * a tied step's two candidates, or of a met hex on no route), so most lines
 * look at none; each listed side is tested with the exact sideMeeting.
 */
function touchedSideBlocks(ctx: Ctx, w: LineWalk, ix: BoardIndex): boolean {
  const n = w.offRouteSides();
  let seg: Segment | undefined;
  for (let s = 0; s < n; s++) {
    const q = w.sideQ[s];
    const r = w.sideR[s];
    const d = w.sideD[s];
    const edge = LineWalk.edgeSlotTowards(q, r, d, ix.qMin, ix.rMin, ix.width, ix.height);
    if (edge < 0 || (ix.edgeMask[edge] & LOW_MASK) === 0) continue;
    seg ??= segmentBetween(ctx.firer.hex, ctx.target.hex);
    const m = sideMeeting(seg, { q, r }, DIRECTION_SIDE[d]);
    if (m && touchedSideJudgements(ctx, m).some((x) => x.judgement.blocks)) return true;
  }
  return false;
}

const LOW_MASK = SYMBOL_BIT.green | SYMBOL_BIT.gray;

/** The side of a hex facing each direction of line-walk.ts's cyclic list. */
const DIRECTION_SIDE: readonly Side[] = ['SE', 'NE', 'N', 'NW', 'SW', 'S'];
