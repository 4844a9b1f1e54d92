// Opening a board file from disk (file picker and drag-and-drop): a bad file
// shows located errors in a dismissible panel and the board on screen stays.

import { expect, test } from '@playwright/test';

import { BOARD, chooseBoard, dropFile, openApp } from './helpers.ts';

const BAD_BOARD = JSON.stringify({
  format: 'hexlos-board/1',
  id: 'broken',
  name: 'Broken board',
  family: 'panzerblitz',
  grid: { columns: 6, rows: 5, shifted: 'odd' },
  defaultTerrain: 'clear',
  hexes: { C4: { terrain: 'forest' }, Z9: { terrain: 'woods' } },
  hexsides: [{ hex: 'B2', side: 'UP', symbol: 'green' }],
});

const GOOD_BOARD = JSON.stringify({
  format: 'hexlos-board/1',
  id: 'tiny-ridge',
  name: 'Tiny ridge',
  family: 'panzerblitz',
  grid: { columns: 8, rows: 6, shifted: 'odd' },
  defaultTerrain: 'clear',
  hexes: { C3: { terrain: 'hilltop' }, D3: { terrain: 'slope' } },
  hexsides: [{ hex: 'C3', side: 'SE', symbol: 'orange' }],
});

const LINTED_BOARD = JSON.stringify({
  format: 'hexlos-board/1',
  id: 'linted',
  name: 'Linted',
  family: 'panzerblitz',
  grid: { columns: 8, rows: 6, shifted: 'odd' },
  defaultTerrain: 'clear',
  hexes: {},
  hexsides: [{ hex: 'C3', side: 'N', symbol: 'brown' }],
});

test.describe('board files', () => {
  test('a bad file from the file picker lists each problem with its place and keeps the board', async ({ page }) => {
    await openApp(page);
    await chooseBoard(page, BOARD);
    const boardName = await page.locator('.board-name').textContent();
    await page
      .getByTestId('board-file')
      .setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(BAD_BOARD) });
    const panel = page.getByTestId('problems');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('broken.json could not be opened');
    // Located: a JSON path and the hex label with each message.
    await expect(panel.getByTestId('problem').filter({ hasText: 'C4' })).toContainText('hexes.C4.terrain');
    await expect(panel.getByTestId('problem').filter({ hasText: 'Z9' }).first()).toBeVisible();
    await expect(panel.getByTestId('problem').filter({ hasText: 'hexsides[0].side' }).first()).toBeVisible();
    // The board the user had stays.
    await expect(page.locator('.app')).toHaveAttribute('data-board', BOARD);
    await expect(page.locator('.board-name')).toHaveText(boardName ?? '');
    await page.getByTestId('problems-dismiss').click();
    await expect(panel).toHaveCount(0);
  });

  test('a good file dropped on the app opens; a bad one dropped after it keeps it', async ({ page }) => {
    await openApp(page);
    await dropFile(page, 'tiny-ridge.json', GOOD_BOARD);
    await expect(page.locator('.board-name')).toHaveText('Tiny ridge');
    await expect(page.locator('.app')).toHaveAttribute('data-board', 'tiny-ridge');
    await dropFile(page, 'broken.json', BAD_BOARD);
    await expect(page.getByTestId('problems')).toBeVisible();
    await expect(page.locator('.board-name')).toHaveText('Tiny ridge');
  });

  test('a file that is not JSON says where it breaks', async ({ page }) => {
    await openApp(page);
    await page.getByTestId('board-file').setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{ "format": "hexlos-board/1", '),
    });
    await expect(page.getByTestId('problems')).toContainText('notes.json could not be opened');
    await expect(page.getByTestId('problem').first()).toBeVisible();
  });

  test('a designer’s warnings load with the board and can be marked on it', async ({ page }) => {
    await openApp(page);
    await page
      .getByTestId('board-file')
      .setInputFiles({ name: 'linted.json', mimeType: 'application/json', buffer: Buffer.from(LINTED_BOARD) });
    await expect(page.locator('.board-name')).toHaveText('Linted');
    const warnings = page.locator('details.warnings');
    await expect(warnings).toContainText(/designer warnings? on this board/);
    await warnings.locator('summary').click();
    await expect(warnings).toContainText('C3');
    await page.getByTestId('show-warnings').check();
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as unknown as { Konva: { stages: { find(s: string): unknown[] }[] } }).Konva.stages[0].find(
              '.marks',
            ).length,
        ),
      )
      .toBe(1);
  });
});
