// `npx hexlos` in a checkout, as the README has a player type it. npx installs
// the checkout into its own cache (keyed by the checkout's path) and links its
// bin there once; it never reads package.json's `bin` again. A checkout that
// ran `npx hexlos` while the command was bin/hexlos.mjs keeps that link after
// it pulls the rename to bin/hexlos.cjs: bin/hexlos.mjs stays in checkouts so
// that the link still runs the command. This test makes such a checkout with
// its own npm cache: the old layout first, then the new one.

import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, describe, expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const work = mkdtempSync(join(tmpdir(), 'hexlos-npx-checkout-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const env = {
  ...process.env,
  npm_config_cache: join(work, 'npm-cache'),
  npm_config_update_notifier: 'false',
  npm_config_offline: 'true',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
  XDG_CACHE_HOME: join(work, 'cache'),
  HEXLOS_REQUIRE_BUNDLE: '1',
};

/** A checkout with the command's files and a package.json whose bin is `bin`. */
function checkout(dir: string, bin: string) {
  for (const entry of ['bin', 'dist-cli']) cpSync(join(ROOT, entry), join(dir, entry), { recursive: true });
  const manifest = { name: pkg.name, version: pkg.version, private: true, bin: { hexlos: bin } };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

const npxHexlos = (cwd: string, ...args: string[]) =>
  spawnSync('npx', ['--offline', 'hexlos', ...args], { cwd, encoding: 'utf8', env, timeout: 60_000 });

describe('npx hexlos in a checkout', () => {
  test('a checkout that ran npx before the bin was renamed still runs the command after it', () => {
    const dir = join(work, 'checkout');
    checkout(dir, 'bin/hexlos.mjs');
    const before = npxHexlos(dir, '--version');
    expect(before.stdout.trim()).toBe(pkg.version);

    checkout(dir, pkg.bin.hexlos);
    const after = npxHexlos(dir, '--version');
    expect(after.stderr).not.toMatch(/not found/);
    expect(after.stdout.trim()).toBe(pkg.version);
    const verdict = npxHexlos(dir, 'los', join(ROOT, 'boards/ridge-and-river.json'), 'C2', 'G5');
    expect(verdict.status).toBe(0);
    expect(verdict.stdout).toMatch(/^BLOCKED {2}C2 → G5/);
  }, 120_000);
});
