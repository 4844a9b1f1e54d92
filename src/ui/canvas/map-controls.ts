// Buttons outside the canvas (zoom in, zoom out, fit) reach the view through
// this registry, which the canvas fills while it is mounted; cards over the
// map ask it where a hex is, to keep off it.

import type { BoardPoint } from '../../engine/hex/layout.ts';
import type { Axial } from '../../engine/types.ts';
import type { MapInsets } from './view.ts';

export interface MapControls {
  zoomBy(factor: number): void;
  fit(): void;
  /** Where a hex's centre is now, as a fraction of the map's width (0 left edge, 1 right edge). */
  acrossOf(hex: Axial): number;
  /** Brings a board point to the middle of the free map (less what `covered` covers, in CSS pixels from the map's edges), zoomed in to at least `hexPx` pixels a hex (the review of a traced board). */
  showPoint(p: BoardPoint, hexPx: number, covered?: Partial<MapInsets>): void;
  /** Where a hex's centre is now, in CSS pixels from the map's top left corner. */
  screenOf(hex: Axial): { readonly x: number; readonly y: number };
  /**
   * Leaves a hex in sight beside a card over the map: when the hex is not
   * wholly in the free map less what `covered` covers, it is brought to that
   * area's middle at the current zoom (the inspector, docs/table.md).
   */
  keepHexClear(hex: Axial, covered: Partial<MapInsets>): void;
}

let current: MapControls | undefined;

export function registerMapControls(controls: MapControls | undefined): void {
  current = controls;
}

export const mapControls = (): MapControls | undefined => current;
