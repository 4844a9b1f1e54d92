// The terrain reading's texture (colour-classes.ts, TEXTURE_WEIGHT; sites.ts,
// CellSite.texture): docs/scan.md#how-it-reads, steps 2 and 5.

import { describe, expect, test } from 'vitest';

import { classifyTerrain, type SampleColour } from './colour-classes.ts';
import { toLogRgb } from './image.ts';
import type { CellSite } from './sites.ts';

const WIDTH = 1000;
const HEIGHT = 800;
const COLUMNS = 10;
const ROWS = 8;
const image = { width: WIDTH, height: HEIGHT, data: new Uint8Array(0) };

/** Paper, and a town under blocks whose mean colour is within 0.02 of it (log units): only the texture tells them apart. */
const PAPER = toLogRgb([236, 232, 214]);
const TOWN = PAPER.map((v) => v - 0.02) as typeof PAPER;
const PAPER_TEXTURE = 0.02;
const TOWN_TEXTURE = 0.07;

/** A board of clear hexes with a town in its left half's middle rows, under a lamp (a log shift by position). */
function board(lamp: (u: number, v: number) => number): { cells: CellSite[]; town: Set<string> } {
  const cells: CellSite[] = [];
  const town = new Set<string>();
  for (let column = 0; column < COLUMNS; column++)
    for (let row = 0; row < ROWS; row++) {
      const at = { x: ((column + 0.5) * WIDTH) / COLUMNS, y: ((row + 0.5) * HEIGHT) / ROWS };
      const isTown = column >= 1 && column <= 4 && row >= 2 && row <= 5;
      const label = `${column},${row}`;
      if (isTown) town.add(label);
      const shift = lamp((2 * at.x) / WIDTH - 1, (2 * at.y) / HEIGHT - 1);
      const colour = (isTown ? TOWN : PAPER).map((v) => v + shift) as typeof PAPER;
      const texture = isTown ? TOWN_TEXTURE : PAPER_TEXTURE;
      cells.push({ hex: { q: column, r: row }, column, row, label, at, colour, texture });
    }
  return { cells, town };
}

const sampleOf = (cells: readonly CellSite[], label: string, name: 'clear' | 'town'): SampleColour => {
  const c = cells.find((x) => x.label === label)!;
  return { name, at: c.at, colour: c.colour, texture: c.texture };
};

function misread(lamp: (u: number, v: number) => number): string[] {
  const { cells, town } = board(lamp);
  const samples = [sampleOf(cells, '7,1', 'clear'), sampleOf(cells, '2,3', 'town')];
  const read = classifyTerrain(image, cells, samples);
  return cells
    .filter((c, i) => (read.classes[read.assignment[i].index].name === 'town') !== town.has(c.label))
    .map((c) => c.label);
}

describe('terrain read by colour and texture', () => {
  test.each([
    ['even light', () => 0],
    ['a lamp to one side, one side 30 % darker', (u: number) => -0.15 * (u + 1)],
    ['a strong vignette, the corners 25 % darker', (u: number, v: number) => -0.14 * (u * u + v * v)],
  ])('%s: every hex read right', (_name, lamp) => {
    expect(misread(lamp)).toEqual([]);
  });
});
