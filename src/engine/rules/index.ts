// The rule sets, one entry each, and the one function every caller uses.
// Rule set ids are a const array (ids.ts) that also fills the UI's picker;
// what a rule set provides is rule-set.ts. This module imports the rule sets;
// none of them imports it.

import type { Board } from '../types.ts';
import { RULE_SET_IDS, type RuleSetId } from './ids.ts';
import { arvold, original } from './panzerblitz/index.ts';
import type { RuleSet } from './rule-set.ts';
import { tagg } from './tagg/index.ts';
import { tgx } from './tgx/index.ts';
import type { LosQuery, LosResult } from './types.ts';
import { VerdictScratch } from './verdict-scratch.ts';

const RULE_SETS: Readonly<Record<RuleSetId, RuleSet>> = { arvold, original, tgx, tagg };

export const ruleSet = (id: RuleSetId): RuleSet => RULE_SETS[id];

export const ruleSets = (): RuleSet[] => RULE_SET_IDS.map((id) => RULE_SETS[id]);

/** The rule sets that read this board's family. */
export const ruleSetsFor = (board: Board): RuleSet[] => ruleSets().filter((rs) => rs.families.includes(board.family));

/** Default rule set of a board family (docs/cli.md). */
export const defaultRules = (board: Board): RuleSetId => (board.family === 'elevation' ? 'tagg' : 'arvold');

export function evaluateLos(board: Board, query: LosQuery): LosResult {
  return ruleSet(query.rules).evaluate(board, query);
}

/**
 * The verdict alone (viewsheds, all-pairs checks): the same answer as evaluateLos(...).visible. A caller
 * judging many lines passes one scratch to them all (verdict-scratch.ts); a lone question may leave it out.
 */
export function isVisible(board: Board, query: LosQuery, scratch: VerdictScratch = new VerdictScratch()): boolean {
  const rs = ruleSet(query.rules);
  return rs.isVisible ? rs.isVisible(board, query, scratch) : rs.evaluate(board, query).visible;
}
