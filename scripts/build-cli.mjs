// Builds the `hexlos` command into dist-cli/hexlos.cjs: ONE CommonJS file
// with every runtime dependency inside it, so the command starts without
// compiling TypeScript and the packed package installs with no dependencies.
// Why one CommonJS file (issue 21's start-up time): Node's ES module loader
// costs about 10 ms of a 120 ms start, and a script can be compiled from
// V8's code cache (bin/hexlos.cjs), which an ES module cannot on Node 20.
// Each command is still loaded only when asked for: main.ts imports the
// commands dynamically, which esbuild turns into lazy initialisers, so
// `hexlos los` never runs what only `scan` needs (the image decoders, fflate,
// the detector); cli/bundle.test.ts checks that.
// Run by `npm run build:cli`, by `npm pack` (the `prepack` script), and before
// the tests. Not at install: a `prepare` script would be shipped in the
// package, and npm warns about every install script of a dependency.

import { createHash } from 'node:crypto';
import { appendFileSync, copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
// `node scripts/build-cli.mjs [OUTFILE]`: the pack test builds into its own staging folder.
const outfile = process.argv[2] ?? `${root}dist-cli/hexlos.cjs`;
const outdir = dirname(outfile);
// What earlier builds left there (an ES module bundle and its chunks).
rmSync(`${outdir}/chunks`, { recursive: true, force: true });
rmSync(`${outdir}/hexlos.mjs`, { force: true });

const { metafile } = await build({
  entryPoints: [`${root}src/cli/main.ts`],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  // The sources' `import.meta.url` (node-io.ts finds the package's boards by it) is the bundle's own file.
  define: { 'import.meta.url': '__hexlosUrl' },
  // "use strict" first: the sources are modules, strict throughout, and a directive counts only before any statement.
  banner: { js: "'use strict';\nvar __hexlosUrl = require('node:url').pathToFileURL(__filename).href;" },
  legalComments: 'none',
  // Without comments and blank space the file is a quarter smaller to read, and ASCII only (see below).
  minifyWhitespace: true,
  logLevel: 'warning',
  metafile: true,
});
// A single character past ASCII makes V8 hold the whole text as two-byte
// characters, decoded from UTF-8 at every start (about 15 million instructions
// of a 'hexlos los'). esbuild escapes strings and names (its ASCII charset),
// but not regular expression literals: write such a character as \uXXXX there.
const text = readFileSync(outfile, 'latin1');
const wide = /[\u0080-\u00ff]/.exec(text);
if (wide) {
  const at = text.slice(Math.max(0, wide.index - 60), wide.index + 20);
  throw new Error(
    `${outfile}: a character past ASCII (write it as \\u${wide[0].charCodeAt(0).toString(16).padStart(4, '0')} in the source): …${at}…`,
  );
}
// The bundle's hash, on its last line: bin/code-cache.cjs names its code cache
// by it, so a cache is never used for other code (V8 itself compares only the
// length of the text), without hashing 650 KB at every start.
appendFileSync(
  outfile,
  `//# hexlos-build ${createHash('sha256').update(readFileSync(outfile)).digest('hex').slice(0, 32)}\n`,
);
// The sources this build read, for bin/hexlos.cjs's staleness check: it stats
// these files only, instead of walking src/ (tests and all) at every start.
const sources = Object.keys(metafile.inputs)
  .filter((path) => path.startsWith('src/'))
  .sort();
writeFileSync(`${outdir}/sources.json`, `${JSON.stringify(sources)}\n`);
// The verdict card's renderer and font (docs/card.md): `hexlos card` reads
// them beside the bundle (card/node-card-png.ts). A wasm module and a font
// are not code esbuild can bundle, and only that command loads them.
const cardAssets = `${outdir}/card`;
mkdirSync(cardAssets, { recursive: true });
for (const [from, to] of [
  ['node_modules/@resvg/resvg-wasm/index_bg.wasm', 'resvg.wasm'],
  ['node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf', 'DejaVuSans.ttf'],
  ['node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf', 'DejaVuSans-Bold.ttf'],
  ['node_modules/dejavu-fonts-ttf/LICENSE', 'DejaVuSans-LICENSE.txt'],
]) {
  copyFileSync(`${root}${from}`, `${cardAssets}/${to}`);
}
