// The integer line walk (line-walk.ts) against the general geometry
// (segment.ts's hexContact, trace.ts's traceHexes), for EVERY offset up to
// range 30 (bounding-box scan) and 40 (routes), so the walk's two shortcuts (only ⌊x*⌋ and ⌈x*⌉ of a row, and the
// line test standing in for the segment test) are proved on all of them, not
// sampled (docs/geometry.md#what-the-line-meets, "Hex-traced routes").

import { describe, expect, test } from 'vitest';

import type { Axial, Side } from '../types.ts';
import { edgeBetween, edgeKey, hexDistance, hexKey } from './axial.ts';
import { CLEARANCE_CAP, clearanceField, edgeNameDir, edgeNameQ, edgeNameR, LineWalk } from './line-walk.ts';
import { hexContact, segmentBetween, segmentContacts } from './segment.ts';
import { type HexTrace, traceHexes, traceThrough } from './trace.ts';

const MAX_RANGE = 40;
/** The bounding-box scan costs R² hex tests per offset. */
const MAX_SCAN_RANGE = 30;
const ORIGIN: Axial = { q: 0, r: 0 };
const EDGE_NAMES: readonly Side[] = ['N', 'NE', 'SE'];

function offsets(maxRange: number): Axial[] {
  const out: Axial[] = [];
  for (let q = -maxRange; q <= maxRange; q++) {
    for (let r = -maxRange; r <= maxRange; r++) {
      const d = hexDistance(ORIGIN, { q, r });
      if (d >= 1 && d <= maxRange) out.push({ q, r });
    }
  }
  return out;
}

/** Every hex the segment meets, the two ends excluded, by scanning the bounding box with hexContact. */
function metBySegment(to: Axial): Set<string> {
  const seg = segmentBetween(ORIGIN, to);
  const met = new Set<string>();
  for (let q = Math.min(0, to.q) - 2; q <= Math.max(0, to.q) + 2; q++) {
    for (let r = Math.min(0, to.r) - 2; r <= Math.max(0, to.r) + 2; r++) {
      if ((q === 0 && r === 0) || (q === to.q && r === to.r)) continue;
      if (hexContact(seg, { q, r }) !== 'none') met.add(hexKey({ q, r }));
    }
  }
  return met;
}

function walkedHexes(w: LineWalk, bitsOf: (i: number) => number): Axial[][] {
  const steps: Axial[][] = [];
  for (let i = 0; i <= w.range; i++) {
    const step: Axial[] = [];
    for (let j = 0; j < 2; j++) if (bitsOf(i) & (1 << j)) step.push({ q: w.hexQ(i, j), r: w.hexR(i, j) });
    steps.push(i === 0 || i === w.range ? step.slice(0, 1) : step);
  }
  return steps;
}

describe('the line walk equals the general geometry for every offset up to range 30 / 40', () => {
  const all = offsets(MAX_RANGE);
  const w = new LineWalk();

  test('the hexes it meets are exactly the hexes the segment meets, each at its own step', () => {
    let checked = 0;
    const scanned = offsets(MAX_SCAN_RANGE);
    for (const to of scanned) {
      w.walk(0, 0, to.q, to.r);
      const steps = walkedHexes(w, (i) => w.met[i]);
      const walked = new Set<string>();
      steps.slice(1, -1).forEach((step, n) => {
        for (const h of step) {
          expect(hexDistance(ORIGIN, h)).toBe(n + 1);
          expect(hexDistance(h, to)).toBe(w.range - n - 1);
          walked.add(hexKey(h));
        }
      });
      expect([...walked].sort()).toEqual([...metBySegment(to)].sort());
      checked++;
    }
    expect(checked).toBe(scanned.length);
  }, 240_000);

  test('its routes are those of traceHexes: the same candidates per step, the same sides', () => {
    for (const to of all) {
      w.walk(0, 0, to.q, to.r);
      const trace = traceHexes(ORIGIN, to);
      const steps = walkedHexes(w, (i) => w.live[i]);
      expect(
        steps.map((s) => s.map(hexKey).sort()),
        hexKey(to),
      ).toEqual(trace.steps.map((s) => s.map(hexKey).sort()));
      const sides = new Set<string>();
      for (let k = 1; k <= w.range; k++) {
        for (let j = 0; j < 2; j++) {
          for (let j2 = 0; j2 < 2; j2++) {
            if (!(w.live[k - 1] & (1 << j)) || !(w.live[k] & (1 << j2)) || !w.adjacent(k, j, j2)) continue;
            if ((k === 1 && j === 1) || (k === w.range && j2 === 1)) continue;
            const d = w.stepDir(k, j, j2);
            const q = w.hexQ(k - 1, j);
            const r = w.hexR(k - 1, j);
            sides.add(`${k}:${edgeNameQ(q, d)},${edgeNameR(r, d)},${EDGE_NAMES[edgeNameDir(d)]}`);
          }
        }
      }
      const expected = trace.sides.flatMap((list) => list.map((s) => `${s.k}:${s.edge}`));
      expect([...sides].sort(), hexKey(to)).toEqual(expected.sort());
    }
  }, 240_000);

  // A board that is the half-plane r >= 0: lines along r = 0 lose their r = -1 candidates.
  const onHalfPlane = (_q: number, r: number) => r >= 0;

  /** board-trace.ts's routes on the half-plane: each step's off-board candidates dropped where it has one on the board. */
  function halfPlaneTrace(to: Axial): HexTrace {
    const raw = traceHexes(ORIGIN, to);
    const kept = raw.steps.map((s) => {
      const on = s.filter((h) => onHalfPlane(h.q, h.r));
      return on.length > 0 ? on : s;
    });
    return traceThrough(ORIGIN, to, kept) ?? raw;
  }

  test('dropping off-board candidates keeps the routes board-trace.ts keeps', () => {
    for (const to of all) {
      if (to.r < 0) continue;
      w.walk(0, 0, to.q, to.r, onHalfPlane);
      const expected = halfPlaneTrace(to);
      const steps = walkedHexes(w, (i) => w.live[i]);
      expect(
        steps.map((s) => s.map(hexKey).sort()),
        hexKey(to),
      ).toEqual(expected.steps.map((s) => s.map(hexKey).sort()));
    }
  }, 240_000);

  /** The edge keys offRouteSides lists, after checking none is a route side. */
  function offRouteKeys(trace: HexTrace): Set<string> {
    const routeSides = new Set(trace.sides.flatMap((list) => list.map((s) => s.edge)));
    const listed = new Set<string>();
    const n = w.offRouteSides();
    for (let s = 0; s < n; s++) {
      const d = w.sideD[s];
      const key = edgeKey({ q: edgeNameQ(w.sideQ[s], d), r: edgeNameR(w.sideR[s], d) }, EDGE_NAMES[edgeNameDir(d)]);
      expect(routeSides.has(key), `${key} is a route side`).toBe(false);
      listed.add(key);
    }
    return listed;
  }

  /** The sides the segment meets (segment.ts, exact) that no route of `trace` crosses. */
  function metOffRoutes(from: Axial, to: Axial, trace: HexTrace): string[] {
    const routeSides = new Set(trace.sides.flatMap((list) => list.map((s) => s.edge)));
    return segmentContacts(from, to)
      .sides.map((m) => m.edge)
      .filter((e) => !routeSides.has(e));
  }

  test('offRouteSides lists every side the segment meets that no route crosses, and no route side (clarification 3)', () => {
    let throughCorners = 0;
    for (const to of all) {
      w.walk(0, 0, to.q, to.r);
      const trace = traceHexes(ORIGIN, to);
      const listed = offRouteKeys(trace);
      const met = metOffRoutes(ORIGIN, to, trace);
      for (const e of met) expect(listed.has(e), `${hexKey(to)}: side ${e} met off the routes, not listed`).toBe(true);
      // offRouteSides lists nothing for a line with no tied step: a line through a corner always has one
      // in the walk's sense (two met candidates), even (4, 1), which has no tie in cube-lerp rounding.
      if (segmentContacts(ORIGIN, to).sides.some((m) => m.contact === 'cornered')) {
        throughCorners++;
        expect(w.ties, `${hexKey(to)} passes a corner`).toBeGreaterThan(0);
      }
    }
    expect(throughCorners).toBeGreaterThan(100);
  }, 240_000);

  test('offRouteSides with off-board candidates dropped: the sides of a met hex on no route are listed', () => {
    for (const to of all) {
      if (to.r < 0) continue;
      w.walk(0, 0, to.q, to.r, onHalfPlane);
      const trace = halfPlaneTrace(to);
      const listed = offRouteKeys(trace);
      for (const e of metOffRoutes(ORIGIN, to, trace))
        expect(listed.has(e), `${hexKey(to)}: side ${e} met off the routes, not listed`).toBe(true);
    }
  }, 240_000);

  test('meetsFlagged finds a flagged hex exactly when the walk meets it (ends by endMask, the rest by innerMask)', () => {
    // A grid laid out as board-index.ts's (slot = (q − qMin)·height + (r − rMin)), large enough for every line from its middle.
    const span = MAX_SCAN_RANGE + 2;
    const height = 2 * span + 1;
    const flags = new Uint8Array(height * height);
    const slot = (q: number, r: number) => (q + span) * height + (r + span);
    const noJumps = new Uint8Array(height * height);
    const flagged = (to: Axial, q: number, r: number, bits: number) => {
      flags[slot(q, r)] = bits;
      const found = w.meetsFlagged(0, 0, to.q, to.r, -span, -span, height, flags, 1, 2, noJumps);
      flags[slot(q, r)] = 0;
      return found;
    };
    for (const to of offsets(MAX_SCAN_RANGE)) {
      w.walk(0, 0, to.q, to.r);
      const steps = walkedHexes(w, (i) => w.met[i]);
      const metKeys = new Set(steps.flat().map(hexKey));
      for (let i = 0; i <= w.range; i++) {
        const end = i === 0 || i === w.range;
        for (const h of steps[i]) {
          expect(flagged(to, h.q, h.r, end ? 1 : 2), `${hexKey(to)}: ${hexKey(h)} at step ${i}`).toBe(true);
          expect(flagged(to, h.q, h.r, end ? 2 : 1), `${hexKey(to)}: ${hexKey(h)} at step ${i}, other mask`).toBe(
            false,
          );
        }
      }
      // The unmet candidate beside each single-candidate step is never found.
      for (let i = 1; i < w.range; i++) {
        if (w.met[i] === 3) continue;
        const j = w.met[i] === 1 ? 1 : 0;
        const h = { q: w.hexQ(i, j), r: w.hexR(i, j) };
        if (!metKeys.has(hexKey(h))) expect(flagged(to, h.q, h.r, 3), `${hexKey(to)}: unmet ${hexKey(h)}`).toBe(false);
      }
    }
    expect(flags.every((f) => f === 0)).toBe(true);
  }, 240_000);

  test('meetsFlagged with the clearance field jumps over open ground and finds what the walk meets (random flags)', () => {
    const span = MAX_SCAN_RANGE + 2;
    const height = 2 * span + 1;
    const slot = (q: number, r: number) => (q + span) * height + (r + span);
    let seed = 20261126;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    for (const to of offsets(MAX_SCAN_RANGE)) {
      w.walk(0, 0, to.q, to.r);
      const steps = walkedHexes(w, (i) => w.met[i]);
      for (const density of [0.002, 0.01, 0.05]) {
        const flags = new Uint8Array(height * height);
        for (let i = 0; i < flags.length; i++) if (random() < density) flags[i] = random() < 0.5 ? 1 : 2;
        const expected = steps.some((step, i) =>
          step.some((h) => (flags[slot(h.q, h.r)] & (i === 0 || i === w.range ? 1 : 3)) !== 0),
        );
        const found = w.meetsFlagged(
          0,
          0,
          to.q,
          to.r,
          -span,
          -span,
          height,
          flags,
          1,
          3,
          clearanceField(flags, height, height),
        );
        expect(found, `${hexKey(to)} at density ${density}`).toBe(expected);
      }
    }
  }, 240_000);

  test('a translated walk names the translated hexes and edges', () => {
    const from = { q: 7, r: -3 };
    const to = { q: 7 + 9, r: -3 - 4 };
    w.walk(from.q, from.r, to.q - from.q, to.r - from.r);
    const trace = traceHexes(from, to);
    const steps = walkedHexes(w, (i) => w.live[i]);
    expect(steps.map((s) => s.map(hexKey).sort())).toEqual(trace.steps.map((s) => s.map(hexKey).sort()));
    expect(edgeBetween(trace.steps[0][0], trace.steps[1][0])).toBe(trace.sides[0][0].edge);
  });
});

describe('clearanceField', () => {
  test('each slot holds the hex distance to the nearest flagged slot of the grid, capped', () => {
    const width = 23;
    const height = 17;
    let seed = 7;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    for (const density of [0, 0.003, 0.02, 0.2]) {
      const flags = new Uint8Array(width * height);
      for (let i = 0; i < flags.length; i++) if (random() < density) flags[i] = 1 + Math.floor(random() * 3);
      const field = clearanceField(flags, width, height);
      for (let q = 0; q < width; q++) {
        for (let r = 0; r < height; r++) {
          let nearest = CLEARANCE_CAP;
          for (let fq = 0; fq < width; fq++) {
            for (let fr = 0; fr < height; fr++) {
              if (flags[fq * height + fr] !== 0) nearest = Math.min(nearest, hexDistance({ q, r }, { q: fq, r: fr }));
            }
          }
          expect(field[q * height + r], `(${q}, ${r}) at density ${density}`).toBe(nearest);
        }
      }
    }
  });
});
