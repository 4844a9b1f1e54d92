// The Tactical GameX Terrain Elevation Table (seed 004_be931c8745daf524.txt)
// as a rule set: PanzerBlitz-family boards, hex-traced only. The readings it
// makes are listed in docs/rules-tgx-tagg.md; the table itself is table.ts.

import type { RuleSet } from '../rule-set.ts';
import { evaluateTgx } from './evaluate.ts';
import { isVisibleTgx } from './verdict.ts';

export const tgx: RuleSet = {
  id: 'tgx',
  name: 'Tactical GameX Terrain Elevation Table',
  source: '004_be931c8745daf524.txt',
  families: ['panzerblitz'],
  traces: ['hex'],
  evaluate: evaluateTgx,
  isVisible: isVisibleTgx,
};
