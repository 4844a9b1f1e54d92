// Buttons outside the canvas (zoom in, zoom out, fit) reach the view through
// this registry, which the canvas fills while it is mounted; cards over the
// map ask it where a hex is, to keep off it.

import type { BoardPoint } from '../../engine/hex/layout.ts';
import type { Axial } from '../../engine/types.ts';

export interface MapControls {
  zoomBy(factor: number): void;
  fit(): void;
  /** Where a hex's centre is now, as a fraction of the map's width (0 left edge, 1 right edge). */
  acrossOf(hex: Axial): number;
  /** Brings a board point to the middle of the free map, zoomed in to at least `hexPx` pixels a hex (the review of a traced board). */
  showPoint(p: BoardPoint, hexPx: number): void;
}

let current: MapControls | undefined;

export function registerMapControls(controls: MapControls | undefined): void {
  current = controls;
}

export const mapControls = (): MapControls | undefined => current;
