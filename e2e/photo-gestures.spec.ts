// The tracer at arm's length, on a generated photo of a
// board whose gullies are printed blue (a colour the app does not print):
// pinches, two-finger pans and one-finger drags zoom and move the photo and
// never place a corner or a sample; the zoom buttons zoom for one hand; the
// blue is sampled and named gully, and its swatch shows the pixel's own
// colour; a tap on a sample's dot takes that one sample away. With the mouse:
// the wheel zooms, a drag pans, a click places. Screenshots at phone, tablet
// and desktop sizes.

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';

import { foreignColourPhoto } from '../src/scan/testing/foreign-colours.ts';
import { pinch, SCREENSHOTS, sendTouch } from './helpers.ts';
import { imagePointOnScreen as onScreen, openTracerWith, tapImage as tapPhoto } from './photo-trace.ts';

const traced = foreignColourPhoto({ seed: 7, columns: 12, rows: 10, width: 1000, height: 800, blueIs: 'gully' });
const { photo, blueAt } = traced;
const pngBytes = PNG.sync.write(
  Object.assign(new PNG({ width: photo.image.width, height: photo.image.height }), {
    data: Buffer.from(photo.image.data),
  }),
);

/** The photo's own pixel at a point (the photo is printed clean: the sampled neighbourhood is all this colour). */
function pixelAt(p: { x: number; y: number }): string {
  const o = (Math.round(p.y) * photo.image.width + Math.round(p.x)) * 4;
  const d = photo.image.data;
  return `rgb(${d[o]}, ${d[o + 1]}, ${d[o + 2]})`;
}

type ViewAttr = { scale: number; x: number; y: number };

async function viewOf(page: Page): Promise<ViewAttr> {
  return JSON.parse((await page.getByTestId('photo-stage').getAttribute('data-view')) ?? 'null') as ViewAttr;
}

async function cornersOf(page: Page): Promise<string> {
  return (await page.getByTestId('photo-stage').getAttribute('data-corners')) ?? '';
}

async function stageCentre(page: Page): Promise<{ x: number; y: number }> {
  const box = await page.getByTestId('photo-stage').boundingBox();
  if (!box) throw new Error('no stage');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** One finger down, moved by (dx, dy) in six steps, lifted: a drag, not a tap. */
async function oneFingerDrag(page: Page, from: { x: number; y: number }, dx = 60, dy = 0): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await sendTouch(cdp, 'touchStart', [{ id: 1, ...from }]);
  for (let i = 1; i <= 6; i++) {
    await sendTouch(cdp, 'touchMove', [{ id: 1, x: from.x + (i * dx) / 6, y: from.y + (i * dy) / 6 }]);
    // Finger moves a frame apart, as a hand makes them: the gesture's pace, not a wait.
    await page.waitForTimeout(16);
  }
  await sendTouch(cdp, 'touchEnd', []);
  await cdp.detach();
}

/** Zooms in twice with the button and drags the photo until a point is near the stage's middle (or the photo's edge stops it). */
async function zoomInOn(page: Page, p: { x: number; y: number }): Promise<void> {
  const fitted = await viewOf(page);
  await page.getByTestId('photo-zoom-in').click();
  await page.getByTestId('photo-zoom-in').click();
  await expect.poll(async () => (await viewOf(page)).scale).toBeGreaterThan(fitted.scale * 2);
  const centre = await stageCentre(page);
  const clamp = (d: number) => Math.max(-120, Math.min(120, d));
  for (let step = 0; step < 6; step++) {
    const at = await onScreen(page, p);
    const [dx, dy] = [centre.x - at.x, centre.y - at.y];
    if (Math.hypot(dx, dy) < 40) return;
    const before = await viewOf(page);
    await oneFingerDrag(page, centre, clamp(dx), clamp(dy));
    // The drag's last move reaches the view a frame later; stop when the photo's edge holds it.
    await expect
      .poll(async () => JSON.stringify(await viewOf(page)) !== JSON.stringify(before), { timeout: 2_000 })
      .toBe(true)
      .catch(() => undefined);
    if (JSON.stringify(await viewOf(page)) === JSON.stringify(before)) return;
  }
}

const openTracer = (page: Page, narrow: boolean) =>
  openTracerWith(page, {
    narrow,
    columns: 12,
    rows: 10,
    file: { name: 'blue-gullies.png', mimeType: 'image/png', buffer: pngBytes },
  });

const rows = (page: Page) => page.getByTestId('photo-sample-row');

const TOUCH_SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
] as const;

for (const size of TOUCH_SIZES) {
  test.describe(`${size.name} ${size.width} × ${size.height}, touch`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 2,
    });

    test('pinch, pan and drag move the photo and place nothing; the blue is sampled as gully with its own colour; a tap on a dot takes that sample away', async ({
      page,
    }) => {
      // Twelve samples, each zoomed and dragged to by hand: a long walk of gestures on a busy machine.
      test.setTimeout(180_000);
      await openTracer(page, true);
      const fitted = await viewOf(page);
      const centre = await stageCentre(page);

      // Before any corner: a pinch zooms, a two-finger pan and a one-finger drag move the photo; no corner is placed.
      await pinch(page, centre, 60, 200);
      await expect.poll(async () => (await viewOf(page)).scale).toBeGreaterThan(fitted.scale * 2);
      await expect(page.getByTestId('photo-stage')).toHaveAttribute('data-zoomed', 'yes');
      const zoomed = await viewOf(page);
      await pinch(page, centre, 120, 120, { x: 60, y: 0 });
      await expect.poll(async () => (await viewOf(page)).x - zoomed.x).toBeGreaterThan(30);
      const panned = await viewOf(page);
      await oneFingerDrag(page, { x: centre.x - 80, y: centre.y });
      await expect.poll(async () => (await viewOf(page)).x - panned.x).toBeGreaterThan(30);
      await expect(page.getByTestId('photo-hint')).toHaveText(/Tap the centre of hex A1/);
      expect(await cornersOf(page)).toBe('[null,null,null,null]');

      // The buttons, for one hand: zoom in, out, and fit again.
      await page.getByTestId('photo-fit').click();
      await expect(page.getByTestId('photo-stage')).toHaveAttribute('data-zoomed', 'no');
      await page.getByTestId('photo-zoom-in').click();
      await expect.poll(async () => (await viewOf(page)).scale).toBeCloseTo(fitted.scale * 1.5, 6);
      await page.getByTestId('photo-zoom-out').click();
      await expect.poll(async () => (await viewOf(page)).scale).toBeCloseTo(fitted.scale, 6);
      await page.getByTestId('photo-fit').click();

      // The corners, by short taps.
      for (const corner of photo.corners) await tapPhoto(page, corner, true);
      await expect(page.getByTestId('photo-hint')).toHaveText(/Drag a corner to adjust/);
      const corners = await cornersOf(page);
      // The first read waits for the worker to read the photo (slow on a loaded machine).
      await expect(page.getByTestId('photo-stage')).toHaveAttribute('data-proposals', /\d+,\d+/, { timeout: 30_000 });

      // The samples: the blue named gully, every other colour by its name.
      await page.getByTestId('photo-tool-sample').click();
      await expect(page.getByTestId('photo-sample-gully').locator('.chip-swatch-none')).toHaveCount(1);
      // Each one zoomed in and dragged under the thumb first, as a hand does where hexes are small: at the fitted size some samples lie within a dot's reach of each other.
      for (const s of photo.samples) {
        await page.getByTestId(`photo-sample-${s.name}`).click();
        await zoomInOn(page, s);
        await tapPhoto(page, s, true);
        await page.getByTestId('photo-fit').click();
      }
      await expect(rows(page)).toHaveCount(photo.samples.length);
      await expect(page.getByTestId('photo-stage')).toHaveAttribute('data-reading', 'no', { timeout: 30_000 });

      // With the colour tool, a pinch, a pan and a drag that starts on a corner place nothing and move no corner.
      const proposals = await page.getByTestId('photo-stage').getAttribute('data-proposals');
      await pinch(page, centre, 60, 180);
      await pinch(page, centre, 120, 120, { x: -40, y: 20 });
      await page.getByTestId('photo-fit').click();
      await oneFingerDrag(page, await onScreen(page, photo.corners[0]));
      await expect(rows(page)).toHaveCount(photo.samples.length);
      expect(await cornersOf(page)).toBe(corners);
      await expect(page.getByTestId('photo-stage')).toHaveAttribute('data-proposals', proposals ?? '');
      await page.getByTestId('photo-fit').click();

      // The blue's swatch is the photo's own pixel there, not the app's gully colour.
      const blue = pixelAt(blueAt);
      const gullyRow = rows(page).and(page.locator('[data-name="gully"]'));
      await expect(gullyRow).toHaveCount(1);
      await expect(gullyRow.getByTestId('photo-swatch')).toHaveCSS('background-color', blue);
      await expect(page.getByTestId('photo-sample-gully').getByTestId('photo-swatch')).toHaveCSS(
        'background-color',
        blue,
      );
      for (let i = 0; i < photo.samples.length; i++)
        await expect(rows(page).nth(i)).toHaveAttribute('data-colour', /^\d+,\d+,\d+$/);

      mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-photo-samples.png`) });

      // A tap on the woods sample's dot takes that one sample away; the others stay.
      const woods = photo.samples.find((s) => s.name === 'woods')!;
      await tapPhoto(page, woods, true);
      await expect(rows(page)).toHaveCount(photo.samples.length - 1);
      await expect(rows(page).and(page.locator('[data-name="woods"]'))).toHaveCount(0);
      await expect(page.getByTestId('photo-sample-woods')).not.toContainText('✓');
      await expect(gullyRow).toHaveCount(1);
      expect(await cornersOf(page)).toBe(corners);

      // Zoomed in, the photo under the thumb: the screenshot of the tracer at arm's length. The pinch starts from the
      // fitted photo, which is smaller than the stage top to bottom: the blue stays under the fingers all the same.
      await page.getByTestId('photo-fit').click();
      const pinchedAt = await onScreen(page, blueAt);
      await pinch(page, pinchedAt, 60, 240);
      await expect(page.getByTestId('photo-stage')).toHaveAttribute('data-zoomed', 'yes');
      const blueNow = await onScreen(page, blueAt);
      expect(Math.hypot(blueNow.x - pinchedAt.x, blueNow.y - pinchedAt.y)).toBeLessThan(4);
      await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-photo-zoomed.png`) });
    });
  });
}

test('with the mouse: the wheel zooms, a drag pans and places nothing, a click places; a sample named anew keeps its colour', async ({
  page,
}) => {
  await openTracer(page, false);
  const fitted = await viewOf(page);
  const centre = await stageCentre(page);
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.wheel(0, -400);
  await expect.poll(async () => (await viewOf(page)).scale).toBeGreaterThan(fitted.scale * 1.5);
  const zoomed = await viewOf(page);
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  await page.mouse.move(centre.x + 40, centre.y + 10, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await viewOf(page)).x - zoomed.x).toBeGreaterThan(20);
  expect(await cornersOf(page)).toBe('[null,null,null,null]');
  await page.getByTestId('photo-fit').click();

  for (const corner of photo.corners) await tapPhoto(page, corner, false);
  await expect(page.getByTestId('photo-hint')).toHaveText(/Drag a corner to adjust/);
  await page.getByTestId('photo-tool-sample').click();
  await page.getByTestId('photo-sample-gully').click();
  await tapPhoto(page, blueAt, false);
  await expect(rows(page)).toHaveCount(1);
  const blue = pixelAt(blueAt);
  await expect(rows(page).getByTestId('photo-swatch')).toHaveCSS('background-color', blue, { timeout: 30_000 });
  // Water printed blue is clear ground: the same sample, named anew, keeps its colour.
  await rows(page).getByTestId('photo-sample-name').selectOption('clear');
  await expect(rows(page)).toHaveAttribute('data-name', 'clear');
  await expect(page.getByTestId('photo-sample-clear').getByTestId('photo-swatch')).toHaveCSS('background-color', blue);
  await expect(page.getByTestId('photo-sample-gully')).not.toContainText('✓');
  for (const s of photo.samples.filter((x) => x.name !== 'gully')) {
    await page.getByTestId(`photo-sample-${s.name}`).click();
    await tapPhoto(page, s, false);
  }
  await expect(page.getByTestId('photo-stage')).toHaveAttribute('data-reading', 'no', { timeout: 30_000 });
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, 'desktop-1440-photo-samples.png') });
  // The one sample removed by its button.
  await rows(page).first().getByTestId('photo-sample-remove').click();
  await expect(rows(page)).toHaveCount(photo.samples.length - 1);
});
