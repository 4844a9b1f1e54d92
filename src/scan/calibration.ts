// Confidence that means what it says (docs/scan.md#calibration): the
// detector's own measure of an item (a terrain's margin over the runner-up,
// a stroke's evidence over the threshold, an absence's distance under it) is
// mapped to the share of such items that were right on a set of the
// project's test photos, so that of the items shown at 95 % sure about 95 %
// are right.
//
// The map is data: for each kind of item (a hex's terrain, a hexside symbol,
// an absence) and each source of its colour (a sample tap, or the
// clustering's guess), a few knots, each a run of the fitting photos' items
// with its raw confidence and how many of them were right. Between knots the
// shown confidence is linear in the raw one, beyond them flat. Each knot's
// share is counted "plus four", as (right + 2) / (count + 4) (the centre of
// the Agresti–Coull interval for a proportion): a run of 300 right items
// shows 99.3 %, not 100 %, since a finite set of photos cannot vouch for
// certainty, and a short run (a few items of a rare kind) is pulled towards a
// toss-up rather than taken at its word. The knots come from an isotonic fit
// (pool adjacent violators) of the share right, whose knots are then pooled
// again wherever the share as shown would fall: a short sure run can be
// shown below a longer, less sure one before it (3 right in 4 shows 62.5 %,
// one right item after it 60 %). So the shown shares rise from knot to knot,
// and the map never shows a surer item as less sure than a less sure one of
// its kind.
//
// A stroke the detector knows a reason to doubt whatever its evidence (a
// faint one, or one on the seam between two others: StrokeCaution in
// request.ts, marked by strokes.ts) is shown at no more than the share of
// such strokes that were right on the fitting photos: each caution has a
// map of its own, fitted the same way on just those strokes (sampled and
// guessed pooled, they are few), and the lower of the two confidences is
// shown. The hexsides' own map is
// fitted on every stroke, these too: taken out of it, the few wrong ones
// that keep its middle knots apart go with them, and the middle would fall
// into one run (docs/scan.md#strokes-held-to-their-own-record).
//
// The knots are fitted by `npm run calibrate` (scripts/calibrate.ts) and kept
// in calibration-table.ts with the photos and date they came from.

import type { ScanResult, StrokeCaution } from './request.ts';

/** What kind of review item a confidence is about. */
export type CalibratedKind = 'hex' | 'hexside' | 'absence';
/** Where the item's colour came from: the user's sample taps, or the clustering's guess. */
export type ColourSource = 'sampled' | 'guessed';

/** A run of the fitting photos' items: their mean raw confidence and how many of them were right. */
export interface CalibrationKnot {
  readonly raw: number;
  readonly right: number;
  readonly count: number;
}

export type CalibrationTable = Readonly<
  Record<ColourSource, Readonly<Record<CalibratedKind, readonly CalibrationKnot[]>>> & {
    /** The map of the strokes with each caution (see the header). */
    readonly cautions: Readonly<Record<StrokeCaution, readonly CalibrationKnot[]>>;
  }
>;

/** One item of a fitting photo: its raw confidence and whether it was right. */
export interface CalibrationObservation {
  readonly raw: number;
  readonly right: boolean;
}

/** Right and count of a run as its share is shown: two right and two wrong added (see the header). */
const plusFour = (run: { readonly right: number; readonly count: number }) => ({
  right: run.right + 2,
  count: run.count + 4,
});

/** The share a knot stands for: right out of count, pulled towards a toss-up by two right and two wrong (see the header). */
export const knotShare = (k: CalibrationKnot): number => plusFour(k).right / plusFour(k).count;

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

interface Run {
  /** The sum of its items' raw confidences. */
  sum: number;
  right: number;
  count: number;
}

/** Whether b's share right is above a's (compared in integers). */
const shareRises = (a: Pick<Run, 'right' | 'count'>, b: Pick<Run, 'right' | 'count'>): boolean =>
  a.right * b.count < b.right * a.count;

/** Whether b's share as shown (knotShare) is above a's. */
const shownShareRises = (a: Run, b: Run): boolean => shareRises(plusFour(a), plusFour(b));

/** Runs in order of raw confidence, each pooled with the one before it until `rises` holds of every run and the next. */
function poolAdjacentViolators(runs: readonly Run[], rises: (a: Run, b: Run) => boolean): Run[] {
  const pooled: Run[] = [];
  for (const next of runs) {
    pooled.push({ ...next });
    while (pooled.length > 1) {
      const b = pooled[pooled.length - 1];
      const a = pooled[pooled.length - 2];
      if (rises(a, b)) break;
      pooled.pop();
      a.sum += b.sum;
      a.right += b.right;
      a.count += b.count;
    }
  }
  return pooled;
}

/**
 * The knots of one kind and source, in two passes of pool adjacent
 * violators over the items sorted by raw confidence: the first until the
 * share right rises from run to run (the isotonic fit), the second over
 * those runs until the share shown (knotShare) does too. Pooled on the share
 * shown from the single items on, every lone right item (shown at 60 %)
 * would join the surer run before it, and a kind's map would shrink to a
 * knot or two; the second pass pools only where the two added right and
 * two added wrong reverse the first's order. Pooling two rising runs leaves
 * the share right rising, so the knots keep both orders. Items of one raw
 * confidence always share a run (a map cannot tell them apart).
 */
export function fitKnots(observations: readonly CalibrationObservation[]): CalibrationKnot[] {
  const byRaw = new Map<number, Run>();
  for (const o of observations) {
    const run = byRaw.get(o.raw) ?? { sum: 0, right: 0, count: 0 };
    run.sum += o.raw;
    run.right += o.right ? 1 : 0;
    run.count++;
    byRaw.set(o.raw, run);
  }
  const sorted = [...byRaw].sort(([a], [b]) => a - b).map(([, run]) => run);
  const runs = poolAdjacentViolators(poolAdjacentViolators(sorted, shareRises), shownShareRises);
  return runs.map((r) => ({ raw: round3(r.sum / r.count), right: r.right, count: r.count }));
}

/**
 * The confidence shown for a raw one: linear between the knots' shares,
 * flat beyond the first and the last. No knots (a kind the fitting photos
 * never showed): the raw confidence as it is.
 */
export function shownConfidence(knots: readonly CalibrationKnot[], raw: number): number {
  if (knots.length === 0) return raw;
  if (raw <= knots[0].raw) return round3(knotShare(knots[0]));
  for (let i = 1; i < knots.length; i++) {
    const k1 = knots[i];
    if (raw > k1.raw) continue;
    const k0 = knots[i - 1];
    const y0 = knotShare(k0);
    return round3(y0 + ((knotShare(k1) - y0) * (raw - k0.raw)) / (k1.raw - k0.raw));
  }
  return round3(knotShare(knots[knots.length - 1]));
}

interface Calibratable {
  readonly confidence: number;
  readonly guessed?: true;
}

/**
 * The confidence shown for a stroke with cautions: the lower of its kind's
 * and each caution's (see the header). A caution the fitting photos never
 * showed holds nothing.
 */
function heldByCautions(table: CalibrationTable, cautions: readonly StrokeCaution[], shown: number, raw: number) {
  let held = shown;
  for (const caution of cautions)
    if (table.cautions[caution].length) held = Math.min(held, shownConfidence(table.cautions[caution], raw));
  return held;
}

/**
 * A scan's items with their raw confidences replaced by the shown ones (the
 * table's map for each kind and source, and for a stroke with cautions, no
 * more than theirs), the cautions read and dropped.
 */
export function calibrateScan<R extends ScanResult>(result: R, table: CalibrationTable): R {
  const shown =
    (kind: CalibratedKind) =>
    <P extends Calibratable>(p: P): P => ({
      ...p,
      confidence: shownConfidence(table[p.guessed ? 'guessed' : 'sampled'][kind], p.confidence),
    });
  return {
    ...result,
    hexes: result.hexes.map(shown('hex')),
    hexsides: result.hexsides.map(({ cautions, ...side }) => {
      const calibrated = shown('hexside')(side);
      if (!cautions) return calibrated;
      return { ...calibrated, confidence: heldByCautions(table, cautions, calibrated.confidence, side.confidence) };
    }),
    absences: result.absences.map(shown('absence')),
  };
}
