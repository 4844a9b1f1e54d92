// The notices a shared link left (link-notices.ts): over the map, until
// dismissed, so a player never mistakes another board's verdict for the one
// the link was sent for.

import { useAppStore } from '../../store/index.ts';
import { CloseIcon } from './icons.tsx';

export function LinkNotices() {
  const notices = useAppStore((s) => s.notices);
  const dismiss = useAppStore((s) => s.dismissNotices);
  if (notices.length === 0) return null;
  return (
    <section className="link-notices" role="status" aria-label="About the link you opened" data-testid="link-notices">
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
