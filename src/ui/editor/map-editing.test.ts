// The editor's designer-warning marks on a turned view read upright, as the hex labels and the play view's warning
// badges do (docs/table.md#badges-upright-on-the-turned-board).

import { describe, expect, test } from 'vitest';

import { edgeKey } from '../../engine/hex/axial.ts';
import { drawEdgeWarning } from './map-editing.ts';

/** A 2D context that records its turns and does nothing else. */
function recordingContext(): { ctx: CanvasRenderingContext2D; turns: number[] } {
  const turns: number[] = [];
  const ctx = new Proxy(
    {},
    {
      get: (_target, name) => (name === 'rotate' ? (angle: number) => turns.push(angle) : () => undefined),
      set: () => true,
    },
  ) as CanvasRenderingContext2D;
  return { ctx, turns };
}

describe("a hexside warning's triangle", () => {
  test.each([
    { view: 'the board as printed', turned: false, turns: [] },
    { view: 'the board turned 90° clockwise', turned: true, turns: [-Math.PI / 2] },
  ])('on $view is turned back to read upright', ({ turned, turns }) => {
    const { ctx, turns: made } = recordingContext();
    drawEdgeWarning(ctx, edgeKey({ q: 2, r: 1 }, 'N'), 1, turned);
    expect(made).toEqual(turns);
  });
});
