// The real `hexlos` process against the engine: los, viewshed and check print
// what the engine computes (docs/cli.md), with its exit codes.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, test } from 'vitest';

import { loadBoardFile } from '../board/node-io.ts';
import { hexByLabel, labelOf } from '../engine/board-model.ts';
import { evaluateLos } from '../engine/rules/index.ts';
import { READINGS } from '../engine/rules/readings.ts';
import type { Board } from '../engine/types.ts';
import { viewshed } from '../engine/viewshed.ts';
import { boundUnderLoad } from '../node-load-bound.ts';
import { losJson } from './los-json.ts';
import { hexlosProcess } from './testing.ts';

const BOARD = new URL('./fixtures/demo-ridge.json', import.meta.url).pathname;

async function hexlos(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { status, stdout, stderr } = hexlosProcess(args);
  return { code: status, stdout, stderr };
}

async function board(): Promise<Board> {
  const r = await loadBoardFile(BOARD);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.board;
}

describe('hexlos los', () => {
  test('prints the engine result for the docs/cli.md#hexlos-los-board-from-to example (real process)', async () => {
    const b = await board();
    const { code, stdout } = await hexlos('los', BOARD, 'c2', 'G5', '--json');
    expect(code).toBe(0);
    const printed = JSON.parse(stdout);
    const engine = evaluateLos(b, { from: hexByLabel(b, 'C2')!, to: hexByLabel(b, 'G5')!, rules: 'arvold' });
    expect(printed).toEqual(JSON.parse(JSON.stringify(losJson(b, engine))));
    expect(printed.visible).toBe(false);
    expect(printed.routes).toEqual({ count: '3', blocked: '2' });
    expect(printed.reasons[0]).toMatchObject({
      rule: 'C',
      kind: 'hexside',
      symbol: 'brown',
      side: 4,
      between: ['E4', 'F4'],
      position: '7/10',
    });
  });

  test('range 0, --rules all, an unknown hex and wrong usage', async () => {
    const same = JSON.parse((await hexlos('los', BOARD, 'C4', 'c4', '--json')).stdout);
    expect(same).toMatchObject({ range: 0, steps: [['C4']], visible: true, reasons: [] });
    const all = JSON.parse((await hexlos('los', BOARD, 'C2', 'G5', '--rules', 'all', '--json')).stdout);
    expect(all.verdicts.map((v: { rules: string }) => v.rules)).toEqual(['arvold', 'original', 'tgx']);
    for (const r of all.results) {
      const single = JSON.parse((await hexlos('los', BOARD, 'C2', 'G5', '--rules', r.rules, '--json')).stdout);
      expect(single).toEqual(r);
    }
    const bad = await hexlos('los', BOARD, 'C2', 'Z99', '--json');
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stdout).errors[0].hex).toBe('Z99');
    expect((await hexlos('los', BOARD, 'C2')).code).toBe(2);
    expect((await hexlos('los', BOARD, 'C2', 'G5', '--rules', 'nope')).code).toBe(2);
    expect((await hexlos('los', BOARD, 'C2', 'G5', '--rules', 'tgx', '--trace', 'real')).code).toBe(2);
  });

  test('markers: artillery on the line blocks it', async () => {
    const r = JSON.parse((await hexlos('los', BOARD, 'C5', 'C9', '--blocked-hex', 'c7', '--json')).stdout);
    expect(r.visible).toBe(false);
    expect(r.reasons[0]).toMatchObject({ rule: 'blocked-hex', kind: 'hex', hex: 'C7' });
  });
});

/** A bundled board: ridge-and-river's A1 → F3 crosses one orange and one purple side (000 notes F, L). */
const RIDGE = new URL('../../boards/ridge-and-river.json', import.meta.url).pathname;

describe('hexlos los --reading (docs/rules.md, Disputed readings)', () => {
  test('a house reading is the one the verdict is judged by; the default becomes the disputed one (000 note L)', async () => {
    // A1 (ground) → F3 (level 2 hilltop): one orange and one purple side on the line.
    const byDefault = JSON.parse((await hexlos('los', RIDGE, 'A1', 'F3', '--json')).stdout);
    expect(byDefault.visible).toBe(true);
    expect(byDefault.disputes).toEqual([
      expect.objectContaining({ reading: 'noteL', value: 'together', visible: false }),
    ]);
    const house = JSON.parse((await hexlos('los', RIDGE, 'A1', 'F3', '--reading', 'noteL=together', '--json')).stdout);
    expect(house.visible).toBe(false);
    expect(house.disputes).toEqual([expect.objectContaining({ reading: 'noteL', value: 'separate', visible: true })]);
    const text = (await hexlos('los', RIDGE, 'A1', 'F3', '--reading=noteL=together')).stdout;
    expect(text).toMatch(/^BLOCKED {2}A1 → F3/);
    expect(text).toContain(
      '? Under the other reading of 000 note L (orange and purple counted separately) this line is CLEAR.',
    );
    const seen = JSON.parse((await hexlos('viewshed', RIDGE, 'A1', '--reading', 'noteL=together', '--json')).stdout);
    expect(seen.visible).not.toContain('F3');
    expect(JSON.parse((await hexlos('viewshed', RIDGE, 'A1', '--json')).stdout).visible).toContain('F3');
  });

  test('odds: the LOS check of direct fire is judged by the house reading too', async () => {
    const odds = (...extra: string[]) =>
      hexlos('odds', RIDGE, '--target', 'F3', '--df', '2', '--firer', 'A1:8:H:12', ...extra, '--json');
    const byDefault = JSON.parse((await odds()).stdout);
    expect(byDefault.firers.map((f: { hex: string }) => f.hex)).toEqual(['A1']);
    const house = JSON.parse((await odds('--reading', 'noteL=together')).stdout);
    expect(house.firers).toEqual([]);
    expect(house.excluded[0]).toMatchObject({ hex: 'A1' });
    expect(house.excluded[0].reason).toMatch(/^no line of sight: .*note L/);
  });

  test('an unknown reading or value is wrong usage (exit 2) naming the choices', async () => {
    const unknown = await hexlos('los', RIDGE, 'A1', 'F3', '--reading', 'noteQ=together');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('noteL, twoThirds, lowOnSlope, clarification3, tgxNote1');
    const value = await hexlos('los', RIDGE, 'A1', 'F3', '--reading', 'noteL=sometimes');
    expect(value.code).toBe(2);
    expect(value.stderr).toContain('separate, together');
    // A reading of three values names all three.
    const three = await hexlos('los', RIDGE, 'A1', 'F3', '--reading', 'lowOnSlope=always');
    expect(three.code).toBe(2);
    expect(three.stderr).toContain(
      '--reading lowOnSlope=VALUE: VALUE is one of low-or-brown, ground-woods, town-printed',
    );
  });

  test("one of HexLOS's own assumptions is a reading like the others: F4 → M5, the level 2 band (docs/rules.md)", async () => {
    // F4 (level 2 hilltop) → M5 (level 1 slope): the brown side of M5's own hex, which no note of 000 covers.
    const byDefault = JSON.parse((await hexlos('los', RIDGE, 'F4', 'M5', '--json')).stdout);
    expect(byDefault.visible).toBe(true);
    expect(byDefault.disputes).toEqual([
      expect.objectContaining({ reading: 'level2Band', value: 'heights', visible: false }),
    ]);
    const text = (await hexlos('los', RIDGE, 'F4', 'M5', '--reading', 'level2Band=heights')).stdout;
    expect(text).toMatch(/^BLOCKED {2}F4 → M5/);
    expect(text).toContain('(the heights reading of the level 2 band)');
    expect(text).toContain('? Under the other reading of the level 2 band, where the printed rules are silent (');
    expect(text).not.toMatch(/\bseed|\bcell/i);
  });

  test('every value of every reading is accepted', async () => {
    // Every value but the defaults, which the tests above already run without --reading.
    const args = READINGS.flatMap((info) => info.values.slice(1).map((value) => `${info.id}=${value}`));
    for (const choice of args) {
      const r = await hexlos('los', RIDGE, 'A1', 'F3', '--reading', choice, '--json');
      expect(r.code, choice).toBe(0);
    }
  });
});

describe('hexlos los: what did not block, disputes and the rules cited', () => {
  test('--json lists `cleared`, `disputes` and `citations` as the engine gives them (real process)', async () => {
    const loaded = await loadBoardFile(RIDGE);
    if (!loaded.ok) throw new Error('bundled board');
    const b = loaded.board;
    const { code, stdout } = await hexlos('los', RIDGE, 'A1', 'F3', '--json');
    expect(code).toBe(0);
    const printed = JSON.parse(stdout);
    const engine = evaluateLos(b, { from: hexByLabel(b, 'A1')!, to: hexByLabel(b, 'F3')!, rules: 'arvold' });
    expect(printed).toEqual(JSON.parse(JSON.stringify(losJson(b, engine))));
    expect(printed).toMatchObject({ visible: true, reasons: [] });
    // 000 note F: orange 0.70 of the way is beyond the first third; note L: one orange and one purple are allowed.
    expect(printed.cleared).toMatchObject([
      {
        rule: 'F',
        kind: 'hexside',
        symbol: 'orange',
        side: 4,
        between: ['D2', 'E3'],
        position: '7/10',
        cites: ['F', 'L'],
      },
      { rule: 'L', kind: 'hexside', symbol: 'purple', side: 5, between: ['E3', 'F3'], position: '9/10', cites: ['L'] },
    ]);
    expect(printed.cleared[1].text).toContain('one purple hexside is allowed');
    // 000 note L read with orange and purple counted together: two counted sides block.
    expect(printed.disputes).toEqual([
      {
        reading: 'noteL',
        value: 'together',
        visible: false,
        text: 'Under the other reading of 000 note L (orange and purple counted together) this line is BLOCKED.',
      },
    ]);
    expect(printed.citations.map((c: { id: string; name: string }) => [c.id, c.name])).toEqual([
      ['F', 'note F'],
      ['L', 'note L'],
    ]);
    for (const c of printed.citations) {
      for (const entry of printed.cleared) expect(entry.text).not.toContain(c.text);
    }
  });

  test('the text output quotes each rule once, after the reasons', async () => {
    const { code, stdout } = await hexlos('los', RIDGE, 'A1', 'F3');
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines.filter((l) => l.startsWith('  + '))).toHaveLength(2);
    expect(lines.filter((l) => l.startsWith('  ? '))).toEqual([
      '  ? Under the other reading of 000 note L (orange and purple counted together) this line is BLOCKED.',
    ]);
    const quoteOfL = 'The ONLY case in which a unit may trace an unobstructed Line-of-Sight';
    expect(stdout.split(quoteOfL)).toHaveLength(2);
    expect(lines.filter((l) => l.startsWith('  § ')).map((l) => l.split(':')[0])).toEqual(['  § note F', '  § note L']);
  });

  test('a blocked line lists what did not block after the reasons; tgx and original too (real process)', async () => {
    for (const rules of ['arvold', 'original', 'tgx']) {
      const printed = JSON.parse((await hexlos('los', RIDGE, 'G6', 'EE6', '--rules', rules, '--json')).stdout);
      expect(printed.reasons.length, rules).toBeGreaterThan(0);
      const ids = new Set(printed.citations.map((c: { id: string }) => c.id));
      for (const r of [...printed.reasons, ...(printed.cleared ?? [])]) {
        for (const id of r.cites ?? []) expect(ids.has(id), `${rules}: ${r.text}`).toBe(true);
      }
    }
  });
});

describe('hexlos viewshed', () => {
  test('lists what the engine sees', async () => {
    const b = await board();
    const { code, stdout } = await hexlos('viewshed', BOARD, 'C2', '--json');
    expect(code).toBe(0);
    const printed = JSON.parse(stdout);
    const expected = viewshed(b, { from: hexByLabel(b, 'C2')!, rules: 'arvold' }).map((h) => labelOf(b, h));
    expect(printed).toEqual({ from: 'C2', rules: 'arvold', trace: 'hex', visible: expected, count: expected.length });
    expect(printed.visible).not.toContain('C2');
  });
});

describe('hexlos check', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hexlos-check-'));
  const write = (name: string, doc: unknown) => {
    const file = join(dir, name);
    writeFileSync(file, JSON.stringify(doc));
    return file;
  };

  test('exit 0 when every fact holds, 3 with each failure and its reasons', async () => {
    const ok = write('ok.json', {
      format: 'hexlos-expect/1',
      rules: 'arvold',
      cases: [
        { from: 'C2', to: 'G5', visible: false },
        { from: 'C2', to: 'G5', visible: false, rules: 'original' },
        { from: 'C2', to: 'C3', visible: true, steps: [['C2'], ['C3']] },
        { from: 'C5', to: 'C9', visible: false, blockedHexes: ['C7'] },
      ],
    });
    expect((await hexlos('check', BOARD, ok)).code).toBe(0);
    const failing = write('fail.json', { format: 'hexlos-expect/1', cases: [{ from: 'C2', to: 'G5', visible: true }] });
    const r = await hexlos('check', BOARD, failing, '--json');
    expect(r.code).toBe(3);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ total: 1, passed: 0 });
    expect(out.failed[0]).toMatchObject({
      from: 'C2',
      to: 'G5',
      expected: { visible: true },
      actual: { visible: false },
    });
    expect(out.failed[0].reasons[0].rule).toBe('C');
  });

  test('a bad expectations file is exit 1 with every problem located', async () => {
    const bad = write('bad.json', { format: 'hexlos-expect/2', cases: [{ from: 'C2', to: 'Q99', visible: 'yes' }] });
    const r = await hexlos('check', BOARD, bad, '--json');
    expect(r.code).toBe(1);
    const paths = JSON.parse(r.stdout).errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['format', 'cases[0].to', 'cases[0].visible']));
  });

  test('thousands of cases run in one process in seconds', async () => {
    const b = await board();
    const labels = [...b.cells.values()].map((c) => c.label);
    const cases = [];
    for (let i = 0; i < 5000; i++) {
      const from = labels[(i * 7919) % labels.length];
      const to = labels[(i * 104729 + 13) % labels.length];
      const visible = evaluateLos(b, { from: hexByLabel(b, from)!, to: hexByLabel(b, to)!, rules: 'arvold' }).visible;
      cases.push({ from, to, visible });
    }
    const file = write('many.json', { format: 'hexlos-expect/1', cases });
    const t0 = performance.now();
    const r = await hexlos('check', BOARD, file, '--json');
    const seconds = (performance.now() - t0) / 1000;
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ total: 5000, passed: 5000, failed: [] });
    expect(seconds * 1000).toBeLessThan(boundUnderLoad(10_000));
  });
});

describe('the sample boards keep their expected facts (hexlos check, real process)', () => {
  test.each([
    ['boards/ridge-and-river.json', 'boards/checks/ridge-and-river.expect.json'],
    ['boards/hill-country.json', 'boards/checks/hill-country.expect.json'],
  ])('%s', async (boardFile, expectFile) => {
    const root = new URL('../../', import.meta.url).pathname;
    const r = await hexlos('check', root + boardFile, root + expectFile, '--json');
    expect(JSON.parse(r.stdout).failed).toEqual([]);
    expect(r.code).toBe(0);
  });
});

describe('elevation-number boards end to end (issue: Tagg on its own boards)', () => {
  const B = new URL('../../boards/hill-country.json', import.meta.url).pathname;
  test('validate, trace, los, viewshed', async () => {
    expect((await hexlos('validate', B)).code).toBe(0);
    const trace = JSON.parse((await hexlos('trace', B, 'A1', 'F4', '--json')).stdout);
    expect(trace.range).toBe(6);
    const los = JSON.parse((await hexlos('los', B, 'H6', 'E5', '--json')).stdout);
    expect(los).toMatchObject({ rules: 'tagg', visible: false });
    expect(los.reasons[0].rule).toMatch(/^tagg-/);
    const all = JSON.parse((await hexlos('los', B, 'H6', 'E5', '--rules', 'all', '--json')).stdout);
    expect(all.verdicts).toEqual([{ rules: 'tagg', trace: 'hex', visible: false }]);
    const view = JSON.parse((await hexlos('viewshed', B, 'H6', '--json')).stdout);
    expect(view.rules).toBe('tagg');
    expect(view.count).toBe(view.visible.length);
    expect((await hexlos('los', B, 'H6', 'E5', '--rules', 'arvold')).code).toBe(2);
  });
});
