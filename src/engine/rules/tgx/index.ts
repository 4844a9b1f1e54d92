import type { RuleSet } from '../index.ts';

// Placeholder until the rule set lands: answers with an error so that nobody mistakes it for a verdict.
export const tgx: RuleSet = {
  id: 'tgx',
  name: 'tgx',
  source: '',
  families: [],
  traces: ['hex'],
  evaluate() {
    throw new Error('rule set tgx is not implemented yet');
  },
};
