// Flashing a place the verdict names (a tap on a reason in the panel): the
// view brings the place on screen if it is off it or at the free area's edge,
// then the LOS layer pulses four times while the evidence drawing reads the
// pulse's strength from the returned ref.

import type Konva from 'konva';
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

import { useAppStore } from '../../store/index.ts';
import type { AppState } from '../../store/index.ts';
import { flashedReason, placeCentre, reasonPlace } from './draw-overlay.ts';
import type { BoardGeometry } from './geometry.ts';
import type { MapSize, MapView } from './use-map-view.ts';
import { boardToScreen, freeArea, keepBoardInView, nearFreeEdge, viewCentredOn } from './view.ts';
import type { MapInsets } from './view.ts';

const PULSES = 4;
const FLASH_MS = 2400;
/** A place this close to the free area's edge is brought in, as one off the screen is. */
const EDGE_MARGIN_PX = 24;

/** Runs each flash the store asks for; returns the pulse's strength now (0 to 1). */
export function useFlash(
  flash: AppState['flash'],
  map: MapView,
  losLayerRef: RefObject<Konva.Layer | null>,
  sizeRef: { readonly current: MapSize },
  insetsRef: { readonly current: MapInsets },
  geomRef: { readonly current: BoardGeometry | undefined },
): { readonly current: number } {
  const strength = useRef(0);
  const { viewRef, touchedRef, applyView } = map;
  useEffect(() => {
    if (!flash) return;
    const reason = flashedReason(useAppStore.getState().result, flash);
    const at = reason ? placeCentre(reasonPlace(reason)) : undefined;
    if (at) {
      const { width, height } = sizeRef.current;
      const insets = insetsRef.current;
      if (nearFreeEdge(boardToScreen(viewRef.current, at), width, height, insets, EDGE_MARGIN_PX)) {
        touchedRef.current = true;
        const centred = viewCentredOn(
          at,
          viewRef.current.scale,
          viewRef.current.turned,
          freeArea(width, height, insets).centre,
        );
        applyView(geomRef.current ? keepBoardInView(centred, geomRef.current.bounds, width, height, insets) : centred);
      }
    }
    const layer = losLayerRef.current;
    const started = performance.now();
    let frame = 0;
    const tick = () => {
      const t = (performance.now() - started) / FLASH_MS;
      strength.current = t >= 1 ? 0 : 0.5 - 0.5 * Math.cos(2 * Math.PI * PULSES * t);
      layer?.batchDraw();
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      strength.current = 0;
    };
  }, [flash, viewRef, touchedRef, applyView, losLayerRef, sizeRef, insetsRef, geomRef]);
  return strength;
}
