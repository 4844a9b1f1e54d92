// The photo a board was traced over, drawn over the board's terrain at the
// opacity the user chose (docs/scan.md, "The photo under the board"): the
// worker's rectified picture (src/scan/underlay.ts) placed on its board-space
// rectangle, so each printed hex lies on its drawn hex. Above the terrain
// rather than under it: the terrain bitmap is opaque, and one slider from
// "board only" to "photo only" is what a designer slides back and forth to
// compare the printed symbols with the drawn ones. The marks and the line of
// sight stay above both.

import { Image as KonvaImage, Layer } from 'react-konva';
import { useUnderlayStore } from '../../store/photo/underlay-store.ts';

export function UnderlayLayer() {
  const picture = useUnderlayStore((s) => s.picture);
  const shown = useUnderlayStore((s) => s.shown);
  const opacity = useUnderlayStore((s) => s.opacity);
  if (!picture || !shown || opacity === 0) return null;
  const { rect, bitmap } = picture;
  return (
    <Layer listening={false} opacity={opacity} name="underlay">
      <KonvaImage image={bitmap} x={rect.x} y={rect.y} width={rect.width} height={rect.height} perfectDrawEnabled={false} />
    </Layer>
  );
}
