// The line under the map while the editor is open: with a
// painting tool it says what the tap paints, never "the firer"; with Look the
// tap flow's own line stands.

import { describe, expect, test } from 'vitest';

import { editorTapHint } from './tap-hint.ts';

const CASES = [
  { tool: 'look', hint: undefined },
  { tool: 'terrain', hint: 'Next tap: paints woods' },
  { tool: 'hexside', hint: 'Next tap: brown hexside on or off' },
  { tool: 'erase', hint: 'Next tap: erases an edge’s symbols, or a hex' },
] as const;

describe('the next-tap line while editing', () => {
  test.each(CASES)('$tool', ({ tool, hint }) => {
    expect(editorTapHint(tool, 'woods', 'brown')).toBe(hint);
  });
});
