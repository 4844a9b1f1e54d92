// The side view states the verdict the text does
// (docs/rules.md#the-side-view), on random boards, every rule set, both trace modes and
// random house readings: what it draws as blocking is exactly what the
// result's reasons name, what it draws as passed is what the cleared list
// names, the sight line is clear exactly when the verdict is and stops at the
// first blocking place, every distance rule that judged an obstacle shows its
// mark with the obstacle on the side the verdict put it, and on a CLEAR line
// nothing drawn above the sight line is left standing as an obstacle: it is
// drawn as passed, with why in the view's key.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import { hexByLabel } from './board-model.ts';
import { fracEquals, fracToNumber } from './fraction.ts';
import { edgeBetween, hexDistance, hexKey } from './hex/axial.ts';
import { distanceBlocks, losProfile, type LosProfile } from './profile.ts';
import type { RuleSetId, TraceMode } from './rules/ids.ts';
import { evaluateLos } from './rules/index.ts';
import type { LosPlace, LosResult } from './rules/types.ts';
import { buildBoard, type BoardSpec } from './testing/build-board.ts';
import {
  elevationBoardArbitrary as elevationBoard,
  highGroundBoardArbitrary as highGroundBoard,
  panzerBlitzBoardArbitrary as panzerBlitzBoard,
  RANDOM_COLUMNS as COLUMNS,
  RANDOM_ROWS as ROWS,
  randomLabel as label,
} from './testing/random-boards.ts';
import { houseReadingsArbitrary } from './testing/readings-arbitrary.ts';
import type { Terrain } from './types.ts';

const placeKey = (p: LosPlace): string | undefined =>
  p.kind === 'hexside' && p.between
    ? `side ${edgeBetween(p.between[0], p.between[1])}`
    : p.kind === 'hex' && p.hex
      ? `hex ${hexKey(p.hex)}`
      : undefined;

const placesOf = (list: LosResult['reasons']): LosPlace[] => list.flatMap((r) => [r, ...(r.alike ?? [])]);

/** What the view draws, by place: the state of every side, step hex and spot the result named or the line crossed. */
function drawn(profile: LosProfile): Map<string, string> {
  const out = new Map<string, string>();
  for (const s of profile.sides) out.set(`side ${edgeBetween(s.between[0], s.between[1])}`, s.state);
  for (const step of profile.steps) for (const h of step.hexes) out.set(`hex ${hexKey(h.hex)}`, h.state);
  return out;
}

function expectAgrees(result: LosResult, profile: LosProfile): void {
  const say = [...result.reasons, ...(result.cleared ?? [])].map((r) => r.text).join('\n');
  // The verdict and the sight line.
  expect(profile.visible, say).toBe(result.visible);
  expect(profile.sight.clear, say).toBe(result.visible);
  expect(profile.sight.stoppedAt === undefined, say).toBe(result.visible);

  const blocking = new Set(placesOf(result.reasons).flatMap((p) => placeKey(p) ?? []));
  const passed = new Set(
    placesOf(result.cleared ?? [])
      .flatMap((p) => placeKey(p) ?? [])
      .filter((k) => !blocking.has(k)),
  );
  const states = drawn(profile);
  const spots = new Map(profile.spots.map((s) => [s.label, s.state]));
  // Every named place is drawn in its state: in the steps, between them, or as a spot on the line.
  for (const k of blocking) {
    if (states.has(k)) expect(states.get(k), `${k} blocks\n${say}`).toBe('blocks');
  }
  for (const k of passed) {
    if (states.has(k)) expect(states.get(k), `${k} passed\n${say}`).toBe('passed');
  }
  // Between adjacent units every rule set lets the line by, named or not (000 M, 004 note 2, Tagg's line D).
  const adjacent = result.range === 1 && result.visible;
  // On an elevation board a slope side is the edge of its higher hex and says what was said of that hex.
  const edgeOf = new Map(
    profile.sides.map((s) => [
      `side ${edgeBetween(s.between[0], s.between[1])}`,
      s.between.map((h) => `hex ${hexKey(h)}`),
    ]),
  );
  const ofHex = (k: string, set: ReadonlySet<string>) =>
    profile.unit === 'elevation' && (edgeOf.get(k) ?? []).some((h) => set.has(h));
  for (const [k, state] of states) {
    if (state === 'blocks') expect(blocking.has(k) || ofHex(k, blocking), `${k} drawn blocking\n${say}`).toBe(true);
    if (state === 'passed')
      expect(passed.has(k) || adjacent || ofHex(k, passed), `${k} drawn passed\n${say}`).toBe(true);
  }
  for (const r of result.reasons)
    for (const p of [r, ...(r.alike ?? [])]) {
      const k = placeKey(p);
      if (k?.startsWith('side')) expect(states.get(k), `${k} blocks\n${say}`).toBe('blocks');
    }
  expect([...spots.values()].length).toBe(profile.spots.length);
  // The key says of each place what the drawing does.
  for (const s of profile.sides) if (s.key !== undefined) expect(profile.key[s.key].state, say).toBe(s.state);
  for (const s of profile.spots) expect(profile.key[s.key].state, say).toBe(s.state);

  // A blocking side stands where the result places it: where the line meets it.
  for (const side of profile.sides) {
    if (side.state !== 'blocks') continue;
    const edge = edgeBetween(side.between[0], side.between[1]);
    const places = placesOf(result.reasons).filter(
      (p) => p.kind === 'hexside' && p.between && edgeBetween(p.between[0], p.between[1]) === edge && p.position,
    );
    if (places.length > 0)
      expect(
        places.some((p) => side.position !== undefined && fracEquals(p.position!, side.position)),
        `${side.labels.join('|')} at ${side.at - 0.5}\n${say}`,
      ).toBe(true);
  }

  // The line stops at the first blocking place.
  if (!result.visible) {
    const first = Math.min(
      ...placesOf(result.reasons).map((p) => (p.position ? fracToNumber(p.position) * result.range : 0)),
    );
    expect(profile.sight.stoppedAt, say).toBe(first);
  }

  // Every distance rule that judged an obstacle: its mark is drawn, and the obstacle lies on the side of it the verdict says.
  for (const [list, blocks] of [
    [result.reasons, true],
    [result.cleared ?? [], false],
  ] as const) {
    for (const p of placesOf(list)) {
      if (!p.distance) continue;
      expect(distanceBlocks(p.distance), `${placeKey(p)}\n${say}`).toBe(blocks);
      const at = fracToNumber(p.distance.mark) * result.range;
      expect(
        profile.marks.some((m) => m.at === at && m.blocksTowards === p.distance?.blocksTowards),
        say,
      ).toBe(true);
    }
  }

  // No height contradiction: on a CLEAR line, a side standing above the sight line is drawn as passed. (On an
  // elevation board a slope side is only the edge of a hex's ground, which 002 judges by its level.)
  if (result.visible && profile.unit === 'm') {
    for (const s of profile.sides)
      if (s.top > s.sightAt) expect(s.state, `${s.labels.join('|')} above the line\n${say}`).toBe('passed');
  }
}

const CASES: { rules: RuleSetId; trace: TraceMode; board: fc.Arbitrary<BoardSpec> }[] = [
  ...(['arvold', 'original', 'tgx'] as const).flatMap((rules) =>
    (['hex', 'real'] as const).map((trace) => ({ rules, trace, board: panzerBlitzBoard })),
  ),
  ...(['hex', 'real'] as const).map((trace) => ({ rules: 'tagg' as const, trace, board: elevationBoard })),
];

/**
 * A line between two levels a distance rule speaks of (000 C–H: a hilltop or slope unit and one lower or higher;
 * 004's cells between any two levels), over spines at random places: the ends' terrains are set on the board.
 */
const distanceLine = fc
  .record({
    spec: highGroundBoard,
    a: label,
    b: label,
    high: fc.constantFrom<Terrain>('hilltop2', 'hilltop', 'slope2', 'slope'),
    low: fc.constantFrom<Terrain>('clear', 'gully', 'slope', 'hilltop'),
    swap: fc.boolean(),
  })
  .map(({ spec, a, b, high, low, swap }) => ({
    spec: {
      ...spec,
      defaultTerrain: 'clear' as const,
      hexes: { ...spec.hexes, [a]: swap ? low : high, [b]: swap ? high : low },
    },
    a,
    b,
  }));

describe.each(CASES.filter((c) => c.rules !== 'tagg'))(
  'distance rules drawn as the verdict: $rules, $trace',
  ({ rules, trace }) => {
    test('a unit above or below the other, over spines: marks shown, passed and blocking as the rules said', () => {
      let judgedByDistance = 0;
      fc.assert(
        fc.property(distanceLine, houseReadingsArbitrary, ({ spec, a, b }, readings) => {
          const board = buildBoard({ columns: COLUMNS, rows: ROWS, ...spec });
          const from = hexByLabel(board, a)!;
          const to = hexByLabel(board, b)!;
          if (hexDistance(from, to) < 2) return;
          const result = evaluateLos(board, { from, to, rules, trace, readings });
          judgedByDistance += placesOf([...result.reasons, ...(result.cleared ?? [])]).filter((p) => p.distance).length;
          expectAgrees(result, losProfile(board, result));
        }),
        { numRuns: 300 },
      );
      // The lines were chosen so that distance rules judge many of them: the test is not empty.
      expect(judgedByDistance).toBeGreaterThan(40);
    });
  },
);

describe.each(CASES)('side view agrees with the verdict: $rules, $trace', ({ rules, trace, board: boardArb }) => {
  test('blocking and passed as the result names them, the sight line as the verdict, the distance marks shown', () => {
    fc.assert(
      fc.property(boardArb, label, label, houseReadingsArbitrary, (spec, a, b, readings) => {
        const board = buildBoard({ columns: COLUMNS, rows: ROWS, ...spec });
        const from = hexByLabel(board, a)!;
        const to = hexByLabel(board, b)!;
        if (hexDistance(from, to) < 1) return;
        const result = evaluateLos(board, { from, to, rules, trace, readings });
        expectAgrees(result, losProfile(board, result));
      }),
      { numRuns: 300 },
    );
  });
});
