// Viewshed and check on a valid 200 × 200 board (the
// format's largest) used to die at 4.3 GB. Run as real processes of the
// shipped bundle with a 512 MB heap: they must finish, stay within 512 MB of
// resident memory (the heap limit does not cover memory outside V8's heap),
// and within a CPU budget.
//
// What is timed is the whole process: Node's start, reading and checking the
// 40,000-hex file (most of it), the viewshed or the 200 lines, and the JSON
// written out. It is not the figure of `npm run bench`'s 200 × 200 viewshed,
// which times the viewshed alone, warm, on an empty board built in memory
// (its lines over open ground are answered without judging): about 15 ms
// there, against about 150 ms warm and 300 ms cold for this board's from its
// centre. The budgets are CPU time, which two busy processes beside the test
// stretch far less than wall time: about 4 times what each takes on a 2-core
// machine under a load of 10 (viewshed about 1.0 s, check about 2 s).

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, test } from 'vitest';

import { hexlosProcess, USAGE_AT_EXIT, usageOf } from '../cli/testing.ts';

const letters = (c: number): string => String.fromCharCode(65 + (c % 26)).repeat(Math.floor(c / 26) + 1);

function largestBoard(dir: string): { board: string; expect: string } {
  let s = 20261124;
  const rnd = () => (s = (s * 48271) % 2147483647) / 2147483647;
  const terrains = ['woods', 'hilltop', 'slope', 'town', 'clear'];
  const hexes: Record<string, { terrain: string }> = {};
  for (let c = 0; c < 200; c++)
    for (let r = 0; r < 200; r++)
      if (rnd() < 0.3) hexes[`${letters(c)}${r + 1}`] = { terrain: terrains[Math.floor(rnd() * 5)] };
  const label = () => `${letters(Math.floor(rnd() * 200))}${1 + Math.floor(rnd() * 200)}`;
  const cases = Array.from({ length: 200 }, () => ({ from: label(), to: label(), visible: true }));
  const board = join(dir, 'largest.json');
  const expectations = join(dir, 'largest-expect.json');
  writeFileSync(
    board,
    JSON.stringify({ format: 'hexlos-board/1', id: 'largest', grid: { columns: 200, rows: 200 }, hexes }),
  );
  writeFileSync(expectations, JSON.stringify({ format: 'hexlos-expect/1', cases }));
  return { board, expect: expectations };
}

/** V8's heap limit for the process (the issue's bound), and the bound on everything it holds. */
const HEAP_MB = 512;
const RESIDENT_MB = 512;
/** A hang guard, not a speed bound: a process still running after this is ended (then it has a signal). */
const HANG_MS = 60_000;

function measured(what: string, args: readonly string[]) {
  const t0 = performance.now();
  const r = hexlosProcess(args, {
    nodeOptions: [`--max-old-space-size=${HEAP_MB}`, ...USAGE_AT_EXIT],
    timeoutMs: HANG_MS,
  });
  const wallMs = performance.now() - t0;
  const usage = usageOf(r.stderr);
  console.log(
    `PERF ${what}, the whole process under a ${HEAP_MB} MB heap: ${wallMs.toFixed(0)} ms wall, ${usage?.cpuMs.toFixed(0)} ms CPU, peak ${usage?.peakMB.toFixed(0)} MB resident`,
  );
  expect(r.signal, r.stderr).toBeNull();
  expect(usage, `the process did not report its usage: ${r.stderr}`).toBeDefined();
  return { r, usage: usage as NonNullable<typeof usage> };
}

describe('the largest valid board within 512 MB', () => {
  const files = largestBoard(mkdtempSync(join(tmpdir(), 'hexlos-largest-')));

  test(
    'viewshed from the middle of a 200 × 200 board',
    () => {
      const { r, usage } = measured('viewshed from the middle of a 200 × 200 board', [
        'viewshed',
        files.board,
        'CC100',
        '--json',
      ]);
      expect(r.status, r.stderr).toBe(0);
      expect(JSON.parse(r.stdout).count).toBeGreaterThan(0);
      expect(usage.peakMB).toBeLessThan(RESIDENT_MB);
      expect(usage.cpuMs).toBeLessThan(4_000);
    },
    HANG_MS + 10_000,
  );

  test(
    'check of 200 long lines on a 200 × 200 board',
    () => {
      const { r, usage } = measured('check of 200 long lines on a 200 × 200 board', [
        'check',
        files.board,
        files.expect,
        '--json',
      ]);
      expect([0, 3]).toContain(r.status);
      expect(JSON.parse(r.stdout).total).toBe(200);
      expect(usage.peakMB).toBeLessThan(RESIDENT_MB);
      expect(usage.cpuMs).toBeLessThan(8_000);
    },
    HANG_MS + 10_000,
  );
});
