// Random house readings for the property tests: none at all, or any value of
// each contested reading (READINGS, however many values it has), each left out
// at random. Tests only.

import fc from 'fast-check';

import { READINGS, type Readings } from '../rules/readings.ts';

export const houseReadingsArbitrary: fc.Arbitrary<Partial<Readings> | undefined> = fc.option(
  fc.record(
    Object.fromEntries(READINGS.map((r) => [r.id, fc.constantFrom(...r.values)])) as Record<
      keyof Readings,
      fc.Arbitrary<string>
    >,
    {
      requiredKeys: [],
    },
  ) as fc.Arbitrary<Partial<Readings>>,
  { nil: undefined },
);
