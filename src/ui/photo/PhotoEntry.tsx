// The way into tracing a photo: a button in the panel, and the tracer over the
// whole page (a portal, so no panel's layout can clip it).

import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';

// Loaded on first use: the first page load does not pay for it.
const PhotoTracer = lazy(() => import('./PhotoTracer.tsx').then((m) => ({ default: m.PhotoTracer })));

export function PhotoEntry() {
  const [open, setOpen] = useState(false);
  return (
    <section className="section photo-entry" aria-label="Bring your own board">
      <button type="button" className="button" onClick={() => setOpen(true)} data-testid="photo-open">
        Trace a board from a photo…
      </button>
      {open &&
        createPortal(
          <Suspense fallback={null}>
            <PhotoTracer onClose={() => setOpen(false)} />
          </Suspense>,
          document.body,
        )}
    </section>
  );
}
