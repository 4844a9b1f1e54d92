// "a superseded query is cancelled, not left running". On
// the format's largest board a viewshed takes the real worker many slices;
// choosing another firer while it runs must stop it there (not finish it and
// throw the answer away), and the overlay shows the newer firer's viewshed.
// Likewise a board opened while the largest one is parsed stops that parse.

import { expect, test } from '@playwright/test';

import { openApp } from './helpers.ts';
import { chooseFirer, LARGEST_SIDE, openLargest } from './largest-board.ts';

declare global {
  interface Window {
    __hexlosWork?: () => Promise<
      { viewsheds: number; cancelled: number; judged: number; loadsStopped: number } | undefined
    >;
  }
}

test('a viewshed superseded by another firer stops in the worker; the newer one is drawn', async ({ page }) => {
  test.setTimeout(120_000);
  await openApp(page);
  await openLargest(page);
  await chooseFirer(page, 'CC100');
  const toggle = page.getByTestId('viewshed-toggle');
  // The second firer is chosen a few milliseconds after the toggle, in the page
  // itself: through Playwright's round trips the engine could finish the first
  // viewshed before the second question is asked, and the test would measure
  // the engine's speed instead of the cancelling.
  await page.evaluate(async () => {
    (document.querySelector('[data-testid="viewshed-toggle"]') as HTMLElement).click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const input = document.querySelector('[data-testid="firer-input"]') as HTMLInputElement;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(input, 'A1');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });
  await expect(toggle).toHaveText(/^Viewshed · \d+$/, { timeout: 60_000 });
  const work = await page.evaluate(() => window.__hexlosWork?.());
  console.log(
    `PERF viewsheds asked ${work?.viewsheds}, stopped unfinished ${work?.cancelled}, hexes judged ${work?.judged} (one whole viewshed: ${LARGEST_SIDE ** 2})`,
  );
  expect(work).toBeDefined();
  expect(work!.viewsheds).toBe(2);
  expect(work!.cancelled).toBe(1);
  // The newer viewshed judged every hex; the stopped one, only part of them.
  expect(work!.judged).toBeGreaterThan(LARGEST_SIDE ** 2);
  expect(work!.judged).toBeLessThan(2 * LARGEST_SIDE ** 2);
  await expect(page.getByTestId('firer-input')).toHaveValue('A1');
});

test('a board opened while the largest board is still being parsed stops that parse in the worker; the newer board is the one shown', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openApp(page);
  const { largestBoard } = await import('./largest-board.ts');
  const small = JSON.stringify({
    format: 'hexlos-board/1',
    id: 'small-after',
    name: 'Small after',
    grid: { columns: 6, rows: 4 },
    hexes: {},
  });
  // Both files given one after the other in the page itself, so the second is asked while the worker parses the first.
  await page.evaluate(
    async ([big, little]) => {
      const input = document.querySelector('[data-testid="board-file"]') as HTMLInputElement;
      const give = (name: string, text: string) => {
        const dt = new DataTransfer();
        dt.items.add(new File([text], name, { type: 'application/json' }));
        input.files = dt.files;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      };
      give('largest.json', big);
      await new Promise((resolve) => setTimeout(resolve, 0));
      give('small-after.json', little);
    },
    [largestBoard(), small],
  );
  await expect(page.locator('.app')).toHaveAttribute('data-board', /small-after/, { timeout: 60_000 });
  const work = await page.evaluate(() => window.__hexlosWork?.());
  console.log(`PERF board loads stopped ${work?.loadsStopped}`);
  expect(work?.loadsStopped).toBe(1);
});
