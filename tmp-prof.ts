import { loadBoardFile } from './src/board/node-io.ts';
import { isVisible } from './src/engine/rules/index.ts';
const r = await loadBoardFile('boards/three-boards.json');
if (!r.ok) throw new Error('x');
const b = r.board; const cells = [...b.cells.values()].map((c) => c.hex);
for (let rep = 0; rep < 3; rep++) {
  const c0 = process.cpuUsage(); let n = 0;
  for (let i = 0; i < 30000; i++) { const from = cells[(i * 7919) % cells.length], to = cells[(i * 104729 + 13) % cells.length]; if (from === to) continue; isVisible(b, { from, to, rules: 'arvold' }); n++; }
  const u = process.cpuUsage(c0); console.log(((u.user + u.system) / n).toFixed(1), 'µs CPU per pair');
}
