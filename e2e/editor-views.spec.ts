// The editor as people see it, at phone, tablet and desktop sizes (saved
// under e2e/screenshots/ for review), and a finger dragged along a chain of
// edges drawing a ridge, one brown side per edge crossed.

import { join } from 'node:path';

import { expect, test } from '@playwright/test';
import type { CDPSession, Page } from '@playwright/test';

import {
  BOARD,
  drawnText,
  hexPoint,
  mapSettled,
  openApp,
  recordCanvasText,
  SCREENSHOTS,
  tapHex,
  verdict,
} from './helpers.ts';

const shot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });

/**
 * Opens a copy of the sample board in the editor, with a line picked (unless `line` is false: the whole board then
 * fits the screen, turned on a phone) and a misplaced brown side (a designer warning).
 */
async function editSample(page: Page, narrow: boolean, line = true): Promise<void> {
  await openApp(page, `#board=${BOARD}`, BOARD);
  if (narrow) await page.getByTestId('sheet-handle').click();
  await page.getByTestId('edit-board').click();
  await expect(page.locator('.app')).toHaveAttribute('data-board', `${BOARD}-copy`);
  await expect(page.getByTestId('editor-tools')).toBeVisible();
  if (narrow && (await page.locator('.panel-sheet').getAttribute('data-sheet')) === 'full')
    await page.getByTestId('sheet-handle').click();
  await mapSettled(page);
  if (line) {
    await page.getByTestId('tool-look').click();
    await tapHex(page, 'F4');
    await tapHex(page, 'L7');
    await expect(verdict(page)).toHaveAttribute('data-verdict', /clear|blocked/);
    await mapSettled(page);
  }
  await page.getByTestId('tool-hexside').click();
  await page.getByTestId('symbol-brown').click();
  const a = await hexPoint(page, 'J6');
  const b = await hexPoint(page, 'J7');
  await page.mouse.click(a.x + (b.x - a.x) * 0.42, a.y + (b.y - a.y) * 0.42);
  await expect(page.getByTestId('editor-warnings')).toContainText('brown hexside');
  // Lets the new warning's flash fade for the screenshots that follow this step; no assertion depends on it.
  await page.waitForTimeout(400);
}

test.describe('desktop 1440 × 900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test('the editor beside the map, with a line and a warning on the board', async ({ page }) => {
    await editSample(page, false);
    await shot(page, 'editor-desktop-1440');
  });
});

test.describe('tablet 820 × 1180', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });
  test('the editor over the map, the verdict in the sheet', async ({ page }) => {
    await editSample(page, true);
    await shot(page, 'editor-tablet-820');
  });
});

test.describe('phone 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  test('the editor on a phone', async ({ page }) => {
    await editSample(page, true);
    await shot(page, 'editor-phone-390');
    await page.getByTestId('sheet-handle').click();
    // Only for the picture: lets transitions end before the screenshot; no assertion depends on this pause.
    await page.waitForTimeout(400);
    await shot(page, 'editor-phone-390-sheet');
  });

  test('a finger dragged along a chain of edges draws a ridge, one step of undo', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.app')).toHaveAttribute('data-board', /.+/);
    await page.getByTestId('sheet-handle').tap();
    await page.getByTestId('new-board').tap();
    await page.getByTestId('new-board-name').fill('Ridge');
    await page.getByTestId('new-board-create').tap();
    await expect(page.locator('.app')).toHaveAttribute('data-board', 'ridge');
    if ((await page.locator('.panel-sheet').getAttribute('data-sheet')) === 'full')
      await page.getByTestId('sheet-handle').tap();
    await mapSettled(page);
    await page.getByTestId('tool-hexside').tap();
    await page.getByTestId('symbol-brown').tap();
    // Through the midpoints of the edges between columns C and D, rows 2 to 5.
    const pairs: [string, string][] = [
      ['C2', 'D1'],
      ['C2', 'D2'],
      ['C3', 'D2'],
      ['C3', 'D3'],
      ['C4', 'D3'],
      ['C4', 'D4'],
      ['C5', 'D4'],
      ['C5', 'D5'],
    ];
    const points = await Promise.all(
      pairs.map(async ([a, b]) => {
        const p = await hexPoint(page, a);
        const q = await hexPoint(page, b);
        return { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
      }),
    );
    const cdp: CDPSession = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: { x: number; y: number }) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: p ? [{ x: p.x, y: p.y, id: 1, radiusX: 4, radiusY: 4, force: 1 }] : [],
      });
    await touch('touchStart', points[0]);
    for (let i = 1; i < points.length; i++) {
      for (let k = 1; k <= 6; k++) {
        await touch('touchMove', {
          x: points[i - 1].x + ((points[i].x - points[i - 1].x) * k) / 6,
          y: points[i - 1].y + ((points[i].y - points[i - 1].y) * k) / 6,
        });
      }
    }
    await touch('touchEnd');
    await cdp.detach();
    await expect(page.getByTestId('editor-tools')).toHaveAttribute('data-steps', '1');
    await expect(page.getByTestId('editor-tools')).toHaveAttribute('data-saved', 'saved');
    await page.getByTestId('sheet-handle').tap();
    const downloading = page.waitForEvent('download');
    await page.getByTestId('editor-export').tap();
    const { readFileSync } = await import('node:fs');
    const doc = JSON.parse(readFileSync(await (await downloading).path(), 'utf8')) as {
      hexsides: { hex: string; side: string; symbol: string }[];
    };
    expect(doc.hexsides.map((h) => `${h.hex} ${h.side} ${h.symbol}`).sort()).toEqual(
      ['C2 NE', 'C2 SE', 'C3 NE', 'C3 SE', 'C4 NE', 'C4 SE', 'C5 NE', 'C5 SE'].map((s) => `${s} brown`),
    );
    await page.screenshot({ path: join(SCREENSHOTS, 'editor-phone-390-ridge.png') });
  });
});

// A tall phone: under the editor's two rows of tools the map is still tall enough that the whole board fits it turned.
test.describe('tall phone 390 × 1100', () => {
  test.use({ viewport: { width: 390, height: 1100 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  test("the warning's marks read upright on the turned board, as every text on the map does", async ({ page }) => {
    await recordCanvasText(page);
    await editSample(page, true, false);
    // The whole board, fitted to the tall phone's map: turned, its hexes larger so.
    await page.getByRole('button', { name: 'Fit the board' }).tap();
    await mapSettled(page);
    expect(await page.evaluate(() => window.__hexlos!.turned()), 'the phone shows the whole board turned').toBe(true);
    await mapSettled(page);
    const marks = (await drawnText(page)).filter((t) => t.text === '!');
    expect(marks.length, "the warning's marks were drawn").toBeGreaterThan(0);
    // Upright: the text's "right" points right on screen (docs/table.md#badges-upright-on-the-turned-board).
    for (const t of marks) {
      expect(t.a, 'the "!" reads left to right').toBeGreaterThan(0);
      expect(Math.abs(t.b), 'the "!" is not turned').toBeLessThan(1e-6);
    }
    await shot(page, 'editor-tall-phone-390-turned-warning');
  });
});
