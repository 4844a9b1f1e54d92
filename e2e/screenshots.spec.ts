// Screenshots of the app as players and designers see it, at phone, tablet
// and desktop sizes, light and dark: saved under e2e/screenshots/ for review.

import { join } from 'node:path';

import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { BOARD, ROOT, SCREENSHOTS, SIZES, findPair, hexPoint, losOn, openApp, tapHex, verdict } from './helpers.ts';

async function zoomAround(page: Page, labels: string[], steps: number): Promise<void> {
  const points = await Promise.all(labels.map((l) => hexPoint(page, l)));
  const x = points.reduce((s, p) => s + p.x, 0) / points.length;
  const y = points.reduce((s, p) => s + p.y, 0) / points.length;
  await page.mouse.move(x, y);
  for (let i = 0; i < steps; i++) {
    await page.mouse.wheel(0, -160);
    // Wheel ticks a frame apart, as a mouse sends them: the gesture's pace, not a wait.
    await page.waitForTimeout(20);
  }
  // Only for the picture: lets transitions end before the screenshot; no assertion depends on this pause.
  await page.waitForTimeout(400);
}

async function blockedPair() {
  return findPair(
    BOARD,
    (f, t, b) => {
      const r = losOn(b, f, t);
      return !r.visible && r.range >= 5 && r.routes.count > 1n && r.routes.blocked < r.routes.count;
    },
    true,
  );
}

const shot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });

// The four sizes of the table, light and dark: a verdict as it first appears (the line framed).
for (const size of SIZES) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`${size.name} ${size.width} × ${size.height}, ${theme}`, () => {
      test.use({
        viewport: { width: size.width, height: size.height },
        hasTouch: true,
        isMobile: size.narrow,
        deviceScaleFactor: size.narrow ? 2 : 1,
      });
      test('a verdict, framed', async ({ page }) => {
        await page.emulateMedia({ colorScheme: theme });
        const pair = await blockedPair();
        await openApp(page, `#board=${BOARD}&from=${pair.from}&to=${pair.to}`, BOARD);
        await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
        // Only for the picture: lets transitions end before the screenshot; no assertion depends on this pause.
        await page.waitForTimeout(400);
        await shot(page, `${size.name}-${size.width}-${theme}-verdict`);
      });
    });
  }
}

test.describe('desktop 1440 × 900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('light: a blocked line, zoomed in', async ({ page }) => {
    const pair = await blockedPair();
    await openApp(page, `#board=${BOARD}&rules=arvold&trace=hex&from=${pair.from}&to=${pair.to}`, BOARD);
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
    await shot(page, 'desktop-1440-light-fit');
    await zoomAround(page, [pair.from, pair.to], 4);
    await shot(page, 'desktop-1440-light-blocked');
  });

  test('dark: the odds sheet', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const pair = await findPair(BOARD, (f, t, b) => losOn(b, f, t).visible && losOn(b, f, t).range >= 4, true);
    await openApp(page, `#board=${BOARD}&from=${pair.from}&to=${pair.to}`, BOARD);
    await expect(page.locator('.app')).toHaveAttribute('data-theme', 'dark');
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'clear');
    await page.getByRole('button', { name: 'Work out the odds' }).click();
    await page.getByTestId('combat-df').fill('4');
    await page.getByTestId('combat-af').fill('12');
    await page.getByTestId('combat-range').fill('10');
    await expect(page.getByTestId('combat-odds')).toBeVisible();
    await page.getByTestId('combat-answer').scrollIntoViewIfNeeded();
    await zoomAround(page, [pair.from, pair.to], 3);
    await shot(page, 'desktop-1440-dark-odds');
  });

  test('light: the 3-board map with the viewshed', async ({ page }) => {
    await openApp(page, '#board=three-boards', 'three-boards');
    const firer = '2-H5';
    await tapHex(page, firer);
    await page.getByTestId('viewshed-toggle').click();
    await expect(page.getByTestId('viewshed-toggle')).toContainText('·');
    await shot(page, 'desktop-1440-light-map-viewshed');
  });

  test('light: an elevation board', async ({ page }) => {
    await openApp(page, '#board=hill-country&from=C3&to=J7', 'hill-country');
    // Only for the picture: lets transitions end before the screenshot; no assertion depends on this pause.
    await page.waitForTimeout(300);
    await shot(page, 'desktop-1440-light-elevation');
  });
});

test.describe('tablet 1024 × 768', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('light: a verdict and the hex inspector', async ({ page }) => {
    const pair = await blockedPair();
    await openApp(page, `#board=${BOARD}&from=${pair.from}&to=${pair.to}`, BOARD);
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
    // Only for the picture: lets transitions end before the screenshot; no assertion depends on this pause.
    await page.waitForTimeout(200);
    await page.getByTestId('inspect-toggle').click();
    await tapHex(page, pair.to);
    await expect(page.getByTestId('inspector')).toBeVisible();
    await shot(page, 'tablet-1024-light-inspector');
  });

  test('portrait 768 × 1024, dark: the sheet', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.emulateMedia({ colorScheme: 'dark' });
    const pair = await blockedPair();
    await openApp(page, `#board=${BOARD}&from=${pair.from}&to=${pair.to}`, BOARD);
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
    await shot(page, 'tablet-768-portrait-dark');
  });
});

test.describe('phone 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

  test('light: the verdict in the bottom sheet', async ({ page }) => {
    const pair = await blockedPair();
    await openApp(page, `#board=${BOARD}&from=${pair.from}&to=${pair.to}`, BOARD);
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
    await shot(page, 'phone-390-light-fit');
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    const a = await hexPoint(page, pair.from);
    const b = await hexPoint(page, pair.to);
    // Centre the line: drag the map with one finger (mouse here: a pan, never a tap).
    await page.mouse.move(195, 330);
    await page.mouse.down();
    await page.mouse.move(195 - ((a.x + b.x) / 2 - 195), 330 - ((a.y + b.y) / 2 - 330), { steps: 8 });
    await page.mouse.up();
    // Only for the picture: lets transitions end before the screenshot; no assertion depends on this pause.
    await page.waitForTimeout(300);
    await expect(page.getByTestId('firer-input')).toHaveValue(pair.from);
    await shot(page, 'phone-390-light-blocked');
  });

  test('dark: the sheet pulled up with the reasons', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const pair = await blockedPair();
    await openApp(page, `#board=${BOARD}&from=${pair.from}&to=${pair.to}`, BOARD);
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
    await page.getByTestId('sheet-handle').click();
    await expect(page.locator('.panel-sheet')).toHaveAttribute('data-sheet', 'full');
    // Only for the picture: lets transitions end before the screenshot; no assertion depends on this pause.
    await page.waitForTimeout(350);
    await shot(page, 'phone-390-dark-sheet');
  });

  test('light: a bad board file', async ({ page }) => {
    await openApp(page, `#board=${BOARD}`, BOARD);
    await page.getByTestId('board-file').setInputFiles({
      name: 'my-board.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify({
          format: 'hexlos-board/1',
          id: 'x',
          name: 'X',
          family: 'panzerblitz',
          grid: { columns: 4, rows: 4 },
          hexes: { B2: { terrain: 'lava' } },
        }),
      ),
    });
    await expect(page.getByTestId('problems')).toBeVisible();
    await shot(page, 'phone-390-light-problems');
  });
});

test.describe('README screenshot', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('desktop, light: a blocked line framed, its reasons, the side view', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const pair = await blockedPair();
    await openApp(page, `#board=${BOARD}&rules=arvold&trace=hex&from=${pair.from}&to=${pair.to}`, BOARD);
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
    await page.getByTestId('side-view').locator('summary').click();
    await expect(page.getByTestId('side-view')).toHaveAttribute('open', '');
    // Only for the picture: lets transitions end before the screenshot; no assertion depends on this pause.
    await page.waitForTimeout(600);
    await page.screenshot({ path: join(ROOT, 'docs', 'screenshot.png') });
  });
});
