// Test photos of boards printed in a colour the app does not print: the gully
// hexes of a random board printed in blue (as some boards print gullies, and
// others water). The board is printed clean (testing/photo.ts with no
// spoilers), every pixel of the gully fill is repainted blue, and only then
// is the photo spoiled by a lighting gradient and sensor noise of its own, so
// that the repainting is exact. The truth can name the blue hexes gully (a
// blue gully) or clear (water, which the scan reads as clear ground).

import { REFERENCE_COLOUR, type Rgb, type ScanTerrain } from '../vocabulary.ts';
import { randomTruth, renderPhoto, seededRandom, type TestPhoto, type TruthBoard } from './photo.ts';

/** The blue the gullies are printed in. */
export const PRINTED_BLUE: Rgb = [58, 111, 208];

export interface ForeignColourOptions {
  readonly seed: number;
  readonly columns: number;
  readonly rows: number;
  readonly width: number;
  readonly height: number;
  /** What the blue hexes are: gully, or water read as clear ground. */
  readonly blueIs: Extract<ScanTerrain, 'gully' | 'clear'>;
  /** One side of the photo this much darker (0.3: 30 %). */
  readonly lighting?: number;
  /** Sensor noise, standard deviation in 0..255 levels. */
  readonly noise?: number;
}

export interface ForeignColourPhoto {
  readonly truth: TruthBoard;
  readonly photo: TestPhoto;
  /** Where the first blue hex's sample tap is (the blue itself, clear of the gully line). */
  readonly blueAt: { readonly x: number; readonly y: number };
}

export function foreignColourPhoto(opts: ForeignColourOptions): ForeignColourPhoto {
  const printed = randomTruth(opts.seed, opts.columns, opts.rows);
  const photo = renderPhoto(printed, { seed: opts.seed, width: opts.width, height: opts.height, perspective: 0.5 });
  const gully = REFERENCE_COLOUR.gully;
  const data = photo.image.data;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i] === gully[0] && data[i + 1] === gully[1] && data[i + 2] === gully[2])
      [data[i], data[i + 1], data[i + 2]] = PRINTED_BLUE;
  }
  spoil(photo, opts);
  const blueAt = photo.samples.find((s) => s.name === 'gully');
  if (!blueAt) throw new Error(`the board of seed ${opts.seed} has no gully`);
  const terrain = new Map(printed.terrain);
  if (opts.blueIs === 'clear') for (const [key, t] of terrain) if (t === 'gully') terrain.set(key, 'clear');
  const samples = photo.samples.map((s) => (s.name === 'gully' ? { ...s, name: opts.blueIs } : s));
  return { truth: { ...printed, terrain }, photo: { ...photo, samples }, blueAt: { x: blueAt.x, y: blueAt.y } };
}

/** A lamp to the left (a linear gradient) and sensor noise, in place. */
function spoil(photo: TestPhoto, opts: ForeignColourOptions): void {
  const { width, height, data } = photo.image;
  const lighting = opts.lighting ?? 0;
  const noise = opts.noise ?? 0;
  if (lighting === 0 && noise === 0) return;
  const rnd = seededRandom(opts.seed * 7919 + 1);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const gain = 1 - lighting * (1 - x / width);
      const o = (y * width + x) * 4;
      for (let c = 0; c < 3; c++)
        data[o + c] = Math.max(0, Math.min(255, Math.round(data[o + c] * gain + (noise ? noise * gauss() : 0))));
    }
  }
}
