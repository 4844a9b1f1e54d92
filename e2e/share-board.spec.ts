// Links that carry the board: a custom board is kept through a reload and
// offline; its link, opened in a fresh browser (nothing stored), adds the
// board to that device and shows the same verdict; a link naming a board the
// device lacks shows a notice and no verdict; a board too big for a link is
// said to be so, with its file offered.

import { expect, test } from '@playwright/test';

import { parseBoard } from '../src/board/parse.ts';
import { losOn, openApp, serviceWorkerInControl, tapHex, verdict } from './helpers.ts';

const CUSTOM = {
  format: 'hexlos-board/1',
  id: 'orchard-ridge',
  name: 'Orchard ridge',
  family: 'panzerblitz',
  grid: { columns: 12, rows: 9, shifted: 'odd' },
  defaultTerrain: 'clear',
  hexes: {
    E4: { terrain: 'woods' },
    E5: { terrain: 'woods' },
    F5: { terrain: 'woods' },
    H3: { terrain: 'hilltop' },
    H4: { terrain: 'slope' },
  },
  hexsides: [
    { hex: 'E4', side: 'N', symbol: 'green' },
    { hex: 'E5', side: 'SW', symbol: 'green' },
    { hex: 'E4', side: 'NW', symbol: 'green' },
    { hex: 'F5', side: 'SE', symbol: 'green' },
    { hex: 'H3', side: 'S', symbol: 'orange' },
  ],
};

function customLos(from: string, to: string) {
  const loaded = parseBoard(CUSTOM);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
  return losOn(loaded.board, from, to);
}

test('a custom board survives reload and offline, and its link carries it to a fresh browser with the same verdict', async ({
  page,
  browser,
}) => {
  const expected = customLos('B5', 'J5');
  await openApp(page);
  await page.getByTestId('board-file').setInputFiles({
    name: 'orchard-ridge.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(CUSTOM)),
  });
  await expect(page.locator('.app')).toHaveAttribute('data-board', 'orchard-ridge');
  await tapHex(page, 'B5');
  await tapHex(page, 'J5');
  await expect(verdict(page)).toHaveAttribute('data-verdict', expected.visible ? 'clear' : 'blocked');
  await expect.poll(() => page.url()).toContain('&b=1.');
  // The address names the pick once it has settled (ADDRESS_SETTLE_MS in src/ui/address-sync.ts).
  await expect.poll(() => page.url()).toContain('to=J5');
  const url = page.url();
  expect(url.length).toBeLessThanOrEqual(8000);

  // Reload, then offline: the board is on the device.
  await page.reload();
  await expect(page.locator('.app')).toHaveAttribute('data-board', 'orchard-ridge');
  await expect(verdict(page)).toHaveAttribute('data-verdict', expected.visible ? 'clear' : 'blocked');
  await serviceWorkerInControl(page);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.locator('.app')).toHaveAttribute('data-board', 'orchard-ridge');
  await expect(verdict(page)).toHaveAttribute('data-verdict', expected.visible ? 'clear' : 'blocked');
  await page.context().setOffline(false);

  // Another device: a fresh browser context with nothing stored.
  const other = await browser.newContext();
  const friend = await other.newPage();
  await friend.goto(url);
  await expect(friend.locator('.app')).toHaveAttribute('data-board', 'orchard-ridge');
  await expect(friend.locator('.board-name')).toHaveText('Orchard ridge');
  await expect(verdict(friend)).toHaveAttribute('data-verdict', expected.visible ? 'clear' : 'blocked');
  await expect(friend.getByTestId('firer-input')).toHaveValue('B5');
  await expect(friend.getByTestId('target-input')).toHaveValue('J5');
  // Added to that device's library: still there without the link.
  await friend.goto('/');
  await expect(friend.getByTestId('board-select').locator('optgroup[label="On this device"] option')).toHaveText([
    'Orchard ridge',
  ]);
  await other.close();
});

test('a link naming a board this device does not have shows a notice, never a verdict on another board', async ({
  browser,
}) => {
  const fresh = await browser.newContext();
  const page = await fresh.newPage();
  await page.goto('/#board=somebody-elses-board&rules=arvold&from=C3&to=H6');
  await expect(page.getByTestId('link-notice')).toContainText('somebody-elses-board');
  await expect(page.getByTestId('link-notice')).toContainText('not on this device');
  await expect(page.locator('.app')).toHaveAttribute('data-board', /.+/);
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'none');
  await expect(page.getByTestId('firer-input')).toHaveValue('');
  await fresh.close();
});

test('a board too big for a link: the app says so and offers the file', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  page.on('dialog', (d) => void d.dismiss());
  // 60 × 60 hexes of varied terrain: far more than a link can carry.
  const terrains = ['woods', 'town', 'swamp', 'hilltop', 'slope', 'gully', 'pond', 'wheatfield'];
  const hexes: Record<string, { terrain: string }> = {};
  let seed = 7;
  for (let c = 0; c < 52; c++) {
    for (let r = 0; r < 60; r++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const letter = String.fromCharCode(65 + (c % 26)).repeat(Math.floor(c / 26) + 1);
      hexes[`${letter}${r + 1}`] = { terrain: terrains[seed % terrains.length] };
    }
  }
  const big = {
    format: 'hexlos-board/1',
    id: 'big-plain',
    name: 'Big plain',
    family: 'panzerblitz',
    grid: { columns: 52, rows: 60 },
    defaultTerrain: 'clear',
    hexes,
    hexsides: [],
  };
  await openApp(page);
  await page
    .getByTestId('board-file')
    .setInputFiles({ name: 'big-plain.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(big)) });
  await expect(page.locator('.app')).toHaveAttribute('data-board', 'big-plain');
  // Nothing signals that a link was not written: wait past the moment a kept
  // board's payload reaches the address (well under 500 ms, see the first
  // test), then check it is absent. A busy machine can only make this pass
  // without proving much, never fail by itself.
  await page.waitForTimeout(500);
  expect(page.url()).not.toContain('&b=');
  await page.getByRole('button', { name: 'Copy a link to this line of sight' }).click();
  const notice = page.getByTestId('share-notice');
  await expect(notice).toContainText('too big to travel in a link');
  const downloading = page.waitForEvent('download');
  await page.getByTestId('share-notice-export').click();
  expect((await downloading).suggestedFilename()).toBe('big-plain.json');
});
