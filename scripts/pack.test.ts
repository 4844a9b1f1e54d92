// The packed package is what a board designer's own repository installs to run
// `hexlos check` in its CI (cli.md), and what `npx hexlos` runs: `npm pack`,
// installed into an empty folder with no network and no dev dependencies, must
// run every command on a bundled board and on the bundled map, and every CLI
// example of the README verbatim. The package is staged in a temporary folder
// (the files package.json ships, the CLI bundle built fresh into it), so the
// test never rewrites the checkout's own bundle while other tests run it.
//
// The README's examples, read from README.md, run verbatim in the consumer
// folder, which holds only what a user has: the installed package, and the
// user's own files the examples name — `photo.jpg`, a photo printed from the
// shipped Ridge and River board (the README's corners and samples are that
// photo's pixels), and `game.vmod`, a VASSAL module the test makes, its board
// "Ridge" printed from a random board. The bundled boards are reached by name
// (`hexlos los ridge-and-river C2 G5`), never through a copy of `boards/`.

import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import jpeg from 'jpeg-js';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { loadBoardFile } from '../src/board/node-io.ts';
import { USAGE_AT_EXIT, usageOf } from '../src/cli/testing.ts';
import { randomTruth, renderPhoto, truthOfBoard } from '../src/scan/testing/photo.ts';
import { encodePng, makeModule, moduleImage } from '../src/scan/vassal/testing/make-module.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const work = mkdtempSync(join(tmpdir(), 'hexlos-pack-'));
const consumer = join(work, 'consumer');
const INSTALLED = 'node_modules/hexlos';
afterAll(() => rmSync(work, { recursive: true, force: true }));

// The installed command's code cache goes to a folder of the test's own, not the user's (bin/code-cache.cjs).
const OFFLINE = {
  ...process.env,
  npm_config_update_notifier: 'false',
  npm_config_offline: 'true',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
  XDG_CACHE_HOME: join(work, 'cache'),
};

function sh(cmd: string, args: string[], cwd: string) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: OFFLINE });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} (exit ${r.status}):\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

/** `npx hexlos …` in the consumer folder, as a user of the installed package types it. */
const npxHexlos = (...args: string[]) =>
  spawnSync('npx', ['--offline', 'hexlos', ...args], {
    cwd: consumer,
    encoding: 'utf8',
    env: OFFLINE,
    maxBuffer: 64 << 20,
  });

/** The README's `npx hexlos` lines in ```sh blocks, continuation lines joined. */
function readmeExamples(readme: string): string[] {
  const blocks = [...readme.matchAll(/^```sh\n([\s\S]*?)^```/gm)].map((m) => m[1]);
  return blocks
    .flatMap((block) => block.replace(/\\\n/g, ' ').split('\n'))
    .map((line) => line.trim())
    .filter((line) => /^npx hexlos\b/.test(line));
}

let tarballFiles: string[] = [];

beforeAll(async () => {
  const stage = join(work, 'stage');
  for (const entry of pkg.files as string[]) {
    if (entry.startsWith('dist-cli')) continue;
    cpSync(join(ROOT, entry), join(stage, entry), { recursive: true });
  }
  cpSync(join(ROOT, 'package.json'), join(stage, 'package.json'));
  sh(process.execPath, [join(ROOT, 'scripts/build-cli.mjs'), join(stage, 'dist-cli/hexlos.cjs')], ROOT);
  const packed = JSON.parse(sh('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], stage));
  tarballFiles = packed[0].files.map((f: { path: string }) => f.path);

  cpSync(join(ROOT, 'scripts/fixtures/empty-package.json'), join(consumer, 'package.json'));
  sh('npm', ['install', '--offline', '--no-audit', '--no-fund', join(work, packed[0].filename)], consumer);

  // The user's own files the README's examples name (no copy of the package's boards: those are reached by name).
  const ridge = await loadBoardFile(join(consumer, INSTALLED, 'boards/ridge-and-river.json'));
  if (!ridge.ok) throw new Error('the shipped Ridge and River board does not load');
  const photo = renderPhoto(truthOfBoard(ridge.board), { seed: 7, width: 1800, height: 720 });
  const { width, height, data } = photo.image;
  writeFileSync(join(consumer, 'photo.jpg'), jpeg.encode({ width, height, data }, 90).data);
  const numbering = {
    first: 'H',
    sep: '',
    hType: 'A',
    vType: 'N',
    hLeading: '0',
    vLeading: '0',
    hOff: '0',
    vOff: '1',
    stagger: 'false',
  };
  const board = moduleImage(randomTruth(9, 10, 8), { seed: 9, hexWidth: 48, numbering });
  writeFileSync(
    join(consumer, 'game.vmod'),
    makeModule([{ name: 'Ridge', image: 'ridge.png', grid: board.grid }], { 'ridge.png': encodePng(board.image) }),
  );

  // The bundled map alone in a folder: its boards can only come from the installed package.
  mkdirSync(join(consumer, 'maps'));
  cpSync(join(consumer, INSTALLED, 'boards/three-boards.json'), join(consumer, 'maps/three-boards.json'));
  const cases = [
    { from: '1-C2', to: '1-C2', visible: true },
    { from: '2-a1', to: '2-B1', visible: true },
  ];
  writeFileSync(join(consumer, 'maps/three-boards.expect.json'), JSON.stringify({ format: 'hexlos-expect/1', cases }));
}, 240_000);

describe('npm pack: the package installs and runs with no dev dependencies, offline', () => {
  test('the package declares no runtime dependencies (the CLI bundle carries them)', () => {
    // A runtime library the CLI needs is bundled by scripts/build-cli.mjs: list it under devDependencies.
    expect(pkg.dependencies ?? {}).toEqual({});
  });

  test('the tarball carries the bundle and the boards; nothing came along but hexlos itself', () => {
    // One bundle holds every command (scan's code too, initialised only when asked for: cli/bundle.test.ts).
    // Beside it, the verdict card's renderer and font, which only `hexlos card` reads (docs/card.md).
    expect(tarballFiles.filter((f) => f.startsWith('dist-cli/')).sort()).toEqual([
      'dist-cli/card/DejaVuSans-Bold.ttf',
      'dist-cli/card/DejaVuSans-LICENSE.txt',
      'dist-cli/card/DejaVuSans.ttf',
      'dist-cli/card/resvg.wasm',
      'dist-cli/hexlos.cjs',
      'dist-cli/sources.json',
    ]);
    expect(tarballFiles.filter((f) => f.startsWith('bin/')).sort()).toEqual(['bin/code-cache.cjs', 'bin/hexlos.cjs']);
    expect(tarballFiles).toEqual(expect.arrayContaining(['boards/three-boards.json', 'boards/ridge-and-river.json']));
    expect(readdirSync(join(consumer, 'node_modules')).filter((d) => !d.startsWith('.'))).toEqual(['hexlos']);
  });

  test('installing it runs no script: the package declares no install-time script', () => {
    // npm warns about every install script of a dependency (docs/testing.md "Install scripts").
    const installed = JSON.parse(readFileSync(join(consumer, INSTALLED, 'package.json'), 'utf8'));
    const installTime = ['preinstall', 'install', 'postinstall', 'prepare'];
    expect(Object.keys(installed.scripts ?? {}).filter((name) => installTime.includes(name))).toEqual([]);
  });

  test('npx hexlos --version is the package version', () => {
    const r = npxHexlos('--version');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe(`${pkg.version}\n`);
  });

  const BOARD = `${INSTALLED}/boards/ridge-and-river.json`;
  const MAP = 'maps/three-boards.json';
  type Check = (out: string) => void;
  const json =
    (check: (doc: Record<string, unknown>) => void): Check =>
    (out) =>
      check(JSON.parse(out));
  const EVERY_COMMAND: [string, string[], Check][] = [
    [
      'validate a board',
      ['validate', BOARD],
      (out) => expect(out).toMatch(/valid panzerblitz board "Ridge and River"/),
    ],
    [
      'trace on a board',
      ['trace', BOARD, 'c2', 'g5', '--json'],
      json((d) => expect(d).toMatchObject({ from: 'C2', to: 'G5', range: 5 })),
    ],
    [
      'los on a board',
      ['los', BOARD, 'c2', 'g5', '--json'],
      json((d) => {
        expect(d).toMatchObject({ from: 'C2', to: 'G5', range: 5, rules: 'arvold', trace: 'hex' });
        expect(typeof d.visible).toBe('boolean');
      }),
    ],
    ['viewshed on a board', ['viewshed', BOARD, 'C2', '--json'], json((d) => expect(d.count).toBeGreaterThan(0))],
    [
      'card of a line on a board',
      ['card', BOARD, 'c2', 'g5', '-o', 'card-board.svg', '--json'],
      json((d) => expect(d).toMatchObject({ verdict: 'BLOCKED', file: 'card-board.svg', from: { label: 'C2' } })),
    ],
    [
      'card of a line on the map',
      ['card', MAP, '1-C2', '3-G5', '--markdown'],
      (out) => expect(out).toMatch(/^\*\*(CLEAR|BLOCKED)\*\* 1-C2 .* → 3-G5 /),
    ],
    [
      'check on a board',
      ['check', BOARD, `${INSTALLED}/boards/checks/ridge-and-river.expect.json`, '--json'],
      json((d) => expect(d).toMatchObject({ failed: [] })),
    ],
    [
      'odds on a board',
      ['odds', BOARD, '--target', 'H5', '--df', '3', '--firer', 'C2:12:H:10', '--json'],
      json((d) => expect(d.target).toMatchObject({ hex: 'H5' })),
    ],
    [
      'audit of a board',
      ['audit', BOARD, '--json'],
      json((d) => expect(d).toMatchObject({ board: 'ridge-and-river', hexCount: 330 })),
    ],
    ['validate the map', ['validate', MAP], (out) => expect(out).toMatch(/valid map of 3 boards/)],
    [
      'trace on the map',
      ['trace', MAP, '1-C2', '3-G5', '--json'],
      json((d) => expect(d).toMatchObject({ from: '1-C2', to: '3-G5' })),
    ],
    [
      'los on the map',
      ['los', MAP, '1-C2', '3-G5', '--json'],
      json((d) => expect(d).toMatchObject({ from: '1-C2', to: '3-G5', rules: 'arvold' })),
    ],
    ['viewshed on the map', ['viewshed', MAP, '1-C2', '--json'], json((d) => expect(d.count).toBeGreaterThan(0))],
    [
      'check on the map',
      ['check', MAP, 'maps/three-boards.expect.json', '--json'],
      json((d) => expect(d).toMatchObject({ total: 2, failed: [] })),
    ],
    [
      'odds on the map',
      ['odds', MAP, '--target', '1-H5', '--df', '3', '--firer', '1-C2:12:H:10', '--json'],
      json((d) => expect(d.target).toMatchObject({ hex: '1-H5' })),
    ],
    [
      'audit of the map',
      ['audit', MAP, '--json'],
      json((d) => expect(d).toMatchObject({ board: 'three-boards', hexCount: 974 })),
    ],
    // scan reads a photo, not a board file: a photo of a shipped board.
    [
      'scan a photo of a board',
      [
        'scan',
        'photo.jpg',
        '--grid',
        '33x10',
        '--corners',
        '126,70 1674,70 1674,620 126,620',
        '-o',
        'scanned.json',
        '--json',
      ],
      json((d) => {
        expect(d.board).toMatchObject({ format: 'hexlos-board/1', grid: { columns: 33, rows: 10 } });
        expect((d.proposals as unknown[]).length).toBeGreaterThanOrEqual(330);
      }),
    ],
    [
      "list a module's boards",
      ['scan', 'game.vmod', '--list', '--json'],
      json((d) =>
        expect(d.boards).toMatchObject([{ name: 'Ridge', grid: { columns: 10, rows: 8 }, numbering: { maps: true } }]),
      ),
    ],
    [
      "scan a module's board",
      ['scan', 'game.vmod', '--board', 'Ridge', '--json'],
      json((d) => expect(d.board).toMatchObject({ format: 'hexlos-board/1', grid: { columns: 10, rows: 8 } })),
    ],
  ];

  test.each(EVERY_COMMAND)(
    'npx hexlos: %s',
    (_name, args, check) => {
      const r = npxHexlos(...args);
      expect(r.status, r.stderr).toBe(0);
      check(r.stdout);
    },
    120_000,
  );

  test('every CLI example of the README runs verbatim: exit 0, an answer on stdout', () => {
    const examples = readmeExamples(readFileSync(join(ROOT, 'README.md'), 'utf8'));
    expect(examples.length).toBeGreaterThanOrEqual(10);
    for (const line of examples) {
      const r = spawnSync('sh', ['-c', line], { cwd: consumer, encoding: 'utf8', env: OFFLINE, maxBuffer: 64 << 20 });
      expect(r.status, `${line}\n${r.stderr}`).toBe(0);
      expect(r.stdout, line).not.toBe('');
    }
    // The scan example's board is a valid board file.
    expect(npxHexlos('validate', 'my-board.json').status).toBe(0);
    // Nothing the examples read came from the consumer folder but the user's own files.
    expect(
      readdirSync(consumer)
        .filter((f) => !['node_modules', 'package.json', 'package-lock.json'].includes(f))
        .sort(),
    ).toEqual([
      'card-board.svg',
      'game.vmod',
      'maps',
      'my-board.json',
      'photo.jpg',
      'ridge.json',
      'scanned.json',
      'verdict.png',
      'verdict.svg',
    ]);
  }, 300_000);

  test("the README's card examples: the PNG decodes and its QR code reads back to the link; the SVG and the text name the house reading", () => {
    const png = PNG.sync.read(readFileSync(join(consumer, 'verdict.png')));
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(code?.data).toBe('http://192.168.1.20:4321/#board=ridge-and-river&rules=arvold&trace=hex&from=C9&to=F4');
    const svg = readFileSync(join(consumer, 'verdict.svg'), 'utf8');
    expect(svg).toMatch(/<text class="verdict"[^>]*><tspan[^>]*>BLOCKED</);
    expect(svg).toContain('000 note L: orange and purple counted together');
    const text = npxHexlos('card', 'ridge-and-river', 'C9', 'F4', '--markdown');
    expect(text.stdout).toContain('Open this verdict: <#board=ridge-and-river&rules=arvold&trace=hex&from=C9&to=F4>');
  }, 60_000);

  test('start to answer from the installed package', () => {
    // Target ≤ 150 ms on a quiet machine; `npm run bench` reports the median. The guard reads the
    // process's own CPU time, which a loaded shared machine stretches far less than wall time.
    const board = BOARD;
    const runs = Array.from({ length: 5 }, () => {
      const t0 = performance.now();
      const r = spawnSync(
        process.execPath,
        [...USAGE_AT_EXIT, `${INSTALLED}/bin/hexlos.cjs`, 'los', board, 'C2', 'G5'],
        {
          cwd: consumer,
          encoding: 'utf8',
          env: OFFLINE,
        },
      );
      expect(r.status, r.stderr).toBe(0);
      return { wall: performance.now() - t0, cpu: usageOf(r.stderr)?.cpuMs ?? Number.NaN };
    });
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[2];
    const wall = median(runs.map((r) => r.wall));
    const cpu = median(runs.map((r) => r.cpu));
    console.log(
      `hexlos los, installed package, start to answer: median ${wall.toFixed(0)} ms wall, ${cpu.toFixed(0)} ms CPU`,
    );
    // Compiling the sources at every start cost ~700 ms of CPU.
    expect(cpu).toBeLessThan(300);
  }, 60_000);
});
