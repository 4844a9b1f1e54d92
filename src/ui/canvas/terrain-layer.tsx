// The static board: terrain, hexsides, labels and grid drawn once into a
// bitmap at the scale the view rests at (draw-terrain.ts), and painted from it
// on every pan and zoom. Where the bitmap cannot hold the board at this scale,
// only the part on screen is drawn directly.
//
// Rendered again only when its props change (memo): a render hands the shape
// a new scene function, which redraws its layer, and the map renders at every
// tap, when only the line of sight has changed.

import type Konva from 'konva';
import { memo, type RefObject } from 'react';

import { markFirstVerdict } from '../first-verdict-marks.ts';
import type { Palette } from '../palette.ts';
import type { BoardBitmap } from './board-bitmap.ts';
import { drawTerrain } from './draw-terrain.ts';
import type { BoardGeometry } from './geometry.ts';
import { MapLayer, MapShape, STAGE_ORDER } from './konva-nodes.tsx';
import { bandsFor, bitmapRect } from './layer-bitmaps.ts';
import type { MapSize, MapView } from './use-map-view.ts';
import { visibleRect } from './view.ts';

export interface TerrainLayerProps {
  readonly geom: BoardGeometry | undefined;
  readonly palette: Palette;
  readonly byElevation: boolean;
  readonly map: MapView;
  readonly bitmap: BoardBitmap;
  readonly shapeRef: RefObject<Konva.Shape | null>;
  readonly sizeRef: { readonly current: MapSize };
  /** Which board this is (the store's boardEpoch): an edit keeps it, so the old picture stays until the new one is drawn. */
  readonly boardEpoch: number;
}

export const TerrainLayer = memo(function TerrainLayer({
  geom,
  palette,
  byElevation,
  map,
  bitmap,
  shapeRef,
  sizeRef,
  boardEpoch,
}: TerrainLayerProps) {
  const { viewRef, settledScaleRef } = map;
  return (
    <MapLayer order={STAGE_ORDER.terrain} listening={false}>
      {geom && (
        <MapShape
          order={0}
          nodeRef={shapeRef}
          name="terrain"
          perfectDrawEnabled={false}
          sceneFunc={(context) => {
            const ctx = context._context;
            const v = viewRef.current;
            const rect = bitmapRect(geom);
            const dpr = window.devicePixelRatio || 1;
            // A scale at which the board's picture cannot be kept settles at once (never the whole board drawn directly).
            let scale = settledScaleRef.current;
            if (scale === undefined || !bitmap.fits(rect, scale * dpr)) scale = settledScaleRef.current = v.scale;
            const s = scale;
            const kept = bitmap.ensure(
              [geom, palette, byElevation, v.turned],
              rect,
              s * dpr,
              bandsFor(geom),
              (c, band) => drawTerrain(c, geom, { palette, byElevation, scale: s, cull: band, turned: v.turned }),
              [boardEpoch, palette, byElevation, v.turned],
            );
            if (!kept || !bitmap.paint(ctx))
              drawTerrain(ctx, geom, {
                palette,
                byElevation,
                scale: v.scale,
                cull: visibleRect(v, sizeRef.current.width, sizeRef.current.height),
                turned: v.turned,
              });
            markFirstVerdict('map-drawn');
          }}
        />
      )}
    </MapLayer>
  );
});
