// Trace a board over a photo (docs/scan.md): a test
// photo with a known answer is loaded through the file picker, the four
// corners are tapped, one sample per colour and terrain is tapped, the
// proposals (from the worker) are accepted, and the board made from them opens
// in the editor, is exported and compared with the printed board. Screenshots
// at phone, tablet and desktop sizes.

import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { applyHomography } from '../src/scan/homography.ts';
import { scoreScan } from '../src/scan/testing/photo.ts';
import { SCREENSHOTS } from './helpers.ts';
import { tapImage, traceUpToProposals, truth } from './photo-trace.ts';

const SIZES = [
  { name: 'phone', width: 390, height: 844, narrow: true },
  { name: 'tablet', width: 820, height: 1180, narrow: true },
  { name: 'desktop', width: 1440, height: 900, narrow: false },
] as const;

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width} × ${size.height}`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      hasTouch: true,
      isMobile: size.narrow,
      deviceScaleFactor: size.narrow ? 2 : 1,
    });

    test('tracing a photo: corners placed, colours tapped, proposals drawn dashed', async ({ page }) => {
      await traceUpToProposals(page, size.narrow, true);
      // Only for the picture: lets transitions end before the screenshot; no assertion depends on this pause.
      await page.waitForTimeout(400);
      mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-photo-proposals.png`) });
      await page.getByTestId('photo-accept-all').click();
      await expect(page.getByTestId('photo-pending')).toHaveText('Every proposal is accepted.');
      await page.getByTestId('photo-tool-accept').click();
      // Only for the picture: lets transitions end before the screenshot; no assertion depends on this pause.
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-photo-accepted.png`) });
    });
  });
}

test('photo → board: the board made from the accepted proposals matches the printed one', async ({ page }) => {
  const p = await traceUpToProposals(page, false, false);
  // One by one: tap a proposed hex to accept it, tap again to take it back; then all.
  await page.getByTestId('photo-tool-accept').click();
  const pending = page.getByTestId('photo-pending');
  await expect(pending).toHaveText(/Proposed, not yet accepted: \d+ hexes of terrain, \d+ hexside symbols/);
  const before = Number(/(\d+) hexes/.exec((await pending.textContent()) ?? '')![1]);
  const [key] = [...truth.terrain].find(([, t]) => t === 'woods')!;
  const [column, row] = key.split(',').map(Number);
  const centre = applyHomography(p.homography, column, 2 * row + (column % 2));
  await tapImage(page, centre, false);
  await expect(pending).toHaveText(new RegExp(`: ${before - 1} hexes of terrain`));
  await tapImage(page, centre, false);
  await expect(pending).toHaveText(new RegExp(`: ${before} hexes of terrain`));
  await page.getByTestId('photo-accept-all').click();
  await expect(pending).toHaveText('Every proposal is accepted.');

  await page.getByTestId('photo-board-name').fill('Traced board');
  await page.getByTestId('photo-make-board').click();
  await expect(page.getByTestId('photo-tracer')).toHaveCount(0);
  await expect(page.locator('.board-name')).toHaveText('Traced board');

  // The board opens in the editor (kept on the device as a board made here); its exported file is the traced board.
  await expect(page.getByTestId('editor-export')).toBeVisible();
  // Only for the picture: lets transitions end before the screenshot; no assertion depends on this pause.
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(SCREENSHOTS, 'desktop-1440-photo-in-editor.png') });
  const downloading = page.waitForEvent('download');
  await page.getByTestId('editor-export').click();
  const doc = JSON.parse(readFileSync(await (await downloading).path(), 'utf8')) as {
    grid: { columns: number; rows: number };
    hexes: Record<string, { terrain: string }>;
    hexsides: { hex: string; side: string; symbol: string }[];
  };
  expect(doc.grid).toMatchObject({ columns: 10, rows: 8 });
  expect(JSON.stringify(doc)).not.toMatch(/data:image|base64/);
  const hexes = [];
  for (let c = 0; c < 10; c++) {
    for (let r = 0; r < 8; r++) {
      const label = `${String.fromCharCode(65 + c)}${r + 1}`;
      hexes.push({ label, column: c, row: r, terrain: (doc.hexes[label]?.terrain ?? 'clear') as never, confidence: 1 });
    }
  }
  const score = scoreScan(truth, { hexes, hexsides: doc.hexsides.map((s) => ({ ...s, confidence: 1 })) as never });
  const report = `${JSON.stringify(score.symbols)} ${JSON.stringify(score.terrain)}\n${score.misses.join('\n')}`;
  expect(score.symbols.precision, report).toBeGreaterThanOrEqual(0.95);
  expect(score.symbols.recall, report).toBeGreaterThanOrEqual(0.95);
  expect(score.terrain.accuracy, report).toBeGreaterThanOrEqual(0.9);
  expect(p.samples.length).toBeGreaterThan(3);
});
