// The PanzerBlitz-family rule sets: one interpreter, two tables.

import type { RuleSet } from '../index.ts';
import { evaluatePanzerBlitz } from './evaluate.ts';
import { ARVOLD_TABLE, ORIGINAL_TABLE } from './table.ts';

export const arvold: RuleSet = {
  id: 'arvold',
  name: 'Arvold: Obstacles and Elevation (Modified)',
  source: '000_a03a26f52f8a01a8.txt, 001_637a09858b693391.txt',
  families: ['panzerblitz'],
  traces: ['hex', 'real'],
  evaluate: (board, query) => evaluatePanzerBlitz({ id: 'arvold', table: ARVOLD_TABLE, threeLevels: false }, board, query),
};

export const original: RuleSet = {
  id: 'original',
  name: 'Original PanzerBlitz Target Elevation Chart',
  source: '003_556d2a178b7b89f6.txt',
  families: ['panzerblitz'],
  traces: ['hex', 'real'],
  evaluate: (board, query) => evaluatePanzerBlitz({ id: 'original', table: ORIGINAL_TABLE, threeLevels: true }, board, query),
};
