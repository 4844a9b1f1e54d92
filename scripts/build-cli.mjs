// Builds the `hexlos` command into dist-cli/: hexlos.mjs and the chunks it
// loads, with every runtime dependency inside them: the command starts
// without compiling TypeScript, and the packed package installs with no
// dependencies. Each command is its own chunk (main.ts imports them
// dynamically), so `hexlos los` never loads what only `scan` needs (the
// image decoders, fflate, the detector): issue 21's start-up time.
// Run by `npm ci` (the `prepare` script), by `npm pack`, and before the tests.

import { build } from 'esbuild';
import { rmSync, writeFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// `node scripts/build-cli.mjs [OUTFILE]`: the pack test builds into its own staging folder.
const outfile = process.argv[2] ?? `${root}dist-cli/hexlos.mjs`;
const outdir = dirname(outfile);
// Chunks of an earlier build would pile up beside the new ones (their names carry a hash).
rmSync(`${outdir}/chunks`, { recursive: true, force: true });

const { metafile } = await build({
  entryPoints: { [basename(outfile, '.mjs')]: `${root}src/cli/main.ts` },
  outdir,
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Node's own modules stay imports; a CommonJS dependency that requires one works through createRequire.
  banner: { js: "import { createRequire as __hexlosRequire } from 'node:module'; const require = __hexlosRequire(import.meta.url);" },
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
});
// The sources this build read, for bin/hexlos.mjs's staleness check: it stats
// these files only, instead of walking src/ (tests and all) at every start.
const sources = Object.keys(metafile.inputs).filter((path) => path.startsWith('src/')).sort();
writeFileSync(`${outdir}/sources.json`, `${JSON.stringify(sources)}\n`);
