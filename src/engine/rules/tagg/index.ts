import type { RuleSet } from '../index.ts';

// Placeholder until the rule set lands: answers with an error so that nobody mistakes it for a verdict.
export const tagg: RuleSet = {
  id: 'tagg',
  name: 'tagg',
  source: '',
  families: [],
  traces: ['hex'],
  evaluate() {
    throw new Error('rule set tagg is not implemented yet');
  },
};
