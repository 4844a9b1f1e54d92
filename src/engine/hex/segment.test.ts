// What the centre-to-centre segment meets
// (docs/geometry.md#what-the-line-meets): known cases from the worked examples, then a brute-force cross-check
// of hexContact, sideMeeting, segmentContacts and hexEntryParam against an
// independent exact reference written here.
//
// The reference does not use the lattice: it works in cube coordinates, where
// the closed hex around centre c is { p : |Δq - Δr| ≤ 1, |Δr - Δs| ≤ 1,
// |Δs - Δq| ≤ 1 } (Δ = p - c; the perpendicular bisectors to the six
// neighbours), and clips the segment F + t(T - F) against those six half-planes
// with exact rational t (Cyrus–Beck). The interior is the same with strict
// inequalities.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import { frac, type Fraction, fracToString } from '../fraction.ts';
import { type Axial, SIDES, type Side } from '../types.ts';
import { edgeKey, hexDistance, hexKey, neighbour, OPPOSITE_SIDE, SIDE_DELTA } from './axial.ts';
import {
  type HexContact,
  hexContact,
  hexEntryParam,
  segmentBetween,
  segmentContacts,
  segmentMeetsHex,
  sideMeeting,
  type SideContact,
} from './segment.ts';

// ---------------------------------------------------------------- reference

/** An exact rational with a positive denominator (not necessarily reduced). */
interface Ratio {
  readonly n: number;
  readonly d: number;
}
const ratio = (n: number, d: number): Ratio => (d < 0 ? { n: -n, d: -d } : { n, d });
const cmp = (a: Ratio, b: Ratio): number => Math.sign(a.n * b.d - b.n * a.d);
const sameValue = (a: Ratio, b: Fraction | undefined): boolean => b !== undefined && a.n * b.d === b.n * a.d;
const show = (a: Ratio): string => fracToString(frac(a.n, a.d));

const cube = (h: Axial): readonly [number, number, number] => [h.q, h.r, -h.q - h.r];
const PAIRS = [
  [0, 1],
  [1, 2],
  [2, 0],
] as const;

/** The hex's six half-planes along the segment, each as u + v·t ≥ 0. */
function halfPlanes(from: Axial, to: Axial, h: Axial): [number, number][] {
  const f = cube(from);
  const t = cube(to);
  const c = cube(h);
  const out: [number, number][] = [];
  for (const [i, j] of PAIRS) {
    const a = f[i] - f[j] - (c[i] - c[j]);
    const b = t[i] - t[j] - (f[i] - f[j]);
    out.push([1 - a, -b], [1 + a, b]);
  }
  return out;
}

/** Cyrus–Beck: the parameter range [lo, hi] ⊂ [0, 1] of the segment inside the closed hex. */
function closedRange(from: Axial, to: Axial, h: Axial): { lo: Ratio; hi: Ratio } | undefined {
  let lo = ratio(0, 1);
  let hi = ratio(1, 1);
  for (const [u, v] of halfPlanes(from, to, h)) {
    if (v === 0) {
      if (u < 0) return undefined;
      continue;
    }
    const bound = ratio(-u, v);
    if (v > 0) {
      if (cmp(bound, lo) > 0) lo = bound;
    } else if (cmp(bound, hi) < 0) hi = bound;
  }
  return cmp(lo, hi) <= 0 ? { lo, hi } : undefined;
}

/** Whether some t in [0, 1] lies strictly inside all six half-planes. */
function meetsInterior(from: Axial, to: Axial, h: Axial): boolean {
  // Open interval (lo, hi) of the interior; its meeting [0, 1] needs lo < hi, lo < 1, hi > 0.
  let lo = ratio(-1, 1);
  let hi = ratio(2, 1);
  for (const [u, v] of halfPlanes(from, to, h)) {
    if (v === 0) {
      if (u <= 0) return false;
      continue;
    }
    const bound = ratio(-u, v);
    if (v > 0) {
      if (cmp(bound, lo) > 0) lo = bound;
    } else if (cmp(bound, hi) < 0) hi = bound;
  }
  return cmp(lo, hi) < 0 && cmp(lo, ratio(1, 1)) < 0 && cmp(hi, ratio(0, 1)) > 0;
}

function referenceContact(from: Axial, to: Axial, h: Axial): HexContact {
  if (!closedRange(from, to, h)) return 'none';
  return meetsInterior(from, to, h) ? 'entered' : 'grazed';
}

interface ReferenceSide {
  readonly contact: SideContact;
  readonly t: Ratio;
  readonly tEnd?: Ratio;
}

type RangeOf = (h: Axial) => { lo: Ratio; hi: Ratio } | undefined;

/**
 * A side is where its two closed hexes meet; the segment meets it where it is
 * in both. A single point is a corner when a third hex (one adjacent to both)
 * is met there too, and a crossing otherwise.
 */
function referenceSide(rangeOf: RangeOf, h: Axial, side: Side): ReferenceSide | undefined {
  const n = neighbour(h, side);
  const a = rangeOf(h);
  const b = rangeOf(n);
  if (!a || !b) return undefined;
  const lo = cmp(a.lo, b.lo) >= 0 ? a.lo : b.lo;
  const hi = cmp(a.hi, b.hi) <= 0 ? a.hi : b.hi;
  const c = cmp(lo, hi);
  if (c > 0) return undefined;
  if (c < 0) return { contact: 'run-along', t: lo, tEnd: hi };
  const thirds = SIDES.map((s) => neighbour(h, s)).filter((x) => hexDistance(x, n) === 1);
  const atCorner = thirds.some((x) => {
    const r = rangeOf(x);
    return r !== undefined && cmp(r.lo, lo) <= 0 && cmp(lo, r.hi) <= 0;
  });
  return { contact: atCorner ? 'cornered' : 'crossed', t: lo };
}

/** closedRange for one segment, each hex computed once. */
function rangesAlong(from: Axial, to: Axial): RangeOf {
  const cache = new Map<string, { lo: Ratio; hi: Ratio } | undefined>();
  return (h) => {
    const key = hexKey(h);
    if (!cache.has(key)) cache.set(key, closedRange(from, to, h));
    return cache.get(key);
  };
}

function boundingBox(from: Axial, to: Axial, margin: number): Axial[] {
  const out: Axial[] = [];
  for (let q = Math.min(from.q, to.q) - margin; q <= Math.max(from.q, to.q) + margin; q++) {
    for (let r = Math.min(from.r, to.r) - margin; r <= Math.max(from.r, to.r) + margin; r++) out.push({ q, r });
  }
  return out;
}

// ---------------------------------------------------------------- generators

const DIAGONALS: readonly Axial[] = [
  { q: 2, r: -1 },
  { q: 1, r: 1 },
  { q: -1, r: 2 },
  { q: -2, r: 1 },
  { q: -1, r: -1 },
  { q: 1, r: -2 },
];
const AXES: readonly Axial[] = SIDES.map((s) => SIDE_DELTA[s]);

const coord = fc.integer({ min: -8, max: 8 });
const hexArb = fc.record({ q: coord, r: coord });
/**
 * Segments of every kind: random ones, spine lines (along sides), straight rows,
 * and small offsets from those (lines through corners and side midpoints).
 */
const segmentArb = fc
  .oneof(
    { weight: 4, arbitrary: fc.tuple(hexArb, hexArb) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(hexArb, fc.constantFrom(...DIAGONALS, ...AXES), fc.integer({ min: 1, max: 5 }))
        .map(([f, d, m]) => [f, { q: f.q + m * d.q, r: f.r + m * d.r }] as [Axial, Axial]),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(hexArb, fc.constantFrom(...DIAGONALS, ...AXES), fc.integer({ min: 1, max: 4 }), fc.constantFrom(...AXES))
        .map(([f, d, m, e]) => [f, { q: f.q + m * d.q + e.q, r: f.r + m * d.r + e.r }] as [Axial, Axial]),
    },
  )
  .filter(([f, t]) => f.q !== t.q || f.r !== t.r);

// ---------------------------------------------------------------- known cases

const O = { q: 0, r: 0 };

describe('hexContact: known cases (docs/geometry.md#what-the-line-meets)', () => {
  test.each([
    { to: { q: 3, r: 0 }, hex: O, want: 'entered', why: "the firer's own hex" },
    { to: { q: 3, r: 0 }, hex: { q: 3, r: 0 }, want: 'entered', why: "the target's own hex" },
    { to: { q: 3, r: 0 }, hex: { q: 1, r: 0 }, want: 'entered', why: 'worked example (3,0): straight row' },
    { to: { q: 3, r: 0 }, hex: { q: 1, r: -1 }, want: 'none', why: 'worked example (3,0): beside the row' },
    { to: { q: 3, r: 0 }, hex: { q: 0, r: 1 }, want: 'none', why: 'worked example (3,0): beside the row' },
    { to: { q: 2, r: -1 }, hex: { q: 1, r: 0 }, want: 'grazed', why: 'worked example (2,-1): runs along its side' },
    { to: { q: 2, r: -1 }, hex: { q: 1, r: -1 }, want: 'grazed', why: 'worked example (2,-1): runs along its side' },
    { to: { q: 2, r: -1 }, hex: { q: 2, r: -1 }, want: 'entered', why: 'worked example (2,-1): target' },
    { to: { q: 4, r: -1 }, hex: { q: 2, r: 0 }, want: 'entered', why: 'worked example (4,-1): enters both' },
    { to: { q: 4, r: -1 }, hex: { q: 2, r: -1 }, want: 'entered', why: 'worked example (4,-1): enters both' },
    { to: { q: 5, r: -1 }, hex: { q: 2, r: -1 }, want: 'grazed', why: 'worked example (5,-1): only its corner' },
    { to: { q: 5, r: -1 }, hex: { q: 2, r: 0 }, want: 'entered', why: 'worked example (5,-1)' },
    { to: { q: 5, r: -1 }, hex: { q: 3, r: 0 }, want: 'grazed', why: 'worked example (5,-1): only its corner' },
    { to: { q: 5, r: -1 }, hex: { q: 3, r: -1 }, want: 'entered', why: 'worked example (5,-1)' },
    { to: { q: 6, r: -3 }, hex: { q: 3, r: -2 }, want: 'grazed', why: 'worked example (6,-3): spine line' },
    { to: { q: 6, r: -3 }, hex: { q: 4, r: -2 }, want: 'entered', why: 'worked example (6,-3): spine line' },
    { to: { q: 0, r: 9 }, hex: { q: 1, r: 4 }, want: 'none', why: 'down a column: the next column is only beside it' },
  ] as const)('to ($to.q,$to.r), hex ($hex.q,$hex.r): $want ($why)', ({ to, hex, want }) => {
    expect(hexContact(segmentBetween(O, to), hex)).toBe(want);
    expect(hexContact(segmentBetween(to, O), hex)).toBe(want);
    expect(segmentMeetsHex(segmentBetween(O, to), hex)).toBe(want !== 'none');
    expect(referenceContact(O, to, hex)).toBe(want);
  });
});

interface SideCase {
  readonly why: string;
  readonly to: Axial;
  readonly hex: Axial;
  readonly side: Side;
  readonly contact: SideContact | undefined;
  readonly t?: string;
  readonly tEnd?: string;
  readonly corner?: { x: number; y: number };
}

const sideCases: readonly SideCase[] = [
  {
    why: 'worked example (2,-1): runs along the side between the middle hexes',
    to: { q: 2, r: -1 },
    hex: { q: 1, r: -1 },
    side: 'S',
    contact: 'run-along',
    t: '1/3',
    tEnd: '2/3',
  },
  {
    why: 'worked example (2,-1): the same side named from below',
    to: { q: 2, r: -1 },
    hex: { q: 1, r: 0 },
    side: 'N',
    contact: 'run-along',
    t: '1/3',
    tEnd: '2/3',
  },
  {
    why: "worked example (2,-1): the firer's NE side is cornered where the run starts",
    to: { q: 2, r: -1 },
    hex: O,
    side: 'NE',
    contact: 'cornered',
    t: '1/3',
    corner: { x: 2, y: 0 },
  },
  {
    why: "worked example (2,-1): the firer's SE side is cornered where the run starts",
    to: { q: 2, r: -1 },
    hex: O,
    side: 'SE',
    contact: 'cornered',
    t: '1/3',
    corner: { x: 2, y: 0 },
  },
  {
    why: "worked example (2,-1): the target's NW side is cornered where the run ends",
    to: { q: 2, r: -1 },
    hex: { q: 2, r: -1 },
    side: 'NW',
    contact: 'cornered',
    t: '2/3',
    corner: { x: 4, y: 0 },
  },
  {
    why: "worked example (2,-1): the target's SW side is cornered where the run ends",
    to: { q: 2, r: -1 },
    hex: { q: 2, r: -1 },
    side: 'SW',
    contact: 'cornered',
    t: '2/3',
    corner: { x: 4, y: 0 },
  },
  {
    why: "worked example (2,-1): the firer's N side is missed",
    to: { q: 2, r: -1 },
    hex: O,
    side: 'N',
    contact: undefined,
  },
  {
    why: 'worked example (4,-1): crosses the middle of the side between (2,-1) and (2,0)',
    to: { q: 4, r: -1 },
    hex: { q: 2, r: -1 },
    side: 'S',
    contact: 'crossed',
    t: '1/2',
  },
  {
    why: 'worked example (5,-1): first corner, side (1,0)-(2,-1)',
    to: { q: 5, r: -1 },
    hex: { q: 1, r: 0 },
    side: 'NE',
    contact: 'cornered',
    t: '1/3',
    corner: { x: 5, y: 1 },
  },
  {
    why: 'worked example (5,-1): first corner, side (1,0)-(2,0)',
    to: { q: 5, r: -1 },
    hex: { q: 1, r: 0 },
    side: 'SE',
    contact: 'cornered',
    t: '1/3',
    corner: { x: 5, y: 1 },
  },
  {
    why: 'worked example (5,-1): first corner, side (2,-1)-(2,0)',
    to: { q: 5, r: -1 },
    hex: { q: 2, r: -1 },
    side: 'S',
    contact: 'cornered',
    t: '1/3',
    corner: { x: 5, y: 1 },
  },
  {
    why: 'worked example (5,-1): between the corners it crosses (2,0)-(3,-1) at its middle',
    to: { q: 5, r: -1 },
    hex: { q: 2, r: 0 },
    side: 'NE',
    contact: 'crossed',
    t: '1/2',
  },
  {
    why: 'worked example (5,-1): second corner, side (3,-1)-(3,0)',
    to: { q: 5, r: -1 },
    hex: { q: 3, r: -1 },
    side: 'S',
    contact: 'cornered',
    t: '2/3',
    corner: { x: 10, y: 2 },
  },
  {
    why: 'worked example (5,-1): second corner, side (3,-1)-(4,-1)',
    to: { q: 5, r: -1 },
    hex: { q: 3, r: -1 },
    side: 'SE',
    contact: 'cornered',
    t: '2/3',
    corner: { x: 10, y: 2 },
  },
  {
    why: 'worked example (5,-1): second corner, side (3,0)-(4,-1)',
    to: { q: 5, r: -1 },
    hex: { q: 3, r: 0 },
    side: 'NE',
    contact: 'cornered',
    t: '2/3',
    corner: { x: 10, y: 2 },
  },
  {
    why: "worked example (5,-1): the firer's own side is crossed off-centre",
    to: { q: 5, r: -1 },
    hex: O,
    side: 'SE',
    contact: 'crossed',
    t: '1/9',
  },
  {
    why: 'worked example (6,-3): the spine runs along (3,-2)-(3,-1)',
    to: { q: 6, r: -3 },
    hex: { q: 3, r: -2 },
    side: 'S',
    contact: 'run-along',
    t: '4/9',
    tEnd: '5/9',
  },
];

describe('sideMeeting: known cases (docs/geometry.md#what-the-line-meets)', () => {
  test.each(sideCases)('$why', ({ to, hex, side, contact, t, tEnd, corner }) => {
    const m = sideMeeting(segmentBetween(O, to), hex, side);
    expect(m?.contact).toBe(contact);
    if (!m) return;
    expect(m.edge).toBe(edgeKey(hex, side));
    expect([hexKey(m.hexes[0]), hexKey(m.hexes[1])]).toEqual([hexKey(hex), hexKey(neighbour(hex, side))]);
    expect(fracToString(m.t)).toBe(t);
    expect(m.tEnd && fracToString(m.tEnd)).toBe(tEnd);
    expect(m.corner).toEqual(corner);
    // The reference agrees.
    const ref = referenceSide(rangesAlong(O, to), hex, side);
    expect(ref?.contact).toBe(contact);
    expect(ref && show(ref.t)).toBe(t);
  });

  test.each(sideCases.filter((c) => c.contact !== undefined))(
    'reversed, the same side at 1 - t: $why',
    ({ to, hex, side, contact, t, tEnd }) => {
      const m = sideMeeting(segmentBetween(to, O), hex, side);
      expect(m?.contact).toBe(contact);
      const flip = (s: string | undefined) => {
        if (s === undefined) return undefined;
        const [n, d = '1'] = s.split('/');
        return fracToString({ n: Number(d) - Number(n), d: Number(d) });
      };
      // A run along [a, b] reversed is [1 - b, 1 - a].
      expect(m && fracToString(m.t)).toBe(tEnd ? flip(tEnd) : flip(t));
      expect(m?.tEnd && fracToString(m.tEnd)).toBe(tEnd ? flip(t) : undefined);
    },
  );
});

describe('segmentContacts: known cases', () => {
  const summary = (to: Axial) => {
    const c = segmentContacts(O, to);
    return {
      hexes: c.hexes.map((m) => `${hexKey(m.hex)} ${m.contact}`).sort(),
      sides: c.sides.map(
        (s) => `${s.edge} ${s.contact} ${fracToString(s.t)}${s.tEnd ? `..${fracToString(s.tEnd)}` : ''}`,
      ),
    };
  };

  test('docs/geometry.md#worked-examples (2,-1): a line running exactly along a side grazes both hexes and runs along the side', () => {
    const { hexes, sides } = summary({ q: 2, r: -1 });
    expect(hexes).toEqual(['0,0 entered', '1,-1 grazed', '1,0 grazed', '2,-1 entered']);
    expect(sides.slice(0, 2).sort()).toEqual(['0,0,NE cornered 1/3', '0,0,SE cornered 1/3']);
    expect(sides[2]).toBe('1,0,N run-along 1/3..2/3');
    expect(sides.slice(3).sort()).toEqual(['1,-1,SE cornered 2/3', '1,0,NE cornered 2/3']);
  });

  test('docs/geometry.md#worked-examples (5,-1): a line through a corner corners the three sides there', () => {
    const { hexes, sides } = summary({ q: 5, r: -1 });
    expect(hexes).toEqual([
      '0,0 entered',
      '1,0 entered',
      '2,-1 grazed',
      '2,0 entered',
      '3,-1 entered',
      '3,0 grazed',
      '4,-1 entered',
      '5,-1 entered',
    ]);
    expect(sides[0]).toBe('0,0,SE crossed 1/9');
    expect(sides.slice(1, 4).sort()).toEqual(['1,0,NE cornered 1/3', '1,0,SE cornered 1/3', '2,0,N cornered 1/3']);
    expect(sides[4]).toBe('2,0,NE crossed 1/2');
    expect(sides.slice(5, 8).sort()).toEqual(['3,-1,SE cornered 2/3', '3,0,N cornered 2/3', '3,0,NE cornered 2/3']);
    expect(sides[8]).toBe('4,-1,SE crossed 8/9');
    expect(sides).toHaveLength(9);
  });

  describe('a straight row crosses sides at t = (k - 1/2)/R (docs/geometry.md#where-a-hexside-lies-along-the-line)', () => {
    const rows = SIDES.flatMap((side) => [1, 2, 5, 8].map((range) => ({ side, range })));
    test.each(rows)('along $side, range $range', ({ side, range }) => {
      const d = SIDE_DELTA[side];
      const row = Array.from({ length: range + 1 }, (_, i) => ({ q: i * d.q, r: i * d.r }));
      const c = segmentContacts(O, row[range]);
      expect(c.hexes.map((m) => `${hexKey(m.hex)} ${m.contact}`).sort()).toEqual(
        row.map((h) => `${hexKey(h)} entered`).sort(),
      );
      expect(c.sides).toHaveLength(range);
      c.sides.forEach((s, i) => {
        const k = i + 1;
        expect(s.contact).toBe('crossed');
        expect(s.edge).toBe(edgeKey(row[k - 1], side));
        expect(s.t).toEqual(frac(2 * k - 1, 2 * range));
      });
      // Named from the other side, the sides are the same edges.
      expect(c.sides.map((s) => s.edge)).toEqual(row.slice(1).map((h) => edgeKey(h, OPPOSITE_SIDE[side])));
    });
  });
});

// ---------------------------------------------------------------- brute force

describe('brute-force cross-check against the exact reference', () => {
  test('hexContact agrees with Cyrus–Beck clipping on every hex of the bounding box (property)', () => {
    fc.assert(
      fc.property(segmentArb, ([from, to]) => {
        const seg = segmentBetween(from, to);
        for (const h of boundingBox(from, to, 2)) {
          const want = referenceContact(from, to, h);
          if (hexContact(seg, h) !== want) {
            throw new Error(
              `hex ${hexKey(h)} on ${hexKey(from)}→${hexKey(to)}: ${hexContact(seg, h)}, reference ${want}`,
            );
          }
        }
      }),
      { numRuns: 2000 },
    );
  });

  test('segmentContacts finds exactly the met hexes and sides, with exact t (property)', () => {
    fc.assert(
      fc.property(segmentArb, ([from, to]) => {
        const got = segmentContacts(from, to);
        const box = boundingBox(from, to, 2);
        const wantHexes = box
          .map((h) => `${hexKey(h)} ${referenceContact(from, to, h)}`)
          .filter((s) => !s.endsWith('none'))
          .sort();
        expect(got.hexes.map((m) => `${hexKey(m.hex)} ${m.contact}`).sort()).toEqual(wantHexes);

        const wantSides = new Map<string, ReferenceSide>();
        const rangeOf = rangesAlong(from, to);
        for (const h of box) {
          if (!rangeOf(h)) continue;
          for (const side of SIDES) {
            const ref = referenceSide(rangeOf, h, side);
            if (ref) wantSides.set(edgeKey(h, side), ref);
          }
        }
        expect(got.sides.map((s) => s.edge).sort()).toEqual([...wantSides.keys()].sort());
        for (const s of got.sides) {
          const ref = wantSides.get(s.edge) as ReferenceSide;
          expect(s.contact).toBe(ref.contact);
          expect(sameValue(ref.t, s.t)).toBe(true);
          expect(s.tEnd === undefined).toBe(ref.tEnd === undefined);
          if (ref.tEnd) expect(sameValue(ref.tEnd, s.tEnd)).toBe(true);
          expect(s.corner !== undefined).toBe(s.contact === 'cornered');
        }
        // In order along the segment.
        for (let i = 1; i < got.sides.length; i++) {
          const a = got.sides[i - 1].t;
          const b = got.sides[i].t;
          expect(a.n * b.d).toBeLessThanOrEqual(b.n * a.d);
        }
      }),
      { numRuns: 300 },
    );
  });

  test('sideMeeting names the same meeting from either hex (property)', () => {
    fc.assert(
      fc.property(segmentArb, ([from, to]) => {
        const seg = segmentBetween(from, to);
        const summarise = (m: ReturnType<typeof sideMeeting>) =>
          m &&
          `${m.edge} ${m.contact} ${fracToString(m.t)} ${m.tEnd && fracToString(m.tEnd)} ${m.corner && `${m.corner.x},${m.corner.y}`}`;
        const fromHere: (string | undefined)[] = [];
        const fromThere: (string | undefined)[] = [];
        for (const h of boundingBox(from, to, 0)) {
          for (const side of SIDES) {
            fromHere.push(summarise(sideMeeting(seg, h, side)));
            fromThere.push(summarise(sideMeeting(seg, neighbour(h, side), OPPOSITE_SIDE[side])));
          }
        }
        expect(fromThere).toEqual(fromHere);
      }),
      { numRuns: 200 },
    );
  });

  test('hexEntryParam is where the segment first meets the closed hex (property)', () => {
    fc.assert(
      fc.property(segmentArb, ([from, to]) => {
        const seg = segmentBetween(from, to);
        const mismatches = boundingBox(from, to, 1).filter((h) => {
          const ref = closedRange(from, to, h);
          const got = hexEntryParam(seg, h);
          return ref ? !sameValue(ref.lo, got) : got !== undefined;
        });
        expect(mismatches).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });
});
