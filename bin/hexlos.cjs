#!/usr/bin/env node
'use strict';
// The `hexlos` command. It runs the compiled bundle (dist-cli/hexlos.cjs,
// built by `npm run build:cli` and by `npm pack`, which ships it)
// through V8's code cache (code-cache.cjs), which starts at once. In a
// checkout whose sources are newer than the bundle, it runs the sources
// through tsx instead, so an edit is never answered by stale code
// (`npm run build:cli` makes it fast again).
// The check stats only the source files the bundle was built from (listed by
// the build in dist-cli/sources.json): a changed source file is in that list,
// and a new one matters only once a listed file imports it. An installed
// package has no src/ and skips the check.
// HEXLOS_REQUIRE_BUNDLE=1 (set by the tests of the real process) refuses that
// fallback, so that what the tests run is what ships.
// This file is CommonJS, as is the bundle: Node's ES module loader alone
// costs about a tenth of a start.

const { existsSync, readdirSync, readFileSync, statSync, writeSync } = require('node:fs');
const { join } = require('node:path');

const root = `${join(__dirname, '..')}/`;
const bundle = `${root}dist-cli/hexlos.cjs`;

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    const t = entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

function newestListed(list) {
  let newest = 0;
  for (const path of JSON.parse(readFileSync(list, 'utf8'))) {
    const t = statSync(`${root}${path}`, { throwIfNoEntry: false })?.mtimeMs ?? Infinity;
    if (t > newest) newest = t;
  }
  return newest;
}

function bundleIsCurrent() {
  if (!existsSync(bundle)) return false;
  const sources = `${root}src`;
  if (!existsSync(sources)) return true;
  const list = `${root}dist-cli/sources.json`;
  return (existsSync(list) ? newestListed(list) : newestSource(sources)) <= statSync(bundle).mtimeMs;
}

// `hexlos … | head` closes the pipe early: that is the reader's choice, not an error.
const readerLeft = () => process.exit(process.exitCode ?? 0);

let stdoutStream;
/** Node's process.stdout, made only when needed: making it loads Node's streams, a few ms of a start. */
function stdout() {
  if (!stdoutStream) {
    stdoutStream = process.stdout;
    stdoutStream.on('error', (e) => {
      if (e.code === 'EPIPE') readerLeft();
      throw e;
    });
  }
  return stdoutStream;
}

/**
 * Standard output written straight to its file descriptor. A pipe that
 * another process made non-blocking can refuse a write when it is full
 * (EAGAIN): from then on the rest goes through process.stdout, which waits.
 * Windows consoles keep process.stdout throughout.
 */
function directStdout() {
  if (process.platform === 'win32') return stdout();
  let direct = true;
  return {
    write(text) {
      if (!direct) return stdout().write(text);
      const bytes = Buffer.from(text, 'utf8');
      let done = 0;
      try {
        while (done < bytes.length) done += writeSync(1, bytes, done);
        return true;
      } catch (e) {
        if (e.code === 'EPIPE') readerLeft();
        if (e.code !== 'EAGAIN') throw e;
        direct = false;
        return stdout().write(bytes.subarray(done));
      }
    },
  };
}

async function main(argv) {
  const current = bundleIsCurrent();
  if (process.env.HEXLOS_REQUIRE_BUNDLE === '1' && !current) {
    process.stderr.write(
      `hexlos: ${bundle} is missing or older than the sources; build it first: node scripts/build-cli.mjs\n`,
    );
    process.exit(70);
  }
  let run;
  let finish = () => {};
  if (current) {
    const { loadBundle } = require('./code-cache.cjs');
    let exports;
    ({ exports, finish } = loadBundle(bundle, { command: argv[0], version: require('../package.json').version }));
    ({ run } = exports);
  } else {
    const { register } = await import('tsx/esm/api');
    register();
    ({ run } = await import(`${root}src/cli/main.ts`));
  }
  const stderr = { write: (text) => process.stderr.write(text) };
  process.exitCode = await run(argv, { stdout: directStdout(), stderr, cwd: process.cwd() });
  finish();
}

main(process.argv.slice(2));
