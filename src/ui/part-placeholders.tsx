// What stands in for a part loaded on demand (lazy-parts.tsx) until its chunk
// has arrived: the part as it first shows — the folded section's title row,
// the audit's button, the workshop's two buttons — with the same elements and
// classes, so the same size at every screen width, and nothing above, below
// or beside it moves when the part takes its place (e2e/stable-layout.spec.ts
// holds the boxes to that; each placeholder's data-placeholder names the
// part's test id). A placeholder is inert (it answers no tap, takes
// no focus and is hidden from screen readers) for the moment the part takes
// to arrive, which from the service worker's cache is a few milliseconds.
// Parts that only show after a deliberate step (the editor, the inspector's
// card, the photo's controls) have none: nothing waits to be tapped there.

import type { ReactNode } from 'react';

import { useEditorStore } from '../store/editor/editor-store.ts';
import { useAppStore } from '../store/index.ts';
import { useShown } from './shown-pick.ts';

/** A folded section's title row, as the part draws it folded. */
function FoldedSection({
  part,
  className,
  title,
  aside,
}: {
  part: string;
  className: string;
  title: string;
  aside?: ReactNode;
}) {
  return (
    <details className={`section ${className}`} inert aria-hidden data-placeholder={part}>
      <summary>
        <span className="section-title">{title}</span>
        {aside}
      </summary>
    </details>
  );
}

/** The odds sheet, folded (its badge comes with the odds). */
export const CombatSheetPlaceholder = () => <FoldedSection part="combat" className="combat" title="Odds" />;

export const LegendPlaceholder = () => <FoldedSection part="legend" className="legend" title="Legend" />;

export const PlayOnTabletPlaceholder = () => (
  <FoldedSection part="play-on-tablet" className="tablet-note" title="Play on a tablet" />
);

/** The boards kept on the device, folded, with their count. */
export function LibraryPanelPlaceholder() {
  const count = useAppStore((s) => s.library.length);
  return (
    <FoldedSection
      part="library"
      className="library"
      title="On this device"
      aside={<span className="summary-badge">{count}</span>}
    />
  );
}

/** The side view, folded (it shows only for a line of some length, as the part does). */
export function SideViewPlaceholder() {
  const hasLine = useShown((s) => !!s.result && s.result.range > 0);
  const inMetres = useAppStore((s) => s.board?.family !== 'elevation');
  if (!hasLine) return null;
  return (
    <FoldedSection
      part="side-view"
      className="side-view"
      title="Side view"
      aside={<span className="fine">{inMetres ? 'heights in metres' : 'elevation numbers'}</span>}
    />
  );
}

/** The audit's button under the map's toolbar, off (as it is until pressed). */
export function AuditPanelPlaceholder() {
  const hasBoard = useAppStore((s) => !!s.board);
  if (!hasBoard) return null;
  return (
    <div className="audit" inert aria-hidden data-placeholder="audit">
      <div className="audit-buttons">
        <button type="button" className="tool">
          <span className="tool-label audit-label">Audit</span>
        </button>
      </div>
    </div>
  );
}

/** The workshop's two buttons (none while a board is edited, as the part has none). */
export function BoardWorkshopPlaceholder() {
  const editing = useEditorStore((s) => s.active);
  if (editing) return null;
  return (
    <div className="workshop" inert aria-hidden data-placeholder="workshop">
      <div className="workshop-buttons">
        <button type="button" className="button">
          New board…
        </button>
        <button type="button" className="button">
          Edit this board
        </button>
      </div>
    </div>
  );
}

/** Share this verdict and Show QR, and the line that will say what they did. */
export function ShareRowPlaceholder() {
  return (
    <div className="share-row" inert aria-hidden data-placeholder="share-row">
      <div className="share-buttons">
        <button type="button" className="button" tabIndex={-1}>
          Share this verdict
        </button>
        <button type="button" className="button" tabIndex={-1}>
          Show QR
        </button>
      </div>
      <p className="fine said-line" />
    </div>
  );
}

/** The turn record's heading, its count line and its three buttons. */
export function TurnRecordPlaceholder() {
  return (
    <section className="turn-record" inert aria-hidden data-placeholder="turn-record">
      <h2 className="panel-heading">Turn record</h2>
      <p className="fine">Checks recorded: …</p>
      <div className="turn-record-buttons">
        <button type="button" className="button" tabIndex={-1}>
          Copy the turn record
        </button>
        <button type="button" className="button" tabIndex={-1}>
          Save the turn record
        </button>
        <button type="button" className="button" tabIndex={-1}>
          Start a new record
        </button>
      </div>
      <p className="fine said-line" />
    </section>
  );
}
