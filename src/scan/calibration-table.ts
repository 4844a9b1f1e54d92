// Written by `npm run calibrate` (scripts/calibrate.ts) on 2026-11-28: do not edit by hand.
// The knots of the confidence map (calibration.ts, docs/scan.md#calibration),
// fitted on the fitting photos of src/scan/testing/node-calibration-photos.ts
// (26 photos: random boards of seeds 101–106, 111–112, 151–156 and 161–162 read
// with one sample tap per colour, 201–206, 251–253 and 261 read without
// samples), none of them among the project's test photos the map is reported
// on.
// calibration-table.test.ts fails when the detector no longer gives these.

import type { CalibrationTable } from './calibration.ts';

export const CALIBRATION: CalibrationTable = {
  sampled: {
    hex: [
      { raw: 0.517, right: 8, count: 16 },
      { raw: 0.535, right: 6, count: 10 },
      { raw: 0.58, right: 54, count: 82 },
      { raw: 0.618, right: 14, count: 17 },
      { raw: 0.654, right: 54, count: 63 },
      { raw: 0.718, right: 148, count: 159 },
      { raw: 0.761, right: 81, count: 82 },
      { raw: 0.905, right: 2451, count: 2451 },
    ],
    hexside: [
      { raw: 0.504, right: 0, count: 2 },
      { raw: 0.521, right: 6, count: 12 },
      { raw: 0.575, right: 33, count: 34 },
      { raw: 0.652, right: 74, count: 76 },
      { raw: 0.731, right: 126, count: 129 },
      { raw: 0.986, right: 1650, count: 1650 },
    ],
    absence: [
      { raw: 0.5, right: 1, count: 4 },
      { raw: 0.515, right: 1, count: 2 },
      { raw: 0.536, right: 6, count: 7 },
      { raw: 0.571, right: 10, count: 11 },
      { raw: 0.692, right: 59, count: 62 },
    ],
  },
  guessed: {
    hex: [
      { raw: 0.61, right: 1, count: 9 },
      { raw: 0.652, right: 2, count: 10 },
      { raw: 0.66, right: 2, count: 4 },
      { raw: 0.67, right: 3, count: 5 },
      { raw: 0.706, right: 27, count: 33 },
      { raw: 0.757, right: 21, count: 24 },
      { raw: 0.868, right: 552, count: 569 },
      { raw: 0.933, right: 529, count: 538 },
      { raw: 0.963, right: 187, count: 188 },
      { raw: 0.981, right: 150, count: 150 },
    ],
    hexside: [
      { raw: 0.635, right: 0, count: 2 },
      { raw: 0.646, right: 5, count: 9 },
      { raw: 0.679, right: 20, count: 24 },
      { raw: 0.743, right: 36, count: 38 },
      { raw: 0.98, right: 840, count: 840 },
    ],
    absence: [
      { raw: 0.501, right: 0, count: 51 },
      { raw: 0.534, right: 5, count: 9 },
      { raw: 0.558, right: 3, count: 5 },
      { raw: 0.576, right: 10, count: 12 },
      { raw: 0.619, right: 21, count: 25 },
      { raw: 0.667, right: 43, count: 48 },
      { raw: 0.718, right: 49, count: 52 },
    ],
  },
};
