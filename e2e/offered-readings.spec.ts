// The readings offered on 2026-11-27 in the app (docs/rules.md and docs/combat.md): 001's town/woods as printed is
// offered under a verdict it would turn, its House readings entry opens from that line and turns the verdict; a plain
// town's armour is named with its source on the odds sheet, and the odds the other reading gives are offered there.
// Phone and desktop, with screenshots.

import { join } from 'node:path';

import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { hexByLabel } from '../src/engine/board-model.ts';
import { evaluateCombat } from '../src/engine/combat/index.ts';
import { frac } from '../src/engine/fraction.ts';
import { evaluateLos } from '../src/engine/rules/index.ts';
import { chooseInPanel, BOARD, SCREENSHOTS, SIZES, loadSampleBoard, openApp } from './helpers.ts';

const verdict = (page: Page) => page.getByTestId('verdict');

async function openFoldedDisputes(page: Page): Promise<void> {
  const folded = verdict(page).getByTestId('disputes');
  if ((await folded.count()) === 0 || (await folded.getAttribute('open')) !== null) return;
  await folded.locator('summary').click();
  await expect(folded).toHaveAttribute('open', '');
}

// Ridge and River: the hilltop E6 sees Y8 over the town/woods hex X7 by the levels; 001's sentence as printed blocks it.
const THROUGH_TOWN_WOODS = { from: 'E6', to: 'Y8' };
// Class A, AF 2 from Z8 at the town X4 (distance 5, range 10: within half range), DF 2.
const AT_TOWN = { from: 'Z8', to: 'X4' };

for (const size of SIZES.filter((s) => s.name === 'phone' || s.name === 'desktop')) {
  test.describe(`${size.name} ${size.width}×${size.height}`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      hasTouch: true,
      isMobile: size.narrow,
      deviceScaleFactor: size.narrow ? 2 : 1,
    });

    test("001's town/woods as printed: offered under the verdict, picked in House readings, and it turns the verdict", async ({
      page,
    }) => {
      const board = await loadSampleBoard(BOARD);
      const query = {
        from: hexByLabel(board, THROUGH_TOWN_WOODS.from)!,
        to: hexByLabel(board, THROUGH_TOWN_WOODS.to)!,
        rules: 'arvold' as const,
      };
      const printed = evaluateLos(board, { ...query, readings: { townWoods: 'printed' } });
      expect(evaluateLos(board, query).visible).toBe(true);
      expect(printed.visible).toBe(false);
      await openApp(
        page,
        `#board=${BOARD}&rules=arvold&from=${THROUGH_TOWN_WOODS.from}&to=${THROUGH_TOWN_WOODS.to}`,
        BOARD,
      );
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'clear');
      await openFoldedDisputes(page);
      const line = verdict(page).getByTestId('dispute').filter({ hasText: "001's town/woods hex" });
      await expect(line).toHaveCount(1);
      await line.tap();
      const house = page.getByTestId('house-readings');
      await expect(house).toHaveAttribute('open', '');
      const picker = page.getByTestId('reading-townWoods-picker');
      await expect(picker.locator('label')).toHaveCount(2);
      await chooseInPanel(page, picker.locator('label').nth(1), true);
      await expect(picker.locator('.segment-on')).toContainText("001's town/woods as printed");
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
      // The reason, below the verdict, names the hex and the printed sentence.
      await expect(page.getByText(printed.reasons[0].text, { exact: true })).toHaveCount(1);
      expect(printed.reasons[0].text).toContain('the town/woods hex X7, which the line passes through');
      await expect.poll(() => new URL(page.url()).hash).toContain('reading.townWoods=printed');
      // The other new readings are listed beside it.
      for (const id of ['level1PurpleL', 'originalSingleHex', 'townArmour', 'wheatfieldOverrun'])
        await expect(page.getByTestId(`reading-${id}-picker`)).toHaveCount(1);
      await picker.scrollIntoViewIfNeeded();
      // Only for the picture: lets transitions end before the screenshot; no assertion depends on this pause.
      await page.waitForTimeout(350);
      await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-town-woods-printed.png`) });
    });

    test("a plain town's armour: the sheet names the reading and its source, and offers the other reading's odds", async ({
      page,
    }) => {
      const board = await loadSampleBoard(BOARD);
      const input = {
        target: hexByLabel(board, AT_TOWN.to)!,
        df: frac(2),
        rules: 'arvold' as const,
        firers: [{ hex: hexByLabel(board, AT_TOWN.from)!, af: frac(2), weaponClass: 'A' as const, range: 10 }],
      };
      const armoured = evaluateCombat(board, input);
      expect(armoured.column).toBe('2-1');
      expect(evaluateCombat(board, { ...input, readings: { townArmour: 'printed' } }).column).toBe('1-2');

      await openApp(page, `#board=${BOARD}&from=${AT_TOWN.from}&to=${AT_TOWN.to}`, BOARD);
      await expect(verdict(page)).toBeVisible();
      if (size.narrow) await page.getByTestId('sheet-handle').tap();
      const work = page.getByRole('button', { name: 'Work out the odds' });
      if (size.narrow) await work.tap();
      else await work.click();
      const combat = page.getByTestId('combat');
      await expect(combat).toHaveAttribute('open', '');
      await combat.getByTestId('combat-df').fill('2');
      await combat.getByTestId('combat-af').first().fill('2');
      await combat.getByTestId('combat-class').first().selectOption('A');
      await combat.getByTestId('combat-range').first().fill('10');
      await expect(combat.getByTestId('combat-odds')).toContainText('2-1');
      const notes = combat.locator('ul.readings');
      for (const note of armoured.notes) await expect(notes).toContainText(note.text);
      await expect(notes).toContainText('no printed rule says so of a plain town');
      await expect(notes).toContainText('the attack goes in at 1-2; under the reading in force it goes in at 2-1');
      await notes.scrollIntoViewIfNeeded();
      // Only for the picture: lets transitions end before the screenshot; no assertion depends on this pause.
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-odds-town-armour.png`) });
    });
  });
}
