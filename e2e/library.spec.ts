// The board library: a board opened from a file is kept on the device, listed
// beside the bundled boards, and is still there after a reload, offline, and in
// a new browser session (the same storage). Rename, duplicate, delete with
// undo, export as a file.

import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { KEPT_RIDGE } from '../src/board/library/testing.ts';
import { openApp, serviceWorkerInControl } from './helpers.ts';

const KEPT_BOARD = JSON.stringify(KEPT_RIDGE);

async function openKept(page: Page): Promise<void> {
  await openApp(page);
  await page
    .getByTestId('board-file')
    .setInputFiles({ name: 'kept-ridge.json', mimeType: 'application/json', buffer: Buffer.from(KEPT_BOARD) });
  await expect(page.locator('.app')).toHaveAttribute('data-board', 'kept-ridge');
}

const libraryRow = (page: Page, key: string) => page.locator(`[data-testid="library-row"][data-key="${key}"]`);

test('a board opened from a file is kept: listed, back after a reload, offline and in a new session', async ({
  page,
  browser,
}) => {
  await openKept(page);
  await expect(page.getByTestId('board-select').locator('optgroup[label="On this device"] option')).toHaveText([
    'Kept ridge',
  ]);
  await expect(libraryRow(page, 'kept-ridge')).toContainText('Kept ridge');

  // Reload: the last board is the kept one, opened from the device.
  await page.reload();
  await expect(page.locator('.app')).toHaveAttribute('data-board', 'kept-ridge');
  await expect(page.locator('.board-name')).toHaveText('Kept ridge');

  // Offline: the service worker serves the app, IndexedDB the board.
  await serviceWorkerInControl(page);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.locator('.app')).toHaveAttribute('data-board', 'kept-ridge');
  await page.getByTestId('board-select').selectOption('ridge-and-river');
  await expect(page.locator('.app')).toHaveAttribute('data-board', 'ridge-and-river');
  await page.getByTestId('board-select').selectOption('kept-ridge');
  await expect(page.locator('.board-name')).toHaveText('Kept ridge');
  await page.context().setOffline(false);

  // A browser restart: a new context with the same storage.
  const state = await page.context().storageState({ indexedDB: true });
  const next = await browser.newContext({ storageState: state });
  const again = await next.newPage();
  await again.goto('/');
  await expect(again.locator('.app')).toHaveAttribute('data-board', 'kept-ridge');
  await expect(again.locator('.board-name')).toHaveText('Kept ridge');
  await next.close();
});

test('rename, duplicate, export, and delete with undo', async ({ page }) => {
  await openKept(page);
  const library = page.getByTestId('library');
  await library.locator('summary').click();

  await libraryRow(page, 'kept-ridge').getByRole('button', { name: 'Rename Kept ridge' }).click();
  await page.getByTestId('library-rename-input').fill('Hill by the farm');
  await page.getByTestId('library-rename-input').press('Enter');
  await expect(libraryRow(page, 'kept-ridge')).toContainText('Hill by the farm');

  await libraryRow(page, 'kept-ridge').getByRole('button', { name: 'Duplicate Hill by the farm' }).click();
  await expect(libraryRow(page, 'kept-ridge-copy')).toContainText('Hill by the farm (copy)');

  const downloading = page.waitForEvent('download');
  await libraryRow(page, 'kept-ridge-copy')
    .getByRole('button', { name: /^Export/ })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('kept-ridge-copy.json');
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    id: string;
    name: string;
    hexsides: unknown[];
  };
  expect(exported).toMatchObject({ id: 'kept-ridge-copy', name: 'Hill by the farm (copy)' });
  expect(exported.hexsides).toHaveLength(1);

  await libraryRow(page, 'kept-ridge-copy')
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(libraryRow(page, 'kept-ridge-copy')).toHaveCount(0);
  await expect(page.getByTestId('library-deleted')).toContainText('Hill by the farm (copy)');
  await page.getByTestId('library-undo').click();
  await expect(libraryRow(page, 'kept-ridge-copy')).toHaveCount(1);

  // Still all there after a reload.
  await page.reload();
  await expect(page.getByTestId('board-select').locator('optgroup[label="On this device"] option')).toHaveCount(2);
});

test('a reload of the address written before a rename opens the renamed board from the device, and keeps no copy', async ({
  page,
}) => {
  await openKept(page);
  // The address carries the board as opened (for a receiver who lacks it); a reload that comes before it is packed
  // again after the rename (or in a tab left open) still carries the old text.
  await expect(page).toHaveURL(/[#&]b=/);
  const written = page.url();
  await page.getByTestId('library').locator('summary').click();
  await libraryRow(page, 'kept-ridge').getByRole('button', { name: 'Rename Kept ridge' }).click();
  await page.getByTestId('library-rename-input').fill('Hill by the farm');
  await page.getByTestId('library-rename-input').press('Enter');
  await expect(libraryRow(page, 'kept-ridge')).toContainText('Hill by the farm');
  await expect
    .poll(() => page.url(), { message: 'the renamed board is packed into the address again' })
    .not.toBe(written);

  await page.evaluate((address) => history.replaceState(history.state, '', address), written);
  await page.reload();
  await expect(page.locator('.board-name')).toHaveText('Hill by the farm');
  await expect(page.locator('.app')).toHaveAttribute('data-board', 'kept-ridge');
  await expect(page.getByTestId('board-select').locator('optgroup[label="On this device"] option')).toHaveText([
    'Hill by the farm',
  ]);
});

test('a board file opened while the first board is still loading stays open, and is the one the next visit opens', async ({
  page,
}) => {
  // The last visit ended on Hill Country: start-up asks for it first, then (were its answer dropped) for the first board.
  await page.addInitScript(() => {
    if (!localStorage.getItem('hexlos:last'))
      localStorage.setItem('hexlos:last', JSON.stringify({ boardId: 'hill-country' }));
  });
  // Hold Hill Country's chunk (the worker fetches it) until the file is opened.
  let letGo!: () => void;
  const held = new Promise<void>((settle) => (letGo = settle));
  const chunk = /\/assets\/hill-country-[^/]*\.js$/;
  await page.route(chunk, async (route) => {
    await held;
    await route.continue();
  });
  const requested = page.waitForRequest(chunk);
  await page.goto('/');
  await requested;
  await page
    .getByTestId('board-file')
    .setInputFiles({ name: 'kept-ridge.json', mimeType: 'application/json', buffer: Buffer.from(KEPT_BOARD) });
  await expect(page.locator('.board-name')).toHaveText('Kept ridge');
  letGo();
  await expect
    .poll(
      () =>
        page.evaluate(() => (JSON.parse(localStorage.getItem('hexlos:last') ?? '{}') as { boardId?: string }).boardId),
      {
        message: 'the board opened during start-up is remembered',
      },
    )
    .toBe('kept-ridge');
  await expect(page.locator('.app')).toHaveAttribute('data-board', 'kept-ridge');
  await page.unrouteAll({ behavior: 'wait' });

  await page.goto('/');
  await expect(page.locator('.app')).toHaveAttribute('data-board', 'kept-ridge');
  await expect(page.getByTestId('board-select').locator('optgroup[label="On this device"] option')).toHaveText([
    'Kept ridge',
  ]);
});

test('a storage failure is shown, and the board stays open', async ({ page }) => {
  await page.addInitScript(() => {
    // Private browsing in some browsers: IndexedDB refuses to open.
    const failing = () => {
      const request = { error: new DOMException('storage is off', 'InvalidStateError') } as unknown as IDBOpenDBRequest;
      setTimeout(() => (request as unknown as { onerror?: () => void }).onerror?.(), 0);
      return request;
    };
    Object.defineProperty(IDBFactory.prototype, 'open', { value: failing });
  });
  await openApp(page);
  await page
    .getByTestId('board-file')
    .setInputFiles({ name: 'kept-ridge.json', mimeType: 'application/json', buffer: Buffer.from(KEPT_BOARD) });
  await expect(page.locator('.board-name')).toHaveText('Kept ridge');
  await expect(page.getByTestId('library-error')).toContainText('not keeping boards');
  // Nothing is lost: the notice hands the board over as a file.
  const downloading = page.waitForEvent('download');
  await page.getByTestId('library-error-export').click();
  const download = await downloading;
  expect(JSON.parse(readFileSync(await download.path(), 'utf8'))).toMatchObject({ id: 'kept-ridge' });
});
