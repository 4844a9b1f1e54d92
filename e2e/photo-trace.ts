// Tracing a generated photo in the app, shared by the specs that start from a
// traced photo (photo.spec.ts, underlay.spec.ts): a test photo with a known
// answer (src/scan/testing/photo.ts), loaded through the file picker, its four
// corners and one sample per colour tapped.

import { expect, type Page } from '@playwright/test';
import jpeg from 'jpeg-js';

import {
  type PhotoOptions,
  randomTruth,
  renderPhoto,
  type TestPhoto,
  type TruthBoard,
} from '../src/scan/testing/photo.ts';
import { BOARD, openApp } from './helpers.ts';

/** A test photo to trace: the board printed on it and how it was photographed. */
export interface TracedPhoto {
  readonly truth: TruthBoard;
  readonly options: PhotoOptions;
}

export const truth = randomTruth(41, 10, 8);
/** The photo most specs trace: every proposal read right, and sure of itself. */
export const TRACED: TracedPhoto = {
  truth,
  options: {
    seed: 41,
    width: 1000,
    height: 800,
    perspective: 1,
    paletteShift: 0.8,
    lighting: 0.3,
    blur: 1.2,
    noise: 6,
    jpegQuality: 80,
  },
};

const rendered = new Map<TracedPhoto, { photo: TestPhoto; jpegBytes: Buffer }>();
export function testPhoto(traced: TracedPhoto = TRACED): { photo: TestPhoto; jpegBytes: Buffer } {
  let made = rendered.get(traced);
  if (!made) {
    const photo = renderPhoto(traced.truth, traced.options);
    const { width, height, data } = photo.image;
    made = { photo, jpegBytes: jpeg.encode({ width, height, data }, 85).data };
    rendered.set(traced, made);
  }
  return made;
}

export async function imagePointOnScreen(page: Page, p: { x: number; y: number }): Promise<{ x: number; y: number }> {
  const stage = page.getByTestId('photo-stage');
  const box = await stage.boundingBox();
  const view = JSON.parse((await stage.getAttribute('data-view')) ?? 'null') as { scale: number; x: number; y: number };
  if (!box || !view) throw new Error('the photo is not shown');
  return { x: box.x + view.x + p.x * view.scale, y: box.y + view.y + p.y * view.scale };
}

export async function tapImage(page: Page, p: { x: number; y: number }, touch: boolean): Promise<void> {
  const s = await imagePointOnScreen(page, p);
  if (touch) await page.touchscreen.tap(s.x, s.y);
  else await page.mouse.click(s.x, s.y);
}

/** Opens the photo tracer over the ridge board (the panel's sheet pulled up first on a narrow screen), sets the grid and loads the photo. */
export async function openTracerWith(
  page: Page,
  o: { narrow: boolean; columns: number; rows: number; file: { name: string; mimeType: string; buffer: Buffer } },
): Promise<void> {
  await openApp(page, `#board=${BOARD}`, BOARD);
  if (o.narrow) {
    await page.getByTestId('sheet-handle').click();
    await expect(page.locator('.panel-sheet')).toHaveAttribute('data-sheet', 'full');
  }
  await page.getByTestId('photo-open').click();
  await expect(page.getByTestId('photo-tracer')).toBeVisible();
  await page.getByTestId('photo-columns').fill(String(o.columns));
  await page.getByTestId('photo-rows').fill(String(o.rows));
  // A number field takes its value on Enter or on leaving it (docs/table.md#number-fields).
  await page.getByTestId('photo-rows').press('Enter');
  await page.getByTestId('photo-file').setInputFiles(o.file);
  await expect(page.getByTestId('photo-stage')).toHaveAttribute('data-view', /scale/);
  await expect(page.getByTestId('photo-hint')).toHaveText(/Tap the centre of hex A1/);
}

/** Opens the tracer, loads the photo, places the corners and taps the samples. */
export async function traceUpToProposals(
  page: Page,
  narrow: boolean,
  touch: boolean,
  traced: TracedPhoto = TRACED,
): Promise<TestPhoto> {
  const { photo: p, jpegBytes } = testPhoto(traced);
  await openTracerWith(page, {
    narrow,
    columns: traced.truth.grid.columns,
    rows: traced.truth.grid.rows,
    file: { name: 'board-photo.jpg', mimeType: 'image/jpeg', buffer: jpegBytes },
  });
  for (const corner of p.corners) await tapImage(page, corner, touch);
  await expect(page.getByTestId('photo-hint')).toHaveText(/Drag a corner to adjust/);
  // The first scan waits for the worker to read the photo (slow on a loaded machine).
  await expect(page.getByTestId('photo-stage')).toHaveAttribute('data-proposals', /\d+,\d+/, { timeout: 30_000 });
  await page.getByTestId('photo-tool-sample').click();
  for (const s of p.samples) {
    await page.getByTestId(`photo-sample-${s.name}`).click();
    await tapImage(page, s, touch);
  }
  await expect(page.getByTestId(`photo-sample-${p.samples.at(-1)!.name}`)).toContainText('✓');
  // The proposals read with every sample, not an older scan's.
  await expect(page.getByTestId('photo-stage')).toHaveAttribute('data-reading', 'no', { timeout: 30_000 });
  return p;
}
