// For tests that bound a wall time: the machine is shared (two cores, other
// test runs beside), so a bound set on an idle machine is stretched by how busy
// the machine is, the same way for every bound (docs/testing.md).

import { cpus, loadavg } from 'node:os';

/** Runnable processes per core over the last minute, never below 1 (an idle machine keeps the idle bound). */
export function loadPerCore(): number {
  return Math.max(1, loadavg()[0] / cpus().length);
}

/**
 * An idle machine's bound stretched by the load per core. `load` is the load a
 * caller measured (the largest seen over the timed run, since the one-minute
 * average lags a burst); `cap` keeps a guard meaningful on a saturated machine.
 */
export function boundUnderLoad(idleMs: number, load: number = loadPerCore(), cap = Infinity): number {
  return idleMs * Math.min(cap, Math.max(1, load));
}
