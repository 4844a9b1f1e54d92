// The photos the confidence map is fitted on and the photos it is reported on
// (docs/scan.md#calibration), and the fitting and the reliability table
// themselves, shared by `npm run calibrate` (scripts/calibrate.ts) and the
// test that the table kept in calibration-table.ts is still what they give.
//
// The two sets do not overlap: the fitting photos are random boards of their
// own seeds (FITTING_PHOTOS, named by fittingSeeds wherever they are listed),
// printed and photographed the way the project's test photos are; the held-out photos are the
// project's test photos themselves (node-photo-sets.ts: SAMPLED_PHOTOS and
// GUESSED_PHOTOS, the ones the detector's and the review's tests read), and
// the widened photo set (WIDENED), reported on in a table of its own.

import {
  type CalibratedKind,
  type CalibrationKnot,
  type CalibrationObservation,
  type CalibrationTable,
  calibrateScan,
  type ColourSource,
  fitKnots,
} from '../calibration.ts';
import { measureBoard } from '../detect.ts';
import type { ScanResult, StrokeCaution } from '../request.ts';
import { GUESSED_PHOTOS, SAMPLED_PHOTOS, type ScanPhoto, TABLE_PHOTO, WIDENED } from './node-photo-sets.ts';
import { randomTruth, renderPhoto, type TruthBoard } from './photo.ts';
import { judgeScan } from './scan-items.ts';

const printed = (seed: number) => ({
  outline: seed % 2 ? ('gray' as const) : ('black' as const),
  blueGullies: true,
  townBlocks: true,
  ...(seed === 155 ? { outlineWidth: 0.05 } : {}),
});

/** The photos the map is fitted on: with sample taps (the app's printing, printed boards) and without (close to the app's colours, and under every spoiler). */
export const FITTING_PHOTOS: readonly ScanPhoto[] = [
  ...[101, 102, 103, 104, 105, 106].map((seed) => ({
    name: `fitting: random 12 × 10 in the app's printing, seed ${seed}`,
    truth: async () => randomTruth(seed, 12, 10, seed % 2 ? 'odd' : 'even'),
    opts: { seed, width: 1000, height: 800, ...TABLE_PHOTO },
    samples: true,
  })),
  ...[151, 152, 153, 154, 155, 156].map((seed) => ({
    name: `fitting: random 14 × 10 printed, ${printed(seed).outline} outline, seed ${seed}`,
    truth: async () => randomTruth(seed, 14, 10, seed % 2 ? 'odd' : 'even', { water: true, denseTowns: true }),
    opts: {
      seed,
      width: 700,
      height: 600,
      ...TABLE_PHOTO,
      ...(seed === 155 ? { blur: 0.8 } : {}),
      print: printed(seed),
    },
    samples: true,
  })),
  ...[161, 162].map((seed) => ({
    name: `fitting: random 33 × 10 printed, ${printed(seed).outline} outline, seed ${seed}`,
    truth: async () => randomTruth(seed, 33, 10, seed % 2 ? 'odd' : 'even', { water: true, denseTowns: true }),
    opts: { seed, width: 1500, height: 560, ...TABLE_PHOTO, print: printed(seed) },
    samples: true,
  })),
  ...[111, 112].map((seed) => ({
    name: `fitting: random 33 × 10 in the app's printing, seed ${seed}`,
    truth: async () => randomTruth(seed, 33, 10, seed % 2 ? 'odd' : 'even'),
    opts: { seed, width: 1800, height: 720, ...TABLE_PHOTO },
    samples: true,
  })),
  ...[201, 202, 203, 204, 205, 206].map((seed) => ({
    name: `fitting: random 12 × 10 printed close to the app, no samples, seed ${seed}`,
    truth: async () => randomTruth(seed, 12, 10),
    opts: { seed, width: 1000, height: 800, ...TABLE_PHOTO, paletteShift: 0.3, lighting: 0.2 },
    samples: false,
  })),
  ...[251, 252, 253].map((seed) => ({
    name: `fitting: random 16 × 10 under every spoiler, no samples, seed ${seed}`,
    truth: async () => randomTruth(seed, 16, 10),
    opts: { seed, width: 1200, height: 800, ...TABLE_PHOTO },
    samples: false,
  })),
  ...[261].map((seed) => ({
    name: `fitting: random 33 × 10 under every spoiler, no samples, seed ${seed}`,
    truth: async () => randomTruth(seed, 33, 10),
    opts: { seed, width: 1800, height: 720, ...TABLE_PHOTO },
    samples: false,
  })),
];

/** Seeds as runs of consecutive numbers: "101–106, 111–112 and 261". */
function seedRuns(seeds: readonly number[]): string {
  const runs: [number, number][] = [];
  for (const seed of [...new Set(seeds)].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && seed === last[1] + 1) last[1] = seed;
    else runs.push([seed, seed]);
  }
  const parts = runs.map(([from, to]) => (from === to ? `${from}` : `${from}–${to}`));
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? 'none');
}

/** The fitting photos' seeds, read with samples and without, as the table's header and docs/scan.md name them. */
export function fittingSeeds(): string {
  const seedsOf = (samples: boolean) =>
    seedRuns(FITTING_PHOTOS.filter((p) => p.samples === samples).map((p) => p.opts.seed));
  return `seeds ${seedsOf(true)} read with one sample tap per colour, ${seedsOf(false)} read without samples`;
}

/** Text as `//` comment lines of at most 80 columns. */
function commentLines(text: string): string {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= 80) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(`// ${word}`);
  }
  return lines.join('\n');
}

/** The header `npm run calibrate` writes over calibration-table.ts on a date (YYYY-MM-DD). */
export function calibrationHeader(date: string): string {
  return `// Written by \`npm run calibrate\` (scripts/calibrate.ts) on ${date}: do not edit by hand.
${commentLines(
  `The knots of the confidence map (calibration.ts, docs/scan.md#calibration), fitted on the fitting photos of src/scan/testing/node-calibration-photos.ts (${FITTING_PHOTOS.length} photos: random boards of ${fittingSeeds()}), none of them among the project's test photos the map is reported on.`,
)}
// calibration-table.test.ts fails when the detector no longer gives these.
`;
}

/** The photos the map is reported on: the project's test photos, none of them fitted on. */
export const HELD_OUT_PHOTOS: readonly ScanPhoto[] = [...SAMPLED_PHOTOS, ...GUESSED_PHOTOS];

/** The widened photo set (node-photo-sets.ts, WIDENED), read with one sample tap per colour as its own test reads it. */
export const HELD_OUT_WIDENED: readonly ScanPhoto[] = WIDENED.map(({ name, truth, opts }) => ({
  name,
  truth,
  opts,
  samples: true,
}));

/**
 * Each held-out set and the markers of its reliability table in docs/scan.md.
 * Reported apart: the widened photos print what the fitting photos do not (a
 * bank along every gully and water hex, a rim on every hill, other outline
 * inks), so their table says how the map holds on printings unlike the ones
 * it was fitted on, and pooled with the test photos it would hide that.
 */
export const HELD_OUT_SETS: readonly { readonly markers: string; readonly photos: readonly ScanPhoto[] }[] = [
  { markers: 'reliability', photos: HELD_OUT_PHOTOS },
  { markers: 'reliability-widened', photos: HELD_OUT_WIDENED },
];

/** A photo read: its printed board and the scan's items with the detector's own (raw) confidences. */
export interface MeasuredPhoto {
  readonly photo: ScanPhoto;
  readonly truth: TruthBoard;
  readonly measured: ScanResult;
}

/** Prints and reads each photo, one after the other (the order is fixed, so the fit is too). */
export async function measurePhotos(
  photos: readonly ScanPhoto[],
  onPhoto: (name: string) => void = () => {},
): Promise<MeasuredPhoto[]> {
  const out: MeasuredPhoto[] = [];
  for (const photo of photos) {
    onPhoto(photo.name);
    const truth = await photo.truth();
    const image = renderPhoto(truth, photo.opts);
    const measured = measureBoard({
      image: image.image,
      grid: truth.grid,
      corners: image.corners,
      samples: photo.samples ? image.samples : undefined,
    });
    out.push({ photo, truth, measured });
  }
  return out;
}

const SOURCES: readonly ColourSource[] = ['sampled', 'guessed'];
const KINDS: readonly CalibratedKind[] = ['hex', 'hexside', 'absence'];
const CAUTIONS: readonly StrokeCaution[] = ['faint', 'seam'];

/** Each judged item of a scan, by the source of its colour and its kind, with a stroke's cautions. */
function judgedByGroup(truth: TruthBoard, result: ScanResult) {
  return judgeScan(truth, result).items.map((j) => ({
    source: (j.item.proposal.guessed ? 'guessed' : 'sampled') as ColourSource,
    kind: j.item.kind as CalibratedKind,
    confidence: j.item.proposal.confidence,
    right: j.right,
    cautions: j.item.kind === 'hexside' ? (j.item.proposal.cautions ?? []) : [],
  }));
}

/** The calibration table the fitting photos give: the knots of each kind and source, and of each caution. */
export function fitCalibration(fitting: readonly MeasuredPhoto[]): CalibrationTable {
  const observations = new Map<string, CalibrationObservation[]>();
  const observe = (key: string, o: CalibrationObservation) => {
    const list = observations.get(key);
    if (list) list.push(o);
    else observations.set(key, [o]);
  };
  for (const { truth, measured } of fitting)
    for (const j of judgedByGroup(truth, measured)) {
      const o = { raw: j.confidence, right: j.right };
      observe(`${j.source}/${j.kind}`, o);
      // A caution's map pools both sources (calibration.ts): such strokes are few.
      for (const caution of j.cautions) observe(`caution/${caution}`, o);
    }
  const table = Object.fromEntries([
    ...SOURCES.map((source) => [
      source,
      Object.fromEntries(KINDS.map((kind) => [kind, fitKnots(observations.get(`${source}/${kind}`) ?? [])])),
    ]),
    ['cautions', Object.fromEntries(CAUTIONS.map((c) => [c, fitKnots(observations.get(`caution/${c}`) ?? [])]))],
  ]);
  return table as unknown as CalibrationTable;
}

/** The bins of shown confidence the reliability table reports, as [from, to) (the last includes 1). */
export const RELIABILITY_BINS: readonly (readonly [number, number])[] = [
  [0, 0.5],
  [0.5, 0.7],
  [0.7, 0.8],
  [0.8, 0.9],
  [0.9, 0.95],
  [0.95, 0.99],
  [0.99, 1],
];

export interface ReliabilityRow {
  readonly source: ColourSource;
  readonly bin: readonly [number, number];
  readonly count: number;
  readonly right: number;
  /** The mean confidence shown for the bin's items. */
  readonly meanShown: number;
}

/** How often the items shown at each confidence were right, on photos read through the table. */
export function reliability(photos: readonly MeasuredPhoto[], table: CalibrationTable): ReliabilityRow[] {
  const items = photos.flatMap(({ truth, measured }) => judgedByGroup(truth, calibrateScan(measured, table)));
  return SOURCES.flatMap((source) =>
    RELIABILITY_BINS.map((bin, i) => {
      const last = i === RELIABILITY_BINS.length - 1;
      const inBin = items.filter(
        (j) => j.source === source && j.confidence >= bin[0] && (j.confidence < bin[1] || (last && j.confidence <= 1)),
      );
      const sum = inBin.reduce((s, j) => s + j.confidence, 0);
      return {
        source,
        bin,
        count: inBin.length,
        right: inBin.filter((j) => j.right).length,
        meanShown: inBin.length ? Math.round((sum / inBin.length) * 1000) / 1000 : 0,
      };
    }),
  );
}

const percent = (x: number, digits = 1): string => `${(x * 100).toFixed(digits)} %`;

/** The reliability table as docs/scan.md shows it (Markdown). */
export function reliabilityMarkdown(rows: readonly ReliabilityRow[]): string {
  const lines = [
    '| colours | shown confidence | items | mean shown | observed right |',
    '| --- | --- | --- | --- | --- |',
    ...rows
      .filter((r) => r.count > 0)
      .map(
        (r) =>
          `| ${r.source} | ${percent(r.bin[0], 0)}–${percent(r.bin[1], 0)} | ${r.count} | ${percent(r.meanShown)} | ${percent(r.right / r.count)} (${r.right}) |`,
      ),
  ];
  return `${lines.join('\n')}\n`;
}

/** The calibration table as calibration-table.ts keeps it (TypeScript, formatted as the repository formats it). */
export function calibrationModule(table: CalibrationTable, header: string): string {
  const knot = (k: CalibrationKnot) => `{ raw: ${k.raw}, right: ${k.right}, count: ${k.count} }`;
  // As the formatter writes them: a single knot on its key's line, several one to a line.
  const knots = (list: CalibrationTable[ColourSource][CalibratedKind]) =>
    list.length < 2 ? `[${list.map(knot).join('')}]` : `[\n${list.map((k) => `      ${knot(k)},`).join('\n')}\n    ]`;
  const group = (source: ColourSource) =>
    `  ${source}: {\n${KINDS.map((kind) => `    ${kind}: ${knots(table[source][kind])},`).join('\n')}\n  },`;
  const cautions = `  cautions: {\n${CAUTIONS.map((c) => `    ${c}: ${knots(table.cautions[c])},`).join('\n')}\n  },`;
  return `${header}
import type { CalibrationTable } from './calibration.ts';

export const CALIBRATION: CalibrationTable = {
${SOURCES.map(group).join('\n')}
${cautions}
};
`;
}
