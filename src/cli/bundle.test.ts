// The compiled command as a process (issue 20 items 1 and 5): maps and the
// bundled boards they name, the manners (--version, --help), from the bundle
// that ships rather than the sources.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { hexlosProcess } from './testing.ts';

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
    writeFileSync(join(dir, 'map.json'), JSON.stringify({ format: 'hexlos-map/1', id: 'm', boards: [{ name: '1', board: 'ridge-and-river', column: 0, row: 0 }] }));
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
