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
 *
 * `untilPressed`: the grown section then keeps moving by a pixel each frame until the next press. The tap that
 * follows is sent by the test after the move, and a busy machine can deliver it later than a reaction time
 * (CONTENT_SHIFT_MS, 250 ms): such a tap is rightly taken as aimed at the moved panel, and the case under test never
 * happened. Kept moving, the content has always moved in the last frame when the finger lands, however late.
 */
async function growSectionAndFindOriginal(
  page: Page,
  where: 'above' | 'below',
  untilPressed = false,
): Promise<{ x: number; y: number }> {
  return page.evaluate(
    ([at, keepMoving]) => {
      const original = () =>
        [...document.querySelectorAll('[data-testid="rules-picker"] label')].find(
          (l) => l.textContent?.trim() === 'Original',
        )!;
      const box = document.querySelector('.panel-scroll')!;
      const sections = [...box.children] as HTMLElement[];
      const pickerBottom = original().getBoundingClientRect().bottom;
      const section =
        at === 'above' ? sections[0]! : sections.find((s) => s.getBoundingClientRect().top >= pickerBottom)!;
      const grown = section.getBoundingClientRect().height + 48;
      section.style.minHeight = `${grown}px`;
      if (keepMoving) {
        let frame = 0;
        let odd = false;
        const jiggle = () => {
          odd = !odd;
          section.style.minHeight = `${grown + (odd ? 1 : 0)}px`;
          frame = requestAnimationFrame(jiggle);
        };
        frame = requestAnimationFrame(jiggle);
        // Stopped as the press is captured, before the app hears it: the content moved in the frame before, well
        // within a reaction time, so the app still judges a press on moving content.
        window.addEventListener('pointerdown', () => cancelAnimationFrame(frame), { capture: true, once: true });
      }
      const r = original().getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    },
    [where, untilPressed] as const,
  );
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

      // The verdict's section grows above the picker, and keeps moving until the finger lands on "Original".
      const landed = await growSectionAndFindOriginal(page, 'above', true);
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
