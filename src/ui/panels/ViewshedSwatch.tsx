// The viewshed's two tints as a swatch, shared by the map's toolbar and the
// legend (its own module so the toolbar does not carry the legend).

import type { Palette } from '../palette.ts';

/** The viewshed's two tints as the map draws them: seen (a tint), hidden (a darker tint and a hatch). */
export function ViewshedSwatch({ seen, palette }: { seen: boolean; palette: Palette }) {
  const style = seen
    ? { background: `linear-gradient(${palette.viewshed}, ${palette.viewshed}), ${palette.terrain.clear}` }
    : {
        background: `repeating-linear-gradient(45deg, ${palette.viewshedHatch} 0 2px, transparent 2px 6px), linear-gradient(${palette.viewshedHidden}, ${palette.viewshedHidden}), ${palette.terrain.clear}`,
      };
  return <span className="swatch" style={style} aria-hidden />;
}
