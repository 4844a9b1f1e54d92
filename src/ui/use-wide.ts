// Whether the screen is wide enough for the panel to sit beside the map
// (desktop, tablet landscape) rather than over it as a bottom sheet.

import { useEffect, useState } from 'react';

/** Width from which the panel sits beside the map instead of over it. */
export const SIDE_PANEL_MIN_WIDTH = 900;

export function useWide(): boolean {
  const query = `(min-width: ${SIDE_PANEL_MIN_WIDTH}px)`;
  const [wide, setWide] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const mq = matchMedia(query);
    const update = () => setWide(mq.matches);
    mq.addEventListener('change', update);
    update();
    return () => mq.removeEventListener('change', update);
  }, [query]);
  return wide;
}
