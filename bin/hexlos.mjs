#!/usr/bin/env node
// The `hexlos` command under its former file name, for checkouts only (npm
// pack leaves it out). `npx hexlos` in a checkout installs the checkout into
// npx's own cache, keyed by the checkout's path, and links the bin there once:
// it never looks at package.json's `bin` again. A checkout that ran
// `npx hexlos` while the command was bin/hexlos.mjs keeps a link to this path
// after it pulls the rename to bin/hexlos.cjs, and without this file would
// answer "hexlos: not found". It runs the same command, bin/hexlos.cjs.
import { createRequire } from 'node:module';

createRequire(import.meta.url)('./hexlos.cjs');
