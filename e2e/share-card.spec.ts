// Sharing a verdict (docs/table.md#sharing-a-verdict): the card as a PNG through the share sheet (faked here:
// Debian's chromium has none) at phone and tablet size, the PNG the card's own size; the QR code decoded back from a
// screenshot of its dialog and opened in a fresh browser, showing the same verdict; without a share sheet, the card
// saved and its text copied. The cards of a CLEAR, a BLOCKED, two disputed (one under a house reading) and a Tagg verdict are kept
// for review.

import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { expect, type Page, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

import packageJson from '../package.json' with { type: 'json' };
import { readSharedView } from '../src/board/share-link.ts';
import { verdictCardInput, verdictCardSvg } from '../src/card/index.ts';
import { hexByLabel } from '../src/engine/board-model.ts';
import { evaluateLos } from '../src/engine/rules/index.ts';
import { svgSize } from '../src/ui/share-card/card-png.ts';
import { BOARD, findPair, loadSampleBoard, losOn, openApp, SCREENSHOTS, SIZES, verdict } from './helpers.ts';

interface Shared {
  readonly name: string;
  readonly type: string;
  readonly base64: string;
  readonly title?: string;
  readonly text?: string;
}

declare global {
  interface Window {
    __shared?: Shared[];
  }
}

/** A share sheet that takes files and keeps what it was given, as a phone's would send it on. */
async function fakeShareSheet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__shared = [];
    navigator.canShare = (data?: ShareData) => !!data?.files?.length;
    navigator.share = async (data?: ShareData) => {
      for (const file of data?.files ?? []) {
        const bytes = new Uint8Array(await file.arrayBuffer());
        let binary = '';
        for (const b of bytes) binary += String.fromCharCode(b);
        window.__shared!.push({
          name: file.name,
          type: file.type,
          base64: btoa(binary),
          title: data?.title,
          text: data?.text,
        });
      }
    };
  });
}

/** The link each case is opened by, and the verdict it shows. */
interface Case {
  readonly name: string;
  readonly hash: string;
  readonly board: string;
  readonly word: 'clear' | 'blocked';
}

async function cases(): Promise<Case[]> {
  const clear = await findPair(BOARD, (f, t, b) => losOn(b, f, t).visible && (losOn(b, f, t).cleared?.length ?? 0) > 0);
  const blocked = await findPair(BOARD, (f, t, b) => !losOn(b, f, t).visible);
  const tagg = await findPair('hill-country', (f, t, b) => !losOn(b, f, t, 'tagg').visible);
  return [
    {
      name: 'clear',
      board: BOARD,
      hash: `#board=${BOARD}&rules=arvold&from=${clear.from}&to=${clear.to}`,
      word: 'clear',
    },
    {
      name: 'blocked',
      board: BOARD,
      hash: `#board=${BOARD}&rules=arvold&from=${blocked.from}&to=${blocked.to}`,
      word: 'blocked',
    },
    // 000 L: CLEAR under HexLOS's readings, BLOCKED were the level 1 slope's purple side counted (a dispute on the card).
    {
      name: 'disputed',
      board: 'three-boards',
      hash: '#board=three-boards&rules=arvold&from=1-D1&to=3-F3',
      word: 'clear',
    },
    // 000 L under the house reading that counts orange and purple together: BLOCKED, CLEAR were they counted apart.
    {
      name: 'house-reading',
      board: BOARD,
      hash: `#board=${BOARD}&rules=arvold&from=C9&to=F4&reading.noteL=together`,
      word: 'blocked',
    },
    {
      name: 'tagg',
      board: 'hill-country',
      hash: `#board=hill-country&rules=tagg&from=${tagg.from}&to=${tagg.to}`,
      word: 'blocked',
    },
  ];
}

/** The width and height a PNG's header gives, after checking it is a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The card's own size: the SVG the one renderer draws for this case's verdict, read in Node. */
async function cardSize(page: Page, c: Case): Promise<{ width: number; height: number }> {
  const view = readSharedView(c.hash);
  const board = await loadSampleBoard(c.board);
  const result = evaluateLos(board, {
    from: hexByLabel(board, view.from!)!,
    to: hexByLabel(board, view.to!)!,
    rules: view.rules!,
    trace: view.trace ?? 'hex',
    readings: view.readings,
  });
  const page0 = new URL(page.url());
  const svg = verdictCardSvg(
    verdictCardInput(board, result, {
      version: packageJson.version,
      appUrl: `${page0.origin}${page0.pathname}`,
      readings: view.readings,
    }),
  );
  return svgSize(svg);
}

/** The QR code read back from a screenshot of the dialog's code. */
async function decodeQr(page: Page): Promise<string> {
  const png = PNG.sync.read(await page.getByTestId('qr-code').screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(code, 'the QR code on screen reads back').not.toBeNull();
  return code!.data;
}

const shot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });

for (const size of SIZES.filter((s) => s.name === 'phone' || s.name === 'tablet-portrait')) {
  test(`${size.name}: share the card through the share sheet, show the QR and open it in a fresh browser`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(size);
    await fakeShareSheet(page);
    const [, blocked] = await cases();
    await openApp(page, blocked.hash, blocked.board);
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
    await expect(page.getByTestId('share-verdict')).toBeVisible();
    await shot(page, `share-${size.name}-peek`);
    if (size.narrow) await page.getByTestId('sheet-handle').click();
    await page.getByTestId('share-verdict').click();
    const said = page.getByTestId('share-said');
    await expect(said).toHaveText('Verdict card shared.');
    // Spoken once, by the live region every action's outcome goes to (docs/table.md, "Every action answers").
    await expect(page.getByTestId('action-said')).toHaveRole('status');
    await expect(page.getByTestId('action-said')).toHaveText('Verdict card shared.');
    const shared = await page.evaluate(() => window.__shared ?? []);
    expect(shared).toHaveLength(1);
    expect(shared[0]).toMatchObject({ type: 'image/png', name: expect.stringMatching(/^hexlos-.+-blocked\.png$/) });
    expect(shared[0].text).toContain(page.url().slice(page.url().indexOf('#')));
    const png = Buffer.from(shared[0].base64, 'base64');
    expect(pngSize(png)).toEqual(await cardSize(page, blocked));
    await writeFile(join(SCREENSHOTS, `card-shared-${size.name}.png`), png);
    await shot(page, `share-${size.name}`);

    await page.getByTestId('show-qr').click();
    const dialog = page.getByTestId('qr-dialog');
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('qr-link')).toHaveText(page.url());
    const box = await page.getByTestId('qr-code').boundingBox();
    // Large enough for a camera across the table: most of a phone's width.
    expect(box!.width).toBeGreaterThanOrEqual(300);
    await shot(page, `qr-${size.name}`);
    const link = await decodeQr(page);
    expect(link).toBe(page.url());
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    const other = await browser.newContext({ viewport: size });
    const friend = await other.newPage();
    await friend.goto(link);
    await expect(friend.locator('.app')).toHaveAttribute('data-board', blocked.board);
    await expect(verdict(friend)).toHaveAttribute('data-verdict', 'blocked');
    await expect(friend.getByTestId('firer-input')).toHaveValue(
      (await page.getByTestId('firer-input').inputValue()) as string,
    );
    await expect(friend.getByTestId('target-input')).toHaveValue(
      (await page.getByTestId('target-input').inputValue()) as string,
    );
    await other.close();
  });
}

test('desktop, no share sheet: the card is saved and its text copied; the QR dialog closes by its button', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const [clear] = await cases();
  await openApp(page, clear.hash, clear.board);
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'clear');
  // The card's font is fetched to travel inside the picture (this machine has DejaVu Sans itself, so the picture alone would not tell).
  const fonts: string[] = [];
  page.on('requestfinished', (request) => {
    if (/\/DejaVuSans(?:-Bold)?-[\w-]+\.ttf$/.test(request.url())) fonts.push(request.url());
  });
  const saving = page.waitForEvent('download');
  await page.getByTestId('share-verdict').click();
  const file = await saving;
  expect(fonts).toHaveLength(2);
  expect(file.suggestedFilename()).toMatch(/^hexlos-.+-clear\.png$/);
  await expect(page.getByTestId('share-said')).toHaveText(
    `Verdict card saved as ${file.suggestedFilename()}; its text is copied for a post or an e-mail.`,
  );
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toContain('CLEAR');
  expect(text).toContain(page.url().slice(page.url().indexOf('#')));
  await shot(page, 'share-desktop');
  // What the line says belongs to its verdict: a new verdict starts with it empty.
  await page.getByLabel('Swap firer and target').click();
  await expect(page.getByTestId('firer-input')).toHaveValue(clear.hash.match(/to=([^&]+)/)![1]);
  await expect(page.getByTestId('share-said')).toHaveText('');
  await page.getByLabel('Swap firer and target').click();
  await page.getByTestId('show-qr').click();
  await expect(page.getByTestId('qr-dialog')).toBeVisible();
  await shot(page, 'qr-desktop');
  expect(await decodeQr(page)).toBe(page.url());
  await page.getByTestId('qr-close').click();
  await expect(page.getByTestId('qr-dialog')).toHaveCount(0);
  // Game night: the code stays dark on white, and still reads back.
  await page.getByTestId('theme-toggle').click();
  await page.getByTestId('show-qr').click();
  await shot(page, 'qr-desktop-dark');
  expect(await decodeQr(page)).toBe(page.url());
});

test('the cards of a CLEAR, a BLOCKED, a disputed, a house reading’s and a Tagg verdict, each the card’s size', async ({
  context,
}) => {
  for (const c of await cases()) {
    // A page of its own for each: a link's board and pair are read when the page opens.
    const page = await context.newPage();
    await fakeShareSheet(page);
    await openApp(page, c.hash, c.board);
    await expect(verdict(page)).toHaveAttribute('data-verdict', c.word);
    await page.getByTestId('share-verdict').click();
    await expect(page.getByTestId('share-said')).toHaveText('Verdict card shared.');
    const shared = await page.evaluate(() => window.__shared ?? []);
    const png = Buffer.from(shared.at(-1)!.base64, 'base64');
    expect(pngSize(png)).toEqual(await cardSize(page, c));
    await writeFile(join(SCREENSHOTS, `card-${c.name}.png`), png);
    await page.close();
  }
});
