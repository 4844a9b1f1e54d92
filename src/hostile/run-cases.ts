// Runs the hostile cases through the real command (in one process, started
// by hostile.test.ts with a heap limit, so the memory bound covers them all)
// and prints one JSON line per case: exit code, wall and CPU time, and what
// was printed.
// With a case's name (OWN_PROCESS_CASES) it runs only that case, alone under
// the heap limit the test gives it.

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { run } from '../cli/main.ts';
import { hostileCases, OWN_PROCESS_CASES } from './cases.ts';

const root = mkdtempSync(join(tmpdir(), 'hexlos-hostile-'));
const alone = OWN_PROCESS_CASES.find((c) => c.name === process.argv[2]);
// Every case's files are written first and their contents let go, so no case runs beside them.
const cases = (alone ? [alone.make()] : hostileCases()).map((c, i) => {
  const dir = join(root, String(i));
  mkdirSync(dir);
  for (const [name, content] of Object.entries(c.files)) writeFileSync(join(dir, name), content);
  return { name: c.name, invalid: c.invalid, argv: c.argv, dir };
});
for (const c of cases) {
  const { dir } = c;
  let out = '';
  let err = '';
  const io = { stdout: { write: (t: string) => (out += t) }, stderr: { write: (t: string) => (err += t) }, cwd: dir };
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  let code: number;
  try {
    code = await run(
      c.argv.map((a) => a.replaceAll('{dir}', dir)),
      io,
    );
  } catch (e) {
    code = -1;
    err += `THROWN: ${e instanceof Error ? e.stack : String(e)}`;
  }
  const ms = performance.now() - t0;
  // The process's CPU time (every thread, the collector's too) spent on this case alone: cases run one at a time.
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  process.stdout.write(
    `${JSON.stringify({ name: c.name, invalid: c.invalid, code, ms, cpuMs, out: out.slice(0, 400_000), err: err.slice(0, 400_000) })}\n`,
  );
}
