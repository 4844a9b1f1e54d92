// What the screen shows of the pick: the store's state, except while a moved
// line is traced, when everything on screen that shows the pick (the map's
// line and tags, the panel's verdict, ends, reasons and odds, the next-tap
// line, the live region a screen reader speaks) keeps its last picture until
// the new verdict comes, or until HOLD_MS have passed without it (then the
// tracing state is shown, the new ends without their verdict, as before).
//
// Why: a tap that changed the page at once cost it a render and then a frame
// of its own (style, layout, paint), and the worker's answer, already posted,
// waited for that frame. Held, a tap changes nothing on screen until its
// verdict, and then everything at once, in one frame.
//
// Nothing is lost: a verdict that fails, a pick cleared, a new board, every
// state that is not 'tracing' releases the hold at once; a hold is bounded by
// HOLD_MS from its start, however often the line moves meanwhile. The store's
// own phase stays on the app's `data-phase` attribute (no style reads it).

import { createStore, useStore } from 'zustand';

import { type AppState, useAppStore } from '../store/index.ts';

/** How long a line being traced keeps the last picture: a verdict normally comes within a frame; a slower one shows the new ends first. */
export const HOLD_MS = 100;

/** The fields that make the picture of the pick: held together, released together. */
const PICTURE_FIELDS = [
  'phase',
  'firer',
  'target',
  'result',
  'losError',
  'verdicts',
  'verdictsFor',
  'askedAt',
  'losTiming',
  'combat',
  'combatProblem',
] as const;

type Picture = Pick<AppState, (typeof PICTURE_FIELDS)[number]>;

function pictureOf(s: AppState): Picture {
  const picture: Partial<Record<keyof Picture, unknown>> = {};
  for (const field of PICTURE_FIELDS) picture[field] = s[field];
  return picture as Picture;
}

/** The state the screen shows: the store's own object while nothing is held, so a selector sees the very same values. */
const shownStore = createStore<AppState>(() => useAppStore.getState());

let held: Picture | undefined;
let holdTimer: ReturnType<typeof setTimeout> | undefined;

function show(live: AppState): void {
  shownStore.setState(held ? { ...live, ...held } : live, true);
}

function release(): void {
  clearTimeout(holdTimer);
  holdTimer = undefined;
  held = undefined;
}

let following = false;

/**
 * Starts the screen's picture following the store (start-up calls it; the
 * first component that reads the picture starts it too, so a component shown
 * alone, as in its tests, sees the store). Once: later calls do nothing.
 */
export function followStore(): void {
  if (following) return;
  following = true;
  show(useAppStore.getState());
  useAppStore.subscribe(follow);
}

function follow(live: AppState, previous: AppState): void {
  if (live.phase !== 'tracing') release();
  else if (!held) {
    // A line newly traced (a moved end, a new rule set): the picture on screen stays. Tracing goes on with the same
    // ends after a hold is over (another answer asked for the same line): the tracing state stays shown.
    const shown = shownStore.getState();
    const moved = previous.phase !== 'tracing' || live.firer !== shown.firer || live.target !== shown.target;
    if (moved) {
      held = pictureOf(shown);
      holdTimer = setTimeout(() => {
        release();
        show(useAppStore.getState());
      }, HOLD_MS);
    }
  }
  show(live);
}

/** Selects from what the screen shows of the state (the same rules as `useAppStore`: a selection must be stable). */
export function useShown<T>(select: (s: AppState) => T): T {
  followStore();
  return useStore(shownStore, select);
}

/** What the screen shows now (for listeners outside React). */
export function shownState(): AppState {
  followStore();
  return shownStore.getState();
}
