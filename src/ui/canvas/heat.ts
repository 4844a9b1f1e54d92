// The audit heatmap's buckets: each hex's count (how many hexes it sees, or
// how many see it) scaled to the board's largest count and cut into the
// ramp's steps. Drawing only; the counts come from the engine's audit.

import type { AuditReport } from '../../engine/audit.ts';
import { hexKey } from '../../engine/hex/axial.ts';
import { HEAT_RAMP } from './draw-marks.ts';

export interface Heat {
  readonly buckets: ReadonlyMap<string, number>;
  readonly hidden: ReadonlySet<string>;
  /** The largest count on the board (the ramp's top). */
  readonly max: number;
}

export function heatOf(report: AuditReport, mode: 'sees' | 'seenBy'): Heat {
  const count = (h: AuditReport['hexes'][number]) => (mode === 'sees' ? h.seen : h.seenBy);
  const max = report.hexes.reduce((m, h) => Math.max(m, count(h)), 0);
  const top = HEAT_RAMP.length - 1;
  const buckets = new Map<string, number>();
  for (const h of report.hexes) buckets.set(hexKey(h.hex), max === 0 ? 0 : Math.round((count(h) / max) * top));
  return { buckets, hidden: new Set(report.hiddenFromEverywhere.map(hexKey)), max };
}
