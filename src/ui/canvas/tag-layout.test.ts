// The labels' places: off the line, off the deciding hexsides, off each other;
// the pill dropped when nothing is free.

import { describe, expect, test } from 'vitest';

import { boxMeetsSegment, boxesOverlap, layoutTags } from './tag-layout.ts';
import type { ScreenSegment } from './tag-layout.ts';

const view = { x: 0, y: 0, w: 800, h: 600 };

describe('tag layout', () => {
  test.each([
    { name: 'a segment through the box', seg: { x1: 0, y1: 15, x2: 100, y2: 15, pad: 0 }, meets: true },
    { name: 'a segment beside the box', seg: { x1: 0, y1: 40, x2: 100, y2: 40, pad: 0 }, meets: false },
    { name: 'a segment beside the box, within its pad', seg: { x1: 0, y1: 40, x2: 100, y2: 40, pad: 12 }, meets: true },
    { name: 'a segment ending short of the box', seg: { x1: 0, y1: 15, x2: 5, y2: 15, pad: 0 }, meets: false },
    { name: 'a diagonal crossing a corner', seg: { x1: 0, y1: 40, x2: 40, y2: 0, pad: 0 }, meets: true },
  ])('segment and box: $name', ({ seg, meets }) => {
    expect(boxMeetsSegment({ x: 10, y: 10, w: 50, h: 20 }, seg)).toBe(meets);
  });

  test('the end labels and the pill keep off the line, the blocking side and each other', () => {
    const line: ScreenSegment = { x1: 200, y1: 300, x2: 600, y2: 300, pad: 3 };
    const blocking: ScreenSegment = { x1: 400, y1: 270, x2: 400, y2: 330, pad: 8 };
    const layout = layoutTags({
      view,
      hexRadius: 25,
      firer: { x: 200, y: 300, w: 120, h: 24 },
      target: { x: 600, y: 300, w: 120, h: 24 },
      range: { w: 70, h: 24 },
      segments: [line, blocking],
      discs: [],
    });
    const boxes = [layout.firer!, layout.target!, layout.range!];
    expect(boxes.every(Boolean)).toBe(true);
    for (const b of boxes) for (const s of [line, blocking]) expect(boxMeetsSegment(b, s)).toBe(false);
    for (let i = 0; i < 3; i++) for (let j = i + 1; j < 3; j++) expect(boxesOverlap(boxes[i], boxes[j])).toBe(false);
  });

  test('with no room beside a short line, the pill is dropped', () => {
    const layout = layoutTags({
      view: { x: 0, y: 0, w: 200, h: 60 },
      hexRadius: 20,
      firer: { x: 60, y: 30, w: 50, h: 24 },
      target: { x: 140, y: 30, w: 50, h: 24 },
      range: { w: 70, h: 24 },
      segments: [{ x1: 60, y1: 30, x2: 140, y2: 30, pad: 3 }],
      discs: [],
    });
    expect(layout.range).toBeUndefined();
  });

  // docs/table.md "End tags keep off the deciding sides": hemmed in by deciding sides above, below and behind the
  // firer, with the line ahead, the tag goes farther out, or crosses the line, rather than lie over the evidence.
  const hemming: ScreenSegment[] = [
    { x1: 20, y1: 265, x2: 180, y2: 265, pad: 4 },
    { x1: 20, y1: 335, x2: 180, y2: 335, pad: 4 },
    { x1: 50, y1: 285, x2: 50, y2: 315, pad: 4 },
  ];
  const firer = { x: 100, y: 300, w: 60, h: 20 };

  test('no place beside the end is free: a place farther out, off the sides and the line', () => {
    const line: ScreenSegment = { x1: 100, y1: 300, x2: 130, y2: 300, pad: 3 };
    const layout = layoutTags({ view, hexRadius: 12, firer, segments: [line, ...hemming], discs: [] });
    for (const s of [line, ...hemming]) expect(boxMeetsSegment(layout.firer!, s)).toBe(false);
  });

  test('no place is free at all: the tag crosses the line rather than a deciding side', () => {
    const line: ScreenSegment = { x1: 100, y1: 300, x2: 300, y2: 300, pad: 3 };
    const layout = layoutTags({ view, hexRadius: 12, firer, line, segments: hemming, discs: [] });
    for (const side of hemming) expect(boxMeetsSegment(layout.firer!, side)).toBe(false);
    expect(boxMeetsSegment(layout.firer!, line)).toBe(true);
  });
});
