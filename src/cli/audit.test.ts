// `hexlos audit` (docs/audit.md): the JSON shape on a bundled board, the
// counts agreeing with viewsheds, usage errors, the real process.

import { join } from 'node:path';

import { describe, expect, test } from 'vitest';

import { loadBoardFile } from '../board/node-io.ts';
import { hexByLabel } from '../engine/board-model.ts';
import { viewshed } from '../engine/viewshed.ts';
import { run } from './main.ts';
import { captureIO, hexlosProcess, REPO_ROOT } from './testing.ts';

describe('hexlos audit', () => {
  test('--json on a bundled board: per-hex counts, hidden hexes, rule-set differences', async () => {
    const io = captureIO();
    expect(await run(['audit', 'boards/ridge-and-river.json', '--json'], io)).toBe(0);
    const report = JSON.parse(io.out());
    expect(report).toMatchObject({
      board: 'ridge-and-river',
      rules: 'arvold',
      trace: 'hex',
      hexCount: 330,
      pairs: 330 * 329,
    });
    expect(report.hexes).toHaveLength(330);
    const loaded = await loadBoardFile(join(REPO_ROOT, 'boards/ridge-and-river.json'));
    if (!loaded.ok) throw new Error('sample board');
    for (const label of ['C2', 'A1', 'K7']) {
      const row = report.hexes.find((h: { hex: string }) => h.hex === label);
      const from = hexByLabel(loaded.board, label)!;
      expect(row.seen).toBe(viewshed(loaded.board, { from, rules: 'arvold' }).length);
    }
    const original = report.differences.find((d: { rules: string }) => d.rules === 'original');
    expect(original.count).toBeGreaterThan(0);
    expect(original.pairs.length).toBe(Math.min(100, original.count));
    expect(original.pairs[0].visible).toHaveProperty('arvold');
    expect(original.pairs[0].visible.arvold).not.toBe(original.pairs[0].visible.original);
    // Every rule set that reads the board has a verdict-only path: tgx is compared too.
    expect(report.differences.map((d: { rules: string }) => d.rules)).toEqual(['original', 'tgx']);
    expect(report.notCompared).toEqual([]);
  }, 120_000);

  test('usage: one board, one rule set', async () => {
    const io = captureIO();
    expect(await run(['audit'], io)).toBe(2);
    expect(await run(['audit', 'boards/ridge-and-river.json', '--rules', 'all'], captureIO())).toBe(2);
    expect(await run(['audit', 'boards/ridge-and-river.json', '--rules', 'tagg'], captureIO())).toBe(2);
  });

  test('the real process prints the summary and the per-hex table', () => {
    const r = hexlosProcess(['audit', 'boards/ridge-and-river.json']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^audit of "[^"]+" \(arvold, hex-traced\): \d+ hexes, \d+ ordered pairs\n/);
    expect(r.stdout).toMatch(/per hex: sees \/ seen by\n {2}A1 \d+ \/ \d+\n/);
  }, 120_000);
});
