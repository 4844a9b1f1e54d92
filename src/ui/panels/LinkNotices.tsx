// The notices a shared link left (link-notices.ts): over the map, until
// dismissed or until the player draws a line of their own (link-arrival.ts),
// so a player never mistakes another board's verdict for the one the link was
// sent for. The map's line keeps below them (docs/table.md, "A link's notice
// keeps off the line"): their lower edge is reported to the app's insets.

import { useLayoutEffect, useRef } from 'react';

import { useAppStore } from '../../store/index.ts';
import { CloseIcon } from './icons.tsx';

/** Room kept between the notices and the line's highest end or tag. */
const GAP_BELOW_PX = 8;

/** `onBottom`: the notices' lower edge in the map's pixels (0 when none is shown), whenever it moves. */
export function LinkNotices({ onBottom }: { onBottom?: (bottom: number) => void }) {
  const notices = useAppStore((s) => s.notices);
  const dismiss = useAppStore((s) => s.dismissNotices);
  const section = useRef<HTMLElement>(null);
  const shown = notices.length > 0;
  useLayoutEffect(() => {
    const el = section.current;
    if (!onBottom) return;
    if (!shown || !el) {
      onBottom(0);
      return;
    }
    const report = () => onBottom(Math.ceil(el.offsetTop + el.offsetHeight + GAP_BELOW_PX));
    report();
    const watch = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(report);
    watch?.observe(el);
    return () => {
      watch?.disconnect();
      onBottom(0);
    };
  }, [shown, onBottom]);
  if (!shown) return null;
  return (
    <section
      ref={section}
      className="link-notices"
      role="status"
      aria-label="About the link you opened"
      data-testid="link-notices"
    >
      <ul>
        {notices.map((text, i) => (
          <li key={i} data-testid="link-notice">
            {text}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="icon-button"
        onClick={dismiss}
        aria-label="Dismiss"
        data-testid="link-notices-dismiss"
      >
        <CloseIcon />
      </button>
    </section>
  );
}
