// Fits the confidence map (docs/scan.md#calibration): reads the fitting
// photos, fits the knots of each kind and source, writes them to
// src/scan/calibration-table.ts, then reads the held-out photos through the
// new map and writes each held-out set's reliability table into
// docs/scan.md (between its markers). Deterministic: the photos are printed from fixed
// seeds and read in a fixed order. Run it after any change to the detector:
// `npm run calibrate` (a few minutes on a busy two-core machine).

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import {
  calibrationHeader,
  calibrationModule,
  FITTING_PHOTOS,
  fitCalibration,
  HELD_OUT_SETS,
  measurePhotos,
  reliability,
  reliabilityMarkdown,
} from '../src/scan/testing/node-calibration-photos.ts';

const tablePath = fileURLToPath(new URL('../src/scan/calibration-table.ts', import.meta.url));
const docsPath = fileURLToPath(new URL('../docs/scan.md', import.meta.url));
const started = Date.now();
const log = (name: string) => console.error(`${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s  ${name}`);

const table = fitCalibration(await measurePhotos(FITTING_PHOTOS, log));
writeFileSync(tablePath, calibrationModule(table, calibrationHeader(new Date().toISOString().slice(0, 10))));

let docs = readFileSync(docsPath, 'utf8');
for (const { markers, photos } of HELD_OUT_SETS) {
  const rows = reliability(await measurePhotos(photos, log), table);
  const start = `<!-- ${markers}:start -->`;
  const end = `<!-- ${markers}:end -->`;
  const from = docs.indexOf(start);
  const to = docs.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/scan.md has no ${start} … ${end} markers for a reliability table`);
  docs = `${docs.slice(0, from + start.length)}\n${reliabilityMarkdown(rows)}${docs.slice(to)}`;
}
writeFileSync(docsPath, docs);
log(`wrote src/scan/calibration-table.ts and the reliability tables of docs/scan.md`);
