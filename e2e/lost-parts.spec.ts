// A part loaded on demand whose chunk fails to arrive (docs/architecture.md#parts-that-fail-to-arrive):
// it is asked for again before the player sees a failure, and a failure that
// lasts offers a reload that brings the part. The chunk's requests are failed
// on the way, with the service worker kept out so that every request passes
// the route, as it would pass a failing connection; and offline, the first
// retry's address is one the offline copy still answers.

import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, type Page, test } from '@playwright/test';

import {
  BOARD,
  expectKeepsOffMapButtons,
  openApp,
  ROOT,
  SCREENSHOTS,
  serviceWorkerInControl,
  SIZES,
  tapHex,
  useOfSize,
} from './helpers.ts';

const INSPECTOR_CHUNK = /\/assets\/HexInspector-[\w-]+\.js(\?.*)?$/;

test.describe('offline', () => {
  test('the first retry is answered by the offline copy; the last, which only the server answers, is not', async ({
    page,
    context,
  }) => {
    const chunk = readdirSync(join(ROOT, 'dist', 'assets')).find((name) => /^HexInspector-[\w-]+\.js$/.test(name));
    expect(chunk, 'the built inspector chunk').toBeDefined();
    await openApp(page, `#board=${BOARD}`, BOARD);
    await serviceWorkerInControl(page);
    await context.setOffline(true);
    const tried = await page.evaluate(async (address: string) => {
      const attempt = (query: string) =>
        import(/* @vite-ignore */ `${address}?${query}`).then(
          () => 'arrived',
          () => 'failed',
        );
      return [await attempt('retry=1'), await attempt('refetch=2')];
    }, `/assets/${chunk}`);
    await context.setOffline(false);
    expect(tried).toEqual(['arrived', 'failed']);
  });
});

test.describe('with the chunk failed on the way', () => {
  test.use({ serviceWorkers: 'block' });

  /** Fails the inspector chunk's requests while `failing()` says so; returns the addresses asked for. */
  async function failInspectorChunk(page: Page, failing: (nth: number) => boolean): Promise<string[]> {
    const asked: string[] = [];
    await page.route(INSPECTOR_CHUNK, async (route) => {
      asked.push(new URL(route.request().url()).search || 'plain');
      if (failing(asked.length)) await route.abort('connectionreset');
      else await route.continue();
    });
    return asked;
  }

  async function inspect(page: Page, label: string): Promise<void> {
    await page.getByTestId('inspect-toggle').click();
    await tapHex(page, label);
  }

  test('a chunk that fails once arrives on a retry, and the player sees only the part', async ({ page }) => {
    const asked = await failInspectorChunk(page, (nth) => nth === 1);
    await openApp(page, `#board=${BOARD}`, BOARD);
    await inspect(page, 'C2');
    await expect(page.getByTestId('inspector')).toContainText('C2');
    await expect(page.getByTestId('part-not-loaded')).toHaveCount(0);
    expect(asked.length, `the chunk was asked for again (${asked.join(', ')})`).toBeGreaterThanOrEqual(2);
  });

  for (const size of SIZES.filter((s) => s.name === 'phone' || s.name === 'desktop')) {
    test.describe(`${size.name} ${size.width}×${size.height}`, () => {
      test.use(useOfSize(size));

      test('a chunk that never arrives: the last try goes past the caches, then Reload HexLOS brings the part', async ({
        page,
      }) => {
        let broken = true;
        const asked = await failInspectorChunk(page, () => broken);
        await openApp(page, `#board=${BOARD}`, BOARD);
        await inspect(page, 'C2');
        // Three tries with 250 ms and 1 s between them, for the prefetch and again for the showing: a few seconds.
        const failure = page.getByTestId('part-not-loaded');
        await expect(failure).toContainText('This part of HexLOS did not load', { timeout: 15_000 });
        expect(asked, 'each retry named the chunk afresh, the last past the caches').toEqual(
          expect.arrayContaining(['?retry=1', '?refetch=2']),
        );
        await expectKeepsOffMapButtons(page, failure, 'the part that did not load');
        await page.screenshot({ path: `${SCREENSHOTS}/part-not-loaded-${size.name}.png` });

        broken = false;
        await failure.getByRole('button', { name: 'Reload HexLOS' }).click();
        await expect(page.locator('.app')).toHaveAttribute('data-board', BOARD);
        await inspect(page, 'C2');
        await expect(page.getByTestId('inspector')).toContainText('C2');
        await expect(page.getByTestId('part-not-loaded')).toHaveCount(0);
      });
    });
  }
});
