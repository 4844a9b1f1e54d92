// The map's test and tooling hook (globalThis.__hexlos): where a labelled hex
// is on the page, the view's scale and turn, where the labels went, and where
// the verdict's not-blocking entries are outlined. The e2e specs and the
// benchmarks read the map through it rather than through pixels.

import { useEffect } from 'react';
import type { RefObject } from 'react';

import { useAppStore } from '../../store/index.ts';
import { placeCentre, reasonPlace } from './draw-overlay.ts';
import { HEX_HEIGHT } from './geometry.ts';
import type { PlacedTags } from './los-layer.tsx';
import type { ScreenBox } from './tag-layout.ts';
import { boardToScreen, hexOnScreen } from './view.ts';
import type { View } from './view.ts';

/** Page pixels (the map's top-left corner added), as the tests click and measure. */
interface PagePoint {
  readonly x: number;
  readonly y: number;
}

export function useMapTestHook(
  containerRef: RefObject<HTMLDivElement | null>,
  viewRef: { readonly current: View },
  placed: { readonly current: PlacedTags | undefined },
): void {
  useEffect(() => {
    const hook = {
      screenOf(label: string): PagePoint | undefined {
        const b = useAppStore.getState().board;
        const el = containerRef.current;
        const key = b?.labels.get(label.toUpperCase());
        const cell = key ? b?.cells.get(key) : undefined;
        if (!cell || !el) return undefined;
        const p = hexOnScreen(viewRef.current, cell.hex);
        const r = el.getBoundingClientRect();
        return { x: r.left + p.x, y: r.top + p.y };
      },
      scale: () => viewRef.current.scale,
      /** Hexes on screen, flat side to flat side, in CSS pixels. */
      hexPx: () => viewRef.current.scale * HEX_HEIGHT,
      turned: () => viewRef.current.turned,
      /** The placed labels and the evidence they must not cover, in page pixels. */
      tagLayout: () => {
        const el = containerRef.current;
        const l = placed.current;
        if (!el || !l) return undefined;
        const r = el.getBoundingClientRect();
        const box = (b: ScreenBox | undefined) => (b ? { x: b.x + r.left, y: b.y + r.top, w: b.w, h: b.h } : undefined);
        return {
          firer: box(l.tags.firer),
          target: box(l.tags.target),
          range: box(l.tags.range),
          segments: l.segments.map((s) => ({
            x1: s.x1 + r.left,
            y1: s.y1 + r.top,
            x2: s.x2 + r.left,
            y2: s.y2 + r.top,
            pad: s.pad,
          })),
          texts: l.texts,
        };
      },
      /** Where each entry of the shown result's not-blocking list is outlined (its middle), in page pixels. */
      clearedPoints: () => pointsOf('cleared'),
      /** Where each of the shown result's reasons is drawn (its middle), in page pixels. */
      reasonPoints: () => pointsOf('reasons'),
    };
    function pointsOf(list: 'cleared' | 'reasons') {
      const el = containerRef.current;
      const shown = useAppStore.getState().result;
      if (!el || !shown) return [];
      const r = el.getBoundingClientRect();
      return (shown[list] ?? []).flatMap((met) => {
        const at = placeCentre(reasonPlace(met));
        if (!at) return [];
        const p = boardToScreen(viewRef.current, at);
        return [{ x: p.x + r.left, y: p.y + r.top }];
      });
    }
    (globalThis as { __hexlos?: typeof hook }).__hexlos = hook;
  }, [containerRef, viewRef, placed]);
}
