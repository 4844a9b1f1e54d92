// The code cache of the `hexlos` process (bin/code-cache.cjs; the start-up time,
// docs/performance.md#start-up-of-the-hexlos-command): the answer is the same with it off, cold and warm, and with
// a spoiled cache or one that cannot be written; it lives in the user's own
// folder and is read only from files no one else may write; a new build's
// caches replace an old build's. Every other process test runs with it on.

import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, test } from 'vitest';

import { COMMAND_NAMES } from './main.ts';
import { hexlosProcess, REPO_ROOT } from './testing.ts';

interface CodeCache {
  cacheDir(env: NodeJS.ProcessEnv): string | undefined;
  readCache(file: string): Buffer | undefined;
  readonly COMMAND_NAMES: readonly string[];
}
const codeCache = createRequire(import.meta.url)(join(REPO_ROOT, 'bin/code-cache.cjs')) as CodeCache;

const BOARD = 'boards/ridge-and-river.json';
const newHome = () => mkdtempSync(join(tmpdir(), 'hexlos-cache-home-'));
const cacheFiles = (home: string) => (existsSync(join(home, 'hexlos')) ? readdirSync(join(home, 'hexlos')).sort() : []);
const answer = (r: ReturnType<typeof hexlosProcess>) => ({ status: r.status, stdout: r.stdout, stderr: r.stderr });

/** Whether this process may give files to another user (the owner checks need one). */
const root = process.getuid?.() === 0;
const NOBODY = 65534;

describe('the same answer with the code cache off, cold and warm', () => {
  test.each([
    ['los', ['los', BOARD, 'C2', 'G5']],
    ['los --rules all --json', ['los', BOARD, 'C2', 'G5', '--rules', 'all', '--json']],
    ['trace', ['trace', 'boards/three-boards.json', '1-C2', '3-G5']],
    ['viewshed', ['viewshed', BOARD, 'C2', '--json']],
    ['validate, a valid map', ['validate', 'boards/three-boards.json']],
    ['validate, a file that is no board', ['validate', 'package.json', '--json']],
    ['a label off the board', ['los', BOARD, 'C2', 'ZZ99']],
    ['an unknown option', ['los', BOARD, 'C2', 'G5', '--rule', 'tgx']],
    ['--help', ['--help']],
    ['--version', ['--version']],
    ['an unknown command', ['lso']],
  ])('%s', (_name, args) => {
    const home = newHome();
    const off = answer(hexlosProcess(args, { compileCache: false, cacheHome: home }));
    expect(cacheFiles(home), 'nothing is written with the cache off').toEqual([]);
    const cold = answer(hexlosProcess(args, { cacheHome: home }));
    const written = cacheFiles(home);
    expect(written).toHaveLength(1);
    const warm = answer(hexlosProcess(args, { cacheHome: home }));
    expect(cold).toEqual(off);
    expect(warm).toEqual(off);
    expect(cacheFiles(home), 'a warm start rewrites nothing').toEqual(written);
    // The user's alone: the folder 0700, the file 0600.
    expect(statSync(join(home, 'hexlos')).mode & 0o777).toBe(0o700);
    expect(statSync(join(home, 'hexlos', written[0])).mode & 0o777).toBe(0o600);
  });
});

describe('a cache that cannot be used changes nothing', () => {
  const args = ['los', BOARD, 'C2', 'G5', '--json'];
  const expected = () => answer(hexlosProcess(args, { compileCache: false }));

  test('a spoiled cache: the same answer, and a good cache written in its place', () => {
    const home = newHome();
    hexlosProcess(args, { cacheHome: home });
    const [name] = cacheFiles(home);
    const file = join(home, 'hexlos', name);
    const spoiled = Buffer.alloc(statSync(file).size, 7);
    writeFileSync(file, spoiled);
    expect(answer(hexlosProcess(args, { cacheHome: home }))).toEqual(expected());
    expect(readFileSync(file).equals(spoiled)).toBe(false);
  });

  test('a cache home that is a file (nothing can be written): the same answer, nothing said', () => {
    const home = join(newHome(), 'a-file');
    writeFileSync(home, '');
    expect(answer(hexlosProcess(args, { cacheHome: home }))).toEqual(expected());
  });

  test("another build's caches are removed when this build writes; this build's other commands' stay", () => {
    const home = newHome();
    hexlosProcess(['--version'], { cacheHome: home });
    const [other] = cacheFiles(home);
    const old = join(home, 'hexlos', 'hexlos-0.0.1-0123456789abcdef0123456789abcdef-1-1-v20.0.0-x64-los.cache');
    writeFileSync(old, 'old');
    hexlosProcess(args, { cacheHome: home });
    expect(existsSync(old)).toBe(false);
    expect(cacheFiles(home)).toContain(other);
    expect(cacheFiles(home)).toHaveLength(2);
  });
});

describe("the cache is the user's own", () => {
  test('the folder: made 0700 under the cache home; refused when open to others or a link', () => {
    const home = newHome();
    const dir = codeCache.cacheDir({ XDG_CACHE_HOME: home });
    expect(dir).toBe(join(home, 'hexlos'));
    chmodSync(join(home, 'hexlos'), 0o777);
    expect(codeCache.cacheDir({ XDG_CACHE_HOME: home })).toBeUndefined();

    const linked = newHome();
    symlinkSync(join(home, 'hexlos'), join(linked, 'hexlos'));
    chmodSync(join(home, 'hexlos'), 0o700);
    expect(codeCache.cacheDir({ XDG_CACHE_HOME: linked })).toBeUndefined();
  });

  test('the folder: refused inside a parent others may write (they could swap it), taken inside a sticky one', () => {
    const open = newHome();
    chmodSync(open, 0o777);
    expect(codeCache.cacheDir({ XDG_CACHE_HOME: open })).toBeUndefined();
    chmodSync(open, 0o1777);
    expect(codeCache.cacheDir({ XDG_CACHE_HOME: open })).toBe(join(open, 'hexlos'));
  });

  test("a relative cache home is not used; the home folder's .cache is", () => {
    expect(codeCache.cacheDir({ XDG_CACHE_HOME: 'relative/path', HOME: newHome() })).toMatch(/\/\.cache\/hexlos$/);
  });

  test('a file is read only when it is a regular file the user owns and no one else may write', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hexlos-cache-files-'));
    const good = join(dir, 'good.cache');
    writeFileSync(good, 'data', { mode: 0o600 });
    expect(codeCache.readCache(good)?.toString()).toBe('data');
    const shared = join(dir, 'shared.cache');
    writeFileSync(shared, 'data');
    chmodSync(shared, 0o666);
    expect(codeCache.readCache(shared)).toBeUndefined();
    const link = join(dir, 'link.cache');
    symlinkSync(good, link);
    expect(codeCache.readCache(link)).toBeUndefined();
    mkdirSync(join(dir, 'folder.cache'));
    expect(codeCache.readCache(join(dir, 'folder.cache'))).toBeUndefined();
    expect(codeCache.readCache(join(dir, 'missing.cache'))).toBeUndefined();
  });

  test.skipIf(!root)("another user's folder or file is refused (needs root to make one)", () => {
    const home = newHome();
    mkdirSync(join(home, 'hexlos'), { mode: 0o700 });
    chownSync(join(home, 'hexlos'), NOBODY, NOBODY);
    expect(codeCache.cacheDir({ XDG_CACHE_HOME: home })).toBeUndefined();
    const file = join(newHome(), 'theirs.cache');
    writeFileSync(file, 'data', { mode: 0o600 });
    chownSync(file, NOBODY, NOBODY);
    expect(codeCache.readCache(file)).toBeUndefined();
  });

  test("each command has its own cache: the loader's list is main.ts's", () => {
    expect([...codeCache.COMMAND_NAMES]).toEqual(COMMAND_NAMES);
  });
});
