// The hexes a centre-to-centre line meets, step by step, in integers and in
// memory proportional to one line (docs/geometry.md#hex-traced-routes).
//
// Every offset (dq, dr) is a·e1 + b·e2 for two neighbouring unit directions
// e1, e2 (60° apart) with a, b ≥ 0 and a + b = R. The hexes at distance i from
// the firer and R − i from the target are x·e1 + (i − x)·e2, a row of
// neighbours; the segment crosses that row at x* = i·a/R, and the only hexes of
// the row it can meet are ⌊x*⌋ and ⌈x*⌉. Whether it meets one is the
// separating-axis test on the segment's own line alone: a hex strictly between
// the two centres is met by the segment exactly when the line meets it (the
// exhaustive test in line-walk.test.ts checks both facts against the general
// geometry of segment.ts for every offset up to range 60).
//
// Nothing here is cached: the walk costs a few integer operations per step,
// reuses one set of buffers, and so a viewshed costs hexes × range, in memory
// of one line.

/** Unit directions in cyclic order (each 60° from the next): SE, NE, N, NW, SW, S. */
const DIR_Q = [1, 1, 0, -1, -1, 0];
const DIR_R = [0, -1, -1, 0, 1, 1];
/** For a step in direction d from hex h: the hex naming the edge (offset from h) and its edge index (0 N, 1 NE, 2 SE). */
const EDGE_OQ = [0, 0, 0, -1, -1, 0];
const EDGE_OR = [0, 0, 0, 0, 1, 1];
const EDGE_DIR = [2, 1, 0, 2, 1, 0];

/**
 * Reachability between consecutive steps, indexed by 4 · (move of candidate 0: 0 or 1) + the other
 * step's bits. Moved 0: candidate 0 (x) is reached from x only, candidate 1 (x + 1) from x and x + 1.
 * Moved 1: candidate 0 (x + 1) from x and x + 1, candidate 1 (x + 2) from x + 1 only. REACH_BACK is
 * the same relation seen from the earlier step.
 */
const REACH_FORWARD = new Uint8Array([0, 3, 2, 3, 0, 1, 3, 3]);
const REACH_BACK = new Uint8Array([0, 1, 3, 3, 0, 3, 2, 3]);

/**
 * One line's walk. Candidate j (0 or 1) of step i sits at row position
 * x = rowX[2i + j]; its hex is from + x·e1 + (i − x)·e2 (hexQ/hexR). `met`
 * holds, per step, bit j when the segment meets candidate j; `live` holds bit
 * j when candidate j lies on a route after dropping off-board candidates
 * (board-trace.ts's rule).
 */
export class LineWalk {
  range = 0;
  fromQ = 0;
  fromR = 0;
  /** Row direction steps: e1 (x grows) and e2. */
  e1 = 0;
  e2 = 0;
  rowX = new Int32Array(64);
  met = new Uint8Array(32);
  /** The same array as `met` after a walk with no tied step (nothing to drop or prune), else a buffer of its own. */
  live = this.met;
  private liveBuffer = new Uint8Array(32);
  /** Steps with two met candidates (a tied step), listed in tiedSteps[0 .. ties). */
  ties = 0;
  private tiedSteps = new Int32Array(32);
  /** offRouteSides's output: side sideD[n] (a direction index) of hex (sideQ[n], sideR[n]). */
  sideQ = new Int32Array(0);
  sideR = new Int32Array(0);
  sideD = new Uint8Array(0);

  hexQ(i: number, j: number): number {
    const x = this.rowX[2 * i + j];
    return this.fromQ + x * DIR_Q[this.e1] + (i - x) * DIR_Q[this.e2];
  }

  hexR(i: number, j: number): number {
    const x = this.rowX[2 * i + j];
    return this.fromR + x * DIR_R[this.e1] + (i - x) * DIR_R[this.e2];
  }

  /**
   * Index arithmetic for a grid of `height` rows whose slot of hex (q, r) is
   * (q − qMin)·height + (r − rMin) (board-index.ts): the slot of the hex at
   * row position x of step i is slotBase + x·slotPerX + i·slotPerStep, and
   * the edge crossed from it to the next step is at 3·slot + edgeE1 (x grows)
   * or 3·slot + edgeE2, in a grid of three edges per hex.
   */
  slotBase = 0;
  slotPerX = 0;
  slotPerStep = 0;
  edgeE1 = 0;
  edgeE2 = 0;

  indexFor(qMin: number, rMin: number, height: number): this {
    const q1 = DIR_Q[this.e1];
    const r1 = DIR_R[this.e1];
    const q2 = DIR_Q[this.e2];
    const r2 = DIR_R[this.e2];
    this.slotBase = (this.fromQ - qMin) * height + (this.fromR - rMin);
    this.slotPerX = (q1 - q2) * height + (r1 - r2);
    this.slotPerStep = q2 * height + r2;
    this.edgeE1 = 3 * (EDGE_OQ[this.e1] * height + EDGE_OR[this.e1]) + EDGE_DIR[this.e1];
    this.edgeE2 = 3 * (EDGE_OQ[this.e2] * height + EDGE_OR[this.e2]) + EDGE_DIR[this.e2];
    return this;
  }

  /** Direction (index into the cyclic list) from candidate j of step k − 1 to candidate j2 of step k. */
  stepDir(k: number, j: number, j2: number): number {
    return this.rowX[2 * k + j2] > this.rowX[2 * (k - 1) + j] ? this.e1 : this.e2;
  }

  /** True when candidate j of step k − 1 and candidate j2 of step k are neighbours. */
  adjacent(k: number, j: number, j2: number): boolean {
    const d = this.rowX[2 * k + j2] - this.rowX[2 * (k - 1) + j];
    return d === 0 || d === 1;
  }

  private ensure(range: number): void {
    if (this.met.length > range) return;
    const n = Math.max(range + 1, this.met.length * 2);
    this.rowX = new Int32Array(2 * n);
    this.met = new Uint8Array(n);
    this.live = this.met;
    this.liveBuffer = new Uint8Array(n);
    this.tiedSteps = new Int32Array(n);
  }

  /**
   * Walk the line from (fromQ, fromR) by (dq, dr). `onBoard`, when given,
   * drops a step's off-board candidates wherever the step has one on the
   * board (unless that leaves no route, as board-trace.ts does).
   */
  walk(fromQ: number, fromR: number, dq: number, dr: number, onBoard?: (q: number, r: number) => boolean): this {
    if (this.walkSteps(fromQ, fromR, dq, dr) === 0) return this;
    this.live = this.liveBuffer;
    if (!onBoard || !this.dropOffBoard(onBoard)) this.prune(this.met);
    return this;
  }

  /**
   * walk() on a grid of `height` rows whose hexes are the slots (q − qMin)·height + (r − rMin) with
   * present[slot] ≥ 0 (board-index.ts's `level`), with indexFor's arithmetic set up: off-board
   * candidates are dropped by slot, with no call per hex. Every hex of the line lies in the box of its
   * two ends, so the grid needs no bounds checks when both ends are on it.
   */
  walkOnGrid(
    fromQ: number,
    fromR: number,
    dq: number,
    dr: number,
    qMin: number,
    rMin: number,
    height: number,
    present: Int8Array,
  ): this {
    const ties = this.walkSteps(fromQ, fromR, dq, dr);
    this.indexFor(qMin, rMin, height);
    if (ties === 0) return this;
    const live = this.liveBuffer;
    this.live = live;
    live.set(this.met); // the whole buffer, one native copy: faster than a loop over the steps
    const { rowX, slotBase, slotPerX, slotPerStep, tiedSteps } = this;
    for (let t = 0; t < ties; t++) {
      const i = tiedSteps[t];
      const slot0 = slotBase + rowX[2 * i] * slotPerX + i * slotPerStep;
      const on0 = present[slot0] >= 0;
      const on1 = present[slot0 + slotPerX] >= 0;
      live[i] = on0 === on1 ? 3 : on0 ? 1 : 2;
    }
    if (!this.prune(live)) this.prune(this.met);
    return this;
  }

  /**
   * Does the line from (fromQ, fromR) by (dq, dr) meet a flagged hex of a grid laid out as walkOnGrid's?
   * Both ends are tested against `endMask`, the hexes the segment meets strictly between them against
   * `innerMask` (flags[slot] & mask ≠ 0). The same steps and the same met candidates as walk(), in the
   * same integers, but nothing is stored and the walk stops at the first flagged hex: a verdict path
   * whose rules read only flagged hexes answers a line that meets none without walking it again.
   *
   * `clearance` (clearanceField of the same flags) lets it jump: every candidate of step i + k lies
   * within k + 1 hexes of candidate 0 of step i (its row position grows by 0 to k, candidate 1 is one
   * further, across e1 − e2, a unit direction), so when no flagged hex lies within c − 1 of that
   * candidate, steps i + 1 … i + c − 2 meet none and are not walked. The step it lands on is
   * recomputed from its index in integers (lo = ⌊i·a/R⌋): the same step the incremental walk reaches.
   */
  meetsFlagged(
    fromQ: number,
    fromR: number,
    dq: number,
    dr: number,
    qMin: number,
    rMin: number,
    height: number,
    flags: Uint8Array,
    endMask: number,
    innerMask: number,
    clearance: Uint8Array,
  ): boolean {
    const range = (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
    const base = (fromQ - qMin) * height + (fromR - rMin);
    if ((flags[base] & endMask) !== 0) return true;
    if (range === 0) return false;
    const a = this.aim(dq, dr);
    const { e1, e2, sStep, sAcross, reach } = this;
    const slotPerX = (DIR_Q[e1] - DIR_Q[e2]) * height + (DIR_R[e1] - DIR_R[e2]);
    const slotPerStep = DIR_Q[e2] * height + DIR_R[e2];
    if ((flags[base + a * slotPerX + range * slotPerStep] & endMask) !== 0) return true;
    let rem = 0;
    let s = 0;
    let slot = base; // candidate 0's slot; candidate 1 is one slotPerX further
    for (let i = 1; i < range; i++) {
      rem += a;
      s += sStep;
      slot += slotPerStep;
      if (rem >= range) {
        rem -= range;
        s += sAcross;
        slot += slotPerX;
      }
      if (s <= reach && s >= -reach && (flags[slot] & innerMask) !== 0) return true;
      const sNext = s + sAcross;
      if (sNext <= reach && sNext >= -reach && (flags[slot + slotPerX] & innerMask) !== 0) return true;
      const c = clearance[slot];
      if (c > 2) {
        i += c - 2; // the last step known to meet no flagged hex
        if (i >= range - 1) return false;
        const lo = Math.floor((i * a) / range);
        rem = i * a - lo * range;
        s = i * sStep + lo * sAcross;
        slot = base + lo * slotPerX + i * slotPerStep;
      }
    }
    return false;
  }

  /** The steps of a walk: rowX, met and the tied steps; `live` is `met`. Returns the number of tied steps. */
  private walkSteps(fromQ: number, fromR: number, dq: number, dr: number): number {
    const range = (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
    this.ensure(range);
    this.range = range;
    this.fromQ = fromQ;
    this.fromR = fromR;
    const rowX = this.rowX;
    const met = this.met;
    this.ties = 0;
    this.live = met;
    if (range === 0) {
      rowX[0] = 0;
      met[0] = 1;
      return 0;
    }
    const a = this.aim(dq, dr);
    const { sStep: s2, sAcross: ds, reach } = this;
    rowX[0] = 0;
    rowX[1] = 0;
    met[0] = 1;
    // lo = ⌊i·a/R⌋, kept incrementally with its remainder.
    let lo = 0;
    let rem = 0;
    let doubles = 0;
    const tiedSteps = this.tiedSteps;
    let s = 0; // s at candidate 0 of the step: i·s2 + lo·(s1 − s2), kept incrementally
    for (let i = 1; i < range; i++) {
      rem += a;
      s += s2;
      if (rem >= range) {
        rem -= range;
        lo++;
        s += ds;
      }
      rowX[2 * i] = lo;
      rowX[2 * i + 1] = lo + 1;
      const sNext = s + ds;
      const bits = (s <= reach && s >= -reach ? 1 : 0) | (sNext <= reach && sNext >= -reach ? 2 : 0);
      met[i] = bits;
      if (bits === 3) tiedSteps[doubles++] = i;
    }
    rowX[2 * range] = a;
    rowX[2 * range + 1] = a;
    met[range] = 1;
    // With no tied step there is one candidate per step, the single route: `live` stays `met`.
    this.ties = doubles;
    return doubles;
  }

  /** aim's output: the segment's s(p) moved by one step along e2 (sStep) and across the row, e1 − e2 (sAcross); a hex is met when |s| ≤ reach. */
  private sStep = 0;
  private sAcross = 0;
  private reach = 0;

  /** Sets e1, e2 and the line's s arithmetic (sStep, sAcross, reach) for the offset (dq, dr) ≠ 0; returns a, the steps along e1. */
  private aim(dq: number, dr: number): number {
    // The sector of (dq, dr): e1 and a, with (dq, dr) = a·e1 + b·e2, a ≥ 1, b ≥ 0 (DIR_Q/DIR_R solved by
    // hand, one test per sector in cyclic order; on a sector's edge the first in that order, as before).
    let e1: number;
    let a: number;
    if (dr <= 0 && dq + dr >= 1) {
      e1 = 0;
      a = dq + dr;
    } else if (dq >= 1 && dq + dr <= 0) {
      e1 = 1;
      a = dq;
    } else if (dr <= -1 && dq <= 0) {
      e1 = 2;
      a = -dr;
    } else if (dq + dr <= -1 && dr >= 0) {
      e1 = 3;
      a = -dq - dr;
    } else if (dq <= -1 && dq + dr >= 0) {
      e1 = 4;
      a = -dq;
    } else {
      e1 = 5;
      a = dr;
    }
    this.e1 = e1;
    const e2 = e1 === 5 ? 0 : e1 + 1;
    this.e2 = e2;
    // The segment's line in the lattice: s(p) = X·p.y − Y·p.x, zero on the line. A hex centred at p is
    // met when some corner lies on each side (or on the line): over the six corner offsets of lattice.ts,
    // (±2, 0), ±(1, 1), ±(−1, 1) as (x, y), X·y − Y·x takes ±2Y, ±(X − Y) and ±(X + Y), so exactly when |s(p)| ≤ reach.
    const X = 3 * dq;
    const Y = 2 * dr + dq;
    const reach = Math.max(2 * Math.abs(Y), Math.abs(X - Y), Math.abs(X + Y));
    // s is linear and zero at the firer: s(x·e1 + (i − x)·e2) = i·s2 + x·(s1 − s2).
    const s1 = X * (2 * DIR_R[e1] + DIR_Q[e1]) - Y * 3 * DIR_Q[e1];
    const s2 = X * (2 * DIR_R[e2] + DIR_Q[e2]) - Y * 3 * DIR_Q[e2];
    this.sStep = s2;
    this.sAcross = s1 - s2;
    this.reach = reach;
    return a;
  }

  /** Keep, per step, the on-board candidates when there are any; false when no route is left. */
  private dropOffBoard(onBoard: (q: number, r: number) => boolean): boolean {
    const live = this.live;
    for (let i = 0; i <= this.range; i++) {
      const bits = this.met[i];
      if (bits !== 3) {
        live[i] = bits;
        continue;
      }
      const on0 = onBoard(this.hexQ(i, 0), this.hexR(i, 0));
      const on1 = onBoard(this.hexQ(i, 1), this.hexR(i, 1));
      live[i] = on0 === on1 ? 3 : on0 ? 1 : 2;
    }
    return this.prune(live);
  }

  /**
   * `live` := the candidates of `from` that lie on some route (forward and backward reachable). Only
   * the tied steps can lose a candidate: a step with one met candidate is the segment's own chain of
   * met hexes, whose consecutive hexes are neighbours, so it is reached whenever the step before it
   * is, and it reaches the next. So the passes visit the tied steps (and, forward, the step after
   * each run of them, which is where a route is found to be cut), not the whole line.
   */
  private prune(from: Uint8Array): boolean {
    const live = this.live;
    const rowX = this.rowX;
    const tied = this.tiedSteps;
    const n = this.ties;
    if (from !== live) live.set(from);
    // Candidate 0 of a step sits at x = rowX[2k], candidate 1 at x + 1 (only candidate 0 at both ends); a
    // candidate of step k − 1 reaches one of step k when x grows by 0 or 1, which depends only on how far
    // candidate 0 moved: REACH_FORWARD / REACH_BACK, by that move and the other step's bits.
    for (let t = 0; t < n; t++) {
      const k = tied[t];
      live[k] &= REACH_FORWARD[4 * (rowX[2 * k] - rowX[2 * k - 2]) + live[k - 1]];
      if (t + 1 < n && tied[t + 1] === k + 1) continue;
      // The end of a run of tied steps: the single candidate after it is reached, or no route is left.
      live[k + 1] &= REACH_FORWARD[4 * (rowX[2 * k + 2] - rowX[2 * k]) + live[k]];
      if (live[k + 1] === 0) return false;
    }
    for (let t = n - 1; t >= 0; t--) {
      const k = tied[t];
      live[k] &= REACH_BACK[4 * (rowX[2 * k + 2] - rowX[2 * k]) + live[k + 1]];
    }
    return true;
  }

  /**
   * The sides the segment may meet that no route crosses, for 001's
   * clarification 3 (a green or gray side the centre line touches): written
   * to sideQ/sideR/sideD, their number returned; the caller tests each with
   * segment.ts's exact sideMeeting. Why these are all: a side the segment
   * meets (crossed, run along or touched at a corner) has both its hexes met,
   * so both are candidates of the walk, at one step or at consecutive steps.
   * At one step they are a tied step's two candidates; at consecutive steps
   * the side is a route side when both are live, and otherwise a side of a
   * met candidate on no route (dropped off the board, or pruned). A line
   * with no tied step has none (line-walk.test.ts checks every offset up to
   * range 40, lines through hex corners among them, e.g. (4, 1), which has no
   * tie in cube-lerp rounding but two in the walk's sense).
   */
  offRouteSides(): number {
    const R = this.range;
    let n = 0;
    if (R < 2 || this.ties === 0) return 0;
    this.ensureSides(13 * R);
    // Candidate 1 of a step is candidate 0 moved by e1 − e2, the direction before e1.
    const across = (this.e1 + 5) % 6;
    for (let i = 1; i < R; i++) {
      const met = this.met[i];
      if (met === 3) n = this.push(n, this.hexQ(i, 0), this.hexR(i, 0), across);
      const dropped = met & ~this.live[i];
      for (let j = 0; j < 2; j++) {
        if (!(dropped & (1 << j))) continue;
        const q = this.hexQ(i, j);
        const r = this.hexR(i, j);
        for (let d = 0; d < 6; d++) n = this.push(n, q, r, d);
      }
    }
    return n;
  }

  private push(n: number, q: number, r: number, d: number): number {
    this.sideQ[n] = q;
    this.sideR[n] = r;
    this.sideD[n] = d;
    return n + 1;
  }

  private ensureSides(size: number): void {
    if (this.sideQ.length >= size) return;
    const n = Math.max(size, this.sideQ.length * 2);
    this.sideQ = new Int32Array(n);
    this.sideR = new Int32Array(n);
    this.sideD = new Uint8Array(n);
  }

  /** Offset from 3 · (cell slot) to the slot of its edge towards direction d, in an index of this height. */
  static edgeOffset(d: number, height: number): number {
    return 3 * (EDGE_OQ[d] * height + EDGE_OR[d]) + EDGE_DIR[d];
  }

  /** The edge between the hex (q, r) and its neighbour in direction d, as an index into edge masks, or −1. */
  static edgeSlotTowards(
    q: number,
    r: number,
    d: number,
    qMin: number,
    rMin: number,
    width: number,
    height: number,
  ): number {
    return edgeSlot(q + EDGE_OQ[d] - qMin, r + EDGE_OR[d] - rMin, EDGE_DIR[d], width, height);
  }
}

/** Slot of edge `dir` of the hex at index position (qi, ri) in a width × height grid of three edges per hex. */
function edgeSlot(qi: number, ri: number, dir: number, width: number, height: number): number {
  if (qi < 0 || ri < 0 || qi >= width || ri >= height) return -1;
  return (qi * height + ri) * 3 + dir;
}

/** The edge crossed stepping in direction d from (q, r): naming hex and edge index (0 N, 1 NE, 2 SE). */
export const edgeNameQ = (q: number, d: number): number => q + EDGE_OQ[d];
export const edgeNameR = (r: number, d: number): number => r + EDGE_OR[d];
export const edgeNameDir = (d: number): number => EDGE_DIR[d];

/** The largest distance clearanceField records: a hex farther than this from every flagged hex counts as this far. */
export const CLEARANCE_CAP = 255;

/**
 * Per slot of a width × height grid laid out as walkOnGrid's (slot = qi·height + ri), the hex distance
 * to the nearest slot with a non-zero flag (0 on a flagged slot), at most CLEARANCE_CAP: a breadth-first
 * search over the grid's six neighbours, done once per board. The grid is a box in q and r, and a
 * shortest path between two of its hexes can keep q and r between theirs, so distances within the grid
 * are the plane's.
 */
export function clearanceField(flags: Uint8Array, width: number, height: number): Uint8Array {
  const n = width * height;
  const distance = new Uint8Array(n).fill(CLEARANCE_CAP);
  const queue = new Int32Array(n);
  let tail = 0;
  for (let slot = 0; slot < n; slot++) {
    if (flags[slot] === 0) continue;
    distance[slot] = 0;
    queue[tail++] = slot;
  }
  for (let head = 0; head < tail; head++) {
    const slot = queue[head];
    const next = distance[slot] + 1;
    if (next >= CLEARANCE_CAP) break; // breadth first: every later slot is as far
    const qi = Math.floor(slot / height);
    const ri = slot - qi * height;
    for (let d = 0; d < 6; d++) {
      const q = qi + DIR_Q[d];
      const r = ri + DIR_R[d];
      if (q < 0 || r < 0 || q >= width || r >= height) continue;
      const other = q * height + r;
      if (distance[other] !== CLEARANCE_CAP) continue;
      distance[other] = next;
      queue[tail++] = other;
    }
  }
  return distance;
}
