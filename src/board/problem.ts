// A located problem in an input file: where (JSON path, hex label) and what.

export interface Problem {
  /** JSON path such as `hexsides[3].side` or `hexes.C4.terrain` ("" for the whole file). */
  readonly path: string;
  /** The hex label the problem concerns, upper-case, when there is one. */
  readonly hex?: string;
  readonly message: string;
  /** On the line that ends a shortened list: how many problems it does not list. */
  readonly more?: number;
}

/** How many problems of each kind a result lists; the rest are counted. */
export const MAX_LISTED_PROBLEMS = 200;

/**
 * Problems as they are found: the first MAX_LISTED_PROBLEMS are kept, the
 * rest only counted, so a file with millions of problems (a map of 16 large
 * boards had 1.9 million warnings) costs the same memory as one with 201. A
 * shortened list added to another adds its count line's count, not the line.
 */
export class ProblemList {
  private readonly kept: Problem[] = [];
  private unlisted = 0;

  add(problem: Problem): void {
    if (problem.more !== undefined) this.unlisted += problem.more;
    else if (this.kept.length < MAX_LISTED_PROBLEMS) this.kept.push(problem);
    else this.unlisted += 1;
  }

  addAll(problems: Iterable<Problem>): void {
    for (const problem of problems) this.add(problem);
  }

  /** How many problems were added, counted or kept. */
  get size(): number {
    return this.kept.length + this.unlisted;
  }

  /**
   * The kept problems, then one line counting the rest: a file with 342k
   * errors is answered with a list a person can read, and a bounded message
   * to carry from the worker and draw.
   */
  listed(noun: 'errors' | 'warnings'): Problem[] {
    if (this.unlisted === 0) return [...this.kept];
    const rest = this.unlisted;
    return [
      ...this.kept,
      {
        path: '',
        message: `… and ${rest.toLocaleString('en-US')} more ${noun} (only the first ${this.kept.length} are listed)`,
        more: rest,
      },
    ];
  }
}

/** The first MAX_LISTED_PROBLEMS problems, then one line counting the rest (ProblemList). */
export function listFirst(problems: Iterable<Problem>, noun: 'errors' | 'warnings'): Problem[] {
  const list = new ProblemList();
  list.addAll(problems);
  return list.listed(noun);
}

/** How many problems a list stands for, counting those a shortened list leaves out. */
export const countProblems = (problems: readonly Problem[]): number =>
  problems.reduce((n, p) => n + (p.more === undefined ? 1 : p.more), 0);
