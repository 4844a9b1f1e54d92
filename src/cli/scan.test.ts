// `hexlos scan` as a real process on generated photos (docs/cli.md#hexlos-scan): the board it
// prints is a valid board file and matches the printed board within the
// detection bounds; bad images exit 1 and bad arguments exit 2, each named.

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, test } from 'vitest';

import { parseCellLabel } from '../engine/hex/offset.ts';
import type { Side } from '../engine/types.ts';
import { SURE_ENOUGH } from '../scan/review-order.ts';
import { randomTruth, renderPhoto, scoreScan, type TestPhoto } from '../scan/testing/photo.ts';
import { isScanSymbol, type ScanSymbol, type ScanTerrain } from '../scan/vocabulary.ts';
import { hexlosProcess } from './testing.ts';

const dir = mkdtempSync(join(tmpdir(), 'hexlos-scan-'));
const truth = randomTruth(31, 10, 8);
let photo: TestPhoto;
const JPG = join(dir, 'table photo.jpg');
const PNG_FILE = join(dir, 'scan.png');

const hexlos = (...args: string[]) => hexlosProcess(args, { cwd: dir });
const cornersArg = () => photo.corners.map((p) => `${p.x},${p.y}`).join(' ');
const samplesArg = () => photo.samples.map((s) => `${s.name}:${s.x},${s.y}`).join(' ');

interface BoardDoc {
  format: string;
  grid: { columns: number; rows: number; shifted: string };
  hexes: Record<string, { terrain: ScanTerrain }>;
  hexsides: { hex: string; side: Side; symbol: ScanSymbol }[];
}

/** The board file read back as proposals, to score against the printed board. */
function proposalsOf(doc: BoardDoc) {
  const hexes = [];
  for (let column = 0; column < doc.grid.columns; column++) {
    for (let row = 0; row < doc.grid.rows; row++) {
      const label = `${String.fromCharCode(65 + column)}${row + 1}`;
      hexes.push({ label, column, row, terrain: doc.hexes[label]?.terrain ?? 'clear', confidence: 1 });
    }
  }
  return { hexes, hexsides: doc.hexsides.map((s) => ({ ...s, confidence: 1 })) };
}

beforeAll(() => {
  photo = renderPhoto(truth, {
    seed: 31,
    width: 900,
    height: 720,
    perspective: 1,
    paletteShift: 0.6,
    lighting: 0.3,
    blur: 1.2,
    noise: 6,
    jpegQuality: 80,
    cornerError: 1,
  });
  const { width, height, data } = photo.image;
  writeFileSync(JPG, jpeg.encode({ width, height, data }, 90).data);
  const png = new PNG({ width, height });
  png.data.set(data);
  writeFileSync(PNG_FILE, PNG.sync.write(png));
}, 120_000);

describe('hexlos scan (docs/cli.md#hexlos-scan)', () => {
  test('a JPEG photo with samples: exit 0, a valid board on stdout, matching the printed board', () => {
    const r = hexlos(
      'scan',
      'table photo.jpg',
      '--grid',
      '10x8',
      '--shifted',
      'odd',
      '--corners',
      cornersArg(),
      '--samples',
      samplesArg(),
    );
    expect(r.stderr).toMatch(/^scanned 80 hexes/);
    expect(r.status).toBe(0);
    const doc = JSON.parse(r.stdout) as BoardDoc;
    expect(doc).toMatchObject({
      format: 'hexlos-board/1',
      id: 'scan-table-photo',
      name: 'Scanned from table photo.jpg',
      grid: { columns: 10, rows: 8, shifted: 'odd' },
    });
    const score = scoreScan(truth, proposalsOf(doc));
    expect(score.symbols.precision, score.misses.join('\n')).toBeGreaterThanOrEqual(0.95);
    expect(score.symbols.recall, score.misses.join('\n')).toBeGreaterThanOrEqual(0.95);
    expect(score.terrain.accuracy, score.misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(parseCellLabel(doc.hexsides[0].hex)).toBeDefined();
  });

  test('a PNG scan, -o FILE and --json: the file is the board, `hexlos validate` accepts it; stdout adds every proposal, least sure first', () => {
    const r = hexlos(
      'scan',
      PNG_FILE,
      '--grid',
      '10x8',
      '--corners',
      cornersArg(),
      '--samples',
      samplesArg(),
      '-o',
      'board.json',
      '--json',
    );
    expect(r.status).toBe(0);
    const file = JSON.parse(readFileSync(join(dir, 'board.json'), 'utf8'));
    const out = JSON.parse(r.stdout) as {
      board: BoardDoc;
      proposals: { kind: string; hex: string; confidence: number; symbol?: string | null; candidate?: string }[];
      asked: number;
    };
    expect(out.board).toEqual(file);
    expect(out.proposals.filter((p) => p.kind === 'hex')).toHaveLength(80);
    // The edges where a stroke may be printed but none was proposed are hexsides with no symbol, in the same order.
    const absences = out.proposals.filter((p) => p.kind === 'hexside' && p.symbol === null);
    expect(absences.every((p) => typeof p.candidate === 'string')).toBe(true);
    expect(out.proposals.filter((p) => p.kind === 'hexside').length - absences.length).toBe(out.board.hexsides.length);
    // The part the review asks to walk: with every colour sampled, the head of the order under "sure enough".
    expect(out.asked).toBe(out.proposals.filter((p) => p.confidence < SURE_ENOUGH).length);
    expect(out.proposals.some((p) => 'guessed' in p)).toBe(false);
    expect(out.proposals[0]).toMatchObject({
      kind: expect.stringMatching(/^hex(side)?$/),
      hex: expect.stringMatching(/^[A-J][1-8]$/),
    });
    const confidences = out.proposals.map((p) => p.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => a - b));
    expect(confidences.every((c) => c >= 0 && c <= 1)).toBe(true);
    const v = hexlos('validate', 'board.json', '--json');
    expect(JSON.parse(v.stdout).valid).toBe(true);
    expect(v.status).toBe(0);
  });

  test('without samples the clustering guesses, and says so', () => {
    const r = hexlos('scan', PNG_FILE, '--grid', '10x8', '--corners', cornersArg(), '-o', 'guess.json');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^wrote guess\.json: \d+ hexes of terrain, \d+ hexside symbols/);
    expect(r.stderr).toMatch(/colours found by clustering, not sampled/);
    // --json marks every guessed proposal (docs/scan.md#guessed-colours).
    const j = hexlos('scan', PNG_FILE, '--grid', '10x8', '--corners', cornersArg(), '--json');
    const out = JSON.parse(j.stdout) as { proposals: { guessed?: boolean }[] };
    expect(out.proposals.length).toBeGreaterThan(0);
    expect(out.proposals.every((p) => p.guessed === true)).toBe(true);
  });

  test('terrain tapped, symbols not: the summary and --json ask for the items under the line and no more', () => {
    const terrainTaps = photo.samples
      .filter((s) => !isScanSymbol(s.name))
      .map((s) => `${s.name}:${s.x},${s.y}`)
      .join(' ');
    const args = ['scan', PNG_FILE, '--grid', '10x8', '--corners', cornersArg(), '--samples', terrainTaps];
    const j = hexlos(...args, '--json');
    expect(j.status).toBe(0);
    const out = JSON.parse(j.stdout) as { proposals: { confidence: number; guessed?: boolean }[]; asked: number };
    // A mixed scan: the symbols guessed, the hexes sampled.
    expect(out.proposals.some((p) => p.guessed) && out.proposals.some((p) => !p.guessed)).toBe(true);
    const unsure = out.proposals.filter((p) => p.confidence < SURE_ENOUGH).length;
    expect(out.asked).toBe(unsure);
    expect(out.proposals.slice(0, unsure).every((p) => p.confidence < SURE_ENOUGH)).toBe(true);
    const r = hexlos(...args);
    expect(r.status).toBe(0);
    // The summary's count is the same part: "unsure, N to check", or no such line when nothing is under the line.
    const told = /unsure, (\d+) to check/.exec(r.stderr);
    expect(Number(told?.[1] ?? 0), r.stderr).toBe(unsure);
  });

  test.each([
    ['a text file', 'notes.txt', 'hello', /not a PNG or JPEG image \(it starts with bytes 68 65 6c 6c\)/],
    ['a truncated PNG', 'cut.png', 'png', /damaged PNG/],
    ['an empty file', 'empty.jpg', '', /not a PNG or JPEG image \(it starts with bytes nothing: the file is empty\)/],
    ['a missing file', 'nowhere.jpg', undefined, /no such file/],
  ])('%s: exit 1, the file named, with --json the error document', (_name, name, content, message) => {
    if (content === 'png') writeFileSync(join(dir, name), readFileSync(PNG_FILE).subarray(0, 200));
    else if (content !== undefined) writeFileSync(join(dir, name), content);
    const r = hexlos('scan', name, '--grid', '10x8', '--corners', cornersArg(), '--json');
    expect(r.status).toBe(1);
    const doc = JSON.parse(r.stdout);
    // A file that is not there is said first, as that.
    expect(doc.error).toBe(content === undefined ? `${name}: no such file` : `${name}: unreadable image`);
    expect(doc.errors[0].message).toMatch(message);
    const text = hexlos('scan', name, '--grid', '10x8', '--corners', cornersArg());
    expect(text.status).toBe(1);
    expect(text.stderr).toContain(name);
  });

  test.each([
    ['no --grid', ['--corners', '1,1 2,1 2,2 1,2'], /--grid CxR is needed/],
    ['a bad --grid', ['--grid', '10by8', '--corners', '1,1 2,1 2,2 1,2'], /--grid "10by8": expected columns x rows/],
    ['three corners', ['--grid', '10x8', '--corners', '1,1 2,1 2,2'], /--corners: expected four points/],
    [
      'a corner that is not x,y',
      ['--grid', '10x8', '--corners', '1,1 2,1 2,2 1,x'],
      /--corners: point 4 "1,x" is not x,y/,
    ],
    [
      'an unknown sample',
      ['--grid', '10x8', '--corners', '1,1 2,1 2,2 1,2', '--samples', 'forest:3,4'],
      /--samples: unknown name "forest"/,
    ],
    [
      '--shifted sideways',
      ['--grid', '10x8', '--shifted', 'sideways', '--corners', '1,1 2,1 2,2 1,2'],
      /--shifted "sideways": expected odd or even/,
    ],
  ])('%s: exit 2 with the option named', (_name, args, message) => {
    const r = hexlos('scan', PNG_FILE, ...args);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toMatch(/usage: hexlos scan <image>/);
  });

  test('corners off the image or out of order: exit 2, the corner named', () => {
    const off = hexlos(
      'scan',
      PNG_FILE,
      '--grid',
      '10x8',
      '--corners',
      `${cornersArg().split(' ').slice(0, 3).join(' ')} 5000,10`,
    );
    expect(off.status).toBe(2);
    expect(off.stderr).toMatch(/--corners: corner A8 at \(5000, 10\) is not on the 900 × 720 image/);
    const [a, b, c, d] = cornersArg().split(' ');
    const crossed = hexlos('scan', PNG_FILE, '--grid', '10x8', '--corners', `${b} ${a} ${d} ${c}`);
    expect(crossed.status).toBe(2);
    expect(crossed.stderr).toMatch(/--corners: the corners must go round the board in the order A1, J1, J8, A8/);
  });
});
