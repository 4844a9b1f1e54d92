// Performance, measured and printed: the time from the target tap (the
// pointer event's timestamp) to the frame that draws its result on the
// 3-board map (95th percentile over 30 taps; floor 25 ms, goal 16 ms, one
// frame, on an idle machine), split into its
// stages (the tap's handling, the worker's round trip, React, the wait for
// Konva's frame, Konva's draw), the worker's round trip split again by the
// stamps the worker puts on its answer (the question's trip there, the
// engine, the answer's trip back, its apply), all written to
// e2e/.results/tap-timings.json; and the gzipped JavaScript the first page load needs (at most
// 170 KiB, issue 21's floor), both from dist/ (index.html and its static imports) and from the
// network (everything fetched until the first board is drawn, worker included).

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { expect, test } from '@playwright/test';

import { boundUnderLoad, loadPerCore } from '../src/node-load-bound.ts';
import { ROOT, loadSampleBoard, openApp, tapHex, verdict } from './helpers.ts';

const MAP = 'three-boards';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Each named figure's median and 95th percentile over the rows, to two decimals. */
function spreadOf<K extends string>(
  rows: readonly Record<K, number>[],
  names: readonly K[],
): Record<K, { median: number; p95: number }> {
  const of = (n: K) => {
    const values = rows.map((r) => r[n]);
    return { median: +percentile(values, 50).toFixed(2), p95: +percentile(values, 95).toFixed(2) };
  };
  return Object.fromEntries(names.map((n) => [n, of(n)])) as Record<K, { median: number; p95: number }>;
}

test('target tap to drawn result on the 3-board map', async ({ page }) => {
  const board = await loadSampleBoard(MAP);
  const cells = [...board.cells.values()].sort((a, b) => a.column - b.column || a.row - b.row);
  const firer = cells[Math.floor(cells.length / 2)];
  // Thirty targets spread over the whole map.
  const step = Math.floor(cells.length / 31);
  const targets = Array.from({ length: 30 }, (_, i) => cells[(i + 1) * step]).filter((c) => c.key !== firer.key);
  await openApp(page, `#board=${MAP}`, MAP);
  // A hand zoom keeps the whole map in view (no framing of each line), and
  // "Same firer" makes each tap a new target for the one firer.
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await tapHex(page, firer.label);
  await expect(page.locator('.app')).toHaveAttribute('data-phase', 'firerChosen');
  await tapHex(page, cells[Math.floor(cells.length / 2) + 3].label);
  await expect(verdict(page)).toHaveAttribute('data-verdict', /clear|blocked/);
  await page.getByTestId('next-tap-target').click();
  for (const t of targets) {
    const before = await page.evaluate(() => window.__hexlosTimings?.samples.length ?? 0);
    await tapHex(page, t.label);
    await page.waitForFunction((n) => (window.__hexlosTimings?.samples.length ?? 0) > n, before);
  }
  await expect(verdict(page)).toHaveAttribute('data-verdict', /clear|blocked/);
  const samples = await page.evaluate(() => window.__hexlosTimings!.samples.slice(-30));
  const stages = await page.evaluate(() => window.__hexlosTimings!.stages.slice(-30));
  const p95 = percentile(samples, 95);
  const median = percentile(samples, 50);
  console.log(
    `PERF tap→drawn on ${MAP} (${board.cells.size} hexes, ${samples.length} taps): median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms`,
  );
  const names = ['input', 'worker', 'react', 'frameWait', 'konva'] as const;
  const byStage = spreadOf(stages, names);
  console.log(
    `PERF stages (median / p95 ms): ${names.map((n) => `${n} ${byStage[n].median} / ${byStage[n].p95}`).join(', ')}`,
  );
  // The worker stage's parts, from the stamps the worker puts on its answer.
  const partNames = ['toWorker', 'engine', 'toPage', 'apply'] as const;
  const parts = stages.flatMap((s) => (s.workerParts ? [s.workerParts] : []));
  const byPart = spreadOf(parts, partNames);
  console.log(
    `PERF worker stage's parts (median / p95 ms, ${parts.length} taps): ${partNames.map((n) => `${n} ${byPart[n].median} / ${byPart[n].p95}`).join(', ')}`,
  );
  const dir = join(ROOT, 'e2e', '.results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'tap-timings.json'),
    `${JSON.stringify({ map: MAP, hexes: board.cells.size, taps: samples.length, load: loadavg()[0], cores: cpus().length, totalMs: { median, p95, max: Math.max(...samples) }, stagesMs: byStage, workerPartsMs: byPart, samples: stages }, null, 2)}\n`,
  );
  test.info().annotations.push({ type: 'tap-to-drawn-p95-ms', description: p95.toFixed(1) });
  expect(samples.length).toBe(targets.length);
  // Every answer came from the real worker with its stamps (the parts above are of every tap, not some).
  expect(parts.length).toBe(samples.length);
  // The floor is 25 ms and the goal 16 ms on an idle machine; wall times on
  // a shared machine swing with its load, so the guard is four times the
  // floor, scaled by how busy the machine is (two cores; the load average
  // says when others are running). It fails a tap that has become several
  // times slower, not one a busy neighbour slowed: at a load of 10 the p95
  // measured 60-75 ms in most runs (once 200 ms), against a guard of 500 ms.
  // The figure is printed either way.
  const guard = boundUnderLoad(100, loadPerCore());
  const where = `load ${loadavg()[0].toFixed(1)} on ${cpus().length} cores, guard ${guard.toFixed(0)} ms`;
  if (p95 > 25) console.log(`PERF note: p95 ${p95.toFixed(1)} ms is over the 25 ms floor (${where})`);
  else
    console.log(
      `PERF note: p95 ${p95.toFixed(1)} ms is within the 25 ms floor${p95 <= 16 ? ' and the 16 ms goal' : ''} (${where})`,
    );
  expect(p95).toBeLessThanOrEqual(guard);
});

/** index.html's scripts and module preloads, and every chunk they import statically. */
function firstLoadScripts(): string[] {
  const dist = join(ROOT, 'dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const queue = [
    ...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/?([^"]+\.js)"/g),
  ].map((m) => m[1]);
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
    for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g))
      queue.push(dir + m[1]);
  }
  return [...seen];
}

/** The first load's budget: issue 21's floor (its goal is 150 KiB). */
const FIRST_LOAD_FLOOR_KIB = 170;

test('gzipped JavaScript of the first page load', async ({ page }) => {
  const files = firstLoadScripts();
  const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;
  const staticBytes = files.reduce((sum, f) => sum + gz(readFileSync(join(ROOT, 'dist', f))), 0);

  const fetched = new Map<string, number>();
  page.on('response', async (res) => {
    const url = res.url();
    if (!url.endsWith('.js') || url.endsWith('/sw.js') || url.includes('workbox-')) return;
    try {
      fetched.set(url, gz(await res.body()));
    } catch {
      // A response without a body (a redirect) carries no script.
    }
  });
  await openApp(page);
  // Lets requests made after the first draw land before the bytes are summed; a busy machine can only make the sum larger, never hide bytes.
  await page.waitForTimeout(300);
  const networkBytes = [...fetched.values()].reduce((a, b) => a + b, 0);
  const kb = (n: number) => (n / 1024).toFixed(1);
  console.log(
    `PERF first-load JS (index.html + static imports, gzip): ${kb(staticBytes)} KiB in ${files.length} files: ${files.join(', ')}`,
  );
  console.log(
    `PERF first-load JS (all fetched until the board is drawn, worker and board data included, gzip): ${kb(networkBytes)} KiB in ${fetched.size} files`,
  );
  test.info().annotations.push({ type: 'first-load-js-gzip-kib', description: kb(staticBytes) });
  expect(staticBytes).toBeLessThanOrEqual(FIRST_LOAD_FLOOR_KIB * 1024);
  // The verdict card (src/card: its drawing, its QR encoder) is loaded on demand (docs/card.md): its words are in no first-load file.
  for (const file of files) {
    const code = readFileSync(join(ROOT, 'dist', file), 'utf8');
    expect(code, file).not.toContain('Board fingerprint');
    expect(code, file).not.toContain('DejaVu Sans');
  }
});
