// The format's largest board (200 × 200 hexes, docs/board-format.md), generated
// from a fixed seed: the same file every run. Used where the suite checks that
// big input never freezes the page and that superseded work stops.

import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

const letters = (c: number): string => String.fromCharCode(65 + (c % 26)).repeat(Math.floor(c / 26) + 1);

export const LARGEST_SIDE = 200;

export function largestBoard(): string {
  let s = 20261124;
  const rnd = () => (s = (s * 48271) % 2147483647) / 2147483647;
  const terrains = ['woods', 'hilltop', 'slope', 'town', 'clear'];
  const hexes: Record<string, { terrain: string }> = {};
  for (let c = 0; c < LARGEST_SIDE; c++)
    for (let r = 0; r < LARGEST_SIDE; r++)
      if (rnd() < 0.3) hexes[`${letters(c)}${r + 1}`] = { terrain: terrains[Math.floor(rnd() * 5)] };
  return JSON.stringify({
    format: 'hexlos-board/1',
    id: 'largest',
    name: 'Largest',
    grid: { columns: LARGEST_SIDE, rows: LARGEST_SIDE },
    hexes,
  });
}

/** Opens the largest board as a file the user chose, and waits until it is the board on screen. */
export async function openLargest(page: Page): Promise<void> {
  await page
    .getByTestId('board-file')
    .setInputFiles({ name: 'largest.json', mimeType: 'application/json', buffer: Buffer.from(largestBoard()) });
  await expect(page.locator('.app')).toHaveAttribute('data-board', /largest/, { timeout: 60_000 });
}

export async function chooseFirer(page: Page, label: string): Promise<void> {
  await page.getByTestId('firer-input').fill(label);
  await page.getByTestId('firer-input').press('Enter');
}
