// Offline from the home screen: once the service worker is ready, a reload
// with the network off still opens the app, the board and a verdict.

import { expect, test } from '@playwright/test';

import { BOARD, findPair, losOn, openApp, serviceWorkerInControl, tapHex, verdict } from './helpers.ts';

test('the app reloads and works offline after the service worker is ready', async ({ page, context }) => {
  const pair = await findPair(BOARD, (f, t, b) => !losOn(b, f, t).visible);
  await openApp(page, `#board=${BOARD}`);
  await serviceWorkerInControl(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('.app')).toHaveAttribute('data-board', BOARD);
  await page.waitForFunction(() => !!window.__hexlos && window.__hexlos.scale() > 0);
  await tapHex(page, pair.from);
  await tapHex(page, pair.to);
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
  await context.setOffline(false);
});
