// Fits the confidence map (docs/scan.md#calibration): reads the fitting
// photos, fits the knots of each kind and source, writes them to
// src/scan/calibration-table.ts, then reads the held-out photos through the
// new map and writes the reliability table into docs/scan.md (between its
// `reliability` markers). Deterministic: the photos are printed from fixed
// seeds and read in a fixed order. Run it after any change to the detector:
// `npm run calibrate` (a few minutes on a busy two-core machine).

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import {
  calibrationModule,
  FITTING_PHOTOS,
  fitCalibration,
  HELD_OUT_PHOTOS,
  measurePhotos,
  reliability,
  reliabilityMarkdown,
} from '../src/scan/testing/node-calibration-photos.ts';

const tablePath = fileURLToPath(new URL('../src/scan/calibration-table.ts', import.meta.url));
const docsPath = fileURLToPath(new URL('../docs/scan.md', import.meta.url));
const START = '<!-- reliability:start -->';
const END = '<!-- reliability:end -->';

const started = Date.now();
const log = (name: string) => console.error(`${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s  ${name}`);

const table = fitCalibration(await measurePhotos(FITTING_PHOTOS, log));
const date = new Date().toISOString().slice(0, 10);
const header = `// Written by \`npm run calibrate\` (scripts/calibrate.ts) on ${date}: do not edit by hand.
// The knots of the confidence map (calibration.ts, docs/scan.md#calibration),
// fitted on the fitting photos of src/scan/testing/node-calibration-photos.ts
// (${FITTING_PHOTOS.length} photos: random boards of seeds 101–106, 111–112, 151–156 and
// 161–162 read with one sample tap per colour, 201–206, 251–253 and 261 read
// without samples), none of them among the project's test photos the map is
// reported on.
// calibration-table.test.ts fails when the detector no longer gives these.
`;
writeFileSync(tablePath, calibrationModule(table, header));

const rows = reliability(await measurePhotos(HELD_OUT_PHOTOS, log), table);
const docs = readFileSync(docsPath, 'utf8');
const from = docs.indexOf(START);
const to = docs.indexOf(END);
if (from < 0 || to < from) throw new Error(`docs/scan.md has no ${START} … ${END} markers for the reliability table`);
writeFileSync(docsPath, `${docs.slice(0, from + START.length)}\n${reliabilityMarkdown(rows)}${docs.slice(to)}`);
log(`wrote src/scan/calibration-table.ts and the reliability table of docs/scan.md`);
