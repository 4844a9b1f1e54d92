// The panel's contents, the same beside the map and in the phone's sheet:
// the verdict first, then the two ends, the reasons, the pickers, the odds
// and the legend.

import { memo, type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from 'react';

import { useAppStore } from '../../store/index.ts';
import { flushAddress } from '../address-sync.ts';
import { panelMoving, panelScrolled, panelSettled, scrollPanelByCode } from '../deliberate-choice.ts';
import { EditorPanelOnDemand } from '../editor/lazy-editor.tsx';
import {
  BoardWorkshopOnDemand,
  CombatSheetOnDemand,
  LegendOnDemand,
  LibraryPanelOnDemand,
  PlayOnTabletOnDemand,
  ShareRowOnDemand,
  SideViewOnDemand,
  TurnRecordOnDemand,
} from '../lazy-parts.tsx';
import { answerPanelRequests } from '../panel-requests.ts';
import { PhotoEntry } from '../photo/PhotoEntry.tsx';
import { shownState, useShown } from '../shown-pick.ts';
import { ChoiceRefusedNote, useContentShiftWatch } from './content-shift.tsx';
import { PanelBoundary } from './PanelBoundary.tsx';
import { PickRow } from './PickRow.tsx';
import { RecentChecks } from './RecentChecks.tsx';
import { BoardPicker, RulePickers } from './Settings.tsx';
import { Reasons, VerdictLine } from './Verdict.tsx';
import { VerdictAnnouncer } from './VerdictAnnouncer.tsx';

/** How far a finger moves the handle before it is a drag (pulled up or down), not a tap. */
const HANDLE_DRAG_PX = 24;

/**
 * The phone's sheet handle: dragged up or down, the sheet follows when the finger lifts; tapped (or pressed with the
 * keyboard), it toggles on the click. A tap waits for its click because the click is the last event of that tap: a
 * sheet raised at the finger's lift slid its contents under the finger, and on a busy tablet the click that followed
 * (a few hundred milliseconds later) landed on a reason there and dropped the sheet again (docs/table.md#a-tap-on-the-handle-moves-the-sheet-once).
 */
function SheetHandle({ onMoved }: { onMoved: () => void }) {
  const sheet = useAppStore((s) => s.sheet);
  const setSheet = useAppStore((s) => s.setSheet);
  const start = useRef<number | undefined>(undefined);
  // The press that just ended was a drag: the browser's click of that same press is the drag's, not a tap. The next
  // press clears it, so a deliberate tap right after a drag is never lost, however soon it comes.
  const pressWasDrag = useRef(false);
  return (
    <button
      type="button"
      className="sheet-handle"
      aria-label={sheet === 'full' ? 'Lower the panel' : 'Pull up the reasons, pickers and odds'}
      aria-expanded={sheet === 'full'}
      data-testid="sheet-handle"
      onPointerDown={(e) => {
        start.current = e.clientY;
        pressWasDrag.current = false;
      }}
      onPointerUp={(e) => {
        const from = start.current;
        start.current = undefined;
        if (from === undefined) return;
        const dy = e.clientY - from;
        if (Math.abs(dy) <= HANDLE_DRAG_PX) return;
        pressWasDrag.current = true;
        onMoved();
        setSheet(dy < 0 ? 'full' : 'peek');
      }}
      onClick={(e) => {
        // A keyboard's click (detail 0) is always a tap; a pointer's click after a drag belongs to the drag.
        if (e.detail !== 0 && pressWasDrag.current) {
          pressWasDrag.current = false;
          return;
        }
        onMoved();
        setSheet(sheet === 'full' ? 'peek' : 'full');
      }}
    >
      <span className="grip" aria-hidden />
    </button>
  );
}

/** The panel's sections under the line's own parts: each reads the store itself, so a new line does not render them again. */
const PanelSections = memo(function PanelSections({ combatRef }: { combatRef: RefObject<HTMLDivElement | null> }) {
  return (
    <>
      <section className="section settings" aria-label="Board and rules">
        <PanelBoundary name="The rule pickers">
          <RulePickers />
        </PanelBoundary>
        <PanelBoundary name="The board picker">
          <BoardPicker />
        </PanelBoundary>
        <PanelBoundary name="The board workshop">
          <BoardWorkshopOnDemand />
        </PanelBoundary>
      </section>
      <PanelBoundary name="The board library">
        <LibraryPanelOnDemand />
      </PanelBoundary>
      <PanelBoundary name="Tracing a photo">
        <PhotoEntry />
      </PanelBoundary>
      <div ref={combatRef}>
        <PanelBoundary name="The odds sheet">
          <CombatSheetOnDemand />
        </PanelBoundary>
      </div>
      <PanelBoundary name="The legend">
        <LegendOnDemand />
      </PanelBoundary>
      <PlayOnTabletOnDemand />
    </>
  );
});

/** The panel scrolled back to its top, only when its scroll events said it was off it (setting scrollTop lays the page out at once). */
function backToTop(box: HTMLDivElement | null, scrolled: { current: boolean }): void {
  if (!box || !scrolled.current) return;
  box.scrollTop = 0;
  scrolled.current = false;
  // A jump, not a glide: the panel counts as moving for about a frame on a busy machine.
  panelMoving('scroll', performance.now() + JUMP_MS);
}

/** How long a jump to the top counts as moving the panel. */
const JUMP_MS = 100;
/** The longest the sheet's change of height (0.22 s in panel.css) is taken to last when the browser never says it ended. */
const SHEET_MOVE_MS = 400;

export function Panel({ sheet }: { sheet: boolean }) {
  const setCombatOpen = useAppStore((s) => s.setCombatOpen);
  const setSheet = useAppStore((s) => s.setSheet);
  // The pair shown, as a string: a new answer for the same pair (another rule set, the row under every rule set) does not render the whole panel again.
  const shownPair = useShown((s) =>
    s.result ? `${s.result.from.q},${s.result.from.r}>${s.result.to.q},${s.result.to.r}` : '',
  );
  const combatRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  useContentShiftWatch(scrollRef);
  // Scroll only the panel: scrollIntoView would also scroll the app's own box and lift the toolbar off the screen.
  // `margin`: room left above the part (for an outline drawn outside it).
  const bringToTop = useCallback(
    (find: (box: HTMLDivElement) => HTMLElement | null | undefined, margin = 0) => {
      if (sheet) setSheet('full');
      requestAnimationFrame(() => {
        const box = scrollRef.current;
        const part = box ? find(box) : undefined;
        if (!box || !part) return;
        const top = part.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop - margin;
        scrollPanelByCode(box, top);
      });
    },
    [sheet, setSheet],
  );
  const openOdds = () => {
    setCombatOpen(true);
    bringToTop(() => combatRef.current);
  };
  // A dispute line under the verdict: the house readings, unfolded and scrolled to that line's reading, marked as the
  // one asked about (several lines under one verdict each bring their own).
  const openReadings = (reading: string) =>
    bringToTop((box) => {
      const readings = box.querySelector<HTMLDetailsElement>('.house-readings');
      if (!readings) return readings;
      readings.open = true;
      const entry = readings.querySelector<HTMLElement>(`[data-reading="${CSS.escape(reading)}"]`);
      for (const asked of readings.querySelectorAll('.reading-asked')) asked.classList.remove('reading-asked');
      if (!entry) return readings;
      entry.classList.add('reading-asked');
      // The heading as well when the entry fits under it, so the player sees whose entry it is. Measured against the
      // window, not the panel: on a phone the sheet is still rising to its full height at this frame.
      const below = entry.getBoundingClientRect().bottom - readings.getBoundingClientRect().top;
      const fits = below <= 0.6 * window.innerHeight;
      return fits ? readings : entry;
    }, 12);
  // "Show which ›" unfolds the readings that would turn the verdict. On a phone they open below the sheet's peek, out
  // of sight: the sheet rises and the panel scrolls to them. Already in view in a raised sheet, nothing moves
  // (docs/table.md "Show which opens in view").
  const showDisputes = (opened: HTMLElement) => {
    const box = scrollRef.current;
    if (!sheet || !box) return;
    const inView = opened.getBoundingClientRect().bottom <= box.getBoundingClientRect().bottom;
    if (useAppStore.getState().sheet === 'full' && inView) return;
    bringToTop(() => opened, 12);
  };
  // The board's name on the map asks for the board picker: brought into view with its choice focused, so the
  // keyboard and the screen reader land on it too.
  // A part that lowered the sheet for a pick on the map is where the sheet opens next (cleared by a new line).
  const placeWhenRaised = useRef<'odds' | undefined>(undefined);
  useEffect(
    () =>
      answerPanelRequests((part) => {
        if (part === 'odds-when-raised') {
          placeWhenRaised.current = 'odds';
          return;
        }
        bringToTop((box) => {
          const picker = box.querySelector<HTMLElement>('.board-picker');
          picker?.querySelector<HTMLSelectElement>('select')?.focus({ preventScroll: true });
          return picker;
        }, 12);
      }),
    [bringToTop],
  );
  // Whether the panel is scrolled off its top, as its own scroll events last said. Setting scrollTop
  // makes the browser lay the page out there and then, so the panel is scrolled back only when it
  // needs it: at every verdict that forced layout took 1-2 ms, and 5-12 ms on the first ones.
  const scrolledRef = useRef(false);
  useEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    const note = () => {
      scrolledRef.current = box.scrollTop !== 0;
      panelScrolled();
    };
    const scrollEnded = () => panelSettled('scroll');
    // The sheet is the panel's own box: its height's transition ending is the sheet come to rest.
    const sheetEnded = (e: TransitionEvent) => {
      if (e.target === box.parentElement && e.propertyName === 'height') panelSettled('sheet');
    };
    box.addEventListener('scroll', note, { passive: true });
    box.addEventListener('scrollend', scrollEnded, { passive: true });
    box.parentElement?.addEventListener('transitionend', sheetEnded);
    return () => {
      box.removeEventListener('scroll', note);
      box.removeEventListener('scrollend', scrollEnded);
      box.parentElement?.removeEventListener('transitionend', sheetEnded);
    };
  }, []);
  // When the player last moved the sheet by its handle (on performance.now()'s clock, as a line's askedAt).
  const handleMovedAt = useRef(Number.NEGATIVE_INFINITY);
  const noteHandleMoved = () => {
    handleMovedAt.current = performance.now();
  };
  // The line the panel last came back to the top for ('' once no line is shown).
  const lineShown = useRef('');
  // A new line: the verdict comes into view, and on a phone the sheet drops to its peek with the verdict showing.
  // In the commit that shows the line (a layout effect): as a passive effect it could run after a tap on the
  // sheet's handle that came in between, and drop the sheet the player had just pulled up.
  // The player's own tap wins over a late commit: a line asked for before the player last moved the sheet leaves
  // the sheet where the player put it. Otherwise a sheet dropping under a finger about to tap it put whatever slid
  // there (a rule set's chip or picker) under that finger.
  useLayoutEffect(() => {
    if (shownPair === lineShown.current) return;
    lineShown.current = shownPair;
    placeWhenRaised.current = undefined;
    if (!shownPair) return;
    backToTop(scrollRef.current, scrolledRef);
    const askedAt = shownState().askedAt ?? Number.NEGATIVE_INFINITY;
    if (sheet && askedAt >= handleMovedAt.current) setSheet('peek');
  }, [shownPair, sheet, setSheet]);
  // The lowered sheet shows its top, the verdict, whatever was scrolled to while it was up (a picker, the odds).
  const sheetState = useAppStore((s) => s.sheet);
  // The sheet rising or dropping moves everything in it under a finger (not at the first showing).
  const sheetStateBefore = useRef(sheetState);
  useLayoutEffect(() => {
    if (sheetStateBefore.current === sheetState) return;
    sheetStateBefore.current = sheetState;
    if (!sheet) return;
    // Without a transition (reduced motion) the sheet jumps, and no transition's end will say it came to rest.
    const frame = scrollRef.current?.parentElement;
    const glides =
      !!frame &&
      getComputedStyle(frame)
        .transitionDuration.split(',')
        .some((d) => parseFloat(d) > 0);
    panelMoving('sheet', performance.now() + (glides ? SHEET_MOVE_MS : JUMP_MS));
  }, [sheet, sheetState]);
  useEffect(() => {
    if (sheet && sheetState === 'peek') backToTop(scrollRef.current, scrolledRef);
    // Raised again after a pick made from the odds sheet: the player's place, the firers with the one just picked.
    if (sheet && sheetState === 'full' && placeWhenRaised.current === 'odds') {
      placeWhenRaised.current = undefined;
      bringToTop(() => combatRef.current?.querySelector<HTMLElement>('.combat-firers'), 12);
    }
  }, [sheet, sheetState, bringToTop]);
  return (
    <>
      {sheet && <SheetHandle onMoved={noteHandleMoved} />}
      <VerdictAnnouncer />
      <ChoiceRefusedNote />
      <div className="panel-scroll" ref={scrollRef}>
        <PanelBoundary name="The verdict">
          <VerdictLine onShowReadings={openReadings} onShowDisputes={showDisputes} />
        </PanelBoundary>
        <PanelBoundary name="Sharing the verdict">
          <ShareRowOnDemand writeAddressNow={flushAddress} />
        </PanelBoundary>
        <PanelBoundary name="The board editor">
          <EditorPanelOnDemand />
        </PanelBoundary>
        <PanelBoundary name="The hex pickers">
          <PickRow />
        </PanelBoundary>
        <PanelBoundary name="The reasons">
          <Reasons sheet={sheet} />
        </PanelBoundary>
        {sheet && (
          <PanelBoundary name="The side view">
            <SideViewOnDemand />
          </PanelBoundary>
        )}
        <PanelBoundary name="The recent checks">
          <RecentChecks />
        </PanelBoundary>
        <PanelBoundary name="The turn record">
          <TurnRecordOnDemand />
        </PanelBoundary>
        {shownPair && (
          <button type="button" className="button odds-button" onClick={openOdds}>
            Work out the odds
          </button>
        )}
        <PanelSections combatRef={combatRef} />
      </div>
    </>
  );
}
