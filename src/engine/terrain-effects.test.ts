// The hex inspector's table: every terrain has its chart texts, each citing
// the seed it comes from (003 TEC, 001's per-terrain sections, 000's notes).

import { describe, expect, test } from 'vitest';

import { EFFECT_CATEGORIES, FEATURE_EFFECTS, TERRAIN_EFFECTS } from './terrain-effects.ts';
import { TERRAINS } from './types.ts';

describe('terrain effects', () => {
  test.each(TERRAINS.map((t) => [t]))(
    '%s: movement and combat are charted, every line has a seed source',
    (terrain) => {
      const effects = TERRAIN_EFFECTS[terrain];
      expect(effects.movement.length).toBeGreaterThan(0);
      expect(effects.combat.length).toBeGreaterThan(0);
      for (const category of EFFECT_CATEGORIES) {
        for (const e of effects[category]) {
          expect(e.text.trim().length).toBeGreaterThan(0);
          expect(e.source).toMatch(/^00[013] /);
        }
      }
    },
  );

  test.each([
    ['woods', 'combat', '+1 to the attacker’s die roll.', '003 Terrain Effects Chart'],
    [
      'wood-copse',
      'los',
      'Blocks the line of sight through the hex, even along its hexsides or just touching a corner.',
      '001 Wood Copse',
    ],
    ['slope', 'combat', 'The attacker’s AF is halved.', '003 Terrain Effects Chart'],
    ['pond', 'movement', 'Not allowed.', '003 Terrain Effects Chart'],
  ] as const)('%s %s: "%s" (%s)', (terrain, category, text, source) => {
    expect(TERRAIN_EFFECTS[terrain][category]).toContainEqual({ text, source });
  });

  test('features add their own lines (001 Unimproved Road Hex)', () => {
    expect(FEATURE_EFFECTS['unimproved-road']?.movement[0].source).toBe('001 Unimproved Road Hex');
  });
});
