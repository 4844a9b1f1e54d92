// The sides that decide a verdict carry a cue that needs no colour
// (docs/table.md "The deciding sides without colour"): a dark core down the
// magenta glow, bars across its ends on the map, and the same dark core in the
// side view. Under each of four colour-vision simulations the middle of the
// deciding side must still be dark on its white halo; the magenta alone was
// pale blue, the firer's hue or a faint grey. At a phone's size with touch and
// at a desktop's.

import { join } from 'node:path';

import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';

import {
  BOARD,
  mapSettled,
  openApp,
  openSideView,
  SCREENSHOTS,
  SIMULATIONS,
  simulateVision,
  SIZES,
  verdict,
  useOfSize,
} from './helpers.ts';

const SHOWN = SIZES.filter((s) => s.name === 'phone' || s.name === 'desktop');
/** Ridge and River, C2 → G5: BLOCKED by the purple side between E3 and F3 (000 note L). */
const LINK = `#board=${BOARD}&rules=arvold&trace=hex&from=C2&to=G5`;
/** Darker than any terrain fill or the plain magenta under any simulation (luma 0–255). */
const DARK = 70;
/** The white halo round the glow. */
const LIGHT = 200;

const luma = (png: PNG, i: number) => 0.299 * png.data[i] + 0.587 * png.data[i + 1] + 0.114 * png.data[i + 2];

/** The darkest pixel within `core` CSS px of a page point and the lightest within `reach` px. */
async function darkAndLight(page: Page, at: { x: number; y: number }, core: number, reach: number) {
  const png = PNG.sync.read(
    await page.screenshot({ clip: { x: at.x - reach, y: at.y - reach, width: 2 * reach, height: 2 * reach } }),
  );
  const ratio = png.width / (2 * reach);
  let darkest = 255;
  let lightest = 0;
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++) {
      const l = luma(png, (y * png.width + x) * 4);
      lightest = Math.max(lightest, l);
      if (Math.hypot(x / ratio - reach, y / ratio - reach) <= core) darkest = Math.min(darkest, l);
    }
  return { darkest, lightest };
}

async function deciding(page: Page): Promise<{ x: number; y: number }> {
  const points = await page.evaluate(
    () => (globalThis as { __hexlos?: { reasonPoints(): { x: number; y: number }[] } }).__hexlos?.reasonPoints() ?? [],
  );
  expect(points.length, 'the blocked line names a deciding side').toBeGreaterThan(0);
  return points[0];
}

for (const size of SHOWN) {
  test.describe(`${size.name} ${size.width}×${size.height}${size.narrow ? ', touch' : ''}: the deciding side without colour`, () => {
    test.use(useOfSize(size));

    test('C2 → G5: the purple side stays dark-cored on white under four simulations, on the map and in the side view', async ({
      page,
    }) => {
      await openApp(page, LINK, BOARD);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
      await mapSettled(page);
      const at = await deciding(page);
      const map = page.locator('.map-area');
      for (const [name, matrix] of [['normal', undefined], ...Object.entries(SIMULATIONS)] as const) {
        await simulateVision(page, matrix);
        const { darkest, lightest } = await darkAndLight(page, at, 2, 14);
        expect(darkest, `${name}: the core of the deciding side is dark`).toBeLessThan(DARK);
        expect(lightest, `${name}: the halo round it is light`).toBeGreaterThan(LIGHT);
        await map.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-deciding-side-${name}.png`) });
      }
      await simulateVision(page, undefined);

      const view = await openSideView(page, size.narrow);
      // Every blocking side is cored (here three, one on each route); the first is measured.
      const core = view.getByTestId('side-view-deciding-core');
      // A vertical line has no width: Playwright never calls it visible, so it is waited for as attached.
      await expect(core.first()).toBeAttached();
      expect(await core.count()).toBe(await view.locator('[data-testid="side-view-side"][data-blocking]').count());
      const box = (await core.first().boundingBox())!;
      // Read at five heights along the side: the sight line's white-haloed cross, or a passed side's dashes in the same
      // step, may sit over one of them.
      const heights = [0.15, 0.35, 0.55, 0.75, 0.9].map((f) => ({
        x: box.x + box.width / 2,
        y: box.y + box.height * f,
      }));
      for (const [name, matrix] of [['normal', undefined], ...Object.entries(SIMULATIONS)] as const) {
        await simulateVision(page, matrix);
        const read = await Promise.all(heights.map((point) => darkAndLight(page, point, 1, 8)));
        const darkest = Math.min(...read.map((r) => r.darkest));
        const lightest = Math.max(...read.map((r) => r.lightest));
        expect(darkest, `${name}: the side view's deciding side is dark-cored`).toBeLessThan(DARK);
        expect(lightest, `${name}: on its white halo`).toBeGreaterThan(LIGHT);
        await view.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-side-view-deciding-${name}.png`) });
      }
      await simulateVision(page, undefined);
    });
  });
}
