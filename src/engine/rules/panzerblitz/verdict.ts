// The verdict alone, for viewsheds, the all-pairs matrix and `check`: the
// same decisions as the explained evaluation (pair rules, judgeSingleHex,
// judgeSide, judgeMeetings, on the same Ctx), reached without building a
// trace, a sentence or a cache entry. The line is walked in integers
// (line-walk.ts) in memory of one line; only the hexsides that carry a symbol
// and the single-hex obstacles the line meets are judged. Hex-traced: a
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
import { hexDistance } from '../../hex/axial.ts';
import { clearanceField, LineWalk } from '../../hex/line-walk.ts';
import { flagJudgedSides, walkOnBoard } from '../../board-walk.ts';
import { type Segment, segmentBetween, sideMeeting } from '../../hex/segment.ts';
import type { Board, HexCell, HexsideSymbol, Side } from '../../types.ts';
import { SYMBOLS } from '../../types.ts';
import type { LosQuery } from '../types.ts';
import type { TraceMode } from '../ids.ts';
import { CitationLog } from '../citations.ts';
import { LOW_SYMBOLS, type PanzerBlitzVariant } from './judge.ts';
import { type ReadingId, readingsOfLast } from '../readings.ts';
import { type Ctx, ELEVATION_SYMBOL_SET, unitEnd } from './context.ts';
import { gulliesForbid, judgeSingleHex, singleHexObstacles, touchedSideJudgements, touchedSidesCount } from './obstacles.ts';
import { CAP, judgeSide } from './hex-routes.ts';
import { contactsOf, judgeMeeting, type RealSpaceFindings } from './real-space.ts';

/** The verdict-only path builds no sentence: one shared, never-read log. */
const NO_SENTENCES = new CitationLog();

/** The verdict of a query without artillery markers (isVisiblePanzerBlitz sends those to the explained path). */
export function verdictAlone(variant: PanzerBlitzVariant, board: Board, query: LosQuery): boolean {
  const { from, to } = query;
  const trace: TraceMode = query.trace ?? 'hex';
  const month = query.markers?.month;
  const facts = verdictBoard(board);
  const ix = facts.ix;
  const firer = unitEnd(board, variant, from, month, ix);
  const target = unitEnd(board, variant, to, month, ix);
  const range = hexDistance(from, to);
  if (range <= 1) return true;
  if (gulliesForbid(firer, target)) return false;
  // A line that meets no hex with a judged side or a single-hex obstacle has nothing left to judge (most lines
  // of a viewshed over open ground): the one walk that finds so stores nothing and stops at the first such hex.
  if (!walker.meetsFlagged(from.q, from.r, to.q - from.q, to.r - from.r, ix.qMin, ix.rMin, ix.height, facts.attention, JUDGED_SIDE, JUDGED_SIDE | OBSTACLE, facts.clearance)) return true;
  // Notes and disputes are the explained path's: here they go to sinks that never hold more than a few entries.
  const ctx: Ctx = { board, variant, trace, range, firer, target, notes: NOTES_SINK, readings: readingsOfLast(query.readings), relevant: RELEVANT_SINK, log: NO_SENTENCES, ix };
  const w = walkOnBoard(walker, ix, from, to, trace === 'hex');
  // Single-hex obstacles the segment meets: every met candidate strictly between the units.
  const obstacles = facts.obstacles;
  if (obstacles.length > 0) {
    for (let i = 1; i < range; i++) {
      const met = w.met[i];
      for (let j = 0; j < 2; j++) {
        if (!(met & (1 << j)) || obstacles[w.slotBase + w.rowX[2 * i + j] * w.slotPerX + i * w.slotPerStep] === 0) continue;
        const cell = cellAtIndex(ix, w.hexQ(i, j), w.hexR(i, j)) as HexCell;
        if (judgeSingleHex(ctx, cell)?.low.blocks) return false;
      }
    }
  }
  return trace === 'real' ? realSpaceClear(ctx, w, ix) : hexTracedClear(ctx, w, facts);
}

const walker = new LineWalk();

/** noteReadDown adds one note at most, once; a reading id is added once: bounded. */
const NOTES_SINK: string[] = [];
const RELEVANT_SINK = new Set<ReadingId>();
/** The symbols judgeSymbol reads (LOW and elevation symbols); a side with none of them changes no verdict. */
const JUDGED_MASK = [...LOW_SYMBOLS, ...ELEVATION_SYMBOL_SET].reduce((mask, s) => mask | SYMBOL_BIT[s], 0);

/** What the verdict path reads of a board, built once per board: its index and which slots matter. */
interface VerdictBoard {
  readonly ix: BoardIndex;
  /** 1 at the index slot of every single-hex obstacle (isSingleHexObstacle: the one list both paths read); empty when there is none. */
  readonly obstacles: Uint8Array;
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
}

const JUDGED_SIDE = 1;
const OBSTACLE = 2;

const verdictBoards = new WeakMap<Board, VerdictBoard>();
// The last board asked about, so that a viewshed's or a matrix's thousands of lines skip the WeakMap (one entry).
let lastBoard: Board | undefined;
let lastVerdictBoard: VerdictBoard | undefined;

function verdictBoard(board: Board): VerdictBoard {
  if (board === lastBoard) return lastVerdictBoard as VerdictBoard;
  let facts = verdictBoards.get(board);
  if (!facts) {
    const ix = boardIndex(board);
    const list = singleHexObstacles(board);
    const obstacles = new Uint8Array(list.length > 0 ? ix.level.length : 0);
    for (const cell of list) obstacles[cellSlot(ix, cell.hex)] = 1;
    const judgedEdges = new Int32Array((ix.edgeMask.length >> 5) + 1);
    ix.edgeMask.forEach((m, e) => {
      if ((m & JUDGED_MASK) !== 0) judgedEdges[e >> 5] |= 1 << (e & 31);
    });
    const attention = new Uint8Array(ix.level.length);
    for (const cell of list) attention[cellSlot(ix, cell.hex)] = OBSTACLE;
    flagJudgedSides(ix, JUDGED_MASK, attention, JUDGED_SIDE);
    facts = { ix, obstacles, hasLowSides: ix.edgeMask.some((m) => (m & LOW_MASK) !== 0), judgedEdges, attention, clearance: clearanceField(attention, ix.width, ix.height) };
    verdictBoards.set(board, facts);
  }
  lastBoard = board;
  lastVerdictBoard = facts;
  return facts;
}

/** The symbols a mask names, in the order of SYMBOLS (as symbolsOnEdge returns them). */
const MASK_SYMBOLS: (readonly HexsideSymbol[] | undefined)[] = [];
function maskSymbols(mask: number): readonly HexsideSymbol[] {
  let list = MASK_SYMBOLS[mask];
  if (!list) {
    list = SYMBOLS.filter((s) => (mask & SYMBOL_BIT[s]) !== 0);
    MASK_SYMBOLS[mask] = list;
  }
  return list;
}

function hexTracedClear(ctx: Ctx, w: LineWalk, facts: VerdictBoard): boolean {
  const ix = facts.ix;
  const range = ctx.range;
  const { live, rowX, slotBase, slotPerX, slotPerStep, edgeE1, edgeE2 } = w;
  const edgeMask = ix.edgeMask;
  const judgedEdges = facts.judgedEdges;
  let states = 1; // bit (candidate * 4 + orange * 2 + purple): reachable with no blocking side so far
  for (let k = 1; k <= range; k++) {
    const liveK = live[k];
    const liveBefore = live[k - 1];
    if (liveK !== 3 && liveBefore !== 3) {
      // One live candidate on each side of this step (most steps): one route side, one transition.
      const j = liveBefore >> 1;
      const j2 = liveK >> 1;
      const x = rowX[2 * (k - 1) + j];
      const slot = slotBase + x * slotPerX + (k - 1) * slotPerStep;
      const edge = 3 * slot + (rowX[2 * k + j2] === x ? edgeE2 : edgeE1);
      let reached = (states >> (j * 4)) & 15;
      if ((judgedEdges[edge >> 5] >>> (edge & 31)) & 1) {
        reached = crossSide(ctx, w, edgeMask[edge] & JUDGED_MASK, k, j, j2, reached);
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
          reached = crossSide(ctx, w, edgeMask[edge] & JUDGED_MASK, k, j, j2, bits);
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
 * The states reached across a side carrying judged symbols, from candidate j of step k − 1 to
 * candidate j2 of step k, given the count bits reached so far (bit orange * 2 + purple), or −1
 * when the side blocks or a count reaches CAP (2).
 */
function crossSide(ctx: Ctx, w: LineWalk, mask: number, k: number, j: number, j2: number, bits: number): number {
  const a = { q: w.hexQ(k - 1, j), r: w.hexR(k - 1, j) };
  const side = judgeSide(ctx, maskSymbols(mask), a, { q: w.hexQ(k, j2), r: w.hexR(k, j2) }, k);
  if (side.blocks) return -1;
  let reached = bits;
  if (side.orange) {
    if (reached & 0b1100) return -1;
    reached <<= 2;
  }
  if (side.purple) {
    if (reached & 0b1010) return -1;
    reached <<= 1;
  }
  return reached;
}

/** Real space: the sides carrying a symbol among those of the hexes the segment meets, judged as the explained path does. */
function realSpaceClear(ctx: Ctx, w: LineWalk, ix: BoardIndex): boolean {
  const { firer, target } = ctx;
  const seg = segmentBetween(firer.hex, target.hex);
  // The segment's line, s(p) = X·p.y − Y·p.x from the firer's centre (lattice.ts): a side whose two
  // corners lie strictly on one side of it is not met, and is skipped before the exact sideMeeting.
  const X = 3 * (target.hex.q - firer.hex.q);
  const Y = 2 * (target.hex.r - firer.hex.r) + (target.hex.q - firer.hex.q);
  const edgeOffset = edgeOffsetsFor(ix.height);
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
        if ((sa > 0 && sb > 0) || (sa < 0 && sb < 0) || seenBefore(edge, seen)) continue;
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

/** Edge slots a real-space walk has met so far (a side bounds two met hexes: judged once). */
const seenSlots: number[] = [];
function seenBefore(edge: number, seen: number): boolean {
  for (let i = 0; i < seen; i++) if (seenSlots[i] === edge) return true;
  return false;
}

/** Corner offsets of a hex in the lattice, clockwise from east (lattice.ts), and each direction's side as two corner indices. */
const CORNER_X = [2, 1, -1, -2, -1, 1];
const CORNER_Y = [0, 1, 1, 0, -1, -1];
const DIRECTION_CORNERS = [0, 1, 5, 0, 4, 5, 3, 4, 2, 3, 1, 2]; // SE, NE, N, NW, SW, S

const edgeOffsetCache = new Map<number, Int32Array>();
/** Per direction, the offset from 3·(cell slot) to the slot of the edge on that side, in an index of this height. */
function edgeOffsetsFor(height: number): Int32Array {
  let offsets = edgeOffsetCache.get(height);
  if (!offsets) {
    offsets = new Int32Array(6);
    for (let d = 0; d < 6; d++) offsets[d] = LineWalk.edgeOffset(d, height);
    if (edgeOffsetCache.size > 64) edgeOffsetCache.clear();
    edgeOffsetCache.set(height, offsets);
  }
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
