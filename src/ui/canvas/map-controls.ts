// Buttons outside the canvas (zoom in, zoom out, fit) reach the view through
// this registry, which the canvas fills while it is mounted; cards over the
// map ask it where a hex is, to keep off it.

import type { Axial } from '../../engine/types.ts';

export interface MapControls {
  zoomBy(factor: number): void;
  fit(): void;
  /** Where a hex's centre is now, as a fraction of the map's width (0 left edge, 1 right edge). */
  acrossOf(hex: Axial): number;
}

let current: MapControls | undefined;

export function registerMapControls(controls: MapControls | undefined): void {
  current = controls;
}

export const mapControls = (): MapControls | undefined => current;
