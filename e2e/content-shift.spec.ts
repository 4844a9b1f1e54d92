// A choice counts only from a still panel (docs/testing.md#a-choice-counts-only-from-a-still-panel): when the
// panel's content moves under a still sheet — here the verdict's section grows by a line's height, as when its row
// of rule sets re-wraps — a tap that lands on the Rules picker within a reaction time chooses nothing, and the panel
// says so; a tap above what moved, or the same tap once the panel is still, chooses. The rule set is never changed
// by what slid under a finger. At a phone's size with touch and at a desktop's.

import { join } from 'node:path';

import { expect, type Page, test } from '@playwright/test';

import { animationsDone, BOARD, chooseInPanel, openApp, SCREENSHOTS, SIZES, useOfSize, verdict } from './helpers.ts';

const SHOWN = SIZES.filter((s) => s.name === 'phone' || s.name === 'desktop');

/**
 * Grows by 48 px the panel's first section (the verdict, above the Rules picker) or the first section wholly below
 * the picker, and says where "Original" is after the move, as the finger meets it.
 */
async function growSectionAndFindOriginal(page: Page, where: 'above' | 'below'): Promise<{ x: number; y: number }> {
  return page.evaluate((at) => {
    const original = () =>
      [...document.querySelectorAll('[data-testid="rules-picker"] label')].find(
        (l) => l.textContent?.trim() === 'Original',
      )!;
    const box = document.querySelector('.panel-scroll')!;
    const sections = [...box.children] as HTMLElement[];
    const pickerBottom = original().getBoundingClientRect().bottom;
    const section =
      at === 'above' ? sections[0]! : sections.find((s) => s.getBoundingClientRect().top >= pickerBottom)!;
    section.style.minHeight = `${section.getBoundingClientRect().height + 48}px`;
    const r = original().getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }, where);
}

/** Opens the line and waits until nothing more is on its way: every part loaded on demand, every rule set's verdict. */
async function openStillLine(page: Page, narrow: boolean): Promise<void> {
  await openApp(page, `#board=${BOARD}&rules=arvold&trace=hex&from=F3&to=J3`, BOARD);
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'clear');
  await expect(page.locator('[data-placeholder]')).toHaveCount(0);
  await expect(page.getByTestId('rule-compare')).not.toContainText('…');
  if (narrow) {
    await page.getByTestId('sheet-handle').tap();
    await animationsDone(page);
  }
}

for (const size of SHOWN) {
  test.describe(`${size.name} ${size.width}×${size.height}${size.narrow ? ', touch' : ''}`, () => {
    test.use(useOfSize(size));

    test('a tap on a rule set that slid under the finger chooses nothing and says so; aimed again, it chooses', async ({
      page,
    }) => {
      await openStillLine(page, size.narrow);
      const picker = page.getByTestId('rules-picker');
      const original = picker.getByText('Original', { exact: true });
      await original.scrollIntoViewIfNeeded();
      await expect(page.locator('.panel-scroll')).toHaveAttribute('data-content-still', 'true');

      // The verdict's section grows above the picker; the finger lands on "Original" at once.
      const landed = await growSectionAndFindOriginal(page, 'above');
      if (size.narrow) await page.touchscreen.tap(landed.x, landed.y);
      else await page.mouse.click(landed.x, landed.y);
      const refused = page.getByTestId('choice-refused');
      await expect(refused).toHaveText('Nothing was chosen: the panel moved as you tapped. Tap again.');
      await expect(refused).toHaveAttribute('role', 'status');
      await expect(picker.locator('.segment-on')).toHaveText('Arvold');
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'clear');
      expect(page.url()).toContain('rules=arvold');
      await page.screenshot({ path: join(SCREENSHOTS, `content-shift-refused-${size.name}.png`) });

      // The player aims again, once the panel is still: the choice is made.
      await chooseInPanel(page, original, size.narrow);
      await expect(picker.locator('.segment-on')).toHaveText('Original');
    });

    test('a tap above what moved chooses at once: nothing slid under it', async ({ page }) => {
      await openStillLine(page, size.narrow);
      const picker = page.getByTestId('rules-picker');
      await picker.getByText('Original', { exact: true }).scrollIntoViewIfNeeded();
      await expect(page.locator('.panel-scroll')).toHaveAttribute('data-content-still', 'true');
      // The panel's last section grows, below the picker.
      const landed = await growSectionAndFindOriginal(page, 'below');
      if (size.narrow) await page.touchscreen.tap(landed.x, landed.y);
      else await page.mouse.click(landed.x, landed.y);
      await expect(picker.locator('.segment-on')).toHaveText('Original');
      await expect(page.getByTestId('choice-refused')).toHaveText('');
    });
  });
}
