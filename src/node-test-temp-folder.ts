// The unit run's temporary folder: every test's temporary files and folders
// (the CLI's code caches, the boards written for a process to read, the
// packed tarball's empty install folder…) go under one folder of this run,
// removed when the run ends. Tests make them with os.tmpdir(), which reads
// TMPDIR, and the test processes and the commands they start inherit it; a
// test that forgot to remove its own files no longer leaves them behind, run
// after run (they had grown to thousands of folders on a developer's machine).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const previous = process.env.TMPDIR;
  const folder = mkdtempSync(join(tmpdir(), 'hexlos-unit-run-'));
  process.env.TMPDIR = folder;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(folder, { recursive: true, force: true });
  };
}
