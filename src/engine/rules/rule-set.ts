// What a rule set provides: its description (RuleSetInfo) and the functions
// that judge a query. Each rule set folder exports one or more of these;
// rules/index.ts gathers them by id.

import type { Board } from '../types.ts';
import type { Readings } from './readings.ts';
import type { LosQuery, LosResult, RuleSetInfo } from './types.ts';
import type { VerdictScratch } from './verdict-scratch.ts';

export interface RuleSet extends RuleSetInfo {
  evaluate(board: Board, query: LosQuery): LosResult;
  /** The verdict alone, where a rule set has a faster way to it than a full explanation; its working memory is the scratch's. */
  isVisible?(board: Board, query: LosQuery, scratch: VerdictScratch): boolean;
  /**
   * True when the verdict from a to b is the verdict from b to a on every board, with any turn
   * markers, under these readings: the all-pairs matrix then judges each pair of hexes once
   * (matrix.ts). Absent where that does not hold or is not shown (verdict-paths.test.ts checks it).
   */
  symmetric?(readings: Readings): boolean;
}
