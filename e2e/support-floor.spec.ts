// The support floor (docs/browsers.md): what HexLOS does in a browser without
// a newer API, each shown here in Debian's chromium with that API taken away
// before the page runs. Below the floor a page says which browsers are needed;
// within it, a photo is read upright without createImageBitmap's
// 'from-image', and a worker without OffscreenCanvas says what it cannot do.

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { type Browser, expect, type Page, test } from '@playwright/test';
import jpeg from 'jpeg-js';

import { randomTruth } from '../src/scan/testing/photo.ts';
import { encodePng, makeModule, moduleImage } from '../src/scan/vassal/testing/make-module.ts';
import { BOARD, openApp, SCREENSHOTS, SIZES, useOfSize } from './helpers.ts';
import { openTracerWith } from './photo-trace.ts';

const PHONE_AND_DESKTOP = SIZES.filter((s) => s.name === 'phone' || s.name === 'desktop');

for (const size of PHONE_AND_DESKTOP) {
  test.describe(`${size.name} ${size.width}×${size.height}: below the floor`, () => {
    test.use(useOfSize(size));

    // Each of these is missing from a browser older than the floor (Safari 15.0–15.3 lacks the first three).
    for (const missing of ['Object.hasOwn', 'Array.prototype.at', 'structuredClone'] as const) {
      test(`without ${missing}: a page names the browsers HexLOS needs, and the app does not start`, async ({
        page,
      }) => {
        await page.addInitScript((name: string) => {
          const [owner, key] =
            name === 'structuredClone'
              ? [globalThis as Record<string, unknown>, 'structuredClone']
              : name === 'Object.hasOwn'
                ? [Object as unknown as Record<string, unknown>, 'hasOwn']
                : [Array.prototype as unknown as Record<string, unknown>, 'at'];
          delete owner[key];
        }, missing);
        await page.goto('/');
        await expect(page.getByRole('heading', { name: 'HexLOS needs a newer browser' })).toBeVisible();
        await expect(page.locator('#below-floor')).toContainText('Safari 15.4');
        await expect(page.locator('#below-floor')).toContainText('Firefox 115');
        await expect(page.locator('#below-floor')).toContainText(`Missing here: ${missing}.`);
        await expect(page.locator('html')).toHaveAttribute('data-below-floor', missing);
        await expect(page.locator('.app'), 'the app never rendered over the message').toHaveCount(0);
        if (missing === 'Object.hasOwn') {
          mkdirSync(SCREENSHOTS, { recursive: true });
          await page.screenshot({ path: join(SCREENSHOTS, `below-floor-${size.name}.png`) });
        }
      });
    }
  });
}

test('at the floor nothing is missing: the app starts and no message is shown', async ({ page }) => {
  await openApp(page, `#board=${BOARD}`, BOARD);
  await expect(page.locator('html')).not.toHaveAttribute('data-below-floor', /.*/);
  await expect(page.locator('#below-floor')).toHaveCount(0);
});

/** A JPEG 120 × 40 pixels as stored, with an Exif orientation (6: the camera was turned, shown turned 90° clockwise). */
function sidewaysPhoto(orientation: number | undefined): Buffer {
  const width = 120;
  const height = 40;
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    const x = i % width;
    data.set([x < width / 2 ? 200 : 40, 120, x < width / 2 ? 40 : 200, 255], i * 4);
  }
  const plain = jpeg.encode({ width, height, data }, 90).data;
  if (orientation === undefined) return Buffer.from(plain);
  // An APP1 Exif segment with one tag, Orientation (0x0112, a SHORT), big-endian TIFF.
  const tiff = [0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const payload = [...Buffer.from('Exif\0\0', 'latin1'), ...tiff];
  const length = payload.length + 2;
  const app1 = [0xff, 0xe1, length >> 8, length & 0xff, ...payload];
  return Buffer.concat([plain.subarray(0, 2), Buffer.from(app1), plain.subarray(2)]);
}

/** Safari before 17 and Firefox before 111: createImageBitmap refuses the 'from-image' orientation. */
function refuseFromImage(): void {
  const native = window.createImageBitmap.bind(window) as (...args: unknown[]) => Promise<ImageBitmap>;
  (window as { createImageBitmap: unknown }).createImageBitmap = (...args: unknown[]) => {
    const options = args.length === 2 ? args[1] : args[5];
    if ((options as { imageOrientation?: string } | undefined)?.imageOrientation === 'from-image') {
      const counted = window as { fromImageRefused?: number };
      counted.fromImageRefused = (counted.fromImageRefused ?? 0) + 1;
      return Promise.reject(
        new TypeError("The provided value 'from-image' is not a valid enum value of type ImageOrientation."),
      );
    }
    return native(...args);
  };
}

/** The tracer's fitted view of the photo: its scale and place follow the photo's upright size. */
async function tracedView(browser: Browser, photo: Buffer, withoutFromImage: boolean, narrow: boolean) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  if (withoutFromImage) await page.addInitScript(refuseFromImage);
  await openTracerWith(page, {
    narrow,
    columns: 10,
    rows: 8,
    file: { name: 'turned.jpg', mimeType: 'image/jpeg', buffer: photo },
  });
  await expect(page.getByTestId('photo-error')).toHaveCount(0);
  const view = await page.getByTestId('photo-stage').getAttribute('data-view');
  const refused = await page.evaluate(() => (window as { fromImageRefused?: number }).fromImageRefused ?? 0);
  expect(refused, 'the first reading was refused, as Safari 16 refuses it').toBe(withoutFromImage ? 1 : 0);
  await context.close();
  return view;
}

test("a photo read without createImageBitmap's 'from-image' is turned upright as the browser's own reading turns it", async ({
  browser,
}) => {
  const turned = sidewaysPhoto(6);
  const native = await tracedView(browser, turned, false, false);
  const fallback = await tracedView(browser, turned, true, false);
  const unturned = await tracedView(browser, sidewaysPhoto(undefined), true, false);
  expect(fallback, 'the same upright photo').toBe(native);
  expect(unturned, 'the Exif orientation was applied').not.toBe(native);
});

/** Serves the engine's worker with OffscreenCanvas taken away before it runs, as in Safari before 16.4. */
async function workerWithoutOffscreenCanvas(page: Page): Promise<void> {
  await page.route(/\/assets\/engine\.worker-[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = `delete self.OffscreenCanvas;\n${await response.text()}`;
    await route.fulfill({ response, body });
  });
}

test.describe('a worker without OffscreenCanvas (Safari 15.4 to 16.3)', () => {
  // The worker's script must come from the network, where the route above changes it, not from the offline copy.
  test.use({ serviceWorkers: 'block' });

  test("a VASSAL module's board image: the picker says the browser cannot read it, and photos still can be traced", async ({
    page,
  }) => {
    await workerWithoutOffscreenCanvas(page);
    const ridge = moduleImage(randomTruth(61, 10, 8), { seed: 61, hexWidth: 50 });
    const bytes = makeModule([{ name: 'Ridge', image: 'ridge.png', grid: ridge.grid }], {
      'ridge.png': encodePng(ridge.image),
    });
    await openApp(page, `#board=${BOARD}`, BOARD);
    await page.getByTestId('photo-open').click();
    await page
      .getByTestId('photo-module-file')
      .setInputFiles({ name: 'game.vmod', mimeType: 'application/zip', buffer: Buffer.from(bytes) });
    await expect(page.getByTestId('module-picker')).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('module-board').first().click();
    await expect(page.getByText("This browser cannot read a VASSAL module's board images")).toBeVisible();
    await expect(page.getByText('on an iPad that needs iPadOS 16.4 or later')).toBeVisible();
    await page.screenshot({ path: join(SCREENSHOTS, 'no-offscreen-canvas-module-desktop.png') });
  });
});
