// The project's test photos (docs/scan.md#how-well-it-reads): boards in the app's
// own printing (CASES) and the hard cases of real printed boards (HARD), each
// printed and photographed under every spoiler of a phone photo at a game
// table (TABLE_PHOTO), from fixed seeds so each replays. Shared by the
// detector's tests and the review's.

import { fileURLToPath } from 'node:url';

import { loadBoardFile } from '../../board/node-io.ts';
import { detectBoard, type ScanResult } from '../detect.ts';
import {
  type PhotoOptions,
  type PrintStyle,
  randomTruth,
  renderPhoto,
  type TestPhoto,
  type TruthBoard,
  truthOfBoard,
} from './photo.ts';

const boardsDir = fileURLToPath(new URL('../../../boards/', import.meta.url));

export async function bundled(file: string): Promise<TruthBoard> {
  const r = await loadBoardFile(`${boardsDir}${file}`);
  if (!r.ok) throw new Error(`${file} does not load`);
  return truthOfBoard(r.board);
}

/** A phone photo at a game table: every spoiler at once. */
export const TABLE_PHOTO: Omit<PhotoOptions, 'seed' | 'width' | 'height'> = {
  perspective: 1,
  paletteShift: 1,
  lighting: 0.35,
  blur: 1.3,
  noise: 8,
  jpegQuality: 70,
  cornerError: 1.5,
};

export const CASES: { name: string; truth: () => Promise<TruthBoard>; seed: number; width: number; height: number }[] =
  [
    {
      name: 'ridge-and-river (33 × 10)',
      truth: () => bundled('ridge-and-river.json'),
      seed: 11,
      width: 1800,
      height: 720,
    },
    {
      name: 'lake-and-heights (33 × 10)',
      truth: () => bundled('lake-and-heights.json'),
      seed: 12,
      width: 1800,
      height: 720,
    },
    ...[1, 2, 3, 4].map((seed) => ({
      name: `random board of seed ${seed} (12 × 10)`,
      truth: async () => randomTruth(seed, 12, 10, seed % 2 ? 'odd' : 'even'),
      seed,
      width: 1000,
      height: 800,
    })),
  ];

/** The hard cases (see the header): each photo under every spoiler of TABLE_PHOTO, printed in a style of its own. */
export const HARD: {
  name: string;
  truth: () => Promise<TruthBoard>;
  seed: number;
  width: number;
  height: number;
  blur?: number;
  print: PrintStyle;
}[] = [
  {
    name: 'random 14 × 10, water, dense towns, blue gullies, gray outline',
    truth: async () => randomTruth(51, 14, 10, 'odd', { water: true, denseTowns: true }),
    seed: 51,
    width: 640,
    height: 540,
    print: { outline: 'gray', blueGullies: true, townBlocks: true },
  },
  {
    name: 'random 14 × 10, water, dense towns, blue gullies, black outline',
    truth: async () => randomTruth(52, 14, 10, 'even', { water: true, denseTowns: true }),
    seed: 52,
    width: 800,
    height: 680,
    print: { outline: 'black', blueGullies: true, townBlocks: true },
  },
  {
    name: 'random 16 × 12, a wider gray outline, a sharp photo',
    truth: async () => randomTruth(53, 16, 12, 'odd', { water: true, denseTowns: true }),
    seed: 53,
    width: 700,
    height: 600,
    blur: 0.8,
    print: { outline: 'gray', outlineWidth: 0.05, blueGullies: true, townBlocks: true },
  },
  {
    name: 'random 12 × 10, water, dense towns, black outline',
    truth: async () => randomTruth(56, 12, 10, 'even', { water: true, denseTowns: true }),
    seed: 56,
    width: 600,
    height: 520,
    print: { outline: 'black', blueGullies: true, townBlocks: true },
  },
  {
    name: 'ridge-and-river, blue gullies, town blocks, black outline',
    truth: () => bundled('ridge-and-river.json'),
    seed: 53,
    width: 1500,
    height: 560,
    print: { outline: 'black', blueGullies: true, townBlocks: true },
  },
  {
    name: 'lake-and-heights, blue gullies, town blocks, gray outline',
    truth: () => bundled('lake-and-heights.json'),
    seed: 54,
    width: 1400,
    height: 540,
    print: { outline: 'gray', blueGullies: true, townBlocks: true },
  },
];

/** A test photo: the board printed, how it is photographed, and whether the scan is given the photo's sample taps. */
export interface ScanPhoto {
  readonly name: string;
  readonly truth: () => Promise<TruthBoard>;
  readonly opts: PhotoOptions;
  readonly samples: boolean;
}

/** The photos read with one sample tap per colour and terrain: the hard cases and the app's printing. */
export const SAMPLED_PHOTOS: readonly ScanPhoto[] = [
  ...HARD.map((c) => ({
    name: c.name,
    truth: c.truth,
    opts: {
      seed: c.seed,
      width: c.width,
      height: c.height,
      ...TABLE_PHOTO,
      blur: c.blur ?? TABLE_PHOTO.blur,
      print: c.print,
    },
    samples: true,
  })),
  ...CASES.map((c) => ({
    name: c.name,
    truth: c.truth,
    opts: { seed: c.seed, width: c.width, height: c.height, ...TABLE_PHOTO },
    samples: true,
  })),
];

/** The photos read without samples: a bundled board under every spoiler, and random boards printed close to the app's colours. */
export const GUESSED_PHOTOS: readonly ScanPhoto[] = [
  {
    name: 'lake-and-heights (33 × 10), no samples',
    truth: () => bundled('lake-and-heights.json'),
    opts: { seed: 21, width: 1800, height: 720, ...TABLE_PHOTO },
    samples: false,
  },
  ...[5, 6, 7].map((seed) => ({
    name: `random 12 × 10 board of seed ${seed}, printed close to the app, no samples`,
    truth: async () => randomTruth(seed, 12, 10),
    opts: { seed, width: 1000, height: 800, ...TABLE_PHOTO, paletteShift: 0.3, lighting: 0.2 },
    samples: false,
  })),
];

/** A photo of the widened set: one condition of printing or photographing, on one board. */
export interface WidenedPhoto {
  /** `widened/<condition>/<board>`: a calibration may hold out a condition, or a board, by name. */
  readonly name: string;
  readonly condition: string;
  readonly truth: () => Promise<TruthBoard>;
  readonly opts: PhotoOptions;
}

/**
 * The widened photo set (docs/scan.md#how-well-it-reads): what photos of
 * real printed boards (not in the repository) showed that the hard cases did not — each colour
 * boundary's own printed line (a gully's or water's bank, a hill's rim) over
 * the outline, outline inks darker and lighter than the town symbol's gray,
 * wider outlines, JPEG at several qualities with the colour subsampled as a
 * phone's camera does, and dimmer and harsher lighting. Every photo prints
 * banks and rims; each condition changes one thing more, on two boards of
 * their own.
 */
export const WIDENED_CONDITIONS: {
  readonly condition: string;
  readonly print: PrintStyle;
  readonly photo?: Partial<PhotoOptions>;
}[] = [
  { condition: 'banks-and-rims', print: { outline: 'gray', rimWidth: 0.08 } },
  { condition: 'dark-gray-outline', print: { outline: 'darkGray', rimWidth: 0.08 } },
  { condition: 'light-gray-outline', print: { outline: 'lightGray', rimWidth: 0.08 } },
  { condition: 'black-outline', print: { outline: 'black', rimWidth: 0.08 } },
  { condition: 'wide-gray-outline', print: { outline: 'gray', outlineWidth: 0.06, rimWidth: 0.1 } },
  { condition: 'wide-dark-outline', print: { outline: 'darkGray', outlineWidth: 0.06, rimWidth: 0.1 } },
  { condition: 'jpeg-40', print: { outline: 'gray', rimWidth: 0.08 }, photo: { jpegQuality: 40 } },
  { condition: 'jpeg-55', print: { outline: 'darkGray', rimWidth: 0.08 }, photo: { jpegQuality: 55 } },
  { condition: 'jpeg-90', print: { outline: 'gray', rimWidth: 0.08 }, photo: { jpegQuality: 90 } },
  { condition: 'harsh-lamp', print: { outline: 'gray', rimWidth: 0.08 }, photo: { lighting: 0.45 } },
  { condition: 'soft-light', print: { outline: 'darkGray', rimWidth: 0.08 }, photo: { lighting: 0.15, blur: 1.8 } },
];

export const WIDENED: WidenedPhoto[] = WIDENED_CONDITIONS.flatMap(({ condition, print, photo }, i) =>
  [0, 1].map((k) => {
    const seed = 300 + 2 * i + k;
    // Hexes 75–80 px across, as a phone photo of a whole board shows them once scaled to 4000 px.
    const [columns, rows, width, height] = k === 0 ? [14, 10, 950, 810] : [12, 10, 840, 730];
    const board = `random ${columns} × ${rows} of seed ${seed}`;
    return {
      name: `widened/${condition}/${board}`,
      condition,
      truth: async () =>
        randomTruth(seed, columns, rows, k === 0 ? 'odd' : 'even', {
          water: true,
          denseTowns: true,
          hilly: true,
          gullied: true,
        }),
      opts: {
        seed,
        width,
        height,
        ...TABLE_PHOTO,
        chromaSubsampling: true,
        ...photo,
        print: { blueGullies: true, townBlocks: true, ...print },
      },
    };
  }),
);

/** A board printed to a photo and scanned with the photo's own sample taps (one per colour and terrain). */
export function scanWithSamples(truth: TruthBoard, opts: PhotoOptions): { photo: TestPhoto; result: ScanResult } {
  const photo = renderPhoto(truth, opts);
  const result = detectBoard({ image: photo.image, grid: truth.grid, corners: photo.corners, samples: photo.samples });
  return { photo, result };
}
