// Property tests run with a fixed seed so that every run of the suite, and
// CI, checks exactly the same cases. Explore new cases with FC_SEED=random
// (or a number); fast-check prints the seed of any counterexample it finds.

import * as fc from 'fast-check';

const requested = process.env.FC_SEED;
if (requested !== 'random') {
  fc.configureGlobal({ seed: requested ? Number(requested) : 20261122 });
}
