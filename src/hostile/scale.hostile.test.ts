// Issue 12, item 2: viewshed and check on a valid 200 × 200 board (the
// format's largest) used to die at 4.3 GB. Run as real processes with a
// 512 MB heap and a time limit: they must finish (the memory work is the
// engine's; this test holds it).

import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { REPO_ROOT, TEST_CACHE_HOME } from '../cli/testing.ts';

const letters = (c: number): string => String.fromCharCode(65 + (c % 26)).repeat(Math.floor(c / 26) + 1);

function largestBoard(dir: string): { board: string; expect: string } {
  let s = 20261124;
  const rnd = () => (s = (s * 48271) % 2147483647) / 2147483647;
  const terrains = ['woods', 'hilltop', 'slope', 'town', 'clear'];
  const hexes: Record<string, { terrain: string }> = {};
  for (let c = 0; c < 200; c++) for (let r = 0; r < 200; r++) if (rnd() < 0.3) hexes[`${letters(c)}${r + 1}`] = { terrain: terrains[Math.floor(rnd() * 5)] };
  const label = () => `${letters(Math.floor(rnd() * 200))}${1 + Math.floor(rnd() * 200)}`;
  const cases = Array.from({ length: 200 }, () => ({ from: label(), to: label(), visible: true }));
  const board = join(dir, 'largest.json');
  const expectations = join(dir, 'largest-expect.json');
  writeFileSync(board, JSON.stringify({ format: 'hexlos-board/1', id: 'largest', grid: { columns: 200, rows: 200 }, hexes }));
  writeFileSync(expectations, JSON.stringify({ format: 'hexlos-expect/1', cases }));
  return { board, expect: expectations };
}

const hexlos = (...args: string[]) =>
  spawnSync(process.execPath, ['--max-old-space-size=512', 'bin/hexlos.cjs', ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    timeout: 150_000,
    maxBuffer: 64 << 20,
    env: { ...process.env, XDG_CACHE_HOME: TEST_CACHE_HOME },
  });

describe('issue 12 item 2: the largest valid board within 512 MB', () => {
  const files = largestBoard(mkdtempSync(join(tmpdir(), 'hexlos-largest-')));

  test('viewshed from the middle of a 200 × 200 board', () => {
    const t0 = performance.now();
    const r = hexlos('viewshed', files.board, 'CC100', '--json');
    console.log(`PERF viewshed 200 × 200 under a 512 MB heap: ${(performance.now() - t0).toFixed(0)} ms`);
    expect(r.signal, r.stderr).toBeNull();
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).count).toBeGreaterThan(0);
  }, 160_000);

  test('check of 200 long lines on a 200 × 200 board', () => {
    const t0 = performance.now();
    const r = hexlos('check', files.board, files.expect, '--json');
    console.log(`PERF check 200 cases, 200 × 200 under a 512 MB heap: ${(performance.now() - t0).toFixed(0)} ms`);
    expect(r.signal, r.stderr).toBeNull();
    expect([0, 3]).toContain(r.status);
    expect(JSON.parse(r.stdout).total).toBe(200);
  }, 160_000);
});
