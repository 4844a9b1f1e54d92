import { describe, expect, test } from 'vitest';

import { RULE_COLOURS } from '../engine/types.ts';
import { PALETTES } from './palette.ts';
import { SYMBOL_CUES, cueInk, luminance } from './symbol-cues.ts';

describe('the second cue of the six hexside symbols', () => {
  test('no two symbols share a pattern: dash, width, caps and lines together', () => {
    const shapes = RULE_COLOURS.map((s) => JSON.stringify({ ...SYMBOL_CUES[s], name: undefined }));
    expect(new Set(shapes).size).toBe(RULE_COLOURS.length);
    expect(new Set(RULE_COLOURS.map((s) => SYMBOL_CUES[s].name)).size).toBe(RULE_COLOURS.length);
  });

  test.each([
    ['white', '#ffffff', 1],
    ['black', '#000000', 0],
  ])('luminance of %s', (_name, colour, expected) => {
    expect(luminance(colour)).toBeCloseTo(expected, 10);
  });

  test.each(Object.keys(PALETTES) as (keyof typeof PALETTES)[])(
    'in the %s theme each pattern ink stands apart from its stroke',
    (theme) => {
      for (const s of RULE_COLOURS) {
        const stroke = luminance(PALETTES[theme].symbol[s]);
        const ink = cueInk(PALETTES[theme].symbol[s]).startsWith('rgba(255') ? 1 : 0.01;
        const contrast = (Math.max(stroke, ink) + 0.05) / (Math.min(stroke, ink) + 0.05);
        expect(contrast, `${theme} ${s}`).toBeGreaterThan(2);
      }
    },
  );
});
