// The board designer's audit (docs/audit.md): from the all-pairs matrix,
// how many hexes each hex sees and is seen by, the hexes no other hex sees,
// and the pairs whose verdict differs between the rule sets that read the
// board. Built in steps (AuditBuilder.step) so the worker can report progress
// and drop a superseded audit; the CLI builds it at once.
//
// Rule sets compared: those reading the board's family that have a
// verdict-only path (isVisible; all of them today). One without it would need
// the full explained evaluation for every ordered pair (about 0.3 ms each:
// minutes on a three-board map); it would be listed as not compared, with
// that reason.

import { MatrixTooLarge, type MatrixOptions, VisibilityMatrix } from './matrix.ts';
import type { RuleSetId, TraceMode } from './rules/ids.ts';
import { ruleSet, ruleSetsFor } from './rules/index.ts';
import type { Axial, Board } from './types.ts';

/** At most this many differing pairs are listed per rule set (all are counted). */
export const AUDIT_PAIR_LIST_LIMIT = 100;

export interface HexAudit {
  readonly hex: Axial;
  /** How many other hexes this hex sees. */
  readonly seen: number;
  /** How many other hexes see this hex. */
  readonly seenBy: number;
}

export interface RuleDifference {
  readonly rules: RuleSetId;
  readonly trace: TraceMode;
  /** Ordered pairs whose verdict differs from the audited rule set's. */
  readonly count: number;
  /** The first AUDIT_PAIR_LIST_LIMIT of them, in board order of firer then target. */
  readonly pairs: readonly {
    readonly from: Axial;
    readonly to: Axial;
    readonly visible: boolean;
    readonly otherVisible: boolean;
  }[];
}

export interface AuditReport {
  readonly rules: RuleSetId;
  readonly trace: TraceMode;
  /** Ordered pairs judged per rule set (n · (n − 1)). */
  readonly pairs: number;
  readonly hexes: readonly HexAudit[];
  /** Hexes that no other hex sees. */
  readonly hiddenFromEverywhere: readonly Axial[];
  readonly differences: readonly RuleDifference[];
  readonly notCompared: readonly { readonly rules: RuleSetId; readonly reason: string }[];
}

const traceFor = (id: RuleSetId, wanted: TraceMode): TraceMode => {
  const traces = ruleSet(id).traces;
  return traces.includes(wanted) ? wanted : traces[0];
};

export class AuditBuilder {
  private readonly matrices: VisibilityMatrix[];
  private readonly notCompared: { rules: RuleSetId; reason: string }[] = [];
  readonly trace: TraceMode;

  /** Throws MatrixTooLarge for a board above MATRIX_MAX_HEXES. */
  constructor(
    readonly board: Board,
    readonly options: MatrixOptions,
  ) {
    this.trace = traceFor(options.rules, options.trace ?? 'hex');
    this.matrices = [new VisibilityMatrix(board, { ...options, trace: this.trace })];
    for (const rs of ruleSetsFor(board)) {
      if (rs.id === options.rules) continue;
      if (!rs.isVisible) {
        this.notCompared.push({
          rules: rs.id,
          reason:
            'this rule set has no verdict-only path yet: its full evaluation of every ordered pair would take minutes',
        });
        continue;
      }
      this.matrices.push(new VisibilityMatrix(board, { ...options, rules: rs.id, trace: traceFor(rs.id, this.trace) }));
    }
  }

  /** Ordered pairs judged so far and in all. */
  get progress(): { done: number; total: number } {
    let done = 0;
    let total = 0;
    for (const m of this.matrices) {
      done += m.rowsDone * (m.n - 1);
      total += m.n * (m.n - 1);
    }
    return { done, total };
  }

  get done(): boolean {
    return this.matrices.every((m) => m.done);
  }

  /** The audited rule set's matrix (complete once `done`). */
  get matrix(): VisibilityMatrix {
    return this.matrices[0];
  }

  /** Computes up to `rows` more firer rows, across the matrices in turn; true when all are done. */
  step(rows: number): boolean {
    const m = this.matrices.find((x) => !x.done);
    if (m) m.step(rows);
    return this.done;
  }

  report(): AuditReport {
    while (!this.done) this.step(64);
    const [main, ...others] = this.matrices;
    const { seen, seenBy } = main.counts();
    const hexes = main.hexes.map((hex, i) => ({ hex, seen: seen[i], seenBy: seenBy[i] }));
    const differences = others.map((m) => {
      let count = 0;
      const pairs: RuleDifference['pairs'][number][] = [];
      for (let w = 0; w < main.bits.length; w++) {
        let diff = main.bits[w] ^ m.bits[w];
        while (diff !== 0) {
          const low = diff & -diff;
          const bit = w * 32 + (31 - Math.clz32(low));
          diff ^= low;
          count++;
          if (pairs.length >= AUDIT_PAIR_LIST_LIMIT) continue;
          const i = Math.floor(bit / main.n);
          const j = bit % main.n;
          pairs.push({ from: main.hexes[i], to: main.hexes[j], visible: main.sees(i, j), otherVisible: m.sees(i, j) });
        }
      }
      return { rules: m.options.rules, trace: m.options.trace ?? 'hex', count, pairs };
    });
    return {
      rules: this.options.rules,
      trace: this.trace,
      pairs: main.n * (main.n - 1),
      hexes,
      hiddenFromEverywhere: hexes.filter((h) => h.seenBy === 0).map((h) => h.hex),
      differences,
      notCompared: this.notCompared,
    };
  }
}

export { MatrixTooLarge };
