// Over the map, for a board traced over a photo: whether the photo is shown
// under the board and how strongly (src/ui/canvas/underlay-layer.tsx), and,
// when a reason is tapped at the table, a loupe of the photo under the place
// it names, so the players can see what is printed there.

import { labelOf } from '../../engine/board-model.ts';
import { useAppStore } from '../../store/index.ts';
import { useUnderlayStore } from '../../store/photo/underlay-store.ts';
import { flashedReason, placeCentre, reasonPlace } from '../canvas/draw-overlay.ts';
import { HEX_HEIGHT } from '../canvas/geometry.ts';
import { mapControls } from '../canvas/map-controls.ts';
import { useShown } from '../shown-pick.ts';
import { PhotoLoupe } from './PhotoLoupe.tsx';

// oxlint-disable-next-line import/no-unassigned-import
import './underlay.css';

export function UnderlayControls() {
  const photo = useUnderlayStore((s) => s.photo);
  const picture = useUnderlayStore((s) => s.picture);
  const shown = useUnderlayStore((s) => s.shown);
  const opacity = useUnderlayStore((s) => s.opacity);
  const error = useUnderlayStore((s) => s.error);
  const setShown = useUnderlayStore((s) => s.setShown);
  const setOpacity = useUnderlayStore((s) => s.setOpacity);
  if (!photo) return null;
  return (
    <div className="underlay-controls" data-testid="underlay-controls" data-ready={picture ? 'yes' : 'no'}>
      <label className="underlay-toggle">
        <input
          type="checkbox"
          checked={shown}
          onChange={(e) => setShown(e.target.checked)}
          data-testid="underlay-toggle"
        />
        Photo
      </label>
      {shown && (
        <input
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={opacity}
          onChange={(e) => setOpacity(Number(e.target.value))}
          aria-label="How strongly the photo shows over the board"
          data-testid="underlay-opacity"
        />
      )}
      {error && (
        <span className="underlay-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** The photo under a flashed reason's place, while it flashes (and until the next verdict). */
export function FlashLoupe() {
  const picture = useUnderlayStore((s) => s.picture);
  const flash = useAppStore((s) => s.flash);
  const result = useShown((s) => s.result);
  const board = useAppStore((s) => s.board);
  if (!picture || !flash || !board) return null;
  const reason = flashedReason(result, flash);
  if (!reason) return null;
  const place = reasonPlace(reason);
  const centre = placeCentre(place);
  if (!centre) return null;
  const segment = place.kind === 'side' ? place.segment : { x1: centre.x, y1: centre.y, x2: centre.x, y2: centre.y };
  const where =
    place.kind === 'side' && reason.between
      ? `the side between ${reason.between.map((h) => labelOf(board, h)).join(' and ')}`
      : reason.hex
        ? labelOf(board, reason.hex)
        : 'this place';
  // On the side of the map away from the place, so the loupe does not cover what it shows.
  const near = reason.between?.[0] ?? reason.hex;
  const across = near ? (mapControls()?.acrossOf(near) ?? 1) : 1;
  return (
    <figure
      className={across < 0.5 ? 'flash-loupe flash-loupe-right' : 'flash-loupe'}
      data-testid="flash-loupe"
      data-place={where}
    >
      <PhotoLoupe
        picture={picture}
        segment={segment}
        span={HEX_HEIGHT * 2.4}
        width={180}
        height={130}
        label={`The photo under ${where}`}
      />
      <figcaption>The photo under {where}</figcaption>
    </figure>
  );
}
