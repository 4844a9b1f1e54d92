// The PanzerBlitz-family rule sets: one interpreter, two tables.

import type { RuleSet } from '../rule-set.ts';
import { evaluatePanzerBlitz, isVisiblePanzerBlitz } from './evaluate.ts';
import type { PanzerBlitzVariant } from './judge.ts';
import { ARVOLD_TABLE, ORIGINAL_TABLE } from './table.ts';

export const ARVOLD: PanzerBlitzVariant = {
  id: 'arvold',
  table: ARVOLD_TABLE,
  threeLevels: false,
  clarification3: true,
};
export const ORIGINAL: PanzerBlitzVariant = {
  id: 'original',
  table: ORIGINAL_TABLE,
  threeLevels: true,
  clarification3: false,
};

export const arvold: RuleSet = {
  id: 'arvold',
  name: 'Arvold: Obstacles and Elevation (Modified)',
  source: '000_a03a26f52f8a01a8.txt, 001_637a09858b693391.txt',
  families: ['panzerblitz'],
  traces: ['hex', 'real'],
  evaluate: (board, query) => evaluatePanzerBlitz(ARVOLD, board, query),
  isVisible: (board, query, scratch) => isVisiblePanzerBlitz(ARVOLD, board, query, scratch),
};

export const original: RuleSet = {
  id: 'original',
  name: 'Original PanzerBlitz Target Elevation Chart',
  source: '003_556d2a178b7b89f6.txt',
  families: ['panzerblitz'],
  traces: ['hex', 'real'],
  evaluate: (board, query) => evaluatePanzerBlitz(ORIGINAL, board, query),
  isVisible: (board, query, scratch) => isVisiblePanzerBlitz(ORIGINAL, board, query, scratch),
};
