#!/usr/bin/env node
// The `hexlos` command: runs the TypeScript sources through tsx so that a fresh
// `npm ci` is all a user needs (no build step to remember).
import { register } from 'tsx/esm/api';
import { fileURLToPath } from 'node:url';

register();
// `hexlos … | head` closes the pipe early: that is the reader's choice, not an error.
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});
const main = fileURLToPath(new URL('../src/cli/main.ts', import.meta.url));
const { run } = await import(main);
process.exitCode = await run(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, cwd: process.cwd() });
