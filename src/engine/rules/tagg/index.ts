// Larry Tagg's "Algorithm for Line-of-Sight" (seed 002_133f0f7c3b35c884.txt)
// as a rule set: elevation-number boards, hex-traced only. Lines 3, 4, 6, 8, 9
// and 10 follow docs/rules-tgx-tagg.md's reconstruction of the damaged text; the
// readings are listed in docs/rules-tgx-tagg.md.

import type { RuleSet } from '../rule-set.ts';
import { evaluateTagg, isVisibleTagg } from './evaluate.ts';

export const tagg: RuleSet = {
  id: 'tagg',
  name: "Tagg's Line-of-Sight Algorithm",
  source: '002_133f0f7c3b35c884.txt',
  families: ['elevation'],
  traces: ['hex'],
  evaluate: evaluateTagg,
  isVisible: isVisibleTagg,
  // H and L are chosen by level, not by who fires, and the line traced from either end is the same
  // (procedure.ts): every reading, every marker.
  symmetric: () => true,
};
