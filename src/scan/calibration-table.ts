// Written by `npm run calibrate` (scripts/calibrate.ts) on 2026-11-29: do not edit by hand.
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
      { raw: 0.491, right: 0, count: 1 },
      { raw: 0.506, right: 1, count: 3 },
      { raw: 0.513, right: 1, count: 2 },
      { raw: 0.567, right: 18, count: 32 },
      { raw: 0.714, right: 131, count: 132 },
      { raw: 0.908, right: 2710, count: 2710 },
    ],
    hexside: [
      { raw: 0.501, right: 4, count: 10 },
      { raw: 0.524, right: 5, count: 10 },
      { raw: 0.58, right: 32, count: 33 },
      { raw: 0.684, right: 144, count: 145 },
      { raw: 0.979, right: 1701, count: 1701 },
    ],
    absence: [
      { raw: 0.503, right: 2, count: 9 },
      { raw: 0.537, right: 7, count: 8 },
      { raw: 0.572, right: 8, count: 9 },
      { raw: 0.692, right: 52, count: 55 },
    ],
  },
  guessed: {
    hex: [
      { raw: 0.622, right: 0, count: 10 },
      { raw: 0.657, right: 2, count: 10 },
      { raw: 0.681, right: 12, count: 16 },
      { raw: 0.717, right: 12, count: 15 },
      { raw: 0.869, right: 410, count: 428 },
      { raw: 0.943, right: 769, count: 778 },
      { raw: 0.979, right: 273, count: 273 },
    ],
    hexside: [
      { raw: 0.634, right: 0, count: 1 },
      { raw: 0.653, right: 8, count: 12 },
      { raw: 0.676, right: 11, count: 14 },
      { raw: 0.742, right: 35, count: 36 },
      { raw: 0.98, right: 842, count: 842 },
    ],
    absence: [
      { raw: 0.5, right: 0, count: 52 },
      { raw: 0.511, right: 3, count: 7 },
      { raw: 0.536, right: 8, count: 14 },
      { raw: 0.573, right: 10, count: 13 },
      { raw: 0.627, right: 41, count: 47 },
      { raw: 0.676, right: 26, count: 28 },
      { raw: 0.72, right: 54, count: 57 },
    ],
  },
  cautions: {
    faint: [
      { raw: 0.5, right: 0, count: 4 },
      { raw: 0.744, right: 3, count: 3 },
    ],
    seam: [{ raw: 0.556, right: 0, count: 9 }],
  },
};
