import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { hexByLabel } from '../engine/board-model.ts';
import { evaluateCombat } from '../engine/combat/index.ts';
import { frac } from '../engine/fraction.ts';
import type { Axial, Board } from '../engine/types.ts';
import { UsageError } from './args.ts';
import { command, oddsJson } from './commands/odds.ts';
import { EXIT } from './io.ts';
import { loadBoardArg } from './load.ts';
import { captureIO, hexlosProcess } from './testing.ts';

const BOARD = fileURLToPath(new URL('./fixtures/combat-board.json', import.meta.url));

async function loadFixture(): Promise<Board> {
  const loaded = await loadBoardArg(BOARD, captureIO(), true);
  if (typeof loaded === 'number') throw new Error('the combat fixture board does not load');
  return loaded.board;
}

function hex(board: Board, label: string): Axial {
  const h = hexByLabel(board, label);
  if (!h) throw new Error(`no ${label}`);
  return h;
}

async function runOdds(argv: string[]) {
  const io = captureIO();
  const code = await command.run(argv, io).catch((e: unknown) => {
    if (e instanceof UsageError) return EXIT.usage;
    throw e;
  });
  return { code, out: io.out(), err: io.err() };
}

describe('hexlos odds (docs/cli.md#hexlos-odds-board)', () => {
  it('the real CLI process agrees with evaluateCombat (docs/cli.md#hexlos-odds-board odds --json, arvold LOS)', async () => {
    const args = [
      '--target',
      'h5',
      '--df',
      '3',
      '--firer',
      'C2:12:H:10',
      '--firer',
      'a9:4:a:5',
      '--firer',
      'H4:5:A:6',
      '--firer',
      'D5:6:H:8',
      '--json',
    ];
    const proc = hexlosProcess(['odds', BOARD, ...args]);
    expect(proc.stderr).toBe('');
    expect(proc.status).toBe(0);
    const printed = JSON.parse(proc.stdout);

    const board = await loadFixture();
    const expected = evaluateCombat(board, {
      target: hex(board, 'H5'),
      df: frac(3),
      rules: 'arvold',
      markers: {},
      firers: [
        { hex: hex(board, 'C2'), af: frac(12), weaponClass: 'H', range: 10 },
        { hex: hex(board, 'A9'), af: frac(4), weaponClass: 'A', range: 5 },
        { hex: hex(board, 'H4'), af: frac(5), weaponClass: 'A', range: 6 },
        { hex: hex(board, 'D5'), af: frac(6), weaponClass: 'H', range: 8 },
      ],
    });
    expect(printed).toEqual(JSON.parse(JSON.stringify(oddsJson(board, expected))));

    // And the facts a player reads: 000 C from the hilltop, 003 WEC x 000 B across the
    // brown hexside, out of range (docs/combat.md#each-firer-in-order step 1), behind the single-hex woods (step 2).
    expect(printed.target).toEqual({ hex: 'H5', terrain: 'slope', level: 'S1', armored: false, df: '3' });
    expect(
      printed.firers.map((f: { hex: string; effective: string; los: unknown }) => [f.hex, f.effective, f.los]),
    ).toEqual([
      ['C2', '6', { visible: true }],
      ['H4', '5/4', { visible: true }],
    ]);
    expect(printed.firers[0].multipliers).toEqual([
      {
        factor: '1/2',
        rule: 'hill-C',
        source: '000_a03a26f52f8a01a8.txt, Hill and Slope Defense Exceptions C',
        text: 'Halved: the defender is on a slope and you are not adjacent (Hill and Slope Defence Exception C)',
      },
    ]);
    expect(printed.firers[1].multipliers.map((m: { rule: string }) => m.rule)).toEqual(['003-weapon-A', 'hill-B']);
    expect(printed.excluded.map((e: { hex: string; rule: string }) => [e.hex, e.rule])).toEqual([
      ['A9', 'range'],
      ['D5', 'los'],
    ]);
    expect(printed.excluded[0].reason).toBe('out of range (distance 7 > range 5)');
    expect(printed.excluded[1].reason).toMatch(/^no line of sight: /);
    expect(printed.totalAf).toBe('29/4');
    expect(printed.ratio).toBe('29/12');
    expect(printed.column).toBe('2-1');
    expect(printed.chances).toEqual({ X: '1/6', DD: '1/3', D: '1/3', none: '1/6' });
  });

  // Amended 2026-11-25: never halving indirect fire is now the reading indirectHalving=never.
  it('docs/combat.md#each-firer-in-order step 4: indirect fire skips the LOS check and is never halved (indirectHalving=never)', async () => {
    const { code, out } = await runOdds([
      BOARD,
      '--target',
      'H5',
      '--df',
      '3',
      '--firer',
      'C2:12:H:10',
      '--firer',
      'D5:6:H:8',
      '--indirect',
      '--reading',
      'indirectHalving=never',
      '--json',
    ]);
    expect(code).toBe(0);
    const r = JSON.parse(out);
    expect(r.firers.map((f: { hex: string; effective: string; los: unknown }) => [f.hex, f.effective, f.los])).toEqual([
      ['C2', '12', null],
      ['D5', '6', null],
    ]);
    expect(r.firers[0].multipliers).toEqual([expect.objectContaining({ factor: '1', rule: 'indirect-no-halving' })]);
    expect(r.column).toBe('4-1');
  });

  it("003 Offboard Artillery: --observed (a forward observer sees the target hex) removes the hit roll; the chances are the table's", async () => {
    const args = [
      BOARD,
      '--target',
      'H5',
      '--df',
      '3',
      '--firer',
      'C2:12:H:10',
      '--firer',
      'D5:6:H:8',
      '--indirect',
      '--json',
    ];
    const unobserved = JSON.parse((await runOdds(args)).out);
    const { code, out } = await runOdds([...args, '--observed']);
    expect(code).toBe(0);
    const r = JSON.parse(out);
    expect(r.observed).toBe(true);
    expect(r.indirectFire).toBeUndefined();
    expect(unobserved.observed).toBeUndefined();
    expect(r.column).toBe(unobserved.column);
    expect(r.chances).toEqual(unobserved.indirectFire.chancesIfHit);
    expect(r.notes.join(' ')).toContain('A forward observer sees the target hex');
    const text = (await runOdds(args.filter((a) => a !== '--json').concat('--observed'))).out;
    expect(text).toContain('observed artillery');
    expect(text).not.toContain('hit roll:');
  });

  it('003 Offboard Artillery: --observed without --indirect is a usage error', async () => {
    await expect(
      command.run([BOARD, '--target', 'H5', '--df', '3', '--firer', 'C2:12:H:10', '--observed'], captureIO()),
    ).rejects.toThrow('--observed is for artillery');
  });

  it('000 Hill and Slope Exception C: indirect fire at a slope is halved by default, and the other reading is named', async () => {
    const { code, out } = await runOdds([
      BOARD,
      '--target',
      'H5',
      '--df',
      '3',
      '--firer',
      'C2:12:H:10',
      '--firer',
      'D5:6:H:8',
      '--indirect',
      '--json',
    ]);
    expect(code).toBe(0);
    const r = JSON.parse(out);
    expect(r.firers.map((f: { hex: string; effective: string }) => [f.hex, f.effective])).toEqual([
      ['C2', '6'],
      ['D5', '3'],
    ]);
    expect(r.firers[0].multipliers).toEqual([expect.objectContaining({ factor: '1/2', rule: 'hill-C' })]);
    expect(r.notes.join(' ')).toContain("Under the other reading of 000's Hill and Slope Defense Exception C");
  });

  it('docs/combat.md, 000 B: an overrun is not halved, shifts right and takes -2', async () => {
    const { code, out } = await runOdds([
      BOARD,
      '--target',
      'G7',
      '--df',
      '4',
      '--firer',
      'G6:6:A:6',
      '--overrun',
      '--json',
    ]);
    expect(code).toBe(0);
    const r = JSON.parse(out);
    expect(r).toMatchObject({ totalAf: '6', odds: '1-1', column: '2-1', shift: 1 });
    expect(r.drm).toEqual([expect.objectContaining({ value: -2, text: '-2: overrun attack' })]);
  });

  it('001 Town/Slope: combined DF, armoured, +1, spotting reminder; dispersed DD reads X', async () => {
    const { code, out } = await runOdds([
      BOARD,
      '--target',
      'F8',
      '--df',
      '4',
      '--firer',
      'G7:8:H:10',
      '--indirect',
      '--dispersed',
      '--json',
      '--reading',
      'indirectHalving=never',
    ]);
    expect(code).toBe(0);
    const r = JSON.parse(out);
    expect(r.target).toEqual({
      hex: 'F8',
      terrain: 'town-slope',
      level: 'S1',
      armored: true,
      df: '4',
      combinedDf: true,
    });
    expect(r.drm.map((m: { value: number }) => m.value)).toEqual([-1, 1]);
    expect(r.reminders).toEqual(['The target is in a town/slope hex: it must be spotted before it may be fired on.']);
    expect(r.column).toBe('2-1');
    expect(r.dice.filter((d: { printed?: string }) => d.printed === 'DD')).not.toHaveLength(0);
    expect(r.chances.DD).toBe('0');
  });

  it('003 Indirect Fire: the hit roll and scatter distances are in the result, and the chances include the hit chance', async () => {
    const { code, out } = await runOdds([
      BOARD,
      '--target',
      'H5',
      '--df',
      '3',
      '--firer',
      'C2:12:H:10',
      '--indirect',
      '--json',
      '--reading',
      'indirectHalving=never',
    ]);
    expect(code).toBe(0);
    const r = JSON.parse(out);
    expect(r.column).toBe('4-1');
    expect(r.indirectFire).toMatchObject({
      source: '003_556d2a178b7b89f6.txt, Offboard Artillery: Indirect Fire',
      hit: { faces: [1, 2], chance: '1/3' },
      scatter: [
        { faces: [1, 2], hexes: 1, chance: '2/9' },
        { faces: [3, 4], hexes: 2, chance: '2/9' },
        { faces: [5], hexes: 3, chance: '1/9' },
        { faces: [6], hexes: null, chance: '1/9' },
      ],
      chancesIfHit: { X: '5/6', DD: '1/6', D: '0', none: '0' },
    });
    expect(r.chances).toEqual({ X: '5/18', DD: '1/18', D: '0', none: '2/3' });
    expect(r.refusal).toBeNull();
    const direct = JSON.parse(
      (await runOdds([BOARD, '--target', 'H5', '--df', '3', '--firer', 'C2:12:H:10', '--json'])).out,
    );
    expect(direct.indirectFire).toBeUndefined();
  });

  it('003 Indirect Fire: the text names the hit roll, the scatter and both sets of chances', async () => {
    const { out } = await runOdds([
      BOARD,
      '--target',
      'H5',
      '--df',
      '3',
      '--firer',
      'C2:12:H:10',
      '--indirect',
      '--reading',
      'indirectHalving=never',
    ]);
    expect(out).toContain(
      '  hit roll: 1–2 hits (1/3); otherwise it scatters: 1–2: 1 hex (2/9), 3–4: 2 hexes (2/9), 5: 3 hexes (1/9), 6: missed (1/9)\n',
    );
    expect(out).toContain('  chances on a hit: X 5/6 · DD 1/6 · D 0 · none 0\n');
    expect(out).toContain('  chances: X 5/18 · DD 1/18 · D 0 · none 2/3  (the hit roll included)\n');
  });

  it("003 Overrun Attack: each unit's pass names its exit hex and the movement points it needs", async () => {
    const { code, out } = await runOdds([
      BOARD,
      '--target',
      'G7',
      '--df',
      '4',
      '--firer',
      'G6:6:A:6',
      '--overrun',
      '--json',
    ]);
    expect(code).toBe(0);
    const r = JSON.parse(out);
    expect(r.firers[0].pass).toMatchObject({
      exit: 'G8',
      mp: '2',
      truckMp: '4',
      steps: [
        { hex: 'G7', mp: '1', truckMp: '2', rule: '003-overrun-enter' },
        { hex: 'G8', mp: '1', truckMp: '2', rule: '003-overrun-exit' },
      ],
      cautions: [],
    });
    expect(r.firers[0].pass.text).toBe(
      'The pass needs 2 MP (trucks 4): 1 MP to enter G7 (clear: 1 MP, trucks 2 MP); then 1 MP to enter G8 (clear: 1 MP, trucks 2 MP); the unit stops in G8, directly opposite G6 (003 Overrun Attack).',
    );
    expect(r.refusal).toBeNull();
  });

  it.each([
    // G6 over G7 to G8: 1 MP in, 1 MP out (trucks 2 and 2).
    {
      name: '003 Overrun Attack: 2 MP left is enough for the 2 MP pass',
      firer: 'G6:6:A:6:mp=2',
      army: [],
      refused: undefined,
    },
    {
      name: '003 Overrun Attack: 1 MP left is not',
      firer: 'G6:6:A:6:mp=1',
      army: [],
      refused: { rule: '003-overrun-mp', says: 'the pass needs 2 MP and the unit has 1 MP left' },
    },
    {
      name: '003 Overrun Attack: a truck with 3 MP left cannot make the 4 MP pass',
      firer: 'G6:6:A:6:mp=3:truck',
      army: [],
      refused: { rule: '003-overrun-mp', says: 'the pass needs 4 MP for a truck' },
    },
    {
      name: '003 Stacking: Russian, 2 units already in G8: no room to stop',
      firer: 'G6:6:A:6:exit=2',
      army: ['--army', 'russian'],
      refused: {
        rule: '003-stacking',
        says: 'it must stop in G8, which already holds 2 units, and Russian units stack at most 2 to a hex',
      },
    },
    {
      name: '003 Stacking: German, 2 units already in G8: room for a third',
      firer: 'G6:6:A:6:exit=2',
      army: ['--army', 'german'],
      refused: undefined,
    },
  ])('$name', async ({ firer, army, refused }) => {
    const { code, out } = await runOdds([
      BOARD,
      '--target',
      'G7',
      '--df',
      '4',
      '--firer',
      firer,
      '--overrun',
      ...army,
      '--json',
    ]);
    expect(code).toBe(0);
    const r = JSON.parse(out);
    if (!refused) {
      expect(r.refusal ?? null).toBeNull();
      expect(r.firers).toHaveLength(1);
    } else {
      expect(r.refusal).toMatchObject({ rule: refused.rule });
      expect(r.refusal.text).toContain(refused.says);
    }
  });

  it('--firer extras and --army are checked', async () => {
    await expect(
      command.run([BOARD, '--target', 'G7', '--df', '4', '--firer', 'G6:6:A:6:speed=3', '--overrun'], captureIO()),
    ).rejects.toThrow('after RANGE come only mp=N, exit=N or truck');
    await expect(
      command.run(
        [BOARD, '--target', 'G7', '--df', '4', '--firer', 'G6:6:A:6', '--overrun', '--army', 'french'],
        captureIO(),
      ),
    ).rejects.toThrow('--army must be german or russian');
  });

  it('003 Overrun Attack: an exit hex off the map refuses the overrun, with the reason, from the real process', () => {
    const args = ['odds', BOARD, '--target', 'G10', '--df', '4', '--firer', 'G9:6:A:6', '--overrun'];
    const text = hexlosProcess(args);
    expect(text.status).toBe(0);
    expect(text.stdout.split('\n')[0]).toBe(
      'Overrun refused: the hex directly opposite G9, beyond G10, is off the map, and the overrunning unit must stop there (003 Overrun Attack)  (against G10 (clear))',
    );
    expect(text.stdout).not.toContain('chances');
    expect(text.stdout.split('is off the map').length - 1).toBe(1);
    const json = hexlosProcess([...args, '--json']);
    const r = JSON.parse(json.stdout);
    expect(r.refusal).toMatchObject({ rule: '003-overrun-exit', source: '003_556d2a178b7b89f6.txt, Overrun Attack' });
    expect(r.excluded).toEqual([expect.objectContaining({ hex: 'G9', rule: '003-overrun-exit' })]);
    expect(r.excluded[0].exit).toBeUndefined();
    expect(r.column).toBeNull();
  });

  it('prints a short text without --json', async () => {
    const { code, out } = await runOdds([
      BOARD,
      '--target',
      'H5',
      '--df',
      '3',
      '--firer',
      'C2:12:H:10',
      '--indirect',
      '--reading',
      'indirectHalving=never',
    ]);
    expect(code).toBe(0);
    expect(out).toMatch(/^4-1 {2}AF 12 : DF 3 against H5 \(slope\)/);
    expect(out).toContain('C2');
    expect(out).toContain('chances:');
  });

  it.each([
    ['docs/cli.md: --target is required', ['--df', '3', '--firer', 'C2:12:H:10']],
    ['docs/cli.md: --df is required', ['--target', 'H5', '--firer', 'C2:12:H:10']],
    ['docs/cli.md: at least one --firer', ['--target', 'H5', '--df', '3']],
    ['docs/cli.md: firer is HEX:AF:CLASS:RANGE', ['--target', 'H5', '--df', '3', '--firer', 'C2:12:H']],
    ['003 WEC: the class is I, A, H or M', ['--target', 'H5', '--df', '3', '--firer', 'C2:12:Z:10']],
    ['the DF must be positive', ['--target', 'H5', '--df', '0', '--firer', 'C2:12:H:10']],
    [
      'docs/combat.md: an overrun is not indirect fire',
      ['--target', 'H5', '--df', '3', '--firer', 'H4:5:A:6', '--overrun', '--indirect'],
    ],
  ])('%s (exit 2)', async (_name, args) => {
    const { code } = await runOdds([BOARD, ...args]);
    expect(code).toBe(2);
  });

  it('docs/cli.md: a hex not on the board is invalid input (exit 1, located JSON error)', async () => {
    const { code, out } = await runOdds([BOARD, '--target', 'Z99', '--df', '3', '--firer', 'C2:12:H:10', '--json']);
    expect(code).toBe(1);
    expect(JSON.parse(out)).toMatchObject({
      error: expect.any(String),
      errors: [expect.objectContaining({ message: expect.any(String) })],
    });
  });
});
