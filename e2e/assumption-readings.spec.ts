// A verdict decided by one of HexLOS's own assumptions (docs/rules.md#hexloss-own-assumptions) says so like any
// contested reading: on Ridge and River, F4 (level 2 hilltop) → M5 (level 1 slope) is CLEAR because HexLOS reads the
// level 2 band like notes G to J, past the brown side of M5's own hex; by 000's heights it would be BLOCKED. The line
// under the verdict names it, a tap on it opens House readings at that very entry, and switching it there turns the
// verdict and goes into the share link. Touch, on a phone and a desktop; the expected words come from the engine (Node).

import { join } from 'node:path';

import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { BOARD, SCREENSHOTS, engineLos, openApp, verdict } from './helpers.ts';

const SIZES = [
  { name: 'phone', width: 390, height: 844, narrow: true },
  { name: 'desktop', width: 1440, height: 900, narrow: false },
] as const;

const FROM = 'F4';
const TO = 'M5';

const shot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}×${size.height}, touch`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      hasTouch: true,
      isMobile: size.narrow,
      deviceScaleFactor: size.narrow ? 2 : 1,
    });

    test('a verdict decided by a HexLOS assumption shows its flag and opens its House readings entry', async ({
      page,
    }) => {
      const expected = await engineLos(BOARD, FROM, TO);
      expect(expected.visible).toBe(true);
      const flag = expected.disputes?.find((d) => d.reading === 'level2Band');
      expect(flag?.visible).toBe(false);

      await openApp(page, `#board=${BOARD}&rules=arvold&trace=hex&from=${FROM}&to=${TO}`, BOARD);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'clear');
      // The flag under the verdict, in the engine's words, naming the printed rules' silence, never "seed" or "cell".
      const line = verdict(page).locator('[data-testid="dispute"][data-reading="level2Band"]');
      await expect(line.getByTestId('dispute-text')).toHaveText(flag!.text);
      await expect(line.getByTestId('dispute-text')).toContainText('where the printed rules are silent');
      await expect(line.getByTestId('dispute-in-force')).toContainText(
        'HexLOS reads the level 2 band like notes G to J',
      );
      await expect(verdict(page)).not.toContainText(/\bseed|\bcell/i);
      await shot(page, `${size.name}-${size.width}-assumption-flag`);

      // A tap on it: House readings open, scrolled to that entry and marked as the one asked about.
      if ((await verdict(page).getByTestId('disputes').count()) > 0)
        await verdict(page).getByTestId('disputes').locator('summary').tap();
      await line.tap();
      if (size.narrow) await expect(page.locator('.panel-sheet')).toHaveAttribute('data-sheet', 'full');
      const house = page.getByTestId('house-readings');
      await expect(house).toHaveAttribute('open', '');
      const entry = page.getByTestId('reading-level2Band-picker');
      await expect(entry).toHaveClass(/reading-asked/);
      // The panel scrolls smoothly to the entry; toBeInViewport retries until it has arrived (bounded by expect's timeout).
      await expect(entry.locator('legend')).toBeInViewport();
      await expect(entry.locator('legend')).toHaveText('the level 2 band, where the printed rules are silent');
      await expect(entry.locator('.segment-on')).toContainText('(HexLOS’s default)');
      // Only for the picture: lets the smooth scroll end before the screenshot; no assertion depends on this pause.
      await page.waitForTimeout(400);
      await shot(page, `${size.name}-${size.width}-assumption-entry`);

      // The other value: the verdict turns, the line under it now names HexLOS's default, and the link carries it.
      await entry.getByText(/^by 000's heights such a side blocks/).tap();
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
      await expect(verdict(page).locator('[data-testid="dispute"][data-reading="level2Band"]')).toContainText(
        'this line is CLEAR',
      );
      await expect.poll(() => new URL(page.url()).hash).toContain('reading.level2Band=heights');
      // Only for the picture: lets transitions end before the screenshot; no assertion depends on this pause.
      await page.waitForTimeout(300);
      await shot(page, `${size.name}-${size.width}-assumption-switched`);
    });
  });
}
