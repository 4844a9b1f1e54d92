// A designer's board is never lost across tabs and crashes (docs/boards-safe.md):
// two tabs editing one board (live: each hears the other; a tab that missed
// the other's save is refused and told, never written over it), a tab left
// open on an older version pressing Edit this board, a rename and a delete in
// another tab while the board is in an editor, two boards of one id kept in
// two tabs at once, a real kill of the browser's process group the moment
// Make the board writes, and storage full through the browser's quota
// override. What is kept is read straight from IndexedDB.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium, expect, test } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';

import { KEPT_RIDGE } from '../src/board/library/testing.ts';
import { SCREENSHOTS, hexPoint, mapSettled, openApp } from './helpers.ts';
import { traceUpToProposals } from './photo-trace.ts';

interface Kept {
  readonly meta?: { name: string; revision: number; origin: string };
  readonly text?: string;
  readonly photo: boolean;
}

/** The board kept under `key`, read from IndexedDB in one transaction (the app has opened the database). */
function kept(page: Page, key: string): Promise<Kept> {
  return page.evaluate(
    (k) =>
      new Promise<Kept>((resolve, reject) => {
        const open = indexedDB.open('hexlos-library');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const store = db.transaction('boards').objectStore('boards');
          const got: unknown[] = [];
          for (const name of [`meta/${k}`, `files/${k}`, `photo/${k}`]) {
            const request = store.get(name);
            request.onsuccess = () => {
              got.push(request.result);
              if (got.length < 3) return;
              db.close();
              const [meta, files, photo] = got as [Kept['meta'], { text: string }[] | undefined, unknown];
              resolve({ meta, text: files?.[0]?.text, photo: photo !== undefined });
            };
          }
        };
      }),
    key,
  );
}

/** The kept board's hexes as its file names them. */
const hexesOf = (k: Kept): Record<string, { terrain: string; singleHex?: boolean }> =>
  k.text ? (JSON.parse(k.text) as { hexes: Record<string, { terrain: string }> }).hexes : {};

/** A tab whose library hears no other tab: one frozen in the background, or a browser without BroadcastChannel. */
async function deaf(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Real = window.BroadcastChannel;
    window.BroadcastChannel = class extends Real {
      constructor(name: string) {
        super(name === 'hexlos-library' ? `hexlos-library-unheard-${Math.random()}` : name);
      }
    };
  });
}

const tools = (page: Page) => page.getByTestId('editor-tools');

/** Makes a new board from nothing; the editor opens on it, kept at revision 1. */
async function makeBoard(page: Page, name: string, key: string): Promise<void> {
  await openApp(page);
  await page.getByTestId('new-board').click();
  await page.getByTestId('new-board-name').fill(name);
  await page.getByTestId('new-board-columns').fill('8');
  await page.getByTestId('new-board-rows').fill('6');
  await page.getByTestId('new-board-create').click();
  await expect(page.locator('.app')).toHaveAttribute('data-board', key);
  await expect(tools(page)).toHaveAttribute('data-revision', '1');
  await page.waitForFunction(() => !!window.__hexlos && window.__hexlos.screenOf('H6') !== undefined);
  await mapSettled(page);
}

/**
 * Opens the kept board on the play screen of a new tab. The tabs share the
 * device's storage, where the first tab noted the board it edits; a reload
 * of that tab would go back into the editor, and so would this one: the
 * note is dropped here so that this tab opens on the play screen, as a tab
 * opened before the editing began would be.
 */
async function openPlaying(page: Page, key: string): Promise<void> {
  await page.addInitScript(() => localStorage.removeItem('hexlos:editing'));
  await openApp(page, `#board=${key}`, key);
}

/** Opens the kept board in the editor from the play screen. */
async function editKept(page: Page, key: string): Promise<void> {
  await openPlaying(page, key);
  await page.getByTestId('edit-board').click();
  await expect(tools(page)).toBeVisible();
  await page.waitForFunction(() => !!window.__hexlos && window.__hexlos.screenOf('H6') !== undefined);
  await mapSettled(page);
}

/**
 * Paints one hex woods and waits until the editor has taken it as a step
 * (whether or not it is then saved); `refused`: the save is expected to be
 * refused as stale, which replaces the document and its history at once, so
 * the step is not waited for.
 */
async function paintWoods(page: Page, label: string, refused = false): Promise<void> {
  if ((await page.getByTestId('tool-terrain').getAttribute('aria-checked')) !== 'true')
    await page.getByTestId('tool-terrain').click();
  await page.getByTestId('terrain-woods').click();
  const steps = Number(await tools(page).getAttribute('data-steps'));
  const p = await hexPoint(page, label);
  await page.mouse.click(p.x, p.y);
  if (!refused) await expect(tools(page)).toHaveAttribute('data-steps', String(steps + 1));
}

async function shoot(page: Page, name: string): Promise<void> {
  const desktop = page.viewportSize() ?? { width: 1440, height: 900 };
  await page.setViewportSize({ width: 390, height: 844 });
  // Only for the picture: lets the layout settle after the resize; no assertion depends on this pause.
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(SCREENSHOTS, `phone-390-${name}.png`) });
  await page.setViewportSize(desktop);
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(SCREENSHOTS, `desktop-1440-${name}.png`) });
}

test.describe('two tabs on one board', () => {
  test('live: a stroke in one tab reaches the other, and both tabs’ strokes are kept', async ({ context }) => {
    const a = await context.newPage();
    const b = await context.newPage();
    await makeBoard(a, 'Two tabs', 'two-tabs');
    await editKept(b, 'two-tabs');
    // Opening the editor wrote nothing.
    expect((await kept(b, 'two-tabs')).meta?.revision).toBe(1);

    await paintWoods(a, 'B2');
    await expect(tools(a)).toHaveAttribute('data-saved', 'saved');
    await expect(tools(a)).toHaveAttribute('data-revision', '2');
    // Tab B heard the save and edits the newer version.
    await expect(tools(b)).toHaveAttribute('data-revision', '2');
    await paintWoods(b, 'C3');
    await expect(tools(b)).toHaveAttribute('data-revision', '3');
    await expect(tools(a)).toHaveAttribute('data-revision', '3');
    await paintWoods(a, 'D4');
    await expect(tools(a)).toHaveAttribute('data-revision', '4');

    await a.reload();
    await expect(a.locator('.app')).toHaveAttribute('data-board', 'two-tabs');
    const board = await kept(a, 'two-tabs');
    expect(Object.keys(hexesOf(board)).sort()).toEqual(['B2', 'C3', 'D4']);
    expect(board.meta?.revision).toBe(4);
  });

  test('a tab that missed the other’s save is refused and told; the newer version is kept', async ({ context }) => {
    const a = await context.newPage();
    const b = await context.newPage();
    await deaf(b);
    await makeBoard(a, 'Two tabs', 'two-tabs');
    await editKept(b, 'two-tabs');

    await paintWoods(a, 'B2');
    await expect(tools(a)).toHaveAttribute('data-revision', '2');
    // B still edits revision 1: its stroke is refused, it is told, and it now shows revision 2.
    await paintWoods(b, 'C3', true);
    const notice = b.getByTestId('library-error');
    await expect(notice).toContainText('was not saved: the board was changed in another tab or window meanwhile');
    await expect(notice.getByTestId('library-error-export')).toBeVisible();
    await expect(tools(b)).toHaveAttribute('data-revision', '2');
    const board = await kept(a, 'two-tabs');
    expect(Object.keys(hexesOf(board))).toEqual(['B2']);
    await shoot(b, 'library-stale-tab');

    // Its next stroke follows the newer version: both kept.
    await b.getByTestId('library-error').getByRole('button', { name: 'Dismiss' }).click();
    await paintWoods(b, 'D4');
    await expect(tools(b)).toHaveAttribute('data-revision', '3');
    expect(Object.keys(hexesOf(await kept(a, 'two-tabs'))).sort()).toEqual(['B2', 'D4']);
  });

  test('stale: a tab left open on an older version pressing Edit this board wipes nothing', async ({ context }) => {
    const a = await context.newPage();
    const b = await context.newPage();
    await deaf(b);
    await makeBoard(a, 'Two tabs', 'two-tabs');
    await openPlaying(b, 'two-tabs');
    await paintWoods(a, 'B2');
    await paintWoods(a, 'C3');
    await expect(tools(a)).toHaveAttribute('data-revision', '3');

    // B shows revision 1 and never heard of 2 or 3.
    await b.getByTestId('edit-board').click();
    await expect(tools(b)).toHaveAttribute('data-revision', '3');
    expect((await kept(b, 'two-tabs')).meta?.revision).toBe(3);
    await paintWoods(b, 'D4');
    await expect(tools(b)).toHaveAttribute('data-revision', '4');
    expect(Object.keys(hexesOf(await kept(b, 'two-tabs'))).sort()).toEqual(['B2', 'C3', 'D4']);
  });

  test('a tab coming back into view catches up with the saves it missed, in the editor and on the play screen', async ({
    context,
  }) => {
    const a = await context.newPage();
    const b = await context.newPage();
    const c = await context.newPage();
    await deaf(b);
    await deaf(c);
    await makeBoard(a, 'Two tabs', 'two-tabs');
    await editKept(b, 'two-tabs');
    await openPlaying(c, 'two-tabs');
    await c.getByTestId('library').locator('summary').click();
    const row = c.locator('[data-testid="library-row"][data-key="two-tabs"]');

    await paintWoods(a, 'B2');
    await a.getByTestId('editor-name').fill('Farm hill');
    await a.getByTestId('editor-name').press('Enter');
    await expect(tools(a)).toHaveAttribute('data-revision', '3');
    // Neither heard it.
    await expect(tools(b)).toHaveAttribute('data-revision', '1');
    await expect(row).toContainText('Two tabs');

    // Back into view: what the browser fires when a tab is shown again.
    const comeBack = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await comeBack(b);
    await expect(tools(b)).toHaveAttribute('data-revision', '3');
    await expect(b.getByTestId('editor-name')).toHaveValue('Farm hill');
    await comeBack(c);
    await expect(row).toContainText('Farm hill');
    await expect(c.locator('.board-name')).toHaveText('Farm hill');
  });

  test('a rename in another tab is not written back by the next stroke', async ({ context }) => {
    const a = await context.newPage();
    const b = await context.newPage();
    await makeBoard(a, 'Two tabs', 'two-tabs');
    await openPlaying(b, 'two-tabs');
    await b.getByTestId('library').locator('summary').click();
    const row = b.locator('[data-testid="library-row"][data-key="two-tabs"]');
    await row.getByRole('button', { name: 'Rename Two tabs' }).click();
    await b.getByTestId('library-rename-input').fill('Farm hill');
    await b.getByTestId('library-rename-input').press('Enter');
    await expect(row).toContainText('Farm hill');

    await expect(tools(a)).toHaveAttribute('data-revision', '2');
    await expect(a.getByTestId('editor-name')).toHaveValue('Farm hill');
    await paintWoods(a, 'B2');
    await expect(tools(a)).toHaveAttribute('data-revision', '3');
    const board = await kept(a, 'two-tabs');
    expect(board.meta?.name).toBe('Farm hill');
    expect(JSON.parse(board.text ?? '{}')).toMatchObject({ name: 'Farm hill' });
  });

  test('a delete in another tab: the editor is told, and its next stroke does not make the board again', async ({
    context,
  }) => {
    const a = await context.newPage();
    const b = await context.newPage();
    await makeBoard(a, 'Two tabs', 'two-tabs');
    await openPlaying(b, 'two-tabs');
    await b.getByTestId('library').locator('summary').click();
    await b
      .locator('[data-testid="library-row"][data-key="two-tabs"]')
      .getByRole('button', { name: 'Delete Two tabs' })
      .click();
    await expect(b.getByTestId('library-deleted')).toBeVisible();

    await expect(a.getByTestId('library-error')).toContainText('was deleted from this device');
    await expect(tools(a)).toHaveAttribute('data-saved', 'failed');
    await paintWoods(a, 'B2');
    await expect(tools(a)).toHaveAttribute('data-saved', 'failed');
    expect((await kept(a, 'two-tabs')).meta).toBeUndefined();
    await shoot(a, 'library-deleted-elsewhere');
  });
});

test('two different boards of one id opened in two tabs at once are both kept', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await Promise.all([openApp(a), openApp(b)]);
  // A few ids, each opened in both tabs at the same moment: the race is a matter of milliseconds.
  for (const id of ['ridge-one', 'ridge-two', 'ridge-three']) {
    const one = JSON.stringify({ ...KEPT_RIDGE, id, name: `${id} first` });
    const other = JSON.stringify({ ...KEPT_RIDGE, id, name: `${id} second`, hexes: { D4: { terrain: 'woods' } } });
    await Promise.all([
      a
        .getByTestId('board-file')
        .setInputFiles({ name: 'one.json', mimeType: 'application/json', buffer: Buffer.from(one) }),
      b
        .getByTestId('board-file')
        .setInputFiles({ name: 'other.json', mimeType: 'application/json', buffer: Buffer.from(other) }),
    ]);
    await expect(a.locator('.board-name')).toHaveText(`${id} first`);
    await expect(b.locator('.board-name')).toHaveText(`${id} second`);
    // Each tab shows its board under the key it was kept as, once the library has answered.
    await expect(a.locator('.app')).toHaveAttribute('data-board', new RegExp(`^${id}(-2)?$`));
    await expect(b.locator('.app')).toHaveAttribute('data-board', new RegExp(`^${id}(-2)?$`));
    const keys = [
      await a.locator('.app').getAttribute('data-board'),
      await b.locator('.app').getAttribute('data-board'),
    ];
    expect([...keys].sort()).toEqual([id, `${id}-2`]);
    expect(JSON.parse((await kept(a, keys[0]!)).text ?? '{}')).toMatchObject({ name: `${id} first` });
    expect(JSON.parse((await kept(a, keys[1]!)).text ?? '{}')).toMatchObject({ name: `${id} second` });
  }
});

test('Edit this board on a duplicate of an imported board rewrites nothing and keeps singleHex false', async ({
  page,
}) => {
  const lone = {
    ...KEPT_RIDGE,
    id: 'lone-woods',
    name: 'Lone woods',
    hexes: { E2: { terrain: 'woods', singleHex: false } },
  };
  await openApp(page);
  await page
    .getByTestId('board-file')
    .setInputFiles({ name: 'lone.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(lone)) });
  await expect(page.locator('.app')).toHaveAttribute('data-board', 'lone-woods');
  await page.getByTestId('library').locator('summary').click();
  await page
    .locator('[data-testid="library-row"][data-key="lone-woods"]')
    .getByRole('button', { name: 'Duplicate Lone woods' })
    .click();
  const copy = page.locator('[data-testid="library-row"][data-key="lone-woods-copy"]');
  await expect(copy).toBeVisible();
  await copy.locator('.library-name').click();
  await expect(page.locator('.app')).toHaveAttribute('data-board', 'lone-woods-copy');
  const before = await kept(page, 'lone-woods-copy');

  await page.getByTestId('edit-board').click();
  await expect(tools(page)).toHaveAttribute('data-revision', String(before.meta?.revision));
  expect(await kept(page, 'lone-woods-copy')).toEqual(before);

  await page.waitForFunction(() => !!window.__hexlos && window.__hexlos.screenOf('B2') !== undefined);
  await mapSettled(page);
  await paintWoods(page, 'A6');
  await expect(tools(page)).toHaveAttribute('data-revision', String((before.meta?.revision ?? 0) + 1));
  expect(hexesOf(await kept(page, 'lone-woods-copy')).E2).toEqual({ terrain: 'woods', singleHex: false });
});

test('storage full: nothing is reported as kept that is not, and the board is offered as a file', async ({
  page,
  baseURL,
}) => {
  await openApp(page);
  const cdp = await page.context().newCDPSession(page);
  // The origin may keep only what it already keeps, plus a few bytes.
  const { usage } = (await cdp.send('Storage.getUsageAndQuota', { origin: baseURL! })) as { usage: number };
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: baseURL!, quotaSize: usage + 64 });

  await page.getByTestId('new-board').click();
  await page.getByTestId('new-board-name').fill('Full board');
  await page.getByTestId('new-board-create').click();
  const notice = page.getByTestId('library-error');
  await expect(notice).toContainText('The browser’s storage for this app is full, so the board was not saved');
  await expect(notice.getByTestId('library-error-export')).toBeVisible();
  await expect(page.getByTestId('editor-save')).toHaveText('not saved');
  await shoot(page, 'library-storage-full');

  // An edit is refused too, and said so.
  await page.waitForFunction(() => !!window.__hexlos && window.__hexlos.screenOf('B2') !== undefined);
  await mapSettled(page);
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await paintWoods(page, 'B2');
  await expect(page.getByTestId('library-error')).toContainText('storage for this app is full');
  await expect(page.getByTestId('editor-save')).toHaveText('not saved');
  expect((await kept(page, 'full-board')).meta).toBeUndefined();

  // Room again: the next edit keeps the board.
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: baseURL! });
  await paintWoods(page, 'C3');
  await expect(page.getByTestId('editor-save')).toHaveText('saved on this device');
  expect(Object.keys(hexesOf(await kept(page, 'full-board'))).sort()).toEqual(['B2', 'C3']);
});

test.describe('a kill of the browser just after Make the board', () => {
  /** The browser's own process group (Playwright starts it detached), found by the profile only this test uses. */
  function browserGroup(profile: string): number {
    const rows = execFileSync('ps', ['-eo', 'pid=,pgid=,args=']).toString().split('\n');
    const main = rows
      .map((r) => r.trim().split(/\s+/))
      .find((cols) => cols.includes(`--user-data-dir=${profile}`) && !cols.some((c) => c.startsWith('--type=')));
    if (!main) throw new Error('the browser started for this test is not running');
    const own = Number(
      execFileSync('ps', ['-o', 'pgid=', '-p', String(process.pid)])
        .toString()
        .trim(),
    );
    const group = Number(main[1]);
    if (group === own) throw new Error('the browser shares the test runner’s process group; it is not killed');
    return group;
  }

  test('the board is kept with its photo, or neither is', async ({ baseURL }) => {
    test.setTimeout(180_000);
    const profile = mkdtempSync(join(tmpdir(), 'hexlos-kill-'));
    const launch = (): Promise<BrowserContext> =>
      chromium.launchPersistentContext(profile, {
        executablePath: '/usr/bin/chromium',
        baseURL,
        viewport: { width: 1440, height: 900 },
      });
    try {
      let context = await launch();
      let page = context.pages()[0] ?? (await context.newPage());
      await traceUpToProposals(page, false, false);
      await page.getByTestId('photo-accept-all').click();
      await page.getByTestId('photo-board-name').fill('Killed board');
      // Watch the database from the page: the moment the board's summary is there, the browser is killed.
      const written = page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const open = indexedDB.open('hexlos-library');
            open.onsuccess = () => {
              const db = open.result;
              const look = () => {
                const request = db.transaction('boards').objectStore('boards').get('meta/killed-board');
                request.onsuccess = () => (request.result ? resolve() : setTimeout(look, 1));
              };
              look();
            };
          }),
      );
      await page.getByTestId('photo-make-board').click();
      // Bounded by the test's own timeout: Make the board writes within seconds.
      await written;
      process.kill(-browserGroup(profile), 'SIGKILL');
      await context.close().catch(() => undefined);

      context = await launch();
      page = context.pages()[0] ?? (await context.newPage());
      await openApp(page);
      const board = await kept(page, 'killed-board');
      expect(board.meta, 'the summary was on disk when the browser was killed').toBeDefined();
      expect(board.text, 'its files').toBeDefined();
      expect(board.photo, 'its photo').toBe(true);
      await context.close();
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
