// A located problem in an input file: where (JSON path, hex label) and what.

export interface Problem {
  /** JSON path such as `hexsides[3].side` or `hexes.C4.terrain` ("" for the whole file). */
  readonly path: string;
  /** The hex label the problem concerns, upper-case, when there is one. */
  readonly hex?: string;
  readonly message: string;
}
