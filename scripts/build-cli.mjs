// Builds the `hexlos` command into one JavaScript file, dist-cli/hexlos.mjs,
// with every runtime dependency inside it: the command starts without
// compiling TypeScript, and the packed package installs with no dependencies.
// Run by `npm ci` (the `prepare` script), by `npm pack`, and before the tests.

import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// `node scripts/build-cli.mjs [OUTFILE]`: the pack test builds into its own staging folder.
const outfile = process.argv[2] ?? `${root}dist-cli/hexlos.mjs`;

await build({
  entryPoints: [`${root}src/cli/main.ts`],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Node's own modules stay imports; a CommonJS dependency that requires one works through createRequire.
  banner: { js: "import { createRequire as __hexlosRequire } from 'node:module'; const require = __hexlosRequire(import.meta.url);" },
  legalComments: 'none',
  logLevel: 'warning',
});
