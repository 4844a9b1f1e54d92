// Terrain printed in a colour the app does not print (blue gullies,
// or water): the scan learns each name's colour from the samples,
// so a blue sample named gully reads the blue hexes as gully, and a blue
// sample named clear beside a paper sample named clear reads both as clear
// ground (two colours of one name stay two colours, not their mean). Each
// sample comes back with the colour read at it, for the tracer's swatches.

import { describe, expect, test } from 'vitest';

import { detectBoard } from './detect.ts';
import { foreignColourPhoto, PRINTED_BLUE } from './testing/foreign-colours.ts';
import { scoreScan } from './testing/photo.ts';

const CASES = [
  { name: 'blue gullies, the blue sampled as gully', blueIs: 'gully', seed: 7, lighting: 0, noise: 0 },
  { name: 'blue gullies under a lamp and noise', blueIs: 'gully', seed: 3, lighting: 0.3, noise: 6 },
  {
    name: 'blue water, sampled as clear beside the paper sampled as clear',
    blueIs: 'clear',
    seed: 7,
    lighting: 0,
    noise: 0,
  },
  { name: 'blue water under a lamp and noise', blueIs: 'clear', seed: 3, lighting: 0.3, noise: 6 },
] as const;

describe('samples of colours the app does not print', () => {
  test.each(CASES)(
    '$name',
    ({ blueIs, seed, lighting, noise }) => {
      const { truth, photo } = foreignColourPhoto({
        seed,
        columns: 12,
        rows: 10,
        width: 1000,
        height: 800,
        blueIs,
        lighting,
        noise,
      });
      const result = detectBoard({
        image: photo.image,
        grid: truth.grid,
        corners: photo.corners,
        samples: photo.samples,
      });
      const score = scoreScan(truth, result);
      const report = `${JSON.stringify(score.terrain)}\n${score.misses.join('\n')}`;
      expect(score.terrain.accuracy, report).toBeGreaterThanOrEqual(0.98);
      expect(score.symbols.precision, report).toBeGreaterThanOrEqual(0.95);
      expect(score.symbols.recall, report).toBeGreaterThanOrEqual(0.95);
    },
    60_000,
  );

  test('samples of one name in two hues are two classes of that name; in one hue, one class', () => {
    const { truth, photo } = foreignColourPhoto({
      seed: 7,
      columns: 12,
      rows: 10,
      width: 1000,
      height: 800,
      blueIs: 'clear',
    });
    const result = detectBoard({
      image: photo.image,
      grid: truth.grid,
      corners: photo.corners,
      samples: photo.samples,
    });
    expect(result.classes.filter((k) => k.name === 'clear' && k.from === 'sample')).toHaveLength(2);
    const paper = photo.samples.find((s) => s.name === 'clear')!;
    const twice = [...photo.samples, { ...paper, x: paper.x + 2 }];
    const again = detectBoard({ image: photo.image, grid: truth.grid, corners: photo.corners, samples: twice });
    expect(again.classes.filter((k) => k.name === 'clear' && k.from === 'sample')).toHaveLength(2);
  }, 60_000);

  test('each sample comes back, in order, with the colour read at it', () => {
    const { truth, photo, blueAt } = foreignColourPhoto({
      seed: 7,
      columns: 12,
      rows: 10,
      width: 1000,
      height: 800,
      blueIs: 'gully',
    });
    const result = detectBoard({
      image: photo.image,
      grid: truth.grid,
      corners: photo.corners,
      samples: photo.samples,
    });
    expect(result.samples.map(({ name, x, y }) => ({ name, x, y }))).toEqual(photo.samples);
    const blue = result.samples.find((s) => s.x === blueAt.x && s.y === blueAt.y)!;
    expect(blue.colour).toEqual(PRINTED_BLUE);
  }, 60_000);
});
