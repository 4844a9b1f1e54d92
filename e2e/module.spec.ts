// Boards from a VASSAL module in the app: a module the test
// makes is opened from the tracer, the worker reads it and lists its boards,
// a board is picked by touch, and the proposals appear with the grid placed
// from the module (no corner taps). The board made of them equals what
// `hexlos scan MODULE --board` proposes for the same module (the pure
// function it calls, src/cli/scan-module.test.ts checks the two agree). A
// hostile module gets a located error and leaves the board on screen as it
// was. Screenshots of the picker at phone, tablet and desktop sizes.

import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, type Page, test } from '@playwright/test';
import { zipSync } from 'fflate';

import { toBoardDocument } from '../src/scan/board-document.ts';
import { decodeImage } from '../src/scan/node-image.ts';
import { randomTruth } from '../src/scan/testing/photo.ts';
import { readBoardImage, readModule } from '../src/scan/vassal/module.ts';
import { scanModuleBoard } from '../src/scan/vassal/scan-board.ts';
import { encodePng, makeModule, type ModuleImage, moduleImage } from '../src/scan/vassal/testing/make-module.ts';
import { BOARD, openApp, SCREENSHOTS } from './helpers.ts';

const LETTERS = {
  first: 'H',
  sep: '',
  hType: 'A',
  vType: 'N',
  hLeading: '0',
  vLeading: '0',
  hOff: '0',
  vOff: '1',
  stagger: 'false',
};

let made: { bytes: Buffer; ridge: ModuleImage } | undefined;
function gameModule() {
  if (made) return made;
  const ridge = moduleImage(randomTruth(61, 10, 8), { seed: 61, hexWidth: 50, numbering: LETTERS });
  const turned = moduleImage(randomTruth(62, 8, 6), { seed: 62, hexWidth: 44, sideways: true });
  const bytes = makeModule(
    [
      { name: 'Ridge', image: 'ridge.png', grid: ridge.grid },
      { name: 'Crossing (sideways)', image: 'turned.png', grid: turned.grid },
      { name: 'Errata sheet', image: 'missing.png', grid: ridge.grid },
    ],
    { 'ridge.png': encodePng(ridge.image), 'turned.png': encodePng(turned.image) },
  );
  made = { bytes: Buffer.from(bytes), ridge };
  return made;
}

const SIZES = [
  { name: 'phone', width: 390, height: 844, narrow: true },
  { name: 'tablet', width: 820, height: 1180, narrow: true },
  { name: 'desktop', width: 1440, height: 900, narrow: false },
] as const;

async function openModule(page: Page, narrow: boolean): Promise<void> {
  await openApp(page, `#board=${BOARD}`, BOARD);
  if (narrow) {
    await page.getByTestId('sheet-handle').click();
    await expect(page.locator('.panel-sheet')).toHaveAttribute('data-sheet', 'full');
  }
  await page.getByTestId('photo-open').click();
  await expect(page.getByTestId('photo-tracer')).toBeVisible();
  await page
    .getByTestId('photo-module-file')
    .setInputFiles({ name: 'game.vmod', mimeType: 'application/zip', buffer: gameModule().bytes });
  // The worker unzips and reads the buildFile (slow on a loaded machine).
  await expect(page.getByTestId('module-picker')).toBeVisible({ timeout: 20_000 });
}

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width} × ${size.height}`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      hasTouch: true,
      isMobile: size.narrow,
      deviceScaleFactor: size.narrow ? 2 : 1,
    });

    test('a module: its boards listed, one picked by touch, proposals with the grid placed from the module', async ({
      page,
    }) => {
      await openModule(page, size.narrow);
      const boards = page.getByTestId('module-board');
      await expect(boards).toHaveCount(3);
      const { ridge } = gameModule();
      await expect(boards.nth(0)).toContainText(
        `Ridge${ridge.image.width} × ${ridge.image.height} px · 10 × 8 hexesLabels as in the module (A1…)`,
      );
      await expect(boards.nth(1)).toContainText('sideways (shown turned 90°)');
      await expect(boards.nth(1)).toContainText('Labelled A1… here: the module numbers no hexes');
      await expect(boards.nth(2)).toBeDisabled();
      await expect(boards.nth(2)).toContainText('Cannot be read: its image images/missing.png is missing');
      // Only for the picture: lets transitions end before the screenshot; no assertion depends on this pause.
      await page.waitForTimeout(300);
      mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-module-picker.png`) });

      await boards.nth(0).tap();
      await expect(page.getByTestId('module-picker')).toHaveCount(0);
      // The grid is placed: no corner hint, the proposals come straight away (the worker decodes and reads the image).
      await expect(page.getByTestId('photo-stage')).toHaveAttribute('data-proposals', /\d+,\d+/, { timeout: 30_000 });
      await expect(page.getByTestId('photo-stage')).toHaveAttribute('data-reading', 'no', { timeout: 30_000 });
      await expect(page.getByTestId('photo-board-name')).toHaveValue('Ridge');
      // Only for the picture: lets transitions end before the screenshot; no assertion depends on this pause.
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-module-proposals.png`) });
      // No sample was tapped: the tracer says what the confidence of guessed colours means (docs/scan.md#guessed-colours).
      const guessed = page.getByTestId('photo-guessed');
      await expect(guessed).toContainText('The colours are guessed, not sampled');
      await expect(guessed).toContainText('how often such guesses were right on the test photos');
      await guessed.scrollIntoViewIfNeeded();
      // Only for the picture: lets the scroll end before the screenshot; no assertion depends on this pause.
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-module-guessed.png`) });
    });
  });
}

test('the board made from a module equals what hexlos scan proposes for it', async ({ page }) => {
  await openModule(page, false);
  await page.getByTestId('module-board').first().click();
  await expect(page.getByTestId('photo-stage')).toHaveAttribute('data-reading', 'no', { timeout: 30_000 });
  await expect(page.getByTestId('photo-stage')).toHaveAttribute('data-proposals', /\d+,\d+/, { timeout: 30_000 });
  await page.getByTestId('photo-accept-all').click();
  await expect(page.getByTestId('photo-pending')).toHaveText('Every proposal is accepted.');
  // No sample was tapped: the tracer says the colours are guessed before the board is made.
  await expect(page.getByTestId('photo-guessed')).toBeVisible();
  await page.getByTestId('photo-make-board').click();
  await expect(page.getByTestId('photo-tracer')).toHaveCount(0);
  // The review opens over the new board (once the worker has warped the board image); walked one by one, its cards
  // say the colour was guessed (docs/scan.md#guessed-colours).
  await expect(page.getByTestId('review-pass')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('review-walk-all').click();
  await expect(page.getByTestId('review-item')).toContainText('% sure (colour guessed, not sampled)');
  // Only for the picture: lets the loupe settle before the screenshot; no assertion depends on this pause.
  await page.waitForTimeout(300);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, 'desktop-1440-module-guessed-card.png') });
  await page.getByTestId('review-close').click();
  await expect(page.getByTestId('review-pass')).toHaveCount(0);
  await expect(page.getByTestId('editor-export')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByTestId('editor-export').click();
  const doc = JSON.parse(readFileSync(await (await downloading).path(), 'utf8')) as {
    grid: object;
    hexes: Record<string, { terrain: string }>;
    hexsides: { hex: string; side: string; symbol: string }[];
  };

  // What `hexlos scan game.vmod --board Ridge` proposes (no samples: both guess the colours the same way).
  const module = readModule(new Uint8Array(gameModule().bytes));
  const decoded = decodeImage(readBoardImage(module, module.boards[0]));
  if (!decoded.ok) throw new Error(decoded.message);
  const { result, placement } = scanModuleBoard(module.boards[0], decoded.image, [], 'test');
  const cli = toBoardDocument(result, { id: 'x', name: 'Ridge', firstRow: placement.firstRow });
  expect(doc.grid).toMatchObject(cli.grid);
  expect(doc.hexes).toEqual(cli.hexes);
  const key = (s: { hex: string; side: string; symbol: string }) => `${s.hex} ${s.side} ${s.symbol}`;
  expect(doc.hexsides.map(key).sort()).toEqual(cli.hexsides.map(key).sort());
  expect(cli.hexsides.length).toBeGreaterThan(10);
});

test('a hostile module: a located error, the photo and its proposals left as they were', async ({ page }) => {
  await openModule(page, false);
  await page.getByTestId('module-board').first().click();
  const stage = page.getByTestId('photo-stage');
  await expect(stage).toHaveAttribute('data-reading', 'no', { timeout: 30_000 });
  await expect(stage).toHaveAttribute('data-proposals', /\d+,\d+/, { timeout: 30_000 });
  const before = await stage.getAttribute('data-proposals');
  const laughs = `<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>\n<VASSAL.build.GameModule name="&lol2;"/>`;
  await page.getByTestId('photo-module-file').setInputFiles({
    name: 'laughs.vmod',
    mimeType: 'application/zip',
    buffer: Buffer.from(zipSync({ 'buildFile.xml': new TextEncoder().encode(laughs) })),
  });
  await expect(page.getByTestId('photo-error')).toHaveText(
    /^laughs\.vmod: buildFile\.xml:\/: line 2: a <!DOCTYPE> declaration: document types and entities are refused/,
    { timeout: 20_000 },
  );
  await expect(page.getByTestId('module-picker')).toHaveCount(0);
  await expect(stage).toHaveAttribute('data-proposals', before!);
  await expect(page.getByTestId('photo-board-name')).toHaveValue('Ridge');
});
