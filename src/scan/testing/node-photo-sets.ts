// The project's test photos (docs/scan.md#how-well-it-reads): boards in the app's
// own printing (CASES) and the hard cases of real printed boards (HARD), each
// printed and photographed under every spoiler of a phone photo at a game
// table (TABLE_PHOTO), from fixed seeds so each replays. Shared by the
// detector's tests and the review's.

import { fileURLToPath } from 'node:url';

import { loadBoardFile } from '../../board/node-io.ts';
import { type PhotoOptions, type PrintStyle, randomTruth, type TruthBoard, truthOfBoard } from './photo.ts';

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
      name: `random board #${seed} (12 × 10)`,
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

/** The photos read without samples, as board and photo options. */
export async function guessRuns(): Promise<{ truth: TruthBoard; opts: PhotoOptions }[]> {
  return Promise.all(GUESSED_PHOTOS.map(async (p) => ({ truth: await p.truth(), opts: p.opts })));
}
