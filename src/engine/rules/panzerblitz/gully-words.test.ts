// A gully made clear terrain by a ford, road, bridge or railroad is an entry
// whenever it decides (000 gullies A and C; 001 railroad): had the unit been
// in the gully, gullies A would forbid the fire, so the result says why it
// does not. Where it decides nothing (the other unit on a hill: gullies B
// reads a gully unit as ground level anyway), nothing is said.

import { describe, expect, test } from 'vitest';

import { hexByLabel } from '../../board-model.ts';
import { buildBoard, type HexSpec } from '../../testing/build-board.ts';
import type { Terrain } from '../../types.ts';
import { evaluateLos } from '../index.ts';

const GULLY_RAILROAD: HexSpec = { terrain: 'gully', features: ['railroad'] };
const GULLY_BRIDGE: HexSpec = { terrain: 'gully', features: ['bridge', 'road'] };
const GULLY_ROAD: HexSpec = { terrain: 'gully', features: ['road'] };

describe.each(['arvold', 'original'] as const)('%s', (rules) => {
  test.each<{
    name: string;
    c2: Terrain | HexSpec;
    c6: Terrain | HexSpec;
    visible?: boolean;
    rule?: string;
    says?: string;
  }>([
    {
      name: '001 railroad: the target on a railroad across a gully, the firer at ground level',
      c2: 'clear',
      c6: GULLY_RAILROAD,
      rule: '001-railroad',
      says: "C6, the target's hex, is a gully crossed by a railroad, which is clear terrain (001, railroad): the unit there is not in a gully, and gullies A does not apply.",
    },
    {
      name: '000 gullies C: a bridge, the firing unit on it (the converse)',
      c2: GULLY_BRIDGE,
      c6: 'clear',
      rule: 'gullies-C',
      says: "C2, the firing unit's hex, is a gully crossed by a bridge, which is clear terrain (gullies C)",
    },
    {
      name: '000 gullies C: a road across the gully',
      c2: 'clear',
      c6: GULLY_ROAD,
      rule: 'gullies-C',
      says: "C6, the target's hex, is a gully crossed by a road, which is clear terrain (gullies C)",
    },
    {
      name: '000 gullies A: the firer in a gully, blocked whether or not the target stands on the road',
      c2: 'gully',
      c6: GULLY_ROAD,
      visible: false,
    },
    {
      name: '000 gullies C: a ford',
      c2: 'clear',
      c6: 'ford',
      rule: 'gullies-C',
      says: "C6, the target's hex, is a ford, an exposed part of the streambed, which is clear terrain (gullies C)",
    },
    {
      name: '000 gullies B: the other unit on a hilltop, so the crossing decides nothing',
      c2: 'hilltop',
      c6: GULLY_RAILROAD,
    },
  ])('$name', ({ c2, c6, visible = true, rule, says }) => {
    const board = buildBoard({ columns: 5, rows: 8, hexes: { C2: c2, C6: c6 } });
    const result = evaluateLos(board, { from: hexByLabel(board, 'C2')!, to: hexByLabel(board, 'C6')!, rules });
    expect(result.visible).toBe(visible);
    const said = [...result.reasons, ...(result.cleared ?? [])].filter((r) => r.text.includes('is clear terrain'));
    if (!says) {
      expect(said).toEqual([]);
      return;
    }
    expect(said).toHaveLength(1);
    expect(said[0].rule).toBe(rule);
    expect(said[0].text).toContain(says);
    expect(result.citations?.map((c) => c.id)).toContain(rule);
  });
});
