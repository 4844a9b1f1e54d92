// `hexlos scan MODULE.vmod --list | --board NAME` as a real process on
// modules the test makes (docs/cli.md#hexlos-scan): the boards listed with
// their grids and numbering, a board read into a valid board file that
// matches the printed board, the same proposals as the pure function gives
// (what the app's worker calls), and bad modules and usage named.

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { zipSync } from 'fflate';
import { beforeAll, describe, expect, test } from 'vitest';

import { decodeImage } from '../scan/node-image.ts';
import { randomTruth, scoreScan } from '../scan/testing/photo.ts';
import { readBoardImage, readModule } from '../scan/vassal/module.ts';
import { scanModuleBoard } from '../scan/vassal/scan-board.ts';
import { encodePng, makeModule, type ModuleImage, moduleImage } from '../scan/vassal/testing/make-module.ts';
import { hexlosProcess } from './testing.ts';

const dir = mkdtempSync(join(tmpdir(), 'hexlos-vmod-'));
const hexlos = (...args: string[]) => hexlosProcess(args, { cwd: dir });
const LETTERS = {
  first: 'H',
  sep: '',
  hType: 'A',
  vType: 'N',
  hLeading: '0',
  vLeading: '0',
  hOff: '0',
  vOff: '1',
  stagger: 'false',
};
const truth = randomTruth(23, 10, 8);
let ridge: ModuleImage;
const samplesArg = () => ridge.samples.map((s) => `${s.name}:${s.x},${s.y}`).join(' ');

beforeAll(() => {
  ridge = moduleImage(truth, { seed: 23, hexWidth: 52, numbering: LETTERS });
  const turned = moduleImage(randomTruth(24, 6, 5), { seed: 24, hexWidth: 40, sideways: true });
  writeFileSync(
    join(dir, 'game.vmod'),
    makeModule(
      [
        { name: 'Ridge', image: 'ridge.png', grid: ridge.grid },
        { name: 'Turned', image: 'turned.png', grid: turned.grid },
      ],
      { 'ridge.png': encodePng(ridge.image), 'turned.png': encodePng(turned.image) },
    ),
  );
  writeFileSync(join(dir, 'broken.vmod'), readFileSync(join(dir, 'game.vmod')).subarray(0, 400));
  writeFileSync(
    join(dir, 'laughs.vmod'),
    zipSync({
      buildFile: new TextEncoder().encode('<?xml version="1.0"?>\n<!DOCTYPE x [<!ENTITY a "aaaa">]>\n<x>&a;</x>'),
    }),
  );
}, 120_000);

describe('hexlos scan MODULE (docs/cli.md#hexlos-scan)', () => {
  test('--list: each board with its image, size, hexes, grid settings and numbering', () => {
    const r = hexlos('scan', 'game.vmod', '--list');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(
      new RegExp(
        `^Ridge\\n  images/ridge\\.png, ${ridge.image.width} × ${ridge.image.height} px; 10 × 8 hexes \\(dx ${ridge.grid.dx.replace('.', '\\.')}, dy [\\d.]+, x0 ${ridge.grid.x0}, y0 ${ridge.grid.y0}\\); labels follow the module \\(A1…\\)`,
      ),
    );
    expect(r.stdout).toMatch(
      /\nTurned\n {2}images\/turned\.png, \d+ × \d+ px; 6 × 5 hexes \(.*, sideways\); labels A1… \(numbering does not map: the module numbers no hexes/,
    );
  });

  test('--list --json', () => {
    const r = hexlos('scan', 'game.vmod', '--list', '--json');
    expect(r.status).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc).toMatchObject({ module: 'game.vmod', buildFile: 'buildFile.xml' });
    expect(doc.boards[0]).toEqual({
      name: 'Ridge',
      image: 'images/ridge.png',
      width: ridge.image.width,
      height: ridge.image.height,
      grid: {
        columns: 10,
        rows: 8,
        sideways: false,
        dx: ridge.grid.dx,
        dy: ridge.grid.dy,
        x0: String(ridge.grid.x0),
        y0: String(ridge.grid.y0),
      },
      numbering: { maps: true, firstRow: 1, example: 'A1' },
    });
    expect(doc.boards[1]).toMatchObject({
      name: 'Turned',
      grid: { columns: 6, rows: 5, sideways: true },
      numbering: { maps: false },
    });
  });

  test('--board NAME --samples -o FILE: a valid board file matching the printed board', () => {
    const r = hexlos('scan', 'game.vmod', '--board', 'ridge', '--samples', samplesArg(), '-o', 'ridge.json');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^wrote ridge\.json: \d+ hexes of terrain, \d+ hexside symbols/);
    expect(r.stderr).toMatch(
      /^Ridge: 10 × 8 hexes placed from the module, the image as printed; labels follow the module's numbering \(rows from 1\)\nscanned 80 hexes/,
    );
    const doc = JSON.parse(readFileSync(join(dir, 'ridge.json'), 'utf8'));
    expect(doc).toMatchObject({
      format: 'hexlos-board/1',
      id: 'scan-ridge',
      name: 'Ridge',
      grid: { columns: 10, rows: 8, shifted: 'odd' },
    });
    const hexes = [];
    for (let column = 0; column < 10; column++)
      for (let row = 0; row < 8; row++)
        hexes.push({
          label: `${String.fromCharCode(65 + column)}${row + 1}`,
          column,
          row,
          terrain: doc.hexes[`${String.fromCharCode(65 + column)}${row + 1}`]?.terrain ?? 'clear',
          confidence: 1,
        });
    const score = scoreScan(truth, { hexes, hexsides: doc.hexsides.map((s: object) => ({ ...s, confidence: 1 })) });
    expect(score.symbols.precision, score.misses.join('\n')).toBeGreaterThanOrEqual(0.98);
    expect(score.symbols.recall, score.misses.join('\n')).toBeGreaterThanOrEqual(0.98);
    expect(score.terrain.accuracy, score.misses.join('\n')).toBeGreaterThanOrEqual(0.98);
    const v = hexlos('validate', 'ridge.json', '--json');
    expect(JSON.parse(v.stdout).valid).toBe(true);
  });

  test("--json: the board and every proposal with its confidence, least sure first; the same as the worker's function gives", () => {
    const r = hexlos('scan', 'game.vmod', '--board', 'Ridge', '--samples', samplesArg(), '--json');
    expect(r.status, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.board.format).toBe('hexlos-board/1');
    const confidences = doc.proposals.map((p: { confidence: number }) => p.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => a - b));
    expect(doc.proposals).toHaveLength(80 + doc.board.hexsides.length);
    const module = readModule(new Uint8Array(readFileSync(join(dir, 'game.vmod'))));
    const image = decodeImage(readBoardImage(module, module.boards[0]));
    if (!image.ok) throw new Error(image.message);
    const inProcess = scanModuleBoard(module.boards[0], image.image, ridge.samples, 'x').result;
    expect(doc.board.hexsides).toEqual(inProcess.hexsides.map((s) => ({ hex: s.hex, side: s.side, symbol: s.symbol })));
  });

  test.each([
    ['a cut archive', 'broken.vmod', /^zip$/, /not a zip archive|damaged/],
    [
      'an entity declaration in the old-style buildFile',
      'laughs.vmod',
      /^buildFile:\/$/,
      /line 2: a <!DOCTYPE> declaration/,
    ],
    ['a missing file', 'nowhere.vmod', /^$/, /no such file/],
  ])('%s: exit 1, the entry or XML path named', (_why, file, path, message) => {
    const r = hexlos('scan', file, '--list', '--json');
    expect(r.status).toBe(1);
    const doc = JSON.parse(r.stdout);
    // A file that is not there is said first, as that.
    expect(doc.error).toBe(message.source === 'no such file' ? `${file}: no such file` : `${file}: unreadable module`);
    expect(doc.errors[0].path).toMatch(path);
    expect(doc.errors[0].message).toMatch(message);
    const text = hexlos('scan', file, '--list');
    expect(text.status).toBe(1);
    expect(text.stderr).toContain(file);
  });

  test.each([
    [
      'an unknown board lists the known ones',
      ['--board', 'Hill'],
      /--board "Hill": no such board; the module's boards: "Ridge", "Turned"/,
    ],
    ['--grid with a module', ['--board', 'Ridge', '--grid', '10x8'], /--grid is not taken with a module/],
    ['neither --list nor --board', [], /a module takes --list, or --board NAME/],
    ['--list with samples', ['--list', '--samples', 'woods:1,1'], /--list takes no --samples/],
    ['a sample off the image', ['--board', 'Ridge', '--samples', 'woods:9000,1'], /--samples: /],
  ])('%s: exit 2', (_why, args, message) => {
    const r = hexlos('scan', 'game.vmod', ...args);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
  });
});
