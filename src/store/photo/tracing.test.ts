import { describe, expect, test } from 'vitest';

import { randomTruth, renderPhoto, scoreScan } from '../../scan/testing/photo.ts';
import { EngineShell } from '../../worker/engine-api.ts';
import { acceptAll, boardOfAccepted, fitOnImage, NOTHING_ACCEPTED, tapTarget } from './tracing.ts';

const truth = randomTruth(3, 6, 5);
const photo = renderPhoto(truth, { seed: 3, width: 600, height: 480, perspective: 0.6 });
const grid = truth.grid;

describe('tracing a photo: the fitted grid, taps and the board made', () => {
  test('the grid fitted on the image puts A1 where its corner was placed', () => {
    const fit = fitOnImage(grid, photo.corners);
    if (!fit.ok) throw new Error(fit.message);
    expect(fit.hexes).toHaveLength(30);
    expect(fit.hexes[0].label).toBe('A1');
    expect(fit.hexes[0].centre.x).toBeCloseTo(photo.corners[0].x, 6);
    expect(fit.radius).toBeGreaterThan(20);
  });

  test('corners that cannot be a board are said so, not thrown', () => {
    const fit = fitOnImage(grid, [photo.corners[1], photo.corners[0], photo.corners[3], photo.corners[2]]);
    expect(fit).toMatchObject({ ok: false, message: expect.stringMatching(/go round the board/) });
  });

  test('a tap near the middle of an edge meets the edge; elsewhere the hex', () => {
    const fit = fitOnImage(grid, photo.corners);
    if (!fit.ok) throw new Error(fit.message);
    const b2 = fit.hexes.find((h) => h.label === 'B2')!;
    expect(tapTarget(b2.centre, fit.hexes, fit.radius)).toEqual({ kind: 'hex', label: 'B2' });
    const north = { x: (b2.corners[4].x + b2.corners[5].x) / 2, y: (b2.corners[4].y + b2.corners[5].y) / 2 + 1 };
    expect(tapTarget(north, fit.hexes, fit.radius)).toEqual({ kind: 'edge', hex: 'B2', side: 'N' });
    expect(tapTarget({ x: -50, y: -50 }, fit.hexes, fit.radius)).toBeUndefined();
  });

  test('the worker holds the photo and proposes; accepting all makes the printed board', async () => {
    const shell = new EngineShell();
    expect(shell.scanPhoto({ grid, corners: photo.corners, samples: [] })).toEqual({
      ok: false,
      message: 'No photo is loaded.',
    });
    expect(shell.holdPhoto(photo.image)).toEqual({ ok: true, value: { width: 600, height: 480 } });
    const answer = shell.scanPhoto({ grid, corners: photo.corners, samples: photo.samples });
    if (!answer.ok) throw new Error(answer.message);
    const accepted = acceptAll(NOTHING_ACCEPTED, answer.value.hexes, answer.value.hexsides);
    const doc = boardOfAccepted(grid, accepted, 'From a photo');
    expect(doc).toMatchObject({
      format: 'hexlos-board/1',
      id: 'scan-from-a-photo',
      name: 'From a photo',
      grid: { columns: 6, rows: 5 },
    });
    const hexes = answer.value.hexes.map((h) => ({
      ...h,
      terrain: (doc.hexes[h.label]?.terrain ?? 'clear') as typeof h.terrain,
    }));
    const score = scoreScan(truth, { hexes, hexsides: doc.hexsides.map((s) => ({ ...s, confidence: 1 })) as never });
    expect(score.misses).toEqual([]);
    expect(shell.scanPhoto({ grid, corners: photo.corners.slice(0, 3), samples: [] })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/four corner/),
    });
  });

  test("a board from a module whose rows start at 0 is labelled the module's way", () => {
    const accepted = {
      terrain: new Map([['B2', 'woods' as const]]),
      symbols: new Map([['A1|NE|green', { hex: 'A1', side: 'NE' as const, symbol: 'green' as const }]]),
    };
    const doc = boardOfAccepted(grid, accepted, 'Ford', 0);
    expect(doc.grid).toMatchObject({ firstRow: 0 });
    expect(doc.hexes).toEqual({ B1: { terrain: 'woods' } });
    expect(doc.hexsides).toEqual([{ hex: 'A0', side: 'NE', symbol: 'green' }]);
  });
});
