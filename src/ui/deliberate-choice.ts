// A choice made by a tap counts only when the panel under the finger had been
// still: when the sheet rises or drops, or the panel scrolls itself (to the
// odds, to the top for a new line), whatever slides under a finger that was
// about to tap something else must not take the tap. A rule set, a line's
// trace or a reading changed that way would silently change every verdict
// (docs/testing.md#a-choice-counts-only-from-a-still-panel). The same holds when
// the panel's content moves under a still sheet (a part arriving, the verdict's
// row of rule sets re-wrapping): a control below the part that moved is not the
// one the finger was aimed at for about a reaction time after it moved.
// A choice by the keyboard is always deliberate.

/** A pointer pressed longer ago than this is not the one that made the choice now (a keyboard made it). */
const GESTURE_MS = 2000;

/** What moves the panel: the sheet changing height, the panel scrolling by code. */
export type PanelMotion = 'sheet' | 'scroll';

const movingUntil: Record<PanelMotion, number> = { sheet: Number.NEGATIVE_INFINITY, scroll: Number.NEGATIVE_INFINITY };
let pressedAt = Number.NEGATIVE_INFINITY;
let pressedWhileMoving = false;

/**
 * How long after the panel's content moved a press on what lay below the move chooses nothing. A finger's aim is
 * taken about a reaction time (200–250 ms) before it lands, so a control that slid under it in that time was not
 * aimed at; a player who aims again after the move is never held back longer than this.
 */
export const CONTENT_SHIFT_MS = 250;
/** When the panel's content last moved, and the highest point that moved since (content pixels from the panel's top). */
let contentShiftedAt = Number.NEGATIVE_INFINITY;
let contentShiftTop = Number.POSITIVE_INFINITY;

/**
 * Part of the panel's content changed size, appeared or went, at `top` (content pixels from the panel's top):
 * everything from there down moved.
 */
export function panelContentShifted(top: number, at: number = performance.now()): void {
  contentShiftTop = at - contentShiftedAt > CONTENT_SHIFT_MS ? top : Math.min(contentShiftTop, top);
  contentShiftedAt = at;
}

/** Whether the panel's content is still, for the tests that tap as a player does: once it is (testing.md). */
export function panelContentStill(at: number = performance.now()): boolean {
  return at - contentShiftedAt >= CONTENT_SHIFT_MS;
}

/**
 * The panel started moving and moves until `until` at the latest (the sheet's
 * transition, a smooth scroll): `panelSettled` ends it sooner when the browser
 * says the motion ended.
 */
export function panelMoving(motion: PanelMotion, until: number): void {
  movingUntil[motion] = Math.max(movingUntil[motion], until);
}

/** The motion ended (the sheet's transition, the smooth scroll). */
export function panelSettled(motion: PanelMotion, at: number = performance.now()): void {
  movingUntil[motion] = Math.min(movingUntil[motion], at);
}

/**
 * A pointer went down: whether the panel was moving is settled at that moment, for the choice it may make.
 * `pressedTop` is where the press landed in the panel's content (content pixels from its top), or undefined off the panel.
 */
export function pointerPressed(at: number = performance.now(), pressedTop?: number): void {
  pressedAt = at;
  // Only the sheet's change of height counts: a scroll by code brings the part the player asked for into view, and the
  // browser's word that a scroll ended is unreliable (none for a scroll that moves nothing, late on a busy machine),
  // so counting scrolls held back taps the player meant (a reading tapped as soon as House readings came into view).
  const slidUnder = pressedTop !== undefined && !panelContentStill(at) && pressedTop >= contentShiftTop;
  pressedWhileMoving = at < movingUntil.sheet || slidUnder;
}

type RefusalListener = () => void;
const refusalListeners = new Set<RefusalListener>();

/** Told each time a tap chose nothing because the panel moved under it (the panel says so, so the player taps again). */
export function onChoiceRefused(listener: RefusalListener): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

/** Whether a choice made now is the player's: not a tap that landed while the panel moved under it. */
export function choiceIsDeliberate(now: number = performance.now()): boolean {
  if (now - pressedAt > GESTURE_MS) return true;
  if (pressedWhileMoving) for (const listener of refusalListeners) listener();
  return !pressedWhileMoving;
}

/** The longest a smooth scroll by code is taken to last when the browser never says it ended. */
const CODE_SCROLL_MS = 1500;
/**
 * A scroll by code has ended once the panel has not scrolled for this long. A scroll to where the panel already
 * is sends no scroll event and no scrollend: without this, every tap for CODE_SCROLL_MS after it chose nothing
 * although nothing had moved under the finger.
 */
export const SCROLL_QUIET_MS = 120;
let scrollQuietTimer: ReturnType<typeof setTimeout> | undefined;

/** The panel scrolled (by code or by the player): the scroll by code ends once it has been quiet for SCROLL_QUIET_MS. */
export function panelScrolled(): void {
  clearTimeout(scrollQuietTimer);
  scrollQuietTimer = setTimeout(() => panelSettled('scroll'), SCROLL_QUIET_MS);
}

/** Scrolls the panel smoothly to `top`: it counts as moving until the browser says the scroll ended, or it is quiet. */
export function scrollPanelByCode(box: HTMLElement, top: number): void {
  panelMoving('scroll', performance.now() + CODE_SCROLL_MS);
  box.scrollTo({ top, behavior: 'smooth' });
  panelScrolled();
}

/** For tests: as at page load. */
export function resetDeliberateChoice(): void {
  clearTimeout(scrollQuietTimer);
  movingUntil.sheet = Number.NEGATIVE_INFINITY;
  movingUntil.scroll = Number.NEGATIVE_INFINITY;
  pressedAt = Number.NEGATIVE_INFINITY;
  pressedWhileMoving = false;
  contentShiftedAt = Number.NEGATIVE_INFINITY;
  contentShiftTop = Number.POSITIVE_INFINITY;
}

/** Where `element` lies in the panel's content (content pixels from its top), or undefined when it is not in the panel. */
export function topInPanel(element: Element | null): number | undefined {
  const box = element?.closest('.panel-scroll');
  if (!element || !box) return undefined;
  return element.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
}

/** Given the element pressed. */
type PressCheck = (pressed: Element | null) => void;
const pressChecks = new Set<PressCheck>();

/**
 * Run as a pointer goes down, before the press is judged: a watcher that learns of moves only at the next frame
 * (a ResizeObserver) says at once whether something has moved since it last looked. A press can come in the very
 * frame a section changed size, before that frame's observers ran: what slid under the finger then was never even
 * drawn where the finger met it.
 */
export function beforePressJudged(check: PressCheck): () => void {
  pressChecks.add(check);
  return () => pressChecks.delete(check);
}

if (typeof window !== 'undefined')
  window.addEventListener(
    'pointerdown',
    (e) => {
      const pressed = e.target instanceof Element ? e.target : null;
      for (const check of pressChecks) check(pressed);
      pointerPressed(performance.now(), topInPanel(pressed));
    },
    { capture: true, passive: true },
  );
