// Buttons outside the canvas (zoom in, zoom out, fit) reach the view through
// this registry, which the canvas fills while it is mounted.

export interface MapControls {
  zoomBy(factor: number): void;
  fit(): void;
}

let current: MapControls | undefined;

export function registerMapControls(controls: MapControls | undefined): void {
  current = controls;
}

export const mapControls = (): MapControls | undefined => current;
