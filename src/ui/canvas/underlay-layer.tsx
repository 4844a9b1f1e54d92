// The photo a board was traced over, drawn over the board's terrain at the
// opacity the user chose (docs/scan.md#the-photo-under-the-board): the
// worker's rectified picture (src/scan/underlay.ts) placed on its board-space
// rectangle, so each printed hex lies on its drawn hex. Above the terrain
// rather than under it: the terrain bitmap is opaque, and one slider from
// "board only" to "photo only" is what a designer slides back and forth to
// compare the printed symbols with the drawn ones. The marks and the line of
// sight stay above both. While a traced board's proposals are reviewed, the
// side or hex under review is marked on the map as in the review's loupe.

import type Konva from 'konva';
import { Image } from 'konva/lib/shapes/Image';

import { edgeHexes } from '../../engine/hex/axial.ts';
import { BOARD_HEX_SIZE, hexCornersBoard, hexToBoard } from '../../engine/hex/layout.ts';
import { useReviewStore } from '../../store/photo/review-store.ts';
import { useUnderlayStore } from '../../store/photo/underlay-store.ts';
import { sharedSide } from './draw-overlay.ts';
import { MapLayer, MapShape, STAGE_ORDER, useMapShape } from './konva-nodes.tsx';

/** The side under review sits between two marks this far from it (a share of a hex's radius), as in the review's loupe. */
const REVIEW_MARK_GAP = 0.22;

/** The review's mark: magenta on a white halo, the same width on screen at every zoom (px is one screen pixel in board units). */
function strokeReviewMark(ctx: CanvasRenderingContext2D, px: number): void {
  ctx.strokeStyle = 'rgba(255,255,255,0.9)';
  ctx.lineWidth = 6 * px;
  ctx.stroke();
  ctx.strokeStyle = '#d0119c';
  ctx.lineWidth = 3 * px;
  ctx.stroke();
}

const makeImage = (): Konva.Image => new Image();

/** The photo, a Konva image on its board-space rectangle. */
function MapImage(attrs: Konva.ImageConfig) {
  useMapShape(makeImage, { order: 0 }, attrs);
  return null;
}

export function UnderlayLayer() {
  const picture = useUnderlayStore((s) => s.picture);
  const shown = useUnderlayStore((s) => s.shown);
  const opacity = useUnderlayStore((s) => s.opacity);
  const reviewed = useReviewStore((s) => (s.open ? s.items[s.index] : undefined));
  const side = reviewed?.kind === 'hexside' ? sharedSide(...edgeHexes(reviewed.edge)) : undefined;
  const ring =
    reviewed?.kind === 'hex'
      ? { centre: hexToBoard(reviewed.hex, BOARD_HEX_SIZE), corners: hexCornersBoard(reviewed.hex, BOARD_HEX_SIZE) }
      : undefined;
  return (
    <>
      {picture && shown && opacity > 0 && (
        <MapLayer order={STAGE_ORDER.underlay} listening={false} opacity={opacity} name="underlay">
          <MapImage
            image={picture.bitmap}
            x={picture.rect.x}
            y={picture.rect.y}
            width={picture.rect.width}
            height={picture.rect.height}
            perfectDrawEnabled={false}
          />
        </MapLayer>
      )}
      {side && (
        <MapLayer order={STAGE_ORDER.reviewMark} listening={false} name="review-mark">
          <MapShape
            order={0}
            perfectDrawEnabled={false}
            sceneFunc={(context, shape) => {
              const ctx = context._context;
              const px = 1 / (shape.getAbsoluteScale().x || 1);
              const len = Math.hypot(side.x2 - side.x1, side.y2 - side.y1) || 1;
              ctx.lineCap = 'round';
              for (const s of [1, -1]) {
                const nx = (-(side.y2 - side.y1) / len) * BOARD_HEX_SIZE * REVIEW_MARK_GAP * s;
                const ny = ((side.x2 - side.x1) / len) * BOARD_HEX_SIZE * REVIEW_MARK_GAP * s;
                ctx.beginPath();
                ctx.moveTo(side.x1 + nx, side.y1 + ny);
                ctx.lineTo(side.x2 + nx, side.y2 + ny);
                strokeReviewMark(ctx, px);
              }
            }}
          />
        </MapLayer>
      )}
      {ring && (
        <MapLayer order={STAGE_ORDER.reviewMark} listening={false} name="review-mark">
          <MapShape
            order={0}
            perfectDrawEnabled={false}
            sceneFunc={(context, shape) => {
              const ctx = context._context;
              const px = 1 / (shape.getAbsoluteScale().x || 1);
              // Just outside the hex, so what is printed in it stays in view.
              const grow = 1 + REVIEW_MARK_GAP / 2;
              ctx.beginPath();
              ring.corners.forEach((p, i) => {
                const x = ring.centre.x + (p.x - ring.centre.x) * grow;
                const y = ring.centre.y + (p.y - ring.centre.y) * grow;
                if (i === 0) ctx.moveTo(x, y);
                else ctx.lineTo(x, y);
              });
              ctx.closePath();
              ctx.lineJoin = 'round';
              strokeReviewMark(ctx, px);
            }}
          />
        </MapLayer>
      )}
    </>
  );
}
