// The all-pairs visibility matrix of a board or map: every firer × every
// target, verdict only, through isVisible (the same verdicts as evaluateLos,
// verdict-paths.test.ts). Built a few firer rows at a time (`step`), so the
// worker can yield between chunks, report progress and drop a superseded
// build. It feeds the designer's audit (audit.ts) and instant viewsheds.
//
// Memory: one bit per ordered pair, n² / 8 bytes. Boards above
// MATRIX_MAX_HEXES hexes are refused (a 200 × 200 board would need 200 MB and
// 1.6 billion verdicts); docs/audit.md says so.

import { isVisible, ruleSet } from './rules/index.ts';
import { readingsOf } from './rules/readings.ts';
import type { Judging, LosQuery } from './rules/types.ts';
import { VerdictScratch } from './rules/verdict-scratch.ts';
import type { Axial, Board } from './types.ts';

export type MatrixOptions = Judging;

/** 16,384 hexes: 32 MiB of bits, some 268 million verdicts. */
export const MATRIX_MAX_HEXES = 16_384;

export class MatrixTooLarge extends RangeError {}

export class VisibilityMatrix {
  /** The hexes in board order; row and column i are hexes[i]. */
  readonly hexes: readonly Axial[];
  readonly n: number;
  /** Bit (i·n + j): hexes[i] sees hexes[j]. */
  readonly bits: Uint32Array;
  /** Firer rows computed so far (rows 0 .. rowsDone − 1). */
  rowsDone = 0;
  private readonly query: LosQuery;
  /** This matrix's own working memory: two matrices built in turn never share a line's buffers. */
  private readonly scratch = new VerdictScratch();
  /** The rule set answers a → b as b → a under these readings: row i judges only the targets after it. */
  private readonly symmetric: boolean;

  constructor(
    readonly board: Board,
    readonly options: MatrixOptions,
  ) {
    this.hexes = [...board.cells.values()].map((c) => c.hex);
    this.n = this.hexes.length;
    if (this.n > MATRIX_MAX_HEXES) {
      throw new MatrixTooLarge(
        `this board has ${this.n} hexes; the all-pairs matrix is built for at most ${MATRIX_MAX_HEXES} (${this.n * this.n} verdicts would be needed)`,
      );
    }
    this.bits = new Uint32Array(Math.ceil((this.n * this.n) / 32));
    this.query = { from: this.hexes[0], to: this.hexes[0], ...options };
    this.symmetric = ruleSet(options.rules).symmetric?.(readingsOf(options.readings)) ?? false;
  }

  get done(): boolean {
    return this.rowsDone >= this.n;
  }

  /** Computes up to `rows` more firer rows; true when the matrix is complete. */
  step(rows: number): boolean {
    const { n, hexes, bits, board } = this;
    const q = this.query as LosQuery & { from: Axial; to: Axial };
    const end = Math.min(n, this.rowsDone + rows);
    // Rows are built in order: under a symmetric rule set, row i's targets before i were set by their own rows.
    for (let i = this.rowsDone; i < end; i++) {
      q.from = hexes[i];
      for (let j = this.symmetric ? i + 1 : 0; j < n; j++) {
        if (j === i) continue;
        q.to = hexes[j];
        if (isVisible(board, q, this.scratch)) {
          const bit = i * n + j;
          bits[bit >>> 5] |= 1 << (bit & 31);
          if (!this.symmetric) continue;
          const mirror = j * n + i;
          bits[mirror >>> 5] |= 1 << (mirror & 31);
        }
      }
    }
    this.rowsDone = end;
    return this.done;
  }

  /** Builds every row at once (the CLI; the worker steps). */
  complete(): this {
    this.step(this.n);
    return this;
  }

  sees(i: number, j: number): boolean {
    const bit = i * this.n + j;
    return (this.bits[bit >>> 5] & (1 << (bit & 31))) !== 0;
  }

  /** The hexes row i sees, in board order (a viewshed, once the row is computed). */
  row(i: number): Axial[] {
    const out: Axial[] = [];
    for (let j = 0; j < this.n; j++) if (this.sees(i, j)) out.push(this.hexes[j]);
    return out;
  }

  /** How many hexes each hex sees, and by how many it is seen. */
  counts(): { seen: Int32Array; seenBy: Int32Array } {
    const seen = new Int32Array(this.n);
    const seenBy = new Int32Array(this.n);
    for (let i = 0; i < this.n; i++) {
      for (let j = 0; j < this.n; j++) {
        if (this.sees(i, j)) {
          seen[i]++;
          seenBy[j]++;
        }
      }
    }
    return { seen, seenBy };
  }
}
