// The library survives what lies in its store (docs/boards-safe.md): records
// written straight into Chromium's IndexedDB (as a damaged profile or an older
// build left them), then the app reloaded. Every damaged record is named and
// set aside while the good board opens; every earlier shape is migrated and
// opens, exports and deletes; a delete goes to a trash that survives a reload,
// and another tab's trash and damaged records follow it; two tabs keeping
// boards of one id get two keys; the browser is asked to
// keep the boards; a backup survives clearing the site's data, photos byte
// for byte.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import {
  DAMAGED,
  GOOD_BOARD,
  OLD_SHAPES,
  PHOTO_IMAGE,
  PNG_1X1,
  type StoredEntries,
} from '../src/board/library/stored-fixtures.ts';
import { KEPT_RIDGE } from '../src/board/library/testing.ts';
import { openApp, SCREENSHOTS } from './helpers.ts';

/** Writes records into the library's store as they are, a photo marker becoming a PNG Blob (or its bytes). */
async function writeRecords(page: Page, entries: StoredEntries): Promise<void> {
  await page.evaluate(
    async ({ entries: records, marker, png }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('hexlos-library');
        open.onupgradeneeded = () => open.result.createObjectStore('boards');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = db.transaction('boards', 'readwrite');
      const store = tx.objectStore('boards');
      const bytes = new Uint8Array(png);
      for (const [key, value] of records) {
        const image = (value as { image?: unknown } | null)?.image;
        const stored =
          image === marker
            ? { ...(value as object), image: new Blob([bytes], { type: 'image/png' }) }
            : image === 'bytes'
              ? { ...(value as object), image: bytes.slice().buffer }
              : value;
        store.put(stored, key);
      }
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { entries: entries as [string, unknown][], marker: PHOTO_IMAGE, png: PNG_1X1 },
  );
}

/** The bytes of the photo kept under `key` in the store, or null. */
function photoBytes(page: Page, key: string): Promise<number[] | null> {
  return page.evaluate(async (photoKey) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('hexlos-library');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const photo = await new Promise<{ image?: Blob } | undefined>((resolve, reject) => {
      const get = db.transaction('boards').objectStore('boards').get(`photo/${photoKey}`);
      get.onsuccess = () => resolve(get.result as { image?: Blob } | undefined);
      get.onerror = () => reject(get.error);
    });
    db.close();
    return photo?.image instanceof Blob ? [...new Uint8Array(await photo.image.arrayBuffer())] : null;
  }, key);
}

/** Opens the app, writes the records, and reloads: the app starts on them. */
async function startWith(page: Page, entries: StoredEntries): Promise<void> {
  await openApp(page);
  await writeRecords(page, entries);
  await page.reload();
  await expect(page.locator('.app')).toHaveAttribute('data-board', /.+/);
}

const kept = (page: Page) => page.getByTestId('board-select').locator('optgroup[label="On this device"] option');
const libraryRow = (page: Page, key: string) => page.locator(`[data-testid="library-row"][data-key="${key}"]`);

async function openLibrary(page: Page): Promise<void> {
  const library = page.getByTestId('library');
  if ((await library.getAttribute('open')) === null) await library.locator(':scope > summary').click();
  await expect(library).toHaveAttribute('open', '');
}

test.describe('a damaged record is named and set aside', () => {
  for (const damage of DAMAGED) {
    test(damage.note, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await startWith(page, [...GOOD_BOARD, ...damage.entries]);
      await expect(kept(page)).toHaveText(['Good board']);
      await openLibrary(page);
      const row = page.getByTestId('damaged-row');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(damage.label);
      await expect(row).toHaveAttribute('data-keys', damage.storeKeys.join(' '));
      // The raw data exports; the good board opens; deleting the damaged record leaves the good board.
      const downloading = page.waitForEvent('download');
      await row.getByRole('button', { name: /^Export the raw data/ }).click();
      const raw = JSON.parse(readFileSync(await (await downloading).path(), 'utf8')) as Record<string, unknown>;
      expect(Object.keys(raw)).toEqual(damage.storeKeys);
      await page.getByTestId('board-select').selectOption('good-board');
      await expect(page.locator('.app')).toHaveAttribute('data-board', 'good-board');
      await row.getByRole('button', { name: /^Delete the damaged record/ }).click();
      await expect(row).toHaveCount(0);
      await page.reload();
      await expect(kept(page)).toHaveText(['Good board']);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('every earlier record shape is migrated', () => {
  for (const shape of OLD_SHAPES) {
    test(shape.note, async ({ page }) => {
      await startWith(page, shape.entries);
      await expect(kept(page)).toHaveText([shape.name]);
      await page.getByTestId('board-select').selectOption(shape.key);
      await expect(page.locator('.app')).toHaveAttribute('data-board', shape.key);
      await openLibrary(page);
      const row = libraryRow(page, shape.key);
      const downloading = page.waitForEvent('download');
      await row.getByRole('button', { name: `Export ${shape.name} as a file` }).click();
      expect(JSON.parse(readFileSync(await (await downloading).path(), 'utf8'))).toMatchObject({ id: shape.key });
      await expect(row.getByRole('button', { name: `Export ${shape.name} with its photo` })).toHaveCount(
        shape.hasPhoto ? 1 : 0,
      );
      await row.getByRole('button', { name: `Delete ${shape.name}` }).click();
      await expect(row).toHaveCount(0);
      await expect(page.getByTestId('trash-row')).toHaveCount(1);
    });
  }
});

test('a board deleted while on screen is in the trash after a reload, not back from the address, and restores with its photo', async ({
  page,
}) => {
  const shape = OLD_SHAPES[2];
  await startWith(page, shape.entries);
  await page.getByTestId('board-select').selectOption(shape.key);
  await expect(page.locator('.app')).toHaveAttribute('data-board', shape.key);
  // The address carries the kept board (a reload of this page's own address).
  await expect(page).toHaveURL(/[#&]b=/);
  await openLibrary(page);
  await libraryRow(page, shape.key)
    .getByRole('button', { name: `Delete ${shape.name}` })
    .click();
  await expect(page.getByTestId('library-deleted')).toBeVisible();
  // Reload while the notice's Undo is on screen.
  await page.reload();
  await expect(page.locator('.app')).toHaveAttribute('data-board', /.+/);
  await expect(page.locator('.app')).not.toHaveAttribute('data-board', shape.key);
  await expect(kept(page)).toHaveCount(0);
  await openLibrary(page);
  await page.getByTestId('library-trash').locator('summary').click();
  const inTrash = page.locator(`[data-testid="trash-row"][data-key="${shape.key}"]`);
  await expect(inTrash).toContainText('with its photo');
  await inTrash.getByRole('button', { name: `Restore ${shape.name}` }).click();
  await expect(libraryRow(page, shape.key)).toContainText('made here');
  await expect(libraryRow(page, shape.key).getByRole('button', { name: /with its photo/ })).toHaveCount(1);
  expect(await photoBytes(page, shape.key)).toEqual(PNG_1X1);
});

test('two different boards of one id opened at the same moment in two tabs are both kept, under two keys', async ({
  context,
}) => {
  const tabs = [await context.newPage(), await context.newPage()];
  await Promise.all(tabs.map((tab) => openApp(tab)));
  const rounds = ['twin-a', 'twin-b', 'twin-c'];
  for (const id of rounds) {
    await Promise.all(
      tabs.map((tab, i) => {
        const board = {
          format: 'hexlos-board/1',
          id,
          name: `${id} from tab ${i + 1}`,
          family: 'panzerblitz',
          grid: { columns: 4 + i, rows: 3, shifted: 'odd' },
          defaultTerrain: 'clear',
          hexes: {},
          hexsides: [],
        };
        return tab.getByTestId('board-file').setInputFiles({
          name: `${id}.json`,
          mimeType: 'application/json',
          buffer: Buffer.from(JSON.stringify(board)),
        });
      }),
    );
  }
  await Promise.all(tabs.map((tab) => expect(tab.locator('.app')).toHaveAttribute('data-board', /^twin-c(-2)?$/)));
  await tabs[0].reload();
  const names = kept(tabs[0]);
  await expect(names).toHaveCount(rounds.length * 2);
  const shown = await names.allTextContents();
  for (const id of rounds) for (const tab of [1, 2]) expect(shown).toContain(`${id} from tab ${tab}`);
});

test('the trash and the damaged records follow another tab: a restore or an emptied trash there takes the undo away here', async ({
  context,
}) => {
  const here = await context.newPage();
  await startWith(here, [...GOOD_BOARD, ...DAMAGED[0].entries, ...OLD_SHAPES[1].entries]);
  const there = await context.newPage();
  await openApp(there);
  for (const tab of [here, there]) await openLibrary(tab);
  const trashRow = (page: Page) => page.locator('[data-testid="trash-row"][data-key="photo-shape"]');

  // Deleted here: the other tab's trash lists it, with its photo.
  await libraryRow(here, 'photo-shape').getByRole('button', { name: 'Delete Photo shape' }).click();
  await expect(here.getByTestId('library-deleted')).toBeVisible();
  await expect(libraryRow(there, 'photo-shape')).toHaveCount(0);
  await there.getByTestId('library-trash').locator('summary').click();
  await expect(trashRow(there)).toContainText('with its photo');

  // Restored there: back in this tab's list, and this tab's undo, with nothing left to bring back, is gone.
  await trashRow(there).getByRole('button', { name: 'Restore Photo shape' }).click();
  await expect(libraryRow(here, 'photo-shape')).toBeVisible();
  await expect(here.getByTestId('library-deleted')).toHaveCount(0);

  // Deleted again here, the trash emptied there: this tab's trash is empty too, and its undo gone.
  await libraryRow(here, 'photo-shape').getByRole('button', { name: 'Delete Photo shape' }).click();
  await expect(here.getByTestId('library-deleted')).toBeVisible();
  await expect(trashRow(there)).toHaveCount(1);
  // The trash's section went when it was emptied by the restore, and comes back folded.
  await there.getByTestId('library-trash').locator('summary').click();
  await there.getByTestId('library-empty-trash').click();
  await expect(here.getByTestId('library-deleted')).toHaveCount(0);
  await expect(trashRow(here)).toHaveCount(0);
  await expect(here.getByTestId('library-trash')).toHaveCount(0);

  // A damaged record deleted there leaves this tab's list of records that could not be read.
  await expect(here.getByTestId('damaged-row')).toHaveCount(1);
  await there
    .getByTestId('damaged-row')
    .getByRole('button', { name: /^Delete the damaged record/ })
    .click();
  await expect(here.getByTestId('damaged-row')).toHaveCount(0);
  await expect(libraryRow(here, 'good-board')).toBeVisible();
});

test('the browser is asked to keep the boards once one is kept, and its answer is shown', async ({ page }) => {
  await page.addInitScript(() => {
    const storage = navigator.storage;
    const persist = storage.persist.bind(storage);
    (window as unknown as { __persistAsked: number }).__persistAsked = 0;
    storage.persist = () => {
      (window as unknown as { __persistAsked: number }).__persistAsked++;
      return persist();
    };
  });
  await openApp(page);
  await openLibrary(page);
  expect(await page.evaluate(() => (window as unknown as { __persistAsked: number }).__persistAsked)).toBe(0);
  await page.getByTestId('board-file').setInputFiles({
    name: 'kept.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(KEPT_RIDGE)),
  });
  await expect(kept(page)).toHaveCount(1);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __persistAsked: number }).__persistAsked), {
      message: 'persist() is asked when the first board is kept',
    })
    .toBe(1);
  const answer = await page.evaluate(() => navigator.storage.persisted());
  await expect(page.getByTestId('storage-kept')).toHaveAttribute('data-kept', answer ? 'kept' : 'may-clear');
  await expect(page.getByTestId('storage-kept')).toContainText(answer ? 'agreed to keep' : 'may clear them');
  await expect(page.getByTestId('storage-kept')).toContainText('home screen');
});

test('backup, clear the site’s data, restore: every board back with its origin, photos byte for byte', async ({
  page,
}) => {
  await startWith(
    page,
    OLD_SHAPES.flatMap((s) => s.entries),
  );
  await expect(kept(page)).toHaveCount(OLD_SHAPES.length);
  await openLibrary(page);
  const downloading = page.waitForEvent('download');
  await page.getByTestId('library-backup').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^hexlos-boards-\d{4}-\d\d-\d\d\.hexlos-backup\.zip$/);
  const backup = readFileSync(await download.path());

  // Clear site data, as the browser's settings do.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(page.url()).origin, storageTypes: 'all' });
  await page.reload();
  await expect(page.locator('.app')).toHaveAttribute('data-board', /.+/);
  await expect(kept(page)).toHaveCount(0);

  await openLibrary(page);
  await page
    .getByTestId('library-restore-file')
    .setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/zip', buffer: backup });
  await expect(page.getByTestId('library-backup-notice')).toContainText(`Restored ${OLD_SHAPES.length} boards.`);
  await expect(kept(page)).toHaveCount(OLD_SHAPES.length);
  for (const shape of OLD_SHAPES) {
    await expect(libraryRow(page, shape.key)).toContainText(
      shape.key === 'bare-summary' ? 'opened from a file' : 'made here',
    );
    expect(await photoBytes(page, shape.key)).toEqual(shape.hasPhoto ? PNG_1X1 : null);
  }
});

test.describe('screenshots of the library', () => {
  for (const size of [
    { name: 'phone-390', width: 390, height: 844, narrow: true },
    { name: 'desktop-1440', width: 1440, height: 900, narrow: false },
  ]) {
    test(`${size.name}: a damaged record, the trash and the backup`, async ({ browser }) => {
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        ...(size.narrow ? { hasTouch: true, isMobile: true, deviceScaleFactor: 2 } : {}),
      });
      const page = await context.newPage();
      await startWith(page, [...GOOD_BOARD, ...DAMAGED[0].entries, ...OLD_SHAPES[1].entries]);
      if (size.narrow) {
        await page.getByTestId('sheet-handle').click();
        await expect(page.locator('.panel-sheet')).toHaveAttribute('data-sheet', 'full');
      }
      await openLibrary(page);
      await libraryRow(page, 'photo-shape').getByRole('button', { name: 'Delete Photo shape' }).click();
      await page.getByTestId('library-trash').locator('summary').click();
      const downloading = page.waitForEvent('download');
      await page.getByTestId('library-backup').click();
      await downloading;
      await expect(page.getByTestId('library-backup-notice')).toContainText('Backed up 1 board');
      // Three views down the panel: the storage words and the backup, the damaged record, the trash.
      await page.getByTestId('library-backup-notice').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SCREENSHOTS, `library-${size.name}-backup.png`) });
      await page.getByTestId('damaged-row').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SCREENSHOTS, `library-${size.name}-damaged.png`) });
      await page.getByTestId('library-empty-trash').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SCREENSHOTS, `library-${size.name}-trash.png`) });
      await context.close();
    });
  }
});

test('Safari on an iPad, outside the home screen, is told the boards go after 7 days and how to keep them', async ({
  page,
}) => {
  // Only iOS Safari has navigator.standalone; false is Safari's own tab, not the home-screen app.
  await page.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: false }));
  await openApp(page);
  await openLibrary(page);
  await expect(page.getByTestId('storage-safari')).toContainText('Add HexLOS to the home screen');
});
