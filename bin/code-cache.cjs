'use strict';
// Running the compiled `hexlos` bundle (dist-cli/hexlos.cjs) with V8's code
// cache, so that a start does not compile the same 650 KB of JavaScript again
// (`hexlos los` from start to answer: docs/performance.md#start-up-of-the-hexlos-command).
//
// Node 22.1 and later keep compiled code themselves (module.enableCompileCache):
// there the bundle is required as usual, with Node's cache in our folder. Node
// 20 has no such cache, so the bundle is compiled as a vm.Script given the
// cached data of an earlier run, and after the run the code V8 compiled (the
// functions this command ran included) is written back for the next start.
//
// Safety: V8 checks only a cache's source length and flags, not its content,
// so whoever can write the cache file can run code as the user. The cache is
// therefore the user's own: $XDG_CACHE_HOME/hexlos or ~/.cache/hexlos, a
// folder created 0700 and used only when it is owned by the user, not a
// symbolic link, open to no one else, and inside a parent that others cannot
// rename it out of; a file is read only when it is a regular file the user
// owns and no one else may write. Files are written to a new private file and
// renamed into place, so a reader never sees half a cache.
//
// A cache is named by the hexlos version, the bundle's build hash, size and
// time, Node's version and the processor (another bundle or Node never reads
// it), and by the command, so each command's cache holds the functions that command runs.
// Writing removes the files of other builds (the folder holds one build's
// files, one per command). A missing, unreadable or rejected cache means a
// normal compile; a failure to write is ignored: the cache never changes an
// answer or an exit status. HEXLOS_NO_COMPILE_CACHE=1 turns it off.

const fs = require('node:fs');
const path = require('node:path');

/** The commands whose caches are kept apart; every other first argument shares one. Agrees with src/cli/main.ts (bundle.test.ts). */
const COMMAND_NAMES = ['validate', 'trace', 'los', 'card', 'viewshed', 'check', 'odds', 'scan', 'audit'];

/** A cache larger than this is not read (the bundle's is about 1 MB at most). */
const MAX_CACHE_BYTES = 64 * 1024 * 1024;

/** A temporary file older than this was left by a writer that died. */
const STALE_TEMP_MS = 60_000;

const closedToOthers = (mode) => (mode & 0o077) === 0;
const writableByOthers = (mode) => (mode & 0o022) !== 0;
const STICKY = 0o1000;

/** The user's cache folder for hexlos, made if missing; undefined when it is not safely the user's alone. */
function cacheDir(env) {
  if (typeof process.getuid !== 'function') return undefined;
  const uid = process.getuid();
  const xdg = env.XDG_CACHE_HOME;
  let base;
  if (xdg && path.isAbsolute(xdg)) base = xdg;
  else {
    const home = env.HOME && path.isAbsolute(env.HOME) ? env.HOME : require('node:os').homedir();
    if (!home || !path.isAbsolute(home)) return undefined;
    base = path.join(home, '.cache');
  }
  const dir = path.join(base, 'hexlos');
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const info = fs.lstatSync(dir);
    if (!info.isDirectory() || info.uid !== uid || !closedToOthers(info.mode)) return undefined;
    // Others who may write the parent could move our folder away and put theirs in its place, unless the parent is sticky (/tmp).
    const parent = fs.statSync(base);
    if (writableByOthers(parent.mode) && (parent.mode & STICKY) === 0) return undefined;
    return dir;
  } catch {
    return undefined;
  }
}

/** The bundle's own line naming its build: `//# hexlos-build HASH` (scripts/build-cli.mjs). */
const BUILD_LINE = /\/\/# hexlos-build ([0-9a-f]{16,64})\n?$/;

/**
 * What names this bundle's caches: the hexlos version, the bundle's build hash
 * (read from its last line; hashing the text itself costs more than the cache
 * saves), the file's size and time (a bundle edited by hand keeps its build
 * line), Node's version and the processor. Undefined for a bundle with no
 * build line: it gets no cache.
 */
function buildKey(source, version, info) {
  const build = BUILD_LINE.exec(source.slice(-120));
  if (!build) return undefined;
  return `hexlos-${version}-${build[1]}-${info.size}-${Math.trunc(info.mtimeMs)}-${process.version}-${process.arch}`;
}

/** The cached data in `file`, when it is the user's own regular file that no one else may write. */
function readCache(file) {
  let fd;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW ?? 0));
    const info = fs.fstatSync(fd);
    if (!info.isFile() || info.uid !== process.getuid() || writableByOthers(info.mode) || info.size > MAX_CACHE_BYTES)
      return undefined;
    const data = Buffer.alloc(info.size);
    let length = 0;
    while (length < info.size) {
      const n = fs.readSync(fd, data, length, info.size - length, null);
      if (n === 0) break;
      length += n;
    }
    return length === info.size ? data : undefined;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** Writes `data` to `file` through a private temporary file and a rename; removes other builds' caches. Any failure is ignored. */
function writeCache(dir, file, prefix, data) {
  const temp = `${file}.${process.pid}.tmp`;
  try {
    const fd = fs.openSync(temp, 'wx', 0o600);
    try {
      fs.writeSync(fd, data);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temp, file);
  } catch {
    try {
      fs.unlinkSync(temp);
    } catch {
      // nothing was left behind
    }
    return;
  }
  try {
    const now = Date.now();
    for (const name of fs.readdirSync(dir)) {
      const other = path.join(dir, name);
      if (name.endsWith('.tmp')) {
        if (now - fs.lstatSync(other).mtimeMs > STALE_TEMP_MS) fs.unlinkSync(other);
      } else if (name.startsWith('hexlos-') && name.endsWith('.cache') && !name.startsWith(`${prefix}-`))
        fs.unlinkSync(other);
    }
  } catch {
    // another process is tidying the folder too
  }
}

/**
 * Loads the bundle at `bundle` and returns its exports and a `finish` to call
 * after the run (it writes the code cache when there was none to use).
 */
function loadBundle(bundle, { command, version, env = process.env }) {
  const mod = require('node:module');
  const off = env.HEXLOS_NO_COMPILE_CACHE === '1';
  const nothing = () => {};
  if (typeof mod.enableCompileCache === 'function') {
    const dir = off ? undefined : cacheDir(env);
    if (dir) mod.enableCompileCache(dir);
    return { exports: require(bundle), finish: nothing };
  }
  const source = fs.readFileSync(bundle, 'utf8');
  const prefix = off ? undefined : buildKey(source, version, fs.statSync(bundle));
  const dir = prefix === undefined ? undefined : cacheDir(env);
  let cachedData;
  let file;
  if (dir) {
    file = path.join(dir, `${prefix}-${COMMAND_NAMES.includes(command) ? command : 'other'}.cache`);
    cachedData = readCache(file);
  }
  const vm = require('node:vm');
  // The wrapper Node puts around every CommonJS module.
  const wrapper = `(function (exports, require, module, __filename, __dirname) {${source}\n})`;
  const script = new vm.Script(wrapper, { filename: bundle, cachedData });
  const module = { exports: {}, filename: bundle };
  script.runInThisContext()(module.exports, mod.createRequire(bundle), module, bundle, path.dirname(bundle));
  const stale = cachedData === undefined || script.cachedDataRejected === true;
  const finish = () => {
    if (!dir || !stale) return;
    let data;
    try {
      data = script.createCachedData();
    } catch {
      return;
    }
    writeCache(dir, file, prefix, data);
  };
  return { exports: module.exports, finish };
}

module.exports = { loadBundle, cacheDir, readCache, COMMAND_NAMES };
