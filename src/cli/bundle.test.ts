// The compiled command as a process: maps and the
// bundled boards they name, the manners (--version, --help), from the bundle
// that ships rather than the sources; and what a start initialises of the one
// bundle: `--help` no command, `los` nothing of `scan`.

import { spawn, spawnSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, test } from 'vitest';

import { BIN, hexlosProcess, REPO_ROOT, TEST_CACHE_HOME } from './testing.ts';

/**
 * A module given to Node with -r: it records every module the bundle itself
 * requires (a bundled module requires Node's modules when it is initialised)
 * and prints them at exit.
 */
function requireRecorder(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'hexlos-requires-')), 'record.cjs');
  writeFileSync(
    file,
    `const Module = require('node:module');
const original = Module.prototype.require;
const seen = new Set();
Module.prototype.require = function (id) { if (/dist-cli.hexlos\\.cjs$/.test(this.filename)) seen.add(id); return original.apply(this, arguments); };
process.on('exit', () => process.stderr.write('\\nrequired: ' + JSON.stringify([...seen]) + '\\n'));
`,
  );
  return file;
}

const MAP = 'boards/three-boards.json';

describe('the bundle on the bundled map', () => {
  test('validate: a valid map of three boards', () => {
    const r = hexlosProcess(['validate', MAP]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/valid map of 3 boards/);
  });

  test('los across the boards, labels with the board prefix', () => {
    const r = hexlosProcess(['los', MAP, '1-C2', '3-g5', '--json']);
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ from: '1-C2', to: '3-G5', rules: 'arvold' });
  });

  test('a map in a folder of its own names a bundled board by id', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hexlos-bundle-map-'));
    writeFileSync(
      join(dir, 'map.json'),
      JSON.stringify({
        format: 'hexlos-map/1',
        id: 'm',
        boards: [{ name: '1', board: 'ridge-and-river', column: 0, row: 0 }],
      }),
    );
    const r = hexlosProcess(['validate', 'map.json', '--json'], { cwd: dir });
    expect(r.status, r.stdout).toBe(0);
    expect(JSON.parse(r.stdout).valid).toBe(true);
  });
});

describe('the bundle: manners', () => {
  test('--version and los --help exit 0 on stdout', () => {
    const version = hexlosProcess(['--version']);
    expect(version.status).toBe(0);
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    const help = hexlosProcess(['los', '--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^usage: hexlos los .*\n.*noteL=separate\|together/s);
  });

  test('an unknown option: one line and the usage, exit 2, no stack trace', () => {
    const r = hexlosProcess(['los', MAP, '1-C2', '3-G5', '--rule', 'tgx']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^hexlos los: unknown option --rule; did you mean --rules\?\nusage: hexlos los /);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('the one bundle initialises only what the command needs', () => {
  const recorder = requireRecorder();
  /** The modules the bundle required in a run. */
  const requiredBy = (args: string[]): string[] => {
    const r = hexlosProcess(args, { nodeOptions: ['-r', recorder] });
    const line = /\nrequired: (.*)\n$/.exec(r.stderr);
    expect(line, r.stderr).not.toBeNull();
    return JSON.parse(line?.[1] ?? '[]');
  };
  // pngjs (scan's PNG decoder) requires zlib and stream; the board reader node:fs.
  const SCAN_ONLY = ['zlib', 'stream'];

  test('scan initialises its decoders (so the modules below do name what scan needs)', () => {
    expect(requiredBy(['scan', '--help'])).toEqual(expect.arrayContaining(SCAN_ONLY));
  });

  test.each([
    ['los', ['los', MAP, '1-C2', '3-G5']],
    ['los --rules all', ['los', 'boards/ridge-and-river.json', 'C2', 'G5', '--rules', 'all', '--json']],
    ['validate', ['validate', MAP]],
  ])("%s never initialises scan's code", (_name, args) => {
    const required = requiredBy(args);
    expect(required).toContain('node:fs');
    for (const name of SCAN_ONLY) expect(required).not.toContain(name);
  });

  test.each([['--help'], ['--version'], ['help']])('hexlos %s initialises no command', (word) => {
    const required = requiredBy([word]);
    for (const name of [...SCAN_ONLY, 'node:fs']) expect(required).not.toContain(name);
  });
});

describe('standard output written straight to its descriptor', () => {
  // A pipe another process made non-blocking refuses a write when full (EAGAIN); the rest must then wait, not be lost.
  test.skipIf(process.platform !== 'linux')(
    'a full non-blocking pipe: every byte still arrives, in order',
    async () => {
      const fifo = join(mkdtempSync(join(tmpdir(), 'hexlos-fifo-')), 'out');
      expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
      const readEnd = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
      const writeEnd = openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
      // Fill the pipe before the command starts, so that its first write is refused.
      let filled = 0;
      const block = Buffer.alloc(4096, 'x');
      for (;;) {
        try {
          filled += writeSync(writeEnd, block);
        } catch (e) {
          if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') throw e;
          break;
        }
      }
      const expected = hexlosProcess(['los', MAP, '1-C2', '3-G5', '--json']).stdout;
      // Through a shell: Node's spawn makes a child's descriptors 0 to 2 blocking again, but not a fourth one, which the shell makes the command's output.
      const child = spawn(
        'sh',
        ['-c', 'exec "$@" >&3 3>&-', 'sh', process.execPath, BIN, 'los', MAP, '1-C2', '3-G5', '--json'],
        {
          cwd: REPO_ROOT,
          stdio: ['ignore', 'ignore', 'pipe', writeEnd],
          env: { ...process.env, HEXLOS_REQUIRE_BUNDLE: '1', XDG_CACHE_HOME: TEST_CACHE_HOME },
        },
      );
      closeSync(writeEnd);
      const closed = new Promise<number | null>((done) => child.on('close', done));
      // Nothing is read until the command has met the full pipe: it then waits for room (or, were the rest lost, exits at once).
      // Bound: 3 s, about ten starts; on a machine so slow that the command has not written by then, the test only checks the bytes.
      await Promise.race([closed, new Promise((done) => setTimeout(done, 3000))]);
      const reader = new Socket({ fd: readEnd, readable: true, writable: false });
      const chunks: Buffer[] = [];
      reader.on('data', (d: Buffer) => chunks.push(d));
      const [status] = await Promise.all([closed, new Promise<void>((done) => reader.on('end', done))]);
      const out = Buffer.concat(chunks);
      expect(status).toBe(0);
      expect(out.length).toBe(filled + Buffer.byteLength(expected));
      expect(out.subarray(filled).toString()).toBe(expected);
    },
    60_000,
  );
});
