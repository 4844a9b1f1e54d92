// The odds sheet for indirect fire and overruns (003 Offboard Artillery,
// Indirect Fire; 003 Overrun Attack): the hit roll and scatter line and the
// chances with the hit included, and none of it when an observer sees the
// target hex; each overrunning unit's pass, weighed against its movement
// points left and the stacking where it stops; an overrun
// whose exit hex is off the map shows its reason instead of odds. Phone and
// desktop, with screenshots.

import { join } from 'node:path';

import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { hexByLabel } from '../src/engine/board-model.ts';
import { type CombatInput, evaluateCombat, oppositeHex } from '../src/engine/combat/index.ts';
import { frac } from '../src/engine/fraction.ts';
import { hexDistance, hexKey } from '../src/engine/hex/axial.ts';
import type { Board, HexCell } from '../src/engine/types.ts';
import { commonOutOf, dieChance } from '../src/ui/words.ts';
import { BOARD, SCREENSHOTS, SIZES, loadSampleBoard, openApp } from './helpers.ts';

const open = (c: HexCell) => c.level === 'G' && c.terrain === 'clear';

/** A clear target and an adjacent clear firer whose hex directly opposite is off the map, or on it and clear. */
function overrunPair(board: Board, exitOnMap: boolean): { from: string; to: string } {
  const cells = [...board.cells.values()];
  for (const t of cells) {
    if (!open(t)) continue;
    for (const f of cells) {
      if (!open(f) || hexDistance(f.hex, t.hex) !== 1) continue;
      const exit = board.cells.get(hexKey(oppositeHex(f.hex, t.hex)));
      if (exitOnMap ? exit && open(exit) : !exit) return { from: f.label, to: t.label };
    }
  }
  throw new Error('no pair fits');
}

function expected(board: Board, from: string, to: string, flags: Partial<CombatInput>) {
  return evaluateCombat(board, {
    target: hexByLabel(board, to)!,
    df: frac(3),
    firers: [{ hex: hexByLabel(board, from)!, af: frac(12), weaponClass: 'H', range: 10 }],
    rules: 'arvold',
    ...flags,
  });
}

async function openOdds(page: Page, from: string, to: string, narrow: boolean, flag: 'Indirect fire' | 'Overrun') {
  await openApp(page, `#board=${BOARD}&from=${from}&to=${to}`, BOARD);
  await expect(page.getByTestId('verdict')).toBeVisible();
  if (narrow) await page.getByTestId('sheet-handle').tap();
  const work = page.getByRole('button', { name: 'Work out the odds' });
  if (narrow) await work.tap();
  else await work.click();
  const combat = page.getByTestId('combat');
  await expect(combat).toHaveAttribute('open', '');
  await combat.getByTestId('combat-df').fill('3');
  await combat.getByTestId('combat-af').first().fill('12');
  await combat.getByTestId('combat-range').first().fill('10');
  await combat.locator('label.flag', { hasText: flag }).locator('input').check();
  return combat;
}

for (const size of SIZES.filter((s) => s.name === 'phone' || s.name === 'desktop')) {
  test.describe(`${size.name} ${size.width}×${size.height}`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      hasTouch: size.narrow,
      isMobile: size.narrow,
      deviceScaleFactor: size.narrow ? 2 : 1,
    });

    test('003 Indirect Fire: the hit roll and scatter line, and chances that include the hit', async ({ page }) => {
      const board = await loadSampleBoard(BOARD);
      const pair = overrunPair(board, true);
      const r = expected(board, pair.from, pair.to, { indirect: true });
      const combat = await openOdds(page, pair.from, pair.to, size.narrow, 'Indirect fire');
      const hitRoll = combat.getByTestId('combat-hit-roll');
      await expect(hitRoll).toHaveText(r.indirectFire!.text);
      await expect(hitRoll).toContainText('1–2 hits the target hex (2 in 6)');
      await expect(hitRoll).toContainText('1–2 one hex, 3–4 two hexes, 5 three hexes, 6 missed altogether');
      await expect(combat.getByTestId('die-table')).toContainText('Result on a hit');
      const chances = combat.getByTestId('chances');
      const outOf = commonOutOf(Object.values(r.chances));
      for (const k of ['X', 'DD', 'D', 'none'] as const) {
        if (r.chances[k].n > 0) await expect(chances).toContainText(dieChance(r.chances[k], outOf));
      }
      // 12 against 3 is 4-1: X on 1..5 of a hit is 5 in 18 of the shot; a miss (12 in 18) does nothing.
      await expect(chances).toContainText('5 in 18 destroyed (5 in 6 on a hit)');
      await expect(chances).toContainText('12 in 18 no effect');
      await chances.scrollIntoViewIfNeeded();
      // Only for the picture: lets transitions end before the screenshot; no assertion depends on this pause.
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-odds-indirect.png`) });
    });

    test("003 Offboard Artillery: an observer who sees the target hex removes the hit roll; the chances are the table's", async ({
      page,
    }) => {
      const board = await loadSampleBoard(BOARD);
      const pair = overrunPair(board, true);
      const r = expected(board, pair.from, pair.to, { indirect: true, observed: true });
      const combat = await openOdds(page, pair.from, pair.to, size.narrow, 'Indirect fire');
      await expect(combat.getByTestId('combat-hit-roll')).toBeVisible();
      // The observer's box is offered only with indirect fire.
      const observer = combat.getByTestId('combat-flag-observed');
      await observer.check();
      await expect(combat.getByTestId('combat-hit-roll')).toHaveCount(0);
      const chances = combat.getByTestId('chances');
      // 12 against 3 is 4-1: X on 1..5, DD on 6, with no hit roll before it.
      await expect(chances).toContainText('5 in 6 destroyed');
      await expect(chances).not.toContainText('on a hit');
      expect(r.indirectFire).toBeNull();
      await expect(combat).toContainText('A forward observer sees the target hex');
      await combat.locator('label.flag', { hasText: 'Indirect fire' }).locator('input').uncheck();
      await expect(combat.getByTestId('combat-flag-observed')).toHaveCount(0);
      await combat.locator('label.flag', { hasText: 'Indirect fire' }).locator('input').check();
      await expect(combat.getByTestId('combat-flag-observed')).toBeChecked();
      await chances.scrollIntoViewIfNeeded();
      // Only for the picture: lets transitions end before the screenshot; no assertion depends on this pause.
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-odds-observed.png`) });
    });

    test("003 Overrun Attack: each unit's pass and the movement points it needs", async ({ page }) => {
      const board = await loadSampleBoard(BOARD);
      const able = overrunPair(board, true);
      const ok = expected(board, able.from, able.to, { overrun: true });
      const combat = await openOdds(page, able.from, able.to, size.narrow, 'Overrun');
      await expect(combat.getByTestId('combat-pass')).toHaveText(ok.firers[0].pass!.text);
      await expect(combat.getByTestId('combat-pass')).toContainText('The pass needs');
      await expect(combat.getByTestId('combat-odds')).toHaveText(ok.column!);
      await expect(combat.getByTestId('combat-refusal')).toHaveCount(0);
      await combat.getByTestId('combat-pass').scrollIntoViewIfNeeded();
      // Only for the picture: lets transitions end before the screenshot; no assertion depends on this pause.
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-odds-overrun.png`) });
    });

    test('003 Overrun Attack and 003 Stacking: too few movement points left, or a full exit hex, refuse the pass with the numbers', async ({
      page,
    }) => {
      const board = await loadSampleBoard(BOARD);
      const able = overrunPair(board, true);
      const ok = expected(board, able.from, able.to, { overrun: true });
      const need = ok.firers[0].pass!.mp;
      const exit = board.cells.get(hexKey(ok.firers[0].pass!.exit))!.label;
      const combat = await openOdds(page, able.from, able.to, size.narrow, 'Overrun');
      await expect(combat.getByTestId('combat-odds')).toHaveText(ok.column!);
      // One MP short of the pass.
      const short = `${need.n / need.d - 1}`;
      await combat.getByTestId('combat-mp').first().fill(short);
      const refusal = combat.getByTestId('combat-refusal');
      await expect(refusal).toContainText(`the pass needs ${need.n / need.d} MP and the unit has ${short} MP left`);
      await expect(combat.getByTestId('combat-odds')).toHaveCount(0);
      await combat
        .getByTestId('combat-mp')
        .first()
        .fill(`${need.n / need.d}`);
      await expect(combat.getByTestId('combat-odds')).toHaveText(ok.column!);
      // Stacking where it stops: two units there already is room for a German third, none for a Russian.
      await combat.getByTestId('combat-exit-units').first().fill('2');
      await combat.getByTestId('combat-army').selectOption('german');
      await expect(combat.getByTestId('combat-odds')).toHaveText(ok.column!);
      await combat.getByTestId('combat-army').selectOption('russian');
      await expect(refusal).toContainText(
        `it must stop in ${exit}, which already holds 2 units, and Russian units stack at most 2 to a hex`,
      );
      await refusal.scrollIntoViewIfNeeded();
      // Only for the picture: lets transitions end before the screenshot; no assertion depends on this pause.
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-odds-overrun-stacking.png`) });
    });

    test('003 Overrun Attack: an exit hex off the map refuses the overrun, and the reason shows instead of odds', async ({
      page,
    }) => {
      const board = await loadSampleBoard(BOARD);
      const edge = overrunPair(board, false);
      const refused = expected(board, edge.from, edge.to, { overrun: true });
      expect(refused.refusal).not.toBeNull();
      const combat = await openOdds(page, edge.from, edge.to, size.narrow, 'Overrun');
      const refusal = combat.getByTestId('combat-refusal');
      await expect(refusal).toContainText('No overrun');
      await expect(refusal).toContainText(refused.refusal!.text);
      await expect(refusal).toContainText('is off the map');
      // The reason instead of odds: no odds, no die table, no chances, the reason said once.
      await expect(combat.getByTestId('combat-odds')).toHaveCount(0);
      await expect(combat.getByTestId('die-table')).toHaveCount(0);
      await expect(combat.getByTestId('chances')).toHaveCount(0);
      const text = (await combat.getByTestId('combat-answer').textContent()) ?? '';
      expect(text.split('is off the map').length - 1).toBe(1);
      await expect(combat.locator('summary .summary-badge')).toHaveText('refused');
      await refusal.scrollIntoViewIfNeeded();
      // Only for the picture: lets transitions end before the screenshot; no assertion depends on this pause.
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-odds-overrun-refused.png`) });
    });
  });
}
