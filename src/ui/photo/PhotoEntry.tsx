// The way into tracing a photo: a button in the panel, and the tracer over the
// whole page (a portal, so no panel's layout can clip it).

import { useState } from 'react';
import { createPortal } from 'react-dom';

import { onDemand } from '../on-demand.tsx';

// Loaded on first use (or by the idle prefetch): the first page load does not pay for it.
const PhotoTracer = onDemand(() => import('./PhotoTracer.tsx'), 'PhotoTracer');

export function PhotoEntry() {
  const [open, setOpen] = useState(false);
  return (
    <section className="section photo-entry" aria-label="Bring your own board">
      <button type="button" className="button" onClick={() => setOpen(true)} data-testid="photo-open">
        Trace a board from a photo…
      </button>
      {open && createPortal(<PhotoTracer onClose={() => setOpen(false)} />, document.body)}
    </section>
  );
}
