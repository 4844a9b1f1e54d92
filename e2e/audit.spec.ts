// The designer's audit heatmap (docs/audit.md): built in the real worker with
// its progress shown, the map answering meanwhile; one tint for "sees" and
// "seen by" while every rule set is symmetric; its counts those of `hexlos audit`; the viewshed read from the
// matrix once it is ready. Screenshots at desktop and phone sizes.

import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { AuditBuilder } from '../src/engine/audit.ts';
import { hexByLabel } from '../src/engine/board-model.ts';
import { viewshed } from '../src/engine/index.ts';
import { BOARD, chooseBoard, loadSampleBoard, openApp, SCREENSHOTS, tapHex } from './helpers.ts';

test('the audit heatmap: sees, seen by, hidden hexes and rule-set differences, as hexlos audit counts them', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const board = await loadSampleBoard(BOARD);
  const report = new AuditBuilder(board, { rules: 'arvold' }).report();
  const original = report.differences.find((d) => d.rules === 'original')!;
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page);
  await chooseBoard(page, BOARD);
  await page.getByTestId('audit-toggle').click();
  await expect(page.getByTestId('audit-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('audit-ready')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('audit-hidden')).toContainText(
    report.hiddenFromEverywhere.length === 0
      ? 'Every hex is seen from somewhere.'
      : `Hidden from everywhere (${report.hiddenFromEverywhere.length}`,
  );
  const tgx = report.differences.find((d) => d.rules === 'tgx')!;
  await expect(page.getByTestId('audit-difference').filter({ hasText: 'under the Original rules' })).toContainText(
    `${original.count} of ${report.pairs} lines change verdict under the Original rules`,
  );
  await expect(page.getByTestId('audit-difference').filter({ hasText: 'under the GameX rules' })).toContainText(
    `${tgx.count} of ${report.pairs} lines change verdict under the GameX rules`,
  );
  const marks = await page.evaluate(() => {
    const konva = (window as unknown as { Konva: { stages: { find(sel: string): unknown[] }[] } }).Konva;
    return konva.stages[0].find('.marks').length;
  });
  expect(marks).toBe(1);
  await page.screenshot({ path: join(SCREENSHOTS, 'audit-sees-desktop-1280.png') });

  // Every rule set judges a line the same from either end: "sees" and "seen by" are one tint, offered once, and the card says why.
  expect(report.hexes.every((h) => h.seen === h.seenBy)).toBe(true);
  await expect(page.getByTestId('audit-seenBy')).toHaveCount(0);
  await expect(page.getByTestId('audit-scale')).toContainText('hexes seen, and seeing it');
  await expect(page.getByTestId('audit-symmetric')).toContainText('judged the same from either end');

  // With the matrix ready, the viewshed comes from it: the same hexes as the engine's viewshed.
  const firer = 'Q6';
  const seen = viewshed(board, { from: hexByLabel(board, firer)!, rules: 'arvold' });
  await tapHex(page, firer);
  await page.getByTestId('viewshed-toggle').click();
  await expect(page.getByTestId('viewshed-toggle')).toContainText(`Viewshed · ${seen.length}`);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(SCREENSHOTS, 'audit-phone-390.png') });

  await page.getByTestId('audit-toggle').click();
  await expect(page.getByTestId('audit-toggle')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('audit-ready')).toHaveCount(0);
});
