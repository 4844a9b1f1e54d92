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

/**
 * Appends every item (Array.prototype.push with a spread passes each item as
 * an argument, and a file with ~125k problems overflows the call stack).
 */
export function pushAll<T>(target: T[], items: readonly T[]): void {
  for (const item of items) target.push(item);
}

/** How many problems of each kind a result lists; the rest are counted. */
export const MAX_LISTED_PROBLEMS = 200;

/**
 * The first MAX_LISTED_PROBLEMS problems, then one line counting the rest: a
 * file with 342k errors is answered with a list a person can read, and a
 * bounded message to carry from the worker and draw.
 */
export function listFirst(problems: readonly Problem[], noun: 'errors' | 'warnings'): Problem[] {
  if (problems.length <= MAX_LISTED_PROBLEMS) return [...problems];
  const rest = problems.length - MAX_LISTED_PROBLEMS;
  return [
    ...problems.slice(0, MAX_LISTED_PROBLEMS),
    { path: '', message: `… and ${rest.toLocaleString('en-US')} more ${noun} (only the first ${MAX_LISTED_PROBLEMS} are listed)`, more: rest },
  ];
}

/** How many problems a list stands for, counting those a shortened list leaves out. */
export const countProblems = (problems: readonly Problem[]): number =>
  problems.reduce((n, p) => n + (p.more === undefined ? 1 : p.more), 0);
