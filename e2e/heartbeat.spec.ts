// The page never freezes on big input. A heartbeat in the
// page (a 20 ms timer) must never stall more than 200 ms while a 200 × 200
// board (the format's largest) loads and a viewshed runs on it and is drawn:
// parsing, validation and the engine work in the worker; the board and the
// viewshed tint are drawn into bitmaps a band at a time (board-bitmap.ts).
//
// The target is 200 ms on an idle machine. On a shared, loaded one every task
// takes longer, so the guard grows with the load per core (at most 5 times)
// and the test prints the figure it measured next to the one it allowed.

import { expect, test } from '@playwright/test';

import { boundUnderLoad, loadPerCore } from '../src/node-load-bound.ts';
import { openApp } from './helpers.ts';
import { chooseFirer, openLargest } from './largest-board.ts';

const TARGET_MS = 200;

declare global {
  interface Window {
    __heartbeat?: { last: number; worst: number };
  }
}

test('item 3: the heartbeat never stalls > 200 ms while a 200 × 200 board loads and a viewshed runs', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openApp(page);
  await page.evaluate(() => {
    const beat = { last: performance.now(), worst: 0 };
    window.__heartbeat = beat;
    setInterval(() => {
      const now = performance.now();
      beat.worst = Math.max(beat.worst, now - beat.last);
      beat.last = now;
    }, 20);
  });
  await openLargest(page);
  // The board is drawn a band a frame: let it finish.
  // A span of time, not a condition: the heartbeat's worst gap is measured over it (a busy machine widens the gap, which the bound below allows for by the load).
  await page.waitForTimeout(1500);
  const afterLoad = await page.evaluate(() => window.__heartbeat?.worst ?? Infinity);
  await chooseFirer(page, 'CC100');
  const toggle = page.getByTestId('viewshed-toggle');
  await toggle.click();
  await expect(toggle).toHaveText(/^Viewshed · \d+$/, { timeout: 90_000 });
  // The same span after the viewshed: its slices must leave the page's heartbeat alone.
  await page.waitForTimeout(1500);
  const worst = await page.evaluate(() => window.__heartbeat?.worst ?? Infinity);
  const load = loadPerCore();
  const allowed = boundUnderLoad(TARGET_MS, load, 5);
  console.log(
    `PERF worst heartbeat gap: ${afterLoad.toFixed(0)} ms while the 200 × 200 board loads, ${worst.toFixed(0)} ms with the viewshed too ` +
      `(target ${TARGET_MS} ms; allowed ${allowed.toFixed(0)} ms at load ${load.toFixed(1)} per core)`,
  );
  expect(worst).toBeLessThanOrEqual(allowed);
});
