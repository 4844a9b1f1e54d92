// The marks over the board: the viewshed and heatmap tints (a second bitmap,
// flat fills), the inspected hex, the keyboard's focus hex and the hexes a board warning names, the
// combat sheet's firers while the sheet is open, and the editor's own marks.
// Rendered again only when its props change (memo), so that a tap, which
// changes the line of sight alone, does not redraw the tints.

import type Konva from 'konva';
import { memo, type RefObject } from 'react';

import { hexKey } from '../../engine/hex/axial.ts';
import type { Axial } from '../../engine/types.ts';
import type { AppState } from '../../store/index.ts';
import type { Palette } from '../palette.ts';
import type { BoardBitmap } from './board-bitmap.ts';
import { drawAreaMarks, drawCombatFirers, drawPointMarks, hasAreaMarks } from './draw-marks.ts';
import type { AreaMarks } from './draw-marks.ts';
import { drawScreenTag, TAG_HEIGHT, tagWidth } from './draw-overlay.ts';
import type { BoardGeometry } from './geometry.ts';
import { HEX_HEIGHT } from './geometry.ts';
import { MapLayer, MapShape, STAGE_ORDER } from './konva-nodes.tsx';
import { bandsFor, bitmapRect } from './layer-bitmaps.ts';
import type { MapEditing } from './use-map-input.ts';
import type { MapSize, MapView } from './use-map-view.ts';
import { hexOnScreen, visibleRect } from './view.ts';
import type { View } from './view.ts';

export interface MarksLayerProps {
  readonly geom: BoardGeometry | undefined;
  readonly palette: Palette;
  readonly map: MapView;
  readonly bitmap: BoardBitmap;
  readonly shapeRef: RefObject<Konva.Shape | null>;
  readonly sizeRef: { readonly current: MapSize };
  readonly viewshed: AppState['viewshed'];
  readonly firer: Axial | undefined;
  readonly heat: AreaMarks['heat'];
  readonly inspected: Axial | undefined;
  readonly focused: Axial | undefined;
  /** The focus hex named as its tag says it ("J3 · gully"), shown above it: the ring alone said which hex, not its label. */
  readonly focusedWords: string;
  readonly warned: readonly Axial[];
  readonly combatFirers: readonly { hex: Axial; n: number }[];
  readonly editing: MapEditing | undefined;
}

/** The focus hex's tag, upright in screen pixels just above the hex, as the ends' tags are drawn. */
function drawFocusTag(
  ctx: CanvasRenderingContext2D,
  shape: Konva.Shape,
  hex: Axial,
  words: string,
  v: View,
  palette: Palette,
): void {
  const pr = shape.getLayer()?.getCanvas().getPixelRatio() ?? 1;
  ctx.save();
  ctx.setTransform(pr, 0, 0, pr, 0, 0);
  const at = hexOnScreen(v, hex);
  const w = tagWidth(ctx, words);
  const above = (v.scale * HEX_HEIGHT) / 2 + 6;
  drawScreenTag(ctx, words, { x: at.x - w / 2, y: at.y - above - TAG_HEIGHT, w, h: TAG_HEIGHT }, palette);
  ctx.restore();
}

export const MarksLayer = memo(function MarksLayer(props: MarksLayerProps) {
  const {
    geom,
    palette,
    map,
    bitmap,
    shapeRef,
    sizeRef,
    viewshed,
    firer,
    heat,
    inspected,
    focused,
    focusedWords,
    warned,
    combatFirers,
    editing,
  } = props;
  const { viewRef, settledScaleRef } = map;
  const marked = !!geom && (!!viewshed || !!inspected || !!focused || !!heat || warned.length > 0);
  const editorMarks = !!geom && !!editing?.draw;
  // An empty layer is hidden: its canvas is then not copied to the screen with every frame.
  return (
    <MapLayer order={STAGE_ORDER.marks} listening={false} visible={marked || editorMarks || combatFirers.length > 0}>
      {marked && (
        <MapShape
          order={0}
          nodeRef={shapeRef}
          name="marks"
          perfectDrawEnabled={false}
          sceneFunc={(context, shape) => {
            const ctx = context._context;
            const v = viewRef.current;
            const area = { palette, scale: v.scale, viewshed: viewshed?.hexes, viewshedFrom: firer, heat };
            if (hasAreaMarks(area)) {
              const rect = bitmapRect(geom);
              const s = settledScaleRef.current ?? v.scale;
              const pr = s * (window.devicePixelRatio || 1);
              const parts = [geom, palette, viewshed, firer && hexKey(firer), heat];
              const kept = bitmap.fits(rect, pr)
                ? bitmap.ensure(parts, rect, pr, bandsFor(geom), (c, band) =>
                    drawAreaMarks(c, geom, { ...area, scale: s }, band),
                  )
                : (bitmap.clear(), false);
              // Zoomed in past what the bitmap holds: only the hexes on screen, directly.
              if (!kept || !bitmap.paint(ctx))
                drawAreaMarks(ctx, geom, area, visibleRect(v, sizeRef.current.width, sizeRef.current.height));
            }
            drawPointMarks(ctx, { palette, scale: v.scale, inspected, warned, focused, turned: v.turned });
            if (focused && focusedWords) drawFocusTag(ctx, shape, focused, focusedWords, v, palette);
          }}
        />
      )}
      {combatFirers.length > 0 && (
        <MapShape
          order={1}
          name="combat-firers"
          perfectDrawEnabled={false}
          sceneFunc={(context) =>
            drawCombatFirers(context._context, combatFirers, viewRef.current.scale, palette, viewRef.current.turned)
          }
        />
      )}
      {editorMarks && (
        <MapShape
          order={2}
          name="editor-marks"
          perfectDrawEnabled={false}
          sceneFunc={(context, shape) =>
            editing.draw?.(context._context, geom, shape.getAbsoluteScale().x, viewRef.current.turned)
          }
        />
      )}
    </MapLayer>
  );
});
