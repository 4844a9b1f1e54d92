// `npm run bench`: the engine's speed on fixed inputs, as medians, with a peer
// baseline measured in the same run on the same pairs.
//
// - one LOS query with its full explanation (µs), on the full-size sample board;
// - a viewshed from one hex of the three-board map (ms), hex-traced and real space;
// - all ordered pairs of one full-size board, verdicts only (ms);
// - the baseline: honeycomb-grid's `line` traversal alone (no rules) over the
//   same pairs, and the ratio our time / baseline time;
// - reading a board off a photo (`hexlos scan`): a 33 × 10 board printed to a
//   3000 × 1200 JPEG-spoiled photo from a fixed seed, detection with samples
//   (the decoded pixels in, the proposals out; decoding the JPEG is shown
//   beside it).
//
// Inputs never change between runs: the bundled boards, a fixed firer hex, and
// pairs drawn by a seeded generator. Each figure is the median of several
// timed runs after a warm-up run (the trace cache is warm, as it is in the
// app's worker after the first query).

import { defineHex, Grid, line, Orientation, rectangle } from 'honeycomb-grid';
import { fileURLToPath } from 'node:url';
import { loadBoardFile } from '../src/board/node-io.ts';
import { axialToOffset } from '../src/engine/hex/offset.ts';
import { evaluateLos, isVisible } from '../src/engine/rules/index.ts';
import type { Axial, Board } from '../src/engine/types.ts';
import { viewshed } from '../src/engine/viewshed.ts';
import { detectBoard } from '../src/scan/detect.ts';
import { decodeImage } from '../src/scan/node-image.ts';
import { renderPhoto, truthOfBoard } from '../src/scan/testing/photo.ts';
import jpeg from 'jpeg-js';

const boardsDir = fileURLToPath(new URL('../boards/', import.meta.url));

async function load(file: string): Promise<Board> {
  const r = await loadBoardFile(`${boardsDir}${file}`);
  if (!r.ok) throw new Error(`${file}: ${r.errors.map((e) => `${e.path} ${e.message}`).join('; ')}`);
  return r.board;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** Median wall time of `runs` timed calls after warm-up calls (JIT and trace cache), in ms. */
function time(runs: number, fn: () => void, warmups = 5): number {
  for (let i = 0; i < warmups; i++) fn();
  const xs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    xs.push(performance.now() - t0);
  }
  return median(xs);
}

/** A seeded generator (Park–Miller), so that every run draws the same pairs. */
function seeded(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 16807) % 2147483647;
    return s % n;
  };
}

const FULL_BOARD = process.env.HEXLOS_BENCH_BOARD ?? 'ridge-and-river.json';
const MAP = process.env.HEXLOS_BENCH_MAP ?? 'three-boards.json';

async function main() {
  const json = process.argv.includes('--json');
  const board = await load(FULL_BOARD);
  const map = await load(MAP);
  const cells = [...board.cells.values()].map((c) => c.hex);
  const pick = seeded(20261122);
  const samplePairs: [Axial, Axial][] = Array.from({ length: 400 }, () => [cells[pick(cells.length)], cells[pick(cells.length)]]);
  const allPairs: [Axial, Axial][] = [];
  for (const a of cells) for (const b of cells) if (a !== b) allPairs.push([a, b]);

  const oneQueryMs = time(15, () => {
    for (const [from, to] of samplePairs) evaluateLos(board, { from, to, rules: 'arvold' });
  });
  const mapCells = [...map.cells.values()].map((c) => c.hex);
  const centre = mapCells.reduce((best, h) => {
    const mid = { q: map.grid.columns / 2, r: 0 };
    return Math.abs(h.q - mid.q) + Math.abs(h.r) < Math.abs(best.q - mid.q) + Math.abs(best.r) ? h : best;
  }, mapCells[0]);
  const viewshedHexMs = time(51, () => viewshed(map, { from: centre, rules: 'arvold', trace: 'hex' }));
  const viewshedRealMs = time(5, () => viewshed(map, { from: centre, rules: 'arvold', trace: 'real' }));
  const allPairsMs = time(5, () => {
    for (const [from, to] of allPairs) isVisible(board, { from, to, rules: 'arvold' });
  });

  // The baseline: the same pairs through honeycomb-grid's line traverser alone.
  const HoneycombHex = defineHex({ orientation: Orientation.FLAT, offset: board.grid.shifted === 'odd' ? 1 : -1 });
  const grid = new Grid(HoneycombHex, rectangle({ width: board.grid.columns, height: board.grid.rows }));
  const offsetPairs = allPairs.map(([a, b]) => {
    const oa = axialToOffset(a, board.grid.shifted);
    const ob = axialToOffset(b, board.grid.shifted);
    return [
      { col: oa.column, row: oa.row },
      { col: ob.column, row: ob.row },
    ] as const;
  });
  let sink = 0;
  const baselineMs = time(5, () => {
    for (const [start, stop] of offsetPairs) sink += grid.traverse(line({ start, stop })).size;
  });

  // The photo is made once (the same seed every run); only reading it is timed.
  const photo = renderPhoto(truthOfBoard(board), {
    seed: 20261124,
    width: 3000,
    height: 1200,
    perspective: 1,
    paletteShift: 1,
    lighting: 0.35,
    blur: 1.5,
    noise: 8,
    jpegQuality: 70,
    cornerError: 2,
  });
  const scanRequest = { image: photo.image, grid: { columns: board.grid.columns, rows: board.grid.rows, shifted: board.grid.shifted }, corners: photo.corners, samples: photo.samples };
  const scanMs = time(5, () => detectBoard(scanRequest), 1);
  const jpegBytes = new Uint8Array(jpeg.encode({ width: 3000, height: 1200, data: photo.image.data }, 85).data);
  const decodeMs = time(3, () => decodeImage(jpegBytes), 1);

  const figures = {
    board: `${board.name} (${board.grid.columns}×${board.grid.rows}, ${cells.length} hexes)`,
    map: `${map.name} (${mapCells.length} hexes)`,
    losQueryMicroseconds: Number(((oneQueryMs / samplePairs.length) * 1000).toFixed(1)),
    viewshedHexMs: Number(viewshedHexMs.toFixed(2)),
    viewshedRealMs: Number(viewshedRealMs.toFixed(1)),
    allPairs: allPairs.length,
    allPairsMs: Number(allPairsMs.toFixed(1)),
    baselineAllPairsMs: Number(baselineMs.toFixed(1)),
    ratio: Number((allPairsMs / baselineMs).toFixed(3)),
    scanPhotoMs: Number(scanMs.toFixed(0)),
    scanJpegDecodeMs: Number(decodeMs.toFixed(0)),
  };
  if (json) {
    console.log(JSON.stringify(figures, null, 2));
    return;
  }
  console.log(`HexLOS engine benchmark (medians; node ${process.version})`);
  console.log(`  board: ${figures.board}; map: ${figures.map}`);
  console.log(`  one LOS query, full explanation (arvold, hex-traced):  ${figures.losQueryMicroseconds} µs`);
  console.log(`  viewshed from one hex of the map, hex-traced:          ${figures.viewshedHexMs} ms   (target ≤ 5 ms)`);
  console.log(`  viewshed from one hex of the map, real space:          ${figures.viewshedRealMs} ms`);
  console.log(`  all ${figures.allPairs} ordered pairs of the board, verdicts:  ${figures.allPairsMs} ms`);
  console.log(`  baseline: honeycomb-grid line traversal, same pairs:   ${figures.baselineAllPairsMs} ms`);
  console.log(`  ratio ours / baseline:                                 ${figures.ratio}   (target ≤ 1)`);
  console.log(`  scan: read a 33×10 board off a 3000×1200 photo:       ${figures.scanPhotoMs} ms   (target ≤ 1000 ms; decoding its JPEG: ${figures.scanJpegDecodeMs} ms)`);
  if (sink < 0) console.log(sink);
}

await main();
