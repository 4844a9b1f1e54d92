// Touch at the table: a tap selects, a pinch zooms and never selects, a
// two-finger pan never selects (docs/table.md#what-the-app-promises-at-the-table).

import { expect, test } from '@playwright/test';

import { animationsDone, BOARD, hexPoint, openApp, pinch, pressAndHold } from './helpers.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

test('a pinch zooms the map and selects no hex; a tap then selects', async ({ page }) => {
  await openApp(page, `#board=${BOARD}`);
  // H5 lies mid-map in the phone's first view (the board's top columns across its width, docs/table.md "The first view").
  const before = await page.evaluate(() => window.__hexlos!.scale());
  const centre = await hexPoint(page, 'H5');
  await pinch(page, centre, 60, 220);
  await expect.poll(() => page.evaluate(() => window.__hexlos!.scale())).toBeGreaterThan(before * 2);
  const after = await page.evaluate(() => window.__hexlos!.scale());
  expect(after).toBeGreaterThan(before * 2);
  await expect(page.locator('.app')).toHaveAttribute('data-phase', 'idle');
  await expect(page.getByTestId('firer-input')).toHaveValue('');

  // Two fingers moving together pan the map, still without selecting.
  const p0 = await hexPoint(page, 'H5');
  await pinch(page, p0, 120, 120, { x: 60, y: 0 });
  await expect.poll(async () => (await hexPoint(page, 'H5')).x - p0.x).toBeGreaterThan(30);
  const p1 = await hexPoint(page, 'H5');
  expect(p1.x - p0.x).toBeGreaterThan(30);
  await expect(page.locator('.app')).toHaveAttribute('data-phase', 'idle');

  const target = await hexPoint(page, 'H5');
  await page.touchscreen.tap(target.x, target.y);
  await expect(page.locator('.app')).toHaveAttribute('data-phase', 'firerChosen');
  await expect(page.getByTestId('firer-input')).toHaveValue('H5');
});

test('pressing and holding a hex opens the inspector with its terrain effects, without selecting it', async ({
  page,
}) => {
  await openApp(page, `#board=${BOARD}`);
  const p = await hexPoint(page, 'K5');
  await pressAndHold(page, p);
  const inspector = page.getByTestId('inspector');
  await expect(inspector).toBeVisible();
  await expect(inspector).toContainText('K5');
  await expect(inspector).toContainText('Movement');
  await expect(inspector).toContainText('Line of sight');
  await expect(page.locator('.app')).toHaveAttribute('data-phase', 'idle');
});

test('on a phone every control is at least 44 px and every text at least 16 px (the verdict much larger)', async ({
  page,
}) => {
  await openApp(page, `#board=${BOARD}&from=C3&to=H6`, BOARD);
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-verdict', /clear|blocked/);
  await page.getByTestId('sheet-handle').click();
  await page.getByRole('button', { name: 'Work out the odds' }).click();
  await page.locator('details.legend > summary').click();
  await expect(page.locator('details.legend')).toHaveAttribute('open', '');
  await animationsDone(page);
  const report = await page.evaluate(() => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
    };
    const small: string[] = [];
    for (const el of document.querySelectorAll(
      'button, select, summary, input:not([type=radio]):not([type=checkbox]):not([type=file]), label.segment, label.flag',
    )) {
      if (!visible(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.height < 44 || r.width < 44)
        small.push(
          `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(r.width)}×${Math.round(r.height)}`,
        );
    }
    const tiny: string[] = [];
    const walker = document.createTreeWalker(document.querySelector('.app')!, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || !(n.textContent ?? '').trim() || !visible(el)) continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < 16) tiny.push(`"${(n.textContent ?? '').trim().slice(0, 30)}" ${size}px`);
    }
    const verdictSize = parseFloat(getComputedStyle(document.querySelector('.verdict-word')!).fontSize);
    return { small, tiny, verdictSize };
  });
  expect(report.small).toEqual([]);
  expect(report.tiny).toEqual([]);
  expect(report.verdictSize).toBeGreaterThanOrEqual(40);
});
