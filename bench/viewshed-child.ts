// One viewshed case in a process of its own, so that its memory is measured
// alone (`npm run bench` runs it): a generated empty board of the given size,
// the firer in the centre or the corner, arvold, hex-traced. Prints one JSON
// line: the median of the timed runs (wall ms, and CPU ms, which a loaded
// shared machine stretches less) and the process's peak resident memory (MB,
// its own: see peakResidentMB).

import { readFileSync } from 'node:fs';

import { buildBoard, hexAt } from '../src/engine/testing/build-board.ts';
import { viewshed } from '../src/engine/viewshed.ts';

const [columns, rows, where, runs] = [
  Number(process.argv[2]),
  Number(process.argv[3]),
  process.argv[4],
  Number(process.argv[5] ?? 7),
];
const board = buildBoard({ columns, rows });
const cells = [...board.cells.values()];
const from =
  where === 'corner'
    ? hexAt(board, 'A1')
    : cells.find((c) => c.column === Math.floor(columns / 2) && c.row === Math.floor(rows / 2))!.hex;

let count = 0;
const times: number[] = [];
const cpu: number[] = [];
for (let i = 0; i < runs + 2; i++) {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  count = viewshed(board, { from, rules: 'arvold', trace: 'hex' }).length;
  const c = process.cpuUsage(c0);
  if (i >= 2) {
    times.push(performance.now() - t0);
    cpu.push((c.user + c.system) / 1000);
  }
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
// Peak resident memory of this process's own address space. Not getrusage's maxRSS: Linux carries
// that across fork and exec, so a child started by the bench would report the bench's own size
// (the 219 MB once shown here was the parent's). VmHWM starts afresh at exec.
function peakResidentMB(): number {
  try {
    const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (hwm) return Number(hwm[1]) / 1024;
  } catch {
    // no /proc (not Linux): getrusage is the best there is
  }
  return process.resourceUsage().maxRSS / 1024;
}
const peakMB = peakResidentMB();
console.log(
  JSON.stringify({
    columns,
    rows,
    where,
    hexes: cells.length,
    visible: count,
    ms: median(times),
    cpuMs: median(cpu),
    peakMB,
  }),
);
