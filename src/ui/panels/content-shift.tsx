// What moves the panel's content under a still sheet — a part arriving or
// going, a section changing height as the verdict comes in — told to
// deliberate-choice.ts, so that a tap on a control that slid under the finger
// in the last reaction time chooses nothing, and the panel says so
// (docs/testing.md#a-choice-counts-only-from-a-still-panel).

import { type RefObject, useEffect, useState } from 'react';

import {
  beforePressJudged,
  CONTENT_SHIFT_MS,
  onChoiceRefused,
  panelContentShifted,
  topInPanel,
} from '../deliberate-choice.ts';

/**
 * Watches the panel's own children (each section is one): a child that changes size, appears or goes moves
 * everything below it. The panel carries data-content-still="false" for CONTENT_SHIFT_MS after a move, so the
 * tests tap a choice once the panel is still, as a player does.
 */
export function useContentShiftWatch(scrollRef: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const box = scrollRef.current;
    // jsdom has no ResizeObserver: in unit tests nothing moves by layout.
    if (!box || typeof ResizeObserver === 'undefined') return;
    // The border box each section was last reported at: the observer compares with it, and so does the check at a press.
    const reported = new WeakMap<Element, { width: number; height: number }>();
    let stillTimer: ReturnType<typeof setTimeout> | undefined;
    box.dataset.contentStill = 'true';
    const moved = (from: Element | null) => {
      const top = topInPanel(from);
      if (top === undefined) return;
      panelContentShifted(top);
      box.dataset.contentStill = 'false';
      clearTimeout(stillTimer);
      stillTimer = setTimeout(() => {
        box.dataset.contentStill = 'true';
      }, CONTENT_SHIFT_MS);
    };
    const differs = (a: { width: number; height: number }, b: { width: number; height: number }) =>
      Math.abs(a.height - b.height) > 0.5 || Math.abs(a.width - b.width) > 0.5;
    const resized = new ResizeObserver((entries) => {
      for (const entry of entries) {
        // The border box: a section's padding or border changing moves what follows as much as its content does, and
        // it is what getBoundingClientRect measures at a press. Every browser HexLOS supports reports it.
        const border = entry.borderBoxSize?.[0];
        if (!border) continue;
        const size = { width: border.inlineSize, height: border.blockSize };
        const before = reported.get(entry.target);
        reported.set(entry.target, size);
        // The first report of an element is its size when watched, not a change.
        if (before !== undefined && differs(before, size)) moved(entry.target);
      }
    });
    const watch = (element: Element) => resized.observe(element, { box: 'border-box' });
    for (const child of box.children) watch(child);
    const changed = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes)
          if (node instanceof Element) {
            watch(node);
            moved(node);
          }
        for (const node of record.removedNodes) if (node instanceof Element) resized.unobserve(node);
        // What followed a part that went moved up into its place.
        if (record.removedNodes.length > 0 && record.nextSibling instanceof Element) moved(record.nextSibling);
      }
    });
    changed.observe(box, { childList: true });
    // At a press in the panel, a section whose size differs from its last report has moved in this very frame,
    // before the observer could say so (more than half a pixel: the two measures may round differently). The
    // observer's own report follows at the frame's end and only renews the same move. A press elsewhere (the map)
    // is not judged by the panel's moves, so it pays for no layout here.
    const checkAtPress = (pressed: Element | null) => {
      if (!pressed || !box.contains(pressed)) return;
      for (const child of box.children) {
        const last = reported.get(child);
        if (last && differs(child.getBoundingClientRect(), last)) {
          moved(child);
          return;
        }
      }
    };
    const stopChecking = beforePressJudged(checkAtPress);
    return () => {
      stopChecking();
      clearTimeout(stillTimer);
      resized.disconnect();
      changed.disconnect();
    };
  }, [scrollRef]);
}

/** How long the panel says a tap chose nothing: long enough to read. */
const REFUSAL_SHOWN_MS = 4000;

/** Says, visibly and to a screen reader, that a tap chose nothing because the panel moved under it. */
export function ChoiceRefusedNote() {
  const [shownAt, setShownAt] = useState<number | undefined>(undefined);
  // How many taps chose nothing since the page opened: a test that taps again as a player does reads it.
  const [refusals, setRefusals] = useState(0);
  useEffect(
    () =>
      onChoiceRefused(() => {
        setShownAt(performance.now());
        setRefusals((n) => n + 1);
      }),
    [],
  );
  useEffect(() => {
    if (shownAt === undefined) return;
    const timer = setTimeout(() => setShownAt(undefined), REFUSAL_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [shownAt]);
  return (
    <p className="choice-refused" role="status" data-testid="choice-refused" data-refusals={refusals}>
      {shownAt === undefined ? '' : 'Nothing was chosen: the panel moved as you tapped. Tap again.'}
    </p>
  );
}
