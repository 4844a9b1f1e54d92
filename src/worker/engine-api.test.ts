// The worker's shell, called in-process (the e2e suite proves the real
// worker): it forwards to the engine, keeps the board between calls, keeps
// the old board when a file fails, and turns engine errors into values.

import { describe, expect, test } from 'vitest';

import { hexByLabel } from '../engine/board-model.ts';
import { frac } from '../engine/fraction.ts';
import { createEngineClient } from './client.ts';
import { EngineShell } from './engine-api.ts';
import { CANCELLED } from './protocol.ts';

const BOARD = JSON.stringify({
  format: 'hexlos-board/1',
  id: 'shell-test',
  name: 'Shell test',
  family: 'panzerblitz',
  grid: { columns: 8, rows: 6, shifted: 'odd' },
  defaultTerrain: 'clear',
  hexes: { C3: { terrain: 'hilltop' }, D3: { terrain: 'slope' }, E4: { terrain: 'wood-copse' } },
  hexsides: [{ hex: 'C3', side: 'SE', symbol: 'orange' }],
});

async function loaded() {
  const shell = new EngineShell();
  const answer = await shell.loadFiles([{ name: 'shell-test.json', text: BOARD }]);
  if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
  const at = (label: string) => hexByLabel(answer.board, label)!;
  return { shell, answer, at };
}

describe('the engine shell', () => {
  test('lists the bundled boards by id, name and family', () => {
    const list = new EngineShell().boards();
    expect(list.length).toBeGreaterThan(0);
    for (const b of list) expect(Object.keys(b).sort()).toEqual(['family', 'id', 'name']);
  });

  test('a loaded board comes back with the rule sets that read it', async () => {
    const { answer } = await loaded();
    if (!answer.ok) return;
    expect(answer.board.name).toBe('Shell test');
    expect(answer.ruleSets.map((r) => r.id)).toContain('arvold');
    expect(answer.defaultRules).toBe('arvold');
    // Plain data: it crosses postMessage.
    expect(() => structuredClone(answer)).not.toThrow();
  });

  test('LOS, the per-rule-set row, the viewshed and the odds are answered as values', async () => {
    const { shell, at } = await loaded();
    const los = shell.los({ from: at('A1'), to: at('F5'), rules: 'arvold' });
    expect(los.ok).toBe(true);
    const verdicts = shell.losAllRules({ from: at('A1'), to: at('F5') });
    expect(verdicts.map((v) => v.id)).toEqual(expect.arrayContaining(['arvold', 'original']));
    const seen = await shell.viewshed({ from: at('A1'), rules: 'arvold' });
    expect(seen.ok && seen.value.length).toBeGreaterThan(0);
    const odds = shell.combat({
      target: at('F5'),
      df: frac(2),
      firers: [{ hex: at('A1'), af: frac(8), weaponClass: 'H', range: 12 }],
      rules: 'arvold',
    });
    expect(odds.ok).toBe(true);
  });

  test('a loaded board is warmed up while the worker is idle: its answers do not change, and a newer board stops it', async () => {
    const { shell, answer, at } = await loaded();
    if (!answer.ok) return;
    const query = { from: at('A1'), to: at('F5'), rules: 'arvold' as const };
    const cold = shell.los(query);
    // Every warm-up line is one task: a bounded number of tasks sees it through.
    for (let i = 0; i < 200 && shell.linesWarmed() < 9; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    // Three lines under each rule set and trace that reads the board (arvold and original, each hex-traced and in real space; tgx).
    expect(shell.linesWarmed()).toBeGreaterThanOrEqual(9);
    expect(shell.los(query)).toEqual(cold);
    const full = shell.linesWarmed();
    // Two boards back to back: the first is replaced while its warm-up has run a line or two at most.
    await shell.loadFiles([{ name: 'shell-test.json', text: BOARD }]);
    const second = await shell.loadFiles([{ name: 'shell-test.json', text: BOARD }]);
    expect(second.ok).toBe(true);
    for (let i = 0; i < 200 && shell.linesWarmed() < 2 * full; i++)
      await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shell.linesWarmed() - full).toBeGreaterThanOrEqual(full);
    expect(shell.linesWarmed() - full).toBeLessThan(2 * full);
  });

  test('an engine error is a value with its message, never a throw', async () => {
    const { shell, at } = await loaded();
    const answer = shell.los({ from: at('A1'), to: { q: 99, r: 99 }, rules: 'tagg' });
    if (answer.ok) expect(answer.value).toBeDefined();
    else expect(answer.message.length).toBeGreaterThan(0);
  });

  test('a bad file keeps the board that was loaded', async () => {
    const { shell, at } = await loaded();
    const bad = await shell.loadFiles([
      { name: 'bad.json', text: '{"format":"hexlos-board/1","hexes":{"Z99":{"terrain":"lava"}}}' },
    ]);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.length).toBeGreaterThan(0);
    expect(shell.los({ from: at('A1'), to: at('C3'), rules: 'arvold' }).ok).toBe(true);
  });

  test('the client drops an answer overtaken by a newer question on the same channel', async () => {
    const releases: (() => void)[] = [];
    const api = Object.assign(Object.create(new EngineShell()) as EngineShell, {
      boards: () => new Promise<[]>((resolve) => releases.push(() => resolve([]))),
    });
    const client = createEngineClient(api, false);
    const first = client.ask('board', 'boards');
    const second = client.ask('board', 'boards');
    const otherChannel = client.ask('los', 'boards');
    releases[1]();
    releases[0]();
    releases[2]();
    expect(await second).toEqual({ stale: false, value: [] });
    expect(await first).toEqual({ stale: true });
    // Channels are independent: a question on another channel is not overtaken.
    expect((await otherChannel).stale).toBe(false);
  });
});

describe('house readings in the shell (docs/rules.md, Disputed readings)', () => {
  // Ridge and River, A1 (ground) → F3 (level 2 hilltop): one orange and one purple side on the line;
  // 000 note L counted per colour lets it through, counted together blocks it.
  test('every question is asked under the readings it carries; a matrix built under others is not reused', async () => {
    const shell = new EngineShell();
    const answer = await shell.loadBundled('ridge-and-river');
    if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
    const at = (label: string) => hexByLabel(answer.board, label)!;
    const together = { noteL: 'together' } as const;
    const line = { from: at('A1'), to: at('F3') };
    const byDefault = shell.los({ ...line, rules: 'arvold' });
    const house = shell.los({ ...line, rules: 'arvold', readings: together });
    expect(byDefault.ok && byDefault.value.visible).toBe(true);
    expect(byDefault.ok && byDefault.value.disputes?.map((d) => [d.reading, d.value, d.visible])).toEqual([
      ['noteL', 'together', false],
    ]);
    expect(house.ok && house.value.visible).toBe(false);
    expect(house.ok && house.value.disputes?.map((d) => [d.reading, d.value, d.visible])).toEqual([
      ['noteL', 'separate', true],
    ]);
    expect(shell.losAllRules({ ...line, readings: together }).find((v) => v.id === 'arvold')?.visible).toBe(false);

    const built = await shell.audit({ rules: 'arvold' });
    expect(built.ok).toBe(true);
    const seesF3 = (v: Awaited<ReturnType<EngineShell['viewshed']>>) =>
      v.ok && v.value.some((h) => h.q === at('F3').q && h.r === at('F3').r);
    expect(seesF3(await shell.viewshed({ from: at('A1'), rules: 'arvold' }))).toBe(true);
    expect(seesF3(await shell.viewshed({ from: at('A1'), rules: 'arvold', readings: together }))).toBe(false);
    // Naming a default reading is the same as naming none: the matrix answers.
    expect(seesF3(await shell.viewshed({ from: at('A1'), rules: 'arvold', readings: { noteL: 'separate' } }))).toBe(
      true,
    );
  });
});

describe('the audit in the shell (docs/audit.md)', () => {
  test('built in chunks with progress; a newer audit or a cancel drops the one in progress; then viewsheds read the matrix', async () => {
    const { shell, answer, at } = await loaded();
    if (!answer.ok) return;
    const first = shell.audit({ rules: 'arvold' });
    const second = shell.audit({ rules: 'original' });
    expect(await first).toEqual({ ok: false, message: 'cancelled' });
    const report = await second;
    expect(report.ok && report.value.rules).toBe('original');
    // Every rule set that reads the board (original, arvold, tgx): one matrix each.
    expect(shell.auditProgress()).toEqual({ done: 48 * 47 * 3, total: 48 * 47 * 3 });

    const arvold = await shell.audit({ rules: 'arvold' });
    if (!arvold.ok) throw new Error(arvold.message);
    const fromMatrix = await shell.viewshed({ from: at('C3'), rules: 'arvold' });
    const { viewshed } = await import('../engine/viewshed.ts');
    expect(fromMatrix).toEqual({ ok: true, value: viewshed(answer.board, { from: at('C3'), rules: 'arvold' }) });
    expect(arvold.value.hexes.find((h) => h.hex.q === at('C3').q && h.hex.r === at('C3').r)?.seen).toBe(
      fromMatrix.ok ? fromMatrix.value.length : -1,
    );

    const pending = shell.audit({ rules: 'arvold' });
    shell.cancelAudit();
    expect(await pending).toEqual({ ok: false, message: 'cancelled' });
    expect(shell.auditProgress()).toBeUndefined();
  });
});

/**
 * A square board of clear hexes with woods on a lattice: its viewshed takes
 * many slices. Nearly every line meets a woods hex, so it is judged in full;
 * on open ground the verdict path answers a line without judging it, and a
 * board of few woods is seen in a slice or two, too soon to be superseded.
 */
function wideBoard(side: number): string {
  const column = (i: number) => String.fromCharCode(65 + (i % 26)).repeat(Math.floor(i / 26) + 1);
  const hexes: Record<string, { terrain: string }> = {};
  for (let c = 0; c < side; c += 4)
    for (let r = 0; r < side; r += 4) hexes[`${column(c)}${r + 1}`] = { terrain: 'woods' };
  return JSON.stringify({
    format: 'hexlos-board/1',
    id: 'wide',
    name: 'Wide',
    grid: { columns: side, rows: side },
    hexes,
  });
}

describe('a superseded viewshed stops in the worker', () => {
  // A new board stops the viewshed only once the board is adopted, after the
  // parse's own waits: about four slices of 12 ms. A 160-hex square was seen
  // whole in about that time on this machine, so the test raced; the largest
  // board the format allows takes well over twice as long.
  const side = 200;
  async function wide() {
    const shell = new EngineShell();
    const answer = await shell.loadFiles([{ name: 'wide.json', text: wideBoard(side) }]);
    if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
    return { shell, at: (label: string) => hexByLabel(answer.board, label)! };
  }

  test.each([
    {
      name: 'a newer viewshed',
      stop: (shell: EngineShell, at: (l: string) => { q: number; r: number }) =>
        shell.viewshed({ from: at('B2'), rules: 'arvold' }),
    },
    { name: 'cancelViewshed', stop: (shell: EngineShell) => shell.cancelViewshed() },
    { name: 'a new board', stop: (shell: EngineShell) => shell.loadFiles([{ name: 'shell-test.json', text: BOARD }]) },
  ])('$name stops the running one between two slices', async ({ stop }) => {
    const { shell, at } = await wide();
    const first = shell.viewshed({ from: at('NN40'), rules: 'arvold' });
    // Let it run one slice, then stop it.
    await new Promise((r) => setTimeout(r, 0));
    const later = stop(shell, at);
    expect(await first).toEqual({ ok: false, message: CANCELLED });
    await later;
    const work = shell.workDone();
    expect(work.cancelled).toBe(1);
    // The stopped viewshed judged only part of the board (the newer one, when there is one, all of it).
    const newer = work.viewsheds - 1;
    expect(work.judged - newer * side * side).toBeGreaterThan(0);
    expect(work.judged - newer * side * side).toBeLessThan(side * side);
  });

  test('a viewshed that is not superseded answers as the engine does, however many slices it takes', async () => {
    const { shell, at } = await wide();
    const { viewshed } = await import('../engine/viewshed.ts');
    const board = (await shell.loadFiles([{ name: 'wide.json', text: wideBoard(side) }])) as {
      ok: true;
      board: Parameters<typeof viewshed>[0];
    };
    expect(await shell.viewshed({ from: at('NN40'), rules: 'arvold' })).toEqual({
      ok: true,
      value: viewshed(board.board, { from: at('NN40'), rules: 'arvold' }),
    });
    expect(shell.workDone()).toEqual({ viewsheds: 1, cancelled: 0, judged: side * side, loadsStopped: 0 });
  });

  test('through the client: the superseded answer is stale, the newer one fresh', async () => {
    const { shell, at } = await wide();
    const client = createEngineClient(shell, false);
    const first = client.ask('viewshed', 'viewshed', { from: at('NN40'), rules: 'arvold' });
    await new Promise((r) => setTimeout(r, 0));
    const second = client.ask('viewshed', 'viewshed', { from: at('B2'), rules: 'arvold' });
    expect(await first).toEqual({ stale: true });
    const fresh = await second;
    expect(!fresh.stale && fresh.value.ok).toBe(true);
    expect(shell.workDone().cancelled).toBe(1);
  });
});

describe('a board opened while another is parsed stops the older parse', () => {
  const wideFile = { name: 'wide.json', text: wideBoard(160) };
  const smallFile = { name: 'shell-test.json', text: BOARD };

  test.each([
    { name: 'a newer file', newer: (shell: EngineShell) => shell.loadFiles([smallFile]) },
    { name: 'a bundled board', newer: (shell: EngineShell) => shell.loadBundled('ridge-and-river') },
  ])('$name: the older load stops before its board is built, and the newer one is the board', async ({ newer }) => {
    const shell = new EngineShell();
    const first = shell.loadFiles([wideFile]);
    const second = newer(shell);
    expect(await first).toEqual({ ok: false, errors: [{ path: '', message: CANCELLED }], warnings: [] });
    const kept = await second;
    expect(kept.ok).toBe(true);
    expect(shell.workDone().loadsStopped).toBe(1);
    // The board in the shell is the newer one: a hex of the wide board is not on it.
    const far = { q: 150, r: 0 };
    const answer = shell.los({ from: { q: 0, r: 0 }, to: far, rules: 'arvold' });
    expect(answer.ok).toBe(false);
  });

  test('a load not overtaken is not stopped', async () => {
    const shell = new EngineShell();
    const answer = await shell.loadFiles([wideFile]);
    expect(answer.ok).toBe(true);
    expect(shell.workDone().loadsStopped).toBe(0);
  });

  test("through the client: the older board's answer is stale, the newer one fresh", async () => {
    const shell = new EngineShell();
    const client = createEngineClient(shell, false);
    const first = client.ask('board', 'loadFiles', [wideFile]);
    const second = client.ask('board', 'loadFiles', [smallFile]);
    expect(await first).toEqual({ stale: true });
    const fresh = await second;
    expect(fresh.stale).toBe(false);
    if (!fresh.stale) expect(fresh.value.ok && fresh.value.board.name).toBe('Shell test');
  });
});
