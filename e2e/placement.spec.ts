// Where things go at the table (docs/table.md): what "Show which ›" unfolds
// comes into view on a phone; the odds badges read upright on the turned
// board; the phone's inspector leaves its hex in sight; the desktop audit card
// keeps off the line's ends and its example lines show that line; the end
// tags keep off the deciding sides after Fit. Screenshots at the sizes each
// concerns.

import { join } from 'node:path';

import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import {
  animationsDone,
  BOARD,
  findPair,
  loadSampleBoard,
  losOn,
  mapSettled,
  drawnText,
  openApp,
  recordCanvasText,
  SCREENSHOTS,
  pressAndHold,
  SIZES,
  useOfSize,
  verdict,
} from './helpers.ts';

const PHONE = SIZES.find((s) => s.name === 'phone')!;
const DESKTOP = SIZES.find((s) => s.name === 'desktop')!;

interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Where the map put the end tags, and the deciding sides they keep off, in page pixels. */
const tagLayout = (page: Page) =>
  page.evaluate(() =>
    (
      window as unknown as {
        __hexlos: {
          tagLayout():
            | {
                firer?: Box;
                target?: Box;
                segments: (Pick<Box, 'x' | 'y'> & { x1: number; y1: number; x2: number; y2: number; pad: number })[];
              }
            | undefined;
        };
      }
    ).__hexlos.tagLayout(),
  );

test.describe('phone 390×844, touch: placement', () => {
  test.use(useOfSize(PHONE));

  test('"Show which ›" tapped in the peek raises the sheet and brings the readings it unfolds into view', async ({
    page,
  }) => {
    const pair = await findPair(BOARD, (f, t, b) => (losOn(b, f, t).disputes ?? []).length >= 2);
    const expected = losOn(await loadSampleBoard(BOARD), pair.from, pair.to);
    await openApp(page, `#board=${BOARD}&from=${pair.from}&to=${pair.to}`, BOARD);
    await expect(verdict(page)).toHaveAttribute('data-verdict', expected.visible ? 'clear' : 'blocked');
    await expect(page.locator('.panel-sheet')).toHaveAttribute('data-sheet', 'peek');
    await animationsDone(page);
    const folded = verdict(page).getByTestId('disputes');
    await folded.locator('summary').tap();
    await expect(folded).toHaveAttribute('open', '');
    await expect(page.locator('.panel-sheet')).toHaveAttribute('data-sheet', 'full');
    await animationsDone(page);
    // The panel scrolls to the lines once the sheet has risen; read them when the scroll has stopped.
    await expect
      .poll(async () => (await verdict(page).getByTestId('dispute').last().boundingBox())?.y, { intervals: [150] })
      .toBeLessThan(PHONE.height);
    const lines = verdict(page).getByTestId('dispute');
    await expect(lines).toHaveCount(expected.disputes!.length);
    const sheet = (await page.locator('.panel-sheet .panel-scroll').boundingBox())!;
    for (const line of await lines.all()) {
      const box = (await line.boundingBox())!;
      expect(box.y, 'the line is below the sheet’s top').toBeGreaterThanOrEqual(sheet.y);
      expect(box.y + box.height, 'the line is above the screen’s foot').toBeLessThanOrEqual(PHONE.height);
    }
    await page.screenshot({ path: join(SCREENSHOTS, 'phone-390-show-which-in-view.png') });
  });

  test('the odds sheet’s numbered firers read upright on the turned board, as every text on the map does', async ({
    page,
  }) => {
    await recordCanvasText(page);
    await openApp(page, `#board=${BOARD}&rules=arvold&trace=hex&from=C2&to=D2`, BOARD);
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'clear');
    expect(await page.evaluate(() => window.__hexlos!.turned()), 'the phone shows the board turned').toBe(true);
    await page.getByTestId('sheet-handle').tap();
    await page.getByRole('button', { name: 'Work out the odds' }).tap();
    await page.getByRole('button', { name: 'Add a firer' }).tap();
    await page.getByTestId('combat-hex').nth(1).fill('E2');
    await page.getByTestId('sheet-handle').tap();
    await expect(page.locator('.panel-sheet')).toHaveAttribute('data-sheet', 'peek');
    await animationsDone(page);
    await mapSettled(page);
    const texts = await drawnText(page);
    const badges = texts.filter((t) => t.text === '1' || t.text === '2');
    expect(badges.length, 'both firers’ numbers were drawn').toBeGreaterThanOrEqual(2);
    // Upright: the text's "right" points right on screen, whatever the stage's turn.
    for (const t of texts) {
      expect(t.a, `"${t.text}" reads left to right`).toBeGreaterThan(0);
      expect(Math.abs(t.b), `"${t.text}" is not turned`).toBeLessThan(1e-6);
    }
    await page.screenshot({ path: join(SCREENSHOTS, 'phone-390-odds-badges-upright.png') });
  });

  test('the inspector opened by a press and hold leaves the hex it describes in sight, wherever the hex was', async ({
    page,
  }) => {
    await openApp(page, `#board=${BOARD}`, BOARD);
    await mapSettled(page);
    const board = await loadSampleBoard(BOARD);
    const labels = [...board.cells.values()].map((c) => c.label);
    const at = await page.evaluate((all) => all.map((l) => ({ l, p: window.__hexlos!.screenOf(l)! })), labels);
    // The hexes lowest and highest on the open map (under the Audit button, above the next-tap line): the card at the
    // foot covered the one, at the top the other.
    const nextTapTop = (await page.locator('.next-tap').first().boundingBox())!.y;
    const above = at.filter((h) => h.p.y < nextTapTop - 20 && h.p.y > 130 && h.p.x > 20 && h.p.x < PHONE.width - 20);
    const lowest = above.reduce((a, b) => (b.p.y > a.p.y ? b : a));
    const highest = above.reduce((a, b) => (b.p.y < a.p.y ? b : a));
    // The highest first: the second press moves the map, and the first hex with it.
    for (const [i, { l }] of [highest, lowest].entries()) {
      const p = (await page.evaluate((label) => window.__hexlos!.screenOf(label), l))!;
      await pressAndHold(page, p);
      const card = page.getByTestId('inspector');
      await expect(card).toContainText(l);
      await mapSettled(page);
      const box = (await card.boundingBox())!;
      const now = (await page.evaluate((label) => window.__hexlos!.screenOf(label), l))!;
      const hexPx = await page.evaluate(() => window.__hexlos!.hexPx());
      const r = hexPx / 2;
      const covered =
        now.x + r > box.x && now.x - r < box.x + box.width && now.y + r > box.y && now.y - r < box.y + box.height;
      expect(covered, `${l} at ${JSON.stringify(now)} under the card ${JSON.stringify(box)}`).toBe(false);
      expect(now.y - r, `${l} below the toolbar`).toBeGreaterThan(60);
      expect(now.x, `${l} across the map`).toBeGreaterThan(0);
      expect(now.x).toBeLessThan(PHONE.width);
      await page.screenshot({ path: join(SCREENSHOTS, `phone-390-inspector-off-the-hex-${i + 1}.png`) });
      await page.getByRole('button', { name: 'Close the inspector' }).tap();
      await expect(card).toHaveCount(0);
    }
  });
});

test.describe('desktop 1440×900: placement', () => {
  test.use(useOfSize(DESKTOP));

  test('the audit card keeps off the line’s ends and tags, and its example lines show that line on the map', async ({
    page,
  }) => {
    // The audit checks every line of the board in the worker: slow on a busy machine.
    test.setTimeout(180_000);
    await openApp(page, `#board=${BOARD}&rules=arvold&trace=hex&from=B5&to=L5`, BOARD);
    await expect(verdict(page)).toHaveAttribute('data-verdict', /clear|blocked/);
    await page.getByTestId('audit-toggle').click();
    await expect(page.getByTestId('audit-ready')).toBeVisible({ timeout: 150_000 });
    const card = page.getByTestId('audit-card');
    const clearOfCard = async (from: string, to: string) => {
      await mapSettled(page);
      const box = (await card.boundingBox())!;
      // Hex centres and tags in page pixels.
      const inCard = (p: { x: number; y: number; w?: number; h?: number }) =>
        p.x + (p.w ?? 0) > box.x && p.x < box.x + box.width && p.y + (p.h ?? 0) > box.y && p.y < box.y + box.height;
      for (const label of [from, to]) {
        const at = (await page.evaluate((l) => window.__hexlos!.screenOf(l), label))!;
        expect(inCard(at), `${label} at ${JSON.stringify(at)} under the card ${JSON.stringify(box)}`).toBe(false);
      }
      const tags = (await tagLayout(page))!;
      for (const tag of [tags.firer, tags.target]) expect(tag && inCard(tag), 'a tag under the card').toBe(false);
    };
    await clearOfCard('B5', 'L5');
    await page.screenshot({ path: join(SCREENSHOTS, 'desktop-1440-audit-off-the-line.png') });

    const example = page.getByTestId('audit-example').first();
    const [from, to] = ((await example.textContent()) ?? '').split('→');
    await example.click();
    await expect(page.getByTestId('firer-input')).toHaveValue(from);
    await expect(page.getByTestId('target-input')).toHaveValue(to);
    await expect(verdict(page)).toHaveAttribute('data-verdict', /clear|blocked/);
    await clearOfCard(from, to);
    await page.screenshot({ path: join(SCREENSHOTS, 'desktop-1440-audit-example-shown.png') });
  });
});

/** A deciding side's box grown by its drawn half-width, against a tag's box. */
const meets = (tag: Box, s: { x1: number; y1: number; x2: number; y2: number; pad: number }): boolean => {
  // Sampled along the side: exact enough at a pixel's scale for a test, and independent of the app's own geometry.
  for (let i = 0; i <= 40; i++) {
    const x = s.x1 + ((s.x2 - s.x1) * i) / 40;
    const y = s.y1 + ((s.y2 - s.y1) * i) / 40;
    if (x > tag.x - s.pad && x < tag.x + tag.w + s.pad && y > tag.y - s.pad && y < tag.y + tag.h + s.pad) return true;
  }
  return false;
};

for (const size of SIZES.filter((s) => s.name === 'phone' || s.name === 'desktop')) {
  test.describe(`${size.name} ${size.width}×${size.height}${size.narrow ? ', touch' : ''}: the end tags after Fit`, () => {
    test.use(useOfSize(size));

    test('after Fit the end tags keep off every deciding side', async ({ page }) => {
      // B5 → L5: two woods sides of the firer's own hex decide it (000 note B), right beside the firer's tag.
      const expected = await loadSampleBoard(BOARD).then((b) => losOn(b, 'B5', 'L5'));
      expect(expected.reasons.length).toBeGreaterThan(0);
      await openApp(page, `#board=${BOARD}&rules=arvold&trace=hex&from=B5&to=L5`, BOARD);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'blocked');
      const fit = page.getByRole('button', { name: 'Fit the board' });
      if (size.narrow) await fit.tap();
      else await fit.click();
      await mapSettled(page);
      const layout = (await tagLayout(page))!;
      // The first segment is the line itself; the rest are the deciding sides.
      const sides = layout.segments.slice(1);
      expect(sides.length).toBeGreaterThan(0);
      for (const [name, tag] of [
        ['firer', layout.firer],
        ['target', layout.target],
      ] as const) {
        expect(tag, `${name} tag placed`).toBeDefined();
        for (const side of sides)
          expect(meets(tag!, side), `${name} tag ${JSON.stringify(tag)} over ${JSON.stringify(side)}`).toBe(false);
      }
      await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${size.width}-tags-after-fit.png`) });
    });
  });
}
