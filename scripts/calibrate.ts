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
  calibrationHeader,
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
writeFileSync(tablePath, calibrationModule(table, calibrationHeader(new Date().toISOString().slice(0, 10))));

const rows = reliability(await measurePhotos(HELD_OUT_PHOTOS, log), table);
const docs = readFileSync(docsPath, 'utf8');
const from = docs.indexOf(START);
const to = docs.indexOf(END);
if (from < 0 || to < from) throw new Error(`docs/scan.md has no ${START} … ${END} markers for the reliability table`);
writeFileSync(docsPath, `${docs.slice(0, from + START.length)}\n${reliabilityMarkdown(rows)}${docs.slice(to)}`);
log(`wrote src/scan/calibration-table.ts and the reliability table of docs/scan.md`);
